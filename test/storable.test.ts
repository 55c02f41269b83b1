/**
 * The storage rule for JSON (core/storable.ts, docs/storable-values.md): no value DynamoDB
 * cannot hold reaches a write. Request values that break it are a 422 naming the path; values
 * the service reads from files, pages and models are repaired so the upload, the search and
 * the enrich that use them still work.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { newJobId, runNow } from "../core/jobs/service.js";
import { STORABLE_LIMITS, storableCopy, storableProblems } from "../core/storable.js";
import { coerceValue } from "../core/values/coerce.js";
import { api, expectError, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { privateQueue } from "./support/queues.js";

type Co = { id: string; key: string };
let co: Co;

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

beforeAll(async () => {
  // Private queues: these tables and jobs are run by the test itself, not by another file's poller.
  process.env.EXTRACT_QUEUE_URL = await privateQueue("storable-extract");
  process.env.JOBS_QUEUE_URL = await privateQueue("storable-jobs");
  resetConfig();
  co = await newCompany({ credits: 200 });
});

describe("the rule", () => {
  it("names every path that breaks it", () => {
    const problems = storableProblems({
      ok: [1, -9007199254740991, 0, 1.5, "fine", { x: null }],
      big: 1e17,
      tiny: [1e-200],
      label: "a\ud800b",
      keys: { "": 1 },
      deep: nested(STORABLE_LIMITS.depth + 5),
    });
    expect(problems.map((p) => p.field).sort()).toEqual(
      ["big", `deep${".a".repeat(STORABLE_LIMITS.depth - 1)}`, "keys", "label", "tiny.0"].sort(),
    );
    expect(storableProblems(nested(STORABLE_LIMITS.depth - 1))).toEqual([]);
  });

  it("repairs what the service read itself, keeping what it can", () => {
    const value = { price: 1e20, label: "a\ud800", "": "x", nan: Number.NaN, fine: [1, "b"], deep: nested(STORABLE_LIMITS.depth + 2) };
    const copy = storableCopy(value) as Record<string, unknown>;
    expect(storableProblems(copy)).toEqual([]);
    expect(copy).toMatchObject({ price: "100000000000000000000", label: "a\ufffd", _: "x", nan: null, fine: [1, "b"] });
    const plain = { a: [1, { b: "c" }], d: null };
    expect(storableCopy(plain)).toEqual(plain);
  });

  it("leaves a number column empty-with-a-reason rather than storing what cannot be held", () => {
    const result = coerceValue("100000000000000000000", { key: "price", type: "number" });
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/beyond ±9007199254740991/) });
    expect(coerceValue("12.5", { key: "price", type: "number" })).toEqual({ ok: true, value: 12.5 });
    // A JSON value that came as text keeps that text, which round-trips exactly.
    expect(coerceValue('{"weight": 100000000000000000000}', { key: "specs", type: "json" })).toEqual({
      ok: true,
      value: '{"weight": 100000000000000000000}',
    });
    expect(coerceValue("Oak\ud800", { key: "name", type: "text" })).toEqual({ ok: true, value: "Oak\ufffd" });
  });
});

describe("request values: 422 naming the field, nothing stored", () => {
  it("enrich item data with a number beyond the range", async () => {
    const before = (await api("/credits/balance", co.key)).json.balance;
    const e = expectError(
      await api("/enrich", co.key, { method: "POST", body: '{"items":[{"data":{"name":"Oak","price":1e17}}]}' }),
      422,
      "validation_error",
    );
    expect(e.code).toBe("unstorable_value");
    expect(e.details.errors).toEqual([expect.objectContaining({ field: "items.0.data.price", in: "body" })]);
    expect((await api("/credits/balance", co.key)).json.balance).toBe(before);
  });

  it("attribute validation with a huge number or an empty key, and a label with a lone surrogate", async () => {
    const attribute = { key: "weight_st", label: "Weight", type: "number" };
    const huge = await api("/attributes", co.key, {
      method: "POST",
      body: `{"key":"w1","label":"W","type":"number","validation":{"max":123456789012345678901}}`,
    });
    expect(expectError(huge, 422, "validation_error").details.errors[0].field).toBe("validation.max");
    const empty = await api("/attributes", co.key, { method: "POST", body: { ...attribute, validation: { "": 1 } } });
    expect(expectError(empty, 422, "validation_error").message).toMatch(/validation: has an empty object key/);
    const surrogate = await api("/attributes", co.key, { method: "POST", body: '{"key":"w2","label":"W\\ud800","type":"number"}' });
    expect(expectError(surrogate, 422, "validation_error").details.errors[0]).toMatchObject({
      field: "label",
      message: /lone UTF-16 surrogate/,
    });
    const list = await api("/attributes?limit=100", co.key);
    expect(list.json.data.map((a: { key: string }) => a.key)).not.toEqual(expect.arrayContaining(["w1", "w2", "weight_st"]));
  });

  it("row updates, glossary terms and schemas are held to the same rule", async () => {
    const table = (
      await api("/tables", co.key, { method: "POST", body: { schema_id: "default_product", name: "T", source_text: "name: seed" } })
    ).json;
    const rows = await api(`/tables/${table.id}/rows`, co.key, { method: "POST", body: '{"rows":[{"name":"Oak","price":1e300}]}' });
    expect(expectError(rows, 422, "validation_error").details.errors[0].field).toBe("rows.0.price");
    const term = await api("/glossary", co.key, { method: "POST", body: '{"term":"\\udc00oak","type":"do_not_translate"}' });
    expect(expectError(term, 422, "validation_error").details.errors[0].field).toBe("term");
    const schema = await api("/schemas", co.key, {
      method: "POST",
      body: '{"name":"S","columns":[{"key":"x","label":"X\\ud83d","type":"text"}]}',
    });
    expect(expectError(schema, 422, "validation_error").details.errors[0].field).toBe("columns.0.label");
    const deep = await api("/attributes", co.key, {
      method: "POST",
      body: { key: "deep", label: "Deep", type: "text", validation: nested(40) },
    });
    expect(expectError(deep, 422, "validation_error").message).toMatch(/nests deeper than 24 levels/);
  });

  it("a bad body from an unauthenticated caller is still a 401", async () => {
    expectError(
      await api("/enrich", "pds_not_a_key", { method: "POST", body: '{"items":[{"data":{"price":1e17}}]}' }),
      401,
      "unauthenticated",
    );
  });
});

describe("values read from files and pages", () => {
  let page: Awaited<ReturnType<typeof listen>>;
  afterAll(() => close(page));

  it("a CSV cell beyond the range leaves the cell empty, and search and enrich over the company's data still work", async () => {
    const schema = (
      await api("/schemas", co.key, {
        method: "POST",
        body: {
          name: "With specs",
          columns: [
            { key: "name", label: "Name", type: "text" },
            { key: "price", label: "Price", type: "number" },
            { key: "specs", label: "Specs", type: "json" },
          ],
        },
      })
    ).json;
    const csv = 'name,price,specs\nGiant oak table,100000000000000000000,"{""weight"": 100000000000000000000}"\nSmall oak table,120,\n';
    expect(schema.id, JSON.stringify(schema)).toBeDefined();
    const created = await api("/tables", co.key, { method: "POST", body: { schema_id: schema.id, name: "Odd", source_text: csv } });
    expect(created.status, created.text).toBe(201);
    const table = created.json;
    await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 });
    expect((await api(`/tables/${table.id}`, co.key)).json).toMatchObject({ status: "completed", total_rows: 2 });
    const rows = (await api(`/tables/${table.id}/rows`, co.key)).json.data;
    expect(rows[0].data).toEqual({ name: "Giant oak table", price: null, specs: '{"weight": 100000000000000000000}' });
    expect(rows[1].data).toMatchObject({ name: "Small oak table", price: 120 });

    const search = await api("/search", co.key, { method: "POST", body: { query: "oak table" } });
    expect(search.status, search.text).toBe(200);
    expect((await api(`/search/${search.json.id}`, co.key)).json.status).toBe("completed");
    const enrich = await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "Giant oak table" } }] } });
    expect(enrich.status, enrich.text).toBe(200);
    const exported = await api(`/tables/${table.id}/export?format=json`, co.key);
    expect(exported.status).toBe(303);
  });

  it("a product page whose JSON-LD holds a lone surrogate and a price beyond the range", async () => {
    page = await listen((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<html><head><title>Walnut desk</title><script type="application/ld+json">` +
          `{"@context":"https://schema.org","@type":"Product","name":"Walnut \\ud800desk","sku":"WD-1",` +
          `"offers":{"@type":"Offer","price":1e20,"priceCurrency":"EUR"},"additionalProperty":{"":"x","value":1e-300}}` +
          `</script></head><body><h1>Walnut desk</h1></body></html>`,
      );
    });
    const created = await api("/tables", co.key, {
      method: "POST",
      body: { schema_id: "default_product", name: "Page", file_urls: [`${page.url}/walnut-desk`] },
    });
    expect(created.status, created.text).toBe(201);
    const table = created.json;
    await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 });
    const done = (await api(`/tables/${table.id}`, co.key)).json;
    expect(done.status).toBe("completed");
    const rows = (await api(`/tables/${table.id}/rows`, co.key)).json.data;
    expect(rows[0].data.name).toBe("Walnut \ufffddesk");
    expect(rows[0].data.price).toBeNull();

    const search = await api("/search", co.key, { method: "POST", body: { query: "walnut desk" } });
    expect(search.status, search.text).toBe(200);
    expect(storableProblems(search.json)).toEqual([]);
  });
});

describe("a job whose result cannot be saved", () => {
  it("ends failed and refunded, and its id stays readable", async () => {
    const balance = async () => (await api("/credits/balance", co.key)).json.balance as number;
    const before = await balance();
    const jobId = newJobId("search");
    // A BigInt passes the storage repair but not the save: the stand-in for any failure at that point.
    const unsavable = { result: [{ data: { name: "Oak", weight: 10n } }], usage: { input_tokens: 0, output_tokens: 0 } };
    await expect(
      runNow(
        { companyId: co.id, jobId, kind: "search", request: { query: "oak", cost: 2 }, creditsUsed: 2 },
        "Search: oak",
        async () => unsavable as never,
      ),
    ).rejects.toMatchObject({ status: 503, extras: { code: "engine_failed", retryable: true } });
    const job = await api(`/search/${jobId}`, co.key);
    expect(job.status, job.text).toBe(200);
    expect(job.json).toMatchObject({ id: jobId, status: "failed", credits_used: 0, error: { retryable: true } });
    expect(await balance()).toBe(before);
  });
});
