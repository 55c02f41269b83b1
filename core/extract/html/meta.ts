/**
 * Head metadata: OpenGraph and product meta tags (og:price:amount, product:price:amount,
 * product:retailer_item_id, product:availability …, as Facebook/Pinterest catalogs define them),
 * twitter:label/data pairs, canonical link and meta description.
 */
import type { CheerioAPI } from "cheerio";
import { normalizeAgeGroup, normalizeAvailability, normalizeCondition, normalizeGender } from "./availability.js";
import { currencyCode } from "../../values/currencies.js";
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { normalizeGtin } from "../../values/gtin.js";
import { priceNumber, readPrice } from "../../values/price.js";
import { absUrl, cleanText, fold, isElement } from "./dom.js";
import { parseWeight } from "./measures.js";
import { cleanTitle } from "./names.js";
import { put } from "./schema-map.js";
import type { Draft } from "./types.js";

export type MetaMap = Map<string, string[]>;

/** meta[property|name] → values, keys lowercased; several og:image tags keep their order. */
export function metaMap($: CheerioAPI): MetaMap {
  const m: MetaMap = new Map();
  $("meta").each((_, el) => {
    if (!isElement(el)) return;
    const key = (el.attribs.property ?? el.attribs.name ?? el.attribs.itemprop ?? "").trim().toLowerCase();
    const content = el.attribs.content;
    if (!key || content === undefined || !content.trim()) return;
    m.set(key, [...(m.get(key) ?? []), content.trim()]);
  });
  return m;
}

const one = (m: MetaMap, ...keys: string[]): string | undefined => {
  for (const k of keys) {
    const v = m.get(k)?.[0];
    if (v) return v;
  }
  return undefined;
};

/** A product's fields from og:* and product:* tags. */
export function openGraphDraft(m: MetaMap, pageUrl: string, ctx: PageCurrencyContext): Draft {
  const f: Draft["fields"] = {};
  const site = one(m, "og:site_name");
  const title = one(m, "og:title", "product:title");
  if (title) put(f, "name", cleanTitle(cleanText(title), site, pageUrl), title);
  const desc = one(m, "og:description");
  if (desc && !sameText(desc, title ?? "")) put(f, "description", cleanText(desc), desc);
  const images = [...(m.get("og:image:secure_url") ?? []), ...(m.get("og:image") ?? []), ...(m.get("og:image:url") ?? [])]
    .map((u) => absUrl(u, pageUrl))
    .filter((u): u is string => !!u);
  put(f, "images", [...new Set(images)], m.get("og:image")?.[0] ?? m.get("og:image:secure_url")?.[0]);
  const url = one(m, "og:url");
  put(f, "url", absUrl(url, pageUrl), url);
  // A sale price beats the regular one; both carry their own currency tag.
  for (const base of ["product:sale_price", "product:price", "og:price", "product:original_price"]) {
    const raw = one(m, `${base}:amount`, base === "og:price" ? "og:price" : `${base}:amount`);
    const curRaw = one(m, `${base}:currency`);
    const cur = currencyCode(curRaw, ctx) ?? undefined;
    const amount = raw ? priceNumber(raw, cur) : undefined;
    if (amount === undefined || amount === 0) continue;
    put(f, "price", amount, raw);
    put(f, "currency", cur ?? readPrice(raw ?? "", { context: ctx })?.currency, curRaw ?? raw);
    break;
  }
  const av = one(m, "product:availability", "og:availability", "product:stock");
  put(f, "availability", normalizeAvailability(av), av);
  const cond = one(m, "product:condition", "og:condition");
  put(f, "condition", normalizeCondition(cond), cond);
  textField(f, "brand", one(m, "product:brand", "og:brand", "product:manufacturer"));
  textField(f, "sku", one(m, "product:retailer_item_id", "product:sku", "og:sku", "product:retailer_part_no"));
  textField(f, "mpn", one(m, "product:mfr_part_no", "og:mpn", "product:mpn"));
  for (const k of ["product:ean", "product:upc", "product:gtin", "product:isbn", "og:upc", "og:ean", "og:gtin", "product:gtin13"]) {
    const raw = one(m, k);
    const g = normalizeGtin(raw) ?? undefined;
    if (g) {
      put(f, "gtin", g, raw);
      break;
    }
  }
  for (const k of ["color", "size", "material"] as const) textField(f, k, one(m, `product:${k}`, `og:${k}`));
  const cat = one(m, "product:category", "og:category");
  if (cat && !/^\d+$/.test(cat)) put(f, "category", cleanText(cat).replace(/\s*[>/|»›]\s*/g, " > "), cat);
  const g = one(m, "product:gender", "product:target_gender");
  put(f, "gender", normalizeGender(g), g);
  const age = one(m, "product:age_group");
  put(f, "age_group", normalizeAgeGroup(age), age);
  const wv = one(m, "product:weight:value", "product:shipping_weight:value");
  if (wv) {
    const w = parseWeight(`${wv} ${one(m, "product:weight:units", "product:shipping_weight:units") ?? ""}`);
    if (w) {
      put(f, "weight", w.value, wv);
      put(f, "weight_unit", w.unit, w.raw);
    }
  }
  return { method: "opengraph", fields: f };
}

