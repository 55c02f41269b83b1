import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { JobIdParam } from "../jobs/schemas.js";
import { Enrich, EnrichInput } from "./schemas.js";
import * as service from "./service.js";

const start = createRoute({
  method: "post",
  path: "/enrich",
  tags: ["enrich"],
  summary: "Fill in product records, with cited sources (4/2/1 credits per item for thinking hard/medium/low)",
  description:
    "Up to 5 items without `webhook_url` run now: 200 `completed`. More items, or a `webhook_url`, answer 202 `processing` at once; the outcome is POSTed to the URL when given, signed (Standard Webhooks), and `GET /enrich/{id}` answers always.",
  request: { body: body(EnrichInput) },
  responses: { 200: json(Enrich), 202: json(Enrich, "Queued; the result arrives by webhook"), ...errors(402, 422, 503) },
});

const get = createRoute({
  method: "get",
  path: "/enrich/{id}",
  tags: ["enrich"],
  summary: "An enrich job, synchronous or not",
  request: { params: JobIdParam },
  responses: { 200: json(Enrich), ...errors(404) },
});

export const enrichRouter = () =>
  createRouter()
    .openapi(start, async (c) => {
      const { status, body: result } = await service.enrich(c.var.auth.companyId, c.req.valid("json"), new URL(c.req.url).origin);
      return status === 200 ? c.json(result, 200) : c.json(result, 202);
    })
    .openapi(get, async (c) => c.json(await service.get(c.var.auth.companyId, c.req.valid("param").id), 200));
