import { describe, expect, it } from "vitest";
import { createApp } from "../core/api/app.js";
import { admin, api, call, expectError, newCompany } from "./helpers.js";

describe("errors (spec 2.1, 7)", () => {
  it("malformed JSON is 400 invalid_request", async () => {
    const e = expectError(await admin("/companies", { method: "POST", body: '{"name": "x",' }), 400, "invalid_request");
    expect(e.message).toMatch(/Malformed JSON/);
  });

  it("a body with the wrong Content-Type is 400 invalid_request", async () => {
    const e = expectError(
      await admin("/companies", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      400,
      "invalid_request",
    );
    expect(e.message).toMatch(/application\/json/);
  });

  it("a required body that is missing is 422 naming the fields", async () => {
    const e = expectError(await admin("/companies", { method: "POST" }), 422, "validation_error");
    expect(e.details.errors[0]).toMatchObject({ in: "body" });
  });

  it("an unknown route is 404 not_found", async () => {
    const { key } = await newCompany();
    const e = expectError(await api("/no-such-thing", key), 404, "not_found");
    expect(e.message).toMatch(/GET \/api\/v1\/no-such-thing/);
  });

  it("an unsupported method on a known path is 400 invalid_request with Allow", async () => {
    const { key } = await newCompany();
    const res = await api("/credits/balance", key, { method: "DELETE" });
    const e = expectError(res, 400, "invalid_request");
    expect(e.code).toBe("method_not_allowed");
    expect(res.headers.get("allow")).toContain("GET");
  });

  it("an oversized body is refused with 413 before parsing", async () => {
    const big = JSON.stringify({ name: "x".repeat(7 * 1024 * 1024) });
    const e = expectError(await admin("/companies", { method: "POST", body: big }), 413, "invalid_request");
    expect(e.code).toBe("payload_too_large");
    expect(e.message).toMatch(/limit/);
    expect(e.message).toMatch(/split/);
    expect(e.message).not.toMatch(/\/files/);
  });

  it("an oversized table body is told to send its source as a file", async () => {
    const { key } = await newCompany();
    const big = JSON.stringify({ schema_id: "default_product", name: "Big", source_text: "x".repeat(7 * 1024 * 1024) });
    const e = expectError(await api("/tables", key, { method: "POST", body: big }), 413, "invalid_request");
    expect(e.message).toMatch(/POST \/files\/uploads.*file_ids/);
  });

  it("validation errors name every bad field and why", async () => {
    const e = expectError(await admin("/companies", { method: "POST", body: { name: "", monthly_credits: 1.5 } }), 422, "validation_error");
    expect(e.details.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "name", in: "body", message: expect.stringMatching(/empty/) }),
        expect.objectContaining({ field: "monthly_credits", in: "body" }),
      ]),
    );
  });

  it("an unexpected exception is 500 internal_error without internals", async () => {
    const app = createApp();
    app.get("/boom", () => {
      throw new Error("secret database detail");
    });
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ status_code: 500, error_type: "internal_error", request_id: res.headers.get("x-request-id") });
    expect(JSON.stringify(body)).not.toMatch(/secret|stack|Error:/);
  });

  it("every response carries x-request-id, echoing a valid incoming one", async () => {
    const res = await call("/api/v1/health", { headers: { "x-request-id": "client-trace-123" } });
    expect(res.headers.get("x-request-id")).toBe("client-trace-123");
    const err = await call("/api/v1/me");
    expect(err.headers.get("x-request-id")).toBe(err.json.request_id);
    // Resource routes load on first use and answer through their own app (core/api/lazy-group.ts).
    const { key } = await newCompany();
    const me = await api("/me", key, { headers: { "x-request-id": "client-trace-456" } });
    expect(me.status).toBe(200);
    expect(me.headers.get("x-request-id")).toBe("client-trace-456");
  });

  it("a path under a resource prefix that no route matches is 404, as any unknown path", async () => {
    const { key } = await newCompany();
    const e = expectError(await api("/tables/x/y/z", key), 404, "not_found");
    expect(e.message).toBe("No route for GET /api/v1/tables/x/y/z; see /api/v1/docs");
  });
});
