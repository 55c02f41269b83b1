import { beforeAll, describe, expect, it } from "vitest";
import { api, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
const EPOCH = "1970-01-01T00:00:00.000Z";

async function setup(co: Co) {
  await api("/attributes", co.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
  await api("/attributes", co.key, { method: "POST", body: { key: "qty", label: "Qty", type: "number" } });
  const s = await api("/schemas", co.key, {
    method: "POST",
    body: { name: "Feed", columns: [{ attribute_key: "sku" }, { attribute_key: "qty" }] },
  });
  return s.json.id as string;
}

const changes = (co: Co, query: Record<string, string | number>) =>
  api(`/catalog/changes?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, co.key);

/** One sync cycle by the spec's rule: follow cursors; the first page's sync_timestamp is the next since. */
async function cycle(co: Co, since: string, apply: (p: any) => void, query: Record<string, string | number> = {}) {
  let next: string | undefined;
  let cursor: string | null = null;
  do {
    const res = await changes(co, { since, page_size: 7, ...query, ...(cursor ? { cursor } : {}) });
    if (res.status !== 200) throw new Error(`changes: ${res.status} ${res.text}`);
    next ??= res.json.sync_timestamp;
    let previous = "";
    for (const p of res.json.products) {
      expect(p.updated_at >= previous).toBe(true);
      previous = p.updated_at;
      apply(p);
    }
    expect(res.json.has_more).toBe(res.json.next_cursor !== null);
    cursor = res.json.next_cursor;
  } while (cursor);
  return next!;
}

let co: Co;
let other: Co;
let schemaId: string;

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
  schemaId = await setup(co);
  await setup(other);
});

describe("GET /catalog/changes: parameters", () => {
  it.each([
    [{}, "since"],
    [{ since: "yesterday" }, "since"],
    [{ since: "2025-01-01" }, "since"],
    [{ since: EPOCH, page_size: 0 }, "page_size"],
    [{ since: EPOCH, page_size: 201 }, "page_size"],
    [{ since: EPOCH, page_size: "ten" }, "page_size"],
    [{ since: EPOCH, status: "deleted" }, "status"],
  ])("%j is 422 naming %s", async (query, field) => {
    const e = expectError(await changes(co, query as Record<string, string>), 422, "validation_error");
    expect(e.details.errors.map((x: { field: string }) => x.field)).toContain(field);
  });

  it("pages oldest first, strictly after since, with an exact has_more and next_cursor", async () => {
    const fresh = await newCompany();
    const sid = await setup(fresh);
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (await api("/catalog/products", fresh.key, { method: "POST", body: { schema_id: sid, attributes: { sku: `S${i}` } } })).json,
      );
    const first = await changes(fresh, { since: EPOCH, page_size: 2 });
    expect(first.json.products.map((p: any) => p.id)).toEqual([made[0].id, made[1].id]);
    expect(first.json.has_more).toBe(true);
    expect(first.json.sync_timestamp).toBe(made[4].updated_at);
    const second = await changes(fresh, { since: EPOCH, page_size: 2, cursor: first.json.next_cursor });
    expect(second.json.products.map((p: any) => p.id)).toEqual([made[2].id, made[3].id]);
    const third = await changes(fresh, { since: EPOCH, page_size: 2, cursor: second.json.next_cursor });
    expect(third.json).toMatchObject({ products: [expect.objectContaining({ id: made[4].id })], has_more: false, next_cursor: null });
    // Exactly a page left: no empty page after it.
    const exact = await changes(fresh, { since: made[2].updated_at, page_size: 2 });
    expect(exact.json.products.map((p: any) => p.id)).toEqual([made[3].id, made[4].id]);
    expect(exact.json).toMatchObject({ has_more: false, next_cursor: null });
    // Any ISO 8601 form of the same instant.
    const offset = new Date(Date.parse(made[3].updated_at)).toISOString().replace("Z", "+00:00");
    expect((await changes(fresh, { since: offset })).json.products.map((p: any) => p.id)).toEqual([made[4].id]);
    expect((await changes(fresh, { since: made[4].updated_at })).json).toMatchObject({ products: [], has_more: false, next_cursor: null });
  });
});

describe("tombstones", () => {
  it("a deleted product comes as { id, schema_id, updated_at, deleted: true }, also under a status filter", async () => {
    const since = (await changes(co, { since: EPOCH, page_size: 1 })).json.sync_timestamp;
    const p = (await api("/catalog/products", co.key, { method: "POST", body: { schema_id: schemaId, status: "active" } })).json;
    await api(`/catalog/products/${p.id}`, co.key, { method: "DELETE" });
    const feed = await changes(co, { since });
    expect(feed.json.products).toHaveLength(1);
    const tomb = feed.json.products[0];
    expect(tomb).toEqual({ id: p.id, schema_id: schemaId, updated_at: expect.any(String), deleted: true });
    expect(tomb.updated_at > p.updated_at).toBe(true);
    for (const status of ["draft", "active", "archived"]) {
      expect((await changes(co, { since, status })).json.products.map((x: any) => x.id)).toEqual([p.id]);
    }
    expect((await changes(co, { since, schema_id: schemaId })).json.products).toHaveLength(1);
    expect((await changes(co, { since, schema_id: "sch_other" })).json.products).toEqual([]);
  });

  it("filters by status and schema_id", async () => {
    const since = (await changes(co, { since: EPOCH, page_size: 1 })).json.sync_timestamp;
    const d = (await api("/catalog/products", co.key, { method: "POST", body: { schema_id: schemaId } })).json;
    const a = (await api("/catalog/products", co.key, { method: "POST", body: { schema_id: schemaId, status: "active" } })).json;
    expect((await changes(co, { since, status: "active" })).json.products.map((x: any) => x.id)).toEqual([a.id]);
    expect((await changes(co, { since, status: "draft", page_size: 1 })).json.products.map((x: any) => x.id)).toEqual([d.id]);
  });
});

describe("cursors", () => {
  let cursor: string;
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await api("/catalog/products", co.key, { method: "POST", body: { schema_id: schemaId } });
    cursor = (await changes(co, { since: EPOCH, page_size: 1 })).json.next_cursor;
    expect(cursor).toEqual(expect.any(String));
  });

  const invalid = async (res: Awaited<ReturnType<typeof changes>>) => {
    const e = expectError(res, 422, "validation_error");
    expect(e.code).toBe("invalid_cursor");
    expect(e.details.errors[0].field).toBe("cursor");
  };

  it("a forged or altered cursor is 422", async () => {
    const [payload, sig] = cursor.split(".");
    const state = JSON.parse(Buffer.from(payload, "base64url").toString());
    const moved = Buffer.from(JSON.stringify({ ...state, k: "$feedentry_1#updatedAt_0" })).toString("base64url");
    for (const forged of ["garbage", `${moved}.${sig}`, `${payload}.${sig.slice(1)}x`, `${payload}`, `${cursor}.x`]) {
      await invalid(await changes(co, { since: EPOCH, page_size: 1, cursor: forged }));
    }
  });

  it("another company's cursor is 422, and so is a cursor of another query", async () => {
    // `other` has a feed (and a secret) of its own, and one with no writes yet has none.
    const otherSchema = (await api("/schemas", other.key)).json.data[0].id;
    await api("/catalog/products", other.key, { method: "POST", body: { schema_id: otherSchema } });
    await invalid(await changes(other, { since: EPOCH, page_size: 1, cursor }));
    await invalid(await changes(await newCompany(), { since: EPOCH, cursor }));
    await invalid(await changes(co, { since: "2000-01-01T00:00:00Z", cursor }));
    await invalid(await changes(co, { since: EPOCH, status: "draft", cursor }));
    expect((await changes(co, { since: EPOCH, page_size: 5, cursor })).status).toBe(200);
  });
});

describe("the sync guarantee", () => {
  it("a client following the rule while writers change the catalog ends with a mirror equal to the catalog", async () => {
    const shop = await newCompany();
    const sid = await setup(shop);
    const ids: string[] = [];
    const create = async (i: number) => {
      const res = await api("/catalog/products", shop.key, {
        method: "POST",
        body: { schema_id: sid, attributes: { sku: `P${i}`, qty: 0 } },
      });
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    };
    for (let i = 0; i < 15; i++) await create(i);

    let writing = true;
    const pick = () => ids[Math.floor(Math.random() * ids.length)];
    const writer = async (w: number) => {
      for (let n = 0; n < 25; n++) {
        const res = await api(`/catalog/products/${pick()}`, shop.key, { method: "PATCH", body: { attributes: { qty: w * 1000 + n } } });
        expect([200, 404]).toContain(res.status); // 404: a deleter got there first
      }
    };
    const creator = async () => {
      for (let i = 100; i < 110; i++) await create(i);
    };
    const deleter = async () => {
      for (let n = 0; n < 6; n++) {
        const id = ids.splice(Math.floor(Math.random() * ids.length), 1)[0];
        expect((await api(`/catalog/products/${id}`, shop.key, { method: "DELETE" })).status).toBe(204);
      }
    };

    const mirror = new Map<string, any>();
    const apply = (p: any) => {
      if (p.deleted) mirror.delete(p.id);
      else if (!mirror.has(p.id) || mirror.get(p.id).updated_at <= p.updated_at) mirror.set(p.id, p);
    };
    let since = EPOCH;
    let cycles = 0;
    const syncing = (async () => {
      while (writing) {
        since = await cycle(shop, since, apply);
        cycles++;
      }
    })();
    await Promise.all([writer(1), writer(2), writer(3), creator(), deleter()]);
    writing = false;
    await syncing;
    since = await cycle(shop, since, apply);
    expect(cycles).toBeGreaterThan(1);

    const catalog: any[] = [];
    for (let page = 1; ; page++) {
      const res = await api(`/catalog/products?limit=100&page=${page}`, shop.key);
      catalog.push(...res.json.data);
      if (catalog.length >= res.json.pagination.total) break;
    }
    const byId = (a: any, b: any) => (a.id < b.id ? -1 : 1);
    expect([...mirror.values()].sort(byId)).toEqual(catalog.sort(byId));
    expect(catalog).toHaveLength(15 + 10 - 6);
    // Nothing after the final sync_timestamp.
    expect((await changes(shop, { since })).json.products).toEqual([]);
  }, 120_000);
});
