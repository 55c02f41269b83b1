import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * Shop patterns the real-page set lacks (platform themes, legacy markup, script state, stock and
 * price phrases in more languages), since the engine is judged on shops it has never seen: one
 * small made-up page per rule, as in extract-product-rules.test.ts.
 */
const ld = (node: unknown) => `<script type="application/ld+json">${JSON.stringify(node)}</script>`;
const page = (head: string, body = "") => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const first = (html: string, url: string) => extractProducts(html, url)[0];

describe("variants and pages in JSON-LD", () => {
  const variant = (sku: string, a: string) => ({
    "@type": "Product",
    name: "Kettle",
    sku,
    url: `https://shop.example/kettle?sku=${sku}`,
    offers: { "@type": "Offer", price: "25.00", priceCurrency: "EUR", availability: `https://schema.org/${a}` },
  });
  const group = {
    "@context": "https://schema.org",
    "@type": "ProductGroup",
    name: "Kettle",
    productGroupID: "KT-100",
    hasVariant: [variant("KT-100-R", "OutOfStock"), variant("KT-100-B", "InStock")],
  };

  it("gives a product group's own code when the address selects no variant, the variant's when it does", () => {
    const html = page(ld(group), "<h1>Kettle</h1>");
    expect(first(html, "https://shop.example/kettle")).toMatchObject({ sku: "KT-100", availability: "in_stock" });
    expect(first(html, "https://shop.example/kettle?sku=KT-100-R")).toMatchObject({ sku: "KT-100-R", availability: "out_of_stock" });
  });

  it("reads the product a web page is about, and not the product a review is about", () => {
    const product = variant("KT-100-B", "InStock");
    expect(
      first(
        page(ld({ "@context": "https://schema.org", "@type": "ItemPage", about: product }), "<h1>Kettle</h1>"),
        "https://shop.example/kettle",
      )?.sku,
    ).toBe("KT-100-B");
    const review = { "@context": "https://schema.org", "@type": "Review", about: product, reviewBody: "Boils fast." };
    expect(extractProducts(page(ld(review), "<h1>Kettle review</h1><p>Boils fast.</p>"), "https://blog.example/kettle-review")).toEqual([]);
  });
});

describe("legacy microdata", () => {
  it("reads the offer of data-vocabulary.org markup (offerDetails, currency, availability)", () => {
    const body = `<div itemscope itemtype="http://data-vocabulary.org/Product"><h1 itemprop="name">Kettle</h1><span itemprop="identifier" content="sku:KT-1"></span><div itemprop="offerDetails" itemscope itemtype="http://data-vocabulary.org/Offer"><meta itemprop="currency" content="EUR"><span itemprop="price">25,00</span><span itemprop="availability" content="out_of_stock">Out</span></div></div>`;
    expect(first(page("<title>Kettle</title>", body), "https://shop.example/kettle")).toMatchObject({
      price: 25,
      currency: "EUR",
      sku: "KT-1",
      availability: "out_of_stock",
    });
  });
});

