/**
 * The selling price on a page without (or with incomplete) markup. Candidates are elements that
 * say "price" in their class/id/itemprop/data attributes; struck-through, "was", "compare at",
 * RRP, unit and instalment prices are dropped; the rest are ranked by closeness to the product
 * heading and by "sale/final/current" hints. A container holding two different prices (old and
 * new) is no candidate itself: its children are.
 */
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { findPrices, priceNumber, type PagePrice } from "../../values/price.js";
import {
  allElements,
  ancestors,
  BLOCK_TAGS,
  fold,
  isElement,
  hiddenHere,
  INLINE_TAGS,
  isHidden,
  shortText,
  signature,
  textOf,
  treeDistance,
  type AnyNode,
  type Element,
} from "./dom.js";
import {
  aboutSomethingElse,
  chargeLabel,
  EX_TAX_AFTER,
  EX_TAX_LABEL,
  EX_TAX_WORDS,
  labelledFormer,
  LONE_WAS,
  lowestBefore,
  lowestLabel,
  MULTI_BUY,
  OTHER_OFFERS_BEFORE,
  PLAN_BEFORE,
  endsWithLabel,
  payable,
  PRICE_LABEL,
  SALE_LABEL,
  somethingElseBefore,
  subscriptionLabel,
  suffixed,
  THRESHOLD_BEFORE,
  APPROXIMATELY,
  tierCell,
  unitAfter,
  unitLabel,
  UNIT_OR_PLAN,
  WAS_LABEL,
} from "./price-words.js";
import { aboutAChoice } from "./buy-box.js";

export interface PriceFinding {
  amount: number;
  currency?: string;
  excerpt: string;
  el: Element;
}

const PRICE_SIG = /price|preis|prix|precio|prezzo|preco|prijs|cena|ceny|amount|kaina|pris\b|価格|金額|cost\b|betrag|valor|money/;
const OLD_SIG =
  /(^|[\s_-])(old|was|strike\w*|striked|crossed|compare\w*|before|original|orig|org|list-?price|listprice|rrp|uvp|msrp|srp|retail|previous|prev|reference|ref-price|instead|statt|streich\w*|puvodni|bezna|price-?standard|standard-?price|ancien|barre|tachado|antes|anterior|przekreslon\w*|stara|regular-price-was|price-was|saving\w*|save|you-?save|discount-amount|sparen|usetrite|unit-?price|price-?per(?!-?(sellable|item|piece|each))|base-?price|grundpreis|per-?unit|installment\w*|instalment\w*|monthly|financ\w*|klarna|afterpay|shipping|delivery|versand|doprava|tier\w*|bulk|deposit|pfand|tax-amount|vat-amount|points?|reward\w*|gift|market-?price|non-?sale|preis-?alt|alt-?preis|prijs-?oud|oude?-?prijs|barrato|(old|was|orig|original|before|compare|compareat|strike|crossed|previous|prev|regular)price)($|[\s_-])/;
/**
 * Named for a former price. A class that says the element has one beside it (`with-list-price`,
 * `has-old-price`, `has-discount`) names the price that replaced it.
 */
export const namedOld = (el: Element) => OLD_SIG.test(signature(el).replace(/(^|\s)(with|has)[-_][^\s]*/g, " "));

const SALE_SIG =
  /(sale|special|final|current|actual|now|promo|offer|our-?price|selling|price--large|to-?pay|pricetopay|main-price|product-price|product__price|productprice|price-current|price-new|new-price|price-sale|akce|akcni|aktualni|sonderpreis|angebot|reduced|discounted|price-tag|price-box|pdp-price|buybox|price_color|regular-price-now)/;
const REGULAR_SIG = /regular|price-item--regular|normal-?price/;

export const exTax = (el: Element, text: string): boolean => EX_TAX_WORDS.test(fold(text)) || netBefore(precedingText(el)) || netAfter(el);
/**
 * Tax words right before an element label it ("Excl. VAT:" <span>36.53€</span>), unless they
 * follow an amount of their own ("£83.33 ex VAT" then "£99.99 inc VAT").
 */
