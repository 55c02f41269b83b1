/**
 * When the product's own box overrules the price its markup gives: the markup describes the list
 * price (printed only struck through, as a starting price or as the lowest of 30 days, or shown discounted to the buy
 * box's price) or another market (a currency the buy box does not print). Markup is trusted
 * above the visible page everywhere else; this is the one place it gives way on price.
 */
import { findCurrencies, pickCurrency } from "../../values/currencies.js";
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { findPrices } from "../../values/price.js";
import {
  allElements,
  ancestors,
  firstElements,
  fold,
  INLINE_TAGS,
  isElement,
  pressedOrChosen,
  textOf,
  treeDistance,
  type AnyNode,
  type Element,
} from "./dom.js";
import { showsDiscount } from "./heuristics-price.js";
import { exTax, hasDel, namedOld, otherSellers, precedingText } from "./price-element.js";
import { endsWithLabel, lowestBefore, lowestLabel, OTHER_OFFERS_BEFORE, payable, SALE_LABEL, WAS_LABEL } from "./price-words.js";
import type { Draft, ExtractedProduct } from "./types.js";

/**
 * Markup whose price the product's box prints only struck through (or as an auction's starting
 * price), or shows discounted to the buy box's price (by a percentage or a saving it prints, or a
 * sale label on the lower amount), is the list price or out of date: the buy box's price is the
 * one to pay, as it is when the markup gives that price in cents. Markup in another currency than
 * the buy box's describes another market (a shop that shows the buyer's currency): the buy box's
 * price and currency are what the buyer pays.
 */
export function buyBoxPrice(
  product: ExtractedProduct,
  heur: Draft,
  body: AnyNode,
  main: Element | undefined,
  ctx: PageCurrencyContext,
  from?: { high?: number },
): void {
  const seen = heur.fields.price;
  if (
    !seen ||
    heur.lastResortPrice ||
    product.price === undefined ||
    product.sources.price?.method === "heuristic" ||
    seen.value === product.price
  )
    return;
  const market = otherMarket(product, heur, ctx);
  const printed = howPrinted(body, main, product.price, ctx);
  if (
    !market &&
    printed !== "old" &&
    !(
      printed === "nowhere" &&
      (inCents(product.price, seen.value) || inThousandths(product.price, seen.value) || unprinted(product, heur, body, main, ctx))
    ) &&
    // Printed only on other choices, the low price gives way to the chosen one's, which a choice prints too.
    !(printed !== "payable" && chosenInRange(product, heur, from) && (printed !== "option" || onAChoice(body, main, seen.value, ctx))) &&
    !discountedTo(body, main, product.price, seen.value, ctx) &&
    !labelledSale(body, main, product.price, seen.value, ctx) &&
    !(printed === "nowhere" && saleFromPrinted(body, main, product.price, seen.value, ctx))
  )
    return;
  product.price = seen.value;
  product.sources.price = { method: "heuristic", excerpt: seen.excerpt };
  if (market) {
    product.currency = market;
    product.sources.currency = { method: "heuristic", excerpt: seen.excerpt };
  }
}

/**
 * The buy box's currency when it is not the markup's: printed in a sign only one currency uses
 * ("27,50 €", "£25.00", "CHF", not "$" or "kr"), and the shop's country domain, if it names a
 * currency, names that one.
 */
function otherMarket(product: ExtractedProduct, heur: Draft, ctx: PageCurrencyContext): string | undefined {
  const shown = heur.fields.currency?.value;
  const excerpt = heur.fields.price?.excerpt;
  if (typeof shown !== "string" || !excerpt || !product.currency || shown === product.currency) return undefined;
  if (ctx.fallback && ctx.fallback !== shown) return undefined;
  const sign = pickCurrency(findCurrencies(excerpt));
  return sign && !sign.ambiguous && sign.code === shown ? shown : undefined;
}

/**
 * The product's own box, near its heading: other items' cards further down may show the same
 * amounts as theirs.
 */
