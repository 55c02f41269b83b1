/**
 * The LLM engine against real HTTP servers started here: an OpenAI-compatible chat completions
 * endpoint that records what it receives, a Brave/Tavily-style search API, and a site serving
 * product pages. Nothing in core/ai/llm is mocked.
 */
import type { IncomingMessage, Server } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EngineError, type EnrichRequest } from "../core/ai/engine.js";
import { createLlmEngine } from "../core/ai/llm/index.js";
import { listen } from "./support/listen.js";
import { PIECE_CHARS } from "../core/ai/llm/extract-text.js";
import { config, resetConfig } from "../core/config.js";
import type { Column } from "../core/schemas/schemas.js";

// ---------- servers ----------

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: any;
}

type Reply = { status?: number; json?: unknown; content?: string; finish?: string; usage?: [number, number]; hang?: boolean };

const modelRequests: Recorded[] = [];
const searchRequests: Recorded[] = [];
let reply: (req: Recorded) => Reply = () => ({ content: "{}" });
let searchReply: (req: Recorded) => { status?: number; json?: unknown } = () => ({ json: {} });

function completion(content: string, finish = "stop", [input, output]: [number, number] = [100, 20]) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "served-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finish }],
    usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
  };
}

let model: { server: Server; url: string };
let search: { server: Server; url: string };
let site: { server: Server; url: string };

const DRILL_HTML = `<!doctype html><html><head><title>Acme Drill X200 – Acme Tools</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Acme Drill X200",
"brand":{"@type":"Brand","name":"Acme"},"gtin13":"4006381333931","sku":"X200",
"offers":{"@type":"Offer","price":"129.90","priceCurrency":"EUR"}}</script>
<style>.noise{color:red}</style></head>
<body><nav><a href="/">Home</a> NAV-NOISE</nav>
<h1>Acme Drill X200</h1>
<p>The Acme Drill X200 is a cordless drill with an 18 V battery.</p>
<p>Price: 129.90 EUR</p>
<script>var tracking = "SCRIPT-NOISE";</script>
<footer>FOOTER-NOISE</footer></body></html>`;

const REVIEW_HTML = `<html><head><title>X200 review</title></head><body><article>
<h1>Review: Acme X200</h1><p>Reviewers praise the X200's 1.6 kg weight and its red housing.</p></article></body></html>`;

beforeAll(async () => {
  model = await listen((req, res, raw) => {
    const rec: Recorded = { method: req.method!, path: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
    modelRequests.push(rec);
    const r = reply(rec);
    if (r.hang) return; // never answer; the socket is destroyed in afterAll
    res.writeHead(r.status ?? 200, { "content-type": "application/json" });
    res.end(JSON.stringify(r.json ?? completion(r.content ?? "{}", r.finish, r.usage)));
  });
  search = await listen((req, res, raw) => {
    const rec: Recorded = { method: req.method!, path: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : undefined };
    searchRequests.push(rec);
    const r = searchReply(rec);
    res.writeHead(r.status ?? 200, { "content-type": "application/json" });
    res.end(JSON.stringify(r.json ?? {}));
  });
  site = await listen((req, res) => {
    const pages: Record<string, string> = { "/drill": DRILL_HTML, "/review": REVIEW_HTML };
    const html = pages[req.url ?? ""];
    res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(html ?? "not found");
  });
});

afterAll(async () => {
  for (const s of [model, search, site]) {
    s.server.closeAllConnections();
    await new Promise((r) => s.server.close(r));
  }
  resetConfig();
});

// ---------- configuration ----------

const ENV_KEYS = [
  "AI_ENGINE",
  "LLM_PROVIDER",
  "LLM_BASE_URL",
  "LLM_API_KEY",
  "LLM_MODEL",
  "LLM_MODEL_LOW",
  "LLM_MODEL_HARD",
  "LLM_MODELS",
  "LLM_TIMEOUT_MS",
  "SEARCH_API_PROVIDER",
  "SEARCH_API_KEY",
  "SEARCH_API_URL",
];
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function setEnv(overrides: Record<string, string | undefined> = {}) {
  const env: Record<string, string | undefined> = {
    AI_ENGINE: "llm",
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: `${model.url}/v1`,
    LLM_API_KEY: "sk-test-key",
    LLM_MODEL: "model-medium",
    LLM_MODEL_LOW: "model-low",
    LLM_MODEL_HARD: "model-hard",
    LLM_MODELS: undefined,
    LLM_TIMEOUT_MS: "5000",
    SEARCH_API_PROVIDER: "brave",
    SEARCH_API_KEY: "brave-key",
    SEARCH_API_URL: search.url,
    ...overrides,
  };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfig();
}

beforeEach(() => {
  modelRequests.length = 0;
  searchRequests.length = 0;
  setEnv();
  searchReply = () => ({
    json: {
      web: {
        results: [
          { url: `${site.url}/drill`, title: "Acme Drill X200", description: "search snippet, never a source" },
          { url: `${site.url}/review`, title: "X200 review" },
          { url: `${site.url}/gone`, title: "Gone" },
        ],
      },
    },
  });
});

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfig();
});

