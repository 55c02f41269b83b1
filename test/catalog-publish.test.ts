import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPoller } from "../core/local/poller.js";
import { queueUrl } from "../core/queue/client.js";
import { QUEUES } from "../core/queue/queues.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { api, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;
let schemaId: string;
let poller: { stop(): Promise<void> };

async function tableWithRows(name: string) {
  const t = await api("/tables", co.key, {
    method: "POST",
    body: { schema_id: schemaId, name, source_text: "SKU: P-1\nName: Lamp\nPrice: 12.50\n\nSKU: P-2\nName: Desk\nPrice: 240" },
  });
  expect(t.status).toBe(201);
  for (let i = 0; i < 200; i++) {
    if ((await api(`/tables/${t.json.id}`, co.key)).json.status === "completed") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await api(`/tables/${t.json.id}/rows`, co.key, { method: "POST", body: { rows: [{ sku: "P-3", name: "Chair", price: 30 }] } });
  const rows = (await api(`/tables/${t.json.id}/rows?limit=100`, co.key)).json.data;
  expect(rows).toHaveLength(3);
  return { id: t.json.id as string, rows };
}

const publish = (tableId: string, body: unknown, key = co.key) => api(`/tables/${tableId}/publish`, key, { method: "POST", body });

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
  await api("/attributes", co.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
  await api("/attributes", co.key, { method: "POST", body: { key: "price", label: "Price", type: "number" } });
  schemaId = (
    await api("/schemas", co.key, {
      method: "POST",
      body: {
        name: "Publish",
        columns: [{ attribute_key: "sku" }, { key: "name", label: "Name", type: "text" }, { attribute_key: "price" }],
      },
    })
  ).json.id;
  poller = startPoller("extract-worker", queueUrl("extract"), extractHandler, QUEUES.extract);
});

afterAll(async () => {
  await poller.stop();
});

describe("POST /tables/{id}/publish", () => {
  it("creates products from every row with the attribute-backed columns only", async () => {
    const t = await tableWithRows("All");
    const res = await publish(t.id, {});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created_count: 3, updated_count: 0, missing_row_ids: [] });
    const product = (await api(`/catalog/products/${res.json.data[0].product_id}`, co.key)).json;
    expect(product).toMatchObject({
      schema_id: schemaId,
      source: "product_extraction",
      status: "draft",
      attributes: { sku: "P-1", price: 12.5 },
    });
    expect(Object.keys(product.attributes).sort()).toEqual(["price", "sku"]);
  });

  it("a second publish of the same rows updates their products instead of duplicating them", async () => {
    const t = await tableWithRows("Twice");
    const first = await publish(t.id, { status: "active" });
    const ids = first.json.data.map((d: any) => d.product_id);
    const row = t.rows[1];
    await api(`/tables/${t.id}/rows/${row.id}`, co.key, { method: "PATCH", body: { data: { price: 199 } } });
    const again = await publish(t.id, { row_ids: [row.id, "row_999_00000000"], status: "draft" });
    expect(again.json).toMatchObject({
      created_count: 0,
      updated_count: 1,
      missing_row_ids: ["row_999_00000000"],
      data: [{ row_id: row.id, product_id: ids[1], action: "updated" }],
    });
    const updated = (await api(`/catalog/products/${ids[1]}`, co.key)).json;
    expect(updated).toMatchObject({ status: "active", attributes: { sku: "P-2", price: 199 } });
    const all = await publish(t.id, {});
    expect(all.json).toMatchObject({ created_count: 0, updated_count: 3 });
    expect(all.json.data.map((d: any) => d.product_id)).toEqual(ids);
    const listed = await api(`/catalog/products?schema_id=${schemaId}&search=P-2&limit=100`, co.key);
    expect(listed.json.data.filter((p: any) => ids.includes(p.id))).toHaveLength(1);

    // A deleted product releases its row: the next publish makes a new one.
    await api(`/catalog/products/${ids[0]}`, co.key, { method: "DELETE" });
    const after = await publish(t.id, { row_ids: [t.rows[0].id] });
    expect(after.json).toMatchObject({ created_count: 1, updated_count: 0 });
    expect(after.json.data[0].product_id).not.toBe(ids[0]);
  });

  it("a batch shares one updated_at, and the feed pages through the tie without losing any", async () => {
    const t = await tableWithRows("Tie");
    const since = (await api("/catalog/changes?since=1970-01-01T00:00:00Z&page_size=1", co.key)).json.sync_timestamp;
    const ids = (await publish(t.id, {})).json.data.map((d: any) => d.product_id).sort();
    const seen: any[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await api(`/catalog/changes?since=${since}&page_size=1${cursor ? `&cursor=${cursor}` : ""}`, co.key);
      seen.push(...page.json.products);
      cursor = page.json.next_cursor;
    } while (cursor);
    expect(seen.map((p) => p.id)).toEqual(ids);
    expect(new Set(seen.map((p) => p.updated_at)).size).toBe(1);
  });

  it("keeps the schema in use after the table is deleted, while its products exist", async () => {
    const t = await tableWithRows("Held");
    await publish(t.id, {});
    expect((await api(`/tables/${t.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expect(expectError(await api(`/schemas/${schemaId}`, co.key, { method: "DELETE" }), 409, "conflict").code).toBe("schema_in_use");
  });

  it("validates its body, and another company's table is 404", async () => {
    const t = await tableWithRows("Checks");
    expectError(await publish(t.id, { status: "archived" }), 422, "validation_error");
    expectError(await publish(t.id, { row_ids: [] }), 422, "validation_error");
    expectError(await publish(t.id, { extra: 1 }), 422, "validation_error");
    expectError(await publish(t.id, {}, other.key), 404, "not_found");
    expectError(await publish("tbl_nope", {}), 404, "not_found");
  });
});
