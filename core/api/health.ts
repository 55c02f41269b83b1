import { createRoute, z } from "@hono/zod-openapi";
import { VERSION } from "../config.js";
import { json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";

const health = createRoute({
  method: "get",
  path: "/health",
  operationId: "getHealth",
  tags: ["meta"],
  security: [],
  summary: "Liveness check (no authentication)",
  description:
    "Answers `status` `ok` and the running `version` while the service runs, without touching its stores; needs no API key. " +
    "Use it for uptime checks.",
  responses: { 200: json(z.object({ status: z.literal("ok"), version: z.string() }).openapi("Health")) },
});

export const healthRouter = () => createRouter().openapi(health, (c) => c.json({ status: "ok" as const, version: VERSION }, 200));
