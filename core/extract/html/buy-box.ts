/**
 * Stock from the visible page: stock text in many languages, the product's box (a stock class or
 * data attribute around the heading) and the buy box (a button to buy, bid or answer an ad,
 * disabled or saying it is gone, a quantity to buy with). Part of the heuristic draft
 * (heuristics.ts), so only what markup left empty.
 */
import { ANSWER_AD_WORDS, BARE_ANSWER, CONTACT_PAGE, OFFER_ASKED, replyFormTitle } from "./ad-answer.js";
import { normalizeAvailability, onlyAnOffer, soldInTitle } from "./availability.js";
import {
  ADD_TO_CART,
  answerWords,
  BACKORDER_BUTTON,
  buttonWords,
  BUY_HREF,
  BUY_SIG,
  buysOnClick,
  greyedOut,
  isButton,
  pictureWords,
  PREORDER_BUTTON,
  shownText,
  SOLD_OUT_BUTTON,
} from "./buttons.js";
import {
  aboutAChoice,
  aboutASize,
  aboutOneSize,
  everyChoiceGone,
  everySizeGone,
  greyedSizes,
  isChoiceButton,
  oneOptionOf,
  sizesToChoose,
} from "./choices.js";
import {
  ancestors,
  type AnyNode,
  BLOCK_TAGS,
  type Element,
  fewElements,
  firstElements,
  fold,
  isElement,
  isHidden,
  leadsElsewhere,
  markedChosen,
  shortText,
  signature,
  textOf,
  treeDistance,
} from "./dom.js";
import { IMAGE_EXT } from "./images.js";
import { printsAPrice } from "./price-words.js";
import { put } from "./schema-map.js";
import { endedNotice, stockNotice, stockOf } from "./stock-text.js";
import { aboutFulfilment, FULFILMENT, IN_STORE, ONLINE, placeRow } from "./stores.js";
import type { Availability, Draft } from "./types.js";

/**
 * A button that speaks of the price is an alert for when it drops ("Notify me of price drops",
 * "Bei Preissenkung benachrichtigen", "Avísame si baja de precio"), printed beside the buy button,
 * never the stock; nor is one that speaks of one way of getting it ("Unavailable for pickup", "Not
 * available in your store") and not of the shop online.
 */
const PRICE_TALK =
  /\b(price|prices|preis|preise|preissenkung|preisalarm|prix|precio|prezzo|preco|prijs|prijsdaling\w*|prijswijziging\w*|prijsalarm|cena|ceny|cenu|pris|hinta|fiyat)\b|цен|τιμ|価格|价格|價格|가격/;
const aboutOtherMatter = (text: string) => PRICE_TALK.test(text) || (!ONLINE.test(text) && (FULFILMENT.test(text) || IN_STORE.test(text)));
/**
 * Themes also grey out the buy button until a size or colour is chosen, and say so: on the page
 * ("Select Styles for Availability", "Please select a size") or in the button's class
 * (`wc-variation-selection-needed`). A bare "Select size" is the picker's label, printed on sold-out
 * pages too.
 */
const CHOOSE_FIRST =
  /^please (select|choose|pick) (a |an |your )?(size|colou?r|option|style|variant|variation|model)s?( (for|to see|to check) availability)?[.!]?$|^(select|choose) .{1,30} (for|to see|to check) availability[.!]?$/;
const SELECTION_NEEDED = /selection-?needed|select-?options?-?first/;
/**
 * The greyed-out buy button itself asking for a size ("Choisissez votre taille", "Bitte Größe
 * wählen", "Select a size"): a sold-out page's button says it is sold out instead.
 */
const CHOOSE_ON_BUTTON =
  /^((please )?(select|choose|pick) (a |an |your )?(size|colou?r|option|style|variant|fit|length)s?|(bitte )?(grosse|farbe|variante) (wahlen|auswahlen)|(bitte )?(wahle|wahlen sie) (eine |ihre |deine )?(grosse|farbe|variante)|(choisissez|choisir|selectionnez|selectionner) (une |votre |la |ta )?(taille|couleur|pointure|variante)|(selecciona|seleccione|elige|elija|escoge) (una |tu |su |la )?(talla|color|variante|medida)|(seleziona|scegli|selezionare|scegliere) (una |la |il )?(taglia|misura|colore|variante)|(kies|selecteer) (een |je |jouw |uw )?(maat|kleur|variant)|wybierz (swoj )?(rozmiar|kolor|wariant)|(selecione|escolha) (um |o |seu |a |sua )?(tamanho|cor|numero))[.!]?$/;
/**
 * A badge named as a BEM element for a stock state (`price__badge-sold-out`) is printed on every
 * page and shown by its block's modifier (`<div class="price price--sold-out">`): without that
 * modifier it is a template the page's styles keep out of sight, and says nothing.
 */