describe("availability: out of stock said many ways", () => {
  const shop = (box: string) =>
    page("<title>Canvas tote</title>", `<main><h1>Canvas tote</h1><p class="price">€ 25,00</p><p>SKU: CT-100</p>${box}</main>`);
  const url = "https://shop.example/canvas-tote";
  const stock = (box: string) => first(shop(box), url)?.availability;

  it("reads a negation before an in-stock word as out of stock, in several languages", () => {
    for (const t of ["Not in stock", "Pas en stock", "Produit non disponible", "Ya no está disponible", "Not currently available"])
      expect(stock(`<p>${t}</p>`), t).toBe("out_of_stock");
    expect(stock("<p>Available now</p>")).toBe("in_stock");
    expect(stock("<p>Disponible</p>")).toBe("in_stock");
  });

  it("reads an offer to write when the product is back as out of stock", () => {
    for (const t of [
      "Notify me when available",
      "Benachrichtigen, wenn verfügbar",
      "Avísame cuando esté disponible",
      "M'alerter de la disponibilité",
      "Email me when it's back in stock",
    ])
      expect(stock(`<form class="alert"><p>${t}</p><input type="email" name="email"><button>OK</button></form>`), t).toBe("out_of_stock");
    // Shops offer to write when the price drops too, to products in stock.
    expect(stock(`<p>Notify me of price drops</p><button>Add to cart</button>`)).toBe("in_stock");
  });

  it("takes no stock from words about the choices ('Available in 3 colours'), but from 'not available in'", () => {
    expect(stock(`<p>Available in 3 colours</p><button class="btn" disabled>Add to cart</button>`)).toBe("out_of_stock");
    expect(stock(`<p>Disponible en noir et blanc</p><button class="btn" disabled>Ajouter au panier</button>`)).toBe("out_of_stock");
    expect(stock(`<p>Sizes available: S, M, L</p><button class="btn" disabled>Add to cart</button>`)).toBe("out_of_stock");
    expect(stock(`<p>Available in stock</p>`)).toBe("in_stock");
    expect(stock(`<p>Disponível em estoque</p>`)).toBe("in_stock");
    expect(stock(`<p>Verfügbar in 2-3 Tagen</p>`)).toBe("in_stock");
    expect(stock(`<p>Not available in your country</p><button class="btn">Add to cart</button>`)).toBe("out_of_stock");
    // This size is gone, another can be had: the product as a whole is in stock.
    for (const t of [
      "Product available with different options",
      "Produit disponible avec d'autres options",
      "Produkt mit anderen Optionen verfügbar",
    ])
      expect(stock(`<span id="product-availability">${t}</span><button class="btn" disabled>Add to cart</button>`), t).toBe("in_stock");
  });

  it("takes no stock from a service said to be available ('Free delivery available', 'Livraison gratuite disponible')", () => {
    for (const t of [
      "Free delivery available",
      "Click &amp; collect available",
      "Financing available",
      "Gift wrapping available",
      "Livraison gratuite disponible",
      "Versand kostenlos verfügbar",
    ])
      expect(stock(`<p>${t}</p><button class="btn" disabled>Add to cart</button>`), t).toBe("out_of_stock");
    expect(stock(`<p>Free delivery available</p><p>Sold out</p>`)).toBe("out_of_stock");
    expect(stock(`<p>Free delivery available – in stock</p>`)).toBe("in_stock");
  });

  it("reads a notice that opens with the stock in its first sentence", () => {
    expect(stock(`<p>Temporarily out of stock. We are working hard to have it back as soon as possible.</p>`)).toBe("out_of_stock");
    expect(stock(`<p>This item is currently out of stock. Sign up below to hear when it is back.</p>`)).toBe("out_of_stock");
    // A policy that only mentions stock says nothing.
    expect(stock(`<p>Should an item you ordered turn out to be out of stock, we refund you in full within 3 days.</p>`)).toBeUndefined();
  });

  it("reads a stock label's count: more than none in stock, none out of stock", () => {
    for (const [line, want] of [
      ["<p>Stock: 15</p>", "in_stock"],
      ["<p>Stock: 0</p>", "out_of_stock"],
      ["<table><tr><th>Stock</th><td>12</td></tr></table>", "in_stock"],
      ["<p>Lagerbestand: 0</p>", "out_of_stock"],
      ["<p>Stan magazynowy: 7 szt.</p>", "in_stock"],
      ["<p>Voorraad: 4</p>", "in_stock"],
      ["<p>Quantity available: 0</p>", "out_of_stock"],
      ["<p>在庫数：0</p>", "out_of_stock"],
      ["<p>Stock: 10+</p>", "in_stock"],
    ])
      expect(stock(line), line).toBe(want);
  });

  it("reads zero in stock and Portuguese, Spanish and Swedish phrases without stock", () => {
    expect(stock(`<p class="stock">0 in stock</p>`)).toBe("out_of_stock");
    expect(stock(`<p class="stock">10 in stock</p>`)).toBe("in_stock");
    expect(stock(`<li>0 Units in Stock</li>`)).toBe("out_of_stock");
    expect(stock(`<li>12 Units in Stock</li>`)).toBe("in_stock");
    expect(stock(`<p>0 szt. na stanie</p>`)).toBe("out_of_stock");
    for (const t of ["Sem estoque", "Fora de estoque", "No hay stock", "Ej i lager"]) expect(stock(`<p>${t}</p>`), t).toBe("out_of_stock");
  });

  it("reads a div or span styled as a button, as script-driven themes print them", () => {
    expect(stock(`<div class="btn btn-primary">Ajouter au panier</div>`)).toBe("in_stock");
    expect(stock(`<span class="button is-disabled">Add to cart</span>`)).toBe("out_of_stock");
    expect(stock(`<div class="note">Add to cart</div>`)).toBeUndefined();
  });

  it("reads a buy button greyed out by its class as out of stock", () => {
    expect(stock(`<button class="btn add-to-cart disabled">Add to cart</button>`)).toBe("out_of_stock");
    expect(stock(`<button class="btn btn--disabled">Add to cart</button>`)).toBe("out_of_stock");
    expect(stock(`<button class="btn add-to-cart">Add to cart</button>`)).toBe("in_stock");
  });
});

