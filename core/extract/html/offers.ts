/**
 * Offers: which one states "the" price of the page, and what that price is. An Offer can be an
 * object, an array, an AggregateOffer (lowPrice), or hide its price in priceSpecification next
 * to a strikethrough "was" price that must not win.
 */
import { currencyCode } from "../../values/currencies.js";
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { priceNumber, readPrice } from "../../values/price.js";
import { absUrl } from "./dom.js";
import { isNode, sameUrl, scalar, textValue, typesOf, values, type Node } from "./schema-map.js";

/** Offer nodes of a product, AggregateOffers first-class (their sub-offers follow them). */
export function offersOf(node: Node): Node[] {
  const out: Node[] = [];
  // `offerDetails` is the older data-vocabulary.org name that legacy shop templates still print.
  for (const o of [...values(node, "offers"), ...values(node, "makesOffer"), ...values(node, "offerDetails")]) {
    if (!isNode(o)) continue;
    out.push(o);
    if (typesOf(o).includes("aggregateoffer")) out.push(...values(o, "offers").filter(isNode));
  }
  return out;
}

/**
 * The offer the page shows: an AggregateOffer (its lowPrice is the "from" price), else the one
 * whose URL is this page (a selected variant), else the first one with a price.
 */
export function pickOffer(all: Node[], pageUrl: string): { offers: Node[]; primary?: Node; byUrl: boolean } {
  const agg = all.find((o) => typesOf(o).includes("aggregateoffer"));
  const plain = all.filter((o) => !typesOf(o).includes("aggregateoffer"));
  // The URL selects an offer only when it names that one: offers that all carry the page's own
  // URL are sizes of one product page, none of them selected.
  const onPage = plain.filter((o) => {
    const u = absUrl(textValue(o, "url"), pageUrl);
    return u !== undefined && sameUrl(u, pageUrl) && plain.length > 1;
  });
  const byUrl = onPage.length === 1 ? onPage[0] : undefined;
  const withPrice = plain.find((o) => offerPrice(o) !== undefined);
  const primary = byUrl ?? (agg && offerPrice(agg) ? agg : undefined) ?? withPrice ?? plain[0] ?? agg;
  return { offers: plain, primary, byUrl: !!byUrl };
}

/** List/strikethrough/MSRP specifications are the "was" price, never the selling price. */
const NOT_SELLING = /strikethrough|listprice|msrp|srp|invoiceprice|minimumadvertised/i;

export interface OfferPrice {
  amount: number;
  currency?: string;
  excerpt: string;
  currencyExcerpt?: string;
  /** A sale price specification's end date. */
  validThrough?: string;
  /** The amount is an AggregateOffer's lowPrice (a "from" price), with its highPrice if given. */
  from?: { high?: number };
}

export function offerPrice(offer: Node, ctx?: PageCurrencyContext): OfferPrice | undefined {
  const currencyRaw = textValue(offer, "priceCurrency") ?? textValue(offer, "hasCurrency") ?? textValue(offer, "currency");
  const currency = currencyCode(currencyRaw, ctx) ?? undefined;
  const specs = [
    ...values(offer, "priceSpecification"),
    ...values(offer, "hasPriceSpecification"),
    ...values(offer, "price").filter(isNode),
  ]
    .filter(isNode)
    .flatMap((s) => [s, ...values(s, "priceComponent").filter(isNode)]);
  const listed = specs.filter(
    (s) => !NOT_SELLING.test(textValue(s, "priceType") ?? "") && !typesOf(s).includes("deliverychargespecification"),
  );
  // A specification per reference quantity (per litre, per kg) is the unit price groceries print
  // beside the price; it is the price only when nothing else is.
  const perQuantity = (s: Node) => values(s, "referenceQuantity").some(isNode);
  const selling = listed.some((s) => !perQuantity(s)) ? listed.filter((s) => !perQuantity(s)) : listed;
  const lowRaw = values(offer, "lowPrice")[0];
  const candidates: [unknown, Node][] = [
    [values(offer, "price").find((v) => !isNode(v)), offer],
    [values(offer, "hasCurrencyValue")[0], offer],
    ...selling.map((s): [unknown, Node] => [values(s, "price")[0] ?? values(s, "hasCurrencyValue")[0] ?? values(s, "minPrice")[0], s]),
    [lowRaw, offer],
    [values(offer, "minPrice")[0], offer],
  ];
  for (const [raw, holder] of candidates) {
    const text = scalar(raw);
    if (text === undefined) continue;
    const cur = currency ?? currencyCode(textValue(holder, "priceCurrency") ?? textValue(holder, "hasCurrency"), ctx) ?? undefined;
    const amount = priceNumber(typeof raw === "number" ? raw : text, cur);
    // A zero price is how templates say "price on request"; let another source fill it.
    if (amount === undefined || amount === 0) continue;
    const inText = cur ? undefined : readPrice(text, { context: ctx })?.currency;
    const low = raw === lowRaw && holder === offer && typesOf(offer).includes("aggregateoffer");
    const high = low ? priceNumber(scalar(values(offer, "highPrice")[0]) ?? "", cur) : undefined;
    return {
      from: low ? { high } : undefined,
      amount,
      currency: cur ?? inText,
      excerpt: text,
      currencyExcerpt: currencyRaw ?? textValue(holder, "priceCurrency") ?? (inText ? text : undefined),
      validThrough: holder !== offer ? textValue(holder, "validThrough") : undefined,
    };
  }
  return undefined;
}
