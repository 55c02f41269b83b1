import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * One small page per error class seen on real product pages (bench/product-pages.ts): each
 * reproduces the class with made-up names, so the rule is tested, not a shop.
 */
const ld = (node: unknown) => `<script type="application/ld+json">${JSON.stringify(node)}</script>`;
const page = (head: string, body = "") => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const first = (html: string, url: string) => extractProducts(html, url)[0];

const URL_ = "https://shop.example/acme-trail-shoe-ac123x045-b12.html";
const sizes = (avail: string[], path = "/acme-trail-shoe-ac123x045-b12.html") => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Trail shoe",
  offers: avail.map((a, i) => ({
    "@type": "Offer",
    sku: `AC123X045-B1200${40 + i}000`,
    price: "89.90",
    priceCurrency: "EUR",
    availability: `https://schema.org/${a}`,
    url: path,
  })),
});

describe("variants: the product as a whole", () => {
  it("is in stock when any size can be bought, though the first size is sold out", () => {
    const p = first(page(ld(sizes(["OutOfStock", "InStock", "OutOfStock"]))), URL_);
    expect(p?.availability).toBe("in_stock");
  });

  it("is out of stock when no size can be bought", () => {
    const p = first(page(ld(sizes(["OutOfStock", "OutOfStock"]))), URL_);
    expect(p?.availability).toBe("out_of_stock");
  });

  it("offers that all carry the page's URL select none of them", () => {
    const p = first(page(ld(sizes(["OutOfStock", "InStock"]))), URL_);
    expect(p?.variants).toHaveLength(2);
    expect(p?.availability).toBe("in_stock");
  });

  it("takes the code shared by every size's SKU that the product's address names", () => {
    const p = first(page(ld(sizes(["InStock", "InStock"]))), URL_);
    expect(p?.sku).toBe("AC123X045-B12");
  });

  it("reads a book's editions (workExample: paperback, ebook) as one product in formats, the first the one shown", () => {
    const edition = (isbn: string, format: string, price: string, availability: string) => ({
      "@type": "Book",
      isbn,
      bookFormat: `https://schema.org/${format}`,
      offers: { "@type": "Offer", price, priceCurrency: "EUR", availability: `https://schema.org/${availability}` },
    });
    const book = (editions: unknown[]) =>
      page(
        ld({ "@context": "https://schema.org", "@type": "Book", name: "The Friend", workExample: editions }),
        `<h1>The Friend</h1><p class="price">18,00 €</p><button>Add to cart</button>`,
      );
    const url = "https://books.example/the-friend";
    const two = extractProducts(
      book([edition("9788866320326", "Paperback", "18.00", "OutOfStock"), edition("9788866321064", "EBook", "9.99", "InStock")]),
      url,
    );
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ name: "The Friend", price: 18, gtin: "9788866320326", availability: "in_stock" });
    expect(two[0]?.variants).toHaveLength(2);
  });

  it("keeps the first size's SKU when the address names no shared code", () => {
    const p = first(page(ld(sizes(["InStock", "InStock"], "/products/trail-shoe"))), "https://shop.example/products/trail-shoe");
    expect(p?.sku).toBe("AC123X045-B120040000");
  });
});

describe("SKU: a code as printed, never a phrase", () => {
  const shop = (line: string) =>
    page(
      "<title>Desk lamp</title>",
      `<main><h1>Desk lamp</h1><p class="price">€ 49,90</p><p>In stock</p><button>Add to cart</button><p>${line}</p></main>`,
    );
  const url = "https://shop.example/desk-lamp";

  it("keeps the code a labelled value starts with, not the words after it", () => {
    expect(first(shop("Réf. : TE502955-1293415 Lampe de bureau"), url)?.sku).toBe("TE502955-1293415");
  });

  it("gives no SKU for a labelled phrase", () => {
    expect(first(shop("Item number: Fake Wounds"), url)?.sku).toBeUndefined();
    expect(first(shop("SKU: OPTIPLEX 9010 TOWER"), url)?.sku).toBeUndefined();
  });

  it("reads item numbers labelled in several languages, with the site's name after the label", () => {
    expect(first(shop("Numero oggetto Marktplatz: 133588510845"), url)?.sku).toBe("133588510845");
    expect(first(shop("post id: 7235216655"), url)?.sku).toBe("7235216655");
    expect(first(shop("Артикул: 84512-B"), url)?.sku).toBe("84512-B");
  });
});

describe("SKU: labels in more languages and layouts", () => {
  const shop = (block: string) =>
    page("<title>Desk lamp</title>", `<main><h1>Desk lamp</h1><p class="price">€ 49,90</p><p>In stock</p>${block}</main>`);
  const url = "https://shop.example/desk-lamp";

  it("reads a label alone in its block, colon last, with the value in the next block", () => {
    const block = `<div class="info"><div class="lbl">Marketplace item number: </div><div class="num">302474151804</div></div>`;
    expect(first(shop(block), url)?.sku).toBe("302474151804");
  });

  it("reads product codes labelled in Portuguese, Slovenian, Hebrew and Arabic", () => {
    expect(first(shop("<table><tr><td>ID Produto</td><td>1236291</td></tr></table>"), url)?.sku).toBe("1236291");
    expect(first(shop("<ul><li>Šifra: 0638</li></ul>"), url)?.sku).toBe("0638");
    expect(first(shop("<div><span>קוד מוצר:</span> <span>144432</span></div>"), url)?.sku).toBe("144432");
    expect(first(shop("<p>رقم المنتج: A-5521</p>"), url)?.sku).toBe("A-5521");
  });
});

describe("price: the buy-box price on a page without markup", () => {
  const shop = (prices: string) =>
    page("<title>Reading glasses</title>", `<main><h1>Reading glasses</h1><ul>${prices}</ul><button>Add to cart</button></main>`);
  const url = "https://shop.example/reading-glasses";

  it("skips a price before tax printed beside the price with tax", () => {
    const p = first(
      shop(`<li class="price-tax">Excl. VAT: <span class="price-tax-live">36.53€</span></li><li class="price">40.00€</li>`),
      url,
    );
    expect(p?.price).toBe(40);
  });

  it("takes no cart subtotal (a popup's, a mini-cart's) for the product's price", () => {
    const popup = `<li>Product code: 144432</li><div class="smartbox"><div class="element-text"><span class="inner-element customSubtotal">₪1,659</span></div></div>`;
    // A name, a labelled code and a buy button make it a product; the subtotal is not its price.
    expect(first(shop(popup), url)?.price).toBeUndefined();
    expect(first(shop(popup), url)?.sku).toBe("144432");
    expect(first(shop(`${popup}<li class="price">₪1,499</li>`), url)?.price).toBe(1499);
  });

  it("keeps a price with tax, and one that says shipping is extra", () => {
    expect(first(shop(`<li class="price">40,00 € inkl. MwSt.</li><li>zzgl. Versand</li>`), url)?.price).toBe(40);
    expect(first(shop(`<li class="price-tax">Incl. VAT: <span class="price">40.00€</span></li>`), url)?.price).toBe(40);
  });

  it("takes a price whose class says old when no other price stands beside it", () => {
    const lone = `<li class="price"><span class="price-old-live">40.00€</span></li><li class="price-tax small">Brez DDV: <span class="price-tax-live">36.53€</span></li>`;
    expect(first(shop(lone), url)?.price).toBe(40);
    const crossed = `<li class="price"><span class="price-old">50.00€</span> <span class="price-new">40.00€</span></li>`;
    expect(first(shop(crossed), url)?.price).toBe(40);
    const apart = `<li><div><span class="price-old">50.00€</span></div><div><span class="amount">40.00€</span></div></li>`;
    expect(first(shop(apart), url)?.price).toBe(40);
  });
});