const STATE_ELEMENT = /^([a-z][\w-]*?)__[\w-]*?(sold-?out|unavailable|out-?of-?stock)\b/;

function unsetStateBadge(el: Element): boolean {
  const state = stateBadgeBlock(el);
  return state === "unset" || state === "bare";
}

/**
 * Whether a stock-state badge named as a block's element is set by its block's modifier, unset,
 * or on a block that carries no modifier at all (which may show states by modifiers, or print
 * the badge only when it applies: the buy box decides, and the badge only when it says nothing).
 */
function stateBadgeBlock(el: Element): "set" | "unset" | "bare" | undefined {
  for (const e of [el, ...ancestors(el, 2)]) {
    for (const token of (e.attribs.class ?? "").toLowerCase().split(/\s+/)) {
      const m = STATE_ELEMENT.exec(token);
      if (!m) continue;
      // The block is near: a badge's own box, not the page.
      const block = ancestors(e, 8).find((a) => (a.attribs.class ?? "").toLowerCase().split(/\s+/).includes(m[1]));
      if (!block) continue;
      const modifiers = (block.attribs.class ?? "")
        .toLowerCase()
        .split(/\s+/)
        .filter((t) => t.startsWith(`${m[1]}--`));
      if (modifiers.some((t) => /sold-?out|unavailable|out-?of-?stock/.test(t))) return "set";
      return modifiers.length ? "unset" : "bare";
    }
  }
  return undefined;
}

/**
 * Whether stock text the page shows (`av`, read from `el`) is the product's: not hidden, not a
 * badge template its block does not show, not one size's or colour's, not one store's, and not
 * a "not available" said of one way of getting it. One rule for stock text near the heading and in stock-named
 * elements (heuristics.ts).
 */
export function speaksForTheProduct(el: Element, av: Availability): boolean {
  return (
    !isHidden(el) &&
    !unsetStateBadge(el) &&
    !aboutAChoice(el) &&
    !placeRow(el) &&
    !inAnotherProductsCard(el) &&
    !(av === "out_of_stock" && (aboutFulfilment(el) || aboutOneSize(el) || aboutASize(el) || oneOptionOf(el)))
  );
}

/**
 * Buyers' words (a review, a comment, a question and its answer): "Sold out everywhere else!",
 * "Was out of stock for weeks" say nothing of the stock now. Known by the names review widgets
 * and themes give their boxes, a few boxes up: a whole class or id name (`reviews`,
 * `review-item`, `product-qa`), not a page's flag (`has-reviews`, `reviews-enabled`).
 */
const BUYERS_BOX =
  /^(product[-_]?|customer[-_]?|user[-_]?)?(reviews?|comments?|questions?|answers?|qa|q-?and-?a|testimonials?)([-_](list|item|items|body|content|text|container|wrapper|section|block|widget|answer|answers))?$/;
/**
 * The stock of the shop's stores ("Berlin Mitte: Out of stock", "Pickup available at Soho"), in a
 * box named for it: one way of getting the product, not whether it can be bought (unless the line
 * speaks of the shop online: "Out of stock online").
 */
const STORES_BOX =
  /^((product[-_]?)?(store|stores|shop|branch|branches)[-_](availability|stock|stocks|list|finder|locator|inventory)|pickup[-_]?availability([-_](info|information|list|preview|modal))?)$/;

/**
 * Whose words a line is, by the names of the boxes it sits in, a few boxes up and never past the
 * product's own box (the one that holds its heading): a buyer's, a store's, or the shop's.
 */
function lineOf(el: Element, mainBoxes: Set<Element>): "buyers" | "stores" | undefined {
  for (const e of [el, ...ancestors(el, 4)]) {
    if (mainBoxes.has(e)) return undefined;
    if (e.attribs.itemprop === "review") return "buyers";
    const names = `${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`.toLowerCase().split(/\s+/);
    if (names.some((name) => BUYERS_BOX.test(name))) return "buyers";
    if (names.some((name) => STORES_BOX.test(name))) return "stores";
  }
  return undefined;
}

/**
 * A link to another page that holds a price and the stock line: another product's card (a
 * discontinued product's suggested replacement, "Vi anbefaler i stedet … 1.199,95 kr. På lager").
 * The product's own stock is never said inside a link with a price, nor its price inside a link
 * that also says a stock (`sayingStock`: a bare "From $19.99" link may be the product's offers).
 */
