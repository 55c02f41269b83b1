import { beforeAll, describe, expect, it } from "vitest";
import * as glossary from "../core/glossary/service.js";
import { admin, api, call, expectError, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;
let n = 0;
/** A term unique within this file, so tests do not collide in the shared company. */
const uniq = (base: string) => `${base} ${++n}`;

const post = (body: unknown, key = co.key) => api("/glossary", key, { method: "POST", body });
const patch = (id: string, body: unknown, key = co.key) => api(`/glossary/${id}`, key, { method: "PATCH", body });
const del = (id: string, key = co.key) => api(`/glossary/${id}`, key, { method: "DELETE" });
const fields = (e: { details: { errors: { field: string }[] } }) => e.details.errors.map((x) => x.field);

async function created(body: Record<string, unknown>, key = co.key) {
  const res = await post(body, key);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
  return res.json;
}

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
});

describe("POST /glossary", () => {
  it("creates a term with the defaults and exactly the fields of 2.12", async () => {
    const term = uniq("Aurora");
    const res = await post({ term, type: "do_not_translate" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(["case_sensitive", "category", "created_at", "id", "term", "translations", "type"]);
    expect(res.json).toMatchObject({ term, type: "do_not_translate", case_sensitive: false, category: "", translations: {} });
    expect(res.json.id).toMatch(/^term_/);
    expect(Number.isNaN(Date.parse(res.json.created_at))).toBe(false);
    expect((await api(`/glossary/${res.json.id}`, co.key)).json).toEqual(res.json);
  });

  it("stores every field as sent, trimming the term", async () => {
    const term = uniq("Stainless steel");
    const body = {
      term: `  ${term} `,
      type: "specific_translation",
      case_sensitive: true,
      category: "materials",
      translations: { de: "Edelstahl", "fr-CA": "Acier inoxydable", "zh-Hant-TW": "不鏽鋼", "es-419": "Acero inoxidable" },
    };
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ...body, term });
  });

  it.each([
    [{ type: "do_not_translate" }, "term"],
    [{ term: "   ", type: "do_not_translate" }, "term"],
    [{ term: "x".repeat(201), type: "do_not_translate" }, "term"],
    [{ term: 5, type: "do_not_translate" }, "term"],
    [{ term: "t" }, "type"],
    [{ term: "t", type: "translate" }, "type"],
    [{ term: "t", type: "do_not_translate", case_sensitive: "yes" }, "case_sensitive"],
    [{ term: "t", type: "do_not_translate", category: "c".repeat(101) }, "category"],
    [{ term: "t", type: "do_not_translate", translations: { FR: "x" } }, "translations.FR"],
    [{ term: "t", type: "do_not_translate", translations: { fr_CA: "x" } }, "translations.fr_CA"],
    [{ term: "t", type: "do_not_translate", translations: { "fr-ca": "x" } }, "translations.fr-ca"],
    [{ term: "t", type: "do_not_translate", translations: { de: " " } }, "translations.de"],
    [{ term: "t", type: "do_not_translate", translations: { de: "d".repeat(201) } }, "translations.de"],
    [{ term: "t", type: "do_not_translate", translations: { de: 1 } }, "translations.de"],
    [{ term: "t", type: "do_not_translate", translations: ["de"] }, "translations"],
  ])("rejects %j with 422 naming %s", async (body, field) => {
    const e = expectError(await post(body), 422, "validation_error");
    expect(e.code).toBe("invalid_fields");
    expect(fields(e)).toContain(field);
    expect(e.message).toContain(field);
  });

  it("refuses more than 100 translations", async () => {
    const translations = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [
        `x${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`.slice(0, 3),
        "t",
      ]),
    );
    expect(Object.keys(translations).length).toBe(101);
    const e = expectError(await post({ term: uniq("many"), type: "context_dependent", translations }), 422, "validation_error");
    expect(fields(e)).toContain("translations");
  });

  it("is closed: an unknown field is 422 naming it", async () => {
    const e = expectError(await post({ term: uniq("t"), type: "do_not_translate", colour: "red" }), 422, "validation_error");
    expect(e.message).toContain("colour");
  });

  it("a request without a JSON body is 422, not an empty term", async () => {
    const res = await call("/api/v1/glossary", { method: "POST", key: co.key });
    expectError(res, 422, "validation_error");
  });

  it("specific_translation without a translation is 422 on translations", async () => {
    const e = expectError(await post({ term: uniq("Bolt"), type: "specific_translation" }), 422, "validation_error");
    expect(fields(e)).toEqual(["translations"]);
    expect(e.message).toContain("translations");
    expect((await post({ term: uniq("Bolt"), type: "specific_translation", translations: { de: "Bolzen" } })).status).toBe(201);
  });

  it("a term already present is 409 duplicate_term, ignoring case, surrounding spaces and case_sensitive", async () => {
    const term = uniq("Nordic Oak");
    const first = await created({ term, type: "do_not_translate" });
    for (const again of [term, term.toUpperCase(), ` ${term.toLowerCase()} `]) {
      for (const case_sensitive of [false, true]) {
        const e = expectError(await post({ term: again, type: "context_dependent", case_sensitive }), 409, "conflict");
        expect(e.code).toBe("duplicate_term");
        expect(e.details).toMatchObject({ existing_id: first.id });
      }
    }
  });

  it("concurrent creates of one term: exactly one 201, the rest 409 duplicate_term", async () => {
    const term = uniq("Racing");
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post({ term: i % 2 ? term : term.toLowerCase(), type: "do_not_translate" })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(expectError(r, 409, "conflict").code).toBe("duplicate_term");
    const listed = await api(`/glossary?search=${encodeURIComponent(term)}`, co.key);
    expect(listed.json.data).toHaveLength(1);
  });

  it("a read-only key cannot create", async () => {
    const key = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "ro", scopes: ["read"] } });
    expectError(await post({ term: uniq("ro"), type: "do_not_translate" }, key.json.key), 403, "forbidden");
  });
});

