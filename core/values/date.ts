/**
 * Dates to `YYYY-MM-DD`, date-times to ISO 8601 UTC. Reads ISO, `2024/05/01`, `1.5.2024` and
 * `1. 5. 2024` (day first), `5/1/2024` or `1/5/2024` (whichever reading is possible; when both are,
 * `order`, else month first for `/` and day first for `-`), and month names in English, German,
 * French, Spanish and Czech (`5 May 2024`, `May 5th, 2024`, `5. Mai 2024`, `1er janvier 2024`,
 * `5 de mayo de 2024`, `1. ledna 2024`). A time without a zone is taken as UTC.
 */
import { fold, quote } from "./strings.js";

export type DateOrder = "dmy" | "mdy";
export type DateResult = { ok: true; value: string } | { ok: false; reason: string };

const MONTH_WORDS: [number, string][] = [
  [1, "january jan januar janner jaenner janvier janv enero ene leden ledna"],
  [2, "february feb februar feber fevrier fevr fev febrero unor unora"],
  [3, "march mar marz maerz mrz mars marzo brezen brezna"],
  [4, "april apr avril avr abril abr duben dubna"],
  [5, "may mai mayo kveten kvetna"],
  [6, "june jun juni juin junio cerven cervna"],
  [7, "july jul juli juillet juil julio cervenec cervence"],
  [8, "august aug aout agosto ago srpen srpna"],
  [9, "september sep sept septembre septiembre setiembre set zari"],
  [10, "october oct oktober okt octobre octubre rijen rijna"],
  [11, "november nov novembre noviembre listopad listopadu"],
  [12, "december dec dezember dez decembre diciembre dic prosinec prosince"],
];
const MONTHS = new Map<string, number>(MONTH_WORDS.flatMap(([n, words]) => words.split(" ").map((w) => [w, n] as [string, number])));
/** Whether a word (folded: lower case, no accents) names a month in one of the languages above. */
export const isMonthName = (word: string) => MONTHS.has(word);

