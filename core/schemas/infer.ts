/**
 * Schema inference for POST /schemas/generate with the local engine (spec 4.11, issue 3).
 *
 * Pure and deterministic: no I/O, clock or randomness, Map insertion order and locale-free sorts,
 * so the same sample always yields the same schema. Pipeline:
 *
 *   truncate to SAMPLE_LIMIT → detect the format → columns with every record's raw value →
 *   one type per column from all its non-empty values → keys, labels, required, name.
 *
 * Formats are tried in this order (first match wins):
 *   1. JSON (starts with `{` or `[`): an object, an array of objects, an object wrapping one array
 *      of objects (`{ "products": [...], "total": 2 }`), or NDJSON. A sample cut by truncation is
 *      repaired by keeping only the complete leading array elements / top-level members.
 *      Nested objects are flattened one level (`dimensions.width` → key `dimensions_width`, label
 *      "dimensions width") when every value of that property is an object and the objects have at
 *      most 20 keys between them; deeper or wider objects stay one `json` column.
 *      Valid JSON without any object to read (`[]`, `[1, 2]`) gives zero columns.
 *   2. `Key: value` / `Key = value` lines, at least half of the lines, the first one included;
 *      records are separated by blank lines, `---`, or a key repeating; other lines continue the
 *      previous value.
 *   3. Delimited text with a header row (the first row is always the header): tab, `;`, `,` or
 *      `|`, sniffed by parsing with each and keeping the one whose rows agree with the header
 *      width (≥ 80 %; ties → wider header). At least two columns. Quotes follow RFC 4180. A
 *      header-only line counts when its cells look like names.
 *   4. `Key: value` lines again, now allowing a title line first (at least two pairs).
 *   5. Anything else is free text: one `description` column (richtext when it holds HTML), since
 *      prose has no columns to find but is still a product description.
 * Empty or whitespace-only input gives zero columns; the caller answers 422.
 *
 * Column types are detected by core/values/detect.ts, delimited text read by core/extract/delimited.ts, keys made by keys.ts.
 */

import { sniffDelimited } from "../extract/delimited.js";
import { detectColumnType, HTML_TAG, isEmptyValue, isObject, tryJson, type ColumnType, type TypedColumn } from "../values/detect.js";
import { humanize, toKey, toLabel, uniqueKeys } from "./keys.js";

export const SAMPLE_LIMIT = 5000;

export type InferredColumn = {
  key: string;
  label: string;
  type: ColumnType;
  required: boolean;
  enum_values?: string[];
  tags_values?: string[];
  number_unit?: string;
};

export type InferredSchema = { name: string; columns: InferredColumn[] };

type Format = "CSV" | "TSV" | "JSON" | "NDJSON" | "text";
/** One column as found: `values[i]` is record i's raw value (undefined when it has none). */
type RawColumn = { header: string; values: unknown[]; type?: ColumnType };
type Sample = { format: Format; columns: RawColumn[]; records: number; title?: string };

// Bound of a schema's column input (core/schemas/schemas.ts), so a generated schema always saves.
const MAX_COLUMNS = 500;

