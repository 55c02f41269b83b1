/**
 * Products described by an HTML page, from markup first and the visible page last.
 *
 * Decisions (see also merge.ts and products.ts):
 * - Trust order per field: JSON-LD > microdata > RDFa > OpenGraph/product meta > other meta >
 *   heuristics. Lower sources only fill gaps.
 * - A ProductGroup (or a Product with several distinct offers) is ONE product with `variants`:
 *   group fields on top, the selected variant (the one whose URL is this page, else the first)
 *   supplying sku/gtin/price/availability; colour and size stay per variant.
 * - A listing (products in an ItemList, or several products none of which the URL or heading
 *   singles out, products.ts) gives one product per item, from its own markup only: page-level meta and
 *   heuristics describe the page, not each item.
 * - `url` is the canonical link when the page has one.
 * Pure: no network, no I/O; never throws on any input.
 */
import { ANSWER_AD_WORDS, ANSWER_SELLER_LINK } from "./ad-answer.js";
import { saidEnded, soldBeforeTitle } from "./availability.js";
import { breadcrumbNames, crumbsToCategory, htmlBreadcrumbs } from "./breadcrumbs.js";
import { currencyCode } from "../../values/currencies.js";
import { currencyContext } from "../../values/currency-context.js";
import { absUrl, fold, loadHtml, normSpace, textOf } from "./dom.js";
import { heuristicDraft } from "./heuristics.js";
import { findProducts, jsonLdRoots, jsonLdScripts } from "./jsonld.js";
import { buyBoxPrice } from "./markup-price.js";
import { mergeDrafts } from "./merge.js";
import { canonicalUrl, metaDraft, metaMap, openGraphDraft } from "./meta.js";
import { cleanTitle } from "./names.js";
import { microdataItems, orphanProps } from "./microdata.js";
import { inNoise, mainHeading, noiseElements, removeNoise } from "./noise.js";
import { choose, cluster } from "./products.js";
import { rdfaItems } from "./rdfa.js";
import { scriptStateDraft } from "./script-state.js";
import { settleSku, tidySku } from "./sku.js";
import { wholeAvailability } from "./variants.js";
import { mapProduct, put, typesOf, type MapContext, type Node } from "./schema-map.js";
import type { Draft, ExtractedProduct, Method } from "./types.js";

export type { ExtractedProduct, Method } from "./types.js";
export { extractTables } from "./tables.js";
// The value rules live in ../values; these names stay for callers of this module's API.
export { isValidGtin as gtinCheckDigitValid, normalizeGtin } from "../../values/gtin.js";
export { readPrice as parsePrice } from "../../values/price.js";
export { currencyCode as toCurrencyCode } from "../../values/currencies.js";
export { currencyContext } from "../../values/currency-context.js";

export function extractProducts(html: string, pageUrl: string): ExtractedProduct[] {
  try {
    return extract(typeof html === "string" ? html : "", typeof pageUrl === "string" ? pageUrl : "");
  } catch {
    // A page we cannot read describes no product; callers treat [] as "nothing found".
    return [];
  }
}

