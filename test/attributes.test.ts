import { beforeAll, describe, expect, it } from "vitest";
import * as attributes from "../core/attributes/service.js";
import { admin, api, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;
let n = 0;
/** A key unique within this file, so tests do not collide in the shared company. */
const uniq = (base: string) => `${base}_${++n}`;

const post = (body: unknown, key = co.key) => api("/attributes", key, { method: "POST", body });
const patch = (id: string, body: unknown, key = co.key) => api(`/attributes/${id}`, key, { method: "PATCH", body });
const fields = (e: { details: { errors: { field: string }[] } }) => e.details.errors.map((x) => x.field);

const ALL_FIELDS = [
  "id",
  "key",
  "label",
  "type",
  "format_output_type",
  "enum_values",
  "tags_values",
  "allow_custom_values",
  "boolean_config",
  "number_config",
  "relation_config",
  "description",
  "validation",
  "language",
  "image_config",
  "status",
  "archived_at",
  "is_reviewed",
  "source_id",
  "external_id",
  "source_synced_at",
  "created_at",
  "updated_at",
].sort();

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
});

describe("POST /attributes", () => {
  it("creates an attribute carrying every field of 2.3 and nothing else", async () => {
    const key = uniq("color");
    const res = await post({ key, label: "Color", type: "text" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(ALL_FIELDS);
    expect(res.json).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      key,
      label: "Color",
      type: "text",
      format_output_type: null,
      enum_values: null,
      allow_custom_values: true,
      number_config: null,
      image_config: null,
      status: "active",
      archived_at: null,
      is_reviewed: false,
      source_id: null,
      external_id: null,
      source_synced_at: null,
    });
    expect(res.json.created_at).toBe(res.json.updated_at);
    expect((await api(`/attributes/${res.json.id}`, co.key)).json).toEqual(res.json);
  });

  it.each([["_lead"], ["has-dash"], ["space d"], ["ümlaut"], [""], ["a".repeat(129)]])("rejects key %j with 422", async (key) => {
    const e = expectError(await post({ key, label: "X", type: "text" }), 422, "validation_error");
    expect(fields(e)).toContain("key");
  });

  it("accepts keys with digits, underscores and slashes", async () => {
    for (const key of [uniq("9lives"), uniq("dims/width_cm"), uniq("A")]) {
      expect((await post({ key, label: "ok", type: "number" })).status).toBe(201);
    }
  });

  it("is closed: an unknown field anywhere is 422 naming it", async () => {
    const cases = [
      [{ key: uniq("k"), label: "L", type: "text", colour: "red" }, "colour"],
      [{ key: uniq("k"), label: "L", type: "number", number_config: { unit: "kg", decimals: 2 } }, "decimals"],
      [{ key: uniq("k"), label: "L", type: "image", image_config: { format: "png", dpi: 300 } }, "dpi"],
      [{ key: uniq("k"), label: "L", type: "text", status: "archived" }, "status"],
    ] as const;
    for (const [body, field] of cases) {
      const e = expectError(await post(body), 422, "validation_error");
      expect(JSON.stringify(e.details)).toContain(field);
    }
  });

  it("a duplicate key is 409 conflict", async () => {
    const key = uniq("sku");
    const holder = (await post({ key, label: "SKU", type: "text" })).json;
    const e = expectError(await post({ key, label: "Again", type: "number" }), 409, "conflict");
    expect(e).toMatchObject({ code: "duplicate_key", attribute_id: holder.id, attribute_key: key });
  });

  it("the same key in another company is independent", async () => {
    const key = uniq("shared");
    expect((await post({ key, label: "Mine", type: "text" })).status).toBe(201);
    expect((await post({ key, label: "Theirs", type: "text" }, other.key)).status).toBe(201);
  });

  it("format_output_type defaults to text for format attributes and is refused on others", async () => {
    const f = await post({ key: uniq("title_fmt"), label: "Title", type: "format" });
    expect(f.json.format_output_type).toBe("text");
    const g = await post({ key: uniq("price_fmt"), label: "P", type: "format", format_output_type: null });
    expect(g.json.format_output_type).toBe("text");
    const e = expectError(await post({ key: uniq("t"), label: "T", type: "text", format_output_type: "number" }), 422, "validation_error");
    expect(fields(e)).toEqual(["format_output_type"]);
  });

  it("number_config is valid for number and number-output format attributes only, with defaults filled", async () => {
    const num = await post({ key: uniq("weight"), label: "Weight", type: "number", number_config: { unit: "kg" } });
    expect(num.json.number_config).toEqual({ unit: "kg", unit_position: "after", file_export: "raw" });
    const fmt = await post({
      key: uniq("w_fmt"),
      label: "W",
      type: "format",
      format_output_type: "number",
      number_config: { unit: "€", unit_position: "before", format_style: "comma_with_dot_grouping", file_export: "formatted_text" },
    });
    expect(fmt.status).toBe(201);
    for (const body of [
      { key: uniq("x"), label: "X", type: "text", number_config: { unit: "kg" } },
      { key: uniq("x"), label: "X", type: "format", number_config: { unit: "kg" } },
    ]) {
      expect(fields(expectError(await post(body), 422, "validation_error"))).toEqual(["number_config"]);
    }
  });

  it.each([
    [{ unit: "" }],
    [{ unit: "u".repeat(65) }],
    [{ unit_position: "middle" }],
    [{ format_style: "roman" }],
    [{ file_export: "pdf" }],
  ])("NumberConfig %j is 422", async (number_config) => {
    expectError(await post({ key: uniq("n"), label: "N", type: "number", number_config }), 422, "validation_error");
  });

  it("a 64-character unit is accepted", async () => {
    expect((await post({ key: uniq("n"), label: "N", type: "number", number_config: { unit: "u".repeat(64) } })).status).toBe(201);
  });

  it.each([
    [{ format: "gif" }],
    [{ required_aspect_ratio: "7:5" }],
    [{ required_background_color: "red" }],
    [{ min_width: -1 }],
    [{ max_size_mb: -0.5 }],
  ])("ImageConfig %j is 422", async (image_config) => {
    expectError(await post({ key: uniq("img"), label: "I", type: "image", image_config }), 422, "validation_error");
  });

  it("image_config is kept for image attributes, and {} means none", async () => {
    const cfg = { format: "webp", required_aspect_ratio: "1:1", required_background_color: "white", min_width: 800, max_size_mb: 2 };
    expect((await post({ key: uniq("img"), label: "I", type: "images", image_config: cfg })).json.image_config).toEqual(cfg);
    expect((await post({ key: uniq("img"), label: "I", type: "image", image_config: {} })).json.image_config).toBeNull();
    expectError(await post({ key: uniq("t"), label: "T", type: "text", image_config: { format: "png" } }), 422, "validation_error");
  });

  it("an attribute too large to store is 422 item_too_large, not a server error", async () => {
    const enum_values = Array.from({ length: 1000 }, (_, i) => `${i}-${"v".repeat(400)}`);
    const e = expectError(await post({ key: uniq("huge"), label: "Huge", type: "enum", enum_values }), 422, "validation_error");
    expect(e.code).toBe("item_too_large");
  });

  it("a read-only key cannot create", async () => {
    const read = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { scopes: ["read"] } });
    expectError(await post({ key: uniq("r"), label: "R", type: "text" }, read.json.key), 403, "forbidden");
  });
});

