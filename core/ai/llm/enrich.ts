/**
 * enrich(): per item, optionally a web search built from what is known, then one structured call
 * for every column (plus, with web search, a basis per field). Items run a few at a time: enough
 * to hide search and model latency, few enough to stay under provider rate limits.
 */
import { mapLimit } from "../../map-limit.js";
import { z } from "zod";
import type { EngineUsage, EnrichedItem, EnrichRequest } from "../engine.js";
import { BasisSchema, mergeKnown, mergeWithBasis } from "./basis.js";
import { structured, UsageMeter } from "./call.js";
import { toEngineError } from "./errors.js";
import { columnFields, readValues, valuesShape, type Field } from "./columns-schema.js";
import { callStyle, resolveModel, type ResolvedModel } from "./models.js";
import { fetchPages, type Page } from "./pages.js";
import { enrichPrompt, enrichSystem } from "./prompts.js";
import { searchQuery } from "./query.js";
import { requireWebSearch, searchWeb } from "./web-search.js";

const ITEM_CONCURRENCY = 3;
const RESULTS_PER_ITEM = 5;
const PAGES_PER_ITEM = 4;
/** One product, up to four pages: more text per page than search, where pages are many. */
const PAGE_BUDGET = 8_000;

interface ItemContext {
  req: EnrichRequest;
  model: ResolvedModel;
  fields: Field[];
  meter: UsageMeter;
  system: string;
  temperature: number | undefined;
}

export async function llmEnrich(req: EnrichRequest): Promise<{ items: EnrichedItem[]; usage: EngineUsage }> {
  // Asked for sources with no way to get any: fail clearly rather than return unsourced basis.
  if (req.webSearch) requireWebSearch();
  const model = resolveModel(req.model, req.thinking, "enrich");
  const style = callStyle(req.thinking, model.id);
  const ctx: ItemContext = {
    req,
    model,
    fields: columnFields(req.columns),
    meter: new UsageMeter(model.id),
    system: enrichSystem({ instruction: style.instruction, webSearch: req.webSearch, context: req.context, glossary: req.glossary }),
    temperature: style.temperature,
  };
  const items = await mapLimit(req.items, ITEM_CONCURRENCY, (item) => enrichItem(item.data ?? {}, ctx)).catch((err) => {
    throw toEngineError(err, "Enrichment");
  });
  return { items, usage: ctx.meter.total };
}

async function enrichItem(known: Record<string, unknown>, ctx: ItemContext): Promise<EnrichedItem> {
  const { req, fields } = ctx;
  const pages = req.webSearch ? await sourcesFor(known, ctx) : undefined;
  const values = valuesShape(fields);
  const schema = req.webSearch ? z.object({ ...values, _basis: z.array(BasisSchema) }) : z.object(values);
  const answer = await structured(
    {
      model: ctx.model,
      name: "enriched_product",
      schema,
      system: ctx.system,
      prompt: enrichPrompt(known, fields, pages),
      temperature: ctx.temperature,
    },
    ctx.meter,
  );
  const read = readValues(fields, answer);
  if (!pages) return { data: mergeKnown(fields, known, read) };
  const modelBasis = "_basis" in answer && Array.isArray(answer._basis) ? answer._basis : [];
  return mergeWithBasis(fields, known, read, modelBasis, pages);
}

async function sourcesFor(known: Record<string, unknown>, ctx: ItemContext): Promise<Page[]> {
  const query = searchQuery(known, ctx.req.columns);
  if (!query) return [];
  const leads = await searchWeb(query, RESULTS_PER_ITEM);
  return fetchPages(leads.slice(0, PAGES_PER_ITEM), PAGE_BUDGET);
}