describe("GET /glossary", () => {
  let own: Co;
  const terms = ["banana", "Apple", "cherry", "apricot", "Date"];

  beforeAll(async () => {
    own = await newCompany();
    for (const term of terms) await created({ term, type: "do_not_translate" }, own.key);
  });

  it("lists every term sorted by term, case-insensitively, with pagination", async () => {
    const res = await api("/glossary", own.key);
    expect(res.status).toBe(200);
    expect(res.json.data.map((t: { term: string }) => t.term)).toEqual(["Apple", "apricot", "banana", "cherry", "Date"]);
    expect(res.json.pagination).toEqual({ page: 1, limit: 25, total: 5 });
  });

  it("pages through with page and limit; past the end is empty", async () => {
    const second = await api("/glossary?page=2&limit=2", own.key);
    expect(second.json.data.map((t: { term: string }) => t.term)).toEqual(["banana", "cherry"]);
    expect(second.json.pagination).toEqual({ page: 2, limit: 2, total: 5 });
    const past = await api("/glossary?page=4&limit=2", own.key);
    expect(past.json).toEqual({ data: [], pagination: { page: 4, limit: 2, total: 5 } });
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["page=0", "page"],
    ["page=x", "page"],
  ])("rejects %s with 422", async (q, field) => {
    const e = expectError(await api(`/glossary?${q}`, own.key), 422, "validation_error");
    expect(fields(e)).toContain(field);
  });

  it("search filters by term, case-insensitively, and totals the matches", async () => {
    const res = await api("/glossary?search=AP&limit=1", own.key);
    expect(res.json.data.map((t: { term: string }) => t.term)).toEqual(["Apple"]);
    expect(res.json.pagination.total).toBe(2);
    expect((await api("/glossary?search=zzz", own.key)).json.pagination.total).toBe(0);
  });

  it("allTerms returns every term in the engines' shape", async () => {
    const all = await glossary.allTerms(own.id);
    expect(all.map((t) => t.term)).toEqual(["Apple", "apricot", "banana", "cherry", "Date"]);
    expect(all[0]).toEqual({ term: "Apple", type: "do_not_translate", case_sensitive: false, category: "", translations: {} });
  });
});