describe("PATCH /attributes/{id}", () => {
  it("changes only the fields sent and ignores the deprecated key", async () => {
    const a = (await post({ key: uniq("material"), label: "Material", type: "enum", enum_values: ["wood"], description: "d" })).json;
    const res = await patch(a.id, { key: "ignored_key", label: "Material (main)", enum_values: ["wood", "steel"] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ key: a.key, label: "Material (main)", enum_values: ["wood", "steel"], description: "d" });
    expect(res.json.updated_at > a.updated_at).toBe(true);
    expect(res.json.created_at).toBe(a.created_at);
  });

  it("format_output_type: omitted keeps, null resets to text, refused on non-format types", async () => {
    const f = (await post({ key: uniq("f"), label: "F", type: "format", format_output_type: "json" })).json;
    expect((await patch(f.id, { label: "F2" })).json.format_output_type).toBe("json");
    expect((await patch(f.id, { format_output_type: null })).json.format_output_type).toBe("text");
    const t = (await post({ key: uniq("t"), label: "T", type: "text" })).json;
    expectError(await patch(t.id, { format_output_type: "number" }), 422, "validation_error");
  });

  it("number_config: null clears it; leaving number output with a config is refused", async () => {
    const f = (await post({ key: uniq("f"), label: "F", type: "format", format_output_type: "number", number_config: { unit: "cm" } }))
      .json;
    expectError(await patch(f.id, { format_output_type: "text" }), 422, "validation_error");
    const cleared = await patch(f.id, { format_output_type: "text", number_config: null });
    expect(cleared.json).toMatchObject({ format_output_type: "text", number_config: null });
  });

  it("image_config {} clears requirements", async () => {
    const a = (await post({ key: uniq("img"), label: "I", type: "image", image_config: { format: "png" } })).json;
    expect((await patch(a.id, { image_config: {} })).json.image_config).toBeNull();
  });

  it("archive state cannot be changed through the API", async () => {
    const a = (await post({ key: uniq("arch"), label: "A", type: "text" })).json;
    for (const body of [{ status: "archived" }, { archived_at: new Date().toISOString() }]) {
      expectError(await patch(a.id, body), 422, "validation_error");
    }
    expect((await api(`/attributes/${a.id}`, co.key)).json.status).toBe("active");
  });

  it("status is derived from archived_at (set only by the dashboard)", async () => {
    const c = await newCompany();
    const a = (await post({ key: "old_field", label: "Old", type: "text" }, c.key)).json;
    await post({ key: "live_field", label: "Live", type: "text" }, c.key);
    const archived = await attributes.setArchived(c.id, a.id, true);
    const got = (await api(`/attributes/${a.id}`, c.key)).json;
    expect(got).toMatchObject({ status: "archived", archived_at: archived.archived_at });
    expect(got.archived_at).toBeTruthy();
    expect((await api("/attributes?status=archived", c.key)).json.data.map((x: { key: string }) => x.key)).toEqual(["old_field"]);
    expect((await api("/attributes?status=active", c.key)).json.data.map((x: { key: string }) => x.key)).toEqual(["live_field"]);
    // Edits keep the archive state; restoring clears it.
    expect((await patch(a.id, { label: "Older" }, c.key)).json.status).toBe("archived");
    await attributes.setArchived(c.id, a.id, false);
    expect((await api(`/attributes/${a.id}`, c.key)).json).toMatchObject({ status: "active", archived_at: null });
  });

  it("the relation kind is immutable; other relation settings may change", async () => {
    const r = (await post({ key: uniq("rel"), label: "R", type: "relation", relation_config: { kind: "one_to_many", target: "products" } }))
      .json;
    const e = expectError(await patch(r.id, { relation_config: { kind: "many_to_many", target: "products" } }), 409, "conflict");
    expect(e).toMatchObject({ code: "relation_kind_immutable", attribute_id: r.id, attribute_key: r.key });
    expectError(await patch(r.id, { relation_config: null }), 409, "conflict");
    const ok = await patch(r.id, { relation_config: { kind: "one_to_many", target: "variants" } });
    expect(ok.json.relation_config).toEqual({ kind: "one_to_many", target: "variants" });
  });

  it("a stale expected_updated_at is 409 stale_write with the current revision; a matching one applies", async () => {
    const a = (await post({ key: uniq("cas"), label: "v1", type: "text" })).json;
    const v2 = (await patch(a.id, { label: "v2", expected_updated_at: a.updated_at })).json;
    expect(v2.label).toBe("v2");
    const e = expectError(await patch(a.id, { label: "v3", expected_updated_at: a.updated_at }), 409, "conflict");
    expect(e).toMatchObject({ code: "stale_write", attribute_id: a.id, attribute_key: a.key, current_updated_at: v2.updated_at });
    expect((await api(`/attributes/${a.id}`, co.key)).json.label).toBe("v2");
  });

  it("two concurrent PATCHes with the same revision: exactly one wins", async () => {
    const a = (await post({ key: uniq("race"), label: "start", type: "text" })).json;
    const results = await Promise.all(
      ["left", "right", "up", "down"].map((label) => patch(a.id, { label, expected_updated_at: a.updated_at })),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.json.code).toBe("stale_write");
    expect((await api(`/attributes/${a.id}`, co.key)).json.label).toBe(winners[0].json.label);
  });

  it("concurrent PATCHes without a revision all apply, none lost", async () => {
    const a = (await post({ key: uniq("merge"), label: "L", type: "text" })).json;
    await Promise.all([patch(a.id, { description: "d" }), patch(a.id, { is_reviewed: true }), patch(a.id, { language: "de" })]);
    expect((await api(`/attributes/${a.id}`, co.key)).json).toMatchObject({ description: "d", is_reviewed: true, language: "de" });
  });

  it("a missing or other company's attribute is 404", async () => {
    const theirs = (await post({ key: uniq("theirs"), label: "T", type: "text" }, other.key)).json;
    expectError(await api(`/attributes/${theirs.id}`, co.key), 404, "not_found");
    expectError(await patch(theirs.id, { label: "hijack" }), 404, "not_found");
    expectError(await api(`/attributes/${theirs.id}/rename`, co.key, { method: "POST", body: { new_key: uniq("x") } }), 404, "not_found");
    expect(expectError(await api(`/attributes/${theirs.id}`, co.key), 404, "not_found").attribute_id).toBe(theirs.id);
    const bad = expectError(await api("/attributes/not-a-uuid", co.key), 404, "not_found");
    expect(bad.attribute_id).toBeUndefined(); // the Error object's attribute_id is a uuid
    expect(bad.details.attribute_id).toBe("not-a-uuid");
    expect((await api(`/attributes/${theirs.id}`, other.key)).json.label).toBe("T");
  });
});

