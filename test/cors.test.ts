/**
 * CORS on the local server: preflights are answered before authentication from the service's
 * one configuration (core/http/cors.ts), which API Gateway uses deployed (test/infra.test.ts).
 */
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../core/api/app.js";
import { resetConfig } from "../core/config.js";
import { CORS } from "../core/http/cors.js";
import { app, newCompany } from "./helpers.js";

const preflight = (target: { request: typeof app.request }, origin: string) =>
  target.request("/api/v1/tables", {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization,content-type" },
  });

describe("CORS", () => {
  afterAll(() => {
    delete process.env.CORS_ALLOW_ORIGINS;
    resetConfig();
  });

  it("answers a preflight without a key (204), allowing the service's methods and headers", async () => {
    const res = await preflight(app, "https://shop.example");
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const methods = res.headers.get("access-control-allow-methods")?.split(",") ?? [];
    expect(methods).toEqual(expect.arrayContaining(["GET", "POST", "PATCH", "DELETE"]));
    const headers = res.headers.get("access-control-allow-headers")?.toLowerCase().split(",") ?? [];
    expect(headers).toEqual(expect.arrayContaining(["authorization", "content-type", "idempotency-key"]));
    expect(res.headers.get("access-control-max-age")).toBe(String(CORS.maxAgeSeconds));
  });

  it("lets a browser read the request id and the rate-limit headers of an answer", async () => {
    const co = await newCompany();
    const res = await app.request("/api/v1/me", { headers: { origin: "https://shop.example", authorization: `Bearer ${co.key}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")?.split(",")).toEqual(expect.arrayContaining(["x-request-id", "retry-after"]));
  });

  it("with CORS_ALLOW_ORIGINS set, allows those origins only", async () => {
    process.env.CORS_ALLOW_ORIGINS = "https://shop.example, http://localhost:3000/";
    resetConfig();
    const limited = createApp();
    const allowed = await preflight(limited, "http://localhost:3000");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const other = await preflight(limited, "https://evil.example");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