export function inferSchema(sample: string, options: { name?: string } = {}): InferredSchema {
  const raw = typeof sample === "string" ? sample : "";
  const truncated = raw.length > SAMPLE_LIMIT;
  let text = raw.slice(0, SAMPLE_LIMIT);
  // Never leave half of a surrogate pair at the cut.
  if (truncated && /[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);

  const parsed = parseSample(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"), truncated);
  parsed.columns = parsed.columns.slice(0, MAX_COLUMNS);
  const keys = uniqueKeys(parsed.columns.map((c, i) => toKey(c.header, i)));
  const columns = parsed.columns.map((c, i): InferredColumn => {
    const present = c.values.filter((v) => !isEmptyValue(v));
    const typed: TypedColumn = c.type ? { type: c.type } : detectColumnType(present);
    return {
      key: keys[i],
      label: toLabel(c.header, keys[i]),
      type: typed.type,
      required: parsed.records > 0 && present.length === parsed.records,
      ...(typed.enum_values && { enum_values: typed.enum_values }),
      ...(typed.tags_values && { tags_values: typed.tags_values }),
      ...(typed.number_unit && { number_unit: typed.number_unit }),
    };
  });
  return { name: schemaName(options.name, parsed, columns.length), columns };
}

function parseSample(text: string, truncated: boolean): Sample {
  if (text.trim() === "") return { format: "text", columns: [], records: 0 };
  return (
    parseJson(text, truncated) ??
    parseKeyValue(text, truncated, true) ??
    parseDelimited(text, truncated) ??
    parseKeyValue(text, truncated, false) ??
    freeText(text)
  );
}

// ---------------------------------------------------------------------------------------- JSON

function parseJson(text: string, truncated: boolean): Sample | undefined {
  const s = text.trim();
  if (s[0] !== "{" && s[0] !== "[") return undefined;
  const whole = tryJson(s);
  if (whole) return fromJsonValue(whole.value, "JSON") ?? { format: "JSON", columns: [], records: 0 };
  return parseNdjson(s, truncated) ?? repairJson(s);
}

function parseNdjson(s: string, truncated: boolean): Sample | undefined {
  const lines = s
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 2) return undefined;
  const records: Record<string, unknown>[] = [];
  for (const [i, line] of lines.entries()) {
    const parsed = tryJson(line);
    if (parsed && isObject(parsed.value)) records.push(parsed.value);
    else if (truncated && i === lines.length - 1 && records.length > 0)
      break; // the line the cut went through
    else return undefined;
  }
  return fromRecords(records, "NDJSON");
}

// META_KEYS may sit beside the wrapped array without making the object a record itself.
const META_KEYS = new Set([
  "total",
  "count",
  "total_count",
  "page",
  "pages",
  "limit",
  "offset",
  "per_page",
  "page_size",
  "next",
  "prev",
  "previous",
  "cursor",
  "has_more",
  "meta",
  "metadata",
  "links",
  "pagination",
  "status",
  "success",
  "version",
  "message",
]);

function fromJsonValue(value: unknown, format: Format, title?: string, depth = 0): Sample | undefined {
  if (Array.isArray(value)) {
    const records = value.filter(isObject);
    return records.length > 0 ? fromRecords(records, format, title) : undefined;
  }
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  const lists = entries.filter(([, v]) => Array.isArray(v) && v.some(isObject));
  if (lists.length === 1 && entries.every(([k, v]) => v === lists[0][1] || META_KEYS.has(k.toLowerCase()))) {
    return fromJsonValue(lists[0][1], format, lists[0][0], depth + 1);
  }
  // `{ "product": { ... } }` or `{ "data": { "items": [...] } }`: look inside, naming the schema after the key.
  if (entries.length === 1 && isObject(entries[0][1]) && depth < 2) {
    return fromJsonValue(entries[0][1], format, entries[0][0], depth + 1);
  }
  return fromRecords([value], format, title);
}

const FLATTEN_MAX_KEYS = 20;

function fromRecords(records: Record<string, unknown>[], format: Format, title?: string): Sample {
  // Decide per property, over all records, whether to flatten it, so every record gives the same columns.
  const children = new Map<string, Set<string>>();
  const notObject = new Set<string>();
  for (const record of records) {
    for (const [k, v] of Object.entries(record)) {
      if (v === null || v === undefined) continue;
      if (!isObject(v)) notObject.add(k);
      else for (const child of Object.keys(v)) (children.get(k) ?? children.set(k, new Set()).get(k)!).add(child);
    }
  }
  const flatten = new Set([...children].filter(([k, c]) => !notObject.has(k) && c.size > 0 && c.size <= FLATTEN_MAX_KEYS).map(([k]) => k));

  const columns = new Map<string, RawColumn>();
  const put = (id: string, header: string, row: number, v: unknown) => {
    let column = columns.get(id);
    if (!column) columns.set(id, (column = { header, values: new Array<unknown>(records.length).fill(undefined) }));
    column.values[row] = v;
  };
  records.forEach((record, row) => {
    for (const [k, v] of Object.entries(record)) {
      if (flatten.has(k) && isObject(v)) for (const [ck, cv] of Object.entries(v)) put(`${k}\u0000${ck}`, `${k} ${ck}`, row, cv);
      else put(k, k, row, v);
    }
  });
  return { format, columns: [...columns.values()], records: records.length, title };
}

/**
 * A JSON sample that does not parse (usually because truncation cut it) keeps what is complete:
 * it is cut after the last complete element of an array or member of the top-level object and
 * the open brackets are closed. A half-written object is never kept, so no record is broken.
 */
function repairJson(s: string): Sample | undefined {
  const { cuts } = scanJson(s);
  for (let i = cuts.length - 1, tries = 0; i >= 0 && tries < 50; i--, tries++) {
    const prefix = s.slice(0, cuts[i]);
    const closers = scanJson(prefix)
      .open.reverse()
      .map((c) => (c === "{" ? "}" : "]"))
      .join("");
    const parsed = tryJson(prefix + closers);
    const sample = parsed && fromJsonValue(parsed.value, "JSON");
    if (sample && sample.records > 0) return sample;
  }
  return undefined;
}

function scanJson(s: string): { cuts: number[]; open: string[] } {
  const cuts: number[] = [];
  const open: string[] = [];
  let inString = false;
  let escaped = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") open.push(ch);
    else if (ch === "}" || ch === "]") {
      if (open.pop() === undefined) break;
      if (open.at(-1) === "[") cuts.push(i + 1);
    } else if (ch === "," && open.length === 1 && open[0] === "{") cuts.push(i);
  }
  return { cuts, open };
}

