import { authenticate } from "../http/authenticate.js";
import { idempotency } from "../http/idempotency.js";
import { GROUPS, PREFIX } from "./groups.js";
import { healthRouter } from "./health.js";
import { mountLazy } from "./lazy-group.js";
import { createRouter } from "../http/router.js";

const PUBLIC = new Set([`${PREFIX}/health`, `${PREFIX}/openapi.json`, `${PREFIX}/docs`]);
/** Paths served without a key: the above, and the docs page's own script under /docs/. */
const isPublic = (path: string) => PUBLIC.has(path) || path.startsWith(`${PREFIX}/docs/`);

/** The public API: every resource group mounts here, behind API-key authentication. */
export function v1Router() {
  const v1 = createRouter();
  v1.use(authenticate(isPublic));
  v1.use(idempotency());
  v1.route("/", healthRouter());
  for (const group of GROUPS) mountLazy(v1, group.prefix, PREFIX, group.load);
  // The document needs every group, so it loads them all (core/api/openapi-doc.ts).
  v1.get("/openapi.json", async (c) => c.json(await (await import("./openapi-doc.js")).openApiDocument()));
  // The docs page is rarely asked for: its module (and the viewer it serves) loads with its first request.
  mountLazy(v1, "/docs", PREFIX, async () => (await import("./docs-page.js")).docsRouter());
  return v1;
}