describe("price: one text holding several amounts", () => {
  const shop = (prices: string) =>
    page("<title>Olive oil</title>", `<main><h1>Olive oil</h1>${prices}<p>SKU: OL-750</p><button>Add to cart</button></main>`);
  const url = "https://shop.example/olive-oil";
  const price = (prices: string) => first(shop(prices), url)?.price;

  it("takes the one amount not labelled as a former price or a saving", () => {
    expect(price(`<p class="price">Was $30.00 Now $25.00</p>`)).toBe(25);
    expect(price(`<p class="price">£15.00 RRP £20.00</p>`)).toBe(15);
    expect(price(`<p class="price">$25.00 You save $5.00</p>`)).toBe(25);
  });

  it("takes the one amount that is not per unit or an instalment", () => {
    expect(price(`<div class="price">8,99 € <small>(11,99 € / 1 l)</small></div>`)).toBe(8.99);
    expect(price(`<div class="price">8,99 € <small>1 l = 11,99 €</small></div>`)).toBe(8.99);
    expect(price(`<div class="price">R$ 1.999,00 ou 10x de R$ 199,90</div>`)).toBe(1999);
  });

  it("takes the one amount that is not shipping, a deposit or before tax", () => {
    expect(price(`<p class="price">$25.00 <span class="shipping">+ $4.99 shipping</span></p>`)).toBe(25);
    expect(price(`<p class="price">25,00 € <small>zzgl. 4,95 € Versand</small></p>`)).toBe(25);
    expect(price(`<div class="price">$25.00 <span class="deposit">+ $0.10 deposit</span></div>`)).toBe(25);
    expect(price(`<div class="price">£25.00 <span class="vat">(£20.83 ex VAT)</span></div>`)).toBe(25);
    expect(price(`<div class="product-price">1 299 Kč <span class="vat">bez DPH 1 073 Kč</span></div>`)).toBe(1299);
    // Words after each amount: the tax words name the amount before them.
    expect(
      price(
        `<div class="price-box"><span class="price-excl">£20.83 Excl. Tax</span><span class="price-incl">£25.00 Incl. Tax</span></div>`,
      ),
    ).toBe(25);
    expect(price(`<div class="price">£20.83 <span>ex VAT</span></div><div class="price-inc">£25.00 inc VAT</div>`)).toBe(25);
  });

  it("skips a former price as themes name it: non-sale, camel case, in German, Dutch or Italian, struck out or crossed", () => {
    for (const box of [
      `<div class="price"><span class="price--non-sale">$30.00</span> <span class="price--main">$25.00</span></div>`,
      `<div class="price"><span class="oldPrice">$30.00</span><span class="newPrice">$25.00</span></div>`,
      `<div class="price"><span class="regularPrice">$30.00</span><span class="salePrice">$25.00</span></div>`,
      `<div class="preis"><span class="preis-alt">30,00 €</span><span class="preis-neu">25,00 €</span></div>`,
      `<div class="prijs"><span class="prijs-oud">€ 30,00</span><span class="prijs-nieuw">€ 25,00</span></div>`,
      `<div class="prezzo"><span class="prezzo-barrato">30,00 €</span><span class="prezzo-scontato">25,00 €</span></div>`,
      `<div class="pricing"><span class="strikeout">$30.00</span><span class="final">$25.00</span></div>`,
      `<div class="price"><span class="crossed">$30.00</span><span class="actual">$25.00</span></div>`,
      `<div class="price"><span class="money compare-at">$30.00</span><span class="money">$25.00</span></div>`,
    ])
      expect(price(box), box).toBe(25);
    // A lone price so named is still the price.
    expect(price(`<div class="price"><span class="oldPrice">$30.00</span></div>`)).toBe(30);
  });

  it("skips the lowest price of the last 30 days that EU shops print beside a reduced price, in several languages", () => {
    for (const [notice, now] of [
      ["Lowest price in the last 30 days: €28.00", "€25.00"],
      ["Niedrigster Preis der letzten 30 Tage: 28,00 €", "25,00 €"],
      ["Prix le plus bas des 30 derniers jours : 28,00 €", "25,00 €"],
      ["Prezzo più basso negli ultimi 30 giorni: 28,00 €", "25,00 €"],
      ["Najniższa cena z 30 dni przed obniżką: 28,00 zł", "25,00 zł"],
      ["Cel mai mic preț din ultimele 30 de zile: 28,00 lei", "25,00 lei"],
    ]) {
      expect(price(`<p>${notice}</p><p>${now}</p>`), notice).toBe(25);
      expect(price(`<div class="price">${now} <small>${notice}</small></div>`), notice).toBe(25);
      // The two in elements side by side: "zł" and "Najniższa" are two words, not "złNajniższa".
      expect(price(`<div class="price"><span class="current">${now}</span><span class="omnibus">${notice}</span></div>`), notice).toBe(25);
    }
    expect(
      price(`<p class="omnibus">Lowest price in the last 30 days: <span class="price">€28.00</span></p><p class="price">€25.00</p>`),
    ).toBe(25);
  });

  it("skips a former price labelled in Turkish, Greek, Nordic, Romanian, Arabic and Korean", () => {
    for (const [box, want] of [
      [`<div class="price">₺999,90 <span>Piyasa fiyatı: ₺1.299,90</span></div>`, 999.9],
      [`<div class="price">39,90 € <span>Αρχική τιμή: 49,90 €</span></div>`, 39.9],
      [`<div class="price">499 kr <span>Ord. pris 699 kr</span></div>`, 499],
      [`<div class="price">kr 599 <span>Veil. pris kr 799</span></div>`, 599],
      [`<div class="price">149,90 lei <span>PRP: 199,90 lei</span></div>`, 149.9],
      [`<div class="price">149 ر.س <span>السعر قبل الخصم 199 ر.س</span></div>`, 149],
      [`<div class="price">₩29,000 <span>정상가 ₩39,000</span></div>`, 29000],
      [`<div class="price">449,00 kr. <span>Før 599,00 kr.</span></div>`, 449],
      [`<p>Før 599,00 €</p><p>449,00 €</p>`, 449],
    ] as const)
      expect(price(box), box).toBe(want);
    // "Før" folds to "for": only the whole label is one ("Pack of 3 for £10" is a price).
    expect(price(`<p class="price">Pack of 3 for £10</p>`)).toBe(10);
  });

  it("takes no price from a text whose amounts are all prices to pay (a range, old and new unlabelled)", () => {
    expect(price(`<p class="price">$25.00 – $30.00</p><p class="product-price">$27.00</p>`)).toBe(27);
    expect(price(`<p class="price">8,99 €/kg</p><p class="product-price">4,49 €</p>`)).toBe(4.49);
  });
});

