/**
 * Dependencies between the folders of core/ point one way (docs/architecture.md): a new import
 * that closes a cycle between two folders fails here, naming the files that make it. Module
 * cycles inside one folder are allowed. Type-only and dynamic imports count: they couple
 * folders just the same.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CORE = join(ROOT, "core");

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

/** `core/tables/rows.ts` → `tables`; files at the root of core/ are the kernel. */
const folderOf = (file: string) => {
  const parts = relative(CORE, file).split("/");
  return parts.length > 1 ? parts[0] : "(kernel)";
};

// Static imports, `export … from` and `import("…")`, with relative specifiers only.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  // A `.js` specifier names a .ts file, or a .tsx one (the dashboard's pages).
  return [...text.matchAll(IMPORT)].map((m) => {
    const target = resolve(dirname(file), m[1]).replace(/\.js$/, ".ts");
    return existsSync(target) ? target : `${target}x`;
  });
}

const files = tsFiles(CORE);
/** folder → folder → the file edges behind it. */
const edges = new Map<string, Map<string, string[]>>();
for (const file of files) {
  for (const target of importsOf(file)) {
    if (!target.startsWith(`${CORE}/`)) continue;
    const [a, b] = [folderOf(file), folderOf(target)];
    if (a === b) continue;
    const out = edges.get(a) ?? new Map<string, string[]>();
    edges.set(a, out);
    out.set(b, [...(out.get(b) ?? []), `${relative(ROOT, file)} → ${relative(ROOT, target)}`]);
  }
}

/** Strongly connected components of the folder graph (Tarjan); any with two folders or more is a cycle. */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of new Set([...files.map(folderOf), ...edges.keys()])) if (!index.has(v)) visit(v);
  return found;
}

describe("core/ folder dependencies", () => {
  it("form no cycle between folders", () => {
    const report = cycles().map((component) => {
      const inside = component.flatMap((a) => component.flatMap((b) => (edges.get(a)?.get(b) ?? []).map((e) => `  ${a} → ${b}: ${e}`)));
      return `cycle among ${component.join(", ")}:\n${inside.join("\n")}`;
    });
    expect(report.join("\n\n"), "folders that import each other").toBe("");
  });

  it("never reach into functions/, stacks/, test/ or bench/", () => {
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((t) => /^(functions|stacks|test|bench)\//.test(relative(ROOT, t)))
        .map((t) => `${relative(ROOT, file)} → ${relative(ROOT, t)}`),
    );
    expect(outside).toEqual([]);
  });
});
