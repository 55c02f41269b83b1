import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../core/clock.js";
import { resetConfig } from "../core/config.js";
import { RateLimiter } from "../core/http/rate-limit.js";
import { newUuid } from "../core/store/ids.js";
import { admin, api, expectError, newCompany } from "./helpers.js";

/** Limits small enough to reach, and a frozen clock, so every count below is exact. */
const KEY_LIMIT = 5;
const COMPANY_LIMIT = 8;
const T0 = "2026-11-25T10:00:00.200Z";

beforeAll(() => {
  process.env.RATE_LIMIT_KEY_PER_SECOND = String(KEY_LIMIT);
  process.env.RATE_LIMIT_COMPANY_PER_SECOND = String(COMPANY_LIMIT);
  resetConfig();
});
afterAll(() => setClock(undefined));

const statuses = async (n: number, key: string) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await api("/me", key)).status);
  return out;
};

describe("rate limits", () => {
  it("a key gets its limit per second, then 429 rate_limited with Retry-After and RateLimit-* headers; the next second it goes on", async () => {
    const co = await newCompany();
    setClock(T0);
    const first = await api("/me", co.key);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe(String(KEY_LIMIT));
    expect(first.headers.get("ratelimit-remaining")).toBe(String(KEY_LIMIT - 1));
    expect(first.headers.get("ratelimit-reset")).toBe("1");
    expect(await statuses(4, co.key)).toEqual([200, 200, 200, 200]);
    const refused = await api("/me", co.key);
    const e = expectError(refused, 429, "rate_limited");
    expect(e).toMatchObject({ code: "rate_limited", retryable: true, details: { scope: "key", limit: KEY_LIMIT, window_seconds: 1 } });
    expect(e.message).toMatch(/API key may make 5 per second/);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    // A refused write is refused before its scope is looked at or anything runs.
    expectError(await api("/glossary", co.key, { method: "POST", body: { term: "Oak", type: "do_not_translate" } }), 429, "rate_limited");
    expect((await api("/glossary", co.key)).status).toBe(429);

    setClock(new Date(Date.parse(T0) + 1000));
    const list = await api("/glossary", co.key);
    expect(list.status, list.text).toBe(200);
    expect(list.json.data).toEqual([]); // the refused POST wrote nothing
    expect(await statuses(KEY_LIMIT - 1, co.key)).toEqual(Array(KEY_LIMIT - 1).fill(200));
    expect((await api("/me", co.key)).status).toBe(429);
  });

  it("a company's keys share the company's limit; another company is not affected", async () => {
    const co = await newCompany();
    const second = (await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "second" } })).json.key as string;
    const other = await newCompany();
    setClock(new Date(Date.parse(T0) + 10_000));
    expect(await statuses(KEY_LIMIT, co.key)).toEqual(Array(KEY_LIMIT).fill(200));
    expect(await statuses(COMPANY_LIMIT - KEY_LIMIT, second)).toEqual(Array(COMPANY_LIMIT - KEY_LIMIT).fill(200));
    const refused = await api("/me", second);
    expect(expectError(refused, 429, "rate_limited")).toMatchObject({ details: { scope: "company", limit: COMPANY_LIMIT } });
    expect(refused.headers.get("ratelimit-limit")).toBe(String(COMPANY_LIMIT));
    expect(await statuses(KEY_LIMIT, other.key)).toEqual(Array(KEY_LIMIT).fill(200));
  });

  it("holds across instances: two limiters sharing the counter in DynamoDB admit the limit between them", async () => {
    setClock(new Date(Date.parse(T0) + 20_000));
    const scope = `key#${newUuid()}`;
    const a = new RateLimiter();
    const b = new RateLimiter();
    const admitted = (l: RateLimiter, n: number) => Array.from({ length: n }, () => l.hit(scope, 10).allowed).filter(Boolean).length;
    expect(admitted(a, 6)).toBe(6);
    await a.flush();
    expect(admitted(b, 1)).toBe(1); // b has not heard of a yet
    await b.flush(); // now it has: 7 used
    expect(admitted(b, 10)).toBe(3);
    await b.flush();
    // a learns what b did at its next sync: until then it may admit one more (the overshoot
    // between two syncs), after it nothing.
    expect(admitted(a, 1)).toBe(1);
    await a.flush();
    expect(admitted(a, 10)).toBe(0);
    expect(admitted(b, 10)).toBe(0);
  });
});