describe("SKU: evidence the page prints", () => {
  const product = (sku: string) =>
    ld({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Boots",
      sku,
      offers: { "@type": "Offer", price: "69.95", priceCurrency: "EUR" },
    });
  const shop = (sku: string, body: string) => page(product(sku), `<main><h1>Boots</h1><p class="price">69,95 €</p>${body}</main>`);
  const url = "https://shop.example/flat-boots-p11002710.html";

  it("keeps the code a markup SKU starts with when a name runs after it", () => {
    expect(first(shop("TE502955-1293415 Housse de canapé", ""), url)?.sku).toBe("TE502955-1293415");
  });

  it("drops a markup SKU of zeros, a placeholder for none ('0', '000000'), and takes the labelled code the page prints", () => {
    expect(first(shop("0", ""), url)?.sku).toBeUndefined();
    expect(first(shop("000000", "<p>Product code: 144432</p>"), url)?.sku).toBe("144432");
  });

  it("drops a markup SKU made of words and takes the labelled code the page prints", () => {
    expect(first(shop("OPTIPLEX 9010 TOWER", "<p>Product code: 144432</p>"), url)?.sku).toBe("144432");
    expect(first(shop("OPTIPLEX 9010 TOWER", ""), url)?.sku).toBeUndefined();
  });

  it("prefers the labelled code the page prints to a markup SKU the page does not print", () => {
    expect(first(shop("MKI6IKW1N4-1", "<p>SKU MKI6IKW1N4</p>"), url)?.sku).toBe("MKI6IKW1N4");
    expect(first(shop("MKI6IKW1N4-1", "<p>SKU MKI6IKW1N4</p><p>Variant MKI6IKW1N4-1</p>"), url)?.sku).toBe("MKI6IKW1N4-1");
  });

  it("takes the labelled code over a markup SKU that is the barcode, printed or not", () => {
    expect(first(shop("4006381333931", "<p>EAN 4006381333931</p><p>Art.-Nr.: 44.231.07</p>"), url)?.sku).toBe("44.231.07");
    expect(first(shop("4006381333931", "<p>EAN 4006381333931</p>"), url)?.sku).toBe("4006381333931");
    expect(first(shop("4006381333932", "<p>Art.-Nr.: 44.231.07</p><p>4006381333932</p>"), url)?.sku).toBe("4006381333932");
  });

  it("takes a printed code the address repeats over an unprinted markup SKU, and only then", () => {
    expect(first(shop("84518927-040-35", "<p>Black - 1002/710</p>"), url)?.sku).toBe("1002/710");
    expect(first(shop("84518927-040-35", "<p>Pack 100271</p><p>Black - 1002/710</p>"), url)?.sku).toBe("1002/710");
    const elsewhere = "https://shop.example/flat-boots.html";
    expect(first(shop("84518927-040-35", "<p>Black - 1002/710</p>"), elsewhere)?.sku).toBe("84518927-040-35");
  });
});

