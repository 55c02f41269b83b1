/**
 * Currency tokens as they appear on pages (symbols, codes, local abbreviations) and their ISO 4217
 * codes. `findCurrencies` locates them in text; `currencyCode` names the ISO code of one.
 *
 * A token is `ambiguous` when a more specific one in the same text should win (`$` beside `AUD`);
 * `short` Latin tokens (`kr`, `Ft`, `KM`) and ISO codes that are also words (`ALL`, `TOP`) count
 * only beside a number, so `ALL NEW` or `KM 5` in running text is not read as money.
 */

const ISO_CODES = (
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD " +
  "CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP " +
  "GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD " +
  "KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO " +
  "NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL " +
  "SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST " +
  "XAF XCD XOF XPF YER ZAR ZMW ZWL " +
  // Withdrawn codes still seen on old pages and in archives.
  "ATS BEF DEM ESP FIM FRF GRD IEP ITL LTL LVL NLG PTE SIT SKK BYR VEF MRO STD TRL"
).split(" ");
const ISO_CURRENCIES: ReadonlySet<string> = new Set(ISO_CODES);

// ISO codes that are also everyday (upper-case) words or abbreviations, and the country each is the
// money of: only a page of that country (its domain or language region) prints "1200 ALL" or
// "TOP 5" for a price without cents. A withdrawn code (null) is money only with its cents:
// "ESP32" is a microcontroller on any shop, Spanish ones included.
const WORDLIKE_COUNTRY: Record<string, string | null> = {
  ALL: "AL",
  TOP: "TO",
  CUP: "CU",
  MAD: "MA",
  TRY: "TR",
  PEN: "PE",
  BOB: "BO",
  GEL: "GE",
  SOS: "SO",
  STD: null,
  LAK: "LA",
  ESP: null,
  BAM: "BA",
  MOP: "MO",
  NAD: "NA",
  CVE: "CV",
  SHP: "SH",
  ERN: "ER",
  AOA: "AO",
  BND: "BN",
  FIM: null,
};
// ISO codes written in lower case by shops (`140,00 pln`); other lower-case triples are words.
const LOWERCASE_CODES = [
  "eur",
  "usd",
  "gbp",
  "chf",
  "czk",
  "pln",
  "huf",
  "ron",
  "sek",
  "nok",
  "dkk",
  "nzd",
  "aud",
  "cad",
  "mkd",
  "rsd",
  "bgn",
  "uah",
  "rub",
  "inr",
  "jpy",
  "cny",
  "brl",
  "mxn",
];

type Entry = { code: string | null; ambiguous?: boolean; short?: boolean; prefix?: boolean };

