import { page, platform, stock, type Variant } from "./support/product-page-cases.js";

/**
 * Whole made-up product pages of kinds of shop whose pages differ from a plain fashion or gadget
 * shop (groceries and drugstores, pharmacies, trade shops, car parts, furniture, electronics, gift
 * cards, subscriptions, downloads, tickets, luxury), each in stock and sold out, on sale and not,
 * as in extract-product-platforms.test.ts. Beside the price such shops print unit prices,
 * deposits, net prices, volume tiers, reference prices and part numbers that are not the answer.
 */

// A German drugstore chain (no markup): a base price per 100 ml, "Art.-Nr.", online stock
platform(
  "a German drugstore: 'Grundpreis' per 100 ml beside the price, 'Art.-Nr.', 'Online verfügbar' / 'Online ausverkauft'",
  "https://www.drogerie.example/acme-shampoo-repair-250-ml-p4058172204120.html",
  (v: Variant) =>
    page(
      "de",
      `<title>Acme Shampoo Repair, 250 ml dauerhaft günstig online kaufen | Drogerie.example</title>`,
      `<div class="pdd_product"><div class="pdd_brand"><a href="/marken/acme">Acme</a></div><h1 class="pdd_title" data-dmid="detail-page-headline-product-title">Shampoo Repair, 250 ml</h1>
<div class="pdd_price-box" data-dmid="price-infos">${v.sale ? '<span class="pdd_price-box__old">statt <s>2,45 €</s></span>' : ""}<span class="pdd_price-box__price" data-dmid="price-localized">${v.sale ? "1,95" : "2,45"} €</span>
<div class="pdd_price-box__base-price" data-dmid="price-base-price">${v.sale ? "0,78" : "0,98"} € je 100 ml</div><div class="pdd_price-box__tax">inkl. MwSt., zzgl. Versand</div></div>
<div class="pdd_availability" data-dmid="online-availability-container">${v.soldOut ? '<span data-dmid="online-availability">Online ausverkauft</span>' : '<span data-dmid="online-availability">Online verfügbar</span>'}<span data-dmid="store-availability">In vielen Märkten verfügbar</span></div>
${v.soldOut ? '<button class="pdd_button pdd_button--disabled" disabled data-dmid="add-to-cart-button">In den Warenkorb</button>' : '<button class="pdd_button" data-dmid="add-to-cart-button">In den Warenkorb</button>'}
<ul class="pdd_details"><li>Art.-Nr. 2204120</li><li>GTIN 4058172204120</li></ul></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1.95 : 2.45, sku: "2204120", availability: stock(v.soldOut) }),
);

// A German online supermarket: a crate of water with its deposit ("zzgl. Pfand") and a price per litre
platform(
  "a German online supermarket: 'zzgl. 3,30 € Pfand' and '0,46 € / 1 l' beside the price, 'Artikelnummer'",
  "https://shop.markt.example/p/acme-mineralwasser-classic-12x1l/2041204",
  (v: Variant) =>
    page(
      "de",
      `<title>Acme Mineralwasser Classic 12x1l | Markt.example Lieferservice</title>`,
      `<div class="pdp-wrapper"><div class="pdp-info"><h1 class="pdp-info__name">Acme Mineralwasser Classic 12x1l</h1><div class="pdp-info__grammage">12 x 1 l</div></div>
<div class="pdp-price">${v.sale ? '<div class="pdp-price__badge">Angebot</div><div class="pdp-price__strike"><span>UVP</span> <del>6,49 €</del></div>' : ""}<div class="pdp-price__value">${v.sale ? "5,49" : "6,49"} €*</div>
<div class="pdp-price__base">(${v.sale ? "0,46" : "0,54"} € / 1 l)</div><div class="pdp-price__deposit">zzgl. 3,30 € Pfand</div></div>
${v.soldOut ? '<div class="pdp-stock pdp-stock--unavailable">Dieser Artikel ist derzeit leider nicht verfügbar.</div>' : '<div class="pdp-add"><div class="pdp-add__counter"><button aria-label="Menge verringern">−</button><input type="number" value="1" aria-label="Menge"><button aria-label="Menge erhöhen">+</button></div><button class="pdp-add__button" type="button">In den Warenkorb</button></div>'}
<div class="pdp-details"><h2>Produktdetails</h2><dl><dt>Artikelnummer</dt><dd>2041204</dd><dt>Hersteller</dt><dd>Acme Quellen GmbH</dd></dl></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 5.49 : 6.49, sku: "2041204", availability: stock(v.soldOut) }),
);

// A British supermarket: a multi-buy offer and a unit price beside the price
platform(
  "a British supermarket: '£0.50/100g' and 'Any 2 for £5.00' beside the price, 'Sorry, this product is currently unavailable'",
  "https://www.grocer.example.co.uk/groceries/en-GB/products/204120412",
  (v: Variant) =>
    page(
      "en-GB",
      `<title>Acme Extra Virgin Olive Oil 500ml - Grocer</title>`,
      `<section class="product-details-tile"><h1 class="product-details-tile__title">Acme Extra Virgin Olive Oil 500ml</h1>
${v.sale ? '<div class="offer-text"><span class="offer-text__promo">Any 2 for £9.00 - Selected Acme oils</span><span class="offer-dates">Offer valid for delivery from 20/11/2026 until 10/12/2026</span></div>' : ""}
<div class="price-details--wrapper"><div class="price-control-wrapper"><p class="price-per-sellable-unit"><span class="value">£${v.sale ? "5.00" : "5.50"}</span></p><p class="price-per-quantity-weight"><span class="value">£${v.sale ? "1.00" : "1.10"}</span>/100ml</p></div></div>
${v.soldOut ? '<div class="product-info-message"><p>Sorry, this product is currently unavailable</p></div>' : '<form class="add-control"><label for="qty">Quantity</label><input id="qty" type="number" value="1"><button type="submit" class="add-control button-secondary">Add</button></form>'}
<div class="product-info-block"><h3>Product Description</h3><p>Cold extracted. Product of Italy.</p></div></section>`,
    ),
  (v: Variant) => ({ price: v.sale ? 5 : 5.5, availability: stock(v.soldOut) }),
);

