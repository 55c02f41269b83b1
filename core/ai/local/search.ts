/**
 * Search over the company's own data: ranked full-text matches, each mapped to the requested
 * columns. No match, no result: the local engine never returns a product it did not find.
 */
import type { SearchOptions } from "minisearch";
import type { SearchHit, SearchRequest } from "../engine.js";
import { mapRecords } from "../../extract/map-records.js";
import type { Column } from "../../schemas/schemas.js";
import { codeKey, gtinKey } from "./concepts.js";
import type { CorpusDoc } from "./corpus.js";
import { companyIndex } from "./index-cache.js";
import { terms } from "./tokens.js";

const SEARCH_OPTIONS: SearchOptions = {
  // Codes and names say most about which product a document is; brand and category narrow it.
  boost: { name: 4, brand: 2, sku: 5, gtin: 5, mpn: 4, category: 1.5, text: 1 },
  // Typos in words, never in codes: `4006381333932` is another product, not a typo.
  fuzzy: (term) => (/\d/.test(term) || term.length < 4 ? false : 0.2),
  prefix: (term) => term.length >= 3 && !/^\d+$/.test(term),
  combineWith: "OR",
};

/** Results scoring under this share of the best one are noise from fuzzy and prefix matching. */
const MIN_RELATIVE_SCORE = 0.15;

export async function searchCorpus(req: SearchRequest): Promise<SearchHit[]> {
  const query = terms(req.query);
  if (!query.length) return [];
  const index = await companyIndex(req.companyId);
  if (!index.docs.size) return [];
  const found = index.search.search(req.query, SEARCH_OPTIONS);
  if (!found.length) return [];
  const top = found[0].score;
  const limit = Math.max(1, Math.min(7, Math.floor(req.maxResults) || 7));
  return (
    found
      .map((r) => ({ r, doc: index.docs.get(r.id as string)! }))
      .filter(({ r, doc }) => doc && (r.score >= top * MIN_RELATIVE_SCORE || codeHit(doc, query)))
      .map(({ r, doc }) => ({ doc, score: r.score, confidence: confidenceOf(r, doc, query, top) }))
      // Ties: newer first, then by id, so the same corpus always answers in the same order.
      .sort((a, b) => b.score - a.score || b.doc.updatedAt.localeCompare(a.doc.updatedAt) || a.doc.id.localeCompare(b.doc.id))
      .slice(0, limit)
      .map(({ doc, confidence }) => toHit(doc, req.columns, confidence))
  );
}

/**
 * Confidence from the score, normalised to 0..1 (see docs/ai-engines.md):
 * - a query term equal to the document's GTIN, SKU or MPN: 0.95;
 * - else 0.9 × coverage × (0.6 + 0.4 × exact) × (0.5 + 0.5 × relative), where coverage is the
 *   share of query terms the document matched, exact the share of those matched exactly (not by
 *   prefix or typo tolerance), and relative its score over the best result's.
 */
function confidenceOf(r: { score: number; terms: string[]; queryTerms: string[] }, doc: CorpusDoc, query: string[], top: number): number {
  if (codeHit(doc, query)) return 0.95;
  const matched = new Set(r.queryTerms);
  const coverage = Math.min(1, matched.size / query.length);
  const exact = matched.size ? [...matched].filter((t) => r.terms.includes(t)).length / matched.size : 0;
  const relative = top > 0 ? r.score / top : 0;
  return Math.round(0.9 * coverage * (0.6 + 0.4 * exact) * (0.5 + 0.5 * relative) * 100) / 100;
}

function codeHit(doc: CorpusDoc, query: string[]): boolean {
  const keys = [doc.gtin && gtinKey(doc.gtin), doc.sku && codeKey(doc.sku), doc.mpn && codeKey(doc.mpn)];
  return keys.some((k) => k && query.includes(k));
}

/** The document in the requested columns: every key present, null where the document is silent. */
function toHit(doc: CorpusDoc, columns: Column[], confidence: number): SearchHit {
  const mapped = mapRecords([doc.record], columns, doc.baseUrl)[0] ?? {};
  return {
    data: Object.fromEntries(columns.map((c) => [c.key, mapped[c.key] ?? null])),
    source_url: doc.sourceUrl,
    source_title: doc.sourceTitle,
    confidence,
  };
}