const ownBox = (root: AnyNode, main: Element | undefined): Element[] =>
  allElements(root).filter(
    (e) => !["script", "style", "option", "select", "head", "title", "meta"].includes(e.name) && (!main || treeDistance(e, main) <= 10),
  );

/**
 * Where the product's own box (near its heading) prints an amount: "old" when only where a price is
 * not the one to pay (struck through, in an element named "old"/"was"/"original", after a
 * "was"/"starting price" label, before tax, or as other sellers' offers: "Otras 3 ofertas desde"),
 * "option" when only as one of several choices (a variant button), "nowhere", or "payable". Markup
 * that gives an amount printed only as old describes the list (or net) price, not the buy box.
 */
function howPrinted(
  root: AnyNode,
  main: Element | undefined,
  amount: number,
  ctx: PageCurrencyContext,
): "old" | "option" | "nowhere" | "payable" {
  let seen = false;
  let option = false;
  for (const { el, text, hit, lineage } of printings(root, main, amount, ctx)) {
    seen = true;
    const old =
      lineage.some((e) => hasDel(e) || namedOld(e)) ||
      WAS_LABEL.test(fold(text.slice(0, hit.start)).trim()) ||
      WAS_LABEL.test(fold(precedingText(el))) ||
      // The lowest price of the last 30 days ("Lägsta pris senaste 30 dagarna: 349 kr"): a former price.
      lowestBefore(text.slice(0, hit.start)) ||
      lowestLabel(precedingText(el)) ||
      exTax(el, text) ||
      OTHER_OFFERS_BEFORE.test(fold(text.slice(0, hit.start)).trim()) ||
      otherSellers(el);
    if (old) continue;
    // One of several choices' price (a variant button "2 kg 59,99 zł", a radio's label), not the
    // chosen one: not the price to pay, which the buy box shows.
    if (lineage.some((e) => oneChoiceOfSeveral(e) && !chosen(e))) option = true;
    else return "payable";
  }
  return option ? "option" : seen ? "old" : "nowhere";
}

/** Where the product's own box prints an amount: the innermost short element that holds it. */
function* printings(root: AnyNode, main: Element | undefined, amount: number, ctx: PageCurrencyContext) {
  for (const el of ownBox(root, main)) {
    if (el.children.some((c) => isElement(c) && !INLINE_TAGS.includes(c.name) && c.name !== "s" && c.name !== "del")) continue;
    const text = textOf(el);
    if (!text || text.length > 160 || !/\d/.test(text)) continue;
    const found = findPrices(text, { context: ctx });
    const hit = found.find((p) => p.amount === amount);
    if (!hit) continue;
    // A short line, or a longer one whose amount to pay it is ("69,00 € TTC, éco-participation de
    // 0,50 € incluse dans le prix"); other long text (a description) does not print the price.
    if (text.length > 60 && payable(text, found)?.amount !== amount) continue;
    // Judged where it is printed: the innermost element that holds it.
    if (el.children.some((c) => isElement(c) && findPrices(textOf(c), { context: ctx }).some((p) => p.amount === amount))) continue;
    yield { el, text, hit, lineage: [el, ...ancestors(el, 3)] };
  }
}

/** Whether the product's own box prints an amount on one of several choices (the buy box's amount on the chosen variant's button). */
function onAChoice(root: AnyNode, main: Element | undefined, amount: number, ctx: PageCurrencyContext): boolean {
  for (const { lineage } of printings(root, main, amount, ctx)) if (lineage.some(oneChoiceOfSeveral)) return true;
  return false;
}

/** A choice marked chosen: pressed, checked, selected or current, or holding (or after) a checked input. */
const chosen = (e: Element) => {
  if (pressedOrChosen(e)) return true;
  const input = (n: Element | undefined) => n?.name === "input" && n.attribs.checked !== undefined;
  let prev = e.prev;
  while (prev && !isElement(prev)) prev = prev.prev;
  return firstElements(e, 20).some(input) || input(prev as Element | undefined);
};

