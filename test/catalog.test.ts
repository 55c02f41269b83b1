import { beforeAll, describe, expect, it } from "vitest";
import { api, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;
let schemaId: string;
const attr: Record<string, string> = {};

const post = (body: unknown, key = co.key) => api("/catalog/products", key, { method: "POST", body });
const patch = (id: string, body: unknown, key = co.key) => api(`/catalog/products/${id}`, key, { method: "PATCH", body });
const fields = (e: { details: { errors: { field: string }[] } }) => e.details.errors.map((x) => x.field);

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
  for (const body of [
    { key: "sku", label: "SKU", type: "text" },
    { key: "price", label: "Price", type: "number" },
    { key: "color", label: "Color", type: "enum", enum_values: ["Red", "Blue"], allow_custom_values: false },
  ]) {
    attr[body.key] = (await api("/attributes", co.key, { method: "POST", body })).json.id;
  }
  const schema = await api("/schemas", co.key, {
    method: "POST",
    body: {
      name: "Products",
      columns: [
        { attribute_key: "sku" },
        { attribute_key: "price" },
        { attribute_key: "color" },
        { key: "notes", label: "Notes", type: "text" },
      ],
    },
  });
  schemaId = schema.json.id;
});

describe("POST /catalog/products", () => {
  it("creates a draft manual product with exactly the fields of spec 2.10", async () => {
    const res = await post({ schema_id: schemaId, attributes: { sku: "A-1", price: "12.50" } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(["attributes", "created_at", "id", "schema_id", "source", "status", "updated_at"]);
    expect(res.json).toMatchObject({
      id: expect.stringMatching(/^prd_/),
      schema_id: schemaId,
      source: "manual",
      status: "draft",
      attributes: { sku: "A-1", price: 12.5, color: null },
    });
    expect(res.json.created_at).toBe(res.json.updated_at);
    expect((await api(`/catalog/products/${res.json.id}`, co.key)).json).toEqual(res.json);
  });

  it("accepts status active and another source", async () => {
    const res = await post({ schema_id: schemaId, status: "active", source: "shopify" });
    expect(res.json).toMatchObject({ status: "active", source: "shopify" });
  });

  it("refuses unknown keys and helper columns with 422 listing them", async () => {
    const e = expectError(await post({ schema_id: schemaId, attributes: { sku: "x", notes: "n", nope: 1 } }), 422, "validation_error");
    expect(e.code).toBe("unknown_keys");
    expect(e.details.unknown_keys).toEqual(["nope", "notes"]);
  });

  it("refuses values the attribute's type refuses, naming the field", async () => {
    const e = expectError(await post({ schema_id: schemaId, attributes: { price: "lots", color: "Green" } }), 422, "validation_error");
    expect(fields(e).sort()).toEqual(["attributes.color", "attributes.price"]);
  });

  it("refuses an unknown schema, the built-in one, an archived status and extra fields", async () => {
    for (const body of [
      { schema_id: "sch_nope" },
      { schema_id: "default_product" },
      { schema_id: schemaId, status: "archived" },
      { schema_id: schemaId, id: "mine" },
      {},
    ]) {
      expectError(await post(body), 422, "validation_error");
    }
    expectError(await post({ schema_id: schemaId }, other.key), 422, "validation_error");
  });
});

describe("GET /catalog/products", () => {
  it("lists newest first with filters and search", async () => {
    const s = await api("/schemas", co.key, { method: "POST", body: { name: "List", columns: [{ attribute_key: "sku" }] } });
    const a = await post({ schema_id: s.json.id, attributes: { sku: "Find-Me-1" } });
    const b = await post({ schema_id: s.json.id, attributes: { sku: "other" }, status: "active" });
    const all = await api(`/catalog/products?schema_id=${s.json.id}`, co.key);
    expect(all.json.data.map((p: any) => p.id)).toEqual([b.json.id, a.json.id]);
    expect(all.json.pagination).toEqual({ page: 1, limit: 25, total: 2 });
    expect((await api(`/catalog/products?schema_id=${s.json.id}&status=active`, co.key)).json.data.map((p: any) => p.id)).toEqual([
      b.json.id,
    ]);
    expect((await api(`/catalog/products?search=find-me`, co.key)).json.data.map((p: any) => p.id)).toEqual([a.json.id]);
    expect((await api(`/catalog/products?source=shopify&schema_id=${s.json.id}`, co.key)).json.data).toEqual([]);
    expect((await api(`/catalog/products?schema_id=${s.json.id}&limit=1&page=2`, co.key)).json.data.map((p: any) => p.id)).toEqual([
      a.json.id,
    ]);
    expectError(await api("/catalog/products?status=gone", co.key), 422, "validation_error");
  });
});

describe("PATCH /catalog/products/{id}", () => {
  it("merges attributes, null clears one", async () => {
    const p = (await post({ schema_id: schemaId, attributes: { sku: "M-1", price: 3 } })).json;
    const res = await patch(p.id, { attributes: { price: null, color: "Red" } });
    expect(res.status).toBe(200);
    expect(res.json.attributes).toEqual({ sku: "M-1", price: null, color: "Red" });
    expect(res.json.updated_at > p.updated_at).toBe(true);
    expect(res.json.created_at).toBe(p.created_at);
  });

  it("validates attributes as create does and refuses schema_id", async () => {
    const p = (await post({ schema_id: schemaId })).json;
    expect(expectError(await patch(p.id, { attributes: { notes: "x" } }), 422, "validation_error").code).toBe("unknown_keys");
    expectError(await patch(p.id, { schema_id: schemaId }), 422, "validation_error");
  });

  it("moves status by the rules: draft → active → archived → draft; draft → archived is 409", async () => {
    const p = (await post({ schema_id: schemaId })).json;
    const e = expectError(await patch(p.id, { status: "archived" }), 409, "conflict");
    expect(e.code).toBe("invalid_status_transition");
    expect(e.details).toEqual({ from: "draft", to: "archived", allowed: ["active"] });
    expect((await patch(p.id, { status: "active" })).json.status).toBe("active");
    expect((await patch(p.id, { status: "draft" })).json.status).toBe("draft");
    expect((await patch(p.id, { status: "active" })).json.status).toBe("active");
    expect((await patch(p.id, { status: "archived" })).json.status).toBe("archived");
    expect((await patch(p.id, { status: "active" })).json.status).toBe("active");
    expect((await patch(p.id, { status: "archived" })).json.status).toBe("archived");
    expect((await patch(p.id, { status: "draft" })).json.status).toBe("draft");
    expectError(await patch(p.id, { status: "gone" }), 422, "validation_error");
  });

  it("PATCH with stale expected_updated_at returns stale_write with current_updated_at", async () => {
    const p = (await post({ schema_id: schemaId })).json;
    const moved = (await patch(p.id, { attributes: { sku: "v2" }, expected_updated_at: p.updated_at })).json;
    const e = expectError(await patch(p.id, { attributes: { sku: "v3" }, expected_updated_at: p.updated_at }), 409, "conflict");
    expect(e.code).toBe("stale_write");
    expect(e.current_updated_at).toBe(moved.updated_at);
    expect((await api(`/catalog/products/${p.id}`, co.key)).json.attributes.sku).toBe("v2");
  });
});

describe("DELETE /catalog/products/{id} and the schema's use", () => {
  it("deletes for good; a schema with products cannot be deleted", async () => {
    const s = (await api("/schemas", co.key, { method: "POST", body: { name: "Held", columns: [{ attribute_key: "sku" }] } })).json;
    const p = (await post({ schema_id: s.id })).json;
    const e = expectError(await api(`/schemas/${s.id}`, co.key, { method: "DELETE" }), 409, "conflict");
    expect(e.code).toBe("schema_in_use");
    expect((await api(`/catalog/products/${p.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expectError(await api(`/catalog/products/${p.id}`, co.key), 404, "not_found");
    expectError(await api(`/catalog/products/${p.id}`, co.key, { method: "DELETE" }), 404, "not_found");
    expect((await api(`/schemas/${s.id}`, co.key, { method: "DELETE" })).status).toBe(204);
  });
});

describe("attribute rename", () => {
  it("shows in products at once, in reads and in the feed", async () => {
    const a = (await api("/attributes", co.key, { method: "POST", body: { key: "old_name", label: "Name", type: "text" } })).json;
    const s = (await api("/schemas", co.key, { method: "POST", body: { name: "Rename", columns: [{ attribute_id: a.id }] } })).json;
    const since = new Date().toISOString();
    const p = (await post({ schema_id: s.id, attributes: { old_name: "Widget" } })).json;
    expect((await api(`/attributes/${a.id}/rename`, co.key, { method: "POST", body: { new_key: "new_name" } })).status).toBe(200);
    expect((await api(`/catalog/products/${p.id}`, co.key)).json.attributes).toEqual({ new_name: "Widget" });
    const feed = await api(`/catalog/changes?since=${since}&schema_id=${s.id}`, co.key);
    expect(feed.json.products.map((x: any) => x.attributes)).toEqual([{ new_name: "Widget" }]);
    expect((await patch(p.id, { attributes: { new_name: "Gadget" } })).json.attributes).toEqual({ new_name: "Gadget" });
    expectError(await patch(p.id, { attributes: { old_name: "x" } }), 422, "validation_error");
  });
});

describe("tenancy", () => {
  it("another company's product is 404 on every product path, and its feed is its own", async () => {
    const p = (await post({ schema_id: schemaId, attributes: { sku: "secret" } })).json;
    expectError(await api(`/catalog/products/${p.id}`, other.key), 404, "not_found");
    expectError(await patch(p.id, { status: "active" }, other.key), 404, "not_found");
    expectError(await api(`/catalog/products/${p.id}`, other.key, { method: "DELETE" }), 404, "not_found");
    expect((await api("/catalog/products", other.key)).json).toEqual({ data: [], pagination: { page: 1, limit: 25, total: 0 } });
    const feed = await api("/catalog/changes?since=1970-01-01T00:00:00Z", other.key);
    expect(feed.json).toEqual({ products: [], next_cursor: null, has_more: false, sync_timestamp: "1970-01-01T00:00:00.000Z" });
    expect((await api(`/catalog/products/${p.id}`, co.key)).json.attributes.sku).toBe("secret");
  });
});
