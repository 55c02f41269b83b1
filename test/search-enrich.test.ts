/**
 * POST /search and POST /enrich through the API on the local stack, with the local engine (the
 * default) and, at the end, the LLM engine against an OpenAI-compatible server started here.
 * Async jobs run through the real jobs queue, and their webhooks reach a real receiver that
 * verifies the Standard Webhooks signature.
 */
import type { Server } from "node:http";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { runJobMessage } from "../core/workers/jobs.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { getSecret } from "../core/webhooks/signing.js";
import { handler as jobsHandler } from "../functions/jobs-worker.js";
import { handler as webhookHandler } from "../functions/webhook-worker.js";
import { api, expectError, newCompany } from "./helpers.js";
import { listen } from "./support/listen.js";
import { drained, privateQueue } from "./support/queues.js";

type Co = { id: string; key: string };
let co: Co;
let other: Co;
let receiver: { server: Server; url: string };
const hooks: { path: string; body: string; headers: Record<string, string> }[] = [];
const pollers: { stop(): Promise<void> }[] = [];
const queues = { jobs: "", webhooks: "" };

const balance = async (c: Co) => (await api("/credits/balance", c.key)).json.balance as number;
const ledger = async (c: Co) =>
  (await api("/credits/usage?limit=100", c.key)).json.data as { service: string; amount: number; description: string }[];

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function hookFor(c: Co, id: string) {
  const hit = await until(`webhook for ${id}`, async () => hooks.find((h) => JSON.parse(h.body).data?.id === id));
  const { secret } = await getSecret(c.id);
  return new Webhook(secret).verify(hit.body, hit.headers) as { type: string; data: any };
}

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany({ credits: 300 }), newCompany({ credits: 100 })]);
  const table = (
    await api("/tables", co.key, { method: "POST", body: { schema_id: "default_product", name: "Catalog", source_text: "name: seed" } })
  ).json;
  const rows = await api(`/tables/${table.id}/rows`, co.key, {
    method: "POST",
    body: {
      rows: [
        {
          name: "Nordic oak dining table",
          brand: "Nordwood",
          price: 899,
          category: "Furniture > Tables",
          url: "https://shop.example/oak-table",
        },
        { name: "Pine bedside table", brand: "Nordwood", price: 129, category: "Furniture > Tables" },
        { name: "Ceramic coffee mug", brand: "Potter", price: 12.5, category: "Kitchen" },
      ],
    },
  });
  expect(rows.status).toBe(201);
  receiver = await listen((req, res, body) => {
    hooks.push({ path: req.url ?? "", body, headers: req.headers as Record<string, string> });
    res.writeHead(200).end();
  });
  // Queues of this file's own: once both are empty, every job and webhook queued so far is handled.
  queues.jobs = process.env.JOBS_QUEUE_URL = await privateQueue("search-jobs");
  queues.webhooks = process.env.WEBHOOKS_QUEUE_URL = await privateQueue("search-webhooks");
  resetConfig();
  pollers.push(
    startPoller("jobs-worker", queues.jobs, jobsHandler, QUEUES.jobs),
    startPoller("webhook-worker", queues.webhooks, webhookHandler, QUEUES.webhooks),
  );
});

afterAll(async () => {
  await Promise.all(pollers.map((p) => p.stop()));
  receiver.server.closeAllConnections();
  await new Promise((r) => receiver.server.close(r));
});

const DEFAULT_KEYS = ["name", "brand", "price", "description", "category", "image_url", "url", "features"];

