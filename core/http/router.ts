import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env.js";
import { storableProblems } from "../storable.js";
import { fieldErrors, validationError } from "../validation.js";

/**
 * Every router needs its own defaultHook (@hono/zod-openapi applies it per instance): zod
 * failures become the 422 Error object; the root app's onError renders it. A JSON body that
 * passed its schema is then held to the storage rule (core/storable.ts), so no request value
 * that a write would refuse gets past the door, on every route at once.
 */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
      if (result.target === "json") {
        const problems = storableProblems(result.data);
        if (problems.length) throw fieldErrors(problems, "unstorable_value");
      }
    },
  });
