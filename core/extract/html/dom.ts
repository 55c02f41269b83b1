/**
 * DOM and text helpers shared by the extractors. We walk domhandler nodes directly where we
 * read text: wrapping every node in a Cheerio object costs more than the walk itself.
 */
// cheerio/slim parses with htmlparser2 only (no parse5, no encoding sniffing): smaller and faster.
import { load } from "cheerio/slim";
import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { assertShallowMarkup } from "../budget.js";

export type { AnyNode, Element };

/** Tags whose content never shows as page text. */
const HIDDEN_TAGS = new Set(["script", "style", "noscript", "template", "svg", "iframe", "head", "select", "option"]);
/** The inline parts one printed amount is made of ("<b>17</b><sup>10</sup> €"). */
export const INLINE_TAGS = ["span", "b", "strong", "sup", "sub", "small", "em", "i", "bdi"];
/** Tags a reader sees as their own line or box: their text never runs into a neighbour's. */
export const BLOCK_TAGS = new Set([
  "p",
  "div",
  "li",
  "ul",
  "ol",
  "tr",
  "td",
  "th",
  "table",
  "section",
  "article",
  "br",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "dd",
  "dt",
  "dl",
  "header",
  "footer",
  "nav",
  "aside",
  "main",
  "form",
  "figure",
  "figcaption",
  "blockquote",
  "hr",
  "label",
  "button",
  "option",
]);

/** Throws InputError for markup over the depth budget (core/extract/budget.ts), before parsing it. */
export function loadHtml(html: string): CheerioAPI {
  const text = typeof html === "string" ? html : "";
  assertShallowMarkup(text);
  return load(text);
}

export const isElement = (n: AnyNode | null | undefined): n is Element =>
  !!n && (n.type === "tag" || n.type === "script" || n.type === "style");

/** Collapse every kind of whitespace (nbsp, thin spaces, newlines) into single spaces. */
export function normSpace(s: string): string {
  // Includes the invisible direction marks (U+200E/F) Amazon puts around its labels' colons.
  return s.replace(/[\s\u00a0\u2000-\u200f\u202a-\u202f\u205f\u2060\u3000\ufeff]+/g, " ").trim();
}

/** Decode entities and drop tags: JSON-LD strings often hold escaped HTML ("Ben &amp; Jerry's"). */
export function cleanText(s: string): string {
  if (!/[&<]/.test(s)) return normSpace(s);
  const withBreaks = s.replace(/<(br|\/p|\/li|\/div|\/h\d)\b[^>]*>/gi, "$& ");
  try {
    return normSpace(load(withBreaks, null, false).root().text());
  } catch {
    return normSpace(s);
  }
}

/** Text of a node as a reader sees it: hidden tags skipped, block boundaries become spaces. */
export function textOf(node: AnyNode, opts: { skipAriaHidden?: boolean; skipHidden?: boolean } = {}): string {
  const out: string[] = [];
  const walk = (n: AnyNode): void => {
    if (n.type === "text") {
      out.push((n as unknown as { data: string }).data);
      return;
    }
    if (!isElement(n)) return;
    if (HIDDEN_TAGS.has(n.name)) return;
    if (opts.skipAriaHidden && n.attribs["aria-hidden"] === "true") return;
    if (opts.skipHidden && n !== node && hiddenHere(n)) return;
    const block = BLOCK_TAGS.has(n.name);
    if (block) out.push(" ");
    for (const c of n.children) walk(c);
    if (block) out.push(" ");
  };
  walk(node);
  return normSpace(out.join(""));
}

/** class + id + itemprop + data-* names and values: where shops say what an element holds. */
export function signature(el: Element): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(el.attribs ?? {})) {
    if (k === "class" || k === "id" || k === "itemprop" || k === "property" || k === "name") parts.push(v);
    else if (k.startsWith("data-")) parts.push(k.slice(5), v.length < 40 ? v : "");
  }
  return parts.join(" ").toLowerCase();
}

function parentElement(n: AnyNode): Element | null {
  const p = n.parent;
  return p && isElement(p as AnyNode) ? (p as Element) : null;
}

