/**
 * The `pds` command line as a user runs it: a child process started through the package's bin
 * (client/bin/pds.mjs, which re-executes the TypeScript CLI under the project's Node with tsx),
 * talking HTTP to the service served by this test file with its workers.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../client/index.js";
import { newCompany } from "./helpers.js";
import { serveService } from "./support/served.js";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), "pds-cli-"));
let service: Awaited<ReturnType<typeof serveService>>;
let key: string;

beforeAll(async () => {
  service = await serveService("client-cli");
  key = (await newCompany({ credits: 500 })).key;
});
afterAll(() => service?.stop());

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pds …` asynchronously (the service it calls runs in this process). */
function pds(args: string[], { env = {}, input }: { env?: Record<string, string | undefined>; input?: string } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [join(root, "client/bin/pds.mjs"), ...args],
      {
        cwd: dir,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          PDS_CONFIG: join(dir, "none.json"),
          PDS_BASE_URL: service.baseUrl,
          PDS_API_KEY: key,
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
    if (input !== undefined) child.stdin!.end(input);
  });
}

const CSV = `name,brand,price\n${Array.from({ length: 12 }, (_, i) => `Stool ${i},Birchline,${50 + i}`).join("\n")}\n`;
let tableId: string;

describe("pds extract", () => {
  it("uploads a file, waits, writes the rows to --out, and with --json prints the final table", async () => {
    writeFileSync(join(dir, "stools.csv"), CSV);
    const r = await pds(["extract", "stools.csv", "--schema", "default_product", "--wait", "--out", "rows.csv", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const table = JSON.parse(r.stdout);
    expect(table).toMatchObject({
      id: expect.stringMatching(/^tbl_/),
      status: "completed",
      total_rows: 12,
      name: "stools.csv",
      error_message: null,
    });
    tableId = table.id;
    const csv = readFileSync(join(dir, "rows.csv"), "utf8").trim().split(/\r?\n/);
    expect(csv).toHaveLength(13);
    expect(csv[0].split(",")).toEqual(expect.arrayContaining(["name", "brand", "price"]));
    expect(csv[1]).toContain("Stool 0");
    // Piped stderr: no progress bar.
    expect(r.stderr).not.toMatch(/extracting|█|░/);
  });

  // `script` (util-linux) runs the command on a pseudo-terminal; without it the test says it is skipped.
  const script = ["/usr/bin/script", "/bin/script"].find((p) => existsSync(p));
  it.skipIf(!script)("draws a progress bar on stderr when it is a terminal", async () => {
    const env = {
      PATH: process.env.PATH,
      HOME: dir,
      PDS_CONFIG: join(dir, "none.json"),
      PDS_BASE_URL: service.baseUrl,
      PDS_API_KEY: key,
      TERM: "xterm",
    };
    const command = `${process.execPath} ${join(root, "client/bin/pds.mjs")} extract stools.csv --schema default_product --wait`;
    const r = await new Promise<string>((resolve) =>
      execFile(script!, ["-qec", command, "/dev/null"], { cwd: dir, env, timeout: 60_000 }, (_e, stdout) => resolve(stdout)),
    );
    expect(r).toMatch(/extracting \[=+\] 100% 12 rows/);
    expect(r).toMatch(/tbl_\S+ completed: 12 rows/);
  });

  it("extracts text from stdin into rows.json (format from the extension), printing a summary for people", async () => {
    const r = await pds(["extract", "-", "--schema", "default_product", "--name", "Piped", "--out", "rows.json"], {
      input: "name,brand,price\nOak table,Nordwood,899\n",
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^tbl_\S+ completed: 1 rows written to rows\.json/);
    expect(JSON.parse(readFileSync(join(dir, "rows.json"), "utf8")).data[0]).toMatchObject({ name: "Oak table", price: 899 });
  });

  it("without --wait answers the processing table at once", async () => {
    const r = await pds(["extract", "--text", "name: Lamp", "--schema", "default_product", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "processing", source_type: "text" });
  });
});

describe("pds search, enrich, credits", () => {
  it("search prints results for people and the API's object with --json", async () => {
    const human = await pds(["search", "Stool", "3", "--max", "2"]);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toMatch(/^\[\d\.\d\d\] .*Stool/m);
    expect(human.stderr).toMatch(/results, 5 credits/);
    const json = await pds(["search", "Stool", "--json"]);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: "completed", query: "Stool", credits_used: 5, results: expect.any(Array) });
  });

  it("enrich reads a JSON file of items and prints each enriched item as a JSON line", async () => {
    writeFileSync(join(dir, "items.json"), JSON.stringify([{ name: "Stool 4" }, { name: "Stool 5", brand: "Birchline" }]));
    const r = await pds(["enrich", "items.json", "--no-web-search"]);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ name: "Stool 4" });
    expect(r.stderr).toMatch(/2 items, \d+ credits/);
  });

  it("credits shows the balance; --json the API's object", async () => {
    const r = await pds(["credits", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ balance: expect.any(Number), used_this_period: expect.any(Number) });
    expect((await pds(["credits"])).stdout).toMatch(/^balance: \d+ credits/);
  });
});

