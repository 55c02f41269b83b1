/**
 * The `llm` engine (docs/ai-engines.md, "LLM engine"): the AI SDK against the configured provider,
 * web search through a search API, every value coerced to its column type and every citation
 * checked against the pages really fetched. Each operation lives in its own module.
 */
import type { AiEngine } from "../engine.js";
import { llmEnhance } from "./enhance.js";
import { llmEnrich } from "./enrich.js";
import { llmExtractText } from "./extract-text.js";
import { llmSearch } from "./search.js";
import { llmSuggestColumns } from "./suggest-columns.js";

/** Every optional operation is there: the LLM engine reads prose and proposes columns. */
export function createLlmEngine(): Required<AiEngine> {
  return {
    name: "llm",
    search: llmSearch,
    enrich: llmEnrich,
    enhance: llmEnhance,
    extractText: llmExtractText,
    suggestColumns: llmSuggestColumns,
  };
}
