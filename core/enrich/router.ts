import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { JobIdParam } from "../jobs/schemas.js";
import { Enrich, EnrichInput } from "./schemas.js";
import * as service from "./service.js";

const start = createRoute({
  method: "post",
  path: "/enrich",
  operationId: "createEnrichment",
  tags: ["enrich"],
  summary: "Fill in product records, with cited sources",
  description:
    "Completes 1 to 50 partial product records (`items[].data`) to the columns of `schema_id` or `columns` (not both), else the " +
    "default product schema. Costs 4, 2 or 1 credits per item for `thinking` hard, medium or low (402 `insufficient_credits` when " +
    "the balance is short; nothing runs then). With `web_search` each item carries `basis`: per field, citations with the exact " +
    "excerpt, reasoning and confidence; without it, no basis. `use_glossary` applies the company's glossary. " +
    "Up to 5 items without `webhook_url` run now: 200 `completed`. More items, or a `webhook_url`, answer 202 `processing` at once; " +
    "the outcome is POSTed to the URL when given, signed (Standard Webhooks), and `GET /enrich/{id}` answers always.",
  request: { body: body(EnrichInput) },
  responses: { 200: json(Enrich), 202: json(Enrich, "Queued; the result arrives by webhook"), ...errors(402, 503) },
});

const get = createRoute({
  method: "get",
  path: "/enrich/{id}",
  operationId: "getEnrichment",
  tags: ["enrich"],
  summary: "Get an enrich job",
  description:
    "Reads an enrich job started with `POST /enrich`, synchronous or not: `processing` until an asynchronous one ends, then " +
    "`completed` with its items (or `error`). Poll it for batches of more than 5 items sent without `webhook_url`.",
  request: { params: JobIdParam },
  responses: { 200: json(Enrich) },
});

export const enrichRouter = () =>
  createRouter()
    .openapi(start, async (c) => {
      const { status, body: result } = await service.enrich(
        c.var.auth.companyId,
        c.req.valid("json"),
        new URL(c.req.url).origin,
        c.var.auth.userId,
      );
      return status === 200 ? c.json(result, 200) : c.json(result, 202);
    })
    .openapi(get, async (c) => c.json(await service.get(c.var.auth.companyId, c.req.valid("param").id), 200));