// ---------- helpers ----------

function col(key: string, type: Column["type"], extra: Partial<Column> = {}): Column {
  return {
    attribute_id: null,
    kind: "helper",
    key,
    label: key.replace(/_/g, " "),
    type,
    required: false,
    description: null,
    enum_values: null,
    tags_values: null,
    allow_custom_values: true,
    format_output_type: null,
    number_config: null,
    image_config: null,
    prompt: null,
    ...extra,
  };
}

const system = (r: Recorded) => r.body.messages.find((m: any) => m.role === "system")?.content as string;
const user = (r: Recorded) => {
  const c = r.body.messages.find((m: any) => m.role === "user")?.content;
  return typeof c === "string" ? c : (c as any[]).map((p) => p.text).join("");
};
const schemaOf = (r: Recorded) => r.body.response_format?.json_schema?.schema;

async function rejection(p: Promise<unknown>): Promise<EngineError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

// ---------- search ----------

describe("search", () => {
  const columns = [
    col("name", "text", { label: "Product name", description: "The full product name" }),
    col("price", "number"),
    col("color", "enum", { enum_values: ["Red", "Blue"] }),
    col("condition", "enum", { enum_values: ["New", "Used"], allow_custom_values: false }),
    col("tags", "tags"),
    col("url", "url"),
    col("contact", "email"),
    col("specs", "json"),
    col("released", "date"),
    col("in_stock", "boolean"),
    col("dims/height", "number"),
    col("3d_model", "file"),
  ];
  const empty = {
    name: null,
    price: null,
    color: null,
    condition: null,
    tags: null,
    url: null,
    contact: null,
    specs: null,
    released: null,
    in_stock: null,
    dims_height: null,
    f_3d_model: null,
  };

  it("searches, fetches the pages, sends the column schema and page text, and keeps only hits from fetched pages", async () => {
    reply = () => ({
      usage: [1200, 300],
      content: JSON.stringify({
        products: [
          {
            ...empty,
            _source_url: `${site.url}/drill/`,
            _source_title: "from model",
            name: "Acme Drill X200",
            price: 129.9,
            color: "red",
            condition: "New",
            tags: ["cordless", "Cordless", "18V"],
            url: "/drill",
            contact: "not an email",
            specs: '{"volts":18}',
            released: "2024-03-05",
            in_stock: true,
            dims_height: 25.5,
            _confidence: 1.4,
          },
          { ...empty, _source_url: "https://invented.example/drill", _source_title: "Invented", name: "Made-up Drill", _confidence: 0.9 },
          { ...empty, _source_url: `${site.url}/gone`, _source_title: "Gone", name: "Unfetched Drill", _confidence: 0.9 },
        ],
      }),
    });
    const out = await createLlmEngine().search({ companyId: "c1", query: "cordless drill 18V", columns, maxResults: 3, model: "auto" });

    // The search API call.
    expect(searchRequests).toHaveLength(1);
    const sq = new URL(searchRequests[0].path, search.url);
    expect(sq.pathname).toBe("/res/v1/web/search");
    expect(sq.searchParams.get("q")).toBe("cordless drill 18V");
    expect(Number(sq.searchParams.get("count"))).toBeGreaterThanOrEqual(3);
    expect(searchRequests[0].headers["x-subscription-token"]).toBe("brave-key");

    // The model call.
    expect(modelRequests).toHaveLength(1);
    const req = modelRequests[0];
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test-key");
    expect(req.body.model).toBe("model-medium");
    expect(req.body.response_format.type).toBe("json_schema");
    const item = schemaOf(req).properties.products.items;
    const props = Object.keys(item.properties);
    for (const k of Object.keys(empty)) expect(props).toContain(k);
    expect(props).toEqual(expect.arrayContaining(["_source_url", "_source_title", "_confidence"]));
    expect([...item.required].sort()).toEqual([...props].sort());
    expect(JSON.stringify(item.properties.condition)).toContain('"New"');
    expect(JSON.stringify(item.properties.name)).toContain("The full product name");
    expect(JSON.stringify(item.properties.dims_height)).toContain('column \\"dims/height\\"');
    const prompt = user(req);
    expect(prompt).toContain("cordless drill 18V");
    expect(prompt).toContain("Price: 129.90 EUR"); // visible page text
    expect(prompt).toContain("is a cordless drill with an 18 V battery");
    expect(prompt).toContain("gtin: 4006381333931");
    expect(prompt).toContain("Review: Acme X200");
    for (const noise of ["NAV-NOISE", "SCRIPT-NOISE", "FOOTER-NOISE", ".noise{"]) expect(prompt).not.toContain(noise);
    expect(prompt).not.toContain("search snippet");
    expect(system(req)).toMatch(/only the information in the sources/i);

    // Only the hit from a fetched page survives, with values coerced to the column types.
    expect(out.results).toHaveLength(1);
    const hit = out.results[0];
    expect(hit.source_url).toBe(`${site.url}/drill`);
    expect(hit.source_title).toBe("Acme Drill X200 – Acme Tools");
    expect(hit.confidence).toBe(1);
    expect(hit.data).toEqual({
      name: "Acme Drill X200",
      price: 129.9,
      color: "Red",
      condition: "New",
      tags: ["cordless", "18V"],
      url: `${site.url}/drill`,
      contact: null,
      specs: { volts: 18 },
      released: "2024-03-05",
      in_stock: true,
      "dims/height": 25.5,
      "3d_model": null,
    });
    expect(out.usage).toEqual({ engine: "llm", model: "model-medium", input_tokens: 1200, output_tokens: 300 });
  });

  it("refuses when no search API is configured and never calls the model", async () => {
    setEnv({ SEARCH_API_PROVIDER: "none" });
    const err = await rejection(createLlmEngine().search({ companyId: "c1", query: "drill", columns, maxResults: 3, model: "auto" }));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/web search is not configured/i);
    expect(modelRequests).toHaveLength(0);
  });

  it("uses Tavily with a JSON body", async () => {
    setEnv({ SEARCH_API_PROVIDER: "tavily", SEARCH_API_KEY: "tvly-key" });
    searchReply = () => ({ json: { results: [{ url: `${site.url}/drill`, title: "Drill", content: "snippet" }] } });
    reply = () => ({
      content: JSON.stringify({
        products: [{ ...empty, _source_url: `${site.url}/drill`, _source_title: "t", name: "Acme Drill X200", _confidence: 0.5 }],
      }),
    });
    const out = await createLlmEngine().search({ companyId: "c1", query: "acme drill", columns, maxResults: 2, model: "auto" });
    expect(searchRequests[0].method).toBe("POST");
    expect(searchRequests[0].path).toBe("/search");
    expect(searchRequests[0].body).toMatchObject({ api_key: "tvly-key", query: "acme drill" });
    expect(searchRequests[0].body.max_results).toBeGreaterThanOrEqual(2);
    expect(out.results.map((r) => r.data.name)).toEqual(["Acme Drill X200"]);
  });

  it("a search API failure is an EngineError: 429 retryable, 401 not", async () => {
    searchReply = () => ({ status: 429 });
    expect(
      (await rejection(createLlmEngine().search({ companyId: "c1", query: "x", columns, maxResults: 1, model: "auto" }))).retryable,
    ).toBe(true);
    searchReply = () => ({ status: 401 });
    expect(
      (await rejection(createLlmEngine().search({ companyId: "c1", query: "x", columns, maxResults: 1, model: "auto" }))).retryable,
    ).toBe(false);
    expect(modelRequests).toHaveLength(0);
  });

  it("an answer cut off at the output token limit is a non-retryable EngineError", async () => {
    reply = () => ({ content: '{"products":[{"_source_url":"', finish: "length" });
    const err = await rejection(createLlmEngine().search({ companyId: "c1", query: "x", columns, maxResults: 1, model: "auto" }));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/token limit/);
  });
});

