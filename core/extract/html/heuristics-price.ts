/**
 * The selling price on a page without (or with incomplete) markup. Candidates are elements that
 * say "price" in their class/id/itemprop/data attributes; struck-through, "was", "compare at",
 * RRP, unit and instalment prices are dropped; the rest are ranked by closeness to the product
 * heading and by "sale/final/current" hints (what one element's amount is: price-element.ts). A
 * container holding two different prices (old and new) is no candidate itself: its children are.
 * Without price-named elements, the first amount after the heading, in its price box.
 */
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { findPrices, priceNumber, type PagePrice } from "../../values/price.js";
import {
  allElements,
  ancestors,
  fewElements,
  fold,
  isElement,
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
  EX_TAX_WORDS,
  LIST_LABEL,
  LONE_WAS,
  OTHER_OFFERS_BEFORE,
  PAYMENTS_WIDE,
  PLAN_BEFORE,
  endsWithLabel,
  payable,
  PRICE_LABEL,
  SALE_LABEL,
  FINAL_LABEL,
  somethingElseBefore,
  suffixed,
  thresholdBefore,
  tierCell,
  UNIT_OR_PLAN,
  DASH_UNITS,
} from "./price-words.js";
import { buyButtonTexts, inAnotherProductsCard } from "./buy-box.js";
import { aboutAChoice, anotherLinkedOption } from "./choices.js";
import {
  addOn,
  exTax,
  hasDel,
  hasRival,
  labelBefore,
  namedOld,
  netAfter,
  netBefore,
  otherAmount,
  otherSellers,
  perAfter,
  precedingText,
  saleLabelAlone,
  PRICE_SIG,
  priceText,
  saidFormer,
  saidNotToPay,
  SHIPPING_SIG,
  DELIVERY_SIG,
  spokenPrice,
  tierRow,
  unmarked,
} from "./price-element.js";

export interface PriceFinding {
  amount: number;
  currency?: string;
  excerpt: string;
  el: Element;
  /** Read as a last resort (a buy button's amount, a lone cover price): never above markup. */
  lastResort?: boolean;
}

const SALE_SIG =
  /(sale|special|final|current|actual|now|promo|offer|our-?price|selling|price--large|to-?pay|pricetopay|main-price|product-price|product__price|productprice|price-current|price-new|new-price|price-sale|akce|akcni|aktualni|sonderpreis|angebot|reduced|discounted|price-tag|price-box|pdp-price|buybox|price_color|regular-price-now)/;
// A base price is the one before a discount, options or tax (VirtueMart's `PricebasePriceWithTax`
// beside `PricesalesPrice`), or a unit's (German "Grundpreis"): not the one to pay beside another.
const REGULAR_SIG = /regular|price-item--regular|normal-?price|base-?price/;
/** The tax in a price, shown apart ("Importo IVA: 13,03 €" in `PricetaxAmount`), by its class or id: no price. */
const TAX_AMOUNT_NAME = /(?<!incl)(?<!incl[-_])(tax|vat)[-_]?amount|mwst-?betrag/i;

interface Candidate {
  el: Element;
  price: PagePrice;
  text: string;
  score: number;
}

