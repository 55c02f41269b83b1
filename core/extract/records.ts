import { parse as parseCsv } from "csv-parse/sync";
import { PARSE_BUDGETS } from "../budgets.js";
import { fitRecords, fitRecord, fmt, InputError, Skips, withoutLongRecords } from "./budget.js";
import { sniffDelimited } from "./delimited.js";
import { decodeText } from "./encoding.js";

/** A flat source record: field name as found in the document → raw value. */
export type SourceRecord = Record<string, unknown>;

export interface SourceDocument {
  name: string;
  contentType: string;
  bytes: Uint8Array;
  /** Where the document came from, for resolving relative links. */
  url?: string;
}

/** The document's kind, from its declared type, then its name, then its first bytes. */
export function kindOf(
  doc: Pick<SourceDocument, "name" | "contentType">,
  head: string,
): "json" | "ndjson" | "html" | "xlsx" | "pdf" | "text" {
  const type = doc.contentType.toLowerCase();
  const ext = doc.name.toLowerCase().split(".").pop() ?? "";
  // A zip is an XLSX workbook whatever its declared type or name (the only zip format we read).
  if (type.includes("spreadsheetml") || ext === "xlsx" || head.startsWith("PK\u0003\u0004")) return "xlsx";
  if (type.includes("pdf") || ext === "pdf" || head.startsWith("%PDF")) return "pdf";
  if (type.includes("html") || ext === "html" || ext === "htm" || /^\s*(<!doctype html|<html)/i.test(head)) return "html";
  if (type.includes("ndjson") || ext === "ndjson" || ext === "jsonl") return "ndjson";
  if (type.includes("json") || ext === "json" || /^\s*[[{]/.test(head)) return "json";
  return "text";
}

/**
 * Rows of a JSON document: an array of objects, an object wrapping one, NDJSON, or one object.
 * Records and values over their budgets are left out (budget.ts) and noted in `skips`.
 */
export function jsonRecords(text: string, skips = new Skips()): SourceRecord[] {
  return fitRecords(jsonObjects(text), skips);
}

function jsonObjects(text: string): SourceRecord[] {
  const trimmed = text.trim();
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    // NDJSON: one object per line; lines that do not parse are skipped.
    return trimmed
      .split(/\r?\n/)
      .map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return undefined;
        }
      })
      .filter(isObject);
  }
  if (Array.isArray(value)) return value.filter(isObject);
  if (isObject(value)) {
    const list = Object.values(value).find((v) => Array.isArray(v) && v.some(isObject)) as unknown[] | undefined;
    return list ? list.filter(isObject) : [value];
  }
  return [];
}

const isObject = (v: unknown): v is SourceRecord => typeof v === "object" && v !== null && !Array.isArray(v);

/** Rows of delimited text with a header row (delimiter sniffed from the start of the text). */
function delimitedRecords(text: string, skips: Skips): SourceRecord[] | undefined {
  const sniffed = sniffDelimited(text.slice(0, 64 * 1024), text.length > 64 * 1024);
  if (!sniffed) return undefined;
  return delimitedRows(text, sniffed.delimiter, undefined, skips);
}

/** Header cells as record keys: trimmed, and a name for every empty one. */
export const headerNames = (header: string[]) => header.map((h, i) => h.trim() || `column_${i + 1}`);

/** A header wider than the column budget fails the document (a 200,000-column line is not a table). */
function fieldNames(header: string[]): string[] {
  const max = PARSE_BUDGETS.columns;
  if (header.length > max) throw new InputError(`the header has ${fmt(header.length)} columns; at most ${fmt(max)} are read`);
  return header;
}

/**
 * Records of delimited text. With `header`, every line is data (a slice of a bigger file whose
 * header line was read once when the file was planned); without it the first line names the fields.
 * Records over the budgets are left out while reading (budget.ts), the longest before any parsing.
 */
export function delimitedRows(text: string, delimiter: string, header?: string[], skips = new Skips()): SourceRecord[] {
  return parseCsv(withoutLongRecords(text, delimiter, !header, skips), {
    delimiter,
    columns: header ? fieldNames(header) : (first: string[]) => fieldNames(headerNames(first)),
    on_record: (record: SourceRecord) => fitRecord(record, skips) ?? null,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as SourceRecord[];
}

/** `Key: value` lines; a blank line, `---`, or a key seen again starts the next record. */
function keyValueRecords(text: string): SourceRecord[] {
  const records: SourceRecord[] = [];
  let current: SourceRecord = {};
  const flush = () => {
    if (Object.keys(current).length) records.push(current);
    current = {};
  };
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || /^-{3,}\s*$/.test(line)) {
      flush();
      continue;
    }
    const m = /^\s*([^:=]{1,80}?)\s*[:=]\s*(.*)$/.exec(line);
    if (!m || /^https?$/i.test(m[1])) continue;
    if (m[1] in current) flush();
    current[m[1]] = m[2].trim();
  }
  flush();
  return records;
}

/**
 * Records of a plain-text document: `key: value` blocks when it starts with one, else delimited
 * text with a header row, else (a header and values one per line) a single column.
 */
export function textRecords(text: string, skips = new Skips()): SourceRecord[] {
  const kv = fitRecords(keyValueRecords(text), skips);
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (kv.length && /^[^,;\t|]{1,80}[:=]/.test(lines[0] ?? "")) return kv;
  const delimited = delimitedRecords(text, skips);
  if (delimited) return delimited;
  if (lines.length >= 2 && lines[0].length <= 64 && !/[.!?]$/.test(lines[0])) {
    return fitRecords(
      lines.slice(1).map((value) => ({ [lines[0]]: value })),
      skips,
    );
  }
  return kv;
}

/** Document bytes as text, in whatever encoding they were written (encoding.ts). */
export const decode = decodeText;
