/**
 * Prices as found on product pages: `1.299,00 €`, `$1,299.00`, `CHF 1'049,95`, `50,- Kč`,
 * `Běžná cena 9 800 Kč`, `From 26 to 50 €`, `Free!`. The first price in the text wins; a number
 * beside a currency beats a bare number before it (`3 Ausgaben für nur 14,85 EUR`), except the low
 * end of a range. Measured on test/fixtures/price-strings (test/extract-values.test.ts).
 */
import {
  THREE_DECIMAL_CURRENCIES,
  currencyCode,
  findCurrencies,
  moneyHere,
  pickCurrency,
  type CurrencyContext,
  type CurrencyMatch,
} from "./currencies.js";
import { readNumber, scanNumbers, type NumberToken } from "./number.js";

export type ParsedPrice = {
  amount: number | null;
  /** The digits as written (`1.299,00`), null when there is no amount. */
  amountText: string | null;
  /** The currency as written (`€`, `Kč`, `US$`); `currencyCode` names its ISO code. */
  currency: string | null;
};

export type PriceOptions = {
  /** The decimal separator when the page or column says which it is. */
  decimalSeparator?: "." | "," | null;
};

const MAX_TEXT = 2000;

/**
 * Arabic-Indic and Persian digits (`١٢٩٩ ر.س`, `۱۲۹۹ تومان`) and the Arabic decimal and group
 * marks as ASCII; one character for one, so positions in the text stay the same.
 */
const latinDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return ".";
    if (code === 0x066c) return ",";
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

type Candidate = { start: number; end: number; value: number; text: string; glued: boolean };

/**
 * Reads a price from text. `currencyHint` is a currency or page text near the price (a separate
 * `€`, `Pris NOK`); it is used only when the text itself names no currency. Never throws.
 */
export function parsePrice(text: string, currencyHint?: string | null, options: PriceOptions = {}): ParsedPrice {
  // A price sits near the start of what it is read from; the cap keeps a whole page from costing
  // seconds in the currency scan.
  const source = typeof text === "string" ? latinDigits(text.slice(0, MAX_TEXT)) : "";
  const hint = typeof currencyHint === "string" ? currencyHint.slice(0, MAX_TEXT) : "";
  const found = findCurrencies(source);
  const currency = pickCurrency(found) ?? pickCurrency(findCurrencies(hint, false));
  const threeDecimals = currency?.code ? THREE_DECIMAL_CURRENCIES.has(currency.code) : false;
  const candidates = amountCandidates(source, found, { decimal: options.decimalSeparator ?? null, threeDecimals });
  const chosen = chooseAmount(source, candidates, found);
  if (chosen) return { amount: chosen.value, amountText: chosen.text, currency: currency?.text ?? null };
  if (candidates.length === 0 && FREE.test(source)) return { amount: 0, amountText: "0", currency: currency?.text ?? null };
  return { amount: null, amountText: null, currency: currency?.text ?? null };
}

const FREE =
  /(?<!\p{L})(?:free|gratis|kostenlos|zdarma|gratuit|grátis|gratuito|бесплатно|za darmo)(?!\p{L})(?!\s+(?:shipping|delivery|returns|versand|lieferung|doprava|dopravu|livraison|envío|envio))/iu;
// A percentage, or a discount rate as Chinese shops write one ("79折": 79% of the price, "3割引").
const PERCENT = /^\s?(%|折|割引)/;
const LETTER = /\p{L}/u;
// A letter glued to a number makes it part of a word ("B09R7", "MK9"), but Japanese sets the words
// for with or without tax right before an amount ("3,000円(税込3,300円)").
const TAX_WORD = /(税込|税込み|税抜|税別)$/;

function amountCandidates(text: string, found: CurrencyMatch[], read: { decimal: "." | "," | null; threeDecimals: boolean }): Candidate[] {
  const tokens = scanNumbers(text);
  const out: Candidate[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (PERCENT.test(text.slice(t.end, t.end + 3))) continue;
    const number = readNumber(t, read);
    if (!number) continue;
    const glued =
      t.start > 0 &&
      LETTER.test(text[t.start - 1]) &&
      !TAX_WORD.test(text.slice(Math.max(0, t.start - 3), t.start)) &&
      !found.some((c) => c.end === t.start);
    const candidate: Candidate = { start: t.start, end: t.end, value: number.value, text: t.text.replace(/^[.,]+(?=[.,])/, ""), glued };
    const cents = euroCents(text, t, number.normalized, found);
    if (cents) {
      candidate.value = cents.value;
      candidate.text = text.slice(t.start, cents.end).replace(/\s+/g, "");
      candidate.end = cents.end;
      while (tokens[k + 1] && tokens[k + 1].start < cents.end) k++;
    }
    out.push(candidate);
  }
  return out;
}