export function inAnotherProductsCard(el: Element, sayingStock = false): boolean {
  const link = [el, ...ancestors(el, 4)].find((e) => e.name === "a") ?? cardAround(el);
  const href = link?.attribs.href?.trim();
  if (!link || (link.name === "a" && (!leadsElsewhere(href) || ACTION_HREF.test(href)))) return false;
  const parts = firstElements(link, 40);
  // The product's own option (marked current) or its own box wrapped in a link (its heading inside).
  if ([link, ...ancestors(link, 2)].some(markedChosen) || parts.some((e) => e.name === "h1" || e.name === "h2")) return false;
  // Its stock in a box of its own (the card's boxes run together in its text: "fittedIn stock").
  const saysStock = () => parts.some((e) => !e.children.some(isElement) && !!stockOf(shortText(e, 60) ?? ""));
  // Or its picture and its name beside the price ("<a href="/artikel/30874"><img> Barolo 2019 – CHF
  // 54.–</a>", a successor recommended in the buy box): another product's card, not an offers link
  // ("From $19.99"), nor the gallery's zoom (a link to a picture file).
  const pictured = () =>
    link.name === "a" &&
    showsPicture(link) &&
    !IMAGE_EXT.test(href ?? "") &&
    textOf(link).replace(/[^\p{L}]|\p{Lu}{3}/gu, "").length >= CARD_NAME;
  return shortText(link, 300) !== undefined && parts.some(printsAPrice) && (!sayingStock || saysStock() || pictured());
}
/**
 * A card whose link holds only its picture and name, its price and stock beside the link (`<li
 * class="card"><a href="/p/20988"><img>Algolja</a><span>229 kr</span><span>I lager</span></li>`):
 * the box, a level or two up, that links to one other page only, by its picture.
 */
function cardAround(el: Element): Element | undefined {
  for (const box of ancestors(el, 2)) {
    const parts = firstElements(box, 40);
    if (parts.length >= 40) return undefined;
    const links = parts.filter((e) => e.name === "a");
    const pages = new Set(links.map((a) => a.attribs.href?.trim() ?? ""));
    const [only] = [...pages];
    // The link shows the card's picture: a link to a page of information ("zzgl. Versand") is none.
    const pictured = links.some(showsPicture);
    // Beside its link a card prints only its price, code and stock: a notice that recommends
    // another product ("discontinued … we recommend this alternative") says much more.
    const beside = () => textOf(box).length - links.reduce((n, a) => n + textOf(a).length, 0) <= CARD_BESIDE;
    // A link to a picture file is the gallery's zoom, not another product's page.
    const picture = IMAGE_EXT.test(only ?? "");
    // A card names its product in its link, and sits in a row of cards: a brand's logo linked beside
    // the product's own price is none.
    const named = links.some((a) => textOf(a).length >= 8);
    // Another card beside it: a box of its kind whose link shows a picture and that prints a price.
    const card = (c: Element) => {
      const inside = firstElements(c, 40);
      return inside.some((e) => e.name === "a" && showsPicture(e)) && inside.some(printsAPrice);
    };
    const inRow = () => !!box.parent && box.parent.children.some((c) => c !== box && isElement(c) && c.name === box.name && card(c));
    if (pages.size === 1 && pictured && named && !picture && leadsElsewhere(only) && !ACTION_HREF.test(only) && beside() && inRow())
      return box;
    if (pages.size > 1) return undefined;
  }
  return undefined;
}

const CARD_BESIDE = 60;
/** Letters a card's name has at least (a currency code aside): "From" or "Ab" names nothing. */
const CARD_NAME = 8;
const showsPicture = (link: Element) => firstElements(link, 10).some((e) => e.name === "img");

/** A link that acts on this product: to the cart, the checkout, a notice when it is back. */
const ACTION_HREF = /(cart|basket|checkout|warenkorb|panier|carrito|carrello|winkelwagen|kosik|koszyk|notify|alert|wishlist)/i;

/** Class tokens that say whether the product can be had (`outofstock`, `product--sold-out`, `in-stock`). */
const OUT_CLASS =
  /^(is-|has-|product-{1,2}|product_|[a-z][\w-]*?--)?(out-?of-?stock|out_of_stock|outofstock|sold-?out|sold_out|soldout|unavailable|not-?available|no-?stock|stock-?out)$/;
const IN_CLASS = /^(is-|product-{1,2}|product_)?(in-?stock|in_stock|instock)$/;

/** Data attributes that hold the stock as a status (`data-availability="outofstock"`), a flag or a count. */
const STOCK_STATUS_ATTRS = ["data-availability", "data-stock-status", "data-stock-state", "data-status"];
const STOCK_FLAG_ATTRS = ["data-in-stock", "data-available", "data-is-available", "data-instock", "data-product-available"];
/** Or as a count (`data-stock="0"`, `data-inventory-quantity="5"`). */
const STOCK_COUNT_ATTRS = ["data-stock", "data-inventory", "data-inventory-quantity", "data-stock-level", "data-stock-quantity"];

/**
 * The boxes around the product's heading often say its stock in a class (WooCommerce marks the
 * product `instock`/`outofstock`, themes `product--sold-out`) or a data attribute
 * (`data-availability`, `data-available="false"`): the product as a whole, whatever its sizes.
 * The innermost box that says it wins.
 */
