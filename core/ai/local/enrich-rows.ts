/**
 * Rows of the company's tables that describe the same product as an enrich item: the same GTIN,
 * SKU or MPN (strong), else the same name, word for word, with no contradicting brand (weaker).
 * Fetched pages in the index are not used here: an item's pages are read afresh from its URLs.
 */
import type { Confidence } from "../engine.js";
import { foldLoose } from "../../values/strings.js";
import type { Identity } from "./concepts.js";
import type { CorpusDoc } from "./corpus.js";
import type { RecordSource } from "./evidence.js";
import type { CompanyIndex } from "./index-cache.js";
import { sameWords } from "./tokens.js";

const MAX_ROWS = 3;
const CODES = ["gtin", "sku", "mpn"] as const;

export function matchingRows(index: CompanyIndex, item: Identity): { doc: CorpusDoc; by: "gtin" | "sku" | "mpn" | "name" }[] {
  for (const by of CODES) {
    const key = item[by];
    const ids = key ? index.byCode.get(`${by}:${key}`) : undefined;
    const docs = (ids ?? []).map((id) => index.docs.get(id)!).filter((d) => d?.kind === "row");
    if (docs.length) return docs.slice(0, MAX_ROWS).map((doc) => ({ doc, by }));
  }
  if (!item.name) return [];
  const found = index.search.search(item.name, { fields: ["name"], combineWith: "AND", prefix: false, fuzzy: false });
  return (
    found
      .map((r) => index.docs.get(r.id as string)!)
      .filter((d) => d?.kind === "row" && d.name && sameWords(d.name, item.name!))
      .filter((d) => !(item.brand && d.brand && foldLoose(d.brand) !== foldLoose(item.brand)))
      // Both have a GTIN (say) and the lookup above found no equal one: different products.
      .filter((d) => !CODES.some((k) => item[k] && d[k]))
      .slice(0, MAX_ROWS)
      .map((doc) => ({ doc, by: "name" as const }))
  );
}

const BY: Record<"gtin" | "sku" | "mpn" | "name", string> = { gtin: "GTIN", sku: "SKU", mpn: "MPN", name: "name" };

export function rowSource(doc: CorpusDoc, by: "gtin" | "sku" | "mpn" | "name"): RecordSource {
  const confidence: Confidence = by === "name" ? "medium" : "high";
  return {
    record: doc.record,
    url: doc.sourceUrl,
    title: doc.sourceTitle,
    origin: "row",
    confidence: () => confidence,
    how: () => `${doc.sourceTitle} in your data (same ${BY[by]})`,
  };
}
