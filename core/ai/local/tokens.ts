/**
 * How text becomes search terms, shared by the index, the query and name matching so the three
 * always agree. Words are split at anything that is not a letter or digit; a chunk that mixes
 * digits with punctuation (`NW-OAK-180`, `4 006381 333931`) also yields its joined form, so a SKU
 * or barcode typed with or without separators finds the same document.
 */
import { fold } from "../../values/strings.js";

// Query filler and function words: in a natural-language query they would match almost every
// description and drown the words that matter. Kept small and English; product words stay.
const STOP = new Set(
  "a an and are as at be by find for from get i in is it looking me my need of on or please search show some that the these this those to want with".split(
    " ",
  ),
);

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    out.push(...parts);
    if (parts.length > 1 && /\d/.test(chunk)) out.push(parts.join(""));
  }
  return out;
}

/**
 * Lower case without accents; stop words dropped. Long digit runs lose leading zeros, so a GTIN
 * written as 14 digits (`04006381333931`) is the same term as its 13-digit form.
 */
export function processTerm(term: string): string | null {
  const t = fold(term);
  if (!t || STOP.has(t)) return null;
  if (/^\d{8,}$/.test(t)) return t.replace(/^0+/, "") || null;
  return t;
}

export function terms(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const t = processTerm(token);
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** Two names mean the same product when they have the same words, in any order. */
export function sameWords(a: string, b: string): boolean {
  const x = terms(a);
  const y = new Set(terms(b));
  return x.length > 0 && x.length === y.size && x.every((t) => y.has(t));
}
