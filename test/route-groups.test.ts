import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { startupFiles } from "../bench/startup.js";
import { createApp } from "../core/api/app.js";
import { sstBuildOptions } from "../stacks/esbuild.js";
import { call } from "./helpers.js";

/** Served by v1 but not API operations: the document itself and the docs page with its script. */
const NOT_OPERATIONS = new Set(["/openapi.json", "/docs", "/docs/:file"]);

describe("resource routes registered at start, services loaded on first use (core/api/groups.ts)", () => {
  it("the OpenAPI document lists every operation the public API serves, and only those", async () => {
    const served = createApp()
      .routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api/v1/"))
      .map((r) => ({ method: r.method.toLowerCase(), path: r.path.slice("/api/v1".length) }))
      .filter((r) => !NOT_OPERATIONS.has(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const doc = (await call("/api/v1/openapi.json")).json as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    // Hono lists a route once per handler (validators included), so compare sets.
    expect(new Set(served)).toEqual(new Set(documented));
    expect(documented.length).toBeGreaterThan(40);
  });

  it("a cold start of the API Lambda loads no resource service, entity or parser; a handler's import() does", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pds-cold-"));
    try {
      const { metafile } = await build(sstBuildOptions({ api: "functions/api.ts" }, dir));
      const outputs = metafile!.outputs;
      const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === "functions/api.ts")!;
      const atStart = startupFiles(outputs, entry).flatMap((f) => Object.keys(outputs[f].inputs));
      const everywhere = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
      // Authentication reads the API key with every request, so the auth service and the store load at start.
      const heavy = (input: string) =>
        /^core\/(?!auth\/|store\/)[^/]+\/(service|entity|rows|export|rename)\.ts$/.test(input) ||
        /node_modules\/(@aws-sdk\/client-(s3|sqs)|cheerio|ai|@ai-sdk\/[^/]+)\//.test(input) ||
        input.startsWith("core/extract/");
      expect(atStart.filter(heavy)).toEqual([]);
      expect(atStart).toEqual(expect.arrayContaining(["core/tables/routes.ts", "core/schemas/routes.ts", "core/admin/routes.ts"]));
      expect(everywhere).toEqual(expect.arrayContaining(["core/tables/service.ts", "core/tables/rows.ts", "core/companies/service.ts"]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
