import type { SourceRecord } from "../../extract/records.js";
import { isEmpty, valueText, type ConceptKeys } from "./concepts.js";
import type { CorpusDoc } from "./corpus.js";

/** Indexed text per document: enough for names, codes and a description's start. */
const DOC_TEXT_CHARS = 2000;

type Described = Pick<CorpusDoc, "name" | "brand" | "sku" | "gtin" | "mpn" | "category" | "text">;

/** The indexed fields of a record: its concepts by `keys`, and all its values as text. */
export function describe(record: SourceRecord, keys: ConceptKeys): Described {
  const pick = (k?: string) => (k && !isEmpty(record[k]) ? valueText(record[k]) : undefined);
  const text = Object.values(record)
    .filter((v) => !isEmpty(v))
    .map(valueText)
    .join(" \n ")
    .slice(0, DOC_TEXT_CHARS);
  return {
    name: pick(keys.name),
    brand: pick(keys.brand),
    sku: pick(keys.sku),
    gtin: pick(keys.gtin),
    mpn: pick(keys.mpn),
    category: pick(keys.category),
    text,
  };
}

/** Record without empty values: nothing to map, cite or index. */
export const compact = (record: SourceRecord): SourceRecord => Object.fromEntries(Object.entries(record).filter(([, v]) => !isEmpty(v)));
