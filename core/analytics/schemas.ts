import { z } from "@hono/zod-openapi";
import { dateRange, rangeRules } from "../http/date-range.js";

const filters = {
  catalog_status: z
    .enum(["all", "active", "draft", "archived"])
    .default("all")
    .openapi({ description: "Products of this status; `all` (the default) means active and draft" }),
  user_id: z
    .union([z.uuid(), z.literal("system")], { error: "user_id must be a uuid or system" })
    .optional()
    .openapi({ description: "Only what this user (a current or former user's uuid) did, or `system` for keys without a user" }),
  schema_id: z.string().min(1).max(100).optional().openapi({ description: "Only products and tables of this schema" }),
  table_id: z.string().min(1).max(100).optional().openapi({ description: "Only this extraction table" }),
  source: z
    .enum(["manual", "product_extraction", "shopify"])
    .optional()
    .openapi({ description: "Only products from this source; catalog analytics only (`scope=catalog`)" }),
};

export const AnalyticsQuery = z.object({ ...dateRange, ...filters }).superRefine(rangeRules);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

export const ScopeParam = z.object({
  scope: z.enum(["catalog", "extraction"]).openapi({ description: "What to analyse: catalog products or extraction tables" }),
});

const count = z.number().int();
const Period = z.object({ from: z.string(), to: z.string() });
const Breakdown = z.array(z.object({ key: z.string(), count }));

export const CatalogAnalytics = z
  .object({
    scope: z.literal("catalog"),
    period: Period,
    products_created: count.openapi({ description: "Products created in the period that match the filters (and still exist)" }),
    products_updated: count.openapi({ description: "Products whose latest change, after their creation, falls in the period" }),
    by_status: Breakdown,
    by_source: Breakdown,
    by_schema: Breakdown,
    by_user: Breakdown.openapi({ description: "By the user whose key created the product (`system` for keys without one)" }),
    daily: z.array(z.object({ date: z.string(), created: count, updated: count })),
  })
  .openapi("CatalogAnalytics");

export const ExtractionAnalytics = z
  .object({
    scope: z.literal("extraction"),
    period: Period,
    totals: z.object({ tables_created: count, rows_extracted: count, enhancements: count, credits: z.number() }),
    daily: z.array(z.object({ date: z.string(), tables_created: count, rows_extracted: count, enhancements: count, credits: z.number() })),
    by_table: z.array(
      z.object({
        table_id: z.string().nullable().openapi({ description: "null when the table has been deleted" }),
        name: z.string(),
        schema_id: z.string().nullable(),
        created_in_period: z.boolean(),
        rows: count.openapi({ description: "Current row count (0 once deleted)" }),
        enhancements: count.openapi({ description: "Cells enhanced (and charged) in the period" }),
        credits: z.number(),
      }),
    ),
  })
  .openapi("ExtractionAnalytics");
