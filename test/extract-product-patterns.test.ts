import { describe, expect, it } from "vitest";
import { type Element, fewElements, loadHtml, shallow, shortText, wrapsOne } from "../core/extract/html/dom.js";
import { extractProducts } from "../core/extract/html/index.js";
import { removeNoise } from "../core/extract/html/noise.js";

/**
 * Shop patterns the real-page set lacks (variants in JSON-LD, legacy markup, script state, SKU
 * labels, platform themes), since the engine is judged on shops it has never seen: one small
 * made-up page per rule, as in extract-product-rules.test.ts. Stock and price patterns have files
 * of their own (extract-product-stock.test.ts, extract-product-prices.test.ts).
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

  it("reads a product with several offers and no codes of their own (sellers, sizes) in stock when any offer is", () => {
    const offer = (availability: string) => ({
      "@type": "Offer",
      price: "25.00",
      priceCurrency: "EUR",
      availability: `https://schema.org/${availability}`,
    });
    const product = (...offers: object[]) =>
      page(ld({ "@context": "https://schema.org", "@type": "Product", name: "Kettle", offers }), "<h1>Kettle</h1>");
    expect(first(product(offer("OutOfStock"), offer("InStock")), "https://shop.example/kettle")?.availability).toBe("in_stock");
    expect(first(product(offer("OutOfStock"), offer("OutOfStock")), "https://shop.example/kettle")?.availability).toBe("out_of_stock");
  });

  it("gives a product group's own code when the address selects no variant, the variant's when it does", () => {
    const html = page(ld(group), "<h1>Kettle</h1>");
    expect(first(html, "https://shop.example/kettle")).toMatchObject({ sku: "KT-100", availability: "in_stock" });
    // The selected variant is gone, another can be had: the product as a whole can be bought.
    expect(first(html, "https://shop.example/kettle?sku=KT-100-R")).toMatchObject({ sku: "KT-100-R", availability: "in_stock" });
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

describe("the buy box without markup: what themes print around the price", () => {
  const shop = (box: string, rest = "") =>
    page("<title>Desk lamp</title>", `<main><h1>Desk lamp</h1>${box}<button>Add to cart</button></main>${rest}`);
  const url = "https://shop.example/desk-lamp";
  const price = (box: string, rest = "") => first(shop(box, rest), url)?.price;

  it("reads boxes apart: the same amount printed twice for two screen sizes is one price", () => {
    expect(price(`<div class="price"><div>109€</div><div>109€</div></div>`)).toBe(109);
    expect(price(`<div class="price"><div>136.<span>99</span></div><div>136.<span>99</span></div></div>`)).toBe(136.99);
  });

  it("reads two digits set apart right after the units as cents, whatever the theme names them", () => {
    expect(price(`<div class="price sale-price">$229<span class="right-end">99</span></div>`)).toBe(229.99);
    expect(price(`<div class="price">49<sup>95</sup> €</div>`)).toBe(49.95);
    // Three digits are thousands, not cents.
    expect(price(`<div class="price">$1<span>299</span></div>`)).toBe(1299);
  });

  it("takes no price from a bundle's or a set's total", () => {
    const bundle = `<section class="bundle"><div class="bundle-total"><span class="product-price">$136.99</span></div></section>`;
    expect(price(`<p class="price">$109.00</p>`, bundle)).toBe(109);
    expect(price(`<p class="price">$109.00</p>`, `<div class="total"><span class="price">$245.00</span></div>`)).toBe(109);
  });

  it("takes no price from an amount converted for information ('Approximately US $2.66')", () => {
    const box = (converted: string) => `<div><span class="label">Price:</span> <span id="prc">GBP 1.99</span></div>${converted}`;
    expect(price(box(`<div class="conv-price">Approximately <span>US $2.66</span></div>`))).toBe(1.99);
    expect(price(box(`<div class="price-note">Approximately US $2.66</div>`))).toBe(1.99);
    expect(price(box(`<div class="price-note">environ 2,30 €</div>`))).toBe(1.99);
    // In one text with the price: the amount after "Approximately" is set aside.
    expect(price(`<div class="price">Winning bid: £5,100.00 Approximately EUR 5,663.94 (including postage)</div>`)).toBe(5100);
  });

  it("keeps a count in the next element apart from the amount before it ('$200' then '2 bids')", () => {
    expect(price(`<div class="price">$200<span class="bids">2 bids</span></div>`)).toBe(200);
    expect(price(`<div class="price">€400<span>5 offers</span></div>`)).toBe(400);
    // Digits alone after the edge are the same number.
    expect(price(`<div class="price">$1<span>299</span></div>`)).toBe(1299);
  });

  it("takes no price from an option sold with the product (a warranty plan, gift wrapping)", () => {
    const plans = `<div data-automation="warranty-plans"><div class="option"><p>2 Years</p><p class="price">59.99</p></div></div>`;
    expect(price(`<div><span>Our price</span> <strong>$229.99</strong></div>${plans}`)).toBe(229.99);
    expect(
      price(
        `<div><strong>$229.99</strong></div><label class="gift-wrap"><input type="checkbox"> Gift wrap <span class="price">$4.99</span></label>`,
      ),
    ).toBe(229.99);
  });

  it("skips a 'people who viewed this item also viewed' strip, in English, French, German and Spanish", () => {
    for (const title of [
      "People who viewed this item also viewed",
      "Les membres qui ont consulté cet objet ont également regardé",
      "Käufer dieses Artikels kauften auch",
      "Los compradores de este artículo también vieron",
    ]) {
      const strip = `<section><h2>${title}</h2><div><a href="/x">Harness set</a><span class="price">£72.99</span></div></section>`;
      expect(price(`<div><strong>£115.00</strong></div>`, strip), title).toBe(115);
    }
  });

  it("skips strips titled 'Others also viewed', 'Goes well with', 'More like this'", () => {
    for (const title of [
      "Others also viewed",
      "Customers also liked",
      "Goes well with",
      "Pairs well with",
      "More like this",
      "Shop the look",
    ]) {
      const strip = `<section><div><h2>${title}</h2></div><div><div><a href="/x">Drawer unit</a><span class="price">£55</span></div></div></section>`;
      expect(price(`<div><strong>£25</strong></div>`, strip), title).toBe(25);
    }
  });

  it("takes the amount beside the heading over price-named cards far from it (cards carry their price for analytics)", () => {
    // Far in the page's structure: boxes that hold more than the next box (a wrapper of one box alone is no distance).
    const deep = (inner: string) => "<div><hr>".repeat(12) + inner + "</div>".repeat(12);
    const cards = deep(`<div class="card" data-price="55"><a href="/alex">Drawer unit</a> <span>£55</span></div>`);
    expect(price(`<div><span>£</span><span>25</span></div>`, cards)).toBe(25);
    // A price-named box near the heading still wins over an amount named nothing.
    expect(price(`<div><span>£30</span></div><div class="price">£25</div>`, cards)).toBe(25);
  });

  it("reads recommendation and sponsored strips as noise (their prices are other products')", () => {
    for (const strip of ["mfe-reco", "product-recs", "sponsored-items", "merchandising-strip"])
      expect(price(`<span id="prc">GBP 11.19</span>`, `<div class="${strip}"><div class="item-price">C $19.95</div></div>`), strip).toBe(
        11.19,
      );
  });
});

describe("the page's layout: wrappers and hidden parts", () => {
  const url = "https://shop.example/desk-lamp";
  const read = (html: string) => {
    const p = first(html, url);
    return p && { price: p.price, sku: p.sku, availability: p.availability };
  };
  // Each part of the page inside `n` boxes that hold only it, as themes nest columns and cells.
  const wrapped = (n: number, part: string) => "<div>".repeat(n) + part + "</div>".repeat(n);
  const lamp = (n: number, stock: string) =>
    page(
      "<title>Desk lamp</title>",
      `<main><div class="product"><h1>Desk lamp</h1>${wrapped(n, '<div class="price">€ 88,00</div>')}${wrapped(n, "<div>Art.-Nr.:</div>")}${wrapped(n, "<div>DL-204</div>")}${wrapped(n, `<p>${stock}</p>`)}</div>
<section><h2>Customers also bought</h2>${"<div><hr>".repeat(6)}<div class="card"><a href="/shade">Lamp shade</a><span class="price">€ 19,00</span></div>${"</div>".repeat(6)}</section></main>`,
    );

  it("reads a page the same however many boxes wrap each of its parts", () => {
    for (const [stock, availability] of [
      ["In stock", "in_stock"],
      ["Sold out", "out_of_stock"],
    ])
      for (const n of [0, 2, 6, 12])
        expect(read(lamp(n, stock)), `${stock}, ${n} wrappers`).toEqual({ price: 88, sku: "DL-204", availability });
  });

  it("finds the product's title without an h1: the element that says the title's first part, or the name its JSON-LD gives", () => {
    // The amount beside the title wins over price-named cards far from it, once the title is found.
    const cards = `${"<div><hr>".repeat(12)}<div class="card"><a href="/fins">Fins</a> <span class="price">€ 55,00</span></div>${"</div>".repeat(12)}`;
    const shop = (head: string) =>
      page(
        head,
        `<main><div class="product-title">Diving mask</div><div><span>€</span><span>25,00</span></div><button>Add to cart</button>${cards}</main>`,
      );
    expect(first(shop("<title>Diving mask - buy online, best price - Shop</title>"), url)?.price).toBe(25);
    const named = ld({ "@context": "https://schema.org", "@type": "Product", name: "Diving mask", sku: "DM-1" });
    expect(first(shop(`<title>Snorkelling | Shop</title>${named}`), url)?.price).toBe(25);
    expect(first(shop("<title>Snorkelling | Shop</title>"), url)?.price).toBe(55);
  });

  it("takes the heading that says the page's title over an h1 the theme gives the category", () => {
    const shop = (title: string) =>
      page(
        "<title>Diving mask - Shop</title>",
        `<div class="page-header"><h1>Bestsellers</h1></div><main>${title}<div><span>€</span><span>25,00</span></div><button>Add to cart</button></main>`,
      );
    const named = (html: string) => first(html, url)?.name;
    // The heading may add the brand to the title; a theme may title the product with an h2.
    expect(named(shop("<h1>Diving mask SEAC</h1>"))).toBe("Diving mask SEAC");
    expect(named(shop("<h2>Diving mask</h2>"))).toBe("Diving mask");
  });

  it("takes a title that opens with a few words ('Details about …') over a strip further down repeating the title", () => {
    const name = "Diving mask with anti-fog tempered glass, black";
    const strip = `${"<div><hr>".repeat(6)}<div><p class="strip-title">${name}</p><span>€ 2,00</span></div>${"</div>".repeat(6)}`;
    const html = page(
      `<title>${name} | Shop</title>`,
      `<main><div class="item-title">Details about ${name}</div><div><span>€</span><span>25,00</span></div><button>Add to cart</button>${strip}</main>`,
    );
    expect(first(html, url)).toMatchObject({ name: `Details about ${name}`, price: 25 });
  });

  it("takes a plain text block that says the title for the heading of a page with none, never a breadcrumb's last step", () => {
    const cards = ["Pine stool", "Ash bench"].map(
      (n, i) => `<div><a href="/p/${i}"><img src="/${i}.jpg"></a><p>${n}</p><p>€${45 + i * 44}.00</p></div>`,
    );
    const shop = (crumbs: string) =>
      page(
        "<title>Oak chair | Woodshop</title>",
        `${crumbs}<div class="strip">${cards.join("")}</div>` +
          `<div class="product"><div><img src="/oak.jpg"></div><div><p><strong>Oak chair</strong></p><p>Solid oak, oiled.</p><p>€120.00</p><button>Add to cart</button></div></div>`,
      );
    const url = "https://woodshop.example/p/oak-chair";
    expect(first(shop(""), url)?.price).toBe(120);
    for (const crumbs of [
      `<div class="crumbs"><a href="/">Home</a> › <span>Oak chair</span></div>`,
      `<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li itemprop="itemListElement"><span itemprop="name">Oak chair</span></li></ol>`,
      `<nav aria-label="Breadcrumb"><p><a href="/">Home</a></p><p>Oak chair</p></nav>`,
    ])
      expect(first(shop(crumbs), url)?.price, crumbs).toBe(120);
  });

  it("takes no stand-in from a layout named for its breadcrumb, nor a later copy of a title printed first in a list", () => {
    const url = "https://woodshop.example/p/oak-table";
    const shop = (body: string) => page("<title>Oak table | Woodshop</title>", body);
    const layout = (cls: string) =>
      shop(
        `<div class="${cls}"><div class="col-side"><div class="deal"><p>Deal of the day</p><span class="price">€49.00</span></div></div>` +
          `<div class="col-main"><div class="p"><h2>Oak table</h2><img src="/t.jpg"><div class="box"><span class="price">€149.00</span></div><button>Add to cart</button></div></div></div>`,
      );
    expect(first(layout("layout has-breadcrumb"), url)?.price).toBe(149);
    expect(first(layout("layout"), url)?.price).toBe(149);
    const summary = shop(
      `<div class="product"><ul class="summary"><li><b>Oak table</b></li><li>€149.00</li><li><button>Add to cart</button></li></ul>` +
        `<div class="tab"><p><strong>Oak table</strong></p><p>Solid oak, seats six.</p></div></div><div class="more"><div><img src="/c.jpg"><p>Pine chair</p><p>€49.00</p></div></div>`,
    );
    expect(first(summary, url)?.price).toBe(149);
  });

  it("reads a long line of labels, however many lines it holds", () => {
    const lines = (n: number) =>
      page(
        "<title>Oak table</title>",
        `<h1>Oak table</h1><p class="price">€149.00</p><div>Kód produktu: OT-9921<br>EAN: 4006381333931<br>${"Materiál: dub<br>".repeat(n)}</div>`,
      );
    expect(first(lines(210), "https://woodshop.example/p/oak-table")?.sku).toBe("OT-9921");
  });

  it("reads a box's parts and short text no further than a bound, so a deep nest costs no more than that per box", () => {
    const $ = loadHtml(
      `<div id="price"><span>$</span><span>19</span><sup>99</sup><svg>${"<path/>".repeat(50)}</svg></div><p id="deep">${"<span>".repeat(2000)}x${"</span>".repeat(2000)}</p>`,
    );
    const price = $("#price").get(0) as Element;
    expect(
      fewElements(price, 60)
        ?.map((e) => e.name)
        .slice(0, 4),
    ).toEqual(["div", "span", "span", "sup"]);
    expect(fewElements(price, 20)).toBeUndefined();
    // An icon's paths are not read for text; a nest of empty boxes ends the read at its bound.
    expect(shortText(price, 40)).toBe("$1999");
    expect(shortText($("#deep").get(0) as Element, 40)).toBeUndefined();
    // Depth, not width: a line of 300 breaks is shallow, a nest of 2,000 boxes is not.
    expect(shallow(loadHtml(`<p id="w">${"a<br>".repeat(300)}</p>`)("#w").get(0) as Element, 12)).toBe(true);
    expect(shallow($("#deep").get(0) as Element, 12)).toBe(false);
  });

  it("counts a box as a wrapper once the noise beside its one box is removed", () => {
    const $ = loadHtml(
      '<div id="col"><div class="related-products"><a href="/x">Other</a></div><div id="box"><span>€ 25,00</span></div></div>',
    );
    const col = $("#col").get(0) as Element;
    expect(wrapsOne(col)).toBe(false);
    removeNoise($, [$(".related-products").get(0) as Element]);
    expect(wrapsOne(col)).toBe(true);
  });

  it("reads no hidden part of a price ('1,679' beside a hidden '1679' for markup)", () => {
    const box = '<span class="price"><span>1,679</span><span style="display:none">1679</span><span>₪</span></span>';
    expect(first(page("<title>Desktop PC</title>", `<main><h1>Desktop PC</h1>${box}<button>Add to cart</button></main>`), url)?.price).toBe(
      1679,
    );
  });

  it("reads no stock in a notice the page hides for its scripts to show ('This listing has ended')", () => {
    const ad = (notice: string) =>
      page(
        "<title>Teddy bear</title>",
        `<main><h1>Teddy bear</h1><div class="price">£12.99</div><div role="alert">${notice}</div><button>Buy it now</button></main>`,
      );
    expect(first(ad('<span class="hide">This listing has ended</span>'), url)?.availability).toBe("in_stock");
    expect(first(ad("<span>This listing has ended</span>"), url)?.availability).toBe("out_of_stock");
  });
});

describe("the page without markup: labels, widgets and options around the product", () => {
  const url = "https://shop.example/desk-lamp";
  const at = (body: string) => first(page("<title>Desk lamp</title>", body), url);

  it("skips a widget whose title says it shows other products, in more languages and in table layouts", () => {
    for (const title of [
      "Articoli simili",
      "Chi ha acquistato questo articolo ha acquistato anche",
      "Artículos similares",
      "Vaak samen gekocht",
      "Похожие товары",
    ])
      expect(
        at(`<main><h1>Desk lamp</h1><p class="price">€ 88,00</p><button>Add to cart</button></main>
            <table><tr><td><table><tr><td class="boxTitle">${title}</td></tr></table>
            <table class="box"><tr><td><span class="productSpecialPrice">€77,00</span></td></tr></table></td></tr></table>`)?.price,
        title,
      ).toBe(88);
  });

  it("keeps the product's box when a related box's title shares its table, the heading above the table", () => {
    const related = `<tr><td class="boxtitle">Customers who bought this item also bought</td></tr><tr><td><a href="/floor-lamp">Floor lamp</a></td></tr>`;
    const html = page(
      "<title>Desk lamp</title>",
      `<div class="band"><h1>Desk lamp</h1></div><table><tbody><tr><td><p>Brass desk lamp with a linen shade, 40 cm high, for an E27 bulb of up to 60 W.</p><span class="price">€ 88,00</span><p>Item number: DL-204</p><button>Add to cart</button></td></tr>${related}</tbody></table>`,
    );
    expect(first(html, url)).toMatchObject({ price: 88, sku: "DL-204", availability: "in_stock" });
  });

  it("skips a product listing beside the product (accessories to tick, a grid of others)", () => {
    expect(
      at(`<main><h1>Desk lamp</h1><p class="price">€ 1.599,00</p><button>Add to cart</button></main>
          <table class="productListing"><tr><td class="productListing-data"><span class="productSpecialPrice">€159.00</span></td></tr></table>`)
        ?.price,
    ).toBe(1599);
  });

  it("takes no price from what the delivery costs", () => {
    expect(
      at(`<main><h1>Desk lamp</h1><div class="shipping"><span class="fshippingCost">EUR 12.00</span></div>
          <div><span class="label">Price:</span> <span id="prc">EUR 25.00</span></div><button>Buy it now</button></main>`)?.price,
    ).toBe(25);
  });

  it("reads codes after bare labels: an ad's id, a product code in Latvian, a product reference in Portuguese", () => {
    const code = (line: string) =>
      at(`<main><h1>Desk lamp</h1><p class="price">€ 15,99</p><div>${line}</div><button>Buy</button></main>`)?.sku;
    expect(code("Posted in Karachi AD ID 1024643167 Report this ad")).toBe("1024643167");
    expect(code("Produkta kods 545642356")).toBe("545642356");
    expect(code("Referência produto: 3410048")).toBe("3410048");
  });

  it("reads a count under a stock label as in stock, zero as out of stock, and '3 left' as low stock", () => {
    const stock = (value: string) =>
      at(`<main><h1>Desk lamp</h1><p class="price">€ 15,99</p><div>Pieejamība: <span>${value}</span></div></main>`)?.availability;
    expect(stock("4 gab")).toBe("in_stock");
    expect(stock("12 pcs")).toBe("in_stock");
    expect(stock("> 10")).toBe("in_stock");
    expect(stock("0 gab")).toBe("out_of_stock");
    expect(at(`<main><h1>Desk lamp</h1><p class="price">€ 15,99</p><p>Availability: 3 left</p></main>`)?.availability).toBe("limited");
  });

  it("makes a page with a name, a labelled code and stock a product, though it prints no price", () => {
    const p = at(`<main><h1>Legend 200ml edt</h1><p>Product code: 101693</p><p>Out of stock</p></main>`);
    expect(p?.sku).toBe("101693");
    expect(p?.availability).toBe("out_of_stock");
    expect(at(`<main><h1>About us</h1><p>We are a shop.</p></main>`)).toBeUndefined();
  });

  it("reads a plain 'Add' button and a link that says it puts the product in the cart as the buy button", () => {
    const stock = (buy: string) => at(`<main><h1>Desk lamp</h1><p class="price">€ 25,00</p>${buy}</main>`)?.availability;
    expect(stock(`<button type="submit" aria-label="Add Desk lamp"><span>Add</span></button>`)).toBe("in_stock");
    expect(stock(`<a href="/cart/"><span>Add to bag</span></a>`)).toBe("in_stock");
    expect(stock(`<a href="/cart/"><span><i></i>اضف الى حقيبة التسوق</span></a>`)).toBe("in_stock");
    // A link that only says "Buy" may be a menu's; a link to the cart that says so is not a buy button.
    expect(stock(`<a href="/shop">Buy</a>`)).toBeUndefined();
    expect(stock(`<a href="/cart/">View bag</a>`)).toBeUndefined();
  });

  it("reads 'not available' for store pick-up as saying nothing of the product's stock", () => {
    const options = (pickup: string) =>
      at(`<main><h1>Desk lamp</h1><p class="price">$24.990</p><div class="options">
          <div><p>Despacho a domicilio</p><strong>Disponible</strong></div>
          <div><p class="unavailable">${pickup}</p><strong><span class="unavailable">No Disponible</span></strong></div></div></main>`)
        ?.availability;
    expect(options("Retiro en tienda")).toBe("in_stock");
    expect(options("Store pickup")).toBe("in_stock");
    expect(options("Click & Collect")).toBe("in_stock");
    // Said of the product itself, it is out of stock.
    expect(
      at(`<main><h1>Desk lamp</h1><p class="price">$24.990</p><span class="unavailable">No disponible</span></main>`)?.availability,
    ).toBe("out_of_stock");
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

  it("reads an analytics item's whole-number price as units, as analytics counts it, where the page prints none", () => {
    const item = (price: number) => ({ item_id: "CT-100", item_name: "Canvas tote", price, quantity: 1 });
    const bare = (script: string) =>
      first(page("<title>Canvas tote</title>", `<main><h1>Canvas tote</h1><div id="app"></div></main><script>${script}</script>`), url);
    const push = (price: number) =>
      `gtag("event", "view_item", ${JSON.stringify({ currency: "USD", value: price, items: [item(price)] })});`;
    expect(bare(push(25))).toMatchObject({ sku: "CT-100", price: 25 });
    expect(bare(push(25.5))).toMatchObject({ sku: "CT-100", price: 25.5 });
    // Any other object's whole number may be cents: no price.
    expect(
      bare(`window.__STATE__ = ${JSON.stringify({ product: { name: "Canvas tote", sku: "CT-100", price: 2500 } })};`)?.price,
    ).toBeUndefined();
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

  it("reads the short catalogue and code labels of Polish, Dutch, Lithuanian and Latvian shops", () => {
    for (const label of ["Nr kat.", "Referentie", "Kodas", "Kods", "Prekės kodas"])
      expect(first(shop(`${label}: KT2041X`), url)?.sku, label).toBe("KT2041X");
    // Lithuanian and Latvian put the noun last: a discount code or a postcode ends in "kodas" too.
    for (const label of ["Nuolaidos kodas", "Pašto kodas", "Atlaides kods"])
      expect(first(shop(`${label}: KT2041X`), url)?.sku, label).toBeUndefined();
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
