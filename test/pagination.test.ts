import { beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../core/clock.js";
import * as credits from "../core/credits/service.js";
import { api, expectError, newCompany } from "./helpers.js";

describe("pagination (spec 2.2, 2.13) on GET /credits/usage", () => {
  let co: Awaited<ReturnType<typeof newCompany>>;
  beforeAll(async () => {
    co = await newCompany({ credits: 1000 });
    // One charge a second on a known day, so the date filter has a fixed answer.
    try {
      for (let i = 1; i <= 30; i++) {
        setClock(new Date(Date.UTC(2030, 5, 15, 10, 0, i)));
        await credits.charge(co.id, { service: i % 2 ? "search" : "enrich", cost: i, description: `use ${i}` });
      }
    } finally {
      setClock(undefined);
    }
  });

  it("defaults to page 1, limit 25, with the total", async () => {
    const res = await api("/credits/usage", co.key);
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ page: 1, limit: 25, total: 30 });
    expect(res.json.data).toHaveLength(25);
    expect(res.json.data[0].description).toBe("use 30"); // newest first
  });

  it("pages through without gaps or repeats", async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 4; page++) {
      const res = await api(`/credits/usage?page=${page}&limit=8`, co.key);
      expect(res.json.pagination).toEqual({ page, limit: 8, total: 30 });
      for (const t of res.json.data) seen.add(t.id);
    }
    expect(seen.size).toBe(30);
    expect((await api("/credits/usage?page=5&limit=8", co.key)).json.data).toEqual([]);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
    ["page=abc", "page"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
  ])("%s is 422 naming %s", async (qs, field) => {
    const e = expectError(await api(`/credits/usage?${qs}`, co.key), 422, "validation_error");
    expect(e.details.errors).toEqual([expect.objectContaining({ field, in: "query" })]);
    expect(e.message).toContain(field);
  });

  it("accepts the bounds 1 and 100", async () => {
    expect((await api("/credits/usage?limit=1", co.key)).json.data).toHaveLength(1);
    expect((await api("/credits/usage?limit=100", co.key)).json.data).toHaveLength(30);
  });

  it("filters by service and date and reports total_used over every match", async () => {
    const all = await api("/credits/usage?limit=5", co.key);
    expect(all.json.total_used).toBe(465); // 1 + 2 + … + 30, not just this page; the grant is not usage
    const search = await api("/credits/usage?service=search&limit=5", co.key);
    expect(search.json.pagination.total).toBe(15);
    expect(search.json.total_used).toBe(225); // the odd costs
    expect(search.json.data.every((t: { service: string; amount: number }) => t.service === "search" && t.amount < 0)).toBe(true);
    expect((await api("/credits/usage?service=grant", co.key)).json.pagination.total).toBe(0);
    expect((await api("/credits/usage?from=2000-01-01&to=2000-12-31", co.key)).json.pagination.total).toBe(0);
    expect((await api("/credits/usage?from=2030-06-15&to=2030-06-15", co.key)).json.pagination.total).toBe(30);
    expectError(await api("/credits/usage?from=2024-02-30", co.key), 422, "validation_error");
    expectError(await api("/credits/usage?from=2024-03-02&to=2024-03-01", co.key), 422, "validation_error");
  });

  it("another company sees none of these transactions", async () => {
    const other = await newCompany();
    expect((await api("/credits/usage", other.key)).json.pagination.total).toBe(0);
  });
});
