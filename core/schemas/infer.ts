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
 */

export const SAMPLE_LIMIT = 5000;

/** The column types the local engine infers (a subset of ColumnType in spec 2.4). */
export const COLUMN_TYPES = [
  "text", "number", "url", "email", "date", "boolean", "richtext", "enum", "tags", "image", "images", "json",
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

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

const KEY_MAX = 64;
// Bounds of a schema's column input (core/schemas/schemas.ts), so a generated schema always saves.
const MAX_COLUMNS = 500;
const LABEL_MAX = 200;

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

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function tryJson(s: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(s) };
  } catch {
    return undefined;
  }
}

function parseJson(text: string, truncated: boolean): Sample | undefined {
  const s = text.trim();
  if (s[0] !== "{" && s[0] !== "[") return undefined;
  const whole = tryJson(s);
  if (whole) return fromJsonValue(whole.value, "JSON") ?? { format: "JSON", columns: [], records: 0 };
  return parseNdjson(s, truncated) ?? repairJson(s);
}

function parseNdjson(s: string, truncated: boolean): Sample | undefined {
  const lines = s.split("\n").map((l) => l.trim()).filter(Boolean);
  if (lines.length < 2) return undefined;
  const records: Record<string, unknown>[] = [];
  for (const [i, line] of lines.entries()) {
    const parsed = tryJson(line);
    if (parsed && isObject(parsed.value)) records.push(parsed.value);
    else if (truncated && i === lines.length - 1 && records.length > 0) break; // the line the cut went through
    else return undefined;
  }
  return fromRecords(records, "NDJSON");
}

// META_KEYS may sit beside the wrapped array without making the object a record itself.
const META_KEYS = new Set([
  "total", "count", "total_count", "page", "pages", "limit", "offset", "per_page", "page_size", "next", "prev",
  "previous", "cursor", "has_more", "meta", "metadata", "links", "pagination", "status", "success", "version", "message",
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
    const closers = scanJson(prefix).open.reverse().map((c) => (c === "{" ? "}" : "]")).join("");
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

const DELIMITERS = ["\t", ";", ",", "|"] as const;

/** RFC 4180 reader; `complete` is false when the text ends inside a row (no final newline, or an open quote). */
export function readDelimited(text: string, delimiter: string): { rows: string[][]; complete: boolean } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let started = false; // the field has content or a closed quote
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') (field += '"'), i++;
      else quoted = false;
    } else if (ch === '"' && !started && field.trim() === "") {
      // Spaces before an opening quote are tolerated (`a, "b, c"`); a quote inside a field is literal (`3.5"`).
      quoted = true;
      started = true;
      field = "";
    } else if (ch === delimiter || ch === "\n") {
      row.push(field);
      field = "";
      started = false;
      if (ch === "\n") rows.push(row), (row = []);
    } else {
      field += ch;
      if (ch.trim() !== "") started = true;
    }
  }
  const pending = quoted || field !== "" || row.length > 0;
  if (pending) row.push(field), rows.push(row);
  return { rows, complete: !pending };
}

const isRuleCell = (cell: string) => cell.trim() === "" || /^\s*:?-{3,}:?\s*$/.test(cell);

function looksLikeHeader(cells: string[]): boolean {
  return cells.every((c) => {
    const t = c.trim();
    return t !== "" && t.length <= 40 && t.split(/\s+/).length <= 4 && !/[.!?]$/.test(t) && !/^[\d.,\s]+$/.test(t);
  });
}

function parseDelimited(text: string, truncated: boolean): Sample | undefined {
  let best: { delimiter: string; rows: string[][]; agreement: number } | undefined;
  for (const delimiter of DELIMITERS) {
    if (!text.includes(delimiter)) continue;
    const { rows: all, complete } = readDelimited(text, delimiter);
    if (truncated && !complete && all.length > 1) all.pop(); // a line the cut went through is not a record
    const rows = all.filter((r) => !r.every(isRuleCell)); // blank lines, markdown `|---|---|` rules
    if (rows.length === 0 || rows[0].length < 2) continue;
    const data = rows.slice(1);
    const agreement = data.length ? data.filter((r) => r.length === rows[0].length).length / data.length : 1;
    if (agreement < 0.8 || (data.length === 0 && !looksLikeHeader(rows[0]))) continue;
    if (!best || agreement > best.agreement || (agreement === best.agreement && rows[0].length > best.rows[0].length)) {
      best = { delimiter, rows, agreement };
    }
  }
  if (!best) return undefined;
  const [header, ...data] = best.rows;
  const columns = header
    .map((h, i): RawColumn => ({ header: h, values: data.map((r) => r[i]) })) // cells past the header are ignored
    .filter((c) => c.header.trim() !== "" || c.values.some((v) => !isEmptyValue(v))); // `| a | b |` edge cells
  return { format: best.delimiter === "\t" ? "TSV" : "CSV", columns, records: data.length };
}

