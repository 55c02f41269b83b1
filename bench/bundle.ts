/**
 * Cold start of the API Lambda: bundles functions/api.ts with the esbuild options SST v2 uses for
 * our stacks (stacks/esbuild.ts), then times `import()` of the entry in fresh Node processes. Code behind a dynamic `import()` (route groups, the S3
 * and SQS clients, AI engines, file parsers, the docs page) lands in chunks loaded on first use,
 * not at cold start; `import_and_tables_group_ms` adds what a first GET /tables loads. `--top`
 * lists the packages the cold start loads. Goal: import under 130 ms.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { build } from "esbuild";
import { sstBuildOptions } from "../stacks/esbuild.js";

const out = ".build/bench/api.mjs";
rmSync(".build/bench", { recursive: true, force: true });
mkdirSync(".build/bench", { recursive: true });
const { metafile } = await build(sstBuildOptions({ api: "functions/api.ts" }, ".build/bench"));
const outputs = metafile!.outputs;
// A cold start that then serves GET /tables also loads that route group's chunks (none apart when
// the group is bundled into the entry): timed after the entry, in the same process.
const tablesGroup = Object.entries(outputs).find(([, o]) => o.entryPoint === "core/tables/router.ts")?.[0];
writeFileSync(
  ".build/bench/time-import.mjs",
  `const t = performance.now(); await import("./api.mjs"); const entry = performance.now() - t;
${tablesGroup ? `await import("./${basename(tablesGroup)}");` : ""}
console.log(JSON.stringify([entry, performance.now() - t]));`,
);
/** The entry and the chunks it imports statically: what a cold start parses and evaluates. */
function startupFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === "import-statement") visit(i.path);
  };
  visit(out);
  return [...seen];
}
const startupBytes = () => startupFiles().reduce((n, f) => n + outputs[f].bytes, 0);
if (process.argv.includes("--top")) {
  // Which packages the cold start carries, largest first.
  const sizes = new Map<string, number>();
  for (const f of startupFiles()) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[f].inputs)) {
      const path = input.split("node_modules/").pop()!;
      const pkg = input.includes("node_modules/")
        ? path
            .split("/")
            .slice(0, path.startsWith("@") ? 2 : 1)
            .join("/")
        : input.split("/").slice(0, 2).join("/");
      sizes.set(pkg, (sizes.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  console.error(
    [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, v]) => `${Math.round(v / 1024)} KB ${k}`)
      .join("\n"),
  );
}
const samples: [number, number][] = Array.from({ length: 7 }, () =>
  JSON.parse(
    execFileSync(process.execPath, [".build/bench/time-import.mjs"], { encoding: "utf8", env: { ...process.env, TABLE_NAME: "bench" } }),
  ),
);
const runs = samples.map((s) => s[0]).sort((a, b) => a - b);
const withTables = samples.map((s) => s[1]).sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      entry_kb: Math.round(statSync(out).size / 1024),
      all_chunks_kb: Math.round(Object.values(outputs).reduce((n, o) => n + o.bytes, 0) / 1024),
      loaded_at_start_kb: Math.round(startupBytes() / 1024),
      import_ms: { min: Math.round(runs[0]), median: Math.round(runs[3]), max: Math.round(runs[6]) },
      import_and_tables_group_ms: { min: Math.round(withTables[0]), median: Math.round(withTables[3]) },
    },
    null,
    2,
  ),
);
