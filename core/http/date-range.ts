/**
 * The `from`/`to` pair of credit stats and analytics (spec 2.13, 4.14): dates as YYYY-MM-DD, both
 * inclusive, `from` on or before `to`, at most 1,830 days. Every failure of these two is 400
 * `invalid_request` (spec 4.14, "Credit stats uses 400 for invalid date parameters"), with
 * `details.errors` naming the parameter as a 422 would; other query parameters keep their 422.
 */
import { z } from "@hono/zod-openapi";
import { AppError } from "../errors.js";
import { validationError } from "../validation.js";

const MAX_RANGE_DAYS = 1830;

/** A calendar date as YYYY-MM-DD (UTC), a real one: `2025-02-30` is refused. */
export const isoDate = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${name} is not a real calendar date`,
    });

const date = (name: string, description: string) =>
  isoDate(name).openapi({ format: "date", description, example: name === "from" ? "2025-01-01" : "2025-01-31" });

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const dateRange = {
  from: date("from", "Inclusive first day (YYYY-MM-DD, UTC); required"),
  to: date(
    "to",
    `Inclusive last day (YYYY-MM-DD, UTC), on or after from, at most ${MAX_RANGE_DAYS} days after it counted inclusively; required`,
  ),
};

/** The range rules across the two fields, for a query schema built from `dateRange`. */
export const rangeRules = <T extends { from: string; to: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: "from must be on or before to" });
  else if (days(q.from, q.to) > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `the range holds ${days(q.from, q.to)} days; at most ${MAX_RANGE_DAYS}` });
  }
};

/** A route's hook: a failure that concerns `from` or `to` is 400, any other the usual 422. */
export const dateRangeHook = (result: { success: boolean; error?: z.ZodError; target: string }): undefined => {
  if (result.success || !result.error) return undefined;
  const e = validationError(result.error, result.target);
  if (result.error.issues.some((i) => i.path[0] === "from" || i.path[0] === "to")) {
    throw new AppError("invalid_request", e.message, { code: "invalid_date_range", details: e.extras.details });
  }
  throw e;
};
