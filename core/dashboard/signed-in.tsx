import type { Context } from "hono";
import type { JSX } from "hono/jsx/jsx-runtime";
import { ApiError, createClient, type PdsClient } from "../../client/index.js";
import { type Auth, authenticate } from "../auth/service.js";
import { findSession } from "../auth/sessions.js";
import { AppError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import type { Flash, Viewer } from "./layout.js";
import { clearSessionCookie, csrfMatches, readSession } from "./session.js";
import { ErrorPage } from "./sign-in-page.js";

/** The app's own fetch: the client's requests are served in-process, never over the network. */
export type Api = (request: Request) => Response | Promise<Response>;

export interface User {
  auth: Auth;
  /** The session item's id, which sign-out deletes. */
  sessionId: string;
  pds: PdsClient;
  viewer: Viewer;
  form: Record<string, unknown>;
}

export const pageParam = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};
export const text = (v: unknown) => (typeof v === "string" ? v : "");

export function html(c: Context, page: JSX.Element, status: 200 | 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 503 = 200) {
  return c.html(`<!doctype html>${page}`, status);
}

type Refusal = 402 | 409 | 422;

/**
 * Runs a form's write; when the API refuses it with one of `statuses` (a validation error, a
 * taken key, too few credits), the form's page comes back with the API's message instead.
 * Anything else is thrown.
 */
export async function orRefusal<S extends Refusal>(
  statuses: readonly S[],
  write: () => Promise<Response>,
  again: (flash: Flash, status: S) => Promise<Response>,
): Promise<Response> {
  try {
    return await write();
  } catch (err) {
    const status = err instanceof ApiError ? (statuses as readonly number[]).find((s) => s === err.status) : undefined;
    if (status === undefined) throw err;
    return again({ message: (err as ApiError).error.message, error: true }, status as S);
  }
}

/** Titles of the failures shown as pages with the API's own status; 404 and 403 say more below. */
const FAILURES = {
  400: "Not accepted",
  402: "Not enough credits",
  409: "Not accepted",
  413: "Too large",
  422: "Not accepted",
  429: "Too many requests",
  503: "Temporarily unavailable",
} as const;
type ShownStatus = keyof typeof FAILURES;

/** A refusal's status and message: the API's (through the client) or the dashboard's own. */
export function refusalOf(err: unknown): { status: number; message: string } | undefined {
  if (err instanceof ApiError) return { status: err.status, message: err.error.message };
  if (err instanceof AppError) return { status: err.status, message: err.message };
  return undefined;
}

/**
 * A failure as a page: the API's error decides the status, its message is shown escaped. Only
 * what is not a refusal the user can act on (a real server error) is thrown, to the app's 500.
 */
export function failure(c: Context, err: unknown, viewer?: Viewer) {
  const refusal = refusalOf(err);
  const status = refusal?.status;
  if (status === 404)
    return html(c, <ErrorPage title="Not found" message="Nothing with this id exists in your company." signedIn={viewer} />, 404);
  if (status === 403) {
    return html(
      c,
      <ErrorPage title="Not allowed" message="This key has read scope only; sign in with a key that may write." signedIn={viewer} />,
      403,
    );
  }
  if (refusal && refusal.status in FAILURES) {
    const retryAfter = err instanceof ApiError ? err.headers.get("retry-after") : null;
    if (retryAfter) c.header("Retry-After", retryAfter);
    return html(
      c,
      <ErrorPage title={FAILURES[refusal.status as ShownStatus]} message={refusal.message} signedIn={viewer} />,
      refusal.status as ShownStatus,
    );
  }
  throw err;
}

/**
 * For what the API cannot refuse by scope itself: a page that only shows a write form, and the
 * dashboard-only archive and restore.
 */
export const mayWrite = (u: User) => {
  if (!u.viewer.canWrite) throw new AppError("forbidden", "This key has read scope only");
};

/** `signedIn` bound to the app's fetch: how a section's routes module wraps its handlers. */
export type Page = (handler: (c: Context<AppEnv>, user: User) => Promise<Response>) => (c: Context<AppEnv>) => Promise<Response>;

/** Wraps a handler that needs a signed-in user; on POST also checks the form's CSRF token. */
export const signedIn = (api: Api, handler: (c: Context<AppEnv>, user: User) => Promise<Response>) => async (c: Context<AppEnv>) => {
  const session = readSession(c);
  if (!session) return c.redirect("/sign-in", 303);
  const over = () => {
    clearSessionCookie(c);
    return c.redirect("/sign-in", 303);
  };
  let auth: Auth;
  try {
    auth = await authenticate(session.key);
  } catch (err) {
    // A key deactivated since sign-in ends the session.
    if (err instanceof AppError && err.status === 401) return over();
    throw err;
  }
  // Signed out (here or everywhere), deactivated or expired: the item is gone, whatever the cookie says.
  const stored = await findSession(auth, session.sid);
  if (!stored) return over();
  const viewer: Viewer = { canWrite: auth.scopes.includes("write"), csrf: session.csrf, company: stored.companyName };
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
  // The client addresses the API at the page's own origin, so the absolute URLs the API writes
  // from the origin a request reached (search sources, citations) open from the page; requests
  // to it go to `api` in-process, never over the network.
  const origin = new URL(c.req.url).origin;
  const pds = createClient({
    baseUrl: `${origin}/api/v1`,
    apiKey: session.key,
    maxRetries: 0,
    // Requests to the API are served in-process; a presigned storage URL (uploads over 4 MB) is real.
    fetch: async (input, init) => {
      const request = new Request(input, init);
      return new URL(request.url).origin === origin ? api(request) : fetch(request);
    },
  });
  try {
    return await handler(c, { auth, sessionId: session.sid, pds, viewer, form });
  } catch (err) {
    return failure(c, err, viewer);
  }
};

const DONE: Record<string, string> = {
  archived: "Attribute archived.",
  restored: "Attribute restored.",
  saved: "Saved.",
  deleted: "Row deleted.",
  created: "Attribute created.",
  "term-added": "Term added.",
  "term-deleted": "Term deleted.",
  "webhook-created": "Webhook created.",
  "webhook-saved": "Webhook saved.",
  "webhook-deleted": "Webhook deleted.",
  "secret-rotated": "Secret rotated: deliveries carry signatures by the new and the previous secret until the time shown.",
  replayed: "Delivery queued again.",
  "enhance-started": "Enhancement started.",
  "enhance-cancelled": "Enhancement cancelled.",
  "schema-created": "Schema created.",
  "schema-saved": "Schema saved.",
  "schema-deleted": "Schema deleted.",
  "product-created": "Product added: a draft with no values yet.",
  "product-saved": "Product saved.",
  "product-moved": "Status changed.",
  "product-deleted": "Product deleted.",
  "session-ended": "Session ended: that browser is signed out.",
  "table-deleted": "Table deleted.",
  "attribute-saved": "Attribute saved.",
  "term-saved": "Term saved.",
};
export const doneFlash = (c: Context): Flash | undefined => {
  const message = DONE[c.req.query("done") ?? ""];
  return message ? { message } : undefined;
};
