/**
 * Category from breadcrumbs: a BreadcrumbList (JSON-LD, microdata, RDFa share the node shape) or
 * the visible breadcrumb trail. "Home" and the product's own name are not part of a category.
 */
import type { CheerioAPI } from "cheerio";
import { isElement, textOf, type Element } from "./dom.js";
import { isNode, scalar, values, type Node } from "./schema-map.js";

export { crumbsToCategory } from "./category.js";

/** A crumb linking to the site root is "Home", whatever the shop calls it ("PriceHunt"). */
const isRootLink = (href: string | undefined): boolean =>
  !!href && /^(\/|\.\/|index\.\w+|https?:\/\/[^/]+\/?(index\.\w+)?)$/.test(href.trim());

export interface Crumbs {
  names: string[];
  /** The first crumb is the home link. */
  home: boolean;
}

/** Crumb names of a BreadcrumbList node, in position order. */
export function breadcrumbNames(list: Node): Crumbs {
  const items = values(list, "itemListElement").filter(isNode);
  const crumbs = items
    .map((li, i) => {
      const item = values(li, "item")[0];
      const name = scalar(values(li, "name")[0]) ?? (isNode(item) ? scalar(values(item, "name")[0]) : undefined);
      const url = isNode(item) ? (scalar(values(item, "@id")[0]) ?? scalar(values(item, "url")[0])) : scalar(item);
      const pos = Number(scalar(values(li, "position")[0]) ?? i + 1);
      return { name, url, pos: Number.isFinite(pos) ? pos : i + 1 };
    })
    .sort((a, b) => a.pos - b.pos)
    .filter((x) => x.name);
  return { names: crumbs.map((x) => x.name ?? ""), home: isRootLink(crumbs[0]?.url) };
}

/** The visible trail: nav[aria-label=breadcrumb], .breadcrumb(s), #breadcrumbs. */
export function htmlBreadcrumbs($: CheerioAPI): (Crumbs & { excerpt: string }) | undefined {
  const root = $(
    "nav[aria-label*=readcrumb], [class*=breadcrumb], [id*=breadcrumb], [class*=Breadcrumb], [id*=wayfinding], [class*=drobecky], [class*=fil-ariane], [class*=ariane], .breadcrumbs, [class*=topicpath], [class*=pankuzu], [class*=topic-path], [id*=pankuzu]",
  )
    .toArray()
    .filter(isElement)
    .find((el) => textOf(el).length > 0 && textOf(el).length < 400);
  if (root) {
    const names = itemTexts(root);
    const first = collect(root, "a")[0];
    if (names.length) return { names, excerpt: textOf(root), home: isRootLink(first?.attribs.href) && textOf(first) === names[0] };
  }
  return unnamedTrail($);
}

/**
 * A trail without a telling class ("<div id=pfad>"): a short block whose first link goes to the
 * site root and whose links are joined by ">", "›", "»", "/" or "|".
 */
function unnamedTrail($: CheerioAPI): (Crumbs & { excerpt: string }) | undefined {
  for (const el of $("div, p, ul, ol, nav, span, td").toArray().filter(isElement)) {
    const links = el.children.filter((c): c is Element => isElement(c) && c.name === "a");
    if (links.length < 2) continue;
    const href = links[0].attribs.href ?? "";
    if (!isRootLink(href)) continue;
    const text = textOf(el);
    if (text.length > 300 || !/[>›»|]|\s\/\s/.test(text)) continue;
    const names = text
      .split(/\s*(?:>|›|»|\||\s\/\s)\s*/)
      .map((x) => x.trim())
      .filter(Boolean);
    if (names.length >= 2) return { names, excerpt: text, home: true };
  }
  return undefined;
}

function itemTexts(root: Element): string[] {
  const $items = root.children.length ? collect(root, "li") : [];
  const source = $items.length ? $items : collect(root, "a");
  const names = source.map((el) => textOf(el).replace(/^[\s/>»›|]+|[\s/>»›|]+$/g, "")).filter(Boolean);
  // A trail whose last crumb is plain text (the current page) shows up only in the full text.
  if (!$items.length) {
    const full = textOf(root)
      .split(/\s*[/>»›|]\s*/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (full.length > names.length) return full;
  }
  return names;
}

function collect(root: Element, tag: string): Element[] {
  const out: Element[] = [];
  const walk = (el: Element): void => {
    for (const c of el.children) {
      if (!isElement(c)) continue;
      if (c.name === tag) out.push(c);
      else walk(c);
    }
  };
  walk(root);
  return out;
}
