/**
 * One raw value (a CSV cell, a JSON-LD property, a string from a page) made into the value a
 * column of a given type stores, or a reason why it cannot be. Empty-like input (`""`, `n/a`,
 * `-`, null, `[]`) is null for every type. Pure and total: never throws, whatever the input.
 */
import { numberProblem, storableCopy, storableProblems } from "../storable.js";
import { isEmptyValue, isObject, tryJson } from "./detect.js";
import { choices, listChoices } from "./choices.js";
import { parseDate, type DateOrder } from "./date.js";
import { parseNumber } from "./measure.js";
import { sanitizeHtml } from "./richtext.js";
import { fold, quote, safeJson, scalarString, tidyText } from "./strings.js";
import { parseEmail, parseUrl, urlField } from "./web.js";

export type CoercibleColumn = {
  key: string;
  type: string;
  enum_values?: string[] | null;
  tags_values?: string[] | null;
  /** Values outside enum_values / tags_values are kept when true; defaults to true, as on attributes. */
  allow_custom_values?: boolean;
  number_config?: { unit?: string; format_style?: string } | null;
};

export type CoerceContext = {
  /** The page or file URL values came from; relative URLs resolve against it. */
  baseUrl?: string;
  /** How this column writes `01/02/2024` (see `dateOrder` in date.ts). */
  dateOrder?: DateOrder;
  /** This column's decimal mark when its samples tell (see `decimalMark` in number.ts); the column's `format_style` wins. */
  decimal?: "." | ",";
};

export type Coerced = { ok: true; value: unknown } | { ok: false; reason: string };

const ok = (value: unknown): Coerced => ({ ok: true, value });
const fail = (reason: string): Coerced => ({ ok: false, reason });

type Coercer = (raw: unknown, column: CoercibleColumn, ctx: CoerceContext) => Coerced;

export function coerceValue(raw: unknown, column: CoercibleColumn, ctx: CoerceContext = {}): Coerced {
  try {
    // A Date has no own keys, which isEmptyValue reads as `{}`.
    if (!(raw instanceof Date) && isEmptyValue(raw)) return ok(null);
    const coerce = typeof column?.type === "string" && Object.hasOwn(COERCERS, column.type) ? COERCERS[column.type] : undefined;
    if (!coerce) return fail(`unknown column type ${quote(String(column?.type))}`);
    const result = coerce(raw, column, ctx ?? {});
    return result.ok && isEmptyValue(result.value) ? ok(null) : storable(result, raw);
  } catch {
    // Only exotic input gets here (a Proxy, a getter that throws): the contract is a reason, not a throw.
    return fail("the value could not be read");
  }
}

/**
 * The coerced value as storage can hold it (core/storable.ts): a number out of range is a value
 * the column cannot hold; text with a lone surrogate gets U+FFFD; a JSON value breaking the rule
 * is kept as its source text when it came as text (which round-trips), else repaired.
 */
function storable(result: Coerced, raw: unknown): Coerced {
  if (!result.ok) return result;
  const v = result.value;
  if (typeof v === "number") {
    const problem = numberProblem(v);
    return problem ? fail(`${v} ${problem}`) : result;
  }
  if (v === null || (typeof v !== "object" && typeof v !== "string") || !storableProblems(v).length) return result;
  if (typeof v === "object" && typeof raw === "string") return ok(raw.trim().toWellFormed());
  return ok(storableCopy(v));
}

/** A one-element array stands for its element (`["red"]` into an enum). */
const single = (raw: unknown) => (Array.isArray(raw) && raw.length === 1 ? raw[0] : raw);

function text(raw: unknown): Coerced {
  const v = single(raw);
  const s = scalarString(v);
  if (s !== undefined) return ok(tidyText(s));
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? fail("invalid date") : ok(v.toISOString());
  if (Array.isArray(v) && v.every((x) => scalarString(x) !== undefined || x === null)) {
    return ok(
      v
        .filter((x) => x !== null)
        .map((x) => tidyText(scalarString(x)!))
        .filter(Boolean)
        .join(", "),
    );
  }
  const json = safeJson(v);
  return json === undefined ? fail("expected text") : ok(json);
}

const DECIMAL_BY_STYLE: Record<string, "." | ","> = {
  dot_plain: ".",
  dot_with_comma_grouping: ".",
  dot_with_space_grouping: ".",
  comma_plain: ",",
  comma_with_dot_grouping: ",",
  comma_with_space_grouping: ",",
};