// ---------- enrich ----------

describe("enrich", () => {
  const columns = [
    col("name", "text"),
    col("brand", "text"),
    col("price", "number"),
    col("color", "enum", { enum_values: ["Red", "Blue"] }),
    col("weight", "number"),
    col("description", "text"),
  ];
  const base: Omit<EnrichRequest, "items"> = { companyId: "c1", columns, model: "auto", thinking: "medium", webSearch: true };

  it("searches from the known values, keeps them unless a verified source contradicts, and verifies every citation", async () => {
    const drill = `${site.url}/drill`;
    const review = `${site.url}/review`;
    reply = () => ({
      usage: [900, 250],
      content: JSON.stringify({
        name: "Acme Drill X200",
        brand: "ACME Tools GmbH",
        price: 129.9,
        color: "red",
        weight: 1.6,
        description: "Cordless drill with an 18 V battery.",
        _basis: [
          {
            field: "price",
            reasoning: "The product page lists 129.90 EUR.",
            confidence: "high",
            contradicts_input: true,
            citations: [
              { url: drill, title: "", excerpt: "Price:  129.90\nEUR" },
              { url: "https://invented.example/p", title: "x", excerpt: "Price: 129.90 EUR" },
            ],
          },
          {
            field: "brand",
            reasoning: "The source contradicts the brand.",
            confidence: "medium",
            contradicts_input: true,
            citations: [{ url: drill, title: "", excerpt: "made by ACME Tools GmbH" }],
          },
          {
            field: "color",
            reasoning: "Shown in red.",
            confidence: "medium",
            contradicts_input: false,
            citations: [{ url: "https://invented.example/p", title: "x", excerpt: "red housing" }],
          },
          {
            field: "weight",
            reasoning: "The review states the weight.",
            confidence: "high",
            contradicts_input: false,
            citations: [{ url: review, title: "Review", excerpt: "1.6 kg weight" }],
          },
          {
            field: "description",
            reasoning: "From the product page.",
            confidence: "high",
            contradicts_input: false,
            citations: [{ url: drill, title: "Drill", excerpt: "a cordless drill with an 18 V battery" }],
          },
        ],
      }),
    });
    const out = await createLlmEngine().enrich({
      ...base,
      items: [{ data: { name: "Acme Drill X200", brand: "Acme", price: 99 } }],
      context: "Shop for German tradespeople",
    });

    // Identifying values only (brand and name, the brand folded into the name); never the price.
    expect(new URL(searchRequests[0].path, search.url).searchParams.get("q")).toBe("Acme Drill X200");
    const req = modelRequests[0];
    expect(req.body.model).toBe("model-medium");
    expect(Object.keys(schemaOf(req).properties)).toEqual(["name", "brand", "price", "color", "weight", "description", "_basis"]);
    expect(user(req)).toContain('- brand: "Acme"');
    expect(user(req)).toContain("- price: 99");
    expect(user(req)).toContain("Reviewers praise the X200's 1.6 kg weight");
    expect(system(req)).toContain("Shop for German tradespeople");

    const [item] = out.items;
    // price: contradicted by a verified quote → the source's value, and the reasoning says so.
    // brand: "contradiction" without a real quote → the known value stays.
    expect(item.data).toEqual({
      name: "Acme Drill X200",
      brand: "Acme",
      price: 129.9,
      color: "Red",
      weight: 1.6,
      description: "Cordless drill with an 18 V battery.",
    });
    const basis = Object.fromEntries(item.basis!.map((b) => [b.field, b]));
    expect(Object.keys(basis).sort()).toEqual(["brand", "color", "description", "name", "price", "weight"]);
    expect(basis.price.citations).toEqual([{ url: drill, title: "Acme Drill X200 – Acme Tools", excerpt: "Price: 129.90 EUR" }]);
    expect(basis.price.reasoning).toMatch(/contradicts the given value 99/);
    expect(basis.brand.citations).toEqual([]);
    expect(basis.brand.reasoning).toMatch(/kept/i);
    expect(basis.color.citations).toEqual([]);
    expect(basis.color.confidence).toBe("low");
    expect(basis.weight.citations).toEqual([{ url: review, title: "Review", excerpt: "1.6 kg weight" }]);
    expect(basis.description.citations[0].excerpt).toBe("a cordless drill with an 18 V battery");
    for (const b of item.basis!) for (const c of b.citations) expect([drill, review]).toContain(c.url);
    expect(out.usage).toEqual({ engine: "llm", model: "model-medium", input_tokens: 900, output_tokens: 250 });
  });

  it("webSearch false: no search, no basis key, known values kept, glossary in the system prompt, usage summed", async () => {
    reply = (r) => {
      const name = /- name: "([^"]+)"/.exec(user(r))?.[1] ?? "?";
      return {
        usage: [100, 10],
        content: JSON.stringify({ name: "Renamed", brand: null, price: 7, color: "Blue", weight: null, description: `About ${name}` }),
      };
    };
    const out = await createLlmEngine().enrich({
      ...base,
      webSearch: false,
      thinking: "low",
      items: [{ data: { name: "A", price: 5 } }, { data: { name: "B" } }, { data: { name: "C" } }],
      glossary: [
        { term: "Akku", type: "do_not_translate", case_sensitive: true, category: "tools", translations: {} },
        { term: "Bohrer", type: "specific_translation", case_sensitive: false, category: "", translations: { en: "drill bit" } },
      ],
    });
    expect(searchRequests).toHaveLength(0);
    expect(modelRequests).toHaveLength(3);
    for (const r of modelRequests) {
      expect(r.body.model).toBe("model-low");
      expect(r.body.temperature).toBe(0);
      expect(Object.keys(schemaOf(r).properties)).not.toContain("_basis");
      expect(user(r)).not.toContain("Sources:");
      expect(system(r)).toContain('"Akku" (case-sensitive) [tools]: never translate');
      expect(system(r)).toContain('always translate as en: "drill bit"');
    }
    expect(out.items.map((i) => i.data)).toEqual([
      { name: "A", brand: null, price: 5, color: "Blue", weight: null, description: "About A" },
      { name: "B", brand: null, price: 7, color: "Blue", weight: null, description: "About B" },
      { name: "C", brand: null, price: 7, color: "Blue", weight: null, description: "About C" },
    ]);
    for (const i of out.items) expect("basis" in i).toBe(false);
    expect(JSON.stringify(out)).not.toMatch(/citations|excerpt/);
    expect(out.usage).toEqual({ engine: "llm", model: "model-low", input_tokens: 300, output_tokens: 30 });
  });

  it("webSearch true without a search API is a non-retryable EngineError", async () => {
    setEnv({ SEARCH_API_PROVIDER: "none" });
    const err = await rejection(createLlmEngine().enrich({ ...base, items: [{ data: { name: "A" } }] }));
    expect(err.retryable).toBe(false);
    expect(modelRequests).toHaveLength(0);
  });
});

