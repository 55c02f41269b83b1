import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * The price to pay among the amounts shops print beside it (former, list and lowest prices, savings,
 * plans, unit prices, prices before tax, shipping, thresholds), since the engine is judged on shops
 * it has never seen: one small made-up page per rule, as in extract-product-rules.test.ts.
 */
const page = (head: string, body = "") => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const first = (html: string, url: string) => extractProducts(html, url)[0];
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

  it("takes the low end of a range, as an AggregateOffer's lowPrice is the 'from' price", () => {
    expect(price(`<p class="price">£25.00 – £40.00</p>`)).toBe(25);
    expect(price(`<p>$25.00 - $40.00</p>`)).toBe(25);
    expect(price(`<p class="price">25,00 € bis 40,00 €</p>`)).toBe(25);
    // A former price before the new one is no range.
    expect(price(`<p class="price"><span>Was</span> £40.00 – £25.00</p>`)).toBe(25);
  });

  it("takes the one amount that is not per unit or an instalment", () => {
    expect(price(`<div class="price">8,99 € <small>(11,99 € / 1 l)</small></div>`)).toBe(8.99);
    expect(price(`<div class="price">8,99 € <small>1 l = 11,99 €</small></div>`)).toBe(8.99);
    expect(price(`<div class="price">R$ 1.999,00 ou 10x de R$ 199,90</div>`)).toBe(1999);
    // A measure spelt out after the word for "per", in its own box beside the pack's price.
    for (const unit of ["£7.20 per litre", "£7.20 per liter", "7,20 € pro Liter", "7,20 € al litro", "£1.20 per metre"])
      expect(price(`<div class="price"><span>£18.00</span> <span>${unit}</span></div>`), unit).toBe(18);
  });

  it("takes a price written with a dash for its cents ('14 490,-') beside the price before tax, on a shop whose currency its domain names", () => {
    const cz = (box: string) =>
      first(
        page("<title>Televize</title>", `<main><h1>Televize</h1>${box}<p>Kód: TV-55</p><button>Do košíku</button></main>`),
        "https://www.shop.example.cz/televize-tv55",
      );
    expect(cz(`<div class="price-box"><span class="price-final">14 490,-</span><span>bez DPH 11 975,21 Kč</span></div>`)).toMatchObject({
      price: 14490,
      currency: "CZK",
    });
    // A bare number beside an amount with a currency is still a quantity.
    expect(cz(`<div class="price-box"><span>14 490 Kč</span> <span>3 ks</span></div>`)?.price).toBe(14490);
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
    // A banner that only mentions a lowest price and 30 days labels no price.
    expect(price(`<p>Lowest price guarantee: 30 days price protection</p><p class="price">$25.00</p>`)).toBe(25);
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
    expect(price(`<p>Regular price <span>$30.00</span></p>`)).toBe(30);
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
      "דמי משלוח: $10",
      "送料 $10",
      "배송비 $10",
      "Доставка: $10",
    ])
      expect(price(`<p>${line}</p><p>$25.00</p>`), line).toBe(25);
    expect(price(`<p>$25.00 &amp; free shipping</p>`)).toBe(25);
  });

  it("reads a price-named-nowhere line that ends in a line break ('<strong>Prices:</strong> $25.00<br>')", () => {
    expect(price(`<p><strong>Precios:</strong> $25.00<br></p>`)).toBe(25);
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

describe("price: amounts in a price box whose classes say nothing (CSS-in-JS themes)", () => {
  // Hashed class names as CSS-in-JS themes print them: nothing in them says old, sale or price.
  const shop = (prices: string) =>
    page(
      "<title>Linen Shirt</title>",
      `<main><h1 class="css-1q2w3e">Linen Shirt</h1><div class="sc-bdVaJa">${prices}</div><p>SKU: LS-2041</p><button>Add to bag</button></main>`,
    );
  const url = "https://shop.example/p/linen-shirt";
  const price = (prices: string) => first(shop(prices), url)?.price;

  it("takes the lower of the price box's two amounts, whichever comes first", () => {
    expect(price(`<span class="_3xX9k">$30.00</span><span class="_1b2n3">$25.00</span>`)).toBe(25);
    expect(price(`<span class="_1b2n3">$25.00</span><span class="_3xX9k">$30.00</span>`)).toBe(25);
    expect(price(`<div class="e1a"><span>1.299,90 TL</span></div><div class="e1b"><span>999,90 TL</span></div>`)).toBe(999.9);
    // An amount far below the first is no reduced price on its own word.
    expect(price(`<span class="_3xX9k">$30.00</span><span class="_1b2n3">$7.50</span>`)).toBe(30);
  });

  it("takes the amount labelled as the price on sale, for screen readers only, among several", () => {
    const box = (label: string) =>
      `<span class="vh">Regular price</span><span>$30.00</span><span class="vh">${label}</span><span>$25.00</span><span>Members</span><span>$22.00</span>`;
    expect(price(box("Sale price"))).toBe(25);
    expect(price(box("Now"))).toBe(25);
    expect(price(`<p>De: <b>R$ 199,90</b></p><p>Por: <b>R$ 149,90</b></p><p>Clube: <b>R$ 139,90</b></p>`)).toBe(149.9);
    expect(price(box("Aktueller Preis ist:"))).toBe(25);
  });

  it("takes a lower amount labelled as the price on sale over one labelled only as the price, in its own text or in a box named for prices", () => {
    for (const [list, sale] of [
      ["Prezzo: 18,00 €", "Prezzo scontato: 17,10 €"],
      ["Price: €18.00", "Sale price: €17.10"],
      ["Preis: 18,00 €", "Angebotspreis: 17,10 €"],
      ["Prix : 18,00 €", "Prix promo : 17,10 €"],
    ]) {
      expect(price(`<div>${list}</div><div>${sale}</div>`), sale).toBe(17.1);
      expect(price(`<div class="price">${list}</div><div class="price">${sale}</div>`), sale).toBe(17.1);
    }
    // Among price-named boxes, a sale word ending a phrase is another offer's, a lone "Sale" a card's badge.
    expect(price(`<span class="price">€18.00</span><div>In our app now only <span class="app-price">€17.10</span></div>`)).toBe(18);
    expect(price(`<span class="price">€18.00</span><a class="card"><span>Sale</span> <span class="price">€7.10</span></a>`)).toBe(18);
    // Labelled as the price, it stays before a lower amount said to be something else, or a
    // higher one: a member's, an app's, a code's or a subscription's price, a sale word ending a
    // phrase, a percentage (a member's saving, a code's, a tax).
    expect(price(`<div>Price: €18.00</div><div>Member price: €17.10</div>`)).toBe(18);
    expect(price(`<div>Preis: 18,00 €</div><div>Mit Kundenkarte nur 17,10 €</div>`)).toBe(18);
    expect(price(`<div>Price: €18.00</div><div>Club members: now €17.10</div>`)).toBe(18);
    expect(price(`<div>Price: €18.00</div><div>Extra 5% off with code SPRING5: €17.10</div>`)).toBe(18);
    expect(price(`<div>Price: €18.00</div><div>Save: €0.90</div>`)).toBe(18);
    expect(price(`<div>Price: €18.00</div><div>Now: €19.10</div>`)).toBe(18);
  });

  it("takes the amount the box shows discounted by the percentage it prints, however deep the discount", () => {
    expect(price(`<span>€120,00</span><span>€30,00</span><span>-75%</span>`)).toBe(30);
    expect(price(`<span>€120,00</span><span>€30,00</span><span>Save 75%</span>`)).toBe(30);
    expect(price(`<span>€40,00</span><span>€30,00</span><span>Members</span><span>€27,00</span><span>Save €10,00</span>`)).toBe(30);
  });

  it("reads an amount whose element also holds a `<meta>` or `<link>` for markup (microdata inside the price)", () => {
    const box = (tag: string) =>
      `<div class="e1"><span class="e2">${tag}19,99&nbsp;€ *</span><span class="e3"><i></i></span><span class="e4"><span class="e5">statt 24,99&nbsp;€ *</span><span class="e6">(20% gespart)</span></span></div>`;
    expect(price(box(`<meta itemprop="price" content="19.99">`))).toBe(19.99);
    expect(price(box(`<meta >`))).toBe(19.99);
    expect(price(box(`<link itemprop="availability" href="http://schema.org/InStock">`))).toBe(19.99);
  });

  it("skips an amount after an 'Old price:' or 'Original price was:' label in an element named for a price", () => {
    expect(
      price(
        `<div><label>Old price:</label> <span data-testid="price">$30.00</span></div><div><span data-testid="price">$25.00</span></div>`,
      ),
    ).toBe(25);
    expect(
      price(`<div data-qa="price"><span class="s1">Ursprünglicher Preis war: 24,99 €</span></div><div data-qa="price">19,99 €</div>`),
    ).toBe(19.99);
  });
});

describe("price: words beside a lone price that do not label it", () => {
  const shop = (body: string) =>
    page("<title>Olive oil</title>", `<main><h1>Olive oil</h1>${body}<p>SKU: OL-750</p><button>Add to cart</button></main>`);
  const price = (body: string) => first(shop(body), "https://shop.example/olive-oil")?.price;

  it("reads the price after a line that only mentions delivery, a deal of the week or a piece", () => {
    expect(price(`<p>Delivery in 2-3 days</p><p>$25.00</p>`)).toBe(25);
    expect(price(`<p><b>Weekly deal:</b> <span>$25.00</span></p>`)).toBe(25);
    expect(price(`<p class="price">Weekly deal: $25.00</p>`)).toBe(25);
    expect(price(`<p><span class="price">4,99 €</span> / Stk.</p>`)).toBe(4.99);
    // A size in a table's first cell is no quantity of a volume tier.
    expect(price(`<table><tr><td>42</td><td><span class="price">$25.00</span></td></tr></table>`)).toBe(25);
  });
});

describe("price: promotions printed beside the heading", () => {
  const shop = (promo: string, own: string) =>
    page("<title>Olive oil</title>", `<main>${promo}<h1>Olive oil</h1>${own}<p>SKU: OL-750</p><button>Add to cart</button></main>`);
  const url = "https://shop.example/olive-oil";
  const price = (promo: string, own = `<p>$25.00</p>`) => first(shop(promo, own), url)?.price;

  it("skips an amount taken off (a '-$5' badge, '−5,00 €', '- 5 €'), not the upper end of a range", () => {
    expect(price(`<span class="badge">-$5</span>`)).toBe(25);
    expect(price(`<span class="badge">−$5.00</span>`)).toBe(25);
    expect(price(`<div class="label">- $5</div>`)).toBe(25);
    expect(price(`<span class="price-badge">-$5</span>`, `<p class="price">$25.00</p>`)).toBe(25);
    // Nothing else on the page: a discount alone is still no price.
    expect(price(`<span class="badge">-$5</span>`, "")).toBeUndefined();
    // A range's upper end stays part of the range.
    expect(price("", `<p class="price">$25.00 - $40.00</p>`)).toBe(25);
  });

  it("skips what a gift or a bundle is worth ('worth $15', 'im Wert von 15 €', 'd'une valeur de 15 €', 'valued at')", () => {
    for (const line of [
      "Free gift with purchase worth $15",
      "Gratis dazu: Tasche im Wert von $15",
      "Trousse offerte d'une valeur de $15",
      "Trousse offerte d’une valeur de $15",
      "Regalo por valor de $15",
      "Omaggio del valore di $15",
      "Cadeau ter waarde van $15",
      "Free tote valued at $15",
    ])
      expect(price(`<div class="label">${line}</div>`), line).toBe(25);
  });

  it("skips a price with a code, for members only or with a trade-in ('$5 with code SAVE5', 'mit Code', 'Members pay $5 less')", () => {
    for (const line of [
      "Only $5 with code SAVE5",
      "$20 using code SPRING",
      "Nur $20 mit Code FRUEHLING",
      "$20 avec le code PRINTEMPS",
      "$20 con el código VERANO",
      "$20 con il codice ESTATE",
      "Members pay $5 less",
      "Or $20 with trade-in",
    ])
      expect(price(`<div class="promo-banner"><span class="price">${line}</span></div>`, `<p class="price">$25.00</p>`), line).toBe(25);
    // The price with its own code line after it stays the price.
    expect(price("", `<p class="price">$25.00 <small>Extra 10% off with code SAVE10</small></p>`)).toBe(25);
  });
});

describe("price: pay-later and instalment widgets beside the price", () => {
  const shop = (box: string) =>
    page("<title>Olive oil</title>", `<main><h1>Olive oil</h1>${box}<p>SKU: OL-750</p><button>Add to cart</button></main>`);
  const url = "https://shop.example/olive-oil";
  const price = (box: string) => first(shop(box), url)?.price;

  it("skips an instalment said in Spanish, Dutch, Swedish or Russian, or paid by the week, in its text or right after it", () => {
    for (const line of [
      "Paga en 3 plazos sin intereses de <b>$8.33</b>",
      "Gespreid betalen vanaf <span>$8.33</span> per maand",
      "Dela upp betalningen: <span>fr. $8.33/mån</span>",
      "From <b>$8.33/wk</b> with Zip",
      "Own it from <b>$8.33</b> a week",
      "Или 3 платежа по <span>$8.33</span>",
      "Finanzierung: 24 Monate à <span>$8.33</span> (0% eff. Jahreszins)",
      "Delbetala från <span>$8.33</span> per månad",
      "Osamaksu alk. <span>$8.33/kk</span>",
    ])
      expect(price(`<p>$25.00</p><div>${line}</div>`), line).toBe(25);
    // A period in the box after the price's own is another line's, not the price's.
    expect(price(`<p>$25.00</p><div>Monthly payment <b>$8.33</b> for 12 months, 0% APR</div>`)).toBe(25);
  });

  it("keeps a lone price classed old when a pay-later line shares its box, and a before-tax label before the box's first amount", () => {
    const widget = `<div class="klarna-placement"><span>Pay in 3 interest-free payments of 13,33 €.</span> <a href="#">Learn more</a></div>`;
    const tax = `<li class="price-tax">Brez DDV: <span class="price-tax-live">36,53 €</span></li>`;
    // The instalment is no rival that would make the "old" price a former one.
    expect(price(`<ul id="price-list"><li class="price"><span class="price-old-live">40,00 €</span>${widget}</li>${tax}</ul>`)).toBe(40);
    // The widget's words after the last amount do not make "Brez DDV:" the words of an amount before it.
    expect(price(`<ul id="price-list"><li class="price"><span class="price-old-live">40,00 €</span></li>${tax}${widget}</ul>`)).toBe(40);
  });
});

describe("price: what shops print around the buy box", () => {
  const shop = (box: string) =>
    page("<title>Olive oil</title>", `<main><h1>Olive oil</h1>${box}<p>SKU: OL-750</p><button>Add to cart</button></main>`);
  const url = "https://shop.example/olive-oil";
  const price = (box: string) => first(shop(box), url)?.price;

  it("takes the product's own amount over a bar that repeats the title with the price rounded (a sticky add-to-cart bar)", () => {
    const bar = (amount: string) =>
      `<div class="sticky-atc"><span>Olive oil</span><span class="price">${amount}</span><button>Add to cart</button></div>`;
    expect(price(`<p>$12.99</p>${bar("$13")}`)).toBe(12.99);
    // The same amount, or a bar alone, is still the price.
    expect(price(`<p>$12.99</p>${bar("$12.99")}`)).toBe(12.99);
    expect(price(bar("$13"))).toBe(13);
  });

  it("skips a strip of other products titled in German, French, Spanish, Polish ('Häufig zusammen gekauft', 'Vus récemment')", () => {
    for (const title of [
      "Häufig zusammen gekauft",
      "Kürzlich angesehen",
      "Fréquemment achetés ensemble",
      "Complétez le look",
      "Vus récemment",
      "Vistos recientemente",
      "Często kupowane razem",
      "Ostatnio oglądane",
      "Buy it with",
    ])
      expect(
        price(`<p>$25.00</p><div><h2>${title}</h2><div><a href="/p/a">Olive tin</a> <span class="price">$9.00</span></div></div>`),
        title,
      ).toBe(25);
  });

  it("takes as the strip only the box its title opens, not the buy box around a short strip after the button", () => {
    const strip = `<div><h2>Recently viewed</h2><ul><li><a href="/p/a">Olive tin</a><p>$9.00</p></li></ul></div>`;
    expect(price(`<div class="buy"><p>$25.00</p><button>Add to cart</button>${strip}</div>`)).toBe(25);
  });

  it("reads a price box without the options picked inside it (a protection plan's checkbox)", () => {
    expect(price(`<div class="product-price">$25.00<label><input type="checkbox"> Add 2-year protection $4.99</label></div>`)).toBe(25);
  });

  it("skips a subscription's price ('Subscribe & Save 10%', 'Spar-Abo:', 'Abonnement :')", () => {
    for (const label of ["Subscribe &amp; Save 10%", "Spar-Abo:", "Abonnement :", "Suscripción:"])
      expect(price(`<p>$25.00</p><div><input type="radio" name="s"><span>${label}</span> <span>$22.50</span></div>`), label).toBe(25);
  });

  it("skips a set's or a bundle's price ('or buy the set for', 'Get both for', 'Im Set für')", () => {
    for (const line of ["or buy the set for $60.00", "Get both for $60.00", "Im Set für $60.00", "le lot pour $60.00"])
      expect(price(`<div class="price">$25.00 <small>${line}</small></div>`), line).toBe(25);
  });

  it("skips a trade-in credit, a coupon to clip and a reward to earn, in the line or before the amount's element", () => {
    for (const line of [
      "Trade in your old device and get up to $20 credit.",
      "With eligible trade-in: from $10.00",
      "Clip $10.00 coupon",
      "Earn <b>$10.00</b> in rewards",
      "Acumula 250 puntos ($10.00)",
    ])
      expect(price(`<p>$25.00</p><p>${line}</p>`), line).toBe(25);
  });

  it("skips a volume-discount table's rows from 2 pieces on ('5-9', '10+'), and a base price whose litre follows its element", () => {
    const tiers = (first: string) =>
      `<table><tr><th>Quantity</th><th>Price per item</th></tr>${first}<tr><td>5-9</td><td>$22.50</td></tr><tr><td>10+</td><td>$20.00</td></tr></table>`;
    expect(price(`<p>$25.00</p>${tiers("<tr><td>1-4</td><td>$25.00</td></tr>")}`)).toBe(25);
    // The first tier is the price of one.
    expect(price(tiers("<tr><td>1-4</td><td>$25.00</td></tr>"))).toBe(25);
    expect(price(`<p>$25.00</p><div>Inhalt: 0.5 Liter (<span>$22.50</span> / 1 Liter)</div>`)).toBe(25);
  });

  it("reads a number of days or years in a box named for the price as a time, no amount ('Free returns within 30 days')", () => {
    expect(price(`<p>$25.00</p><div class="price-info">Free returns within 30 days</div>`)).toBe(25);
    expect(price(`<p>$25.00</p><div class="price-info">2 Jahre Garantie</div>`)).toBe(25);
  });

  it("skips a protection plan, a deposit, an energy cost and a free-delivery threshold printed beside the price", () => {
    expect(price(`<p>$25.00</p><div><span>2-year protection</span> <span>$19.99</span> <button>Add</button></div>`)).toBe(25);
    for (const line of ["Statiegeld $0.15", "Jährliche Energiekosten: $45.00", "Free over $50"])
      expect(price(`<div class="price">$25.00 <small>${line}</small></div>`), line).toBe(25);
  });

  it("skips a delivery cost after its label in the element before it, but not a price after 'Free shipping'", () => {
    expect(price(`<p>$25.00</p><p>Shipping to 10001: <b>$10.00</b></p>`)).toBe(25);
    expect(price(`<p>$25.00</p><div><span>Versand:</span> <span>$10.00</span></div>`)).toBe(25);
    expect(price(`<p>$25.00</p><div><span>Verzendkosten:</span> <span>$10.00</span></div>`)).toBe(25);
    expect(price(`<p>$25.00</p><div><span>Click &amp; Collect</span> <span>$10.00</span></div>`)).toBe(25);
    expect(price(`<p>$25.00</p><div><span>Retrait en magasin</span> <span>$10.00</span></div>`)).toBe(25);
    expect(price(`<p>$25.00</p><div><span>Standard Delivery</span> <span>$10.00</span></div>`)).toBe(25);
    expect(price(`<div><span>Free shipping</span> <b>$25.00</b></div>`)).toBe(25);
  });
});

describe("price: currency codes that are also words", () => {
  // ISO codes such as TOP (Tonga), PEN (Peru), CUP (Cuba) or ALL (Albania) are everyday words in
  // product names, sizes and lists; beside a bare number they are money only on that country's shop.
  const shop = (name: string, body: string) =>
    page(`<title>${name}</title>`, `<main><h1>${name}</h1>${body}<button>Add to cart</button></main>`);
  const read = (name: string, body: string, url = "https://shop.example/p/1") => {
    const p = first(shop(name, body), url);
    return [p?.price, p?.currency];
  };

  it("reads no price from a name or a line where the word stands beside a number", () => {
    expect(read("CONTOUR COLLECTION 05 TOP", "<div><span>05 TOP</span></div><div>25,95 EUR</div>")).toEqual([25.95, "EUR"]);
    expect(read("Gel pens", "<ul><li>PEN 12</li></ul><div><b>29.90 zł</b></div>")).toEqual([29.9, "PLN"]);
    expect(read("Sports bra", "<p>75 CUP B</p><p>$25.00</p>")).toEqual([25, "USD"]);
    // Cents of the next amount are not the word's: "PEN 2" beside "19.90 zł", a board "ESP 32" on a Spanish shop.
    expect(read("Pens", "<p>PEN 2 19.90 zł</p>")).toEqual([19.9, "PLN"]);
    expect(read("Placa", "<div class=price>ESP 32 8,95 €</div>", "https://tienda.example.es/p/1")).toEqual([8.95, "EUR"]);
    // With nothing else priced on the page, it has no price rather than a wrong one.
    expect(read("TRF TOP 05", "<p>Made in Portugal</p>")).toEqual([undefined, undefined]);
  });

  it("still reads the code on its country's shop, or beside an amount with cents", () => {
    expect(read("Qilim", "<p>1200 ALL</p>", "https://dyqan.example.al/p/1")).toEqual([1200, "ALL"]);
    expect(read("Chompa", "<p>PEN 45</p>", "https://tienda.example.pe/p/1")).toEqual([45, "PEN"]);
    expect(read("Kilim", "<p>TRY 450</p>", "https://magaza.example.com.tr/p/1")).toEqual([450, "TRY"]);
    expect(read("Chompa", "<p>PEN 129.90</p>")).toEqual([129.9, "PEN"]);
    expect(read("Plateau", "<p>249,00 MAD</p>")).toEqual([249, "MAD"]);
  });
});

describe("price: words of a plan only where they stand for one", () => {
  const read = (box: string, url: string) =>
    first(page("<title>Box</title>", `<main><h1>Box</h1>${box}<button>Add to cart</button></main>`), url)?.price;

  it("reads an amount whose text also says it can be paid in parts, or names a divided box or a short term", () => {
    expect(read("<p class=price>12,800円 分割払い可</p>", "https://shop.example.jp/p/1")).toBe(12800);
    expect(read("<p class=price>2分割ボックス 1,980円</p>", "https://shop.example.jp/p/1")).toBe(1980);
    expect(read("<p class=price>39,000원 무이자할부</p>", "https://shop.example.kr/p/1")).toBe(39000);
    expect(read("<p class=price>€ 49,95 Leverbaar op korte termijn</p>", "https://shop.example.nl/p/1")).toBe(49.95);
    // Right before an amount the same words are the plan's.
    expect(read("<p>€ 499,00</p><p>of 12 termijnen van <span class=price>€ 41,58</span></p>", "https://shop.example.nl/p/1")).toBe(499);
  });
});

describe("price: a box named for its price that holds the heading", () => {
  it("is the product's header, not a price: a promotion printed above the title in it is no price", () => {
    const html = page(
      "<title>Olive oil</title>",
      `<main><div class="product-header product-price-block"><div class="promo"><span>Everything $5</span></div><h1>Olive oil</h1></div>` +
        `<div class="buy"><p class="price">$25.00</p><button>Add to cart</button></div></main>`,
    );
    expect(first(html, "https://shop.example/olive-oil")?.price).toBe(25);
  });
});