describe("availability: the product as a whole and the buy box", () => {
  const sizeNode = (sku: string, a: string) => ({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Flat boots",
    sku,
    offers: { "@type": "Offer", price: "69.95", priceCurrency: "EUR", availability: `http://schema.org/${a}` },
  });

  it("is in stock when any of the Product nodes printed once per size is", () => {
    const html = page(
      ld([sizeNode("B-35", "OutOfStock"), sizeNode("B-36", "InStock"), sizeNode("B-37", "OutOfStock")]),
      "<h1>Flat boots</h1>",
    );
    expect(first(html, "https://shop.example/flat-boots")?.availability).toBe("in_stock");
  });

  const shop = (box: string) =>
    page("<title>Teddy bear</title>", `<main><h1>Teddy bear</h1><p class="price">£ 12.99</p><p>Item number: 133588510845</p>${box}</main>`);
  const url = "https://shop.example/teddy-bear";

  it("takes no stock from buyers' words (a review, a comment, a question and its answer) nor from the stores' stock", () => {
    for (const box of [
      `<div class="reviews"><h2>Customer reviews</h2><div class="review"><p>Sold out everywhere else!</p></div></div>`,
      `<ul class="review-list"><li class="jdgm-rev"><p>Was out of stock for weeks, finally got it.</p></li></ul>`,
      `<div itemprop="review" itemscope itemtype="https://schema.org/Review"><p itemprop="reviewBody">Sold out in my size.</p></div>`,
      `<div class="product-qa"><p>Q: Is it in stock in black?</p><p>A: Out of stock in black.</p></div>`,
      // The stock of the shop's stores is one way of getting it.
      `<div class="store-availability"><h3>Availability in stores</h3><ul><li>Berlin Mitte: Out of stock</li><li>Hamburg: Out of stock</li></ul></div>`,
    ])
      expect(first(shop(`<button class="btn">Add to cart</button>${box}`), url)?.availability, box).toBe("in_stock");
    // The shop's own stock line beside them still counts.
    expect(first(shop(`<p class="stock">Sold out</p><div class="reviews"><p>Love it!</p></div>`), url)?.availability).toBe("out_of_stock");
    // A page's flag that it shows reviews names no review.
    expect(first(shop(`<div class="product-main has-reviews"><p>Sold out</p></div>`), url)?.availability).toBe("out_of_stock");
  });

  it("takes no stock from a titled block below the product's box and its buy button, however the block is named", () => {
    const product = (inside: string, before = "", after = "") =>
      page(
        "<title>Teddy bear</title>",
        `<main>${before}<div><h1>Teddy bear</h1><div><p>£ 12.99</p></div>${inside}</div>${after}<div><h2>Customer reviews</h2><div><p>Sold out everywhere else!</p></div></div><div><h3>In our stores</h3><ul><li>Berlin Mitte: Out of stock</li></ul></div></main>`,
      );
    expect(first(product(`<div><button class="btn">Add to cart</button></div>`), url)?.availability).toBe("in_stock");
    expect(first(product(`<form><label>Qty</label><input name="quantity" value="1"></form>`), url)?.availability).toBe("in_stock");
    // A button greyed out until a size is chosen marks the buy box as well, and says no stock.
    const sizes = `<div><p>Please select a size</p><button class="btn" disabled>Add to cart</button></div>`;
    const shirt = first(product(sizes), url);
    expect(shirt?.name).toBe("Teddy bear");
    expect(shirt?.availability).toBeUndefined();
    // The product's own notice counts: in its box under an enabled button, before a sticky bar's
    // button at the top of the page, or right after the box with no title of its own (an alert, a
    // sold ad's status).
    const button = `<form><button class="btn">Add to cart</button></form>`;
    expect(first(product(`${button}<div><p>Currently out of stock</p></div>`), url)?.availability).toBe("out_of_stock");
    const sticky = `<div class="sticky-bar"><span>Teddy bear</span><button class="btn">Add to cart</button></div>`;
    expect(first(product("<div><p>Sold out</p></div>", sticky), url)?.availability).toBe("out_of_stock");
    expect(first(product(button, "", "<div><p>This item has been sold.</p></div>"), url)?.availability).toBe("out_of_stock");
    // Without a button that buys, the blocks' words are all the page says.
    expect(first(product(""), url)?.availability).toBe("out_of_stock");
    // Inside the product's box a titled block is still the product's: a sold ad keeps its
    // "Reply" button and says "SOLD!" under its description's title.
    const ad = `<a class="btn" href="/reply/123">Reply to ad</a><h2>Description</h2><p>SOLD!</p>`;
    expect(first(product(ad), url)?.availability).toBe("out_of_stock");
    // Unless the title names the buyers' words or the stores' stock: then the box it heads, up to
    // the next title, is theirs.
    for (const [title, line] of [
      ["Customer reviews (12) ★★★★☆", "Sold out everywhere else!"],
      ["Kundenbewertungen", "War lange ausverkauft."],
      ["Questions & answers", "A: Out of stock in black."],
      ["Availability in our stores", "Berlin Mitte: Out of stock"],
    ])
      expect(first(product(`${button}<div><h3>${title}</h3><p>${line}</p></div>`), url)?.availability, title).toBe("in_stock");
    // A stores' line that speaks of the shop online is the product's.
    const online = `<div><h3>Availability in our stores</h3><p>Online: Sold out</p><ul><li>Berlin: 2 left</li></ul></div>`;
    expect(first(product(`${button}${online}`), url)?.availability).toBe("out_of_stock");
    // Each review's own title stays inside the reviews' box.
    const titled = `<div><h3>Customer reviews</h3><div><h4>Great bear</h4><p>Sold out everywhere else!</p></div></div>`;
    expect(first(product(`${button}${titled}`), url)?.availability).toBe("in_stock");
    // Only that box: a seller's ratings before the ad's description, an accordion whose first
    // title is the reviews', a French "Comment commander ?" (how to order) say nothing of the rest.
    for (const rest of [
      `<div class="seller"><h3>Ratings (14)</h3><p>Fast replies</p></div><h2>Description</h2><p>SOLD!</p>`,
      `<div><h3>Reviews</h3><p>Lovely bear</p><h3>Delivery</h3><p>Out of stock</p></div>`,
      `<div><h3>Comment commander ?</h3><p>En ligne ou en magasin.</p><p>Article épuisé</p></div>`,
      // "Avis" alone is a notice as often as the reviews ("Avis (12)", "Avis clients").
      `<div><h3>Avis</h3><p>Article épuisé</p></div>`,
    ])
      expect(first(product(`${button}${rest}`), url)?.availability, rest).toBe("out_of_stock");
  });

  it("reads a sold-out button however long its words, and a store's box saying the shop online has none", () => {
    const button = `<button type="submit" class="btn" disabled>Leider ausverkauft – benachrichtigen Sie mich, sobald der Artikel wieder da ist</button>`;
    expect(
      first(
        shop(`${button}<div class="protection"><p>3-year protection plan $19.00</p><button type="button" class="btn">Add</button></div>`),
        url,
      )?.availability,
    ).toBe("out_of_stock");
    expect(
      first(shop(`<div class="click-and-collect"><p>Out of stock online</p><p>Reserve in one of our stores</p></div>`), url)?.availability,
    ).toBe("out_of_stock");
    expect(
      first(shop(`<div class="store-availability"><p>Online: sold out</p><ul><li>Berlin Mitte: 2 in stock</li></ul></div>`), url)
        ?.availability,
    ).toBe("out_of_stock");
  });

  it("reads no sold-out button from a box styled as a button that holds a paragraph", () => {
    const card = `<a class="btn-block" href="/p/2">Oak chair, 2010, used, 89,000 km on the clock, collection in Leeds city centre, cash only. Customer reviews: great value, sold out everywhere else!</a>`;
    expect(first(shop(`${card}<button class="btn">Add to cart</button>`), url)?.availability).toBe("in_stock");
  });

  it("reads a link that puts the product in the cart however deep the markup indents its words", () => {
    const ws = (n: number) => `\n${" ".repeat(n)}`;
    const link = `<a href="#" class="js-add">${ws(28)}<span class="icon">${ws(32)}<svg><path d="M0"/></svg>${ws(28)}</span>${ws(28)}<span class="label">${ws(32)}Add to cart${ws(28)}</span>${ws(24)}</a>`;
    expect(first(shop(`<div>${link}</div>`), url)?.availability).toBe("in_stock");
  });

  it("reads a buy button by its name in the markup, whatever language its text is in", () => {
    expect(first(shop(`<button id="button-cart" class="btn">Naroči</button>`), url)?.availability).toBe("in_stock");
    expect(first(shop(`<button id="button-cart" class="btn" disabled>Naroči</button>`), url)?.availability).toBe("out_of_stock");
  });

  it("takes no stock from buttons that do not buy (a wishlist, a hidden quantity)", () => {
    expect(first(shop(`<a class="btn" href="/wishlist">Add to wishlist</a>`), url)?.availability).toBeUndefined();
    expect(first(shop(`<form><input type="hidden" name="qty" value="1"></form>`), url)?.availability).toBeUndefined();
  });

  it("reads a sold-out button in the languages of the stock texts", () => {
    for (const label of ["Esgotado", "Uitverkocht", "Esaurito", "Slutsåld", "Tükendi", "Нет в наличии"])
      expect(first(shop(`<button class="btn" disabled>${label}</button>`), url)?.availability, label).toBe("out_of_stock");
  });

  it("takes no stock from a button that speaks of the price or of one way of getting the product", () => {
    for (const label of [
      "Notify me of price drops",
      "Bei Preissenkung benachrichtigen",
      "M'alerter d'une baisse de prix",
      "Avísame si baja de precio",
      "Уведомить о снижении цены",
      "Unavailable for pickup",
      "Not available in your store",
    ]) {
      // Before the buy button, it must not speak for it; alone, it says nothing.
      expect(first(shop(`<button class="btn">${label}</button><button class="btn">Add to cart</button>`), url)?.availability, label).toBe(
        "in_stock",
      );
      expect(first(shop(`<button class="btn">${label}</button>`), url)?.availability, label).toBeUndefined();
    }
    // The shop online's own state still counts.
    expect(first(shop(`<button class="btn" disabled>Out of stock online</button>`), url)?.availability).toBe("out_of_stock");
  });

  it("reads a button that contacts the seller of an ad, and a quantity drop-down", () => {
    for (const t of ["Contact seller", "Verkäufer kontaktieren", "Contactar al vendedor", "Reply to ad"])
      expect(first(shop(`<button class="btn">${t}</button>`), url)?.availability, t).toBe("in_stock");
    expect(first(shop(`<form><select name="quantity"><option>1</option></select></form>`), url)?.availability).toBe("in_stock");
    expect(first(shop(`<form><select name="quantity" disabled><option>1</option></select></form>`), url)?.availability).toBeUndefined();
  });

  it("reads link buttons that buy, bid or answer an ad, and a quantity to buy", () => {
    expect(first(shop(`<a class="btn btn-prim" href="/bid">Fai un'offerta</a>`), url)?.availability).toBe("in_stock");
    expect(first(shop(`<a class="btn" data-cta="placebid" href="/bid">Bieten</a>`), url)?.availability).toBe("in_stock");
    expect(first(shop(`<form><input type="number" name="quantity" value="1"></form>`), url)?.availability).toBe("in_stock");
    const ad = `<section><header class="reply-bar"><button class="reply-button">reply</button></header></section>`;
    expect(first(shop(ad), url)?.availability).toBe("in_stock");
  });

  it("reads the stock text and button beside the price when the buy box sits in a column far from the heading", () => {
    const deep = (n: number, inner: string) => "<div>".repeat(n) + inner + "</div>".repeat(n);
    const box = `<p class="price">£ 12.99</p>${deep(2, "<p>Out of stock</p>")}${deep(2, "<button>Add to cart</button>")}`;
    const html = page(
      "<title>Teddy bear</title>",
      `<main><div class="col">${deep(5, "<h1>Teddy bear</h1>")}</div><div class="col">${deep(6, box)}</div></main>`,
    );
    expect(first(html, url)?.availability).toBe("out_of_stock");
  });

  it("reads stock text that an icon picture or a small tag sits in", () => {
    expect(first(shop(`<p><img src="cross.png" alt=""> Out of stock</p>`), url)?.availability).toBe("out_of_stock");
    expect(first(shop(`<p><small>Sold out</small></p>`), url)?.availability).toBe("out_of_stock");
  });

  it("takes no stock from a picture that is not available", () => {
    const p = first(shop(`<div class="availability-img"><span>Image not available</span></div><button>Add to cart</button>`), url);
    expect(p?.availability).toBe("in_stock");
  });

  it("reads stock words in Slovenian and Hebrew", () => {
    expect(first(shop("<ul><li>Razpoložljivost: Dobavljivo</li></ul>"), url)?.availability).toBe("in_stock");
    expect(first(shop(`<div class="stock">המוצר אינו במלאי</div>`), url)?.availability).toBe("out_of_stock");
  });
});