describe("source-managed attributes", () => {
  it("editing source-owned content needs detach; company-owned fields do not", async () => {
    const key = uniq("brand");
    const synced = await attributes.syncFromSource(
      co.id,
      { source_id: "5c0b6ad6-9f0e-4d8b-a1e5-0d1f3b8a2c44", external_id: "shopify:brand" },
      { key, label: "Brand", type: "text" },
    );
    const got = (await api(`/attributes/${synced.id}`, co.key)).json;
    expect(got).toMatchObject({ source_id: "5c0b6ad6-9f0e-4d8b-a1e5-0d1f3b8a2c44", external_id: "shopify:brand" });
    expect(got.source_synced_at).toBeTruthy();

    const e = expectError(await patch(synced.id, { label: "Marke" }), 409, "conflict");
    expect(e).toMatchObject({ code: "source_managed", attribute_key: key, details: { fields: ["label"] } });
    expect((await patch(synced.id, { is_reviewed: true, language: "de" })).status).toBe(200);
    expect((await patch(synced.id, { label: "Brand" })).status).toBe(200); // unchanged value is no edit

    const detached = await patch(synced.id, { label: "Marke", detach: true });
    expect(detached.status).toBe(200);
    expect(detached.json).toMatchObject({ label: "Marke", source_id: null, is_reviewed: true });
    expect((await patch(synced.id, { description: "now ours" })).status).toBe(200);
  });
});