const netBefore = (preceding: string): boolean => EX_TAX_LABEL.test(fold(preceding)) && !findPrices(preceding).some((p) => p.currency);
/**
 * Said before tax by the words right after its element ("<span>12,90 €</span> <span>zzgl.
 * MwSt.</span>"), as trade shops print the net price over the gross one.
 */
const netAfter = (el: Element): boolean => EX_TAX_AFTER.test(fold(followingText(el)));
/** Said per unit or per period by the words right after its element ("<b>$8.33</b> a week", "per month"). */
const perAfter = (el: Element): boolean => unitAfter(followingText(el, 30, true));

/** A box named for a price converted into the buyer's currency (`convPrice`): see APPROXIMATELY. */
const CONVERTED_SIG = /conv\w{0,6}-?pri?ce?|converted|currency-?conver/;

/** What the delivery costs, named on the element itself ("shippingCost", "postage-price"). */
const SHIPPING_SIG =
  /shipping|postage|delivery-?(cost|price|fee|charge)|versandkost|portokost|frete|gastos-?de-?envio|envio|spedizion|livraison|frais-?de-?port|doprava|dostawa|verzendkost|fraktkost/;

/** A sum of several things: a cart's, an order's, a "bought together" bundle's. */
const CART_TOTAL = /subtotal|(cart|basket|bag|order|bundle|set)-?total|(^|[\s_-])total($|[\s_-])/;
/** Named for an amount that is not this product's price: a sum, or a conversion. */
const otherAmount = (e: Element): boolean => CART_TOTAL.test(signature(e)) || CONVERTED_SIG.test(signature(e));
/**
 * An option sold with the product (a warranty or protection plan, insurance, gift wrapping, an
 * add-on), named on the amount or its option's box: only two levels up, as a buy box may hold
 * the plans beside the price.
 */
const ADD_ON_SIG = /warrant|protection-?plan|insurance|care-?plan|gift-?wrap|add-?ons?\b|addon/;
const addOn = (el: Element): boolean => [el, ...ancestors(el, 2)].some((e) => ADD_ON_SIG.test(signature(e)));

interface Candidate {
  el: Element;
  price: PagePrice;
  text: string;
  score: number;
}

/** A former price by its accessible label, on the amount or its box. */
const saidFormer = (el: Element) => [el, ...ancestors(el, 1)].some((e) => labelledFormer(e.attribs["aria-label"]));

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

/** The selling price in `root`, ranked by distance to `main` (the product heading). */
export function findMainPrice(root: AnyNode, main: Element | undefined, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  const all = allElements(root);
  const order = new Map(all.map((el, i) => [el, i]));
  const candidates = namedPrices(all, ctx, hint);
  // Keep the outermost single-price candidate of a nest (a price box and its parts, a few boxes
  // up at most); it carries its children's hints.
  const byEl = new Map(candidates.map((c) => [c.el, c]));
  const chosen = candidates.filter((c) => !ancestors(c.el, 8).some((a) => byEl.get(a)?.price.amount === c.price.amount));
  if (!chosen.length) return textFallback(all, main, ctx, hint) ?? netOnly(all, ctx, hint);
  for (const c of chosen) {
    const lineage = [c.el, ...ancestors(c.el, 3)];
    const descSig = allElements(c.el).slice(0, 12).map(signature).join(" ");
    const sig = `${lineage.map(signature).join(" ")} ${descSig}`;
    if (SALE_SIG.test(sig)) c.score += 4;
    if (REGULAR_SIG.test(signature(c.el)) && !SALE_SIG.test(signature(c.el))) c.score -= 3;
    if (lineage.some((e) => e.name === "ins")) c.score += 1;
    if (/finalprice/i.test(`${c.el.attribs["data-price-type"] ?? ""} ${descSig}`)) c.score += 3;
    if (c.el.attribs.itemprop === "price") c.score += 2;
    c.score -= main ? Math.min(treeDistance(c.el, main), 30) * 0.5 : 0;
    c.score -= (order.get(c.el) ?? 0) * 0.001;
  }
  chosen.sort((a, b) => b.score - a.score);
  const best = chosen[0];
  // Every price-named element far from the heading is another product's (cards carry their price
  // in data attributes for analytics); an amount printed right beside the heading, in boxes
  // named nothing (CSS-in-JS themes), is this product's.
  if (main && treeDistance(best.el, main) > FAR_FROM_HEADING) {
    const beside = textFallback(all, main, ctx, hint, BESIDE_HEADING);
    if (beside) return beside;
  }
  // A bar that repeats the title beside a price (a sticky add-to-cart bar) copies the product's
  // price, maybe rounded ("$13" for "$12.99"): the amount the page prints first after the heading,
  // outside such a bar, is the product's own.
  if (main && titleBar(best.el, main)) {
    const own = textFallback(all, main, ctx, hint);
    const after = own && (order.get(own.el) ?? -1) > (order.get(main) ?? all.length);
    if (own && after && own.amount !== best.price.amount && !titleBar(own.el, main)) return own;
  }
  return { amount: best.price.amount, currency: best.price.currency, excerpt: best.text, el: best.el };
}

