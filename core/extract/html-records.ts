import { assertShallowMarkup } from "./budget.js";
import { extractProducts, extractTables } from "./html/index.js";
import type { SourceRecord } from "./records.js";

/**
 * Records of an HTML document: the products its markup (or visible page) describes, and when
 * it describes none, the rows of its data tables.
 */
export function htmlRecords(html: string, pageUrl: string): SourceRecord[] {
  // The extractors swallow their errors ("no product"); a page over the depth budget must say so.
  assertShallowMarkup(html);
  const products = extractProducts(html, pageUrl);
  if (products.length) {
    return products.map(({ sources: _sources, confidence: _confidence, ...fields }) => fields as SourceRecord);
  }
  return extractTables(html, pageUrl).flatMap((t) =>
    t.rows.map((cells) => Object.fromEntries(t.headers.map((h, i) => [h, cells[i] ?? null]))),
  );
}