// ---------- models ----------

describe("model choice", () => {
  const columns = [col("name", "text")];
  const answer = () => ({ content: JSON.stringify({ name: "x" }) });

  it("auto maps per thinking level; other ids pass through; hard leaves temperature to the provider", async () => {
    reply = answer;
    const engine = createLlmEngine();
    const run = (thinking: EnrichRequest["thinking"], model = "auto") =>
      engine.enrich({ companyId: "c1", columns, model, thinking, webSearch: false, items: [{ data: {} }] });
    expect((await run("low")).usage.model).toBe("model-low");
    expect((await run("medium")).usage.model).toBe("model-medium");
    expect((await run("hard")).usage.model).toBe("model-hard");
    expect((await run("hard", "vendor/custom-1")).usage.model).toBe("vendor/custom-1");
    expect(modelRequests.map((r) => r.body.model)).toEqual(["model-low", "model-medium", "model-hard", "vendor/custom-1"]);
    expect(modelRequests.map((r) => r.body.temperature)).toEqual([0, 0, undefined, undefined]);
    expect(system(modelRequests[2])).toMatch(/think carefully/i);

    expect(modelRequests[0].body.max_tokens).toBe(8192); // LLM_MAX_OUTPUT_TOKENS default

    // OpenAI reasoning models refuse temperature and max_tokens.
    await run("low", "o3-mini");
    const o3 = modelRequests.at(-1)!.body;
    expect(o3.model).toBe("o3-mini");
    expect(o3).not.toHaveProperty("temperature");
    expect(o3).not.toHaveProperty("max_tokens");
    expect(o3.max_completion_tokens).toBe(8192);

    setEnv({ LLM_MODEL_LOW: undefined, LLM_MODEL_HARD: undefined });
    expect((await run("low")).usage.model).toBe("model-medium");
    expect((await run("hard")).usage.model).toBe("model-medium");

    // Per operation (and level) through LLM_MODELS, ahead of the level and default models.
    setEnv({ LLM_MODELS: JSON.stringify({ enrich: "enrich-model", "enrich:hard": "enrich-hard", extract: "extract-model" }) });
    expect((await run("low")).usage.model).toBe("enrich-model");
    expect((await run("hard")).usage.model).toBe("enrich-hard");
    reply = () => ({ content: JSON.stringify({ rows: [{ name: "x" }] }) });
    expect((await engine.extractText({ companyId: "c1", text: "some text", columns, model: "auto" })).usage.model).toBe("extract-model");
    setEnv({ LLM_MODELS: "not json" });
    expect(() => config()).toThrow(/LLM_MODELS must be JSON/);
    setEnv({ LLM_MODELS: undefined });
  });

  it("missing configuration is a clear, non-retryable EngineError", async () => {
    setEnv({ LLM_MODEL: undefined, LLM_MODEL_LOW: undefined });
    let err = await rejection(createLlmEngine().extractText({ companyId: "c1", text: "x", columns, model: "auto" }));
    expect(err.message).toMatch(/LLM_MODEL is not set/);
    expect(err.retryable).toBe(false);
    setEnv({ LLM_BASE_URL: undefined });
    err = await rejection(createLlmEngine().extractText({ companyId: "c1", text: "x", columns, model: "auto" }));
    expect(err.message).toMatch(/LLM_BASE_URL is not set/);
    expect(err.retryable).toBe(false);
    expect(modelRequests).toHaveLength(0);
  });
});

