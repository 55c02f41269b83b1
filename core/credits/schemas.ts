import { z } from "@hono/zod-openapi";
import { listOf, PageQuery } from "../http/schemas.js";

export const Balance = z
  .object({
    balance: z.number().openapi({ description: "Credits available to spend now" }),
    monthly_allocation: z
      .number()
      .openapi({ description: "The company's monthly credit allowance as recorded on the company (credits arrive through grants)" }),
  })
  .openapi("CreditBalance");

export const Transaction = z
  .object({
    id: z.string(),
    service: z.string(),
    amount: z.number(),
    table_id: z.string().nullable(),
    description: z.string(),
    created_at: z.iso.datetime(),
  })
  .openapi("CreditTransaction");

const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${name} is not a real calendar date`,
    });

export const UsageQuery = PageQuery.extend({
  from: isoDate("from").optional().openapi({ description: "Inclusive start date (YYYY-MM-DD, UTC)" }),
  to: isoDate("to").optional().openapi({ description: "Inclusive end date (YYYY-MM-DD, UTC)" }),
  service: z.string().min(1).max(64).optional().openapi({ description: "search or enrich (the operations that cost credits)" }),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must be on or before to", path: ["from"] });

export const UsageList = listOf(Transaction, "CreditUsageList", {
  total_used: z.number().openapi({ description: "Credits consumed by all matching transactions, not only this page" }),
});
