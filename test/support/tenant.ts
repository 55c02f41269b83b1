/**
 * One resource of every kind the API has, owned by one company, for the isolation walk
 * (test/isolation.test.ts). The walk finds the resource for a path parameter by the segment
 * before it and its name (`tables/{table_id}`, `webhooks/{id}`): a route on a new kind of
 * resource fails the walk until its fixture is added here, in `ids`.
 *
 * Every text the company writes carries `marker`, so a body showing any of it is caught even
 * where no id shows. The caller runs the workers (extract, enhance, webhooks) on queues of its
 * own; the jobs queue is left unpolled, so the background publish job stays `processing`.
 */
import { expect } from "vitest";
import { api, app } from "../helpers.js";
import { until } from "./until.js";

type Co = { id: string; key: string; keyId: string };

export interface TenantResources {
  /** Path parameter (`segment/{name}`) → the id of the company's resource of that kind. */
  ids: Record<string, string>;
  /** Every id and secret of the company, and the marker: none may show to another company. */
  secrets: string[];
  marker: string;
  rowIds: string[];
  /** The company's resources as it reads them, to compare before and after another company's requests. */
  snapshot: () => Promise<unknown>;
}

/** `api`, waiting out a 429: rate limits are the service's own business, not what these tests check. */
export async function patientApi(path: string, key: string, options?: Parameters<typeof api>[2]) {
  for (let attempt = 0; ; attempt++) {
    const res = await api(path, key, options);
    if (res.status !== 429 || attempt === 5) return res;
    await new Promise((r) => setTimeout(r, Math.min(Number(res.headers.get("retry-after")) || 1, 5) * 1000));
  }
}

