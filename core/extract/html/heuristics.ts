/**
 * The visible page, read like a person would: heading, price next to it, labelled facts
 * (EAN, SKU, brand …), stock text, gallery. Runs on the page with noise removed, and only fills
 * what markup left empty (merge.ts enforces that), so every rule here may be fallible.
 */
import { OFFERS_INSTEAD_OF_PRICE } from "./ad-answer.js";
import type { CheerioAPI } from "cheerio";
import { availabilityFromText, normalizeCondition, normalizeGender, onlyAnOffer, saysOrderable, soldOrEnded } from "./availability.js";
import {
  availabilityFallback,
  buyButtonSays,
  dataStock,
  everyChoiceSaidGone,
  onlyANotice,
  ordersAhead,
  speaksForTheProduct,
  wrapperStock,
} from "./buy-box.js";
import { stockNotice, stockOf } from "./stock-text.js";
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { normalizeGtin } from "../../values/gtin.js";
import { findPrices } from "../../values/price.js";
import {
  addressPath,
  allElements,
  ancestors,
  clip,
  firstElements,
  fold,
  isElement,
  isHidden,
  leadingText,
  shortText,
  signature,
  styledHidden,
  textOf,
  treeDistance,
  type Element,
} from "./dom.js";
import { findMainPrice, type PriceFinding } from "./heuristics-price.js";
import { PRICE_SIG, SHIPPING_SIG } from "./price-element.js";
import { findImages } from "./images.js";
import { labelPairs, shopNames, type LabelPair } from "./labels.js";
import { parseDimensions, parseWeight } from "./measures.js";
import { cleanTitle } from "./names.js";
import { put } from "./schema-map.js";
import { codeOf, LABEL_IN_VALUE } from "./sku.js";
import type { Draft } from "./types.js";

export interface HeuristicInput {
  $: CheerioAPI;
  pageUrl: string;
  ctx: PageCurrencyContext;
  main?: Element;
  siteName?: string;
  /** A currency the page states elsewhere (og:price:currency, a currency switcher). */
  currencyHint?: string;
}

