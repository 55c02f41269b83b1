/**
 * Cold start of the API Lambda: bundles functions/api.ts the way SST does (esbuild, ESM, Node 22,
 * minified), then times `import()` of the bundle in fresh Node processes. Goal: under 130 ms.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const out = ".build/bench/api.mjs";
mkdirSync(".build/bench", { recursive: true });
await build({
  entryPoints: ["functions/api.ts"],
  outfile: out,
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  minify: true,
  sourcemap: false,
  // What SST's ESM build adds so CommonJS dependencies can `require` Node built-ins.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "error",
});
writeFileSync(
  ".build/bench/time-import.mjs",
  `const t = performance.now(); await import("./api.mjs"); console.log(performance.now() - t);`,
);
const runs = Array.from({ length: 7 }, () =>
  Number(execFileSync(process.execPath, [".build/bench/time-import.mjs"], { encoding: "utf8", env: { ...process.env, TABLE_NAME: "bench" } })),
).sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      bundle_kb: Math.round(statSync(out).size / 1024),
      import_ms: { min: Math.round(runs[0]), median: Math.round(runs[3]), max: Math.round(runs[6]) },
    },
    null,
    2,
  ),
);