function freeText(text: string): Sample {
  const value = text.trim();
  const type: ColumnType = HTML_TAG.test(value) ? "richtext" : "text";
  return { format: "text", columns: [{ header: "Description", values: [value], type }], records: 1 };
}

// ------------------------------------------------------------------------ keys, labels, name

const FOLD: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i" };

/** A valid attribute key (`^[a-zA-Z0-9][a-zA-Z0-9_/]*$`, at most 64 characters) for a header. */
export function toKey(header: string, index: number): string {
  const key = header
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (c) => FOLD[c])
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, KEY_MAX)
    .replace(/_+$/, "");
  return key === "" ? `col_${index + 1}` : key;
}

/** Later duplicates get `_2`, `_3`, … (shortened to stay within 64 characters). */
function uniqueKeys(keys: string[]): string[] {
  const taken = new Set<string>();
  return keys.map((key) => {
    let candidate = key;
    for (let n = 2; taken.has(candidate); n++) {
      const suffix = `_${n}`;
      candidate = key.slice(0, KEY_MAX - suffix.length).replace(/_+$/, "") + suffix;
    }
    taken.add(candidate);
    return candidate;
  });
}

function toLabel(header: string, key: string): string {
  const label = header.replace(/\s+/g, " ").trim().slice(0, LABEL_MAX).trim();
  return label !== "" ? label : humanize(key);
}

/** `product_list` / `productList` → "Product list". */
function humanize(name: string): string {
  const words = name.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/[\s_\-.]+/g, " ").trim().toLowerCase().slice(0, 60).trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function schemaName(given: string | undefined, sample: Sample, count: number): string {
  const name = typeof given === "string" ? given.trim() : "";
  if (name !== "") return name;
  const title = sample.title === undefined ? "" : humanize(sample.title);
  if (title !== "" && count > 0) return title;
  if (count === 0) return "Empty schema";
  return `Product schema (${sample.format}, ${count} column${count === 1 ? "" : "s"})`;
}

// ------------------------------------------------------------------------------ column types
//
// Rules, in order; a rule needs ALL non-empty values of the column to fit (except richtext: one
// value with HTML is enough, and image/images: at least half of the URLs must look like images):
//   json     any object (or an array holding objects / mixed with plain values)
//   images   arrays of URLs mostly images · tags: other arrays of plain values
//   boolean  true/false, yes/no, y/n, ja/nein, oui/non, wahr/falsch, vrai/faux; 1/0 count only
//            beside those words or when both 1 and 0 appear and nothing else does
//   text     codes: a digit string with a leading zero, over 15 digits, or a column of only 8-,
//            12-, 13- or 14-digit strings (GTIN/EAN), whose digits are not quantities
//   number   plain, grouped (1,299.00 · 1.299,00 · 1 299 · 1'299) or with a currency or unit
//            ($1,299.00, 1.299,00 €, 12 kg, 3.5"); needs one unit (or none) on ≥ half the values;
//            number_unit when one unit is on more than half
//   date · email · image / url (≥ half image-like) · images (several URLs in a value)
//   richtext · tags (delimited short tokens in ≥ half the values and ≥ 2 of them; a lone value
//            needs ≥ 3 tokens) · enum (≥ 4 values, ≤ 10 distinct, distinct ≤ half) · text

type TypedColumn = { type: ColumnType; enum_values?: string[]; tags_values?: string[]; number_unit?: string };

// Placeholders spreadsheets use for "no value"; they count as empty for types and `required`.
const PLACEHOLDERS = new Set(["-", "–", "—", "n/a", "#n/a", "null", "undefined", "[]", "{}"]);

function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === "string") return v.trim() === "" || PLACEHOLDERS.has(v.trim().toLowerCase());
  if (Array.isArray(v)) return v.length === 0;
  return isObject(v) && Object.keys(v).length === 0;
}

/** Types a column from its non-empty values. */
function detectColumnType(raw: unknown[]): TypedColumn {
  if (raw.length === 0) return { type: "text" };
  const values = raw.map(embeddedJson);
  if (values.some(isObject)) return { type: "json" };
  if (values.some(Array.isArray)) return arrayColumn(values);
  const strings = values.map((v) => (typeof v === "string" ? v.trim() : String(v)));
  if (isBooleanColumn(strings)) return { type: "boolean" };
  if (isCodeColumn(strings)) return { type: "text" };
  return (
    numberColumn(strings) ??
    (strings.every(isDate) ? { type: "date" } : undefined) ??
    (strings.every(isEmail) ? { type: "email" } : undefined) ??
    urlColumn(strings) ??
    (strings.some((v) => HTML_TAG.test(v)) ? { type: "richtext" } : undefined) ??
    tagsColumn(strings) ??
    enumColumn(strings) ?? { type: "text" }
  );
}