// A table's row among rows (a card's conditions, a volume table's tiers: "Near Mint $24.99 In
// stock", "Heavily Played $9.99 Out of stock") is one choice of several too, and so is a link among
// links to the product's versions ("60 kaps. 18,99 zł", "90 kaps. 24,99 zł"), in a row of its own
// or one to a list item, as a button is (a refurbished phone's grades, each in its list item).
const oneChoiceOfSeveral = (e: Element) => {
  const choice =
    e.name === "button" ||
    e.name === "label" ||
    e.name === "tr" ||
    e.name === "a" ||
    e.attribs.role === "radio" ||
    e.attribs.role === "option";
  const box = (e.name === "a" || e.name === "button") && e.parent && isElement(e.parent) && e.parent.name === "li" ? e.parent : e;
  const row = box.parent;
  if (!choice || !row || !isElement(row) || !row.children.some((c) => c !== box && isElement(c) && c.name === box.name)) return false;
  // Links are a picker's only when the row marks the one chosen: a row of plain links to other
  // pages ("180 tabs $19.99" beside the page's own unmarked "60 tabs $7.99") says nothing.
  return e.name !== "a" || row.children.some((c) => isElement(c) && [c, ...firstElements(c, 4)].some(chosen));
};

/**
 * Markup that gives only the lowest of its offers (an AggregateOffer's lowPrice: the "from" price
 * of sizes, configurations, sellers, a gift card's amounts), beside a buy box that prints a higher
 * amount within its range in the same currency: the buy box shows the one chosen, the price to pay.
 * Only when the product's box does not print the low price as one to pay (it may in a picker's
 * options): printed so, it is the price, and the higher amount a bundle's or a former price.
 */
const chosenInRange = (product: ExtractedProduct, heur: Draft, from: { high?: number } | undefined) =>
  !!from && higherInItsCurrency(product, heur) && (from.high === undefined || (heur.fields.price?.value ?? 0) <= from.high);

/** The buy box's amount is higher than the markup's, in the markup's currency. */
const higherInItsCurrency = (product: ExtractedProduct, heur: Draft) =>
  heur.fields.currency?.value === product.currency && (heur.fields.price?.value ?? 0) > (product.price ?? Number.POSITIVE_INFINITY);

/**
 * Markup whose price the page never shows, beside a buy box that shows a higher one in the same
 * currency, describes another variant than the one the page shows (the first or cheapest, an
 * AggregateOffer's lowPrice, while the address selects another) or is out of date: the buy box's
 * price is the one to pay. A lower one is more often the page misread where its price is hard to
 * read (drawn by script, split over boxes): a unit or net price, a card's, a member's, a part of
 * the amount. (In another currency, it may be the price converted: see otherMarket.)
 */
const unprinted = (product: ExtractedProduct, heur: Draft, body: AnyNode, main: Element | undefined, ctx: PageCurrencyContext) =>
  higherInItsCurrency(product, heur) &&
  !printedAnywhere(body, product.price ?? 0, ctx) &&
  // Not an amount the box prints only as a former price (a lone `<span class="old">` beside the
  // price a script draws): the markup's is the price that replaced it.
  howPrinted(body, main, heur.fields.price?.value ?? 0, ctx) !== "old";

/** Whether the page prints an amount anywhere outside scripts, in one text or split over a short box. */
function printedAnywhere(root: AnyNode, amount: number, ctx: PageCurrencyContext): boolean {
  const says = (text: string) => /\d/.test(text) && findPrices(text, { context: ctx }).some((p) => p.amount === amount);
  // A drop-down's option beside the variant selected is another variant's ("Full - $1,199.00 USD"
  // beside the selected "Queen - $1,299.00 USD"), shown only when the list opens.
  const shown = allElements(root).filter((el) => !UNSHOWN.has(el.name) && !besideTheSelected(el));
  // In one text, else split over a short box's inline parts ("49<sup>99</sup>", "1.<span>299</span>").
  if (shown.some((el) => el.children.some((c) => c.type === "text" && says((c as unknown as { data: string }).data)))) return true;
  return shown.some((el) => {
    if (el.children.some((c) => isElement(c) && !INLINE_TAGS.includes(c.name))) return false;
    const text = textOf(el);
    return text.length <= 60 && says(text);
  });
}
const besideTheSelected = (el: Element) =>
  el.name === "option" &&
  el.attribs.selected === undefined &&
  // A variant selected, not a placeholder ("Choose size").
  !!el.parent?.children.some(
    (o) =>
      isElement(o) &&
      o.name === "option" &&
      o.attribs.selected !== undefined &&
      o.children.some((c) => c.type === "text" && /\d/.test((c as unknown as { data: string }).data)),
  );
