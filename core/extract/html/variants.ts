/**
 * A product sold in variants, described as a whole: what the benchmark of a person reading the
 * page calls the product's availability and code, not those of the first size in the list.
 */
import type { Draft } from "./types.js";

/** Availabilities under which the product can be ordered now. */
const BUYABLE = ["in_stock", "limited"];

/**
 * In stock when any variant can be bought: a sold-out first size does not make the product
 * sold out. The variant that can be bought lends its cell (value and excerpt).
 */
export function wholeAvailability(d: Draft): void {
  const vs = d.variants ?? [];
  if (vs.length < 2 || BUYABLE.includes(d.fields.availability?.value ?? "")) return;
  const buyable = vs.find((v) => BUYABLE.includes(v.fields.availability?.value ?? ""));
  if (buyable?.fields.availability) d.fields.availability = buyable.fields.availability;
}

/**
 * The product's own code when its SKU was only a variant's: the longest prefix shared by every
 * variant SKU that the product's address also names as a whole token (`…-vei22g013-k11.html`
 * for sizes `VEI22G013-K110029000`, `VEI22G013-K110030000`). Shops print that code; a size's
 * code is not the product's. Without such evidence the variant's SKU stays.
 */
export function groupSku(d: Draft, urls: (string | undefined)[]): void {
  const skus = [...new Set((d.variants ?? []).map((v) => v.fields.sku?.value).filter((s): s is string => !!s))];
  if (skus.length < 2 || !d.fields.sku || !skus.includes(d.fields.sku.value)) return;
  let prefix = skus[0];
  for (const s of skus) while (!s.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const addresses = urls.filter((u): u is string => !!u).map((u) => safeDecode(u).toLowerCase());
  for (let n = prefix.length; n >= 5; n--) {
    const code = prefix.slice(0, n);
    if (!/[a-z0-9]$/i.test(code) || !/\d/.test(code)) continue;
    const token = new RegExp(`(^|[^a-z0-9])${escapeRegExp(code.toLowerCase())}($|[^a-z0-9])`);
    if (addresses.some((a) => token.test(a))) {
      d.fields.sku = { value: code, excerpt: d.fields.sku.excerpt };
      return;
    }
  }
}

function safeDecode(u: string): string {
  try {
    return decodeURIComponent(u);
  } catch {
    return u;
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