/**
 * Whether `el` only wraps one element and says nothing of its own. Themes nest such wrappers to
 * any depth (a column, its inner box, a grid cell around one price), so the distances and the
 * "boxes around" below do not count them: a page with three wrappers more reads like one with
 * none. Cached: a node is asked once per element measured from it.
 */
const wrappers = new WeakMap<Element, boolean>();
export function wrapsOne(el: Element): boolean {
  let known = wrappers.get(el);
  if (known === undefined) {
    let elements = 0;
    known = true;
    for (const c of el.children) {
      if (isElement(c) ? ++elements > 1 : c.type === "text" && /\S/.test((c as unknown as { data: string }).data)) {
        known = false;
        break;
      }
    }
    known &&= elements === 1;
    wrappers.set(el, known);
  }
  return known;
}

/** `el` lost a child (noise removed): it may now wrap one element alone, so wrapsOne asks again. */
export function reshaped(el: Element): void {
  wrappers.delete(el);
}

/**
 * The elements around `n`, innermost first, up to `max` levels of them (deep pages are 2,000
 * deep); a wrapper of one element (wrapsOne) is returned but costs no level.
 */
export function ancestors(n: AnyNode, max = Number.POSITIVE_INFINITY): Element[] {
  const out: Element[] = [];
  let levels = 0;
  // Wrappers by the thousand are no theme's (a hostile page): a few dozen elements up is enough.
  const most = max * 4 + 16;
  for (let p = parentElement(n); p && out.length < most; p = parentElement(p)) {
    if (!wrapsOne(p) && ++levels > max) break;
    out.push(p);
  }
  return out;
}

const HIDDEN_CLASS = /(^|\s)(hidden|hide|d-none|is-hidden|display-none|displaynone|invisible)(\s|$)/i;

/**
 * Hidden by the page itself, here or in one of the few boxes around: the `hidden` attribute, an
 * inline `display: none`, a utility class. Themes print both buy buttons and hide the one that
 * does not apply.
 */
export function isHidden(el: Element): boolean {
  return [el, ...ancestors(el, 5)].some(hiddenHere);
}

/**
 * Hidden by its own attribute or inline style only, on every screen: not by a class, which may
 * hide it on some screens alone ("hidden md:block", "d-none d-lg-table-cell").
 */
export const styledHidden = (e: Element) =>
  e.attribs.hidden !== undefined || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(e.attribs.style ?? "");

/** Hidden by its own attribute, style or class (isHidden also asks the boxes around). */
export const hiddenHere = (e: Element) => styledHidden(e) || closedDialog(e) || HIDDEN_CLASS.test(e.attribs.class ?? "");

/**
 * A dialog not open: `<dialog>` without `open`, or a box marked as a dialog (`role="dialog"`,
 * `aria-modal`, a `modal` class) that says it is hidden (`aria-hidden="true"`): a back-in-stock
 * form printed on every page for a script to open. `aria-hidden` alone is no such mark: carousels
 * put it on the slides not in view, which are still the page's.
 */
const closedDialog = (e: Element) =>
  (e.name === "dialog" && e.attribs.open === undefined) ||
  (e.attribs["aria-hidden"] === "true" &&
    (/^(alert)?dialog$/.test(e.attribs.role ?? "") ||
      e.attribs["aria-modal"] === "true" ||
      /(^|[\s_-])modal($|[\s_-])/i.test(e.attribs.class ?? "")));

/** What stepping from `n` to its parent costs: nothing into a wrapper of one element (wrapsOne). */
const step = (n: AnyNode): number => {
  const p = n.parent as AnyNode | null;
  return p && isElement(p) && wrapsOne(p) ? 0 : 1;
};

/** Distances to the nodes we measure from (the main heading), kept per node for every node asked. */
const distances = new WeakMap<AnyNode, Map<AnyNode, number>>();

/**
 * Number of tree edges between two nodes, wrappers of one element not counted; small means
 * "same product block" (999: not in one tree). `b` is the fixed end (the product heading): every
 * node's distance to it is kept once found, so measuring every element of a page from it costs
 * the page's size, however deep its wrappers nest.
 */
