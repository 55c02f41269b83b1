import { describe, expect, it } from "vitest";
import { relayouts } from "../../bench/product-pages-score.js";
import { extractProducts } from "../../core/extract/html/index.js";

/**
 * Whole made-up product pages, each read in stock and sold out, on sale and not: the shared
 * frame of the platform and marketplace page tests.
 */
export const page = (lang: string, head: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body><header class="site-header"><nav><a href="/">Home</a><a href="/cart">Cart (0)</a></nav></header><main>${body}</main><footer>© Shop</footer></body></html>`;

export const read = (html: string, url: string) => {
  const p = extractProducts(html, url)[0];
  return p && { price: p.price, sku: p.sku, availability: p.availability };
};

export type Variant = { sale: boolean; soldOut: boolean };
export const cases: Variant[] = [
  { sale: false, soldOut: false },
  { sale: true, soldOut: false },
  { sale: false, soldOut: true },
  { sale: true, soldOut: true },
];
export const stock = (soldOut: boolean) => (soldOut ? "out_of_stock" : "in_stock");
export type Want = { price?: number; sku?: string; availability?: string };

/**
 * One page per case (in stock or sold out, on sale or not), each read right, and read the same
 * laid out another way (every third box wrapped in one more, minified).
 */
export const platform = (name: string, url: string, build: (v: Variant) => string, want: (v: Variant) => Want) =>
  describe(name, () => {
    it.each(cases)("reads price, SKU and stock (sale $sale, sold out $soldOut)", (v) => {
      expect(read(build(v), url)).toEqual(want(v));
      for (const [layout, relayout] of Object.entries(relayouts)) expect(read(relayout(build(v)), url), layout).toEqual(want(v));
    });
  });