/** A cell holding a JSON array or object (`["red","blue"]` in a CSV) is read as that value. */
function embeddedJson(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (!/^(?:\[[\s\S]*\]|\{[\s\S]*\})$/.test(t)) return v;
  const parsed = tryJson(t);
  return parsed && typeof parsed.value === "object" && parsed.value !== null ? parsed.value : v;
}

function arrayColumn(values: unknown[]): TypedColumn {
  if (!values.every(Array.isArray)) return { type: "json" };
  const items = (values as unknown[][]).flat();
  if (items.some((v) => typeof v === "object" && v !== null)) return { type: "json" };
  const tokens = items.filter((v) => v !== null && v !== undefined).map((v) => String(v).trim()).filter(Boolean);
  if (tokens.length === 0) return { type: "json" };
  if (tokens.every(isUrl)) return imageShare(tokens) >= 0.5 ? { type: "images" } : { type: "json" };
  return { type: "tags", tags_values: sortedDistinct(tokens) };
}

const BOOLEAN_WORDS = new Set(["true", "false", "yes", "no", "y", "n", "ja", "nein", "oui", "non", "wahr", "falsch", "vrai", "faux"]);

function isBooleanColumn(values: string[]): boolean {
  const lower = values.map((v) => v.toLowerCase());
  if (!lower.every((v) => BOOLEAN_WORDS.has(v) || v === "1" || v === "0")) return false;
  return lower.some((v) => BOOLEAN_WORDS.has(v)) || (lower.includes("1") && lower.includes("0"));
}

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

function isCodeColumn(values: string[]): boolean {
  const digits = values.filter((v) => /^\d+$/.test(v));
  if (digits.some((v) => (v.length > 1 && v[0] === "0") || v.length > 15)) return true;
  return digits.length === values.length && digits.every((v) => GTIN_LENGTHS.has(v.length));
}

