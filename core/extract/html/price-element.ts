/**
 * One element's amount on the visible page: its text read as a price (struck and "old" parts left
 * out, cents set apart read as decimals), the words right before and after it, and what its
 * names and those words say it is when it is not the price to pay (a former, net, unit or
 * instalment price, a delivery cost, a total, an add-on, a volume tier). The buy box's ranking
 * (heuristics-price.ts) and markup-price.ts judge amounts with these.
 */
import { findPrices } from "../../values/price.js";
import { ancestors, BLOCK_TAGS, fold, hiddenHere, isElement, shortText, signature, textOf, type AnyNode, type Element } from "./dom.js";
import {
  APPROXIMATELY,
  chargeLabel,
  EX_TAX_AFTER,
  EX_TAX_LABEL,
  EX_TAX_WORDS,
  INC_TAX_WORDS,
  labelledFormer,
  LONE_WAS,
  lowestBefore,
  lowestLabel,
  MULTI_BUY,
  OR_MORE,
  OTHER_OFFERS_BEFORE,
  payable,
  SPARA_BEFORE,
  subscriptionLabel,
  buyBackLabel,
  conditionalLabel,
  tierCell,
  unitAfter,
  unitLabel,
  WAS_AFTER,
  WAS_LABEL,
  SALE_LABEL_ALONE,
} from "./price-words.js";
import { aboutAChoice } from "./choices.js";

/** Named for a price ("price", "precio", "valor"; not a rating, "valoracion", "valoração"). */
export const PRICE_SIG =
  /price|preis|prix|precio|prezzo|preco|prijs|(?<!o)cen[ay]|amount|kaina|pris\b|価格|金額|cost\b|betrag|valor(?!ac|iz)|money/;
const OLD_SIG =
  /(^|[\s_-])(old|was|strike\w*|striked|crossed|compare\w*|before|original|orig|org|list-?price|listprice|rrp|uvp|msrp|srp|retail|previous|prev|reference|ref-price|instead|statt|streich\w*|puvodni|bezna|price-?standard|standard-?price|ancien|barre|tachado|antes|anterior|przekreslon\w*|stara|regular-price-was|price-was|saving\w*|save|you-?save|discount-amount|sparen|usetrite|unit-?price|price-?per(?!-?(sellable|item|piece|each))|base-?price|grundpreis|per-?unit|installment\w*|instalment\w*|monthly|financ\w*|klarna|afterpay|shipping|delivery|versand|doprava|tier\w*|bulk|deposit|pfand|tax-amount|vat-amount|points?|reward\w*|gift|market-?price|non-?sale|preis-?alt|alt-?preis|prijs-?oud|oude?-?prijs|barrato|eski|(old|was|orig|original|before|compare|compareat|strike|crossed|previous|prev|regular)price)($|[\s_-])/;
/**
 * Named for a former price. A class that says the element has one beside it (`with-list-price`,
 * `has-old-price`, `has-discount`) names the price that replaced it.
 */
export const namedOld = (el: Element) => OLD_SIG.test(signature(el).replace(/(^|\s)(with|has)[-_][^\s]*/g, " "));

export const exTax = (el: Element, text: string): boolean =>
  EX_TAX_WORDS.test(fold(text)) || netBefore(precedingText(el)) || netAfter(el, text);
/**
 * Tax words right before an element label it ("Excl. VAT:" <span>36.53€</span>), unless they
 * follow an amount of their own ("£83.33 ex VAT" then "£99.99 inc VAT").
 */
export const netBefore = (preceding: string): boolean =>
  EX_TAX_LABEL.test(fold(preceding)) && !findPrices(preceding).some((p) => p.currency);
/**
 * Said before tax by the words right after its element ("<span>12,90 €</span> <span>zzgl.
 * MwSt.</span>"), as trade shops print the net price over the gross one. Not an amount whose own
 * words (`text`, the element's) say it includes the tax ("2,80 € brutto inkl. 19 % MwSt." above
 * "zzgl. MwSt. zzgl. Versandkosten"): the line after it is about something else.
 */
