import { createRoute } from "@hono/zod-openapi";
import { dateRangeHook } from "../http/date-range.js";
import { errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { fieldErrors } from "../validation.js";
import { AnalyticsQuery, CatalogAnalytics, ExtractionAnalytics, ScopeParam } from "./schemas.js";
import * as analytics from "./service.js";

const get = createRoute({
  method: "get",
  path: "/analytics/{scope}",
  operationId: "getAnalytics",
  tags: ["analytics"],
  summary: "Catalog or extraction analytics over a date range",
  description:
    "Analytics with the shared parameters of the contract (2.13): `from` and `to` (YYYY-MM-DD, UTC, inclusive, at most 1,830 " +
    "days; any problem with them is 400 `invalid_request`, as for credit stats), `catalog_status` (`all`, the default, means " +
    "active and draft), `user_id` (a uuid or `system`), `schema_id`, `table_id` and `source`. The path names the scope: " +
    "`/analytics/catalog` answers products created in the period by status, source, schema and user, and products created and " +
    "updated per day; `/analytics/extraction` answers tables created, rows extracted, cells enhanced and credits, per day and per " +
    "table. `source` applies to the catalog only: with `scope` extraction it is 422.",
  request: { params: ScopeParam, query: AnalyticsQuery },
  responses: {
    200: json(CatalogAnalytics.or(ExtractionAnalytics)),
    ...errors(400),
  },
});

export const analyticsRouter = () =>
  createRouter().openapi(
    get,
    async (c) => {
      const { companyId } = c.var.auth;
      const q = c.req.valid("query");
      if (c.req.valid("param").scope === "catalog") return c.json(await analytics.catalog(companyId, q), 200);
      if (q.source) throw fieldErrors([{ field: "source", in: "query", message: "source requires scope=catalog" }]);
      return c.json(await analytics.extraction(companyId, q), 200);
    },
    dateRangeHook,
  );