function extract(html: string, pageUrl: string): ExtractedProduct[] {
  const $ = loadHtml(html);
  const ctx = currencyContext(pageUrl, $("html").attr("lang"));
  const mc = (method: Method): MapContext => ({ method, pageUrl, ctx });

  const ld = findProducts(jsonLdRoots(jsonLdScripts($)));
  const meta = metaMap($);
  const siteName = meta.get("og:site_name")?.[0];
  const titles = [meta.get("og:title")?.[0], $("title").first().text()]
    .filter((t): t is string => !!t)
    .map((t) => cleanTitle(t, siteName, pageUrl));
  // A theme without an h1 titles the product in an element that says the page's title, or the
  // name its JSON-LD gives.
  const ldNames = ld.products.slice(0, 3).flatMap((p) => (typeof p.name === "string" ? [p.name] : []));
  const main = mainHeading($, [...titles, ...ldNames]);
  const noise = new Set(noiseElements($, main));
  const microItems = microdataItems($, pageUrl).filter((i) => !inNoise(i.el, noise));
  const micro = findProducts(microItems.map((i) => i.node));
  const rdfa = findProducts(
    rdfaItems($, pageUrl)
      .filter((i) => !inNoise(i.el, noise))
      .map((i) => i.node),
  );

  const drafts = (found: typeof ld, method: Method) =>
    found.products.map((p) => ({ ...mapProduct(p, mc(method)), listed: found.listed.has(p) }));
  const structured: Draft[] = [...drafts(ld, "jsonld"), ...drafts(micro, "microdata"), ...drafts(rdfa, "rdfa")];
  const canonical = canonicalUrl($, pageUrl);
  const heading = main ? textOf(main) : undefined;
  const choice = choose(cluster(structured), {
    pageUrl,
    canonical: canonical?.value,
    heading,
    listing: ld.listing || micro.listing || rdfa.listing,
  });
  if (choice.listing)
    return choice.groups.map((g) => {
      for (const d of g) tidySku(d);
      return mergeDrafts(g);
    });

  const og = openGraphDraft(meta, pageUrl, ctx);
  const other = metaDraft($, meta, pageUrl, ctx);
  const orphan = orphanDraft(orphanProps($, pageUrl), microItems, mc("microdata"));
  const crumbs = breadcrumbDraft(
    [...ld.breadcrumbs, ...micro.breadcrumbs, ...rdfa.breadcrumbs],
    ld.breadcrumbs.length ? "jsonld" : micro.breadcrumbs.length ? "microdata" : "rdfa",
    $,
    heading,
  );

  const groupDrafts = choice.groups[0] ?? [];
  // One product described once per size (a Product node per SKU, same name): the sizes are its
  // variants, and the product is in stock when any of them is.
  if (new Set(groupDrafts.map((d) => d.fields.sku?.value).filter(Boolean)).size > 1 && groupDrafts[0])
    wholeAvailability({ ...groupDrafts[0], variants: groupDrafts });
  const state = scriptStateDraft($, [heading, ...titles], pageUrl, ctx);
  const isProductPage =
    groupDrafts.length > 0 ||
    !!og.fields.price ||
    !!orphan?.fields.price ||
    // A price in the page's meta tags (`product:price`, twitter:label1 "Price") is a product's.
    !!other.fields.price ||
    /product/i.test(meta.get("og:type")?.[0] ?? "") ||
    !!(state?.facts.fields.sku || state?.facts.fields.availability || state?.price.fields.price);
  const currencyHint =
    og.fields.currency?.value ?? orphan?.fields.currency?.value ?? currencyCode(meta.get("product:price:currency")?.[0], ctx) ?? undefined;

  removeNoise($, [...noise]);
  const heur = heuristicDraft({ $, pageUrl, ctx, main, siteName, currencyHint });
  // Without markup we need the signs of a product page: a name plus a price or an identifier.
  if (!isProductPage && !looksLikeProduct(heur, ld.other)) return [];

  // Itemprops outside any item are broken microdata: trusted below OpenGraph, above other meta.
  const structuredCrumbs = crumbs && crumbs.method !== "heuristic" ? [crumbs] : [];
  const htmlCrumbs = crumbs && crumbs.method === "heuristic" ? [crumbs] : [];
  const all = [
    ...sortByTrust(groupDrafts),
    ...structuredCrumbs,
    og,
    ...(orphan ? [orphan] : []),
    other,
    ...(state ? [state.facts] : []),
    ...htmlCrumbs,
    heur,
    ...(state ? [state.price] : []),
  ];
  const page = absUrl(pageUrl, pageUrl);
  const hasUrl = all.some((d) => d.fields.url);
  for (const d of all) tidySku(d);
  const product = mergeDrafts(all, canonical ?? (!hasUrl && page ? { value: page, excerpt: pageUrl } : undefined));
  const body = $("body").get(0) ?? $.root().get(0);
  const urls = [pageUrl, canonical?.value].filter((u): u is string => !!u);
  if (body) settleSku(product, heur.fields.sku?.value, () => normSpace(textOf(body)), urls, heur.saysNoCode);
  if (!product.sku && heur.ownNumber) {
    product.sku = heur.ownNumber.value;
    product.sources.sku = { method: "heuristic", excerpt: heur.ownNumber.excerpt };
  }
  if (body) buyBoxPrice(product, heur, body, main, ctx, all.find((d) => d.fields.price)?.priceFrom);
  goneOnThePage(product, heur);
  return [product];
}

/**
 * Markup that says the product can be had gives way to a page that says it is gone: "InStock"
 * only to the buy box's own button (greyed out, "Sold out", "Notify me when available") or to
 * the page saying in words that the item is sold or its listing ended ("Auktion beendet", "This
 * item has been sold"; not a lone "Sold", also half of "1.2k sold" or "Sold by"), or an ad's
 * title that opens saying it is sold ("SOLD - Oak chair", as classified sites mark a sold ad), as
 * markup is cached or printed once per product while the button shows the stock now (words
 * elsewhere may be one size's, a store's, another seller's, and the button of a page that draws
 * its buy box by script is not there to say), unless it is the product's as a whole (one of its
 * variants can be had); "LimitedAvailability" to any word that the product
 * is gone, as shop systems print it for a product they no longer sell as well as for one running
 * low (a German shop system's theme prints it beside "Dieser Artikel steht derzeit nicht zur
 * Verfügung!" and no buy button).
 */