export const netAfter = (el: Element, text: string): boolean => {
  if (INC_TAX_WORDS.test(fold(text))) return false;
  const after = fold(followingText(el));
  const words = EX_TAX_AFTER.exec(after);
  // Unless they label the next amount with a colon ("£25.00" above "Excl. VAT: £20.83", "Без НДС: 533 ₽").
  return !!words && !/^\s*:\s*\S{0,4}\s?\d/.test(after.slice(words.index + words[0].length));
};
/** Said per unit or per period by the words right after its element ("<b>$8.33</b> a week", "per month"). */
export const perAfter = (el: Element): boolean => unitAfter(followingText(el, 30, true)) || RATE_AFTER.test(followingText(el, 5, true));
/** A rating drawn as a picture ("4 out of 5 stars"): its stars are no amount. */
const RATING = /\b(out of|of \d|stars?|sterne|etoiles|étoiles|estrellas|stelle|estrelas|rating|bewertung)\b/i;
/** A discount rate set apart from its sign, as Chinese and Japanese shops print it ("<b>79</b>折": 79% of the price; "3割引"). */
const RATE_AFTER = /^(折|割引?)(?!\p{L})/u;

/** A box named for a price converted into the buyer's currency (`convPrice`): see APPROXIMATELY. */
const CONVERTED_SIG = /conv\w{0,6}-?pri?ce?|converted|currency-?conver/;

/** What the delivery costs, named on the element itself ("shippingCost", "postage-price"). */
export const SHIPPING_SIG =
  /shipping|(^|[\s_-])ship[-_]*(cost|price|fee|rate|charge)|postage|delivery-?(cost|price|fee|charge)|versandkost|portokost|frete|gastos-?de-?envio|envio|spedizion|livraison|frais-?de-?port|doprava|dostawa|verzendkost|fraktkost/;

/**
 * A box named for delivery ("dh-delivery", "delivery-options"): a lone amount labelled in it is
 * what a way of delivery costs ("Zásilkovna: 59 Kč"; heuristics-price.ts `deliveryOption`). An
 * unlabelled amount stays a price: themes wrap the buy box in boxes that tell its delivery too.
 */
export const DELIVERY_SIG = /(^|[\s_-])(delivery|versand|lieferung|levering|leverans|consegna|entrega|dostava)($|[\s_-])/;

/** A sum of several things: a cart's, an order's, a "bought together" bundle's. */
const CART_TOTAL = /subtotal|(cart|basket|bag|order|bundle|set)-?total|(^|[\s_-])total($|[\s_-])/;
/** Named for an amount that is not this product's price: a sum, or a conversion. */
export const otherAmount = (e: Element): boolean => CART_TOTAL.test(signature(e)) || CONVERTED_SIG.test(signature(e));
/**
 * An option sold with the product (a warranty or protection plan, insurance, gift wrapping, an
 * add-on), named on the amount or its option's box: only two levels up, as a buy box may hold
 * the plans beside the price.
 */
const ADD_ON_SIG = /warrant|protection-?plan|insurance|care-?plan|gift-?wrap|add-?ons?\b|addon/;
export const addOn = (el: Element): boolean => [el, ...ancestors(el, 2)].some((e) => ADD_ON_SIG.test(signature(e)));

/** A former price by its accessible label, on the amount or its box. */
export const saidFormer = (el: Element) => [el, ...ancestors(el, 1)].some((e) => labelledFormer(e.attribs["aria-label"]));

/** Struck through by tag, by style or by a utility class (`line-through`, `strikethrough`). */
const STRUCK_CLASS = /(^|[\s_-])(line-?through|strike-?through|strike|strike-?out|crossed-?out|crossed)($|[\s_-])/i;

export function hasDel(el: Element): boolean {
  return (
    el.name === "del" ||
    el.name === "s" ||
    el.name === "strike" ||
    /line-through/.test(el.attribs.style ?? "") ||
    STRUCK_CLASS.test(el.attribs.class ?? "")
  );
}

/** An amount in a volume-discount table's row for a quantity from 2 on (a cell "5-9", then the amount). */
export function tierRow(el: Element): boolean {
  const own = [el, ...ancestors(el, 3)];
  const cell = own.find((e) => e.name === "tr")?.children.find((c) => isElement(c) && (c.name === "td" || c.name === "th"));
  if (!cell || !isElement(cell) || own.includes(cell)) return false;
  // A quantity cell is short: read no more of it than that.
  const text = shortText(cell, 40);
  return text !== undefined && tierCell(text);
}

/**
 * A price whose class says "old" is crossed out only beside the price that replaced it: with no
 * other price in its parent, it is the one price the shop shows (some themes name every regular
 * price "old").
 */
