import type { Hono } from "hono";
import { endKeySessions, endSession, keySessions } from "../auth/sessions.js";
import type { AppEnv } from "../http/env.js";
import { AccountPage } from "./account-page.js";
import { clearSessionCookie } from "./session.js";
import { doneFlash, html, type Page } from "./signed-in.js";

/**
 * The account: who is signed in, ending one other session, and "sign out everywhere". Its scope
 * is the API key: a key is the identity here (a user id on a key is optional), so every session
 * opened with this key ends, and sessions of the company's other keys do not.
 */
export function accountRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/account",
    page(async (c, u) => {
      const sessions = await keySessions(u.auth.companyId, u.auth.keyId);
      return html(
        c,
        <AccountPage
          viewer={u.viewer}
          keyId={u.auth.keyId}
          scopes={u.auth.scopes}
          sessionId={u.sessionId}
          sessions={sessions}
          flash={doneFlash(c)}
        />,
      );
    }),
  );

  // Ends one session of this key; the key is part of the session's address, so an id of
  // another key's or company's session ends nothing.
  r.post(
    "/account/sessions/:sid/end",
    page(async (c, u) => {
      const sid = c.req.param("sid") ?? "";
      await endSession(u.auth, sid);
      if (sid !== u.sessionId) return c.redirect("/account?done=session-ended", 303);
      clearSessionCookie(c);
      return c.redirect("/sign-in", 303);
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
