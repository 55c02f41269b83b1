import { createHash } from "node:crypto";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { createApp } from "../core/api/app.js";
import { dynamo, tableName } from "../core/store/client.js";
import { admin, api, call, expectError } from "./helpers.js";

describe("admin API (key issuance)", () => {
  it("is absent when ADMIN_TOKEN is not set", async () => {
    const saved = process.env.ADMIN_TOKEN;
    delete process.env.ADMIN_TOKEN;
    resetConfig();
    try {
      const bare = createApp();
      const res = await bare.request("/admin/v1/companies", {
        method: "POST",
        headers: { authorization: `Bearer ${saved}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "x" }),
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error_type: string }).error_type).toBe("not_found");
    } finally {
      process.env.ADMIN_TOKEN = saved;
      resetConfig();
    }
  });

  it("refuses a wrong or missing admin token with 401", async () => {
    expectError(await call("/admin/v1/companies", { method: "POST", body: { name: "x" } }), 401, "unauthenticated");
    expectError(
      await call("/admin/v1/companies", { method: "POST", key: "wrong-token-wrong-token", body: { name: "x" } }),
      401,
      "unauthenticated",
    );
  });

  it("an API key is not an admin token", async () => {
    const co = await admin("/companies", { method: "POST", body: { name: "Keyed" } });
    const key = await admin(`/companies/${co.json.id}/keys`, { method: "POST", body: {} });
    expectError(await call("/admin/v1/companies", { method: "POST", key: key.json.key, body: { name: "x" } }), 401, "unauthenticated");
  });

  it("creates a company", async () => {
    const res = await admin("/companies", { method: "POST", body: { name: "Acme", monthly_credits: 2500 } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Acme",
      monthly_credits: 2500,
      monthly_fee_czk: null,
      monthly_fee_eur: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const noCredits = await admin("/companies", { method: "POST", body: { name: "Zero" } });
    expect(noCredits.json.monthly_credits).toBe(0);
  });

  it("validates company input with 422 naming each field", async () => {
    const e = expectError(await admin("/companies", { method: "POST", body: { monthly_credits: -1, extra: 1 } }), 422, "validation_error");
    const fields = e.details.errors.map((x: { field: string }) => x.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "monthly_credits"]));
    expect(JSON.stringify(e.details)).toMatch(/extra/);
  });

  it("issues a key shown once and stored only as its SHA-256 hash", async () => {
    const co = await admin("/companies", { method: "POST", body: { name: "Hashy" } });
    const res = await admin(`/companies/${co.json.id}/keys`, { method: "POST", body: { name: "ci", user_id: "u1" } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: expect.stringMatching(/^key_/), name: "ci", scopes: ["read", "write"], user_id: "u1" });
    const key: string = res.json.key;
    expect(key).toMatch(/^pds_[0-9a-z]{16}_[0-9A-Za-z]{32}$/);

    // Everything key issuance writes lives in the key's partition and the company's.
    const partition = async (pk: string) =>
      (
        await dynamo().send(
          new QueryCommand({ TableName: tableName(), KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": pk } }),
        )
      ).Items;
    const raw = JSON.stringify([await partition(`$pds#keyId_${res.json.id}`), await partition(`$pds#companyId_${co.json.id}`)]);
    expect(raw).not.toContain(key);
    expect(raw).not.toContain(key.split("_")[2]);
    expect(raw).toContain(createHash("sha256").update(key).digest("hex"));
    expect((await api("/me", key)).status).toBe(200);
  });

  it("rejects unknown scopes and a key for a missing company", async () => {
    const co = await admin("/companies", { method: "POST", body: { name: "Scoped" } });
    expectError(await admin(`/companies/${co.json.id}/keys`, { method: "POST", body: { scopes: ["admin"] } }), 422, "validation_error");
    expectError(await admin(`/companies/${co.json.id}/keys`, { method: "POST", body: { scopes: [] } }), 422, "validation_error");
    expectError(await admin("/companies/00000000-0000-4000-8000-000000000000/keys", { method: "POST", body: {} }), 404, "not_found");
    expectError(await admin("/companies/not-a-uuid/keys", { method: "POST", body: {} }), 422, "validation_error");
  });

  it("deactivating an unknown key is 404", async () => {
    expectError(await admin("/keys/key_doesnotexist0000", { method: "DELETE" }), 404, "not_found");
  });

  it("grants credits into the balance and the ledger", async () => {
    const co = await admin("/companies", { method: "POST", body: { name: "Rich", monthly_credits: 100 } });
    const key = await admin(`/companies/${co.json.id}/keys`, { method: "POST", body: {} });
    const g1 = await admin(`/companies/${co.json.id}/credits`, { method: "POST", body: { amount: 250, description: "Top-up" } });
    expect(g1.status).toBe(201);
    expect(g1.json.balance).toBe(350); // the first period's allocation (100) came with the company
    expect(g1.json.transaction).toMatchObject({ service: "grant", amount: 250, description: "Top-up", table_id: null });
    const g2 = await admin(`/companies/${co.json.id}/credits`, { method: "POST", body: { amount: 50.5 } });
    expect(g2.json.balance).toBe(400.5);
    const bal = await api("/credits/balance", key.json.key);
    expect(bal.json).toMatchObject({ balance: 400.5, monthly_allocation: 100, used_this_period: 0 });
    expectError(await admin(`/companies/${co.json.id}/credits`, { method: "POST", body: { amount: -5 } }), 422, "validation_error");
    expectError(
      await admin("/companies/00000000-0000-4000-8000-000000000000/credits", { method: "POST", body: { amount: 5 } }),
      404,
      "not_found",
    );
  });

  it("concurrent grants all land in the balance", async () => {
    const co = await admin("/companies", { method: "POST", body: { name: "Busy" } });
    await Promise.all(Array.from({ length: 10 }, () => admin(`/companies/${co.json.id}/credits`, { method: "POST", body: { amount: 7 } })));
    const key = await admin(`/companies/${co.json.id}/keys`, { method: "POST", body: {} });
    expect((await api("/credits/balance", key.json.key)).json.balance).toBe(70);
  });
});
