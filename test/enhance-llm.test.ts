/**
 * Enhancement with the LLM engine (AI_ENGINE=llm) against an OpenAI-compatible server started
 * here: any prompt runs, its trace records what the model was sent and answered, the glossary
 * is held against the answer, and a cancel that lands while the model is still answering keeps
 * the answer out of the row (race-safe). The worker is the deployed handler, run by the test on
 * messages of a queue of this file's own.
 */
import type { Message } from "@aws-sdk/client-sqs";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { handler } from "../functions/enhance-worker.js";
import { api, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { privateQueue, receiveAll as receiveQueued, runBatch as runHandler } from "./support/queues.js";

type Co = { id: string; key: string };
let co: Co;
let queue: string;
let model: Awaited<ReturnType<typeof listen>>;
const received: { body: any }[] = [];
let answer: (body: any) => { value: unknown; confidence: number; reasoning: string } = () => ({
  value: null,
  confidence: 0,
  reasoning: "",
});
/** While set, the model server keeps its answers until release(). */
let held: ServerResponse[] | undefined;

function reply(res: ServerResponse, body: any) {
  const content = JSON.stringify(answer(body));
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1_700_000_000,
      model: "served-model",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
    }),
  );
}

const ENV = { AI_ENGINE: "llm", LLM_PROVIDER: "openai-compatible", LLM_MODEL: "model-enhance", LLM_TIMEOUT_MS: "20000" };
const saved = Object.fromEntries([...Object.keys(ENV), "LLM_BASE_URL", "ENHANCE_QUEUE_URL"].map((k) => [k, process.env[k]]));

beforeAll(async () => {
  model = await listen((_req, res, raw) => {
    const body = raw ? JSON.parse(raw) : undefined;
    received.push({ body });
    if (held) (res as ServerResponse & { body?: unknown }).body = body;
    if (held) held.push(res);
    else reply(res, body);
  });
  queue = await privateQueue("enhance-llm");
  Object.assign(process.env, ENV, { LLM_BASE_URL: `${model.url}/v1`, ENHANCE_QUEUE_URL: queue });
  resetConfig();
  co = await newCompany({ credits: 100 });
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfig();
  await close(model);
});

const receiveAll = () => receiveQueued(queue);
const runBatch = (messages: Message[]) => runHandler(handler, queue, messages);

async function table(rows: Record<string, unknown>[]) {
  const t = await api("/tables", co.key, {
    method: "POST",
    body: { schema_id: "default_product", name: "LLM", source_text: "-", enhancement_context: "A German hardware shop; write plainly." },
  });
  const ins = await api(`/tables/${t.json.id}/rows`, co.key, { method: "POST", body: { rows } });
  return { id: t.json.id as string, rowIds: ins.json.data.map((r: { id: string }) => r.id) as string[] };
}
const balance = async () => (await api("/credits/balance", co.key)).json.balance as number;
const cell = async (tableId: string, rowId: string, key: string) => (await api(`/tables/${tableId}/rows/${rowId}`, co.key)).json.data[key];

