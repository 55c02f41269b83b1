/**
 * `pds mcp`: an MCP server on stdio (the official TypeScript SDK) that lets an AI agent search,
 * enrich, extract, read table rows and catalog products, and check credits. Each tool is one
 * call of the typed client; an API error becomes a tool error (isError, with the message and the
 * request id) the agent can read and act on, never a crash of the server.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { ApiError, ExtractionError, type PdsClient } from "../index.js";

type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

const text = (value: unknown): ToolResult => ({ content: [{ type: "text", text: JSON.stringify(value, null, 2) }] });

/** What the agent reads when a call fails: enough to fix its arguments or report the request id. */
function failure(e: unknown): ToolResult {
  let message: string;
  if (e instanceof ApiError) {
    message = `The API answered ${e.status} ${e.errorType}${e.code ? ` (${e.code})` : ""}: ${e.error.message}`;
    if (e.error.details) message += `\ndetails: ${JSON.stringify(e.error.details)}`;
    message += `\nrequest id: ${e.requestId}`;
  } else if (e instanceof ExtractionError) {
    message = `${e.message}. The table (${e.table.id}) keeps the rows that were good; read them with table_rows.`;
  } else message = `The call failed: ${(e as Error).message ?? String(e)}`;
  return { content: [{ type: "text", text: message }], isError: true };
}

const guard =
  <A>(run: (args: A) => PromiseLike<unknown>) =>
  async (args: A): Promise<ToolResult> => {
    try {
      return text(await run(args));
    } catch (e) {
      return failure(e);
    }
  };

const schemaId = z
  .string()
  .optional()
  .describe("Schema whose columns shape the results (list_schemas shows them); default: the built-in product schema");

function mcpServer(client: PdsClient) {
  const server = new McpServer({ name: "pds", version: "0.1.0" });

  server.registerTool(
    "search",
    {
      title: "Search products",
      description:
        "Search for products with a natural-language query. Answers up to 7 results, each with `data` shaped to the schema's columns, a source URL and a confidence (0..1). Costs 5 credits.",
      inputSchema: {
        query: z.string().min(1).max(1000).describe('What to look for, e.g. "oak dining table under 1000 EUR"'),
        schema_id: schemaId,
        max_results: z.number().int().min(1).max(7).optional().describe("1 to 7 (default 7)"),
      },
    },
    guard(({ query, schema_id, max_results }) => client.search.create({ query, schema_id, max_results })),
  );

  server.registerTool(
    "enrich",
    {
      title: "Enrich product records",
      description:
        "Complete partial product records: give up to 50 objects with what you know (e.g. a name and a brand) and get each back with the schema's other fields filled in, with per-field sources (`basis`) when web search is on. Costs 1 to 4 credits per item.",
      inputSchema: {
        items: z
          .array(z.record(z.string(), z.unknown()))
          .min(1)
          .max(50)
          .describe('Known fields per product, e.g. [{"name": "Pine chair", "brand": "Nordwood"}]'),
        schema_id: schemaId,
        context: z.string().max(10_000).optional().describe("Extra guidance for the enrichment"),
        web_search: z.boolean().optional().describe("Search the web and cite sources (default true)"),
      },
    },
    guard(({ items, schema_id, context, web_search }) =>
      client.enrich.createAndWait({ items: items.map((data) => ({ data })), schema_id, context, web_search }),
    ),
  );

  server.registerTool(
    "extract",
    {
      title: "Extract a product table",
      description:
        "Create an extraction table from raw text (CSV, a product description, a price list…) or from public file URLs (CSV, XLSX, JSON, PDF, HTML product pages), wait until it is extracted, and answer the table with its first rows. Give exactly one of `text` or `urls`. Read further rows with table_rows.",
      inputSchema: {
        text: z.string().min(1).max(300_000).optional().describe("The text to extract products from"),
        urls: z.array(z.url()).min(1).max(20).optional().describe("Public http(s) URLs of files or pages"),
        schema_id: z.string().default("default_product").describe("Schema of the table's columns (default: the built-in product schema)"),
        name: z.string().min(1).max(200).optional().describe("The table's name"),
        context: z.string().max(10_000).optional().describe("Guidance for the extraction"),
      },
    },
    guard(async ({ text: source, urls, schema_id, name, context }) => {
      if ((source === undefined) === (urls === undefined)) throw new Error("give exactly one of `text` or `urls`");
      const table = await client.tables.createAndWait({
        schema_id,
        name: name ?? `Extracted by an agent ${new Date().toISOString().slice(0, 16)}`,
        ...(source !== undefined ? { source_text: source } : { file_urls: urls }),
        ...(context ? { additional_context: context } : {}),
      });
      const rows = await client.tables.rows.list(table.id, { limit: 25 });
      return { table, rows: rows.data, more_rows: rows.pagination.total > rows.data.length };
    }),
  );

  server.registerTool(
    "table_rows",
    {
      title: "Read table rows",
      description: "Read the rows of an extraction table, a page at a time, in row order. Each row's `data` maps column keys to values.",
      inputSchema: {
        table_id: z.string().min(1).describe("The table's id (tbl_…)"),
        page: z.number().int().min(1).optional().describe("Page number, from 1"),
        limit: z.number().int().min(1).max(100).optional().describe("Rows per page, 1 to 100 (default 25)"),
      },
      annotations: { readOnlyHint: true },
    },
    guard(({ table_id, page, limit }) => client.tables.rows.list(table_id, { page, limit })),
  );

  server.registerTool(
    "catalog_products",
    {
      title: "List catalog products",
      description: "List the company's catalog products, newest first, optionally filtered by text, status or schema.",
      inputSchema: {
        search: z.string().optional().describe("Text to look for in the products"),
        status: z.enum(["draft", "active", "archived"]).optional(),
        schema_id: z.string().optional(),
        page: z.number().int().min(1).optional(),
        limit: z.number().int().min(1).max(100).optional().describe("1 to 100 (default 25)"),
      },
      annotations: { readOnlyHint: true },
    },
    guard((query) => client.catalog.products.list(query)),
  );

  server.registerTool(
    "list_schemas",
    {
      title: "List schemas",
      description:
        "List the company's schemas (the column sets tables and results are shaped to), to pick a schema_id for search, enrich or extract.",
      inputSchema: { page: z.number().int().min(1).optional(), limit: z.number().int().min(1).max(100).optional() },
      annotations: { readOnlyHint: true },
    },
    guard(({ page, limit }) => client.schemas.list({ page, limit })),
  );

  server.registerTool(
    "credits",
    {
      title: "Credit balance",
      description: "The company's credit balance, the monthly allocation and what was used this billing period.",
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    guard(() => client.credits.balance()),
  );

  return server;
}

/** Serves until stdin closes (the MCP client ends the session). */
export async function serveMcp(client: PdsClient) {
  await mcpServer(client).connect(new StdioServerTransport());
}