// A German online pharmacy: the PZN as the code, the pharmacy's list price (AVP) beside the price
platform(
  "a German online pharmacy: 'PZN', 'AVP' beside the price, 'Grundpreis', 'Apothekenpflichtig', 'Lieferbar' / 'Nicht vorrätig'",
  "https://www.apotheke.example/acme-nasenspray-20-ml-04120412",
  (v: Variant) =>
    page(
      "de",
      `<title>Acme Nasenspray 20 ml - günstig bei Apotheke.example</title>`,
      `<div class="product-detail"><div class="product-detail__header"><h1 class="product-detail__name">Acme Nasenspray</h1><div class="product-detail__meta"><span>20 ml</span> | <span>Nasenspray</span> | <span>PZN: 04120412</span></div><div class="product-detail__badge">Apothekenpflichtig</div></div>
<div class="product-detail__price-box">${v.sale ? '<div class="price-box__reference"><span class="price-box__reference-label">AVP¹</span> <span class="price-box__reference-value">7,97 €</span></div><div class="price-box__savings">Sie sparen 2,48 € (31 %)</div>' : ""}<div class="price-box__current">${v.sale ? "5,49" : "7,97"} €</div>
<div class="price-box__info">inkl. MwSt., zzgl. Versandkosten</div><div class="price-box__base">Grundpreis: ${v.sale ? "27,45" : "39,85"} € / 100 ml</div></div>
<div class="product-detail__availability">${v.soldOut ? '<span class="availability availability--red">Nicht vorrätig</span>' : '<span class="availability availability--green">Lieferbar</span> <span>Versand in 1-2 Werktagen</span>'}</div>
${v.soldOut ? "" : '<form class="product-detail__cart"><select name="quantity" aria-label="Menge"><option>1</option><option>2</option></select><button type="submit" class="btn btn--primary">In den Warenkorb</button></form>'}
<p class="product-detail__footnote">¹ Apothekenverkaufspreis: Preis nach Arzneimittelpreisverordnung. Pflichttext: Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke.</p></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 5.49 : 7.97, sku: "04120412", availability: stock(v.soldOut) }),
);

// A German trade shop: the net price leads, the gross below; volume tiers; a price per pack
platform(
  "a German trade shop: net 'zzgl. MwSt.' beside gross 'inkl. MwSt.', 'Staffelpreise ab 10 Stück', 'Sofort lieferbar' / 'Nicht auf Lager'",
  "https://www.handwerk.example/schrauben/acme-spanplattenschraube-4x40-vpe-200/2041204",
  (v: Variant) =>
    page(
      "de",
      `<title>Acme Spanplattenschraube 4 x 40 mm, VPE 200 Stück | Handwerk.example</title>`,
      `<div class="product-main"><h1 class="product-title">Acme Spanplattenschraube 4 x 40 mm</h1><div class="product-subtitle">Verpackungseinheit: 200 Stück</div>
<div class="product-numbers"><span>Art.-Nr.: 2041204</span> <span>Hersteller-Nr.: 4040200</span></div>
<div class="product-price-box">${v.sale ? '<div class="price-old">statt <s>12,90 €</s></div>' : ""}<div class="price-net"><span class="price">${v.sale ? "9,90" : "12,90"} €</span> <span class="tax-info">zzgl. MwSt.</span></div>
<div class="price-gross"><span class="price">${v.sale ? "11,78" : "15,35"} €</span> <span class="tax-info">inkl. MwSt.</span></div><div class="price-unit">(${v.sale ? "0,05" : "0,06"} € / Stück)</div>
<table class="block-prices"><caption>Staffelpreise</caption><tr><th>Menge</th><th>Preis netto</th></tr><tr><td>ab 10 VPE</td><td>${v.sale ? "9,40" : "12,25"} €</td></tr><tr><td>ab 50 VPE</td><td>${v.sale ? "8,90" : "11,60"} €</td></tr></table></div>
<div class="delivery-info">${v.soldOut ? '<span class="delivery-status delivery-status--red">Nicht auf Lager</span>' : '<span class="delivery-status delivery-status--green">Sofort lieferbar</span> <span>Lieferzeit 1-2 Werktage</span>'}</div>
<div class="buy-box"><input type="number" name="qty" value="1" min="1"><button class="btn-buy" type="submit"${v.soldOut ? " disabled" : ""}>In den Warenkorb</button></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 11.78 : 15.35, sku: "2041204", availability: stock(v.soldOut) }),
);

// A British trade counter: the price with VAT leads, without VAT below; quantity discounts
platform(
  "a British trade counter: '£24.99 Inc VAT' over '£20.83 Exc VAT', quantity discounts, 'Product code', 'Out of stock'",
  "https://www.tradecounter.example.co.uk/acme-combi-drill-18v/20412",
  (v: Variant) =>
    page(
      "en-GB",
      `<title>Acme 18V Combi Drill - Trade Counter</title>`,
      `<div class="pdp"><h1 class="pdp__title" itemprop="name">Acme 18V Li-Ion Cordless Combi Drill</h1><div class="pdp__code">Product code: <span>20412</span></div>
<div class="pdp__price">${v.sale ? '<div class="pdp__was">Was £99.99</div>' : ""}<div class="pdp__price-inc"><span class="price">£${v.sale ? "79.99" : "99.99"}</span> <span class="vat">Inc VAT</span></div><div class="pdp__price-exc"><span class="price">£${v.sale ? "66.66" : "83.33"}</span> <span class="vat">Exc VAT</span></div></div>
<div class="pdp__multibuy"><h4>Quantity discounts</h4><ul><li>Buy 5+ <span class="price">£${v.sale ? "74.99" : "94.99"}</span> each</li></ul></div>
<div class="pdp__stock">${v.soldOut ? "Out of stock" : "In stock"}</div><div class="pdp__fulfilment"><div class="pdp__delivery"><p>Free next day delivery on orders over £50</p></div><div class="pdp__collect"><p>Click &amp; Collect: check stock in your local branch</p></div></div>
${v.soldOut ? "" : '<button class="btn btn--deliver" type="button">Deliver</button><button class="btn btn--collect" type="button">Click &amp; Collect</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 79.99 : 99.99, sku: "20412", availability: stock(v.soldOut) }),
);

// A German car-parts shop: the shop's article number beside the maker's and the carmakers' numbers
platform(
  "a German car-parts shop: 'Artikelnummer' beside 'Herstellernummer' and 'OE-Nummern', 'zzgl. Altteilpfand', 'Auf Lager' / 'Nicht lieferbar'",
  "https://www.autoteile.example/acme/bremsscheibe-0986479204-123456",
  (v: Variant) =>
    page(
      "de",
      `<title>ACME Bremsscheibe 0 986 479 204 für VW, Audi, Skoda | Autoteile.example</title>`,
      `<div class="product-card"><div class="product-card__brand"><img src="/logos/acme.png" alt="ACME"></div><h1 class="product-card__title">ACME Bremsscheibe 0 986 479 204</h1>
<div class="product-card__numbers"><p>Artikelnummer: <span>123456</span></p><p>Herstellernummer: <span>0 986 479 204</span></p></div>
<div class="product-card__price-block">${v.sale ? '<div class="product-card__old-price"><span class="strike">42,99 €</span> <span class="badge">-20%</span></div>' : ""}<div class="product-card__new-price">${v.sale ? "34,39" : "42,99"} €</div>
<div class="product-card__vat">inkl. 19% MwSt., zzgl. Versandkosten</div><div class="product-card__deposit">zzgl. 15,00 € Altteilpfand</div></div>
<div class="product-card__stock">${v.soldOut ? '<span class="stock stock--out">Nicht lieferbar</span>' : '<span class="stock stock--in">Auf Lager</span> <span>Lieferung: Mi. 02.12. - Do. 03.12.</span>'}</div>
<div class="product-card__buy"><input type="number" value="1" aria-label="Anzahl"><button class="product-card__button"${v.soldOut ? " disabled" : ""}>In den Warenkorb</button></div>
<div class="product-card__oe"><h3>OE-Nummern</h3><ul><li>VW: 1K0 615 301 AA</li><li>AUDI: 1K0 615 301 T</li><li>SKODA: 5Q0 615 301 F</li></ul></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 34.39 : 42.99, sku: "123456", availability: stock(v.soldOut) }),
);

