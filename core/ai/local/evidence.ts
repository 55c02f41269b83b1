/**
 * Evidence for enrich: a value for one column, with where it came from. Every candidate is
 * coerced to its column's type here, so choosing and comparing see the values a caller gets.
 */
import type { Citation, Confidence } from "../engine.js";
import { mapFields } from "../../extract/mapping.js";
import type { SourceRecord } from "../../extract/records.js";
import { coerceValue } from "../../values/coerce.js";
import { foldLoose } from "../../values/strings.js";
import type { Column } from "../../schemas/schemas.js";
import { codeKey, gtinKey, isEmpty, valueText, type ConceptKeys } from "./concepts.js";

type Origin = "page" | "row" | "derived";

export interface Candidate {
  key: string;
  value: unknown;
  citation?: Citation;
  confidence: Confidence;
  origin: Origin;
  /** Where the value is from, as a noun phrase: "the JSON-LD product data of <page title>". */
  how: string;
}

export interface RecordSource {
  record: SourceRecord;
  /** Field → the exact text the value came from; defaults to the value's own text. */
  excerpts?: Record<string, string>;
  url: string;
  title: string;
  baseUrl?: string;
  origin: Origin;
  confidence: (field: string) => Confidence;
  how: (field: string) => string;
}

/** The source's fields mapped onto the columns (by name, as extraction maps files), coerced. */
export function candidatesFrom(source: RecordSource, columns: Column[]): Candidate[] {
  const fields = Object.keys(source.record);
  const samples = Object.fromEntries(fields.map((f) => [f, [source.record[f]]]));
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const out: Candidate[] = [];
  for (const [field, key] of mapFields(fields, columns, samples)) {
    const coerced = coerceValue(source.record[field], byKey.get(key)!, { baseUrl: source.baseUrl });
    if (!coerced.ok || isEmpty(coerced.value)) continue;
    out.push({
      key,
      value: coerced.value,
      citation: { url: source.url, title: source.title, excerpt: source.excerpts?.[field] ?? valueText(source.record[field]) },
      confidence: source.confidence(field),
      origin: source.origin,
      how: source.how(field),
    });
  }
  return out;
}

/**
 * Whether two values of a column say the same thing: codes by their normal form, numbers within
 * half a cent, text without case, accents and punctuation, lists as sets.
 */
export function sameValue(a: unknown, b: unknown, column: Column, keys: ConceptKeys): boolean {
  if (column.key === keys.gtin) return !!gtinKey(a) && gtinKey(a) === gtinKey(b);
  if (column.key === keys.sku || column.key === keys.mpn) return codeKey(a) === codeKey(b);
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) <= Math.max(0.005, Math.abs(a) * 1e-9);
  if (Array.isArray(a) && Array.isArray(b)) {
    const x = new Set(a.map((v) => foldLoose(valueText(v))));
    const y = new Set(b.map((v) => foldLoose(valueText(v))));
    return x.size === y.size && [...x].every((v) => y.has(v));
  }
  return foldLoose(valueText(a)) === foldLoose(valueText(b));
}

// Prose and structured values are worded differently by every source, and a product has many
// addresses and images (one per shop): a difference there contradicts nothing.
const UNCHECKED_TYPES = new Set(["richtext", "json", "runnable", "format", "relation", "url", "image", "images", "file", "files"]);

/**
 * Whether a caller's value can be checked against a source at all (long text is prose too).
 */
export function checkable(value: unknown, column: Column): boolean {
  if (UNCHECKED_TYPES.has(column.type)) return false;
  return valueText(value).length <= 200;
}

export const byStrength = (a: Candidate, b: Candidate) => rank(b) - rank(a);

const ORIGIN_RANK: Record<Origin, number> = { page: 3, row: 2, derived: 1 };
const CONFIDENCE_RANK: Record<Confidence, number> = { high: 3, medium: 2, low: 1 };
const rank = (c: Candidate) => CONFIDENCE_RANK[c.confidence] * 10 + ORIGIN_RANK[c.origin];

export const lower = (c: Confidence): Confidence => (c === "high" ? "medium" : "low");

/** A short, readable form of a value for reasoning text. */
export const shown = (v: unknown) => {
  const t = valueText(v);
  return JSON.stringify(t.length > 80 ? `${t.slice(0, 79)}…` : t);
};
