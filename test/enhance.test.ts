/**
 * Enhancement through the HTTP API on the local stack (spec 4.6-4.9): cells queued, counted,
 * cancelled, charged per completed cell and traced, with the local engine. The enhance worker
 * runs as Lambda would run it: the poller of core/local/poller.ts on a queue of this file's
 * own, or, where a test needs to hold the moment a batch runs (cancel in the middle,
 * redelivery), the same handler called on messages the test receives itself.
 */
import type { Message } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../core/clock.js";
import { resetConfig } from "../core/config.js";
import { claim } from "../core/enhance/cells.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { locate } from "../core/tables/rows.js";
import { handler } from "../functions/enhance-worker.js";
import { api, expectError, newCompany } from "./helpers.js";
import { drained, privateQueue, receiveAll as receiveQueued, runBatch as runHandler } from "./support/queues.js";

type Co = { id: string; key: string };
let co: Co;
let other: Co;
const queues = { polled: "", manual: "" };
let poller: { stop(): Promise<void> };

const balance = async (c: Co) => (await api("/credits/balance", c.key)).json.balance as number;
const enhancementLedger = async (c: Co) => {
  const rows: { service: string; amount: number; table_id: string | null; description: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await api(`/credits/usage?service=enhancement&limit=100&page=${page}`, c.key);
    rows.push(...res.json.data);
    if (res.json.data.length < 100) return rows;
  }
};

/** The queue enhancements are sent to: polled by the worker, or held for the test to run by hand. */
function useQueue(which: keyof typeof queues) {
  process.env.ENHANCE_QUEUE_URL = queues[which];
  resetConfig();
}

async function table(c: Co, rows: Record<string, unknown>[], schemaId = "default_product") {
  const t = await api("/tables", c.key, {
    method: "POST",
    body: { schema_id: schemaId, name: "Enhance", source_text: "-", enhancement_context: "Shop for tools" },
  });
  expect(t.status).toBe(201);
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const res = await api(`/tables/${t.json.id}/rows`, c.key, { method: "POST", body: { rows: rows.slice(i, i + 1000) } });
    expect(res.status).toBe(201);
    ids.push(...res.json.data.map((r: { id: string }) => r.id));
  }
  return { id: t.json.id as string, rowIds: ids };
}

const enhance = (c: Co, tableId: string, body: unknown) => api(`/tables/${tableId}/enhance`, c.key, { method: "POST", body });
const status = async (c: Co, tableId: string) => {
  const res = await api(`/tables/${tableId}/enhance/status`, c.key);
  expect(res.status).toBe(200);
  return res.json.columns as Record<
    string,
    { total: number; completed: number; failed: number; pending: number; processing: number; cancelled: number }
  >;
};
const cellOf = async (c: Co, tableId: string, rowId: string, key: string) =>
  (await api(`/tables/${tableId}/rows/${rowId}`, c.key)).json.data[key];

const receiveAll = () => receiveQueued(queues.manual);
const runBatch = (messages: Message[]) => runHandler(handler, queues.manual, messages);

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany({ credits: 5000 }), newCompany({ credits: 100 })]);
  queues.polled = await privateQueue("enhance");
  queues.manual = await privateQueue("enhance-manual");
  useQueue("polled");
  poller = startPoller("enhance-worker", queues.polled, handler, QUEUES.enhance);
});