describe("PATCH /glossary/{id}", () => {
  it("changes only the fields sent; translations is replaced whole", async () => {
    const t = await created({
      term: uniq("Sail"),
      type: "context_dependent",
      category: "boats",
      translations: { de: "Segel", fr: "Voile" },
    });
    const res = await patch(t.id, { translations: { es: "Vela" }, case_sensitive: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...t, translations: { es: "Vela" }, case_sensitive: true });
    expect((await api(`/glossary/${t.id}`, co.key)).json).toEqual(res.json);
    expect((await patch(t.id, {})).json).toEqual(res.json);
  });

  it("renaming frees the old term and takes the new one", async () => {
    const oldTerm = uniq("Mast");
    const newTerm = uniq("Boom");
    const t = await created({ term: oldTerm, type: "do_not_translate" });
    expect((await patch(t.id, { term: newTerm })).json.term).toBe(newTerm);
    expect(expectError(await post({ term: newTerm, type: "do_not_translate" }), 409, "conflict").code).toBe("duplicate_term");
    expect((await post({ term: oldTerm, type: "do_not_translate" })).status).toBe(201);
  });

  it("renaming to another term's spelling is 409 and changes nothing", async () => {
    const taken = await created({ term: uniq("Keel"), type: "do_not_translate" });
    const t = await created({ term: uniq("Hull"), type: "do_not_translate" });
    const e = expectError(await patch(t.id, { term: taken.term.toUpperCase(), category: "x" }), 409, "conflict");
    expect(e).toMatchObject({ code: "duplicate_term", details: { existing_id: taken.id } });
    expect((await api(`/glossary/${t.id}`, co.key)).json).toEqual(t);
  });

  it("a change of case only is allowed (same spelling, same term)", async () => {
    const t = await created({ term: uniq("jib"), type: "do_not_translate" });
    const res = await patch(t.id, { term: t.term.toUpperCase(), case_sensitive: true });
    expect(res.status).toBe(200);
    expect(res.json.term).toBe(t.term.toUpperCase());
  });

  it("keeps the specific_translation rule on the merged term", async () => {
    const plain = await created({ term: uniq("Rudder"), type: "do_not_translate" });
    const e = expectError(await patch(plain.id, { type: "specific_translation" }), 422, "validation_error");
    expect(fields(e)).toEqual(["translations"]);
    expect((await patch(plain.id, { type: "specific_translation", translations: { de: "Ruder" } })).status).toBe(200);
    const e2 = expectError(await patch(plain.id, { translations: {} }), 422, "validation_error");
    expect(fields(e2)).toEqual(["translations"]);
    expect((await api(`/glossary/${plain.id}`, co.key)).json.translations).toEqual({ de: "Ruder" });
  });

  it.each([
    [{ colour: "red" }, "colour"],
    [{ term: "" }, "term"],
    [{ type: "nope" }, "type"],
    [{ category: null }, "category"],
    [{ translations: { DE: "x" } }, "translations.DE"],
  ])("rejects %j with 422 naming %s", async (body, field) => {
    const t = await created({ term: uniq("Tiller"), type: "do_not_translate" });
    const e = expectError(await patch(t.id, body), 422, "validation_error");
    expect(e.message).toContain(field);
  });

  it("two terms renamed to one new term at once: exactly one wins", async () => {
    const target = uniq("Spinnaker");
    const [a, b] = await Promise.all([
      created({ term: uniq("A"), type: "do_not_translate" }),
      created({ term: uniq("B"), type: "do_not_translate" }),
    ]);
    const results = await Promise.all([patch(a.id, { term: target }), patch(b.id, { term: target.toLowerCase() })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await api(`/glossary?search=${encodeURIComponent(target)}`, co.key)).json.pagination.total).toBe(1);
  });

  it("concurrent PATCHes of different fields all apply", async () => {
    const t = await created({ term: uniq("Winch"), type: "do_not_translate" });
    const results = await Promise.all([
      patch(t.id, { category: "deck" }),
      patch(t.id, { case_sensitive: true }),
      patch(t.id, { translations: { it: "Verricello" } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await api(`/glossary/${t.id}`, co.key)).json).toMatchObject({
      category: "deck",
      case_sensitive: true,
      translations: { it: "Verricello" },
    });
  });
});

describe("DELETE /glossary/{id}", () => {
  it("deletes the term: 204, then 404 everywhere, and the term can be added again", async () => {
    const t = await created({ term: uniq("Anchor"), type: "do_not_translate" });
    const res = await del(t.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expectError(await api(`/glossary/${t.id}`, co.key), 404, "not_found");
    expectError(await patch(t.id, { category: "x" }), 404, "not_found");
    expectError(await del(t.id), 404, "not_found");
    expect((await post({ term: t.term, type: "do_not_translate" })).status).toBe(201);
  });

  it("an unknown id is 404", async () => {
    expectError(await api("/glossary/term_nope", co.key), 404, "not_found");
  });
});

describe("tenancy", () => {
  it("another company's term is 404 on every path and never listed", async () => {
    const t = await created({ term: uniq("Secret"), type: "do_not_translate" });
    expectError(await api(`/glossary/${t.id}`, other.key), 404, "not_found");
    expectError(await patch(t.id, { category: "stolen" }, other.key), 404, "not_found");
    expectError(await del(t.id, other.key), 404, "not_found");
    expect((await api(`/glossary?search=${encodeURIComponent(t.term)}`, other.key)).json.data).toEqual([]);
    expect((await api(`/glossary/${t.id}`, co.key)).json).toEqual(t);
  });

  it("terms are unique per company, not across companies", async () => {
    const term = uniq("Shared");
    await created({ term, type: "do_not_translate" });
    expect((await post({ term, type: "do_not_translate" }, other.key)).status).toBe(201);
  });
});

describe("OpenAPI", () => {
  it("documents every glossary path with its schemas", async () => {
    const doc = (await call("/api/v1/openapi.json")).json;
    const expected: [string, string, string | null, string | null][] = [
      ["/glossary", "get", null, "GlossaryTermList"],
      ["/glossary", "post", "GlossaryTermInput", "GlossaryTerm"],
      ["/glossary/{id}", "get", null, "GlossaryTerm"],
      ["/glossary/{id}", "patch", "GlossaryTermUpdateInput", "GlossaryTerm"],
      ["/glossary/{id}", "delete", null, null],
    ];
    for (const [path, method, request, response] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      if (request) expect(op.requestBody.content["application/json"].schema.$ref).toBe(`#/components/schemas/${request}`);
      const ok = op.responses["200"] ?? op.responses["201"];
      if (response) expect(ok.content["application/json"].schema.$ref).toBe(`#/components/schemas/${response}`);
      else expect(op.responses["204"]).toBeDefined();
      if (path.endsWith("{id}")) expect(op.responses["404"]).toBeDefined();
    }
    const names = doc.paths["/glossary"].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(["page", "limit", "search"]));
    expect(doc.paths["/glossary"].post.responses["409"]).toBeDefined();
  });
});
