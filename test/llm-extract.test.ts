/**
 * Extraction of unstructured text and schema generation through the LLM engine, against an
 * OpenAI-compatible server started here. Extraction runs through the real pipeline
 * (runExtraction) on a private queue, so no other test file's poller takes these tables.
 */
import type { Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nowIso } from "../core/clock.js";
import { resetConfig } from "../core/config.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { ChunkEntity } from "../core/tables/entity.js";
import { allocate, writeRows } from "../core/tables/rows.js";
import { api, expectError, newCompany } from "./helpers.js";
import { privateQueue } from "./support/queues.js";
import { close, listen } from "./support/listen.js";

type Reply = { status?: number; content?: string };

const requests: any[] = [];
let reply: () => Reply = () => ({ content: "{}" });
let model: { server: Server; url: string };
let co: Awaited<ReturnType<typeof newCompany>>;
let schemaId: string;

const ENV_KEYS = ["AI_ENGINE", "LLM_PROVIDER", "LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL", "LLM_TIMEOUT_MS", "EXTRACT_QUEUE_URL"];
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

const completion = (content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "served-model",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
});

const message = (body: any, role: string) => body.messages.find((m: any) => m.role === role)?.content as string;

beforeAll(async () => {
  model = await listen((_req, res, raw) => {
    requests.push(raw ? JSON.parse(raw) : undefined);
    const r = reply();
    res.writeHead(r.status ?? 200, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        r.status && r.status >= 400 ? { error: { message: "upstream exploded", type: "server_error" } } : completion(r.content ?? "{}"),
      ),
    );
  });
  const QueueUrl = await privateQueue("extract-llm");
  Object.assign(process.env, {
    AI_ENGINE: "llm",
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: `${model.url}/v1`,
    LLM_API_KEY: "sk-test-key",
    LLM_MODEL: "model-medium",
    LLM_TIMEOUT_MS: "5000",
    EXTRACT_QUEUE_URL: QueueUrl,
  });
  resetConfig();

  co = await newCompany();
  const schema = await api("/schemas", co.key, {
    method: "POST",
    body: {
      name: "Furniture",
      columns: [
        { key: "name", label: "Name", type: "text" },
        { key: "price", label: "Price", type: "number" },
        { key: "color", label: "Color", type: "enum", enum_values: ["Red", "Blue"] },
        { key: "weight", label: "Weight (kg)", type: "number" },
        { key: "in_stock", label: "In stock", type: "boolean" },
      ],
    },
  });
  expect(schema.status).toBe(201);
  schemaId = schema.json.id;
});

afterAll(async () => {
  await close(model);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfig();
});

beforeEach(() => {
  requests.length = 0;
  reply = () => ({ content: "{}" });
});

/** Creates a table from source_text and runs its extraction message here. */
async function extract(source_text: string, extra: Record<string, unknown> = {}) {
  const created = await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "T", source_text, ...extra } });
  expect(created.status).toBe(201);
  await runExtraction({ company_id: co.id, table_id: created.json.id, chunk: 0 });
  const table = (await api(`/tables/${created.json.id}`, co.key)).json;
  const rows = (await api(`/tables/${created.json.id}/rows?limit=100`, co.key)).json.data.map((r: { data: unknown }) => r.data);
  return { table, rows };
}

const PROSE =
  "This season we offer two pieces made in our own workshop. The Oakline dining table is built from solid oak in a warm red finish and sells for 349 euros, and it ships at once.\n" +
  "The second piece is the Pinecrest chair in pale blue pine which weighs four kilograms and costs 59 euros; it is sold out until spring.";

