import { describe, expect, it } from "vitest";
import { GROUPS } from "../core/api/groups.js";
import { api, newCompany } from "./helpers.js";

describe("lazily loaded route groups (core/api/lazy-group.ts)", () => {
  it("every group's routes lie under its prefix, so the prefix alone finds the group", async () => {
    for (const { prefix, load } of GROUPS) {
      const paths = (await load()).routes.filter((r) => r.method !== "ALL").map((r) => r.path);
      expect(paths.length, prefix).toBeGreaterThan(0);
      for (const path of paths) expect(path === prefix || path.startsWith(`${prefix}/`), `${path} outside ${prefix}`).toBe(true);
    }
  });

  it("a group's answer carries the headers set before its route (request id, CORS, RateLimit-*) and its own", async () => {
    const co = await newCompany();
    const body = { key: "group_colour", label: "Colour", type: "text" };
    const headers = { "x-request-id": "trace-group-1", origin: "https://shop.example" };
    const created = await api("/attributes", co.key, { method: "POST", body, headers });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject(body);
    expect(created.headers.get("content-type")).toMatch(/^application\/json/);
    expect(created.headers.get("x-request-id")).toBe("trace-group-1");
    expect(created.headers.get("access-control-allow-origin")).toBe("*");
    expect(created.headers.get("ratelimit-limit")).toBe("100000");
    const read = await api(`/attributes/${created.json.id}`, co.key, { headers });
    expect(read.json).toEqual(created.json);
    expect(read.headers.get("x-request-id")).toBe("trace-group-1");
  });

  it("no two groups share a prefix", () => {
    const prefixes = GROUPS.map((g) => g.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