describe("pds tables and enhance", () => {
  it("schemas ls lists the schemas to extract with; schemas get one with its columns", async () => {
    await createClient({ baseUrl: service.baseUrl, apiKey: key }).schemas.create({
      name: "Listed",
      columns: [{ key: "note", label: "Note", type: "text" }],
    });
    const ls = (await pds(["schemas", "ls"])).stdout.trim().split("\n");
    expect(ls[0]).toMatch(/^default_product {2}\(built-in/);
    expect(ls[1]).toMatch(/^\S+ +1 column {3}Listed$/);
    expect(JSON.parse((await pds(["schemas", "get", "default_product"])).stdout).columns.map((c: any) => c.key)).toContain("brand");
  });

  it("ls, get, rows (one page, and --all across pages), export", async () => {
    const ls = await pds(["tables", "ls"]);
    expect(ls.stdout).toContain(tableId);
    expect(JSON.parse((await pds(["tables", "get", tableId])).stdout)).toMatchObject({ id: tableId, total_rows: 12 });
    const page = JSON.parse((await pds(["tables", "rows", tableId, "--limit", "5", "--page", "3", "--json"])).stdout);
    expect(page.pagination).toEqual({ page: 3, limit: 5, total: 12 });
    const all = (await pds(["tables", "rows", tableId, "--all", "--limit", "5"])).stdout.trim().split("\n");
    expect(all.map((l) => JSON.parse(l).name)).toEqual(Array.from({ length: 12 }, (_, i) => `Stool ${i}`));
    const exported = await pds(["tables", "export", tableId, "--format", "json"]);
    expect(JSON.parse(exported.stdout).data).toHaveLength(12);
  });

  it("enhance --wait fills the column on every row and reports the counts", async () => {
    const r = await pds(["enhance", tableId, "--column", "brand", "--prompt", "upper case", "--no-web-search", "--wait"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("brand: 12 completed, 0 failed (0 cancelled) of 12");
    const rows = await createClient({ baseUrl: service.baseUrl, apiKey: key }).tables.rows.list(tableId, { limit: 100 });
    expect(rows.data.every((row) => row.data.brand === "BIRCHLINE")).toBe(true);
  });
});

describe("pds catalog sync", () => {
  it("prints a cycle's changes as JSON lines, keeps the first page's sync_timestamp in --state, and the next cycle only what changed", async () => {
    const client = createClient({ baseUrl: service.baseUrl, apiKey: key });
    await client.attributes.create({ key: "gtin", label: "GTIN", type: "text" });
    const schema = await client.schemas.create({ name: "Mirror", columns: [{ attribute_key: "gtin" }] });
    const products = [];
    for (let i = 0; i < 3; i++)
      products.push(await client.catalog.products.create({ schema_id: schema.id, attributes: { gtin: `G-${i}` } }));

    const state = join(dir, "sync.json");
    const first = await pds(["catalog", "sync", "--state", state, "--page-size", "2"]);
    expect(first.code, first.stderr).toBe(0);
    expect(
      first.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).id),
    ).toEqual(products.map((p) => p.id));
    expect(first.stderr).toMatch(/3 changes in 2 pages/);
    const kept = JSON.parse(readFileSync(state, "utf8")).since;
    expect(kept).toMatch(/^\d{4}-\d\d-\d\dT/);

    await client.catalog.products.update(products[1].id, { attributes: { gtin: "G-1b" } });
    const second = await pds(["catalog", "sync", "--state", state]);
    expect(
      second.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([expect.objectContaining({ id: products[1].id, attributes: { gtin: "G-1b" } })]);
    // --since wins over the state file.
    const again = await pds(["catalog", "sync", "--since", kept]);
    expect(again.stdout.trim().split("\n")).toHaveLength(1);
  });
});

describe("exit codes, errors and configuration", () => {
  it("an API error exits 1 with the message and the request id on stderr", async () => {
    const r = await pds(["tables", "get", "tbl_missing"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^error: .+ \(404 not_found\)$/m);
    expect(r.stderr).toMatch(/^request id: req_\S+$/m);
  });

  it("a usage error exits 2: unknown command, unknown option, missing argument, no key", async () => {
    expect((await pds(["frobnicate"])).code).toBe(2);
    expect((await pds(["search", "x", "--bogus"])).code).toBe(2);
    expect((await pds(["extract", "stools.csv"])).stderr).toMatch(/--schema <id> is required/);
    expect((await pds(["extract", "stools.csv"])).code).toBe(2);
    const noKey = await pds(["credits"], { env: { PDS_API_KEY: undefined } });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain("no API key");
  });

  it("flags win over the environment, which wins over the config file", async () => {
    const config = join(dir, "config.json");
    writeFileSync(config, JSON.stringify({ base_url: service.baseUrl, api_key: key }));
    // Only the file.
    expect((await pds(["credits"], { env: { PDS_CONFIG: config, PDS_BASE_URL: undefined, PDS_API_KEY: undefined } })).code).toBe(0);
    // The environment's wrong key beats the file's.
    const envWins = await pds(["credits"], { env: { PDS_CONFIG: config, PDS_BASE_URL: undefined, PDS_API_KEY: "pds_wrong" } });
    expect(envWins.code).toBe(1);
    expect(envWins.stderr).toContain("401 unauthenticated");
    // The flag's key beats the environment's.
    expect((await pds(["credits", "--api-key", key], { env: { PDS_CONFIG: config, PDS_API_KEY: "pds_wrong" } })).code).toBe(0);
  });

  it("`npx pds` runs the package's bin in the checkout", async () => {
    const r = await new Promise<Run>((resolve) =>
      execFile("npx", ["pds", "--help"], { cwd: root, timeout: 60_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
      ),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("pds catalog sync");
  });
});
