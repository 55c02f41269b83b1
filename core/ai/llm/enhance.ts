/**
 * enhance(): one cell. With web search, a query from the row's identifying values and its pages
 * fetched (as enrich does); then one structured call for the value, a confidence and a reasoning.
 * The caller coerces the value and checks the glossary.
 */
import { z } from "zod";
import type { EnhanceAnswer, EnhanceRequest } from "../engine.js";
import { structured, UsageMeter } from "./call.js";
import { columnFields, valuesShape } from "./columns-schema.js";
import { resolveModel } from "./models.js";
import { fetchPages, type Page } from "./pages.js";
import { enhancePrompt, enhanceSystem } from "./prompts.js";
import { searchQuery } from "./query.js";
import { requireWebSearch, searchWeb } from "./web-search.js";

const RESULTS = 5;
const PAGES = 3;
const PAGE_BUDGET = 6_000;

export async function llmEnhance(req: EnhanceRequest): Promise<EnhanceAnswer> {
  // As enrich: asked for the web with no way to reach it, fail clearly instead of answering from memory.
  if (req.webSearch) requireWebSearch();
  const model = resolveModel(req.model, "medium", "enhance");
  const meter = new UsageMeter(model.id);
  const [field] = columnFields([req.column]);
  const query = req.webSearch ? searchQuery(req.row, req.columns) : "";
  let pages: Page[] | undefined;
  if (req.webSearch) pages = query ? await fetchPages((await searchWeb(query, RESULTS)).slice(0, PAGES), PAGE_BUDGET) : [];
  const system = enhanceSystem({
    webSearch: req.webSearch,
    context: req.context,
    targetLanguage: req.targetLanguage,
    glossary: req.glossary,
  });
  const prompt = enhancePrompt(req.prompt, field, req.row, pages);
  const schema = z.object({
    value: valuesShape([field])[field.name],
    confidence: z.number().min(0).max(1),
    reasoning: z.string(),
  });
  const answer = await structured({ model, name: "enhanced_cell", schema, system, prompt, temperature: 0 }, meter);
  const value = answer.value as unknown;
  return {
    value,
    confidence: answer.confidence,
    trace: {
      request: {
        system_prompt: system,
        user_content: prompt,
        tools: req.webSearch ? [{ type: "web_search", description: "Web search through the configured search API; pages fetched" }] : [],
      },
      response: {
        text: typeof value === "string" ? value : JSON.stringify(value ?? null),
        iterations: 1,
        tool_calls: req.webSearch ? [{ type: "web_search", query, results: pages?.length ?? 0 }] : [],
        thought_summary: answer.reasoning || null,
        sources: (pages ?? []).map((p) => ({ url: p.url, title: p.title })),
      },
    },
    webSearched: req.webSearch && Boolean(query),
    usage: meter.total,
  };
}
