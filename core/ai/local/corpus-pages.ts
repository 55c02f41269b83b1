/**
 * Corpus source: pages fetched before (pages.ts). Each product record a page yielded is one
 * document pointing at the page; a page that described no product has nothing a search result
 * could return, so it is stored but not indexed.
 */
import { conceptKeys, recordFields } from "./concepts.js";
import type { CorpusDoc, CorpusSource } from "./corpus.js";
import { compact, describe } from "./corpus-doc.js";
import { recentPages } from "../../corpus/pages.js";

// A listing page yields many products; the first few are what the page is mostly about.
const MAX_PRODUCTS_PER_PAGE = 5;

export const pagesSource: CorpusSource = {
  name: "fetched_pages",
  async load(companyId, limit) {
    const docs: CorpusDoc[] = [];
    for (const page of await recentPages(companyId, limit)) {
      const single = page.records.length === 1;
      page.records.slice(0, MAX_PRODUCTS_PER_PAGE).forEach((raw, n) => {
        // A page about one product is that product's page: its address is a fact about it. On a
        // listing it is not, so items of a listing keep only the URLs their markup gives.
        const record = compact(single && !("url" in raw) ? { ...raw, url: page.url } : raw);
        if (!Object.keys(record).length) return;
        docs.push({
          id: `page:${page.urlHash}:${n}`,
          kind: "page",
          record,
          ...describe(record, conceptKeys(recordFields(record))),
          baseUrl: page.url,
          sourceUrl: page.url,
          sourceTitle: page.title,
          updatedAt: page.fetchedAt,
        });
      });
    }
    return docs.slice(0, limit);
  },
};
