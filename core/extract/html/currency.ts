/**
 * Currency symbols and codes to ISO 4217. "$", "kr" and "¥" are shared by several currencies,
 * so they resolve through a page context (domain, html lang) instead of a fixed guess.
 */
import { fold } from "./dom.js";

export interface CurrencyContext {
  /** What a bare "$" means on this page. */
  dollar: string;
  /** What a bare "kr" means on this page. */
  kr: string;
  /** What a bare "¥" means on this page. */
  yen: string;
  /** The page's own currency when a price shows no symbol at all, if the page says. */
  fallback?: string;
}

export const DEFAULT_CONTEXT: CurrencyContext = { dollar: "USD", kr: "SEK", yen: "JPY" };

/** ISO codes we accept when written out ("CHF 1'049.95", "39,60 EUR"). */
export const ISO_CODES = new Set(
  (
    "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP " +
    "BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD GBP " +
    "GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS " +
    "KHR KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK " +
    "MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR " +
    "SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS " +
    "UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL"
  ).split(" "),
);

/** Currencies with three minor digits: "423.923 KD" is not 423,923. */
export const THREE_DECIMALS = new Set(["KWD", "BHD", "OMR", "JOD", "TND", "LYD", "IQD"]);

/** Currencies that have no minor unit in practice: "¥3,500" and "₩12,000" never mean 3.5. */
export const NO_DECIMALS = new Set(["JPY", "KRW", "VND", "CLP", "ISK", "HUF", "IDR", "PYG", "UGX"]);

/** Symbols and local words, folded (lowercase, no accents). "$"/"kr"/"¥" resolve by context. */
const SYMBOLS: Record<string, string> = {
  "€": "EUR", euro: "EUR", euros: "EUR", "£": "GBP", "₤": "GBP", "us$": "USD", "u.s.$": "USD",
  "a$": "AUD", "au$": "AUD", "c$": "CAD", "ca$": "CAD", "can$": "CAD", "cad$": "CAD", "nz$": "NZD",
  "hk$": "HKD", "s$": "SGD", "sg$": "SGD", "r$": "BRL", "mx$": "MXN", "nt$": "TWD", "rd$": "DOP",
  "j$": "JMD", "tt$": "TTD", "bz$": "BZD", "cuc$": "CUC", "z$": "ZWL", "$u": "UYU", "mop$": "MOP",
  "t$": "TOP", "円": "JPY", yen: "JPY", "元": "CNY", rmb: "CNY", "cn¥": "CNY", "₹": "INR",
  "rs.": "INR", rs: "INR", "₨": "INR", "₽": "RUB", "руб.": "RUB", "руб": "RUB", "р.": "RUB",
  "р": "RUB", "₴": "UAH", "грн.": "UAH", "грн": "UAH", "₺": "TRY", tl: "TRY", "₩": "KRW",
  "원": "KRW", "zł": "PLN", zl: "PLN", "kč": "CZK", kc: "CZK", ft: "HUF", lei: "RON", leu: "RON",
  "лв.": "BGN", "лв": "BGN", kn: "HRK", "fr.": "CHF", "sfr.": "CHF", sfr: "CHF", "₪": "ILS",
  nis: "ILS", "ש״ח": "ILS", "₫": "VND", "đ": "VND", "฿": "THB", "บาท": "THB", "₱": "PHP", rm: "MYR",
  rp: "IDR", "د.إ": "AED", "درهم": "AED", "ر.س": "SAR", "ريال": "SAR", "﷼": "IRR", "تومان": "IRR",
  "₦": "NGN", kd: "KWD", bd: "BHD", "e£": "EGP", "ج.م": "EGP", "جنيه": "EGP", "₸": "KZT", "₾": "GEL",
  "ლ": "GEL", "₼": "AZN", "֏": "AMD", "৳": "BDT", "₭": "LAK", "₮": "MNT", "៛": "KHR", "₡": "CRC",
  "gh₵": "GHS", "₵": "GHS", br: "BYN", "so'm": "UZS", lek: "ALL", km: "BAM", dinara: "RSD",
  din: "RSD", "din.": "RSD", ksh: "KES", tsh: "TZS", ush: "UGX", zk: "ZMW", fcfa: "XOF", cfa: "XOF",
  "s/.": "PEN", "b/.": "PAB", "nu.": "BTN", "дин.": "RSD", "ден": "MKD", "₲": "PYG", "kr.": "kr",
  kr: "kr", "$": "$", "¥": "¥", "￥": "¥", "sek": "SEK",
};

