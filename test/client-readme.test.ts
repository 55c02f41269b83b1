/**
 * The README's examples of the client and the command line, as a reader copies them: the
 * TypeScript block is type-checked with tsc and run with tsx, and the shell block is run line by
 * line, both against the service served by this test file (its URL in place of `npm start`'s).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCompany } from "./helpers.js";
import { serveService } from "./support/served.js";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// Under the project (gitignored), so imports resolve from its node_modules.
const dir = mkdtempSync(join(root, "test", ".tmp-client-readme-"));
const section = readFileSync(join(root, "README.md"), "utf8").split("## Client, command line and MCP server")[1].split("\n## ")[0];
const block = (lang: string, after: string) => section.split(after)[1].split(`\`\`\`${lang}\n`)[1].split("```")[0];
let service: Awaited<ReturnType<typeof serveService>>;
let key: string;

beforeAll(async () => {
  service = await serveService("client-readme");
  key = (await newCompany({ credits: 200 })).key;
  writeFileSync(join(dir, "products.csv"), "name,brand,price\nOak table,Nordwood,899\nPine chair,Nordwood,99\n");
});
afterAll(async () => {
  await service?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const run = (file: string, args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      file,
      args,
      { cwd: dir, timeout: 60_000, env: { ...process.env, PDS_CONFIG: join(dir, "none.json"), ...env } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    ),
  );

describe("README: the five jobs", () => {
  it("with the client: the example compiles and runs", async () => {
    const source = block("ts", "### The five jobs with the client")
      .replace('"./client/index.js"', '"../../client/index.js"')
      .replace("http://127.0.0.1:8787/api/v1", service.baseUrl);
    // The last line must not compile: if tsc let it through, the check would prove nothing.
    writeFileSync(
      join(dir, "jobs.ts"),
      `${source}\n// @ts-expect-error a table needs a name\nawait pds.tables.create({ schema_id: "x" }).catch(() => {});\n`,
    );
    const compilerOptions = {
      strict: true,
      noEmit: true,
      module: "esnext",
      moduleResolution: "bundler",
      target: "es2023",
      lib: ["es2024"],
      types: ["node"],
      skipLibCheck: true,
    };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["jobs.ts"] }));
    const tsc = await run(join(root, "node_modules", ".bin", "tsc"), ["-p", dir]);
    expect(tsc.code, tsc.stdout + tsc.stderr).toBe(0);

    writeFileSync(join(dir, "jobs.ts"), source);
    const r = await run(process.execPath, ["--import", "tsx", "jobs.ts"], { PDS_API_KEY: key });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("100% (2 rows)");
    expect(r.stdout).toContain("Pine chair");
    expect(r.stdout).toContain("2 cells done, 0 failed");
    expect(r.stdout).toMatch(/404 not_found req_/);
  });

  it("with the command line: every line runs and exits 0", async () => {
    const lines = block("sh", "### The five jobs with the command line").trim().split("\n");
    const pds = join(root, "client/bin/pds.mjs");
    let tableId = "";
    for (const line of lines) {
      const command = line
        .replace(/\s+#.*$/, "")
        .replaceAll("tbl_…", tableId)
        .replaceAll("npx pds", `${process.execPath} ${pds}`);
      const r = await run("bash", ["-c", command], { PDS_API_KEY: key, PDS_BASE_URL: service.baseUrl });
      expect(r.code, `${line}\n${r.stderr}`).toBe(0);
      tableId ||= /^(tbl_\S+) completed/.exec(r.stdout)?.[1] ?? "";
    }
    expect(tableId).toMatch(/^tbl_/);
    expect(readFileSync(join(dir, "rows.xlsx")).subarray(0, 2).toString()).toBe("PK"); // an XLSX is a zip
    expect(readFileSync(join(dir, "rows.csv"), "utf8")).toContain("NORDWOOD");
    expect(readFileSync(join(dir, "changes.jsonl"), "utf8")).toBe("");
    expect(JSON.parse(readFileSync(join(dir, ".pds-sync.json"), "utf8")).since).toMatch(/^\d{4}-/);
  });
});
