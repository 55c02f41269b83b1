/**
 * RDFa (Lite and the parts of 1.1 shops use): typeof/property/vocab/prefix/resource, schema.org
 * and GoodRelations vocabularies only. OpenGraph's `property="og:…"` meta tags are RDFa too, but
 * meta.ts reads those; here they are ignored so they cannot be mistaken for a product item.
 */
import type { CheerioAPI } from "cheerio";
import { absUrl, isElement, textOf, type AnyNode, type Element } from "./dom.js";
import type { Node } from "./schema-map.js";

export interface RdfaItem {
  node: Node;
  el: Element;
}

const DEFAULT_PREFIXES: Record<string, string> = {
  schema: "http://schema.org/",
  s: "http://schema.org/",
  gr: "http://purl.org/goodrelations/v1#",
};

const SCHEMA_NS = /^https?:\/\/schema\.org\//i;
const GR_NS = /^https?:\/\/purl\.org\/goodrelations\/v1#/i;

interface Scope {
  vocab?: string;
  prefixes: Record<string, string>;
}

/** A term, CURIE or IRI → its local name when it is schema.org or GoodRelations, else undefined. */
function localName(term: string, scope: Scope): string | undefined {
  let iri: string | undefined;
  if (/^https?:\/\//i.test(term)) iri = term;
  else if (term.includes(":")) {
    const [p, rest] = [term.slice(0, term.indexOf(":")), term.slice(term.indexOf(":") + 1)];
    const ns = scope.prefixes[p.toLowerCase()];
    iri = ns ? ns + rest : undefined;
  } else if (scope.vocab) iri = scope.vocab + term;
  if (!iri) return undefined;
  if (SCHEMA_NS.test(iri)) return iri.replace(SCHEMA_NS, "");
  if (GR_NS.test(iri)) return iri.replace(GR_NS, "");
  return undefined;
}

function parsePrefixes(attr: string | undefined, into: Record<string, string>): Record<string, string> {
  if (!attr) return into;
  const out = { ...into };
  for (const m of attr.matchAll(/([\w-]+):\s+(\S+)/g)) out[m[1].toLowerCase()] = m[2];
  return out;
}

function value(el: Element, pageUrl: string): string {
  const a = el.attribs;
  if (a.content !== undefined) return a.content;
  const iri = a.resource ?? a.href ?? a.src;
  if (iri !== undefined && a.datatype === undefined) return absUrl(iri, pageUrl) ?? iri;
  if (el.name === "time" && a.datetime) return a.datetime;
  return textOf(el);
}

export function rdfaItems($: CheerioAPI, pageUrl: string): RdfaItem[] {
  const items: RdfaItem[] = [];
  const add = (node: Node, name: string, v: unknown) => {
    const cur = node[name];
    node[name] = cur === undefined ? v : Array.isArray(cur) ? [...cur, v] : [cur, v];
  };
  /** A `rel` with no object of its own links the item to the next typed element inside it. */
  interface Pending {
    item: Node;
    props: string[];
  }
  const walk = (n: AnyNode, item: Node | undefined, scope: Scope, depth: number, pending?: Pending): void => {
    if (!isElement(n) || depth > 200) return;
    const a = n.attribs;
    let s = scope;
    if (a.vocab !== undefined || a.prefix !== undefined) {
      s = { vocab: a.vocab !== undefined ? a.vocab || undefined : scope.vocab, prefixes: parsePrefixes(a.prefix, scope.prefixes) };
    }
    const terms = (v: string | undefined) =>
      (v ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((p) => localName(p, s))
        .filter((p): p is string => !!p);
    const props = terms(a.property);
    const rels = terms(
      (a.rel ?? "")
        .split(/\s+/)
        .filter((r) => r.includes(":"))
        .join(" "),
    );
    let current = item;
    let nextPending = pending;
    if (a.typeof !== undefined) {
      const types = a.typeof
        .split(/\s+/)
        .filter(Boolean)
        .map((t) => localName(t, s))
        .filter((t): t is string => !!t);
      if (types.length) {
        const node: Node = { "@type": types };
        if (a.resource ?? a.about) node["@id"] = absUrl(a.resource ?? a.about, pageUrl) ?? a.resource ?? a.about;
        const link = [...props, ...rels];
        if (link.length && item) for (const p of link) add(item, p, node);
        else if (pending) for (const p of pending.props) add(pending.item, p, node);
        else items.push({ node, el: n });
        current = node;
        nextPending = undefined;
      }
    } else if (item) {
      for (const p of props) add(item, p, value(n, pageUrl));
      const target = a.resource ?? a.href ?? a.src;
      if (rels.length && target) for (const p of rels) add(item, p, absUrl(target, pageUrl) ?? target);
      else if (rels.length) nextPending = { item, props: rels };
    }
    for (const c of n.children) walk(c, current, s, depth + 1, nextPending);
  };
  const root = $.root().get(0);
  if (root) for (const c of (root as unknown as { children: AnyNode[] }).children) walk(c, undefined, { prefixes: DEFAULT_PREFIXES }, 0);
  return items;
}