function textField(f: Draft["fields"], key: "brand" | "sku" | "mpn" | "color" | "size" | "material", raw: string | undefined): void {
  if (raw) put(f, key, cleanText(raw), raw);
}

/** Twitter cards, canonical, meta description, and plain `<meta name="brand|price|…">`. */
export function metaDraft($: CheerioAPI, m: MetaMap, pageUrl: string, ctx: PageCurrencyContext): Draft {
  const f: Draft["fields"] = {};
  const site = one(m, "og:site_name", "application-name", "twitter:site");
  const tt = one(m, "twitter:title");
  if (tt) put(f, "name", cleanTitle(cleanText(tt), site, pageUrl), tt);
  const desc = one(m, "description", "twitter:description");
  // Some shops' description is just the title again ("Amazon.com: <name> : <category>").
  const title = cleanText($("title").first().text());
  if (desc && !sameText(desc, title)) put(f, "description", cleanText(desc), desc);
  const img = one(m, "twitter:image", "twitter:image:src") ?? $("link[rel=image_src]").attr("href");
  const imgUrl = absUrl(img, pageUrl);
  if (imgUrl) put(f, "images", [imgUrl], img);
  // twitter:label1 "Price" / twitter:data1 "$20.00", and so on up to a handful.
  for (let i = 1; i <= 6; i++) {
    const label = fold(one(m, `twitter:label${i}`) ?? "");
    const data = one(m, `twitter:data${i}`);
    if (!label || !data) continue;
    if (/price|preis|prix|precio|cena|価格/.test(label)) {
      const p = readPrice(data, { context: ctx });
      if (p && p.amount > 0) {
        put(f, "price", p.amount, data);
        put(f, "currency", p.currency, data);
      }
    } else if (/avail|stock|lager|sklad|dispon/.test(label)) put(f, "availability", normalizeAvailability(data), data);
    else if (/brand|marke|marque|marca|znacka/.test(label)) textField(f, "brand", data);
    else if (/sku|article|artikel/.test(label)) textField(f, "sku", data);
  }
  const price = one(m, "price", "product:price", "product_price");
  if (price) {
    const cur = currencyCode(one(m, "currency", "pricecurrency", "product:currency"), ctx) ?? undefined;
    const p = readPrice(price, { context: ctx, currencyHint: cur });
    if (p && p.amount > 0) {
      put(f, "price", p.amount, price);
      put(f, "currency", p.currency, one(m, "currency", "pricecurrency") ?? price);
    }
  }
  textField(f, "brand", one(m, "brand", "product:brand", "manufacturer"));
  textField(f, "sku", one(m, "sku", "product_id", "product:id"));
  textField(f, "mpn", one(m, "mpn"));
  const gt = one(m, "gtin", "ean", "upc", "gtin13");
  put(f, "gtin", normalizeGtin(gt) ?? undefined, gt);
  return { method: "meta", fields: f };
}

/** `<link rel="canonical">`, resolved; the page's own address when it names none. */
export function canonicalUrl($: CheerioAPI, pageUrl: string): { value: string; excerpt: string } | undefined {
  const href = $("link[rel~=canonical]").first().attr("href");
  const u = absUrl(href, pageUrl);
  return u && href ? { value: u, excerpt: href } : undefined;
}

/** Same words, ignoring case, punctuation and spacing. */
function sameText(a: string, b: string): boolean {
  const n = (s: string) => fold(cleanText(s)).replace(/[^\p{L}\p{N}]+/gu, "");
  return !!n(a) && n(a) === n(b);
}
