import type { Metafile } from "esbuild";

/**
 * The output files a cold start parses and evaluates: the entry and the chunks it imports
 * statically. Chunks behind an `import()` load on first use. Shared by bench/bundle.ts and
 * test/route-groups.test.ts.
 */
export function startupFiles(outputs: Metafile["outputs"], entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === "import-statement") visit(i.path);
  };
  visit(entry);
  return [...seen];
}
