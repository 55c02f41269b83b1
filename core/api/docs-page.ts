import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { PREFIX } from "./groups.js";

/**
 * The interactive API reference (`/docs`): Scalar's standalone viewer, served by the service
 * itself so the page works offline and behind proxies that block public CDNs. The page holds no
 * inline script, so its Content-Security-Policy allows scripts from this origin only.
 *
 * The viewer's browser bundle (4 MB) is read from the package on the first request, never at
 * import, and kept in memory with its gzip form. Its URL carries a hash of its content, so
 * browsers may cache it for good and a new version gets a new URL.
 */

/**
 * Found like a package file, in the nearest `node_modules`. The API Lambda has no node_modules:
 * stacks/ApiStack.ts copies this one file to the same path inside the function's bundle.
 */
export const VIEWER_SCRIPT = "@scalar/api-reference/dist/browser/standalone.js";

interface Viewer {
  hash: string;
  body: Buffer;
  gzipped: Buffer;
}

async function loadViewer(): Promise<Viewer> {
  const dirs = createRequire(import.meta.url).resolve.paths(VIEWER_SCRIPT) ?? [];
  const path = dirs.map((dir) => join(dir, VIEWER_SCRIPT)).find((p) => existsSync(p));
  if (!path) throw new Error(`${VIEWER_SCRIPT} not found in ${dirs.join(", ")}; install @scalar/api-reference`);
  const body = await readFile(path);
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 16);
  return { hash, body, gzipped: await promisify(gzip)(body) };
}

let viewer: Promise<Viewer> | undefined;
/** Read once per process; a failed read is retried by the next request. */
function getViewer() {
  viewer ??= loadViewer().catch((err) => {
    viewer = undefined;
    throw err;
  });
  return viewer;
}

const scriptPath = (hash: string) => `${PREFIX}/docs/api-reference.${hash}.js`;

/** What the page may load: itself, the viewer and the API it documents, all from this origin. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The viewer injects its stylesheet and sets inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The viewer's settings: no default fonts (loaded from Scalar's servers), and none of its
 * features that talk to Scalar's services (AI agent, MCP, developer tools).
 */
const VIEWER_CONFIGURATION = {
  withDefaultFonts: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
};

const escapeAttribute = (s: string) => s.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll("<", "&lt;");

function page(hash: string) {
  // Scalar's HTML API: the viewer reads the element with id "api-reference"; type
  // application/json keeps it from being an inline script that the policy would refuse.
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Product Data Service API</title>
  </head>
  <body>
    <script id="api-reference" type="application/json" data-url="${PREFIX}/openapi.json" data-configuration='${escapeAttribute(JSON.stringify(VIEWER_CONFIGURATION))}'></script>
    <script src="${scriptPath(hash)}"></script>
  </body>
</html>
`;
}

/** `/docs` and the viewer's script under it; both public (core/api/v1.ts). */
export function docsRouter() {
  const router = new Hono<AppEnv>();
  router.get("/docs", async (c) => {
    const { hash } = await getViewer();
    // Revalidated on every visit, so a new deployment's script URL is picked up at once.
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", PAGE_CSP);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(page(hash));
  });
  router.get("/docs/:file", async (c) => {
    const { hash, body, gzipped } = await getViewer();
    // Another name (an older or newer deployment's hash) is not this script.
    if (c.req.path !== scriptPath(hash)) return c.notFound();
    const useGzip = /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "");
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Vary", "Accept-Encoding");
    if (useGzip) c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(useGzip ? gzipped : body));
  });
  return router;
}
