import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { app, call, expectError } from "./helpers.js";

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
    expect(doc.components.schemas.Error.required).toEqual(expect.arrayContaining(["status_code", "error_type", "message", "request_id"]));
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

  it("documents the export as a 303 to a download link, and the file as what a client following it receives", async () => {
    const op = (await call("/api/v1/openapi.json")).json.paths["/tables/{table_id}/export"].get;
    expect(op.responses["200"].description).toMatch(/follow the redirect/);
    expect(op.responses["303"].headers.location.schema).toMatchObject({ type: "string", format: "uri" });
    expect(op.responses["303"].content["application/json"].schema.$ref).toBe("#/components/schemas/ExportLink");
  });

  it("serves the interactive reference page, which loads its script from this service only", async () => {
    const res = await call("/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.text).toContain('data-url="/api/v1/openapi.json"');
    const scripts = [...res.text.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/api\/v1\/docs\/api-reference\.[0-9a-f]{16}\.js$/)]);
    // No inline script to allow: scripts come from this origin only.
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe|https?:)/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the viewer's script under a content-hashed URL, cacheable for good, gzipped when accepted", async () => {
    const path = /src="([^"]*api-reference[^"]*)"/.exec((await call("/api/v1/docs")).text)![1];
    const plain = await app.request(path);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.toString("utf8")).toContain("createApiReference");
    expect(path).toContain(`.${createHash("sha256").update(body).digest("hex").slice(0, 16)}.js`);

    const gzipped = await app.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
    const packed = Buffer.from(await gzipped.arrayBuffer());
    expect(packed.length).toBeLessThan(body.length / 2);
    expect(gunzipSync(packed).equals(body)).toBe(true);

    // Another deployment's hash, or any other name, is not found (and needs no key either).
    for (const other of ["/api/v1/docs/api-reference.0000000000000000.js", "/api/v1/docs/other.js"]) {
      expectError(await call(other), 404, "not_found");
    }
  });
});