describe("extraction with the LLM engine", () => {
  it("free prose goes to the model; its rows are stored, coerced to the column types", async () => {
    reply = () => ({
      content: JSON.stringify({
        rows: [
          { name: "Oakline dining table", price: 349, color: "red", weight: null, in_stock: true },
          { name: "Pinecrest chair", price: 59, color: "BLUE", weight: 4, in_stock: false },
        ],
      }),
    });
    const { table, rows } = await extract(PROSE, { additional_context: "Prices are in euros." });
    expect(table).toMatchObject({ status: "completed", total_rows: 2, error_message: null });
    expect(rows).toEqual([
      { name: "Oakline dining table", price: 349, color: "Red", weight: null, in_stock: true },
      { name: "Pinecrest chair", price: 59, color: "Blue", weight: 4, in_stock: false },
    ]);

    expect(requests).toHaveLength(1);
    const req = requests[0];
    expect(req.model).toBe("model-medium");
    expect(message(req, "user")).toContain(PROSE);
    for (const key of ["name", "price", "color", "weight", "in_stock"]) expect(message(req, "user")).toContain(`column "${key}"`);
    expect(message(req, "system")).toContain("Prices are in euros.");
    expect(Object.keys(req.response_format.json_schema.schema.properties.rows.items.properties).sort()).toEqual([
      "color",
      "in_stock",
      "name",
      "price",
      "weight",
    ]);
  });

  it("a CSV is read by the local parsers without any model request", async () => {
    const { table, rows } = await extract("Name,Price,Colour\nOak table,199,red\nPine chair,49,blue\n");
    expect(table).toMatchObject({ status: "completed", total_rows: 2, error_message: null });
    expect(rows).toEqual([
      { name: "Oak table", price: 199, color: "Red", weight: null, in_stock: null },
      { name: "Pine chair", price: 49, color: "Blue", weight: null, in_stock: null },
    ]);
    expect(requests).toHaveLength(0);
  });

  it("a re-run after a crash that gets fewer rows from the model leaves none of the first run's extras", async () => {
    // The state a crash leaves: the first delivery claimed 3 row indexes and wrote 3 rows, then died.
    const created = (await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "T", source_text: PROSE } })).json;
    const base = await allocate(co.id, created.id, 3);
    await ChunkEntity.create({
      companyId: co.id,
      tableId: created.id,
      chunk: 0,
      status: "processing",
      kind: "plan",
      rowIndexBase: base,
      rowCount: 3,
      createdAt: nowIso(),
    }).go();
    await writeRows(
      co.id,
      created.id,
      base,
      [0, 1, 2].map((i) => ({ name: `first run ${i}` })),
      false,
    );

    reply = () => ({
      content: JSON.stringify({ rows: [{ name: "Oakline dining table", price: 349, color: null, weight: null, in_stock: null }] }),
    });
    await runExtraction({ company_id: co.id, table_id: created.id, chunk: 0 });
    const table = (await api(`/tables/${created.id}`, co.key)).json;
    const rows = (await api(`/tables/${created.id}/rows?limit=100`, co.key)).json.data;
    expect(table).toMatchObject({ status: "completed", total_rows: 1 });
    expect(rows).toHaveLength(1);
    expect(rows[0].data.name).toBe("Oakline dining table");
  });

  it("a model failure completes the table with error_message and no rows", async () => {
    reply = () => ({ status: 500 });
    const { table, rows } = await extract(PROSE);
    expect(table.status).toBe("completed");
    expect(table.total_rows).toBe(0);
    expect(table.error_message).toMatch(/model-medium answered HTTP 500/);
    expect(rows).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe("POST /schemas/generate with the LLM engine", () => {
  const SAMPLE = "Our Oakline table is solid oak, 349 EUR, available in red or blue, 1.8 m long.";

  it("returns the model's columns with sanitized, distinct keys and valid types", async () => {
    reply = () => ({
      content: JSON.stringify({
        columns: [
          { key: "Product Name", label: "Product name", type: "text", description: "The product's name.", enum_values: null },
          { key: "price", label: "Price (EUR)", type: "integer", description: null, enum_values: null },
          { key: "colour", label: "Colour", type: "enum", description: null, enum_values: ["red", "blue", "red", " "] },
          { key: "price", label: "Price again", type: "number", description: null, enum_values: null },
          { key: "dims/length", label: "", type: "hologram", description: null, enum_values: null },
          { key: "material", label: "Material", type: "enum", description: null, enum_values: [] },
        ],
      }),
    });
    const res = await api("/schemas/generate", co.key, { method: "POST", body: { sample_data: SAMPLE, name: "Tables" } });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe("Tables");
    expect(res.json.columns.map((c: any) => [c.key, c.type])).toEqual([
      ["product_name", "text"],
      ["price", "number"],
      ["colour", "enum"],
      ["price_2", "number"],
      ["dims_length", "text"],
      ["material", "text"],
    ]);
    const byKey = Object.fromEntries(res.json.columns.map((c: any) => [c.key, c]));
    expect(byKey.product_name).toMatchObject({
      kind: "helper",
      label: "Product name",
      description: "The product's name.",
      required: false,
    });
    expect(byKey.colour.enum_values).toEqual(["red", "blue"]);
    expect(byKey.dims_length.label).toBe("Dims length");
    expect((await api(`/schemas/${res.json.id}`, co.key)).json).toEqual(res.json);

    expect(requests).toHaveLength(1);
    expect(message(requests[0], "user")).toContain(SAMPLE);
    expect(message(requests[0], "user")).toContain("Tables");
  });

  it("a model failure is 503 service_unavailable, retryable", async () => {
    reply = () => ({ status: 500 });
    const e = expectError(
      await api("/schemas/generate", co.key, { method: "POST", body: { sample_data: SAMPLE } }),
      503,
      "service_unavailable",
    );
    expect(e).toMatchObject({ code: "engine_failed", retryable: true });
    expect(e.message).toMatch(/HTTP 500/);
  });
});
