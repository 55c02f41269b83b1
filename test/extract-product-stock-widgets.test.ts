import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * What shops print around the buy box that says nothing of the product's stock online (delivery
 * estimates, a store's shelf, hidden templates, low-stock badges) and what is no SKU (codes of
 * other things): the engine is judged on shops it has never seen, whose pages carry such
 * furniture. One small made-up page per rule, as in extract-product-stock.test.ts.
 */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Canvas tote</title></head><body><main>${body}</main></body></html>`;
const url = "https://shop.example/canvas-tote";
const product = (box: string, sku = "<p>SKU: CT-100</p>") =>
  extractProducts(page(`<h1>Canvas tote</h1><p class="price">€ 25,00</p>${sku}${box}`), url)[0];
const stock = (box: string) => product(box)?.availability;

describe("availability: widgets beside the buy box", () => {
  it("reads stock beside a delivery estimate ('Order within 3 hrs for delivery tomorrow')", () => {
    expect(stock(`<div><div>Order within <b>3 hrs</b> for delivery <b>tomorrow</b></div><p>Out of stock</p></div>`)).toBe("out_of_stock");
    // One way of getting it still speaks of that way only.
    expect(stock(`<div><div>Home delivery</div><p>Not available</p></div>`)).toBeUndefined();
  });

  it("takes no stock from a store's shelf ('Not available in this store', 'Im Markt nicht vorrätig')", () => {
    for (const t of [
      "Not available in this store",
      "Out of stock at your selected store",
      "Im Markt nicht vorrätig",
      "In keiner Filiale verfügbar",
      "Indisponible en magasin",
      "No disponible en tienda",
      "Non disponibile in negozio",
      "Niet op voorraad in de winkel",
    ])
      expect(stock(`<p>${t}</p><button>Add to cart</button>`), t).toBe("in_stock");
    // Said of the shop online, beside a link to the stores: still out of stock.
    expect(stock(`<p>Out of stock online</p><a href="/stores">Find in store</a>`)).toBe("out_of_stock");
  });

  it("reads a buy button without the part the theme hides ('Add to cart' beside a hidden 'Sold out')", () => {
    for (const hide of [`style="display:none"`, "hidden", `class="hidden"`])
      expect(stock(`<button class="btn"><span>Add to cart</span><span ${hide}>Sold out</span></button>`), hide).toBe("in_stock");
    expect(stock(`<button class="btn" disabled><span hidden>Add to cart</span><span>Sold out</span></button>`)).toBe("out_of_stock");
  });
});

describe("availability: a back-in-stock form printed for a script to open", () => {
  it("takes no stock from a dialog that is not open", () => {
    const form = `<p>Out of stock</p><p>Leave your email and we will let you know.</p><input type="email"><button>Notify me</button>`;
    for (const dialog of [
      `<div role="dialog" aria-hidden="true">${form}</div>`,
      `<div class="modal fade" tabindex="-1" aria-hidden="true">${form}</div>`,
      `<dialog>${form}</dialog>`,
    ])
      expect(stock(`${dialog}<button>Add to cart</button>`), dialog).toBe("in_stock");
    expect(stock(`<div>${form}</div>`)).toBe("out_of_stock");
    // A carousel's slide not in view says aria-hidden too, and is still the page's.
    expect(stock(`<div class="slide" tabindex="-1" aria-hidden="true">${form}</div>`)).toBe("out_of_stock");
  });
});

describe("availability: a chat or helpline beside the buy box", () => {
  it("takes no stock from a chat or a helpline said to be unavailable ('Chat: currently unavailable')", () => {
    for (const t of ["Chat: currently unavailable", "Live chat not available", "Customer service unavailable"])
      expect(stock(`<p>${t}</p><button>Add to cart</button>`), t).toBe("in_stock");
    expect(stock(`<p>Out of stock</p><p>Customer service available 9-5</p>`)).toBe("out_of_stock");
  });
});

describe("availability: lines that speak of something else", () => {
  it("takes no stock from a way to pay or a sample said to be unavailable ('Pay later not available', 'Kauf auf Rechnung nicht verfügbar')", () => {
    for (const t of [
      "Pay later not available for this product",
      "Kauf auf Rechnung nicht verfügbar",
      "Paiement en 3x indisponible",
      "Free sample not available",
    ])
      expect(stock(`<p>${t}</p><button>Add to cart</button>`), t).toBe("in_stock");
  });

  it("takes no stock from reviews, questions or a description said to be none ('No reviews available')", () => {
    for (const t of ["No reviews available", "Keine Bewertungen verfügbar", "No questions available", "No description available."])
      expect(stock(`<div><span>${t}</span></div><button>Add to cart</button>`), t).toBe("in_stock");
  });

  it("reads an offer to write when one size is back as said of that size ('Size sold out? Notify me')", () => {
    for (const line of [
      `<p>Can't find your size? <button type="button" class="link">Get notified when it's back in stock</button></p>`,
      `<p>Größe ausverkauft? <a href="#">Benachrichtigen, wenn wieder verfügbar</a></p>`,
      `<p>¿No encuentras tu talla? <a href="#">Avísame cuando esté disponible</a></p>`,
      `<p>Size sold out? Notify me when it is back</p>`,
    ])
      expect(stock(`${line}<button>Add to cart</button>`), line).toBe("in_stock");
    // The product's own stock beside such a line still speaks.
    expect(stock(`<div><p>Sold out</p><p>Can't find your size?</p></div>`)).toBe("out_of_stock");
  });
});

describe("SKU: codes that are not the product's", () => {
  const sku = (box: string) => product(box, "")?.sku;
  it("takes no SKU from a template's copy or a variant's code the page hides", () => {
    expect(sku(`<template><p>SKU: VX-100-RED</p></template>`)).toBeUndefined();
    expect(sku(`<p style="display:none">SKU: VX-100-GRN</p>`)).toBeUndefined();
    expect(sku(`<p class="variant-sku hidden">VX-100-GRN</p>`)).toBeUndefined();
    expect(sku(`<p class="variant-sku hidden">VX-100-GRN</p><p>SKU: CT-100</p>`)).toBe("CT-100");
    expect(sku(`<p class="variant-sku">VX-100-GRN</p>`)).toBe("VX-100-GRN");
  });

  it("takes no SKU from a row of other products' cards that each print their own code, named nothing", () => {
    const strip = `<div><p>Also in this collection</p><div><a href="/p/x">Table lamp</a><p>Réf. : 884213</p></div><div><a href="/p/y">Floor lamp</a><p>Réf. : 884220</p></div></div>`;
    expect(sku(`<button>Add to cart</button>${strip}`)).toBeUndefined();
    expect(sku(`<p>Réf. : 553100</p><button>Add to cart</button>${strip}`)).toBe("553100");
    // A card links to its product: boxes side by side that do not are no row of cards.
    expect(sku(`<div><div><p>Réf. : 553100</p></div><div><p>Réf. : 553101</p></div></div><button>Add to cart</button>`)).toBe("553100");
  });
});

describe("availability: stock said beside words these rules read past", () => {
  it("stays out of stock beside a service, a question or the store ('Free returns · Currently unavailable')", () => {
    expect(stock(`<p>Free returns · Currently unavailable</p>`)).toBe("out_of_stock");
    expect(stock(`<p>Sold out. Questions? Contact us</p>`)).toBe("out_of_stock");
    expect(stock(`<p>Out of stock online, available in store</p>`)).toBe("out_of_stock");
    expect(stock(`<p>Produkt niedostępny w sklepie</p>`)).toBe("out_of_stock");
  });
});
