/**
 * Price strings as shops print them: "1.299,00 €", "$1,299.00", "1 299 Kč", "CHF 1'049.95",
 * "¥3,500", "12.-". The decimal separator is decided per string (the last of two different
 * separators; a lone one followed by three digits groups thousands) because one page can mix
 * locales (a Czech shop showing EUR).
 */
import { DEFAULT_CONTEXT, findCurrencies, THREE_DECIMALS, type CurrencyContext } from "./currency.js";
import { normSpace } from "./dom.js";

export interface ParsedPrice {
  amount: number;
  currency?: string;
  /** The substring holding the number and its currency, for citations. */
  raw: string;
}

export interface PriceOptions {
  ctx?: CurrencyContext;
  /** A currency stated beside the price (another element, a meta tag). */
  currencyHint?: string;
}

interface NumberHit {
  text: string;
  index: number;
  end: number;
}

// Indian lakh grouping first, then 3-digit groups, then plain numbers with optional decimals.
// A trailing ",-" / ".–" means "no cents" in Central European and Swiss shops.
const NUMBER_RE =
  /(?<![\d])(?:(?<![.,])[.,]\d{1,2}(?![\d.,])|\d{1,3}(?:,\d{2})+,\d{3}(?:\.\d+)?(?!\d)|\d{1,3}(?:([  .,'’])\d{3})(?:\1\d{3})*(?:[.,]\d+)?(?![\d])|\d+(?:[.,]\d+)?)(?:[.,] ?[-–—]{1,2})?/g;

const FREE_RE = /^\W*(free|gratis|zdarma|kostenlos|gratuit|gratuito|darmowy|bezpłatnie|無料|бесплатно)\W*$/i;

/** "1.299,00" → 1299, "1,299.00" → 1299, "0.299" → 0.299; currency breaks the 3-digit tie. */
export function numberValue(token: string, currency?: string): number | undefined {
  const t = token.replace(/[.,] ?[-–—]+$/, "").replace(/[  ]/g, " ");
  const seps = [...t.matchAll(/[ .,'’]/g)];
  if (!seps.length) return finite(Number(t));
  if (/^[.,]\d+$/.test(t)) return finite(Number(`0.${t.slice(1)}`));
  const last = seps[seps.length - 1];
  const kinds = new Set(seps.map((m) => m[0]));
  const digitsAfter = t.length - last.index - 1;
  const intPart = t.slice(0, last.index).replace(/[ .,'’]/g, "");
  let decimal: string | undefined;
  if (kinds.size > 1) decimal = /[ '’]/.test(last[0]) ? undefined : last[0];
  else if (seps.length > 1 || /[ '’]/.test(last[0])) decimal = undefined;
  else if (digitsAfter !== 3) decimal = last[0];
  else if (intPart === "0" || intPart.length > 3 || (currency && THREE_DECIMALS.has(currency))) decimal = last[0];
  else decimal = undefined;
  if (decimal === undefined) return finite(Number(t.replace(/[ .,'’]/g, "")));
  const frac = t.slice(last.index + 1);
  return finite(Number(`${intPart}.${frac}`));
}

const finite = (n: number) => (Number.isFinite(n) ? n : undefined);

/** Dates look like grouped numbers ("15.08.2017"); blank them out, keeping offsets. */
const DATE_RE = /\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b/g;

function numbers(input: string): NumberHit[] {
  const out: NumberHit[] = [];
  const text = input.replace(DATE_RE, (d) => " ".repeat(d.length));
  for (const m of text.matchAll(NUMBER_RE)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 2);
    // Percentages and multipliers ("-20 %", "3x") are not prices.
    if (/^\s?%/.test(after) || /^[x×]\b/i.test(after)) continue;
    out.push({ text: m[0].trim(), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Gap between a number and a currency mention, or Infinity if words sit between them. */
function gap(text: string, n: NumberHit, c: { index: number; text: string }): number {
  const between = c.index >= n.end ? text.slice(n.end, c.index) : text.slice(c.index + c.text.length, n.index);
  if (c.index < n.end && c.index + c.text.length > n.index) return Infinity;
  return /^[\s:.=]*$/.test(between) && between.length <= 3 ? between.length : Infinity;
}

/** Every price in a text, with the currency written next to it. */
export function findPrices(input: string, opts: PriceOptions = {}): ParsedPrice[] {
  const ctx = opts.ctx ?? DEFAULT_CONTEXT;
  // "1.837, 32 €" and "$119. 95": a stray space after the decimal separator. "34€99" (French
  // discounters) writes the euro sign where the decimal comma goes.
  const text = normSpace(input.normalize("NFKC"))
    .replace(/(\d[.,]) (\d{2})(?![\d])/g, "$1$2")
    .replace(/(\d) ?€ ?(\d{2})(?![\d.,]|\s?%)/g, "$1,$2 €");
  const curs = findCurrencies(text, ctx);
  const out: ParsedPrice[] = [];
  for (const n of numbers(text)) {
    let best: { code: string; index: number; text: string } | undefined;
    let bestGap = Infinity;
    for (const c of curs) {
      const g = gap(text, n, c);
      // Prefer an ISO code over a symbol at the same distance ("$ SGD4.90").
      const score = g - (c.text.length === 3 && /^[A-Z]+$/.test(c.text) ? 0.5 : 0);
      if (score < bestGap && (!c.weak || g <= 1)) {
        best = c;
        bestGap = score;
      }
    }
    const currency = best?.code;
    const amount = numberValue(n.text, currency ?? opts.currencyHint);
    if (amount === undefined) continue;
    const start = best ? Math.min(best.index, n.index) : n.index;
    const end = best ? Math.max(best.index + best.text.length, n.end) : n.end;
    out.push({ amount, currency, raw: text.slice(start, end).trim() });
  }
  return out;
}

/**
 * The price a short text states: the first number written beside a currency, else the first
 * number (currency from the text, else the hint). "Free" is 0.
 */
export function parsePrice(input: string, opts: PriceOptions = {}): ParsedPrice | undefined {
  if (typeof input !== "string") return undefined;
  const text = normSpace(input.normalize("NFKC"));
  if (!text) return undefined;
  if (FREE_RE.test(text)) return { amount: 0, currency: opts.currencyHint, raw: text };
  const prices = findPrices(text, opts);
  if (!prices.length) return undefined;
  const withCurrency = prices.find((p) => p.currency);
  // A range "26 to 50 €" / "26 – 50 €": the first number is the price, in the range's currency.
  if (withCurrency && withCurrency !== prices[0] && prices.indexOf(withCurrency) === 1) {
    const between = text.slice(text.indexOf(prices[0].raw) + prices[0].raw.length, text.indexOf(withCurrency.raw));
    if (/^\s*(-|–|—|~|〜|to|bis|à|a|až|do|až do)\s*$/i.test(between)) return { ...prices[0], currency: withCurrency.currency };
  }
  if (withCurrency) return withCurrency;
  const first = prices[0];
  const strong = findCurrencies(text, opts.ctx ?? DEFAULT_CONTEXT).find((c) => !c.weak);
  return { ...first, currency: strong?.code ?? opts.currencyHint };
}

/** A structured price value (JSON-LD "1299.00", "1.299,00", 1299) as a number. */
export function priceNumber(raw: unknown, currency?: string): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  const p = parsePrice(raw, { currencyHint: currency });
  return p && p.amount >= 0 ? p.amount : undefined;
}
