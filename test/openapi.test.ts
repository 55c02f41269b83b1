import { describe, expect, it } from "vitest";
import { call } from "./helpers.js";

describe("OpenAPI document and docs page", () => {
  it("serves an OpenAPI 3.1 document without a key", async () => {
    const res = await call("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.json;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/health", "/me", "/credits/balance", "/credits/usage"]));
    expect(doc.paths["/health"].get.security).toEqual([]);
    expect(doc.components.schemas.Error.required).toEqual(
      expect.arrayContaining(["status_code", "error_type", "message", "request_id"]),
    );
  });

  it("documents each route's query parameters and error responses from the validating schemas", async () => {
    const doc = (await call("/api/v1/openapi.json")).json;
    const usage = doc.paths["/credits/usage"].get;
    const names = usage.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(["page", "limit", "from", "to", "service"]));
    expect(Object.keys(usage.responses)).toEqual(expect.arrayContaining(["200", "422"]));
  });

  it("lists every attribute and schema path with its request and response schemas", async () => {
    const doc = (await call("/api/v1/openapi.json")).json;
    const expected: [string, string, string | null, string][] = [
      ["/attributes", "get", null, "AttributeListResponse"],
      ["/attributes", "post", "AttributeInput", "Attribute"],
      ["/attributes/bulk", "post", "AttributeBulkInput", "AttributeBulkResponse"],
      ["/attributes/{id}", "get", null, "Attribute"],
      ["/attributes/{id}", "patch", "AttributeUpdateInput", "Attribute"],
      ["/attributes/{id}/rename", "post", "AttributeRenameInput", "AttributeRenameResponse"],
      ["/schemas", "get", null, "SchemaList"],
      ["/schemas", "post", "SchemaInput", "Schema"],
      ["/schemas/generate", "post", "SchemaGenerateInput", "Schema"],
      ["/schemas/{id}", "get", null, "Schema"],
      ["/schemas/{id}", "patch", "SchemaUpdateInput", "Schema"],
    ];
    for (const [path, method, request, response] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      if (request) expect(op.requestBody.content["application/json"].schema.$ref).toBe(`#/components/schemas/${request}`);
      const ok = op.responses["200"] ?? op.responses["201"];
      expect(ok.content["application/json"].schema.$ref).toBe(`#/components/schemas/${response}`);
    }
    expect(doc.paths["/schemas/{id}"].delete.responses["204"]).toBeDefined();
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["NumberConfig", "ImageConfig", "Column", "ColumnInput"]));
  });

  it("documents the export as a 303 to a download link, not a file body", async () => {
    const op = (await call("/api/v1/openapi.json")).json.paths["/tables/{table_id}/export"].get;
    expect(Object.keys(op.responses)).not.toContain("200");
    expect(op.responses["303"].headers.location.schema).toMatchObject({ type: "string", format: "uri" });
    expect(op.responses["303"].content["application/json"].schema.$ref).toBe("#/components/schemas/ExportLink");
  });

  it("serves the interactive reference page", async () => {
    const res = await call("/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.text).toContain("/api/v1/openapi.json");
  });
});