export function wrapperStock(f: Draft["fields"], main: Element): void {
  for (const el of ancestors(main)) {
    const said = boxStock(el);
    if (said) {
      put(f, "availability", said.value, said.excerpt);
      return;
    }
  }
}

function boxStock(el: Element): { value: Availability; excerpt: string } | undefined {
  const tokens = (el.attribs.class ?? "").toLowerCase().split(/\s+/);
  const out = tokens.find((t) => OUT_CLASS.test(t));
  const inStock = tokens.find((t) => IN_CLASS.test(t));
  if (out || inStock) return { value: out ? "out_of_stock" : "in_stock", excerpt: `class="${out ?? inStock}"` };
  return dataStock(el);
}

/** The stock an element's data attributes hold: a status, a flag or a count. */
export function dataStock(el: Element): { value: Availability; excerpt: string } | undefined {
  for (const attr of STOCK_STATUS_ATTRS) {
    const value = normalizeAvailability(el.attribs[attr]);
    if (value) return { value, excerpt: `${attr}="${el.attribs[attr]}"` };
  }
  for (const attr of STOCK_FLAG_ATTRS) {
    const flag = el.attribs[attr]?.trim().toLowerCase();
    // Templates print a flag as a word or a number (`data-in-stock="0"`).
    if (flag && /^(true|false|1|0)$/.test(flag))
      return { value: flag === "true" || flag === "1" ? "in_stock" : "out_of_stock", excerpt: `${attr}="${flag}"` };
  }
  for (const attr of STOCK_COUNT_ATTRS) {
    const count = el.attribs[attr]?.trim();
    if (count && /^\d+$/.test(count)) return { value: Number(count) > 0 ? "in_stock" : "out_of_stock", excerpt: `${attr}="${count}"` };
  }
  return undefined;
}

/**
 * Stock text near the heading, then the buy button: a product the page offers to put in a cart,
 * buy, bid on or answer (a classified ad) can be had, unless the button is disabled or says it
 * is sold out. A quantity field to buy with counts as the same offer; an answer in bare words
 * ("Message", "Call") counts last, and never makes a product (`byContact`).
 */