// ---------- extractText ----------

describe("extractText", () => {
  const columns = [col("name", "text"), col("price", "number")];
  const block = (n: number) => `Product: Widget ${n}\nPrice: ${n}.50 EUR\n${"Sturdy and reliable. ".repeat(60)}\n\n`;
  const rowsFrom = (r: Recorded) =>
    [...user(r).matchAll(/Product: Widget (\d+)\nPrice: ([\d.]+)/g)].map((m) => ({ name: `Widget ${m[1]}`, price: Number(m[2]) }));

  it("returns rows from the text, coerced; empty rows dropped", async () => {
    reply = () => ({
      content: JSON.stringify({
        rows: [
          { name: " Widget 1 ", price: 1.5 },
          { name: null, price: null },
        ],
      }),
    });
    const out = await createLlmEngine().extractText({
      companyId: "c1",
      text: "Widget 1 costs 1.50",
      columns,
      model: "auto",
      context: "Price list",
    });
    expect(out.rows).toEqual([{ name: "Widget 1", price: 1.5 }]);
    expect(user(modelRequests[0])).toContain("Widget 1 costs 1.50");
    expect(system(modelRequests[0])).toContain("Price list");
    expect(schemaOf(modelRequests[0]).properties.rows.items.required).toEqual(["name", "price"]);
  });

  it("splits text longer than one call into pieces and concatenates their rows in order", async () => {
    const text = Array.from({ length: 50 }, (_, i) => block(i + 1)).join("");
    expect(text.length).toBeGreaterThan(PIECE_CHARS);
    reply = (r) => ({ usage: [500, 50], content: JSON.stringify({ rows: rowsFrom(r) }) });
    const out = await createLlmEngine().extractText({ companyId: "c1", text, columns, model: "auto" });
    expect(modelRequests.length).toBeGreaterThanOrEqual(2);
    for (const r of modelRequests) expect(user(r).length).toBeLessThan(PIECE_CHARS + 1000);
    expect(out.rows.map((r) => r.name)).toEqual(Array.from({ length: 50 }, (_, i) => `Widget ${i + 1}`));
    expect(out.usage.input_tokens).toBe(500 * modelRequests.length);
  });

  it("halves a piece whose answer hits the output token limit", async () => {
    const text = Array.from({ length: 4 }, (_, i) => block(i + 1)).join("");
    reply = (r) => {
      const rows = rowsFrom(r);
      return rows.length > 2 ? { content: '{"rows":[{"name":"Widget 1","pri', finish: "length" } : { content: JSON.stringify({ rows }) };
    };
    const out = await createLlmEngine().extractText({ companyId: "c1", text, columns, model: "auto" });
    expect(rowsFrom(modelRequests[0])).toHaveLength(4);
    expect(modelRequests.length).toBeGreaterThanOrEqual(3);
    expect(out.rows.map((r) => r.name)).toEqual(["Widget 1", "Widget 2", "Widget 3", "Widget 4"]);
  });
});

