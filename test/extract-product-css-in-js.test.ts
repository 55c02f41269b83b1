import { describe, expect, it } from "vitest";
import { withoutClasses } from "../bench/product-pages-score.js";
import { cases, page, platform, read, stock, type Variant, type Want } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages of shops whose class names say nothing: CSS-in-JS themes (hashed
 * classes), utility-class themes, and big fashion and retail brands' app pages. What says what an
 * element is: tags (`<s>`, `<del>`), labels for screen readers, `aria-*`, `data-testid` and the
 * like. Each is read as printed (and laid out another way), and again with every class and id
 * replaced by a meaningless token (`withoutClasses`), which must answer the same.
 */
const hashed = (name: string, url: string, build: (v: Variant) => string, want: (v: Variant) => Want) => {
  platform(name, url, build, want);
  describe(`${name}, every class and id a meaningless token`, () => {
    it.each(cases)("reads the same (sale $sale, sold out $soldOut)", (v) => {
      expect(read(withoutClasses(build(v)), url)).toEqual(want(v));
    });
  });
};

hashed(
  "a fashion brand's app page: hashed classes, a visually-hidden 'Original price' on the struck price, sizes as radio buttons labelled 'Out of stock'",
  "https://brand.example/us/linen-shirt/LS2041.html",
  ({ sale, soldOut }) =>
    page(
      "en",
      "<title>Linen Shirt | Brand</title>",
      `<div class="css-1q2w3e"><div class="css-7u8i9o"><img src="/ls.jpg" alt="Linen Shirt"></div><div class="css-4r5t6y">
<h1 class="css-9f8e7d" data-testid="product-title">Linen Shirt</h1>
<div class="css-0p9o8i" data-testid="product-price">${
        sale
          ? `<span class="css-vh1">Original price</span><s class="css-k2j3h4">$30.00</s><span class="css-vh1">Sale price</span><span class="css-m5n6b7">$25.00</span><span class="css-z1x2c3">17% off</span>`
          : `<span class="css-m5n6b7">$30.00</span>`
      }</div>
<p class="css-q1w2e3">Style # LS2041</p>
<fieldset class="css-f1"><legend class="css-l1">Size</legend><div class="css-r1" role="radiogroup">${["S", "M", "L"]
        .map(
          (s) =>
            `<button type="button" role="radio" aria-checked="false" class="css-s1" aria-label="${s}${soldOut || s === "L" ? " - Out of stock" : ""}"${soldOut || s === "L" ? ' aria-disabled="true"' : ""}>${s}</button>`,
        )
        .join("")}</div></fieldset>
<button type="submit" class="css-b1"${soldOut ? ' disabled aria-disabled="true"' : ""}>${soldOut ? "Out of stock" : "Add to bag"}</button>
<div class="css-d1"><h2 class="css-h2">Details</h2><p>Washed linen. Machine wash cold.</p></div></div></div>
<section class="css-y7"><h2 class="css-h2">You may also like</h2><a href="/us/linen-trousers/LT2042.html"><p>Linen Trousers</p><p>$45.00</p></a></section>`,
    ),
  ({ sale, soldOut }) => ({ price: sale ? 25 : 30, sku: "LS2041", availability: stock(soldOut) }),
);

hashed(
  "a utility-class theme in German: the former price struck only by `line-through`, a percentage badge, 'Ausverkauft' on the greyed-out button",
  "https://laden.example/products/leinenhemd",
  ({ sale, soldOut }) =>
    page(
      "de",
      "<title>Leinenhemd – Laden</title>",
      `<div class="mx-auto max-w-7xl px-4"><div class="grid grid-cols-1 gap-8 md:grid-cols-2"><img class="w-full rounded" src="/hemd.jpg" alt="Leinenhemd">
<div class="flex flex-col gap-4"><h1 class="text-3xl font-bold tracking-tight text-gray-900">Leinenhemd</h1>
<div class="flex items-baseline gap-3">${
        sale
          ? `<span class="text-2xl font-bold text-red-600">19,99 €</span><span class="text-lg text-gray-500 line-through">24,99 €</span><span class="rounded bg-red-600 px-2 text-sm text-white">-20%</span>`
          : `<span class="text-2xl font-bold text-gray-900">24,99 €</span>`
      }</div>
<p class="text-sm text-gray-500">inkl. MwSt., zzgl. Versand</p>
<p class="text-sm text-gray-700">Artikelnummer: TW-2041</p>
<div class="flex gap-2"><span class="text-sm font-medium">Größe</span>${["S", "M"].map((s) => `<button type="button" data-size="${s}" class="rounded border px-3 py-1${soldOut ? " cursor-not-allowed opacity-50" : ""}"${soldOut ? " disabled" : ""}>${s}</button>`).join("")}</div>
<button type="button" class="mt-4 w-full rounded bg-black py-3 text-white${soldOut ? " cursor-not-allowed opacity-50" : " hover:bg-gray-800"}"${soldOut ? " disabled" : ""}>${soldOut ? "Ausverkauft" : "In den Warenkorb"}</button>
<p class="hidden md:block text-xs text-gray-400">Kostenloser Versand ab 50 €</p></div></div></div>`,
    ),
  ({ sale, soldOut }) => ({ price: sale ? 19.99 : 24.99, sku: "TW-2041", availability: stock(soldOut) }),
);