export function availabilityFallback(
  f: Draft["fields"],
  els: Element[],
  main?: Element,
  priceEl?: Element,
  priceOnRequest = false,
): { choiceToBuy: boolean; byContact?: boolean } {
  const within = nearHeadingOrPrice(main, priceEl);
  // An ad's title that says it is sold ("SOLD - Oak chair", "[Sold] Oak chair").
  const title = main ? textOf(main) : "";
  if (soldInTitle(title)) {
    put(f, "availability", "out_of_stock", title);
    return { choiceToBuy: false };
  }
  const near = els.filter((el) => within(el, 8, 5));
  const mainBoxes = new Set(main ? [main, ...ancestors(main)] : []);
  let bareBadge: string | undefined;
  // The buy box's own word (its button, else a quantity to buy with) and the blocks below it, each
  // read once, and only when asked.
  let buyBox: (ButtonWords & { qty?: BuyBoxWord }) | undefined;
  const readBuyBox = () => (buyBox ??= { ...buttonStock(els, near, within), qty: quantityField(near) });
  let below: ((el: Element) => boolean) | undefined;
  const belowTheBuyBox = (el: Element) => {
    const { waiting, said, qty } = readBuyBox();
    below ??= main ? belowOf(main, waiting ?? said ?? qty, els) : () => false;
    return below(el);
  };
  for (const el of near) {
    if (
      el.children.some(
        (c) =>
          isElement(c) && !["span", "b", "strong", "i", "em", "svg", "img", "small", "font", "u", "label", "br", "wbr"].includes(c.name),
      )
    )
      continue;
    // A stock line is a few boxes at most: a deep nest of inline ones is none, and reading it
    // whole from each of its boxes would cost its square.
    if (!fewElements(el, 40)) continue;
    // A badge may be a picture that says it ("<img alt="Sold out">"); gallery pictures describe
    // the product ("… available in blue"), so a picture only ever says it is gone.
    // A box's hidden parts say nothing (an "ended" notice printed for the script to show).
    const raw = el.name === "img" ? (el.attribs.alt ?? "").trim() : textOf(el, { skipHidden: true });
    const notice = stockNotice(raw, 50);
    // A stock line is short; a listing's end may take a longer sentence.
    const text = notice.length <= 50 ? notice : endedNotice(raw);
    // A question is no statement of stock: "Is this still available?" is what a classified's
    // message box offers its buyer to send.
    if (!text || ["button", "a", "textarea"].includes(el.name) || /\?\s*$/.test(text)) continue;
    // Whose words the line is, asked only of a short line that may say the stock.
    const whose = lineOf(el, mainBoxes);
    const online = ONLINE.test(fold(text));
    if (whose === "buyers" || (whose === "stores" && !online)) continue;
    const av = stockOf(text);
    const gone = av === "out_of_stock" || av === "discontinued";
    if (el.name === "img" && !gone) continue;
    // A title that says it can be had ("[Ready to ship] Linen shirt") advertises; one that says it
    // is gone ("SOLD – Oak chair") is the shop's word on its state.
    if (main && !gone && (el === main || ancestors(el).includes(main))) continue;
    // Words in a titled block of reviews or the stores' stock, below the buy button, are that
    // block's, however it is named; one that speaks of the shop online ("Online: sold out") is
    // still the product's.
    if (gone && !online && belowTheBuyBox(el)) continue;
    // An offer to write when it is back, beside an enabled buy button, is a widget the theme hides
    // or one size's: the button decides.
    if (gone && onlyAnOffer(text) && readBuyBox().said?.value === "in_stock") continue;
    // Not in stock yet, with a button to pre-order or backorder it ("Ожидается поступление 28 ноября"
    // above "Оформить предзаказ", "Sold out" above "Pre-order now", "0 In Stock" above "Add to Cart
    // (Backorder)"): it can be ordered, the button decides.
    if (av === "out_of_stock" && ordersAhead(readBuyBox().said?.value)) continue;
    if (av && av !== "limited" && speaksForTheProduct(el, av)) {
      put(f, "availability", av, text);
      return { choiceToBuy: false };
    }
    if (av === "out_of_stock" && !bareBadge && !isHidden(el) && stateBadgeBlock(el) === "bare") bareBadge = text;
  }
  const gone = choicesGone(els, within);
  if (gone) {
    put(f, "availability", "out_of_stock", gone);
    return { choiceToBuy: false };
  }
  const { said: button, waiting, qty, bare, offers } = readBuyBox();
  const said = button ?? qty;
  if (said) put(f, "availability", said.value, said.text);
  else if (bareBadge) put(f, "availability", "out_of_stock", bareBadge);
  // Waiting for a size, beside sizes that mark the gone ones and leave others to be had: one can be
  // bought, so the product can.
  else if (waiting && near.some(sizesToChoose)) put(f, "availability", "in_stock", waiting.text);
  // A buy button waiting for a size says nothing of stock, but that the page sells the product.
  if (said || bareBadge || waiting) return { choiceToBuy: !said && !bareBadge && !!waiting };
  // Last, a bare answer to an ad ("Message", "Call") says it can be had, but not that the page
  // sells anything; nor, when the page gives its price on request, a bare one (the button asks for
  // the price; "Show phone number" still answers an ad).
  // Or an answer to the ad in a column of its own (a sidebar with the seller's box), further than
  // the buy box reaches.
  const answer = bare ?? (main ? answerBeside(els, main) : undefined);
  if (!answer || (priceOnRequest && answer === bare)) return { choiceToBuy: false };
  put(f, "availability", answer.value, answer.text);
  // An answer in words that name the ad, the seller or the number ("Send message", "Show phone
  // number") beside the ad is a classified's, a product page; a bare one ("Message") may be any page's,
  // unless another beside it asks for an offer.
  return { choiceToBuy: false, byContact: answer === bare && !offers };
}

/**
 * A button that answers a classified ad in the words of `ANSWER_AD` ("Send message", "Show phone
 * number 082 *** ****", "WhatsApp seller"), a little further from the ad's heading than a shop's
 * buy box: the seller's box beside the ad.
 */
function answerBeside(els: Element[], main: Element): BuyBoxWord | undefined {
  for (const el of els) {
    if (el.name === "form" && treeDistance(el, main) <= ANSWER_REACH && !isHidden(el)) {
      const title = replyFormTitle(el);
      if (title) return { value: "in_stock", text: title, el };
      continue;
    }
    if (treeDistance(el, main) > ANSWER_REACH || !isButton(el, signature(el)) || isHidden(el) || greyedOut(el)) continue;
    const words = answerWords(el);
    if (ANSWER_AD_WORDS.test(words)) return { value: "in_stock", text: words, el };
  }
  return undefined;
}
const ANSWER_REACH = 16;

/**
 * Within so many steps of the heading, or of the price: a layout may set the buy box in a column
 * of its own, far from the heading in the tree but beside the price (anywhere without a heading).
 */
const nearHeadingOrPrice =
  (main: Element | undefined, priceEl: Element | undefined) => (el: Element, fromMain: number, fromPrice: number) =>
    !main || treeDistance(el, main) <= fromMain || (!!priceEl && treeDistance(el, priceEl) <= fromPrice);

/**
 * What the buy box's own button says of the stock (the first button near the heading or the price
 * that says it): greyed out, "Sold out" or "Notify me when available", it is gone; enabled, it
 * buys. heuristics.ts asks it of a page read as out of stock on other words, and index.ts lets a
 * button that says gone overrule markup that says in stock.
 */
