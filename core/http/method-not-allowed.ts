import type { Context, Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./env.js";
import { AppError } from "../errors.js";

/**
 * A known path asked with another method: the spec's Error object with an `Allow` header. The
 * root app and every lazily loaded route group use it, each over its own routes.
 */
export const rejectOtherMethods = (app: Hono<AppEnv>) =>
  methodNotAllowed({
    app,
    onMethodNotAllowed: (c, methods) => {
      const ctx = c as Context<AppEnv>;
      const err = new AppError("invalid_request", `Method ${c.req.method} is not supported on ${c.req.path}; use ${methods.join(", ")}`, {
        code: "method_not_allowed",
        details: { allowed_methods: methods },
      });
      return ctx.json(err.toBody(ctx.var.requestId), err.status, { Allow: methods.join(", ") });
    },
  });