// A US auto-parts chain: a part number, an OEM number, a core charge beside the price
platform(
  "a US auto-parts chain: 'Part #' and 'SKU #' beside 'OEM #', a '$22.00 Core Charge', 'In Stock' / 'Out of Stock'",
  "https://www.autoparts.example/brakes/acme-brake-caliper-bc2041/775522",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Acme Remanufactured Brake Caliper BC2041 | Auto Parts</title>`,
      `<div class="pdp-container"><div class="pdp-header"><h1 class="pdp-title">Acme Remanufactured Brake Caliper BC2041</h1>
<div class="pdp-identifiers"><span>Part #: <b>BC2041</b></span> <span>SKU #: <b>775522</b></span></div><div class="pdp-fit">Fits 2012-2017 Honda Accord (front left)</div></div>
<div class="pdp-pricing">${v.sale ? '<div class="pdp-pricing__was">Reg. $89.99</div>' : ""}<div class="pdp-pricing__now">$${v.sale ? "74.99" : "89.99"}</div><div class="pdp-pricing__core">+ $22.00 Core Charge <a href="/core-returns">What's this?</a></div></div>
<div class="pdp-fulfillment"><div class="pdp-fulfillment__ship">${v.soldOut ? '<span class="availability">Out of Stock</span>' : '<span class="availability">In Stock</span> <span>Ships in 1-2 business days</span>'}</div></div>
<div class="pdp-cta">${v.soldOut ? '<button class="btn btn-disabled" disabled>Add to Cart</button>' : '<button class="btn btn-primary">Add to Cart</button>'}</div>
<table class="pdp-specs"><tr><th>OEM #</th><td>43019-TA0-A00</td></tr><tr><th>Interchange Part Number</th><td>18B5041</td></tr><tr><th>Core Charge</th><td>$22.00</td></tr></table></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 74.99 : 89.99, sku: "775522", availability: stock(v.soldOut) }),
);

// A tyre shop: the size in the name holds "R16", which is no price
platform(
  "a tyre shop: '205/55 R16 91V' in the name, a price per tyre, 'Artikelnr.', 'Lieferbar' / 'Nicht lieferbar'",
  "https://www.reifen.example/sommerreifen/acme-sport-2-205-55-r16-91v-204120",
  (v: Variant) =>
    page(
      "de",
      `<title>Acme Sport 2 205/55 R16 91V Sommerreifen | Reifen.example</title>`,
      `<div class="tyre-detail"><h1 class="tyre-detail__name">Acme Sport 2 205/55 R16 91V</h1><div class="tyre-detail__eu-label"><span>Kraftstoffeffizienz: C</span> <span>Nasshaftung: A</span> <span>Rollgeräusch: 69 dB</span></div>
<div class="tyre-detail__offer">${v.sale ? '<div class="tyre-detail__uvp">UVP <del>89,90 €</del></div>' : ""}<div class="tyre-detail__price">${v.sale ? "71,90" : "89,90"} €</div><div class="tyre-detail__per">pro Reifen, inkl. MwSt., versandkostenfrei</div></div>
<div class="tyre-detail__delivery">${v.soldOut ? "Nicht lieferbar" : "Lieferbar in 2-4 Werktagen"}</div>
${v.soldOut ? "" : '<div class="tyre-detail__buy"><select name="qty"><option>2</option><option selected>4</option></select><button type="submit">In den Warenkorb</button></div>'}
<p class="tyre-detail__number">Artikelnr.: 204120</p></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 71.9 : 89.9, sku: "204120", availability: stock(v.soldOut) }),
);

// A German furniture shop: a delivery time in weeks means made to order, not sold out
platform(
  "a German furniture shop: 'Lieferzeit: 6-8 Wochen', 'Art.-Nr.', 'Nicht mehr verfügbar'",
  "https://www.moebel.example/sofas/acme-ecksofa-oslo-2041204.html",
  (v: Variant) =>
    page(
      "de",
      `<title>Ecksofa Oslo in Stoff grau online kaufen | Moebel.example</title>`,
      `<div class="product-detail"><h1 class="product-detail__title">Ecksofa Oslo</h1><p class="product-detail__subtitle">Stoff Grau, Ottomane links, B/H/T: 287/84/165 cm</p>
<div class="product-detail__price">${v.sale ? '<span class="price price--old">1.499,00 €</span> <span class="price price--reduced">1.199,00 €</span>' : '<span class="price">1.499,00 €</span>'}<span class="price__info">inkl. MwSt., zzgl. 49,00 € Speditionsversand</span></div>
<div class="product-detail__delivery">${v.soldOut ? '<span class="delivery delivery--none">Dieser Artikel ist nicht mehr verfügbar.</span>' : '<span class="delivery">Lieferzeit: 6-8 Wochen</span> <span>Lieferung frei Verwendungsstelle</span>'}</div>
${v.soldOut ? "" : '<button class="product-detail__cart button button--primary" type="button">In den Warenkorb</button>'}
<ul class="product-detail__facts"><li>Art.-Nr. 2041204</li><li>Bezug: 100% Polyester</li></ul></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1199 : 1499, sku: "2041204", availability: v.soldOut ? "discontinued" : "backorder" }),
);