// ------------------------------------------------------------------------------- key: value text

const KV_LINE = /^\s*(?:[-*•]\s+)?(\p{L}[^:=\t|;,"\n]{0,39}?)\s*[:=](?!\/\/)\s*(.*)$/u;
const RECORD_SEPARATOR = /^\s*(?:-{3,}|\*{3,}|={3,}|_{3,})\s*$/;

function matchKv(line: string): [string, string] | undefined {
  const m = KV_LINE.exec(line);
  if (!m) return undefined;
  const key = m[1].trim();
  return key.split(/\s+/).length <= 5 ? [key, m[2].trim()] : undefined;
}

/**
 * `strict` (tried before delimited text) needs the first line to be a pair: a CSV header never is.
 * Otherwise (tried after) a title line may come first (`Nike Air Max\nBrand: Nike\nPrice: 120`).
 */
function parseKeyValue(text: string, truncated: boolean, strict: boolean): Sample | undefined {
  const lines = text.split("\n");
  const content = lines.filter((l) => l.trim() !== "" && !RECORD_SEPARATOR.test(l));
  const pairs = content.filter((l) => matchKv(l)).length;
  if (content.length === 0 || pairs * 2 < content.length) return undefined;
  if (strict ? !matchKv(content[0]) : pairs < 2) return undefined;

  const records: Map<string, [string, string]>[] = []; // lowercased key → [key as written, value]
  let current: Map<string, [string, string]> | undefined;
  let last: string | undefined;
  for (const line of lines) {
    if (line.trim() === "" || RECORD_SEPARATOR.test(line)) {
      current = undefined;
      continue;
    }
    const pair = matchKv(line);
    if (pair) {
      const id = pair[0].toLowerCase();
      if (!current || current.has(id)) records.push((current = new Map()));
      current.set(id, pair);
      last = id;
    } else if (current && last !== undefined && current.has(last)) {
      const [key, value] = current.get(last)!;
      current.set(last, [key, value ? `${value}\n${line.trim()}` : line.trim()]);
    }
  }
  // The cut went through the last record; with several records, drop it rather than keep it half.
  if (truncated && records.length > 1) records.pop();

  const columns = new Map<string, RawColumn>();
  records.forEach((record, row) => {
    for (const [id, [key, value]] of record) {
      let column = columns.get(id);
      if (!column) columns.set(id, (column = { header: key, values: new Array<unknown>(records.length).fill(undefined) }));
      column.values[row] = value;
    }
  });
  return { format: "text", columns: [...columns.values()], records: records.length };
}

// -------------------------------------------------------------------------------- delimited text

function parseDelimited(text: string, truncated: boolean): Sample | undefined {
  const found = sniffDelimited(text, truncated);
  if (!found) return undefined;
  const [header, ...data] = found.rows;
  const columns = header
    .map((h, i): RawColumn => ({ header: h, values: data.map((r) => r[i]) })) // cells past the header are ignored
    .filter((c) => c.header.trim() !== "" || c.values.some((v) => !isEmptyValue(v))); // `| a | b |` edge cells
  return { format: found.delimiter === "\t" ? "TSV" : "CSV", columns, records: data.length };
}

function freeText(text: string): Sample {
  const value = text.trim();
  const type: ColumnType = HTML_TAG.test(value) ? "richtext" : "text";
  return { format: "text", columns: [{ header: "Description", values: [value], type }], records: 1 };
}

// ------------------------------------------------------------------------------------- name

function schemaName(given: string | undefined, sample: Sample, count: number): string {
  const name = typeof given === "string" ? given.trim() : "";
  if (name !== "") return name;
  const title = sample.title === undefined ? "" : humanize(sample.title);
  if (title !== "" && count > 0) return title;
  if (count === 0) return "Empty schema";
  return `Product schema (${sample.format}, ${count} column${count === 1 ? "" : "s"})`;
}
