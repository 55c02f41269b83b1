/**
 * Field-by-field merge of one product's drafts. Drafts arrive in trust order (JSON-LD,
 * microdata, RDFa, OpenGraph, other meta, heuristics): the first draft holding a field wins and
 * later ones only fill gaps, so a heuristic can never override markup. Two exceptions, both
 * additive: weight and its unit travel together, and a lone image (og:image, or the featured
 * image most themes put in JSON-LD) is followed by the page's gallery: one picture is the
 * primary, the gallery is the set. The primary stays first.
 */
import { dedupeImages, imageKey } from "./images.js";
import type { Cell, Draft, ExtractedProduct, FieldName, Method, ProductFields, Source } from "./types.js";

const METHOD_WEIGHT: Record<Method, number> = { jsonld: 0.95, microdata: 0.9, rdfa: 0.85, opengraph: 0.8, meta: 0.7, heuristic: 0.55 };

/** Fields a buyer would check first; confidence is their coverage weighted by how each was found. */
const CORE: FieldName[][] = [["name"], ["price"], ["currency"], ["availability"], ["images"], ["gtin", "sku", "mpn"], ["brand"]];

const FIELD_ORDER: FieldName[] = [
  "name",
  "description",
  "brand",
  "sku",
  "mpn",
  "gtin",
  "price",
  "currency",
  "price_valid_until",
  "availability",
  "condition",
  "images",
  "url",
  "category",
  "color",
  "size",
  "material",
  "weight",
  "weight_unit",
  "dimensions",
  "rating",
  "review_count",
  "seller",
  "gender",
  "age_group",
];

/** `url` overrides the drafts' url (the page's canonical link). */
export function mergeDrafts(drafts: Draft[], url?: { value: string; excerpt: string }): ExtractedProduct {
  const out = {} as ExtractedProduct;
  const sources: ExtractedProduct["sources"] = {};
  const record = out as unknown as Record<string, unknown>;
  for (const key of FIELD_ORDER) {
    if (key === "weight_unit") continue;
    if (key === "url" && url) {
      out.url = url.value;
      sources.url = { method: "meta", excerpt: url.excerpt };
      continue;
    }
    const d = drafts.find((x) => x.fields[key] !== undefined);
    if (!d) continue;
    const cell = d.fields[key] as Cell;
    record[key] = cell.value;
    sources[key] = { method: d.method, excerpt: cell.excerpt };
    if (key === "weight" && d.fields.weight_unit) {
      out.weight_unit = d.fields.weight_unit.value;
      sources.weight_unit = { method: d.method, excerpt: d.fields.weight_unit.excerpt };
    }
  }
  complementImages(out, drafts);
  const withVariants = drafts.find((d) => d.variants?.length);
  if (withVariants?.variants) out.variants = withVariants.variants.map(valuesOf);
  // Sources and confidence last, so a logged record reads values first.
  out.sources = sources;
  out.confidence = confidence(out.sources);
  return out;
}

function complementImages(out: ExtractedProduct, drafts: Draft[]): void {
  const src = out.images;
  if (!out.images || !src || out.images.length > 1) return;
  const heur = drafts.find((d) => d.method === "heuristic" && d.fields.images);
  const gallery = heur?.fields.images?.value;
  if (!gallery?.length) return;
  const primary = imageKey(out.images[0]);
  // The gallery's full-size link for the very thumbnail markup named is the same picture.
  const same = (u: string) => imageKey(u) === primary || (heur?.imageAliases?.[u] ?? []).some((a) => imageKey(a) === primary);
  out.images = dedupeImages([...out.images, ...gallery.filter((u) => !same(u))]);
}

/** A draft's plain values (variants carry no sources of their own). */
function valuesOf(d: Draft): ProductFields {
  const v: Record<string, unknown> = {};
  for (const key of FIELD_ORDER) if (d.fields[key]) v[key] = (d.fields[key] as Cell).value;
  return v as ProductFields;
}

function confidence(sources: Partial<Record<FieldName, Source>>): number {
  let sum = 0;
  for (const group of CORE) {
    const s = group.map((k) => sources[k]).find(Boolean);
    if (s) sum += METHOD_WEIGHT[s.method];
  }
  return Math.round((sum / CORE.length) * 100) / 100;
}