// An English furniture maker: made to order in weeks
platform(
  "an English furniture maker: 'Made to order – dispatched in 8-10 weeks', 'Product code', 'No longer available'",
  "https://www.furnituremaker.example.co.uk/products/acme-oak-dining-table",
  (v: Variant) =>
    page(
      "en-GB",
      `<title>Acme Oak Dining Table, 6 Seater | Furniture Maker</title>`,
      `<div class="product"><div class="product__info"><h1 class="product__title">Acme Oak Dining Table, 6 Seater</h1>
<div class="product__price">${v.sale ? '<span class="product__price--was">Was £1,295.00</span> <span class="product__price--now">Now £995.00</span>' : "<span>£1,295.00</span>"}</div>
<div class="product__lead-time">${v.soldOut ? "<p>This item is no longer available.</p>" : "<p>Made to order – dispatched in 8-10 weeks</p>"}</div>
${v.soldOut ? "" : '<button class="product__add button" type="submit" name="add">Add to basket</button>'}
<p class="product__code">Product code: ODT-2041</p><p class="product__showroom">See it in our London showroom</p></div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 995 : 1295, sku: "ODT-2041", availability: v.soldOut ? "discontinued" : "backorder" }),
);

// A German electronics retailer: an energy label, the maker's number, a few left
platform(
  "a German electronics retailer: energy class badge, 'Herstellernummer', 'Nur noch 2 Stück auf Lager' / 'Derzeit nicht verfügbar'",
  "https://www.elektronik.example/de/product/_acme-oled55-2041204.html",
  (v: Variant) =>
    page(
      "de",
      `<title>ACME OLED55 55 Zoll OLED TV | Elektronik.example</title>`,
      `<div class="pdp"><div class="pdp-title"><h1>ACME OLED55 OLED TV (Flat, 55 Zoll / 139 cm, UHD 4K, SMART TV)</h1><div class="pdp-meta"><span>Art.-Nr. 2041204</span> | <span>Herstellernummer: OLED55A2041</span></div></div>
<div class="pdp-energy"><a class="energy-label energy-label--g" href="/energy/2041204.pdf"><span class="energy-label__class">G</span></a> <a href="/datasheet/2041204.pdf">Produktdatenblatt</a></div>
<div class="pdp-price">${v.sale ? '<div class="pdp-price__strike"><span>UVP</span> <span class="strike-price">1.499,-</span></div>' : ""}<div class="pdp-price__main"><span class="pdp-price__value">${v.sale ? "1.199" : "1.499"},-</span><span class="pdp-price__currency">€</span></div><div class="pdp-price__note">inkl. MwSt. zzgl. Versandkosten</div></div>
<div class="pdp-availability">${v.soldOut ? '<span class="availability availability--unavailable">Derzeit nicht verfügbar</span>' : '<span class="availability availability--limited">Nur noch 2 Stück auf Lager</span>'}</div>
${v.soldOut ? "" : '<button class="pdp-add-to-cart" type="button">In den Warenkorb</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1199 : 1499, sku: "2041204", availability: v.soldOut ? "out_of_stock" : "limited" }),
);

// A refurbished-electronics shop: one price per grade, the chosen grade's in the buy box
platform(
  "a refurbished-electronics shop: grade buttons with their prices, the chosen grade's price, 'SKU', 'Sold out'",
  "https://www.refurb.example/en-gb/p/acme-phone-12-128gb/2041",
  (v: Variant) =>
    page(
      "en-GB",
      `<title>Refurbished Acme Phone 12 128GB | Refurb</title>`,
      `<div class="pdp"><h1 class="pdp__title">Acme Phone 12 128GB - Black - Unlocked</h1><p class="pdp__sub">Refurbished – 12-month warranty</p>
<div class="pdp__grades" role="radiogroup" aria-label="Condition"><button role="radio" aria-checked="false" class="grade"><span>Fair</span> <span class="grade__price">£${v.sale ? "229.00" : "249.00"}</span></button><button role="radio" aria-checked="true" class="grade grade--selected"><span>Good</span> <span class="grade__price">£${v.sale ? "259.00" : "279.00"}</span></button><button role="radio" aria-checked="false" class="grade"><span>Excellent</span> <span class="grade__price">£${v.sale ? "289.00" : "309.00"}</span></button></div>
<div class="pdp__price">${v.sale ? '<span class="pdp__price-new">£259.00</span> <span class="pdp__price-new-label">£519.00 new</span>' : '<span class="pdp__price-new">£279.00</span>'}</div>
<p class="pdp__sku">SKU: AP12-128-BLK-G</p>
${v.soldOut ? '<div class="pdp__oos"><p>Sold out</p><button class="btn btn--secondary">Notify me when available</button></div>' : '<button class="btn btn--primary pdp__add">Add to cart</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 259 : 279, sku: "AP12-128-BLK-G", availability: stock(v.soldOut) }),
);

// A gift card: amounts to choose from, the page priced "from" the smallest
platform(
  "a gift card: 'From $25.00' over amount buttons, 'Add to cart' / 'Currently unavailable'",
  "https://www.giftshop.example/products/e-gift-card",
  (v: Variant) =>
    page(
      "en-US",
      `<title>E-Gift Card – Giftshop</title>`,
      `<div class="product-single"><h1 class="product-single__title">E-Gift Card</h1><p class="product-single__sku">SKU: GC-EMAIL</p>
<div class="product-single__price"><span class="price-item price-item--regular">From $${v.sale ? "20.00" : "25.00"}</span></div>
<fieldset class="product-form__input"><legend>Amount</legend><div class="amount-options"><button type="button" class="amount-option">$25</button><button type="button" class="amount-option">$50</button><button type="button" class="amount-option">$100</button></div></fieldset>
<p class="product-single__note">Delivered by email with instructions to redeem at checkout. Never expires.</p>
${v.soldOut ? '<p class="unavailable-message">Currently unavailable</p>' : '<button type="submit" name="add" class="product-form__submit button">Add to cart</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 20 : 25, sku: "GC-EMAIL", availability: stock(v.soldOut) }),
);

// A computer maker's configurator: "Starting at", a build to order
platform(
  "a computer configurator: 'Starting at $1,299.99', 'Model', 'Ships in 5-7 business days' / 'Not available'",
  "https://www.pcmaker.example/en-us/shop/acme-workstation-7/spd/2041",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Acme Workstation 7 Tower | PC Maker</title>`,
      `<section class="cf-hero"><h1 class="cf-hero__title">Acme Workstation 7 Tower</h1><p class="cf-hero__model">Model: <span>W7-2041</span></p>
<div class="cf-price">${v.sale ? '<div class="cf-price__list">Estimated value <span class="strike-through">$1,599.99</span></div>' : ""}<div class="cf-price__start"><span class="cf-price__label">Starting at</span> <span class="cf-price__value">$${v.sale ? "1,299.99" : "1,599.99"}</span></div>
<div class="cf-price__finance">or $45/mo. for 36 months with PC Maker Pay</div></div>
<div class="cf-ship">${v.soldOut ? "<p>This configuration is not available. Please choose another.</p>" : "<p>Ships in 5-7 business days</p>"}</div>
${v.soldOut ? "" : '<button class="cf-btn cf-btn--primary" type="button">Customize &amp; Buy</button>'}</section>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1299.99 : 1599.99, availability: stock(v.soldOut) }),
);

// A subscription shop: the one-time price and a subscribe-and-save price below it
platform(
  "a coffee roaster: 'One-time purchase' beside 'Subscribe & save 10%', 'SKU', 'Sold out'",
  "https://www.roaster.example/products/acme-house-blend-1kg",
  (v: Variant) =>
    page(
      "en",
      `<title>Acme House Blend, 1 kg – Roaster</title>`,
      `<div class="product"><h1 class="product__title">Acme House Blend, 1 kg</h1>
<div class="product__price">${v.sale ? '<s class="price--compare">$42.00</s> ' : ""}<span class="price">$${v.sale ? "36.00" : "42.00"}</span></div>
<div class="subscription-widget"><label class="sub-option"><input type="radio" name="purchase" checked> One-time purchase <span class="sub-option__price">$${v.sale ? "36.00" : "42.00"}</span></label><label class="sub-option"><input type="radio" name="purchase"> Subscribe &amp; save 10% <span class="sub-option__price">$${v.sale ? "32.40" : "37.80"}</span></label><select name="interval"><option>Deliver every 2 weeks</option><option>Deliver every 4 weeks</option></select></div>
<p class="product__sku">SKU: HB-1000</p>
${v.soldOut ? '<button type="submit" class="btn product__add" disabled>Sold out</button>' : '<button type="submit" class="btn product__add">Add to cart</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 36 : 42, sku: "HB-1000", availability: stock(v.soldOut) }),
);

// A download shop: "Instant download" means it can be had now
platform(
  "a download shop: 'Instant download', 'Product ID', 'No longer available'",
  "https://www.fontshop.example/fonts/acme-sans-family",
  (v: Variant) =>
    page(
      "en",
      `<title>Acme Sans Family – Fontshop</title>`,
      `<div class="product-page"><h1>Acme Sans – Complete Family (18 fonts)</h1><p class="product-id">Product ID: FS-2041</p>
<div class="product-price">${v.sale ? '<del>$199.00</del> <span class="sale">$139.00</span>' : "<span>$199.00</span>"}</div><p class="license">Desktop licence, 1-5 users</p>
${v.soldOut ? '<p class="product-status">This product is no longer available.</p>' : '<p class="product-status"><span class="icon-download"></span> Instant download</p><button class="btn buy">Buy now</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 139 : 199, sku: "FS-2041", availability: v.soldOut ? "discontinued" : "in_stock" }),
);

// A ticket office: a price per ticket plus a booking fee
platform(
  "a ticket office: '€45.00 + €4.50 booking fee' per ticket, 'Buy tickets' / 'Sold out'",
  "https://www.tickets.example.ie/event/acme-live-dublin-2041",
  (v: Variant) =>
    page(
      "en-IE",
      `<title>Acme Live – 3Arena, Dublin – Tickets</title>`,
      `<div class="event"><h1 class="event__title">Acme Live</h1><p class="event__venue">3Arena, Dublin · Sat 14 Mar 2027, 19:30</p>
<div class="ticket-type"><h2 class="ticket-type__name">General Admission Standing</h2><div class="ticket-type__price">${v.sale ? "<s>€55.00</s> " : ""}<span>€${v.sale ? "45.00" : "55.00"}</span> <span class="ticket-type__fee">+ €4.50 booking fee</span></div><p class="ticket-type__limit">Max. 6 tickets per order</p>
${v.soldOut ? '<div class="ticket-type__status">Sold out</div>' : '<select name="qty" aria-label="Tickets"><option>1</option><option>2</option></select><button class="btn btn--buy">Buy tickets</button>'}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 45 : 55, availability: stock(v.soldOut) }),
);

// A jeweller: the price upon request, an appointment instead of a cart
platform(
  "a jeweller: 'Price upon request', 'Ref.', 'Book an appointment'",
  "https://www.maison.example/en-gb/jewellery/acme-riviera-necklace-REF2041.html",
  () =>
    page(
      "en-GB",
      `<title>Riviera necklace, white gold, diamonds | Maison</title>`,
      `<div class="pdp-main"><h1 class="pdp-main__name">Riviera necklace</h1><p class="pdp-main__desc">18K white gold, diamonds</p><p class="pdp-main__ref">Ref. REF2041</p>
<div class="pdp-main__price"><span class="price-on-request">Price upon request</span></div>
<div class="pdp-main__cta"><a class="btn btn--primary" href="/appointment">Book an appointment</a><a class="btn btn--secondary" href="/contact">Contact an advisor</a></div></div>
<section class="collection"><h2>Discover the collection</h2><div class="grid"><div class="tile"><a href="/en-gb/jewellery/riviera-earrings-REF2042.html">Riviera earrings</a><span class="price">£12,400.00</span></div><div class="tile"><a href="/en-gb/jewellery/riviera-ring-REF2043.html">Riviera ring</a><span class="price">£8,950.00</span></div></div></section>`,
    ),
  () => ({ sku: "REF2041" }),
);

// A machine dealer: "Preis auf Anfrage" is no price
platform(
  "a German machine dealer: 'Preis auf Anfrage', 'Angebot anfordern', 'Art.-Nr.'",
  "https://www.maschinen.example/drehmaschinen/acme-l-2041",
  () =>
    page(
      "de",
      `<title>Acme Drehmaschine L 2041 | Maschinen.example</title>`,
      `<div class="product-info"><h1>Acme Drehmaschine L 2041</h1><p>Art.-Nr.: L-2041</p>
<div class="product-price"><span class="price">Preis auf Anfrage</span></div>
<p class="price-note">Alle Preise zzgl. MwSt. Gewerbliche Kunden erhalten Staffelpreise ab 2 Maschinen.</p>
<a class="button" href="/anfrage?artikel=L-2041">Angebot anfordern</a></div>`,
    ),
  () => ({ sku: "L-2041" }),
);

// A Swiss electronics shop: "CHF 1'299.–", "statt", "Artikelnummer", "An Lager" / "Ausverkauft"
platform(
  "a Swiss shop: 'CHF 1'299.–' with apostrophe groups and a dash for the cents, 'statt', 'Artikelnummer'",
  "https://www.elektro.example.ch/de/s1/product/acme-kaffeevollautomat-2041204",
  (v: Variant) =>
    page(
      "de-CH",
      `<title>Acme Kaffeevollautomat EA2041 - kaufen bei Elektro.example</title>`,
      `<div class="productDetail"><h1 class="productName"><strong>Acme</strong> Kaffeevollautomat EA2041</h1>
<div class="productPrice"><strong class="currentPrice">CHF ${v.sale ? "1'099.–" : "1'299.–"}</strong>${v.sale ? ' <span class="insteadOf">statt 1\'299.–</span>' : ""}</div>
<div class="deliveryInfo">${v.soldOut ? "<span>Ausverkauft</span>" : "<span>Mehr als 10 Stück an Lager</span> <span>Lieferung morgen</span>"}</div>
${v.soldOut ? "" : '<button class="addToCart" type="button">In den Warenkorb</button>'}
<table class="specifications"><tr><td>Artikelnummer</td><td>2041204</td></tr><tr><td>Herstellernummer</td><td>EA2041</td></tr></table></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1099 : 1299, sku: "2041204", availability: stock(v.soldOut) }),
);

// A Kuwaiti shop: three decimals ("KWD 12.500"), the price in Arabic beside English
platform(
  "a Kuwaiti shop: 'KWD 12.500' with three decimals, 'SKU', 'In Stock' / 'Out of Stock'",
  "https://www.souq.example.com.kw/en/acme-perfume-100ml/p/2041",
  (v: Variant) =>
    page(
      "en",
      `<title>Acme Oud Perfume 100ml | Souq.example Kuwait</title>`,
      `<div class="product-info"><h1 class="product-name">Acme Oud Eau de Parfum 100ml</h1><div class="product-sku">SKU: AO-100</div>
<div class="price-wrapper">${v.sale ? '<span class="old-price">KWD 15.000</span> ' : ""}<span class="special-price">KWD ${v.sale ? "12.500" : "15.000"}</span></div>
<div class="stock-status">${v.soldOut ? "Out of Stock" : "In Stock"}</div>
${v.soldOut ? "" : '<button class="btn-add-to-cart">Add to Cart</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 12.5 : 15, sku: "AO-100", availability: stock(v.soldOut) }),
);

// A South African shop: the rand before the amount with a space ("R 1 299,00"), no price class
platform(
  "a South African shop: 'R 1 299,00' (the rand with a space), 'Product code', 'In stock' / 'Out of stock'",
  "https://www.winkel.example.co.za/acme-kettle-1-7l/PLID2041",
  (v: Variant) =>
    page(
      "en-ZA",
      `<title>Acme Kettle 1.7L | Winkel.example</title>`,
      `<div class="pdp-module"><h1>Acme Cordless Kettle 1.7L</h1><p>Product code: PLID2041</p>
<div class="pdp-buybox"><div>${v.sale ? "<span><s>R 1 299,00</s></span> " : ""}<span><b>R ${v.sale ? "999,00" : "1 299,00"}</b></span></div>
<div>${v.soldOut ? "Out of stock" : "In stock"}</div>
${v.soldOut ? "" : "<button>Add to Cart</button>"}</div></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 999 : 1299, sku: "PLID2041", availability: stock(v.soldOut) }),
);

// An Italian online pharmacy: the public list price beside the discounted one, the Minsan code
platform(
  "an Italian pharmacy: 'Prezzo al pubblico' beside the price, 'Minsan', 'Disponibile' / 'Non disponibile'",
  "https://www.farmacia.example.it/tachipirina-500-mg-20-compresse-012745093.html",
  (v: Variant) =>
    page(
      "it",
      `<title>Tachipirina 500 mg 20 compresse | Farmacia.example</title>`,
      `<div class="scheda-prodotto"><h1 class="nome-prodotto">Tachipirina 500 mg 20 compresse</h1><div class="produttore">Angelini</div><div class="codici"><span>Minsan: 012745093</span></div>
<div class="box-prezzi">${v.sale ? '<div class="riga"><span>Prezzo al pubblico</span> <span>€ 5,90</span></div><div class="riga"><span class="sconto">-20%</span></div>' : ""}<div class="riga"><span class="prezzo-finale">€ ${v.sale ? "4,72" : "5,90"}</span></div></div>
<div class="disponibilita">${v.soldOut ? '<span class="non-disp">Non disponibile</span> <a href="#avvisami">Avvisami quando disponibile</a>' : '<span class="disp">Disponibile</span> <span>Spedizione in 24/48h</span>'}</div>
${v.soldOut ? "" : '<form class="aggiungi"><input type="number" name="qta" value="1"><button type="submit">Aggiungi al carrello</button></form>'}
<p class="avvertenze">È un medicinale. Leggere attentamente il foglio illustrativo.</p></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 4.72 : 5.9, sku: "012745093", availability: stock(v.soldOut) }),
);

// A Spanish online pharmacy: the national code (C.N.) as the code, PVP beside the price
platform(
  "a Spanish pharmacy: 'C.N.', 'PVP' beside the price, 'En stock' / 'Agotado'",
  "https://www.farmacia.example.es/ibuprofeno-400-mg-20-comprimidos",
  (v: Variant) =>
    page(
      "es",
      `<title>Ibuprofeno 400 mg 20 comprimidos | Farmacia.example</title>`,
      `<div class="product-view"><h1 class="product-name">Ibuprofeno 400 mg 20 comprimidos recubiertos</h1><p class="product-cn">C.N.: 651234.5</p>
<div class="price-info">${v.sale ? '<p class="pvp">PVP: <span>4,95 €</span></p>' : ""}<p class="our-price"><span>${v.sale ? "3,96" : "4,95"} €</span></p><p class="iva">IVA incluido</p></div>
<p class="stock-info">${v.soldOut ? "Agotado temporalmente" : "En stock, envío en 24 h"}</p>
${v.soldOut ? '<button class="btn-avisame" type="button">Avísame cuando esté disponible</button>' : '<button class="btn-cart" type="button">Añadir a la cesta</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 3.96 : 4.95, sku: "651234.5", availability: stock(v.soldOut) }),
);

// A French furniture shop: the recycling fee printed above the price, a lead time in weeks
platform(
  "a French furniture shop: 'Dont éco-participation' above the price, 'Réf.', 'Délai : 6 à 8 semaines' / 'Victime de son succès'",
  "https://www.meuble.example.fr/canapes/canape-angle-oslo-2041204.html",
  (v: Variant) =>
    page(
      "fr",
      `<title>Canapé d'angle Oslo gris | Meuble.example</title>`,
      `<div class="fiche"><h1>Canapé d'angle Oslo, tissu gris</h1><p class="ref">Réf. : 2041204</p>
<div class="fiche-prix"><p class="eco">Dont éco-participation : 12,00 €</p>${v.sale ? "<p><del>1 499,00 €</del> <span>-20%</span></p>" : ""}<p><strong>${v.sale ? "1 199,00" : "1 499,00"} €</strong></p></div>
<p class="delai">${v.soldOut ? "Victime de son succès" : "Délai de livraison : 6 à 8 semaines"}</p>
${v.soldOut ? "" : '<button class="ajout" type="submit">Ajouter au panier</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 1199 : 1499, sku: "2041204", availability: v.soldOut ? "out_of_stock" : "backorder" }),
);

// A German download shop: "Sofort-Download" is in stock
platform(
  "a German download shop: 'Sofort-Download', 'Artikelnummer', 'Nicht mehr erhältlich'",
  "https://www.software.example.de/acme-office-2027-download-2041",
  (v: Variant) =>
    page(
      "de",
      `<title>Acme Office 2027 Download | Software.example</title>`,
      `<div class="produkt"><h1>Acme Office 2027 – Lizenz für 1 PC (Download)</h1><p>Artikelnummer: SW-2041</p>
<div class="preis">${v.sale ? "<span>statt <s>99,00 €</s></span> " : ""}<span>${v.sale ? "69,00" : "99,00"} €</span> <small>inkl. MwSt.</small></div>
<p class="lieferung">${v.soldOut ? "Dieses Produkt ist nicht mehr erhältlich." : "Sofort-Download – Lizenzschlüssel per E-Mail"}</p></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 69 : 99, sku: "SW-2041", availability: v.soldOut ? "discontinued" : "in_stock" }),
);

// A Japanese furniture shop: made to order (受注生産), delivered in weeks
platform(
  "a Japanese furniture shop: '受注生産' made to order, '商品番号', '販売終了'",
  "https://www.kagu.example.jp/item/dt-2041/",
  (v: Variant) =>
    page(
      "ja",
      `<title>オーク材ダイニングテーブル 幅180cm | 家具.example</title>`,
      `<div class="item-detail"><h1 class="item-name">オーク材ダイニングテーブル 幅180cm</h1><p class="item-code">商品番号：DT-2041</p>
<div class="item-price">${v.sale ? '<p class="regular">通常価格 <s>89,000円</s></p>' : ""}<p class="sale">${v.sale ? "71,200" : "89,000"}円<span>（税込）</span></p><p class="postage">送料無料（開梱設置付き）</p></div>
<p class="delivery">${v.soldOut ? "販売終了しました" : "受注生産：お届けまで約6週間"}</p>
${v.soldOut ? "" : '<button type="submit" class="cart-btn">カートに入れる</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 71200 : 89000, sku: "DT-2041", availability: v.soldOut ? "discontinued" : "backorder" }),
);

// A Brazilian pharmacy chain: "De R$ … por R$ …", the code, "Indisponível"
platform(
  "a Brazilian pharmacy: 'De R$ 29,90 por R$ 24,90', 'Código', 'Avise-me quando chegar'",
  "https://www.drogaria.example.com.br/dipirona-500mg-20-comprimidos/p",
  (v: Variant) =>
    page(
      "pt-BR",
      `<title>Dipirona 500mg 20 comprimidos | Drogaria.example</title>`,
      `<div class="product-details"><h1 class="product-name">Dipirona Monoidratada 500mg 20 comprimidos</h1><p class="product-code">Código: 123456</p>
<div class="product-prices">${v.sale ? "<p>De R$ 14,90 por R$ 11,90</p>" : "<p>R$ 14,90</p>"}<p>ou 2x de R$ ${v.sale ? "5,95" : "7,45"} sem juros</p></div>
${v.soldOut ? '<div class="unavailable"><p>Produto indisponível</p><button type="button">Avise-me quando chegar</button></div>' : '<button type="button" class="buy-button">Comprar</button>'}
<p class="warning">SE PERSISTIREM OS SINTOMAS, O MÉDICO DEVERÁ SER CONSULTADO.</p></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 11.9 : 14.9, sku: "123456", availability: stock(v.soldOut) }),
);

// An Argentine electronics shop: the price without national taxes, printed by law under the price
platform(
  "an Argentine electronics shop: 'Precio sin impuestos nacionales' under the price, 'SKU', 'Sin stock'",
  "https://www.electro.example.com.ar/auriculares-acme-bt20/p",
  (v: Variant) =>
    page(
      "es-AR",
      `<title>Auriculares Acme BT20 | Electro.example</title>`,
      `<div class="pdp"><h1>Auriculares inalámbricos Acme BT20</h1><p>SKU: BT20-NEG</p>
<div>${v.sale ? "<p><s>$ 89.999</s> <span>20% OFF</span></p>" : ""}<p><b>$ ${v.sale ? "71.999" : "89.999"}</b></p><p>Precio sin impuestos nacionales: $ ${v.sale ? "59.503" : "74.379"}</p><p>Mismo precio en 3 cuotas de $ ${v.sale ? "24.000" : "30.000"}</p></div>
<p>${v.soldOut ? "Sin stock" : "Stock disponible"}</p>
${v.soldOut ? "" : "<button>Agregar al carrito</button>"}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 71999 : 89999, sku: "BT20-NEG", availability: stock(v.soldOut) }),
);

// A US grocery: "2/$5.00" beside the price, a price per ounce
platform(
  "a US grocery: '2/$5.00' and '$0.18/oz' beside the price, 'Out of stock'",
  "https://www.grocery.example.com/product/acme-pasta-sauce-24-oz/2041204",
  (v: Variant) =>
    page(
      "en-US",
      `<title>Acme Pasta Sauce, 24 oz | Grocery</title>`,
      `<div class="product-detail"><h1>Acme Marinara Pasta Sauce, 24 oz</h1>
<div>${v.sale ? "<p>2/$5.00</p><p>Reg. $3.49</p>" : ""}<p><span>$${v.sale ? "2.50" : "3.49"}</span></p><p>$${v.sale ? "0.10" : "0.15"}/oz</p></div>
<p>${v.soldOut ? "Out of stock" : "In stock"}</p>
${v.soldOut ? "" : "<button>Add to cart</button>"}<p>UPC: 041204120412</p></div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 2.5 : 3.49, availability: stock(v.soldOut) }),
);

// A Swedish grocery: "Jämförpris" per kg, "Art.nr", "Slut i lager"
platform(
  "a Swedish grocery: 'Jämförpris: 49,90 kr/kg' beside the price, 'Art.nr', 'Tillfälligt slut'",
  "https://www.mat.example.se/produkt/acme-kaffe-500g-2041204",
  (v: Variant) =>
    page(
      "sv",
      `<title>Acme Kaffe Mellanrost 500 g | Mat.example</title>`,
      `<div><h1>Acme Kaffe Mellanrost 500 g</h1><p>Art.nr: 2041204</p>
<div><p>Jämförpris: ${v.sale ? "99,80" : "119,80"} kr/kg</p>${v.sale ? "<p>Ord. pris 59,90 kr</p>" : ""}<p>${v.sale ? "49,90" : "59,90"} kr</p></div>
<p>${v.soldOut ? "Tillfälligt slut" : "Finns i lager"}</p>
${v.soldOut ? "" : "<button>Köp</button>"}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 49.9 : 59.9, sku: "2041204", availability: stock(v.soldOut) }),
);

// A British multipack: the price of each item beside the pack's
platform(
  "a British multipack: '£12.00 (£1.00 each)', 'Product code', 'Out of stock'",
  "https://www.drinks.example.co.uk/acme-sparkling-water-12-x-330ml",
  (v: Variant) =>
    page(
      "en-GB",
      `<title>Acme Sparkling Water 12 x 330ml | Drinks</title>`,
      `<div><h1>Acme Sparkling Water 12 x 330ml</h1><p>Product code: ASW-12</p>
<div>${v.sale ? "<p>Was £12.00</p>" : ""}<p>£${v.sale ? "9.00" : "12.00"} (£${v.sale ? "0.75" : "1.00"} each)</p></div>
<p>${v.soldOut ? "Out of stock" : "In stock"}</p>
${v.soldOut ? "" : "<button>Add to basket</button>"}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 9 : 12, sku: "ASW-12", availability: stock(v.soldOut) }),
);