export function treeDistance(a: AnyNode, b: AnyNode): number {
  let known = distances.get(b);
  if (!known) {
    known = new Map();
    let k = 0;
    for (let p: AnyNode | null = b; p; k += step(p), p = p.parent as AnyNode | null) known.set(p, k);
    distances.set(b, known);
  }
  // Up from `a` to the first node whose distance is known, then back down, each one step more.
  const path: AnyNode[] = [];
  let p: AnyNode | null = a;
  let d: number | undefined;
  for (; p; p = p.parent as AnyNode | null) {
    d = known.get(p);
    if (d !== undefined) break;
    path.push(p);
  }
  let at = d ?? 999;
  for (let i = path.length - 1; i >= 0; i--) {
    at = Math.min(999, at + step(path[i]));
    known.set(path[i], at);
  }
  return at;
}

/** Every element under root in document order. */
export function allElements(root: AnyNode): Element[] {
  const out: Element[] = [];
  const walk = (n: AnyNode): void => {
    if (isElement(n)) out.push(n);
    const kids = (n as unknown as { children?: AnyNode[] }).children;
    if (kids) for (const c of kids) walk(c);
  };
  walk(root);
  return out;
}

/**
 * The elements of `root` (itself first) when there are at most `max`, else undefined; the walk
 * stops at `max`, so asking it of every box of a deep page costs no more than `max` each.
 */
export function fewElements(root: AnyNode, max: number): Element[] | undefined {
  const out: Element[] = [];
  const walk = (n: AnyNode): boolean => {
    if (isElement(n) && out.push(n) > max) return false;
    const kids = (n as unknown as { children?: AnyNode[] }).children;
    if (kids) for (const c of kids) if (!walk(c)) return false;
    return true;
  };
  return walk(root) ? out : undefined;
}

/**
 * An element a theme marks as the chosen one of its kind (the current option, the active tab, the
 * selected swatch): `aria-current`, or a class word active/selected/current/checked.
 */
export const markedChosen = (e: Element) =>
  // `aria-current="false"` marks the options not chosen.
  (!!e.attribs["aria-current"] && e.attribs["aria-current"] !== "false") ||
  /(^|[\s_-])(is-)?(active|selected|current|checked|actif|activo|attivo|ativo|aktiv)($|[\s_-])/i.test(e.attribs.class ?? "");

/** An option pressed, checked or selected (`aria-pressed="true"`, …), or marked chosen (`markedChosen`). */
export const pressedOrChosen = (e: Element) =>
  [e.attribs["aria-pressed"], e.attribs["aria-checked"], e.attribs["aria-selected"]].includes("true") || markedChosen(e);

/** A page address's path, its escapes decoded ("/anuncio/3381920/…"); none when the address is malformed. */
export function addressPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
}

/** A link's target that is another page: not an anchor on this one, not a script. */
export const leadsElsewhere = (href: string | undefined): href is string => !!href && !href.startsWith("#") && !/^javascript:/i.test(href);

/** The first `max` elements of a subtree in document order, `root` first; the walk stops there. */
export function firstElements(root: AnyNode, max: number): Element[] {
  const out: Element[] = [];
  const walk = (n: AnyNode): boolean => {
    if (isElement(n) && out.push(n) >= max) return false;
    const kids = (n as unknown as { children?: AnyNode[] }).children;
    if (kids) for (const c of kids) if (!walk(c)) return false;
    return true;
  };
  walk(root);
  return out;
}

/**
 * Whether no element inside `root` lies more than `max` levels below it. The walk stops at the
 * first that does, so asking it of every box of a deep nest costs `max` each, and of every box of
 * a wide, shallow one no more than the boxes below it.
 */
export function shallow(root: AnyNode, max: number): boolean {
  const walk = (n: AnyNode, depth: number): boolean => {
    if (isElement(n) && depth > max) return false;
    const kids = (n as unknown as { children?: AnyNode[] }).children;
    if (kids) for (const c of kids) if (isElement(c) && !walk(c, depth + 1)) return false;
    return true;
  };
  return walk(root, 0);
}