describe("what a page sells", () => {
  it("reads an event with offers as the product sold (a ticket), with the page's buy button", () => {
    const event = {
      "@context": "https://schema.org",
      "@type": "TheaterEvent",
      name: "Evening play",
      startDate: "2026-12-31T20:00:00",
      offers: { "@type": "AggregateOffer", lowPrice: "3340", highPrice: "3340", priceCurrency: "CLP" },
    };
    const html = page(ld(event), `<h1>Evening play</h1><a id="buy-btn" class="btn btn-warning" href="/buy">Comprar Entrada</a>`);
    const p = first(html, "https://tickets.example/event/evening-play");
    expect(p?.price).toBe(3340);
    expect(p?.availability).toBe("in_stock");
  });

  it("reads an event's page that prints a ticket's price and a buy button as a product, its markup giving no offer", () => {
    const html = page(
      ld({ "@context": "https://schema.org", "@type": "Event", name: "Jazz night", startDate: "2026-12-31" }),
      '<h1>Jazz night</h1><p class="price">Tickets: $34.00</p><button>Buy tickets</button>',
    );
    expect(extractProducts(html, "https://tickets.example/jazz-night")[0]).toMatchObject({ price: 34, availability: "in_stock" });
  });

  it("does not read an event without offers as a product", () => {
    const html = page(
      ld({ "@context": "https://schema.org", "@type": "Event", name: "Open day", startDate: "2026-12-31" }),
      "<h1>Open day</h1>",
    );
    expect(extractProducts(html, "https://example.org/open-day")).toEqual([]);
  });
});

