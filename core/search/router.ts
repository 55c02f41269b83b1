import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { JobIdParam } from "../jobs/schemas.js";
import { Search, SearchInput } from "./schemas.js";
import * as service from "./service.js";

const start = createRoute({
  method: "post",
  path: "/search",
  operationId: "createSearch",
  tags: ["search"],
  summary: "Search for products shaped to a schema (5 credits)",
  description:
    "Answers up to `max_results` (1 to 7) products for a natural-language `query`, each with `data` holding exactly the columns' " +
    "keys (null where unknown), its source and a confidence. Columns come from `schema_id` or `columns` (not both), else the default " +
    "product schema. Costs 5 credits (402 `insufficient_credits` when the balance is short; nothing runs then). " +
    "Without `webhook_url` the search runs now and answers 200 `completed`. With it, 202 `processing` at once; the outcome is POSTed " +
    "to the URL, signed (Standard Webhooks), and `GET /search/{id}` answers meanwhile.",
  request: { body: body(SearchInput) },
  responses: { 200: json(Search), 202: json(Search, "Queued; the result arrives by webhook"), ...errors(402, 503) },
});

const get = createRoute({
  method: "get",
  path: "/search/{id}",
  operationId: "getSearch",
  tags: ["search"],
  summary: "Get a search",
  description:
    "Reads a search started with `POST /search`, synchronous or not: `processing` until an asynchronous one ends, then `completed` " +
    "with its results (or `error`).",
  request: { params: JobIdParam },
  responses: { 200: json(Search) },
});

export const searchRouter = () =>
  createRouter()
    .openapi(start, async (c) => {
      const { status, body: result } = await service.search(
        c.var.auth.companyId,
        c.req.valid("json"),
        new URL(c.req.url).origin,
        c.var.auth.userId,
      );
      return status === 200 ? c.json(result, 200) : c.json(result, 202);
    })
    .openapi(get, async (c) => c.json(await service.get(c.var.auth.companyId, c.req.valid("param").id), 200));
