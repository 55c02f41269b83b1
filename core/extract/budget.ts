/**
 * The parsers' budgets (core/budgets.ts, PARSE_BUDGETS) applied while they read: a record too
 * big to be stored as a row is skipped, a value too big for a cell is dropped, and what was left
 * out is noted so the table can say so. Input that cannot be read at all throws InputError.
 */
import { PARSE_BUDGETS } from "../budgets.js";
import type { SourceRecord } from "./records.js";

/** The input itself is unreadable or over a budget: its source fails with this message, never retried. */
export class InputError extends Error {}

/** A count or size as the messages that name a limit write it: 350,000. */
export const fmt = (n: number) => n.toLocaleString("en-US");

/** What the parsers left out of one document, said once however often it happened. */
export class Skips {
  records = 0;
  cells = 0;
  private largestRecord = 0;
  private largestCell = 0;
  private cellField = "";

  record(bytes: number) {
    this.records++;
    this.largestRecord = Math.max(this.largestRecord, bytes);
  }

  cell(field: string, bytes: number) {
    this.cells++;
    if (bytes > this.largestCell) (this.largestCell = bytes), (this.cellField = field);
  }

  /** A sentence for the table's error_message, or undefined when nothing was left out. */
  message(): string | undefined {
    const parts: string[] = [];
    if (this.records) {
      parts.push(
        `${fmt(this.records)} record${this.records > 1 ? "s" : ""} skipped: over the row limit of ${fmt(PARSE_BUDGETS.recordBytes)} bytes (largest ${fmt(this.largestRecord)} bytes)`,
      );
    }
    if (this.cells) {
      parts.push(
        `${fmt(this.cells)} value${this.cells > 1 ? "s" : ""} left empty: over the cell limit of ${fmt(PARSE_BUDGETS.cellBytes)} bytes (largest ${fmt(this.largestCell)} bytes, in "${this.cellField.slice(0, 80)}")`,
      );
    }
    return parts.length ? parts.join("; ") : undefined;
  }
}

/** UTF-8 bytes of a string, measured only when its length says it might matter. */
const bytesOver = (s: string, limit: number) => (s.length * 3 <= limit ? s.length : Buffer.byteLength(s));

/**
 * The record as it may be stored: values over the cell budget dropped; undefined (skipped) when
 * it is still over the record budget. Sizes are close to the stored JSON's, not exact: the write
 * checks each row exactly (core/ingest/pipeline.ts).
 */
export function fitRecord(record: SourceRecord, skips: Skips): SourceRecord | undefined {
  const { cellBytes, recordBytes } = PARSE_BUDGETS;
  let size = 2;
  for (const key of Object.keys(record)) {
    const v = record[key];
    const bytes =
      typeof v === "string"
        ? bytesOver(v, cellBytes)
        : v !== null && typeof v === "object"
          ? Buffer.byteLength(JSON.stringify(v) ?? "")
          : 8;
    if (bytes > cellBytes) {
      skips.cell(key, bytes);
      delete record[key];
      continue;
    }
    size += key.length + bytes + 6;
  }
  if (size <= recordBytes) return record;
  skips.record(size);
  return undefined;
}

/** The records that fit (see fitRecord). */
export const fitRecords = (records: SourceRecord[], skips: Skips): SourceRecord[] =>
  records.flatMap<SourceRecord>((r) => fitRecord(r, skips) ?? []);

const NL = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * Delimited text without its records longer than the record budget, found before any parsing:
 * a 49 MB line costs one scan, not a parse of it (seconds of a blocked event loop) and a row
 * nobody can store. The quote rules are those of split.ts and the readers. With `hasHeader`, the
 * first record is the header: over the budget it fails the document.
 */
export function withoutLongRecords(text: string, delimiter: string, hasHeader: boolean, skips: Skips): string {
  const limit = PARSE_BUDGETS.recordBytes;
  if (text.length <= limit / 3) return text;
  const delim = delimiter.charCodeAt(0);
  const kept: string[] = [];
  let keptFrom = 0; // start of the text not yet copied into `kept`
  let start = 0; // start of the current record
  let first = hasHeader;
  // A record ends here: if it may be over the budget it is measured, and cut out when it is.
  const endRecord = (to: number) => {
    if ((to - start) * 3 > limit) {
      const bytes = bytesOver(text.slice(start, to), limit);
      if (bytes > limit) {
        if (first) throw new InputError(`the header line is ${fmt(bytes)} bytes; a record holds at most ${fmt(limit)}`);
        skips.record(bytes);
        kept.push(text.slice(keptFrom, start));
        keptFrom = to;
      }
    }
    first = false;
    start = to;
  };
  let fieldStart = true;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE && fieldStart) {
      // A quoted field: jump to its closing quote (`""` is a literal quote inside it).
      let j = i + 1;
      for (;;) {
        j = text.indexOf('"', j);
        if (j < 0 || text.charCodeAt(j + 1) !== QUOTE) break;
        j += 2;
      }
      i = j < 0 ? n - 1 : j;
      fieldStart = false;
    } else if (c === NL) {
      endRecord(i + 1);
      fieldStart = true;
    } else if (c === delim) fieldStart = true;
    else if (c !== SPACE && c !== TAB && c !== CR) fieldStart = false;
  }
  if (start < n) endRecord(n);
  if (!kept.length) return text;
  kept.push(text.slice(keptFrom));
  return kept.join("");
}