describe("price: markup that the buy box contradicts", () => {
  const product = (price: string) =>
    ld({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Sofa",
      sku: "S-1",
      offers: { "@type": "Offer", price, priceCurrency: "EUR" },
    });
  const url = "https://shop.example/sofa";

  it("takes the buy box's price when the page prints the markup's price only struck out", () => {
    const box = `<h1>Sofa</h1><div class="price-block"><span class="original-price">EUR219.99</span> -50%</div><div class="product-price"><span class="current-price">EUR110.00</span></div>`;
    expect(first(page(product("219.99"), box), url)?.price).toBe(110);
  });

  it("takes the buy box's price and currency when the markup gives another market's (a sign only one currency uses)", () => {
    const inUsd = ld({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Sofa",
      offers: { price: "300.00", priceCurrency: "USD" },
    });
    const read = (box: string, at = url) => {
      const p = first(page(inUsd, `<h1>Sofa</h1><div class="price">${box}</div><button>Add to cart</button>`), at);
      return p && [p.price, p.currency];
    };
    expect(read("275,00 €")).toEqual([275, "EUR"]);
    expect(read("£240.00")).toEqual([240, "GBP"]);
    // A sign several currencies share says nothing; nor does one the shop's country domain contradicts.
    expect(read("$410.00", "https://shop.example.com.au/sofa")).toEqual([300, "USD"]);
    expect(read("275,00 €", "https://shop.example.co.uk/sofa")).toEqual([300, "USD"]);
  });

  it("takes the current bid when the markup's price is the auction's starting price", () => {
    const box = `<h1>Sofa</h1><div class="bidding"><div class="status"><span class="price">€200</span> 2 bids</div><span>Starting Price €150</span></div>`;
    expect(first(page(product("150"), box), url)?.price).toBe(200);
  });

  it("takes the buy box's price when the page prints the markup's price only before tax", () => {
    const box = `<h1>Sofa</h1><div class="product-price"><span class="price">EUR 219.99</span></div><p>Excl. VAT: EUR 181.81</p>`;
    expect(first(page(product("181.81"), box), url)?.price).toBe(219.99);
  });

  it("takes the buy box's price when the page shows it as the markup's discounted, by a percentage or a saving it prints", () => {
    const pct = `<h1>Sofa</h1><div><span class="price">€ 17,10</span> <span class="full">€ 18,00</span> <span>-5%</span></div>`;
    expect(first(page(product("18.00"), pct), url)?.price).toBe(17.1);
    const saving = `<h1>Sofa</h1><div><span class="price">€ 17,10</span><span>Risparmi € 0,90</span><span class="full">€ 18,00</span></div>`;
    expect(first(page(product("18.00"), saving), url)?.price).toBe(17.1);
    // A percentage that does not take the markup's price to the buy box's says nothing of it.
    const other = `<h1>Sofa</h1><div><span class="price">€ 17,10</span> <span class="full">€ 18,00</span> <span>-20%</span></div>`;
    expect(first(page(product("18.00"), other), url)?.price).toBe(18);
  });

  it("takes the buy box's price when it labels a lower amount as the price on sale ('Prezzo scontato', 'Sale price', 'Jetzt')", () => {
    const labelled = (list: string, sale: string) =>
      first(page(product("18.00"), `<h1>Sofa</h1><ul><li>${list} <span>€ 18,00</span></li><li>${sale} <span>€ 17,10</span></li></ul>`), url)
        ?.price;
    expect(labelled("Prezzo", "Prezzo scontato")).toBe(17.1);
    expect(labelled("Price", "Sale price:")).toBe(17.1);
    expect(labelled("Preis", "Jetzt")).toBe(17.1);
    // A lower amount with no sale label beside the markup's says nothing of it.
    expect(labelled("Price", "Pay monthly from")).toBe(18);
  });

  it("takes the buy box's price when the page says the markup's is the one it replaces ('invece di', 'instead of', 'en lugar de')", () => {
    for (const words of ["invece di", "instead of", "en lugar de", "em vez de", "in plaats van", "zamiast", "anstatt"]) {
      const box = `<h1>Sofa</h1><div>Prezzo: <b>€ 17,10</b> ${words} € 18,00</div>`;
      expect(first(page(product("18.00"), box), url)?.price, words).toBe(17.1);
    }
  });

  it("takes the buy box's price when the markup gives it in cents and prints that amount nowhere", () => {
    const box = `<h1>Sofa</h1><div class="product-price"><span class="price">25,00 €</span></div><button>Add to cart</button>`;
    expect(first(page(product("2500"), box), url)?.price).toBe(25);
    // A markup amount the page prints as the price is the price, whatever else it prints.
    const both = `<h1>Sofa</h1><div class="product-price"><span class="price">2.500,00 €</span></div><p class="price">25,00 € off today</p>`;
    expect(first(page(product("2500"), both), url)?.price).toBe(2500);
  });

  it("keeps the markup's price when the page also prints it as the price to pay", () => {
    const box = `<h1>Sofa</h1><div class="price-block"><span class="current-price">EUR219.99</span></div><p class="price">Delivery EUR 110.00</p>`;
    expect(first(page(product("219.99"), box), url)?.price).toBe(219.99);
  });
});

describe("noise: other items' widgets", () => {
  it("skips a similar-items widget named in camel case or headed 'Discover similar items'", () => {
    const widget = (cls: string, heading: string) =>
      page(
        "<title>Lamp</title>",
        `<main><h1>Lamp</h1><p>SKU: L-100</p></main><div class="${cls}"><h2>${heading}</h2><div class="card"><span class="price">€99</span></div></div>`,
      );
    expect(extractProducts(widget("similarItems___22fRt", "More lamps"), "https://shop.example/lamp")).toEqual([]);
    expect(extractProducts(widget("carousel", "Discover Similar Items"), "https://shop.example/lamp")).toEqual([]);
  });

  it("skips a related-products strip titled in Central and Eastern European, Nordic, Baltic, Greek, Hebrew and Asian shops' words", () => {
    const widget = (heading: string) =>
      page(
        "<title>Lamp</title>",
        `<main><h1>Lamp</h1><p>SKU: L-100</p></main><div class="carousel"><h2>${heading}</h2><div class="card"><span class="price">€99</span></div></div>`,
      );
    for (const heading of [
      "Podobni izdelki",
      "Slični proizvodi",
      "Hasonló termékek",
      "Produse similare",
      "Подобни продукти",
      "Схожі товари",
      "Σχετικά προϊόντα",
      "Samankaltaiset tuotteet",
      "Relaterede produkter",
      "Sarnased tooted",
      "Panašios prekės",
      "Produkty powiązane",
      "Produk serupa",
      "Sản phẩm tương tự",
      "לקוחות שרכשו מוצר זה רכשו גם",
      "비슷한 상품",
    ])
      expect(extractProducts(widget(heading), "https://shop.example/lamp"), heading).toEqual([]);
    // The same strip under a title that says nothing of other products still prices the lamp.
    expect(extractProducts(widget("Details"), "https://shop.example/lamp")[0]?.price).toBe(99);
  });

  // A theme that sets the strip straight in the product's box: its title, a rule, a row of cards.
  const cards = `<div class="row"><div class="col"><h4><a href="/p/stool">Pine stool</a></h4><span class="price">€7.77</span></div><div class="col"><h4><a href="/p/bench">Teak bench</a></h4><span class="price">€8.88</span></div></div>`;
  const lamp = (strip: string, after = "") =>
    first(
      page(
        "<title>Lamp</title>",
        `<div class="product-view"><h1>Lamp</h1><p>Brass desk lamp.</p>${strip}<hr>${cards}${after}</div><div><span class="price">€99.00</span><button>Add to cart</button></div>`,
      ),
      "https://shop.example/lamp",
    )?.price;

  it("skips a strip set straight in the product's box: the first box after its title that says anything", () => {
    expect(lamp("<h2>You may also like</h2>")).toBe(99);
    expect(lamp('<p class="section-title">Customers also bought</p>')).toBe(99);
    // Titled in a box classed "h1", as Bootstrap themes style a strip's title.
    expect(lamp('<div class="h1 text-center">Podobni izdelki</div>')).toBe(99);
    // Only that box: a box after it is the product's again.
    expect(lamp("<h2>You may also like</h2>", '<div class="buy"><span class="price">€99.00</span></div>')).toBe(99);
    // A title that says nothing of other products leaves the cards in.
    expect(lamp("<h2>Details</h2>")).toBe(7.77);
  });

  it("marks nothing after a strip's title whose box a script fills, and never the product's box", () => {
    const at = (html: string) => {
      const p = first(page("<title>Oak chair</title>", html), "https://shop.example/oak-chair");
      return { price: p?.price, sku: p?.sku };
    };
    const detail = `<div class="product-detail"><h1>Oak chair</h1><div class="price">€129.00</div><div class="sku">SKU: OC-1234</div><button>Add to cart</button></div>`;
    // An empty strip above the product: the product's box comes next.
    expect(at(`<div class="container"><h3 class="section-title">Recently viewed</h3><div class="rv-slot"></div>${detail}</div>`)).toEqual({
      price: 129,
      sku: "OC-1234",
    });
    // An empty strip below it: the details after the empty slot are the product's.
    const details = `<div class="details"><p>Solid oak chair.</p><p>Item number: OC-1234</p></div>`;
    expect(
      at(
        `<div class="container"><div class="product-detail"><h1>Oak chair</h1><div class="price">€129.00</div><button>Add to cart</button></div><h2>You may also like</h2><div id="recs-root"></div>${details}</div>`,
      ),
    ).toEqual({ price: 129, sku: "OC-1234" });
  });

  it("reads past what cannot hold a strip's cards between its title and them, and never takes a buy box that opens with its price for a strip", () => {
    const page2 = (between: string) =>
      first(
        page(
          "<title>Oak chair</title>",
          `<div class="container"><div class="row"><div class="col"><h1>Oak chair</h1><p>Price: $129.00</p><p>SKU: OC-1</p><button class="btn">Add to cart</button></div></div><h2>You may also like</h2>${between}<div class="row cards"><div class="card"><a href="/p/stool">Walnut stool</a><span class="badge">Sold out</span><p class="price">$49.00</p></div></div></div>`,
        ),
        "https://shop.example/oak-chair",
      );
    for (const between of [
      "<script>initRecs()</script>",
      '<div class="title-separator"></div>',
      '<span class="underline"></span>',
      "<hr>",
    ]) {
      const p = page2(between);
      expect({ price: p?.price, availability: p?.availability }, between).toEqual({ price: 129, availability: "in_stock" });
    }
    // A buy box, not around the heading, that opens with the price and holds a bundle's title.
    const buy = first(
      page(
        "<title>Oak chair</title>",
        `<main><div class="product-info"><h1>Oak chair</h1><div class="buy-box"><p class="price">$129.00</p><h3>Frequently bought together</h3><ul><li>Seat cushion <span class="price">$19.00</span></li></ul><p>SKU: OC-1</p><button class="btn">Add to cart</button></div></div></main>`,
      ),
      "https://shop.example/oak-chair",
    );
    expect({ price: buy?.price, sku: buy?.sku }).toEqual({ price: 129, sku: "OC-1" });
  });

  it("takes a strip's box that opens with a control or a count before its title", () => {
    const strip = (before: string) =>
      first(
        page(
          "<title>Oak chair</title>",
          `<div class="page"><div class="product-detail"><h1>Oak chair</h1><div class="sku">SKU: OC-1234</div><div class="stock">In stock</div></div><div class="block">${before}<h2>You may also like</h2><a href="/c/chairs">View all</a><div class="track"><div class="card"><a href="/p/2">Beech chair</a><span class="price">€89.00</span></div></div></div></div>`,
        ),
        "https://shop.example/oak-chair",
      )?.price;
    expect(strip('<span class="count">4</span>')).toBeUndefined();
    expect(strip('<button class="prev">‹</button>')).toBeUndefined();
  });

  it("does not take the product's box for a strip's when the box holds more before the strip's title", () => {
    // The heading sits above the product's box; the strip's title is the box's last words but one.
    const html = page(
      "<title>Lamp</title>",
      `<h1>Lamp</h1><div class="details"><p>Brass desk lamp.</p><span class="price">€99.00</span><button>Add to cart</button><h2>You may also like</h2>${cards}</div>`,
    );
    expect(first(html, "https://shop.example/lamp")?.price).toBe(99);
  });
});