function number(raw: unknown, column: CoercibleColumn, ctx: CoerceContext): Coerced {
  let v = single(raw);
  // schema.org QuantitativeValue: `{ value: 12, unitText: "kg" }`.
  if (isObject(v) && "value" in v) v = [scalarString(v.value), scalarString(v.unitText ?? v.unitCode) ?? ""].join(" ").trim();
  if (typeof v === "number") return Number.isFinite(v) ? ok(v) : fail(`${v} is not a finite number`);
  if (typeof v === "bigint") return Number.isSafeInteger(Number(v)) ? ok(Number(v)) : fail("the number is too large");
  if (typeof v === "boolean") return fail("expected a number, got a boolean");
  if (typeof v !== "string") return fail("expected a number");
  const config = column.number_config ?? undefined;
  const decimal = (config?.format_style ? DECIMAL_BY_STYLE[config.format_style] : undefined) ?? ctx.decimal ?? null;
  const result = parseNumber(v, { unit: config?.unit ?? null, decimal });
  return result.ok ? ok(result.value) : fail(result.reason);
}

const TRUE_WORDS = new Set([
  "true",
  "t",
  "yes",
  "y",
  "1",
  "on",
  "ja",
  "j",
  "oui",
  "si",
  "ano",
  "wahr",
  "vrai",
  "verdadero",
  "vero",
  "sim",
  "tak",
  "da",
  "да",
  "x",
  "✓",
  "✔",
  "☑",
  "checked",
  "enabled",
]);
const FALSE_WORDS = new Set([
  "false",
  "f",
  "no",
  "n",
  "0",
  "off",
  "nein",
  "non",
  "ne",
  "falsch",
  "faux",
  "falso",
  "nao",
  "nie",
  "nej",
  "nee",
  "нет",
  "✗",
  "✘",
  "☐",
  "unchecked",
  "disabled",
]);

function boolean(raw: unknown): Coerced {
  const v = single(raw);
  if (typeof v === "boolean") return ok(v);
  if (typeof v === "number") return v === 1 ? ok(true) : v === 0 ? ok(false) : fail(`${v} is not a boolean (use 1 or 0)`);
  const s = scalarString(v);
  if (s === undefined) return fail("expected a boolean");
  const word = fold(s).replace(/[.!]$/, "");
  if (TRUE_WORDS.has(word)) return ok(true);
  if (FALSE_WORDS.has(word)) return ok(false);
  return fail(`${quote(s.trim())} is not a boolean (expected true/false, yes/no, 1/0)`);
}

function date(raw: unknown, _column: CoercibleColumn, ctx: CoerceContext): Coerced {
  const v = single(raw);
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return fail("invalid date");
    const iso = v.toISOString();
    return ok(iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso);
  }
  // Unix time in seconds or milliseconds (2001 onwards); smaller numbers are not dates.
  if (typeof v === "number") {
    const ms = v >= 1e9 && v < 1e11 ? v * 1000 : v >= 1e12 && v < 1e14 ? v : undefined;
    return ms === undefined ? fail(`${v} is not a date`) : ok(new Date(ms).toISOString());
  }
  const s = scalarString(v);
  if (s === undefined) return fail("expected a date");
  const result = parseDate(s, { order: ctx.dateOrder ?? null });
  return result.ok ? ok(result.value) : fail(result.reason);
}

const STARTS_URL = /^(?:https?:)?\/\//i;

/**
 * Several URLs in one string: split at line breaks, `|`, `;`, `, `, or where the next URL starts
 * (a comma inside a URL, `w_100,h_200`, stays; so does a space inside a path). Plain splits and a
 * word-by-word merge rather than one regex, which backtracks badly on long runs of spaces.
 */