// Weekdays and little words that may surround a named date.
const FILLER = new Set(
  (
    "de del of the le der den am el on at um a " +
    "monday mon tuesday tue tues wednesday wed thursday thu thur thurs friday fri saturday sat sunday sun " +
    "montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag mo di mi do fr sa so " +
    "lundi mardi mercredi jeudi vendredi samedi dimanche lunes martes miercoles jueves viernes sabado domingo " +
    "pondeli utery streda ctvrtek patek sobota nedele"
  ).split(" "),
);

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function validDate(y: number, m: number, d: number): boolean {
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

type Time = { h: number; min: number; s: number; ms: number };

function build(raw: string, y: number, m: number, d: number, time?: Time): DateResult {
  if (!validDate(y, m, d)) return { ok: false, reason: `${quote(raw)} is not a valid date` };
  if (!time) return { ok: true, value: `${pad(y, 4)}-${pad(m)}-${pad(d)}` };
  if (time.h > 23 || time.min > 59 || time.s > 59) return { ok: false, reason: `${quote(raw)} has an invalid time` };
  const at = new Date(Date.UTC(y, m - 1, d, time.h, time.min, time.s, time.ms));
  at.setUTCFullYear(y);
  return { ok: true, value: at.toISOString() };
}

const fullYear = (y: string) => (y.length === 2 ? (Number(y) < 70 ? 2000 : 1900) + Number(y) : Number(y));

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const YMD = /^(\d{4})([/.])(\d{1,2})\2(\d{1,2})\.?$/;
const DOTTED = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4}|\d{2})$/;
const SLASHED = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})$/;
const TIME = /(?:^|\s|,\s*|T)(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*(?:uhr|h)?$/i;

/** Parses a date or date-time; `order` settles `01/02/2024` (see `dateOrder`). */
export function parseDate(raw: string, options: { order?: DateOrder | null } = {}): DateResult {
  const s = raw.trim();
  if (s.length > 100) return { ok: false, reason: `${quote(s)} is not a date` };
  let m = ISO.exec(s);
  if (m) {
    if (m[4] === undefined) return build(s, +m[1], +m[2], +m[3]);
    const time = { h: +m[4], min: +m[5], s: +(m[6] ?? 0), ms: Math.round(Number(`0.${m[7] ?? 0}`) * 1000) };
    const local = build(s, +m[1], +m[2], +m[3], time);
    if (!local.ok || !m[8] || m[8].toUpperCase() === "Z") return local;
    const offset = /^([+-])(\d{2}):?(\d{2})?$/.exec(m[8]);
    const minutes = offset ? (offset[1] === "-" ? -1 : 1) * (+offset[2] * 60 + +(offset[3] ?? 0)) : 0;
    return { ok: true, value: new Date(Date.parse(local.value) - minutes * 60_000).toISOString() };
  }
  // A trailing time on the other forms: `01.05.2024 14:30`, `May 5, 2024 2:30 pm`.
  let time: Time | undefined;
  let rest = s;
  const t = TIME.exec(s);
  if (t && t.index > 0) {
    let h = +t[1];
    const meridiem = t[4]?.toLowerCase().replace(/\./g, "");
    if (meridiem && (h < 1 || h > 12)) return { ok: false, reason: `${quote(raw)} has an invalid time` };
    if (meridiem === "pm" && h < 12) h += 12;
    if (meridiem === "am" && h === 12) h = 0;
    time = { h, min: +t[2], s: +(t[3] ?? 0), ms: 0 };
    rest = s.slice(0, t.index).replace(/[\s,]+$/, "");
  }
  if ((m = YMD.exec(rest))) return build(s, +m[1], +m[3], +m[4], time);
  if ((m = DOTTED.exec(rest))) return build(s, fullYear(m[3]), +m[2], +m[1], time);
  if ((m = SLASHED.exec(rest))) {
    const a = +m[1];
    const b = +m[3];
    const order: DateOrder = a > 12 ? "dmy" : b > 12 ? "mdy" : (options.order ?? (m[2] === "/" ? "mdy" : "dmy"));
    return order === "dmy" ? build(s, fullYear(m[4]), b, a, time) : build(s, fullYear(m[4]), a, b, time);
  }
  return namedDate(s, rest, time);
}

function namedDate(raw: string, text: string, time: Time | undefined): DateResult {
  const fail: DateResult = { ok: false, reason: `${quote(raw)} is not a date` };
  let month: number | undefined;
  let year: number | undefined;
  const days: number[] = [];
  for (const token of fold(text)
    .split(/[\s,./-]+/)
    .filter(Boolean)) {
    const asMonth = MONTHS.get(token);
    if (asMonth !== undefined && month === undefined) month = asMonth;
    else if (/^\d{4}$/.test(token) && year === undefined) year = +token;
    else if (/^\d{1,2}(?:st|nd|rd|th|er|e|o|º|ª)?$/.test(token)) days.push(parseInt(token, 10));
    else if (!FILLER.has(token)) return fail;
  }
  if (month === undefined || year === undefined || days.length !== 1) return fail;
  return build(raw, year, month, days[0], time);
}

/**
 * The order a column's numeric dates use, from the values that can only be read one way
 * (`25/12/2024` is day first); undefined when none tells or they disagree.
 */
export function dateOrder(values: string[]): DateOrder | undefined {
  const seen = new Set<DateOrder>();
  for (const v of values) {
    const m = typeof v === "string" ? SLASHED.exec(v.trim().split(/\s+/)[0]) : null;
    if (!m) continue;
    if (+m[1] > 12 && +m[3] <= 12) seen.add("dmy");
    if (+m[3] > 12 && +m[1] <= 12) seen.add("mdy");
  }
  return seen.size === 1 ? [...seen][0] : undefined;
}
