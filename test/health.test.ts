import { describe, expect, it } from "vitest";
import { call } from "./helpers.js";

describe("health", () => {
  it("answers 200 without a key, with a request id header", async () => {
    const res = await call("/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", version: expect.any(String) });
    expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
  });
});
