/**
 * The local AI engine: deterministic, no network key, nothing invented. Search and enrich read
 * the company's own data (table rows, pages fetched before; the catalog when it exists) through
 * a full-text index; enrich also reads the pages an item links to. See docs/ai-engines.md.
 */
import type { AiEngine, EngineUsage } from "../engine.js";
import { localEnhance } from "./enhance.js";
import { enrichItems } from "./enrich.js";
import { searchCorpus } from "./search.js";

export type { CorpusDoc, CorpusSource } from "./corpus.js";

/** The local engine calls no model: usage is recorded so jobs and traces look the same. */
const usage = (): EngineUsage => ({ engine: "local", model: null, input_tokens: 0, output_tokens: 0 });

export function createLocalEngine(): AiEngine {
  return {
    name: "local",
    search: async (req) => ({ results: await searchCorpus(req), usage: usage() }),
    enrich: async (req) => ({ items: await enrichItems(req), usage: usage() }),
    enhance: localEnhance,
  };
}