/**
 * The short box (a few levels up, not around the heading) that prints the product's title again
 * beside `el`: a sticky add-to-cart bar, or a card of a product whose name holds this one's.
 */
function titleBar(el: Element, main: Element): Element | undefined {
  const title = fold(textOf(main)).replace(/\s+/g, " ").trim();
  if (title.length < 3) return undefined;
  for (const box of ancestors(el, 3)) {
    const text = shortText(box, 300);
    if (text === undefined || ancestors(main).includes(box)) return undefined;
    if (fold(text).replace(/\s+/g, " ").includes(title)) return box;
  }
  return undefined;
}

/** An amount in a volume-discount table's row for a quantity from 2 on (a cell "5-9", then the amount). */
function tierRow(el: Element): boolean {
  const own = [el, ...ancestors(el, 3)];
  const cell = own.find((e) => e.name === "tr")?.children.find((c) => isElement(c) && (c.name === "td" || c.name === "th"));
  if (!cell || !isElement(cell) || own.includes(cell)) return false;
  // A quantity cell is short: read no more of it than that.
  const text = shortText(cell, 40);
  return text !== undefined && tierCell(text);
}

/** Elements named for a price that hold one; with `net`, prices before tax too. */
function namedPrices(all: Element[], ctx: PageCurrencyContext, hint: string | undefined, net = false): Candidate[] {
  const out: Candidate[] = [];
  for (const el of all) {
    if (["script", "style", "option", "select", "input", "button", "meta", "link", "textarea", "form", "body", "html"].includes(el.name))
      continue;
    if (!PRICE_SIG.test(signature(el))) continue;
    const c = candidate(el, ctx, hint, net);
    // A price the page hides is another variant's or a template's.
    if (c && !isHidden(el)) out.push(c);
  }
  return out;
}

/**
 * A trade shop that prints only its net price ("4,99 € zzgl. MwSt."): with no other price on the
 * page, its one net amount is the price it asks.
 */
function netOnly(all: Element[], ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  const net = namedPrices(all, ctx, hint, true);
  if (new Set(net.map((c) => c.price.amount)).size !== 1) return undefined;
  return { amount: net[0].price.amount, currency: net[0].price.currency, excerpt: net[0].text, el: net[0].el };
}