describe("enhance with the LLM engine", () => {
  it("runs any prompt: the row, the prompt, enhancement_context and the target language reach the model; the trace records the exchange", async () => {
    const t = await table([{ name: "Cordless drill 18 V", brand: "Acme", price: 129 }]);
    answer = () => ({ value: "Akku-Bohrschrauber 18 V", confidence: 0.8, reasoning: "Translated the name." });
    const before = await balance();
    const res = await api(`/tables/${t.id}/enhance`, co.key, {
      method: "POST",
      body: {
        row_ids: t.rowIds,
        column_key: "description",
        prompt: "Translate the product name into German",
        target_language: "de",
        web_search: false,
      },
    });
    expect(res.json).toEqual({ id: expect.any(String), status: "queued", estimated_credits: 1, rows_queued: 1 });
    received.length = 0;
    expect(await runBatch(await receiveAll())).toEqual({ batchItemFailures: [] });
    expect(received).toHaveLength(1);
    const sent = received[0].body;
    expect(sent.model).toBe("model-enhance");
    expect(sent.response_format.type).toBe("json_schema");
    const [system, user] = sent.messages.map((m: { content: string }) => m.content);
    expect(system).toContain("A German hardware shop; write plainly.");
    expect(system).toContain('"de"');
    expect(user).toContain("Translate the product name into German");
    expect(user).toContain('"Cordless drill 18 V"');

    expect(await cell(t.id, t.rowIds[0], "description")).toBe("Akku-Bohrschrauber 18 V");
    expect(await balance()).toBe(before - 1);
    const [trace] = (await api(`/tables/${t.id}/rows/${t.rowIds[0]}/traces`, co.key)).json.data;
    expect(trace).toMatchObject({
      column_key: "description",
      model: "model-enhance",
      confidence: 0.8,
      request: { system_prompt: system, user_content: user, tools: [] },
      response: { text: "Akku-Bohrschrauber 18 V", iterations: 1, tool_calls: [], thought_summary: "Translated the name.", sources: [] },
      status: "completed",
      credits_charged: 1,
    });
  });

  it("the glossary reaches the model as guidance and is checked after it: a dropped do_not_translate term fails the cell for free", async () => {
    for (const body of [
      { term: "Aurora", type: "do_not_translate", case_sensitive: true },
      { term: "lamp", type: "context_dependent", translations: { de: "Leuchte" } },
    ]) {
      await api("/glossary", co.key, { method: "POST", body });
    }
    const t = await table([{ name: "Aurora desk lamp" }, { name: "Aurora floor lamp" }]);
    answer = (body) =>
      JSON.stringify(body.messages).includes("desk")
        ? { value: "Aurora Schreibtischleuchte", confidence: 0.9, reasoning: "" }
        : { value: "Morgenröte Stehleuchte", confidence: 0.9, reasoning: "" };
    const before = await balance();
    received.length = 0;
    await api(`/tables/${t.id}/enhance`, co.key, {
      method: "POST",
      body: {
        row_ids: t.rowIds,
        column_key: "description",
        prompt: "Translate {{name}}",
        target_language: "de",
        use_glossary: true,
        web_search: false,
      },
    });
    await runBatch(await receiveAll());
    expect(received[0].body.messages[0].content).toMatch(/"lamp".*translate according to context; known translations de: "Leuchte"/);
    expect(received[0].body.messages[0].content).toMatch(/"Aurora" \(case-sensitive\).*never translate/);
    expect(await cell(t.id, t.rowIds[0], "description")).toBe("Aurora Schreibtischleuchte");
    expect(await cell(t.id, t.rowIds[1], "description")).toBeNull();
    const [failed] = (await api(`/tables/${t.id}/rows/${t.rowIds[1]}/traces`, co.key)).json.data;
    expect(failed).toMatchObject({
      status: "failed",
      error: expect.stringContaining('"Aurora" (do not translate) is missing'),
      credits_charged: 0,
    });
    expect(await balance()).toBe(before - 1);
  });

  it("web_search with no search API configured fails the cells clearly, for free", async () => {
    const t = await table([{ name: "Drill" }]);
    const before = await balance();
    await api(`/tables/${t.id}/enhance`, co.key, {
      method: "POST",
      body: { row_ids: t.rowIds, column_key: "description", prompt: "Describe it" },
    });
    await runBatch(await receiveAll());
    const [trace] = (await api(`/tables/${t.id}/rows/${t.rowIds[0]}/traces`, co.key)).json.data;
    expect(trace).toMatchObject({ status: "failed", error: expect.stringContaining("Web search is not configured") });
    expect(await balance()).toBe(before);
  });

  it("a cancel while the model is still answering: the answers arrive afterwards and are never written or charged", async () => {
    const t = await table(Array.from({ length: 10 }, (_, i) => ({ name: `Lamp ${i}` })));
    answer = () => ({ value: "LATE ANSWER", confidence: 0.9, reasoning: "" });
    const before = await balance();
    await api(`/tables/${t.id}/enhance`, co.key, {
      method: "POST",
      body: { row_ids: t.rowIds, column_key: "description", prompt: "Write a description", web_search: false },
    });
    const messages = await receiveAll();
    expect(messages).toHaveLength(1);
    held = [];
    received.length = 0;
    const running = runBatch(messages);
    // Four cells are with the model (the worker's concurrency), six still pending.
    while (held.length < 4) await new Promise((r) => setTimeout(r, 20));
    expect((await api(`/tables/${t.id}/enhance/status`, co.key)).json.columns.description).toMatchObject({ processing: 4, pending: 6 });
    const cancelled = await api(`/tables/${t.id}/enhance/cancel`, co.key, { method: "POST", body: { column_key: "description" } });
    expect(cancelled.json).toEqual({ cancelled_count: 10 });
    const answers = held;
    held = undefined;
    for (const res of answers) reply(res, (res as ServerResponse & { body?: unknown }).body);
    expect(await running).toEqual({ batchItemFailures: [] });
    expect(received).toHaveLength(4); // the six pending cells were never claimed
    expect((await api(`/tables/${t.id}/enhance/status`, co.key)).json.columns.description).toEqual({
      total: 10,
      completed: 0,
      failed: 10,
      pending: 0,
      processing: 0,
      cancelled: 10,
    });
    for (const id of t.rowIds) expect(await cell(t.id, id, "description")).toBeNull();
    expect((await api(`/tables/${t.id}/rows/${t.rowIds[0]}/traces`, co.key)).json.data).toEqual([]);
    expect(await balance()).toBe(before);
  });
});