/** Tokens other than ISO codes, by the ISO code they usually mean (null: none or unknowable). */
const TOKENS: [string | null, string[], Omit<Entry, "code">?][] = [
  ["USD", ["US$", "U$S", "US $", "USD$"]],
  ["AUD", ["A$", "AU$", "AU $", "AUD$"]],
  ["CAD", ["C$", "CA$", "CAD$", "CAN$", "Can$"]],
  ["NZD", ["NZ$", "NZ $"]],
  ["HKD", ["HK$", "HK $"]],
  ["SGD", ["S$", "SG$"]],
  ["TWD", ["NT$", "NT $"]],
  ["MXN", ["MX$", "Mex$"]],
  ["BRL", ["R$"]],
  ["BZD", ["BZ$"]],
  ["DOP", ["RD$"]],
  ["TTD", ["TT$"]],
  ["JMD", ["J$"]],
  ["TOP", ["T$"]],
  ["ZWL", ["Z$"]],
  ["CUC", ["CUC$"]],
  ["MOP", ["MOP$"]],
  ["GYD", ["GY$", "G$"]],
  ["XCD", ["EC$"]],
  ["FJD", ["FJ$"]],
  ["WST", ["WS$"]],
  ["SBD", ["SI$"]],
  ["BBD", ["Bds$", "BDS$"]],
  ["UYU", ["$U"]],
  ["USD", ["$"], { ambiguous: true }],
  ["EUR", ["€", "euro", "euros", "Euro", "Euros", "EURO"]],
  ["GBP", ["£", "￡", "stg", "pound", "pounds"]],
  ["GBP", ["₤"]],
  ["JPY", ["¥", "￥"], { ambiguous: true }],
  ["JPY", ["円", "yen"]],
  ["CNY", ["元", "人民币", "yuan", "RMB"]],
  ["CHF", ["Fr.", "SFr.", "SFr", "sFr."]],
  ["RUB", ["руб.", "₽", "Rbl"]],
  ["RUB", ["руб"], { prefix: true }], // also рублей, рубля
  ["RUB", ["р.", "Р"]],
  ["UAH", ["грн", "грн.", "₴", "hrn"]],
  ["BGN", ["лв", "лв."]],
  ["PLN", ["zł", "Zł", "zl", "ZŁ"]],
  ["CZK", ["Kč", "kč", "Kc"]],
  ["HUF", ["Ft"]],
  ["RON", ["lei", "Lei", "LEI"], { short: true }], // Italian `Lei`
  ["TRY", ["TL", "₺"]],
  ["IDR", ["Rp"]],
  ["INR", ["Rs", "Rs.", "₹", "र"]],
  ["MYR", ["RM"]],
  ["ILS", ["₪", "NIS", "ש״ח", 'ש"ח', "ש'ח"]],
  ["ILS", ["nis"], { short: true }],
  ["VND", ["₫", "đ", "VNĐ", "VNđ"]],
  ["KRW", ["₩", "원"]],
  ["THB", ["฿", "บาท"]],
  ["ZAR", ["R"], { ambiguous: true }],
  ["RSD", ["Dinara", "dinara", "дин", "Дин", "дин."]],
  ["RSD", ["din", "din."], { short: true }], // Swedish `din`, Romanian `din`
  ["MKD", ["ден", "ДЕН"]],
  ["HRK", ["kn"]],
  ["BAM", ["KM"]],
  ["ALL", ["Lek", "lek"]],
  ["AZN", ["₼"]],
  ["BDT", ["৳", "Tk", "Tk."]], // Estonian pieces are a lower-case `tk`
  ["AMD", ["֏"]],
  ["AFN", ["؋"]],
  ["KHR", ["៛"]],
  ["LAK", ["₭"]],
  ["MNT", ["₮"]],
  ["NGN", ["₦"]],
  ["CRC", ["₡"]],
  ["PHP", ["₱"]],
  ["KZT", ["₸", "тг"]],
  ["GEL", ["₾", "ლ", "ლარი", "lari"]],
  ["GHS", ["GH₵", "₵"]],
  ["PKR", ["₨"]],
  ["PYG", ["₲"]],
  ["ANG", ["ƒ"]],
  ["BTN", ["Nu."]],
  ["BIF", ["FBu", "Fbu"]],
  ["BHD", ["BD", ".د.ب"]],
  ["KWD", ["KD", "د.ك"]],
  ["LYD", ["LD", "ل.د", "د.ل"]],
  ["TND", ["DT", "د.ت"]],
  ["MRU", ["UM"]],
  ["MWK", ["MK"]],
  ["MVR", ["Rf"]],
  ["STN", ["Db"]],
  ["VUV", ["VT", "Vt"]],
  ["ZMW", ["ZK"]],
  ["GNF", ["FG"]],
  ["VES", ["Bs", "Bs."]],
  ["BYN", ["Br"]],
  ["ETB", ["ብር"]],
  ["ERN", ["Nfk", "ናቕፋ", "نافكا"]],
  ["DJF", ["Fdj"]],
  ["TZS", ["TSh"]],
  ["KES", ["KSh", "Ksh", "KShs"]],
  ["UGX", ["USh"]],
  ["XOF", ["CFA", "FCFA"]],
  ["KMF", ["CF"]],
  ["PAB", ["B/."]],
  ["PEN", ["S/.", "S/"]],
  ["UZS", ["so'm", "soʻm", "сўм"]],
  ["KGS", ["сом"], { short: true }],
  ["RWF", ["FRw", "R₣"]],
  ["LKR", ["රු"]],
  ["NPR", ["रु"]],
  ["EGP", ["جنيه", "ج.م", "E£"]],
  ["AED", ["درهم", "د.إ"]],
  ["SAR", ["ريال", "ر.س"]],
  ["IRR", ["ریال", "﷼"]],
  ["MAD", ["د.م", "Dh", "Dhs", "DH"]],
  ["DZD", ["دج", "د.ج"]],
  ["IQD", ["ع.د", "د.ع"]],
  ["OMR", ["ر.ع"]],
  ["QAR", ["ر.ق"]],
  ["SYP", ["ل.س"]],
  ["LBP", ["ل.ل"]],
  ["JOD", ["د.أ", "د.ا", "دينار أردني"]],
  ["KWD", ["دينار كويتي"]],
  ["SDG", ["ج.س", "ج.س."]],
  ["YER", ["ر.ي"]],
  [null, ["kr", "kr.", "Kr", "Kr.", "KR"], { ambiguous: true }],
  [null, ["تومان", "دينار", "₶", "₣", "¢", "₿", "Ƀ", "BTC", "franc", "francs", "圆", "圓", "GBp", "ரூ"]],
];