describe("availability: what shop platforms and second-hand shops mark", () => {
  const url = "https://shop.example/product/canvas-tote/";
  const stock = (html: string) => first(html, url)?.availability;
  const box = (cls: string, extra = "") =>
    page(
      "<title>Canvas tote</title>",
      `<main><div id="product-42" class="${cls}"><div class="summary"><h1 class="product_title">Canvas tote</h1><p class="price">€ 25,00</p><p>SKU: CT-100</p>${extra}</div></div></main>`,
    );

  it("reads the stock class on the box around the product's heading", () => {
    expect(stock(box("product type-product outofstock"))).toBe("out_of_stock");
    expect(stock(box("product product--sold-out"))).toBe("out_of_stock");
    expect(stock(box("product type-product instock"))).toBe("in_stock");
    expect(stock(box("product type-product"))).toBeUndefined();
  });

  it("reads a stock status or flag in a data attribute of the box around the heading", () => {
    const boxed = (attr: string) =>
      page(
        "<title>Canvas tote</title>",
        `<main><div class="product" ${attr}><h1>Canvas tote</h1><p class="price">€ 25,00</p><p>SKU: CT-100</p></div></main>`,
      );
    expect(stock(boxed(`data-availability="OutOfStock"`))).toBe("out_of_stock");
    expect(stock(boxed(`data-stock-status="instock"`))).toBe("in_stock");
    expect(stock(boxed(`data-available="false"`))).toBe("out_of_stock");
    expect(stock(boxed(`data-available="maybe"`))).toBeUndefined();
    expect(stock(boxed(`data-product-available="false"`))).toBe("out_of_stock");
    expect(stock(boxed(`data-status="sold-out"`))).toBe("out_of_stock");
    expect(stock(boxed(`data-status="active"`))).toBeUndefined();
    // A count: none is out of stock.
    expect(stock(boxed(`data-stock="0"`))).toBe("out_of_stock");
    expect(stock(boxed(`data-inventory-quantity="5"`))).toBe("in_stock");
  });

  it("reads a sold-out modifier of any block on the box around the heading", () => {
    for (const cls of ["product product-single--sold-out", "product stock-out", "product not-available", "card card--unavailable"]) {
      const html = page(
        "<title>Canvas tote</title>",
        `<main><div class="${cls}"><h1>Canvas tote</h1><p class="price">€ 25,00</p><p>SKU: CT-100</p></div></main>`,
      );
      expect(stock(html), cls).toBe("out_of_stock");
    }
  });

  it("lets stock text beside the heading speak before the box's class", () => {
    expect(stock(box("product instock", `<p class="stock out-of-stock">Out of stock</p>`))).toBe("out_of_stock");
  });

  it("reads a lone 'Sold' badge as out of stock, in several languages, and not '87 sold'", () => {
    for (const t of ["Sold", "SOLD!", "Verkauft", "Vendido", "This item has been sold"])
      expect(stock(box("product", `<span class="badge">${t}</span>`)), t).toBe("out_of_stock");
    expect(stock(box("product", `<span class="badge">87 sold</span>`))).toBeUndefined();
  });

  it("reads buy buttons in Slovak, Slovenian, Latvian, Estonian, Bulgarian, and notify-me buttons in many languages", () => {
    const page2 = (button: string) =>
      page("<title>Canvas tote</title>", `<main><h1>Canvas tote</h1><p class="price">€ 25,00</p><p>SKU: CT-100</p>${button}</main>`);
    for (const t of ["Do košíka", "V košarico", "Ielikt grozā", "Lisa ostukorvi", "Добави в количката"])
      expect(stock(page2(`<button class="btn">${t}</button>`)), t).toBe("in_stock");
    for (const t of [
      "Báo khi có hàng",
      "Beritahu saya",
      "Értesítést kérek",
      "Ilmoita kun saatavilla",
      "Anunță-mă",
      "Sledovať dostupnosť",
      "Obvesti me",
      "Obavijesti me",
      "Teavita mind",
      "Avise-me",
      "M'aviser",
      "Уведоми ме",
      "עדכנו אותי כשחוזר למלאי",
      "貨到通知",
    ])
      expect(stock(page2(`<button class="btn">${t}</button>`)), t).toBe("out_of_stock");
  });

  it("reads plain buy and order buttons in more languages, and a pre-order button", () => {
    for (const t of ["Buy", "Order now", "Jetzt bestellen", "Köp", "Satın al", "Ajouter", "Купити"])
      expect(stock(box("product", `<button>${t}</button>`)), t).toBe("in_stock");
    expect(stock(box("product", `<button>Pre-order</button>`))).toBe("preorder");
  });
});

describe("the product as the page's scripts hold it", () => {
  const url = "https://shop.example/products/canvas-tote";
  const shop = (script: string, box = "") =>
    page("<title>Canvas tote</title>", `<main><h1>Canvas tote</h1><p class="price">$25.00</p>${box}</main><script>${script}</script>`);

  it("reads the SKU and stock of a platform's product JSON, its prices in cents", () => {
    const json = {
      title: "Canvas tote",
      price: 2500,
      price_min: 2500,
      compare_at_price: null,
      available: false,
      variants: [{ id: 11, sku: "CT-RED", price: 2500, available: false }],
    };
    const p = first(
      page("<title>Canvas tote</title>", `<h1>Canvas tote</h1><script type="application/json">${JSON.stringify(json)}</script>`),
      url,
    );
    expect(p).toMatchObject({ sku: "CT-RED", price: 25, availability: "out_of_stock" });
  });

  it("takes the variant the address selects, and the product's stock from any variant", () => {
    const json = {
      title: "Canvas tote",
      variants: [
        { id: 11, sku: "CT-RED", available: false },
        { id: 12, sku: "CT-BLUE", available: true },
      ],
    };
    const p = first(shop(`var meta = { product: ${JSON.stringify(json)} };`), `${url}?variant=12`);
    expect(p).toMatchObject({ sku: "CT-BLUE", availability: "in_stock" });
    expect(first(shop(`var meta = { product: ${JSON.stringify(json)} };`), url)?.sku).toBeUndefined();
  });

  it("reads a framework's initial state only in the object named for the product", () => {
    const state = {
      menu: [{ name: "Bags", sku: "MENU-1" }],
      related: [{ name: "Leather tote", sku: "LT-9", inStock: true }],
      product: { name: "Canvas tote", sku: "CT-100", salePrice: "19.90", inStock: false },
    };
    const p = first(shop(`window.__INITIAL_STATE__ = ${JSON.stringify(state)};`), url);
    expect(p).toMatchObject({ sku: "CT-100", availability: "out_of_stock", price: 25 });
    const other = first(shop(`window.__INITIAL_STATE__ = ${JSON.stringify({ related: state.related })};`, "<p>SKU: CT-100</p>"), url);
    expect(other?.sku).toBe("CT-100");
    expect(other?.availability).toBeUndefined();
  });

  it("reads a variant picker's own list of variants: the product in stock when any is, the selected one's code", () => {
    const picker = (tag: string, s: boolean, m: boolean) =>
      `<${tag}><select name="id"><option value="11">S</option><option value="12">M</option></select><script type="application/json">${JSON.stringify(
        [
          { id: 11, sku: "CT-S", available: s },
          { id: 12, sku: "CT-M", available: m },
        ],
      )}</script></${tag.split(" ")[0]}>`;
    expect(first(shop("", picker("variant-selects", true, false)), `${url}?variant=12`)).toMatchObject({
      sku: "CT-M",
      availability: "in_stock",
    });
    expect(first(shop("", picker('div class="product-variants"', false, false)), url)?.availability).toBe("out_of_stock");
    // Not inside a picker: any list of objects in a page says nothing of this product.
    expect(first(shop("", picker("div", false, false)), url)?.availability).toBeUndefined();
  });

  it("reads the product a theme hands to its scripts in a data-product attribute", () => {
    const data = { id_product: 1, name: "Canvas tote", reference: "demo_1", availability: "unavailable", quantity: 0, price_amount: 19.9 };
    const html = page(
      "<title>Canvas tote</title>",
      `<h1>Canvas tote</h1><div id="product-details" data-product='${JSON.stringify(data)}'></div>`,
    );
    expect(first(html, url)).toMatchObject({ sku: "demo_1", price: 19.9, availability: "out_of_stock" });
  });

  it("makes a page without markup a product page, but reads no whole-number price (cents or units)", () => {
    const bare = (product: unknown) =>
      page(
        "<title>Canvas tote</title>",
        `<div id="app"><h1>Canvas tote</h1></div><script>window.__STATE__ = ${JSON.stringify({ product })}</script>`,
      );
    expect(first(bare({ name: "Canvas tote", sku: "CT-100", price: "19.90", inStock: true }), url)).toMatchObject({
      sku: "CT-100",
      price: 19.9,
      availability: "in_stock",
    });
    expect(first(bare({ name: "Canvas tote", sku: "CT-100", price: 1990, inStock: true }), url)?.price).toBeUndefined();
  });
});

