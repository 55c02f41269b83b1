/**
 * One structured model call: a zod schema in, a validated object and its token counts out, or an
 * EngineError. `generateText` with `Output.object` is the AI SDK 6 form of generateObject (which
 * it deprecates); the provider receives the schema as response_format json_schema (or its own
 * equivalent) and the answer is validated against the same schema.
 */
import { generateText, Output } from "ai";
import type { z } from "zod";
import { config } from "../../config.js";
import type { EngineUsage } from "../engine.js";
import { toEngineError } from "./errors.js";
import type { ResolvedModel } from "./models.js";

export interface StructuredCall<T extends z.ZodType> {
  model: ResolvedModel;
  schema: T;
  /** Short name the provider may use for the schema (OpenAI's json_schema.name). */
  name: string;
  system: string;
  prompt: string;
  temperature?: number;
}

/** Sums token counts over the calls one engine operation makes. */
export class UsageMeter {
  private input = 0;
  private output = 0;
  constructor(private readonly modelId: string) {}

  add(usage: { inputTokens?: number; outputTokens?: number } | undefined): void {
    this.input += usage?.inputTokens ?? 0;
    this.output += usage?.outputTokens ?? 0;
  }

  get total(): EngineUsage {
    return { engine: "llm", model: this.modelId, input_tokens: this.input, output_tokens: this.output };
  }
}

/**
 * Throws the SDK's own errors (so callers can tell a truncated answer from other failures and
 * split their input); `structured` below turns them into EngineErrors.
 */
export async function structuredRaw<T extends z.ZodType>(call: StructuredCall<T>, meter: UsageMeter): Promise<z.infer<T>> {
  const c = config();
  try {
    const result = await generateText({
      model: call.model.model,
      system: call.system,
      prompt: call.prompt,
      output: Output.object({ schema: call.schema, name: call.name }),
      temperature: call.temperature,
      maxOutputTokens: c.LLM_MAX_OUTPUT_TOKENS,
      // Retries belong to the job layer, which reads EngineError.retryable and knows the budget;
      // SDK retries inside one call would multiply the wait past LLM_TIMEOUT_MS.
      maxRetries: 0,
      // Covers connect, headers and body: a provider that accepts the request and never answers
      // still ends here.
      abortSignal: AbortSignal.timeout(c.LLM_TIMEOUT_MS),
    });
    meter.add(result.totalUsage);
    return result.output as z.infer<T>;
  } catch (err) {
    // A failed parse still cost tokens; the SDK reports them on the error.
    meter.add((err as { usage?: { inputTokens?: number; outputTokens?: number } }).usage);
    throw err;
  }
}

export async function structured<T extends z.ZodType>(call: StructuredCall<T>, meter: UsageMeter): Promise<z.infer<T>> {
  try {
    return await structuredRaw(call, meter);
  } catch (err) {
    throw toEngineError(err, `The model ${call.model.id}`, config().LLM_TIMEOUT_MS);
  }
}
