/**
 * The pages an enrich item points to: its URL-typed values, and any value that is an http(s) URL
 * (image and file columns excepted: they point at media, not at product pages). Each page is
 * fetched once per request, through the SSRF guard, with modest limits, and remembered for search.
 */
import { config } from "../../config.js";
import type { Method } from "../../extract/html/index.js";
import { FETCH_BUDGETS } from "../../budgets.js";
import { fetchDocument } from "../../net/fetch-url.js";
import type { Column } from "../../schemas/schemas.js";
import type { Confidence } from "../engine.js";
import { conceptKeys, identityOf, recordFields, relate, type Identity } from "./concepts.js";
import type { RecordSource } from "./evidence.js";
import { readPage, type PageProduct, type ReadPage } from "./page-read.js";
import { rememberPage } from "./pages.js";
import { touchCorpus } from "../../corpus/revision.js";

const LIMITS = FETCH_BUDGETS.enrichPage;
const URLS_PER_ITEM = 2;
const URLS_PER_REQUEST = 50;
const CONCURRENCY = 4;
const MEDIA_TYPES = new Set(["image", "images", "file", "files"]);

export function pageUrlsOf(data: Record<string, unknown>, columns: Column[]): string[] {
  const urls: string[] = [];
  const consider = (v: unknown) => {
    if (typeof v !== "string" || !/^https?:\/\/\S+$/i.test(v.trim())) return;
    if (!urls.includes(v.trim())) urls.push(v.trim());
  };
  // URL-typed columns first: they are meant to be the product's page.
  for (const c of columns) if (c.type === "url") consider(data[c.key]);
  for (const c of columns) if (!MEDIA_TYPES.has(c.type)) consider(data[c.key]);
  return urls.slice(0, URLS_PER_ITEM);
}

/**
 * Fetches every distinct URL (up to URLS_PER_REQUEST, CONCURRENCY at a time), records each page
 * and bumps the corpus revision once. A page that cannot be fetched is simply not a source.
 */
export async function fetchPages(companyId: string, urls: string[]): Promise<Map<string, ReadPage>> {
  const wanted = [...new Set(urls)].slice(0, URLS_PER_REQUEST);
  const pages = new Map<string, ReadPage>();
  const allowPrivate = config().ALLOW_PRIVATE_URLS;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const url = wanted[next++];
      let page: ReadPage;
      try {
        page = await readPage(await fetchDocument(url, { ...LIMITS, allowPrivate }));
      } catch {
        // Unreachable, refused, too large, unreadable: one source fewer, not a failed job.
        continue;
      }
      // A failure to store is an outage of our own, not a property of the page: it propagates.
      await rememberPage(companyId, page);
      pages.set(url, page);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, worker));
  if (pages.size) await touchCorpus(companyId);
  return pages;
}

/**
 * The product on a page the item is about: the only one, or among several the one sharing a code
 * or its name. `conflict` when the page's product carries a different code than the item: it is
 * then evidence against the item's value, never a source of values.
 */
export function productFor(page: ReadPage, item: Identity): { product: PageProduct; relation: "match" | "conflict" } | undefined {
  const related = page.products.map((product) => ({
    product,
    rel: relate(item, identityOf(product.record, conceptKeys(recordFields(product.record)))),
  }));
  const matches = related.filter((r) => r.rel === "id" || r.rel === "name");
  if (matches.length) return { product: matches[0].product, relation: "match" };
  if (related.length !== 1) return undefined; // a listing, and none of it is this item
  return { product: related[0].product, relation: related[0].rel === "conflict" ? "conflict" : "match" };
}

const TRUST: Record<Method | "document", Confidence> = {
  jsonld: "high",
  microdata: "high",
  rdfa: "high",
  opengraph: "medium",
  meta: "medium",
  heuristic: "medium",
  document: "medium",
};

const HOW: Record<Method | "document", string> = {
  jsonld: "the JSON-LD product data",
  microdata: "the microdata",
  rdfa: "the RDFa markup",
  opengraph: "the OpenGraph tags",
  meta: "the meta tags",
  heuristic: "the visible text",
  document: "the records",
};

export function pageSource(page: ReadPage, product: PageProduct): RecordSource {
  return {
    record: product.record,
    excerpts: product.excerpts,
    url: page.url,
    title: page.title,
    baseUrl: page.url,
    origin: "page",
    confidence: (field) => TRUST[product.methods[field] ?? "heuristic"],
    how: (field) => `${HOW[product.methods[field] ?? "heuristic"]} of the page "${page.title}"`,
  };
}
