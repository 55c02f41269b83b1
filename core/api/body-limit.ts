import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { config } from "../config.js";
import { AppError } from "../errors.js";
import { PREFIX } from "./groups.js";

/**
 * What to do instead of a body over MAX_BODY_BYTES, by route: a file goes through the
 * presigned upload (which has its own, larger limit), a table's source text can be such a
 * file, anything else is sent in smaller requests.
 */
function instead(method: string, path: string): string {
  const route = method === "POST" ? path.replace(/\/+$/, "") : "";
  if (route === `${PREFIX}/files`) {
    return `upload larger files with POST /files/uploads (a presigned PUT of up to ${config().MAX_FILE_BYTES} bytes), then POST /files/{id}/complete`;
  }
  if (route === `${PREFIX}/tables`) {
    return "upload large source content as a file with POST /files/uploads and pass its id in file_ids";
  }
  return "split the request into smaller ones";
}

/**
 * Refuses a body over the limit with 413 before anything reads it (Content-Length up front,
 * streams as they arrive). GET and HEAD carry no body (a Request cannot have one), so they skip
 * the check: asking a request for its body makes @hono/node-server build the full Fetch Request
 * behind its lightweight one, a measurable share of a cached read (docs/decisions.md, "Read path").
 * Paths that `skip` names apply the same limit themselves, to answer in their own form (the
 * dashboard's pages).
 */
export const limitBody = (skip: (path: string) => boolean = () => false): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: config().MAX_BODY_BYTES,
    onError: (c) => {
      throw new AppError(
        "invalid_request",
        `Request body exceeds the ${config().MAX_BODY_BYTES} byte limit; ${instead(c.req.method, c.req.path)}`,
        { code: "payload_too_large", details: { max_bytes: config().MAX_BODY_BYTES } },
        413,
      );
    },
  });
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" || skip(c.req.path) ? next() : limit(c, next));
};