describe("POST /search", () => {
  it("searches the company's own data, shaped to the default product schema, for 5 credits", async () => {
    const before = await balance(co);
    const res = await api("/search", co.key, { method: "POST", body: { query: "oak dining table" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: expect.stringMatching(/^srch_/),
      status: "completed",
      query: "oak dining table",
      credits_used: 5,
      error: null,
    });
    const [first] = res.json.results;
    expect(Object.keys(first.data).sort()).toEqual([...DEFAULT_KEYS].sort());
    expect(first.data).toMatchObject({ name: "Nordic oak dining table", brand: "Nordwood", price: 899, description: null });
    // An absolute URL of the service (the origin the request reached) that answers the row.
    expect(first.source_url).toMatch(/^http:\/\/localhost\/api\/v1\/tables\/tbl_\w+\/rows\/row_\d+_[0-9a-f]{8}$/);
    expect((await api(new URL(first.source_url).pathname.slice("/api/v1".length), co.key)).json.data.name).toBe("Nordic oak dining table");
    expect(first.confidence).toBeGreaterThan(0);
    expect(first.confidence).toBeLessThanOrEqual(1);
    expect(res.json.total_results).toBe(res.json.results.length);
    expect(res.json.results.every((r: { data: { name: string } }) => r.data.name !== "Ceramic coffee mug")).toBe(true);
    expect(await balance(co)).toBe(before - 5);
    expect((await ledger(co))[0]).toMatchObject({ service: "search", amount: -5 });
    expect((await api(`/search/${res.json.id}`, co.key)).json).toEqual(res.json);
  });

  it("without schema_id or columns the spec's default product columns apply, even when the company has its own default schema", async () => {
    const own = await api("/schemas", co.key, {
      method: "POST",
      body: { name: "Ours", is_default: true, columns: [{ key: "title", label: "Title", type: "text" }] },
    });
    expect(own.json.is_default).toBe(true);
    const res = await api("/search", co.key, { method: "POST", body: { query: "oak dining table" } });
    expect(Object.keys(res.json.results[0].data).sort()).toEqual([...DEFAULT_KEYS].sort());
    const enriched = await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "Oak" } }], web_search: false } });
    expect(Object.keys(enriched.json.items[0].data).sort()).toEqual([...DEFAULT_KEYS].sort());
    expect((await api(`/schemas/${own.json.id}`, co.key, { method: "DELETE" })).status).toBe(204);
  });

  it("a match with no value in any requested column is not a result", async () => {
    const res = await api("/search", co.key, {
      method: "POST",
      body: { query: "oak dining table", columns: [{ key: "wattage", label: "Wattage", type: "number" }] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ results: [], total_results: 0 });
  });

  it("an unknown model is 422 listing the models offered, before anything is charged", async () => {
    const before = await balance(co);
    const e = expectError(
      await api("/search", co.key, { method: "POST", body: { query: "oak", model: "gpt-imaginary" } }),
      422,
      "validation_error",
    );
    expect(e.details).toMatchObject({ allowed_models: ["auto"], errors: [{ field: "model" }] });
    expect(e.message).toContain("use one of: auto");
    expectError(
      await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "x" } }], model: "gpt-imaginary" } }),
      422,
      "validation_error",
    );
    expect(await balance(co)).toBe(before);
    expect((await api("/search", co.key, { method: "POST", body: { query: "oak", model: "auto" } })).status).toBe(200);
  });

  it("maps results to inline columns or a schema, honours max_results, and invents nothing", async () => {
    const res = await api("/search", co.key, {
      method: "POST",
      body: {
        query: "table",
        max_results: 1,
        columns: [
          { key: "title", label: "Product name", type: "text" },
          { key: "maker", label: "Brand", type: "text" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.results).toHaveLength(1);
    expect(Object.keys(res.json.results[0].data).sort()).toEqual(["maker", "title"]);
    expect(res.json.results[0].data.maker).toBe("Nordwood");

    const empty = await api("/search", other.key, { method: "POST", body: { query: "oak dining table" } });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ status: "completed", results: [], total_results: 0, credits_used: 5 });
  });

  it("rejects bad input with 422 naming the field, before charging", async () => {
    const before = await balance(co);
    const bad = async (body: unknown, field: string) => {
      const res = await api("/search", co.key, { method: "POST", body });
      expectError(res, 422, "validation_error");
      expect(JSON.stringify(res.json.details), JSON.stringify(res.json)).toContain(field);
    };
    await bad({ query: "x", schema_id: "default_product", columns: [{ key: "a", label: "A", type: "text" }] }, "columns");
    await bad({ query: "x", max_results: 8 }, "max_results");
    await bad({ query: "x", max_results: 0 }, "max_results");
    await bad({ query: "" }, "query");
    await bad({ query: "x", schema_id: "sch_nope" }, "schema_id");
    await bad(
      {
        query: "x",
        columns: [
          { key: "a", label: "A", type: "text" },
          { key: "a", label: "B", type: "text" },
        ],
      },
      "columns.1.key",
    );
    await bad({ query: "x", columns: [{ key: "a", label: "A", type: "colour" }] }, "columns.0.type");
    await bad({ query: "x", webhook_url: "ftp://example.com/hook" }, "webhook_url");
    await bad({ query: "x", surprise: true }, "surprise");
    expect(await balance(co)).toBe(before);
  });

  it("402 when the balance is short: nothing runs and nothing is charged", async () => {
    const poor = await newCompany({ credits: 4 });
    const res = await api("/search", poor.key, { method: "POST", body: { query: "table" } });
    expectError(res, 402, "insufficient_credits");
    expect(await balance(poor)).toBe(4);
    expect(await ledger(poor)).toEqual([]);
  });

  it("with webhook_url: 202 processing at once, then a signed webhook and GET /search/{id} completed; charged once", async () => {
    const before = await balance(co);
    const res = await api("/search", co.key, { method: "POST", body: { query: "bedside table", webhook_url: `${receiver.url}/search` } });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: "processing", results: [], total_results: 0, credits_used: 5 });
    const event = await hookFor(co, res.json.id);
    expect(event.type).toBe("search.completed");
    expect(event.data).toMatchObject({ id: res.json.id, status: "completed", query: "bedside table" });
    expect(event.data.results[0].data.name).toBe("Pine bedside table");
    expect((await api(`/search/${res.json.id}`, co.key)).json).toEqual(event.data);

    // SQS redelivers the job message: no second charge, no second webhook.
    await runJobMessage({ company_id: co.id, job_id: res.json.id });
    await drained(queues.jobs, { ignoreDelayed: true }); // the file's sync searches each queued a 900 s look at themselves
    await drained(queues.webhooks);
    expect(hooks.filter((h) => JSON.parse(h.body).data?.id === res.json.id)).toHaveLength(1);
    expect(await balance(co)).toBe(before - 5);
  });

  it("another company's search is 404", async () => {
    const mine = await api("/search", co.key, { method: "POST", body: { query: "mug" } });
    expectError(await api(`/search/${mine.json.id}`, other.key), 404, "not_found");
    expectError(await api(`/search/srch_doesnotexist`, co.key), 404, "not_found");
  });
});

