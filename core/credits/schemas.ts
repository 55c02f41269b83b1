import { z } from "@hono/zod-openapi";
import { dateRange, isoDate, rangeRules } from "../http/date-range.js";
import { listOf, PageQuery } from "../http/schemas.js";

export const Balance = z
  .object({
    balance: z.number().openapi({ description: "Credits available to spend now (this period's allocation included)" }),
    monthly_allocation: z.number().openapi({ description: "Credits granted at the start of every billing period (`monthly_credits`)" }),
    period_start: z.iso.datetime().openapi({ description: "Start of the current billing period (inclusive, 00:00 UTC)" }),
    period_end: z.iso.datetime().openapi({ description: "End of the current billing period (exclusive): the next period's start" }),
    used_this_period: z.number().openapi({ description: "Credits used since `period_start`, net of refunds (positive)" }),
  })
  .openapi("CreditBalance");

export const Transaction = z
  .object({
    id: z.string(),
    service: z.string(),
    amount: z.number(),
    table_id: z.string().nullable(),
    work_id: z
      .string()
      .nullable()
      .openapi({
        description:
          "The work the row pays for or gives back: a search or enrich job (`srch_…`, `enr_…`, readable at `GET /search/{id}` or " +
          "`GET /enrich/{id}`), or an enhanced cell (`enh_…#<row_id>`); null for grants and monthly allocations",
      }),
    description: z.string(),
    created_at: z.iso.datetime(),
  })
  .openapi("CreditTransaction");

export const UsageQuery = PageQuery.extend({
  from: isoDate("from").optional().openapi({ description: "Inclusive start date (YYYY-MM-DD, UTC)" }),
  to: isoDate("to").optional().openapi({ description: "Inclusive end date (YYYY-MM-DD, UTC)" }),
  service: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: "Only this service: search, enrich or enhancement (the operations that cost credits)" }),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must be on or before to", path: ["from"] });

export const UsageList = listOf(Transaction, "CreditUsageList", {
  total_used: z.number().openapi({
    description:
      "Credits used by all matching transactions, not only this page, net of refunds: a positive number equal to minus the sum " +
      "of their `amount`",
  }),
});

export const StatsQuery = z.object(dateRange).superRefine(rangeRules);

const credits = z.number();
const Summary = z.object({
  total_spent: credits.openapi({ description: "Credits used in the period, net of refunds" }),
  previous_period_spent: credits.openapi({ description: "Credits used in the equally long window just before `from`" }),
  previous_period_change_pct: z.number().nullable().openapi({
    description:
      "(total_spent − previous_period_spent) / previous_period_spent × 100, two decimals; null when the window before spent nothing",
  }),
  monthly_allocation: credits,
  period_end: z.iso.datetime().nullable().openapi({ description: "End (exclusive) of the current billing period" }),
  cost_per_credit: z
    .object({
      amount: z.number().openapi({ description: "monthly_fee / monthly_credits, six decimals" }),
      currency: z.enum(["CZK", "EUR"]),
      monthly_fee: z.number(),
      monthly_credits: z.number(),
    })
    .optional()
    .openapi({ description: "Omitted when no monthly fee is configured (or the allocation is 0); CZK when both fees are set" }),
});

export const Stats = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    summary: Summary,
    daily: z
      .array(
        z.object({
          date: z.string().openapi({ format: "date" }),
          total: credits,
          by_module: z.record(z.string(), credits),
          by_user: z.record(z.string(), credits),
        }),
      )
      .openapi({ description: "Every day of the range, oldest first, days without usage included (total 0, empty maps)" }),
    by_module: z.array(z.object({ module_key: z.string(), total: credits })),
    by_service: z.array(z.object({ service_type: z.string(), total: credits })),
    by_user: z.array(z.object({ user_id: z.string().openapi({ description: "The key's user id, or `system`" }), total: credits })),
    extraction: z.object({
      credits_spent: credits.openapi({ description: "Credits of the extraction module: work on tables (their enhancement)" }),
      products_enhanced: z.number().int().openapi({
        description: "Sum of the current row counts of the tables with usage in the period: a snapshot, not a count of the period",
      }),
      credits_per_product: z.number().nullable().openapi({ description: "credits_spent / products_enhanced; null when no products" }),
      by_table: z.array(
        z.object({
          table_id: z.string().nullable().openapi({ description: "null when the table has been deleted" }),
          name: z.string().openapi({ description: "The table's name (as last seen by a charge, for a deleted table)" }),
          total: credits,
          products: z.number().int().openapi({ description: "The table's current row count (0 once deleted)" }),
        }),
      ),
    }),
    currency_config: z.object({
      monthly_fee_czk: z.number().nullable(),
      monthly_fee_eur: z.number().nullable(),
      monthly_credits: z.number(),
      auto_eur: z.boolean().openapi({ description: "EUR fee computed from a payment-provider subscription; always false here" }),
    }),
  })
  .openapi("CreditStats");
