import { describe, expect, it } from "vitest";
import { normalizeAvailability } from "../core/extract/html/availability.js";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * The rules the shop-system pages (extract-product-shop-systems.test.ts) needed, one small
 * made-up page each, as in extract-product-rules.test.ts.
 */
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Linen shirt</title></head><body><main><h1>Linen shirt</h1>${body}</main></body></html>`;
const first = (lang: string, body: string) => extractProducts(page(lang, body), "https://shop.example/linen-shirt")[0];

describe("stock: the values platforms write in markup and state", () => {
  it("reads a status whose words are joined by underscores as the words", () => {
    const read = (values: string[]) => values.map((v) => normalizeAvailability(v));
    expect(read(["NOT_AVAILABLE", "not_available", "OUT_OF_STOCK_ONLINE", "no_stock", "nostock"])).toEqual(Array(5).fill("out_of_stock"));
    expect(read(["LOW_STOCK", "low_stock"])).toEqual(["limited", "limited"]);
    expect(read(["on_backorder", "onbackorder", "coming_soon", "IN_STOCK_ONLY_ONLINE"])).toEqual(["backorder", "backorder", "preorder", "in_stock"]);
  });

  it("reads no status from a bare flag or a word that says nothing of stock", () => {
    for (const v of ["1", "0", "true", "yes", "ORDERABLE", "stock", "standard_shipping"]) expect(normalizeAvailability(v), v).toBeUndefined();
  });
});