// One or two Latin or Cyrillic letters (`Ft`, `kr`, `KM`, `Р`, `р.`) are currencies only beside a number.
const SHORT = /^[\p{Script=Latin}\p{Script=Cyrillic}]{1,2}\.?$/u;
const ENTRIES = new Map<string, Entry>();
for (const [code, tokens, flags] of TOKENS) {
  for (const t of tokens) if (!ENTRIES.has(t)) ENTRIES.set(t, { code, short: SHORT.test(t), ...flags });
}
for (const c of ISO_CODES) ENTRIES.set(c, { code: c, short: c in WORDLIKE_COUNTRY });
for (const c of LOWERCASE_CODES) ENTRIES.set(c, { code: c.toUpperCase(), short: true });
for (const c of ["chf", "Chf", "CHf"]) ENTRIES.set(c, { code: "CHF" });

const LETTER = /\p{L}/u;
const SYMBOL = /\p{Sc}/u;
const isLetter = (c: string | undefined) => c !== undefined && LETTER.test(c);

// Tokens by first character, longest first, so `US$` wins over `$` and `руб.` over `руб` where both
// start at one position. (A scan rather than one big alternation: V8 took over a second to compile
// that regex on first use.)
const BY_FIRST = new Map<string, string[]>();
for (const token of [...ENTRIES.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))) {
  const list = BY_FIRST.get(token[0]) ?? [];
  list.push(token);
  BY_FIRST.set(token[0], list);
}

const TYRE_BEFORE = /\d{3}\/\d{2}\s?Z?$/;
const RAND_SPACED = /^[ \u00a0]\d{1,3}(?:(?:[ \u00a0,.]\d{3})*[.,]\d{2}|(?:[ \u00a0,]\d{3})+)(?![\d.,])/;
/** The rest of a British postcode after its area's letters ("MK9 2AA", "RM1 3BD"): no amount. */
const POSTCODE_REST = /^\d[A-Z\d]?[ \u00a0]\d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\d])/u;
/** … and before its last two letters ("MK9 2AA"'s "AA", "RM1 3BD"'s "BD"). */
const POSTCODE_BEFORE = /(^|[^\p{L}\d])[A-Z]{1,2}\d[A-Z\d]?[ \u00a0]\d$/u;

function tokenAt(text: string, i: number): string | undefined {
  for (const token of BY_FIRST.get(text[i]) ?? []) {
    if (!text.startsWith(token, i)) continue;
    const next = text[i + token.length];
    if (isLetter(token[0]) && isLetter(text[i - 1])) continue;
    // Inside a code ("B09R7TKPLM", an ASIN; "MDL8Z3R2TT"; "MDL-DH160"): digits on both sides,
    // digits run straight into letters after it, or a dash joining it to the code's first part
    // before it, is no currency.
    if (
      isLetter(token[0]) &&
      /\d/.test(next ?? "") &&
      (/\d/.test(text[i - 1] ?? "") ||
        isLetter(/^\d+(.)/.exec(text.slice(i + token.length))?.[1] ?? "") ||
        /[\p{L}\d][-_/]$/u.test(text.slice(Math.max(0, i - 2), i)))
    )
      continue;
    if (isLetter(token[0]) && POSTCODE_REST.test(text.slice(i + token.length, i + token.length + 9))) continue;
    if (token.length === 2 && !isLetter(next) && POSTCODE_BEFORE.test(text.slice(Math.max(0, i - 8), i))) continue;
    if (isLetter(token[token.length - 1]) && !ENTRIES.get(token)!.prefix && isLetter(next)) continue;
    // A lone `R` is the rand only when glued to digits (`R8,499`), or a space before an amount
    // with its cents or its thousands grouped (`R 1 299,00`, `R 2 200`, as South African shops and
    // papers print it; `R 16` is a tyre size).
    if (token === "R" && !(next !== undefined && next >= "0" && next <= "9") && !RAND_SPACED.test(text.slice(i + 1, i + 20))) continue;
    // Nor one digit alone, a model's name ("EOS R5", "Hakkapeliitta R5 SUV"): no price is five rand.
    if (token === "R" && /^\d(?![\d.,]|[\s\u00a0\u202f]\d{3}(?!\d))/.test(text.slice(i + 1, i + 7))) continue;
    // Nor in a tyre size ("205/55 R16", "225/45ZR17"): the rim's diameter in inches.
    if (token === "R" && TYRE_BEFORE.test(text.slice(Math.max(0, i - 8), i))) continue;
    return token;
  }
  return SYMBOL.test(text[i]) ? text[i] : undefined;
}

