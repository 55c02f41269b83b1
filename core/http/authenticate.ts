import { createMiddleware } from "hono/factory";
import { authenticate as authenticateKey } from "../auth/service.js";
import type { AppEnv } from "./env.js";
import { AppError } from "../errors.js";
import { config } from "../config.js";
import { checkRateLimits } from "./rate-limit.js";

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;
// Everything but reads changes state or spends credits, so it needs the write scope.
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Reads the bearer token from an Authorization header, or explains what is wrong with it. */
export function bearerToken(header: string | undefined): string {
  if (!header) {
    throw new AppError("unauthenticated", "Missing Authorization header; send Authorization: Bearer <API_KEY>");
  }
  const match = BEARER.exec(header);
  if (!match) throw new AppError("unauthenticated", "The Authorization header must have the form 'Bearer <API_KEY>'");
  return match[1];
}

/** API-key authentication for /api/v1 (spec section 5), skipping the public paths. */
export const authenticate = (isPublic: (path: string) => boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (isPublic(c.req.path)) return next();
    const auth = await authenticateKey(bearerToken(c.req.header("authorization")));
    const { RATE_LIMIT_COMPANY_PER_SECOND: company, RATE_LIMIT_KEY_PER_SECOND: key } = config();
    const limited = checkRateLimits(auth, { company, key });
    if (limited) {
      const { result, scope } = limited;
      c.header("ratelimit-limit", String(result.limit));
      c.header("ratelimit-remaining", String(result.remaining));
      c.header("ratelimit-reset", String(result.resetSeconds));
      if (!result.allowed) {
        c.header("retry-after", String(result.resetSeconds));
        throw new AppError(
          "rate_limited",
          `Too many requests: this ${scope === "key" ? "API key" : "company"} may make ${result.limit} per second; retry after ${result.resetSeconds} s`,
          { code: "rate_limited", retryable: true, details: { scope, limit: result.limit, window_seconds: 1 } },
        );
      }
    }
    if (!READ_METHODS.has(c.req.method) && !auth.scopes.includes("write")) {
      throw new AppError("forbidden", "This key has read scope only; use a key with the write scope for this request");
    }
    c.set("auth", auth);
    await next();
  });
