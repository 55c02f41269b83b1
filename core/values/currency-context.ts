/**
 * What a page's shared currency symbols mean ($, kr, ¥, £), from its domain and `<html lang>`, and
 * the currency a shop's country domain implies when a price shows no symbol at all. The symbol
 * tables themselves live in currencies.ts; this only decides the country they are read for.
 */
import type { CurrencyContext } from "./currencies.js";

export type PageCurrencyContext = CurrencyContext & {
  /** The shop's home currency (from an unambiguous country domain), for prices without a symbol. */
  fallback?: string;
};

/** A shop's home currency by country domain; only domains that are used for their country. */
const CURRENCY_BY_TLD: Record<string, string> = {
  cz: "CZK",
  pl: "PLN",
  hu: "HUF",
  ro: "RON",
  bg: "BGN",
  ch: "CHF",
  uk: "GBP",
  jp: "JPY",
  se: "SEK",
  no: "NOK",
  dk: "DKK",
  de: "EUR",
  fr: "EUR",
  es: "EUR",
  it: "EUR",
  nl: "EUR",
  at: "EUR",
  be: "EUR",
  fi: "EUR",
  ie: "EUR",
  pt: "EUR",
  sk: "EUR",
  si: "EUR",
  ee: "EUR",
  lv: "EUR",
  lt: "EUR",
  gr: "EUR",
  hr: "EUR",
  lu: "EUR",
  au: "AUD",
  ca: "CAD",
  nz: "NZD",
  in: "INR",
  br: "BRL",
  mx: "MXN",
  ru: "RUB",
  ua: "UAH",
  tr: "TRY",
  kr: "KRW",
  cn: "CNY",
  za: "ZAR",
  il: "ILS",
  sg: "SGD",
  hk: "HKD",
};
// Country domains that decide a symbol without implying a fallback ($ in Taiwan, kr in Iceland),
// or a currency code that is also a word ("1200 ALL" on an Albanian shop, "PEN 45" on a Peruvian
// one: currencies.ts, moneyHere). Generic-use domains (.co, .io, .tv, .me, .to, .la) are left
// out: the language decides there.
const SYMBOL_TLDS = new Set([
  "tw",
  "ar",
  "cl",
  "uy",
  "jm",
  "tt",
  "bs",
  "bb",
  "fj",
  "is",
  "al",
  "ma",
  "pe",
  "bo",
  "ge",
  "ba",
  "cu",
  "mo",
  "bn",
  "ao",
  "cv",
]);
const COUNTRY_BY_TLD: Record<string, string> = { uk: "GB", "com.co": "CO" };

/** The currency context of a page at `pageUrl` whose `<html lang>` is `lang`. Never throws. */
export function currencyContext(pageUrl: string, lang?: string | null): PageCurrencyContext {
  let host = "";
  try {
    host = new URL(pageUrl).hostname.toLowerCase();
  } catch {
    /* no usable URL: the language alone decides */
  }
  const labels = host.split(".");
  const tld = labels.length > 1 ? labels[labels.length - 1] : "";
  const tld2 = labels.slice(-2).join(".");
  // The domain beats the language: an English-language page on a .com.au shop prices in AUD.
  const country =
    COUNTRY_BY_TLD[tld2] ?? COUNTRY_BY_TLD[tld] ?? (tld in CURRENCY_BY_TLD || SYMBOL_TLDS.has(tld) ? tld.toUpperCase() : undefined);
  const locale = typeof lang === "string" && lang.trim() ? lang.trim().replace("_", "-") : undefined;
  return { country, locale, fallback: CURRENCY_BY_TLD[tld] };
}