export type CurrencyMatch = { start: number; end: number; text: string; code: string | null; ambiguous: boolean };

const SYMBOL_CODES: Record<string, string> = {
  "€": "EUR",
  "£": "GBP",
  "₹": "INR",
  "₽": "RUB",
  "₴": "UAH",
  "₪": "ILS",
  "₩": "KRW",
  "₫": "VND",
  "฿": "THB",
  "₺": "TRY",
};

/**
 * Currency tokens in `text`, left to right. With `nearNumberOnly` (the default) short tokens need a
 * digit beside them; a hint that is only a currency (`Р`, `TL`) is read with it off.
 */
export function findCurrencies(text: string, nearNumberOnly = true): CurrencyMatch[] {
  const found: CurrencyMatch[] = [];
  for (let start = 0; start < text.length; ) {
    const token = tokenAt(text, start);
    if (token === undefined) {
      start++;
      continue;
    }
    const end = start + token.length;
    const entry = ENTRIES.get(token) ?? { code: SYMBOL_CODES[token] ?? null };
    if (!(nearNumberOnly && entry.short && !besideDigit(text, start, end))) {
      found.push({ start, end, text: token, code: entry.code, ambiguous: entry.ambiguous === true });
    }
    start = end;
  }
  return found;
}

function besideDigit(text: string, start: number, end: number): boolean {
  return (
    /\d(?:[.,] ?[-–—])?[\s\u00a0\u202f:.,]{0,2}$/.test(text.slice(Math.max(0, start - 6), start)) ||
    /^[\s\u00a0\u202f:]{0,2}[-+]?[\d.,]/.test(text.slice(end, end + 4))
  );
}

/** The currency a text names: the leftmost specific token, else the leftmost ambiguous one. */
export function pickCurrency(found: CurrencyMatch[]): CurrencyMatch | undefined {
  return found.find((c) => !c.ambiguous) ?? found[0];
}

export type CurrencyContext = { country?: string | null; locale?: string | null; hostname?: string | null };

// Where a symbol is shared, the country decides (from `country`, a locale region or a hostname's TLD).
const BY_COUNTRY: Record<string, Record<string, string>> = {
  $: {
    US: "USD",
    CA: "CAD",
    AU: "AUD",
    NZ: "NZD",
    MX: "MXN",
    SG: "SGD",
    HK: "HKD",
    TW: "TWD",
    AR: "ARS",
    CL: "CLP",
    CO: "COP",
    UY: "UYU",
    BR: "BRL",
    FJ: "FJD",
    JM: "JMD",
    NA: "NAD",
    LR: "LRD",
    BS: "BSD",
    BB: "BBD",
    BZ: "BZD",
    GY: "GYD",
    TT: "TTD",
    DO: "DOP",
    CU: "CUP",
    KY: "KYD",
    BM: "BMD",
    SR: "SRD",
    SB: "SBD",
    BN: "BND",
  },
  kr: { SE: "SEK", NO: "NOK", DK: "DKK", IS: "ISK", FO: "DKK", GL: "DKK" },
  "¥": { CN: "CNY", JP: "JPY" },
  // The full-width sign Chinese and Japanese shops print alike.
  "￥": { CN: "CNY", JP: "JPY" },
  // Taiwan's and Hong Kong's dollars are written 元 too.
  元: { CN: "CNY", TW: "TWD", HK: "HKD", MO: "MOP" },
  "£": { GB: "GBP", EG: "EGP", LB: "LBP", SY: "SYP", SS: "SSP", GI: "GIP", FK: "FKP", SH: "SHP" },
  Rs: { IN: "INR", PK: "PKR", LK: "LKR", NP: "NPR", MU: "MUR", SC: "SCR" },
  "₨": { IN: "INR", PK: "PKR", LK: "LKR", NP: "NPR", MU: "MUR", SC: "SCR" },
  C$: { NI: "NIO" },
  ريال: { SA: "SAR", OM: "OMR", QA: "QAR", YE: "YER", IR: "IRR" },
  درهم: { AE: "AED", MA: "MAD" },
  Dh: { AE: "AED", MA: "MAD" },
  Br: { BY: "BYN", ET: "ETB" },
  CFA: { CM: "XAF", GA: "XAF", CG: "XAF", TD: "XAF", CF: "XAF", GQ: "XAF" },
  "₱": { PH: "PHP", CU: "CUP" },
  lei: { RO: "RON", MD: "MDL" },
  Bs: { VE: "VES", BO: "BOB" },
  "Fr.": { CH: "CHF", LI: "CHF" },
  din: { RS: "RSD", DZ: "DZD", IQ: "IQD", JO: "JOD", KW: "KWD", LY: "LYD", TN: "TND", BH: "BHD", MK: "MKD" },
};
const LANGUAGE_COUNTRY: Record<string, string> = {
  sv: "SE",
  nb: "NO",
  nn: "NO",
  no: "NO",
  da: "DK",
  is: "IS",
  ja: "JP",
  zh: "CN",
  en: "US",
  es: "ES",
  cs: "CZ",
  ro: "RO",
  ar: "SA",
  fa: "IR",
};
const TLD_COUNTRY: Record<string, string> = { uk: "GB" };