describe("cost on hostile pages", () => {
  it("reads only the price boxes nearest the heading on a page that names thousands, the product's among them", () => {
    // 3,000 cards come before the product in the page; the ones read are the nearest, and the
    // page's order only breaks ties (weighed per element, it outweighed the distance).
    const cards = `<div>${'<div><a href="/p/2">Mug</a><span class="price">€ 3,00</span></div>'.repeat(3000)}</div>`;
    const html = page(
      "<title>Oak table</title>",
      `${cards}<main><div><h1>Oak table</h1><p class="price">€ 24,00</p><button class="btn">Add to cart</button></div></main>`,
    );
    expect(extractProducts(html, "https://shop.example/oak-table")[0]?.price).toBe(24);
  });

  it("weighs what comes after the heading against a price, element by element: a sale-named amount after long reviews is another item's", () => {
    const review = '<div class="r"><p><b>Anna</b> <span>5/5</span></p><p>Solid, well made, arrived fast.</p></div>';
    const html = page(
      "<title>Oak table</title>",
      `<main><div><h1>Oak table</h1><p class="price">€ 49,00</p><button class="btn">Add to cart</button><div>${review.repeat(800)}</div><div><h3>Accessories</h3><div><b>Felt pads</b><span class="special-price">€ 9,95</span></div></div></div></main>`,
    );
    expect(extractProducts(html, "https://shop.example/oak-table")[0]?.price).toBe(49);
  });

  it("20,000 prices classed old in one parent are read in linear time (each once, not each against all)", () => {
    const html = page("<title>X</title>", `<h1>X</h1><div class="box">${'<span class="old-price">€ 10,00</span>'.repeat(20000)}</div>`);
    const t = performance.now();
    extractProducts(html, "https://shop.example/x");
    // Reading the parent's whole text for each sibling took 87 s; linear is about a second.
    expect(performance.now() - t).toBeLessThan(8000);
  });
});

describe("vocabulary in more languages", () => {
  const shop = (body: string) =>
    page("<title>Kettle</title>", `<main><h1>Kettle</h1>${body}<button class="add-to-cart">Add</button></main>`);
  const url = "https://shop.example/kettle";

  it("takes no instalment price (cuotas, parcelas, rate, raty, payments of, Raten) for the price", () => {
    for (const plan of [
      "12 cuotas sin interés de",
      "10x de",
      "ou 10 parcelas de",
      "3 rate da",
      "10 raty po",
      "or 4 interest-free payments of",
      "Pay in 3 of",
      "3 Raten à",
      "Finanzierung ab",
    ]) {
      const p = first(shop(`<p>${plan} <span class="price">€ 25,00</span></p><p><span class="price">€ 249,00</span></p>`), url);
      expect(p?.price, plan).toBe(249);
    }
  });

  it("reads product-code labels in Dutch, Romanian, Hungarian, Turkish, Indonesian, Vietnamese, Korean", () => {
    const labels = ["Productcode", "Cod produs", "Termékkód", "Stok kodu", "Kode produk", "Mã sản phẩm", "상품번호"];
    for (const label of labels)
      expect(first(shop(`<p class="price">€ 24,00</p><p>${label}: KT-2041</p>`), url)?.sku, label).toBe("KT-2041");
  });

  it("reads a code after 'Cod.' printed without a colon, as Italian and Romanian shops print it", () => {
    expect(first(shop(`<p class="price">€ 24,00</p><p>Cod. CS-410</p>`), url)?.sku).toBe("CS-410");
    // The word alone is no label, nor a code to use at checkout.
    expect(first(shop(`<p class="price">€ 24,00</p><p>Cod fillet, 400 g</p>`), url)?.sku).toBeUndefined();
    expect(first(shop(`<p class="price">€ 24,00</p><p class="promo">Usa il Cod. ESTATE20 al checkout</p>`), url)?.sku).toBeUndefined();
  });

  it("reads stock words in Indonesian, Vietnamese, Ukrainian and Thai, negatives first", () => {
    const stock = (t: string) => first(shop(`<p class="price">€ 24,00</p><p class="stock">${t}</p>`), url)?.availability;
    expect(stock("Tersedia")).toBe("in_stock");
    expect(stock("Tidak tersedia")).toBe("out_of_stock");
    expect(stock("Còn hàng")).toBe("in_stock");
    expect(stock("Hết hàng")).toBe("out_of_stock");
    expect(stock("В наявності")).toBe("in_stock");
    expect(stock("Немає в наявності")).toBe("out_of_stock");
    expect(stock("สินค้าหมด")).toBe("out_of_stock");
  });
});