// A German course provider: a course date with places left or booked out
platform(
  "a German course provider: 'Noch 3 Plätze frei' / 'Ausgebucht – Warteliste', 'Kursnummer', 'inkl. Material'",
  "https://www.kurse.example.de/kurse/toepfern-fuer-einsteiger-k2041",
  (v: Variant) =>
    page(
      "de",
      `<title>Töpfern für Einsteiger | Kurse.example</title>`,
      `<div class="kurs"><h1>Töpfern für Einsteiger</h1><p>Kursnummer: K-2041</p><p>Sa, 14.03.2027, 10:00–16:00 Uhr · Atelier Mitte</p>
<div class="kurs-preis">${v.sale ? "<p><s>89,00 €</s> Frühbucherpreis</p>" : ""}<p>${v.sale ? "69,00" : "89,00"} € <small>inkl. Material</small></p></div>
<p class="plaetze">${v.soldOut ? "Ausgebucht – Eintrag auf die Warteliste möglich" : "Noch 3 Plätze frei"}</p>
${v.soldOut ? '<a class="btn" href="/warteliste/K-2041">Auf die Warteliste</a>' : '<button class="btn">Jetzt buchen</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 69 : 89, sku: "K-2041", availability: stock(v.soldOut) }),
);

// A French box office: a price per seat, "Complet"
platform(
  "a French box office: 'Tarif plein' per seat plus 'Frais de service', 'Complet'",
  "https://www.billetterie.example.fr/spectacle/acme-live-2041",
  (v: Variant) =>
    page(
      "fr",
      `<title>Acme Live – Zénith de Lille – Billetterie</title>`,
      `<div class="spectacle"><h1>Acme Live</h1><p>Zénith de Lille · samedi 14 mars 2027 · 20h</p>
<div class="tarif"><p>Tarif plein</p><p>Frais de service : 2,50 €</p>${v.sale ? "<p><s>55,00 €</s></p>" : ""}<p><strong>${v.sale ? "45,00" : "55,00"} €</strong></p></div>
<p class="etat">${v.soldOut ? "Complet" : "Places disponibles"}</p>
${v.soldOut ? "" : '<button class="reserver">Réserver</button>'}</div>`,
    ),
  (v: Variant) => ({ price: v.sale ? 45 : 55, availability: stock(v.soldOut) }),
);

// An electronics distributor: tiers from one piece up, each net and gross, an order code
platform(
  "an electronics distributor: a tier table '1+ / 10+ / 100+' with prices ex and inc VAT, 'Order Code', 'Mfr. Part No.'",
  "https://uk.distributor.example.com/acme-ne555p-timer/dp/2041204",
  (v: Variant) =>
    page(
      "en-GB",
      `<title>NE555P - Acme - Timer IC | Distributor</title>`,
      `<div class="pdp"><h1>ACME NE555P Timer IC, DIP-8</h1><dl><dt>Order Code:</dt><dd>204-1204</dd><dt>Mfr. Part No.:</dt><dd>NE555P</dd></dl>
<div class="stock">${v.soldOut ? "<p>Out of stock – lead time 12 weeks</p>" : "<p>2,041 In stock</p>"}</div>
<table class="price-tiers"><thead><tr><th>Quantity</th><th>Price (ex VAT)</th><th>Price (inc VAT)</th></tr></thead><tbody>
<tr><td>1+</td><td>£${v.sale ? "0.30" : "0.35"}</td><td>£${v.sale ? "0.36" : "0.42"}</td></tr><tr><td>10+</td><td>£0.28</td><td>£0.34</td></tr><tr><td>100+</td><td>£0.22</td><td>£0.26</td></tr></tbody></table>
${v.soldOut ? "" : '<input type="number" value="1" aria-label="Quantity"><button>Add to basket</button>'}</div>`,
    ),
  // Which row is the price is not said (ex or inc VAT): no answer. A lead time makes the part one
  // to order.
  (v: Variant) => ({ sku: "204-1204", availability: v.soldOut ? "backorder" : "in_stock" }),
);
