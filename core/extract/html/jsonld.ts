/**
 * JSON-LD: every `application/ld+json` script, parsed leniently, keys stripped of "schema:" /
 * "http://schema.org/" prefixes, `@graph`s flattened and `{"@id": …}` references resolved, then
 * the product nodes found wherever they sit (top level, @graph, WebPage.mainEntity or .about,
 * ItemList.itemListElement, Offer.itemOffered).
 */
import type { CheerioAPI } from "cheerio";
import { isElement } from "./dom.js";
import { parseJsonLd } from "./jsonld-parse.js";
import { isGroup, isNode, isProductNode, textValue, typesOf, values, type Node } from "./schema-map.js";

/** Properties that point from a product to another product that is not this page's subject. */
const RELATED = new Set([
  "isRelatedTo",
  "isSimilarTo",
  "isAccessoryOrSparePartFor",
  "isConsumableFor",
  "isVariantOf",
  "hasVariant",
  "workExample",
  "model",
  "successorOf",
  "predecessorOf",
  "relatedLink",
  "significantLink",
  "itemOffered",
  "includesObject",
  "hasPart",
  "isPartOf",
  "about",
  "subjectOf",
  "review",
  "itemReviewed",
  "mentions",
  "isBasedOn",
]);

export function jsonLdScripts($: CheerioAPI): string[] {
  const out: string[] = [];
  $("script").each((_, el) => {
    if (!isElement(el)) return;
    const type = (el.attribs.type ?? "").toLowerCase();
    if (!type.includes("ld+json")) return;
    out.push(el.children.map((c) => (c as unknown as { data?: string }).data ?? "").join(""));
  });
  return out;
}

const KEY_PREFIX = /^(https?:\/\/schema\.org\/|schema:)/i;

/** Prefix-free keys; `@graph` arrays stay for the caller to flatten. */
function normalizeKeys(v: unknown, depth = 0): unknown {
  if (depth > 40) return undefined;
  if (Array.isArray(v)) return v.map((x) => normalizeKeys(x, depth + 1));
  if (!isNode(v)) return v;
  const out: Node = {};
  for (const [k, val] of Object.entries(v)) out[k.replace(KEY_PREFIX, "")] = normalizeKeys(val, depth + 1);
  return out;
}

/** Top-level nodes of all scripts: arrays and @graphs flattened. */
export function jsonLdRoots(scripts: string[]): Node[] {
  const roots: Node[] = [];
  const add = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(add);
    else if (isNode(v)) {
      const graph = v["@graph"];
      if (graph !== undefined) add(graph);
      const { "@graph": _g, ...rest } = v;
      if (Object.keys(rest).some((k) => !k.startsWith("@") || k === "@type")) roots.push(rest);
    }
  };
  for (const s of scripts) for (const v of parseJsonLd(s)) add(normalizeKeys(v));
  return roots;
}

/** Replace `{"@id": x}` stubs by the node of that id, a few levels deep, cycles cut. */
function resolver(roots: Node[]): (n: unknown) => unknown {
  const byId = new Map<string, Node>();
  const index = (v: unknown, depth: number): void => {
    if (depth > 12) return;
    if (Array.isArray(v)) for (const x of v) index(x, depth + 1);
    else if (isNode(v)) {
      const id = v["@id"];
      if (typeof id === "string" && Object.keys(v).length > 1 && !byId.has(id)) byId.set(id, v);
      for (const val of Object.values(v)) index(val, depth + 1);
    }
  };
  index(roots, 0);
  const resolve = (v: unknown, seen: Set<string>, depth: number): unknown => {
    if (depth > 8) return v;
    if (Array.isArray(v)) return v.map((x) => resolve(x, seen, depth + 1));
    if (!isNode(v)) return v;
    const id = typeof v["@id"] === "string" ? (v["@id"] as string) : undefined;
    let node = v;
    if (id && Object.keys(v).length === 1) {
      const target = byId.get(id);
      if (!target || seen.has(id)) return v;
      node = target;
    }
    const nextSeen = id ? new Set([...seen, id]) : seen;
    const out: Node = {};
    for (const [k, val] of Object.entries(node)) out[k] = resolve(val, nextSeen, depth + 1);
    return out;
  };
  return (n) => resolve(n, new Set(), 0);
}

export interface FoundProducts {
  products: Node[];
  /** Products sitting in an ItemList: this is a listing page. */
  listing: boolean;
  breadcrumbs: Node[];
  /** Products that sit in an ItemList (the page's other products, or a listing's items). */
  listed: Set<Node>;
  /** Types of top-level non-product nodes ("blogposting", "organization"), to tell articles from shops. */
  other: string[];
}

/** Product nodes that are subjects of the page, not related items of another product. */
export function findProducts(roots: Node[]): FoundProducts {
  const resolve = resolver(roots);
  const products: Node[] = [];
  const breadcrumbs: Node[] = [];
  let listing = false;
  const listed = new Set<Node>();
  const visit = (v: unknown, depth: number, inList: boolean): void => {
    if (depth > 10) return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1, inList);
      return;
    }
    if (!isNode(v)) return;
    const types = typesOf(v);
    if (types.includes("breadcrumblist")) {
      breadcrumbs.push(v);
      return;
    }
    if (isProductNode(v)) {
      products.push(v);
      if (inList) {
        listing = true;
        listed.add(v);
      }
      return;
    }
    // An Offer at the top naming what it sells: the product, with this offer attached.
    if (types.includes("offer") || types.includes("aggregateoffer")) {
      const item = values(v, "itemOffered").find(isProductNode) as Node | undefined;
      if (item) {
        const { itemOffered: _i, ...offer } = v;
        products.push({ ...item, offers: item.offers ?? offer });
      }
      return;
    }
    const list = types.includes("itemlist") || types.includes("offercatalog") || types.includes("searchresultspage");
    // What a product page is `about` is its subject; what a review or an article is about is not.
    const page = types.includes("webpage") || types.includes("itempage");
    for (const [k, val] of Object.entries(v)) {
      if (k.startsWith("@") || (RELATED.has(k) && !(page && k === "about"))) continue;
      const listItem = list && (k === "itemListElement" || k === "mainEntity");
      visit(val, depth + 1, inList || listItem);
    }
  };
  for (const r of roots) visit(resolve(r), 0, false);
  const other = roots.flatMap(typesOf).filter((t) => t !== "product");
  return { products: dropGroupMembers(products), listing, listed, breadcrumbs, other };
}

/**
 * Variants published beside their ProductGroup (linked by isVariantOf or inProductGroupWithID)
 * belong to the group: attach them as hasVariant instead of reporting them as products.
 */
function dropGroupMembers(products: Node[]): Node[] {
  const groups = products.filter(isGroup);
  if (!groups.length) return products;
  const out: Node[] = [];
  for (const p of products) {
    if (isGroup(p)) {
      out.push(p);
      continue;
    }
    const parent = values(p, "isVariantOf").find(isNode);
    const parentKey = (parent && (textValue(parent, "@id") ?? textValue(parent, "productGroupID"))) ?? textValue(p, "inProductGroupWithID");
    const group = groups.find((g) => parentKey && (textValue(g, "@id") === parentKey || textValue(g, "productGroupID") === parentKey));
    if (!group) {
      out.push(p);
      continue;
    }
    const existing = values(group, "hasVariant").filter(isNode);
    const id = textValue(p, "@id") ?? textValue(p, "sku");
    if (!existing.some((e) => id && (textValue(e, "@id") ?? textValue(e, "sku")) === id)) group.hasVariant = [...existing, p];
  }
  return out;
}
