/**
 * Scoring of the local engine on saved product pages with ground truth (the layout and rule of
 * a public product-extraction benchmark: `pages/<id>.html.gz` + `ground-truth.json`). Each page
 * goes the way a `file_urls` page goes: bytes → documentRecords (HTML → products) → mapRecords
 * onto price/SKU/availability columns → the first row. Shared by `npm run bench:pages` and the
 * floors test over the copied fixtures.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { load } from "cheerio/slim";
import { documentRecords } from "../core/extract/documents.js";
import { mapRecords } from "../core/extract/map-records.js";

export interface Truth {
  url: string;
  price?: string[];
  sku?: string[];
  availability?: string[];
}

export type Field = "price" | "sku" | "availability" | "in_stock" | "out_of_stock";
export const FIELDS: Field[] = ["price", "sku", "availability", "in_stock", "out_of_stock"];

export interface PageResult {
  id: string;
  url: string;
  shop: string;
  got: Record<"price" | "sku" | "availability", string | null>;
  truth: Truth;
}

const COLUMNS = [
  { key: "price", label: "Price", type: "number" },
  { key: "sku", label: "SKU", type: "text" },
  { key: "availability", label: "Availability", type: "text" },
];

/** The engine's availability as the benchmark's two classes: can it be bought now or not. */
export function stockClass(value: string | null): string | null {
  if (!value) return null;
  const v = value.toLowerCase().replace(/[^a-z]/g, "");
  if (["instock", "limited", "limitedavailability", "preorder", "backorder", "onlineonly", "instoreonly"].includes(v)) return "InStock";
  if (["outofstock", "discontinued", "soldout", "unavailable"].includes(v)) return "OutOfStock";
  return value;
}

/**
 * The shop a page belongs to: its host without `www`, the top-level domain and a generic
 * second level (`co.uk`, `com.pk`), keeping the last remaining label, so `ebay.ie` and
 * `ebay.co.uk` are one shop, as are `manchester.craigslist.org` and `birmingham.craigslist.org`.
 */
export function shopOf(url: string): string {
  const labels = new URL(url).hostname.split(".");
  labels.pop();
  if (labels.length > 1 && ["co", "com", "org", "net", "ac", "gov"].includes(labels[labels.length - 1])) labels.pop();
  return labels[labels.length - 1] ?? "";
}

/**
 * The fixed held-out rule: a shop is held out when the first byte of the SHA-256 of its name is
 * divisible by 3 (about a third of the shops, chosen by no one).
 */
export function heldOut(shop: string): boolean {
  return createHash("sha256").update(shop).digest()[0] % 3 === 0;
}

export async function runPage(id: string, html: Uint8Array, truth: Truth): Promise<PageResult> {
  const name = new URL(truth.url).pathname.split("/").pop() || "page.html";
  const records = await documentRecords({ name, contentType: "text/html", bytes: html, url: truth.url });
  const row = mapRecords(records, COLUMNS, truth.url)[0] ?? {};
  const str = (v: unknown) => (v === undefined || v === null || v === "" ? null : String(v));
  return {
    id,
    url: truth.url,
    shop: shopOf(truth.url),
    got: { price: str(row.price), sku: str(row.sku), availability: str(row.availability) },
    truth,
  };
}

/**
 * The page as a shop without structured data would print it: JSON-LD, microdata, RDFa and the
 * Open Graph product tags removed, so only the visible page and its scripts are left. Unseen
 * shops without markup are where the engine's own reading of the page decides; this measures it
 * on pages whose answers are known.
 */
