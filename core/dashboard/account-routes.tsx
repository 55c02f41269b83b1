import type { Hono } from "hono";
import { endKeySessions, keySessions } from "../auth/sessions.js";
import type { AppEnv } from "../http/env.js";
import { AccountPage } from "./account-page.js";
import { clearSessionCookie } from "./session.js";
import { html, type Page } from "./signed-in.js";

/**
 * The account: who is signed in, and "sign out everywhere". Its scope is the API key: a key is
 * the identity here (a user id on a key is optional), so every session opened with this key
 * ends, and sessions of the company's other keys do not.
 */
export function accountRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/account",
    page(async (c, u) => {
      const sessions = await keySessions(u.auth.companyId, u.auth.keyId);
      return html(
        c,
        <AccountPage viewer={u.viewer} keyId={u.auth.keyId} scopes={u.auth.scopes} sessionId={u.sessionId} sessions={sessions} />,
      );
    }),
  );

  r.post(
    "/account/sign-out-everywhere",
    page(async (c, u) => {
      await endKeySessions(u.auth.companyId, u.auth.keyId);
      clearSessionCookie(c);
      return c.redirect("/sign-in", 303);
    }),
  );
}