describe("SKU: more labels, with and without a colon", () => {
  const shop = (line: string) =>
    page("<title>Kettle</title>", `<main><h1>Kettle</h1><p class="price">€ 24,00</p><p>${line}</p><button>Add to cart</button></main>`);
  const url = "https://shop.example/kettle";

  it("reads a code after a label printed without a colon", () => {
    for (const label of ["Artikelnummer", "Product code", "Style #", "Style No.", "SKU#", "Item number", "Rif."])
      expect(first(shop(`${label} KT2041X`), url)?.sku, label).toBe("KT2041X");
    expect(first(shop("Part No. KT2041X"), url)?.mpn).toBe("KT2041X");
  });

  it("reads catalogue, stock and article labels in German, Czech, English, Italian and Spanish", () => {
    for (const label of ["Katalognummer", "Kat. č.", "Stock code", "Riferimento", "Artículo"])
      expect(first(shop(`${label}: KT2041X`), url)?.sku, label).toBe("KT2041X");
  });

  it("reads catalogue and code labels in English, Spanish, Portuguese, Greek, Russian, Bulgarian, Baltic and Icelandic", () => {
    for (const label of ["Catalog #", "Cód.", "Ref.ª", "Κωδ.", "Код", "Код на продукта", "Kataloginis numeris", "Tootekood", "Vörunúmer"])
      expect(first(shop(`${label}: KT2041X`), url)?.sku, label).toBe("KT2041X");
    expect(first(shop("Varenr. KT2041X"), url)?.sku).toBe("KT2041X");
  });

  it("reads Chinese article-number labels, and facts a theme lists as <li><dd> with no <dt>", () => {
    for (const label of ["商品货号", "货号", "商品貨號", "商品编码"])
      expect(first(shop(`${label}：KT2041X`), url)?.sku, label).toBe("KT2041X");
    const listed = page(
      "<title>Kettle</title>",
      `<main><h1>Kettle</h1><ul><li><dd>Item code: KT2041X</dd></li><li><dd class="price">€ 24,00</dd></li></ul></main>`,
    );
    expect(first(listed, url)?.sku).toBe("KT2041X");
  });

  it("reads the code the product's box names in a data attribute, after any printed label", () => {
    const boxed = (attr: string, line = "") =>
      page(
        "<title>Kettle</title>",
        `<main><div class="product" ${attr}><h1>Kettle</h1><p class="price">€ 24,00</p>${line}<button>Add to cart</button></div></main>`,
      );
    expect(first(boxed(`data-sku="KT-100"`), url)?.sku).toBe("KT-100");
    expect(first(boxed(`data-sku="KT-100"`, "<p>SKU: KT-100-B</p>"), url)?.sku).toBe("KT-100-B");
    expect(first(boxed(`data-sku="Kettle"`), url)?.sku).toBeUndefined();
  });

  it("takes no word after a bare label for a code", () => {
    expect(first(shop("Product code available on request"), url)?.sku).toBeUndefined();
  });
});

describe("the buy box as themes write it", () => {
  const shop = (box: string) => page("<title>Kettle</title>", `<main><h1>Kettle</h1>${box}<p>SKU: KT-100</p></main>`);
  const url = "https://shop.example/kettle";

  it("reads a price attribute in units, not one in cents beside the printed price", () => {
    const box = (attr: string) => first(shop(`<span class="price" ${attr}>$1,299.00</span><button>Add to cart</button>`), url)?.price;
    expect(box(`data-price="129900"`)).toBe(1299);
    expect(box(`data-price-amount="1299"`)).toBe(1299);
  });

  it("reads a link that puts the product in the cart as a buy button, whatever it says", () => {
    const p = first(shop(`<p class="price">$25.00</p><a href="?add-to-cart=42" class="single">Jetzt zugreifen</a>`), url);
    expect(p?.availability).toBe("in_stock");
    const wishlist = first(shop(`<p class="price">$25.00</p><a href="/wishlist/add?id=42">Merken</a>`), url);
    expect(wishlist?.availability).toBeUndefined();
  });
});

