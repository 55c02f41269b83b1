import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keySessions } from "../core/auth/sessions.js";
import { admin, newCompany } from "./helpers.js";
import { browserSuiteTitle, type DashboardBrowser, hasChromium, startDashboardBrowser, WAIT_MS, XSS } from "./support/dashboard-browser.js";

/**
 * Dashboard sessions in headless Chromium: the server-side session item behind the cookie. A
 * cookie copied before sign-out, sign out everywhere and a deactivated key, each checked from
 * another browser context and against the stored sessions.
 */
const title = browserSuiteTitle("test/dashboard-sessions.test.ts", "dashboard sessions in headless Chromium");

describe.skipIf(!hasChromium)(title, () => {
  let b: DashboardBrowser;
  let co: { id: string; key: string; keyId: string };
  let other: { id: string; key: string; keyId: string };

  const newKey = async (companyId: string, scopes = ["read", "write"]) => {
    const res = await admin(`/companies/${companyId}/keys`, { method: "POST", body: { name: "browser", scopes } });
    expect(res.status, res.text).toBe(201);
    return { key: res.json.key as string, keyId: res.json.id as string };
  };
  /** Whether a page of this context still opens, or the session is over. */
  const opens = async (page: Page) => {
    await page.goto(`${b.origin}/credits`);
    return new URL(page.url()).pathname === "/credits";
  };

  beforeAll(async () => {
    co = await newCompany({ name: `Sessions ${XSS} Co` });
    other = await newCompany({ name: "Other Sessions Co" });
    b = await startDashboardBrowser();
  }, WAIT_MS);

  afterAll(async () => {
    await b?.close();
  });

  it("shows the company's name in the header as text, and the account page with this key's sessions", async () => {
    const page = await b.newPage();
    await b.signIn(page, co.key);
    expect(await page.locator("header .company").textContent()).toBe(`Sessions ${XSS} Co`);
    expect(await page.locator("header img").count()).toBe(0);
    await page.getByRole("link", { name: "Account" }).click();
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
    expect(await page.getByTestId("company").textContent()).toBe(`Sessions ${XSS} Co`);
    const stored = await keySessions(co.id, co.keyId);
    expect(await page.getByTestId("session").count()).toBe(stored.length);
    expect(await page.getByTestId("session").last().locator("td").nth(2).textContent()).toBe("this one");
    await b.shot(page, "account");
    await page.setViewportSize({ width: 390, height: 844 });
    await b.shot(page, "account-phone");
    expect(b.problems).toEqual([]);
  });

  it("sign-out ends the session for a copy of the cookie taken before it, in another browser context", async () => {
    const page = await b.newPage();
    await b.signIn(page, co.key);
    const before = (await keySessions(co.id, co.keyId)).length;
    const copied = await page.context().cookies();
    expect(copied.some((c) => c.name === "pds_session")).toBe(true);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(await keySessions(co.id, co.keyId)).toHaveLength(before - 1);

    const thief = await b.newPage();
    await thief.context().addCookies(copied);
    expect(await opens(thief)).toBe(false);
    await thief.getByRole("heading", { name: "Sign in" }).waitFor();
    expect((await thief.context().cookies()).find((c) => c.name === "pds_session")).toBeUndefined();
    expect(b.problems).toEqual([]);
  });

  it("sign out everywhere ends every browser's session of this key, and leaves another key's and another company's", async () => {
    const key = await newKey(co.id);
    const [first, second, otherKey, otherCompany] = await Promise.all([b.newPage(), b.newPage(), b.newPage(), b.newPage()]);
    await b.signIn(first, key.key);
    await b.signIn(second, key.key);
    await b.signIn(otherKey, co.key);
    await b.signIn(otherCompany, other.key);
    const otherKeyBefore = (await keySessions(co.id, co.keyId)).length;

    await first.goto(`${b.origin}/account`);
    expect(await first.getByTestId("session").count()).toBe(2);
    await first.getByRole("button", { name: "Sign out everywhere" }).click();
    await first.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(await keySessions(co.id, key.keyId)).toEqual([]);
    expect(await opens(second)).toBe(false);
    expect(await opens(otherKey)).toBe(true);
    expect(await opens(otherCompany)).toBe(true);
    expect(await keySessions(co.id, co.keyId)).toHaveLength(otherKeyBefore);
    expect(await keySessions(other.id, other.keyId)).toHaveLength(1);
    expect(b.problems).toEqual([]);
  });

  it("ends one chosen session of the key from the account page; an id of another key's or company's session ends nothing", async () => {
    const key = await newKey(co.id, ["read"]);
    const [here, elsewhere, otherCompany] = await Promise.all([b.newPage(), b.newPage(), b.newPage()]);
    await b.signIn(here, key.key);
    await b.signIn(elsewhere, key.key);
    await b.signIn(otherCompany, other.key);
    const [theirs] = await keySessions(other.id, other.keyId);
    const [otherKeys] = await keySessions(co.id, co.keyId);

    // Forged ends of sessions that are not this key's: nothing ends.
    for (const sid of [theirs.sessionId, otherKeys.sessionId])
      expect((await b.forge(here, `/account/sessions/${sid}/end`)).status()).toBe(303);
    expect(await opens(otherCompany)).toBe(true);
    expect(await keySessions(co.id, co.keyId)).toContainEqual(otherKeys);

    await here.goto(`${b.origin}/account`);
    expect(await here.getByTestId("session").count()).toBe(2);
    // Only the other browser's row offers "End"; this one signs out instead.
    expect(await here.getByRole("button", { name: /^End the session/ }).count()).toBe(1);
    await here.getByRole("button", { name: /^End the session/ }).click();
    await here.getByText("Session ended: that browser is signed out.").waitFor();
    expect(await here.getByTestId("session").count()).toBe(1);
    expect(await opens(elsewhere)).toBe(false);
    expect(await opens(here)).toBe(true);
    expect(await keySessions(co.id, key.keyId)).toHaveLength(1);
    await b.shot(here, "account-session-ended");
    expect(b.problems).toEqual([]);
  });

  it("a read-only key may sign out everywhere (it writes no data); a post without the session's token is refused", async () => {
    const key = await newKey(co.id, ["read"]);
    const page = await b.newPage();
    await b.signIn(page, key.key);
    await page.goto(`${b.origin}/account`);
    expect(await page.locator("main form").count()).toBe(1);
    const forged = await page.context().request.post(`${b.origin}/account/sign-out-everywhere`, {
      form: { _csrf: "not-the-token" },
      headers: { origin: b.origin },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await keySessions(co.id, key.keyId)).toHaveLength(1);
    const res = await b.forge(page, "/account/sign-out-everywhere");
    expect(res.status()).toBe(303);
    expect(await keySessions(co.id, key.keyId)).toEqual([]);
    expect(await opens(page)).toBe(false);
  });

  it("deactivating the key ends its open sessions at once", async () => {
    const key = await newKey(co.id);
    const page = await b.newPage();
    await b.signIn(page, key.key);
    expect(await opens(page)).toBe(true);
    expect((await admin(`/keys/${key.keyId}`, { method: "DELETE" })).status).toBe(204);
    expect(await keySessions(co.id, key.keyId)).toEqual([]);
    expect(await opens(page)).toBe(false);
    expect(b.problems).toEqual([]);
  });
});
