import { describe, expect, it } from "vitest";
import { GROUPS } from "../core/api/groups.js";

describe("lazily loaded route groups (core/api/lazy-group.ts)", () => {
  it("every group's routes lie under its prefix, so the prefix alone finds the group", async () => {
    for (const { prefix, load } of GROUPS) {
      const paths = (await load()).routes.filter((r) => r.method !== "ALL").map((r) => r.path);
      expect(paths.length, prefix).toBeGreaterThan(0);
      for (const path of paths) expect(path === prefix || path.startsWith(`${prefix}/`), `${path} outside ${prefix}`).toBe(true);
    }
  });

  it("no two groups share a prefix", () => {
    const prefixes = GROUPS.map((g) => g.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
