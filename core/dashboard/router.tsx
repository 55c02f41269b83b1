import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "./cookies.js";
import type { JSX } from "hono/jsx/jsx-runtime";
import { ApiError, createClient, type PdsClient } from "../../client/index.js";
import { setArchived } from "../attributes/service.js";
import { type Auth, authenticate } from "../auth/service.js";
import { nowMs } from "../clock.js";
import { AppError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { type AttributeForm, AttributesPage, SIMPLE_TYPES } from "./attributes-page.js";
import { CreditsPage } from "./credits-page.js";
import type { Flash, Viewer } from "./layout.js";
import { csrfMatches, endSession, readSession, secretMissing, startSession } from "./session.js";
import { ErrorPage, SignInPage } from "./sign-in-page.js";
import { STYLESHEET } from "./style.js";
import { TablePage } from "./table-page.js";
import { type CreateForm, TablesPage } from "./tables-page.js";

/**
 * The web dashboard: server-rendered pages over the same API the public uses. Every read and
 * write but archive/restore goes through the typed client into the app in-process (`api`), so
 * authentication, scopes, rate limits, validation and tenancy are exactly the API's. The pages
 * carry no script at all; a table still extracting reloads itself with a meta refresh.
 */
export interface DashboardOptions {
  /** The app's own fetch: the client's requests are served in-process, never over the network. */
  api: (request: Request) => Response | Promise<Response>;
}

const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The built-in schema, which GET /schemas does not list (core/schemas/default-product.ts). */
const BUILT_IN = { id: "default_product", name: "Default product", is_default: true };
const INTERNAL_ORIGIN = "http://dashboard.internal";
const SIGN_IN_COOKIE = "pds_sign_in";
const ROWS_PER_PAGE = 25;

interface User {
  auth: Auth;
  pds: PdsClient;
  viewer: Viewer;
  form: Record<string, unknown>;
}

const pageParam = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};
const text = (v: unknown) => (typeof v === "string" ? v : "");

function html(c: Context, page: JSX.Element, status: 200 | 401 | 403 | 404 | 409 | 422 | 503 = 200) {
  return c.html(`<!doctype html>${page}`, status);
}

/** A failure as a page: the API's error type decides the status, its message is shown escaped. */
function failure(c: Context, err: unknown, viewer?: Viewer) {
  const status = err instanceof ApiError || err instanceof AppError ? err.status : undefined;
  if (status === 404)
    return html(c, <ErrorPage title="Not found" message="Nothing with this id exists in your company." signedIn={viewer} />, 404);
  if (status === 403) {
    return html(
      c,
      <ErrorPage title="Not allowed" message="This key has read scope only; sign in with a key that may write." signedIn={viewer} />,
      403,
    );
  }
  if (status === 409 || status === 422)
    return html(c, <ErrorPage title="Not accepted" message={(err as Error).message} signedIn={viewer} />, status);
  throw err;
}

/** Wraps a handler that needs a signed-in user; on POST also checks the form's CSRF token. */
const signedIn =
  (api: DashboardOptions["api"], handler: (c: Context<AppEnv>, user: User) => Promise<Response>) => async (c: Context<AppEnv>) => {
    const session = readSession(c);
    if (!session) return c.redirect("/sign-in", 303);
    let auth: Auth;
    try {
      auth = await authenticate(session.key);
    } catch (err) {
      // A key deactivated since sign-in ends the session.
      if (err instanceof AppError && err.status === 401) {
        endSession(c);
        return c.redirect("/sign-in", 303);
      }
      throw err;
    }
    const viewer: Viewer = { canWrite: auth.scopes.includes("write"), csrf: session.csrf };
    let form: Record<string, unknown> = {};
    if (c.req.method === "POST") {
      form = await c.req.parseBody({ all: true });
      if (!csrfMatches(session, form._csrf)) {
        return html(
          c,
          <ErrorPage
            title="Form expired"
            message="The form's security token did not match; reload the page and try again."
            signedIn={viewer}
          />,
          403,
        );
      }
    }
    const pds = createClient({
      baseUrl: `${INTERNAL_ORIGIN}/api/v1`,
      apiKey: session.key,
      maxRetries: 0,
      // Requests to the API are served in-process; a presigned storage URL (uploads over 4 MB) is real.
      fetch: async (input, init) => {
        const request = new Request(input, init);
        return new URL(request.url).origin === INTERNAL_ORIGIN ? api(request) : fetch(request);
      },
    });
    try {
      return await handler(c, { auth, pds, viewer, form });
    } catch (err) {
      return failure(c, err, viewer);
    }
  };

async function tablesPage(c: Context, u: User, extra: { form?: CreateForm; flash?: Flash } = {}, status: 200 | 422 = 200) {
  const [tables, schemas] = await Promise.all([
    u.pds.tables.list({ page: pageParam(c.req.query("page")), limit: 25 }),
    u.viewer.canWrite ? u.pds.schemas.list({ limit: 100 }) : undefined,
  ]);
  return html(
    c,
    <TablesPage
      viewer={u.viewer}
      tables={tables.data}
      pagination={tables.pagination}
      schemas={[{ ...BUILT_IN, is_default: !schemas?.data.some((x) => x.is_default) }, ...(schemas?.data ?? [])]}
      {...extra}
    />,
    status,
  );
}