async function ok(res: Promise<{ status: number; json: any; text: string }>, what: string) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text.slice(0, 500)}`);
  return r.json;
}

/** Rows past the size a publish runs at once (SYNC_PUBLISH_ROWS), so publishing makes a job. */
const ROWS = 1_001;

export async function createTenantResources(co: Co, receiverUrl: string): Promise<TenantResources> {
  const marker = `isomark${crypto.randomUUID().slice(0, 8)}`;
  const post = (path: string, body: unknown, what = `POST ${path}`) => ok(patientApi(path, co.key, { method: "POST", body }), what);

  const [, , extra] = await Promise.all([
    post("/attributes", { key: "sku", label: `SKU ${marker}`, type: "text" }),
    post("/attributes", { key: "price", label: `Price ${marker}`, type: "number" }),
    post("/attributes", { key: "extra", label: `Extra ${marker}`, type: "text", description: marker }),
  ]);
  const schema = await post("/schemas", {
    name: `Schema ${marker}`,
    columns: [
      { attribute_key: "sku" },
      { attribute_key: "price" },
      { key: "name", label: `Name ${marker}`, type: "text" },
      { key: "note", label: `Note ${marker}`, type: "text" },
    ],
  });

  const form = new FormData();
  form.append("file", new Blob([`sku,name\nF-1,${marker}\n`], { type: "text/csv" }), `${marker}.csv`);
  const upload = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${co.key}` }, body: form });
  expect(upload.status).toBe(201);
  const file = ((await upload.json()) as { data: { id: string }[] }).data[0];

  const table = await post("/tables", { schema_id: schema.id, name: `Table ${marker}`, source_text: `SKU: ${marker}-0\nName: ${marker}` });
  await until("the table's extraction", async () => (await patientApi(`/tables/${table.id}`, co.key)).json.status === "completed");
  const rows = Array.from({ length: ROWS }, (_, i) => ({ sku: `${marker}-${i + 1}`, name: `Item ${i} ${marker}`, price: i }));
  const rowIds: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    rowIds.push(...(await post(`/tables/${table.id}/rows`, { rows: rows.slice(i, i + 1000) })).data.map((r: { id: string }) => r.id));
  }
  const row = rowIds[0];

  // An enhancement run to the end, so the row has a trace.
  await post(`/tables/${table.id}/enhance`, { row_ids: [row], column_key: "note", prompt: "{{name}} by {{sku}}", web_search: false });
  await until(
    "the enhancement",
    async () => (await patientApi(`/tables/${table.id}/enhance/status`, co.key)).json.columns.note?.completed === 1,
  );
  const publish = await post(`/tables/${table.id}/publish`, {});
  expect(publish.id).toMatch(/^pub_/);

  const hook = await post("/catalog/webhooks", {
    name: `Hook ${marker}`,
    url: `${receiverUrl}/${marker}`,
    events: ["product.created", "product.updated", "product.deleted"],
    description: marker,
  });
  const product = await post("/catalog/products", { schema_id: schema.id, attributes: { sku: `${marker}-p`, price: 1 }, status: "active" });
  const delivery = await until("the product event delivered", async () => {
    const [d] = (await patientApi(`/catalog/webhooks/${hook.id}/deliveries`, co.key)).json.data;
    return d?.status === "delivered" && (d.id as string);
  });

  const [term, search, enrich, signing] = await Promise.all([
    post("/glossary", { term: `Term ${marker}`, type: "do_not_translate", category: marker }),
    post("/search", { query: "Item 1", schema_id: schema.id }),
    post("/enrich", { items: [{ data: { name: `Lamp ${marker}` } }], schema_id: schema.id, web_search: false }),
    ok(patientApi("/webhooks/secret", co.key), "GET /webhooks/secret"),
  ]);

  const ids = {
    "attributes/{id}": extra.id,
    "schemas/{id}": schema.id,
    "files/{id}": file.id,
    "glossary/{id}": term.id,
    "tables/{table_id}": table.id,
    "rows/{row_id}": row,
    "publishes/{publish_id}": publish.id,
    "products/{id}": product.id,
    "webhooks/{id}": hook.id,
    "deliveries/{delivery_id}": delivery,
    "search/{id}": search.id,
    "enrich/{id}": enrich.id,
  };
  const attributes = (await ok(patientApi("/attributes?limit=100", co.key), "GET /attributes")).data.map((a: { id: string }) => a.id);
  const secrets = [
    co.id,
    co.key,
    co.keyId,
    marker,
    hook.secret,
    signing.secret,
    ...Object.values(ids),
    ...attributes,
    ...rowIds,
    publish.id,
  ].filter((s): s is string => typeof s === "string" && s.length >= 8);

  const snapshot = async () => {
    const reads = [
      "/me",
      "/credits/balance",
      "/credits/usage?limit=100",
      "/attributes?limit=100",
      `/attributes/${extra.id}`,
      `/schemas/${schema.id}`,
      `/files/${file.id}`,
      `/glossary/${term.id}`,
      `/tables/${table.id}`,
      `/tables/${table.id}/rows?limit=100`,
      `/tables/${table.id}/rows/${row}`,
      `/tables/${table.id}/rows/${row}/traces`,
      `/tables/${table.id}/enhance/status`,
      `/tables/${table.id}/publishes/${publish.id}`,
      `/catalog/products?limit=100`,
      `/catalog/products/${product.id}`,
      `/catalog/webhooks/${hook.id}`,
      `/catalog/webhooks/${hook.id}/secret`,
      `/catalog/webhooks/${hook.id}/deliveries`,
      `/search/${search.id}`,
      `/enrich/${enrich.id}`,
      "/webhooks/secret",
    ];
    // Status and body: a fuzz may delete a resource with a valid request, and the next snapshot shows its 404.
    return Object.fromEntries(
      await Promise.all(
        reads.map(async (p) => {
          const { status, json } = await patientApi(p, co.key);
          const { request_id: _, ...body } = json ?? {};
          return [p, { status, body }];
        }),
      ),
    );
  };
  return { ids, secrets, marker, rowIds, snapshot };
}
