import { z } from "@hono/zod-openapi";
import { ColumnInput } from "../schemas/schemas.js";

/** Fields search and enrich share (spec 4.1, 4.2). */
export { HttpUrl as WebhookUrl } from "../http/schemas.js";
export const Model = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .default("auto")
  .openapi({ description: "`auto` or a model id of the configured provider" });
export const Columns = z.array(ColumnInput).min(1, "columns must hold 1 to 500 columns").max(500, "columns must hold 1 to 500 columns");
export const JobStatus = z.enum(["processing", "completed", "failed"]);
export const JobError = z
  .object({ message: z.string(), retryable: z.boolean() })
  .nullable()
  .openapi("JobError", { description: "Why a job failed (failed jobs are refunded); null otherwise" });
export const JobIdParam = z.object({ id: z.string().min(1).max(100) });

/** `schema_id` and `columns` are mutually exclusive (spec 4.1, 4.2). */
export function oneColumnSource(v: { schema_id?: unknown; columns?: unknown }, ctx: z.RefinementCtx) {
  if (v.schema_id !== undefined && v.columns !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["columns"],
      message: "schema_id and columns are mutually exclusive; send one (or neither for the default product schema)",
    });
  }
}
