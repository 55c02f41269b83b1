import { beforeAll, describe, expect, it } from "vitest";
import { api, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;
let color: { id: string; key: string };
let weight: { id: string; key: string };

const postSchema = (body: unknown, key = co.key) => api("/schemas", key, { method: "POST", body });
const fields = (e: { details: { errors: { field: string }[] } }) => e.details.errors.map((x) => x.field);

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
  color = (
    await api("/attributes", co.key, { method: "POST", body: { key: "color", label: "Color", type: "enum", enum_values: ["red", "blue"] } })
  ).json;
  weight = (
    await api("/attributes", co.key, {
      method: "POST",
      body: { key: "weight", label: "Weight", type: "number", number_config: { unit: "kg" } },
    })
  ).json;
});

describe("POST /schemas and GET /schemas/{id}", () => {
  it("creates a schema of attribute-backed (by id or key) and helper columns, hydrated", async () => {
    const res = await postSchema({
      name: "Furniture",
      description: "Tables and chairs",
      columns: [
        { attribute_id: color.id, required: true },
        { attribute_key: "weight" },
        { key: "notes", label: "Notes", type: "richtext", prompt: "Summarise" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      id: expect.stringMatching(/^sch_/),
      name: "Furniture",
      description: "Tables and chairs",
      is_default: false,
    });
    expect(res.json.columns).toEqual([
      expect.objectContaining({
        attribute_id: color.id,
        kind: "attribute",
        key: "color",
        label: "Color",
        type: "enum",
        required: true,
        enum_values: ["red", "blue"],
      }),
      expect.objectContaining({
        attribute_id: weight.id,
        kind: "attribute",
        key: "weight",
        type: "number",
        required: false,
        number_config: { unit: "kg", unit_position: "after", file_export: "raw" },
      }),
      expect.objectContaining({ attribute_id: null, kind: "helper", key: "notes", label: "Notes", type: "richtext", prompt: "Summarise" }),
    ]);
    expect((await api(`/schemas/${res.json.id}`, co.key)).json).toEqual(res.json);
  });

  it("an attribute edit shows in every schema that uses it", async () => {
    const attr = (await api("/attributes", co.key, { method: "POST", body: { key: "finish", label: "Finish", type: "text" } })).json;
    const a = (await postSchema({ name: "A", columns: [{ attribute_id: attr.id }] })).json;
    const b = (await postSchema({ name: "B", columns: [{ attribute_key: "finish" }, { key: "x", label: "X", type: "text" }] })).json;
    await api(`/attributes/${attr.id}`, co.key, { method: "PATCH", body: { label: "Surface finish", description: "matte/gloss" } });
    for (const s of [a, b]) {
      const col = (await api(`/schemas/${s.id}`, co.key)).json.columns.find((c: { attribute_id: string }) => c.attribute_id === attr.id);
      expect(col).toMatchObject({ label: "Surface finish", description: "matte/gloss" });
    }
  });

  it("column keys must be unique within a schema and references must exist", async () => {
    const dup = expectError(
      await postSchema({ name: "Dup", columns: [{ attribute_id: color.id }, { key: "color", label: "Colour", type: "text" }] }),
      422,
      "validation_error",
    );
    expect(fields(dup)).toEqual(["columns.1.key"]);
    const twice = expectError(
      await postSchema({ name: "Twice", columns: [{ attribute_id: color.id }, { attribute_key: "color" }] }),
      422,
      "validation_error",
    );
    expect(fields(twice)).toEqual(["columns.1.attribute_id"]);
    const missing = expectError(await postSchema({ name: "Missing", columns: [{ attribute_key: "nope" }] }), 422, "validation_error");
    expect(fields(missing)).toEqual(["columns.0.attribute_key"]);
  });

  it("validates the request shape, naming each bad column field", async () => {
    const cases = [
      [{ name: "", columns: [{ key: "a", label: "A", type: "text" }] }, "name"],
      [{ name: "N", columns: [] }, "columns"],
      [{ name: "N", columns: [{ key: "a", type: "text" }] }, "columns.0.label"],
      [{ name: "N", columns: [{ key: "a", label: "A", type: "colour" }] }, "columns.0.type"],
      [{ name: "N", columns: [{ key: "bad key", label: "A", type: "text" }] }, "columns.0.key"],
      [{ name: "N", columns: [{ attribute_id: color.id, label: "X" }] }, "columns.0.label"],
      [{ name: "N", columns: [{ kind: "attribute" }] }, "columns.0.attribute_id"],
      [{ name: "N", columns: [{ key: "a", label: "A", type: "text", width: 3 }] }, "width"],
    ] as const;
    for (const [body, field] of cases) {
      const e = expectError(await postSchema(body), 422, "validation_error");
      expect(JSON.stringify(e.details), JSON.stringify(body)).toContain(field);
    }
  });

  it("accepts runnable helper columns (a column type that is not an attribute type)", async () => {
    const res = await postSchema({ name: "Run", columns: [{ key: "run_me", label: "Run", type: "runnable" }] });
    expect(res.json.columns[0]).toMatchObject({ kind: "helper", type: "runnable" });
  });
});

describe("default schema", () => {
  it("at most one schema is the default", async () => {
    const c = await newCompany();
    const cols = [{ key: "name", label: "Name", type: "text" }];
    const a = (await postSchema({ name: "A", is_default: true, columns: cols }, c.key)).json;
    expect(a.is_default).toBe(true);
    const b = (await postSchema({ name: "B", is_default: true, columns: cols }, c.key)).json;
    expect(b.is_default).toBe(true);
    expect((await api(`/schemas/${a.id}`, c.key)).json.is_default).toBe(false);
    const list = (await api("/schemas", c.key)).json.data;
    expect(list.filter((s: { is_default: boolean }) => s.is_default).map((s: { id: string }) => s.id)).toEqual([b.id]);

    await api(`/schemas/${a.id}`, c.key, { method: "PATCH", body: { is_default: true } });
    expect((await api(`/schemas/${b.id}`, c.key)).json.is_default).toBe(false);
    await api(`/schemas/${a.id}`, c.key, { method: "PATCH", body: { is_default: false } });
    expect((await api("/schemas", c.key)).json.data.some((s: { is_default: boolean }) => s.is_default)).toBe(false);
  });
});

describe("GET /schemas", () => {
  it("lists summaries newest first with columns_count and pagination", async () => {
    const c = await newCompany();
    for (const name of ["first", "second", "third"]) {
      await postSchema(
        {
          name,
          columns: [
            { key: "a", label: "A", type: "text" },
            { key: "b", label: "B", type: "number" },
          ],
        },
        c.key,
      );
    }
    const res = await api("/schemas?limit=2", c.key);
    expect(res.json.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(res.json.data.map((s: { name: string }) => s.name)).toEqual(["third", "second"]);
    expect(Object.keys(res.json.data[0]).sort()).toEqual([
      "columns_count",
      "created_at",
      "description",
      "id",
      "is_default",
      "name",
      "updated_at",
    ]);
    expect(res.json.data[0].columns_count).toBe(2);
    expect((await api("/schemas?page=2&limit=2", c.key)).json.data.map((s: { name: string }) => s.name)).toEqual(["first"]);
    expectError(await api("/schemas?limit=500", c.key), 422, "validation_error");
  });
});

describe("PATCH and DELETE /schemas/{id}", () => {
  it("updates name and replaces columns; a stale expected_updated_at is 409", async () => {
    const s = (await postSchema({ name: "Old", columns: [{ attribute_id: color.id }] })).json;
    const res = await api(`/schemas/${s.id}`, co.key, {
      method: "PATCH",
      body: {
        name: "New",
        description: null,
        columns: [{ attribute_id: weight.id }, { key: "memo", label: "Memo", type: "text" }],
        expected_updated_at: s.updated_at,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "New", description: null });
    expect(res.json.columns.map((c: { key: string }) => c.key)).toEqual(["weight", "memo"]);
    const e = expectError(
      await api(`/schemas/${s.id}`, co.key, { method: "PATCH", body: { name: "x", expected_updated_at: s.updated_at } }),
      409,
      "conflict",
    );
    expect(e).toMatchObject({ code: "stale_write", current_updated_at: res.json.updated_at });
  });

  it("deletes a schema (204, then 404), but not while a table uses it (409)", async () => {
    const s = (await postSchema({ name: "Doomed", columns: [{ key: "a", label: "A", type: "text" }] })).json;
    const table = await api("/tables", co.key, { method: "POST", body: { schema_id: s.id, name: "User", source_text: "a\n1\n" } });
    expect(table.status).toBe(201);
    const e = expectError(await api(`/schemas/${s.id}`, co.key, { method: "DELETE" }), 409, "conflict");
    expect(e.code).toBe("schema_in_use");
    expect((await api(`/tables/${table.json.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expect((await api(`/schemas/${s.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expectError(await api(`/schemas/${s.id}`, co.key), 404, "not_found");
    expectError(await api(`/schemas/${s.id}`, co.key, { method: "DELETE" }), 404, "not_found");
  });

  it("deleting the default schema leaves no default", async () => {
    const c = await newCompany();
    const s = (await postSchema({ name: "D", is_default: true, columns: [{ key: "a", label: "A", type: "text" }] }, c.key)).json;
    await api(`/schemas/${s.id}`, c.key, { method: "DELETE" });
    const t = (await postSchema({ name: "E", columns: [{ key: "a", label: "A", type: "text" }] }, c.key)).json;
    expect(t.is_default).toBe(false);
  });
});

describe("tenancy", () => {
  it("another company's schema is 404 on every path and absent from lists", async () => {
    const theirs = (await postSchema({ name: "Secret", columns: [{ key: "a", label: "A", type: "text" }] }, other.key)).json;
    expectError(await api(`/schemas/${theirs.id}`, co.key), 404, "not_found");
    expectError(await api(`/schemas/${theirs.id}`, co.key, { method: "PATCH", body: { name: "mine" } }), 404, "not_found");
    expectError(await api(`/schemas/${theirs.id}`, co.key, { method: "DELETE" }), 404, "not_found");
    expect((await api("/schemas?limit=100", co.key)).json.data.some((s: { id: string }) => s.id === theirs.id)).toBe(false);
    expect((await api(`/schemas/${theirs.id}`, other.key)).json.name).toBe("Secret");
  });

  it("a column cannot reference another company's attribute", async () => {
    const e = expectError(await postSchema({ name: "X", columns: [{ attribute_id: color.id }] }, other.key), 422, "validation_error");
    expect(fields(e)).toEqual(["columns.0.attribute_id"]);
  });
});

describe("POST /schemas/generate", () => {
  it("infers columns from CSV, backs known keys with attributes, and saves the schema", async () => {
    const csv = 'Name,Color,Weight,Price\n"Oak table",red,12.5,"1,299.00"\n"Pine chair",blue,4,99.00\n"Ash stool",red,2.5,49.00\n';
    const res = await api("/schemas/generate", co.key, { method: "POST", body: { sample_data: csv } });
    expect(res.status).toBe(201);
    expect(res.json.name).toBeTruthy();
    const byKey = Object.fromEntries(res.json.columns.map((c: { key: string }) => [c.key, c]));
    expect(Object.keys(byKey)).toEqual(["name", "color", "weight", "price"]);
    expect(byKey.color).toMatchObject({ kind: "attribute", attribute_id: color.id });
    expect(byKey.weight).toMatchObject({ kind: "attribute", attribute_id: weight.id, type: "number" });
    expect(byKey.name).toMatchObject({ kind: "helper", type: "text", required: true });
    expect(byKey.price).toMatchObject({ kind: "helper", type: "number" });
    expect((await api(`/schemas/${res.json.id}`, co.key)).json).toEqual(res.json);
  });

  it("uses the given name and reads only the first 5,000 characters", async () => {
    const rows = Array.from({ length: 400 }, (_, i) => `item ${i},${i}`).join("\n");
    const res = await api("/schemas/generate", co.key, {
      method: "POST",
      body: { name: "Big sample", sample_data: `title,qty\n${rows}\n${"x".repeat(6000)},1\nlate_col_should_not_matter` },
    });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe("Big sample");
    expect(res.json.columns.map((c: { key: string }) => c.key)).toEqual(["title", "qty"]);
  });

  it("an empty or unrecognisable sample is 422", async () => {
    expectError(await api("/schemas/generate", co.key, { method: "POST", body: { sample_data: "" } }), 422, "validation_error");
    expectError(await api("/schemas/generate", co.key, { method: "POST", body: {} }), 422, "validation_error");
  });
});

describe("the default product schema (spec 4.1)", () => {
  it("every company can read it, with the eight columns search and enrich default to", async () => {
    for (const c of [co, other]) {
      const res = await api("/schemas/default_product", c.key);
      expect(res.status).toBe(200);
      expect(res.json.columns.map((col: { key: string }) => col.key)).toEqual([
        "name",
        "brand",
        "price",
        "description",
        "category",
        "image_url",
        "url",
        "features",
      ]);
      expect(res.json.columns.find((col: { key: string }) => col.key === "price").type).toBe("number");
    }
  });

  it("cannot be changed or deleted", async () => {
    expect(expectError(await api("/schemas/default_product", co.key, { method: "PATCH", body: { name: "x" } }), 409, "conflict").code).toBe(
      "builtin_schema",
    );
    expect(expectError(await api("/schemas/default_product", co.key, { method: "DELETE" }), 409, "conflict").code).toBe("builtin_schema");
  });
});
