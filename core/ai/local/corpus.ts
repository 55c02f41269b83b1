/**
 * The company's own data the local engine searches, as one list of documents from a small list
 * of sources. Each source turns one kind of stored data into documents; adding the catalog later
 * is one more entry in CORPUS_SOURCES (products by `updatedAt`, source_url their API path).
 */
import type { SourceRecord } from "../../extract/records.js";
import { pagesSource } from "./corpus-pages.js";
import { rowsSource } from "./corpus-rows.js";

export interface CorpusDoc {
  /** Unique within the company: `row:<table>:<row>`, `page:<urlHash>:<n>`. */
  id: string;
  kind: "row" | "page";
  /** Field → value, what the column mapper reads (row data keyed by column key). */
  record: SourceRecord;
  /** Text of the concepts the index boosts, from the record. */
  name?: string;
  brand?: string;
  sku?: string;
  gtin?: string;
  mpn?: string;
  category?: string;
  /** Every value of the record, for recall on any word; bounded. */
  text: string;
  /** Relative URLs in the record resolve against it (pages). */
  baseUrl?: string;
  /** Where the document came from: a row's API path or a page URL. */
  sourceUrl: string;
  sourceTitle: string;
  /** ISO time used to keep the newest documents when the corpus is over its bound. */
  updatedAt: string;
}

export interface CorpusSource {
  name: string;
  /** The company's documents of this kind, newest first, at most `limit`. */
  load(companyId: string, limit: number): Promise<CorpusDoc[]>;
}

const CORPUS_SOURCES: CorpusSource[] = [rowsSource, pagesSource];

/**
 * At most this many documents per company are indexed: the newest ones across all sources. It
 * bounds the time of a rebuild (each source reads at most this many items) and the memory of a
 * cached index (a document's indexed text is capped too, see corpus-doc.ts).
 */
const MAX_DOCS = 5000;

export async function loadCorpus(companyId: string, sources = CORPUS_SOURCES, max = MAX_DOCS): Promise<CorpusDoc[]> {
  const loaded = await Promise.all(sources.map((s) => s.load(companyId, max)));
  return loaded
    .flat()
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? -1 : 1))
    .slice(0, max);
}