describe("a page without markup whose buy button is a picture", () => {
  const shop = (box: string) =>
    page(
      "<title>Dried pork</title>",
      `<div class="main"><h1>Dried pork</h1>${box}<div class="deal">Only $<span>99</span> a pack</div><div class="buy"><a href="javascript:void(0)" onclick="buy('1409')"><img src="buy.png"></a></div></div>`,
    );
  const url = "https://shop.example/favorable_1409.html";

  it("reads a link whose click handler buys as the buy button", () => {
    expect(first(shop(""), url)?.availability).toBe("in_stock");
  });

  it("takes no saving for the price (現省, you save, sie sparen)", () => {
    for (const saving of ["現省$400", "You save $400", "Sie sparen $400"]) {
      const p = first(
        shop(
          `<div class="btn_price"><div class="line1">A set of packs</div><div class="line2"><strike>$1,390</strike> ${saving}</div></div>`,
        ),
        url,
      );
      expect(p?.price, saving).toBe(99);
    }
  });
});

describe("meta tags: the price and stock a shop's SEO plugin writes", () => {
  const twitter = (pairs: [string, string][]) =>
    pairs
      .map(([l, d], i) => `<meta name="twitter:label${i + 1}" content="${l}"><meta name="twitter:data${i + 1}" content="${d}">`)
      .join("");
  const url = "https://shop.example/trail-shoe";

  it("reads twitter:label 'Price' and 'Availability' pairs, which make a product page of a page printing its price by script", () => {
    const html = page(
      `<title>Trail shoe</title>${twitter([
        ["Price", "$25.00"],
        ["Availability", "Out of stock"],
      ])}`,
      `<main><h1>Trail shoe</h1><div id="price-root"></div></main>`,
    );
    const p = first(html, url);
    expect(p && [p.price, p.currency, p.availability]).toEqual([25, "USD", "out_of_stock"]);
  });

  it("finds no product on a page whose twitter labels say nothing of a price (an article's reading time)", () => {
    const html = page(
      `<title>How to lace a trail shoe</title>${twitter([
        ["Written by", "Ann"],
        ["Est. reading time", "4 minutes"],
      ])}`,
      `<main><h1>How to lace a trail shoe</h1><p>Start at the toe.</p></main>`,
    );
    expect(extractProducts(html, url)).toEqual([]);
  });
});

describe("the page's product among several in its markup", () => {
  const product = (name: string, sku: string, price: string) => ({
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    sku,
    offers: { "@type": "Offer", price, priceCurrency: "EUR" },
  });
  const shop = (h1: string) =>
    page(
      `<title>Trail shoe | Shop</title>${ld(product("Rain jacket", "RJ-1", "120.00"))}${ld(product("Acme Trail shoe – black", "TS-100", "89.00"))}`,
      `<main><h1>${h1}</h1><p class="price">€ 89,00</p></main>`,
    );
  const url = "https://shop.example/trail-shoe";

  it("is the one whose name holds the heading (the markup adds the brand or the colour), not the first", () => {
    const found = extractProducts(shop("Trail shoe"), url);
    expect(found.map((p) => p.sku)).toEqual(["TS-100"]);
  });

  it("keeps the code a markup SKU starts with on a listing too ('TS-1 Trail shoe, red')", () => {
    const listing = page(
      `<title>Shoes</title>${ld(product("Rain jacket", "RJ-1 Rain jacket", "120.00"))}${ld(product("Trail shoe", "TS-1 Trail shoe", "89.00"))}`,
      "<main><h1>Shoes</h1></main>",
    );
    expect(extractProducts(listing, url).map((p) => p.sku)).toEqual(["RJ-1", "TS-1"]);
  });

  it("stays every product when the heading is held in none, or in several", () => {
    expect(extractProducts(shop("Our favourites"), url).map((p) => p.sku)).toEqual(["RJ-1", "TS-100"]);
    const both = page(
      `<title>Shop</title>${ld(product("Trail shoe, red", "TS-1", "89.00"))}${ld(product("Trail shoe, blue", "TS-2", "89.00"))}`,
      "<main><h1>Trail shoe</h1></main>",
    );
    expect(extractProducts(both, url).map((p) => p.sku)).toEqual(["TS-1", "TS-2"]);
  });
});

describe("SKU: a code label that names the shop", () => {
  const at = (label: string, url: string, head = "") =>
    extractProducts(
      `<!doctype html><html lang="fr"><head>${head}</head><body><main><h1>Lampe Arco</h1><p class="price">129,00 €</p><p>${label} 48213-B</p><button>Ajouter au panier</button></main></body></html>`,
      url,
    )[0]?.sku;

  it("reads the shop's own code when the label names the shop by its host or site name", () => {
    expect(at("Réf. Maisonpro :", "https://www.maisonpro.fr/lampe-arco")).toBe("48213-B");
    expect(at("Art.-Nr. Werkzeug-Max:", "https://werkzeug-max.de/lampe")).toBe("48213-B");
    expect(at("Référence Maison Pro :", "https://www.example.fr/p/1", `<meta property="og:site_name" content="Maison Pro">`)).toBe(
      "48213-B",
    );
  });

  it("reads no code when the label names anything else, nor a price label naming the shop", () => {
    expect(at("Réf. Fournisseur Dupont :", "https://www.maisonpro.fr/lampe-arco")).toBeUndefined();
    expect(at("Réf. Maisonpro :", "https://www.autreshop.fr/lampe-arco")).toBeUndefined();
    // A bare "code" naming the shop is a promotion's as often: the product's own label wins.
    expect(at("Kod Sklepmax:", "https://sklepmax.pl/lampa")).toBeUndefined();
    expect(at("<span>Kod Sklepmax: LATO10</span><br>Kod produktu:", "https://sklepmax.pl/lampa")).toBe("48213-B");
  });
});

describe("SKU: a label printed twice, once for screen readers", () => {
  const sku = (line: string) =>
    extractProducts(
      `<!doctype html><html lang="en"><body><main><h1>Stratocaster</h1>${line}<p class="price">€ 829,00</p><button>Add to cart</button></main></body></html>`,
      "https://guitars.example/p/strat",
    )[0]?.sku;

  it("reads the code after the visible label, whatever words it has", () => {
    expect(sku('<p class="product__sku"><span class="visually-hidden">SKU:</span>SKU: FEN-0140512</p>')).toBe("FEN-0140512");
    expect(sku('<p class="product__sku"><span class="visually-hidden">SKU:</span>Product code: FEN-0140512</p>')).toBe("FEN-0140512");
    expect(sku('<p class="product__sku"><span class="visually-hidden">Varenummer:</span>Item code: FEN-0140512</p>')).toBe("FEN-0140512");
    // A hidden SKU label before another field's label names nothing.
    expect(sku('<p><span class="visually-hidden">SKU:</span>EAN: 4006381333931</p>')).toBeUndefined();
  });
});