describe("stock phrases across languages", () => {
  const shop = (t: string) =>
    page("<title>Kettle</title>", `<main><h1>Kettle</h1><p class="price">€ 24,00</p><p>SKU: KT-100</p><p class="stock">${t}</p></main>`);
  const stock = (t: string) => first(shop(t), "https://shop.example/kettle")?.availability;

  it("reads gone-for-now phrases as out of stock", () => {
    for (const t of [
      "Victime de son succès",
      "Loppuunmyyty",
      "Ei saatavilla",
      "Nem elérhető",
      "Nije na stanju",
      "Rasprodano",
      "Išparduota",
      "Wieder verfügbar ab 12.03.",
      "Volgende week weer op voorraad",
      "Out of print",
      "Restocking soon",
    ])
      expect(stock(t), t).toBe("out_of_stock");
  });

  it("reads dispatch times and more in-stock words as in stock", () => {
    for (const t of [
      "Lieferzeit: 1-3 Werktage",
      "Versandfertig in 1-3 Tagen",
      "Ships in 1-2 business days",
      "Usually dispatched within 24 hours",
      "Disponível",
      "Dostupno",
      "Disponibilità immediata",
      "Pronta consegna",
    ])
      expect(stock(t), t).toBe("in_stock");
  });

  it("reads gone-for-now phrases and offers to write when it is back in Finnish, Hungarian, Estonian, Croatian, Slavic, Greek, Arabic, Turkish and East Asian shops", () => {
    for (const t of [
      "Tilapäisesti loppu",
      "Nincs készleten",
      "Laost otsas",
      "Nema na stanju",
      "Нет на складе",
      "Ожидается поступление",
      "Закінчився",
      "Не е наличен",
      "Εξαντλημένο",
      "نفد من المخزون",
      "入荷待ち",
      "暂无库存",
      "Gelince haber ver",
      "Сообщить о поступлении",
      "Ειδοποίηση διαθεσιμότητας",
      "أعلمني عند توفره",
      "再入荷のお知らせ",
      "재입고 알림",
    ])
      expect(stock(t), t).toBe("out_of_stock");
  });

  it("reads 'back later' and a waiting list as out of stock, but a bare 'Back in stock' badge as in stock", () => {
    for (const t of [
      "Back in stock soon",
      "Expected back in stock on 12/03",
      "Available again from 12 March",
      "Join the waitlist",
      "Bientôt de retour en stock",
      "Di nuovo disponibile a breve",
      "Binnenkort weer leverbaar",
      "Snart i lager igen",
      "Wkrótce dostępny",
    ])
      expect(stock(t), t).toBe("out_of_stock");
    expect(stock("Back in stock!")).toBe("in_stock");
  });

  it("reads in-stock words and dispatch times in Estonian, Slovak, Italian, Bulgarian, Russian, Dutch, Nordic and Polish shops", () => {
    for (const t of [
      "Laos",
      "Dostupné",
      "In magazzino",
      "Наличен",
      "На складе",
      "Levertijd: 1-2 werkdagen",
      "Leveringstid: 2-4 hverdage",
      "Wysyłka w: 24 godziny",
    ])
      expect(stock(t), t).toBe("in_stock");
  });

  it("reads a Greek availability label as a label, not as the word 'available' (διαθεσιμότητα)", () => {
    const labelled = (value: string) =>
      first(
        page(
          "<title>Kettle</title>",
          `<main><h1>Kettle</h1><p class="price">€ 24,00</p><div><span>Διαθεσιμότητα:</span> <span>${value}</span></div></main>`,
        ),
        "https://shop.example/kettle",
      )?.availability;
    expect(labelled("Εξαντλημένο")).toBe("out_of_stock");
    expect(labelled("Άμεσα διαθέσιμο")).toBe("in_stock");
  });
});

describe("price: struck out by a utility class or labelled as the original", () => {
  const price = (box: string) =>
    first(
      page("<title>Kettle</title>", `<main><h1>Kettle</h1>${box}<p>SKU: KT-100</p><button>Add to cart</button></main>`),
      "https://shop.example/kettle",
    )?.price;

  it("skips a price after an original-price or list-price label in several languages, but not after 'Regular price'", () => {
    const labelled = (label: string) => price(`<p>${label} <span>$30.00</span></p><p>Now <span>$25.00</span></p>`);
    for (const label of [
      "Original price",
      "Reg.",
      "Retail price",
      "Prix d'origine",
      "Precio original",
      "Alter Preis",
      "Prezzo di copertina",
      "Listenpreis",
      "PVP",
      "Preço de capa",
      "Cover price",
    ])
      expect(labelled(label), label).toBe(25);
    // Themes print "Regular price" before the one price of a product not on sale.
    expect(labelled("Regular price")).toBe(30);
  });

  it("reads a page whose prices are named nowhere past a free-shipping threshold, a discount, points or a gift card", () => {
    for (const line of [
      "Free shipping on orders over $50",
      "Versandkostenfrei ab 50 €",
      "Livraison offerte dès 49 €",
      "Darmowa dostawa od 199 zł",
      "Get $10 off your first order",
      "Earn 250 points ($2.50) with this purchase",
      "Gift card $50",
    ])
      expect(price(`<p>${line}</p><p>$25.00</p>`), line).toBe(25);
    expect(price(`<p>$25.00 &amp; free shipping</p>`)).toBe(25);
  });

  it("skips a price-named amount after a free-shipping threshold ('Free shipping on orders over <span class=price>')", () => {
    expect(
      price(`<div class="shipping-bar">Free shipping on orders over <span class="price">$50.00</span></div><p class="price">$25.00</p>`),
    ).toBe(25);
    expect(price(`<div class="notice">Versandkostenfrei ab <span class="price">50,00 €</span></div><p class="price">25,00 €</p>`)).toBe(25);
  });

  it("reads a page whose prices are named nowhere past a struck-through part inside a line", () => {
    const box = `<ul><li><span style="text-decoration: line-through;">$122.00</span></li><li><h2>$98.00</h2></li><li>Ex Tax: $80.00</li></ul>`;
    expect(price(box)).toBe(98);
  });

  it("skips a price classed line-through or strikethrough, with or without price names around", () => {
    expect(
      price(`<div class="flex"><span class="text-gray-500 line-through">$30.00</span><span class="font-bold">$25.00</span></div>`),
    ).toBe(25);
    expect(price(`<span class="price"><span class="strikethrough">$30.00</span> $25.00</span>`)).toBe(25);
    expect(price(`<div class="flex"><span class="text-gray-500">$30.00</span></div>`)).toBe(30);
  });

  it("skips a price before tax marked in Japanese, and a market or consumer price in Chinese and Korean", () => {
    expect(
      price(`<div class="price"><span class="price-exc">2,500円(税抜)</span> <span class="price-inc">2,750円(税込)</span></div>`),
    ).toBe(2750);
    expect(
      price(`<ul><li>市场价格：<span class="m">¥399.00</span></li><li>本店售价：<span class="shop-price">¥299.00</span></li></ul>`),
    ).toBe(299);
    expect(price(`<div><span class="market-price">¥399.00</span><span class="price">¥299.00</span></div>`)).toBe(299);
    expect(price(`<p>소비자가: <span class="p1">39,000원</span></p><p>판매가: <span class="p2">29,000원</span></p>`)).toBe(29000);
  });

  it("reads a price classed as having a former price beside it (`with-list-price`, `has-old-price`) as the one to pay, a normal price behind a special one", () => {
    expect(price(`<div><p class="product-price with-list-price">19,99 €</p><span class="list-price">24,99 €</span></div>`)).toBe(19.99);
    expect(price(`<div><span class="price has-old-price">$25.00</span><span class="old-price">$30.00</span></div>`)).toBe(25);
    expect(price(`<div><span class="price">$25.00</span><span class="price is-old">$30.00</span></div>`)).toBe(25);
    // The normal price beside a special one, in a box whose own name says "product price".
    expect(price(`<h2 class="product-prices"><span class="normalprice">$30.00</span> <span class="specialprice">$25.00</span></h2>`)).toBe(
      25,
    );
  });
});