function splitUrls(s: string): string[] {
  const out: string[] = [];
  for (const part of s.split(/[\n|;]|,(?=\s|(?:https?:)?\/\/)/i)) {
    let current = "";
    for (const word of part.split(/\s+/)) {
      if (!word) continue;
      if (current && STARTS_URL.test(word)) {
        out.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    if (current) out.push(current);
  }
  return out;
}

function urlList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw.filter((x) => !isEmptyValue(x));
  const s = scalarString(raw);
  if (s === undefined) return [raw];
  const t = s.trim();
  if (t.startsWith("[")) {
    const parsed = tryJson(t)?.value;
    if (Array.isArray(parsed)) return parsed.filter((x) => !isEmptyValue(x));
  }
  return splitUrls(t);
}

function url(raw: unknown, _column: CoercibleColumn, ctx: CoerceContext): Coerced {
  const v = single(raw);
  if (Array.isArray(v)) return fail("expected one URL, got a list");
  const result = parseUrl(v, ctx.baseUrl);
  return result.ok ? ok(result.value) : fail(result.reason);
}

/** image, file: one URL; given a list, the first one. */
function firstUrl(raw: unknown, _column: CoercibleColumn, ctx: CoerceContext): Coerced {
  const first = urlList(urlField(raw))[0];
  if (first === undefined) return ok(null);
  const result = parseUrl(first, ctx.baseUrl);
  return result.ok ? ok(result.value) : fail(result.reason);
}

/** images, files: every URL, resolved and de-duplicated; one bad entry fails the value. */
function urls(raw: unknown, _column: CoercibleColumn, ctx: CoerceContext): Coerced {
  const out: string[] = [];
  for (const item of urlList(urlField(raw))) {
    const result = parseUrl(item, ctx.baseUrl);
    if (!result.ok) return fail(result.reason);
    if (!out.includes(result.value)) out.push(result.value);
  }
  return ok(out.length ? out : null);
}

function email(raw: unknown): Coerced {
  const result = parseEmail(single(raw));
  return result.ok ? ok(result.value) : fail(result.reason);
}

const allowsCustom = (column: CoercibleColumn) => column.allow_custom_values !== false;

function enumValue(raw: unknown, column: CoercibleColumn): Coerced {
  const v = single(raw);
  const s = scalarString(v);
  if (s === undefined) return fail(Array.isArray(v) ? "expected one value, got a list" : "expected a text value");
  const value = tidyText(s).replace(/\n+/g, " ");
  const known = choices(column.enum_values);
  if (!known) return ok(value);
  const match = known.match(value);
  if (match !== undefined) return ok(match);
  return allowsCustom(column) ? ok(value) : fail(`${quote(value)} is not one of: ${listChoices(known.list)}`);
}

function tagItems(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  const s = scalarString(raw);
  if (s === undefined) return [raw];
  const t = s.trim();
  if (t.startsWith("[")) {
    const parsed = tryJson(t)?.value;
    if (Array.isArray(parsed)) return parsed;
  }
  return t.split(/[,;|\n]/);
}

function tags(raw: unknown, column: CoercibleColumn): Coerced {
  const known = choices(column.tags_values);
  const out: string[] = [];
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const item of tagItems(raw)) {
    if (isEmptyValue(item)) continue;
    const s = scalarString(item);
    if (s === undefined) return fail("tags must be text values");
    const tag = tidyText(s).replace(/\n+/g, " ");
    if (!tag) continue;
    const matched = known?.match(tag);
    if (known && matched === undefined) unknown.push(tag);
    const value = matched ?? tag;
    if (!seen.has(fold(value))) {
      seen.add(fold(value));
      out.push(value);
    }
  }
  if (known && unknown.length && !allowsCustom(column)) {
    const names = unknown.map((u) => quote(u)).join(", ");
    return fail(`${names} ${unknown.length === 1 ? "is not an allowed tag" : "are not allowed tags"}; allowed: ${listChoices(known.list)}`);
  }
  return ok(out.length ? out : null);
}

function richtext(raw: unknown): Coerced {
  const v = single(raw);
  const s = scalarString(v);
  if (s !== undefined) return ok(sanitizeHtml(s.trim()));
  if (Array.isArray(v) && v.every((x) => typeof x === "string")) return ok(sanitizeHtml(v.join("\n").trim()));
  return fail("expected text or HTML");
}

function json(raw: unknown): Coerced {
  if (typeof raw === "string") {
    const t = raw.trim();
    const parsed = /^(?:[[{"]|-?\d|true$|false$|null$)/.test(t) ? tryJson(t) : undefined;
    return ok(parsed ? parsed.value : raw);
  }
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? fail("invalid date") : ok(raw.toISOString());
  // Through JSON and back: drops functions and undefined, refuses cycles and BigInt.
  const text = safeJson(raw);
  return text === undefined ? fail("the value cannot be represented as JSON") : ok(JSON.parse(text));
}

function relationId(v: unknown): string | undefined {
  if (isObject(v)) for (const k of ["id", "key", "@id"]) if (scalarString(v[k]) !== undefined) return scalarString(v[k])!.trim();
  return scalarString(v)?.trim();
}

function relation(raw: unknown): Coerced {
  let v = raw;
  if (typeof v === "string" && v.trim().startsWith("[")) v = tryJson(v.trim())?.value ?? v;
  if (!Array.isArray(v)) {
    const id = relationId(v);
    return id === undefined ? fail("expected an id or a list of ids") : ok(id);
  }
  const ids: string[] = [];
  for (const item of v) {
    if (isEmptyValue(item)) continue;
    const id = relationId(item);
    if (id === undefined) return fail("expected an id or a list of ids");
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ok(ids.length ? ids : null);
}

/** format, runnable: stored as the string given (computed elsewhere). */
function asString(raw: unknown): Coerced {
  const s = scalarString(raw);
  if (s !== undefined) return ok(s.trim());
  const json = safeJson(raw);
  return json === undefined ? fail("expected a string") : ok(json);
}

const COERCERS: Record<string, Coercer> = {
  text,
  number,
  boolean,
  date,
  url,
  email,
  richtext,
  json,
  relation,
  tags,
  enum: enumValue,
  image: firstUrl,
  file: firstUrl,
  images: urls,
  files: urls,
  format: asString,
  runnable: asString,
};
