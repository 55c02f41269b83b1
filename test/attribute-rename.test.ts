import { beforeAll, describe, expect, it } from "vitest";
import * as attributes from "../core/attributes/service.js";
import { api, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;

const create = (key: string, c = co) => api("/attributes", c.key, { method: "POST", body: { key, label: key, type: "text" } });
const rename = (id: string, new_key: string, c = co) => api(`/attributes/${id}/rename`, c.key, { method: "POST", body: { new_key } });
const schema = (columns: unknown[], c = co) => api("/schemas", c.key, { method: "POST", body: { name: "S", columns } });

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
});

describe("POST /attributes/{id}/rename", () => {
  it("renames everywhere at once and reports what changed per kind of resource", async () => {
    const attr = (await create("colour")).json;
    const s1 = (await schema([{ attribute_id: attr.id }, { key: "notes", label: "N", type: "text" }])).json;
    const s2 = (await schema([{ attribute_key: "colour" }])).json;
    await schema([{ key: "unrelated", label: "U", type: "text" }]);

    const res = await rename(attr.id, "color");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      partial: false,
      old_key: "colour",
      new_key: "color",
      updated_count: 2,
      error_count: 0,
      attribute: expect.objectContaining({ id: attr.id, key: "color", label: "colour" }),
      results: {
        schemas: { updated: 2, errors: [], error_count: 0, code: "ok" },
        tables: { updated: 0, errors: [], error_count: 0, code: "ok" },
        rows: { updated: 0, errors: [], error_count: 0, code: "ok" },
      },
    });
    expect(res.json.attribute.updated_at > attr.updated_at).toBe(true);
    for (const s of [s1, s2]) {
      expect((await api(`/schemas/${s.id}`, co.key)).json.columns[0]).toMatchObject({ attribute_id: attr.id, key: "color" });
    }
    expect((await api(`/attributes/${attr.id}`, co.key)).json.key).toBe("color");
    // The old key is free again; the new one is taken.
    expect((await create("colour")).status).toBe(201);
    expectError(await create("color"), 409, "conflict");
    expect((await attributes.findByKey(co.id, "color"))?.id).toBe(attr.id);
  });

  it("table rows answer under the new key, and are counted", async () => {
    const attr = (await create("shade")).json;
    const s = (await schema([{ attribute_id: attr.id }, { key: "label", label: "Label", type: "text" }])).json;
    const t = (await api("/tables", co.key, { method: "POST", body: { schema_id: s.id, name: "T", source_text: "x" } })).json;
    const inserted = await api(`/tables/${t.id}/rows`, co.key, {
      method: "POST",
      body: { rows: [{ shade: "dark", label: "a" }, { shade: "light" }] },
    });
    expect(inserted.status).toBe(201);
    const res = await rename(attr.id, "tone");
    expect(res.json.results.tables.updated).toBe(1);
    expect(res.json.results.rows.updated).toBeGreaterThanOrEqual(2);
    const row = (await api(`/tables/${t.id}/rows/${inserted.json.data[0].id}`, co.key)).json;
    expect(row.data).toEqual({ tone: "dark", label: "a" });
    // Writes use the new key too; the old one is now unknown.
    expectError(await api(`/tables/${t.id}/rows`, co.key, { method: "POST", body: { rows: [{ shade: "x" }] } }), 422, "validation_error");
    expect((await api(`/tables/${t.id}/rows`, co.key, { method: "POST", body: { rows: [{ tone: "x" }] } })).status).toBe(201);
  });

  it("renaming to an existing key is 409 and changes nothing", async () => {
    const a = (await create("len")).json;
    await create("length");
    const e = expectError(await rename(a.id, "length"), 409, "conflict");
    expect(e).toMatchObject({ code: "duplicate_key", attribute_id: a.id, attribute_key: "len" });
    expect((await api(`/attributes/${a.id}`, co.key)).json.key).toBe("len");
  });

  it("renaming to its own key is a no-op success", async () => {
    const a = (await create("same")).json;
    const res = await rename(a.id, "same");
    expect(res.json).toMatchObject({ success: true, updated_count: 0, old_key: "same", new_key: "same" });
    expect(Object.keys(res.json.results).sort()).toEqual(["rows", "schemas", "tables"]);
    expect(res.json.attribute.updated_at).toBe(a.updated_at);
  });

  it("a new key that a helper column of a using schema holds is 409", async () => {
    const a = (await create("fabric")).json;
    const s = (await schema([{ attribute_id: a.id }, { key: "material", label: "M", type: "text" }])).json;
    const e = expectError(await rename(a.id, "material"), 409, "conflict");
    expect(e).toMatchObject({ code: "column_key_conflict", details: { schema_id: s.id } });
  });

  it("validates new_key like any key", async () => {
    const a = (await create("valid_one")).json;
    expectError(await rename(a.id, "not valid"), 422, "validation_error");
    expectError(await api(`/attributes/${a.id}/rename`, co.key, { method: "POST", body: {} }), 422, "validation_error");
  });

  it("a source-managed attribute must be detached first", async () => {
    const synced = await attributes.syncFromSource(
      co.id,
      { source_id: "0f6c1d2e-3b4a-4c5d-8e9f-a0b1c2d3e4f5", external_id: "ext-1" },
      { key: "vendor", label: "Vendor", type: "text" },
    );
    expect(expectError(await rename(synced.id, "supplier"), 409, "conflict").code).toBe("source_managed");
  });

  it("another company's attribute is 404", async () => {
    const theirs = (await create("theirs", other)).json;
    expectError(await rename(theirs.id, "mine"), 404, "not_found");
    expect((await api(`/attributes/${theirs.id}`, other.key)).json.key).toBe("theirs");
  });

  it("readers never see a half-renamed state", async () => {
    const a = (await create("k0")).json;
    const s = (await schema([{ attribute_id: a.id }])).json;
    let done = false;
    const seen: string[] = [];
    const reader = (async () => {
      while (!done) {
        const [attr, sch, byKey] = await Promise.all([
          api(`/attributes/${a.id}`, co.key),
          api(`/schemas/${s.id}`, co.key),
          api(`/attributes?search=k`, co.key),
        ]);
        expect(attr.status).toBe(200);
        expect(sch.status).toBe(200);
        seen.push(attr.json.key);
        // Exactly one attribute answers for this id, under one of its keys, never two at once.
        const mine = byKey.json.data.filter((x: { id: string }) => x.id === a.id);
        expect(mine).toHaveLength(1);
        expect(mine[0].key).toMatch(/^k\d$/);
        expect(sch.json.columns[0].key).toMatch(/^k\d$/);
      }
    })();
    for (let i = 1; i <= 6; i++) expect((await rename(a.id, `k${i}`)).status).toBe(200);
    done = true;
    await reader;
    expect(seen.length).toBeGreaterThan(0);
    expect((await api(`/schemas/${s.id}`, co.key)).json.columns[0].key).toBe("k6");
  });

  it("two concurrent renames of one attribute both leave one consistent key", async () => {
    const a = (await create("race0")).json;
    const [x, y] = await Promise.all([rename(a.id, "race_x"), rename(a.id, "race_y")]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const final = (await api(`/attributes/${a.id}`, co.key)).json.key;
    expect(["race_x", "race_y"]).toContain(final);
    // Whichever lost its race ran again on the new revision; the losing key item is gone.
    const loser = final === "race_x" ? "race_y" : "race_x";
    expect(await attributes.findByKey(co.id, loser)).toBeUndefined();
    expect((await attributes.findByKey(co.id, final))?.id).toBe(a.id);
    expect(await attributes.findByKey(co.id, "race0")).toBeUndefined();
  });
});
