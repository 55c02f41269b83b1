import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api, newCompany } from "./helpers.js";

/**
 * No input makes the API answer 5xx: every operation of the OpenAPI document gets arbitrary JSON
 * bodies (and near-valid ones: right keys, wrong values) and arbitrary query strings.
 */
let co: { id: string; key: string };
const operations: { method: string; path: string; keys: string[] }[] = [];

beforeAll(async () => {
  co = await newCompany({ credits: 100_000 });
  const doc = (await api("/openapi.json", co.key)).json;
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      const resolved = schema?.$ref ? doc.components.schemas[schema.$ref.split("/").pop()] : schema;
      operations.push({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, "x_unknown_1"),
        keys: Object.keys(resolved?.properties ?? {}),
      });
    }
  }
});

const value = fc.oneof(fc.jsonValue(), fc.string(), fc.constantFrom(null, -1, 0, 1e308, "", "auto", [], {}, [{}], "https://127.0.0.1/"));

describe("no 5xx for any input", () => {
  it("every operation answers arbitrary and near-valid bodies without a server error", async () => {
    expect(operations.length).toBeGreaterThan(30);
    const seen = new Set<number>();
    for (const op of operations.filter((o) => o.method !== "GET" && o.method !== "DELETE")) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...(op.keys.length ? op.keys : ["a"])), value)),
          async (body) => {
            const res = await api(op.path, co.key, { method: op.method, body: JSON.stringify(body) });
            seen.add(res.status);
            expect(res.status, `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 300)} → ${res.text.slice(0, 300)}`).toBeLessThan(
              500,
            );
          },
        ),
        // A fixed seed: the same bodies every run, so whether some are accepted does not depend on luck.
        { numRuns: 25, seed: 20261122 },
      );
    }
    // The bodies reach the handlers: some are accepted, not only refused by validation.
    expect(
      [...seen].some((s) => s < 300),
      `statuses seen: ${[...seen]}`,
    ).toBe(true);
    expect(seen.has(422)).toBe(true);
  }, 240_000);

  it("every GET answers arbitrary query strings without a server error", async () => {
    for (const op of operations.filter((o) => o.method === "GET")) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom("page", "limit", "search", "type", "status", "format", "from", "to", "service"), fc.string()),
          async (query) => {
            const res = await api(`${op.path}?${new URLSearchParams(query)}`, co.key);
            expect(res.status, `GET ${op.path}?${new URLSearchParams(query)} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
          },
        ),
        { numRuns: 10 },
      );
    }
  }, 120_000);
});
