import { z } from "@hono/zod-openapi";
import { Columns, JobError, JobStatus, Model, oneColumnSource, WebhookUrl } from "../jobs/schemas.js";

export const SearchInput = z
  .strictObject({
    query: z.string().trim().min(1, "query must not be empty").max(1000),
    schema_id: z.string().min(1).max(100).optional(),
    columns: Columns.optional(),
    max_results: z.number().int().min(1, "max_results must be 1 to 7").max(7, "max_results must be 1 to 7").default(7),
    model: Model,
    webhook_url: WebhookUrl.optional(),
  })
  .superRefine(oneColumnSource)
  .openapi("SearchInput");
export type SearchInput = z.infer<typeof SearchInput>;

const SearchResult = z
  .object({
    data: z.record(z.string(), z.unknown()).openapi({ description: "Exactly the columns' keys; null where unknown" }),
    source_url: z.string(),
    source_title: z.string(),
    confidence: z.number().min(0).max(1),
  })
  .openapi("SearchResult");

export const Search = z
  .object({
    id: z.string(),
    status: JobStatus,
    query: z.string(),
    results: z.array(SearchResult),
    total_results: z.number().int(),
    credits_used: z.number(),
    error: JobError,
  })
  .openapi("Search");
export type Search = z.infer<typeof Search>;
