import { z } from "@hono/zod-openapi";
import { Model } from "../jobs/schemas.js";
import { CREDITS_PER_CELL, CREDITS_PER_CELL_WITH_WEB_SEARCH, MAX_ROWS_PER_REQUEST } from "./pricing.js";

export const EnhanceInput = z
  .strictObject({
    row_ids: z
      .array(z.string().min(1).max(100))
      .min(1, `row_ids must hold 1 to ${MAX_ROWS_PER_REQUEST} row ids`)
      .max(MAX_ROWS_PER_REQUEST, `row_ids must hold 1 to ${MAX_ROWS_PER_REQUEST} row ids`)
      .refine((ids) => new Set(ids).size === ids.length, "row_ids must not repeat"),
    column_key: z.string().min(1).max(200).openapi({ description: "The column whose cells are written" }),
    prompt: z
      .string()
      .trim()
      .min(1, "prompt must not be empty")
      .max(10_000)
      .openapi({ description: "Instructions for the AI; with the local engine, one of its prompts (see the operation)" }),
    model: Model,
    web_search: z
      .boolean()
      .default(true)
      .openapi({
        description: `Allow a web search per cell: a cell that searched costs ${CREDITS_PER_CELL_WITH_WEB_SEARCH} credits, one that did not ${CREDITS_PER_CELL}`,
      }),
    target_language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/, "target_language must be a language code such as de, fr-CA or zh-Hant-TW")
      .optional()
      .openapi({ description: "For translations: the language to write in (the glossary's translations are keyed by it)" }),
    use_glossary: z.boolean().default(false),
  })
  .openapi("EnhanceInput");
export type EnhanceInput = z.infer<typeof EnhanceInput>;

export const EnhanceJob = z
  .object({
    id: z.string(),
    status: z.literal("queued"),
    estimated_credits: z
      .number()
      .openapi({ description: "The most the queued cells can cost: each completing, with web search if allowed" }),
    rows_queued: z.number().int().openapi({ description: "Cells queued; cells already pending or processing are not (see the operation)" }),
  })
  .openapi("EnhanceJob");

const Counters = z
  .object({
    total: z.number().int().openapi({ description: "Rows with an enhancement for this column: completed + failed + pending + processing" }),
    completed: z.number().int(),
    failed: z.number().int().openapi({ description: "Ended without a value, cancelled ones included" }),
    pending: z.number().int(),
    processing: z.number().int(),
    cancelled: z.number().int().openapi({ description: "Of `failed`, how many were cancelled" }),
  })
  .openapi("EnhanceColumnStatus");

export const EnhanceStatus = z.object({ columns: z.record(z.string(), Counters) }).openapi("EnhanceStatus");

export const CancelInput = z
  .strictObject({ column_key: z.string().min(1).max(200).optional() })
  .openapi("EnhanceCancelInput", { description: "Omit column_key (or send no body) to cancel every column's" });
export const Cancelled = z.object({ cancelled_count: z.number().int() }).openapi("EnhanceCancelled");

export const Trace = z
  .object({
    column_key: z.string(),
    model: z.string().nullable(),
    confidence: z.number().min(0).max(1).nullable(),
    request: z.object({ system_prompt: z.string().nullable(), user_content: z.string().nullable(), tools: z.array(z.unknown()) }),
    response: z.object({
      text: z.string().nullable(),
      iterations: z.number().int().nullable(),
      tool_calls: z.array(z.unknown()),
      thought_summary: z.string().nullable(),
      sources: z.array(z.unknown()),
    }),
    enhancement_id: z.string(),
    status: z.enum(["completed", "failed"]).openapi({ description: "How the cell's enhancement ended" }),
    error: z.string().nullable().openapi({ description: "Why it failed; null when completed" }),
    credits_charged: z.number().openapi({ description: "What the cell cost: its price when completed, 0 when failed" }),
    created_at: z.iso.datetime(),
  })
  .openapi("Trace");
export type Trace = z.infer<typeof Trace>;
export const TraceList = z.object({ data: z.array(Trace) }).openapi("TraceList");
export const TraceQuery = z.object({
  column_key: z.string().min(1).max(200).optional().openapi({ description: "Only this column's trace; omit for every column" }),
});