describe("what the page hides", () => {
  const stock = (box: string) =>
    first(
      page("<title>Kettle</title>", `<main><h1>Kettle</h1><p class="price">€ 24,00</p><p>SKU: KT-100</p>${box}</main>`),
      "https://shop.example/kettle",
    )?.availability;

  it("skips a buy button or stock text the page hides (attribute, inline style, utility class)", () => {
    expect(
      stock(`<button class="btn add-to-cart" style="display:none">Add to cart</button><button class="btn" disabled>Sold out</button>`),
    ).toBe("out_of_stock");
    expect(stock(`<div class="hidden"><button class="btn">Add to cart</button></div><button class="btn" disabled>Sold out</button>`)).toBe(
      "out_of_stock",
    );
    expect(stock(`<p class="stock" hidden>In stock</p><p class="stock">Currently out of stock</p>`)).toBe("out_of_stock");
    expect(stock(`<p hidden>Out of stock</p><button class="btn">Add to cart</button>`)).toBe("in_stock");
  });

  it("reads a displaynone class as hidden, and a box named for its buttons as no button itself", () => {
    expect(stock(`<span class="btn displaynone">SOLD OUT</span><a class="btn" href="#">Buy now</a>`)).toBe("in_stock");
    const bar = (hidden: string, shown: string) =>
      `<div class="base-button"><a href="#" class="btn ${hidden}" onclick="submit(1)">Add to cart</a><span class="btn ${shown}">SOLD OUT</span></div>`;
    expect(stock(bar("", "displaynone"))).toBe("in_stock");
    expect(stock(bar("displaynone", ""))).toBe("out_of_stock");
  });

  it("takes no price the page hides (another variant's, a template's)", () => {
    const html = page(
      "<title>Kettle</title>",
      `<main><h1>Kettle</h1><span class="product-price" style="display:none">€ 29,00</span><span class="price">€ 24,00</span><p>SKU: KT-100</p></main>`,
    );
    expect(first(html, "https://shop.example/kettle")?.price).toBe(24);
  });

  it("still reads a button hidden only on small screens", () => {
    expect(stock(`<button class="btn hidden-xs">Add to cart</button>`)).toBe("in_stock");
  });
});

describe("stock said without words on the page", () => {
  const stock = (box: string) =>
    first(
      page("<title>Shirt</title>", `<main><h1>Shirt</h1><p class="price">€ 24,00</p><p>SKU: SH-100</p>${box}</main>`),
      "https://shop.example/shirt",
    )?.availability;
  const sizes = (options: string) =>
    `<form><select name="options[Size]"><option value="">Choose a size</option>${options}</select><button class="btn">Add to cart</button></form>`;

  it("reads a sold-out badge that is a picture by its alt text", () => {
    expect(stock(`<div class="badges"><img src="/img/ribbon.png" alt="Sold out"></div><button class="btn">Add to cart</button>`)).toBe(
      "out_of_stock",
    );
    expect(stock(`<div class="badges"><img src="/img/ribbon.png" alt="New"></div><button class="btn">Add to cart</button>`)).toBe(
      "in_stock",
    );
    // A gallery picture describes the product: it never says the product can be had.
    const gallery = `<img src="/img/shirt.jpg" alt="Shirt, available in blue"><button class="btn" disabled>Add to cart</button>`;
    expect(stock(gallery)).toBe("out_of_stock");
  });

  it("reads a stock icon by its title or label", () => {
    expect(stock(`<span class="stock-icon out-of-stock-icon" title="Out of stock"></span>`)).toBe("out_of_stock");
    expect(stock(`<i class="availability-indicator" aria-label="In stock"></i>`)).toBe("in_stock");
  });

  it("reads a sold-out badge named as a block's element only when the block's modifier says so", () => {
    const box = (modifier: string) =>
      `<div class="price${modifier}"><span class="price-item">€ 24,00</span><span class="price__badge-sold-out">Sold out</span></div><button class="btn">Add to cart</button>`;
    expect(stock(box(""))).toBe("in_stock");
    expect(stock(box(" price--sold-out"))).toBe("out_of_stock");
    // Not named as an element of a block: printed only when it is so.
    expect(stock(`<span class="badge sold-out">Sold out</span><button class="btn">Add to cart</button>`)).toBe("out_of_stock");
  });

  it("takes no stock from the label of one size ('M – sold out' beside a radio button)", () => {
    const radios = (label: string) =>
      `<fieldset><input type="radio" id="s" name="Size" value="S"><label for="s">S</label><input type="radio" id="m" name="Size" value="M"><label for="m">M${label}</label></fieldset><button class="btn">Add to cart</button>`;
    expect(stock(radios(`<span class="label-unavailable">Sold out</span>`))).toBe("in_stock");
    expect(stock(`<label><input type="checkbox" name="gift"> Gift wrap <span>unavailable</span></label><p>Sold out</p>`)).toBe(
      "out_of_stock",
    );
  });

  it("takes no stock from one of a row of size buttons ('M – Sold out'), and no buy button either", () => {
    const row = (box: string, button = `<button class="btn add-to-cart">Add to cart</button>`) =>
      stock(
        `${box}<button type="button" class="size-btn">S</button><button type="button" class="size-btn">M – Sold out</button></div>${button}`,
      );
    expect(row(`<div class="size-picker">`)).toBe("in_stock");
    expect(row(`<div class="swatches">`)).toBe("in_stock");
    expect(row(`<div role="radiogroup" aria-label="Size">`)).toBe("in_stock");
    expect(row(`<div class="size-picker">`, `<button class="btn add-to-cart" disabled>Add to cart</button>`)).toBe("out_of_stock");
    // Every size gone: out of stock, though the buy button shows (as with a drop-down).
    expect(
      stock(
        `<div class="swatches"><button class="swatch swatch--sold-out">S</button><button class="swatch" disabled>M</button></div><button class="btn add-to-cart">Add to cart</button>`,
      ),
    ).toBe("out_of_stock");
    expect(
      stock(
        `<div class="size-picker"><button class="size-btn">S – Sold out</button><button class="size-btn" aria-label="M - Sold out">M</button></div><button class="btn add-to-cart">Add to cart</button>`,
      ),
    ).toBe("out_of_stock");
    // Not a picker: a lone button that says the product is gone.
    expect(stock(`<div class="actions"><button type="button" class="btn">Sold out</button></div>`)).toBe("out_of_stock");
  });

  it("reads a size picker whose every size is disabled or sold out as out of stock, though the button shows", () => {
    expect(stock(sizes(`<option value="s" disabled>S</option><option value="m">M - sold out</option>`))).toBe("out_of_stock");
    expect(stock(sizes(`<option value="s" disabled>S</option><option value="m">M</option>`))).toBe("in_stock");
  });
});

