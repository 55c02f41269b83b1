/**
 * A fetched document read once into what the local engine needs: its title, its visible text,
 * and the product records it describes, each value with the exact text it came from. HTML goes
 * through the product extractor (JSON-LD, microdata, RDFa, meta, visible page); other documents
 * (JSON, CSV, XLSX, PDF, text) through the record parsers of core/extract.
 */
import { loadHtml, normSpace, textOf } from "../../extract/html/dom.js";
import { extractProducts, type Method } from "../../extract/html/index.js";
import { decodeWeb } from "../../extract/encoding.js";
import { decode, jsonRecords, kindOf, textRecords, type SourceRecord } from "../../extract/records.js";
import type { Fetched } from "../../net/fetch-url.js";
import { urlName } from "../../net/url-name.js";
import { valueText } from "./concepts.js";

export interface PageProduct {
  /** Field name as found → value (the product extractor's field names for HTML). */
  record: SourceRecord;
  /** Field name → the exact text of the document the value was read from. */
  excerpts: Record<string, string>;
  /** Field name → how it was read (`document` for non-HTML records). */
  methods: Record<string, Method | "document">;
}

export interface ReadPage {
  url: string;
  title: string;
  contentType: string;
  /** Visible text, whitespace collapsed. */
  text: string;
  products: PageProduct[];
}

// A feed or spreadsheet behind a URL can hold thousands of records; enrich and search need the
// product the URL is about, so only the first ones are kept.
const MAX_RECORDS = 50;

export async function readPage(fetched: Fetched): Promise<ReadPage> {
  const name = urlName(fetched.url);
  const head = decode(fetched.bytes.subarray(0, 512));
  const kind = kindOf({ name, contentType: fetched.contentType }, head);
  const base = { url: fetched.url, contentType: fetched.contentType };
  if (kind === "html") return { ...base, ...readHtml(decodeWeb(fetched.bytes, fetched.contentType), fetched.url) };
  let text: string;
  let records: SourceRecord[];
  if (kind === "pdf") {
    text = await (await import("../../extract/pdf.js")).pdfText(fetched.bytes);
    records = textRecords(text);
  } else if (kind === "xlsx") {
    records = await (await import("../../extract/xlsx.js")).xlsxRecords(fetched.bytes);
    text = records
      .map((r) =>
        Object.entries(r)
          .map(([k, v]) => `${k}: ${valueText(v)}`)
          .join("\n"),
      )
      .join("\n\n");
  } else {
    text = decode(fetched.bytes);
    records = kind === "json" || kind === "ndjson" ? jsonRecords(text) : textRecords(text);
  }
  const products = records.slice(0, MAX_RECORDS).map((record) => located(record, text));
  return { ...base, title: name || new URL(fetched.url).hostname, text: normSpace(text), products };
}

function readHtml(html: string, url: string) {
  const $ = loadHtml(html);
  const body = $("body")[0] ?? $.root()[0];
  const text = normSpace(textOf(body));
  const title =
    normSpace($("title").first().text()) ||
    normSpace($('meta[property="og:title"]').attr("content") ?? "") ||
    normSpace($("h1").first().text());
  const raw = [html, decodeEntities(html), text];
  const products = extractProducts(html, url).map(({ sources, confidence: _c, variants: _v, ...fields }) => {
    const product: PageProduct = { record: {}, excerpts: {}, methods: {} };
    for (const [field, value] of Object.entries(fields)) {
      const source = sources[field as keyof typeof sources];
      // Only values whose excerpt really is in the document can be cited; the page address
      // itself (the extractor's fallback `url`) is not evidence of anything.
      if (!source || !raw.some((r) => r.includes(source.excerpt))) continue;
      product.record[field] = value;
      product.excerpts[field] = source.excerpt;
      product.methods[field] = source.method;
    }
    return product;
  });
  return { title: title || url, text, products: products.filter((p) => Object.keys(p.record).length) };
}

/** A record of a non-HTML document, each value cited by the line it stands on. */
function located(record: SourceRecord, text: string): PageProduct {
  const product: PageProduct = { record: {}, excerpts: {}, methods: {} };
  for (const [field, value] of Object.entries(record)) {
    const needle = valueText(value).trim();
    const at = needle ? text.indexOf(needle) : -1;
    if (at < 0) continue;
    const start = text.lastIndexOf("\n", at) + 1;
    const end = text.indexOf("\n", at + needle.length);
    const line = text.slice(start, end < 0 ? undefined : end).trim();
    product.record[field] = value;
    product.excerpts[field] = line.length <= 300 ? line : needle;
    product.methods[field] = "document";
  }
  return product;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The HTML with character references decoded: JSON-LD excerpts are read decoded. */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? m;
    const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
  });
}