function candidate(el: Element, ctx: PageCurrencyContext, hint?: string, net = false): Candidate | undefined {
  // Ancestors count only when they are price containers themselves: product wrappers carry
  // unrelated classes ("shipping-taxable", "sale") that would read as "not the selling price".
  const lineage = [el, ...ancestors(el, 4)];
  if (lineage.some((e) => hasDel(e)) || (namedOld(el) && hasRival(el)) || saidFormer(el)) return undefined;
  if (ancestors(el, 4).some((e) => PRICE_SIG.test(signature(e)) && namedOld(e))) return undefined;
  if (/oldprice|old-price/i.test(el.attribs["data-price-type"] ?? "")) return undefined;
  // Not this product's price: what several things cost together (a cart's subtotal, a bundle's
  // total), a conversion, the delivery, an option sold with it.
  // … or one choice's price (a grade, a plan, an amount to pick), the chosen one shown apart.
  if (lineage.some(otherAmount) || SHIPPING_SIG.test(signature(el)) || addOn(el) || aboutAChoice(el)) return undefined;
  let text = priceText(el, true);
  if (!/\d/.test(text)) text = priceText(el, false);
  const rawPreceding = precedingText(el);
  const preceding = fold(rawPreceding);
  if (
    text.length > 80 ||
    PLAN_BEFORE.test(preceding) ||
    THRESHOLD_BEFORE.test(preceding) ||
    otherSellers(el) ||
    perAfter(el) ||
    tierRow(el)
  )
    return undefined;
  const prices = findPrices(text, { context: ctx, currencyHint: hint });
  // A text with one amount before tax is none; of several, `payable` sets that one aside. A label
  // before the element names it, unless its amounts carry their own words after them ("£25.00
  // Incl. Tax" after "£20.83 Excl. Tax").
  const netLabel = netBefore(rawPreceding) && !suffixed(text, prices);
  // Beside amounts with a currency, a bare number is a quantity ("100 Stück: 4,99 € zzgl. MwSt.").
  const amounts = new Set(prices.filter((p) => p.currency || !prices.some((q) => q.currency)).map((p) => p.amount));
  if (!net && (netLabel || (EX_TAX_WORDS.test(fold(text)) && amounts.size <= 1) || netAfter(el))) return undefined;
  let price = payable(text, prices);
  if (!price && (prices.length || UNIT_OR_PLAN.test(fold(text)))) return undefined;
  const exact = el.attribs["data-price-amount"] ?? el.attribs["data-price"] ?? el.attribs["data-product-price"];
  if (exact && /^\d+(\.\d+)?$/.test(exact.trim())) {
    const amount = priceNumber(exact.trim());
    // Themes also keep the price in cents there (`data-price="2500"` beside "$25.00").
    const cents = price !== undefined && amount !== undefined && Math.abs(amount - price.amount * 100) < 0.5;
    if (amount !== undefined && !cents)
      price = { amount, currency: price?.currency ?? hint, start: price?.start ?? 0, end: price?.end ?? 0 };
  }
  if (!price || price.amount <= 0) return undefined;
  if (!price.currency) price = { ...price, currency: hint };
  if (saidNotToPay(el, fold(unmarked(text.slice(0, price.start))).trim(), preceding)) return undefined;
  // A coupon, points or a threshold in a box named for a price (a promo box: "Apply $5.00 coupon").
  if (aboutSomethingElse(text, price)) return undefined;
  // A lone price classed "old" stays a candidate, behind any price not so classed.
  const old = namedOld(el) ? 2 : 0;
  return { el, price, text, score: 10 + (prices[0]?.currency ? 1 : 0) - old };
}

/**
 * A price whose class says "old" is crossed out only beside the price that replaced it: with no
 * other price in its parent, it is the one price the shop shows (some themes name every regular
 * price "old").
 */
const parentTexts = new WeakMap<Element, string | undefined>();

