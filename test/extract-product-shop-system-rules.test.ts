import { describe, expect, it } from "vitest";
import { normalizeAvailability } from "../core/extract/html/availability.js";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * The rules the pages of shop systems, storefronts and hosted shops needed
 * (extract-product-shop-systems.test.ts, extract-product-storefronts.test.ts,
 * extract-product-hosted-shops.test.ts), one small made-up page each, as in
 * extract-product-rules.test.ts.
 */
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Linen shirt</title></head><body><main><h1>Linen shirt</h1>${body}</main></body></html>`;
const first = (lang: string, body: string) => extractProducts(page(lang, body), "https://shop.example/linen-shirt")[0];

describe("stock: the values platforms write in markup and state", () => {
  it("reads a status whose words are joined by underscores as the words", () => {
    const read = (values: string[]) => values.map((v) => normalizeAvailability(v));
    expect(read(["NOT_AVAILABLE", "not_available", "OUT_OF_STOCK_ONLINE", "no_stock", "nostock"])).toEqual(Array(5).fill("out_of_stock"));
    expect(read(["LOW_STOCK", "low_stock"])).toEqual(["limited", "limited"]);
    expect(read(["on_backorder", "onbackorder", "coming_soon", "IN_STOCK_ONLY_ONLINE"])).toEqual([
      "backorder",
      "backorder",
      "preorder",
      "in_stock",
    ]);
  });

  it("reads no status from a bare flag or a word that says nothing of stock", () => {
    for (const v of ["1", "0", "true", "yes", "ORDERABLE", "stock", "standard_shipping"])
      expect(normalizeAvailability(v), v).toBeUndefined();
  });
});

describe("stock: the words shop systems print in their stock line", () => {
  const line = (lang: string, text: string) =>
    first(lang, `<p class="price">30,00 €</p><p>SKU: LS-2041</p><div class="product-stock"><span>${text}</span></div>`)?.availability;

  it("reads 'not enough products in stock', as a cart says it of a product it cannot sell, as out of stock", () => {
    expect(line("es", "No hay suficientes productos en stock")).toBe("out_of_stock");
    expect(line("fr", "Il n'y a pas assez de produits en stock")).toBe("out_of_stock");
    expect(line("it", "Non ci sono abbastanza prodotti in magazzino")).toBe("out_of_stock");
    expect(line("et", "Otsas")).toBe("out_of_stock");
  });

  it("reads in-stock and dispatch words of Spanish, Turkish, Baltic, French, Czech and Dutch shops", () => {
    for (const [lang, text] of [
      ["es", "Hay existencias"],
      ["tr", "Stokta"],
      ["lt", "Sandėlyje"],
      ["lv", "Noliktavā"],
      ["fr", "Expédié sous 24h"],
      ["cs", "Odesíláme do 24 hodin"],
      ["nl", "Voor 23:59 besteld, morgen in huis"],
    ])
      expect(line(lang, text), text).toBe("in_stock");
    expect(line("nl", "Beschikbaar via nabestelling")).toBe("backorder");
  });
});

describe("stock: a WordPress cart's stock lines in its translations", () => {
  const line = (text: string) => normalizeAvailability(text);

  it("reads backorder and pre-order lines in Nordic, Finnish, Czech, Hungarian, Korean, Chinese, Romanian, Turkish, Russian and Arabic", () => {
    for (const text of [
      "Tillgänglig för restorder",
      "Tilgængelig for restordre",
      "Saatavilla jälkitoimituksena",
      "Možno objednat",
      "Utánrendelhető",
      "이월주문 가능",
      "可延期交货",
    ])
      expect(line(text), text).toBe("backorder");
    for (const text of ["Disponibil pentru precomandă", "Ön sipariş için uygun", "Доступен по предзаказу", "متاح للطلب المسبق"])
      expect(line(text), text).toBe("preorder");
  });

  it("reads 'Em stock', 'На стању' in stock, and 'Нема на стању', 'در انبار موجود نمی باشد' out of stock", () => {
    expect([line("Em stock"), line("На стању")]).toEqual(["in_stock", "in_stock"]);
    expect([line("Нема на стању"), line("در انبار موجود نمی باشد")]).toEqual(["out_of_stock", "out_of_stock"]);
  });
});

describe("stock: a hosted platform's 'Sold out' in its translations", () => {
  it("reads the badge in Thai, Hebrew, Arabic, Vietnamese, Indonesian, Hindi, Romanian, Ukrainian and Bulgarian as out of stock", () => {
    for (const text of ["ขายหมดแล้ว", "אזל", "بيعت بالكامل", "Đã bán hết", "Habis terjual", "बिक गया", "Epuizat", "Розпродано", "Продадено"])
      expect(normalizeAvailability(text), text).toBe("out_of_stock");
  });
});

describe("stock: a French shop system's stock lines in its translations", () => {
  const line = (lang: string, text: string) =>
    first(lang, `<p class="price">30,00 €</p><p>SKU: LS-2041</p><span id="product-availability">${text}</span>`)?.availability;

  it("reads last items as low stock, 'Plus de stock' and 'Niet in voorraad' as out of stock, 'in voorraad' as in stock", () => {
    for (const [lang, text] of [
      ["fr", "Dernières pièces disponibles"],
      ["fr", "Il reste 2 articles"],
      ["es", "Quedan pocas unidades"],
      ["it", "Solo 2 rimasti"],
    ])
      expect(line(lang, text), text).toBe("limited");
    expect(line("fr", "Plus de stock")).toBe("out_of_stock");
    expect(line("nl", "Niet in voorraad")).toBe("out_of_stock");
    expect(line("nl", "Laatste items in voorraad")).toBe("in_stock");
  });

  it("reads 'available with different options' in Italian and Czech as in stock", () => {
    expect(line("it", "Prodotto disponibile con opzioni diverse")).toBe("in_stock");
    expect(line("cs", "Produkt je dostupný s jinými možnostmi")).toBe("in_stock");
  });
});

describe("stock: the product as the page's scripts hold it", () => {
  const state = (product: Record<string, unknown>) =>
    first(
      "en",
      `<p class="price">$30.00</p><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { product } } })}</script>`,
    );

  it("reads a count of what can be bought ('quantityAvailable', 'stock_quantity'): none is out of stock", () => {
    expect(state({ name: "Linen shirt", sku: "LS-2041", quantityAvailable: 0 })?.availability).toBe("out_of_stock");
    expect(state({ name: "Linen shirt", sku: "LS-2041", stock_quantity: 8 })?.availability).toBe("in_stock");
    // A count that is no whole number says nothing.
    expect(state({ name: "Linen shirt", sku: "LS-2041", stock: "many" })?.availability).toBeUndefined();
  });

  it("reads a flag printed as text ('is_salable': '0') and the salable flags", () => {
    expect(state({ name: "Linen shirt", sku: "LS-2041", is_salable: "0" })?.availability).toBe("out_of_stock");
    expect(state({ name: "Linen shirt", sku: "LS-2041", isAvailable: "true" })?.availability).toBe("in_stock");
  });

  it("reads money that says it counts in cents, its currency, and stock in an object of its own", () => {
    const headless = (availability: unknown) =>
      extractProducts(
        `<html><head><title>Linen shirt</title></head><body><div id="__next"><h1>Linen shirt</h1></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(
          {
            props: {
              pageProps: {
                product: {
                  name: "Linen shirt",
                  sku: "LS-2041",
                  price: { value: { type: "centPrecision", currencyCode: "EUR", centAmount: 2500, fractionDigits: 2 } },
                  availability,
                },
              },
            },
          },
        )}</script></body></html>`,
        "https://shop.example/linen-shirt",
      )[0];
    expect(headless({ isOnStock: false, availableQuantity: 0 })).toMatchObject({
      price: 25,
      currency: "EUR",
      availability: "out_of_stock",
    });
    expect(headless({ availableQuantity: 5 })?.availability).toBe("in_stock");
  });

  it("reads each variant's stock status ('stockLevel': 'OUT_OF_STOCK'): in stock when any is", () => {
    const levels = (a: string, b: string) =>
      state({
        name: "Linen shirt",
        variants: [
          { id: 1, sku: "LS-S", stockLevel: a },
          { id: 2, sku: "LS-M", stockLevel: b },
        ],
      })?.availability;
    expect(levels("OUT_OF_STOCK", "OUT_OF_STOCK")).toBe("out_of_stock");
    expect(levels("OUT_OF_STOCK", "LOW_STOCK")).toBe("in_stock");
  });

  it("reads the variants a product's box or form carries in an attribute (data-variants, data-product_variations)", () => {
    const box = (attr: string, variants: unknown[]) =>
      first(
        "es",
        `<div ${attr}='${JSON.stringify(variants)}'><h4 class="js-price-display">$29.990</h4><input type="submit" value="Agregar al carrito"></div>`,
      );
    const gone = box("data-variants", [{ id: 901, sku: "CL-2041-M", stock: 0, price_number: 29990 }]);
    expect(gone).toMatchObject({ sku: "CL-2041-M", availability: "out_of_stock" });
    const woo = box("data-product_variations", [
      { variation_id: 51, sku: "LS-2041-S", is_in_stock: false },
      { variation_id: 52, sku: "LS-2041-M", is_in_stock: true },
    ]);
    expect(woo?.availability).toBe("in_stock");
    // Any other attribute holding a list says nothing of this product.
    expect(box("data-related", [{ id: 901, sku: "CL-2041-M", stock: 0 }])?.availability).toBe("in_stock");
  });
});

describe("stock: a whole sentence in an element named for stock", () => {
  it("reads a stock flag's sentence of up to 100 characters ('… nicht auf Lager und muss erst nachbestellt werden.')", () => {
    const flag = (text: string) =>
      first("de", `<p class="price">24,99 €</p><p>Art.Nr.: 2041-M</p><div class="stockFlag">${text}</div><div>Lieferzeit: 1 - 3 Tage</div>`)
        ?.availability;
    expect(flag("Dieser Artikel ist nicht auf Lager und muss erst nachbestellt werden.")).toBe("out_of_stock");
    expect(flag("sofort lieferbar")).toBe("in_stock");
  });
});

describe("stock: a data attribute of an element named for stock", () => {
  it("reads data-available on the availability box when its text says nothing of stock", () => {
    const box = (flag: string, text: string) =>
      first(
        "en",
        `<div class="prices"><span class="sales"><span class="value" content="79.00">$79.00</span></span></div><div class="product-availability" data-available="${flag}"><div class="availability-msg">${text}</div></div><button class="add-to-cart btn" disabled>Add to Cart</button>`,
      )?.availability;
    expect(box("true", "Select Styles for Availability")).toBe("in_stock");
    expect(box("true", "Out of Stock")).toBe("out_of_stock");
    expect(box("false", "")).toBe("out_of_stock");
  });
});

describe("stock: the buy buttons of national shop systems", () => {
  it("reads Slovak, Polish, Portuguese, Finnish, Ukrainian, Indonesian and Japanese buy buttons", () => {
    for (const text of [
      "Pridať do košíka",
      "Kup",
      "Kupić",
      "Adicionar à cesta",
      "Lisää koriin",
      "Додати до кошика",
      "Masukkan Keranjang",
      "カートに追加する",
    ])
      expect(first("en", `<p class="price">€30,00</p><p>SKU: LS-2041</p><button>${text}</button>`)?.availability, text).toBe("in_stock");
    expect(first("pl", `<p class="price">30,00 zł</p><p>SKU: LS-2041</p><button>Kupon</button>`)?.availability).toBeUndefined();
  });
});

describe("stock: a flag printed as a number", () => {
  it("reads data-in-stock='0' on the product's box as out of stock, '1' as in stock", () => {
    const box = (flag: string) =>
      extractProducts(
        `<html><head><title>Linen shirt</title></head><body><div class="product" data-in-stock="${flag}"><h1>Linen shirt</h1><p class="price">$30.00</p><p>SKU: LS-2041</p></div></body></html>`,
        "https://shop.example/linen-shirt",
      )[0]?.availability;
    expect(box("0")).toBe("out_of_stock");
    expect(box("1")).toBe("in_stock");
    expect(box("2")).toBeUndefined();
  });
});

describe("stock: a sold-out badge named as an element of a block without modifiers", () => {
  it("says so when nothing in the buy box says otherwise, and gives way to a buy button", () => {
    const box = (buy: string) =>
      first("ja", `<p class="itemPrice">¥3,300</p><div class="purchaseButton"><p class="purchaseButton__soldout">SOLD OUT</p>${buy}</div>`)
        ?.availability;
    expect(box("")).toBe("out_of_stock");
    // The picker's label is printed on sold-out pages too.
    expect(box("Select size")).toBe("out_of_stock");
    expect(box('<button class="purchaseButton__btn" type="submit">カートに入れる</button>')).toBe("in_stock");
  });
});

describe("stock: a buy button greyed out until a size is chosen", () => {
  it("says nothing when the page asks for a choice first, and sold out when it does not", () => {
    const box = (prompt: string, button = '<button class="add-to-cart btn" disabled>Add to Cart</button>') =>
      first("en", `<p class="price">$79.00</p><p>Item No. LS2041</p><div class="availability-msg"><div>${prompt}</div></div>${button}`)
        ?.availability;
    expect(box("Select Styles for Availability")).toBeUndefined();
    expect(box("Please select a size")).toBeUndefined();
    expect(box("")).toBe("out_of_stock");
    // The picker's label is printed on sold-out pages too.
    expect(box("Select size")).toBe("out_of_stock");
    expect(
      box(
        "",
        '<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button>',
      ),
    ).toBeUndefined();
  });

  it("makes a page without markup or code a product page: a name, a price and a button that buys once a size is chosen", () => {
    const shirt = first(
      "en",
      '<p class="price">$79.00</p><p>Please select a size</p><button class="add-to-cart btn" disabled>Add to Cart</button>',
    );
    expect(shirt).toMatchObject({ price: 79 });
    expect(shirt?.availability).toBeUndefined();
  });
});

describe("stock: markup that says only LimitedAvailability", () => {
  it("gives way to a page that says the product is gone, and stands beside a page that offers it", () => {
    const shop = (box: string) =>
      first(
        "de",
        `<p class="price"><meta itemprop="price" content="24.99">24,99 € *</p><link itemprop="availability" href="http://schema.org/LimitedAvailability"><p>Artikel-Nr.: SW10042</p>${box}`,
      )?.availability;
    expect(
      shop('<div class="alert is--error"><div class="alert--content">Dieser Artikel steht derzeit nicht zur Verfügung!</div></div>'),
    ).toBe("out_of_stock");
    expect(shop('<button class="buybox--button">In den Warenkorb</button>')).toBe("limited");
  });
});

describe("stock: markup that says InStock on a page that says the product is gone", () => {
  const page = (box: string, more = "") =>
    extractProducts(
      `<!doctype html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "Islay single malt 70cl",
        sku: "ARD-UIG-70",
        offers: { "@type": "Offer", price: "62.00", priceCurrency: "GBP", availability: "https://schema.org/InStock" },
      })}</script></head><body><main><div class="product"><h1>Islay single malt 70cl</h1><p class="price">£62.00</p>${box}</div>${more}</main></body></html>`,
      "https://cellar.example/islay-70cl",
    )[0]?.availability;

  it("gives way to the buy box's own button saying the product is gone: greyed out, sold out", () => {
    expect(page('<p>Není skladem</p><button class="add-to-cart" disabled>Momentálně nedostupné</button>')).toBe("out_of_stock");
    expect(page('<button class="add-to-cart">Sold out</button>')).toBe("out_of_stock");
  });

  it("stands when the page offers it, beside another product's sold-out badge or one size's, and where no button says (a buy box drawn by script)", () => {
    // Words alone may be another seller's, a store's, a size's: the markup stands.
    expect(page('<div class="stock unavailable"><span>Out of stock</span></div><div id="buy-box-root"></div>')).toBe("in_stock");
    // A product in stock as a whole, one offer per size: the button speaks of the chosen size.
    const sizes = (offers: [string, string][]) =>
      extractProducts(
        `<!doctype html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@type": "Product",
          name: "Linen shirt",
          offers: offers.map(([sku, a]) => ({
            "@type": "Offer",
            sku,
            price: "30.00",
            priceCurrency: "USD",
            availability: `https://schema.org/${a}`,
          })),
        })}</script></head><body><main><h1>Linen shirt</h1><p class="price">$30.00</p><button class="add-to-cart" disabled>Sold out</button></main></body></html>`,
        "https://shirts.example/p/linen?variant=2",
      )[0]?.availability;
    expect(
      sizes([
        ["LS-S", "InStock"],
        ["LS-M", "OutOfStock"],
      ]),
    ).toBe("in_stock");
    expect(page('<button class="add-to-cart">Add to basket</button>')).toBe("in_stock");
    expect(
      page(
        '<button class="add-to-cart">Add to basket</button>',
        '<section><h2>You may also like</h2><ul><li><a href="/p/2">Other malt</a><span class="badge">Sold out</span><span class="price">£48.00</span></li></ul></section>',
      ),
    ).toBe("in_stock");
    expect(
      page(
        '<div class="sizes"><label>35cl</label><label>70cl <span>Sold out</span></label><label>1l</label></div><button class="add-to-cart">Add to basket</button>',
      ),
    ).toBe("in_stock");
  });
});

describe("price: a standard price beside the final one", () => {
  it("reads a price classed price-standard as the former price beside another, and as the price alone", () => {
    const price = (box: string) =>
      first("cs", `<div class="p-final-price-wrapper">${box}</div><p>Kód: LK-2041</p><button>Do košíku</button>`)?.price;
    expect(price('<span class="price-standard"><span>890 Kč</span></span><strong class="price-final"><span>690 Kč</span></strong>')).toBe(
      690,
    );
    expect(price('<span class="price-standard"><span>890 Kč</span></span>')).toBe(890);
  });
});

describe("SKU: labels of shop systems", () => {
  it("reads 'Article code' with or without a colon, 'Artikel-ID', 'UGS', 'Varenummer' and a label named twice", () => {
    const sku = (lang: string, line: string) =>
      first(lang, `<p class="price">€30,00</p><div>${line}</div><button>Add to cart</button>`)?.sku;
    expect(sku("en", "Article code <span>LS2041</span>")).toBe("LS2041");
    expect(sku("en", "<span>Article code:</span> <span>LS2041</span>")).toBe("LS2041");
    expect(sku("de", "Artikel-ID: <span>1042</span>")).toBe("1042");
    // A Gulf store builder names the code twice, once in brackets.
    expect(sku("ar", "رمز المنتج (SKU): <span>LS2041</span>")).toBe("LS2041");
    expect(sku("en", "Product code (SKU): <span>LS2041</span>")).toBe("LS2041");
    expect(sku("en", "Size (EU): <span>42</span>")).toBeUndefined();
    expect(sku("da", "Varenummer <span>LS2041</span>")).toBe("LS2041");
    expect(sku("da", "Vare-nr.: <span>LS2041</span>")).toBe("LS2041");
    // French translations of carts and hosted platforms write SKU as UGS (unité de gestion de stock).
    expect(sku("fr", "UGS : <span>LS2041</span>")).toBe("LS2041");
  });
});

describe("SKU: a label on a line of its own", () => {
  it("names the next line ('SKU<br>LS-2041', 'Kód:<br>LS2041<br>EAN:<br>…')", () => {
    const sku = (html: string) => first("en", `<p class="price">$30.00</p><div>${html}</div><button>Add to cart</button>`)?.sku;
    expect(sku("SKU<br>LS-2041")).toBe("LS-2041");
    expect(sku("Kód:<br>LS2041<br>EAN:<br>4006381333931")).toBe("LS2041");
    expect(sku("Item<br>Linen shirt, washed")).toBeUndefined();
  });
});

describe("SKU: an element named for it that holds only its label", () => {
  it("reads the code in the element after it", () => {
    const sku = (html: string) => first("en", `<p class="price">£30.00</p><div class="name">${html}</div><button>Add to bag</button>`)?.sku;
    expect(sku('<span class="sku">ID</span><span class="code">300441142</span>')).toBe("300441142");
    expect(sku('<span class="sku">ID</span><span class="code">Linen</span>')).toBeUndefined();
  });
});

describe("SKU: a class that joins sku to what it holds, a Korean label", () => {
  it("reads the code of an element classed skuReference or sku-code", () => {
    for (const cls of ["skuReference", "sku-code", "product__sku-value"])
      expect(first("pt", `<p class="price">R$ 199,90</p><div class="${cls}">CL2041</div><a class="btn">Comprar</a>`)?.sku, cls).toBe(
        "CL2041",
      );
  });

  it("reads the shop's own product code (자체상품코드) in a details table", () => {
    const table = `<table><tr><th>판매가</th><td><strong class="price">39,000원</strong></td></tr><tr><th>자체상품코드</th><td>LS2041</td></tr></table><a class="btn">장바구니 담기</a>`;
    expect(first("ko", table)?.sku).toBe("LS2041");
  });
});

describe("stock: Brazilian shops' buy link and stock words", () => {
  const shop = (html: string) =>
    first("pt-BR", `<strong class="preco-promocional">R$ 199,90</strong><div>Código: <b>CL2041</b></div>${html}`)?.availability;

  it("reads a link classed as a button in Portuguese, Spanish or French (botao, boton, bouton) as a button", () => {
    expect(shop('<a href="/carrinho/produto/42/adicionar" class="botao botao-comprar principal">Comprar</a>')).toBe("in_stock");
    expect(shop('<a href="/produto/42" class="produto-link">Comprar</a>')).toBeUndefined();
  });

  it("reads immediate delivery as in stock, and an immediate payment as nothing", () => {
    expect(shop("<div><b>Disponibilidade: </b><b>Imediata</b></div>")).toBe("in_stock");
    expect(shop("<p>Pronta entrega</p>")).toBe("in_stock");
    expect(shop("<p>Entrega imediata</p>")).toBe("in_stock");
    expect(shop("<p>Pix: aprovação imediata</p>")).toBeUndefined();
  });
});

describe("noise: other products beside the product", () => {
  const card =
    '<article class="product-miniature"><h3><a href="/3">Linen trousers</a></h3><span class="price">49,90 €</span><ul><li class="product-flag out_of_stock">Rupture de stock</li></ul></article>';
  const shop = (strip: string) =>
    first(
      "fr",
      `<div class="current-price"><span class="current-price-value">34,90 €</span></div><button class="btn add-to-cart">Ajouter au panier</button><div>${strip}</div>`,
    )?.availability;

  it('skips a strip titled by a tag classed as a heading (<p class="h5">Vous aimerez aussi</p>)', () => {
    expect(
      shop(`<section class="clearfix"><p class="h5 text-uppercase">Vous aimerez aussi</p><div class="products">${card}</div></section>`),
    ).toBe("in_stock");
  });

  it("skips boxes named as shop systems name their strips: cross-selling, camel case, underscores", () => {
    for (const cls of ["cms-element-cross-selling", "relatedProducts", "recently_viewed", "viewed-products", "youMayAlsoLike"])
      expect(shop(`<div class="${cls}"><div class="products">${card}</div></div>`), cls).toBe("in_stock");
  });

  it("skips a box named for the product's accessories (other products sold beside it)", () => {
    expect(shop(`<section class="product-accessories"><div class="products">${card}</div></section>`)).toBe("in_stock");
    expect(shop(`<section class="clearfix"><div class="products">${card}</div></section>`)).toBe("out_of_stock");
  });
});

describe("noise: the parts of a popup outside any popup", () => {
  it("reads a product page printed with a product popup's parts (`…-popup__price`), and still drops a popup", () => {
    const shop = (box: string) =>
      first(
        "ru",
        `${box.replace("{}", '<div class="t-store__prod-popup__price-wrapper"><div class="price-value">2 990 ₽</div></div><div class="t-store__prod-popup__sku">Артикул: LR-2041</div>')}<a class="t-btn">Купить</a>`,
      );
    expect(shop("{}")).toMatchObject({ price: 2990, sku: "LR-2041" });
    expect(shop('<div class="t-popup">{}</div>')?.price).toBeUndefined();
  });
});

describe("noise: a product's own fields", () => {
  it("keeps a row named product-list-field (one of the product's fields), and still drops a product list", () => {
    const row = (cls: string) =>
      first("en", `<p class="price">$30.00</p><div class="${cls}"><label>Availability:</label><span>Out of stock</span></div>`)
        ?.availability;
    expect(row("ty-control-group product-list-field")).toBe("out_of_stock");
    expect(row("product-list")).toBeUndefined();
  });
});
