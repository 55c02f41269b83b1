import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env.js";
import { validationError } from "../validation.js";

/**
 * Every router needs its own defaultHook (@hono/zod-openapi applies it per instance): zod
 * failures become the 422 Error object; the root app's onError renders it.
 */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });
