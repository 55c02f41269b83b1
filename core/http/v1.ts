import type { MiddlewareHandler } from "hono";
import { authenticate } from "./authenticate.js";
import type { AppEnv } from "./env.js";
import { GROUPS, PREFIX } from "./groups.js";
import { healthRouter } from "./health.js";
import { mountLazy } from "./lazy-group.js";
import { createRouter } from "./router.js";

const PUBLIC = new Set([`${PREFIX}/health`, `${PREFIX}/openapi.json`, `${PREFIX}/docs`]);

// The docs page (Scalar) is large and rarely asked for: loaded with its first request.
let docsPage: Promise<MiddlewareHandler> | undefined;
const docs: MiddlewareHandler<AppEnv> = async (c, next) => {
  docsPage ??= import("@scalar/hono-api-reference").then(({ Scalar }) =>
    Scalar({ url: `${PREFIX}/openapi.json`, pageTitle: "Product Data Service API" }),
  );
  return (await docsPage)(c, next);
};

/** The public API: every resource group mounts here, behind API-key authentication. */
export function v1Router() {
  const v1 = createRouter();
  v1.use(authenticate(PUBLIC));
  v1.route("/", healthRouter());
  for (const group of GROUPS) mountLazy(v1, group.prefix, PREFIX, group.load);
  // The document needs every group, so it loads them all (core/http/openapi-doc.ts).
  v1.get("/openapi.json", async (c) => c.json(await (await import("./openapi-doc.js")).openApiDocument()));
  v1.get("/docs", docs);
  return v1;
}
