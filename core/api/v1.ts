import { authenticate } from "../http/authenticate.js";
import { createRouter } from "../http/router.js";
import { PREFIX, resourceRouters } from "./groups.js";
import { healthRouter } from "./health.js";
import { openApiDocument } from "./openapi-doc.js";

const PUBLIC = new Set([`${PREFIX}/health`, `${PREFIX}/openapi.json`, `${PREFIX}/docs`]);
/** Paths served without a key: the above, and the docs page's own script under /docs/. */
const isPublic = (path: string) => PUBLIC.has(path) || path.startsWith(`${PREFIX}/docs/`);

/** The public API: every resource router mounts here, behind API-key authentication. */
export function v1Router() {
  const v1 = createRouter();
  v1.use(authenticate(isPublic));
  v1.route("/", healthRouter());
  for (const router of resourceRouters()) v1.route("/", router);
  // Built on the first request (every route is registered by then) and kept for the process.
  let document: ReturnType<typeof openApiDocument> | undefined;
  v1.get("/openapi.json", (c) => c.json((document ??= openApiDocument(v1))));
  // The docs page is rarely asked for: its module (and the viewer it serves) loads with its first request.
  v1.get("/docs", async (c) => (await import("./docs-page.js")).docsPage(c));
  v1.get("/docs/:file", async (c) => (await import("./docs-page.js")).viewerScript(c));
  return v1;
}
