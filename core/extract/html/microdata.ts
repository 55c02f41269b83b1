/**
 * Microdata (itemscope/itemtype/itemprop) as plain nodes in the JSON-LD shape, following the
 * WHATWG property value rules (meta@content, img@src, a@href, time@datetime, …) plus the common
 * non-standard `content` attribute on any element (`<span itemprop="price" content="19.99">`).
 * Also accepts the retired data-vocabulary.org Product vocabulary, which old themes still emit.
 */
import type { CheerioAPI } from "cheerio";
import { absUrl, isElement, textOf, type AnyNode, type Element } from "./dom.js";
import type { Node } from "./schema-map.js";

export interface MicroItem {
  node: Node;
  el: Element;
}

const URL_PROPS: Record<string, string> = {
  a: "href",
  area: "href",
  link: "href",
  img: "src",
  audio: "src",
  video: "src",
  source: "src",
  embed: "src",
  iframe: "src",
  track: "src",
  object: "data",
};

/** data-vocabulary.org names → schema.org names. */
const ALIASES: Record<string, string> = { identifier: "productID", currency: "priceCurrency", photo: "image", pricerange: "price" };

function propNames(el: Element): string[] {
  return (el.attribs.itemprop ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.replace(/^https?:\/\/(schema\.org|data-vocabulary\.org)\//i, "").replace(/^.*[/#]/, ""))
    .map((p) => ALIASES[p] ?? p);
}

function propValue(el: Element, pageUrl: string): string {
  const a = el.attribs;
  if (a.content !== undefined && el.name !== "a") return a.content;
  if (el.name === "meta") return a.content ?? "";
  const urlAttr = URL_PROPS[el.name];
  if (urlAttr) {
    // For images, a larger rendition named in the element beats the thumbnail in src.
    const large =
      el.name === "img" ? (a["data-image-large-src"] ?? a["data-zoom-image"] ?? a["data-large_image"] ?? a["data-full-image"]) : undefined;
    if (large) return absUrl(large, pageUrl) ?? large;
    const raw = a[urlAttr] ?? a["data-src"] ?? "";
    // Lazy-loading placeholders: the real image sits in a data attribute.
    if (el.name === "img" && (!raw || raw.startsWith("data:")) && (a["data-src"] || a["data-lazy-src"])) {
      return absUrl(a["data-src"] ?? a["data-lazy-src"], pageUrl) ?? "";
    }
    return absUrl(raw, pageUrl) ?? raw;
  }
  if (el.name === "time") return a.datetime ?? textOf(el);
  if (el.name === "data" || el.name === "meter") return a.value ?? textOf(el);
  return textOf(el);
}

/**
 * `open` holds the items being read on the way down (itemref can point back at one of them); it
 * is one set shared by the whole descent, so a nest of items costs its size, not its square.
 */
function itemNode(el: Element, pageUrl: string, $: CheerioAPI, open: Set<Element>): Node {
  const node: Node = {};
  const types = (el.attribs.itemtype ?? "").split(/\s+/).filter(Boolean);
  if (types.length) node["@type"] = types;
  if (el.attribs.itemid) node["@id"] = el.attribs.itemid;
  const add = (name: string, v: unknown) => {
    const cur = node[name];
    node[name] = cur === undefined ? v : Array.isArray(cur) ? [...cur, v] : [cur, v];
  };
  const visitProps = (n: AnyNode): void => {
    if (!isElement(n)) return;
    const names = propNames(n);
    if (names.length) {
      const v = n.attribs.itemscope === undefined ? propValue(n, pageUrl) : open.has(n) ? undefined : nestedItem(n);
      if (v !== undefined) for (const p of names) add(p, v);
    }
    // A nested itemscope owns the properties below it.
    if (n.attribs.itemscope !== undefined) return;
    for (const c of n.children) visitProps(c);
  };
  const nestedItem = (n: Element): Node => {
    open.add(n);
    const item = itemNode(n, pageUrl, $, open);
    open.delete(n);
    return item;
  };
  for (const c of el.children) visitProps(c);
  // itemref pulls properties from elsewhere in the page (id list).
  for (const id of (el.attribs.itemref ?? "").split(/\s+/).filter(Boolean)) {
    const ref = $(`[id="${id.replace(/"/g, "")}"]`).get(0);
    if (ref && isElement(ref) && ref !== el) visitProps(ref);
  }
  return node;
}

/** Whether an itemscope encloses the element (the walk stops at the nearest). */
function inItem(el: Element): boolean {
  for (let p = el.parent; p && isElement(p); p = p.parent) if (p.attribs.itemscope !== undefined) return true;
  return false;
}

/** Top-level items: itemscopes that are not the value of another item's property. */
export function microdataItems($: CheerioAPI, pageUrl: string): MicroItem[] {
  const out: MicroItem[] = [];
  $("[itemscope]").each((_, el) => {
    if (!isElement(el)) return;
    if (el.attribs.itemprop !== undefined && inItem(el)) return;
    out.push({ node: itemNode(el, pageUrl, $, new Set([el])), el });
  });
  return out;
}

/**
 * itemprops outside any itemscope: broken themes emit `<meta itemprop="priceCurrency">` or
 * `<link itemprop="availability">` with no item around them. They still say something.
 */
export function orphanProps($: CheerioAPI, pageUrl: string): Node {
  const node: Node = {};
  $("[itemprop]").each((_, el) => {
    if (!isElement(el) || el.attribs.itemscope !== undefined) return;
    if (inItem(el)) return;
    for (const p of propNames(el)) if (node[p] === undefined) node[p] = propValue(el, pageUrl);
  });
  return node;
}