hashed(
  "a retail brand's app page in French: the price split into integer, decimals and currency spans, 'Prix barré' for screen readers, aria-hidden duplicates",
  "https://enseigne.example/p/chemise-en-lin-CL2041",
  ({ sale, soldOut }) => {
    const amount = (whole: string, label: string) =>
      `<span role="text" data-testid="price-${label ? "strike" : "current"}">${label ? `<span class="sr-only">${label}</span>` : ""}<span aria-hidden="true"><span class="_1aB2c">${whole}</span><span class="_3dE4f">,99</span><span class="_5gH6i">€</span></span><span class="sr-only">${whole},99 €</span></span>`;
    return page(
      "fr",
      "<title>Chemise en lin - Enseigne</title>",
      `<div id="__next"><div class="_9zY8x"><nav aria-label="Fil d'Ariane"><a href="/">Accueil</a> / <a href="/c/chemises">Chemises</a></nav>
<h1 class="_7wV6u" data-testid="product-title">Chemise en lin</h1>
<div class="_5tS4r">${sale ? `${amount("24", "Prix barré :")}${amount("19", "")}<span class="_3qP2o">-20 %</span>` : amount("24", "")}</div>
<p class="_1nM0l">Réf. : CL2041</p>
<div class="_8kJ7h" data-testid="stock-status">${soldOut ? "Rupture de stock" : "En stock"}</div>
<button class="_6iH5g" data-testid="add-to-cart"${soldOut ? " disabled" : ""}>${soldOut ? "Me prévenir" : "Ajouter au panier"}</button></div></div>`,
    );
  },
  ({ sale, soldOut }) => ({ price: sale ? 19.99 : 24.99, sku: "CL2041", availability: stock(soldOut) }),
);

hashed(
  "a Spanish fashion brand's app page: the price on sale first, the former one after it without a strike, 'Agotado' on each size",
  "https://moda.example/es/camisa-lino-p02041.html",
  ({ sale, soldOut }) =>
    page(
      "es",
      "<title>Camisa de lino - Moda</title>",
      `<main class="sc-bdVaJa"><div class="sc-bwzfXH"><h1 class="sc-htpNat" data-qa-anchor="productName">Camisa de lino</h1>
<div class="sc-bxivhb" data-qa="product-price">${
        sale
          ? `<span class="sc-ifAKCX" data-qa="price-current">25,95 EUR</span><span class="sc-EHOje" data-qa="price-old">35,95 EUR</span><span class="sc-bZQynM">-28%</span>`
          : `<span class="sc-ifAKCX" data-qa="price-current">35,95 EUR</span>`
      }</div>
<p class="sc-gzVnrw">Ref. 0204/120/250</p>
<ul class="sc-htoDjs" aria-label="Tallas">${["S", "M", "L"].map((s) => `<li class="sc-dnqmqq"><button class="sc-iwsKbI" data-qa-action="size-in-stock"${soldOut ? ' aria-disabled="true"' : ""}>${s}${soldOut ? " <span>Agotado</span>" : ""}</button></li>`).join("")}</ul>
<button class="sc-gZMcBi" data-qa-action="add-to-cart"${soldOut ? " disabled" : ""}>${soldOut ? "Agotado" : "Añadir"}</button></div></main>`,
    ),
  ({ sale, soldOut }) => ({ price: sale ? 25.95 : 35.95, sku: "0204/120/250", availability: stock(soldOut) }),
);

hashed(
  "a sportswear brand's app page in Italian: the former price named in `data-testid` before the price, sizes as radio inputs, 'Esaurito'",
  "https://sport.example/it/t/scarpa-corsa/SC2041-100",
  ({ sale, soldOut }) =>
    page(
      "it",
      "<title>Scarpa da corsa. Sport IT</title>",
      `<div class="css-1n2m3b"><h1 id="pdp_product_title" class="headline-2 css-16cqcdq" data-testid="product_title">Scarpa da corsa</h1>
<div class="css-b5n6m7" data-testid="product-price-block">${sale ? `<div class="css-0a1s2d" data-testid="initialPrice-container"><span class="visually-hidden">Prezzo originale:</span>129,99 €</div>` : ""}<div class="css-3f4g5h" data-testid="currentPrice-container">${sale ? "103,99" : "129,99"} €</div>${sale ? `<span class="css-6j7k8l" data-testid="OfferPercentage">20% di sconto</span>` : ""}</div>
<ul class="css-u1"><li>Colore mostrato: Bianco/Nero</li><li>Modello: SC2041-100</li></ul>
<fieldset class="css-f2"><legend>Seleziona la taglia</legend><div class="css-g3">${["42", "43"].map((s) => `<input type="radio" id="t${s}" name="skuAndSize" value="${s}"${soldOut ? " disabled" : ""}><label for="t${s}" class="css-l4">EU ${s}${soldOut ? " - Esaurito" : ""}</label>`).join("")}</div></fieldset>
${soldOut ? `<p class="css-p5" data-testid="out-of-stock-message">Esaurito: questo articolo non è al momento disponibile</p>` : `<button type="button" class="css-b6" data-testid="add-to-cart-button">Aggiungi al carrello</button>`}</div>`,
    ),
  // "Modello" names the maker's model, not a SKU of the shop's: no SKU.
  ({ sale, soldOut }) => ({ price: sale ? 103.99 : 129.99, sku: undefined, availability: stock(soldOut) }),
);
