import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPoller } from "../core/local/poller.js";
import { queueUrl } from "../core/queue/client.js";
import { QUEUES } from "../core/queue/queues.js";
import { resetConfig } from "../core/config.js";
import { runJobMessage } from "../core/workers/jobs.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { handler as jobsHandler } from "../functions/jobs-worker.js";
import { api, expectError, newCompany } from "./helpers.js";
import { drained, privateQueue } from "./support/queues.js";

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

describe("a table of more than 1,000 rows publishes in the background", () => {
  let big: Co;
  let bigSchema: string;
  let tableId: string;
  let jobsQueue: string;
  const ROWS = 1_202;

  beforeAll(async () => {
    // A queue of this block's own: the test drives its messages itself, then a real poller.
    jobsQueue = process.env.JOBS_QUEUE_URL = await privateQueue("publish-jobs");
    resetConfig();
    big = await newCompany();
    await api("/attributes", big.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
    bigSchema = (await api("/schemas", big.key, { method: "POST", body: { name: "Big", columns: [{ attribute_key: "sku" }] } })).json.id;
    const t = await api("/tables", big.key, { method: "POST", body: { schema_id: bigSchema, name: "Big", source_text: "SKU: B-0" } });
    for (let i = 0; i < 200 && (await api(`/tables/${t.json.id}`, big.key)).json.status !== "completed"; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    tableId = t.json.id;
    for (let start = 1; start < ROWS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => ({ sku: `B-${start + i}` }));
      expect((await api(`/tables/${tableId}/rows`, big.key, { method: "POST", body: { rows } })).status).toBe(201);
    }
  });

  const job = (id: string, key = big.key) => api(`/tables/${tableId}/publishes/${id}`, key);
  const productCount = async () => (await api("/catalog/products?limit=1", big.key)).json.pagination.total as number;

  it("answers 202 with a job to follow; two runs of its message at once publish every row exactly once", async () => {
    const res = await api(`/tables/${tableId}/publish`, big.key, { method: "POST", body: { status: "active" } });
    expect(res.status, res.text).toBe(202);
    expect(res.headers.get("location")).toBe(`/api/v1/tables/${tableId}/publishes/${res.json.id}`);
    expect(res.json).toMatchObject({
      id: expect.stringMatching(/^pub_/),
      table_id: tableId,
      status: "processing",
      product_status: "active",
      total_rows: ROWS,
      processed_rows: 0,
      progress: 0,
      created_count: 0,
      updated_count: 0,
      error: null,
    });
    expect(await productCount()).toBe(0);

    // The queued message, delivered twice at once (SQS delivers at least once).
    const message = { company_id: big.id, publish_id: res.json.id };
    const samples: number[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        samples.push((await job(res.json.id)).json.processed_rows);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await Promise.all([runJobMessage(message), runJobMessage(message)]);
    running = false;
    await sampler;
    expect(samples).toEqual([...samples].sort((a, b) => a - b)); // progress only moves forward
    const done = (await job(res.json.id)).json;
    expect(done).toMatchObject({ status: "completed", processed_rows: ROWS, progress: 100, created_count: ROWS, updated_count: 0 });
    expect(await productCount()).toBe(ROWS);
    const active = (await api("/catalog/products?status=active&limit=1", big.key)).json.pagination.total;
    expect(active).toBe(ROWS);

    // A late redelivery of a finished job changes nothing.
    await runJobMessage(message);
    expect((await job(res.json.id)).json).toEqual(done);
  });

  it("a second background publish, run by the jobs worker, updates the same products", async () => {
    const poller = startPoller("jobs-worker", jobsQueue, jobsHandler, QUEUES.jobs);
    try {
      await drained(jobsQueue); // the first test's message, already handled
      const res = await api(`/tables/${tableId}/publish`, big.key, { method: "POST", body: {} });
      expect(res.status).toBe(202);
      let view = res.json;
      for (let i = 0; i < 300 && view.status === "processing"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        view = (await job(res.json.id)).json;
      }
      expect(view).toMatchObject({ status: "completed", processed_rows: ROWS, created_count: 0, updated_count: ROWS });
      expect(await productCount()).toBe(ROWS);
    } finally {
      await poller.stop();
    }
  });

  it("another company's key gets 404 for the job and the table", async () => {
    const res = await api(`/tables/${tableId}/publish`, big.key, { method: "POST", body: { row_ids: ["row_1_00000000"] } });
    expect(res.status).toBe(200); // named rows publish now, whatever the table's size
    const jobs = await api(`/tables/${tableId}/publish`, big.key, { method: "POST", body: {} });
    expectError(await job(jobs.json.id, other.key), 404, "not_found");
    expectError(await api(`/tables/${tableId}/publish`, other.key, { method: "POST", body: {} }), 404, "not_found");
    expectError(await api(`/tables/tbl_other/publishes/${jobs.json.id}`, big.key), 404, "not_found");
  });
});
