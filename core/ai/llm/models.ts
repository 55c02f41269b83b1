/**
 * Which provider and model a call goes to, and how a thinking level shapes the call. Read from
 * config() on every call rather than once at engine creation: a missing setting then fails the
 * job that needed it (an EngineError with a message naming the variable) instead of the process.
 */
import { createAmazonBedrock } from "@ai-sdk/amazon-bedrock";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { config } from "../../config.js";
import { EngineError, type Thinking } from "../engine.js";

/**
 * OpenAI's reasoning families (o1, o3, o4-mini, gpt-5) reject `temperature` and `max_tokens`;
 * sending either turns every call into a 400. Other OpenAI-compatible servers (vLLM, llama.cpp,
 * older Ollama) only know `max_tokens`, so the rename is limited to these ids.
 */
const OPENAI_REASONING = /(^|\/)(o\d|gpt-5)/i;
const isOpenAiReasoningModel = (id: string) => OPENAI_REASONING.test(id);

function reasoningBody(body: Record<string, unknown>): Record<string, unknown> {
  const { max_tokens, temperature: _dropped, ...rest } = body;
  return max_tokens === undefined ? rest : { ...rest, max_completion_tokens: max_tokens };
}

export interface ResolvedModel {
  model: LanguageModel;
  /** The id sent to the provider, recorded as EngineUsage.model. */
  id: string;
}

export type Operation = "search" | "enrich" | "extract" | "schema" | "enhance";

/**
 * `auto` names the configured default: LLM_MODELS for the operation and thinking level, then
 * for the operation, then LLM_MODEL_LOW / LLM_MODEL_HARD for the level, then LLM_MODEL.
 */
function modelId(requested: string, thinking: Thinking = "medium", operation?: Operation): string {
  const c = config();
  const wanted = requested.trim();
  if (wanted && wanted !== "auto") return wanted;
  const byOperation = operation ? (c.LLM_MODELS[`${operation}:${thinking}`] ?? c.LLM_MODELS[operation]) : undefined;
  const byLevel = thinking === "low" ? c.LLM_MODEL_LOW : thinking === "hard" ? c.LLM_MODEL_HARD : undefined;
  const id = byOperation || byLevel || c.LLM_MODEL;
  if (!id) throw new EngineError('LLM_MODEL is not set, so model "auto" cannot be resolved; set LLM_MODEL or pass a model id', false);
  return id;
}

export function resolveModel(requested: string, thinking: Thinking = "medium", operation?: Operation): ResolvedModel {
  const c = config();
  const id = modelId(requested, thinking, operation);
  switch (c.LLM_PROVIDER) {
    case "openai-compatible": {
      if (!c.LLM_BASE_URL)
        throw new EngineError(
          "LLM_BASE_URL is not set; the openai-compatible provider needs the API's base URL (e.g. https://api.openai.com/v1)",
          false,
        );
      // Structured outputs on: the column schema travels as response_format json_schema, which
      // OpenAI, vLLM, Ollama and llama.cpp enforce; without it only `json_object` is sent.
      const provider = createOpenAICompatible({
        name: "llm",
        baseURL: c.LLM_BASE_URL,
        apiKey: c.LLM_API_KEY,
        supportsStructuredOutputs: true,
        transformRequestBody: isOpenAiReasoningModel(id) ? reasoningBody : undefined,
      });
      return { model: provider.chatModel(id), id };
    }
    case "anthropic": {
      if (!c.LLM_API_KEY) throw new EngineError("LLM_API_KEY is not set; the anthropic provider needs an API key", false);
      const provider = createAnthropic({ apiKey: c.LLM_API_KEY, baseURL: c.LLM_BASE_URL || undefined });
      return { model: provider(id), id };
    }
    case "bedrock": {
      // Credentials come from the environment (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY /
      // AWS_SESSION_TOKEN, which Lambda sets for the function's role) or AWS_BEARER_TOKEN_BEDROCK.
      const provider = createAmazonBedrock({ region: c.AWS_REGION, baseURL: c.LLM_BASE_URL || undefined });
      return { model: provider(id), id };
    }
  }
}

export interface CallStyle {
  /** Undefined leaves the provider's default (reasoning models refuse any other value). */
  temperature: number | undefined;
  /** Appended to the system prompt. */
  instruction: string;
}

/**
 * Thinking picks the model (modelId above) and how much care the prompt asks for. Low and medium
 * run at temperature 0, since extraction wants the same answer twice; hard keeps the provider's
 * default so a model that reasons can explore, and asks for cross-checking between sources.
 */
export function callStyle(thinking: Thinking, id: string): CallStyle {
  const instruction = {
    low: "Work quickly: take values that are stated plainly and leave the rest null.",
    medium: "Check each value against the sources before giving it.",
    hard: "Think carefully before answering: compare the sources with each other, prefer the manufacturer's own pages, resolve conflicts explicitly and derive values only from what the sources state.",
  }[thinking];
  const temperature = thinking === "hard" || isOpenAiReasoningModel(id) ? undefined : 0;
  return { temperature, instruction };
}