/** `35€ 99` and `1250€60`: French shops put the euro sign where the decimal comma goes. */
function euroCents(text: string, t: NumberToken, normalized: string, found: CurrencyMatch[]): { value: number; end: number } | undefined {
  if (normalized.includes(".")) return undefined;
  const m = /^€ ?(\d{2})(?![\d]|[.,]\d)/.exec(text.slice(t.end, t.end + 6));
  if (!m) return undefined;
  const end = t.end + m[0].length;
  // `10€ 20 €` is two prices, not 10.20.
  const next = found.find((c) => c.start >= end);
  if (next && text.slice(end, next.start).trim() === "") return undefined;
  return { value: Number(`${normalized}.${m[1]}`), end };
}

const RANGE_WORD = /^\s*(?:-|–|—|to|bis|à|a|až|do|hasta|au|tot)\s*$/i;

function chooseAmount(text: string, candidates: Candidate[], found: CurrencyMatch[]): Candidate | undefined {
  const usable = candidates.some((c) => !c.glued) ? candidates.filter((c) => !c.glued) : candidates;
  const first = usable[0];
  if (!first || found.length === 0) return first;
  const beside = (c: Candidate) => found.some((f) => nextTo(text, c, f));
  if (beside(first)) return first;
  const near = usable.find(beside);
  if (!near) return first;
  // `From 26 to 50 €`: the low end of a range whose currency comes after the high end.
  return RANGE_WORD.test(text.slice(first.end, near.start)) ? first : near;
}

function nextTo(text: string, c: Candidate, f: CurrencyMatch): boolean {
  if (f.end <= c.start) return c.start - f.end <= 3 && /^[\s\u00a0\u202f:]*$/.test(text.slice(f.end, c.start));
  if (f.start >= c.end) return f.start - c.end <= 4 && /^(?:[.,] ?[-–—])?[\s\u00a0\u202f]*$/.test(text.slice(c.end, f.start));
  // Inside the amount: the euro sign written as its decimal mark (`29€99`).
  return f.start >= c.start && f.end <= c.end;
}

/** A price read off a page: the amount and its currency as an ISO code. */
export type PagePrice = {
  amount: number;
  currency?: string;
  /** Where the price (number and any currency beside it) starts and ends in the text read. */
  start: number;
  end: number;
};

export type PagePriceOptions = {
  /** The page's locale/country, which decides shared symbols ($, kr, ¥). */
  context?: CurrencyContext | string | null;
  /** A currency stated elsewhere (a meta tag, a separate element); used when the text names none. */
  currencyHint?: string | null;
};

/** `parsePrice` for pages: the currency as an ISO code, resolved by the page's context; undefined without an amount. */
export function readPrice(text: string, options: PagePriceOptions = {}): { amount: number; currency?: string } | undefined {
  const p = parsePrice(text, options.currencyHint);
  if (p.amount === null) return undefined;
  return { amount: p.amount, currency: currencyCode(p.currency, options.context) ?? undefined };
}

/** A structured price (JSON-LD `1299.00`, `"1.299,00"`, 1299) as a non-negative number. */
export function priceNumber(raw: unknown, currencyHint?: string | null): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  return parsePrice(raw, currencyHint).amount ?? undefined;
}

/**
 * Every amount in a text with the currency written beside it, if any (ISO code, by context). For
 * telling an element holding one price from a container holding two (old and new).
 */
export function findPrices(text: string, options: PagePriceOptions = {}): PagePrice[] {
  const source = typeof text === "string" ? latinDigits(text.slice(0, MAX_TEXT)) : "";
  const found = findCurrencies(source).filter((f) => moneyHere(source, f, options.context));
  const currency = pickCurrency(found) ?? pickCurrency(findCurrencies(options.currencyHint ?? "", false));
  const threeDecimals = currency?.code ? THREE_DECIMAL_CURRENCIES.has(currency.code) : false;
  const all = amountCandidates(source, found, { decimal: null, threeDecimals });
  const out: PagePrice[] = [];
  for (const c of all.some((x) => !x.glued) ? all.filter((x) => !x.glued) : all) {
    // `$ SGD4.90`: the specific token beside a number beats the shared one.
    const beside = found.filter((f) => nextTo(source, c, f));
    const cur = beside.find((f) => !f.ambiguous) ?? beside[0];
    const code = cur ? (currencyCode(cur.text, options.context) ?? undefined) : undefined;
    out.push({ amount: c.value, currency: code, start: Math.min(c.start, cur?.start ?? c.start), end: Math.max(c.end, cur?.end ?? c.end) });
  }
  return out;
}