function hasRival(el: Element): boolean {
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
 * set apart read as decimals ("49<sup>99</sup>" is 49.99, not 4999).
 */
function priceText(el: Element, skipAriaHidden: boolean): string {
  const out: string[] = [];
  const walk = (n: AnyNode, top: boolean): void => {
    if (n.type === "text") {
      out.push((n as unknown as { data: string }).data);
      return;
    }
    if (!isElement(n) || ["script", "style", "noscript", "template"].includes(n.name)) return;
    // One choice of a picker inside the box (a protection plan's checkbox, a subscription's
    // radio button) holds that choice's amount, not the product's.
    if (!top && n.name === "label" && aboutAChoice(n)) return;
    if (!top && (hasDel(n) || (namedOld(n) && PRICE_SIG.test(signature(n))) || labelledFormer(n.attribs["aria-label"]))) return;
    if (skipAriaHidden && n.attribs["aria-hidden"] === "true") return;
    // A part the page hides is no part of what it shows ("1,679" then a hidden "1679" for markup).
    if (!top && hiddenHere(n)) return;
    // Two digits set apart in their own inline element right after the units are the cents,
    // however the theme names them (<sup>, "cents", "rightEndPrice"); after units grouped with
    // dots ("39.999" then "90") the decimal mark is a comma.
    const units = out.join("").replaceAll(EDGE, "").trimEnd();
    if (!BLOCK_TAGS.has(n.name) && /\d$/.test(units) && /^\d{2}$/.test(textOf(n))) {
      out.push(`${/\d\.\d{3}$/.test(units) ? "," : "."}${textOf(n).trim()}`);
      return;
    }
    // Boxes are read apart: "<div>109€</div><div>109€</div>" is 109 twice, not 109109.
    const block = BLOCK_TAGS.has(n.name);
    if (block) out.push(" ");
    // Where an element starts and ends inside the text (EDGE), read at the end.
    if (!top) out.push(EDGE);
    for (const c of n.children) walk(c, false);
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
      .replaceAll(EDGE, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * Whether the words around an amount say it is not the price to pay: a former price, a saving, a
 * conversion, the lowest price of 30 days. `before` is the element's own text before the amount,
 * `preceding` the text before the element, both folded.
 */
function saidNotToPay(el: Element, before: string, preceding: string): boolean {
  return (
    WAS_LABEL.test(before) ||
    MULTI_BUY.test(before) ||
    MULTI_BUY.test(preceding) ||
    unitLabel(before) ||
    unitLabel(preceding) ||
    chargeLabel(before) ||
    chargeLabel(preceding) ||
    subscriptionLabel(before) ||
    subscriptionLabel(preceding) ||
    APPROXIMATELY.test(before) ||
    lowestBefore(before) ||
    WAS_LABEL.test(preceding) ||
    LONE_WAS.test(preceding) ||
    lowestLabel(precedingText(el, 100))
  );
}

/** Where an element ends inside a price's text. */
const EDGE = "\u0000";

/** Other sellers' offers, said right before the amount or before its box (two levels up). */
const otherSellers = (el: Element) => [el, ...ancestors(el, 2)].some((e) => OTHER_OFFERS_BEFORE.test(fold(precedingText(e))));

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
 * A label without its footnote mark ("AVP¹", "UVP*", "statt²"): fold reads "¹" as "1", which
 * would make the label a count.
 */
const unmarked = (s: string) => s.replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰*†‡]+/g, " ");

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

/** Tree distances from the heading: a price-named element further is far; an amount within is beside it. */
const FAR_FROM_HEADING = 10;
const BESIDE_HEADING = 6;

/**
 * "1 299,-", "599:-": a whole amount with a dash for its cents, as Nordic, Czech and German shops
 * print a price without its currency; on a shop whose currency is known (its country domain) it
 * is a price as surely as one with a symbol.
 */
const DASH_UNITS = /\d\s*[,.:]\s*[-–—]/;

/**
 * No price-named element at all: the first short currency-bearing text after the heading. With
 * `within`, only the text that follows the heading at most that far from it in the tree.
 */
function textFallback(
  all: Element[],
  main: Element | undefined,
  ctx: PageCurrencyContext,
  hint?: string,
  within?: number,
): PriceFinding | undefined {
  const start = main ? all.indexOf(main) : 0;
  const ordered =
    within !== undefined
      ? all.slice(Math.max(start, 0), start + 400)
      : [...all.slice(Math.max(start, 0)), ...all.slice(0, Math.max(start, 0))];
  const scan = ordered.slice(0, 4000);
  const at = (el: Element) => (within !== undefined && main && treeDistance(el, main) > within ? undefined : fallbackAt(el, ctx, hint));
  for (const [i, el] of scan.entries()) {
    const found = at(el);
    if (found) return replacedBy(found, scan.slice(i + 1, i + 40), at, ctx) ?? found;
  }
  return undefined;
}

/** What an element printing one amount holds besides text: inline parts, line breaks, markup tags. */
const AMOUNT_PARTS = [...INLINE_TAGS, "br", "wbr", "meta", "link"];

/** An amount printed alone in its element after the heading, if it is a price to pay. */
function fallbackAt(el: Element, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  if (["script", "style", "option", "select", "body", "html", "head", "title", "button", "a"].includes(el.name)) return undefined;
  if ([el, ...ancestors(el, 4)].some((e) => hasDel(e) || (PRICE_SIG.test(signature(e)) && namedOld(e))) || saidFormer(el)) return undefined;
  // Classed old beside the price that replaced it (`<span class="compare-at">`), as for named prices.
  if (namedOld(el) && hasRival(el)) return undefined;
  const kids = el.children.filter(isElement).filter((c) => !AMOUNT_PARTS.includes(c.name));
  if (kids.length) return undefined;
  if ([...allElements(el), ...ancestors(el, 4)].some(otherAmount) || addOn(el)) return undefined;
  if ([el, ...ancestors(el, 2)].some((e) => SHIPPING_SIG.test(signature(e))) || aboutAChoice(el)) return undefined;
  // Struck-through parts inside ("<li><span style=line-through>$122</span></li>") are not read.
  const text = priceText(el, false);
  if (!text || text.length > 60) return undefined;
  const preceding = fold(precedingText(el));
  if (PLAN_BEFORE.test(preceding) || exTax(el, text) || perAfter(el) || tierRow(el)) return undefined;
  const p = payable(text, findPrices(text, { context: ctx }));
  if (!p || !(p.currency || (hint && DASH_UNITS.test(text.slice(p.start, p.end + 3)))) || p.amount <= 0 || aboutSomethingElse(text, p))
    return undefined;
  const before = fold(unmarked(text.slice(0, p.start))).trim();
  if (
    saidNotToPay(el, before, preceding) ||
    LONE_WAS.test(before) ||
    OTHER_OFFERS_BEFORE.test(before) ||
    otherSellers(el) ||
    somethingElseBefore(preceding)
  )
    return undefined;
  return { amount: p.amount, currency: p.currency ?? hint, excerpt: text, el };
}

/**
 * The first amount after the heading, in boxes named nothing, may be the former price of a
 * product on sale whose strike was only a class (CSS-in-JS and utility-class themes). A lower
 * amount in the same price box replaces it when it is labelled as the price on sale ("Sale
 * price", "Special Price", "Now", "Por:"), when the box shows the one discounted to the other (a
 * percentage, or the saving, it prints), or when it is the box's only other amount: themes print
 * the former price first or, struck, after the price, never a lower amount after the price to pay
 * (an instalment, a unit price or a saving is said so and is no amount here).
 */
function replacedBy(
  first: PriceFinding,
  after: Element[],
  at: (el: Element) => PriceFinding | undefined,
  ctx: PageCurrencyContext,
): PriceFinding | undefined {
  const label = (f: PriceFinding) => `${precedingText(f.el)} ${f.excerpt.slice(0, f.excerpt.search(/\d/))}`;
  // An amount labelled as the price ("Price:", "Por:", "Now") is the one to pay, whatever follows.
  if (endsWithLabel(SALE_LABEL, label(first)) || endsWithLabel(PRICE_LABEL, label(first))) return undefined;
  const box = after.filter((e) => treeDistance(e, first.el) <= PRICE_BOX);
  const texts = [first.el, ...box]
    .filter((e) => !e.children.some((c) => isElement(c) && !AMOUNT_PARTS.includes(c.name)))
    .map((e) => textOf(e));
  const others = box.map(at).filter((f): f is PriceFinding => !!f && f.amount !== first.amount && f.currency === first.currency);
  const lower = others.filter((f) => f.amount < first.amount);
  const sale = lower.find((f) => endsWithLabel(SALE_LABEL, label(f)) || texts.some((t) => showsDiscount(t, first.amount, f.amount, ctx)));
  if (sale) return sale;
  const one = new Set(others.map((f) => f.amount)).size === 1 ? lower[0] : undefined;
  // A lower amount that is most of the price is a reduced price, not a part of it.
  return one && one.amount > first.amount * 0.3 ? one : undefined;
}

/** A price box: the amounts, their labels and badges, a few boxes apart at most. */
const PRICE_BOX = 4;

/** A percentage in `text` takes `from` to `to` ("-5%": 18.00 → 17.10), or an amount in it is the saving. */
export function showsDiscount(text: string, from: number, to: number, ctx: PageCurrencyContext): boolean {
  if (!text || text.length > 60 || !/\d/.test(text)) return false;
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, from * 0.005);
  for (const m of text.matchAll(/(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g)) {
    const pct = Number(m[1].replace(",", "."));
    if (pct > 0 && close(from * (1 - pct / 100), to)) return true;
  }
  return findPrices(text, { context: ctx }).some((p) => p.amount < to && close(to + p.amount, from));
}
