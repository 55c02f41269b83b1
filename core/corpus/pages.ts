/**
 * Pages the engines fetched for a company, kept so search can find them later ("pages fetched
 * before" are part of the company's corpus). One item per company and URL: re-fetching a URL
 * overwrites it, and gsi1 lists a company's pages newest first for the bounded index build.
 * Reading a fetched document into a page is the engine's part (core/ai/local/pages.ts).
 */
import { createHash } from "node:crypto";
import { Entity } from "electrodb";
import { nowIso } from "../clock.js";
import type { SourceRecord } from "../extract/records.js";
import { storableCopy } from "../storable.js";
import { entityConfig, gsi, primary, SERVICE } from "../store/entity.js";
import { ITEM_BUDGETS } from "../budgets.js";

const FetchedPageEntity = new Entity(
  {
    model: { entity: "fetchedpage", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      /** SHA-256 of the URL: URLs can be longer than is sensible in a key, and hold any character. */
      urlHash: { type: "string", required: true },
      url: { type: "string", required: true },
      title: { type: "string", required: true },
      contentType: { type: "string", required: true },
      text: { type: "string", required: true },
      /** The product records read from the page (without excerpts), for the search index. */
      records: { type: "any", required: true },
      fetchedAt: { type: "string", required: true },
    },
    indexes: {
      byUrl: primary(["companyId"], ["urlHash"]),
      newest: gsi(1, ["companyId"], ["fetchedAt", "urlHash"]),
    },
  },
  entityConfig(),
);

export interface StoredPage {
  companyId: string;
  urlHash: string;
  url: string;
  title: string;
  contentType: string;
  text: string;
  records: SourceRecord[];
  fetchedAt: string;
}

// DynamoDB items stop at 400 KB. Text and records get fixed byte budgets well under it, so a
// page item stays near 200 KB at most whatever the page held.
const TEXT_BYTES = ITEM_BUDGETS.pageText;
const RECORDS_BYTES = ITEM_BUDGETS.pageRecords;
const TITLE_CHARS = 500;

const urlHash = (url: string) => createHash("sha256").update(url).digest("hex");

/** What a page holds once read: its visible text and the product records found in it. */
export interface PageContent {
  url: string;
  title: string;
  contentType: string;
  text: string;
  records: SourceRecord[];
}

/** Stores a page read before (overwriting an earlier fetch of the same URL). */
export async function savePage(companyId: string, page: PageContent): Promise<StoredPage> {
  const item: StoredPage = {
    companyId,
    urlHash: urlHash(page.url),
    url: page.url,
    // Pages hold whatever their authors wrote (a price of 1e20, a lone surrogate): storage's rule first.
    title: page.title.slice(0, TITLE_CHARS).toWellFormed(),
    contentType: page.contentType.slice(0, 200),
    text: cutBytes(page.text, TEXT_BYTES).toWellFormed(),
    records: boundedRecords(storableCopy(page.records)),
    fetchedAt: nowIso(),
  };
  await FetchedPageEntity.put(item).go();
  return item;
}

/** The company's pages, newest fetch first, at most `limit`. */
export async function recentPages(companyId: string, limit: number): Promise<StoredPage[]> {
  const out: StoredPage[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: unknown[]; cursor: string | null } = await FetchedPageEntity.query
      .newest({ companyId })
      .go({ order: "desc", cursor, limit: Math.min(100, limit - out.length) });
    out.push(...(res.data as StoredPage[]));
    cursor = res.cursor;
  } while (cursor && out.length < limit);
  return out;
}

/** At most `max` UTF-8 bytes, cut at a character boundary. */
function cutBytes(s: string, max: number): string {
  if (Buffer.byteLength(s) <= max) return s;
  const cut = Buffer.from(s).subarray(0, max).toString("utf8");
  // A cut inside a multi-byte character decodes to U+FFFD; drop it.
  return cut.replace(/\uFFFD+$/, "");
}

function boundedRecords(records: SourceRecord[]): SourceRecord[] {
  const out: SourceRecord[] = [];
  let bytes = 2;
  for (const r of records) {
    const size = Buffer.byteLength(JSON.stringify(r)) + 1;
    if (bytes + size > RECORDS_BYTES) break;
    out.push(r);
    bytes += size;
  }
  return out;
}
