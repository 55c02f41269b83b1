import { describe, expect, it } from "vitest";
import { DASHBOARD_PATHS } from "../core/api/dashboard.js";
import { dashboardRouter } from "../core/dashboard/router.js";
import { seal, unseal } from "../core/dashboard/session.js";
import { app, newCompany } from "./helpers.js";

/** The dashboard without a browser: its mounting, its session seal and its refusals. */
describe("web dashboard routes and session", () => {
  it("every dashboard route is under a mounted path, so the lazy mount reaches it", () => {
    const mounted = DASHBOARD_PATHS.map((p) => new RegExp(`^${p.replace("/*", "(/.*)?")}$`));
    const paths = dashboardRouter({ api: () => new Response() })
      .routes.filter((r) => r.method !== "ALL")
      .map((r) => r.path);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths)
      expect(
        mounted.some((m) => m.test(path)),
        path,
      ).toBe(true);
  });

  it("a sealed session opens only untouched and unexpired", () => {
    const session = { key: "pds_live_secret", csrf: "token", expires: Date.now() + 60_000 };
    const sealed = seal(session);
    expect(sealed).not.toContain("pds_live_secret");
    expect(unseal(sealed)).toEqual(session);
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[raw.length - 1] ^= 1;
    expect(unseal(`v1.${raw.toString("base64url")}`)).toBeUndefined();
    expect(unseal(sealed, session.expires + 1)).toBeUndefined();
    expect(unseal("v1.short")).toBeUndefined();
    expect(unseal(undefined)).toBeUndefined();
  });

  it("sends a visitor without a session to sign-in, and refuses a sign-in form without its token", async () => {
    const home = await app.request("/");
    expect(home.status).toBe(303);
    expect(home.headers.get("location")).toBe("/sign-in");
    const page = await app.request("/sign-in");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Strict/);
    const forged = await app.request("/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "_csrf=x&api_key=y",
    });
    expect(forged.status).toBe(403);
  });

  it("shows the API's refusals as pages with their status (429 with its Retry-After), and only a server error as 500", async () => {
    const co = await newCompany({ name: "Refused Co" });
    const cookie = `pds_session=${seal({ key: co.key, csrf: "t", expires: Date.now() + 60_000 })}`;
    const refusing = (status: number, headers: Record<string, string> = {}) =>
      dashboardRouter({
        api: () =>
          Response.json(
            { status_code: status, error_type: "refused", message: `<b>refused ${status}</b>`, request_id: "req_1" },
            { status, headers },
          ),
      });
    for (const [status, title] of [
      [400, "Not accepted"],
      [402, "Not enough credits"],
      [413, "Too large"],
      [422, "Not accepted"],
      [429, "Too many requests"],
      [503, "Temporarily unavailable"],
    ] as const) {
      const res = await refusing(status, status === 429 ? { "retry-after": "2" } : {}).request("/credits", { headers: { cookie } });
      expect(res.status, String(status)).toBe(status);
      const body = await res.text();
      expect(body).toContain(title);
      expect(body).toContain(`&lt;b&gt;refused ${status}&lt;/b&gt;`);
      if (status === 429) expect(res.headers.get("retry-after")).toBe("2");
    }
    expect((await refusing(500).request("/credits", { headers: { cookie } })).status).toBe(500);
  });

  it("leaves the API's own 404 for paths outside the dashboard", async () => {
    const res = await app.request("/nowhere");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_type: string }).error_type).toBe("not_found");
  });
});