function contextCountry(context: CurrencyContext | string | null | undefined): string | undefined {
  if (!context) return undefined;
  const c = typeof context === "string" ? { locale: context } : context;
  if (c.country && /^[a-z]{2}$/i.test(c.country.trim())) return c.country.trim().toUpperCase();
  const locale = c.locale?.trim();
  if (locale) {
    const region = /^[a-z]{2,3}[-_](?:[a-z]{4}[-_])?([a-z]{2})\b/i.exec(locale);
    if (region) return region[1].toUpperCase();
    if (/^[a-z]{2}$/i.test(locale)) return LANGUAGE_COUNTRY[locale.toLowerCase()] ?? locale.toUpperCase();
  }
  const tld = c.hostname?.trim().toLowerCase().split(".").pop();
  if (tld) return TLD_COUNTRY[tld] ?? (/^[a-z]{2}$/.test(tld) ? tld.toUpperCase() : undefined);
  return undefined;
}

/** One amount with its cents ("5.00", "1 200,50", "1'299.00") just after or just before a position. */
const CENTS_AFTER = /^[\s\u00a0\u202f:]{0,2}[-+]?\d{1,3}(?:[.,\s\u00a0\u202f']\d{3})*[.,]\d{2}(?!\d)/;
const CENTS_BEFORE = /\d[.,]\d{2}[\s\u00a0\u202f]{0,2}$/;

/**
 * Whether an ISO code that is also a word (`TOP`, `ALL`, `PEN`, `CUP`), found in `text`, is money
 * there: beside an amount with its cents, or on a page of the country that uses it. Elsewhere
 * "COLLECTION 05 TOP", "PEN 12" or "75 CUP B" are words beside a number, not a price. Every other
 * token is money wherever findCurrencies finds it.
 */
export function moneyHere(text: string, match: CurrencyMatch, context?: CurrencyContext | string | null): boolean {
  const country = WORDLIKE_COUNTRY[match.text];
  if (country === undefined) return true;
  if (CENTS_AFTER.test(text.slice(match.end, match.end + 24)) || CENTS_BEFORE.test(text.slice(Math.max(0, match.start - 24), match.start)))
    return true;
  return country !== null && contextCountry(context) === country;
}

/**
 * The ISO 4217 code for a currency symbol, abbreviation or code (`$`, `Kč`, `eur`, `CA$`), or null
 * when it is unknown or cannot be told without context (`kr` with no country). `context` is a
 * locale (`sv-SE`), or `{ country, locale, hostname }`; it decides shared symbols ($, kr, ¥, £, Rs).
 */
export function currencyCode(symbolOrCode: string | null | undefined, context?: CurrencyContext | string | null): string | null {
  if (typeof symbolOrCode !== "string") return null;
  const token = symbolOrCode.trim();
  if (!token) return null;
  const upper = token.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(token) && ISO_CURRENCIES.has(upper)) return upper;
  const country = contextCountry(context);
  const shared = BY_COUNTRY[token] ?? BY_COUNTRY[token.replace(/\.$/, "")] ?? BY_COUNTRY[token.toLowerCase().replace(/\.$/, "")];
  if (shared && country && shared[country]) return shared[country];
  const entry = ENTRIES.get(token) ?? ENTRIES.get(token.replace(/\.$/, "")) ?? ENTRIES.get(token.toLowerCase());
  if (entry) return entry.code;
  if (token.length === 1) return SYMBOL_CODES[token] ?? null;
  // `SGD$`, `usd.`: a code wrapped in punctuation.
  const code = /^([A-Za-z]{3})[$.]?$/.exec(token);
  return code && ISO_CURRENCIES.has(code[1].toUpperCase()) ? code[1].toUpperCase() : null;
}

// Currencies whose minor unit has three digits: `423.923 KD` is 423.923, not 423923.
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);
