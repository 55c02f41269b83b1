import { config } from "../config.js";

/**
 * The one CORS configuration. Deployed, API Gateway answers preflights from it
 * (stacks/ApiStack.ts); locally the app's middleware does (core/api/app.ts), so a browser app
 * behaves the same against both. A bearer-token API sends no cookies: no credentials mode.
 */
export const CORS = {
  allowHeaders: ["authorization", "content-type", "idempotency-key"],
  allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
  exposeHeaders: [
    "x-request-id",
    "location",
    "retry-after",
    "ratelimit-limit",
    "ratelimit-remaining",
    "ratelimit-reset",
    "idempotent-replayed",
  ],
  maxAgeSeconds: 600,
} as const;

/** Allowed origins from CORS_ALLOW_ORIGINS: `*` (the default) or a comma-separated list. */
export const corsOrigins = (): string[] => config().CORS_ALLOW_ORIGINS;
