import { createConfig, lintFromString } from "@redocly/openapi-core";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./helpers.js";

/**
 * Redocly's recommended rules, plus, as errors, what Spectral's `oas` ruleset asks for (declared
 * tags, descriptions) and what generators need (unique operation ids). Any problem fails, warnings too.
 */
const RULES = {
  "operation-operationId": "error",
  "operation-operationId-unique": "error",
  "operation-operationId-url-safe": "error",
  "operation-summary": "error",
  "operation-description": "error",
  "operation-tag-defined": "error",
  "operation-singular-tag": "error",
  "tag-description": "error",
  "no-duplicated-tag-names": "error",
  "operation-2xx-response": "error",
  "operation-4xx-response": "error",
  "info-license": "error",
  "info-license-strict": "error",
  "no-unused-components": "error",
  "no-invalid-media-type-examples": "error",
  "no-invalid-schema-examples": "error",
  "security-defined": "error",
  "path-params-defined": "error",
  "operation-parameters-unique": "error",
  "no-ambiguous-paths": "error",
} as const;

interface Op {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

let doc: any;
let ops: { path: string; method: string; op: Op }[];

beforeAll(async () => {
  doc = (await call("/api/v1/openapi.json")).json;
  ops = Object.entries(doc.paths as Record<string, Record<string, Op>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
});

const name = (o: { path: string; method: string }) => `${o.method.toUpperCase()} ${o.path}`;

describe("the served OpenAPI document, for linters and generators", () => {
  it("has no problem under Redocly's recommended rules and the stricter ones above", async () => {
    const config = await createConfig({ extends: ["recommended"], rules: RULES });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "file:///openapi.json", config });
    const lines = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`);
    expect(lines).toEqual([]);
  });

  it("gives every operation a unique camelCase operationId, a summary, a description and one declared tag", () => {
    expect(ops.length).toBeGreaterThan(40);
    const declared = new Map((doc.tags as { name: string; description: string }[]).map((t) => [t.name, t.description]));
    for (const o of ops) {
      expect(o.op.operationId, name(o)).toMatch(/^[a-z][A-Za-z]+$/);
      expect(o.op.summary?.length, name(o)).toBeGreaterThan(5);
      expect(o.op.description?.length, name(o)).toBeGreaterThan(o.op.summary?.length ?? 0);
      expect(o.op.tags?.length, name(o)).toBe(1);
      expect(declared.get(o.op.tags![0]), name(o)).toBeTruthy();
    }
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // Every declared tag is used.
    expect(new Set(ops.map((o) => o.op.tags![0]))).toEqual(new Set(declared.keys()));
    expect(doc.info.license.name).toBeTruthy();
  });

  it("documents the errors each operation can answer by its shape, each as the Error object", () => {
    for (const o of ops) {
      const statuses = Object.keys(o.op.responses);
      const isPublic = Array.isArray(o.op.security) && o.op.security.length === 0;
      const expected = ["429", "500"];
      if (!isPublic) expected.push("401");
      if (!isPublic && o.method !== "get") expected.push("403");
      if (o.op.requestBody) expected.push("400", "413", "422");
      if (o.op.parameters?.some((p) => p.in === "path")) expected.push("404");
      if (o.op.parameters?.some((p) => p.in === "query")) expected.push("422");
      expect(statuses, name(o)).toEqual(expect.arrayContaining(expected));
      expect(
        statuses.some((s) => /^2/.test(s)),
        name(o),
      ).toBe(true);
      for (const s of statuses.filter((s) => Number(s) >= 400)) {
        expect(o.op.responses[s].content?.["application/json"].schema?.$ref, `${name(o)} ${s}`).toBe("#/components/schemas/Error");
      }
    }
    const health = ops.find((o) => o.path === "/health")!;
    expect(Object.keys(health.op.responses)).not.toContain("401");
    expect(doc.paths["/search"].post.responses["429"].headers["retry-after"]).toBeDefined();
  });

  it("keeps the default keyword out of request bodies, and in query parameters", () => {
    const schemas = doc.components.schemas;
    const seen = new Set<string>();
    const withDefault: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (typeof node !== "object" || node === null) return;
      const ref = (node as { $ref?: string }).$ref;
      if (ref && !seen.has(ref)) {
        seen.add(ref);
        visit(schemas[ref.split("/").pop()!], ref);
      }
      if ("default" in node && ("type" in node || "$ref" in node || "enum" in node)) withDefault.push(at);
      for (const [k, v] of Object.entries(node)) visit(v, `${at}/${k}`);
    };
    for (const o of ops) visit(o.op.requestBody, name(o));
    expect(withDefault).toEqual([]);
    expect(seen.size).toBeGreaterThan(10);
    expect(schemas.SearchInput.properties.max_results.description).toContain("Default: `7`.");
    expect(schemas.EnrichInput.properties.thinking.description).toContain('Default: `"medium"`.');
    const limit = doc.paths["/tables"].get.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema.default).toBe(25);
  });

  it("types the export: a 303 to the file, and the file itself for clients that follow it", () => {
    const op = doc.paths["/tables/{table_id}/export"].get;
    expect(op.responses["303"].content["application/json"].schema.$ref).toBe("#/components/schemas/ExportLink");
    expect(Object.keys(op.responses["200"].content).sort()).toEqual([
      "application/json",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "text/csv",
    ]);
    expect(op.responses["200"].content["application/json"].schema.$ref).toBe("#/components/schemas/TableExport");
    expect(doc.components.schemas.TableExport.required).toEqual(["data"]);
  });
});
