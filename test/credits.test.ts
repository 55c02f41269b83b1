import { describe, expect, it } from "vitest";
import * as credits from "../core/credits/service.js";
import { AppError } from "../core/errors.js";
import { api, newCompany } from "./helpers.js";

describe("credits ledger", () => {
  it("a charge lowers the balance and writes one negative ledger row", async () => {
    const co = await newCompany({ credits: 20 });
    const tx = await credits.charge(co.id, { service: "search", cost: 5, description: "Search: shoes" });
    expect(tx).toMatchObject({ service: "search", amount: -5, description: "Search: shoes", table_id: null });
    expect((await api("/credits/balance", co.key)).json.balance).toBe(15);
    const usage = await api("/credits/usage", co.key);
    expect(usage.json.data).toEqual([tx]);
    expect(usage.json.total_used).toBe(5);
  });

  it("a charge the balance cannot cover is 402 insufficient_credits and writes nothing", async () => {
    const co = await newCompany({ credits: 4 });
    const err = await credits.charge(co.id, { service: "search", cost: 5, description: "too dear" }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(402);
    expect(err.type).toBe("insufficient_credits");
    expect((await api("/credits/balance", co.key)).json.balance).toBe(4);
    expect((await api("/credits/usage", co.key)).json.pagination.total).toBe(0);
  });

  it("a company that never had credits cannot spend", async () => {
    const co = await newCompany();
    await expect(credits.charge(co.id, { service: "enrich", cost: 1, description: "x" })).rejects.toMatchObject({ status: 402 });
  });

  it("concurrent charges never overdraw", async () => {
    const co = await newCompany({ credits: 50 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => credits.charge(co.id, { service: "search", cost: 10, description: `c${i}` })),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    expect(ok).toBe(5);
    for (const r of results) if (r.status === "rejected") expect(r.reason.status).toBe(402);
    expect((await api("/credits/balance", co.key)).json.balance).toBe(0);
    expect((await api("/credits/usage", co.key)).json.pagination.total).toBe(5);
  });
});
