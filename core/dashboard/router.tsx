import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { setArchived } from "../attributes/service.js";
import { authenticate } from "../auth/service.js";
import { nowMs } from "../clock.js";
import { AppError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { type AttributeForm, AttributesPage, SIMPLE_TYPES } from "./attributes-page.js";
import { deleteCookie, getCookie, setCookie } from "./cookies.js";
import { CreditsPage } from "./credits-page.js";
import { GLOSSARY_TYPES, GlossaryPage, parseTranslations, type TermForm } from "./glossary-page.js";
import type { Flash } from "./layout.js";
import { endSession, readSession, secretMissing, startSession } from "./session.js";
import { enhanceRoutes } from "./enhance-routes.js";
import { playgroundRoutes } from "./playground-routes.js";
import { type Api, doneFlash, html, orRefusal, pageParam, signedIn, text, type User } from "./signed-in.js";
import { ErrorPage, SignInPage } from "./sign-in-page.js";
import { STYLESHEET } from "./style.js";
import { tableRoutes } from "./table-routes.js";
import { webhooksRoutes } from "./webhooks-routes.js";
import { schemaRoutes } from "./schema-routes.js";
import { catalogRoutes } from "./catalog-routes.js";

/**
 * The web dashboard: server-rendered pages over the same API the public uses. Every read and
 * write but archive/restore goes through the typed client into the app in-process (`api`), so
 * authentication, scopes, rate limits, validation and tenancy are exactly the API's. The pages
 * carry no script at all; a table still extracting reloads itself with a meta refresh.
 */
export interface DashboardOptions {
  api: Api;
}

const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

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
    if (c.req.path !== "/assets/dashboard.css" && secretMissing()) {
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
    c.header("Content-Security-Policy", PAGE_CSP);
    c.header("X-Content-Type-Options", "nosniff");
    // Not no-referrer: with it Chromium sends `Origin: null` on a form POST, which the check above refuses.
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Frame-Options", "DENY");
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  r.get("/assets/dashboard.css", (c) => {
    c.header("Content-Type", "text/css; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(STYLESHEET);
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
    try {
      await authenticate(key);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) return again("That API key is not valid or has been deactivated.", 401);
      throw err;
    }
    deleteCookie(c, SIGN_IN_COOKIE, { path: "/sign-in" });
    startSession(c, key);
    return c.redirect("/", 303);
  });

  r.post(
    "/sign-out",
    page(async (c) => {
      endSession(c);
      return c.redirect("/sign-in", 303);
    }),
  );

  tableRoutes(r, page);
  webhooksRoutes(r, page);
  playgroundRoutes(r, page);
  enhanceRoutes(r, page);
  schemaRoutes(r, page);
  catalogRoutes(r, page);

  const attributesPage = async (
    c: Context,
    u: User,
    extra: { form?: AttributeForm; flash?: Flash } = {},
    status: 200 | 409 | 422 = 200,
  ) => {
    const list = await u.pds.attributes.list({ page: pageParam(c.req.query("page")), limit: 50 });
    return html(
      c,
      <AttributesPage viewer={u.viewer} attributes={list.data} pagination={list.pagination} flash={doneFlash(c)} {...extra} />,
      status,
    );
  };

  r.get(
    "/attributes",
    page((c, u) => attributesPage(c, u)),
  );

  r.post(
    "/attributes",
    page(async (c, u) => {
      const form = { key: text(u.form.key).trim(), label: text(u.form.label).trim(), type: text(u.form.type) };
      const type = SIMPLE_TYPES.find((t) => t === form.type) ?? "text";
      return orRefusal(
        [422, 409],
        async () => {
          await u.pds.attributes.create({ key: form.key, label: form.label, type });
          return c.redirect("/attributes?done=created", 303);
        },
        (flash, status) => attributesPage(c, u, { form, flash }, status),
      );
    }),
  );

  // Archive and restore: dashboard-only (spec 2.3), straight to the service with the key's company.
  for (const [action, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    r.post(
      `/attributes/:id/${action}`,
      page(async (c, u) => {
        if (!u.viewer.canWrite) throw new AppError("forbidden", "This key has read scope only");
        await setArchived(u.auth.companyId, c.req.param("id") ?? "", archived);
        return c.redirect(`/attributes?page=${pageParam(u.form.page)}&done=${archived ? "archived" : "restored"}`, 303);
      }),
    );
  }

  const glossaryPage = async (c: Context, u: User, extra: { form?: TermForm; flash?: Flash } = {}, status: 200 | 409 | 422 = 200) => {
    const list = await u.pds.glossary.list({ page: pageParam(c.req.query("page")), limit: 50 });
    return html(
      c,
      <GlossaryPage viewer={u.viewer} terms={list.data} pagination={list.pagination} flash={doneFlash(c)} {...extra} />,
      status,
    );
  };

  r.get(
    "/glossary",
    page((c, u) => glossaryPage(c, u)),
  );

  r.post(
    "/glossary",
    page(async (c, u) => {
      const form = {
        term: text(u.form.term).trim(),
        type: text(u.form.type),
        category: text(u.form.category).trim(),
        translations: text(u.form.translations),
      };
      const type = GLOSSARY_TYPES.find((t) => t === form.type) ?? "do_not_translate";
      return orRefusal(
        [422, 409],
        async () => {
          await u.pds.glossary.create({
            term: form.term,
            type,
            category: form.category,
            translations: parseTranslations(form.translations),
          });
          return c.redirect("/glossary?done=term-added", 303);
        },
        (flash, status) => glossaryPage(c, u, { form, flash }, status),
      );
    }),
  );

  r.post(
    "/glossary/:id/delete",
    page(async (c, u) => {
      await u.pds.glossary.delete(c.req.param("id") ?? "");
      return c.redirect("/glossary?done=term-deleted", 303);
    }),
  );

  r.get(
    "/credits",
    page(async (c, u) => {
      const [balance, stats, usage] = await Promise.all([
        u.pds.credits.balance(),
        u.pds.credits.stats(lastThirtyDays()),
        u.pds.credits.usage({ page: pageParam(c.req.query("page")), limit: TRANSACTIONS_PER_PAGE }),
      ]);
      return html(c, <CreditsPage viewer={u.viewer} balance={balance} stats={stats} usage={usage} />);
    }),
  );

  return r;
}
