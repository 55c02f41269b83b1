import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../core/clock.js";
import { admin, api, app, expectError, newCompany } from "./helpers.js";

/** `Idempotency-Key` on POSTs that create or charge, through the real app and store. */
type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;

beforeAll(async () => {
  co = await newCompany({ credits: 100 });
});
afterAll(() => setClock(undefined));

const post = (path: string, body: unknown, key: string, who = co.key) =>
  api(path, who, { method: "POST", body, headers: { "idempotency-key": key } });
const balance = async () => (await api("/credits/balance", co.key)).json.balance as number;

describe("Idempotency-Key", () => {
  it("a retried table create answers the first table again, marked replayed, and creates nothing more", async () => {
    const body = { schema_id: "default_product", name: "Idem table", source_text: "name,price\nOak table,120" };
    const first = await post("/tables", body, "create-table-1");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await post("/tables", body, "create-table-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    const tables = (await api("/tables?limit=100", co.key)).json.data.filter((t: { name: string }) => t.name === "Idem table");
    expect(tables).toHaveLength(1);
  });

  it("a retried search is charged once and answers the same job", async () => {
    const before = await balance();
    const first = await post("/search", { query: "oak table" }, "search-1");
    const again = await post("/search", { query: "oak table" }, "search-1");
    expect(first.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await balance()).toBe(before - 5);
  });

  it("the same key with a different request is 422 idempotency_key_reused", async () => {
    await post("/search", { query: "oak table" }, "search-2");
    const other = await post("/search", { query: "pine chair" }, "search-2");
    expect(expectError(other, 422, "validation_error").code).toBe("idempotency_key_reused");
    const otherPath = await post("/glossary", { query: "oak table" }, "search-2");
    expect(expectError(otherPath, 422, "validation_error").code).toBe("idempotency_key_reused");
  });

  it("duplicates sent at once: one runs, the rest are 409 idempotency_in_progress or its replay; charged once", async () => {
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post("/search", { query: "walnut desk" }, "search-burst")));
    const ran = answers.filter((a) => a.status === 200 && !a.headers.get("idempotent-replayed"));
    expect(ran).toHaveLength(1);
    for (const a of answers.filter((a) => a !== ran[0])) {
      if (a.status === 200) expect(a.json).toEqual(ran[0].json);
      else expect(expectError(a, 409, "conflict")).toMatchObject({ code: "idempotency_in_progress", retryable: true });
    }
    expect(answers.some((a) => a.status === 409)).toBe(true);
    const replay = await post("/search", { query: "walnut desk" }, "search-burst");
    expect(replay.json).toEqual(ran[0].json);
    expect(await balance()).toBe(before - 5);
  });

  it("a refused request keeps nothing: the same key then runs the corrected request", async () => {
    const bad = await post("/glossary", { term: "Oak", type: "nonsense" }, "glossary-1");
    expectError(bad, 422, "validation_error");
    const good = await post("/glossary", { term: "Oak", type: "do_not_translate" }, "glossary-1");
    expect(good.status).toBe(201);
  });

  it("keys are the API key's own, and another company's own", async () => {
    const secondKey = (await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "second" } })).json.key as string;
    const other = await newCompany();
    const a = await post("/glossary", { term: "Walnut", type: "do_not_translate" }, "shared-key");
    const b = await post("/glossary", { term: "Walnut", type: "do_not_translate" }, "shared-key", secondKey);
    const c = await post("/glossary", { term: "Walnut", type: "do_not_translate" }, "shared-key", other.key);
    expect(a.status).toBe(201);
    expect(b.status).toBe(409); // ran (the term exists), not replayed
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(c.status).toBe(201);
    expect(c.json.id).not.toBe(a.json.id);
  });

  it("a malformed key is 400 invalid_idempotency_key before anything runs", async () => {
    for (const key of ["x".repeat(256), "has space", "ünïcode"]) {
      const res = await api("/glossary", co.key, {
        method: "POST",
        body: { term: `T${key.length}`, type: "do_not_translate" },
        headers: { "idempotency-key": key },
      });
      expect(expectError(res, 400, "invalid_request").code).toBe("invalid_idempotency_key");
    }
    expect((await post("/glossary", { term: "Max", type: "do_not_translate" }, "k".repeat(255))).status).toBe(201);
  });

  it("a multipart upload retried with another boundary is the same request", async () => {
    const upload = async (text: string) => {
      const form = new FormData();
      form.append("file", new Blob([text], { type: "text/csv" }), "idem.csv");
      const res = await app.request("/api/v1/files", {
        method: "POST",
        headers: { authorization: `Bearer ${co.key}`, "idempotency-key": "upload-1" },
        body: form,
      });
      return { status: res.status, replayed: res.headers.get("idempotent-replayed"), json: (await res.json()) as any };
    };
    const first = await upload("name,price\nOak table,120\n");
    const again = await upload("name,price\nOak table,120\n");
    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, replayed: "true" });
    expect((await upload("name,price\nPine chair,45\n")).status).toBe(422);
  });

  it("is kept 24 hours: after that the key is free again", async () => {
    const body = { term: "Ash", type: "do_not_translate" };
    const first = await post("/glossary", body, "day-old");
    expect(first.status).toBe(201);
    await api(`/glossary/${first.json.id}`, co.key, { method: "DELETE" });
    setClock(new Date(Date.now() + 23 * 3600_000));
    expect((await post("/glossary", body, "day-old")).headers.get("idempotent-replayed")).toBe("true");
    setClock(new Date(Date.now() + 24 * 3600_000 + 1000));
    const later = await post("/glossary", body, "day-old");
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(later.json.id).not.toBe(first.json.id);
    setClock(undefined);
  });
});