const CURRENCY_CODES = "USD|EUR|GBP|CHF|JPY|CNY|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|INR|BRL|MXN";
const NUMBER_BODY = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:[ \u00a0\u202f']\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?|[.,]\d+`;
const UNIT = String.raw`%|‰|°[CF]?|"|''|'|″|′|\p{Sc}|\p{L}[\p{L}²³/.]{0,11}(?: \p{L}[\p{L}²³/.]{0,7})?`;
const NUMBER = new RegExp(String.raw`^[-+−]?(\p{Sc}|(?:${CURRENCY_CODES})(?= ))?\s?[-+−]?(${NUMBER_BODY})\s?(${UNIT})?$`, "u");

/** The unit ("" for none) of a number like `$1,299.00`, `1.299,00 €`, `12 kg`; undefined when not a number. */
function numberUnit(value: string): string | undefined {
  const m = NUMBER.exec(value);
  if (!m || (m[1] && m[3])) return undefined;
  if (/^(?:0\d+|\d{16,})$/.test(m[2])) return undefined; // `0042X`, `1234567890123456789X`: codes
  return m[1] ?? m[3] ?? "";
}

function numberColumn(values: string[]): TypedColumn | undefined {
  const counts = new Map<string, number>();
  for (const v of values) {
    const unit = numberUnit(v);
    if (unit === undefined) return undefined;
    counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  let modal = "";
  let most = 0;
  for (const [unit, n] of counts) if (n > most) (modal = unit), (most = n);
  // Units all over the place (`4711A`, `4712B`) are codes, not measurements.
  if (most * 2 < values.length) return undefined;
  return modal !== "" && most * 2 > values.length ? { type: "number", number_unit: modal } : { type: "number" };
}

const MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const WEEKDAY = "(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+)?";
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const YMD = /^(\d{4})([/.])(\d{1,2})\2(\d{1,2})$/;
const DMY = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const DMY_SHORT = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/; // two-digit years only with slashes: `1.5.24` is a version
const NAMED_MDY = new RegExp(`^${WEEKDAY}(${MONTHS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})$`, "i");
const NAMED_DMY = new RegExp(`^${WEEKDAY}(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(${MONTHS})\\.?,?\\s+(\\d{4})$`, "i");
const MONTH_INDEX = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function validDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isDate(v: string): boolean {
  let m: RegExpExecArray | null;
  if ((m = ISO_DATE.exec(v))) return validDate(+m[1], +m[2], +m[3]);
  if ((m = YMD.exec(v))) return validDate(+m[1], +m[3], +m[4]);
  // Day-first or month-first: either reading will do.
  if ((m = DMY.exec(v))) return validDate(+m[4], +m[3], +m[1]) || validDate(+m[4], +m[1], +m[3]);
  if ((m = DMY_SHORT.exec(v))) return validDate(2000 + +m[3], +m[2], +m[1]) || validDate(2000 + +m[3], +m[1], +m[2]);
  if ((m = NAMED_MDY.exec(v))) return validDate(+m[3], MONTH_INDEX.indexOf(m[1].slice(0, 3).toLowerCase()) + 1, +m[2]);
  if ((m = NAMED_DMY.exec(v))) return validDate(+m[3], MONTH_INDEX.indexOf(m[2].slice(0, 3).toLowerCase()) + 1, +m[1]);
  return false;
}

const isEmail = (v: string) => /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\].]+(?:\.[^\s@<>(),;:"[\].]+)*\.[a-z]{2,}$/i.test(v);

function parseUrl(v: string): URL | undefined {
  if (!/^https?:\/\/\S+$/i.test(v)) return undefined;
  try {
    const url = new URL(v);
    return url.hostname.includes(".") || url.hostname === "localhost" ? url : undefined;
  } catch {
    return undefined;
  }
}

const isUrl = (v: string) => parseUrl(v) !== undefined;
const IMAGE_EXT = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic|heif)$/i;
const IMAGE_SEGMENTS = new Set(["images", "image", "img", "imgs", "photos", "photo", "pictures", "picture", "thumbnails", "thumbs"]);
const IMAGE_HOSTS = new Set(["images", "image", "img", "imgs", "i", "photos", "media-amazon"]);

/** An image extension, an image folder (`/images/…`), an image host (`img.…`) or `?format=webp`. */
function isImageUrl(v: string): boolean {
  const url = parseUrl(v);
  if (!url) return false;
  const path = url.pathname.toLowerCase();
  if (IMAGE_EXT.test(path) || path.split("/").some((s) => IMAGE_SEGMENTS.has(s))) return true;
  if (IMAGE_HOSTS.has(url.hostname.split(".")[0].toLowerCase())) return true;
  const format = url.searchParams.get("format") ?? url.searchParams.get("fm");
  return format !== null && IMAGE_EXT.test(`.${format}`);
}

const imageShare = (urls: string[]) => urls.filter(isImageUrl).length / urls.length;

/** Several URLs in one value, split only where the next one starts (a comma inside a URL stays). */
function splitUrls(v: string): string[] | undefined {
  const parts = v.split(/[\s,;|]+(?=https?:\/\/)/i).map((p) => p.replace(/^[\s,;|]+|[\s,;|]+$/g, "")).filter(Boolean);
  return parts.length > 0 && parts.every(isUrl) ? parts : undefined;
}

function urlColumn(values: string[]): TypedColumn | undefined {
  if (values.every(isUrl)) return { type: imageShare(values) >= 0.5 ? "image" : "url" };
  const lists = values.map(splitUrls);
  if (!lists.every((l) => l !== undefined) || !lists.some((l) => l.length > 1)) return undefined;
  return imageShare(lists.flat()) >= 0.5 ? { type: "images" } : undefined;
}

const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

const isTagToken = (t: string) => t.length <= 40 && t.split(/\s+/).length <= 4 && !/[.!?](?:\s|$)/.test(t);

function tagsColumn(values: string[]): TypedColumn | undefined {
  if (values.some((v) => v.includes("\n"))) return undefined;
  let separator: string | undefined;
  let most = 0;
  for (const sep of ["|", ";", ","]) {
    const n = values.filter((v) => v.includes(sep)).length;
    if (n > most) (separator = sep), (most = n);
  }
  if (separator === undefined) return undefined;
  const lists = values.map((v) => v.split(separator).map((t) => t.trim()).filter(Boolean));
  const tokens = lists.flat();
  if (!tokens.every(isTagToken)) return undefined;
  const multi = lists.filter((l) => l.length > 1).length;
  const enough = values.length === 1 ? lists[0].length >= 3 : multi >= 2 && multi * 2 >= values.length;
  return enough ? { type: "tags", tags_values: sortedDistinct(tokens) } : undefined;
}

const ENUM_MIN_VALUES = 4;
const ENUM_MAX_DISTINCT = 10;

function enumColumn(values: string[]): TypedColumn | undefined {
  if (values.length < ENUM_MIN_VALUES || values.some((v) => v.length > 64 || v.includes("\n"))) return undefined;
  const distinct = sortedDistinct(values);
  if (distinct.length > ENUM_MAX_DISTINCT || distinct.length * 2 > values.length) return undefined;
  return { type: "enum", enum_values: distinct };
}

/** Case-insensitive order with a code-unit tie-break: the same on every machine (no locale). */
function sortedDistinct(values: string[]): string[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...new Set(values)].sort((a, b) => cmp(a.toLowerCase(), b.toLowerCase()) || cmp(a, b));
}
