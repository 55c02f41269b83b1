import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { config } from "../config.js";
import { type Auth, authenticate } from "../auth/service.js";
import { endSession, openSession } from "../auth/sessions.js";
import * as companies from "../companies/service.js";
import { nowMs } from "../clock.js";
import { AppError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { deleteCookie, getCookie, setCookie } from "./cookies.js";
import { accountRoutes } from "./account-routes.js";
import { attributeRoutes } from "./attribute-routes.js";
import { CreditsPage, type UsageFilter } from "./credits-page.js";
import { glossaryRoutes } from "./glossary-routes.js";
import { clearSessionCookie, readSession, secretMissing, startSession } from "./session.js";
import { enhanceRoutes } from "./enhance-routes.js";
import { playgroundRoutes } from "./playground-routes.js";
import { type Api, html, pageParam, signedIn, text, type User } from "./signed-in.js";
import { ErrorPage, SignInPage } from "./sign-in-page.js";
import { megabytes } from "./layout.js";
import { SCRIPT } from "./script.js";
import { pagePolicy } from "./csp.js";
import { STYLESHEET } from "./style.js";
import { tableRoutes } from "./table-routes.js";
import { webhooksRoutes } from "./webhooks-routes.js";
import { schemaRoutes } from "./schema-routes.js";
import { catalogRoutes } from "./catalog-routes.js";

/**
 * The web dashboard: server-rendered pages over the same API the public uses. Every read and
 * write but archive/restore goes through the typed client into the app in-process (`api`), so
 * authentication, scopes, rate limits, validation and tenancy are exactly the API's. The pages
 * work without script; one small script (script.ts) only enhances them.
 */
export interface DashboardOptions {
  api: Api;
}

const SIGN_IN_COOKIE = "pds_sign_in";
const TRANSACTIONS_PER_PAGE = 25;

/** Today and the 29 days before it, as stats dates (UTC). */
function lastThirtyDays() {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const now = nowMs();
  return { from: day(now - 29 * 86_400_000), to: day(now) };
}

export function dashboardRouter({ api }: DashboardOptions) {
  const r = new Hono<AppEnv>();
  const page = (handler: (c: Context<AppEnv>, user: User) => Promise<Response>) => signedIn(api, handler);

  r.use(async (c, next) => {
    // Deployed without a shared secret, sessions would break across instances: refuse plainly.
    if (!c.req.path.startsWith("/assets/") && secretMissing()) {
      return html(
        c,
        <ErrorPage title="Dashboard not configured" message="Set DASHBOARD_SECRET (32+ characters) for the API function." />,
        503,
      );
    }
    // A form posted from another origin is refused even before its token is checked.
    const origin = c.req.header("origin");
    if (c.req.method === "POST" && origin && origin !== new URL(c.req.url).origin) {
      return html(c, <ErrorPage title="Not allowed" message="Forms are accepted from this site only." />, 403);
    }
    await next();
    // A page that lets its script send elsewhere (the tables page's direct uploads) set its own.
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", pagePolicy());
    c.header("X-Content-Type-Options", "nosniff");
    // Not no-referrer: with it Chromium sends `Origin: null` on a form POST, which the check above refuses.
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Frame-Options", "DENY");
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  // The app's body limit (core/api/body-limit.ts), answered as a page: a form with files over it.
  // After the headers above, so the page has them too.
  r.use(
    bodyLimit({
      maxSize: config().MAX_BODY_BYTES,
      onError: (c) => {
        return html(
          c,
          <ErrorPage
            title="Too large"
            message={`One form can send at most ${megabytes(config().MAX_BODY_BYTES)} in all. Send bigger files with the command line (pds extract <file> --schema <id>) or the API's upload flow (POST /api/v1/files/uploads), which takes files up to ${megabytes(config().MAX_FILE_BYTES)}.`}
          />,
          413,
        );
      },
    }),
  );

  r.get("/assets/dashboard.css", (c) => {
    c.header("Content-Type", "text/css; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(STYLESHEET);
  });

  r.get("/assets/dashboard.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(SCRIPT);
  });

  r.get("/sign-in", async (c) => {
    if (readSession(c)) return c.redirect("/", 303);
    // Double-submit token: no session exists yet to hold one.
    const token = randomBytes(24).toString("base64url");
    setCookie(c, SIGN_IN_COOKIE, token, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/sign-in",
      secure: new URL(c.req.url).protocol === "https:",
    });
    return html(c, <SignInPage csrf={token} />);
  });

  r.post("/sign-in", async (c) => {
    const form = await c.req.parseBody();
    const expected = getCookie(c, SIGN_IN_COOKIE);
    const token = randomBytes(24).toString("base64url");
    const again = (message: string, status: 401 | 403) => {
      setCookie(c, SIGN_IN_COOKIE, token, {
        httpOnly: true,
        sameSite: "Strict",
        path: "/sign-in",
        secure: new URL(c.req.url).protocol === "https:",
      });
      return html(c, <SignInPage csrf={token} flash={{ message, error: true }} />, status);
    };
    if (!expected || text(form._csrf) !== expected) return again("The form expired; sign in again.", 403);
    const key = text(form.api_key).trim();
    let auth: Auth;
    try {
      auth = await authenticate(key);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) return again("That API key is not valid or has been deactivated.", 401);
      throw err;
    }
    deleteCookie(c, SIGN_IN_COOKIE, { path: "/sign-in" });
    const company = await companies.get(auth.companyId);
    startSession(c, key, await openSession(auth, company.name));
    return c.redirect("/", 303);
  });

  r.post(
    "/sign-out",
    page(async (c, u) => {
      // The item goes first: a copy of the cookie kept elsewhere opens nothing from now on.
      await endSession(u.auth, u.sessionId);
      clearSessionCookie(c);
      return c.redirect("/sign-in", 303);
    }),
  );

  tableRoutes(r, page);
  webhooksRoutes(r, page);
  playgroundRoutes(r, page);
  enhanceRoutes(r, page);
  schemaRoutes(r, page);
  catalogRoutes(r, page);
  attributeRoutes(r, page);
  glossaryRoutes(r, page);
  accountRoutes(r, page);

  r.get(
    "/credits",
    page(async (c, u) => {
      // The transactions' filter goes to the API as given: it refuses a bad date or range (422, a page).
      const filter: UsageFilter = {};
      for (const k of ["service", "from", "to"] as const) if (c.req.query(k)) filter[k] = c.req.query(k);
      const [balance, stats, usage] = await Promise.all([
        u.pds.credits.balance(),
        u.pds.credits.stats(lastThirtyDays()),
        u.pds.credits.usage({ page: pageParam(c.req.query("page")), limit: TRANSACTIONS_PER_PAGE, ...filter }),
      ]);
      return html(c, <CreditsPage viewer={u.viewer} balance={balance} stats={stats} usage={usage} filter={filter} />);
    }),
  );

  return r;
}
