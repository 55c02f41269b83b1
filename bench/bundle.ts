/**
 * Cold start of the API Lambda: bundles functions/api.ts the way SST does for our stacks
 * (esbuild, ESM with code splitting, Node 22, minified), then times `import()` of the entry in
 * fresh Node processes. Code behind a dynamic `import()` (AI engines, XLSX/PDF parsers, the docs
 * page) lands in chunks loaded on first use, not at cold start. Goal: under 130 ms.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const out = ".build/bench/api.mjs";
rmSync(".build/bench", { recursive: true, force: true });
mkdirSync(".build/bench", { recursive: true });
const result = await build({
  entryPoints: { api: "functions/api.ts" },
  outdir: ".build/bench",
  outExtension: { ".js": ".mjs" },
  splitting: true,
  metafile: true,
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
/** The entry and the chunks it imports statically: what a cold start parses and evaluates. */
function startupFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !result.metafile.outputs[file]) return;
    seen.add(file);
    for (const i of result.metafile.outputs[file].imports) if (i.kind === "import-statement") visit(i.path);
  };
  visit(out);
  return [...seen];
}
const startupBytes = () => startupFiles().reduce((n, f) => n + result.metafile.outputs[f].bytes, 0);
if (process.argv.includes("--top")) {
  // Which packages the cold start carries, largest first.
  const sizes = new Map<string, number>();
  for (const f of startupFiles()) {
    for (const [input, { bytesInOutput }] of Object.entries(result.metafile.outputs[f].inputs)) {
      const path = input.split("node_modules/").pop()!;
      const pkg = input.includes("node_modules/") ? path.split("/").slice(0, path.startsWith("@") ? 2 : 1).join("/") : input.split("/").slice(0, 2).join("/");
      sizes.set(pkg, (sizes.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  console.error([...sizes].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${Math.round(v / 1024)} KB ${k}`).join("\n"));
}
const runs = Array.from({ length: 7 }, () =>
  Number(execFileSync(process.execPath, [".build/bench/time-import.mjs"], { encoding: "utf8", env: { ...process.env, TABLE_NAME: "bench" } })),
).sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      entry_kb: Math.round(statSync(out).size / 1024),
      all_chunks_kb: Math.round(Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0) / 1024),
      loaded_at_start_kb: Math.round(startupBytes() / 1024),
      import_ms: { min: Math.round(runs[0]), median: Math.round(runs[3]), max: Math.round(runs[6]) },
    },
    null,
    2,
  ),
);
