/**
 * Which structured items are the same product, and which product(s) the page is about.
 * JSON-LD, microdata and RDFa often describe the same product twice (theme + SEO plugin); they
 * join when they share a GTIN, SKU, URL or exact name. A page is a listing when its products sit
 * in an ItemList or none of several is singled out by the URL or the main heading.
 */
import { fold } from "./dom.js";
import { sameUrl } from "./schema-map.js";
import type { Draft } from "./types.js";

function keys(d: Draft): string[] {
  const f = d.fields;
  const out: string[] = [];
  if (f.gtin) out.push(`gtin:${f.gtin.value.replace(/^0+/, "")}`);
  if (f.sku) out.push(`sku:${fold(f.sku.value)}`);
  if (f.url) out.push(`url:${normUrl(f.url.value)}`);
  for (const id of d.ids ?? []) if (!id.includes("#")) out.push(`url:${normUrl(id)}`);
  if (f.name && f.name.value.length > 3) out.push(`name:${fold(f.name.value).replace(/[^\p{L}\p{N}]+/gu, "")}`);
  return out;
}

const normUrl = (u: string) =>
  u
    .replace(/^https?:\/\/(www\.)?/i, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();

/**
 * Drafts grouped by shared identity, groups in order of their first (most trusted) draft. Groups
 * are found by key, not by looking at each: a listing of thousands of items (or a hostile page's
 * nest of them) costs its size.
 */
export function cluster(drafts: Draft[]): Draft[][] {
  type Group = { drafts: Draft[]; keys: Set<string>; order: number; merged?: boolean };
  const groups: Group[] = [];
  // A key may name several groups: a draft whose GTIN conflicts starts its own beside the first.
  const byKey = new Map<string, Group[]>();
  const index = (g: Group, k: string) => {
    const named = byKey.get(k);
    if (!named) byKey.set(k, [g]);
    else if (!named.includes(g)) named.push(g);
  };
  for (const d of drafts) {
    const ks = keys(d);
    const hits = [...new Set(ks.flatMap((k) => byKey.get(k) ?? []))]
      .filter((g) => !g.merged && !conflicts(g.drafts, d))
      .sort((a, b) => a.order - b.order);
    if (!hits.length) {
      const g: Group = { drafts: [d], keys: new Set(ks), order: groups.length };
      groups.push(g);
      for (const k of ks) index(g, k);
      continue;
    }
    const [target, ...rest] = hits;
    target.drafts.push(d);
    for (const k of ks) target.keys.add(k), index(target, k);
    for (const r of rest) {
      target.drafts.push(...r.drafts);
      for (const k of r.keys) target.keys.add(k), index(target, k);
      r.merged = true;
    }
  }
  return groups.filter((g) => !g.merged).map((g) => g.drafts);
}

/** Same name but different GTINs: two variants listed separately, not one product. */
function conflicts(group: Draft[], d: Draft): boolean {
  const g = d.fields.gtin?.value;
  return !!g && group.some((x) => x.method === d.method && x.fields.gtin && x.fields.gtin.value !== g);
}

export interface PageChoice {
  /** Groups to report; one for a product page. */
  groups: Draft[][];
  listing: boolean;
}

/**
 * One group when the page singles one out (its URL is the page, or its name is the heading);
 * every group when the markup says listing or nothing singles one out.
 */
export function choose(groups: Draft[][], opts: { pageUrl: string; canonical?: string; heading?: string; listing: boolean }): PageChoice {
  if (groups.length <= 1) return { groups, listing: false };
  const urls = [opts.pageUrl, opts.canonical].filter((u): u is string => !!u);
  const byUrl = groups.filter((g) =>
    g.some((d) => [...(d.ids ?? []), d.fields.url?.value].some((u) => u && urls.some((p) => sameUrl(u, p)))),
  );
  if (byUrl.length === 1) return { groups: [absorbSingles(byUrl[0], groups)], listing: false };
  // One product outside any ItemList next to listed ones: a product page with a related list.
  const unlisted = groups.filter((g) => g.some((d) => !d.listed));
  if (opts.listing && unlisted.length === 1 && unlisted.length < groups.length) return { groups: [unlisted[0]], listing: false };
  if (opts.listing) return { groups, listing: true };
  const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, "");
  const h = opts.heading ? squash(opts.heading) : "";
  const names = (g: Draft[]) => g.flatMap((d) => (d.fields.name ? [squash(d.fields.name.value)] : []));
  const byName = h ? groups.filter((g) => names(g).includes(h)) : [];
  if (byName.length === 1) return { groups: [absorbSingles(byName[0], groups)], listing: false };
  // Or the one whose name holds the heading, or is held in it (the markup adds the brand or the
  // colour: "Acme Trail shoe – black" under "Trail shoe").
  const near =
    h.length >= 6 && !byName.length ? groups.filter((g) => names(g).some((n) => n.length >= 6 && (n.includes(h) || h.includes(n)))) : [];
  if (near.length === 1) return { groups: [absorbSingles(near[0], groups)], listing: false };
  return { groups, listing: true };
}

/**
 * A syntax that describes exactly one product on a product page describes the page's product,
 * even when its name differs slightly ("Tee" vs "Tee – Red"): let it fill gaps.
 */
function absorbSingles(main: Draft[], groups: Draft[][]): Draft[] {
  const out = [...main];
  const others = groups.filter((g) => g !== main).flat();
  for (const method of new Set(others.map((d) => d.method))) {
    const mine = main.filter((d) => d.method === method);
    const theirs = others.filter((d) => d.method === method);
    const clash = (d: Draft) =>
      main.some(
        (m) =>
          (m.fields.gtin && d.fields.gtin && m.fields.gtin.value !== d.fields.gtin.value) ||
          (m.fields.sku && d.fields.sku && m.fields.sku.value !== d.fields.sku.value),
      );
    if (!mine.length && theirs.length === 1 && !clash(theirs[0])) out.push(theirs[0]);
  }
  const order = ["jsonld", "microdata", "rdfa", "opengraph", "meta", "heuristic"];
  return out.sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
}