describe("SKU: the shop's own reference beside the maker's", () => {
  const sku = (rows: string) =>
    extractProducts(
      `<!doctype html><html lang="fr"><body><main><h1>Nautilus 5811</h1><p class="price">12 500,00 €</p><button>Ajouter au panier</button><dl>${rows}</dl></main></body></html>`,
      "https://watches.example/p/nautilus",
    )[0]?.sku;

  it("reads 'Référence boutique', 'Referência loja', 'Unsere Artikelnummer', 'Our reference' as the SKU", () => {
    for (const label of [
      "Référence boutique",
      "Referência loja",
      "Riferimento negozio",
      "Unsere Artikelnummer",
      "Our reference",
      "Notre référence",
    ])
      expect(sku(`<dt>${label}</dt><dd>HD-PP-5811</dd><dt>Référence fabricant</dt><dd>5811/1G-001</dd>`), label).toBe("HD-PP-5811");
  });

  it("reads no store's or promotion's code as the SKU ('Code magasin', 'Código tienda', 'Shop code')", () => {
    for (const label of ["Code magasin", "Código tienda", "Codice negozio", "Code winkel", "Shop code", "Notre code"])
      expect(sku(`<dt>${label}</dt><dd>0412</dd>`), label).toBeUndefined();
  });
});

describe("SKU: codes of auctions, lots and ads, labels without a colon, the maker's number", () => {
  const sku = (line: string, lang = "en") => {
    const p = extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Oak chair</h1><p class="price">€ 380,00</p><button>Add to cart</button><p>${line}</p></main></body></html>`,
      "https://shop.example/p/oak-chair",
    )[0];
    return p && [p.sku, p.mpn];
  };

  it("reads an auction's, a lot's and an ad's number as the SKU", () => {
    expect(sku("Numer aukcji: 11938475021", "pl")?.[0]).toBe("11938475021");
    expect(sku("Auktionsnummer: 3317", "de")?.[0]).toBe("3317");
    // A lot is as often a batch (food, cosmetics, supplements): no SKU.
    expect(sku("Lot #: 2304117 – View certificate of analysis")?.[0]).toBeUndefined();
    expect(sku("N° de lot : L23145", "fr")?.[0]).toBeUndefined();
    expect(sku("ID anunț: 271998034", "ro")?.[0]).toBe("271998034");
    expect(sku("Κωδικός αγγελίας: 39918275", "el")?.[0]).toBe("39918275");
    expect(sku("Publicado em 11/03 às 09:15 · cód. 1029384756", "pt")?.[0]).toBe("1029384756");
    // A coupon's code is no product's.
    expect(sku("Cupón: cód. VERANO20 – 20% dto.", "es")?.[0]).toBeUndefined();
  });

  it("reads a shop's code labelled without a colon before the maker's labelled with one", () => {
    expect(sku("Kod produktu 1187732 | Kod producenta: ECAM290.61.SB", "pl")).toEqual(["1187732", "ECAM290.61.SB"]);
    expect(sku("Cod. art. 10293847 | EAN: 0195949821240", "it")?.[0]).toBe("10293847");
    expect(sku("<span>Varenr. 301457</span> | <span>Produsentens varenr.: OLED65C44LA</span>", "no")).toEqual(["301457", "OLED65C44LA"]);
    expect(sku("<span>Art.nr 762093</span> | <span>Tillv. art.nr: 90NB11R1-M00K10</span>", "sv")).toEqual(["762093", "90NB11R1-M00K10"]);
  });

  it("ends a value where an unknown label starts, after the value's digits, not after a count", () => {
    expect(sku("Art.nr: 44710 &nbsp; Tillv.nr: EP2-06606", "sv")?.[0]).toBe("44710");
    expect(sku("<span>Art.-Nr.: 20117</span> <span>1 Stück: 4,99 €</span>", "de")?.[0]).toBe("20117");
  });
});

describe("SKU: a markup code printed only as part of a longer code", () => {
  it("gives way to the labelled code it starts (a colour's suffix cut off in the markup)", () => {
    const page = (printed: string) =>
      extractProducts(
        `<!doctype html><html lang="id"><head><script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@type": "Product",
          name: "Galaxy S25 Ultra",
          sku: "GN-SMS-S25U-256",
          offers: { "@type": "Offer", price: "21999000", priceCurrency: "IDR" },
        })}</script></head><body><main><h1>Galaxy S25 Ultra</h1><p>${printed}</p></main></body></html>`,
        "https://gadget.example/p/s25",
      )[0]?.sku;
    expect(page("Kode Produk: GN-SMS-S25U-256-SB")).toBe("GN-SMS-S25U-256-SB");
    expect(page("Kode Produk: GN-SMS-S25U-256")).toBe("GN-SMS-S25U-256");
    expect(page("Kode Produk: GN-SMS-S25U-256.")).toBe("GN-SMS-S25U-256");
    // A dot after a label's letters, a slash between two codes: printed whole.
    expect(page("Art.Nr.GN-SMS-S25U-256")).toBe("GN-SMS-S25U-256");
    expect(page("Kode Produk: GN-SMS-S25U-256/GN-SMS-S25U-512")).toBe("GN-SMS-S25U-256");
  });
});

describe("SKU: a markup value that carries its own label, an ad's code in Portuguese", () => {
  it("keeps the code of 'SKU 00017' and reads 'Código do anúncio'", () => {
    const micro = extractProducts(
      `<!doctype html><html lang="en"><body><main itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Beeswax wraps</h1><div itemprop="sku">SKU 00017</div><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="18.00">$18.00</span><meta itemprop="priceCurrency" content="USD"></div></main></body></html>`,
      "https://wraps.example/p/1",
    )[0];
    expect(micro?.sku).toBe("00017");
    // A code that starts with a label's word and no stop is a code ("REF 200").
    const refCode = extractProducts(
      `<!doctype html><html lang="en"><body><main itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Recovery unit</h1><div itemprop="sku">REF 200</div><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="1299.00">$1,299.00</span><meta itemprop="priceCurrency" content="USD"></div></main></body></html>`,
      "https://tools.example/p/1",
    )[0];
    expect(refCode?.sku).toBe("REF 200");
    const ad = extractProducts(
      `<!doctype html><html lang="pt"><body><main><h1>Galaxy S24</h1><p class="price">R$ 3.499</p><button>Comprar agora</button><p>Código do anúncio: MAB-2204718835</p></main></body></html>`,
      "https://anuncios.example.com.br/p/1",
    )[0];
    expect(ad?.sku).toBe("MAB-2204718835");
  });
});