/** The selling price in `root`, ranked by distance to `main` (the product heading). */
export function findMainPrice(root: AnyNode, main: Element | undefined, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  const all = allElements(root);
  const order = new Map(all.map((el, i) => [el, i]));
  // A box that holds the heading is the product's whole header, named for its price among other
  // things: its one amount may be a promotion printed above the title ("Everything €5").
  const holdsHeading = main ? new Set(ancestors(main)) : new Set<Element>();
  const candidates = namedPrices(all, ctx, hint, false, main).filter((c) => !holdsHeading.has(c.el));
  // Keep the outermost single-price candidate of a nest (a price box and its parts, a few boxes
  // up at most); it carries its children's hints.
  const byEl = new Map(candidates.map((c) => [c.el, c]));
  const chosen = candidates.filter((c) => !ancestors(c.el, 8).some((a) => byEl.get(a)?.price.amount === c.price.amount));
  if (!chosen.length) return textFallback(all, main, ctx, hint) ?? netOnly(all, main, ctx, hint) ?? lastResort(all, main, ctx, hint);
  const headingAt = main ? (order.get(main) ?? 0) : 0;
  for (const c of chosen) {
    const lineage = [c.el, ...ancestors(c.el, 3)];
    const descSig = allElements(c.el).slice(0, 12).map(signature).join(" ");
    const sig = `${lineage.map(signature).join(" ")} ${descSig}`;
    // Named or labelled as the price on sale (its whole label: "Sale price", "Prezzo scontato:",
    // often for screen readers only), beside the former one.
    if (SALE_SIG.test(sig) || saleLabelAlone(c.el, c.text.slice(0, c.price.start))) c.score += 4;
    if (REGULAR_SIG.test(signature(c.el)) && !SALE_SIG.test(signature(c.el))) c.score -= 3;
    if (lineage.some((e) => e.name === "ins")) c.score += 1;
    if (/finalprice/i.test(`${c.el.attribs["data-price-type"] ?? ""} ${descSig}`)) c.score += 3;
    if (c.el.attribs.itemprop === "price") c.score += 2;
    c.score -= main ? Math.min(treeDistance(c.el, main), 30) * 0.5 : 0;
    // Each element between the heading and it counts a little against it: the product's own price
    // comes soon after its heading, other products' (strips, accessories, a sticky bar) later.
    // What comes before the heading is judged by its distance alone (a menu of thousands of
    // elements before the product would outweigh it).
    c.score -= Math.max(0, (order.get(c.el) ?? 0) - headingAt) * 0.001;
  }
  chosen.sort((a, b) => b.score - a.score);
  const best = everyonesPrice(chosen, ctx) ?? chosen[0];
  // Every price-named element far from the heading is another product's (cards carry their price
  // in data attributes for analytics); an amount printed right beside the heading, in boxes
  // named nothing (CSS-in-JS themes), is this product's.
  if (main && treeDistance(best.el, main) > FAR_FROM_HEADING) {
    const beside = textFallback(all, main, ctx, hint, BESIDE_HEADING) ?? lastResort(all, main, ctx, hint);
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
 * A price only a card's or a club's holders pay, its own line says ("$ 229.990 Precio con Tarjeta
 * Austral", "€ 1,27 mit Korb-Karte", "Cena z Klubem: 11,69 zł", "Member price"), beside a higher
 * price in the same box that everyone pays ("Precio Internet", "Preis ohne Karte"): that one is
 * the price. A card's price alone (a club's own shop, the regular price struck through) stays.
 */
function everyonesPrice(ranked: Candidate[], ctx: PageCurrencyContext): Candidate | undefined {
  const [best] = ranked;
  if (!forCardHolders(best.el, ctx)) return undefined;
  return ranked.find((c) => everyones(best.el, best.price, c.el, c.price, ctx));
}

/** The same for the amounts printed in boxes named nothing, read in the few boxes around the card's. */
function everyonesAmong(
  card: PriceFinding,
  around: Element[],
  at: (el: Element) => PriceFinding | undefined,
  ctx: PageCurrencyContext,
): PriceFinding | undefined {
  for (const el of around) {
    const f = el === card.el ? undefined : at(el);
    if (f && everyones(card.el, card, f.el, f, ctx)) return f;
  }
  return undefined;
}

/** `other` is a higher amount in the same currency and box as the card's, its line no card's. */
const everyones = (
  cardEl: Element,
  card: { amount: number; currency?: string },
  otherEl: Element,
  other: { amount: number; currency?: string },
  ctx: PageCurrencyContext,
) =>
  other.amount > card.amount &&
  other.currency === card.currency &&
  treeDistance(otherEl, cardEl) <= CARD_BOX &&
  !forCardHolders(otherEl, ctx) &&
  // Its own line, the label in a box beside it too ("<span>Case of 12</span> <span>£174.00</span>").
  !NOT_THE_PRODUCT_ALONE.test(fold(shortText(otherEl, 120) ?? "")) &&
  !(isElement(otherEl.parent) && NOT_THE_PRODUCT_ALONE.test(fold(shortText(otherEl.parent, 120) ?? "")));
const CARD_BOX = 6;

/**
 * An amount's own line (the boxes around it that hold no other amount, a few up at most) names a
 * card, a club or members, and not as the price without one ("Preis ohne Karte", "Non-member").
 */
function forCardHolders(el: Element, ctx: PageCurrencyContext): boolean {
  let line = shortText(el, 120) ?? "";
  for (const a of ancestors(el, 3)) {
    const text = shortText(a, 120);
    if (
      text === undefined ||
      new Set(
        findPrices(text, { context: ctx })
          .filter((p) => p.currency)
          .map((p) => p.amount),
      ).size > 1
    )
      break;
    line = text;
  }
  // Boxes set side by side may run an amount into its label ("$ 229.990Precio con Tarjeta").
  const words = fold(line).replace(/(\d)(\p{L})/gu, "$1 $2");
  // Or a label alone beside its amount ("Members $25.00"), read between the line's amounts.
  const alone = words.split(/[\p{Sc}\d][\d\p{Sc}.,:\s-]*/u).some((part) => MEMBERS_ALONE.test(part.trim()));
  return (CARD_HOLDERS.test(words) || alone || storeCardBeside(el)) && !NOT_CARD_HOLDERS.test(words);
}
const CARD = String.raw`(tarjeta|cartao|carta|carte|karta|karty|kartou|kaart|card|clubcard|club|clube|klub\w*)`;
const MEMBERS =
  "(members?|member's|members'|membres?|mitglieder|medlem(mer|s)?|\\w*leden|jasenet|jasenille|socios?|soci|adherents?|card ?holders?)";
const PRICE_NOUN = "(price|prices|pris|preis|prijs|prix|precio|prezzo|preco|cena|hinta)";
/**
 * A card's, a club's or members' price, said as such: next to a price word ("Member price",
 * "Clubcard Price", "Kartenpreis", "Medlemspris", "Prix adhérent", "Precio con Tarjeta X", "Cena z
 * Klubem X"), "mit (Korb-)Karte", or the label alone ("Members"). Not a card named for paying
 * ("12 cuotas sin interés con tarjeta", "Kreditkarte"), nor a club's promotion ("Join the club").
 */
const CARD_HOLDERS = new RegExp(
  [
    String.raw`\b(${MEMBERS}|${CARD}|loyalty|fidelite|fidelidad|fedelta) ${PRICE_NOUN}\b`,
    String.raw`\b(karten|kundenkarten|mitglieder|medlems|leden|club|klub|klubb|jasen|kanta-?asiakas)(preis|pris|prijs|hinta)\b`,
    String.raw`\b${PRICE_NOUN} ${CARD}\b`,
    String.raw`\b${PRICE_NOUN} (for |pour |para |per |dla |fur |de )?(${MEMBERS}|club|clube)\b`,
    String.raw`\b${PRICE_NOUN} (con|mit|with|avec|com|z|ze|med|met) (la |der |your |ta |sua |o |a |de |il )?(\S+ )?${CARD}\b`,
    String.raw`\bmit (der |ihrer |deiner )?(\S+-)?karte\b`,
    // What members pay, an amount right after ("Plus Mitglieder zahlen 35,99 €", "Members pay £9";
    // not "Mitglieder zahlen keine Versandkosten").
    String.raw`\b${MEMBERS} (only )?(pay|zahlen|paient|pagan|pagano|pagam|betalen|betaler|betalar|placa|placaja) (only |nur |seulement |solo |slechts )?\S{0,3} ?\d`,
    // Korean, Japanese and Chinese members' prices ("회원가", "会員価格", "会员价").
    "회원가|회원 ?할인가|会員価格|会員様価格|会员价|會員價",
  ].join("|"),
);
const MEMBERS_ALONE = new RegExp(String.raw`^\W*${MEMBERS}\W*$`);
/**
 * A store card named alone in a box of its own beside the amount's (`<span>$ 379.990</span><span
 * class="price-label">Tarjeta Lenga</span>`): its holders' price. Not a card named in the product's
 * own line ("Tarjeta gráfica MSI 329,90 €", "Carte cadeau 50 €"), nor "Tarjeta de crédito".
 */
const STORE_CARD_ALONE = /^\W*(tarjeta|cartao|carte|karta)( (?!de |di |credit|debit|bancaria)\p{L}+){1,2}\W*$/u;
function storeCardBeside(el: Element): boolean {
  // The amount's own box and the boxes around it that hold no other amount.
  for (const box of [el, ...ancestors(el, 3)]) {
    if (findPrices(textOf(box)).length > 1) return false;
    if (box.children.some((c) => isElement(c) && STORE_CARD_ALONE.test(fold(shortText(c, 40) ?? "")))) return true;
  }
  return false;
}
const NOT_CARD_HOLDERS =
  /\b(ohne|sin|without|non|non-|senza|sem|bez|zonder|sans|uten|utan|ilman|nicht)[\s-]+(\S+\s+)?(\S*(karte|kaart|kortet)|tarjeta|card|club|klub\w*|member\w*|mitglied\w*|socios?|karty|carta|cartao|carte)/;
/** A higher amount that is a bundle's, a set's or a warranty's is no price without the card. */
const NOT_THE_PRODUCT_ALONE =
  /\b(bundle|set|kit|combo|pack|paket|lot|case|kiste|karton|caisse|warranty|garantie|garantia|garanzia|gwarancja)\b/;

/**
 * The short box (a few levels up, not around the heading) that prints the product's title again
 * beside `el`: a sticky add-to-cart bar, or a card of a product whose name holds this one's.
 */
function titleBar(el: Element, main: Element): Element | undefined {
  // textOf and shortText give their text with its blanks already made single spaces.
  const title = fold(textOf(main));
  if (title.length < 3) return undefined;
  const aroundHeading = new Set(ancestors(main));
  for (const box of ancestors(el, 3)) {
    const text = shortText(box, 300);
    if (text === undefined || aroundHeading.has(box)) return undefined;
    if (fold(text).includes(title)) return box;
  }
  return undefined;
}

/** Elements named for a price that hold one; with `net`, prices before tax too. */
function namedPrices(all: Element[], ctx: PageCurrencyContext, hint: string | undefined, net = false, main?: Element): Candidate[] {
  const out: Candidate[] = [];
  // Not the product's heading, though named for the price box it heads (`<h1
  // class="encart-prix__titre">Buffet années 50</h1>`): a number in a name is no amount, unless
  // the heading prints it as a price ("<h1 class="price">Grey sofa – £50</h1>").
  const heading = main ? textOf(main) : "";
  // With a currency, not a model's code ("Yamaha FG830": FG reads as a currency's code).
  const headingPriced = findPrices(heading).some((p) => p.currency && !/\p{L}\d|\d\p{L}/u.test(heading.slice(p.start, p.end)));
  const named = all.filter(
    (el) =>
      (el !== main || headingPriced) &&
      !["script", "style", "option", "select", "input", "button", "meta", "link", "textarea", "form", "body", "html"].includes(el.name) &&
      PRICE_SIG.test(signature(el)),
  );
  const read = new Set<Element>();
  for (const named1 of nearest(named, main, NAMED_PRICES_READ)) {
    const el = wholeAmount(named1) ?? named1;
    if (read.has(el)) continue;
    read.add(el);
    const c = candidate(el, ctx, hint, net);
    // A price the page hides is another variant's or a template's.
    if (c && !isHidden(el)) out.push(c);
  }
  return out;
}

/**
 * The box around an amount's units and cents each named for a price (`<span data-testid="price-int">89</span>
 * <span data-testid="price-cents">90</span>`, Mercado Libre's `__fraction` and `__cents`): the
 * whole amount, which the units alone would read as 89.
 */
function wholeAmount(el: Element): Element | undefined {
  const parent = el.parent;
  if (!parent || !isElement(parent) || !INLINE_TAGS.includes(parent.name)) return undefined;
  const parts = parent.children.filter(isElement);
  const at = parts.indexOf(el);
  const digits = (e: Element | undefined) => (e ? textOf(e).trim() : "");
  const units = /^\d{1,3}([.,\s]?\d{3})*$/;
  const cents = (e: Element | undefined) => /^\d{2}$/.test(digits(e)) && PRICE_SIG.test(signature(e as Element));
  const whole = parts.length <= 5 && ((units.test(digits(el)) && cents(parts[at + 1])) || (cents(el) && units.test(digits(parts[at - 1]))));
  return whole ? parent : undefined;
}

/**
 * How many price-named elements are read as candidates at most: a product page names a few dozen
 * (a few hundred with its strips of other products); a page naming tens of thousands (a hostile
 * one, a huge listing) is read no further than the ones nearest its heading.
 */
const NAMED_PRICES_READ = 2_000;

/** The `max` elements nearest the heading (the first ones without it), in document order. */
function nearest(els: Element[], main: Element | undefined, max: number): Element[] {
  if (els.length <= max) return els;
  if (!main) return els.slice(0, max);
  const order = new Map(els.map((el, i) => [el, i]));
  const distance = new Map(els.map((el) => [el, treeDistance(el, main)]));
  const kept = [...els].sort((a, b) => distance.get(a)! - distance.get(b)! || order.get(a)! - order.get(b)!).slice(0, max);
  return kept.sort((a, b) => order.get(a)! - order.get(b)!);
}

/**
 * A page whose buy box prints no price to pay of its own: the amount in its buy button ("Add to
 * cart – $25.00"), else its one cover price ("Prezzo di copertina: 18,00 €", "Preço de capa"),
 * which a bookshop selling at it prints alone (`LIST_LABEL`). Both only near the heading and with
 * a currency written; marked as last resorts, which never overrule markup (markup-price.ts).
 */
function lastResort(all: Element[], main: Element | undefined, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  if (!main) return undefined;
  const own = (text: string) => {
    const found = findPrices(text, { context: ctx, currencyHint: hint });
    const p = payable(text, found);
    return p?.currency && p.amount > 0 && found.filter((q) => q.currency).length === 1 ? p : undefined;
  };
  for (const { el, text } of buyButtonTexts(all, main)) {
    const p = own(text);
    if (p) return { amount: p.amount, currency: p.currency, excerpt: text, el, lastResort: true };
  }
  const listed: PriceFinding[] = [];
  const start = all.indexOf(main);
  for (const el of all.slice(start, start + 400)) {
    if (treeDistance(el, main) > FAR_FROM_HEADING || el.children.some((c) => isElement(c) && !AMOUNT_PARTS.includes(c.name))) continue;
    if ([el, ...ancestors(el, 4)].some((e) => hasDel(e) || (PRICE_SIG.test(signature(e)) && namedOld(e))) || isHidden(el)) continue;
    const text = shortText(el, 60);
    const p = text && own(text);
    if (p && endsWithLabel(LIST_LABEL, `${unmarked(precedingText(el))} ${unmarked(text.slice(0, p.start))}`))
      listed.push({ amount: p.amount, currency: p.currency, excerpt: text, el, lastResort: true });
  }
  return new Set(listed.map((f) => f.amount)).size === 1 ? listed[0] : undefined;
}

/**
 * A trade shop that prints only its net price ("4,99 € zzgl. MwSt."): with no other price on the
 * page, its one net amount is the price it asks.
 */
function netOnly(all: Element[], main: Element | undefined, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  const net = namedPrices(all, ctx, hint, true, main);
  if (new Set(net.map((c) => c.price.amount)).size !== 1) return undefined;
  return { amount: net[0].price.amount, currency: net[0].price.currency, excerpt: net[0].text, el: net[0].el };
}

function candidate(el: Element, ctx: PageCurrencyContext, hint?: string, net = false): Candidate | undefined {
  // A price box holds its amount, its labels and a few icons: a deep nest of boxes named for a
  // price (a hostile page) is none, and reading it whole from each of its boxes costs its square.
  if (!fewElements(el, PRICE_BOX_ELEMENTS)) return undefined;
  // Ancestors count only when they are price containers themselves: product wrappers carry
  // unrelated classes ("shipping-taxable", "sale") that would read as "not the selling price".
  const up = ancestors(el, 4);
  const lineage = [el, ...up];
  if (lineage.some((e) => hasDel(e)) || (namedOld(el) && hasRival(el)) || saidFormer(el)) return undefined;
  if (up.some((e) => PRICE_SIG.test(signature(e)) && namedOld(e))) return undefined;
  if (
    /oldprice|old-price/i.test(el.attribs["data-price-type"] ?? "") ||
    TAX_AMOUNT_NAME.test(`${el.attribs.class ?? ""} ${el.attribs.id ?? ""}`)
  )
    return undefined;
  // Not this product's price: what several things cost together (a cart's subtotal, a bundle's
  // total), a conversion, the delivery, an option sold with it.
  // … or one choice's price (a grade, a plan, an amount to pick), the chosen one shown apart.
  if (
    lineage.some(otherAmount) ||
    SHIPPING_SIG.test(signature(el)) ||
    addOn(el) ||
    aboutAChoice(el) ||
    anotherLinkedOption(el) ||
    inAnotherProductsCard(el, true)
  )
    return undefined;
  let text = priceText(el, true);
  // A box drawn as a picture (`role="img"`) says its amount in its label; shown, its parts.
  if (!/\d/.test(text) || el.attribs.role === "img") text = shownOrSpoken(el, ctx);
  // A price box that prints its amount in its own text and also holds blocks of other words (an
  // instalment offer, points, a note) is read by its own line: the amount and labels set in it,
  // not in the blocks below.
  if (text.length > 80 && el.children.some((c) => c.type === "text" && /\d/.test((c as unknown as { data: string }).data))) {
    const own = priceText(el, true, true);
    if (findPrices(own, { context: ctx }).some((p) => p.currency)) text = own;
  }
  const rawPreceding = precedingText(el);
  const preceding = labelBefore(el, rawPreceding);
  // Nor is a volume table's quantity cell named for its row's prices ("ab 10 Stück"), a threshold or a tier.
  if (
    text.length > 80 ||
    tierCell(text) ||
    PLAN_BEFORE.test(preceding) ||
    thresholdBefore(rawPreceding) ||
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
  if (!net && (netLabel || (EX_TAX_WORDS.test(fold(text)) && amounts.size <= 1) || netAfter(el, text))) return undefined;
  let price = payable(text, prices);
  if (!price && (prices.length || UNIT_OR_PLAN.test(fold(text)))) return undefined;
  const exact = el.attribs["data-price-amount"] ?? el.attribs["data-price"] ?? el.attribs["data-product-price"];
  if (exact && /^\d+(\.\d+)?$/.test(exact.trim())) {
    const amount = priceNumber(exact.trim());
    // Themes also keep the price in cents there (`data-price="2500"` beside "$25.00"), or before
    // rounding, its dot a decimal mark before three digits (Magento's `data-price-amount="46.585"`
    // beside "46,59 €", where "1.299" beside "1.299,- kr" groups thousands): the printed amount
    // it agrees with is the price.
    const cents = price !== undefined && amount !== undefined && Math.abs(amount - price.amount * 100) < 0.5;
    const rounded = price !== undefined && Math.abs(Number(exact.trim()) - price.amount) < 0.01;
    if (amount !== undefined && !cents && !rounded)
      price = { amount, currency: price?.currency ?? hint, start: price?.start ?? 0, end: price?.end ?? 0 };
  }
  if (!price || price.amount <= 0) return undefined;
  // A coupon, points or a threshold in a box named for a price (a promo box: "Apply $5.00 coupon"),
  // or a code (judged before the page's currency is lent to a bare number).
  if (aboutSomethingElse(text, price)) return undefined;
  if (!price.currency) price = { ...price, currency: hint };
  if (saidNotToPay(el, fold(unmarked(text.slice(0, price.start))).trim(), preceding)) return undefined;
  // A lone price classed "old" stays a candidate, behind any price not so classed.
  const old = namedOld(el) ? 2 : 0;
  return { el, price, text, score: 10 + (prices[0]?.currency ? 1 : 0) - old };
}

const PRICE_BOX_ELEMENTS = 150;

/**
 * An element's text as a price, or what it says to screen readers when its shown parts hold no
 * amount with a currency (`aria-label="799,– €"` over "799" and "–" in pieces hidden from them).
 */
function shownOrSpoken(el: Element, ctx: PageCurrencyContext): string {
  const shown = priceText(el, false);
  const spoken = spokenPrice(el);
  if (!spoken || findPrices(shown, { context: ctx }).some((p) => p.currency)) return shown;
  // The label says the amount shown, not another (a stale "From £599" over "749" and ".00").
  const said = findPrices(spoken, { context: ctx })[0];
  const digits = shown.replace(/\D/g, "");
  return said && digits !== "" && digits.startsWith(String(Math.trunc(said.amount))) ? spoken : shown;
}

/** Tree distances from the heading: a price-named element further is far; an amount within is beside it. */
const FAR_FROM_HEADING = 10;
const BESIDE_HEADING = 6;

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
  // The heading's words are the name, not a price ("Bicicleta de montaña R29 aluminio"); a part of
  // the heading of its own may be ("<h1><span>Sofa</span> <span>$50</span></h1>", as classifieds print it).
  const headingText = main ? textOf(main).trim() : undefined;
  const inHeading = (el: Element) => !!main && (el === main || (ancestors(el, 6).includes(main) && textOf(el).trim() === headingText));
  const at = (el: Element) =>
    (within !== undefined && main && treeDistance(el, main) > within) || inHeading(el) ? undefined : fallbackAt(el, ctx, hint);
  for (const [i, el] of scan.entries()) {
    const found = at(el);
    if (!found) continue;
    const kept = replacedBy(found, scan.slice(i + 1, i + 40), at, ctx) ?? found;
    return forCardHolders(kept.el, ctx) ? (everyonesAmong(kept, scan.slice(i, i + 40), at, ctx) ?? kept) : kept;
  }
  return undefined;
}

const AMOUNT_ONLY = /^[\s\p{Sc}]*([A-Z]{3}\s?)?\d[\d\s.,'’]*[-–]?\s*([A-Z]{3})?[\s\p{Sc}]*$/u;

/** What an element printing one amount holds besides text: inline parts, line breaks, markup tags. */
const AMOUNT_PARTS = [...INLINE_TAGS, "br", "wbr", "meta", "link"];
const AMOUNT_PARTS_MAX = 24;

/** An amount printed alone in its element after the heading, if it is a price to pay. */
function fallbackAt(el: Element, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  // Not a button, unless it prints only the amount (a price that opens its history: `<button>CHF 1'299.–</button>`).
  if (["script", "style", "option", "select", "body", "html", "head", "title", "a"].includes(el.name)) return undefined;
  if (el.name === "button" && !AMOUNT_ONLY.test(textOf(el))) return undefined;
  if ([el, ...ancestors(el, 4)].some((e) => hasDel(e) || (PRICE_SIG.test(signature(e)) && namedOld(e))) || saidFormer(el)) return undefined;
  // Classed old beside the price that replaced it (`<span class="compare-at">`), as for named prices.
  if (namedOld(el) && hasRival(el)) return undefined;
  const kids = el.children.filter(isElement).filter((c) => !AMOUNT_PARTS.includes(c.name));
  if (kids.length) return undefined;
  // One amount's parts are a few ("$", "19", "99" in boxes of their own); a box holding a deep
  // nest of them is no one amount, and reading all of it from every box of a page costs its square.
  const parts = fewElements(el, AMOUNT_PARTS_MAX);
  if (!parts || [...parts, ...ancestors(el, 4)].some(otherAmount) || addOn(el)) return undefined;
  if (
    [el, ...ancestors(el, 2)].some((e) => SHIPPING_SIG.test(signature(e))) ||
    aboutAChoice(el) ||
    anotherLinkedOption(el) ||
    inAnotherProductsCard(el, true)
  )
    return undefined;
  // Struck-through parts inside ("<li><span style=line-through>$122</span></li>") are not read.
  const text = shownOrSpoken(el, ctx);
  if (!text || text.length > 60) return undefined;
  // Printed whole in a table's or a list's value cell, the cell's label is its own
  // ("<th>적립금</th><td><span>1,290원</span></td>").
  const box = el.parent;
  const whole = !!box && isElement(box) && (box.name === "td" || box.name === "dd") && textOf(box).trim() === textOf(el).trim();
  const preceding = labelBefore(el) || (whole ? labelBefore(box) : "");
  if (PLAN_BEFORE.test(preceding) || exTax(el, text) || perAfter(el) || tierRow(el)) return undefined;
  const p = payable(text, findPrices(text, { context: ctx }));
  if (!p || !(p.currency || (hint && DASH_UNITS.test(text.slice(p.start, p.end + 3)))) || p.amount <= 0 || aboutSomethingElse(text, p))
    return undefined;
  const before = fold(unmarked(text.slice(0, p.start))).trim();
  if (
    saidNotToPay(el, before, preceding) ||
    // A plan in the line's own words ("or 4 payments of", "أو قسّمها على 3 دفعات بقيمة AED 116.33").
    PLAN_BEFORE.test(before) ||
    PAYMENTS_WIDE.test(before) ||
    LONE_WAS.test(before) ||
    OTHER_OFFERS_BEFORE.test(before) ||
    otherSellers(el) ||
    somethingElseBefore(preceding) ||
    deliveryOption(el, before, preceding)
  )
    return undefined;
  return { amount: p.amount, currency: p.currency ?? hint, excerpt: text, el };
}

/**
 * A way of delivery and its cost, labelled in a box named for delivery ("Zásilkovna: 59 Kč" in
 * `<ul class="dh-delivery">`): not the price, which such a box may also hold unlabelled.
 */
const deliveryOption = (el: Element, before: string, preceding: string) =>
  /:\s*$/.test(before || preceding) && [el, ...ancestors(el, 3)].some((e) => DELIVERY_SIG.test(signature(e)));

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
  // The words before an amount: in its own text, and before its element.
  const before = (f: PriceFinding) => f.excerpt.slice(0, f.excerpt.search(/\d/));
  const label = (f: PriceFinding) => `${precedingText(f.el)} ${before(f)}`;
  // An amount labelled as the price on sale ("Sale price:", "Por:", "Now") is the one to pay,
  // whatever follows; one labelled as the price ("Price:", "Prezzo:") gives way only to a lower
  // one its box labels so, the label whole ("Prezzo: 18,00 €" then "Prezzo scontato: 17,10 €";
  // not "Mit Kundenkarte nur 44,99 €", nor a percentage, often a member's, a code's or a tax).
  const box = after.filter((e) => treeDistance(e, first.el) <= PRICE_BOX);
  const others = box
    .map(at)
    .filter((f): f is PriceFinding => !!f && f.amount !== first.amount && f.currency === first.currency && !otherChoice(first.el, f.el));
  const lower = others.filter((f) => f.amount < first.amount);
  // … unless a lower one is labelled the price once every saving is off ("Price After Savings").
  const final = lower.find((f) => endsWithLabel(FINAL_LABEL, label(f)));
  if (final) return final;
  if (endsWithLabel(SALE_LABEL, label(first))) return undefined;
  const priced = endsWithLabel(PRICE_LABEL, label(first));
  const texts = [first.el, ...box]
    .filter((e) => !e.children.some((c) => isElement(c) && !AMOUNT_PARTS.includes(c.name)))
    .map((e) => textOf(e));
  // Below a price label, only a lower amount whose whole label says it is the price on sale.
  if (priced) return lower.find((f) => saleLabelAlone(f.el, before(f)));
  const sale = lower.find((f) => endsWithLabel(SALE_LABEL, label(f)) || texts.some((t) => showsDiscount(t, first.amount, f.amount, ctx)));
  if (sale) return sale;
  const one = new Set(others.map((f) => f.amount)).size === 1 ? lower[0] : undefined;
  // A lower amount that is most of the price is a reduced price, not a part of it.
  return one && one.amount > first.amount * 0.3 ? one : undefined;
}

/**
 * Two amounts on two choices side by side (a format picker's links "Könyv 4 242 Ft", "E-könyv
 * 3 490 Ft"; buttons, labels): each is its choice's price, neither a former price of the other.
 * (Links to other options in list items beside one marked chosen never offer their amount:
 * `anotherLinkedOption`.)
 */
function otherChoice(a: Element, b: Element): boolean {
  const choice = (el: Element) => [el, ...ancestors(el, 3)].find((e) => e.name === "a" || e.name === "button" || e.name === "label");
  const [ca, cb] = [choice(a), choice(b)];
  return !!ca && !!cb && ca !== cb && ca.parent === cb.parent;
}

/** A price box: the amounts, their labels and badges, a few boxes apart at most. */
const PRICE_BOX = 4;

/** A percentage in `text` takes `from` to `to` ("-5%": 18.00 → 17.10), or an amount in it is the saving. */
export function showsDiscount(text: string, from: number, to: number, ctx: PageCurrencyContext): boolean {
  if (!text || text.length > 60 || !/\d/.test(text)) return false;
  // A cent either way for rounding, but no more than 2% of the amount: for fractions of a unit
  // (a component's "$0.10", "$0.064" and "$0.0284" in its volume table) a cent is most of the
  // price. Half a cent always: a sale rounded to the cent ("$0.25", "-30%", "$0.18").
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.min(0.011, from * 0.02), from * 0.005, 0.0051);
  for (const m of text.matchAll(/(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g)) {
    const pct = Number(m[1].replace(",", "."));
    if (pct > 0 && close(from * (1 - pct / 100), to)) return true;
  }
  return findPrices(text, { context: ctx }).some((p) => p.amount < to && close(to + p.amount, from));
}