describe("product pages as shop platforms print them", () => {
  const shell = (body: string, head = "<title>Canvas tote</title>") =>
    page(head, `<header><nav><a href="/">Home</a></nav></header>${body}<footer>© Shop</footer>`);
  const read = (html: string, url = "https://shop.example/canvas-tote") => {
    const p = first(html, url);
    return p && { price: p.price, sku: p.sku, availability: p.availability };
  };

  it("WooCommerce: the sale price inside <ins>, the SKU span, the stock paragraph", () => {
    const html = shell(
      `<div id="product-42" class="product type-product outofstock"><div class="summary entry-summary"><h1 class="product_title entry-title">Canvas tote</h1><p class="price"><del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>20.00</bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>15.00</bdi></span></ins></p><p class="stock out-of-stock">Out of stock</p><div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">TOTE-01</span></span></div></div></div>`,
    );
    expect(read(html)).toEqual({ price: 15, sku: "TOTE-01", availability: "out_of_stock" });
  });

  it("Magento: the final price box beside the old one, the SKU attribute, the stock box", () => {
    const html = shell(
      `<div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" itemprop="name">Canvas tote</span></h1></div><div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox"><span class="special-price"><span class="price-container"><span class="price-label">Special Price</span><span id="product-price-1" data-price-amount="45" data-price-type="finalPrice" class="price-wrapper"><span class="price">$45.00</span></span></span></span><span class="old-price"><span class="price-container"><span class="price-label">Regular Price</span><span id="old-price-1" data-price-amount="59" data-price-type="oldPrice" class="price-wrapper"><span class="price">$59.00</span></span></span></span></div><div class="product-info-stock-sku"><div class="stock unavailable" title="Availability"><span>Out of stock</span></div><div class="product attribute sku"><strong class="type">SKU</strong><div class="value" itemprop="sku">MH01-XS</div></div></div></div></div>`,
    );
    expect(read(html)).toEqual({ price: 45, sku: "MH01-XS", availability: "out_of_stock" });
  });

  it("microdata: availability as a link's href, price in a content attribute", () => {
    const html = shell(
      `<div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Canvas tote</h1><meta itemprop="sku" content="CT-9"><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price" content="19.99">19,99 €</span><meta itemprop="priceCurrency" content="EUR"><link itemprop="availability" href="http://schema.org/OutOfStock"></div></div>`,
    );
    expect(read(html)).toEqual({ price: 19.99, sku: "CT-9", availability: "out_of_stock" });
  });

  it("BigCommerce: the price with tax beside the RRP, the SKU in a definition list", () => {
    const html = shell(
      `<main><div class="productView"><h1 class="productView-title">Canvas tote</h1><div class="productView-price"><span class="price price--rrp">$30.00</span><span data-product-price-with-tax class="price price--withTax">$25.00</span></div><dl class="productView-info"><dt class="productView-info-name">SKU:</dt><dd class="productView-info-value" data-product-sku>TB-100</dd></dl><input class="button button--primary" type="submit" value="Add to Cart"></div></main>`,
    );
    expect(read(html)).toEqual({ price: 25, sku: "TB-100", availability: "in_stock" });
  });

  it("OpenCart: a struck price and a price before tax in the same list, the buy button by its id", () => {
    const html = shell(
      `<div id="content"><div class="col-sm-4"><h1>Canvas tote</h1><ul class="list-unstyled"><li>Product Code: CT-21</li><li>Availability: 2-3 Days</li></ul><ul class="list-unstyled"><li><span style="text-decoration: line-through;">$122.00</span></li><li><h2>$98.00</h2></li><li>Ex Tax: $80.00</li></ul><div id="product"><input type="text" name="quantity" value="1"><button type="button" id="button-cart" class="btn btn-primary">Add to Cart</button></div></div></div>`,
    );
    expect(read(html)).toEqual({ price: 98, sku: "CT-21", availability: "in_stock" });
  });
});