// ---------- failures ----------

describe("provider failures", () => {
  const columns = [col("name", "text")];
  const run = () => createLlmEngine().extractText({ companyId: "c1", text: "Widget 1", columns, model: "auto" });

  it("HTTP 500 and 429 are retryable", async () => {
    reply = () => ({ status: 500, json: { error: { message: "upstream exploded", type: "server_error" } } });
    let err = await rejection(run());
    expect(err.retryable).toBe(true);
    expect(err.message).toContain("500");
    reply = () => ({ status: 429, json: { error: { message: "slow down", type: "rate_limit" } } });
    err = await rejection(run());
    expect(err.retryable).toBe(true);
    expect(modelRequests).toHaveLength(2); // no hidden SDK retries
  });

  it("HTTP 401 and a 400 are not retryable", async () => {
    reply = () => ({ status: 401, json: { error: { message: "invalid api key", type: "auth" } } });
    let err = await rejection(run());
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/401/);
    reply = () => ({ status: 400, json: { error: { message: "bad request", type: "invalid_request_error" } } });
    err = await rejection(run());
    expect(err.retryable).toBe(false);
  });

  it("a server that never answers fails after LLM_TIMEOUT_MS, retryable", async () => {
    setEnv({ LLM_TIMEOUT_MS: "1000" });
    reply = () => ({ hang: true });
    const started = Date.now();
    const err = await rejection(run());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/did not answer within 1000 ms/);
  });

  it("an unreachable provider is retryable", async () => {
    const closed = await listen(() => {});
    await new Promise((r) => closed.server.close(r));
    setEnv({ LLM_BASE_URL: `${closed.url}/v1` });
    expect((await rejection(run())).retryable).toBe(true);
  });

  it("an answer that is not JSON, or not the schema, is not retryable", async () => {
    reply = () => ({ content: "Sorry, I cannot help with that." });
    let err = await rejection(run());
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/does not match the requested structure/);
    reply = () => ({ content: JSON.stringify({ rows: [{ title: "no name key" }] }) });
    err = await rejection(run());
    expect(err.retryable).toBe(false);
  });
});
