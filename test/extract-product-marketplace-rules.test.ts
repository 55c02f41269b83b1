import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * The rules the marketplace pages (extract-product-marketplaces.test.ts) needed, one small
 * made-up page each, as in extract-product-rules.test.ts.
 */
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Linen shirt</title></head><body><main><h1>Linen shirt</h1>${body}</main></body></html>`;
const first = (lang: string, body: string) => extractProducts(page(lang, body), "https://market.example/linen-shirt")[0];

describe("stock: a notice in a stock-named element", () => {
  it("counts by its first sentence (the rest may say 'back in stock'), in a buy box far from the heading", () => {
    const far = (html: string) => `${"<div>".repeat(10)}${html}${"</div>".repeat(10)}`;
    const notice = (t: string) =>
      first(
        "en",
        `<p class="price">$30.00</p><p>SKU: LS-2041</p>${far(`<div id="availability"><span>${t}</span><br><span>We don't know when or if this item will be back in stock.</span></div>`)}`,
      )?.availability;
    expect(notice("Currently unavailable.")).toBe("out_of_stock");
    expect(notice("In Stock.")).toBe("in_stock");
  });
});

describe("price: cents in their own element", () => {
  it("joins them with a comma after units grouped with dots ('39.999' then '90')", () => {
    const price = (whole: string) =>
      first(
        "es",
        `<span class="money-amount"><span class="money-amount__symbol">$</span><span class="money-amount__fraction">${whole}</span><span class="money-amount__cents">90</span></span><p>SKU: LS-2041</p><button>Comprar ahora</button>`,
      )?.price;
    expect(price("39.999")).toBe(39999.9);
    expect(price("1.299.999")).toBe(1299999.9);
    expect(price("199")).toBe(199.9);
  });
});

describe("price: a former price said only by its accessible label", () => {
  it("skips an amount whose aria-label calls it the price before the reduction", () => {
    const price = (label: string) =>
      first(
        "pl",
        `<div><span aria-label="${label}">129,00 zł</span> <span>-23%</span></div><div aria-label="99,00 zł aktualna cena">99,<span>00</span> <span>zł</span></div><p>Numer oferty: 14820412041</p><button>Kup teraz</button>`,
      )?.price;
    expect(price("cena przed obniżką 129,00 zł")).toBe(99);
    expect(price("Previous price: 129,00 zł")).toBe(99);
    expect(price("Original price: zł 129,00")).toBe(99);
    // Unlabelled, it is still the former price: the "-23%" beside it takes it to the lower one.
    expect(price("129,00 zł")).toBe(99);
    // Both named for a price (`data-testid`): only the label tells them apart.
    const named = `<span data-testid="price" aria-label="cena przed obniżką 129,00 zł">129,00 zł</span><span data-testid="price">99,00 zł</span>`;
    expect(first("pl", `<div>${named}</div><button>Kup teraz</button>`)?.price).toBe(99);
  });

  it("skips it inside a price-named box, by its label", () => {
    const html = `<div class="product-price"><s aria-label="Antes: 39999 pesos"><span>$</span><span>39.999</span></s><span aria-label="Antes: 39999 pesos">$ 39.999</span> <span>$ 31.999</span></div><p>SKU: LS-2041</p><button>Comprar ahora</button>`;
    expect(first("es-AR", html)?.price).toBe(31999);
  });
});

describe("SKU: a label ending in '#' runs into its code", () => {
  it("reads 'Publicación #1329904421', 'Anúncio #…', 'Item #…' without a space", () => {
    const sku = (lang: string, line: string) =>
      first(
        lang,
        `<p class="price">$ 30</p><button>Comprar ahora</button><p class="denounce"><span>${line}</span><a href="/report">Denunciar</a></p>`,
      )?.sku;
    expect(sku("es", "Publicación </span><span>#1329904421")).toBe("1329904421");
    expect(sku("pt-BR", "Anúncio </span><span>#3201204041")).toBe("3201204041");
    expect(sku("en", "Item #LS2041")).toBe("LS2041");
    expect(sku("en", "Item #")).toBeUndefined();
  });
});

describe("stock: a marketplace offer paused or closed by its seller", () => {
  it("is out of stock though the page still shows the price", () => {
    const stock = (lang: string, t: string) =>
      first(lang, `<div class="message"><p>${t}</p></div><p class="price">$ 30</p><p>SKU: LS-2041</p>`)?.availability;
    expect(stock("es", "Publicación pausada")).toBe("out_of_stock");
    expect(stock("pt-BR", "Anúncio pausado")).toBe("out_of_stock");
    expect(stock("pl", "Oferta zakończona")).toBe("out_of_stock");
    expect(stock("es", "Publicación activa")).toBeUndefined();
  });
});

describe("buy box: links that buy", () => {
  const stock = (link: string) =>
    first("zh-TW", `<p>品號：2041204</p><ul class="prdPrice"><li>售價 1,580 元</li></ul><div class="buy">${link}</div>`)?.availability;

  it("reads a javascript: link that calls a buy function as a buy button", () => {
    expect(stock('<a class="go" href="javascript:addCart()">＋</a>')).toBe("in_stock");
    expect(stock('<a class="go" href="javascript:void(0)">＋</a>')).toBeUndefined();
  });

  it("reads '放入購物車' (put in the cart) as a buy text", () => {
    expect(stock('<a class="cart" href="#">放入購物車</a>')).toBe("in_stock");
  });
});

describe("price: a former price named in short", () => {
  it("skips a line classed `org` (original) beside the price that replaced it", () => {
    const price = (old: string) =>
      first(
        "tr",
        `<div class="pr-bx"><span class="${old}">1.299,90 TL</span><span class="prc-dsc">999,90 TL</span></div><p>Ürün Kodu: KG2041</p><button>Sepete Ekle</button>`,
      )?.price;
    expect(price("prc-org")).toBe(999.9);
    // Named nothing, the higher of the box's two amounts is still the former one.
    expect(price("prc-first")).toBe(999.9);
    // Both named for a price: only `org` tells them apart.
    const named = (old: string) =>
      first(
        "tr",
        `<div><span class="price ${old}">1.299,90 TL</span><span class="price">999,90 TL</span></div><button>Sepete Ekle</button>`,
      )?.price;
    expect(named("org")).toBe(999.9);
    expect(named("first")).toBe(1299.9);
  });
});

describe("price: an Indian list price and a discount beside the price", () => {
  const price = (html: string) => first("en-IN", `${html}<button>Add to Bag</button>`)?.price;

  it("skips an amount after 'MRP' or 'M.R.P.' (the maximum retail price) beside another, and takes it alone", () => {
    expect(price(`<div><span>MRP:</span><span>₹1,999</span><span>₹999</span></div>`)).toBe(999);
    expect(price(`<div><span>M.R.P.</span> <span>₹1,999</span> <span>₹999</span></div>`)).toBe(999);
    expect(price(`<div><span>MRP:</span><span>₹1,999</span></div>`)).toBe(1999);
  });

  it("reads a percentage in the next element apart from the amount before it ('₹999' then '50% Off')", () => {
    expect(price(`<div><span>MRP:</span><span>₹1,999</span><span>₹999</span><span>50% Off</span></div>`)).toBe(999);
    expect(price(`<div><span>₹1,</span><span>299</span></div>`)).toBe(1299);
  });
});

describe("vocabulary from marketplaces", () => {
  it("reads 'Bu ürün şu an satışta değil' (not on sale now) as out of stock", () => {
    expect(first("tr", `<p class="price">1.299,90 TL</p><p>Bu ürün şu an satışta değil</p>`)?.availability).toBe("out_of_stock");
  });

  it("reads 'Art. No.' as a SKU label, with a colon or without", () => {
    expect(first("en", `<p class="price">$30.00</p><dl><dt>Art. No.:</dt><dd>0970819001</dd></dl><button>Add to bag</button>`)?.sku).toBe(
      "0970819001",
    );
    expect(first("en", `<p class="price">$30.00</p><p>Art. no. 0970819001</p><button>Add to bag</button>`)?.sku).toBe("0970819001");
  });

  it("reads 'In mijn winkelwagen' (in my cart) as a buy button", () => {
    expect(first("nl", `<p class="price">€ 129,-</p><button>In mijn winkelwagen</button>`)?.availability).toBe("in_stock");
  });
});

describe("price: other sellers' offers below the buy box", () => {
  const price = (offers: string, own = "") =>
    first(
      "en",
      `<p>ASIN: B0C7K2LS41</p>${own}<p>Currently unavailable.</p><div class="olp"><a href="/offers" class="olp-link"><div class="box">${offers}</div></a></div>`,
    )?.price;

  it("are not the price of this offer, in several languages", () => {
    expect(
      price(`<span>New &amp; Used (5) from </span><span class="a-price"><span class="a-offscreen">$19.99</span></span>`),
    ).toBeUndefined();
    expect(price(`<span>Neu und gebraucht (5) ab </span><span>19,99 €</span>`)).toBeUndefined();
    expect(price(`<span>Other sellers on Market.example from</span> <span>$19.99</span>`)).toBeUndefined();
    expect(price(`<span>From </span><span>$19.99</span>`)).toBe(19.99);
  });
});

describe("cost: an amount after a box of a page's length", () => {
  it("reads that box once, not once for each amount near it", () => {
    const big = `<div class="description">${"<p>Long description of the product, line after line.</p>".repeat(15000)}</div>`;
    const t = performance.now();
    const p = first(
      "en",
      `<p>SKU: X-100</p><button>Add to cart</button><section>${big}<div class="prices">${'<span class="price">€ 10,00</span>'.repeat(2000)}</div></section>`,
    );
    expect(p?.price).toBe(10);
    // Reading the box whole for each amount took 54 s; bounded, about 2 s.
    expect(performance.now() - t).toBeLessThan(15000);
  });
});

describe("currency as marketplaces print it", () => {
  it("reads the full-width yen sign by the page's language (￥299.00 on a Chinese page is yuan)", () => {
    const currency = (lang: string) =>
      first(
        lang,
        `<div class="summary-price"><span class="p-price"><span>￥</span><span class="price">299.00</span></span></div><p>商品编号：100012041</p><button>加入购物车</button>`,
      )?.currency;
    expect(currency("zh-CN")).toBe("CNY");
    expect(currency("ja")).toBe("JPY");
  });

  it("reads the euro sign written as the decimal mark (29€99) as the currency too", () => {
    const p = first(
      "fr",
      `<div class="fpPriceBloc"><span class="fpPrice price">29€99</span></div><p>Réf. : CH2041</p><button>Ajouter au panier</button>`,
    );
    expect([p?.price, p?.currency]).toEqual([29.99, "EUR"]);
  });
});

describe("price: a coupon in a box named for a price", () => {
  it("is no price ('Apply $5.00 coupon' in a promo price block, which ranks as a sale price)", () => {
    const html = `<div class="price-display"><span class="a-price priceToPay">$24.99</span> <span class="a-price a-size-mini">$0.50</span>/Count</div><div id="promoPriceBlockMessage"><label>Coupon:</label> <span>Apply $5.00 coupon</span></div><p>ASIN: B0C7K2LS41</p><button>Add to Cart</button>`;
    expect(first("en", html)?.price).toBe(24.99);
  });
});

describe("stock: a marketplace's 'currently unavailable' in more languages", () => {
  it("reads 'Momenteel niet verkrijgbaar' and 'Şu anda mevcut değil' as out of stock", () => {
    const stock = (lang: string, t: string) =>
      first(lang, `<p class="price">€ 24,99</p><p>ASIN: B0C7K2LS41</p><div id="availability"><span>${t}</span></div>`)?.availability;
    expect(stock("nl", "Momenteel niet verkrijgbaar.")).toBe("out_of_stock");
    expect(stock("tr", "Şu anda mevcut değil.")).toBe("out_of_stock");
  });
});

describe("price: unit prices in US and imperial units", () => {
  it("skips an amount per ounce, pound or count beside the price, and alone", () => {
    const price = (box: string) => first("en-US", `${box}<p>SKU: OL-2041</p><button>Add to cart</button>`)?.price;
    expect(price(`<div class="price-wrap">$24.99 <span>$2.08/oz</span></div>`)).toBe(24.99);
    expect(price(`<div class="price-wrap">$24.99 ($2.08/fl oz)</div>`)).toBe(24.99);
    expect(price(`<div class="price-wrap">$24.99 ($0.50/Count)</div>`)).toBe(24.99);
    expect(price(`<div class="price-wrap">$24.99 ($1.25 per lb)</div>`)).toBe(24.99);
    expect(price(`<div class="pp">$2.08/oz</div><div class="p">$24.99</div>`)).toBe(24.99);
  });
});

describe("stock phrases of Asian, Russian and Greek marketplaces", () => {
  const stock = (lang: string, t: string) =>
    first(lang, `<p class="price">¥ 2,980</p><p>SKU: LS-2041</p><p class="stock">${t}</p>`)?.availability;

  it("reads sales suspended, taken off the shelf or being restocked as out of stock", () => {
    for (const [lang, t] of [
      ["ja", "販売休止中です"],
      ["ja", "次回入荷予定：6月下旬"],
      ["zh-CN", "商品已下架"],
      ["zh-TW", "補貨中"],
      ["ko", "판매중지"],
      ["el", "Εκτός αποθέματος"],
    ])
      expect(stock(lang, t), t).toBe("out_of_stock");
  });

  it("reads sales ended as discontinued, a few left as limited, to order as backorder", () => {
    expect(stock("ko", "판매종료")).toBe("discontinued");
    expect(stock("zh-CN", "仅剩2件")).toBe("limited");
    expect(stock("zh-CN", "库存紧张")).toBe("limited");
    expect(stock("ru", "Под заказ")).toBe("backorder");
  });
});

describe("price: a whole amount with a dash for its cents ('1 299,-')", () => {
  const read = (url: string) =>
    extractProducts(
      `<!doctype html><html lang="no"><head><title>Barbermaskin</title></head><body><main><h1>Acme barbermaskin S2041</h1><p>Varenummer: 204120</p><div><span>1 299,-</span></div><div><span>Før</span> <span>1 599,-</span></div><p>På lager</p></main></body></html>`,
      url,
    )[0];

  it("is a price in the currency of the shop's country domain, though no class names it", () => {
    const p = read("https://www.elektro.no/p/204120");
    expect([p?.price, p?.currency]).toEqual([1299, "NOK"]);
  });

  it("says nothing where the shop's currency is unknown", () => {
    expect(read("https://www.elektro.example/p/204120")?.price).toBeUndefined();
  });
});

describe("vocabulary: Persian and Polish marketplaces", () => {
  it("reads the Persian product-code label and stock words", () => {
    const p = (t: string) =>
      first("fa", `<div class="price-final">۱,۲۹۹,۰۰۰ تومان</div><div><span>کد کالا: DKP-2041204</span></div><p>${t}</p>`);
    expect(p("ناموجود")?.sku).toBe("DKP-2041204");
    expect(p("ناموجود")?.availability).toBe("out_of_stock");
    expect(p("این کالا فعلا موجود نیست")?.availability).toBe("out_of_stock");
    expect(p("موجود در انبار")?.availability).toBe("in_stock");
  });

  it("reads 'Brak dostępnych sztuk' (no pieces available) as out of stock: 'brak' negates", () => {
    expect(first("pl", `<p class="price">129,00 zł</p><p>Numer oferty: 14820412041</p><p>Brak dostępnych sztuk</p>`)?.availability).toBe(
      "out_of_stock",
    );
  });
});

describe("SKU: catalogue and model numbers printed without a colon", () => {
  it("reads 'Cat. no. 204/1204', 'Catalog # 12-041' as the SKU and 'Model #DCD2041B' as the MPN", () => {
    const read = (line: string) => first("en-GB", `<p class="price">£129.00</p><p>${line}</p><button>Add to trolley</button>`);
    expect(read("Cat. no. 204/1204")?.sku).toBe("204/1204");
    expect(read("Catalog # 12-041")?.sku).toBe("12-041");
    const both = read("Model #DCD2041B Item #1204120");
    expect([both?.sku, both?.mpn]).toEqual(["1204120", "DCD2041B"]);
  });
});