describe("POST /enrich", () => {
  it("fills missing fields from matching data, with basis when web_search is on (default), 2 credits per item", async () => {
    const before = await balance(co);
    const res = await api("/enrich", co.key, {
      method: "POST",
      body: { items: [{ data: { name: "Nordic oak dining table" } }, { data: { name: "Ceramic coffee mug", brand: "Custom" } }] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: expect.stringMatching(/^enr_/), status: "completed", credits_used: 4, error: null });
    const [oak, mug] = res.json.items;
    expect(Object.keys(oak.data).sort()).toEqual([...DEFAULT_KEYS].sort());
    expect(oak.data).toMatchObject({ name: "Nordic oak dining table", brand: "Nordwood", price: 899 });
    expect(Array.isArray(oak.basis)).toBe(true);
    const brandBasis = oak.basis.find((b: { field: string }) => b.field === "brand");
    expect(brandBasis).toMatchObject({ confidence: expect.stringMatching(/^(high|medium|low)$/), reasoning: expect.any(String) });
    expect(brandBasis.citations[0]).toMatchObject({ url: expect.stringContaining("/rows/"), excerpt: expect.stringContaining("Nordwood") });
    expect(mug.data.brand).toBe("Custom"); // a known value is never overwritten
    expect(await balance(co)).toBe(before - 4);
    expect((await ledger(co))[0]).toMatchObject({ service: "enrich", amount: -4 });
  });

  it("web_search false: no basis key and no citations anywhere; thinking sets the price per item", async () => {
    const before = await balance(co);
    const res = await api("/enrich", co.key, {
      method: "POST",
      body: { items: [{ data: { name: "Pine bedside table" } }], web_search: false, thinking: "hard" },
    });
    expect(res.status).toBe(200);
    expect(res.json.credits_used).toBe(4);
    expect("basis" in res.json.items[0]).toBe(false);
    expect(res.text).not.toContain("citations");
    expect(res.json.items[0].data.brand).toBe("Nordwood");
    const low = await api("/enrich", co.key, {
      method: "POST",
      body: { items: [{ data: { name: "a" } }, { data: { name: "b" } }, { data: { name: "c" } }], thinking: "low" },
    });
    expect(low.json.credits_used).toBe(3);
    expect(await balance(co)).toBe(before - 4 - 3);
  });

  it("more than 5 items run asynchronously (202, then GET /enrich/{id}); a webhook_url gets the signed outcome", async () => {
    const items = Array.from({ length: 6 }, (_, i) => ({ data: { name: i % 2 ? "Ceramic coffee mug" : "Nordic oak dining table" } }));
    const res = await api("/enrich", co.key, { method: "POST", body: { items, web_search: false } });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: "processing", items: [], credits_used: 12 });
    const done = await until("enrich job", async () => {
      const got = (await api(`/enrich/${res.json.id}`, co.key)).json;
      return got.status === "completed" ? got : undefined;
    });
    expect(done.items).toHaveLength(6);
    expect(done.items[1].data.brand).toBe("Potter");
    expect(done.items.every((i: object) => !("basis" in i))).toBe(true);

    const hooked = await api("/enrich", co.key, {
      method: "POST",
      body: { items: [{ data: { name: "Pine bedside table" } }], webhook_url: `${receiver.url}/enrich` },
    });
    expect(hooked.status).toBe(202);
    const event = await hookFor(co, hooked.json.id);
    expect(event).toMatchObject({ type: "enrich.completed", data: { id: hooked.json.id, status: "completed", credits_used: 2 } });
    expect(event.data.items[0].basis).toEqual(expect.any(Array));
  });

  it("rejects bad items with 422 (count, unknown keys, bad values), before charging; 402 when short; 404 across companies", async () => {
    const before = await balance(co);
    expectError(await api("/enrich", co.key, { method: "POST", body: { items: [] } }), 422, "validation_error");
    const tooMany = await api("/enrich", co.key, { method: "POST", body: { items: Array.from({ length: 51 }, () => ({ data: {} })) } });
    expectError(tooMany, 422, "validation_error");
    expect(tooMany.json.message + JSON.stringify(tooMany.json.details)).toContain("items");
    const unknown = await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "x", colour: "red" } }] } });
    expectError(unknown, 422, "validation_error");
    expect(unknown.json.details.unknown_keys).toEqual(["colour"]);
    const badValue = await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { price: "not a price" } }] } });
    expectError(badValue, 422, "validation_error");
    expect(JSON.stringify(badValue.json.details)).toContain("items.0.data.price");
    expectError(
      await api("/enrich", co.key, { method: "POST", body: { items: [{ data: {} }], thinking: "deep" } }),
      422,
      "validation_error",
    );
    expectError(
      await api("/enrich", co.key, {
        method: "POST",
        body: { items: [{ data: {} }], schema_id: "default_product", columns: [{ key: "a", label: "A", type: "text" }] },
      }),
      422,
      "validation_error",
    );
    expect(await balance(co)).toBe(before);

    const poor = await newCompany({ credits: 7 });
    expectError(
      await api("/enrich", poor.key, {
        method: "POST",
        body: { items: [{ data: { name: "x" } }, { data: { name: "y" } }], thinking: "hard" },
      }),
      402,
      "insufficient_credits",
    );
    expect(await balance(poor)).toBe(7);

    const mine = await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "x" } }], thinking: "low" } });
    expectError(await api(`/enrich/${mine.json.id}`, other.key), 404, "not_found");
    expectError(await api(`/search/${mine.json.id}`, co.key), 404, "not_found"); // an enrich id is not a search
  });
});

