/**
 * One full-text index per company, built from its corpus and kept in memory. A search first reads
 * the change signal (revision.ts); the cached index is reused while the signal is unchanged and
 * the index is younger than MAX_AGE_MS, otherwise it is rebuilt. The age limit is a safety net for
 * writers that forget `touchCorpus`; the signal is what makes new rows visible at once.
 */
import MiniSearch, { type Options } from "minisearch";
import { codeKey, gtinKey } from "./concepts.js";
import { loadCorpus, type CorpusDoc } from "./corpus.js";
import { brandsOf } from "./derive.js";
import { corpusSignal } from "../../corpus/revision.js";
import { processTerm, tokenize } from "./tokens.js";

const FIELDS = ["name", "brand", "sku", "gtin", "mpn", "category", "text"] as const;

export interface CompanyIndex {
  signal: string;
  builtAt: number;
  search: MiniSearch<CorpusDoc>;
  docs: Map<string, CorpusDoc>;
  /** `gtin:<key>`, `sku:<key>`, `mpn:<key>` → ids of documents with that code, newest first. */
  byCode: Map<string, string[]>;
  /** Brands recorded in the company's data (derive.ts). */
  brands: Map<string, CorpusDoc>;
}

const MAX_AGE_MS = 60_000;
// Each cached index holds at most MAX_DOCS documents of capped text (a few MB); this many
// companies stay cached per process, least recently used dropped first.
const MAX_COMPANIES = 10;

const cache = new Map<string, CompanyIndex>();
const building = new Map<string, Promise<CompanyIndex>>();

const INDEX_OPTIONS: Options<CorpusDoc> = {
  fields: [...FIELDS],
  idField: "id",
  tokenize,
  processTerm,
  extractField: (doc, field) => (doc as unknown as Record<string, string | undefined>)[field] ?? "",
};

export async function companyIndex(companyId: string): Promise<CompanyIndex> {
  // Read the signal before the data: a change during the build then shows as a newer signal
  // on the next search, never as a stale index filed under a new signal.
  const signal = await corpusSignal(companyId);
  const cached = cache.get(companyId);
  if (cached && cached.signal === signal && Date.now() - cached.builtAt < MAX_AGE_MS) {
    cache.delete(companyId);
    cache.set(companyId, cached);
    return cached;
  }
  const key = `${companyId}\n${signal}`;
  let pending = building.get(key);
  if (!pending) {
    // Concurrent searches of one company share one build.
    pending = build(companyId, signal).finally(() => building.delete(key));
    building.set(key, pending);
  }
  const index = await pending;
  cache.delete(companyId);
  cache.set(companyId, index);
  while (cache.size > MAX_COMPANIES) cache.delete(cache.keys().next().value!);
  return index;
}

async function build(companyId: string, signal: string): Promise<CompanyIndex> {
  const docs = await loadCorpus(companyId);
  const search = new MiniSearch<CorpusDoc>(INDEX_OPTIONS);
  search.addAll(docs);
  const byCode = new Map<string, string[]>();
  const add = (k: string | undefined, id: string) => k && byCode.set(k, [...(byCode.get(k) ?? []), id]);
  for (const d of docs) {
    add(d.gtin && gtinKey(d.gtin) && `gtin:${gtinKey(d.gtin)}`, d.id);
    add(d.sku && codeKey(d.sku) && `sku:${codeKey(d.sku)}`, d.id);
    add(d.mpn && codeKey(d.mpn) && `mpn:${codeKey(d.mpn)}`, d.id);
  }
  return { signal, builtAt: Date.now(), search, docs: new Map(docs.map((d) => [d.id, d])), byCode, brands: brandsOf(docs) };
}
