import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import type { Context } from "hono";
import { config } from "../config.js";
import { limitBody } from "./body-limit.js";
import { CORS, corsOrigins } from "../http/cors.js";
import type { AppEnv } from "../http/env.js";
import { AppError, toAppError } from "../errors.js";
import { PREFIX } from "./groups.js";
import { isDashboardPath, mountDashboard } from "./dashboard.js";
import { mountLazy } from "./lazy-group.js";
import { rejectOtherMethods } from "../http/method-not-allowed.js";
import { v1Router } from "./v1.js";

/** Framework exceptions (malformed JSON, media type gate) as the spec's Error object. */
function fromHttpException(err: HTTPException): AppError {
  if (err.status === 415) {
    return new AppError("invalid_request", "Unsupported Content-Type; send the body as application/json", {
      code: "unsupported_media_type",
    });
  }
  if (err.status === 400) return new AppError("invalid_request", err.message || "Malformed request", { code: "malformed_request" });
  return new AppError("invalid_request", err.message || "Invalid request");
}

const render = (c: Context<AppEnv>, err: AppError) => c.json(err.toBody(c.var.requestId), err.status);

export interface AppOptions {
  /**
   * True once the process is stopping (the local runtime, functions/local.ts): a request that
   * still arrives on an open connection is refused with a retryable 503 before it does anything,
   * so nothing is charged for an answer that might not be sent.
   */
  stopping?: () => boolean;
}

export function createApp(options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(requestId({ generator: () => `req_${crypto.randomUUID().replaceAll("-", "")}` }));
  // Preflights are answered before authentication, as API Gateway answers them deployed.
  const origins = corsOrigins();
  app.use(
    cors({
      origin: origins[0] === "*" ? "*" : origins,
      allowHeaders: [...CORS.allowHeaders],
      allowMethods: [...CORS.allowMethods],
      exposeHeaders: [...CORS.exposeHeaders],
      maxAge: CORS.maxAgeSeconds,
    }),
  );
  const { stopping } = options;
  if (stopping) {
    app.use(async (c, next) => {
      if (!stopping()) return next();
      c.header("connection", "close");
      c.header("retry-after", "1");
      throw new AppError("service_unavailable", "The service is stopping; retry the request in a moment", {
        code: "stopping",
        retryable: true,
      });
    });
  }
  // Before anything reads the body; the dashboard's pages apply the same limit themselves.
  app.use(limitBody(isDashboardPath));
  app.use(rejectOtherMethods(app));

  app.route(PREFIX, v1Router());
  const adminToken = config().ADMIN_TOKEN;
  if (adminToken) mountLazy(app, "/admin/v1", "/admin/v1", async () => (await import("../admin/router.js")).adminRouter(adminToken));
  mountDashboard(app);

  app.notFound((c) => render(c, new AppError("not_found", `No route for ${c.req.method} ${c.req.path}; see /api/v1/docs`)));
  app.onError(async (err, c) => {
    const appError = err instanceof HTTPException ? fromHttpException(err) : toAppError(err);
    if (appError.status >= 500) {
      // The logger (Powertools) loads with the first failure: most cold starts never need it.
      const { logger } = await import("../log.js");
      logger().error("request failed", { request_id: c.var.requestId, method: c.req.method, path: c.req.path, error: err as Error });
    }
    return render(c, appError);
  });
  return app;
}