export function buyButtonSays(els: Element[], main: Element, priceEl?: Element): Availability | undefined {
  const within = nearHeadingOrPrice(main, priceEl);
  return buttonStock(
    els,
    els.filter((el) => within(el, 8, 5)),
    within,
  ).said?.value;
}

/**
 * The buy box's picker, a drop-down or a row of buttons, with every choice disabled or said sold
 * out: nothing can be bought. Its tag, as the excerpt.
 */
function choicesGone(els: Element[], within: (el: Element, fromMain: number, fromPrice: number) => boolean): string | undefined {
  const picker = els.find((e) => e.name === "select" && within(e, 11, 6) && everySizeGone(e));
  if (picker) return `<select name="${picker.attribs.name ?? ""}">`;
  const row = els.find((e) => isChoiceButton(e) && within(e, 11, 6));
  if (row?.parent && isElement(row.parent) && everyChoiceGone(row.parent))
    return `<${row.parent.name} class="${row.parent.attribs.class ?? ""}">`;
  return undefined;
}
/** Whether the buy box's picker says every choice is gone (see choicesGone). */
export const everyChoiceSaidGone = (els: Element[], main: Element, priceEl?: Element) =>
  !!choicesGone(els, nearHeadingOrPrice(main, priceEl));

/**
 * A buy box with no button at all (none to buy with, none greyed out, none that waits for a size),
 * only an offer to write when the product is back ("Meld mij wanneer dit product op voorraad is.",
 * "Notify me when available"), as a shop system prints a product it cannot sell now: the product
 * is gone, whatever its cached markup says.
 */
export function onlyANotice(els: Element[], main: Element, priceEl?: Element): boolean {
  const within = nearHeadingOrPrice(main, priceEl);
  const near = els.filter((el) => within(el, 8, 5));
  const words = buttonStock(els, near, within);
  if (words.said || words.waiting || words.bare) return false;
  // Nor one that speaks of a size's or a choice's stock ("Größe nicht verfügbar"): other sizes may be had.
  const sizeOrStock = (el: Element) =>
    isButton(el, signature(el)) && !isHidden(el) && (aboutAChoice(el) || aboutASize(el) || aboutOneSize(el) || !!stockOf(shownText(el)));
  if (near.some(sizeOrStock)) return false;
  return near.some((el) => {
    const text = !isHidden(el) && !el.children.some((c) => isElement(c) && BLOCK_TAGS.has(c.name)) ? shortText(el, 200) : undefined;
    return !!text && onlyAnOffer(text);
  });
}

/** A quantity to buy with: a field or a drop-down (`<select name="quantity">`). */
function quantityField(near: Element[]): BuyBoxWord | undefined {
  const qty = near.find(
    (el) =>
      (el.name === "input" || el.name === "select") &&
      /^(qty|quantity)$/i.test(el.attribs.name ?? "") &&
      el.attribs.disabled === undefined &&
      el.attribs.type !== "hidden",
  );
  return qty && { value: "in_stock", text: `<${qty.name} name="${qty.attribs.name}">`, el: qty };
}

/**
 * Which lines belong to another block than the product's, when its buy box offers the product:
 * lines after the product's box (the smallest holding the heading and the buy button) and after a
 * section title printed since (an h2 to h6: "Customer reviews", "In our stores"), or, inside that
 * box, in a box headed by a title naming reviews, questions or the stores' stock. Their "Sold out
 * everywhere else!" or "Berlin: out of stock" is not the product's stock. Any other line is the
 * product's: before the button (a sticky bar's button may come first), under it with no such
 * title (its own notice), right after the box with no title of its own (an alert, a sold ad's
 * status).
 */
function belowOf(main: Element, offer: BuyBoxWord | undefined, els: Element[]): (el: Element) => boolean {
  if (offer?.value !== "in_stock") return () => false;
  const aroundButton = new Set(ancestors(offer.el));
  const aroundHeading = new Set(ancestors(main));
  const product = ancestors(main).find((box) => aroundButton.has(box));
  const order = new Map(els.map((e, i) => [e, i]));
  const end = product ? endOf(product, order, els.length) : els.length;
  let title = end;
  while (title < els.length && !SECTION_TITLE.test(els[title].name)) title++;
  // Inside the product's box, after the button, only a title that names the buyers' words or
  // the stores' stock opens such a block, and only its own: the box it heads (neither the
  // heading's nor the button's), up to the next title of its rank. A "Description" or "Details"
  // there may hold the product's own state (a sold ad's "SOLD!", an ended auction's notice).
  const blocks: [number, number][] = [];
  for (let i = (order.get(offer.el) ?? els.length) + 1; i < title && blocks.length < 20; i++) {
    const box = els[i].parent;
    if (!SECTION_TITLE.test(els[i].name) || !isElement(box) || aroundHeading.has(box) || aroundButton.has(box)) continue;
    if (!OTHERS_TITLE.test(fold(shortText(els[i], 60) ?? ""))) continue;
    // Its own titles (each review's) stay inside; a title of its rank or above ends it.
    let next = i + 1;
    const last = endOf(box, order, els.length);
    while (next < last && !(SECTION_TITLE.test(els[next].name) && els[next].name <= els[i].name)) next++;
    blocks.push([i, next]);
  }
  return (el) => {
    const at = order.get(el) ?? 0;
    return at > title || blocks.some(([from, to]) => at > from && at < to);
  };
}

