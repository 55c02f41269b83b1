/**
 * Search results become pages the model may read and cite: each one fetched through the SSRF
 * guard, reduced to readable text (markup, scripts and navigation cost tokens and carry no facts),
 * headed by the structured facts our own product extractor reads from its markup, and cut to a
 * character budget. A page that cannot be fetched is skipped, not fatal: the answer then has
 * fewer sources, and citations of it are dropped (citations.ts).
 */
import { config } from "../../config.js";
import { decodeWeb } from "../../extract/encoding.js";
import { extractProducts, type ExtractedProduct } from "../../extract/html/index.js";
import { normSpace } from "../../extract/html/dom.js";
import { InputError } from "../../extract/budget.js";
import { pageText } from "../../extract/html/page-text.js";
import { FETCH_BUDGETS } from "../../budgets.js";
import { fetchDocument } from "../../net/fetch-url.js";
import type { WebResult } from "./web-search.js";

export interface Page {
  /** The URL the page was finally read from (after redirects). */
  url: string;
  /** The URL the search returned, which a model may cite as well. */
  requested: string;
  title: string;
  /** What the model reads: structured facts, then text, within the budget. */
  content: string;
  /** Whitespace-normalized text a citation's excerpt is looked up in. */
  verifiable: string;
}

const FETCH_LIMITS = FETCH_BUDGETS.llmPage;
const MAX_PRODUCTS = 3;

export async function fetchPages(results: WebResult[], budgetChars: number): Promise<Page[]> {
  const allowPrivate = config().ALLOW_PRIVATE_URLS;
  const pages = await Promise.all(
    results.map(async (r) => {
      // Unreachable, too large, private address, HTTP error: one source fewer.
      const doc = await fetchDocument(r.url, { ...FETCH_LIMITS, allowPrivate }).catch(() => undefined);
      if (!doc) return undefined;
      try {
        return toPage(decodeWeb(doc.bytes, doc.contentType), doc.contentType, doc.url, r, budgetChars);
      } catch (err) {
        // A page over a parse budget (core/extract/budget.ts) is one source fewer too.
        if (err instanceof InputError) return undefined;
        throw err;
      }
    }),
  );
  return pages.filter((p): p is Page => p !== undefined && p.verifiable.length > 0);
}

function toPage(body: string, contentType: string, url: string, lead: WebResult, budget: number): Page | undefined {
  if (/^text\/plain/i.test(contentType)) {
    const text = normSpace(body);
    return { url, requested: lead.url, title: lead.title, content: cut(text, budget), verifiable: text };
  }
  if (!/html|xml/i.test(contentType) && !/^\s*</.test(body)) return undefined; // PDFs, images, JSON
  const products = extractProducts(body, url);
  const facts = factLines(products);
  const read = pageText(body);
  const title = read.title || lead.title;
  const text = read.text;
  const head = facts.length ? `Structured data on the page:\n${facts.join("\n")}\n\nPage text:\n` : "Page text:\n";
  const excerpts = extractedExcerpts(products);
  return {
    url,
    requested: lead.url,
    title,
    content: head + cut(text, Math.max(500, budget - head.length)),
    verifiable: normSpace(`${text} ${excerpts.join(" ")}`),
  };
}

function cut(text: string, budget: number): string {
  return text.length > budget ? `${text.slice(0, budget)} …[truncated]` : text;
}

const FACT_FIELDS = [
  "name",
  "brand",
  "sku",
  "mpn",
  "gtin",
  "price",
  "currency",
  "availability",
  "condition",
  "category",
  "color",
  "size",
  "material",
  "weight",
  "weight_unit",
  "dimensions",
  "url",
] as const;

function factLines(products: ExtractedProduct[]): string[] {
  const lines: string[] = [];
  products.slice(0, MAX_PRODUCTS).forEach((p, i) => {
    const prefix = products.length > 1 ? `product ${i + 1} ` : "";
    for (const f of FACT_FIELDS) if (p[f] !== undefined) lines.push(`- ${prefix}${f}: ${p[f]}`);
    if (p.images?.length) lines.push(`- ${prefix}images: ${p.images.slice(0, 3).join(" ")}`);
    if (p.description) lines.push(`- ${prefix}description: ${p.description.slice(0, 600)}`);
  });
  return lines;
}

/** The raw strings the extractor read values from (JSON-LD and meta values are not visible text). */
function extractedExcerpts(products: ExtractedProduct[]): string[] {
  return products.slice(0, MAX_PRODUCTS).flatMap((p) => Object.values(p.sources).map((s) => s?.excerpt ?? ""));
}
