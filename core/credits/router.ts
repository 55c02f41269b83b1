import { createRoute } from "@hono/zod-openapi";
import * as companies from "../companies/service.js";
import { errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { Balance, UsageList, UsageQuery } from "./schemas.js";
import * as credits from "./service.js";

const balance = createRoute({
  method: "get",
  path: "/credits/balance",
  tags: ["credits"],
  summary: "Current credit balance",
  responses: { 200: json(Balance), ...errors() },
});

const usage = createRoute({
  method: "get",
  path: "/credits/usage",
  tags: ["credits"],
  summary: "Credit ledger, newest first",
  request: { query: UsageQuery },
  responses: { 200: json(UsageList), ...errors(422) },
});

export const creditsRouter = () =>
  createRouter()
    .openapi(balance, async (c) => {
      const { companyId } = c.var.auth;
      const [available, company] = await Promise.all([credits.balance(companyId), companies.get(companyId)]);
      return c.json({ balance: available, monthly_allocation: company.monthly_credits }, 200);
    })
    .openapi(usage, async (c) => c.json(await credits.usage(c.var.auth.companyId, c.req.valid("query")), 200));
