import { describe, expect, it } from "vitest";
import { DASHBOARD_PATHS } from "../core/api/dashboard.js";
import { authenticate } from "../core/auth/service.js";
import { SessionEntity } from "../core/auth/session-entity.js";
import { keySessions, openSession } from "../core/auth/sessions.js";
import { dashboardRouter } from "../core/dashboard/router.js";
import { seal, unseal } from "../core/dashboard/session.js";
import { admin, app, newCompany } from "./helpers.js";

const form = { "content-type": "application/x-www-form-urlencoded" };

/** Signs in through the form as a browser would; answers the session cookie (`name=value`). */
async function signIn(key: string): Promise<string> {
  const page = await app.request("/sign-in");
  const signInCookie = page.headers.get("set-cookie")!.split(";")[0];
  const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1];
  const res = await app.request("/sign-in", {
    method: "POST",
    headers: { ...form, cookie: signInCookie },
    body: new URLSearchParams({ _csrf: token, api_key: key }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("pds_session="))!
    .split(";")[0];
}

/** A session item opened for `key` and its cookie, sealed as sign-in seals it. */
async function sessionCookie(key: string, sid?: string) {
  const stored = await openSession(await authenticate(key), "Co");
  return `pds_session=${seal({ key, sid: sid ?? stored.sessionId, csrf: "t", expires: stored.expires })}`;
}

const get = (path: string, cookie: string) => app.request(path, { headers: { cookie } });
const post = (path: string, cookie: string, csrf: string) =>
  app.request(path, { method: "POST", headers: { ...form, cookie }, body: `_csrf=${encodeURIComponent(csrf)}` });
const csrfOf = async (res: Response) => /name="_csrf" value="([^"]+)"/.exec(await res.text())![1];
/** A refused session: sent to sign-in with its cookie cleared. */
function expectSignedOut(res: Response) {
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe("/sign-in");
  expect(res.headers.get("set-cookie")).toMatch(/^pds_session=; Path=\/; Max-Age=0/);
}

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
    const session = { key: "pds_live_secret", sid: "ses_1", csrf: "token", expires: Date.now() + 60_000 };
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
    const cookie = await sessionCookie(co.key);
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

  it("sign-in writes a session item with the key's id and the company's name (never the key), shown escaped in the header", async () => {
    const co = await newCompany({ name: "Acme <img src=x onerror=alert(1)> & Co" });
    const cookie = await signIn(co.key);
    const [stored] = await keySessions(co.id, co.keyId);
    expect(stored.companyName).toBe("Acme <img src=x onerror=alert(1)> & Co");
    expect(stored.expires - Date.now()).toBeGreaterThan(8 * 3_600_000 - 60_000);
    const { data: item } = await SessionEntity.get({ companyId: co.id, keyId: co.keyId, sessionId: stored.sessionId }).go();
    expect(item!.expiration).toBe(Math.floor(stored.expires / 1000)); // the TTL attribute is the expiry
    expect(JSON.stringify(item)).not.toContain(co.key.slice(-12));
    const page = await get("/credits", cookie);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain('<span class="company">Acme &lt;img src=x onerror=alert(1)&gt; &amp; Co</span>');
    expect(body).not.toContain("<img");
  });

  it("sign-out deletes the session item: a copy of the cookie kept from before opens nothing", async () => {
    const co = await newCompany({ name: "Copied Co" });
    const cookie = await signIn(co.key);
    const copy = cookie;
    const out = await post("/sign-out", cookie, await csrfOf(await get("/credits", cookie)));
    expectSignedOut(out);
    expect(await keySessions(co.id, co.keyId)).toEqual([]);
    expectSignedOut(await get("/credits", copy));
    expectSignedOut(await post("/sign-out", copy, "t"));
  });

  it("a cookie with a valid seal opens only its own key's session: an unknown id, another key's or another company's is refused", async () => {
    const a = await newCompany({ name: "Seal A" });
    const b = await newCompany({ name: "Seal B" });
    const second = await admin(`/companies/${a.id}/keys`, { method: "POST", body: { name: "second" } });
    const otherCompanySession = await openSession(await authenticate(b.key), "Seal B");
    const otherKeySession = await openSession(await authenticate(second.json.key), "Seal A");
    expectSignedOut(await get("/", await sessionCookie(a.key, "ses_made_up_00000000000")));
    expectSignedOut(await get("/", await sessionCookie(a.key, otherCompanySession.sessionId)));
    expectSignedOut(await get("/", await sessionCookie(a.key, otherKeySession.sessionId)));
    // An item past its expiry that DynamoDB's TTL has not removed yet counts as gone.
    const stale = await openSession(await authenticate(a.key), "Seal A");
    const cookie = `pds_session=${seal({ key: a.key, sid: stale.sessionId, csrf: "t", expires: stale.expires })}`;
    expect((await get("/credits", cookie)).status).toBe(200);
    await SessionEntity.patch({ companyId: a.id, keyId: a.keyId, sessionId: stale.sessionId })
      .set({ expiration: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expectSignedOut(await get("/credits", cookie));
  });

  it("sign out everywhere ends every session of the key, and no other key's", async () => {
    const co = await newCompany({ name: "Everywhere Co" });
    const other = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "other", scopes: ["read"] } });
    const [here, there, otherKey] = [await signIn(co.key), await signIn(co.key), await signIn(other.json.key)];
    const account = await get("/account", here);
    expect(account.status).toBe(200);
    expect((await account.clone().text()).match(/data-testid="session"/g)).toHaveLength(2);
    expectSignedOut(await post("/account/sign-out-everywhere", here, await csrfOf(account)));
    expect(await keySessions(co.id, co.keyId)).toEqual([]);
    expectSignedOut(await get("/", there));
    expect((await get("/credits", otherKey)).status).toBe(200);
    expect(await keySessions(co.id, other.json.id)).toHaveLength(1);
  });

  it("deactivating a key deletes its sessions at once", async () => {
    const co = await newCompany({ name: "Deactivated Co" });
    const cookie = await signIn(co.key);
    expect((await get("/credits", cookie)).status).toBe(200);
    expect((await admin(`/keys/${co.keyId}`, { method: "DELETE" })).status).toBe(204);
    expect(await keySessions(co.id, co.keyId)).toEqual([]);
    expectSignedOut(await get("/credits", cookie));
  });

  it("leaves the API's own 404 for paths outside the dashboard", async () => {
    const res = await app.request("/nowhere");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_type: string }).error_type).toBe("not_found");
  });

  it("a form over the body limit gets a page that says how to send bigger files; the API keeps its JSON 413", async () => {
    const { key } = await newCompany();
    const cookie = await signIn(key);
    const big = new FormData();
    big.append("_csrf", "t");
    big.append("files", new File(["a,b\n".repeat(1_700_000)], "big.csv", { type: "text/csv" }));
    const res = await app.request("/tables", { method: "POST", headers: { cookie }, body: big });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain("Too large");
    expect(page).toContain("at most 6 MB");
    expect(page).toContain("pds extract");
    const api = await app.request("/api/v1/tables", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "x", schema_id: "default_product", source_text: "a".repeat(6_500_000) }),
    });
    expect(api.status).toBe(413);
    expect(((await api.json()) as { code: string }).code).toBe("payload_too_large");
  });
});
