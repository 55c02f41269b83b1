/**
 * Per-column type rules of schema inference (core/schemas/infer.ts): one type for a column from
 * all its non-empty values.
 *
 * Rules, in order; a rule needs ALL non-empty values of the column to fit (except richtext: one
 * value with HTML is enough, and image/images: at least half of the URLs must look like images):
 *   json     any object (or an array holding objects / mixed with plain values)
 *   images   arrays of URLs mostly images · tags: other arrays of plain values
 *   boolean  true/false, yes/no, y/n, ja/nein, oui/non, wahr/falsch, vrai/faux; 1/0 count only
 *            beside those words or when both 1 and 0 appear and nothing else does
 *   text     codes: a digit string with a leading zero, over 15 digits, or a column of only 8-,
 *            12-, 13- or 14-digit strings (GTIN/EAN), whose digits are not quantities
 *   number   plain, grouped (1,299.00 · 1.299,00 · 1 299 · 1'299) or with a currency or unit
 *            ($1,299.00, 1.299,00 €, 12 kg, 3.5"); needs one unit (or none) on ≥ half the values;
 *            number_unit when one unit is on more than half
 *   date · email · image / url (≥ half image-like) · images (several URLs in a value)
 *   richtext · tags (delimited short tokens in ≥ half the values and ≥ 2 of them; a lone value
 *            needs ≥ 3 tokens) · enum (≥ 4 values, ≤ 10 distinct, distinct ≤ half) · text
 */

/** The column types the local engine infers (a subset of ColumnType in spec 2.4). */
const COLUMN_TYPES = ["text", "number", "url", "email", "date", "boolean", "richtext", "enum", "tags", "image", "images", "json"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

// JSON value helpers, shared with the JSON sample parser in infer.ts.
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function tryJson(s: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(s) };
  } catch {
    return undefined;
  }
}

export type TypedColumn = { type: ColumnType; enum_values?: string[]; tags_values?: string[]; number_unit?: string };

// Placeholders spreadsheets use for "no value"; they count as empty for types and `required`.
const PLACEHOLDERS = new Set(["-", "–", "—", "n/a", "#n/a", "null", "undefined", "[]", "{}"]);

export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === "string") return v.trim() === "" || PLACEHOLDERS.has(v.trim().toLowerCase());
  if (Array.isArray(v)) return v.length === 0;
  return isObject(v) && Object.keys(v).length === 0;
}

/** Types a column from its non-empty values. */
export function detectColumnType(raw: unknown[]): TypedColumn {
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
  const tokens = items
    .filter((v) => v !== null && v !== undefined)
    .map((v) => String(v).trim())
    .filter(Boolean);
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

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
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
  const parts = v
    .split(/[\s,;|]+(?=https?:\/\/)/i)
    .map((p) => p.replace(/^[\s,;|]+|[\s,;|]+$/g, ""))
    .filter(Boolean);
  return parts.length > 0 && parts.every(isUrl) ? parts : undefined;
}

function urlColumn(values: string[]): TypedColumn | undefined {
  if (values.every(isUrl)) return { type: imageShare(values) >= 0.5 ? "image" : "url" };
  const lists = values.map(splitUrls);
  if (!lists.every((l) => l !== undefined) || !lists.some((l) => l.length > 1)) return undefined;
  return imageShare(lists.flat()) >= 0.5 ? { type: "images" } : undefined;
}

export const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;

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
  const lists = values.map((v) =>
    v
      .split(separator)
      .map((t) => t.trim())
      .filter(Boolean),
  );
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