export function heuristicDraft(input: HeuristicInput): Draft {
  const { $, pageUrl, ctx, main } = input;
  const f: Draft["fields"] = {};
  const body = $("body").get(0) ?? $.root().get(0);
  if (!body) return { method: "heuristic", fields: f };

  if (main) put(f, "name", clip(textOf(main), 200), textOf(main));
  else {
    const title = $("title").first().text();
    if (title.trim()) put(f, "name", cleanTitle(title, input.siteName, pageUrl), title);
  }

  const els = allElements(body);
  const hint = input.currencyHint ?? ctx.fallback;
  // Each pair ranked once, not at every step of the sort.
  const ranked = labelPairs(body, shopNames(input.siteName, pageUrl)).map((p) => ({ p, rank: pairRank(p, main) }));
  const pairs = ranked.sort((a, b) => a.rank - b.rank).map(({ p }) => p);
  const found = findMainPrice(body, main, ctx, hint);
  // A price farther from the heading than the product's own "Price upon request" is another
  // product's (a collection strip below), and a bare number in the box that says so is one to
  // call ("Giá: Liên hệ – Vui lòng gọi 1800.2097"; "KSh 18,500 Negotiable" is a price); after
  // "Price: Free", an amount is another's (similar ads), before it the price ("Order a sample –
  // Price: Free" under "£44.99").
  // The price labels near the heading, read by both: "Price: Free", "판매가: 품절".
  const priced = main ? pairs.filter((p) => p.field === "price" && treeDistance(p.el, main) <= 10) : [];
  const asked = main ? (onRequest(els, main) ?? soldInPlace(priced)) : undefined;
  const free = main ? givenFree(priced, els, main, found) : undefined;
  const numberOnly = (p: PriceFinding) => !findPrices(p.excerpt, { context: ctx }).some((q) => q.amount === p.amount && q.currency);
  const askedOf = (p: PriceFinding) =>
    !!asked && !!main && (treeDistance(p.el, main) > treeDistance(asked, main) || (ancestors(asked).includes(p.el) && numberOnly(p)));
  const price = free && (!found || els.indexOf(free.el) < els.indexOf(found.el)) ? free : found && !askedOf(found) ? found : undefined;
  if (price) {
    put(f, "price", price.amount, price.excerpt);
    put(f, "currency", price.currency, price.excerpt);
  }
  fromPairs(f, pairs);
  const { noCode } = classFields(f, els, main);
  if (!f.sku && main) wrapperSku(f, main);
  if (!f.sku && main) addressedId(f, els, main, pageUrl);
  if (!f.sku && main) bracketedCode(f, main);
  const ownNumber = !f.sku && !f.gtin ? upcAsOwnNumber(pairs) : undefined;
  if (!f.availability && main) wrapperStock(f, main);
  // A price the page gives beside a "Negotiable" chip is no price on request: an answer to the ad
  // asks for the item, not its price.
  // Offers asked in its place ("Bieden") is an ad's way: a bare "Message" then asks for the item.
  const priceAsked = !!asked && !price && !OFFERS_INSTEAD_OF_PRICE.test(requestText(asked));
  const fallback = f.availability ? undefined : availabilityFallback(f, els, main, price?.el, priceAsked);

  // Read as gone, beside a button to pre-order or backorder it ("0 In Stock", "Availability: Out of
  // stock" above "Add to Cart (Backorder)"): it can be ordered, the button decides.
  const button = f.availability?.value === "out_of_stock" && main ? buyButtonSays(els, main, price?.el) : undefined;
  if (button && ordersAhead(button) && f.availability) f.availability = { value: button, excerpt: f.availability.excerpt };
  // Said gone on the stock's own line or alone ("Beschikbaarheid: Niet op voorraad", "Agotado"; not
  // one colour's "Olive: sold out"), beside no button but an offer to write when it is back.
  const said = f.availability ? fold(f.availability.excerpt) : "";
  const noticeOnly =
    f.availability?.value === "out_of_stock" &&
    !button &&
    !!main &&
    (STOCK_LINE.test(said) || !/^[^:]{1,30}:/.test(said)) &&
    onlyANotice(els, main, price?.el);

  const imgs = findImages(body, main, pageUrl);
  if (imgs) put(f, "images", imgs.urls, imgs.excerpt);
  description(f, els, main);
  rating(f, els, main);
  return {
    method: "heuristic",
    fields: f,
    imageAliases: imgs?.aliases,
    onRequest: !!asked,
    choiceToBuy: fallback?.choiceToBuy,
    stockByContact: fallback?.byContact,
    lastResortPrice: price?.lastResort,
    ownNumber,
    saysNoCode: !f.sku && (noCode || pairs.some((p) => p.field === "sku" && saidNoCode(pairValue(p)))),
    buttonGone: button === "out_of_stock" || noticeOnly,
    choicesGone: button === "out_of_stock" && !!main && everyChoiceSaidGone(els, main, price?.el),
  };
}

/** A stock line's label: "Availability:", "Beschikbaarheid:", "Lagerstatus:", "Disponibilité :". */
const STOCK_LINE =
  /^(availability|stock( status)?|status|verfugbarkeit|lieferstatus|lagerstatus|lager|beschikbaarheid|voorraad|levertijd|disponibilit\w*|disponible|estoque|existencias|dostepnosc|dostupnost|stan|saatavuus|tillganglighet|keszlet|stok( durumu)?|наличие)\s*:/;

/**
 * A listing's or classified ad's number printed after a bare "ID" near the heading ("Publicado el
 * 02/11/2026 · ID: 3366408 · 1208 visitas") is its code when the page's address repeats it as a
 * word of its own ("/anuncio/3366408/…"): a bare "ID" names many things (a seller's, a session's),
 * the address says which one is the page's, or a box named for the ad's own facts
 * ("ad-footer-bar-section"). Its own item of a line ("· ID:"), not another thing's ("App ID:",
 * "Seller ID:").
 */