describe("the LLM engine behind the same endpoints", () => {
  let model: Awaited<ReturnType<typeof listen>>;
  let searchApi: Awaited<ReturnType<typeof listen>>;
  let site: Awaited<ReturnType<typeof listen>>;
  let failModel = false;
  const modelBodies: any[] = [];
  const PAGE = `<html><head><title>Oak table – Shop</title></head><body><h1>Nordic oak dining table</h1><p>Solid oak, seats six.</p><p>Price: 899 EUR</p></body></html>`;

  beforeAll(async () => {
    site = await listen((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(PAGE));
    searchApi = await listen((_req, res) =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ web: { results: [{ url: `${site.url}/oak`, title: "Oak table", description: "snippet" }] } })),
    );
    model = await listen((_req, res, body) => {
      modelBodies.push(JSON.parse(body));
      if (failModel)
        return void res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "overloaded" } }));
      const product = {
        name: "Nordic oak dining table",
        brand: null,
        price: 899,
        description: "Solid oak, seats six.",
        category: null,
        image_url: null,
        url: null,
        features: null,
      };
      // The structured output asked for: search results, or one enriched product.
      const content = JSON.stringify(
        JSON.parse(body).response_format?.json_schema?.name === "enriched_product"
          ? product
          : { products: [{ _source_url: `${site.url}/oak`, _source_title: "Oak table", _confidence: 0.8, ...product }] },
      );
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "c1",
          object: "chat.completion",
          created: 1,
          model: "m",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
        }),
      );
    });
    Object.assign(process.env, {
      AI_ENGINE: "llm",
      LLM_BASE_URL: `${model.url}/v1`,
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "test-model",
      SEARCH_API_PROVIDER: "brave",
      SEARCH_API_KEY: "k",
      SEARCH_API_URL: searchApi.url,
    });
    resetConfig();
  });

  afterAll(async () => {
    for (const k of ["AI_ENGINE", "LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL", "SEARCH_API_PROVIDER", "SEARCH_API_KEY", "SEARCH_API_URL"])
      delete process.env[k];
    resetConfig();
    for (const s of [model, searchApi, site]) {
      s.server.closeAllConnections();
      await new Promise((r) => s.server.close(r));
    }
  });

  it("answers POST /search from fetched pages through the model, with the columns as the structured output schema", async () => {
    const res = await api("/search", co.key, { method: "POST", body: { query: "oak dining table", max_results: 3 } });
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual([
      {
        data: {
          name: "Nordic oak dining table",
          brand: null,
          price: 899,
          description: "Solid oak, seats six.",
          category: null,
          image_url: null,
          url: null,
          features: null,
        },
        source_url: `${site.url}/oak`,
        source_title: expect.any(String),
        confidence: 0.8,
      },
    ]);
    const sent = JSON.stringify(modelBodies.at(-1));
    expect(sent).toContain("test-model");
    expect(sent).toContain("Solid oak, seats six.");
    for (const key of DEFAULT_KEYS) expect(sent).toContain(`"${key}"`);
  });

  it("offers auto and the configured model ids; a model it does not offer is 422", async () => {
    const named = await api("/search", co.key, {
      method: "POST",
      body: { query: "oak dining table", max_results: 1, model: "test-model" },
    });
    expect(named.status).toBe(200);
    expect(JSON.stringify(modelBodies.at(-1))).toContain("test-model");
    const e = expectError(
      await api("/search", co.key, { method: "POST", body: { query: "oak", model: "other-model" } }),
      422,
      "validation_error",
    );
    expect(e.details.allowed_models).toEqual(["auto", "test-model"]);
  });

  it("use_glossary hands the company's glossary to the engine; without it the model never sees it", async () => {
    const term = await api("/glossary", co.key, { method: "POST", body: { term: "Nordwood", type: "do_not_translate" } });
    expect(term.status).toBe(201);
    const systemOf = (body: any) => body.messages.find((m: { role: string }) => m.role === "system")?.content ?? "";
    const enrich = (use_glossary: boolean) =>
      api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "Oak table" } }], web_search: false, use_glossary } });
    expect((await enrich(true)).status).toBe(200);
    expect(systemOf(modelBodies.at(-1))).toContain("Nordwood");
    expect((await enrich(false)).status).toBe(200);
    expect(systemOf(modelBodies.at(-1))).not.toContain("Nordwood");
    // Another company's glossary is not this company's.
    await api("/enrich", other.key, {
      method: "POST",
      body: { items: [{ data: { name: "Oak table" } }], web_search: false, use_glossary: true },
    });
    expect(systemOf(modelBodies.at(-1))).not.toContain("Nordwood");
  });

  it("a provider failure is a clean 503 with retryable true, and the credits come back", async () => {
    failModel = true;
    try {
      const before = await balance(co);
      const res = await api("/search", co.key, { method: "POST", body: { query: "oak dining table" } });
      expectError(res, 503, "service_unavailable");
      expect(res.json.retryable).toBe(true);
      expect(await balance(co)).toBe(before);
      const [refund, debit] = await ledger(co);
      expect([refund.amount, debit.amount].sort()).toEqual([-5, 5]);

      const queued = await api("/search", co.key, { method: "POST", body: { query: "oak", webhook_url: `${receiver.url}/fail` } });
      expect(queued.status).toBe(202);
      const event = await hookFor(co, queued.json.id);
      expect(event).toMatchObject({ type: "search.failed", data: { status: "failed", credits_used: 0, error: { retryable: true } } });
      expect(await balance(co)).toBe(before);
    } finally {
      failModel = false;
    }
  });
});