/** Where a box ends in `els` (document order): the index of the first element after it. */
function endOf(box: Element, order: Map<Element, number>, none: number): number {
  // Its next sibling, or its parent's, and so on up.
  for (let n: AnyNode | null = box; n; n = n.parent) {
    let after = n.nextSibling;
    while (after && !isElement(after)) after = after.nextSibling;
    if (after) return order.get(after as Element) ?? none;
  }
  return none;
}

/**
 * Titles of the reviews, questions and stores' stock a product's box may print under its buy
 * button ("Customer reviews (12)", "Questions & answers", "Availability in our stores").
 */
const OTHERS_TITLE =
  /^((customer|product|user|guest) )?(reviews?|ratings?( (and|&) reviews?)?|reviews? (and|&) ratings?|questions?( (and|&) answers?)?|q ?(&|and) ?a|comments|testimonials?|what (our )?customers (say|think)|(kunden)?bewertungen|rezensionen|kundenmeinungen|fragen (und|&) antworten|avis (clients|des clients|client|verifies)|avis ?\(\d+\)|questions (et|&) reponses|opiniones|valoraciones|resenas|preguntas( y respuestas)?|recensioni|opinioni( dei clienti)?|domande( e risposte)?|beoordelingen|recenze|hodnoceni|opinie( klientow)?|recenzje|avaliacoes|perguntas|omdomen|recensioner|anmeldelser|arvostelut|ertekelesek|yorumlar|degerlendirmeler|отзывы|відгуки|κριτικες|レビュー|口コミ|商品レビュー|评价|商品评价|評價|商品評價|리뷰|상품평|후기|ביקורות|חוות דעת|تقييمات|مراجعات|(availability|stock) in (our )?(stores?|shops?)|our (stores|shops)|(stores|shops) near (you|me)|in-?store availability|stores? availability|available in (our )?stores|in our stores|find (it )?in (a )?store|verfugbarkeit in (der |den |unseren )?(filialen?|markten)|in unseren (filialen|markten)|filialverfugbarkeit|disponibilite en magasins?|disponibilidad en tiendas?|disponibilita (in|nei) negozi?|beschikbaarheid in (de )?winkels?|dostepnosc w sklepach)(\s*[(:]?\s*[\d.,/]*\s*\)?)?[\s★☆*]*$/;

const SECTION_TITLE = /^h[2-6]$/;

/** What the buy box says of the stock, in which words, and which element says it. */
type BuyBoxWord = { value: Availability; text: string; el: Element };

/**
 * What the buy box's buttons say: `said`, the first button that says the stock (it says the
 * product is gone or can be pre-ordered, or it buys it: disabled, it is gone); `waiting`, a
 * button before it greyed out until a size is chosen, which says nothing of the stock but offers
 * the product and shows where the buy box is; with neither, `bare`, the first button that
 * answers an ad in bare words (`BARE_ANSWER`).
 */