function addressedId(f: Draft["fields"], els: Element[], main: Element, pageUrl: string): void {
  const path = addressPath(pageUrl);
  if (path === undefined) return;
  // A word of its own, or after a few letters that name it ("-CID893377120.html", "/m2198877341").
  const words = new Set(path.split(/[^0-9A-Za-z]+/).map((w) => /^[A-Za-z]{1,4}(\d{5,14})$/.exec(w)?.[1] ?? w));
  const start = Math.max(els.indexOf(main), 0);
  // After the heading first, then before it (a column of photos and description set left of the title's).
  for (const el of [...els.slice(start, start + ID_READ), ...els.slice(Math.max(0, start - ID_READ), start).reverse()]) {
    if (el.children.some((c) => isElement(c) && BLOCK_CHILD.has(c.name)) || treeDistance(el, main) > 10) continue;
    const text = shortText(el, 200);
    const m = text && /(?:^|[|·•,;(]\s*)(?:I[Dd]|№)\s*[:#]?\s*(\d{5,14})(?!\d)/.exec(text);
    if (m && (words.has(m[1]) || [el, ...ancestors(el, 2)].some((a) => AD_BOX.test(signature(a))))) {
      put(f, "sku", m[1], text);
      return;
    }
  }
}
const ID_READ = 400;
/** A box named for the ad's own facts ("ad-footer-bar-section", "listing-id", "ad_meta"): its "ID" is the ad's. */
const AD_BOX = /(^|[\s_-])(ad|advert|listing|anuncio|annonce|inserat)[-_]?(footer|id|meta)([\s_-]|$)/i;

/**
 * A code in square brackets set with the heading, as osCommerce themes print the model under the
 * name ("AquaNova CF-600 Filter<br><span class="smallText">[ANV-CF600]</span>"): the product's code.
 */
function bracketedCode(f: Draft["fields"], main: Element): void {
  const next = [main.next, main.next?.next].filter((n): n is Element => !!n && isElement(n));
  for (const el of [...firstElements(main, 10), ...next]) {
    const m = /^\[([^\]\s]{5,30})\]$/.exec((shortText(el, 40) ?? "").trim());
    // A model's code: a digit with letters ("ANV-CF600") or five digits; not a tag ("[PS5]",
    // "[USB-C]", "[EN-GB]", "[2-PACK]", "[2024]").
    const shaped = m && /\d/.test(m[1]) && (/\p{L}/u.test(m[1]) || /\d{5}/.test(m[1])) && !/pack|pcs|set|stk|stuck/i.test(m[1]);
    const code = shaped && codeOf(m[1]);
    if (code) {
      put(f, "sku", code, m[0]);
      return;
    }
  }
}
const BLOCK_CHILD = new Set(["div", "p", "ul", "ol", "li", "table", "section", "article", "dl", "form"]);

/**
 * The price given on request, as luxury, machine and trade shops print it where a price goes
 * ("Price upon request", "Preis auf Anfrage", "Prix sur demande"), or only to customers who log
 * in ("Log in to see prices", "Preise nach Anmeldung"): the page sells the product without
 * saying its price.
 */
const ON_REQUEST =
  /^(the )?(price|prices|pricing)( is| are)? (available )?(up)?on (request|application)$|^(call|ask|contact( us| the seller| seller)?) for (a )?(price|pricing)$|^(price:? )?negotiable$|^(цена:? )?договорная$|^(prijs:? )?n\.?o\.?t\.?k\.?$|^cena:? dohodou$|^poa$|^(preis|preise) auf anfrage$|^prix sur demande$|^(sur demande|auf anfrage|on request|su richiesta|op aanvraag|bajo consulta|sob consulta)$|^(cena pec pieprasijuma|kaina pagal uzklausa|hind paringul|hind kokkuleppel)$|^precio (a consultar|bajo consulta|a pedido)$|^consultar precio$|^prezzo su richiesta$|^prijs op aanvraag$|^cena na (zapytanie|dotaz|vyziadanie)$|^pris pa (forfragan|foresporgsel|foresporsel)$|^(pris:? )?(be om tilbud|begar offert|fa tilbud|anmod om tilbud)$|^preco sob consulta$|^hinta pyynnosta$|^ar kerese?re$|^pret la cerere$|^fiyat (sorunuz|icin arayiniz)$|^цена по запросу$|^gia:? lien he$|^価格(は)?お問い合わせ(ください)?$|^(please )?(log ?in|sign ?in|register) (to (see|view) )?(for )?(the )?prices?$|^preise? (nur )?(nach|mit) (anmeldung|login)$|^(bitte )?(anmelden|einloggen),? um (die )?preise zu sehen$|^connectez-vous pour voir (le|les) prix$|^inicia sesion para ver (el|los) precios?$/;

/**
 * A classified ad or a swap board's item given away: its price labelled "Free" ("Price: FREE",
 * "Preis: Zu verschenken", "Prix : Gratuit") or said so in the box named for the price, near the
 * heading ("価格 0円 無料"). Its price is 0; "Free" elsewhere (shipping, returns, a gift) labels
 * no price.
 */
const FREE =
  /^(free|free to (a )?good home|gratis|kostenlos|zu verschenken|gratuit|gratuito|gratuita|za darmo|zdarma|zadarmo|ingyen(es)?|ilmainen|gratis afhalen|бесплатно|безкоштовно|ucretsiz|δωρεαν|(0円 ?)?無料|0円)[.!]?$/;
const FREE_READ = 400;
function givenFree(priced: LabelPair[], els: Element[], main: Element, found?: PriceFinding): PriceFinding | undefined {
  // The one price label near the heading: beside another ("価格 0円" for a sample, then "価格
  // 1,320円") it names an option's.
  const free = (p: LabelPair) => FREE.test(fold(p.value).trim());
  const pair = priced.every(free) ? priced[0] : undefined;
  if (pair) return { amount: 0, excerpt: pair.excerpt, el: pair.el };
  // A box says it only where no price is read at all: "Free" in a gift's, an option's or an
  // edition's price box above the product's own price is theirs.
  if (found) return undefined;
  // Or said in the box named for the price (`<h2 id="viewad-price">Zu verschenken</h2>`).
  // After the heading: a mini-cart's total ("Cart 0円") is none.
  const from = Math.max(els.indexOf(main), 0);
  const box = els.slice(from, from + FREE_READ).find(
    (e) =>
      PRICE_SIG.test(signature(e)) &&
      // Not a delivery's cost ("Pick-up … <td class="ship__cost">Free</td>").
      ![e, ...ancestors(e, 3)].some((a) => SHIPPING_SIG.test(signature(a))) &&
      treeDistance(e, main) <= 10 &&
      FREE.test(fold(shortText(e, 40) ?? "").trim()),
  );
  return box && { amount: 0, excerpt: textOf(box).trim(), el: box };
}

/**
 * A price label near the heading whose value says the product is gone in place of an amount
 * ("판매가 품절", "Price: Sold out"): no amount is this product's price, as with a price on request.
 */
function soldInPlace(priced: LabelPair[]): Element | undefined {
  const pair = priced[0];
  const value = pair && fold(pairValue(pair));
  return value && value.length <= 20 && stockOf(value) === "out_of_stock" ? pair.el : undefined;
}

/** Where the product's own box (near its heading) says its price is given on request. */
function onRequest(all: Element[], main: Element): Element | undefined {
  return all.find((el) => {
    if (treeDistance(el, main) > 10) return false;
    const text = requestText(el);
    if (text.length < 2 || text.length > 40) return false;
    // Or the box named for the price asks for offers ("Bieden", "VB", "Make an offer") in place
    // of an amount: a bid button beside an asking price is no such box, nor a chip beside the amount.
    return ON_REQUEST.test(text) || (OFFERS_INSTEAD_OF_PRICE.test(text) && PRICE_SIG.test(signature(el)) && !besideAnAmount(el));
  });
}
/** A chip inside the box that prints the amount ("1.250,- <span class="price-vb">VB</span>"): the price is asked as printed. */
const besideAnAmount = (el: Element) => {
  const box = el.parent && isElement(el.parent) ? textOf(el.parent) : "";
  return box.length <= 40 && /\d/.test(box);
};
const requestText = (el: Element) =>
  fold(shortText(el, 40) ?? "")
    .replace(/\s+/g, " ")
    .replace(/[.:!*]+\s*$/, "")
    .trim();

/**
 * A stock label's value that is a count ("Stock: 15", "Lagerbestand: 0", "Stan magazynowy: 7 szt.")
 * or a mark, as Japanese shops print stock (在庫: ○ in stock, △ few left, × none).
 */
function stockCount(value: string): "in_stock" | "limited" | "out_of_stock" | undefined {
  const mark = value.trim();
  if (/^[○◯〇]$/.test(mark)) return "in_stock";
  if (/^[△▲]$/.test(mark)) return "limited";
  if (/^[×✕✖]$/.test(mark)) return "out_of_stock";
  const m =
    /^(>\s*)?(\d[\d.,\s]*?)\s*\+?\s*(pcs?|pieces?|units?|items?|stuck|stk|st|szt|ks|kpl|unidades|unid|pezzi|pz|adet|gab|vnt|tk|db|buc|шт|件|個|点|개)?\.?$/.exec(
      fold(value).trim(),
    );
  if (!m) return undefined;
  return Number(m[2].replace(/\D/g, "")) > 0 ? "in_stock" : "out_of_stock";
}

/**
 * Pairs near the heading first: spec tables of accessories further down lose ties. An event's code
 * ("Event code: SUMMERFEST25") comes after any other code label: a pass sold in a shop has its SKU.
 */
function pairRank(p: LabelPair, main?: Element): number {
  return (main ? treeDistance(p.el, main) : 0) + (p.field === "sku" && EVENT_LABEL.test(fold(p.label)) ? LAST : 0);
}
const EVENT_LABEL = /\b(event|evento|evenement|veranstaltungs?)\b/;
const LAST = 10_000;

/** A pair's value without the mark the label left before it ("SKU #: 4711", "Item: # 12"). */
const pairValue = (p: LabelPair) => p.value.replace(/^[#:]\s*/, "").trim();

function fromPairs(f: Draft["fields"], pairs: LabelPair[]): void {
  for (const p of pairs) {
    const v = pairValue(p);
    switch (p.field) {
      case "gtin": {
        const g = normalizeGtin(v.split(/[\s,;/]+(?=\d{8})/)[0]);
        if (g) put(f, "gtin", g, p.excerpt);
        break;
      }
      case "sku":
      case "mpn": {
        // The label printed again in the value's box ("Ad reference | Ref: YC-448210").
        const code = codeOf(v.replace(LABEL_IN_VALUE, ""));
        if (code) put(f, p.field, code, p.excerpt);
        break;
      }
      case "size":
      case "color":
        // A "size" that reads "16.5 x 13.5 x 18 cm" is the dimensions (Japanese サイズ).
        if (p.field === "size" && parseDimensions(v)) {
          put(f, "dimensions", parseDimensions(v)!.value, p.excerpt);
          break;
        }
        // "S, M, L, XL" lists the choices, not this product's size.
        if (v.length <= 40 && !/[,|;]|\s(or|oder|nebo|ou|o|lub)\s/.test(v)) put(f, p.field, v, p.excerpt);
        break;
      case "brand":
      case "material":
      case "seller":
        if (v.length <= 60 && v.split(/\s+/).length <= 6)
          put(f, p.field, v.replace(/^(visit the|by)\s+/i, "").replace(/\s+store$/i, ""), p.excerpt);
        break;
      case "weight": {
        const w = parseWeight(v);
        if (w) {
          put(f, "weight", w.value, p.excerpt);
          put(f, "weight_unit", w.unit, p.excerpt);
        }
        break;
      }
      case "dimensions": {
        const d = parseDimensions(v);
        if (d) put(f, "dimensions", d.value, p.excerpt);
        break;
      }
      case "condition":
        put(f, "condition", normalizeCondition(v), p.excerpt);
        break;
      case "availability":
        put(f, "availability", stockCount(v) ?? availabilityFromText(v), p.excerpt);
        break;
      case "status":
        if (soldOrEnded(v)) put(f, "availability", "out_of_stock", p.excerpt);
        break;
      case "gender":
        put(f, "gender", normalizeGender(v), p.excerpt);
        break;
      case "category":
        if (v.length <= 120) put(f, "category", v.replace(/\s*[,/>»›|]\s*/g, " > "), p.excerpt);
        break;
      default:
        break;
    }
  }
}

const SKU_SIG =
  /(^|[\s_-])(sku|product-?sku|product-?code|product-?reference|product-?number|artikelnummer|art-?nr|item-?number|kod-?produktu|reference|sku-?(reference|code|number|value))($|[\s_-])/;
const GTIN_SIG = /(^|[\s_-])(ean|gtin|upc|barcode|jan)($|[\s_-])/;
const BRAND_SIG =
  /(^|[\s_-])(brand|product-?brand|product__vendor|vendor|manufacturer|bylineinfo|brand-?name|marke|znacka|marque)($|[\s_-])/;
const SELLER_SIG = /merchant|seller|sold-?by|vendor-?info|verkaeufer|prodejce|vendeur/;
/** The longest text of a stock-named element read as stock. */
const STOCK_NOTICE = 100;
const STOCK_SIG = /avail|stock|inventory|lager|sklad|dostupnost|dispon|delivery-?status|lieferstatus|zasoba/;
/** A delivery line's element: read only for a backorder it tells ("Levering: Varen kan bestilles …"). */
const DELIVERY_SIG = /deliver|levering|leverans|lieferzeit|livraison|toimitus/;

/** Elements whose class/id says what they hold: <span class="sku">, data-ean, .product-brand. */
function classFields(f: Draft["fields"], els: Element[], main?: Element): { noCode: boolean } {
  let noCode = false;
  const dist = new Map(els.map((el) => [el, main ? treeDistance(el, main) : 0]));
  const near = [...els].sort((a, b) => (dist.get(a) ?? 0) - (dist.get(b) ?? 0));
  let stock: { text: string } | undefined;
  // A line that says it can still be ordered ("Varen kan bestilles og sendes, så snart den er
  // hjemme", "Bestillingsvare") beside one that says it is not in stock: a backorder told in two lines.
  let ahead: { text: string } | undefined;
  // Or in a data attribute of an element named for stock (`<div class="product-availability"
  // data-available="true">` beside "Select Styles for Availability"), when no text says it.
  let flagged: ReturnType<typeof dataStock>;
  // What the buy button says, read once and only when asked.
  let button: { says: ReturnType<typeof buyButtonSays> } | undefined;
  for (const el of near) {
    const sig = signature(el);
    for (const attr of ["data-ean", "data-gtin", "data-barcode", "data-upc", "data-gtin13"]) {
      const g = normalizeGtin(el.attribs[attr]);
      if (g) put(f, "gtin", g, `${attr}="${el.attribs[attr]}"`);
    }
    if (!sig || ["script", "style", "meta", "input", "select", "option"].includes(el.name)) continue;
    const stockNamed = STOCK_SIG.test(sig);
    if (!stockNamed && ![SKU_SIG, GTIN_SIG, BRAND_SIG, SELLER_SIG, DELIVERY_SIG].some((named) => named.test(sig))) continue;
    // Only a short text or a notice's first sentence is read here: the start of the box's text
    // is enough, and reading every named box whole would cost a nest of them its square.
    // A stock box that holds each state's message and hides all but one ("In stock", then "Out of
    // stock" styled `display:none`, as site builders print it) says the one it shows.
    const text =
      stockNamed && firstElements(el, 12).some((c) => c !== el && styledHidden(c))
        ? textOf(el, { skipHidden: true }).slice(0, STOCK_NOTICE + 20)
        : leadingText(el, STOCK_NOTICE + 20);
    if (!f.brand && !text && BRAND_SIG.test(sig)) {
      // A brand shown as a logo: its alt text names it.
      const alt = allElements(el)
        .find((c) => c.name === "img" && c.attribs.alt?.trim())
        ?.attribs.alt?.trim();
      if (alt && alt.length <= 40 && alt.split(/\s+/).length <= 5) put(f, "brand", alt, alt);
    }
    // A stock icon says it in its title or label (`<i class="stock-icon" title="In stock">`).
    // Named for stock, an element may say it in a whole sentence ("Dieser Artikel ist nicht auf
    // Lager und muss erst nachbestellt werden.").
    const said = stockNamed ? stockNotice(text, STOCK_NOTICE) || (el.attribs.title ?? el.attribs["aria-label"] ?? "").trim() : "";
    const av = said && said.length <= STOCK_NOTICE ? stockOf(said) : undefined;
    // An offer to write when it is back, beside an enabled buy button, is a widget the theme hides
    // or one size's (as in availabilityFallback).
    const offerOnly =
      av === "out_of_stock" && main && onlyAnOffer(said) && (button ??= { says: buyButtonSays(els, main) }).says === "in_stock";
    if (av && !offerOnly && (!stock || said.length < stock.text.length) && speaksForTheProduct(el, av)) stock = { text: said };
    if (!ahead && (stockNamed || DELIVERY_SIG.test(sig))) {
      const line = stockNamed ? said : stockNotice(text, STOCK_NOTICE);
      const later = line && line.length <= STOCK_NOTICE ? stockOf(line) : undefined;
      if (later === "backorder" && saysOrderable(line) && speaksForTheProduct(el, later)) ahead = { text: line };
    }
    if (!flagged && stockNamed && !isHidden(el)) flagged = dataStock(el);
    if (!text || text.length > 80) continue;
    const value = text.replace(/^[^:：]{1,30}[:：]\s*/, "").trim();
    // A code the page hides is another variant's, printed for scripts to show.
    if (!f.sku && SKU_SIG.test(sig) && !/\s/.test(value) && !isHidden(el)) put(f, "sku", codeOf(value) ?? codeAfterLabel(el), text);
    if (SKU_SIG.test(sig) && saidNoCode(value) && !isHidden(el)) noCode = true;
    if (!f.gtin && GTIN_SIG.test(sig)) put(f, "gtin", normalizeGtin(value) ?? undefined, text);
    if (!f.brand && BRAND_SIG.test(sig)) {
      const b = value
        .replace(/^(visit the|brand:|by|marke:|von)\s+/i, "")
        .replace(/\s+(store|shop)$/i, "")
        .trim();
      if (b && b.length <= 40 && b.split(/\s+/).length <= 5) put(f, "brand", b, text);
    }
    if (!f.seller && SELLER_SIG.test(sig) && text.length <= 120) {
      // "Sold by X", "Ships from and sold by X", "Vendu et expédié par X", "Verkauf durch X".
      const m =
        /(?:sold|vendu|vendido|verkauf\w*|venduto|prodava|sprzedaje)(?:\s+[\p{L}]+){0,3}?\s+(?:by|par|por|von|durch|da)\s*:?\s*(.{2,40}?)\s*(?:\.|,|$|\band\b|\bund\b|\bet\b)/iu.exec(
          text,
        ) ?? /(?:sprzedawca|prodejce|verkäufer|vendeur|seller)\s*:\s*(.{2,40}?)\s*(?:\.|,|$)/i.exec(text);
      if (m) put(f, "seller", m[1].trim(), text);
    }
  }
  // The innermost stock element says it best ("In stock", not "In stock SKU 123").
  if (stock && ahead && stockOf(stock.text) === "out_of_stock") stock = ahead;
  if (stock) put(f, "availability", stockOf(stock.text), stock.text);
  else if (flagged) put(f, "availability", flagged.value, flagged.excerpt);
  return { noCode };
}

/**
 * A code's place filled with words that say there is none ("SKU: N/A", as WooCommerce prints a
 * product without one; "Art.-Nr.: –"): the page says the product has no code of its own.
 */
const NO_CODE = /^(n\/?a|n\.a\.?|[-–—]+|none|keine|aucune?|ninguno|nessuno|geen)$/i;
const saidNoCode = (value: string) =>
  NO_CODE.test(
    value
      .replace(/^[#:]\s*/, "")
      .replace(/[\s·•|,;]+$/, "")
      .trim(),
  );

/**
 * A UPC label over thirteen digits that are no barcode ("UPC: 0003338390055": a UPC padded to
 * thirteen digits without its check digit, as US grocers print their own item number under that
 * label) names the shop's own number: the product's code when the page, its markup included,
 * gives no other (index.ts sets it last). A twelve-digit UPC, an EAN or an ISBN that fails its
 * check is a typo.
 */
function upcAsOwnNumber(pairs: LabelPair[]): { value: string; excerpt: string } | undefined {
  const p = pairs.find((q) => q.field === "gtin" && /\bupc\b/.test(fold(q.label)) && /^0\d{12}$/.test(pairValue(q)));
  return p && { value: pairValue(p), excerpt: p.excerpt };
}

/**
 * An element named for the SKU may hold only its label, the code in the element after it
 * (`<span class="sku">ID</span><span class="code">300441142</span>`).
 */
function codeAfterLabel(el: Element): string | undefined {
  if (/\d/.test(textOf(el)) || textOf(el).length > 20) return undefined;
  let next = el.next;
  while (next && !isElement(next)) next = next.next;
  return next && isElement(next) ? codeOf(textOf(next)) : undefined;
}

/** The product's box names its code in a data attribute (`<div class="product" data-sku="KT-100">`). */
function wrapperSku(f: Draft["fields"], main: Element): void {
  for (const el of ancestors(main)) {
    const raw = el.attribs["data-sku"] ?? el.attribs["data-product-sku"];
    const code = raw ? codeOf(raw) : undefined;
    if (code) {
      put(f, "sku", code, `data-sku="${raw}"`);
      return;
    }
  }
}

const DESC_SIG =
  /(^|[\s_-])(description|product-?description|product__description|productdescription|tab-?description|beschreibung|produktbeschreibung|popis|popis-?produktu|descripcion|opis|descrizione|product-?details|product-?info-?description|itemdescription|feature-?bullets)($|[\s_-])/;

/** Lines that sit near the heading but are not the product's description. */
const NOT_DESCRIPTION = /mwst|vat|tax|versand|shipping|cookie|dph|tva|iva|lieferzeit|delivery|in den warenkorb|add to cart|©/i;

function description(f: Draft["fields"], els: Element[], main?: Element): void {
  // A "description" box that holds the heading or the buy form is a layout wrapper, not the text.
  const wrapper = (e: Element) =>
    (main && allElements(e).includes(main)) || allElements(e).some((c) => c.name === "form" || c.name === "button");
  let el = els.find((e) => DESC_SIG.test(signature(e)) && !["meta", "script"].includes(e.name) && textOf(e).length >= 30 && !wrapper(e));
  if (!el && main) {
    // No description container: the first real paragraph after the heading, close to it.
    const start = els.indexOf(main);
    el = els.slice(start + 1).find((e) => {
      if (!["p", "div"].includes(e.name) || e.children.some((c) => isElement(c) && ["p", "div", "table", "ul", "form"].includes(c.name)))
        return false;
      const t = textOf(e);
      return (
        t.length >= 50 &&
        t.split(/\s+/).length >= 5 &&
        !NOT_DESCRIPTION.test(t) &&
        !/\d[.,]\d{2}\s*(€|eur|\$|£|kč|zł)/i.test(t) &&
        treeDistance(e, main) <= 6
      );
    });
  }
  if (!el) return;
  const text = textOf(el).replace(/^(description|beschreibung|popis|description du produit|descripción|opis)\s*:?\s+/i, "");
  put(f, "description", text.length > 5000 ? text.slice(0, 5000) : text, text);
}

function rating(f: Draft["fields"], els: Element[], main?: Element): void {
  const near = els.filter(
    (el) => /rating|stars|review|bewertung|hodnoceni|avis|opinie/.test(signature(el)) && (!main || treeDistance(el, main) <= 11),
  );
  for (const el of near) {
    const t = `${el.attribs.title ?? ""} ${el.attribs["aria-label"] ?? ""} ${textOf(el)}`;
    const r = /(\d(?:[.,]\d{1,2})?)\s*(?:out of|von|z|sur|de|na|\/)\s*5\b/i.exec(t);
    if (r && !f.rating) put(f, "rating", Number(r[1].replace(",", ".")), r[0]);
    const c =
      /(?<![\d.,])(\d{1,3}(?:[,.\s]\d{3})+|\d+)\s*(reviews?|ratings?|bewertungen|recenz\w*|hodnocen\w*|avis|reseñas|opini\w*|件のレビュー|件)/i.exec(
        textOf(el),
      );
    if (c && !f.review_count) put(f, "review_count", Number(c[1].replace(/[^\d]/g, "")), c[0]);
    if (f.rating && f.review_count) return;
  }
}
