import { beforeAll, describe, expect, it } from "vitest";
import { admin, api, call, expectError, newCompany } from "./helpers.js";

describe("authentication (spec section 5)", () => {
  let a: Awaited<ReturnType<typeof newCompany>>;
  let b: Awaited<ReturnType<typeof newCompany>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([newCompany({ name: "Alpha" }), newCompany({ name: "Beta" })]);
  });

  it("a request without a key is 401 unauthenticated", async () => {
    const e = expectError(await call("/api/v1/me"), 401, "unauthenticated");
    expect(e.message).toMatch(/Authorization/);
  });

  it.each([["Basic dXNlcjpwYXNz"], ["Bearer"], ["Bearer not-a-key"], ["Token pds_0123456789abcdef_0123456789ABCDEFabcdef0123456789"]])(
    "a malformed Authorization header %j is 401",
    async (header) => {
      expectError(await call("/api/v1/me", { headers: { authorization: header } }), 401, "unauthenticated");
    },
  );

  it("an unknown key of the right shape is 401", async () => {
    expectError(await api("/me", "pds_0123456789abcdef_0123456789ABCDEFabcdef0123456789"), 401, "unauthenticated");
  });

  it("a real key id with a wrong secret is 401", async () => {
    const forged = a.key.slice(0, -4) + (a.key.endsWith("AAAA") ? "BBBB" : "AAAA");
    expectError(await api("/me", forged), 401, "unauthenticated");
  });

  it("a valid key reaches its own company only", async () => {
    const meA = await api("/me", a.key);
    const meB = await api("/me", b.key);
    expect(meA.status).toBe(200);
    expect(meA.json.company).toMatchObject({ id: a.id, name: "Alpha" });
    expect(meA.json.key).toEqual({ id: a.keyId, scopes: ["read", "write"], user_id: null });
    expect(meB.json.company.id).toBe(b.id);
  });

  it("a deactivated key answers 401 from then on", async () => {
    const key = await admin(`/companies/${a.id}/keys`, { method: "POST", body: {} });
    expect((await api("/me", key.json.key)).status).toBe(200);
    expect((await admin(`/keys/${key.json.id}`, { method: "DELETE" })).status).toBe(204);
    const e = expectError(await api("/me", key.json.key), 401, "unauthenticated");
    expect(e.message).toMatch(/deactivated/);
  });

  it("a read-only key may read but gets 403 forbidden on a mutating request", async () => {
    const read = await admin(`/companies/${a.id}/keys`, { method: "POST", body: { scopes: ["read"] } });
    expect(read.json.scopes).toEqual(["read"]);
    expect((await api("/credits/balance", read.json.key)).status).toBe(200);
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      const e = expectError(await api("/me", read.json.key, { method, body: {} }), 403, "forbidden");
      expect(e.message).toMatch(/write scope/);
    }
  });

  it("a key carries its user id", async () => {
    const key = await admin(`/companies/${b.id}/keys`, { method: "POST", body: { user_id: "user-42" } });
    expect((await api("/me", key.json.key)).json.key.user_id).toBe("user-42");
  });
});
