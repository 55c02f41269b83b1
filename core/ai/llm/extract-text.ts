/**
 * extractText(): rows from unstructured text. Long text goes in pieces, each its own call, rows
 * concatenated in order. Two limits decide a piece's size: the prompt must fit the model's
 * context (PIECE_CHARS keeps it near 10k tokens, which every supported model takes), and the rows
 * must fit LLM_MAX_OUTPUT_TOKENS. The second cannot be known in advance, so a piece whose answer
 * is cut off at the token limit (or which the provider calls too long) is halved and retried.
 */
import { z } from "zod";
import type { EngineUsage, ExtractTextRequest } from "../engine.js";
import { structuredRaw, UsageMeter } from "./call.js";
import { columnFields, readValues, valuesShape, type Field } from "./columns-schema.js";
import { config } from "../../config.js";
import { isPromptTooLong, isTruncation, toEngineError } from "./errors.js";
import { callStyle, resolveModel, type ResolvedModel } from "./models.js";
import { extractPrompt, extractSystem } from "./prompts.js";
import { splitText } from "./split-text.js";

/** About 10k tokens of text at ~4 characters per token. */
export const PIECE_CHARS = 40_000;
/** Below this a piece is not split further: its rows alone overflow the output, so splitting cannot help. */
const MIN_PIECE_CHARS = 1_000;

interface Ctx {
  model: ResolvedModel;
  fields: Field[];
  schema: z.ZodType<{ rows: Record<string, unknown>[] }>;
  system: string;
  temperature: number | undefined;
  meter: UsageMeter;
}

export async function llmExtractText(req: ExtractTextRequest): Promise<{ rows: Record<string, unknown>[]; usage: EngineUsage }> {
  const model = resolveModel(req.model, "medium", "extract");
  const meter = new UsageMeter(model.id);
  if (!req.text.trim()) return { rows: [], usage: meter.total };
  const fields = columnFields(req.columns);
  const style = callStyle("medium", model.id);
  const ctx: Ctx = {
    model,
    fields,
    schema: z.object({ rows: z.array(z.object(valuesShape(fields))) }),
    system: `${extractSystem(req.context)} ${style.instruction}`,
    temperature: style.temperature,
    meter,
  };
  const pieces = splitText(req.text, PIECE_CHARS);
  const rows: Record<string, unknown>[] = [];
  // One piece after another: rows keep the text's order and a rate limit sees one call at a time.
  for (const [index, piece] of pieces.entries()) rows.push(...(await extractPiece(piece, { index, count: pieces.length }, ctx)));
  return { rows, usage: meter.total };
}

async function extractPiece(text: string, part: { index: number; count: number }, ctx: Ctx): Promise<Record<string, unknown>[]> {
  try {
    const answer = await structuredRaw(
      {
        model: ctx.model,
        name: "rows",
        schema: ctx.schema,
        system: ctx.system,
        prompt: extractPrompt(text, ctx.fields, part),
        temperature: ctx.temperature,
      },
      ctx.meter,
    );
    return answer.rows.map((r) => readValues(ctx.fields, r)).filter((r) => Object.values(r).some((v) => v !== null));
  } catch (err) {
    if ((isTruncation(err) || isPromptTooLong(err)) && text.length >= 2 * MIN_PIECE_CHARS) {
      const halves = splitText(text, Math.ceil(text.length / 2));
      const rows: Record<string, unknown>[] = [];
      for (const half of halves) rows.push(...(await extractPiece(half, part, ctx)));
      return rows;
    }
    throw toEngineError(err, `The model ${ctx.model.id}`, config().LLM_TIMEOUT_MS);
  }
}
