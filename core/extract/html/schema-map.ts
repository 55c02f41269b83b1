/**
 * schema.org Product/ProductGroup/Offer → a Draft. JSON-LD, microdata and RDFa all arrive here
 * as the same plain-object shape ({"@type": [...], prop: value | value[]}), so one mapping serves
 * the three syntaxes and they cannot drift apart.
 */
import { normalizeAgeGroup, normalizeAvailability, normalizeCondition, normalizeGender } from "./availability.js";
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { normalizeGtin } from "../../values/gtin.js";
import { crumbsToCategory, splitPath } from "./category.js";
import { absUrl, cleanText, clip } from "./dom.js";
import { dedupeImages } from "./images.js";
import { parseDimensions, quantitative } from "./measures.js";
import type { Draft, FieldName, Method, ProductFields } from "./types.js";
import { offerPrice, offersOf, pickOffer } from "./offers.js";
import { groupSku, wholeAvailability } from "./variants.js";

export type Node = Record<string, unknown>;

export interface MapContext {
  method: Method;
  pageUrl: string;
  ctx: PageCurrencyContext;
}

export const isNode = (v: unknown): v is Node => !!v && typeof v === "object" && !Array.isArray(v);

/** Local type names, lowercase: "http://schema.org/Product" → "product". */
export function typesOf(node: Node): string[] {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list
    .filter((x): x is string => typeof x === "string")
    .flatMap((x) => x.split(/\s+/))
    .map((x) => x.replace(/^.*[/#:]/, "").toLowerCase())
    .filter(Boolean);
}

const PRODUCT_TYPES = new Set([
  "product",
  "productgroup",
  "productmodel",
  "individualproduct",
  "someproducts",
  "vehicle",
  "car",
  "motorcycle",
  "offering",
  "productorservicemodel",
  "someitems",
  "individual",
]);

/** Not a type guard on purpose: narrowing would make the "not a product" branch `never`. */
export function isProductNode(v: unknown): boolean {
  if (!isNode(v)) return false;
  const types = typesOf(v);
  if (types.some((t) => PRODUCT_TYPES.has(t))) return true;
  // Bookshops type their items Book, box offices Event (MusicEvent, TheaterEvent…): a book, an
  // event or a course with offers is sold on the page, a product for our purposes.
  return types.some((t) => t === "book" || t === "course" || t.endsWith("event")) && (v.offers !== undefined || editionsOf(v).length > 0);
}

export const isGroup = (n: Node) => typesOf(n).includes("productgroup");

/**
 * A book's editions (`workExample`: the paperback, the hardback, the ebook), each with its offers:
 * one product in formats, as a ProductGroup's variants are; the first is the one the page shows
 * unless its address says otherwise.
 */
const editionsOf = (n: Node): Node[] =>
  typesOf(n).includes("book") ? (values(n, "workExample").filter((e) => isNode(e) && e.offers !== undefined) as Node[]) : [];

export function values(node: Node | undefined, key: string): unknown[] {
  if (!node) return [];
  const v = node[key];
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v.flat(3) : [v]).filter((x) => x !== null && x !== undefined && x !== "");
}

/** A scalar as text: strings, numbers, {"@value": …}. */
export function scalar(v: unknown): string | undefined {
  if (typeof v === "string") return v.trim() || undefined;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (isNode(v) && v["@value"] !== undefined) return scalar(v["@value"]);
  return undefined;
}

/** First text value of a property; a Thing contributes its name ("brand": {"name": "Nike"}). */
export function textValue(node: Node | undefined, key: string, allowThingName = false): string | undefined {
  for (const v of values(node, key)) {
    const s = scalar(v) ?? (allowThingName && isNode(v) ? scalar(values(v, "name")[0]) : undefined);
    if (s) return s;
  }
  return undefined;
}

type Fields = Draft["fields"];

export function put<K extends FieldName>(f: Fields, key: K, value: ProductFields[K] | undefined, excerpt: string | undefined): void {
  if (value === undefined || value === null || (typeof value === "string" && !value) || f[key]) return;
  if (Array.isArray(value) && !value.length) return;
  (f as Record<string, unknown>)[key] = { value, excerpt: clip(excerpt ?? String(value)) };
}

function putText(
  f: Fields,
  key: "name" | "description" | "color" | "size" | "material" | "seller" | "mpn" | "sku" | "brand",
  raw: string | undefined,
): void {
  if (!raw) return;
  const v = cleanText(raw);
  // A URL or a template placeholder is not a brand or a colour.
  if (!v || /^https?:\/\//i.test(v) || /^\{\{.*\}\}$|^(null|undefined|n\/a|none|-)$/i.test(v)) return;
  put(f, key, key === "description" ? v : clip(v, 200), raw);
}

function imagesOf(node: Node, base: string): { urls: string[]; excerpt?: string } {
  const urls: string[] = [];
  let excerpt: string | undefined;
  for (const v of values(node, "image")) {
    const raw =
      scalar(v) ??
      (isNode(v) ? (scalar(values(v, "contentUrl")[0]) ?? scalar(values(v, "url")[0]) ?? scalar(values(v, "thumbnailUrl")[0])) : undefined);
    const u = absUrl(raw, base);
    if (u && !urls.includes(u)) {
      urls.push(u);
      excerpt ??= raw;
    }
  }
  return { urls: dedupeImages(urls), excerpt };
}

function category(node: Node, productName?: string): { value: string; raw: string } | undefined {
  const parts: string[] = [];
  for (const v of values(node, "category")) {
    const s = scalar(v) ?? (isNode(v) ? scalar(values(v, "name")[0]) : undefined);
    // Google taxonomy ids ("1604") say nothing to a reader.
    if (s && !/^\d+$/.test(s)) parts.push(...splitPath(cleanText(s)));
  }
  const value = crumbsToCategory(parts, productName);
  return value ? { value, raw: parts.join(" > ") } : undefined;
}

function gtinOf(node: Node | undefined): { value: string; raw: string } | undefined {
  for (const key of [
    "gtin13",
    "gtin",
    "gtin12",
    "gtin14",
    "gtin8",
    "isbn",
    "ean",
    "upc",
    "hasEAN_UCC-13",
    "hasGTIN-14",
    "productID",
    "identifier",
  ]) {
    for (const v of values(node, key)) {
      const raw = scalar(v);
      if (!raw) continue;
      if ((key === "productID" || key === "identifier") && !/^(ean|gtin|upc|isbn)/i.test(raw)) continue;
      const g = normalizeGtin(raw);
      if (g) return { value: g, raw };
    }
  }
  return undefined;
}

/** Fields a Product and an Offer can both carry; the Offer's count when the Product has none. */
function identifiers(f: Fields, node: Node | undefined): void {
  putText(f, "sku", textValue(node, "sku") ?? textValue(node, "hasStockKeepingUnit"));
  putText(f, "mpn", textValue(node, "mpn") ?? textValue(node, "hasMPN"));
  const g = gtinOf(node);
  if (g) put(f, "gtin", g.value, g.raw);
}

function offerFields(f: Fields, offer: Node | undefined, mc: MapContext, d?: Draft): void {
  if (!offer) return;
  const p = offerPrice(offer, mc.ctx);
  if (p) {
    put(f, "price", p.amount, p.excerpt);
    put(f, "currency", p.currency, p.currencyExcerpt);
    if (p.from && d && f.price?.value === p.amount) d.priceFrom = p.from;
  }
  const until = textValue(offer, "priceValidUntil") ?? textValue(offer, "validThrough") ?? p?.validThrough;
  if (until && /^\d{4}-\d{2}-\d{2}/.test(until)) put(f, "price_valid_until", until.slice(0, 10), until);
  const av = textValue(offer, "availability");
  put(f, "availability", normalizeAvailability(av), av);
  const cond = textValue(offer, "itemCondition") ?? textValue(offer, "condition");
  put(f, "condition", normalizeCondition(cond), cond);
  putText(f, "seller", textValue(offer, "seller", true) ?? textValue(offer, "offeredBy", true));
  identifiers(f, offer);
}

/** One Product (or ProductGroup, or GoodRelations Offering) as a Draft. */
export function mapProduct(node: Node, mc: MapContext, withVariants = true): Draft {
  const f: Fields = {};
  const d: Draft = { method: mc.method, fields: f, ids: [] };
  for (const k of ["url", "@id"]) {
    const u = absUrl(textValue(node, k), mc.pageUrl);
    if (u) d.ids!.push(u);
  }
  putText(f, "name", textValue(node, "name") ?? textValue(node, "title"));
  putText(f, "description", textValue(node, "description") ?? textValue(node, "disambiguatingDescription"));
  putText(f, "brand", textValue(node, "brand", true) ?? textValue(node, "hasBrand", true) ?? textValue(node, "manufacturer", true));
  const { offers, primary, byUrl } = pickOffer(offersOf(node), mc.pageUrl);
  // The URL selects a variant offer ("?variant=412"): its sku/gtin describe what the page shows.
  if (byUrl) identifiers(f, primary);
  identifiers(f, node);
  if (!f.sku) {
    const pid = textValue(node, "productID") ?? textValue(node, "identifier");
    if (pid && !/^(ean|gtin|upc|isbn)/i.test(pid)) putText(f, "sku", pid.replace(/^(sku|id):/i, ""));
  }

  offerFields(f, primary, mc, d);
  // Offerings (GoodRelations) and broken markup put price fields on the product itself.
  if (!f.price && (node.price !== undefined || node.priceSpecification !== undefined || node.hasPriceSpecification !== undefined))
    offerFields(f, node, mc);
  // So does stock: an `itemprop="availability"` link outside the offer, or outside any item.
  if (!f.availability && node.availability !== undefined) {
    const av = textValue(node, "availability");
    put(f, "availability", normalizeAvailability(av), av);
  }

  const imgs = imagesOf(node, mc.pageUrl);
  put(f, "images", imgs.urls, imgs.excerpt);
  const url = textValue(node, "url") ?? (primary ? textValue(primary, "url") : undefined);
  put(f, "url", absUrl(url, mc.pageUrl), url);
  const cat = category(node, f.name?.value);
  if (cat) put(f, "category", cat.value, cat.raw);
  putText(f, "color", textValue(node, "color", true));
  putText(f, "size", textValue(node, "size", true));
  putText(f, "material", textValue(node, "material", true));
  const w = quantitative(values(node, "weight")[0]);
  if (w && w.value > 0) {
    put(f, "weight", w.value, w.raw);
    put(f, "weight_unit", w.unit, w.raw);
  }
  dimensions(f, node);
  const rating = values(node, "aggregateRating").find(isNode);
  if (rating) {
    const rv = textValue(rating, "ratingValue");
    const best = Number((textValue(rating, "bestRating") ?? "5").replace(",", "."));
    let n = rv ? Number(rv.replace(",", ".")) : NaN;
    // Ratings are reported on the usual 5-star scale; "92 of 100" is 4.6.
    if (Number.isFinite(best) && best > 5 && n <= best) n = Math.round((n / best) * 5 * 100) / 100;
    if (Number.isFinite(n) && n > 0) put(f, "rating", n, rv);
    const rc = textValue(rating, "reviewCount") ?? textValue(rating, "ratingCount");
    const c = rc ? Number(rc.replace(/[^\d]/g, "")) : NaN;
    if (Number.isFinite(c) && rc) put(f, "review_count", c, rc);
  }
  const audience = values(node, "audience").find(isNode);
  const g = textValue(audience, "suggestedGender") ?? textValue(node, "gender") ?? textValue(node, "suggestedGender");
  put(f, "gender", normalizeGender(g), g);
  const age = textValue(audience, "suggestedAge", true) ?? textValue(audience, "audienceType") ?? textValue(node, "ageGroup");
  put(f, "age_group", normalizeAgeGroup(age), age);
  const cond = textValue(node, "itemCondition");
  put(f, "condition", normalizeCondition(cond), cond);

  if (withVariants) {
    // A variant the URL selects is what the page shows; otherwise the page shows the product.
    const selected = variants(d, node, offers, mc) || byUrl;
    // Several offers of one product with no codes of their own (sellers, sizes) count as its
    // variants do: it can be had when any of them can.
    if (!selected) wholeAvailability(d.variants || offers.length < 2 ? d : { ...d, variants: offers.map((o) => offerStock(o, mc.method)) });
    // The address selects a variant that is gone while another can be had: the product, as a
    // whole, can be bought (its code and price stay the selected one's).
    else wholeAvailability(d);
    if (!selected && !textValue(node, "sku")) groupSku(d, [mc.pageUrl, f.url?.value, ...(d.ids ?? [])]);
  }
  // A variant published on its own names its group: take the group's shared fields.
  const parent = values(node, "isVariantOf").find(isNode);
  if (parent)
    fillFrom(f, mapProduct(parent, mc, false).fields, [
      "name",
      "description",
      "brand",
      "images",
      "category",
      "material",
      "gender",
      "age_group",
      "rating",
      "review_count",
    ]);
  return d;
}

function dimensions(f: Fields, node: Node): void {
  const parts = ["width", "height", "depth"].map((k) => quantitative(values(node, k)[0]));
  if (parts.every((p) => !p)) {
    const raw = textValue(node, "dimensions");
    const dim = raw ? parseDimensions(raw) : undefined;
    if (dim) put(f, "dimensions", dim.value, raw);
    return;
  }
  const present = parts.filter((p): p is NonNullable<typeof p> => !!p);
  const unit = present.find((p) => p.unit)?.unit;
  put(f, "dimensions", `${present.map((p) => p.value).join(" x ")}${unit ? ` ${unit}` : ""}`, present.map((p) => p.raw).join(" x "));
}

/** One offer's stock as a draft of its own. */
function offerStock(offer: Node, method: Method): Draft {
  const fields: Fields = {};
  const av = textValue(offer, "availability");
  put(fields, "availability", normalizeAvailability(av), av);
  return { method, fields };
}

/** Variants of the product; true when the page URL selects one of them. */
function variants(d: Draft, node: Node, offers: Node[], mc: MapContext): boolean {
  const f = d.fields;
  const editions = editionsOf(node);
  if (isGroup(node) || editions.length) {
    const vs = (editions.length ? editions : values(node, "hasVariant")).filter(isProductNode).map((v) => mapProduct(v as Node, mc, false));
    if (vs.length) d.variants = vs;
    // The variant the page shows: the one whose URL is this page, else the first (the default).
    const byUrl = vs.find((v) => v.ids?.some((u) => sameUrl(u, mc.pageUrl)) || (v.fields.url && sameUrl(v.fields.url.value, mc.pageUrl)));
    const selected = byUrl ?? vs[0];
    if (selected) {
      fillFrom(f, selected.fields, [
        "sku",
        "gtin",
        "mpn",
        "price",
        "currency",
        "price_valid_until",
        "availability",
        "condition",
        "images",
        "seller",
      ]);
    }
    // No variant selected: the page shows the product as a whole, whose code is the group's.
    if (!byUrl && textValue(node, "productGroupID")) delete f.sku;
    putText(f, "sku", textValue(node, "productGroupID"));
    return !!byUrl;
  }
  // Several offers with their own sku/url are variants sold on one page (older Shopify themes).
  if (offers.length > 1) {
    const vs = offers.map((o) => {
      const vf: Fields = {};
      putText(vf, "name", textValue(o, "name"));
      offerFields(vf, o, mc);
      const u = textValue(o, "url");
      put(vf, "url", absUrl(u, mc.pageUrl), u);
      const item = values(o, "itemOffered").find(isNode);
      if (item) fillFrom(vf, mapProduct(item, mc, false).fields, ["name", "sku", "gtin", "mpn", "color", "size", "images"]);
      return { method: mc.method, fields: vf } as Draft;
    });
    const distinct = new Set(vs.map((v) => `${v.fields.sku?.value}|${v.fields.url?.value}|${v.fields.gtin?.value}`));
    if (distinct.size > 1) d.variants = vs;
  }
  return false;
}

function fillFrom(to: Fields, from: Fields, keys: FieldName[]): void {
  for (const k of keys) if (!to[k] && from[k]) (to as Record<string, unknown>)[k] = from[k];
}

export function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) =>
    u
      .replace(/^https?:\/\/(www\.)?/i, "")
      .replace(/\/+(\?|#|$)/, "$1")
      .replace(/#.*$/, "")
      .toLowerCase();
  return norm(a) === norm(b);
}