afterAll(async () => {
  setClock(undefined);
  await poller?.stop();
});

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Item ${i}`, brand: "acme" }));

describe("POST /tables/{id}/enhance with the local engine", () => {
  it("a 200-row enhancement runs to completion with exact counters sampled throughout, 1 credit per cell, a trace per cell", async () => {
    useQueue("polled");
    const t = await table(co, items(200));
    const before = await balance(co);
    const res = await enhance(co, t.id, {
      row_ids: t.rowIds,
      column_key: "description",
      prompt: "{{name}} by {{brand | upper}}",
      web_search: false,
    });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ id: expect.stringMatching(/^enh_/), status: "queued", estimated_credits: 200, rows_queued: 200 });

    let last = -1;
    let samples = 0;
    for (;;) {
      const c = (await status(co, t.id)).description;
      samples++;
      expect(c.total).toBe(200);
      expect(c.completed + c.failed + c.pending + c.processing).toBe(200);
      expect(c.failed).toBe(0);
      expect(c.completed).toBeGreaterThanOrEqual(last);
      last = c.completed;
      if (c.pending + c.processing === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(samples).toBeGreaterThan(1);
    expect((await status(co, t.id)).description).toEqual({
      total: 200,
      completed: 200,
      failed: 0,
      pending: 0,
      processing: 0,
      cancelled: 0,
    });
    await drained(queues.polled);

    const rows = (await api(`/tables/${t.id}/rows?limit=100&page=2`, co.key)).json.data;
    expect(rows[0].data.description).toBe("Item 100 by ACME");
    expect(await cellOf(co, t.id, t.rowIds[7], "description")).toBe("Item 7 by ACME");
    expect(await balance(co)).toBe(before - 200);
    const charges = (await enhancementLedger(co)).filter((l) => l.table_id === t.id);
    expect(charges).toHaveLength(200);
    expect(charges.every((l) => l.service === "enhancement" && l.amount === -1)).toBe(true);
    // The row itself moved on: its stored updated_at is the write's, after its creation.
    const stored = (await locate(co.id, t.id, 7))!.row;
    expect(stored.updatedAt > stored.createdAt).toBe(true);

    for (const rowId of t.rowIds) {
      const traces = await api(`/tables/${t.id}/rows/${rowId}/traces`, co.key);
      expect(traces.status).toBe(200);
      expect(traces.json.data).toHaveLength(1);
    }
    const [trace] = (await api(`/tables/${t.id}/rows/${t.rowIds[3]}/traces?column_key=description`, co.key)).json.data;
    expect(trace).toEqual({
      column_key: "description",
      model: null,
      confidence: 1,
      request: { system_prompt: expect.stringContaining("Local engine"), user_content: "{{name}} by {{brand | upper}}", tools: [] },
      response: { text: "Item 3 by ACME", iterations: 1, tool_calls: [], thought_summary: expect.any(String), sources: [] },
      enhancement_id: res.json.id,
      status: "completed",
      error: null,
      credits_charged: 1,
      created_at: expect.any(String),
    });
    expect((await api(`/tables/${t.id}/rows/${t.rowIds[3]}/traces?column_key=name`, co.key)).json.data).toEqual([]);
  });

  it("web_search (the default) estimates 2 credits per cell; a cell that searched nothing costs 1", async () => {
    useQueue("polled");
    const t = await table(co, [{ name: "  cordless   DRILL " }, { name: "oak table" }, { name: "pine chair" }]);
    const before = await balance(co);
    const res = await enhance(co, t.id, { row_ids: t.rowIds, column_key: "name", prompt: "collapse whitespace, then title case" });
    expect(res.json).toEqual({ id: expect.any(String), status: "queued", estimated_credits: 6, rows_queued: 3 });
    await drained(queues.polled);
    expect(await cellOf(co, t.id, t.rowIds[0], "name")).toBe("Cordless Drill");
    expect(await balance(co)).toBe(before - 3);
  });

  it("normalises units, extracts values from other cells, and coerces answers to the column type", async () => {
    useQueue("polled");
    const t = await table(co, [
      { name: "Drill", description: "Weighs 1,600 g. EAN 4006381333931, now 129.90 EUR. Mail sales@acme.example" },
      { name: "Saw", description: "No numbers here" },
    ]);
    const run = async (column_key: string, prompt: string) => {
      expect((await enhance(co, t.id, { row_ids: t.rowIds, column_key, prompt, web_search: false })).status).toBe(202);
      await drained(queues.polled);
    };
    await run("price", "extract the price from {{description}}");
    expect(await cellOf(co, t.id, t.rowIds[0], "price")).toBe(129.9);
    expect(await cellOf(co, t.id, t.rowIds[1], "price")).toBeNull();
    await run("category", "extract the weight from description, then convert to kg");
    // Not one step of the language: extraction is one prompt, conversion another.
    expect(await cellOf(co, t.id, t.rowIds[0], "category")).toBeNull();
    await run("category", "extract the weight from description");
    expect(await cellOf(co, t.id, t.rowIds[0], "category")).toBe("1,600 g");
    await run("category", "convert to kg");
    expect(await cellOf(co, t.id, t.rowIds[0], "category")).toBe("1.6 kg");
    await run("brand", "extract the gtin from description");
    expect(await cellOf(co, t.id, t.rowIds[0], "brand")).toBe("4006381333931");
    const failedTrace = (await api(`/tables/${t.id}/rows/${t.rowIds[1]}/traces?column_key=brand`, co.key)).json.data[0];
    expect(failedTrace).toMatchObject({ status: "failed", error: "No gtin was found in the cell description", credits_charged: 0 });
  });

  it("a prompt outside the local engine's language fails its cells, saying it needs the LLM engine, and costs nothing", async () => {
    useQueue("polled");
    const t = await table(co, items(3));
    const before = await balance(co);
    const res = await enhance(co, t.id, {
      row_ids: t.rowIds,
      column_key: "description",
      prompt: "Write a catchy description for {{name}}",
    });
    expect(res.status).toBe(202);
    await drained(queues.polled);
    expect((await status(co, t.id)).description).toEqual({ total: 3, completed: 0, failed: 3, pending: 0, processing: 0, cancelled: 0 });
    const [trace] = (await api(`/tables/${t.id}/rows/${t.rowIds[0]}/traces`, co.key)).json.data;
    expect(trace.error).toMatch(/needs the LLM engine/);
    expect(trace.error).toMatch(/AI_ENGINE=llm/);
    expect(await cellOf(co, t.id, t.rowIds[0], "description")).toBeNull();
    expect(await balance(co)).toBe(before);
  });

  it("an enum column without custom values takes only its choices: anything else fails the cell", async () => {
    useQueue("polled");
    const attr = await api("/attributes", co.key, {
      method: "POST",
      body: { key: "finish", label: "Finish", type: "enum", enum_values: ["Matte", "Gloss"], allow_custom_values: false },
    });
    expect(attr.status).toBe(201);
    const schema = await api("/schemas", co.key, {
      method: "POST",
      body: { name: "Finishes", columns: [{ key: "name", label: "Name", type: "text" }, { attribute_id: attr.json.id }] },
    });
    expect(schema.status).toBe(201);
    const t = await table(co, [{ name: "matte" }, { name: "satin" }], schema.json.id);
    await enhance(co, t.id, { row_ids: t.rowIds, column_key: "finish", prompt: "{{name}}", web_search: false });
    await drained(queues.polled);
    expect(await cellOf(co, t.id, t.rowIds[0], "finish")).toBe("Matte");
    expect(await cellOf(co, t.id, t.rowIds[1], "finish")).toBeNull();
    const [trace] = (await api(`/tables/${t.id}/rows/${t.rowIds[1]}/traces`, co.key)).json.data;
    expect(trace).toMatchObject({ status: "failed", error: expect.stringMatching(/^The answer is not a valid enum value/) });
  });
});

describe("cancel, redelivery and credits (the worker run by hand)", () => {
  it("cancel in the middle: completed values stay, no cancelled value is ever written or charged", async () => {
    useQueue("manual");
    const t = await table(co, items(200));
    const before = await balance(co);
    const res = await enhance(co, t.id, { row_ids: t.rowIds, column_key: "description", prompt: "{{name}}", web_search: false });
    expect(res.json.rows_queued).toBe(200);
    const messages = await receiveAll();
    expect(messages).toHaveLength(20);
    expect(await runBatch(messages.slice(0, 4))).toEqual({ batchItemFailures: [] });
    expect((await status(co, t.id)).description).toMatchObject({ total: 200, completed: 40, pending: 160 });

    const cancelled = await api(`/tables/${t.id}/enhance/cancel`, co.key, { method: "POST", body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toEqual({ cancelled_count: 160 });
    // The rest of the batches still arrive (SQS does not know about the cancel): they write nothing.
    for (let i = 4; i < messages.length; i += 4) expect(await runBatch(messages.slice(i, i + 4))).toEqual({ batchItemFailures: [] });
    expect((await status(co, t.id)).description).toEqual({
      total: 200,
      completed: 40,
      failed: 160,
      pending: 0,
      processing: 0,
      cancelled: 160,
    });

    const rows = (await api(`/tables/${t.id}/rows?limit=100`, co.key)).json.data.concat(
      (await api(`/tables/${t.id}/rows?limit=100&page=2`, co.key)).json.data,
    );
    const written = rows.filter((r: { data: { description: unknown } }) => r.data.description !== null);
    expect(written).toHaveLength(40);
    expect(written.every((r: { data: { name: string; description: string } }) => r.data.description === r.data.name)).toBe(true);
    expect(await balance(co)).toBe(before - 40);
    expect((await api(`/tables/${t.id}/rows/${t.rowIds[199]}/traces`, co.key)).json.data).toEqual([]);
    // Nothing left to cancel; an empty body cancels like {}.
    const again = await api(`/tables/${t.id}/enhance/cancel`, co.key, { method: "POST" });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ cancelled_count: 0 });
  });

  it("cancel with column_key cancels that column's cells only", async () => {
    useQueue("manual");
    const t = await table(co, items(5));
    await enhance(co, t.id, { row_ids: t.rowIds, column_key: "description", prompt: "{{name}}", web_search: false });
    await enhance(co, t.id, { row_ids: t.rowIds.slice(0, 2), column_key: "category", prompt: "{{brand}}", web_search: false });
    const res = await api(`/tables/${t.id}/enhance/cancel`, co.key, { method: "POST", body: { column_key: "category" } });
    expect(res.json).toEqual({ cancelled_count: 2 });
    const s = await status(co, t.id);
    expect(s.category).toEqual({ total: 2, completed: 0, failed: 2, pending: 0, processing: 0, cancelled: 2 });
    expect(s.description).toMatchObject({ total: 5, pending: 5 });
    await runBatch(await receiveAll());
    expect((await status(co, t.id)).description).toMatchObject({ completed: 5 });
    expect(await cellOf(co, t.id, t.rowIds[0], "category")).toBeNull();
  });

  it("a redelivered batch charges nothing twice, and a worker that died mid-batch is taken over once its lease runs out", async () => {
    useQueue("manual");
    const t = await table(co, items(30));
    const before = await balance(co);
    const res = await enhance(co, t.id, {
      row_ids: t.rowIds,
      column_key: "description",
      prompt: "{{name}} ({{brand}})",
      web_search: false,
    });
    const messages = await receiveAll();
    expect(messages).toHaveLength(3);
    // A worker claimed two cells of the first message, then died before ending them.
    const dead = { companyId: co.id, tableId: t.id, colRef: "description" };
    expect(await claim({ ...dead, rowIndex: 0 }, res.json.id, 300_000)).toBe(1);
    expect(await claim({ ...dead, rowIndex: 1 }, res.json.id, 300_000)).toBe(1);

    await runBatch(messages);
    expect((await status(co, t.id)).description).toMatchObject({ completed: 28, processing: 2 });
    expect(await balance(co)).toBe(before - 28);
    // Redelivered while the claims hold: nothing changes, nothing is charged again.
    await runBatch(messages);
    expect(await balance(co)).toBe(before - 28);
    // After the lease (the function's timeout), the redelivery takes the two cells over.
    setClock(new Date(Date.now() + (QUEUES.enhance.functionTimeoutSeconds + 1) * 1000));
    try {
      await runBatch(messages);
    } finally {
      setClock(undefined);
    }
    expect((await status(co, t.id)).description).toEqual({ total: 30, completed: 30, failed: 0, pending: 0, processing: 0, cancelled: 0 });
    await runBatch(messages);
    expect(await balance(co)).toBe(before - 30);
    expect((await enhancementLedger(co)).filter((l) => l.table_id === t.id)).toHaveLength(30);
    expect(await cellOf(co, t.id, t.rowIds[0], "description")).toBe("Item 0 (acme)");
  });

  it("402 when the balance cannot cover the estimate, and nothing is queued; cells past the end of the balance fail for free", async () => {
    useQueue("manual");
    const poor = await newCompany({ credits: 5 });
    const t = await table(poor, items(6));
    const refused = await enhance(poor, t.id, { row_ids: t.rowIds, column_key: "description", prompt: "{{name}}", web_search: false });
    expect(expectError(refused, 402, "insufficient_credits").details).toEqual({ required: 6, balance: 5 });
    const withSearch = await enhance(poor, t.id, { row_ids: t.rowIds.slice(0, 3), column_key: "description", prompt: "{{name}}" });
    expect(expectError(withSearch, 402, "insufficient_credits").details).toEqual({ required: 6, balance: 5 });
    expect(await status(poor, t.id)).toEqual({});

    // Two requests of 5 cells each fit the balance of 5 on their own: the second half fails when the balance is spent.
    const rows = t.rowIds.slice(0, 5);
    expect((await enhance(poor, t.id, { row_ids: rows, column_key: "description", prompt: "{{name}}", web_search: false })).status).toBe(
      202,
    );
    expect((await enhance(poor, t.id, { row_ids: rows, column_key: "category", prompt: "{{brand}}", web_search: false })).status).toBe(202);
    await runBatch(await receiveAll());
    const s = await status(poor, t.id);
    expect(s.description.completed + s.category.completed).toBe(5);
    expect(s.description.failed + s.category.failed).toBe(5);
    expect(await balance(poor)).toBe(0);
    const traces = await Promise.all(rows.map(async (id) => (await api(`/tables/${t.id}/rows/${id}/traces`, poor.key)).json.data));
    const failed = traces.flat().filter((tr: { status: string }) => tr.status === "failed");
    expect(failed).toHaveLength(5);
    expect(
      failed.every((tr: { error: string; credits_charged: number }) => /no longer covers/.test(tr.error) && tr.credits_charged === 0),
    ).toBe(true);
  });

  it("cells already pending are not queued again: rows_queued counts the others; none left is a 409", async () => {
    useQueue("manual");
    const t = await table(co, items(4));
    await enhance(co, t.id, { row_ids: t.rowIds.slice(0, 2), column_key: "description", prompt: "{{name}}", web_search: false });
    const partly = await enhance(co, t.id, { row_ids: t.rowIds, column_key: "description", prompt: "{{brand}}", web_search: false });
    expect(partly.status).toBe(202);
    expect(partly.json).toEqual({ id: expect.any(String), status: "queued", estimated_credits: 2, rows_queued: 2 });
    const none = await enhance(co, t.id, {
      row_ids: t.rowIds.slice(1, 3),
      column_key: "description",
      prompt: "{{brand}}",
      web_search: false,
    });
    const e = expectError(none, 409, "conflict");
    expect(e.code).toBe("enhancement_in_progress");
    expect(e.details.row_ids).toEqual(t.rowIds.slice(1, 3));
    await runBatch(await receiveAll());
    expect(await cellOf(co, t.id, t.rowIds[0], "description")).toBe("Item 0");
    expect(await cellOf(co, t.id, t.rowIds[3], "description")).toBe("acme");
    // Ended cells can be enhanced again.
    expect(
      (await enhance(co, t.id, { row_ids: t.rowIds.slice(0, 1), column_key: "description", prompt: "{{brand}}", web_search: false })).json
        .rows_queued,
    ).toBe(1);
    await runBatch(await receiveAll());
    expect(await cellOf(co, t.id, t.rowIds[0], "description")).toBe("acme");
    expect((await status(co, t.id)).description).toMatchObject({ total: 4, completed: 4 });
  });
});

describe("the glossary (use_glossary)", () => {
  let t: { id: string; rowIds: string[] };
  beforeAll(async () => {
    useQueue("polled");
    const g = await newCompany({ credits: 100 });
    Object.assign(co, {}); // the glossary is the company's: a company of its own
    for (const body of [
      { term: "Aurora", type: "do_not_translate", case_sensitive: true },
      { term: "drill", type: "specific_translation", translations: { de: "Bohrmaschine" } },
      { term: "table", type: "context_dependent", translations: { de: "Tisch" } },
    ]) {
      expect((await api("/glossary", g.key, { method: "POST", body })).status).toBe(201);
    }
    t = await table(g, [{ name: "Aurora cordless drill" }, { name: "aurora drill" }]);
    Object.assign(glossaryCo, g);
  });
  const glossaryCo = {} as Co;
  const run = async (body: Record<string, unknown>) => {
    const res = await enhance(glossaryCo, t.id, { row_ids: t.rowIds, column_key: "description", web_search: false, ...body });
    expect(res.status).toBe(202);
    await drained(queues.polled);
    return Promise.all(t.rowIds.map((id) => cellOf(glossaryCo, t.id, id, "description")));
  };

  it("do_not_translate terms come out as the glossary spells them (repaired after the engine); case_sensitive is honoured", async () => {
    expect(await run({ prompt: "upper case of name", use_glossary: true })).toEqual(["Aurora CORDLESS DRILL", "AURORA DRILL"]);
    const [trace] = (await api(`/tables/${t.id}/rows/${t.rowIds[0]}/traces`, glossaryCo.key)).json.data;
    expect(trace.response.thought_summary).toMatch(/Glossary: "Aurora" restored/);
    // Without use_glossary the engine's answer stands.
    expect(await run({ prompt: "upper case of name" })).toEqual(["AURORA CORDLESS DRILL", "AURORA DRILL"]);
  });

  it("specific_translation terms use the translation for target_language (case-insensitive term)", async () => {
    expect(await run({ prompt: "apply the glossary to name", use_glossary: true, target_language: "de" })).toEqual([
      "Aurora cordless Bohrmaschine",
      "aurora Bohrmaschine",
    ]);
    // A normalisation keeps the term; the check after the engine translates it.
    expect(await run({ prompt: "title case of name", use_glossary: true, target_language: "de" })).toEqual([
      "Aurora Cordless Bohrmaschine",
      "Aurora Bohrmaschine",
    ]);
  });

  it("apply the glossary without use_glossary or target_language fails the cell, saying which is missing", async () => {
    await run({ prompt: "apply the glossary to name", target_language: "de" });
    const [trace] = (await api(`/tables/${t.id}/rows/${t.rowIds[0]}/traces`, glossaryCo.key)).json.data;
    expect(trace).toMatchObject({ status: "failed", error: expect.stringMatching(/needs use_glossary/) });
  });
});

describe("validation and tenancy", () => {
  let t: { id: string; rowIds: string[] };
  let otherTable: { id: string; rowIds: string[] };
  beforeAll(async () => {
    t = await table(co, items(2));
    otherTable = await table(other, items(1));
  });

  it("422 for bad bodies: row_ids empty or repeated, rows of another table, unknown column, missing prompt, bad language, unknown model", async () => {
    const base = { row_ids: t.rowIds, column_key: "description", prompt: "{{name}}" };
    const fields = async (body: unknown) =>
      expectError(await enhance(co, t.id, body), 422, "validation_error").details.errors.map((e: { field: string }) => e.field);
    expect(await fields({ ...base, row_ids: [] })).toEqual(["row_ids"]);
    expect(await fields({ ...base, row_ids: [t.rowIds[0], t.rowIds[0]] })).toEqual(["row_ids"]);
    expect(await fields({ ...base, prompt: undefined })).toEqual(["prompt"]);
    expect(await fields({ ...base, prompt: "  " })).toEqual(["prompt"]);
    expect(await fields({ ...base, target_language: "German" })).toEqual(["target_language"]);
    expect(await fields({ ...base, extra: 1 })).toEqual(["(root)"]);
    expect(await fields({ ...base, model: "gpt-nonexistent" })).toEqual(["model"]);

    const strangers = [otherTable.rowIds[0], "row_999_deadbeef", "nonsense"];
    const e = expectError(await enhance(co, t.id, { ...base, row_ids: [t.rowIds[0], ...strangers] }), 422, "validation_error");
    expect(e.code).toBe("unknown_rows");
    expect(e.details.unknown_row_ids).toEqual(strangers);
    expect(e.details.errors.map((x: { field: string }) => x.field)).toEqual(["row_ids.1", "row_ids.2", "row_ids.3"]);

    const col = expectError(await enhance(co, t.id, { ...base, column_key: "colour" }), 422, "validation_error");
    expect(col).toMatchObject({ code: "unknown_keys", details: { unknown_keys: ["colour"] } });
    expectError(
      await api(`/tables/${t.id}/enhance/cancel`, co.key, { method: "POST", body: { column_key: "colour" } }),
      422,
      "validation_error",
    );
    expectError(await api(`/tables/${t.id}/rows/${t.rowIds[0]}/traces?column_key=colour`, co.key), 422, "validation_error");
    // Nothing was queued by any of these.
    expect(await status(co, t.id)).toEqual({});
  });

  it("another company's table or row is 404 on all four paths", async () => {
    const body = { row_ids: otherTable.rowIds, column_key: "description", prompt: "{{name}}" };
    expectError(await enhance(co, otherTable.id, body), 404, "not_found");
    expectError(await api(`/tables/${otherTable.id}/enhance/status`, co.key), 404, "not_found");
    expectError(await api(`/tables/${otherTable.id}/enhance/cancel`, co.key, { method: "POST", body: {} }), 404, "not_found");
    expectError(await api(`/tables/${otherTable.id}/rows/${otherTable.rowIds[0]}/traces`, co.key), 404, "not_found");
    // A row of another table, through one's own table, is 404 too.
    expectError(await api(`/tables/${t.id}/rows/${otherTable.rowIds[0]}/traces`, co.key), 404, "not_found");
  });
});