function goneOnThePage(product: ExtractedProduct, heur: Draft): void {
  const seen = heur.fields.availability;
  // Not a product in stock as a whole (any of its variants, in markup or the page's scripts): the
  // button says the chosen size is gone; unless the picker beside it says every one is.
  const whole = (!!product.variants?.length && !heur.choicesGone) || product.sources.availability?.method === "meta";
  const told = heur.buttonGone || (!!seen && (saidEnded(seen.excerpt) || soldBeforeTitle(seen.excerpt)));
  if (!(product.availability === "limited" || (product.availability === "in_stock" && told && !whole))) return;
  // Gone, or gone for good in words that end the listing ("This listing was ended by the seller
  // because the item is no longer available": discontinued and ended).
  const gone = seen?.value === "out_of_stock" || (seen?.value === "discontinued" && told);
  if (product.sources.availability?.method === "heuristic" || !gone) return;
  product.availability = seen.value;
  product.sources.availability = { method: "heuristic", excerpt: seen.excerpt };
}

/**
 * Without product markup, a page is a product page when the visible page shows a name, a price
 * and something only shops print beside it (stock, buy button, SKU, barcode), or a name, a
 * labelled code and stock. A page whose markup says it is an article, a recipe or a job needs a
 * price and an identifier: what such pages mention is for sale elsewhere. An event's page that
 * prints a ticket's price and a buy button sells the ticket, so it counts as any page does.
 */
function looksLikeProduct(heur: Draft, otherTypes: string[]): boolean {
  const f = heur.fields;
  if (!f.name) return false;
  const editorial = otherTypes.some((t) =>
    /^(article|blogposting|newsarticle|recipe|howto|faqpage|jobposting|person|profilepage)$/.test(t),
  );
  if (editorial) return !!f.price && !!(f.sku || f.gtin);
  // A product that is gone may print no price, nor one whose price is given on request: its code
  // and its stock, or its code and that notice, still make it one. Stock said only by a "Contact"
  // or "Call" button is none: service pages, directories and listings of flats print them too.
  const stock = !!f.availability && !heur.stockByContact;
  // Or, gone and showing no price, a page whose buy button (or its notice in place of one) says so
  // as its stock line does: a shop's product page, though it prints neither price nor code.
  return (
    (!!f.price && (stock || !!(f.sku || f.gtin || f.mpn || heur.choiceToBuy))) ||
    !!f.gtin ||
    (!!f.sku && (stock || !!heur.onRequest)) ||
    (stock && !!heur.buttonGone) ||
    (stock && !!heur.onRequest && askedAndHad(fold(f.availability?.excerpt ?? "")))
  );
}

/**
 * Its price on request ("Call for price", "Giá: Liên hệ") beside an answer in words that name the
 * ad or its seller ("Contact the advertiser", "Show phone number"), or a shop's stock words ("Còn
 * hàng", "In stock"): a product whose price is asked. A call back or "Available" beside a price on
 * request is as often a service's or a house's ("Status: Available", "Request a call back").
 */
const askedAndHad = (said: string) => ANSWER_SELLER_LINK.test(said) || (!ANSWER_AD_WORDS.test(said) && !AVAILABLE_WORD.test(said));
const AVAILABLE_WORD = /\b(available|availability|verfugbar\w*|disponib\w*|beschikbaar|dostepn\w*|dostupn\w*)\b/;

const TRUST: Method[] = ["jsonld", "microdata", "rdfa", "opengraph", "meta", "heuristic"];

/** Stable sort by method. */
function sortByTrust(drafts: Draft[]): Draft[] {
  return drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => TRUST.indexOf(a.d.method) - TRUST.indexOf(b.d.method) || a.i - b.i)
    .map((x) => x.d);
}

/**
 * itemprops outside any item, read as one Product, if they say anything product-like. A lone
 * AggregateRating item (Magento's review summary sits outside the product's markup) joins it.
 */
function orphanDraft(node: Node, items: { node: Node }[], mc: MapContext): Draft | undefined {
  const rating = items.find((i) => typesOf(i.node).includes("aggregaterating") && !i.node.itemReviewed);
  if (rating && node.aggregateRating === undefined) node.aggregateRating = rating.node;
  if (!Object.keys(node).length) return undefined;
  const d = mapProduct({ ...node, "@type": "Product" }, mc, false);
  return Object.keys(d.fields).length ? d : undefined;
}

/** The category path from a BreadcrumbList (structured) or the visible trail (heuristic). */
function breadcrumbDraft(lists: Node[], method: Method, $: ReturnType<typeof loadHtml>, heading?: string): Draft | undefined {
  for (const list of lists) {
    const crumbs = breadcrumbNames(list);
    const names = crumbs.home ? crumbs.names.slice(1) : crumbs.names;
    const cat = crumbsToCategory(names, heading);
    if (cat) {
      const d: Draft = { method, fields: {} };
      put(d.fields, "category", cat, names.join(" > "));
      return d;
    }
  }
  const html = htmlBreadcrumbs($);
  const cat = html ? crumbsToCategory(html.home ? html.names.slice(1) : html.names, heading) : undefined;
  if (!cat || !html) return undefined;
  const d: Draft = { method: "heuristic", fields: {} };
  put(d.fields, "category", cat, html.excerpt);
  return d;
}