export function withoutMarkup(html: string): string {
  return html
    .replace(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<meta[^>]*(og:|product:)[^>]*>/gi, "")
    .replace(/\s(itemprop|itemscope|itemtype|itemid|itemref|property|typeof|vocab|content)(=("[^"]*"|'[^']*'|[^\s>]*))?/gi, " ");
}

/**
 * The page without markup and with every class and id replaced by a meaningless token, as
 * themes built with CSS-in-JS print them: only tags, text, `data-*` and ARIA attributes still
 * say what an element is.
 */
export function withoutClasses(html: string): string {
  let n = 0;
  return withoutMarkup(html).replace(/\s(class|id)=("[^"]*"|'[^']*')/gi, () => ` class="c${(n++).toString(36)}"`);
}

/**
 * The same page as another theme might lay it out, saying the same things: every third `<div>`
 * wrapped in one more box that holds only it (themes nest such wrappers to any depth), or the
 * blanks between tags removed (minified HTML). A reading of the page should not change.
 */
export const relayouts: Record<string, (html: string) => string> = {
  rewrapped: (html) => {
    // Wrapped in the parsed tree, so a page's unbalanced tags do not move anything else.
    const $ = load(html);
    $("div")
      .filter((i) => i % 3 === 0)
      .wrap("<div></div>");
    return $.html();
  },
  minified: (html) => html.replace(/>\s+</g, "><"),
};

/** Every page of a directory laid out as `pages/<id>.html.gz` + `ground-truth.json`. */
export async function runDirectory(
  dir: string,
  opts: { withoutMarkup?: boolean; withoutClasses?: boolean; relayout?: (html: string) => string } = {},
): Promise<PageResult[]> {
  const truth = JSON.parse(readFileSync(join(dir, "ground-truth.json"), "utf8")) as Record<string, Truth>;
  const ids = readdirSync(join(dir, "pages"))
    .filter((f) => f.endsWith(".html.gz"))
    .map((f) => f.slice(0, -".html.gz".length))
    .filter((id) => id in truth)
    .sort();
  const results: PageResult[] = [];
  for (const id of ids) {
    const bytes = gunzipSync(readFileSync(join(dir, "pages", `${id}.html.gz`)));
    const read = opts.withoutClasses ? withoutClasses : opts.withoutMarkup ? withoutMarkup : undefined;
    let html = read || opts.relayout ? bytes.toString("utf8") : undefined;
    if (html !== undefined && read) html = read(html);
    if (html !== undefined && opts.relayout) html = opts.relayout(html);
    results.push(await runPage(id, html === undefined ? bytes : Buffer.from(html), truth[id]));
  }
  return results;
}

/**
 * A correction of the ground truth: the accepted values of some fields, why, and the page's own
 * text that shows it (`evidence`: strings the page's HTML holds, which a test checks).
 */
export type Erratum = Partial<Pick<Truth, "price" | "sku" | "availability">> & { why: string; evidence: string[] };

export const readErrata = (dir: string): Record<string, Erratum> | undefined => {
  try {
    return JSON.parse(readFileSync(join(dir, "errata.json"), "utf8"));
  } catch {
    return undefined;
  }
};

/**
 * The results scored against `errata.json` beside the ground truth (when the directory has one):
 * answers the truth records against its own README's rule or against what the page itself says
 * (a thousands separator read as a decimal point, a page that says it is out of stock). The
 * corrected fields replace the recorded ones; the answers themselves are untouched.
 */
export function withErrata(dir: string, results: PageResult[]): PageResult[] {
  const errata = readErrata(dir);
  if (!errata) return results;
  return results.map((r) => {
    const e = errata[r.id];
    if (!e) return r;
    const { why: _why, evidence: _evidence, ...fields } = e;
    return { ...r, truth: { ...r.truth, ...fields } };
  });
}

/** The answer and the accepted values of one field on one page, in comparable form. */
function answerOf(r: PageResult, field: Field): { answer: string | null; accepted: string[] } {
  if (field === "price") return { answer: r.got.price, accepted: r.truth.price ?? [] };
  if (field === "sku") return { answer: r.got.sku, accepted: r.truth.sku ?? [] };
  const answer = stockClass(r.got.availability);
  const accepted = r.truth.availability ?? [];
  if (field === "availability") return { answer, accepted };
  // The per-class split: a page counts for a class when the truth or the answer is that class.
  const cls = field === "in_stock" ? "InStock" : "OutOfStock";
  return { answer: answer === cls ? answer : null, accepted: accepted.includes(cls) ? [cls] : [] };
}

function matches(field: Field, answer: string, accepted: string[]): boolean {
  if (field === "price") return accepted.some((a) => Number(a) === Number(answer) && answer.trim() !== "");
  return accepted.includes(answer);
}

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  misses: string[];
}

/** The README's rule: a matching answer is a TP; a wrong one a FP (and a FN when values exist); none a FN. */
export function score(results: PageResult[], field: Field): Score {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  for (const r of results) {
    const { answer, accepted } = answerOf(r, field);
    if (answer !== null && matches(field, answer, accepted)) tp++;
    else if (answer !== null) {
      fp++;
      if (accepted.length) fn++;
      misses.push(`${r.id.slice(0, 8)} ${r.shop}: got ${JSON.stringify(answer)}, want ${JSON.stringify(accepted)}`);
    } else if (accepted.length) {
      fn++;
      misses.push(`${r.id.slice(0, 8)} ${r.shop}: got nothing, want ${JSON.stringify(accepted)}`);
    }
  }
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { tp, fp, fn, precision, recall, f1, misses };
}