/** Roughly the JSON size of a row's values, from their lengths: at most 6 times less than the real one. */
function roughSize(row: Record<string, unknown>): number {
  let size = 2;
  for (const key of Object.keys(row)) {
    const v = row[key];
    size +=
      key.length + 4 + (typeof v === "string" ? v.length : v !== null && typeof v === "object" ? (JSON.stringify(v)?.length ?? 0) : 8);
  }
  return size;
}

/**
 * The rows that fit a stored row (ITEM_BUDGETS.item, as for `POST /tables/{id}/rows`), measured
 * exactly where the rough size cannot rule it out; the others are skipped and noted. The last
 * guard before the write, for rows no parser sized (HTML products, a model's rows).
 */
export function storableRows<T extends Record<string, unknown>>(rows: T[], skips: Skips): T[] {
  const limit = PARSE_BUDGETS.recordBytes;
  return rows.filter((row) => {
    // JSON spends at most 6 bytes per character (`\u0000`), so a small rough size is proof enough.
    if (roughSize(row) * 6 <= limit) return true;
    const bytes = Buffer.byteLength(JSON.stringify(row));
    if (bytes <= limit) return true;
    skips.record(bytes);
    return false;
  });
}

/** Elements that never hold children, and those whose end tag a parser may imply (not counted). */
const VOID_OR_IMPLIED = new Set(
  "area base br col embed hr img input link meta param source track wbr keygen p li dt dd tr td th option optgroup thead tbody tfoot colgroup caption rt rp".split(
    " ",
  ),
);
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "noscript", "template"]);

const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 58;

/**
 * Refuses markup nested deeper than PARSE_BUDGETS.htmlDepth or with more elements than
 * PARSE_BUDGETS.htmlElements, found in one linear scan of its tags before any parse. The
 * extractors' walks cost about the square of the depth (30,000 deep: 2.8 s of a blocked event
 * loop; 1,000,000 deep: never done) and some 40 µs per element (a 49 MB listing: 65 s and a
 * 2.5 GB peak); real product pages stay under 40 deep and 10,000 elements. The depth count is
 * approximate on purpose (end tags a parser would imply are not counted), and errs towards
 * reading the page.
 */
export function assertShallowMarkup(html: string): void {
  const max = PARSE_BUDGETS.htmlDepth;
  const maxElements = PARSE_BUDGETS.htmlElements;
  const n = html.length;
  let depth = 0;
  let elements = 0;
  let i = html.indexOf("<");
  while (i >= 0 && i < n - 1) {
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      if (end < 0) return;
      i = html.indexOf("<", end + 3);
      continue;
    }
    const closing = html.charCodeAt(i + 1) === 47;
    const from = i + (closing ? 2 : 1);
    let k = from;
    while (k < n && isNameChar(html.charCodeAt(k))) k++;
    const gt = k > from ? html.indexOf(">", k) : -1;
    if (k === from || gt < 0) {
      i = html.indexOf("<", i + 1);
      continue;
    }
    const name = html.slice(from, k).toLowerCase();
    if (!closing && ++elements > maxElements) {
      throw new InputError(
        `it has more than ${fmt(maxElements)} elements; bigger pages are not read (a table this size reads better as CSV or XLSX)`,
      );
    }
    if (closing) {
      if (!VOID_OR_IMPLIED.has(name) && depth > 0) depth--;
    } else if (RAW_TEXT.has(name)) {
      // Its text is not markup: skip to its end tag.
      const end = new RegExp(`</${name}`, "ig");
      end.lastIndex = gt + 1;
      if (!end.exec(html)) return;
      i = html.indexOf("<", end.lastIndex);
      continue;
    } else if (!VOID_OR_IMPLIED.has(name) && html.charCodeAt(gt - 1) !== 47 && ++depth > max) {
      throw new InputError(`its markup is nested more than ${fmt(max)} elements deep; deeper pages are not read`);
    }
    i = html.indexOf("<", gt + 1);
  }
}