const parentTexts = new WeakMap<Element, string | undefined>();

export function hasRival(el: Element): boolean {
  const parent = el.parent && isElement(el.parent) ? el.parent : undefined;
  if (!parent) return true;
  // Siblings share their parent: read its text once.
  if (!parentTexts.has(parent)) parentTexts.set(parent, shortText(parent, 200));
  const text = parentTexts.get(parent);
  if (text === undefined) return true;
  const own = findPrices(textOf(el)).map((p) => p.amount);
  const found = findPrices(text);
  if (!found.some((p) => !own.includes(p.amount))) return false;
  // An instalment or a unit price beside it replaces nothing ("40,00 €" then "or 3 payments of
  // 13,33 €" in a pay-later widget): the parent's one price to pay is still this one.
  const pay = payable(text, found);
  return !pay || !own.includes(pay.amount);
}

/**
 * An element's text as a price: struck-through and "old price" parts (by class or accessible
 * label) left out (a container holding only an old price then holds no price), and a fraction
 * set apart read as decimals ("49<sup>99</sup>" is 49.99, not 4999). With `inlineOnly`, the
 * element's own line: its text and inline parts, not the boxes inside it.
 */
export function priceText(el: Element, skipAriaHidden: boolean, inlineOnly = false): string {
  const out: string[] = [];
  // The last piece of text read that is more than blanks and edges: whether the text so far ends
  // in a digit is asked at every element, and joining all of it each time costs a nest's square.
  let lastWords = "";
  const walk = (n: AnyNode, top: boolean, drawn = false): void => {
    if (n.type === "text") {
      const data = (n as unknown as { data: string }).data;
      out.push(data);
      const words = data.replaceAll(EDGE, "").trimEnd();
      if (words) lastWords = words;
      return;
    }
    if (!isElement(n) || ["script", "style", "noscript", "template"].includes(n.name)) return;
    // A line break parts words as a blank does ("Τιμή: 49,90€<br>Χωρίς Φ.Π.Α.: 40,24€").
    if (n.name === "br") {
      out.push(" ");
      return;
    }
    // One choice of a picker inside the box (a protection plan's checkbox, a subscription's
    // radio button) holds that choice's amount, not the product's.
    if (!top && n.name === "label" && aboutAChoice(n)) return;
    if (!top && (hasDel(n) || (namedOld(n) && PRICE_SIG.test(signature(n))) || labelledFormer(n.attribs["aria-label"]))) return;
    // Inside a part drawn as a picture (`role="img"`, its label the amount), the parts hidden from
    // screen readers are the drawing itself ("$", "129.999"): read as shown.
    if (skipAriaHidden && !drawn && n.attribs["aria-hidden"] === "true") return;
    const inDrawing = drawn || (!top && n.attribs.role === "img" && !!spokenPrice(n) && !RATING.test(n.attribs["aria-label"] ?? ""));
    // A part the page hides is no part of what it shows ("1,679" then a hidden "1679" for markup).
    if (!top && hiddenHere(n)) return;
    // Two digits set apart in their own inline element right after the units are the cents,
    // however the theme names them (<sup>, "cents", "rightEndPrice"); after units grouped with
    // dots ("39.999" then "90") the decimal mark is a comma.
    if (!BLOCK_TAGS.has(n.name) && /\d$/.test(lastWords) && /^\d{2}$/.test(textOf(n))) {
      const units = out.join("").replaceAll(EDGE, "").trimEnd();
      lastWords = `${/\d\.\d{3}$/.test(units) ? "," : "."}${textOf(n).trim()}`;
      // Joined to the units across a blank the markup leaves before a superscript ("R15
      // <sup>49</sup>"); after a blank, other inline parts are words of their own ("$12 <small>24</small> pack").
      let k = out.length - 1;
      while (k > 0 && (out[k] === EDGE || out[k] === "")) k--;
      if (n.name === "sup" || !/\s$/.test(out[k] ?? "")) out.push(CENTS);
      out.push(lastWords);
      return;
    }
    // Boxes are read apart: "<div>109€</div><div>109€</div>" is 109 twice, not 109109; a table's
    // cells too, never one amount grouped across them ("Bis 4" then "189,90 €" is no 4 189,90).
    const block = BLOCK_TAGS.has(n.name);
    if (block && inlineOnly && !top) return;
    const cell = !top && (n.name === "td" || n.name === "th");
    if (block) out.push(cell ? " | " : " ");
    // Where an element starts and ends inside the text (EDGE), read at the end.
    if (!top) out.push(EDGE);
    for (const c of n.children) walk(c, false, inDrawing);
    if (block) out.push(" ");
    if (!top) out.push(EDGE);
  };
  walk(el, true);
  // Two elements' words that meet at an edge are two words ("25,00 zł" then "Lowest price…").
  return (
    out
      .join("")
      .replace(/(\p{L})\u0000+(?=\p{L})/gu, "$1 ")
      // A count and its word, or a percentage, in the next element are apart from an amount
      // before it ("$200" then "2 bids", "₹999" then "50% off"); digits alone after the edge
      // stay joined ("$1" then "299").
      .replace(/(\d)\u0000+(?=\d+(\s+\p{L}|\s*%))/gu, "$1 ")
      // A percentage written sign first ("%17", as Turkish and Arabic shops print a discount) is
      // apart from the amount in the next element: "%17" then "1.249,90 TL" is no 171,249.90 (nor,
      // set apart by a blank only, "%35" then "273,00 TL" 35 273).
      .replace(/(%\s?\d+([.,]\d+)?)(?=[\s\u0000]*\u0000)[\s\u0000]+(?=\d)/gu, "$1; ")
      .replace(/[\s\u0000]*\u0001/gu, "")
      .replaceAll(EDGE, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * The amount an element says whole only to screen readers, every part it shows hidden from them
 * (`aria-label="799,– €"` over `<span aria-hidden="true">799</span><sup aria-hidden="true">–</sup>`,
 * as big retailers split a price into styled pieces): its label is its text.
 */
export function spokenPrice(el: Element): string | undefined {
  const label = el.attribs["aria-label"];
  if (!label || label.length > 60 || !/\d/.test(label)) return undefined;
  const kids = el.children.filter(isElement);
  // A box drawn as a picture (`role="img"`) is read by its label alone: its parts are presentation.
  const drawn = el.attribs.role === "img" || kids.every((k) => k.attribs["aria-hidden"] === "true");
  return kids.length > 0 && drawn ? inCents(label.trim()) : undefined;
}

/**
 * An amount spoken in units and cents ("389 reais com 90 centavos", "12 dollars and 5 cents",
 * "4 euros con 50 céntimos"), as marketplaces label a price drawn in parts: one amount, "389.90 reais".
 */
const inCents = (label: string) =>
  label.replace(
    /(\d[\d.,]*)\s+(\p{L}+)\s+(com|con|e|y|and|et|und|i)\s+(\d{1,2})\s+(centavos?|c[eé]ntimos?|cents?|centimes?|cent|groszy|grosze)\b/iu,
    (_m, units: string, currency: string, _and: string, cents: string) =>
      `${units.replace(/[.,]/g, "")}.${cents.padStart(2, "0")} ${currency}`,
  );

/**
 * Whether the words around an amount say it is not the price to pay: a former price, a saving, a
 * conversion, the lowest price of 30 days. `before` is the element's own text before the amount,
 * `preceding` the text before the element, both folded.
 */
export function saidNotToPay(el: Element, before: string, preceding: string): boolean {
  return (
    WAS_LABEL.test(before) ||
    // "Spara 1 500 kr" in one box is a saving; a wishlist button's "♡ Spara" before the price's box is not.
    SPARA_BEFORE.test(before) ||
    MULTI_BUY.test(before) ||
    OR_MORE.test(before) ||
    MULTI_BUY.test(preceding) ||
    unitLabel(before) ||
    unitLabel(preceding) ||
    chargeLabel(before) ||
    chargeLabel(preceding) ||
    subscriptionLabel(before) ||
    subscriptionLabel(preceding) ||
    buyBackLabel(before) ||
    buyBackLabel(preceding) ||
    conditionalLabel(before) ||
    conditionalLabel(preceding) ||
    APPROXIMATELY.test(before) ||
    lowestBefore(before) ||
    WAS_LABEL.test(preceding) ||
    LONE_WAS.test(preceding) ||
    lowestLabel(precedingText(el, 100)) ||
    formerSaidAfter(el, before, preceding)
  );
}

/**
 * An amount whose words follow it, none before it, and say it was the former price ("$159.95"
 * then "Original price", as site builders label amounts for screen readers); not an amount
 * labelled before it ("Sale price $39.00", then a hidden block's "Regular price").
 */
function formerSaidAfter(el: Element, before: string, preceding: string): boolean {
  if (/\p{L}/u.test(before)) return false;
  const last = findPrices(preceding).pop();
  if (/\p{L}/u.test(last ? preceding.slice(last.end) : preceding)) return false;
  // The words in a box of their own right after it ("<span class="sr-only">Original price</span>"),
  // not a label before the next amount in the same box ("Original price $399.00").
  let n = el.next;
  while (n && n.type === "text" && !(n as unknown as { data: string }).data.trim()) n = n.next;
  const words = !n ? "" : n.type === "text" ? (n as unknown as { data: string }).data : isElement(n) ? (shortText(n, 40) ?? "") : "";
  return !/\d/.test(words) && WAS_AFTER.test(fold(words));
}

/** Where an element ends inside a price's text. */
const EDGE = "\u0000";
/** Where cents set apart begin: the blanks before it are dropped. */
const CENTS = "\u0001";

/** Other sellers' offers, said right before the amount or before its box (two levels up). */
export const otherSellers = (el: Element) => [el, ...ancestors(el, 2)].some((e) => OTHER_OFFERS_BEFORE.test(fold(precedingText(e))));

/** Text right before an element inside its parent ("Was" <span>$30</span>). */
export function precedingText(el: Element, max = 40): string {
  const parts: string[] = [];
  for (let n = el.prev; n && parts.join("").length < max; n = n.prev) {
    // A box of a page's length before it holds no label (and is not read whole for each amount).
    if (isElement(n) && shortText(n, 1000) === undefined) break;
    const t = n.type === "text" ? (n as unknown as { data: string }).data : isElement(n) ? textOf(n) : "";
    parts.unshift(t);
  }
  return unmarked(parts.join(" ")).trim().slice(-max);
}

/**
 * Whether an amount's label is the whole of a sale label (`SALE_LABEL_ALONE`): the words opening
 * its own text ("Sale price: $20.00", `prefix`), else the box or text right before it
 * (`<span class="visually-hidden">Sale price</span><span>$20.00</span>`). A currency sign or code
 * before the amount is no part of it.
 */
export function saleLabelAlone(el: Element, prefix: string): boolean {
  let label = prefix;
  if (!/\p{L}/u.test(label)) {
    let n = el.prev;
    while (n && n.type === "text" && !(n as unknown as { data: string }).data.trim()) n = n.prev;
    label = !n ? "" : n.type === "text" ? (n as unknown as { data: string }).data : isElement(n) ? (shortText(n, 60) ?? "") : "";
  }
  const words = fold(unmarked(label))
    .replace(/[^\p{L}:：]+$/u, "")
    .trim();
  return SALE_LABEL_ALONE.test(words) || SALE_LABEL_ALONE.test(words.replace(/\s*\p{L}{1,3}$/u, ""));
}

/**
 * A label without its footnote mark ("AVP¹", "UVP*", "statt²"): fold reads "¹" as "1", which
 * would make the label a count.
 */
export const unmarked = (s: string) => s.replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰*†‡]+/g, " ");

/**
 * The folded words right before an element that may label its amount (`raw`, its preceding text):
 * none when they are the amount's before them, said after it as site builders print labels for
 * screen readers ("$159.95 Original price" then "$119.95 Current price") and this amount has words
 * of its own after it.
 */
export function labelBefore(el: Element, raw = precedingText(el)): string {
  const preceding = fold(raw);
  const last = findPrices(preceding).pop();
  const toldOfTheOneBefore = !!last && WAS_AFTER.test(preceding.slice(last.end)) && /^\p{L}/u.test(fold(followingText(el, 30, true)));
  return toldOfTheOneBefore ? "" : preceding;
}

/** Text right after an element inside its parent (<span>12,90 €</span> "zzgl. MwSt."). */
function followingText(el: Element, max = 30, inline = false): string {
  const parts: string[] = [];
  for (let n = el.next; n && parts.join("").length < max; n = n.next) {
    if (isElement(n) && shortText(n, 1000) === undefined) break;
    // The same line only: a box after it is another line ("Monthly payment …" under the price).
    if (inline && isElement(n) && BLOCK_TAGS.has(n.name)) break;
    parts.push(n.type === "text" ? (n as unknown as { data: string }).data : isElement(n) ? textOf(n) : "");
  }
  return parts.join(" ").trim().slice(0, max);
}
