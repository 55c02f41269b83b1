/**
 * `pds mcp` as an agent's MCP client starts it: a child process speaking MCP over stdio, driven
 * by the official SDK's Client, calling the service served by this test file.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCompany } from "./helpers.js";
import { serveService } from "./support/served.js";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
let service: Awaited<ReturnType<typeof serveService>>;
let mcp: Client;
let stderr = "";

type Result = { content: { type: string; text: string }[]; isError?: boolean };
const call = async (name: string, args: Record<string, unknown> = {}) => (await mcp.callTool({ name, arguments: args })) as Result;
const parsed = (r: Result) => JSON.parse(r.content[0].text);

beforeAll(async () => {
  service = await serveService("client-mcp");
  const { key } = await newCompany({ credits: 100 });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(root, "client/bin/pds.mjs"), "mcp"],
    env: {
      PATH: process.env.PATH!,
      HOME: root,
      PDS_CONFIG: join(root, "no-such-config.json"),
      PDS_BASE_URL: service.baseUrl,
      PDS_API_KEY: key,
    },
    stderr: "pipe",
  });
  transport.stderr?.on("data", (d) => (stderr += d));
  mcp = new Client({ name: "pds-test", version: "1.0.0" });
  await mcp.connect(transport);
});
afterAll(async () => {
  await mcp?.close();
  await service?.stop();
});

describe("pds mcp", () => {
  it("tools/list names every tool with a description and a JSON schema of its arguments", async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "catalog_products",
      "credits",
      "enrich",
      "extract",
      "list_schemas",
      "search",
      "table_rows",
    ]);
    for (const t of tools) {
      expect(t.description!.length, t.name).toBeGreaterThan(40);
      expect(t.inputSchema.type).toBe("object");
    }
    const search = tools.find((t) => t.name === "search")!;
    expect(search.inputSchema.required).toEqual(["query"]);
    expect(search.inputSchema.properties).toMatchObject({
      query: { type: "string" },
      max_results: { type: "integer", minimum: 1, maximum: 7 },
    });
    expect(tools.find((t) => t.name === "table_rows")!.annotations).toMatchObject({ readOnlyHint: true });
  });

  it("tools/call extract makes a table from text and waits; table_rows, search and credits read what it made", async () => {
    const extracted = await call("extract", {
      text: "name,brand,price\nOak table,Nordwood,899\nPine chair,Nordwood,99",
      name: "From an agent",
    });
    expect(extracted.isError, extracted.content[0].text).toBeFalsy();
    const { table, rows } = parsed(extracted);
    expect(table).toMatchObject({ status: "completed", total_rows: 2, name: "From an agent" });
    expect(rows.map((r: any) => r.data.name)).toEqual(["Oak table", "Pine chair"]);

    const page = parsed(await call("table_rows", { table_id: table.id, limit: 1, page: 2 }));
    expect(page).toMatchObject({ data: [{ data: { name: "Pine chair" } }], pagination: { page: 2, limit: 1, total: 2 } });

    const search = parsed(await call("search", { query: "oak table", max_results: 1 }));
    expect(search).toMatchObject({ status: "completed", credits_used: 5 });
    expect(search.results[0].data.name).toBe("Oak table");

    expect(parsed(await call("credits"))).toMatchObject({ balance: 95 });
  });

  it("an API error is a tool error with the message and request id, and the server keeps serving", async () => {
    const missing = await call("table_rows", { table_id: "tbl_missing" });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toMatch(/404 not_found/);
    expect(missing.content[0].text).toMatch(/request id: req_\S+/);

    const invalid = await call("extract", { text: "x", urls: ["https://example.com/a.csv"] });
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0].text).toContain("exactly one of `text` or `urls`");

    // Arguments that break the tool's schema are refused by the SDK, still as a tool error.
    const badArgs = await call("search", { query: "" });
    expect(badArgs.isError).toBe(true);

    expect(parsed(await call("catalog_products", { limit: 5 }))).toMatchObject({ data: [], pagination: { total: 0 } });
    expect(stderr).toBe("");
  });
});