/** Absolute http(s) URL, or undefined for javascript:, data:, mailto: and junk. */
export function absUrl(href: string | undefined | null, base: string): string | undefined {
  if (!href) return undefined;
  const h = cleanText(String(href)).replace(/\s/g, "%20");
  if (!h || /^(javascript|data|mailto|tel|blob):/i.test(h) || h === "#") return undefined;
  try {
    const u = new URL(h, base || undefined);
    if (u.protocol !== "http:" && u.protocol !== "https:") return undefined;
    return u.href;
  } catch {
    return undefined;
  }
}

/** Excerpts are citations, not copies: keep them short. */
export function clip(s: string, max = 300): string {
  const t = normSpace(s);
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** Case- and accent-insensitive form for matching labels and phrases. */
export function fold(s: string): string {
  // NFC at the end recomposes what is not a Latin accent (Japanese dakuten: ブ stays ブ).
  // Letters NFKD keeps whole (ł, ø, ß, Turkish ı) fold by hand so "Strona główna" meets "strona glowna".
  return (
    s
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      // Arabic vowel marks and tanween ("مؤخراً" meets "مؤخرا").
      .replace(/[\u064b-\u0652\u0670]/g, "")
      .normalize("NFC")
      .toLowerCase()
      .replace(/[łđøßæœı]/g, (c) => ({ ł: "l", đ: "d", ø: "o", ß: "ss", æ: "ae", œ: "oe", ı: "i" })[c] ?? c)
  );
}

/**
 * The start of an element's text as textOf reads it (same tags skipped, same blanks), about its
 * first `n` characters: each text node is cut to what is still needed, and the walk stops after a
 * few times `n` nodes, counted as it enters them, so a box holding a page's worth of text, or a
 * nest of empty boxes as deep as the page, costs no more than its start.
 */
export function leadingText(el: Element, n: number): string {
  let out = "";
  let nodes = 0;
  const walk = (node: AnyNode): boolean => {
    // The boxes it opens on the way down count too: a few dozen more for a deep theme.
    if (++nodes > n * 4 + 40) return false;
    // Indentation before the words is read past, up to a few hundred blanks.
    if (node.type === "text") out += (node as unknown as { data: string }).data.slice(0, n * 4 + 400);
    else if (isElement(node) && !HIDDEN_TAGS.has(node.name)) {
      // Boxes are read apart, as textOf reads them.
      if (BLOCK_TAGS.has(node.name)) out += " ";
      for (const c of node.children) if (!walk(c)) return false;
      if (BLOCK_TAGS.has(node.name)) out += " ";
    }
    out = out.length > n * 4 ? normSpace(out) : out;
    return out.length < n * 4;
  };
  walk(el);
  return normSpace(out).slice(0, n);
}

/**
 * An element's text when it is at most `max` characters long, read no further than that: nor
 * past a few hundred boxes, so asking it of every box of a deep nest of empty ones (a hostile
 * page) costs no more than that each. Icons (`svg`) are not read: their paths hold no text. Unlike
 * textOf, it reads a drop-down's options (a picker that says "Choose a size").
 */
export function shortText(el: Element, max: number): string | undefined {
  let out = "";
  let boxes = max * 4 + 400;
  const walk = (n: AnyNode): boolean => {
    if (n.type === "text") out += (n as unknown as { data: string }).data;
    else if (isElement(n) && !["script", "style", "noscript", "template", "svg"].includes(n.name)) {
      if (--boxes < 0) return false;
      // Boxes are read apart, as textOf reads them.
      if (BLOCK_TAGS.has(n.name)) out += " ";
      for (const c of n.children) if (!walk(c)) return false;
      if (BLOCK_TAGS.has(n.name)) out += " ";
    }
    // Markup indents text with runs of blanks: stop at four times the length, then measure.
    return out.length <= max * 4;
  };
  if (!walk(el)) return undefined;
  const text = out.replace(/\s+/g, " ").trim();
  return text.length <= max ? text : undefined;
}
