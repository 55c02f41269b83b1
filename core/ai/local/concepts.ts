/**
 * The few fields the local engine reasons about by meaning (matching, boosting, deriving),
 * whatever a schema or a page calls them: `ean` and `Barcode` are both the GTIN. The column
 * mapper of core/extract decides which field is which, so search, enrich and extraction agree.
 */
import { mapFields, type MappableColumn } from "../../extract/mapping.js";
import { normalizeGtin } from "../../values/gtin.js";
import { fold, foldLoose, safeJson, scalarString } from "../../values/strings.js";
import { sameWords } from "./tokens.js";

const CONCEPTS = ["name", "brand", "sku", "gtin", "mpn", "category", "price", "currency", "url"] as const;
type Concept = (typeof CONCEPTS)[number];
export type ConceptKeys = Partial<Record<Concept, string>>;

/**
 * Which field holds each concept. A field whose key and label both say `id` or `handle` is never
 * taken for a SKU or MPN: the mapper relates them, but an internal id equal to another record's
 * SKU is a coincidence, not the same product.
 */
export function conceptKeys(fields: MappableColumn[]): ConceptKeys {
  const out: ConceptKeys = {};
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const [concept, key] of mapFields([...CONCEPTS], fields)) {
    const f = byKey.get(key);
    if ((concept === "sku" || concept === "mpn") && f && [f.key, f.label].every(isInternalId)) continue;
    out[concept as Concept] = key;
  }
  return out;
}

const isInternalId = (name: string) => /(^|[^\p{L}])(id|handle)$/u.test(fold(name).replace(/([a-z])(id)$/, "$1 $2"));

/** Field names of a record as mappable columns (records have no labels or declared types). */
export const recordFields = (record: Record<string, unknown>): MappableColumn[] =>
  Object.keys(record).map((key) => ({ key, label: key, type: "text" }));

/** A value as the text a reader sees: lists joined, objects as JSON. */
export function valueText(v: unknown): string {
  const s = scalarString(v);
  if (s !== undefined) return s;
  if (Array.isArray(v)) return v.map(valueText).filter(Boolean).join(", ");
  if (v === null || v === undefined) return "";
  return safeJson(v) ?? "";
}

export const isEmpty = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && !v.trim()) || (Array.isArray(v) && v.length === 0);

/** Comparable identifier keys: GTINs without padding zeros, codes without case or separators. */
export const gtinKey = (v: unknown): string | undefined =>
  normalizeGtin(typeof v === "number" ? v : valueText(v))?.replace(/^0+/, "") || undefined;
export const codeKey = (v: unknown): string | undefined => {
  const k = foldLoose(valueText(v));
  return k.length >= 2 ? k : undefined;
};

/** What identifies a product: its codes, and its name (with brand) as a weaker fallback. */
export interface Identity {
  gtin?: string;
  sku?: string;
  mpn?: string;
  name?: string;
  brand?: string;
}

export function identityOf(data: Record<string, unknown>, keys: ConceptKeys): Identity {
  const text = (k?: string) => (k && !isEmpty(data[k]) ? valueText(data[k]).trim() : undefined);
  return {
    gtin: keys.gtin ? gtinKey(data[keys.gtin]) : undefined,
    sku: keys.sku ? codeKey(data[keys.sku]) : undefined,
    mpn: keys.mpn ? codeKey(data[keys.mpn]) : undefined,
    name: text(keys.name),
    brand: text(keys.brand),
  };
}

/**
 * How two identities relate: `id` when a shared code is equal, `name` when no code is shared and
 * the names have the same words (and the brands, if both known, agree), `conflict` when a shared
 * code differs, else `none`.
 */
export function relate(a: Identity, b: Identity): "id" | "name" | "conflict" | "none" {
  for (const k of ["gtin", "sku", "mpn"] as const) {
    if (a[k] && b[k]) return a[k] === b[k] ? "id" : "conflict";
  }
  if (a.brand && b.brand && foldLoose(a.brand) !== foldLoose(b.brand)) return "none";
  return a.name && b.name && sameWords(a.name, b.name) ? "name" : "none";
}
