/**
 * search(): web search, fetch the top pages, one structured call that reads products off them.
 * Without a search API there are no sources, and the model would answer from memory, so the
 * operation refuses instead (spec: results carry a source_url the product was read from).
 */
import { z } from "zod";
import type { SearchHit, SearchRequest, EngineUsage } from "../engine.js";
import { structured, UsageMeter } from "./call.js";
import { pageFor } from "./citations.js";
import { columnFields, readValues, valuesShape } from "./columns-schema.js";
import { callStyle, resolveModel } from "./models.js";
import { fetchPages } from "./pages.js";
import { searchPrompt, searchSystem } from "./prompts.js";
import { requireWebSearch, searchWeb } from "./web-search.js";

/** Characters of each page the model reads; a handful of pages stays near 10k input tokens. */
const PAGE_BUDGET = 6_000;
/** Pages fetched: a few more than results asked for, since some fail or describe no product. */
const MAX_PAGES = 8;

export async function llmSearch(req: SearchRequest): Promise<{ results: SearchHit[]; usage: EngineUsage }> {
  // Configuration first: a configuration error should not cost a search API call.
  requireWebSearch();
  const model = resolveModel(req.model, "medium", "search");
  const meter = new UsageMeter(model.id);
  const maxResults = Math.min(7, Math.max(1, req.maxResults));
  const leads = await searchWeb(req.query, Math.min(MAX_PAGES, maxResults + 3));
  const pages = await fetchPages(leads.slice(0, MAX_PAGES), PAGE_BUDGET);
  if (!pages.length) return { results: [], usage: meter.total };

  const fields = columnFields(req.columns);
  const Product = z.object({
    _source_url: z.string().describe("URL of the source the product was read from, exactly as given"),
    _source_title: z.string().describe("Title of that source"),
    ...valuesShape(fields),
    _confidence: z.number().describe("0 to 1: how sure you are that the values describe this product"),
  });
  const style = callStyle("medium", model.id);
  const answer = await structured(
    {
      model,
      name: "search_results",
      schema: z.object({ products: z.array(Product) }),
      system: searchSystem(style.instruction),
      prompt: searchPrompt(req.query, maxResults, fields, pages),
      temperature: style.temperature,
    },
    meter,
  );

  const results: SearchHit[] = [];
  for (const p of answer.products) {
    // A product whose source we never fetched is a product the model made up or remembered.
    const page = pageFor(pages, p._source_url);
    if (!page) continue;
    const data = readValues(fields, p, page.url);
    if (Object.values(data).every((v) => v === null)) continue;
    const confidence = Number.isFinite(p._confidence) ? Math.min(1, Math.max(0, p._confidence)) : 0;
    results.push({ data, source_url: page.url, source_title: page.title || p._source_title, confidence });
    if (results.length >= maxResults) break;
  }
  return { results, usage: meter.total };
}
