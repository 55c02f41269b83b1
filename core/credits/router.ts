import { createRoute } from "@hono/zod-openapi";
import * as companies from "../companies/service.js";
import { json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { Balance, UsageList, UsageQuery } from "./schemas.js";
import * as credits from "./service.js";

const balance = createRoute({
  method: "get",
  path: "/credits/balance",
  operationId: "getCreditBalance",
  tags: ["credits"],
  summary: "Current credit balance",
  description:
    "Answers the credits the company can spend now and its `monthly_allocation` (the company's `monthly_credits`, as recorded; " +
    "nothing grants it automatically yet: credits arrive through grants).",
  responses: { 200: json(Balance) },
});

const usage = createRoute({
  method: "get",
  path: "/credits/usage",
  operationId: "listCreditUsage",
  tags: ["credits"],
  summary: "Credit usage, newest first",
  description:
    "Lists what was spent (debits, and refunds as their own rows), newest first, a page at a time (`page`, `limit` up to 100), " +
    "optionally between the dates `from` and `to` (inclusive, YYYY-MM-DD) and for one `service`. Grants are not usage. " +
    "`total_used` nets every matching row, not only the page.",
  request: { query: UsageQuery },
  responses: { 200: json(UsageList) },
});

export const creditsRouter = () =>
  createRouter()
    .openapi(balance, async (c) => {
      const { companyId } = c.var.auth;
      const [available, company] = await Promise.all([credits.balance(companyId), companies.get(companyId)]);
      return c.json({ balance: available, monthly_allocation: company.monthly_credits }, 200);
    })
    .openapi(usage, async (c) => c.json(await credits.usage(c.var.auth.companyId, c.req.valid("query")), 200));
