import { createRoute } from "@hono/zod-openapi";
import { dateRangeHook } from "../http/date-range.js";
import { errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { Balance, Stats, StatsQuery, UsageList, UsageQuery } from "./schemas.js";
import * as credits from "./service.js";
import { balanceSummary, stats, type TableLookup } from "./stats.js";

const balance = createRoute({
  method: "get",
  path: "/credits/balance",
  operationId: "getCreditBalance",
  tags: ["credits"],
  summary: "Current credit balance and billing period",
  description:
    "Answers the credits the company can spend now, its `monthly_allocation` (granted at the start of every billing period; unused " +
    "credits roll over), the current billing period (`period_start` inclusive, `period_end` exclusive; periods start at 00:00 UTC " +
    "on the monthly anniversary of the company's creation) and the credits `used_this_period`, net of refunds.",
  responses: { 200: json(Balance) },
});

const usage = createRoute({
  method: "get",
  path: "/credits/usage",
  operationId: "listCreditUsage",
  tags: ["credits"],
  summary: "Credit usage, newest first",
  description:
    "Lists what was spent (debits, with a negative `amount`, and refunds as their own rows, positive), newest first, a page at a " +
    "time (`page`, `limit` up to 100), optionally between the dates `from` and `to` (inclusive, YYYY-MM-DD) and for one `service`. " +
    "Grants and monthly allocations are not usage. `total_used` is positive: the credits used by every matching row, not only the " +
    "page, net of refunds, i.e. minus the sum of their `amount`.",
  request: { query: UsageQuery },
  responses: { 200: json(UsageList) },
});

const statsRoute = createRoute({
  method: "get",
  path: "/credits/stats",
  operationId: "getCreditStats",
  tags: ["credits"],
  summary: "Credit statistics over a date range",
  description:
    "Aggregates credit usage from `from` to `to` (YYYY-MM-DD, UTC, both inclusive, at most 1,830 days): the total and the equally " +
    "long window before `from`, every day of the range (zero days included) by module and user, totals by module, service and " +
    "user, the extraction module's credits per table, and the company's plan (allocation, fees, the price of a credit). Net of " +
    "refunds. Missing or invalid dates, `from` after `to` and a range over 1,830 days are 400 `invalid_request` " +
    "(code `invalid_date_range`), as the contract says, not 422.",
  request: { query: StatsQuery },
  responses: {
    200: json(Stats),
    ...errors(400),
  },
});

export const creditsRouter = (deps: { tables: TableLookup }) =>
  createRouter()
    .openapi(balance, async (c) => c.json(await balanceSummary(c.var.auth.companyId), 200))
    .openapi(usage, async (c) => c.json(await credits.usage(c.var.auth.companyId, c.req.valid("query")), 200))
    .openapi(statsRoute, async (c) => c.json(await stats(c.var.auth.companyId, c.req.valid("query"), deps.tables), 200), dateRangeHook);