describe("POST /attributes/bulk", () => {
  const bulk = (attrs: unknown[], key = co.key) => api("/attributes/bulk", key, { method: "POST", body: { attributes: attrs } });

  it("creates and upserts by key, answering in input order", async () => {
    const k1 = uniq("b_size");
    const k2 = uniq("b_gtin");
    const first = await bulk([
      { key: k1, label: "Size", type: "number", number_config: { unit: "cm" }, language: "en", description: "old" },
      { key: k2, label: "GTIN", type: "text" },
    ]);
    expect(first.status).toBe(200);
    expect(first.json.data.map((a: { key: string }) => a.key)).toEqual([k1, k2]);
    const [size] = first.json.data;

    const second = await bulk([{ key: k1, label: "Size (cm)", type: "number" }]);
    const updated = second.json.data[0];
    expect(updated.id).toBe(size.id);
    expect(updated).toMatchObject({ label: "Size (cm)", language: "en", description: null });
    expect(updated.number_config).toEqual(size.number_config); // omitted in an upsert: kept
    const third = await bulk([{ key: k1, label: "Size", type: "number", number_config: null, image_config: {}, language: null }]);
    expect(third.json.data[0]).toMatchObject({ number_config: null, language: null });
  });

  it("upsert keeps image_config when omitted and clears it with {}", async () => {
    const k = uniq("b_img");
    await bulk([{ key: k, label: "Img", type: "image", image_config: { format: "png" } }]);
    expect((await bulk([{ key: k, label: "Img 2", type: "image" }])).json.data[0].image_config).toEqual({ format: "png" });
    expect((await bulk([{ key: k, label: "Img 3", type: "image", image_config: {} }])).json.data[0].image_config).toBeNull();
  });

  it("one bad item is 422 naming its index, and nothing is written", async () => {
    const good = uniq("b_good");
    const e = expectError(
      await bulk([
        { key: good, label: "Good", type: "text" },
        { key: uniq("b_bad"), label: "Bad", type: "text", number_config: { unit: "kg" } },
        { key: "bad key", label: "Worse", type: "text" },
      ]),
      422,
      "validation_error",
    );
    expect(fields(e)).toEqual(expect.arrayContaining(["attributes.1.number_config", "attributes.2.key"]));
    expect((await api(`/attributes?search=${good}`, co.key)).json.pagination.total).toBe(0);
  });

  it("repeated keys in one call are 422", async () => {
    const k = uniq("b_dup");
    const e = expectError(
      await bulk([
        { key: k, label: "A", type: "text" },
        { key: k, label: "B", type: "text" },
      ]),
      422,
      "validation_error",
    );
    expect(fields(e)).toEqual(["attributes.1.key"]);
  });

  it("accepts 1 to 500 items", async () => {
    expectError(await bulk([]), 422, "validation_error");
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ key: `many_${i}`, label: "M", type: "text" }));
    expectError(await bulk(tooMany), 422, "validation_error");
  });

  it("changing an existing attribute's type is 409 and writes nothing", async () => {
    const k = uniq("b_type");
    const fresh = uniq("b_fresh");
    await bulk([{ key: k, label: "T", type: "text" }]);
    const e = expectError(
      await bulk([
        { key: fresh, label: "F", type: "text" },
        { key: k, label: "T", type: "number" },
      ]),
      409,
      "conflict",
    );
    expect(e).toMatchObject({ code: "type_immutable", attribute_key: k });
    expect(e.message).toMatch(/attributes\.1/);
    expect((await api(`/attributes?search=${fresh}`, co.key)).json.pagination.total).toBe(0);
  });
});