type ButtonWords = { said?: BuyBoxWord; waiting?: BuyBoxWord; bare?: BuyBoxWord; offers?: boolean };
function buttonStock(els: Element[], near: Element[], within: (el: Element, fromMain: number, fromPrice: number) => boolean): ButtonWords {
  let waiting: BuyBoxWord | undefined;
  let bare: BuyBoxWord | undefined;
  // Two bare answers, one asking for an offer ("Chat", "Hacer oferta"): an ad's.
  let bareWords = "";
  let offers = false;
  // A button greyed out until a size is chosen says nothing of stock.
  // Said on the page, or as a drop-down's placeholder over choices that can be had (not over
  // sizes all gone: "Please select a size" above "4 - Out of stock", "5 - Out of stock").
  const choiceFirst = () =>
    near.some((el) => (el.name !== "option" || choicesOpen(el)) && CHOOSE_FIRST.test(fold(shortText(el, 60) ?? "").trim()));
  // The buy box sits a little further from the heading than stock text does.
  for (const el of els.filter((e) => within(e, 11, 6))) {
    const sig = signature(el);
    if (!isButton(el, sig) || isHidden(el) || aboutAChoice(el) || aboutASize(el)) continue;
    const shown = shownText(el);
    // A button that shows only a sign ("+", "🛒") says what it does in its label.
    const said = /[\p{L}\p{N}]/u.test(shown) ? shown.trim() : "";
    const text = fold(said || el.attribs["aria-label"] || el.attribs.title || pictureWords(el) || shown.trim()).trim();
    // The poster's own tool ("Mark as unavailable", "Mark as sold") says what it would do, not the state.
    if (/^mark as\b/.test(text)) continue;
    // A button that says the product is gone, in any language the stock texts know.
    // A box styled as a button that holds a paragraph (a card, a listing's row) is no button's word.
    const paragraph = text.length > 120 && el.name !== "button" && el.name !== "input";
    const gone = !paragraph && (SOLD_OUT_BUTTON.test(text) || (text.length <= 40 && stockOf(text) === "out_of_stock"));
    if (gone && !aboutOtherMatter(text)) {
      if (aboutOneSize(el) || oneOptionOf(el)) continue;
      return { said: { value: "out_of_stock", text, el }, waiting };
    }
    if (PREORDER_BUTTON.test(text.replace(/[!.]+$/, ""))) {
      return { said: { value: "preorder", text, el }, waiting };
    }
    if (BACKORDER_BUTTON.test(text.replace(/[!.]+$/, "")) && !greyedOut(el)) {
      return { said: { value: "backorder", text, el }, waiting };
    }
    const buys = (BUY_SIG.test(sig) || buysOnClick(el) || BUY_HREF.test(el.attribs.href ?? "")) && text.length <= 40;
    const words = buttonWords(text);
    const disabled = greyedOut(el);
    if (ADD_TO_CART.test(words) || buys) {
      if (
        disabled &&
        (SELECTION_NEEDED.test(sig) ||
          (CHOOSE_ON_BUTTON.test(text) && !near.some(greyedSizes)) ||
          choiceFirst() ||
          near.some(sizesToChoose))
      ) {
        waiting ??= { value: "in_stock", text, el };
        continue;
      }
      return { said: { value: disabled ? "out_of_stock" : "in_stock", text: text || sig || (el.attribs.onclick ?? ""), el }, waiting };
    }
    if (!disabled && shown.trim() && BARE_ANSWER.test(words) && !CONTACT_PAGE.test(el.attribs.href ?? "")) {
      if (!bare) {
        bare = { value: "in_stock", text, el };
        bareWords = words;
      } else if (words !== bareWords && (OFFER_ASKED.test(words) || OFFER_ASKED.test(bareWords))) offers = true;
    }
  }
  return { waiting, bare, offers };
}

/** Whether a placeholder's drop-down holds a choice that can be had: shown enabled, not said gone. */
function choicesOpen(placeholder: Element): boolean {
  const select = ancestors(placeholder, 2).find((e) => e.name === "select");
  if (!select || select.attribs.disabled !== undefined) return false;
  return firstElements(select, 100).some(
    (o) => o.name === "option" && o !== placeholder && o.attribs.disabled === undefined && stockOf(textOf(o)) !== "out_of_stock",
  );
}

/** A buy button's word that the product, not in stock, can still be ordered: pre-ordered or backordered. */
export const ordersAhead = (said: Availability | undefined) => said === "preorder" || said === "backorder";

/**
 * The text of each shown, enabled buy button near the heading that says its buy words and an
 * amount, nothing else ("Add to cart – $25.00", "In den Warenkorb · 25,00 €"): where a theme that
 * prints the price nowhere else shows it (heuristics-price.ts reads the amount, as a last resort).
 * More words make the amount something else (a saving, a deposit, a rate, "2 for $40"); a
 * quantity of more than one makes it a line's total.
 */
export function buyButtonTexts(els: Element[], main: Element): { el: Element; text: string }[] {
  const out: { el: Element; text: string }[] = [];
  const near = els.filter((el) => treeDistance(el, main) <= 11);
  if (near.some((el) => el.name === "input" && /^(qty|quantity)$/i.test(el.attribs.name ?? "") && Number(el.attribs.value) > 1)) return out;
  for (const el of near) {
    const sig = signature(el);
    if (!isButton(el, sig) || isHidden(el) || greyedOut(el) || aboutAChoice(el) || aboutASize(el)) continue;
    const shown = shownText(el).replace(/\s+/g, " ").trim();
    if (shown.length > 60 || !/\d/.test(shown)) continue;
    const text = fold(shown);
    const words = buttonWords(text);
    if (words && ADD_TO_CART.test(words) && !SUBSCRIBE.test(text) && AMOUNT_ONLY.test(text.slice(words.length)))
      out.push({ el, text: shown });
  }
  return out;
}
/** A plan's button ("Subscribe & save – $18.00"): its amount is paid on each delivery. */
const SUBSCRIBE = /\b(subscribe|abo|abonn|suscri|abbona|assina)/;
/** What may follow a buy button's words: a separator and one amount with its currency. */
const AMOUNT_ONLY = /^\s*[•·|–—:-]?\s*(\p{Sc}|[a-z]{1,3}\.?)?\s*\d[\d.,\s]*\s*(\p{Sc}|[a-z]{1,3}\.?|,-|:-)?\s*$/u;
