import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/env.js";
import { rejectOtherMethods } from "../http/method-not-allowed.js";

/**
 * Route groups loaded on first use, so a cold start parses only the app shell and a request
 * loads only its own group (a GET on /tables never loads S3, SQS or the HTML sanitizer).
 *
 * The parent app keeps everything in front of a route (request id, body limit, authentication)
 * and the rendering of every failure; the group only routes. It runs as its own small Hono app
 * because a router that has served a request cannot take new routes.
 */
const DISPATCH = Symbol("lazy-group-dispatch");

interface Dispatch {
  parent: Context<AppEnv>;
  /** False when the group had no route for the path (its notFound ran). */
  matched: boolean;
}

const dispatchOf = (c: Context) => (c.env as { [DISPATCH]: Dispatch })[DISPATCH];

function groupApp(base: string, router: Hono<AppEnv>) {
  const app = new Hono<AppEnv>();
  // Handlers read c.var (auth, requestId) as if they ran in the parent.
  app.use(async (c, next) => {
    const vars = dispatchOf(c).parent.var;
    for (const key of Object.keys(vars) as (keyof AppEnv["Variables"])[]) c.set(key, vars[key]);
    await next();
  });
  // The parent's 405 check sees only its own routes, so each group answers 405 for its paths.
  app.use(rejectOtherMethods(app));
  app.route(base, router);
  app.notFound((c) => {
    dispatchOf(c).matched = false;
    return c.body(null, 404);
  });
  // The parent's onError renders every failure (and logs 5xx) exactly as for an eager route.
  app.onError((err) => {
    throw err;
  });
  return app;
}

/**
 * Serves `prefix/*` of `parent` (which also matches `prefix` itself) from the router `load`
 * returns, as `app.route(base, router)` would on the root app: `base` is the full path the
 * router's own paths are relative to. A path the group does not know falls through to the
 * parent's 404.
 */
export function mountLazy(parent: Hono<AppEnv>, prefix: string, base: string, load: () => Promise<Hono<AppEnv>>) {
  parent.all(`${prefix}/*`, lazyHandler(base, load));
}

/** The handler mountLazy registers, for a group served on several paths (the dashboard). */
export function lazyHandler(base: string, load: () => Promise<Hono<AppEnv>>): MiddlewareHandler<AppEnv> {
  let app: Promise<Hono<AppEnv>> | undefined;
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    // A failed import is retried on the next request rather than cached.
    app ??= load().then(
      (router) => groupApp(base, router),
      (err) => {
        app = undefined;
        throw err;
      },
    );
    const dispatch: Dispatch = { parent: c, matched: true };
    const res = await (await app).fetch(c.req.raw, { ...(c.env as object), [DISPATCH]: dispatch });
    // Unmatched and not a 405: the parent's notFound answers, as for any unknown path.
    if (!dispatch.matched && res.status === 404) return next();
    // The headers the parent's middleware set before the route (x-request-id, CORS, RateLimit-*)
    // go onto the group's answer, as `c.res = res` would put them; but Hono would put them on a
    // copy, whose body becomes a stream read back chunk by chunk: a measurable share of a read
    // (docs/decisions.md, "Read path"). Clearing c.res first keeps Hono from copying.
    for (const [name, value] of c.res.headers) {
      if (name === "set-cookie") res.headers.append(name, value);
      else if (name !== "content-type") res.headers.set(name, value);
    }
    c.res = undefined;
    c.res = res;
    return res;
  };
  return handler;
}