/** Longest first, so "US$" wins over "$" and "руб." over "р". */
const SYMBOL_KEYS = Object.keys(SYMBOLS).sort((a, b) => b.length - a.length);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Letter-only symbols need word boundaries ("rs" inside "colours" is no rupee). */
const SYMBOL_RE = new RegExp(
  SYMBOL_KEYS.map((k) => (/^[\p{L}.']+$/u.test(k) ? `(?<![\\p{L}])${escapeRe(k)}(?![\\p{L}])` : escapeRe(k))).join("|"),
  "giu",
);
const CODE_RE = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g;

export interface CurrencyHit {
  code: string;
  index: number;
  text: string;
  /** Plain-letter tokens ("ft", "km", "TOP") that are also ordinary words: trust only beside a number. */
  weak: boolean;
}

/** ISO codes that are also English words in upper-case UI text ("SHOP ALL", "TOP"). */
const WORD_CODES = new Set(["ALL", "CUP", "TOP", "MAD", "BAM", "SOS", "PEN", "TRY", "GEL", "MOP", "BOB"]);

/** Currency mentions in a piece of text, in order. */
export function findCurrencies(text: string, ctx: CurrencyContext = DEFAULT_CONTEXT): CurrencyHit[] {
  const hits: CurrencyHit[] = [];
  for (const m of text.matchAll(CODE_RE)) {
    if (ISO_CODES.has(m[1])) hits.push({ code: m[1], index: m.index, text: m[1], weak: WORD_CODES.has(m[1]) });
  }
  for (const m of text.matchAll(SYMBOL_RE)) {
    const code = resolveSymbol(m[0], ctx);
    if (!code) continue;
    // "CHF" already matched as a code; do not count its letters again as a symbol.
    if (hits.some((h) => m.index >= h.index && m.index < h.index + h.text.length)) continue;
    hits.push({ code, index: m.index, text: m[0], weak: /^[a-z.']+$/i.test(m[0]) });
  }
  return hits.sort((a, b) => a.index - b.index);
}

function resolveSymbol(sym: string, ctx: CurrencyContext): string | undefined {
  const key = sym.toLowerCase();
  const code = SYMBOLS[key] ?? SYMBOLS[fold(sym)];
  if (code === "$") return ctx.dollar;
  if (code === "kr") return ctx.kr;
  if (code === "¥") return ctx.yen;
  return code;
}

/** One currency token ("€", "Kč", "usd", "Euro") to ISO 4217, or undefined. */
export function toCurrencyCode(token: unknown, ctx: CurrencyContext = DEFAULT_CONTEXT): string | undefined {
  if (typeof token !== "string") return undefined;
  const t = token.trim();
  if (!t) return undefined;
  if (ISO_CODES.has(t.toUpperCase()) && t.length === 3 && /^[a-z]+$/i.test(t)) return t.toUpperCase();
  return resolveSymbol(t, ctx) ?? findCurrencies(t, ctx)[0]?.code;
}

const DOLLAR_BY_TLD: Record<string, string> = {
  au: "AUD", ca: "CAD", nz: "NZD", sg: "SGD", hk: "HKD", mx: "MXN", tw: "TWD", ar: "ARS", cl: "CLP",
  "com.co": "COP", uy: "UYU", jm: "JMD", tt: "TTD", bs: "BSD", bb: "BBD", fj: "FJD",
};
const DOLLAR_BY_LANG: Record<string, string> = {
  "en-au": "AUD", "en-ca": "CAD", "fr-ca": "CAD", "en-nz": "NZD", "en-sg": "SGD", "zh-hk": "HKD",
  "en-hk": "HKD", "es-mx": "MXN", "zh-tw": "TWD", "es-ar": "ARS", "es-cl": "CLP", "es-co": "COP",
};
const KR_BY: Record<string, string> = { se: "SEK", sv: "SEK", no: "NOK", nb: "NOK", nn: "NOK", dk: "DKK", da: "DKK", is: "ISK" };
/** A shop's home currency when prices carry no symbol; only for unambiguous country domains. */
const CURRENCY_BY_TLD: Record<string, string> = {
  cz: "CZK", pl: "PLN", hu: "HUF", ro: "RON", bg: "BGN", ch: "CHF", uk: "GBP", jp: "JPY", se: "SEK",
  no: "NOK", dk: "DKK", de: "EUR", fr: "EUR", es: "EUR", it: "EUR", nl: "EUR", at: "EUR", be: "EUR",
  fi: "EUR", ie: "EUR", pt: "EUR", sk: "EUR", si: "EUR", ee: "EUR", lv: "EUR", lt: "EUR", gr: "EUR",
  hr: "EUR", lu: "EUR", au: "AUD", ca: "CAD", nz: "NZD", in: "INR", br: "BRL", mx: "MXN", ru: "RUB",
  ua: "UAH", tr: "TRY", kr: "KRW", cn: "CNY", za: "ZAR", il: "ILS", sg: "SGD", hk: "HKD",
};

/** Resolve ambiguous symbols from the page's domain and language. */
export function currencyContext(pageUrl: string, lang?: string): CurrencyContext {
  let host = "";
  try {
    host = new URL(pageUrl).hostname.toLowerCase();
  } catch {
    /* no usable URL: language alone decides */
  }
  const labels = host.split(".");
  const tld = labels[labels.length - 1] ?? "";
  const tld2 = labels.slice(-2).join(".");
  const l = (lang ?? "").toLowerCase().replace("_", "-");
  const base = l.split("-")[0];
  const ctx: CurrencyContext = { ...DEFAULT_CONTEXT };
  ctx.dollar = DOLLAR_BY_TLD[tld2] ?? DOLLAR_BY_TLD[tld] ?? DOLLAR_BY_LANG[l] ?? "USD";
  ctx.kr = KR_BY[tld] ?? KR_BY[base] ?? "SEK";
  ctx.yen = tld === "cn" || l === "zh-cn" || l === "zh" ? "CNY" : "JPY";
  ctx.fallback = CURRENCY_BY_TLD[tld];
  return ctx;
}