async function tablePage(c: Context, u: User, tableId: string, page: number, flash?: Flash, status: 200 | 422 = 200) {
  const table = await u.pds.tables.get(tableId);
  const [schema, rows] = await Promise.all([
    u.pds.schemas.get(table.schema_id).catch(() => undefined),
    u.pds.tables.rows.list(table.id, { page, limit: ROWS_PER_PAGE }),
  ]);
  // The schema's columns in order, then any other key the rows hold.
  const columns = [...new Set([...(schema?.columns.map((col) => col.key) ?? []), ...rows.data.flatMap((r) => Object.keys(r.data))])];
  const edit = c.req.query("edit");
  const column = c.req.query("column");
  const editing = u.viewer.canWrite && edit && column ? { rowId: edit, column } : undefined;
  return html(
    c,
    <TablePage
      viewer={u.viewer}
      table={table}
      columns={columns}
      rows={rows.data}
      pagination={rows.pagination}
      editing={editing}
      flash={flash}
    />,
    status,
  );
}

const DONE: Record<string, string> = {
  archived: "Attribute archived.",
  restored: "Attribute restored.",
  saved: "Saved.",
  deleted: "Row deleted.",
  created: "Attribute created.",
};
const doneFlash = (c: Context): Flash | undefined => {
  const message = DONE[c.req.query("done") ?? ""];
  return message ? { message } : undefined;
};

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

  r.get(
    "/",
    page((c, u) => tablesPage(c, u)),
  );

  r.post(
    "/tables",
    page(async (c, u) => {
      const f = u.form;
      const form: CreateForm = {
        name: text(f.name),
        schema_id: text(f.schema_id),
        source_text: text(f.source_text),
        file_urls: text(f.file_urls),
      };
      const urls = text(f.file_urls).split(/\s+/).filter(Boolean);
      // A file input sends one empty, nameless part when no file was chosen.
      const files = [f.files].flat().filter((x): x is File => x instanceof File && x.size > 0);
      try {
        const fileIds: string[] = [];
        for (const file of files)
          fileIds.push((await u.pds.files.upload(file, { name: file.name, contentType: file.type || undefined })).id);
        const table = await u.pds.tables.create({
          name: form.name ?? "",
          schema_id: form.schema_id ?? "",
          ...(form.source_text?.trim() ? { source_text: form.source_text } : {}),
          ...(urls.length ? { file_urls: urls } : {}),
          ...(fileIds.length ? { file_ids: fileIds } : {}),
        });
        return c.redirect(`/tables/${encodeURIComponent(table.id)}`, 303);
      } catch (err) {
        if (err instanceof ApiError && err.status === 422) {
          return tablesPage(c, u, { form, flash: { message: err.error.message, error: true } }, 422);
        }
        throw err;
      }
    }),
  );

  r.get(
    "/tables/:id",
    page((c, u) => tablePage(c, u, c.req.param("id") ?? "", pageParam(c.req.query("page")), doneFlash(c))),
  );

  r.post(
    "/tables/:id/rows/:rowId",
    page(async (c, u) => {
      const tableId = c.req.param("id") ?? "";
      const pageNo = pageParam(u.form.page);
      const column = text(u.form.column);
      const value = text(u.form.value);
      try {
        await u.pds.tables.rows.update(tableId, c.req.param("rowId") ?? "", { data: { [column]: value === "" ? null : value } });
      } catch (err) {
        if (err instanceof ApiError && err.status === 422)
          return tablePage(c, u, tableId, pageNo, { message: err.error.message, error: true }, 422);
        throw err;
      }
      return c.redirect(`/tables/${encodeURIComponent(tableId)}?page=${pageNo}&done=saved`, 303);
    }),
  );

  r.get(
    "/tables/:id/export",
    page(async (c, u) => {
      const format = c.req.query("format");
      if (format !== "csv" && format !== "xlsx" && format !== "json")
        return failure(c, new AppError("not_found", "No such format"), u.viewer);
      // The presigned link needs no key: the browser downloads straight from storage.
      const { url } = await u.pds.tables.exportLink(c.req.param("id") ?? "", format);
      return c.redirect(url, 303);
    }),
  );

  r.post(
    "/tables/:id/rows/:rowId/delete",
    page(async (c, u) => {
      const tableId = c.req.param("id") ?? "";
      await u.pds.tables.rows.delete(tableId, c.req.param("rowId") ?? "");
      return c.redirect(`/tables/${encodeURIComponent(tableId)}?page=${pageParam(u.form.page)}&done=deleted`, 303);
    }),
  );

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
      try {
        await u.pds.attributes.create({ key: form.key, label: form.label, type });
      } catch (err) {
        if (err instanceof ApiError && (err.status === 422 || err.status === 409)) {
          return attributesPage(c, u, { form, flash: { message: err.error.message, error: true } }, err.status);
        }
        throw err;
      }
      return c.redirect("/attributes?done=created", 303);
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

  r.get(
    "/credits",
    page(async (c, u) => {
      const [balance, stats] = await Promise.all([u.pds.credits.balance(), u.pds.credits.stats(lastThirtyDays())]);
      return html(c, <CreditsPage viewer={u.viewer} balance={balance} stats={stats} />);
    }),
  );

  return r;
}
