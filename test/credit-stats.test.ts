/**
 * Credits as a billing system, through the API on the local stack: the monthly allocation per
 * billing period (granted once under concurrent first use), and balance, usage and
 * GET /credits/stats (spec 4.14) checked by exact numbers after real searches, enrichments,
 * extractions and enhancements by three keys (two users and an automation key), with the clock
 * pinned to the days they happen on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../core/clock.js";
import { resetConfig } from "../core/config.js";
import { CreditsService } from "../core/credits/entity.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { handler as enhanceHandler } from "../functions/enhance-worker.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { admin, api, expectError } from "./helpers.js";
import { drained, privateQueue } from "./support/queues.js";

const USER_A = "3f0c6a52-9d1e-4d8b-a6f1-0b9e2c7d4a11";
const USER_B = "8b2d4e61-1c3f-4a7e-9d05-6e8f1a2b3c44";
type Co = { id: string; a: string; b: string; system: string };
let co: Co;
let other: Co;
const queues = { extract: "", enhance: "" };
const pollers: { stop(): Promise<void> }[] = [];
const tables: { spring: string; old: string } = { spring: "", old: "" };

async function company(name: string, plan: Record<string, unknown>): Promise<Co> {
  const c = await admin("/companies", { method: "POST", body: { name, ...plan } });
  expect(c.status).toBe(201);
  const key = async (user_id?: string) =>
    (await admin(`/companies/${c.json.id}/keys`, { method: "POST", body: user_id ? { user_id } : {} })).json.key as string;
  return { id: c.json.id, a: await key(USER_A), b: await key(USER_B), system: await key() };
}

const at = (iso: string) => setClock(iso);
const stats = async (key: string, from: string, to: string) => {
  const res = await api(`/credits/stats?from=${from}&to=${to}`, key);
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const allocations = async (companyId: string) =>
  (await CreditsService.entities.transaction.query.byTime({ companyId }).go({ pages: "all" })).data.filter(
    (t) => t.service === "allocation",
  );

async function extractTable(key: string, name: string): Promise<string> {
  const res = await api("/tables", key, {
    method: "POST",
    body: {
      schema_id: "default_product",
      name,
      source_text: "Name: Oak lamp\nBrand: Acme\nPrice: $12.50\n\nName: Pine desk\nBrand: Acme\nPrice: $240",
    },
  });
  expect(res.status).toBe(201);
  for (let i = 0; i < 300; i++) {
    const t = await api(`/tables/${res.json.id}`, key);
    if (t.json.status === "completed") {
      expect(t.json.total_rows).toBe(2);
      return res.json.id;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("extraction did not complete");
}

async function enhanceRows(key: string, tableId: string, count: number) {
  const rows = (await api(`/tables/${tableId}/rows`, key)).json.data.slice(0, count).map((r: { id: string }) => r.id);
  const res = await api(`/tables/${tableId}/enhance`, key, {
    method: "POST",
    body: { row_ids: rows, column_key: "description", prompt: "{{name}} by {{brand}}", web_search: false },
  });
  expect(res.status, res.text).toBe(202);
  await drained(queues.enhance);
  const status = (await api(`/tables/${tableId}/enhance/status`, key)).json.columns.description;
  expect(status).toMatchObject({ total: count, completed: count, failed: 0 });
}

beforeAll(async () => {
  queues.extract = process.env.EXTRACT_QUEUE_URL = await privateQueue("stats-extract");
  queues.enhance = process.env.ENHANCE_QUEUE_URL = await privateQueue("stats-enhance");
  resetConfig();
  pollers.push(startPoller("extract-worker", queues.extract, extractHandler, QUEUES.extract));
  pollers.push(startPoller("enhance-worker", queues.enhance, enhanceHandler, QUEUES.enhance));

  // Created on the 31st: the next periods start on Feb 28, Mar 31, Apr 30 (00:00 UTC).
  at("2025-01-31T10:00:00.000Z");
  co = await company("Stats Co", { monthly_credits: 100, monthly_fee_czk: 1500 });
  other = await company("Other Co", { monthly_credits: 50 });

  at("2025-02-10T09:00:00.000Z");
  expect((await api("/search", co.a, { method: "POST", body: { query: "oak lamp" } })).status).toBe(200); // 5
  const enriched = await api("/enrich", co.b, {
    method: "POST",
    body: { items: [{ data: { name: "Oak lamp" } }, { data: { name: "Pine desk" } }], thinking: "low", web_search: false },
  });
  expect(enriched.json.credits_used).toBe(2);
  at("2025-02-12T09:00:00.000Z");
  expect((await api("/search", co.system, { method: "POST", body: { query: "desk" } })).status).toBe(200); // 5
});

afterAll(async () => {
  setClock(undefined);
  for (const p of pollers) await p.stop();
});

describe("monthly allocation and balance", () => {
  it("a new company's allocation is granted at creation; the balance tells the billing period and what it used", async () => {
    at("2025-02-12T18:00:00.000Z");
    expect((await api("/credits/balance", co.a)).json).toEqual({
      balance: 88,
      monthly_allocation: 100,
      period_start: "2025-01-31T00:00:00.000Z",
      period_end: "2025-02-28T00:00:00.000Z",
      used_this_period: 12,
    });
    expect((await allocations(co.id)).map((t) => [t.amount, t.createdAt])).toEqual([[100, "2025-01-31T10:00:00.000Z"]]);
  });

  it("the first requests after a period boundary grant the allocation exactly once, however many run at once", async () => {
    at("2025-03-01T08:00:00.000Z"); // period 1 started on Feb 28 (no Feb 31)
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => api("/credits/balance", co.b)),
      api("/search", co.a, { method: "POST", body: { query: "lamp" } }),
      api("/search", co.a, { method: "POST", body: { query: "desk" } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    const grants = await allocations(co.id);
    expect(grants.map((t) => [t.transactionId, t.amount, t.createdAt])).toEqual([
      ["tx_alloc_000000", 100, "2025-01-31T10:00:00.000Z"],
      ["tx_alloc_000001", 100, "2025-02-28T00:00:00.000Z"],
    ]);
    expect((await api("/credits/balance", co.a)).json).toEqual({
      balance: 178,
      monthly_allocation: 100,
      period_start: "2025-02-28T00:00:00.000Z",
      period_end: "2025-03-31T00:00:00.000Z",
      used_this_period: 10,
    });
  });

  it("extraction costs nothing; enhancement is charged per cell to the key's user and the table", async () => {
    at("2025-03-05T10:00:00.000Z");
    tables.spring = await extractTable(co.a, "Spring");
    tables.old = await extractTable(co.b, "Old");
    expect((await api("/credits/balance", co.a)).json.balance).toBe(178);
    await enhanceRows(co.a, tables.spring, 2);
    await enhanceRows(co.b, tables.old, 1);
    expect((await api(`/tables/${tables.old}`, co.b, { method: "DELETE" })).status).toBe(204);
    expect((await api("/credits/balance", co.a)).json).toMatchObject({ balance: 175, used_this_period: 13 });
  });

  it("a plan change applies from the next period; the admin answers the company with its fees", async () => {
    at("2025-03-06T10:00:00.000Z");
    const res = await admin(`/companies/${other.id}`, { method: "PATCH", body: { monthly_credits: 80, monthly_fee_eur: 40 } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ monthly_credits: 80, monthly_fee_czk: null, monthly_fee_eur: 40 });
    // Periods 0 and 1 were owed at 50 when the plan changed; period 2 (from Mar 31) at 80.
    expect((await api("/credits/balance", other.a)).json.balance).toBe(100);
    at("2025-04-01T10:00:00.000Z");
    expect((await api("/credits/balance", other.a)).json.balance).toBe(180);
    expect((await allocations(other.id)).map((t) => t.amount)).toEqual([50, 50, 80]);
    expectError(await admin(`/companies/${other.id}`, { method: "PATCH", body: { monthly_credits: -1 } }), 422, "validation_error");
    expectError(await admin("/companies/00000000-0000-4000-8000-000000000000", { method: "PATCH", body: {} }), 404, "not_found");
    at("2025-03-06T10:00:00.000Z");
  });
});

describe("GET /credits/usage", () => {
  it("lists debits with negative amounts; total_used is positive, minus the sum of the amounts", async () => {
    const res = await api("/credits/usage?limit=100", co.a);
    expect(res.json.pagination.total).toBe(8);
    // Rows of one pinned instant come in id order: compare them sorted.
    const rows = res.json.data.map((t: { service: string; amount: number; table_id: string | null }) => [t.service, t.amount, t.table_id]);
    const sorted = (r: unknown[]) => r.map((x) => JSON.stringify(x)).sort();
    expect(sorted(rows)).toEqual(
      sorted([
        ["enhancement", -1, tables.old],
        ["enhancement", -1, tables.spring],
        ["enhancement", -1, tables.spring],
        ["search", -5, null],
        ["search", -5, null],
        ["search", -5, null],
        ["search", -5, null],
        ["enrich", -2, null],
      ]),
    );
    expect(res.json.total_used).toBe(25);
    expect(res.json.total_used).toBe(-res.json.data.reduce((s: number, t: { amount: number }) => s + t.amount, 0));
    expect((await api("/credits/usage?service=enhancement", co.a)).json.total_used).toBe(3);
  });
});

describe("GET /credits/stats", () => {
  it("answers every field by exact numbers", async () => {
    const s = await stats(co.a, "2025-02-10", "2025-03-05");
    expect(s.period).toEqual({ from: "2025-02-10", to: "2025-03-05" });
    expect(s.summary).toEqual({
      total_spent: 25,
      previous_period_spent: 0,
      previous_period_change_pct: null,
      monthly_allocation: 100,
      period_end: "2025-03-31T00:00:00.000Z",
      cost_per_credit: { amount: 15, currency: "CZK", monthly_fee: 1500, monthly_credits: 100 },
    });
    expect(s.daily).toHaveLength(24);
    const nonZero = s.daily.filter((d: { total: number }) => d.total !== 0);
    expect(nonZero).toEqual([
      { date: "2025-02-10", total: 7, by_module: { search: 5, enrich: 2 }, by_user: { [USER_A]: 5, [USER_B]: 2 } },
      { date: "2025-02-12", total: 5, by_module: { search: 5 }, by_user: { system: 5 } },
      { date: "2025-03-01", total: 10, by_module: { search: 10 }, by_user: { [USER_A]: 10 } },
      { date: "2025-03-05", total: 3, by_module: { extraction: 3 }, by_user: { [USER_A]: 2, [USER_B]: 1 } },
    ]);
    expect(s.daily[1]).toEqual({ date: "2025-02-11", total: 0, by_module: {}, by_user: {} });
    expect(s.daily.at(-1).date).toBe("2025-03-05");
    expect(s.by_module).toEqual([
      { module_key: "search", total: 20 },
      { module_key: "extraction", total: 3 },
      { module_key: "enrich", total: 2 },
    ]);
    expect(s.by_service).toEqual([
      { service_type: "search", total: 20 },
      { service_type: "enhancement", total: 3 },
      { service_type: "enrich", total: 2 },
    ]);
    expect(s.by_user).toEqual([
      { user_id: USER_A, total: 17 },
      { user_id: "system", total: 5 },
      { user_id: USER_B, total: 3 },
    ]);
    expect(s.extraction).toEqual({
      credits_spent: 3,
      products_enhanced: 2,
      credits_per_product: 1.5,
      by_table: [
        { table_id: tables.spring, name: "Spring", total: 2, products: 2 },
        { table_id: null, name: "Old", total: 1, products: 0 },
      ],
    });
    expect(s.currency_config).toEqual({ monthly_fee_czk: 1500, monthly_fee_eur: null, monthly_credits: 100, auto_eur: false });
  });

  it("compares with the equally long window just before from", async () => {
    // 22 days; the window before is Jan 21 to Feb 11, which holds Feb 10's 7 credits.
    const s = await stats(co.a, "2025-02-12", "2025-03-05");
    expect(s.summary).toMatchObject({ total_spent: 18, previous_period_spent: 7, previous_period_change_pct: 157.14 });
    // 91 days; the window before (Dec 31 to Mar 31) spans whole months, read from month totals.
    const later = await stats(co.a, "2025-04-01", "2025-06-30");
    expect(later.summary).toMatchObject({ total_spent: 0, previous_period_spent: 25, previous_period_change_pct: -100 });
    expect(later.extraction).toEqual({ credits_spent: 0, products_enhanced: 0, credits_per_product: null, by_table: [] });
  });

  it("takes up to 1,830 days; 1,831, missing, invalid or reversed dates are 400", async () => {
    const s = await stats(co.a, "2020-03-02", "2025-03-05");
    expect(s.daily).toHaveLength(1830);
    expect(s.summary.total_spent).toBe(25);
    for (const q of [
      "from=2020-03-01&to=2025-03-05",
      "to=2025-03-05",
      "from=2025-03-01",
      "",
      "from=2025-02-30&to=2025-03-05",
      "from=20250201&to=2025-03-05",
      "from=2025-03-06&to=2025-03-05",
    ]) {
      const e = expectError(await api(`/credits/stats?${q}`, co.a), 400, "invalid_request");
      expect(e.code).toBe("invalid_date_range");
    }
  });

  it("another company sees only its own usage, and no price per credit without a fee", async () => {
    const priced = await stats(other.a, "2025-02-10", "2025-03-05");
    expect(priced.summary.cost_per_credit).toEqual({ amount: 0.5, currency: "EUR", monthly_fee: 40, monthly_credits: 80 });
    expect((await admin(`/companies/${other.id}`, { method: "PATCH", body: { monthly_fee_eur: null } })).json.monthly_fee_eur).toBe(null);
    const s = await stats(other.a, "2025-02-10", "2025-03-05");
    expect(s.summary).toEqual({
      total_spent: 0,
      previous_period_spent: 0,
      previous_period_change_pct: null,
      monthly_allocation: 80,
      period_end: "2025-03-31T00:00:00.000Z",
    });
    expect(s.by_module).toEqual([]);
    expect(s.by_user).toEqual([]);
    expect(s.daily.every((d: { total: number }) => d.total === 0)).toBe(true);
    expect(s.extraction.by_table).toEqual([]);
    expect((await api("/credits/usage", other.a)).json).toMatchObject({ total_used: 0, data: [] });
  });
});

describe("GET /analytics/{scope}", () => {
  it("extraction: tables, rows, enhanced cells and credits per day and per table, filtered by user and table", async () => {
    const res = await api("/analytics/extraction?from=2025-03-04&to=2025-03-05", co.a);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      scope: "extraction",
      period: { from: "2025-03-04", to: "2025-03-05" },
      // The deleted table's item is gone: its creation is not counted, its credits are.
      totals: { tables_created: 1, rows_extracted: 2, enhancements: 3, credits: 3 },
      daily: [
        { date: "2025-03-04", tables_created: 0, rows_extracted: 0, enhancements: 0, credits: 0 },
        { date: "2025-03-05", tables_created: 1, rows_extracted: 2, enhancements: 3, credits: 3 },
      ],
      by_table: [
        {
          table_id: tables.spring,
          name: "Spring",
          schema_id: "default_product",
          created_in_period: true,
          rows: 2,
          enhancements: 2,
          credits: 2,
        },
        { table_id: null, name: "Old", schema_id: "default_product", created_in_period: false, rows: 0, enhancements: 1, credits: 1 },
      ],
    });
    const b = (await api(`/analytics/extraction?from=2025-03-05&to=2025-03-05&user_id=${USER_B}`, co.a)).json;
    expect(b.totals).toEqual({ tables_created: 0, rows_extracted: 0, enhancements: 1, credits: 1 });
    const spring = (await api(`/analytics/extraction?from=2025-03-05&to=2025-03-05&table_id=${tables.spring}`, co.a)).json;
    expect(spring.totals).toEqual({ tables_created: 1, rows_extracted: 2, enhancements: 2, credits: 2 });
    expect((await api("/analytics/extraction?from=2025-03-05&to=2025-03-05&schema_id=sch_other", co.a)).json.by_table).toEqual([]);
    expect((await api("/analytics/extraction?from=2025-03-05&to=2025-03-05", other.a)).json.by_table).toEqual([]);
  });

  it("catalog: products by status, source, schema and user, created and updated per day", async () => {
    at("2025-03-06T10:00:00.000Z");
    await api("/attributes", co.a, { method: "POST", body: { key: "title", label: "Title", type: "text" } });
    const schema = await api("/schemas", co.a, { method: "POST", body: { name: "Catalog", columns: [{ attribute_key: "title" }] } });
    const product = (key: string, status: string) =>
      api("/catalog/products", key, { method: "POST", body: { schema_id: schema.json.id, status, attributes: { title: "T" } } });
    const p1 = await product(co.a, "active");
    const p2 = await product(co.b, "draft");
    const p3 = await product(co.system, "draft");
    expect([p1.status, p2.status, p3.status], p1.text).toEqual([201, 201, 201]);
    at("2025-03-07T10:00:00.000Z");
    expect((await api(`/catalog/products/${p2.json.id}`, co.b, { method: "PATCH", body: { status: "active" } })).status).toBe(200);

    const all = await api("/analytics/catalog?from=2025-03-06&to=2025-03-07", co.a);
    expect(all.status, all.text).toBe(200);
    expect(all.json).toEqual({
      scope: "catalog",
      period: { from: "2025-03-06", to: "2025-03-07" },
      products_created: 3,
      products_updated: 1,
      by_status: [
        { key: "active", count: 2 },
        { key: "draft", count: 1 },
      ],
      by_source: [{ key: "manual", count: 3 }],
      by_schema: [{ key: schema.json.id, count: 3 }],
      by_user: [
        { key: USER_A, count: 1 },
        { key: USER_B, count: 1 },
        { key: "system", count: 1 },
      ],
      daily: [
        { date: "2025-03-06", created: 3, updated: 0 },
        { date: "2025-03-07", created: 0, updated: 1 },
      ],
    });
    const q = (s: string) => api(`/analytics/catalog?from=2025-03-06&to=2025-03-07&${s}`, co.a);
    expect((await q("catalog_status=draft")).json).toMatchObject({ products_created: 1, products_updated: 0 });
    expect((await q("catalog_status=archived")).json).toMatchObject({ products_created: 0, products_updated: 0 });
    expect((await q(`user_id=${USER_B}`)).json).toMatchObject({ products_created: 1, products_updated: 1 });
    expect((await q("user_id=system")).json).toMatchObject({ products_created: 1, products_updated: 0 });
    expect((await q("source=shopify")).json).toMatchObject({ products_created: 0, by_source: [] });
    expect((await api("/analytics/catalog?from=2025-03-06&to=2025-03-07", other.a)).json.products_created).toBe(0);
  });

  it("follows the 2.13 rules: 1,830 days at most (400 past it), user_id a uuid or system, source only for the catalog", async () => {
    expect((await api("/analytics/catalog?from=2020-03-04&to=2025-03-07", co.a)).json.daily).toHaveLength(1830);
    expectError(await api("/analytics/catalog?from=2020-03-03&to=2025-03-07", co.a), 400, "invalid_request");
    expectError(await api("/analytics/extraction?to=2025-03-07", co.a), 400, "invalid_request");
    expectError(await api("/analytics/catalog?from=2025-03-06&to=2025-03-07&user_id=bob", co.a), 422, "validation_error");
    expectError(await api("/analytics/catalog?from=2025-03-06&to=2025-03-07&catalog_status=gone", co.a), 422, "validation_error");
    expectError(await api("/analytics/extraction?from=2025-03-06&to=2025-03-07&source=manual", co.a), 422, "validation_error");
    expectError(await api("/analytics/tables?from=2025-03-06&to=2025-03-07", co.a), 422, "validation_error");
  });
});