describe("GET /attributes", () => {
  it("pages, searches key and label, filters by type and status, sorted by key", async () => {
    const c = await newCompany();
    for (const [key, label, type] of [
      ["zeta", "Last", "text"],
      ["alpha", "First", "number"],
      ["mid_color", "Colour", "enum"],
      ["beta", "Dimensions", "number"],
    ]) {
      await post({ key, label, type }, c.key);
    }
    const all = await api("/attributes?limit=2", c.key);
    expect(all.json.pagination).toEqual({ page: 1, limit: 2, total: 4 });
    expect(all.json.data.map((a: { key: string }) => a.key)).toEqual(["alpha", "beta"]);
    expect((await api("/attributes?page=2&limit=2", c.key)).json.data.map((a: { key: string }) => a.key)).toEqual(["mid_color", "zeta"]);
    expect((await api("/attributes?search=COLOU", c.key)).json.data.map((a: { key: string }) => a.key)).toEqual(["mid_color"]);
    expect((await api("/attributes?search=dimen", c.key)).json.data.map((a: { key: string }) => a.key)).toEqual(["beta"]);
    expect((await api("/attributes?type=number", c.key)).json.pagination.total).toBe(2);
    expect((await api("/attributes?status=archived", c.key)).json.pagination.total).toBe(0);
    expect((await api("/attributes?status=active", c.key)).json.pagination.total).toBe(4);
    expectError(await api("/attributes?type=colour", c.key), 422, "validation_error");
    expect((await api("/attributes", other.key)).json.data.some((a: { key: string }) => a.key === "zeta")).toBe(false);
  });
});
