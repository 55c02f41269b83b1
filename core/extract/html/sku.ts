/**
 * The product's own code as the page prints it. Evidence, strongest first: a code in the page's
 * markup that the page also prints; a code printed beside a label ("Art.-Nr.", "קוד מוצר");
 * a code printed on the page that the product's address repeats (`…-p11002710.html` for
 * "1002/710") when the markup's code is not printed; a markup code the page does not print. Values that are not codes (a name run
 * into a code, "OPTIPLEX 9010 TOWER") give no answer: a wrong SKU is worse than none.
 */
import { addressPath } from "./dom.js";
import { isValidGtin } from "../../values/gtin.js";
import type { Draft, ExtractedProduct } from "./types.js";

const SKU_LIKE = /^(?=.*[\dA-Z])[\w.\-/#+]{2,40}$/;

/**
 * A code printed in short groups, as trade and car-parts shops print article, maker's and carmakers'
 * numbers ("0714 123 45", "0 986 479 204", "1K0 615 301 AA"): two groups or more, led by a digit,
 * each holding one (a last group of one or two capitals aside).
 */
const GROUPED = /^\d[\dA-Z]{0,4}(?: (?=[\dA-Z]*\d)[\dA-Z]{1,4}){1,5}(?: [A-Z]{1,2})?$/;
/**
 * A code led by a short word of capitals, as electronics distributors print theirs ("KERKO 100N",
 * "LS 80 DIG"): one or two groups with a digit after it, maybe a last group of up to three
 * capitals. A name in capitals ("OPTIPLEX 9010 TOWER", "DELL 9010 TOWER") has longer words.
 */
const CAPITAL_LED = /^[A-Z]{1,5}(?: (?=[A-Z]*\d)[\dA-Z]{1,6}){1,2}(?: [A-Z]{1,3})?$/;

/**
 * The code a value starts with (or the whole of one printed in groups): one code-shaped token holding a digit ("TE502955-1293415
 * Housse de canapé" → the first token). Words ("Fake Wounds", "OPTIPLEX 9010 TOWER", "S 36/38")
 * are not codes.
 */
export function codeOf(value: string): string | undefined {
  const whole = value.trim().replace(/\s+/g, " ");
  if (GROUPED.test(whole) || CAPITAL_LED.test(whole)) return whole;
  const first = whole.split(" ")[0] ?? "";
  const token = first.replace(/[.,;:]$/, "");
  // Letters-only codes are capitals joined by separators ("KB-GHOST-PRO"), never a plain word; nor
  // is a count joined to its noun ("10-Cup", "3-Pack", a style's or a pack's name; "1042-Navy" is a code).
  const shaped = (/\d/.test(token) && !COUNTED.test(token)) || /^[A-Z]+([-_.][A-Z0-9]+)+$/.test(token);
  return SKU_LIKE.test(token) && shaped && token.length >= 3 ? token : undefined;
}

const COUNTED =
  /^\d{1,3}-(cup|pack|pk|piece|pc|port|way|speed|seater|person|slice|tier|drawer|door|burner|quart|qt|gallon|gal|liter|litre|count|ct|bottle|roll|sheet|cell|bay|shelf|outlet|socket|blade|tool)s?$/i;

/** Several words, one a plain word of four letters or more: a code and a name run together. */
function isPhrase(sku: string): boolean {
  const tokens = sku.trim().split(/\s+/);
  return tokens.length > 1 && tokens.some((t) => /^\p{L}{4,}[,.;:]?$/u.test(t));
}

/** A SKU label printed into the markup's value with it ("SKU 00017", "Art.-Nr.: 4711"). */
export const LABEL_IN_VALUE = /^(sku(\s*[:#]|\s)|art\.\s?-?\s?nr\.?\s*:?|item\s?(no\.|#)\s*:?|r[eé]f(\.|:)\s*:?)\s*(?=[A-Z0-9])/i;

/** A markup SKU that is a phrase keeps the code it starts with, or goes; one of zeros goes. */
export function tidySku(d: Draft): void {
  if (d.fields.sku && LABEL_IN_VALUE.test(d.fields.sku.value))
    d.fields.sku = { value: d.fields.sku.value.replace(LABEL_IN_VALUE, ""), excerpt: d.fields.sku.excerpt };
  const sku = d.fields.sku;
  // Zeros stand for no code where a template fills the field anyway.
  if (sku && /^0+$/.test(sku.value.trim())) delete d.fields.sku;
  if (!sku || !d.fields.sku || !isPhrase(sku.value)) return;
  const code = codeOf(sku.value);
  if (code) d.fields.sku = { value: code, excerpt: sku.excerpt };
  else delete d.fields.sku;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * Whether the page prints the code whole: not as the start or end of a longer code joined by a
 * dash or an underscore ("GN-S25U-256" inside "GN-S25U-256-SB", the colour's suffix cut), or by a
 * dot between digits; a dot after letters ends a label ("Art.Nr.48213"), a slash joins two codes.
 */
const printedIn = (text: string, code: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?<![\\p{L}\\p{N}][-_])(?<!\\p{N}\\.)${escapeRegExp(code)}(?![\\p{L}\\p{N}])(?![-_][\\p{L}\\p{N}])(?!\\.\\p{N})`,
    "u",
  ).test(text);

/** Code-shaped tokens as printed: capitals and digits, maybe joined by `-`, `/` or `.`. */
const PRINTED_CODE = /(?<![\p{L}\p{N}./-])[A-Z0-9]+(?:[-/.][A-Z0-9]+)*(?![\p{L}\p{N}]|[./-][A-Z0-9])/gu;

/**
 * A code the page prints whose letters and digits the address repeats inside one of its words
 * (at most a few characters around it), with six of them or more and a digit.
 */
function addressedCode(text: string, urls: string[]): string | undefined {
  const words = new Set<string>();
  for (const u of urls) {
    const path = addressPath(u) ?? u;
    for (const w of path.toLowerCase().split(/[^a-z0-9]+/)) if (w.length >= 6 && /\d/.test(w)) words.add(w);
  }
  if (!words.size) return undefined;
  // The printed code closest to a whole word of the address wins ("1002/710" in "p11002710"
  // over a "100271" that happens to be printed too).
  let best: { code: string; extra: number } | undefined;
  for (const m of text.matchAll(PRINTED_CODE)) {
    const bare = m[0].replace(/[-/.]/g, "").toLowerCase();
    if (bare.length < 6 || bare.length > 24 || !/\d/.test(bare)) continue;
    for (const w of words) {
      const extra = w.length - bare.length;
      if (extra <= 4 && w.includes(bare) && (!best || extra < best.extra)) best = { code: m[0], extra };
    }
    if (best?.extra === 0) break;
  }
  return best?.code;
}

/** Eight, twelve, thirteen or fourteen digits with a valid check digit: an EAN/UPC/ISBN. */
const isBarcode = (code: string) => /^\d{8}$|^\d{12,14}$/.test(code) && isValidGtin(code);

/**
 * Settles the SKU of a product read from one page. `printed` is the code the page prints beside
 * a label, `pageText` reads the page's visible text (only when needed), `urls` are its address
 * and canonical link, `saysNone` that the page fills a code's label with "N/A".
 */
export function settleSku(
  p: ExtractedProduct,
  printed: string | undefined,
  pageText: () => string,
  urls: string[],
  saysNone?: boolean,
): void {
  // Only a markup SKU the page does not print is in doubt: the address alone makes no SKU (it
  // names models and ISBNs as often), it only picks the printed code over a hidden one.
  if (!p.sku || p.sources.sku?.method === "heuristic") return;
  // Markup often puts the barcode in `sku`: a code printed beside a SKU label is the shop's own.
  if (printed && printed !== p.sku && isBarcode(p.sku) && !isBarcode(printed)) {
    p.sku = printed;
    p.sources.sku = { method: "heuristic", excerpt: printed };
    return;
  }
  // The page prints the markup's code beside its label ("Anzeigennummer: <span
  // itemprop="productID">812347123</span>"), though run into the next box's words in the text.
  if (printed === p.sku) return;
  const text = pageText();
  if (printedIn(text, p.sku)) return;
  // The page says the product has no code ("SKU: N/A"): the markup's, a number printed nowhere,
  // is one the platform fills the field with (WooCommerce's post ID). A code of letters may be
  // the chosen variant's, which the page shows once a script runs.
  if (saysNone && /^\d+$/.test(p.sku)) {
    delete p.sku;
    delete p.sources.sku;
    return;
  }
  const code = printed ?? addressedCode(text, urls);
  // An analytics item's id that the page prints nowhere (`"item_id": "4388"`, a platform's post
  // ID) is no code the shop shows.
  if (!code && /^\d+$/.test(p.sku) && /^"?item_id"?\s*:/.test(p.sources.sku?.excerpt ?? "")) {
    delete p.sku;
    delete p.sources.sku;
    return;
  }
  if (!code) return;
  p.sku = code;
  p.sources.sku = { method: "heuristic", excerpt: code };
}