const UNSHOWN = new Set(["script", "style", "template", "head", "title", "meta", "noscript"]);

/**
 * Markup that gives the price in cents (`"price": 2500` for "$25.00" printed, as some shop apps
 * write it), the amount printed nowhere: the buy box's price is the same one, in units.
 */
const inCents = (markup: number, seen: number) => Number.isInteger(markup) && Math.abs(markup - seen * 100) < 0.5;
/**
 * Markup whose price was written with a dot before three decimals ("46.585", the price with tax
 * before rounding) and so read as thousands (46585), the page printing it rounded ("46,59 €").
 */
const inThousandths = (markup: number, seen: number) => Number.isInteger(markup) && markup >= 1000 && Math.abs(markup / 1000 - seen) < 0.01;

/**
 * Whether the product's own box (near its heading) shows `seen` as `markup` discounted: a
 * percentage it prints takes `markup` to `seen` ("-5%": 18.00 → 17.10), or an amount it prints is
 * what `seen` saves on `markup` ("Risparmi € 0,90"). Markup that gives the undiscounted price is
 * the list price; the buy box's is the one to pay.
 */
function discountedTo(root: AnyNode, main: Element | undefined, markup: number, seen: number, ctx: PageCurrencyContext): boolean {
  return seen < markup && ownLines(root, main).some(({ text }) => showsDiscount(text, markup, seen, ctx));
}

/**
 * Whether the product's own box labels `seen`, lower than `markup`, as the price on sale ("Prezzo
 * scontato", "Sale price:", "Jetzt"): the markup's amount is the price before the sale.
 */
function labelledSale(root: AnyNode, main: Element | undefined, markup: number, seen: number, ctx: PageCurrencyContext): boolean {
  if (!(seen < markup)) return false;
  for (const { el, text } of ownLines(root, main)) {
    if (!text || text.length > 60) continue;
    const hit = findPrices(text, { context: ctx }).find((p) => p.amount === seen);
    if (hit && endsWithLabel(SALE_LABEL, `${precedingText(el)} ${text.slice(0, hit.start)}`)) return true;
  }
  return false;
}

/**
 * Markup whose price the page prints nowhere, above a buy box that shows its amount as a sale from
 * a former price higher than the markup's, the percentage or saving between them printed too, not
 * a members' saving ("₦ 38,900 ₦ 45,000 -14%", markup 41,500): the markup was written before the
 * sale; the sale price is the one to pay. (A lower buy-box amount without such a sale shown is more
 * often a unit, net or member price misread: see `unprinted`.)
 */
function saleFromPrinted(root: AnyNode, main: Element | undefined, markup: number, seen: number, ctx: PageCurrencyContext): boolean {
  if (!(seen < markup)) return false;
  const lines = ownLines(root, main);
  const former = new Set<number>();
  for (const { text } of lines)
    if (text.length <= 60) for (const p of findPrices(text, { context: ctx })) if (p.amount > markup) former.add(p.amount);
  return lines.some(({ text }) => !MEMBERS_SAVING.test(fold(text)) && [...former].some((f) => showsDiscount(text, f, seen, ctx)));
}
const MEMBERS_SAVING = /\b(members?|club|card|karte|tarjeta|carte|cartao|klub\w*|loyalty|prime|plus)\b/;

/** The product's own box's lines: its elements that hold no block of their own, with their text. */
const ownLines = (root: AnyNode, main: Element | undefined) =>
  ownBox(root, main)
    .filter((el) => !el.children.some((c) => isElement(c) && !INLINE_TAGS.includes(c.name)))
    .map((el) => ({ el, text: textOf(el) }));
