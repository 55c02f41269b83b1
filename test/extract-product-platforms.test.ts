import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * Whole made-up product pages as the platforms and theme families most shops run on print them
 * (their markup, labels and language), each in stock and sold out, on sale and not: the set of
 * real pages covers a few dozen shops, and the engine is judged on shops it has never seen.
 * Each page carries only what such a theme prints; where a theme prints no markup, the visible
 * page is all there is.
 */
const page = (lang: string, head: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body><header class="site-header"><nav><a href="/">Home</a><a href="/cart">Cart (0)</a></nav></header><main>${body}</main><footer>© Shop</footer></body></html>`;
const read = (html: string, url: string) => {
  const p = extractProducts(html, url)[0];
  return p && { price: p.price, sku: p.sku, availability: p.availability };
};
const cases = [
  { sale: false, soldOut: false },
  { sale: true, soldOut: false },
  { sale: false, soldOut: true },
  { sale: true, soldOut: true },
];
const stock = (soldOut: boolean) => (soldOut ? "out_of_stock" : "in_stock");

describe("a theme that prints every state and shows one by class", () => {
  // Every badge and both prices are printed; the box's modifier (`price--on-sale`,
  // `price--sold-out`) says which shows. The size labels carry a "sold out" text for each size.
  const shop = ({ sale, soldOut }: (typeof cases)[number]) =>
    page(
      "en",
      `<title>Linen Shirt – Acme Goods</title><meta property="og:type" content="product"><meta property="og:title" content="Linen Shirt">`,
      `<div class="product grid"><div class="product__media-wrapper"><img src="/shirt.jpg" alt="Linen Shirt"></div>
<section class="product__info-container"><p class="product__text caption">Acme Goods</p><div class="product__title"><h1>Linen Shirt</h1></div>
<p class="product__sku" id="Sku-main" role="status"><span class="visually-hidden">SKU:</span>LS-2041-M</p>
<div id="price-main" role="status"><div class="price price--large${sale ? " price--on-sale" : ""}${soldOut ? " price--sold-out" : ""} price--show-badge"><div class="price__container">
<div class="price__regular"><span class="visually-hidden">Regular price</span><span class="price-item price-item--regular">$30.00 USD</span></div>
<div class="price__sale"><span class="visually-hidden">Regular price</span><span><s class="price-item price-item--regular">$30.00 USD</s></span><span class="visually-hidden">Sale price</span><span class="price-item price-item--sale price-item--last">$${sale ? "25.00" : "30.00"} USD</span></div>
<small class="unit-price caption hidden"><span class="visually-hidden">Unit price</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span><span class="visually-hidden">&nbsp;per&nbsp;</span><span></span></span></small></div>
<span class="badge price__badge-sale">Sale</span><span class="badge price__badge-sold-out">Sold out</span></div>
<div class="product__tax caption rte">Tax included. <a href="/policies/shipping-policy">Shipping</a> calculated at checkout.</div></div>
<variant-radios data-url="/products/linen-shirt"><fieldset class="product-form__input"><legend class="form__label">Size</legend>
<input type="radio" id="size-s" name="Size" value="S"${soldOut ? ' class="disabled"' : ""}><label for="size-s">S<span class="visually-hidden label-unavailable">Variant sold out or unavailable</span></label>
<input type="radio" id="size-m" name="Size" value="M" checked${soldOut ? ' class="disabled"' : ""}><label for="size-m">M<span class="visually-hidden label-unavailable">Variant sold out or unavailable</span></label></fieldset></variant-radios>
<div class="product-form__quantity"><label class="form__label" for="Quantity-main">Quantity</label><quantity-input class="quantity"><button class="quantity__button" name="minus" type="button"><span class="visually-hidden">Decrease quantity for Linen Shirt</span>-</button><input class="quantity__input" type="number" name="quantity" id="Quantity-main" min="1" value="1"><button class="quantity__button" name="plus" type="button">+</button></quantity-input></div>
<product-form class="product-form"><form method="post" action="/cart/add" class="form" data-type="add-to-cart-form"><input type="hidden" name="id" value="4012">
<div class="product-form__buttons"><button id="ProductSubmitButton-main" type="submit" name="add" class="product-form__submit button button--full-width"${soldOut ? " disabled" : ""}><span>${soldOut ? "Sold out" : "Add to cart"}</span></button>
${soldOut ? "" : '<div class="shopify-payment-button"><button class="shopify-payment-button__button">Buy it now</button></div>'}</div></form></product-form>
<div class="product__description rte"><p>A relaxed shirt in washed linen, cut for warm days and cool evenings.</p></div></section></div>
<section class="related-products"><h2>You may also like</h2><ul><li class="card"><h3><a href="/products/linen-trousers">Linen Trousers</a></h3><div class="price"><span class="price-item price-item--regular">$45.00 USD</span></div></li></ul></section>`,
    );

  it.each(cases)("reads price, SKU and stock (sale $sale, sold out $soldOut)", (c) => {
    expect(read(shop(c), "https://acme.example/products/linen-shirt?variant=4012")).toEqual({
      price: c.sale ? 25 : 30,
      sku: "LS-2041-M",
      availability: stock(c.soldOut),
    });
  });
});
