/**
 * Values that follow from values already known, kept to two sound cases:
 * - the currency a price string names unambiguously (`€ 59,00`, `59 CHF`; a bare `$` or `¥`
 *   names several currencies and derives nothing);
 * - the brand a name starts with, when that brand is recorded in the company's own data.
 */
import { findCurrencies, pickCurrency } from "../../values/currencies.js";
import { fold } from "../../values/strings.js";
import type { Citation } from "../engine.js";
import { valueText } from "./concepts.js";
import type { CorpusDoc } from "./corpus.js";

export function currencyOf(priceText: string): { code: string; symbol: string } | undefined {
  const found = pickCurrency(findCurrencies(priceText.slice(0, 200)));
  return found && !found.ambiguous && found.code ? { code: found.code, symbol: found.text } : undefined;
}

/** Folded brand → the newest document that records it (for the citation). */
export function brandsOf(docs: Iterable<CorpusDoc>): Map<string, CorpusDoc> {
  const out = new Map<string, CorpusDoc>();
  for (const d of docs) {
    const b = d.brand ? fold(valueText(d.brand)) : "";
    if (b.length >= 2 && !out.has(b)) out.set(b, d);
  }
  return out;
}

/** The longest known brand the name starts with, as a whole word. */
export function brandOf(name: string, brands: Map<string, CorpusDoc>): { brand: string; citation: Citation } | undefined {
  const n = fold(name);
  let best: [string, CorpusDoc] | undefined;
  for (const [b, doc] of brands) {
    if (!n.startsWith(b) || /[\p{L}\p{N}]/u.test(n[b.length] ?? "")) continue;
    if (n.length === b.length) continue; // the name is only the brand: nothing to tell apart
    if (!best || b.length > best[0].length) best = [b, doc];
  }
  if (!best) return undefined;
  const doc = best[1];
  const brand = valueText(doc.brand).trim();
  return { brand, citation: { url: doc.sourceUrl, title: doc.sourceTitle, excerpt: brand } };
}
