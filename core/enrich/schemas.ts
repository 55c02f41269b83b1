import { z } from "@hono/zod-openapi";
import { Columns, JobError, JobStatus, Model, oneColumnSource, WebhookUrl } from "../jobs/schemas.js";

/** At most this many items run synchronously; more go to the jobs queue (spec 8). */
export const SYNC_ITEMS = 5;
const MAX_ITEMS = 50;
export const COST_PER_ITEM = { hard: 4, medium: 2, low: 1 } as const;

export const EnrichInput = z
  .strictObject({
    items: z
      .array(z.strictObject({ data: z.record(z.string(), z.unknown()) }))
      .min(1, `items must hold 1 to ${MAX_ITEMS} items`)
      .max(MAX_ITEMS, `items must hold 1 to ${MAX_ITEMS} items`),
    schema_id: z.string().min(1).max(100).optional(),
    columns: Columns.optional(),
    context: z.string().max(10_000).optional(),
    model: Model,
    use_glossary: z.boolean().default(false),
    web_search: z.boolean().default(true),
    thinking: z.enum(["hard", "medium", "low"]).default("medium"),
    webhook_url: WebhookUrl.optional(),
  })
  .superRefine(oneColumnSource)
  .openapi("EnrichInput");
export type EnrichInput = z.infer<typeof EnrichInput>;

const Citation = z.object({ url: z.string(), title: z.string(), excerpt: z.string() }).openapi("Citation");
const BasisEntry = z
  .object({ field: z.string(), citations: z.array(Citation), reasoning: z.string(), confidence: z.enum(["high", "medium", "low"]) })
  .openapi("BasisEntry");
const EnrichItem = z
  .object({
    data: z.record(z.string(), z.unknown()),
    basis: z.array(BasisEntry).optional().openapi({ description: "Present exactly when web_search was true" }),
  })
  .openapi("EnrichItem");

export const Enrich = z
  .object({ id: z.string(), status: JobStatus, items: z.array(EnrichItem), credits_used: z.number(), error: JobError })
  .openapi("Enrich");
export type Enrich = z.infer<typeof Enrich>;
