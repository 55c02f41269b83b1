import { describe, expect, it } from "vitest";
import { availabilityFromText } from "../core/extract/html/availability.js";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * The rules the pages of extract-product-verticals.test.ts needed (groceries, pharmacies, trade
 * shops, furniture, …), one small made-up page each, as in extract-product-rules.test.ts.
 */
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Olive oil</title></head><body><main><h1>Olive oil 500 ml</h1>${body}</main></body></html>`;
const first = (lang: string, body: string, url = "https://shop.example/olive-oil") => extractProducts(page(lang, body), url)[0];
/** The first product of a whole made-up page: `body` is the page's body, `head` more of its head. */
const at = (lang: string, body: string, url = "https://shop.example/p/1", head = "") =>
  extractProducts(`<!doctype html><html lang="${lang}"><head><title>Product</title>${head}</head><body>${body}</body></html>`, url)[0];

describe("price: a multi-buy offer or a volume tier is no price of one", () => {
  const price = (lang: string, offer: string) =>
    first(lang, `<div><span>${offer}</span></div><p class="price">£5.50</p><p>SKU: OL-500</p><button>Add</button>`)?.price;
  const only = (lang: string, offer: string) => first(lang, `<div><p>${offer}</p></div><p>SKU: OL-500</p><button>Add</button>`)?.price;

  it("sets aside 'Any 2 for £9.00', '2 für 9 €', '2 pour 9 €', '2 za 9 zł' printed above the price", () => {
    expect(only("en", "Any 2 for £9.00 - Selected oils")).toBeUndefined();
    expect(only("de", "2 für 9,00 €")).toBeUndefined();
    expect(only("fr", "2 pour 9,00 €")).toBeUndefined();
    expect(only("pl", "2 za 9,00 zł")).toBeUndefined();
    expect(price("en", "Any 2 for £9.00")).toBe(5.5);
    // A pack's own price is its price.
    expect(only("en", "Pack of 3 for £10.00")).toBe(10);
  });

  it("sets aside a tier ('Buy 5+ £4.99 each', 'ab 10 Stück 4,49 €', '10+ $3.99') in a price-named box", () => {
    const tier = (lang: string, label: string, amount: string) =>
      first(
        lang,
        `<div>${label} <span class="price">${amount}</span></div><div><span class="price">£5.50</span></div><p>SKU: OL-500</p><button>Add</button>`,
      )?.price;
    expect(tier("en", "Buy 5+", "£4.99")).toBe(5.5);
    expect(tier("de", "ab 10 Stück", "4,49 €")).toBe(5.5);
    expect(tier("en", "10+", "£3.99")).toBe(5.5);
    expect(tier("nl", "Vanaf 10 stuks", "€ 4,49")).toBe(5.5);
    expect(tier("fr", "À partir de 10 unités :", "4,49 €")).toBe(5.5);
    // The first tier is the price of one.
    expect(first("en", `<div>1+ <span class="price">£0.35</span></div><p>SKU: OL-500</p><button>Add</button>`)?.price).toBe(0.35);
    expect(first("de", `<div>ab 1 Stück <span class="price">0,35 €</span></div><p>SKU: OL-500</p><button>Add</button>`)?.price).toBe(0.35);
  });
});

describe("price: the price of one sellable unit is the price", () => {
  it("reads `price-per-sellable-unit` beside the price per 100 ml (`price-per-quantity-weight`)", () => {
    const html = `<div class="price-control"><p class="price-per-sellable-unit"><span class="value">£5.50</span></p><p class="price-per-quantity-weight"><span class="value">£1.10</span>/100ml</p></div><button>Add</button>`;
    expect(first("en", html)?.price).toBe(5.5);
    // A price per unit of measure stays no candidate.
    const unit = `<div class="price-control"><p class="price-per-unit">£1.10</p><p class="price-main">£5.50</p></div><button>Add</button>`;
    expect(first("en", unit)?.price).toBe(5.5);
  });
});

describe("SKU: a pharmacy's central number", () => {
  it("reads the PZN as the product's code, as German pharmacies print it", () => {
    const sku = (line: string) =>
      first("de", `<p>20 ml | Nasenspray | ${line}</p><p class="price">7,97 €</p><button>In den Warenkorb</button>`)?.sku;
    expect(sku("PZN: 04120412")).toBe("04120412");
    expect(sku("Pharmazentralnummer: 04120412")).toBe("04120412");
  });
});

describe("price: a pharmacy's list price, with its footnote mark", () => {
  it("reads 'AVP¹ 7,97 €' and 'UVP* 7,97 €' as the list price beside the price to pay", () => {
    const price = (label: string, apart: boolean) =>
      first(
        "de",
        `<p>PZN: 04120412</p><div>${apart ? `<span>${label}</span> <span>7,97 €</span>` : `${label} 7,97 €`}</div><div>5,49 €</div><button>In den Warenkorb</button>`,
      )?.price;
    expect(price("AVP¹", false)).toBe(5.49);
    expect(price("AVP¹", true)).toBe(5.49);
    expect(price("UVP*", true)).toBe(5.49);
    expect(price("Apothekenverkaufspreis", true)).toBe(5.49);
  });
});

describe("stock: a lead time in weeks", () => {
  it("is made to order ('Lieferzeit: 6-8 Wochen', 'Lead time: 6–8 weeks', 'Délai de livraison : 6 à 8 semaines'), while days stay in stock", () => {
    const av = (lang: string, t: string) => first(lang, `<p class="price">1.499,00 €</p><p>Art.-Nr. 2041204</p><p>${t}</p>`)?.availability;
    expect(av("de", "Lieferzeit: 6-8 Wochen")).toBe("backorder");
    expect(av("en", "Lead time: 6–8 weeks")).toBe("backorder");
    expect(av("nl", "Levertijd: 4 weken")).toBe("backorder");
    expect(av("fr", "Délai de livraison : 6 à 8 semaines")).toBe("backorder");
    expect(av("es", "Plazo de entrega: 4-6 semanas")).toBe("backorder");
    expect(av("de", "Lieferzeit: 1-3 Werktage")).toBe("in_stock");
  });
});

describe("price: a net price said so by the words after it", () => {
  it("skips '<span>12,90 €</span> <span>zzgl. MwSt.</span>' for the gross price below, named or not", () => {
    const lines = (cls: string) =>
      `<div><span${cls}>12,90 €</span> <span>zzgl. MwSt.</span></div><div><span${cls}>15,35 €</span> <span>inkl. MwSt.</span></div><p>Art.-Nr.: 2041204</p><button>In den Warenkorb</button>`;
    expect(first("de", lines(' class="price"'))?.price).toBe(15.35);
    expect(first("de", lines(""))?.price).toBe(15.35);
    const en = `<div><span class="price">£83.33</span> <span>Exc VAT</span></div><div><span class="price">£99.99</span> <span>Inc VAT</span></div><p>SKU: CD-18</p><button>Add to basket</button>`;
    expect(first("en", en)?.price).toBe(99.99);
  });
});

describe("price: one choice's price in a picker", () => {
  it("is not the product's: grade buttons in a radio group, a purchase option's radio label", () => {
    const grades = (cls: string) =>
      `<div role="radiogroup" aria-label="Condition"><button role="radio" aria-checked="false"><span>Fair</span> <span${cls}>£249.00</span></button><button role="radio" aria-checked="true"><span>Good</span> <span${cls}>£279.00</span></button></div><div><span${cls}>£279.00</span></div><p>SKU: AP12-G</p><button>Add to cart</button>`;
    expect(first("en", grades(""))?.price).toBe(279);
    expect(first("en", grades(' class="price"'))?.price).toBe(279);
    const plans = `<div><label><input type="radio" name="p"> Subscribe &amp; save 10% <span class="price">$32.40</span></label></div><div><span class="price">$36.00</span></div><p>SKU: HB-1000</p><button>Add to cart</button>`;
    expect(first("en", plans)?.price).toBe(36);
  });
});

describe("a price given on request", () => {
  it("makes a product page with its code and no price ('Price upon request', 'Preis auf Anfrage', 'Prix sur demande')", () => {
    const read = (lang: string, notice: string) => {
      const p = first(
        lang,
        `<p>Ref. REF2041</p><div class="price-box"><span>${notice}</span></div><a class="btn" href="/appointment">Book an appointment</a>`,
      );
      return p && { price: p.price, sku: p.sku };
    };
    expect(read("en", "Price upon request")).toEqual({ sku: "REF2041" });
    expect(read("de", "Preis auf Anfrage")).toEqual({ sku: "REF2041" });
    expect(read("fr", "Prix sur demande")).toEqual({ sku: "REF2041" });
    // A trade shop shows its prices only to customers who log in.
    expect(read("en", "Log in to see prices")).toEqual({ sku: "REF2041" });
    expect(read("de", "Preise nach Anmeldung")).toEqual({ sku: "REF2041" });
    // Another product's price below (a collection strip) is not this one's.
    const strip = first(
      "en",
      `<div><p>Ref. REF2041</p><div class="price-box"><span>Price upon request</span></div></div><section><h2>Discover the collection</h2><div><div><a href="/p/2">Ring</a><span class="price">£950.00</span></div></div></section>`,
    );
    expect(strip && { price: strip.price, sku: strip.sku }).toEqual({ sku: "REF2041" });
    // A code alone makes no product page.
    expect(read("en", "Handmade in Paris")).toBeUndefined();
  });
});

describe("price: a financing line", () => {
  it("is no price ('Finanzierung ab 199 € mtl. möglich', 'Leasing: 199 € mtl.', 'from £45 p.m.'), beside a price given on request too", () => {
    const price = (line: string) =>
      first(
        "de",
        `<p>Art.-Nr.: L-2041</p><div><span>Preis auf Anfrage</span></div><p>${line}</p><a class="button" href="/anfrage">Angebot anfordern</a>`,
      )?.price;
    expect(price("Finanzierung ab 199 € mtl. möglich")).toBeUndefined();
    expect(price("Leasing: 199 € mtl.")).toBeUndefined();
    expect(price("Financing from £45 p.m.")).toBeUndefined();
  });
});

describe("stock: downloads, tickets and goods made to order", () => {
  const av = (lang: string, t: string) =>
    first(lang, `<p class="price">19,00 €</p><p>SKU: FS-2041</p><p class="availability">${t}</p>`)?.availability;

  it("reads an instant download as in stock ('Instant download', 'Sofort-Download', 'Téléchargement immédiat')", () => {
    for (const [lang, t] of [
      ["en", "Instant download"],
      ["de", "Sofort-Download"],
      ["fr", "Téléchargement immédiat"],
      ["es", "Descarga inmediata"],
      ["it", "Download immediato"],
      ["nl", "Direct te downloaden"],
    ])
      expect(av(lang, t), t).toBe("in_stock");
  });

  it("reads the last tickets as few left and sold-out tickets as gone ('Letzte Tickets', 'Últimas entradas', 'Agotadas')", () => {
    for (const [lang, t] of [
      ["en", "Few tickets left"],
      ["de", "Letzte Tickets"],
      ["de", "Wenige Restplätze"],
      ["fr", "Derniers billets"],
      ["es", "Últimas entradas"],
      ["it", "Ultimi biglietti"],
    ])
      expect(av(lang, t), t).toBe("limited");
    expect(av("es", "Entradas agotadas")).toBe("out_of_stock");
    expect(av("pt", "Bilhetes esgotados")).toBe("out_of_stock");
    expect(av("it", "Biglietti esauriti")).toBe("out_of_stock");
  });

  it("reads 'Su ordinazione', 'Op bestelling', 'På bestilling' as made to order", () => {
    expect(av("it", "Su ordinazione")).toBe("backorder");
    expect(av("nl", "Op bestelling")).toBe("backorder");
    expect(av("no", "På bestilling")).toBe("backorder");
  });
});

describe("pharmacies and furniture shops: list prices, codes, fees, made to order", () => {
  it("reads 'Prezzo al pubblico' as the list price, and Minsan and Código Nacional as the code", () => {
    const it_ = first(
      "it",
      `<p>Minsan: 012745093</p><div><span>Prezzo al pubblico</span> <span>€ 5,90</span></div><div><span>€ 4,72</span></div><button>Aggiungi al carrello</button>`,
    );
    expect(it_ && { price: it_.price, sku: it_.sku }).toEqual({ price: 4.72, sku: "012745093" });
    const es = first("es", `<p>Código Nacional: 651234.5</p><div class="price">4,95 €</div><button>Añadir a la cesta</button>`);
    expect(es?.sku).toBe("651234.5");
  });

  it("reads no price in the recycling fee a price includes ('Dont éco-participation : 12,00 €')", () => {
    const html = `<div><p>Dont éco-participation : 12,00 €</p><p>1 299,00 €</p></div><p>Réf. : 2041204</p><button>Ajouter au panier</button>`;
    expect(first("fr", html)?.price).toBe(1299);
  });

  it("reads 受注生産 (made to order) as made to order", () => {
    const html = `<p>商品番号: DT-2041</p><div class="price">89,000円（税込）</div><p class="stock">受注生産：お届けまで約6週間</p>`;
    expect(first("ja", html, "https://shop.example.jp/dt-2041")?.availability).toBe("backorder");
  });
});

describe("JSON-LD: a price per reference quantity", () => {
  it("is the unit price beside the price, not the price (a grocery's per-litre specification first)", () => {
    const spec = (specs: object[]) =>
      extractProducts(
        `<!doctype html><html lang="de"><head><title>Cola</title><script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@type": "Product",
          name: "Cola 1,5 l",
          sku: "C15",
          offers: { "@type": "Offer", availability: "https://schema.org/InStock", priceSpecification: specs },
        })}</script></head><body><main><h1>Cola 1,5 l</h1></main></body></html>`,
        "https://shop.example.de/cola",
      )[0]?.price;
    const perLitre = {
      "@type": "UnitPriceSpecification",
      price: 0.86,
      priceCurrency: "EUR",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "LTR" },
    };
    expect(spec([perLitre, { "@type": "UnitPriceSpecification", price: 1.29, priceCurrency: "EUR" }])).toBe(1.29);
    // Alone, it is all the markup says.
    expect(spec([perLitre])).toBe(0.86);
  });
});

describe("SKU: a code printed in groups", () => {
  it("reads '0714 123 45', '0 986 479 204' and '1K0 615 301 AA' whole, as trade and car-parts shops print them", () => {
    const read = (line: string) => {
      const p = first("de", `<p>${line}</p><p class="price">4,99 €</p><button>In den Warenkorb</button>`);
      return p && { sku: p.sku, mpn: p.mpn };
    };
    expect(read("Art.-Nr.: 0714 123 45")).toEqual({ sku: "0714 123 45" });
    expect(read("Herstellernummer: 0 986 479 204")).toEqual({ mpn: "0 986 479 204" });
    expect(read("Artikelnummer: 1K0 615 301 AA")).toEqual({ sku: "1K0 615 301 AA" });
    // A code and a name run together keep the code.
    expect(read("Artikelnummer: 2041 Leinenhemd")).toEqual({ sku: "2041" });
  });

  it("reads a code led by a short word of capitals whole ('KERKO 100N', 'LS 80 DIG'), not a name in capitals", () => {
    const read = (line: string) => first("de", `<p>${line}</p><p class="price">0,06 €</p><button>In den Warenkorb</button>`)?.sku;
    expect(read("Artikel-Nr.: <b>KERKO 100N</b> Hersteller: Kemet")).toBe("KERKO 100N");
    expect(read("Artikel-Nr.: LS 80 DIG")).toBe("LS 80 DIG");
    expect(read("Artikel-Nr.: DELL 9010 TOWER")).toBeUndefined();
    expect(read("Artikel-Nr.: OPTIPLEX 9010")).toBeUndefined();
  });

  it("reads no SKU from markup that the page prints nowhere when the page fills its code's label with 'N/A' (WooCommerce's post ID)", () => {
    const markup = `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "u-blox NEO-6M GPS module",
      sku: "18342",
      offers: { "@type": "Offer", price: "349.00", priceCurrency: "INR" },
    })}</script>`;
    const sku = (meta: string) =>
      first("en", `${markup}<p class="price">₹349.00</p><div class="product_meta">${meta}</div><button>Add to cart</button>`)?.sku;
    expect(sku('<span class="sku_wrapper">SKU: <span class="sku">N/A</span></span>')).toBeUndefined();
    expect(sku("<span>Art.-Nr.: –</span>")).toBeUndefined();
    // Without such words, a code only the markup holds is kept; printed, it is the page's.
    expect(sku('<span class="posted_in">Category: GPS</span>')).toBe("18342");
    expect(sku('<span class="sku_wrapper">SKU: <span class="sku">18342</span></span>')).toBe("18342");
  });

  it("reads the maker's code by its Dutch, Italian, Portuguese and French labels ('Fabrikantcode', 'Codice produttore')", () => {
    const read = (label: string) =>
      first(
        "nl",
        `<table><tr><td>${label}</td><td>TV256P-EU</td></tr><tr><td>EAN:</td><td>4012345670028</td></tr></table><p class="price">€ 1.299,00</p>`,
      )?.mpn;
    for (const label of [
      "Fabrikantcode:",
      "Fabrikantnummer:",
      "Codice produttore:",
      "Código do fabricante:",
      "Réf. constructeur :",
      "Herst.-Teile-Nr.:",
    ])
      expect(read(label)).toBe("TV256P-EU");
  });
});

describe("price: a trade shop's net price", () => {
  const price = (lang: string, box: string) => first(lang, `<p>Art.-Nr.: 0714 123 45</p>${box}<p>Sofort lieferbar</p>`)?.price;

  it("is the price when the page prints no other ('4,99 € zzgl. MwSt.', '£83.33 ex VAT')", () => {
    expect(price("de", `<div class="price"><span>4,99 €</span> <span>zzgl. MwSt.</span></div>`)).toBe(4.99);
    expect(price("en", `<div class="price">£83.33 <span>ex VAT</span></div>`)).toBe(83.33);
    // A tier below it is no rival; two net amounts (two packs) make no answer.
    expect(price("de", `<div class="price">4,99 € zzgl. MwSt.</div><div class="price">ab 10 Stück: 4,49 € zzgl. MwSt.</div>`)).toBe(4.99);
    expect(
      price("de", `<div class="price">100 Stück: 4,99 € zzgl. MwSt.</div><div class="price">500 Stück: 19,99 € zzgl. MwSt.</div>`),
    ).toBeUndefined();
  });

  it("gives way to a price with tax after it: its tax words are its own, no label of the next amount", () => {
    expect(price("en", `<div>£83.33 <span>ex VAT</span></div><div>£99.99 inc VAT</div>`)).toBe(99.99);
    expect(price("en", `<div class="price">£83.33 <span>ex VAT</span></div><div>£99.99 inc VAT</div>`)).toBe(99.99);
    // Words with no amount before them still label the next one.
    expect(price("en", `<div>Excl. VAT: <span class="price">£83.33</span></div><div class="price">£99.99</div>`)).toBe(99.99);
  });
});

describe("price: what a grocery prints beside the price", () => {
  const price = (lang: string, box: string) => first(lang, `${box}<p>SKU: AB-2041</p><button>Add to cart</button>`)?.price;

  it("reads the price of each item in a multipack as no price ('£12.00 (£1.00 each)')", () => {
    expect(price("en", `<div>£12.00 (£1.00 each)</div>`)).toBe(12);
    expect(price("en", `<div class="price">£12.00 <span>(£1.00 each)</span></div>`)).toBe(12);
    // Alone, "each" is the item's price.
    expect(price("en", `<div class="price">$5.24 each (est.)</div><div>$3.49/lb</div>`)).toBe(5.24);
  });

  it("reads a US multi-buy ('2/$5.00') as no price of one", () => {
    expect(price("en", `<div>2/$5.00</div><div>$2.99</div>`)).toBe(2.99);
  });

  it("reads an amount after a price-per-measure label ('Grundpreis:', 'Prix au kilo :') as no price", () => {
    expect(price("de", `<div>Grundpreis: 39,85 €</div><div>4,99 €</div>`)).toBe(4.99);
    expect(price("de", `<div><span>Grundpreis:</span> <span class="price">39,85 €</span></div><div class="price">4,99 €</div>`)).toBe(4.99);
    expect(price("fr", `<div>Prix au kilo : 9,98 €</div><div>4,99 €</div>`)).toBe(4.99);
    // Trade shops say "Unit price" of one piece: it stays the price.
    expect(price("en", `<div>Unit price: £4.99</div>`)).toBe(4.99);
  });
});

describe("stock: lead times, special orders and shortages", () => {
  const av = (lang: string, t: string) =>
    first(lang, `<p class="price">19,00 €</p><p>SKU: FS-2041</p><p class="availability">${t}</p>`)?.availability;

  it("reads a delivery in weeks and goods made for the buyer as made to order", () => {
    for (const [lang, t] of [
      ["de", "Lieferung in 6-8 Wochen"],
      ["de", "Wird für Sie gefertigt"],
      ["en", "Usually dispatched within 3 to 4 weeks"],
      ["en", "Special order item"],
      ["en", "Handmade to order"],
      ["fr", "Expédié sous 3 semaines"],
      ["nl", "Levering 4-6 weken"],
      ["no", "Leveringstid 6-8 uker"],
      ["pl", "Czas realizacji: 4 tygodnie"],
    ])
      expect(av(lang, t), t).toBe("backorder");
  });

  it("reads a dispatch within hours as in stock ('Expédié sous 24h', 'Envío en 24/48h', 'Czas realizacji: 24h')", () => {
    for (const [lang, t] of [
      ["fr", "Expédié sous 24h"],
      ["es", "Envío en 24/48h"],
      ["it", "Spedizione in 24/48h"],
      ["nl", "Verzonden binnen 24 uur"],
      ["pl", "Czas realizacji: 24h"],
      ["de", "Sofort ab Lager"],
    ])
      expect(av(lang, t), t).toBe("in_stock");
  });

  it("reads a supply shortage and a product no longer ordered as gone", () => {
    expect(av("de", "Lieferengpass beim Hersteller")).toBe("out_of_stock");
    expect(av("de", "Nicht bestellbar")).toBe("out_of_stock");
    expect(av("de", "Verkauf eingestellt")).toBe("discontinued");
    expect(av("de", "Nicht mehr im Sortiment")).toBe("discontinued");
  });
});

describe("price: Latin-American and Iberian labels beside the price", () => {
  const price = (lang: string, box: string, url: string) => first(lang, `${box}<p>SKU: AB-2041</p><button>Comprar</button>`, url)?.price;
  const br = "https://loja.example.com.br/produto";

  it("reads 'De R$ 29,90 por R$ 24,90' as the reduced price, in one text or apart", () => {
    expect(price("pt-BR", `<div>De R$ 29,90 por R$ 24,90</div>`, br)).toBe(24.9);
    expect(price("pt-BR", `<div class="price"><span>De: R$ 29,90</span> <span>Por: R$ 24,90</span></div>`, br)).toBe(24.9);
    expect(price("pt-BR", `<div><span>De:</span> <span>R$ 29,90</span></div><div><span>Por:</span> <span>R$ 24,90</span></div>`, br)).toBe(
      24.9,
    );
    // "De … à …" is a range, "a partir de" a from price.
    expect(price("fr", `<div>De 10,00 € à 20,00 €</div>`, "https://boutique.example.fr/produit")).toBe(10);
    expect(price("pt-BR", `<div>A partir de R$ 24,90</div>`, br)).toBe(24.9);
  });

  it("reads 'Precio de lista', 'PVP recomendado' as list prices and Argentina's price without national taxes as no price", () => {
    expect(
      price(
        "es-MX",
        `<div><span>Precio de lista:</span> <span>$1,499.00</span></div><div><span>$1,299.00</span></div>`,
        "https://tienda.example.com.mx/p",
      ),
    ).toBe(1299);
    expect(price("es", `<div>PVP recomendado: 12,95 €</div><div>9,95 €</div>`, "https://tienda.example.es/p")).toBe(9.95);
    expect(price("es-AR", `<div>Precio sin impuestos nacionales: $ 1.073</div><div>$ 1.299</div>`, "https://tienda.example.com.ar/p")).toBe(
      1299,
    );
  });
});

describe("price: a charge printed before its amount", () => {
  const price = (lang: string, box: string) => first(lang, `${box}<p>SKU: AB-2041</p><button>Add to cart</button>`)?.price;

  it("reads a fee, a deposit or gift wrapping as no price ('Service fee:', 'Vorverkaufsgebühr:', 'Altteilpfand:', 'Core charge:')", () => {
    expect(price("en", `<div>Service fee: €4.50</div><div>€45.00</div>`)).toBe(45);
    expect(price("en", `<div>Booking fee £2.50 per ticket</div><div>£45.00</div>`)).toBe(45);
    expect(price("de", `<div>Vorverkaufsgebühr: 2,50 €</div><div>45,00 €</div>`)).toBe(45);
    expect(price("fr", `<div>Frais de service : 2,50 €</div><div>45,00 €</div>`)).toBe(45);
    expect(price("de", `<div><span>Altteilpfand:</span> <span>15,00 €</span></div><div>42,99 €</div>`)).toBe(42.99);
    expect(price("en", `<div>Core charge: $22.00</div><div>$89.99</div>`)).toBe(89.99);
    expect(price("en", `<div>Gift wrap $5.00</div><div>$45.00</div>`)).toBe(45);
    // A word that only ends in "fee" is no fee.
    expect(price("en", `<div>Coffee $5.00</div>`)).toBe(5);
  });
});

describe("stock: events and courses", () => {
  const av = (lang: string, t: string) =>
    first(lang, `<p class="price">45,00 €</p><p>SKU: EV-2041</p><p class="availability">${t}</p>`)?.availability;

  it("reads a full or cancelled event as gone ('Ausgebucht', 'Fully booked', 'Complet', 'Vorverkauf beendet')", () => {
    for (const [lang, t] of [
      ["de", "Leider ausgebucht"],
      ["de", "Keine Plätze mehr frei"],
      ["de", "Vorverkauf beendet"],
      ["de", "Veranstaltung abgesagt"],
      ["en", "Fully booked"],
      ["en", "No places left"],
      ["fr", "Complet"],
      ["fr", "Cet événement est complet"],
      ["nl", "Volgeboekt"],
      ["pt", "Lotado"],
      ["pl", "Brak miejsc"],
    ])
      expect(av(lang, t), t).toBe("out_of_stock");
    // A sale before the event is a pre-sale; a complete set is no full event.
    expect(av("de", "Vorverkauf ab 12. März")).toBe("preorder");
    expect(av("fr", "Coffret complet")).toBeUndefined();
  });

  it("reads the last places as few left ('Noch 3 Plätze frei', 'Only 3 places left')", () => {
    expect(av("de", "Noch 3 Plätze frei")).toBe("limited");
    expect(av("en", "Only 3 places left")).toBe("limited");
  });
});

describe("events and courses: booking", () => {
  it("reads a booking button as the buy box ('Jetzt buchen', 'Book now', 'Réserver', 'Boek nu')", () => {
    const av = (lang: string, label: string) =>
      first(lang, `<p class="price">45,00 €</p><p>SKU: EV-2041</p><button>${label}</button>`)?.availability;
    for (const [lang, label] of [
      ["de", "Jetzt buchen"],
      ["en", "Book now"],
      ["fr", "Réserver"],
      ["nl", "Boek nu"],
      ["pl", "Zarezerwuj"],
    ])
      expect(av(lang, label), label).toBe("in_stock");
  });

  it("reads 'Places disponibles' as in stock and a course number as the code", () => {
    const p = first("fr", `<p class="price">45,00 €</p><p>Kursnummer: K-2041</p><p>Places disponibles</p>`);
    expect(p && { sku: p.sku, availability: p.availability }).toEqual({ sku: "K-2041", availability: "in_stock" });
    expect(first("es", `<p class="price">45,00 €</p><p>SKU: EV-2041</p><p>No disponibles</p>`)?.availability).toBe("out_of_stock");
  });
});

describe("stock: lead times on hostile text", () => {
  it("reads a lead time's digits in bounded steps (a run of 20,000 digits took seconds)", () => {
    const started = performance.now();
    for (const head of ["Lieferzeit ", "Lieferung in ", "Usually dispatched within ", "Wysyłka w: "])
      expect(availabilityFromText(`${head}${"1".repeat(20000)} x`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("prices in the formats of 35 country domains, on a product page", () => {
  // Country domain, language, the price as printed (one text or split across elements), and
  // what it reads as: currencies without decimals, with three, grouped by apostrophes, lakhs or
  // spaces, a dash for the cents, symbols before and after.
  const formats: [string, string, string, number, string][] = [
    ["hu", "hu", "12 990 Ft", 12990, "HUF"],
    ["is", "is", "<span>12.990</span> <span>kr.</span>", 12990, "ISK"],
    ["co.id", "id", "<span>Rp</span><span>1.299.000</span>", 1299000, "IDR"],
    ["jp", "ja", "<span>¥</span><span>12,800</span><span>(税込)</span>", 12800, "JPY"],
    ["kr", "ko", "<span>1,290,000</span><span>원</span>", 1290000, "KRW"],
    ["cl", "es-CL", "<span>$</span><span>129.990</span>", 129990, "CLP"],
    ["com.kw", "ar", "<span>12.500</span> <span>د.ك</span>", 12.5, "KWD"],
    ["bh", "en-BH", "BD 1.250", 1.25, "BHD"],
    ["ch", "de-CH", "<span>CHF</span> <span>1&#39;299.–</span>", 1299, "CHF"],
    ["ch", "fr-CH", "<span>Fr.</span> <span>49.90</span>", 49.9, "CHF"],
    ["in", "en-IN", "<span>₹</span><span>1,29,999</span>", 129999, "INR"],
    ["co.za", "en-ZA", "<span>R</span><span>1 299</span><sup>00</sup>", 1299, "ZAR"],
    // Cents set apart after a blank the markup leaves ("R5 <sup>49</sup>": not a model's "R5").
    ["co.za", "en-ZA", "R5 <sup>49</sup>", 5.49, "ZAR"],
    ["co.za", "en-ZA", "R15 <sup>49</sup>", 15.49, "ZAR"],
    ["de", "de", "<span>1.299,-</span> <span>€</span>", 1299, "EUR"],
    ["de", "de", "<span>1.299</span><sup>,99</sup> <span>€</span>", 1299.99, "EUR"],
    ["cz", "cs", "<span>1 299</span> <span>Kč</span>", 1299, "CZK"],
    ["pl", "pl", "<span>1 299</span><span>,00</span> <span>zł</span>", 1299, "PLN"],
    ["ro", "ro", "<span>1.299</span><sup>99</sup> <span>lei</span>", 1299.99, "RON"],
    ["com.tr", "tr", "<span>1.299</span><span>,90</span> <span>TL</span>", 1299.9, "TRY"],
    ["ua", "uk", "<span>1 299</span> <span>₴</span>", 1299, "UAH"],
    ["no", "no", "<span>kr</span> <span>1 299,-</span>", 1299, "NOK"],
    ["dk", "da", "<span>1.299,00</span> <span>kr.</span>", 1299, "DKK"],
    ["com.au", "en-AU", "<span>AU$</span><span>1,299.00</span>", 1299, "AUD"],
    ["co.nz", "en-NZ", "NZ$1,299.00", 1299, "NZD"],
    ["com.hk", "en-HK", "HK$1,299.00", 1299, "HKD"],
    ["com.tw", "zh-TW", "NT$1,299", 1299, "TWD"],
    ["com.my", "ms", "<span>RM</span><span>1,299.00</span>", 1299, "MYR"],
    ["ph", "en-PH", "<span>₱</span><span>1,299.00</span>", 1299, "PHP"],
    ["vn", "vi", "<span>1.299.000</span><sup>₫</sup>", 1299000, "VND"],
    ["com.bd", "bn", "<span>৳</span> <span>1,299</span>", 1299, "BDT"],
    ["ng", "en-NG", "<span>₦</span><span>12,999</span>", 12999, "NGN"],
    ["co.ke", "en-KE", "<span>KSh</span> <span>1,299</span>", 1299, "KES"],
    ["com.eg", "ar-EG", "<span>1,299.00</span> <span>ج.م</span>", 1299, "EGP"],
    ["ma", "fr-MA", "<span>1 299,00</span> <span>DH</span>", 1299, "MAD"],
    ["kz", "kk", "129 990 ₸", 129990, "KZT"],
    ["ge", "ka", "129.99 ₾", 129.99, "GEL"],
  ];
  it.each(formats)("reads a .%s page's %s price %s", (tld, lang, printed, amount, currency) => {
    const p = first(lang, `<div>${printed}</div><p>SKU: AK-2041</p><button>Add to cart</button>`, `https://shop.example.${tld}/p/2041`);
    expect(p && { price: p.price, currency: p.currency }).toEqual({ price: amount, currency });
  });
});

describe("price: list-price labels of manufacturers and chains in more languages", () => {
  it("reads the amount after 'Unverb. Preisempf.', 'Prix de vente conseillé', 'Typical price', 'Suositushinta', 'Giá gốc' as a former price", () => {
    const price = (lang: string, label: string) =>
      first(
        lang,
        `<div><span>${label}</span> <span>49,99 €</span></div><div><span>39,99 €</span></div><p>SKU: AB-2041</p><button>Add</button>`,
      )?.price;
    for (const [lang, label] of [
      ["de", "Unverb. Preisempf.:"],
      ["de", "UVP des Herstellers:"],
      ["fr", "Prix de vente conseillé :"],
      ["fr", "Ancien prix :"],
      ["nl", "Oude prijs:"],
      ["en", "Typical price:"],
      ["fi", "Suositushinta:"],
      ["hr", "Redovna cijena:"],
      ["uk", "Стара ціна:"],
      ["he", "מחיר קודם:"],
      ["id", "Harga asli:"],
      ["vi", "Giá gốc:"],
      ["th", "ราคาเดิม:"],
    ])
      expect(price(lang, label), label).toBe(39.99);
    expect(price("de", "Preis:")).toBe(49.99);
  });
});

describe("SKU: trade shops' order codes", () => {
  it("reads 'Bestell-Nr.', 'Order code', 'Order no.', 'SKU no.' as the code and 'Mfr #' as the maker's", () => {
    const read = (label: string) => {
      const p = first("en", `<p class="price">€ 49,00</p><p>${label} AB-2041</p><button>Add to cart</button>`);
      return p && { sku: p.sku, mpn: p.mpn };
    };
    for (const label of ["Bestell-Nr.:", "Bestellnr.:", "Order code:", "Order no.:", "SKU no.:"])
      expect(read(label), label).toEqual({ sku: "AB-2041" });
    expect(read("Mfr #:")).toEqual({ mpn: "AB-2041" });
    // The carmakers' numbers a part replaces are no code of this shop.
    expect(read("OE number:")).toEqual({});
  });
});

describe("stock: available soon, not now", () => {
  const av = (lang: string, t: string) =>
    first(lang, `<p class="price">19,00 €</p><p>SKU: FS-2041</p><p class="availability">${t}</p>`)?.availability;

  it("reads 'Bald wieder verfügbar', 'Bientôt disponible', 'Brzy skladem' as gone for now (each read in stock by its in-stock word)", () => {
    for (const [lang, t] of [
      ["de", "Bald wieder verfügbar"],
      ["de", "In Kürze verfügbar"],
      ["fr", "Bientôt disponible"],
      ["nl", "Binnenkort beschikbaar"],
      ["cs", "Brzy skladem"],
    ])
      expect(av(lang, t), t).toBe("out_of_stock");
  });

  it("reads 'Próximamente', 'Prossimamente', 'Noch nicht erschienen' as coming soon", () => {
    expect(av("es", "Próximamente")).toBe("preorder");
    expect(av("it", "Prossimamente")).toBe("preorder");
    expect(av("de", "Noch nicht erschienen")).toBe("preorder");
  });
});

describe("the buy box of other kinds of shop", () => {
  it("reads buttons to subscribe and save, buy a download, buy tickets, redeem a prescription, rent or configure as buying", () => {
    const av = (label: string) => first("en", `<p class="price">€ 49,00</p><p>SKU: AB-2041</p><button>${label}</button>`)?.availability;
    for (const label of [
      "Subscribe & Save",
      "Download kaufen",
      "Tickets sichern",
      "Karten kaufen",
      "Acheter des billets",
      "E-Rezept einlösen",
      "Rent now",
      "Jetzt mieten",
      "Customize & Buy",
      "Hinzufügen",
      "Toevoegen",
      "Agregar",
      "Adicionar",
      "Dodaj",
    ])
      expect(av(label), label).toBe("in_stock");
    // A newsletter's button and a datasheet's link say nothing.
    expect(av("Jetzt abonnieren")).toBeUndefined();
    expect(av("Download")).toBeUndefined();
  });
});

describe("price: a page that prints no price to pay of its own", () => {
  const strip = `<section><h2>You may also like</h2><ul>${[1, 2, 3]
    .map((i) => `<li><a href="/p/${i}">Other ${i}</a><span class="price">1${i},90 €</span></li>`)
    .join("")}</ul></section>`;
  const book = (label: string, more = "", line = `${label} 18,00 €`) =>
    `<div class="product"><h1>The name of the rose</h1><div><p>Author: U. Eco</p><p>Pages: 624</p></div><div class="buy"><p>${line}</p>${more}<button>Add to cart</button></div></div>${strip}`;
  const read = (body: string, lang = "it") =>
    extractProducts(`<!doctype html><html lang="${lang}"><body><main>${body}</main></body></html>`, "https://books.example/p/1")[0];

  it("takes the one list price a bookshop selling at the cover price prints, before a strip of other books' prices", () => {
    for (const label of ["Prezzo di copertina:", "Preço de capa:", "Prix éditeur :", "Precio de portada:", "Cover price:", "定価："])
      expect(read(book(label))?.price, label).toBe(18);
  });

  it("takes no recommended or list price printed alone: the price to pay is shown otherwise (by script, on request)", () => {
    for (const label of ["RRP", "PVP:", "Listenpreis:", "List price:", "Normalpris"])
      expect(read(book(label))?.price, label).toBeUndefined();
  });

  it("keeps a list price a former price beside the price to pay, struck or not, and takes no other former price alone", () => {
    expect(read(book("Prezzo di copertina:", "<p>Prezzo: 17,10 €</p>"))?.price).toBe(17.1);
    expect(read(book("Prezzo di copertina:", "<p>17,10 €</p>"))?.price).toBe(17.1);
    // A former price that is no list price, alone, is not the price (the price is missing).
    expect(read(book("Was"))?.price).toBeUndefined();
    expect(read(book("You save"))?.price).toBeUndefined();
    // A struck list price alone is not taken.
    expect(read(book("PVP:", "", "<s>PVP: 18,00 €</s>"))?.price).toBeUndefined();
  });

  it("takes the amount in the buy button when the buy box prints it nowhere else", () => {
    const mug = (button: string) =>
      `<div class="product"><h1>Blue mug</h1><div><p>Stoneware, 350 ml.</p><p>Dishwasher safe.</p></div><div class="buy">${button}</div></div>${strip}`;
    expect(read(mug(`<button class="add-to-cart">Add to cart – $25.00</button>`), "en")?.price).toBe(25);
    expect(read(mug(`<button type="submit">In den Warenkorb · 25,00 €</button>`), "de")?.price).toBe(25);
    expect(read(mug(`<button><span>Ajouter au panier</span> <span>25,00 €</span></button>`), "fr")?.price).toBe(25);
    // Not a plan's button, nor a button with no currency, nor more words than the buy words
    // and the amount (a saving, a deposit, a rate, a multi-buy), nor a quantity's total.
    expect(read(mug(`<button>Subscribe & save – $22.50</button>`), "en")?.price).toBeUndefined();
    expect(read(mug(`<button>Add to cart – 2 left</button>`), "en")?.price).toBeUndefined();
    for (const text of [
      "Add to cart – Save $10.00",
      "Add to cart – 2 for $40",
      "Jetzt mieten – 15 € / Tag",
      "Jetzt bestellen – 500 € Anzahlung",
    ])
      expect(read(mug(`<button>${text}</button>`), "en")?.price, text).toBeUndefined();
    expect(read(mug(`<input name="quantity" value="6"><button>Add to cart – $59.94</button>`), "en")?.price).toBeUndefined();
    // The buy box's own price comes first.
    expect(read(mug(`<p class="price">$24.00</p><button>Add to cart – $25.00</button>`), "en")?.price).toBe(24);
  });
});

describe("stock: an offer to write when the product is back", () => {
  it("reads the offer in Danish, Norwegian, Finnish, Italian and Hungarian as out of stock, not a new colour's alert", () => {
    for (const text of [
      "Giv mig besked, når varen er på lager igen",
      "Gi meg beskjed når varen er tilbake på lager",
      "Varsle meg når produktet er tilgjengelig",
      "Ilmoita minulle, kun tuote on taas saatavilla",
      "Avvisami quando torna disponibile",
      "Értesítést kérek, ha újra elérhető",
    ])
      expect(availabilityFromText(text), text).toBe("out_of_stock");
    expect(availabilityFromText("Gi meg beskjed når nye farger er på lager")).not.toBe("out_of_stock");
    expect(availabilityFromText("Ilmoita minulle, kun uusia värejä on saatavilla")).not.toBe("out_of_stock");
  });

  it("gives way to an enabled buy button: back-in-stock widgets are printed on every page and hidden by the theme, or offered for one size", () => {
    const av = (box: string) =>
      extractProducts(
        `<!doctype html><html lang="da"><body><main><h1>Hækkeklipper</h1><div class="price">1.899,00 kr.</div>${box}</main></body></html>`,
        "https://garden.example/p/1",
      )[0]?.availability;
    const widget = (cls: string) =>
      `<div class="${cls}"><p>Giv mig besked, når varen er på lager igen</p><input type="email" name="email"></div>`;
    expect(av(`<button class="add-to-cart">Læg i kurv</button>${widget("bis-wrapper")}`)).toBe("in_stock");
    expect(av(`<button class="add-to-cart">Læg i kurv</button>${widget("stock-subscribe")}`)).toBe("in_stock");
    expect(av(`<button class="add-to-cart" disabled>Læg i kurv</button>${widget("stock-subscribe")}`)).toBe("out_of_stock");
    expect(av(widget("bis-wrapper"))).toBe("out_of_stock");
    // A statement that it is gone is no mere offer.
    expect(
      av(`<p class="stock">Udsolgt – giv mig besked, når varen er på lager igen</p><button class="add-to-cart">Læg i kurv</button>`),
    ).toBe("out_of_stock");
  });
});

describe("price: markup whose price the page never prints, or only as the lowest of its offers", () => {
  const shop = (offers: unknown, variantPrice: string, url = "https://refurb.example/products/iphone-14?variant=2") =>
    extractProducts(
      `<!doctype html><html lang="nl"><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "iPhone 14 128 GB",
        offers,
      })}</script></head><body><main><h1>iPhone 14 128 GB</h1><div class="price"><span class="price-item">${variantPrice}</span></div><fieldset><label><input type="radio" name="grade">Goed</label><label><input type="radio" name="grade" checked>Zeer goed</label></fieldset><button>In winkelwagen</button></main></body></html>`,
      url,
    )[0]?.price;
  const one = { "@type": "Offer", price: "449.00", priceCurrency: "EUR" };
  const range = { "@type": "AggregateOffer", lowPrice: "449.00", highPrice: "529.00", priceCurrency: "EUR" };

  it("gives way to a higher buy-box price in the same currency when the page never prints it (another variant's, a stale price)", () => {
    expect(shop(one, "€ 489,00")).toBe(489);
  });

  it("gives way to the buy box's choice within an AggregateOffer's range, the low price printed only in a picker or nowhere", () => {
    expect(shop(range, "€ 489,00")).toBe(489);
    expect(
      shop(
        range,
        '€ 489,00</span><select name="grade"><option>Goed – € 449,00</option><option selected>Zeer goed – € 489,00</option></select><span>',
      ),
    ).toBe(489);
    // Printed as a price to pay, the low price is the price (the higher amount a bundle's, a former one).
    expect(shop(range, "€ 489,00</span><span>€ 449,00")).toBe(449);
    // Above the range, the buy box's amount is something else.
    expect(shop(range, '€ 600,00</span><select name="grade"><option>Goed – € 449,00</option></select><span>')).toBe(449);
  });

  it("gives way too when the low price is printed only on one of several variant buttons", () => {
    const buttons = (first: string) =>
      `€ 489,00</span><div><button type="button" disabled><span>${first}</span><span>€ 449,00</span></button><button type="button"><span>Zeer goed</span><span>€ 489,00</span></button></div><span>`;
    expect(shop(range, buttons("Goed"))).toBe(489);
    // One button alone is a buy button that prints the price to pay.
    expect(shop(range, '€ 489,00</span><button type="button">Kopen – € 449,00</button><span>')).toBe(449);
  });

  it("stands when the page prints it anywhere, when the buy box's amount is lower, or in another currency", () => {
    expect(shop(one, "€ 489,00</span><span>Vanaf € 449,00")).toBe(449);
    expect(shop(one, "€ 420,00")).toBe(449);
    expect(shop(one, "$ 520.00")).toBe(449);
  });
});

describe("price: what retailers print around the price, in more shapes", () => {
  const read = (box: string, lang = "de", url = "https://shop.example/p/1") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>OLED TV 65</h1>${box}<button>In den Warenkorb</button></main></body></html>`,
      url,
    )[0]?.price;

  it("reads a price attribute written for scripts as a machine number, the printed amount when it rounds to it", () => {
    const box = (amount: string, shown: string) =>
      `<div class="price-box"><span class="price-wrapper" data-price-amount="${amount}"><span class="price">${shown}</span></span></div>`;
    expect(read(box("46.585", "€ 46,59"), "nl", "https://shop.example.nl/p/1")).toBe(46.59);
    expect(read(box("46.5", "€ 46,50"), "nl", "https://shop.example.nl/p/1")).toBe(46.5);
    // Markup that says "46.585" reads 46585 (a dot before three digits groups thousands there): the printed price is the one.
    const withMarkup = extractProducts(
      `<!doctype html><html lang="nl"><body><main itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Verzenddozen</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="46.585"><meta itemprop="priceCurrency" content="EUR">${box("46.585", "€ 46,59")}</div><button>In winkelwagen</button></main></body></html>`,
      "https://shop.example.nl/p/1",
    )[0]?.price;
    expect(withMarkup).toBe(46.59);
  });

  it("reads a price split into pieces hidden from screen readers by its accessible label", () => {
    expect(read('<div class="x1" aria-label="799,– €"><span aria-hidden="true">799</span><sup aria-hidden="true">–</sup></div>')).toBe(799);
    // Shown parts that read as a price are the price.
    expect(read('<div class="x1" aria-label="Preis: 799 Euro"><span aria-hidden="true">699,00 €</span></div>')).toBe(699);
  });

  it("takes no volume tier said 'or more' ('2 or more $94.00', '5 oder mehr')", () => {
    expect(
      read(
        "<ul><li><s>$122.00</s></li><li><h2>$98.00</h2></li><li>Ex Tax: $80.00</li></ul><hr><ul><li>2 or more $94.00</li></ul>",
        "en",
        "https://keys.example.com/p/1",
      ),
    ).toBe(98);
    expect(read("<p>Preis</p><p>12,90 €</p><p>5 oder mehr 11,50 €</p>")).toBe(12.9);
    // A count before the line is the product's ("Serves 12 or more", "Giocatori: 2 o più").
    expect(read("<p>Serves 12 or more</p><p>$59.99</p>", "en", "https://deli.example.com/p/1")).toBe(59.99);
  });

  it("takes no credit's total (after its rate) and no points earned", () => {
    expect(
      read("<div><p>17 990,-</p><small>Eff. rente 28,9 %, 12 mnd, totalt 15 712 kr</small></div>", "nb", "https://shop.example.no/p/1"),
    ).toBe(17990);
    expect(
      read(
        "<table><tr><th>판매가</th><td>55,200원 (13,800원 할인)</td></tr><tr><th>적립금</th><td>552원 (1%)</td></tr></table>",
        "ko",
        "https://shop.example.kr/p/1",
      ),
    ).toBe(55200);
  });

  it("sets aside a strip of what other customers bought, titled in more languages", () => {
    const strip = (title: string) =>
      `<section><h2>${title}</h2><div class="track"><div class="tile"><a href="/x">Other TV</a><div class="tile__price"><span class="tile__current">19 990,-</span></div></div></div></section>`;
    for (const title of [
      "Kunder kjøpte også",
      "Otros clientes también compraron",
      "Andere klanten kochten ook",
      "D'autres clients ont aussi acheté",
    ])
      expect(read(`<div><p>17 990,-</p></div>${strip(title)}`, "nb", "https://shop.example.no/p/1"), title).toBe(17990);
  });
});

describe("stock: markup that says InStock on an item the page says is sold or ended", () => {
  it("gives way to 'Auktion beendet', an expired ad", () => {
    const page = (line: string, lang = "de") =>
      extractProducts(
        `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@type": "Product",
          name: "Biedermeier-Kommode",
          offers: { "@type": "Offer", price: "600", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
        })}</script></head><body><main><h1>Biedermeier-Kommode</h1><p class="badge">${line}</p><p class="price">600 €</p></main></body></html>`,
        "https://auction.example/lot/3317",
      )[0]?.availability;
    expect(page("Auktion beendet")).toBe("out_of_stock");
    expect(page("Η αγγελία έχει λήξει", "el")).toBe("out_of_stock");
    expect(page("Nur noch heute")).toBe("in_stock");
  });
});

describe("stock: told when it is back, the subject between", () => {
  it("reads the offer as out of stock in English, French, German, Spanish, Italian and Dutch", () => {
    for (const text of [
      "Enter your email and we'll let you know when this item is back in stock.",
      "Soyez averti par e-mail dès que ce produit est de nouveau disponible.",
      "Wir benachrichtigen Sie, sobald der Artikel wieder verfügbar ist.",
      "Te avisamos cuando vuelva a estar disponible",
      "Ti avvisiamo appena torna disponibile",
      "We laten het je weten zodra het weer op voorraad is",
    ])
      expect(availabilityFromText(text), text).toBe("out_of_stock");
    expect(availabilityFromText("Back in stock!")).toBe("in_stock");
    expect(availabilityFromText("We'll let you know when your order ships")).toBeUndefined();
  });
});

describe("price and stock in more countries' words", () => {
  const read = (box: string, lang: string, url: string) =>
    extractProducts(`<!doctype html><html lang="${lang}"><body><main><h1>Product</h1>${box}</main></body></html>`, url)[0];

  it("takes the first of one price shown in two currencies, as a country changing its money prints it", () => {
    const p = read(
      "<ul><li><h2>12,50 € / 24,45 лв.</h2></li></ul><button>Добави в количката</button>",
      "bg",
      "https://artshop.example.bg/p/1",
    );
    expect(p?.price).toBe(12.5);
    // A former price in two currencies is still a former price.
    expect(
      read(
        "<p><s>15,00 € / 29,34 лв.</s></p><p>12,50 € / 24,45 лв.</p><button>Добави в количката</button>",
        "bg",
        "https://artshop.example.bg/p/1",
      )?.price,
    ).toBe(12.5);
  });

  it("takes no instalment said in Arabic or Hebrew in the line's own words", () => {
    const box = (plan: string) =>
      `<div><span><s>AED 499.00</s></span><span>-30%</span><span>AED 349.00</span></div><button>أضف إلى السلة</button><div>${plan}</div>`;
    expect(read(box("أو قسّمها على 3 دفعات بقيمة AED 116.33 مع تمارا"), "ar", "https://mall.example.ae/p/1")?.price).toBe(349);
    // A payments word that counts nothing is a badge or a name ("Secure payments" before the price).
    expect(read("<p>תשלומים מאובטחים</p><p>₪ 299</p><button>הוסף לסל</button>", "he", "https://shop.example.co.il/p/1")?.price).toBe(299);
  });

  it("reads a price in two currencies after a label as any two amounts: a price before tax is none", () => {
    const box = "<p>Цена без ДДС: 250,00 € / 488,96 лв.</p><p>Цена с ДДС: 300,00 € / 586,75 лв.</p><button>Добави в количката</button>";
    expect(read(box, "bg", "https://shop.example.bg/p/1")?.price).toBe(300);
  });

  it("reads 'almost sold out' as stock running low, not gone", () => {
    for (const text of ["Almost sold out!", "Fast ausverkauft", "Peaaegu läbi müüdud – vaid 2 tk"])
      expect(availabilityFromText(text), text).toBe("limited");
  });

  it("reads 'Atsauce', 'Referință', 'Viide' as SKU labels and 'Läbi müüdud' as sold out", () => {
    const sku = (label: string, lang: string) =>
      read(
        `<p class="price">27,50 €</p><div class="product-reference"><label>${label}</label> <span>SP-LP-7781</span></div><button>Add</button>`,
        lang,
        "https://shop.example.eu/p/1",
      )?.sku;
    expect(sku("Atsauce", "lv")).toBe("SP-LP-7781");
    expect(sku("Referință", "ro")).toBe("SP-LP-7781");
    expect(sku("Viide", "et")).toBe("SP-LP-7781");
    expect(availabilityFromText("Läbi müüdud")).toBe("out_of_stock");
  });

  it("reads no stock from a list titled 'Available offers' (bank and coupon offers)", () => {
    const p = read(
      '<p class="price">₹1,299</p><div><h3>Available offers</h3><ul><li>Bank Offer 10% off on HDFC cards</li></ul></div><div>Sold Out</div><div>This item is currently out of stock</div><button>NOTIFY ME</button>',
      "en",
      "https://shop.example.in/p/1",
    );
    expect(p?.availability).toBe("out_of_stock");
  });
});

describe("price: a card's or a club's price beside the price everyone pays", () => {
  const price = (lang: string, box: string) => first(lang, `${box}<p>SKU: OL-500</p><button>Add</button>`)?.price;

  it("takes the price without the card, whether the card's label comes before or after its amount", () => {
    expect(
      price(
        "es",
        "<div><div><span>$ 229.990</span><span>Precio con Tarjeta Austral</span></div><div><span>$ 249.990</span><span>Precio Internet</span></div><div><span>$ 349.990</span><span>Precio Normal</span></div></div>",
      ),
    ).toBe(249990);
    expect(
      price(
        "de",
        "<div><p>-25 % mit Karte</p><p><b>€ 1,27</b> <small>mit Korb-Karte</small></p><p>Preis ohne Karte <span>€ 1,69</span></p></div>",
      ),
    ).toBe(1.69);
    expect(price("pl", "<div><p>12,99 zł -26%</p><p>Cena z Klubem Oliwa: <b>11,69 zł</b> Dołącz do klubu</p></div>")).toBe(12.99);
  });

  it("keeps a card's or a member's price that is the only one to pay, and the price everyone pays when it is the lower", () => {
    expect(price("en", "<div><p><s>$30.00</s></p><p>Member price <b>$25.00</b></p></div>")).toBe(25);
    expect(price("en", "<div><p>$25.00</p><p>Join the club and earn points on every order</p></div>")).toBe(25);
    expect(price("en", "<div><p>Non-member price <b>$30.00</b></p><p>Members <b>$34.00</b> with free engraving</p></div>")).toBe(30);
    // A card named for paying, or a line about members that labels no price, makes no card's price.
    expect(
      price("en", "<div><p>Online Price <span>$1,599.99</span></p><p>Your Price <span>$1,299.99</span></p><p>Member Only Item</p></div>"),
    ).toBe(1299.99);
    expect(price("es", "<div><p>$ 89.900</p><p>12 cuotas sin interés con tarjeta</p><p>Combo con soporte $ 119.900</p></div>")).toBe(89900);
    expect(price("de", "<div><p>129,00 €</p><p>Zahlung per Kreditkarte</p><p>Set mit Tasche 149,00 €</p></div>")).toBe(129);
  });
});

describe("price: other sellers' offers, in more languages", () => {
  const read = (lang: string, offers: string, markup?: unknown) =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head>${markup ? `<script type="application/ld+json">${JSON.stringify(markup)}</script>` : ""}</head><body><main><h1>Televizor QLED 55</h1><p class="pret">1.899,99 Lei</p><button>Adaugă în Coș</button><p>${offers}</p></main></body></html>`,
      "https://shop.example.ro/televizor-qled-55",
    )[0]?.price;
  const range = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Televizor QLED 55",
    offers: { "@type": "AggregateOffer", lowPrice: 1789, highPrice: 1899.99, priceCurrency: "RON" },
  };

  it("gives way to the buy box when the markup's low price is printed only as other sellers' ('Alte 2 oferte de la', 'Otras 3 ofertas desde')", () => {
    expect(read("ro", "Alte 2 oferte de la 1.789,00 Lei", range)).toBe(1899.99);
    expect(read("es", "Otras 3 ofertas desde 1.789,00 Lei", range)).toBe(1899.99);
    // Printed as a price to pay, the low price is still the price.
    expect(read("ro", "Preț: 1.789,00 Lei", range)).toBe(1789);
  });
});

describe("stock and price: a row of other products' cards, without markup and untitled", () => {
  const card = (id: number, name: string, price: string, stock: string) =>
    `<li><a href="/p/${id}"><img src="/i/${id}.jpg" alt=""><span>${name}</span></a><span>${price}</span><span>${stock}</span><button>Köp</button></li>`;
  const read = (row: string, line = "<p>Köp – beställningsvara</p>") =>
    extractProducts(
      `<!doctype html><html lang="sv"><body><main><div><h1>Lenovo Legion 5 16"</h1><p>Art.nr: 1049913</p><p><b>12 990:-</b> inkl. moms</p>${line}<button>Lägg i varukorgen</button></div><section><ul>${row}</ul></section></main></body></html>`,
      "https://shop.example.se/produkt/1049913",
    )[0];

  it("says nothing of this product's stock or price", () => {
    const p = read(
      card(1048877, "Corsair RM850x", "1 590:-", "Slut i lager") +
        card(1044120, "Kingston FURY 32GB", "1 190:-", "Slut i lager") +
        card(1050218, "AMD Ryzen 7 7800X3D", "4 390:-", "Få kvar"),
    );
    // Its own line says it is an order item ("beställningsvara"): bought now, sent when it comes in.
    expect(p?.availability).toBe("backorder");
    expect(p?.price).toBe(12990);
  });

  it("keeps a row of the product's own options: one chosen, or one product's pages ('sofa-lund-grey', 'sofa-lund-blue')", () => {
    const option = (slug: string, stock: string, chosen = "") =>
      `<li${chosen}><a href="/p/${slug}"><span>${slug}</span></a><span>12 990:-</span><span>${stock}</span></li>`;
    const gone =
      option("sofa-lund-grey", "Slut i lager") + option("sofa-lund-blue", "Slut i lager") + option("sofa-lund-red", "Slut i lager");
    // Kept, the options' words are read: every one of them gone.
    expect(read(gone, "")?.availability).toBe("out_of_stock");
    expect(
      read(
        option("1048877", "Slut i lager", ' class="is-active"') + option("1044120", "Slut i lager") + option("1050218", "Slut i lager"),
        "",
      )?.availability,
    ).toBe("out_of_stock");
  });
});

describe("stock: a table of the stores' stock", () => {
  const read = (rows: string, button = "<button>Legg i handlekurv</button>") =>
    extractProducts(
      `<!doctype html><html lang="nb"><body><main><h1>Vaskemaskin 9 kg</h1><p>8 990,-</p>${button}<h3>Lagerstatus i butikk</h3><table><tbody>${rows}</tbody></table></main></body></html>`,
      "https://shop.example.no/p/228914",
    )[0]?.availability;
  const row = (place: string, stock: string) => `<tr><td>${place}</td><td>${stock}</td></tr>`;

  it("says nothing of the product's stock online: one store out of stock is that store's", () => {
    expect(read(row("Oslo – Alnabru", "3 stk") + row("Trondheim – Tiller", "Ikke på lager") + row("Stavanger – Forus", "5+ stk"))).toBe(
      "in_stock",
    );
  });

  it("still reads the product's own row of a spec table, the shop online, and rows to choose from", () => {
    expect(read(row("Farge", "Hvit") + row("Lagerstatus", "Ikke på lager") + row("Energiklasse", "A"), "")).toBe("out_of_stock");
    expect(read(row("Nettbutikk", "Ikke på lager") + row("Oslo", "3 stk") + row("Bergen", "1 stk"), "")).toBe("out_of_stock");
  });
});

describe("stock: pre-order buttons in more words", () => {
  const read = (lang: string, button: string) =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>O Jardim das Horas</h1><p class="preco">R$ 79,90</p><button class="btn">${button}</button></main></body></html>`,
      "https://books.example.com.br/p/1187452",
    )[0]?.availability;

  it("reads 'Comprar na pré-venda', 'Reservar ahora', 'Jetzt vorbestellen' as a pre-order", () => {
    expect(read("pt-BR", "Comprar na pré-venda")).toBe("preorder");
    expect(read("es", "Reservar ahora")).toBe("preorder");
    expect(read("de", "Jetzt vorbestellen")).toBe("preorder");
  });
});

describe("SKU: an event's, a car ad's, and a code label naming the shop in words apart", () => {
  const sku = (lang: string, line: string, url = "https://tickets.example.cl/evento/18877") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Concierto Sinfónico</h1><p>${line}</p><p>$ 45.000</p><button>Comprar</button></main></body></html>`,
      url,
    )[0]?.sku;

  it("reads 'ID Evento:', 'Event code:', 'Aviso N°'", () => {
    expect(sku("es", "ID Evento: 18877")).toBe("18877");
    expect(sku("en", "Event code: TL-HLF27-SAT")).toBe("TL-HLF27-SAT");
    expect(sku("es", "Aviso N° 1579904 · Temuco, La Araucanía", "https://autos.example.cl/aviso/1579904")).toBe("1579904");
  });

  it("reads a code label that names the shop as its host runs the words together", () => {
    expect(
      sku(
        "it",
        "<table><tr><td>Codice articolo Mercato Digitale</td><td>MDL8Z3R2TT</td></tr></table>",
        "https://www.mercatodigitale.it/dp/x",
      ),
    ).toBe("MDL8Z3R2TT");
  });
});

describe("stock: a classified's answer beside the ad, one option of several gone, more words", () => {
  it("reads the seller's box in a sidebar or a column of its own ('Send message', 'Show phone number 082 *** ****')", () => {
    const ad = (aside: string) =>
      extractProducts(
        `<!doctype html><html lang="en"><body><div class="vip"><div class="vip__main"><h1>3 seater fabric couch</h1><p>$450 Negotiable</p><div><dl><dt>Ad ID</dt><dd>1312456789</dd></dl></div></div>${aside}</div></body></html>`,
        "https://ads.example.com.au/s-ad/1312456789",
      )[0]?.availability;
    expect(
      ad(
        '<aside class="vip__sidebar"><p>Kate</p><form action="/reply"><textarea>Is this still available?</textarea><button>Send message</button></form></aside>',
      ),
    ).toBe("in_stock");
    expect(ad('<aside class="vip__sidebar"><p>Kate</p><p>Member since 2016</p></aside>')).toBeUndefined();
    expect(
      ad(
        '<table><tr><td><div><div><div><p>Riaan</p><a class="btn btn-green" href="#">Show phone number 082 *** ****</a></div></div></div></td></tr></table>',
      ),
    ).toBe("in_stock");
  });

  it("reads a sold-out date or zone among others on sale as that option's, and 'Buscar boletos' as the buy button", () => {
    const show = (dates: string) =>
      extractProducts(
        `<!doctype html><html lang="es"><body><main><h1>Ana Paula Ríos · Tour Raíces</h1><p>$1,250.00</p><section><h2>Elige tu función</h2><ul>${dates}</ul></section><button class="btn">Buscar boletos</button></main></body></html>`,
        "https://tickets.example.com.mx/evento/1",
      )[0]?.availability;
    const date = (d: string, tag = "") => `<li><button class="fecha">${d}${tag}</button></li>`;
    expect(show(date("Vie 14 feb · 20:30", " <span>Agotado</span>") + date("Sáb 15 feb · 20:30") + date("Dom 16 feb · 19:00"))).toBe(
      "in_stock",
    );
    expect(
      show(
        date("Vie 14 feb", " <span>Agotado</span>") +
          date("Sáb 15 feb", " <span>Agotado</span>") +
          date("Dom 16 feb", " <span>Agotado</span>"),
      ),
    ).toBe("out_of_stock");
  });

  it("reads Hungarian 'Készleten' as in stock, 'Nincs készleten' as out of stock", () => {
    expect(availabilityFromText("Készleten")).toBe("in_stock");
    expect(availabilityFromText("Nincs készleten")).toBe("out_of_stock");
  });
});

describe("stock: another product's card inside the product's box, a list of stores", () => {
  it("reads no stock or price from a discontinued product's suggested replacement, a link with its own price", () => {
    const p = extractProducts(
      `<!doctype html><html lang="da"><body><main><h1>BRIO World 33052 Deluxe togbane sæt</h1><p>Varenr.: <span>1098833</span></p><div><span>Udgået</span><p>Denne vare er desværre udgået af sortimentet.</p></div><div class="lagerstatus">Ikke på lager</div><div><h3>Vi anbefaler i stedet</h3><a href="/shop/1131055-brio-smart-tech/"><span>BRIO Smart Tech Sound 36099</span><span>1.199,95 kr.</span><span class="lager">På lager</span></a></div></main></body></html>`,
      "https://toys.example.dk/shop/1098833-brio-world/",
    )[0];
    expect(p?.availability).toBe("out_of_stock");
    // Nor its price: the product gone prints none of its own.
    expect(p?.price).toBeUndefined();
  });

  it("reads a list of stores' stock ('Tuam: Out of stock') as the stores', not the product's", () => {
    const read = (items: string[]) =>
      extractProducts(
        `<!doctype html><html lang="en"><body><main><h1>Cordless drill 18V</h1><p>€9.99</p><button>Add to cart</button><div><h4>Stock in our stores</h4><ul>${items.map((i) => `<li class="stock">${i}</li>`).join("")}</ul></div></main></body></html>`,
        "https://diy.example.ie/product/drill",
      )[0]?.availability;
    expect(
      read(["Oranmore: <strong>14 in stock</strong>", "Tuam: <strong>Out of stock</strong>", "Castlebar: <strong>22 in stock</strong>"]),
    ).toBe("in_stock");
  });
});

describe("price and SKU: a marketplace's amount in named units and cents, its own code labels", () => {
  const read = (box: string, url = "https://market.example.com.br/p/1") =>
    extractProducts(
      `<!doctype html><html lang="pt-BR"><body><main><h1>Fone de ouvido sem fio</h1>${box}<button>Comprar agora</button></main></body></html>`,
      url,
    )[0];

  it("reads units and cents each named for a price as one amount", () => {
    expect(
      read(
        '<span aria-label="R$ 89,90"><span>R$</span><span data-testid="price-int">89</span><span data-testid="price-cents">90</span></span><p>em 3x R$ 29,97 sem juros</p>',
      )?.price,
    ).toBe(89.9);
  });

  it("reads a TSIN as the SKU", () => {
    expect(read("<p>R 899</p><p>TSIN: 81200417</p>", "https://market.example.co.za/p/1")?.sku).toBe("81200417");
  });
});

describe("price: what a sold-out or discontinued page prints that is no price", () => {
  const read = (lang: string, box: string) =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Air fryer 6.5 L</h1><p>Item code: AF-650</p>${box}</main></body></html>`,
      "https://shop.example/air-fryer",
    )[0];

  it("sets aside a free-delivery threshold whose currency sits in a box of its own ('orders above <span>AED</span> <span class=amount>')", () => {
    const threshold = 'Free delivery on orders above <span class="currency">AED</span> <span class="amount">100.00</span>';
    expect(
      read("en", `<div>${threshold}</div><p>This product is currently out of stock</p><button>Notify me</button>`)?.price,
    ).toBeUndefined();
    expect(
      read(
        "en",
        `<div><span class="currency">AED</span> <span class="amount">249.00</span></div><div>${threshold}</div><button>Add to cart</button>`,
      )?.price,
    ).toBe(249);
    // In German and Dutch words for delivery too.
    for (const words of ["Kostenlose Lieferung für Bestellungen ab", "Gratis levering bij bestellingen vanaf"])
      expect(
        read("de", `<div>${words} <span class="currency">€</span> <span class="amount">50,00</span></div><p>Ausverkauft</p>`)?.price,
      ).toBeUndefined();
  });

  it("sets aside what a way of delivery costs, listed in a box named for delivery ('Zásilkovna: 59 Kč')", () => {
    const delivery =
      '<ul class="pd-delivery"><li>Osobní odběr: zdarma</li><li>Zásilkovna / Balíkovna: 59 Kč</li><li>PPL na adresu: 99 Kč</li></ul>';
    expect(read("cs", `<p>Prodej skončil</p>${delivery}<button>Hlídat dostupnost</button>`)?.price).toBeUndefined();
    expect(read("cs", `<p>4 990 Kč</p>${delivery}<button>Do košíku</button>`)?.price).toBe(4990);
  });

  it("reads no price from a postcode or a model's name ('MK9 2AA', 'Hakkapeliitta R5 SUV')", () => {
    expect(read("en", "<p>Packed for Shop Ltd, Milton Keynes MK9 2AA</p><p>Out of stock</p>")?.price).toBeUndefined();
    expect(read("en", "<h2>Nokian Hakkapeliitta R5 SUV 265/70R17</h2><p>Épuisé</p>")?.price).toBeUndefined();
  });

  it("reads a strip titled 'Consultés récemment' as other products'", () => {
    const strip =
      '<h3>Consultés récemment</h3><div><div><a href="/jantes/x/">Jante d\'acier 16 po</a><p class="prix">89,99 $</p></div></div>';
    expect(read("fr", `<p>Rupture de stock</p>${strip}`)?.price).toBeUndefined();
  });
});

describe("what distributors, Gulf, South Asian and African shops print", () => {
  const page = (lang: string, body: string, head = "") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><h1>Gewindestange DIN 976 M10</h1>${body}</main></body></html>`,
      "https://shop.example/p/976-10",
    )[0];

  it("reads no price in a volume table's quantity cell named for the row's prices ('ab 10 Stück'), and a gross price as gross whatever line follows it", () => {
    const gross =
      '<p class="detail-price-gross">2,80 € brutto inkl. 19 % MwSt.</p><p class="detail-tax"><a href="/versand">zzgl. MwSt. zzgl. Versandkosten</a></p>';
    const tiers =
      '<table><tr><th class="block-prices-cell">ab 10 Stück</th><td class="block-prices-cell">2,35 €</td></tr><tr><th class="block-prices-cell">ab 50 Stück</th><td class="block-prices-cell">2,10 €</td></tr></table>';
    expect(
      page(
        "de",
        `<p class="detail-price">2,35 € <span>netto</span></p>${gross}${tiers}<p>Art.-Nr.: 976-10</p><button>In den Warenkorb</button>`,
      )?.price,
    ).toBe(2.8);
    expect(page("de", `${gross}<p>Art.-Nr.: 976-10</p><button>In den Warenkorb</button>`)?.price).toBe(2.8);
    // Said net in its own words, it stays net.
    expect(
      page("de", `<p class="detail-price">2,35 € netto</p><p class="detail-price-gross">2,80 €</p><button>In den Warenkorb</button>`)
        ?.price,
    ).toBe(2.8);
  });

  it("reads a buy button as one whatever size its classes give it ('pdp-button_size_xl' on 'Buy Now' and 'Add to Cart')", () => {
    const buttons =
      '<div><button class="pdp-button pdp-button_size_xl"><span>Buy Now</span></button><button class="pdp-button pdp-button_size_xl"><span>Add to Cart</span></button></div>';
    expect(page("en", `<p>Rs. 4,999</p>${buttons}`)?.availability).toBe("in_stock");
    // Size buttons named so are still sizes: one gone among them says nothing of the product.
    const sizes =
      '<div><button class="size_s">S</button><button class="size_m" disabled>M <span>Sold out</span></button><button class="size_l">L</button></div>';
    expect(page("en", `<p>Rs. 4,999</p>${sizes}<button class="add-to-cart">Add to Cart</button>`)?.availability).toBe("in_stock");
  });

  it("reads Urdu and Bengali stock words and buy buttons, and the Arabic 'إضافة للسلة'", () => {
    expect(page("ur", '<p>Rs. 2,450</p><button class="pdp-button" disabled>اسٹاک ختم ہو گیا</button>')?.availability).toBe("out_of_stock");
    expect(page("ur", "<p>Rs. 2,450</p><p>SKU: KRT-5512</p><button>دستیاب ہونے پر مطلع کریں</button>")?.availability).toBe("out_of_stock");
    expect(page("ur", "<p>Rs. 2,450</p><button>کارٹ میں شامل کریں</button>")?.availability).toBe("in_stock");
    expect(page("bn", "<p>৳ 1,250</p><p>স্টক নেই</p>")?.availability).toBe("out_of_stock");
    expect(page("bn", "<p>৳ 1,250</p><button>কার্টে যোগ করুন</button>")?.availability).toBe("in_stock");
    expect(page("ar", '<p>39.00 ر.س</p><button type="button">إضافة للسلة</button>')?.availability).toBe("in_stock");
  });

  it("reads an Arabic 'products you may like' strip as other products'", () => {
    const strip =
      '<section><h2>منتجات قد تعجبك</h2><div><div class="card"><a href="/ar/p1">سكر أبيض</a><span class="product-card-sale-price">11.50 ر.س</span></div></div></section>';
    expect(page("ar", `<p>نفدت الكمية</p>${strip}`)?.price).toBeUndefined();
  });

  it("reads a classified with its price given on contact as a product with its ad number; 'Show contact' and 'Start chat' as a last resort", () => {
    expect(page("en", "<p>Contact for price</p><p>Ad ID: 47702258 · Report abuse</p>")).toMatchObject({ sku: "47702258" });
    const ad = (answer: string) =>
      page("en", `<p>KSh 350,000</p><p>Ad ID: 47702258</p><div><button>${answer}</button></div>`)?.availability;
    expect(ad("Show contact")).toBe("in_stock");
    expect(ad("Start chat")).toBe("in_stock");
    // Beside a buy button that is greyed out, a chat with the shop says nothing of stock.
    expect(
      page("en", '<p>$499.00</p><div><button>Start chat</button></div><button class="add-to-cart" disabled>Sold out</button>')
        ?.availability,
    ).toBe("out_of_stock");
    expect(page("en", "<p>Call for pricing</p><p>SKU: FF-WS-900</p>")?.sku).toBe("FF-WS-900");
    expect(page("ru", "<p>Цена: договорная</p><p>Артикул: 2210457</p>")).toMatchObject({ sku: "2210457" });
    expect(page("en", "<p>Price: Negotiable</p><p>SKU: FF-WS-900</p>")?.sku).toBe("FF-WS-900");
    // Without it, a code alone makes no product.
    expect(page("en", "<p>SKU: FF-WS-900</p>")).toBeUndefined();
  });

  it("reads a flash sale's price over markup that gives an amount the page never prints, when the sale is shown from a higher former price", () => {
    const head = `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Gewindestange DIN 976 M10",
      offers: { "@type": "Offer", price: 41500, priceCurrency: "NGN" },
    })}</script>`;
    const box = (former: string) =>
      `<div><span data-price="">₦ 38,900</span><span data-price="">₦ ${former}</span><span class="bdg">-14%</span></div><button>Add to cart</button>`;
    expect(page("en", box("45,000"), head)?.price).toBe(38900);
    // Without the sale shown (the percentage does not take the former price to it), markup stays.
    expect(page("en", box("52,000"), head)?.price).toBe(41500);
  });
});

describe("what shops of Russia, Ukraine and Kazakhstan print", () => {
  const page = (lang: string, body: string, head = "") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><h1>Фильтр масляный W 712/95</h1>${body}</main></body></html>`,
      "https://shop.example/p/az-220391",
    )[0];

  it("reads 'Без НДС: 533 р.' as the price before tax, and 'с НДС' as gross", () => {
    expect(page("ru", "<p>640 р.</p><p>Без НДС: 533 р.</p><p>Код товара: AZ-220391</p><button>Купить</button>")?.price).toBe(640);
    expect(page("uk", "<p>1 180 грн</p><p>Без ПДВ: 983 грн</p><button>Купити</button>")?.price).toBe(1180);
  });

  it("reads Kazakh stock words, and a 'you viewed' strip in Ukrainian and Russian as other products'", () => {
    expect(page("kk", "<p>Тауар коды: 231045</p><div>Сатылымда жоқ</div><button>Түскенде хабарлау</button>")?.availability).toBe(
      "out_of_stock",
    );
    expect(page("kk", "<p>64 990 ₸</p><div>Қоймада бар</div>")?.availability).toBe("in_stock");
    const viewed = (title: string) =>
      `<div><p>Немає в наявності</p></div><div class="slider"><div class="title">${title}</div><ul><li><a href="/p/7713">Набір каструль</a><div class="card-availability">В наявності</div><div class="card-price">2 350 грн</div></li></ul></div>`;
    expect(page("uk", viewed("Ви переглядали"))?.price).toBeUndefined();
    expect(page("ru", viewed("Вы недавно смотрели"))?.price).toBeUndefined();
  });

  it("reads a classified's number ('№ объявления:', '№ оголошення:') and a Georgian code ('კოდი:') as the SKU", () => {
    expect(page("ru", "<p>1 050 р.</p><ul><li>Состояние Б/у</li><li>№ объявления: 1990021457</li></ul>")?.sku).toBe("1990021457");
    expect(page("uk", "<p>1 050 грн</p><p>№ оголошення: 884512307</p>")?.sku).toBe("884512307");
    expect(page("ka", "<p>კოდი: 10234</p><p>1 849 ₾</p><button>კალათაში დამატება</button>")?.sku).toBe("10234");
  });

  it("reads a product awaited with a button to pre-order it as to be had ('Ожидается поступление' above 'Оформить предзаказ')", () => {
    const awaited = (button: string) =>
      page("ru", `<p>899,00 Br</p><div>Ожидается поступление 28 ноября</div><div>${button}</div>`)?.availability;
    expect(awaited('<button class="btn">Оформить предзаказ</button>')).toBe("preorder");
    expect(awaited('<button class="btn" disabled>Купить</button>')).toBe("out_of_stock");
    expect(page("en", '<p>$49.00</p><p>Sold out</p><button class="btn">Pre-order now</button>')?.availability).toBe("preorder");
  });
});

describe("what component distributors print", () => {
  const page = (lang: string, body: string, head = "") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><h1>CAP CER 0.1UF 50V X7R 0603</h1>${body}</main></body></html>`,
      "https://shop.example/p/490-1532-1",
    )[0];
  const tiers =
    "<table><thead><tr><th>Quantity</th><th>Unit Price</th><th>Ext Price</th></tr></thead><tbody><tr><td>1</td><td>$0.10</td><td>$0.10</td></tr><tr><td>10</td><td>$0.064</td><td>$0.64</td></tr><tr><td>100</td><td>$0.0284</td><td>$2.84</td></tr></tbody></table>";

  it("reads no discount between a fraction of a dollar and the next tier's ('$0.10', '$0.064' and '$0.0284' in one table)", () => {
    const markup = `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "CAP CER 0.1UF 50V X7R 0603",
      offers: { "@type": "Offer", price: "0.10", priceCurrency: "USD" },
    })}</script>`;
    expect(page("en", `${tiers}<button>Add to Cart</button>`, markup)?.price).toBe(0.1);
    expect(page("en", `${tiers}<button>Add to Cart</button>`)?.price).toBe(0.1);
    // A saving printed to the cent still shows a discount from the markup's price.
    const list = markup.replace('"0.10"', '"0.50"');
    expect(page("en", "<p>$0.50</p><p>$0.40</p><p>You save $0.10</p><button>Add to Cart</button>", list)?.price).toBe(0.4);
  });

  it("reads a product none of which is in stock, with a button to backorder it, as to be had ('0 In Stock' above 'Add to Cart (Backorder)')", () => {
    const stock = (button: string) =>
      page("en", `<div class="buybox__stock"><span class="buybox__stock-qty">0 In Stock</span></div><p>$12.00</p>${button}`)?.availability;
    expect(stock('<button type="submit">Add to Cart (Backorder)</button>')).toBe("backorder");
    expect(stock("<button>Backorder</button>")).toBe("backorder");
    // Greyed out, or a plain buy button, it says nothing against the stock line.
    expect(stock("<button disabled>Backorder</button>")).toBe("out_of_stock");
    expect(stock('<button type="submit">Add to Cart</button>')).toBe("out_of_stock");
  });

  it("reads a lone gross amount as gross whatever tax line follows it", () => {
    expect(
      page(
        "de",
        '<p>2,80 € brutto inkl. 19 % MwSt.</p><p><a href="/versand">zzgl. MwSt. zzgl. Versandkosten</a></p><button>In den Warenkorb</button>',
      )?.price,
    ).toBe(2.8);
    expect(
      page("de", '<p>2,35 €</p><p><a href="/versand">zzgl. MwSt. zzgl. Versandkosten</a></p><p>2,80 €</p><button>In den Warenkorb</button>')
        ?.price,
    ).toBe(2.8);
  });
});

describe("price: markup beside a buy box whose price a script draws", () => {
  const page = (lang: string, price: number, currency: string, body: string) =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "Hisense 32 HD TV",
        offers: { "@type": "Offer", price, priceCurrency: currency },
      })}</script></head><body><main><h1>Hisense 32 HD TV</h1>${body}<button>Add to cart</button></main></body></html>`,
      "https://shop.example/p/hisense-32",
    )[0]?.price;

  it("keeps the markup's price over a higher amount the box prints only as a former one (a lone `class=old`)", () => {
    const box = (old: string) => `<div class="price-box"><span class="price js-price"></span>${old}</div>`;
    expect(page("en", 98000, "NGN", box('<span class="old">₦ 120,000</span>'))).toBe(98000);
    // Printed as the price to pay, the higher amount is the buy box's (the markup is out of date).
    expect(page("en", 98000, "NGN", box('<span class="current">₦ 120,000</span>'))).toBe(120000);
  });

  it("reads a subscription's price with its saving in the label ('Abo-Preis 10% günstiger: 22,50 €') as no price", () => {
    const body = '<div class="price"><span class="price-main js-price"></span></div><div class="uvp">UVP 25,00 €</div>';
    expect(page("de", 21.99, "EUR", `${body}<div class="badge">Abo-Preis 10% günstiger: 22,50 €</div>`)).toBe(21.99);
    expect(page("en", 21.99, "USD", `<p>$24.99</p><p>Subscribe &amp; Save 10%: $22.49</p>`)).toBe(24.99);
  });
});

describe("what East and Southeast Asian shops print", () => {
  const read = (lang: string, body: string, url: string) =>
    extractProducts(`<!doctype html><html lang="${lang}"><body><main><h1>海風吹過的小鎮</h1>${body}</main></body></html>`, url)[0];
  const tw = "https://www.books.example.com.tw/products/0010998172";

  it("reads 定價 as the list price beside 優惠價, a discount rate ('79折') as no amount, and 元 as the shop's dollar", () => {
    const box =
      '<ul class="price"><li>定價：<em>450</em>元</li><li>優惠價：<strong><b>79</b></strong>折<strong><b>355</b></strong>元</li></ul>';
    const p = read("zh-TW", `${box}<button>放入購物車</button>`, tw);
    expect([p?.price, p?.currency]).toEqual([355, "TWD"]);
    // Printed alone, 定價 is the price to pay (a bookshop selling at the cover price).
    expect(read("zh-TW", "<p>定價：450元</p><button>放入購物車</button>", tw)?.price).toBe(450);
    expect(read("zh-CN", "<p>售价：450元</p><button>加入购物车</button>", "https://www.shop.example.cn/p/1")?.currency).toBe("CNY");
  });

  it("reads the price after every coupon and card discount ('최대혜택가') as no price", () => {
    const box =
      '<p>정가 189,000원</p><p>판매가 <b>129,000</b>원</p><button type="button" class="benefit">최대혜택가 <strong>119,000원</strong></button><button>장바구니 담기</button>';
    expect(read("ko", box, "https://www.market.example.co.kr/p/1")?.price).toBe(129000);
  });

  it("reads a Japanese book's 定価 with its base before tax in brackets as the price ('定価 3,520円（本体3,200円＋税10%）')", () => {
    const jp = "https://www.hon.example.jp/p/1";
    expect(read("ja", "<p>定価 3,520円（本体3,200円＋税10%）</p><button>カートに入れる</button>", jp)?.price).toBe(3520);
    expect(
      read("ja", "<p><span>定価</span><span>3,520円</span><span>（本体3,200円＋税10%）</span></p><button>カートに入れる</button>", jp)
        ?.price,
    ).toBe(3520);
    // A camera's body is no base price: "本体のみ" and a lone "本体" label stay the price.
    expect(read("ja", "<p>本体 59,800円</p><button>カートに入れる</button>", jp)?.price).toBe(59800);
  });

  it("reads an instalment plan's minimum ('ผ่อน 0% (ยอดขั้นต่ำ ฿3,000)') as no price", () => {
    expect(
      read("th", "<p>รหัสสินค้า 1098402</p><p>สินค้าหมด</p><p>บัตรเครดิต, ผ่อน 0% (ยอดขั้นต่ำ ฿3,000)</p>", "https://www.home.example.co.th/p/1")
        ?.price,
    ).toBeUndefined();
  });
});

describe("stock: almost gone, and some variants gone, in the words of Asian shops", () => {
  it("reads almost sold out as few left, not gone ('품절임박', '残りわずか', '即将售罄', 'Sắp hết hàng')", () => {
    for (const t of ["품절임박! 남은 수량 7개", "残りわずか", "即将售罄", "Sắp hết hàng"]) expect(availabilityFromText(t)).toBe("limited");
    expect(availabilityFromText("품절")).toBe("out_of_stock");
  });

  it("reads some sizes or colours gone as the product still to be had ('일부 색상 일시품절', 'Some sizes sold out')", () => {
    for (const t of ["일부 색상 일시품절", "Some sizes sold out", "一部サイズ在庫切れ", "部分颜色缺货"])
      expect(availabilityFromText(t)).toBe("in_stock");
    expect(availabilityFromText("Sold out")).toBe("out_of_stock");
  });
});

describe("what North American shops print", () => {
  const read = (body: string, lang = "en-US") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Create-A-Size Paper Towels, 12 Rolls</h1>${body}</main></body></html>`,
      "https://www.club.example.com/p/1234567",
    )[0];

  it("reads a warehouse club's bare 'Item 1789012' and a French Canadian 'Nº d'article' as the SKU", () => {
    expect(read("<p><span>Item <span>1789012</span></span> <span>Model <span>75QX90F</span></span></p><p>$899.99</p>")?.sku).toBe(
      "1789012",
    );
    expect(
      read("<div><span>Nº d'article <b>043-1377-4</b></span> <span>Nº de modèle BH-12PRG</span></div><p>79,99 $</p>", "fr-CA")?.sku,
    ).toBe("043-1377-4");
    expect(read('<div class="product-number">Nº de produit <span>339811204</span></div><p>279,99 $</p>', "fr-CA")?.sku).toBe("339811204");
  });

  it("reads 'Web ID:', a bare 'Product #' and 'Article #', and a label in two languages ('貨號 SKU') as the SKU", () => {
    expect(read("<p>Web ID: 9981234</p><p>$129.00</p><button>Add to Bag</button>")?.sku).toBe("9981234");
    expect(read('<div class="product-number">Product # <span class="product-id">334522911</span></div><p>$349.97</p>')?.sku).toBe(
      "334522911",
    );
    expect(read("<p>Article # 060-1234-6 Model # FL28E-2S</p><p>$999.99</p>")?.sku).toBe("060-1234-6");
    expect(
      read('<div class="attribute"><strong class="type">貨號 SKU</strong> <div class="value">410577</div></div><p>HK$ 3,880</p>', "zh-HK")
        ?.sku,
    ).toBe("410577");
    // Two halves naming different things are no label ("型號 SKU": a model and a code).
    expect(
      read('<div class="attribute"><strong class="type">顏色 SKU</strong> <div class="value">410577</div></div><p>HK$ 3,880</p>', "zh-HK")
        ?.sku,
    ).toBeUndefined();
  });

  it("reads an auction site's 'This listing sold on …' and 'The item you're looking for has been sold' as gone", () => {
    expect(availabilityFromText("This listing sold on Sat, Nov 16 at 7:44 PM.")).toBe("out_of_stock");
    expect(availabilityFromText("The item you’re looking for has been sold. Visit the seller's store")).toBe("out_of_stock");
    // A count of sales, or an average, says nothing of this listing.
    expect(availabilityFromText("Over 1,000 units have been sold")).toBeUndefined();
    expect(availabilityFromText("This item sold on average for $20")).toBeUndefined();
  });

  it("reads 'Get notified when this item is back in stock' as gone", () => {
    expect(availabilityFromText("Get notified when this item is back in stock. Notify Me")).toBe("out_of_stock");
    expect(availabilityFromText("Get an email when it is back in stock")).toBe("out_of_stock");
  });

  it("reads a grocer's thirteen-digit 'UPC' without its check digit as its own item number, when no other code is printed", () => {
    expect(read("<p>UPC: 0003338390055</p><p>$6.49</p><button>Add to Cart</button>")?.sku).toBe("0003338390055");
    // A valid UPC is a barcode, not the shop's code; an EAN or ISBN that fails its check is a typo.
    expect(read("<p>UPC: 036000291452</p><p>$6.49</p><button>Add to Cart</button>")?.sku).toBeUndefined();
    expect(read("<p>ISBN 9789631437204</p><p>$6.49</p><button>Add to Cart</button>")?.sku).toBeUndefined();
    expect(read("<p>UPC: 041204120412</p><p>$6.49</p><button>Add to Cart</button>")?.sku).toBeUndefined();
  });

  it("reads a saving's row with the sign on its amount ('Instant Savings -$4.00') as no price", () => {
    const box =
      '<div class="price-section"><div class="row"><span class="label">Your Price</span> <span class="value strike">$23.99</span></div><div class="discount row"><span class="label">Instant Savings</span> <span class="value">-$4.00</span></div><div class="final row"><span class="label">Price After Savings</span> <span class="value">$19.99</span></div></div>';
    expect(read(`<p>Item 1234567</p>${box}<button>Add to Cart</button>`)?.price).toBe(19.99);
  });

  it("reads the price once every saving is off ('Price After Savings') over a sale label above it ('Your Price')", () => {
    const box = (label: string) =>
      `<p>Item 1712345</p><div class="price-block"><div class="row"><span>Your Price</span> <span>$119.99</span></div><div class="row savings"><span>Instant Savings -$20.00</span></div><div class="row"><span>${label}</span> <span>$99.99</span></div></div><button>Add to Cart</button>`;
    expect(read(box("Price After Savings"))?.price).toBe(99.99);
    expect(read(box("Final price:"))?.price).toBe(99.99);
    // Another label leaves the sale label's amount the price.
    expect(read(box("Member price"))?.price).toBe(119.99);
  });

  it("reads a code of capitals joined by dashes after a bare 'SKU' ('SKU PSC-TOM-CP')", () => {
    expect(read('<div class="product-details__product-sku">SKU PSC-TOM-CP</div><p>$3.95</p>')?.sku).toBe("PSC-TOM-CP");
    expect(read("<p>SKU PENDING</p><p>$3.95</p><button>Add to Cart</button>")?.sku).toBeUndefined();
  });
});

describe("what specialist and platform shops print", () => {
  const read = (lang: string, body: string, url = "https://shop.example/p/1") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Ceylon Zimt gemahlen 100 g</h1>${body}</main></body></html>`,
      url,
    )[0];

  it("reads the new price a refurbisher quotes ('Prix neuf constaté', 'Neupreis') and a warranty's extension as no price", () => {
    const gone = "<p>Réf. RM-IPADAIR4-64</p><p>Indisponible</p><button disabled>Indisponible</button>";
    expect(read("fr", `${gone}<p>Prix neuf constaté : 669,00 €</p>`)?.price).toBeUndefined();
    expect(read("fr", `${gone}<p>Garantie 12 mois (extensible à 24 mois pour 29 €)</p>`)?.price).toBeUndefined();
    expect(read("de", "<p>Art.-Nr.: RK-1</p><p>Neupreis: 1.199,00 €</p><p>449,00 €</p><button>In den Warenkorb</button>")?.price).toBe(449);
  });

  it("reads a price printed again as its own base price per 100 g ('6,50 EUR' then '6,50 EUR pro 100 g')", () => {
    const box = (inner: string) =>
      `<p>Art.Nr.: KL-2210</p><div class="current-price-container">${inner}</div><button>In den Warenkorb</button>`;
    expect(read("de", box('6,50 EUR<br /><span class="products-vpe">6,50 EUR pro 100 g</span>'))?.price).toBe(6.5);
    expect(read("de", box('Nur 10,90 EUR<br /><span class="products-vpe">4,36 EUR pro 100 g</span>'))?.price).toBe(10.9);
  });

  it("reads a Portuguese volume offer ('3 ou mais 37,50€') as no price of one", () => {
    expect(
      read("pt", "<p>Código do produto: CC-MALA-01</p><p>39,90€</p><p>3 ou mais 37,50€</p><button>Adicionar ao carrinho</button>")?.price,
    ).toBe(39.9);
  });

  it("reads an ended ad whose title and price sit in a column named 'sidebar' beside a greyed-out button", () => {
    const html = `<!doctype html><html lang="pl"><head><title>iPhone 12 64GB czarny • Targowisko</title><meta property="og:title" content="iPhone 12 64GB czarny"></head><body><main><div class="inactive-banner" role="alert"><h4>To ogłoszenie jest już nieaktywne</h4></div><div class="ad-page"><p>Opis telefonu.</p></div><div class="css-sidebar"><div><h4 data-testid="ad_title">iPhone 12 64GB czarny</h4><h3 data-testid="ad-price">1 100 zł</h3><div><button type="button" disabled>Ogłoszenie zakończone</button></div></div></div></main></body></html>`;
    const p = extractProducts(html, "https://www.targowisko.example.pl/d/oferta/iphone-12")[0];
    expect([p?.price, p?.availability]).toEqual([1100, "out_of_stock"]);
  });
});

describe("what a second reading of the rules above found they must leave alone", () => {
  const read = (lang: string, body: string, head = "", url = "https://shop.example/p/1") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><h1>Taladro percutor 750 W</h1>${body}</main></body></html>`,
      url,
    )[0];
  const ld = (offer: Record<string, unknown>, sku?: string) =>
    `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: "Taladro percutor 750 W", sku, offers: { "@type": "Offer", ...offer } })}</script>`;

  it("a sale rounded to the cent still shows its discount ('$0.25', '-30%', '$0.18')", () => {
    const box =
      '<p>SKU: SB-HOLO-STAR</p><div class="price-wrap"><span class="price-regular">$0.25</span><span class="price-sale">$0.18</span><span class="save-pct">Save 30%</span></div><button>Add to cart</button>';
    expect(read("en", box, ld({ price: "0.25", priceCurrency: "USD" }, "SB-HOLO-STAR"))?.price).toBe(0.18);
  });

  it("a delivery badge or a warranty that can be extended, right before the price, leaves the price ('Entrega en 24h', 'Garantie extensible')", () => {
    expect(
      read(
        "es",
        '<p>Ref.: FO-TP750</p><div class="precio-box"><span class="badge">Entrega en 24h</span> <span>59,95 €</span></div><button>Añadir al carrito</button>',
      )?.price,
    ).toBe(59.95);
    expect(
      read(
        "nl",
        '<p>Artikelnummer: FW-AB6000</p><div class="prijsregel"><span>Levering morgen</span> <span>€ 79,95</span></div><button>In winkelwagen</button>',
      )?.price,
    ).toBe(79.95);
    expect(
      read(
        "fr",
        '<p>Réf. : ED-LL8</p><div class="prix"><span>Garantie extensible</span> <span>379,00 €</span></div><button>Ajouter au panier</button>',
      )?.price,
    ).toBe(379);
    expect(
      read(
        "fr",
        "<p>Réf. : ED-LL8</p><div>Garantie 12 mois (extensible à 24 mois pour 29,00 €)</div><div><strong>379,00 €</strong></div><button>Ajouter au panier</button>",
      )?.price,
    ).toBe(379);
  });

  it("a product that is a subscription, a sale's 'Price after discount' and a Korean sale label '혜택가' are prices", () => {
    expect(
      read(
        "en",
        '<p>SKU: SC-MONTHLY</p><p class="price"><span>Subscription 20% off:</span> <span>$28.00</span></p><button>Subscribe</button>',
      )?.price,
    ).toBe(28);
    expect(read("en", "<p>Regular price <s>$249.00</s></p><p>Price after discount: $199.00</p><button>Add to cart</button>")?.price).toBe(
      199,
    );
    expect(read("ko", "<p>정가 <s>39,000원</s></p><p>혜택가 <strong>29,000원</strong></p><button>장바구니 담기</button>")?.price).toBe(
      29000,
    );
  });

  it("a Japanese price with its base before tax in brackets in one text is the price ('814円（本体740円＋税）')", () => {
    expect(read("ja", "<p>814円（本体740円＋税）</p><button>カートに入れる</button>", "", "https://shop.example.jp/p/1")?.price).toBe(814);
  });

  it("a Thai instalment badge before the price leaves it; an instalment's starting amount is no price", () => {
    const th = "https://shop.example.co.th/p/1";
    expect(
      read(
        "th",
        '<p>รหัสสินค้า: TM-A55</p><div class="price-row"><span class="badge">ผ่อน 0%</span> <strong>฿12,990</strong></div><button>หยิบใส่ตะกร้า</button>',
        "",
        th,
      )?.price,
    ).toBe(12990);
    expect(
      read(
        "th",
        "<p>รหัสสินค้า: TG-S9</p><div><span>ผ่อนเริ่มต้น</span> <strong>฿1,299</strong></div><div><strong>฿12,990</strong></div><button>หยิบใส่ตะกร้า</button>",
        "",
        th,
      )?.price,
    ).toBe(12990);
  });

  it("a markup SKU the page does not print stays beside a grocer's 'UPC', and a variant's code of letters stays beside 'SKU: N/A'", () => {
    const offer = { price: "4.99", priceCurrency: "USD" };
    expect(read("en", "<p>UPC: 0004190008041</p><p>$4.99</p><button>Add to cart</button>", ld(offer, "FG-118820"))?.sku).toBe("FG-118820");
    expect(read("en", '<p>$4.99</p><p>SKU: <span class="sku">N/A</span></p><button>Add to cart</button>', ld(offer, "TC-CLT-M"))?.sku).toBe(
      "TC-CLT-M",
    );
    // A number the platform fills in goes, its label said in one line with others too.
    expect(
      read("en", "<p>$4.99</p><p>SKU: N/A · Categories: GPS</p><button>Add to cart</button>", ld(offer, "18342"))?.sku,
    ).toBeUndefined();
  });

  it("a widget of other products in a sidebar, its buttons sold out, is not the product's column", () => {
    const side =
      '<aside class="sidebar"><h3>Bestsellers</h3><div><a href="/p/2">Lamp</a><span>€ 12,00</span><button disabled>Sold out</button></div></aside>';
    const p = read("en", `${side}<p>SKU: LK-SEN100</p><p>€ 7,50</p><button>Add to basket</button>`);
    expect([p?.price, p?.availability]).toEqual([7.5, "in_stock"]);
  });

  it("'item 00421 of 00500' is no code, '$12 <small>24</small> pack' no cents, and a label's 'Out of stock' gives way to a backorder button", () => {
    expect(read("en", "<p>Limited edition: item 00421 of 00500</p><p>SKU: HAD-GP-A2</p><p>$12.00</p>")?.sku).toBe("HAD-GP-A2");
    expect(read("en", '<p>SKU: PK-12</p><p class="price">$12 <small>24</small> pack</p><button>Add to cart</button>')?.price).toBe(12);
    expect(
      read("en", "<dl><dt>Availability:</dt><dd>Out of stock</dd></dl><p>$12.00</p><button>Add to Cart - Backorder</button>")?.availability,
    ).toBe("backorder");
  });

  it("an Italian threshold 'per ordini da' with its currency in a box of its own is no price", () => {
    const box =
      '<p>Codice: GS-PZ1000-VE</p><div class="promo-consegna">Consegna gratuita per ordini da <span class="valuta">€</span> <span class="price">39,00</span></div><div class="prezzo-prodotto"><strong>€ 14,90</strong></div><button>Aggiungi al carrello</button>';
    expect(read("it", box)?.price).toBe(14.9);
  });
});

describe("what pages crowded with promotions print", () => {
  const read = (lang: string, body: string, url = "https://shop.example/p/1") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Astianpesukone SilentWash 60 cm</h1>${body}</main></body></html>`,
      url,
    )[0];

  it("reads a members' price in Finnish, Dutch, Swedish and French words as no price ('Jäsenhinta', 'Plusleden', 'Klubbpris', 'Prix Carte Club')", () => {
    const cases: [string, string, number][] = [
      [
        "fi",
        '<p>Tuotenumero: 208871</p><div class="price"><s>749,00 €</s> <span>599,00 €</span> <span>Jäsenhinta 579,00 €</span></div>',
        599,
      ],
      [
        "nl",
        '<p>Artikelnummer: FP-1</p><div class="price"><span>€ 19,99</span></div><div class="member"><span>Plusleden € 16,99</span> <a href="/lid">Word lid</a></div>',
        19.99,
      ],
      ["sv", '<p>Art.nr: HE-1</p><p class="price">1 990:-</p><p class="club">Klubbpris 1 790:- för medlemmar i HemKlubben</p>', 1990],
      [
        "fr",
        '<p>Réf. 4107720</p><p class="prix">349,00 €</p><p>Prix Carte Club : 329,00 € <a href="/club">Adhérer gratuitement</a></p>',
        349,
      ],
    ];
    for (const [lang, body, price] of cases) expect(read(lang, `${body}<button>Buy</button>`)?.price).toBe(price);
  });

  it("reads a Turkish trade-in offer and a price classed 'eski' (old) as no price", () => {
    expect(
      read(
        "tr",
        '<p>Ürün Kodu: TP-1</p><p class="fiyat">1.899,90 TL</p><p>Eski cihazını getir, 1.500 TL\'ye varan ek indirim kazan!</p><button>Sepete Ekle</button>',
      )?.price,
    ).toBe(1899.9);
    expect(
      read(
        "tr",
        '<p>Ürün Kodu: TP-1</p><div class="tp-fiyat"><div class="tp-eski">14.999,00 TL</div><div class="tp-guncel">12.499,00 TL</div></div><button>Sepete Ekle</button>',
      )?.price,
    ).toBe(12499);
  });

  it("reads a Japanese price per kilo ('1kgあたり ¥996') and a threshold said after its amount ('5,500円（税込）以上で送料無料') as no price", () => {
    const jp = "https://shop.example.jp/item/KM-1";
    expect(read("ja", "<p>商品番号：KM-1</p><p>1kgあたり ¥996</p><p>在庫なし</p>", jp)?.price).toBeUndefined();
    expect(read("ja", "<p>5,500円（税込）以上で送料無料</p><p>商品番号：KM-1</p><p>在庫なし</p>", jp)?.price).toBeUndefined();
  });

  it("reads strips titled 'この商品を買った人はこんな商品も買っています', 'Também poderá gostar' and 'Quem viu, viu também' as other products'", () => {
    const strip = (title: string) =>
      `<section><h2>${title}</h2><ul><li><a href="/p/2">Outro produto</a><span class="price">R$ 39,90</span><span>Esgotado</span></li><li><a href="/p/3">Mais um</a><span class="price">R$ 49,90</span></li></ul></section>`;
    for (const title of ["この商品を買った人はこんな商品も買っています", "Também poderá gostar", "Quem viu, viu também"]) {
      const p = read("pt", `<p>Código BA-0522</p><p>Disponível</p>${strip(title)}`);
      expect([p?.price, p?.availability]).toEqual([undefined, "in_stock"]);
    }
  });
});

describe("what marketplaces and classifieds in Italy, France and India print", () => {
  const read = (lang: string, body: string, head = "") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><h1>Fotocamera mirrorless con obiettivo</h1>${body}</main></body></html>`,
      "https://market.example/p/1",
    )[0];

  it("reads 'ID annuncio:' and a bare 'Annonce n°' as the listing's number", () => {
    expect(read("it", "<p>120 €</p><p>Condizione Usato</p><p>ID annuncio: 509911326</p>")?.sku).toBe("509911326");
    expect(read("fr", "<p>7,50 €</p><p>Annonce n° 5567123409</p><button>Ajouter au panier</button>")?.sku).toBe("5567123409");
  });

  it("reads a Hindi 'notify me' button ('मुझे सूचित करें') as gone over markup that says in stock, and Hindi strip titles as other products'", () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Fotocamera mirrorless con obiettivo",
      offers: { "@type": "Offer", price: "2999", priceCurrency: "INR", availability: "http://schema.org/InStock" },
    })}</script>`;
    expect(read("hi", "<p>बिक गया</p><p>₹2,999</p><button>मुझे सूचित करें</button>", ld)?.availability).toBe("out_of_stock");
    const strip = (title: string) =>
      `<section><h2>${title}</h2><ul><li><a href="/p/2">नेहरू जैकेट</a><span>₹899</span><span>बिक गया</span></li></ul></section>`;
    for (const title of ["इसी तरह के उत्पाद", "हाल ही में देखे गए"])
      expect(read("hi", `<p>उत्पाद आईडी: ACC1</p><p>₹499</p><p>स्टॉक में</p>${strip(title)}`)?.availability).toBe("in_stock");
  });
});

describe("what the ninth round's stock pages print", () => {
  const read = (lang: string, body: string) =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Uldtæppe Fjord 200×300 cm</h1>${body}</main></body></html>`,
      "https://shop.example/p/1",
    )[0];

  it("reads a Turkish threshold said after its amount ('250 TL üzeri kargo bedava') as no price", () => {
    expect(read("tr", "<p>Ürün Kodu: AM-60310</p><p>Tükendi</p><p>Bugün kargoda · 250 TL üzeri kargo bedava</p>")?.price).toBeUndefined();
    expect(
      read(
        "tr",
        "<p>Ürün Kodu: AM-60310</p><p>349,00 TL KDV Dahil</p><p>Bugün kargoda · 250 TL üzeri kargo bedava</p><button>Sepete Ekle</button>",
      )?.price,
    ).toBe(349);
  });

  it("reads a click-and-collect button ('Bestil og hent i butik') as the product to be had", () => {
    const p = read(
      "da",
      '<p class="pris">249,95 kr. inkl. moms</p><div class="lager">Kan ikke sendes – kun Klik &amp; Hent</div><button class="knap">Bestil og hent i butik</button>',
    );
    expect([p?.price, p?.availability]).toEqual([249.95, "in_stock"]);
  });
});

describe("price: a buy-type picker of one-time purchase and subscription", () => {
  const read = (lang: string, body: string) =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><body><main><h1>Koshihikari rice 5 kg</h1>${body}</main></body></html>`,
      "https://shop.example/p/1",
    )[0]?.price;
  const picker = (oneTime: string, subscribe: string, checked: "once" | "sub") =>
    `<p>SKU: KM-71502</p><div class="buytype"><label><input type="radio" name="bt"${checked === "once" ? " checked" : ""}> ${oneTime}</label><label><input type="radio" name="bt"${checked === "sub" ? " checked" : ""}> ${subscribe}</label></div><button>Add to cart</button>`;

  it("reads the chosen one-time purchase's amount as the price ('One-time purchase $24.99', '通常購入 ¥4,980')", () => {
    expect(read("en", picker("One-time purchase <b>$24.99</b>", "Subscribe &amp; save 15% <b>$21.24</b>", "once"))).toBe(24.99);
    expect(read("ja", picker("通常購入 <b>¥4,980</b>（税込）", "定期おトク便 <b>¥4,482</b>（税込）", "once"))).toBe(4980);
    // The subscription chosen, neither choice's amount is read as the price (a plan is no price).
    expect(read("en", picker("One-time purchase <b>$24.99</b>", "Subscribe &amp; save 15% <b>$21.24</b>", "sub"))).toBeUndefined();
  });
});

describe("round ten: classic shop layouts, bookshops and pages crowded by other products", () => {
  const read = (lang: string, body: string, url = "https://shop.example/p/1", head = "") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head>${head}</head><body><h1>Lantern Vejers IP44</h1>${body}</body></html>`,
      url,
    )[0];
  const ld = (offer: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Lantern Vejers IP44","offers":${offer}}</script>`;

  it("reads a percentage written sign first ('%17') apart from the amount after it", () => {
    const p = read(
      "tr",
      '<div class="PriceBox_container"><span class="PriceBox_original">1.499,00 TL</span><span class="PriceBox_discountRate">%17</span><span class="PriceBox_selling">1.249,90 TL</span><div class="BasketDiscount_box"><span class="BasketDiscount_label">Sepette %10 İndirim</span><span class="BasketDiscount_price">1.124,91 TL</span></div></div><button>Sepete Ekle</button>',
    );
    // Either is the price to pay (the basket's discount is everyone's); never 171,249.90.
    expect([1249.9, 1124.91]).toContain(p?.price);
  });

  it("sets aside a side column's boxes by their titles (bestsellers, specials, offers, what's new)", () => {
    const side = (title: string) =>
      `<div class="box"><h3 class="box-heading">${title}</h3><div class="box-product"><div class="image"><a href="/lamps/desk-lamp-e27"><img src="/img/desk-lamp.jpg" alt="Desk lamp E27"></a></div><div class="name"><a href="/lamps/desk-lamp-e27">Desk lamp with metal shade, black, E27 socket</a></div><div class="price"><span class="price-old">39,00 €</span> <span class="price-new">29,00 €</span></div></div></div>`;
    const layout = (title: string) =>
      `<!doctype html><html lang="en"><body><div class="row"><div class="col-3">${side(title)}</div><div class="col-9"><h1>Lantern Vejers IP44</h1><div class="product-info"><ul><li>Code: LMP-6138</li></ul><ul><li><h2>49,90 €</h2></li></ul><button>Add to Cart</button></div></div></div></body></html>`;
    const price = (title: string) => [title, extractProducts(layout(title), "https://shop.example/p/1")[0]?.price];
    for (const title of ["Bestsellers", "Specials [more]", "What's New?", "Προσφορές", "Offerte", "Novità"])
      expect(price(title)).toEqual([title, 49.9]);
    // Titled otherwise, the box's special price is read as the product's, as before.
    expect(price("Delivery")).toEqual(["Delivery", 29]);
  });

  it("reads a box's title by a class named so in the shop's language ('boks-naglowek', 'otsikko')", () => {
    const layout = (cls: string) =>
      `<!doctype html><html lang="pl"><body><div class="kolumna-lewa"><div class="boks"><div class="${cls}">Promocje</div><div class="boks-produkt"><a href="/kolowrotek-p4410.html">Kołowrotek Shimano Stradic FM 2500</a><div class="ceny"><span class="cena-stara">899,00 zł</span> <span class="cena-promocyjna">779,00 zł</span></div></div></div></div><div class="tresc"><h1>Fotel wędkarski Quattro</h1><p>Kod produktu: SZ-40211</p><div class="cena-aktualna"><span class="cena-brutto">449,99 zł</span> brutto</div><button>Do koszyka</button></div></body></html>`;
    const price = (cls: string) => extractProducts(layout(cls), "https://shop.example.pl/fotel-p5521.html")[0]?.price;
    expect(price("boks-naglowek")).toBe(449.99);
    expect(price("otsikko")).toBe(449.99);
    // Named nothing a title is named, the box's promotional price is read as before.
    expect(price("boks-gora")).toBe(779);
  });

  it("sets aside a comparison with the product's siblings, other copies of a book and a sponsored shelf", () => {
    // The product's own price is in no box named for a price; the other copies' are.
    const book = (title: string) =>
      `<!doctype html><html lang="en"><body><div class="bookdetail"><h1>The Salt Road</h1><table class="bookhead"><tr><td valign="top" width="260"><a href="/images/FX-20417.jpg"><img src="/images/FX-20417m.jpg" alt="The Salt Road"></a></td><td valign="top"><div class="buy"><div class="pricebox"><p><b>£18.50</b></p><p class="approx">Approx. <span class="conv">€21.40</span> / <span class="conv">US$24.35</span></p><p class="stock"><b>In stock</b> – 1 copy available</p><form><input type="submit" value="Add to Basket"></form></div></div></td></tr></table><h3>${title}</h3><table class="others"><tr><th>Edition</th><th>Price</th></tr><tr><td><a href="/book/FX-19822">Penguin, 1978</a></td><td class="price-gbp">£4.00</td></tr><tr><td><a href="/book/FX-18810">Book Club, 1963</a></td><td class="price-gbp">£3.50</td></tr></table></div></body></html>`;
    const price = (title: string) => extractProducts(book(title), "https://shop.example/book/FX-20417")[0]?.price;
    expect(price("Other copies of this title in stock")).toBe(18.5);
    expect(price("Compara con modelos similares")).toBe(18.5);
    expect(price("Produtos patrocinados")).toBe(18.5);
    expect(price("Postage")).toBe(4);
  });

  it("reads cards whose addresses share only a shop system's route ('product-pol-118251-…') as other products", () => {
    const card = (id: string, name: string, price: string) =>
      `<div class="product"><a href="/product-pol-${id}-${name}.html"><img src="/${id}.jpg" alt=""></a><h3><a href="/product-pol-${id}-${name}.html">${name}</a></h3><div class="product__prices"><strong class="price">${price}</strong></div><button>+ Do koszyka</button></div>`;
    const p = read(
      "pl",
      `<div class="projector"><strong class="projector_prices__price">1 299,00 zł</strong><button>Do koszyka</button></div><section><h2>Dokup</h2><div class="products">${card("118251", "filtr-hepa", "69,99 zł")}${card("118260", "turboszczotka", "149,00 zł")}${card("118262", "ssawka", "29,99 zł")}</div></section>`,
      "https://shop.example/product-pol-118204-odkurzacz-x900.html",
    );
    expect(p?.price).toBe(1299);
  });

  it("reads a price box by its own line when blocks of other words sit inside it", () => {
    const p = read(
      "el",
      '<div class="price">Τιμή: 49,90€<br><span class="price-tax">Χωρίς Φ.Π.Α.: 40,24€</span><br><div class="reward"><small>Τιμή σε πόντους επιβράβευσης: 499</small></div><div class="instalments">Έως <b>3 άτοκες δόσεις</b> με πιστωτική κάρτα</div></div><button>Προσθήκη στο καλάθι</button>',
    );
    expect(p?.price).toBe(49.9);
  });

  it("reads a base price beside the sales price, and the tax's amount, as no price to pay", () => {
    const p = read(
      "it",
      '<div class="product-price"><div class="PricebasePriceWithTax"><span>Prezzo base con IVA: </span><span class="PricebasePriceWithTax">85,00 €</span></div><div class="PricesalesPrice"><span>Prezzo di vendita: </span><span class="PricesalesPrice">72,25 €</span></div><div class="PricediscountAmount"><span>Sconto: </span><span class="PricediscountAmount">-12,75 €</span></div><div class="PricetaxAmount"><span>Importo IVA: </span><span class="PricetaxAmount">13,03 €</span></div></div><button>Aggiungi al carrello</button>',
    );
    expect(p?.price).toBe(72.25);
  });

  it("reads 'Du sparst', 'Du sparar' as a saving and 'Frete grátis acima de R$ 499' as a threshold", () => {
    expect(
      read("de", '<div class="price">Du sparst 400,00 €</div><div class="price">899,00 €</div><button>In den Warenkorb</button>')?.price,
    ).toBe(899);
    expect(
      read(
        "sv",
        '<div class="price">Du sparar 2 000:-</div><div class="price">11 990:-</div><button>Köp</button>',
        "https://shop.example.se/p/1",
      )?.price,
    ).toBe(11990);
    expect(
      read(
        "pt",
        "<p>Código: 65402</p><p>Produto indisponível</p><p>Frete grátis acima de R$ 499 para SP capital</p>",
        "https://shop.example.com.br/p/1",
      )?.price,
    ).toBeUndefined();
  });

  it("lets a page with no button to buy, only an offer to write when it is back, overrule markup's InStock", () => {
    const head = ld('{"@type":"Offer","price":"249.00","priceCurrency":"EUR","availability":"http://schema.org/InStock"}');
    const notice = (offer: string) =>
      read(
        "nl",
        `<p class="price">€ 249,00</p><p>Beschikbaarheid: <span>Niet op voorraad</span></p>${offer}`,
        "https://shop.example.nl/p/1",
        head,
      )?.availability;
    expect(notice('<p><a href="/productalert/add/stock/1">Meld mij wanneer dit product op voorraad is.</a></p>')).toBe("out_of_stock");
    expect(
      notice(
        '<form><p>Laat het me weten als dit product weer op voorraad is.</p><input type="email"><button type="submit">Houd mij op de hoogte</button></form>',
      ),
    ).toBe("out_of_stock");
    // A size's notice beside a button that speaks of that size: other sizes may be had.
    expect(
      read(
        "de",
        '<p class="price">249,00 €</p><p>Größe 44 ist derzeit ausverkauft – andere Größen sofort lieferbar.</p><p><a href="/notify">Benachrichtigen, wenn Größe 44 wieder da ist</a></p><button disabled>Größe nicht verfügbar</button>',
        "https://shop.example.de/p/1",
        head,
      )?.availability,
    ).toBe("in_stock");
  });

  it("reads stock words: 'Nenhum exemplar disponível', 'Előrendelhető', 'Few units left', 'Avvisami quando disponibile'", () => {
    expect(availabilityFromText("Nenhum exemplar disponível no momento")).toBe("out_of_stock");
    expect(availabilityFromText("Kein Exemplar verfügbar")).toBe("out_of_stock");
    expect(availabilityFromText("Készlet: Előrendelhető")).toBe("preorder");
    expect(availabilityFromText("Few units left")).toBe("limited");
    expect(availabilityFromText("Avvisami quando disponibile")).toBe("out_of_stock");
    expect(read("en", '<p class="price">€ 18,999</p><button class="add btn"><span>🛒</span>Add to cart</button>')?.availability).toBe(
      "in_stock",
    );
  });

  it('reads an option marked aria-current="false" as not the chosen one', () => {
    const p = read(
      "en",
      '<div class="picker"><a href="https://shop.example/p/box-bluray" class="opt" aria-current="true"><span>Blu-ray</span><span class="price">$59.99</span><span class="stock">Only 3 left</span></a><a href="https://shop.example/p/box-dvd" class="opt" aria-current="false"><span>DVD</span><span class="price">$49.99</span><span class="stock">Sold out</span></a></div><div class="price">$59.99</div><button>Add to cart</button>',
      "https://shop.example/p/box-bluray",
    );
    expect([p?.price, p?.availability]).toEqual([59.99, "limited"]);
  });

  it("reads markup's low price printed only in a table row of choices as giving way to the chosen one", () => {
    const head = ld(
      '{"@type":"AggregateOffer","lowPrice":9.99,"highPrice":24.99,"priceCurrency":"USD","availability":"https://schema.org/InStock"}',
    );
    const p = read(
      "en",
      '<p>Condition: Near Mint</p><p class="price">$24.99</p><button>Add to cart</button><table><tr><th>Condition</th><th>Price</th></tr><tr><td>Near Mint</td><td>$24.99</td></tr><tr><td>Lightly Played</td><td>$19.49</td></tr><tr><td>Heavily Played</td><td>$9.99</td></tr></table>',
      "https://shop.example/p/1",
      head,
    );
    expect(p?.price).toBe(24.99);
  });

  it("keeps a badge's word that is also a side box's title ('Bestseller', 'Novità') out of the buy box's way", () => {
    const buy = (badge: string) =>
      read(
        "de",
        `${badge}<div class="product-price"><span class="price">110,00 €</span><span class="tax">inkl. MwSt.</span></div><p class="delivery">Lieferbar in 1–3 Werktagen</p><button>In den Warenkorb</button>`,
      )?.price;
    expect(buy('<h5 class="product-flag">Novità</h5>')).toBe(110);
    expect(buy('<div class="product-category-title h4">Neuheiten</div>')).toBe(110);
    const column = extractProducts(
      `<!doctype html><html lang="de"><body><div class="row"><h1>Birkenstock Arizona, Taupe</h1></div><div class="row"><div class="product-buy-column"><div class="product-badges"><span class="badge-title">Bestseller</span></div><div class="product-price"><span class="price">110,00 €</span></div><button>In den Warenkorb</button></div></div></body></html>`,
      "https://shop.example.de/p/1",
    )[0];
    expect(column?.price).toBe(110);
    // "Compare at" names a former price, not a comparison with other products.
    expect(
      read(
        "en",
        '<div class="price-row"><span class="price-title">Compare at</span> <s>$60.00</s> <span class="price">$45.00</span></div><button>Add to cart</button>',
      )?.price,
    ).toBe(45);
  });

  it("keeps what the broader first forms of these rules misread", () => {
    // "%35" then an amount grouped by a blank.
    expect(
      read("tr", '<div class="price"><span class="rate">%35</span><span class="now">273,00 TL</span></div><button>Sepete Ekle</button>')
        ?.price,
    ).toBe(273);
    // A wishlist button ("♡ Spara") beside the price is no saving.
    expect(
      read(
        "sv",
        '<div class="price-row"><button class="wish">♡ Spara</button> <span class="price">3 999 kr</span></div><button>Köp</button>',
        "https://shop.example.se/p/1",
      )?.price,
    ).toBe(3999);
    // "Ingen frakt" then "I lager" on one badge row; a price box whose data attribute names its VAT.
    expect(availabilityFromText("Ingen frakt I lager")).toBe("in_stock");
    expect(availabilityFromText("Aucun frais caché En stock")).toBe("in_stock");
    expect(
      read("en", '<span class="price" data-vat-amount="5.57">£33.40</span><button>Add to basket</button>', "https://shop.example.co.uk/p/1")
        ?.price,
    ).toBe(33.4);
    // A closed pre-sale is none.
    expect(availabilityFromText("Pré-venda encerrada")).not.toBe("preorder");
    // One product's sizes, each a page of its own ("mug-11oz-white", "mug-15oz-white"), are its options.
    const size = (href: string, label: string, price: string, on = "") =>
      `<a class="variant-link${on}" href="${href}"><span>${label}</span> <span class="price">${price}</span></a>`;
    expect(
      read(
        "en",
        `<div class="variants">${size("/products/mug-11oz-white", "11oz", "£14.00", " variant-link--on")}${size("/products/mug-15oz-white", "15oz", "£17.00")}${size("/products/mug-20oz-white", "20oz", "£19.00")}</div><button>Add to cart</button>`,
        "https://shop.example.co.uk/products/mug-11oz-white",
      )?.price,
    ).toBe(14);
  });

  it("keeps markup's InStock beside a price alert, or one colour sold out with a notice", () => {
    const head = ld('{"@type":"Offer","price":"149.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}');
    expect(
      read(
        "nl",
        '<p class="price">€ 149,00</p><p>Niet op voorraad in winkel Utrecht</p><button class="alert">Houd mij op de hoogte van prijsdalingen</button>',
        "https://shop.example.nl/p/1",
        head,
      )?.availability,
    ).toBe("in_stock");
    expect(
      read(
        "en",
        '<p class="price">€149.00</p><p>Olive: sold out</p><p><a href="/notify">Email me when available</a></p>',
        "https://shop.example.ie/p/1",
        head,
      )?.availability,
    ).toBe("in_stock");
  });

  it("reads a number after a bare 'ID' as the listing's code only when the address repeats it", () => {
    const ad = (url: string) =>
      read(
        "es",
        '<p class="price">$1,850 MXN Negociable</p><p>Publicado el 24/11/2026 · ID: 3381920 · 412 visitas</p><button>Enviar mensaje</button>',
        url,
      )?.sku;
    expect(ad("https://shop.example.mx/anuncio/3381920/super-nintendo")).toBe("3381920");
    expect(ad("https://shop.example.mx/anuncio/super-nintendo")).toBeUndefined();
    // Another thing's ID ("App ID: 1245620") is none, though the address repeats it.
    expect(
      read(
        "en",
        '<p class="price">$19.99</p><p>Steam · App ID: 1245620</p><button>Add to cart</button>',
        "https://shop.example/app/1245620/game",
      )?.sku,
    ).toBeUndefined();
  });
});

describe("round eleven: long-tail shops outside Western Europe, hashed classes", () => {
  const read = (lang: string, body: string, url = "https://shop.example/p/1") =>
    extractProducts(`<!doctype html><html lang="${lang}"><body><h1>Predlžovací kábel 5 m</h1>${body}</body></html>`, url)[0];

  it("sets aside side boxes and strips titled in Slovak, Bulgarian and Greek", () => {
    const layout = (lang: string, title: string, card: string) =>
      `<!doctype html><html lang="${lang}"><body><table><tr><td width="180"><table class="box"><tr><td class="box_nadpis">${title}</td></tr><tr><td class="maly"><a href="/detail.php?id=30115">${card}</a><br><b class="cena_box">6,90 €</b></td></tr><tr><td class="maly"><a href="/detail.php?id=30116">Zásuvka 2x IP44</a><br><b class="cena_box">4,29 €</b></td></tr></table></td><td><h1>Predlžovací kábel 5 m</h1><table><tr><td>Naša cena:</td><td><b>12,90 €</b> s DPH</td></tr></table><input type="submit" value="Do košíka"></td></tr></table></body></html>`;
    const price = (lang: string, title: string) =>
      extractProducts(layout(lang, title, "LED žiarovka E27 9W"), "https://shop.example.sk/p/1")[0]?.price;
    expect(price("sk", "Akcia týždňa")).toBe(12.9);
    expect(price("sk", "Najpredávanejšie")).toBe(12.9);
    expect(price("bg", "Промоции")).toBe(12.9);
    expect(price("sk", "Doprava")).toBe(6.9);
    const strip = (title: string) =>
      read(
        "el",
        `<ul><li><h2>14,50€</h2></li><li>Χωρίς ΦΠΑ: 11,69€</li></ul><button>Προσθήκη στο Καλάθι</button><h3>${title}</h3><div class="row"><div class="product-thumb"><a href="/lumera-cream">Lumera Hyaluronic Day Cream</a><p class="price">7,40€</p></div></div>`,
        "https://shop.example.gr/p/1",
      )?.price;
    expect(strip("Είδατε πρόσφατα")).toBe(14.5);
  });

  it("reads a label row whose colon sits in a cell of its own, and 'Kód tovaru'", () => {
    expect(
      read(
        "id",
        "<table><tr><td>Kode Produk</td><td>:</td><td>BTK-KMJ-0412</td></tr></table><p>Harga : Rp 189.000</p><button>Beli</button>",
        "https://shop.example.co.id/p/1",
      )?.sku,
    ).toBe("BTK-KMJ-0412");
    expect(
      read(
        "sk",
        "<table><tr><td>Kód tovaru:</td><td><b>10442</b></td></tr></table><p>12,90 €</p><button>Do košíka</button>",
        "https://shop.example.sk/p/1",
      )?.sku,
    ).toBe("10442");
  });

  it("reads a Greek volume offer ('3 ή περισσότερα 17,50€') and a Korean member's price ('회원가') as no price of one", () => {
    expect(
      read(
        "el",
        "<ul><li><h2>18,90€</h2></li><li><b>3 ή περισσότερα</b> 17,50€</li></ul><button>Αγορά</button>",
        "https://shop.example.gr/p/1",
      )?.price,
    ).toBe(18.9);
    expect(
      read(
        "ko",
        "<div><span>판매가</span> <b>19,600원</b></div><div>회원가<b>18,620원</b> 로그인 후 VIP 등급 5% 추가 할인 적용</div><button>장바구니</button>",
        "https://shop.example.co.kr/p/1",
      )?.price,
    ).toBe(19600);
  });

  it("reads a script's item_id that is the page address's handle as no code", () => {
    const sku = (url: string, id: string) =>
      extractProducts(
        `<!doctype html><html lang="en"><head><script>window.dataLayer=window.dataLayer||[];dataLayer.push({"event":"view_item","ecommerce":{"currency":"AUD","value":429.0,"items":[{"item_id":"${id}","item_name":"4/3mm Chest-Zip Steamer Wetsuit – Men's","price":429.0}]}});</script></head><body><h1>4/3mm Chest-Zip Steamer Wetsuit – Men's</h1><p>$429.00</p><button>Add to cart</button></body></html>`,
        url,
      )[0]?.sku;
    expect(
      sku("https://shop.example.com.au/products/4-3mm-chest-zip-steamer-wetsuit-mens", "4-3mm-chest-zip-steamer-wetsuit-mens"),
    ).toBeUndefined();
    // A code the address repeats is still a code.
    expect(sku("https://shop.example.com.au/products/CSW-43-M", "CSW-43-M")).toBe("CSW-43-M");
  });

  it("reads no price from the heading's own words ('Bicicleta R29'), and a row of unnamed pack buttons as choices", () => {
    const bike = extractProducts(
      '<!doctype html><html lang="es"><body><h1 class="x1"><span dir="auto">Bicicleta de montaña R29 aluminio, 21 velocidades, poco uso</span></h1><div class="x2"><span class="x3">$4,500</span><span class="x4">Precio negociable</span></div><button>Enviar mensaje</button></body></html>',
      "https://shop.example.mx/anuncio/1",
    )[0];
    expect(bike?.price).toBe(4500);
    const packs = read(
      "nl",
      '<div class="a1"><button class="b1"><span>2 kg</span><span>€ 16,99</span><span>€ 8,50/kg</span></button><button class="b1 b2"><span>12 kg</span><span>€ 64,99</span><span>€ 5,42/kg</span></button></div><div class="c1"><span>€ <span>64</span>,<span>99</span></span> <span>(€ 5,42 per kg)</span></div><button class="d1">In winkelmandje</button>',
      "https://shop.example.nl/p/1",
    );
    expect(packs?.price).toBe(64.99);
  });
});

describe("round twelve: backorders told in two lines", () => {
  it("reads 'can still be ordered' in Nordic and Dutch words as a backorder", () => {
    for (const t of [
      "Ikke på lager - kan bestilles",
      "Bestillingsvare",
      "Beställningsvara",
      "Ej i lager - kan beställas",
      "Niet op voorraad - wel te bestellen",
      "Tilaustuote",
    ])
      expect(availabilityFromText(t), t).toBe("backorder");
    expect(availabilityFromText("Kan ikke bestilles")).toBeUndefined();
  });

  it("reads a stock line that says gone beside a delivery line that says it can be ordered as a backorder", () => {
    const stock = (delivery: string) =>
      extractProducts(
        `<!doctype html><html lang="da"><body><table><tr><td><h1>Tetra Pro Energy 250 ml</h1><table><tr><td>Varenr.:</td><td>51007</td></tr><tr><td>Mærke:</td><td>Tetra</td></tr><tr><td>EAN:</td><td>4004218197404</td></tr><tr><td>Indhold:</td><td>250 ml / 64 g</td></tr><tr><td>Pris:</td><td class="Price_ProductInfo">89,95 kr.</td></tr><tr><td>Lager:</td><td class="Stock_ProductInfo">Ikke på lager – forventes på lager i uge 12</td></tr><tr><td>Levering:</td><td class="Delivery_ProductInfo">${delivery}</td></tr></table><input type="submit" value="Bestil"></td></tr></table></body></html>`,
        "https://shop.example.dk/shop/tetra-51007p.html",
      )[0]?.availability;
    expect(stock("Varen kan bestilles og sendes, så snart den er hjemme")).toBe("backorder");
    expect(stock("Fri fragt over 499 kr.")).toBe("out_of_stock");
  });
});

describe("round twelve: a buy button greyed out until a size is picked", () => {
  const read = (sizes: string, note = "") =>
    extractProducts(
      `<!doctype html><html lang="en"><body><main><h1>Satin Slip Dress – Champagne</h1><div class="price">£79.00</div><div class="sizes">${sizes}</div>${note}<button type="submit" class="btn btn--primary" disabled>Add to bag</button></main></body></html>`,
      "https://shop.example.co.uk/products/satin-slip-dress",
    )[0]?.availability;
  const size = (label: string, cls = "size") => `<button class="${cls}" type="button">${label}</button>`;

  it("reads a greyed-out button beside sizes that can be had, none chosen, as waiting for a size: in stock", () => {
    const some = size("UK 6") + size("UK 8 – Sold out", "size size--soldout") + size("UK 10") + size("UK 12");
    // A size can be bought, so the product can.
    expect(read(some)).toBe("in_stock");
    // Every size gone, or one chosen: the greyed-out button says the product (or that size) is gone.
    const none = ["UK 6", "UK 8", "UK 10"].map((s) => size(s, "size size--soldout")).join("");
    expect(read(none)).toBe("out_of_stock");
    expect(read(size("UK 6", "size is-selected") + size("UK 8") + size("UK 10"))).toBe("out_of_stock");
  });
});

describe("round twelve: markup beside the page's own price and stock", () => {
  const withMarkup = (lang: string, offers: object, body: string, url = "https://shop.example/p/1") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name: "Vassleprotein 1 kg", offers })}</script></head><body><main><h1>Vassleprotein 1 kg</h1>${body}</main></body></html>`,
      url,
    )[0];

  it("reads markup's price printed only as the lowest of 30 days as a former price", () => {
    const offer = { "@type": "Offer", price: "349", priceCurrency: "SEK", availability: "https://schema.org/InStock" };
    const page = (note: string) =>
      withMarkup(
        "sv",
        offer,
        `<div class="price"><span class="now">299 kr</span><span class="was">Ord. pris 379 kr</span></div>${note}<button>Lägg i varukorgen</button>`,
        "https://shop.example.se/p/1",
      )?.price;
    expect(page("<p>Lägsta pris senaste 30 dagarna: 349 kr</p>")).toBe(299);
    // Printed as a price of its own, markup's amount stays.
    expect(page("<p>Köp 2: 349 kr</p>")).toBe(349);
  });

  it("reads a link among links to the product's versions as one choice: markup's low price printed only there gives way", () => {
    const range = { "@type": "AggregateOffer", lowPrice: "18.99", highPrice: "31.49", priceCurrency: "PLN" };
    const versions = (chosen: string) =>
      ["60 kaps.|18,99", "90 kaps.|24,99", "120 kaps.|31,49"]
        .map((v) => v.split("|"))
        .map(
          ([n, p]) =>
            `<a class="version${n === chosen ? " --selected" : ""}" href="/product-pol-${n.length}.html">${n}<span class="version-price">${p}&nbsp;zł</span></a>`,
        )
        .join("");
    expect(
      withMarkup(
        "pl",
        range,
        `<div class="versions">${versions("90 kaps.")}</div><div class="price"><strong>24,99 zł</strong></div><button>Dodaj do koszyka</button>`,
        "https://shop.example.pl/p/1",
      )?.price,
    ).toBe(24.99);
  });

  it("reads markup's InStock variants as gone when the buy button and every choice of the picker say so", () => {
    const offers = [
      { "@type": "Offer", sku: "44-1207", price: 1195, priceCurrency: "SEK", availability: "http://schema.org/InStock" },
      { "@type": "Offer", sku: "44-1206", price: 1195, priceCurrency: "SEK", availability: "http://schema.org/InStock" },
    ];
    const page = (second: string) =>
      withMarkup(
        "sv",
        offers,
        `<p class="price">1 195 kr</p><select class="single-option-selector" name="size"><option value="M" selected disabled>Medium (M) – Slutsåld</option>${second}</select><button type="submit" name="add" class="btn btn--sold-out" disabled aria-label="Slutsåld"><span>Slutsåld</span></button><p class="product-single__stock">Tillfälligt slut i lager</p>`,
        "https://shop.example.se/products/penna",
      )?.availability;
    expect(page('<option value="F" disabled>Fine (F) – Slutsåld</option>')).toBe("out_of_stock");
    // Another choice can be had: the button speaks of the chosen one.
    expect(page('<option value="F">Fine (F)</option>')).toBe("in_stock");
  });
});

describe("round twelve: prices and boxes as Japanese shops and site builders print them", () => {
  const read = (lang: string, body: string, url = "https://shop.example.jp/p/1", title = "竹製 付け替え輪針セット") =>
    extractProducts(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, url)[0];

  it("reads the price after tax in brackets after its base ('3,000円(税込3,300円)')", () => {
    expect(read("ja", "<h1>竹製 付け替え輪針セット</h1><p>販売価格 3,000円(税込3,300円)</p><button>カートに入れる</button>")?.price).toBe(
      3300,
    );
    expect(read("ja", "<h1>竹製 付け替え輪針セット</h1><p>販売価格 3,300円（税込）</p><button>カートに入れる</button>")?.price).toBe(3300);
  });

  it("sets aside a side ranking ('人気ランキング') and takes the heading that says the whole title over a card's shortened name", () => {
    const side = `<div class="side_box"><h2 class="side_title">人気ランキング</h2><ol><li><a href="/shopdetail/2232/"><span class="r_name">メリノ極太 10玉パック</span><span class="r_price">6,270円(税込)</span></a></li><li><a href="/shopdetail/418/"><span class="r_name">竹製 付け替え輪針セット</span><span class="r_price">1,980円(税込)</span></a></li></ol></div>`;
    const p = read(
      "ja",
      `<h1 id="logo"><a href="/"><img src="/logo.png" alt="毛糸の森"></a></h1>${side}<div id="item"><h2 class="item_name">竹製 付け替え輪針セット 12サイズ（ケース付き）</h2><p>販売価格 1,980円（税込）</p><button>カートに入れる</button></div>`,
      "https://shop.example.jp/shopdetail/418/",
      "竹製 付け替え輪針セット 12サイズ（ケース付き） | 毛糸の森",
    );
    expect(p?.name).toBe("竹製 付け替え輪針セット 12サイズ（ケース付き）");
    expect(p?.price).toBe(1980);
  });

  it("reads 'in stock, some colours sold out' ('在庫あり（色により品切れあり）') as in stock", () => {
    expect(availabilityFromText("在庫あり（色により品切れあり）")).toBe("in_stock");
    expect(availabilityFromText("品切れ")).toBe("out_of_stock");
  });

  it("reads amounts whose words follow them for screen readers ('R1,499.00 Regular Price R1,199.00 Sale Price')", () => {
    const wix = (a: string, b: string) =>
      read(
        "en",
        `<h1>Kalahari Rattan Pendant</h1><div data-hook="product-price" class="c5Xc7s"><span data-hook="formatted-secondary-price" class="sWIcUj6" aria-hidden="true">${a}</span><span class="sr-only" data-hook="sr-formatted-secondary-price">Regular Price</span><span data-hook="formatted-primary-price" class="sDnm7w2" aria-hidden="true">${b}</span><span class="sr-only" data-hook="sr-formatted-primary-price">Sale Price</span></div><button>Add to Cart</button>`,
        "https://shop.example.co.za/product-page/kalahari",
        "Kalahari Rattan Pendant",
      )?.price;
    expect(wix("R1,499.00", "R1,199.00")).toBe(1199);
    // Labels before their amounts are read as before ("Regular price $45.00 Sale price $39.00").
    expect(
      read(
        "en",
        '<h1>Kalahari Rattan Pendant</h1><div class="price"><span class="visually-hidden">Regular price</span><s>$45.00</s><span class="visually-hidden">Sale price</span><span>$39.00</span><span class="visually-hidden">Regular price</span></div><button>Add to Cart</button>',
        "https://shop.example.com/products/kalahari",
        "Kalahari Rattan Pendant",
      )?.price,
    ).toBe(39);
  });
});

describe("round twelve: stock and codes of pharmacies, groceries and bookshops", () => {
  it("reads 'Commande spéciale' (a special order) as a backorder", () => {
    expect(availabilityFromText("Commande spéciale – non disponible en librairie.")).toBe("backorder");
  });

  it("reads a card whose link holds only its picture and name, price and stock beside it, as another product's", () => {
    const page = (strip: string) =>
      extractProducts(
        `<!doctype html><html lang="sv"><body><article><h1>Omega-3 120 kapslar</h1><p>Art.nr: 20715</p><div class="prisruta"><span class="pris">189 kr</span></div><div class="slut-i-lager"><b>Slut i lager</b><p>Beräknas åter i lager vecka 49. Bevaka produkten så mejlar vi dig när den finns igen.</p></div><button class="kop-knapp" disabled>Ej köpbar</button></article>${strip}</body></html>`,
        "https://shop.example.se/produkt/20715",
      )[0]?.availability;
    const card = (id: number, name: string) =>
      `<li class="kort"><a href="/produkt/${id}"><img src="/b/${id}.jpg" alt=""><span class="kort-namn">${name}</span></a><span class="kort-pris"><b>229 kr</b></span><span class="kort-lager i-lager">I lager</span></li>`;
    expect(
      page(
        `<section class="karusell"><h2>Alternativ</h2><ul>${card(20988, "Algolja Omega-3 Vegan")}${card(20654, "Torskleverolja citron")}</ul></section>`,
      ),
    ).toBe("out_of_stock");
  });

  it("keeps the product's own box with a linked brand logo or a zoomed picture as the product's", () => {
    const stock = (link: string) =>
      extractProducts(
        `<!doctype html><html lang="sv"><body><h1>Omega-3 120 kapslar</h1><ul class="info"><li class="row">${link}<span class="pris">189 kr</span><span class="lager">Slut i lager</span></li><li class="row"><a href="/leverans">Leverans</a></li></ul></body></html>`,
        "https://shop.example.se/produkt/20715",
      )[0]?.availability;
    expect(stock('<a href="/varumarken/nordpro"><img src="/logo/nordpro.png" alt="NordPro"></a>')).toBe("out_of_stock");
    expect(stock('<a href="/bilder/20715-stor.jpg"><img src="/bilder/20715.jpg" alt=""> Förstora bilden</a>')).toBe("out_of_stock");
  });

  it("keeps a notice that recommends another product, its picture linked, as the product's own", () => {
    const p = extractProducts(
      '<!doctype html><html lang="en"><body><h1>Hedge Trimmer 45cm - Skin Only</h1><div role="status"><b>This product has been discontinued</b><p>It is no longer available to buy online or in store. We recommend this alternative:</p><a href="/hedge-trimmer-55cm_p0329904"><img src="/0329904.jpg" alt=""> Hedge Trimmer 55cm <b>$179.00</b></a></div><p class="price">$149.00</p></body></html>',
      "https://shop.example.com.au/hedge-trimmer-45cm_p0311548",
    )[0];
    expect(p?.availability).toBe("discontinued");
  });

  it("reads a buy button that shows only a sign ('+') by its label ('Toevoegen aan winkelmandje')", () => {
    const stock = (label: string) =>
      extractProducts(
        `<!doctype html><html lang="nl"><body><h1>Jong belegen kaas plakken 400 g</h1><div><span>€ 4,79</span></div><div data-testid="add-to-basket"><button aria-label="Verwijderen" disabled>−</button><input value="0" aria-label="Aantal"><button aria-label="${label}">+</button></div></body></html>`,
        "https://shop.example.nl/p/kaas",
      )[0]?.availability;
    expect(stock("Toevoegen aan winkelmandje")).toBe("in_stock");
    expect(stock("Meer")).toBeUndefined();
  });

  it("reads national pharmacy codes ('CNP', 'CNK') as the product's code", () => {
    const sku = (label: string, code: string) =>
      extractProducts(
        `<!doctype html><html lang="pt"><body><h1>Cálcio + Vitamina D3 60 comprimidos</h1><p>${label}: ${code}</p><p>14,20 €</p><button>Encomendar</button></body></html>`,
        "https://shop.example.pt/suplementos/calcio",
      )[0]?.sku;
    expect(sku("CNP", "7154021")).toBe("7154021");
    expect(sku("CNK", "4218-556")).toBe("4218-556");
  });
});

describe("round thirteen: stock words and times in more shops' words", () => {
  it("reads Swiss 'nicht an Lager' as gone, and an offer to 'be notified when this product is back in stock' as one", () => {
    expect(availabilityFromText("Ausverkauft – nicht an Lager")).toBe("out_of_stock");
    expect(availabilityFromText("An Lager")).toBe("in_stock");
    expect(availabilityFromText("Sign up to be notified when this product is back in stock.")).toBe("out_of_stock");
  });

  it("reads a number of hours in Czech ('do 24 hodin') as a time, not a price, beside 'Cena na dotaz'", () => {
    const p = extractProducts(
      '<!doctype html><html lang="cs"><body><h1>Dubová lavice 180 cm</h1><p>Kód: PL-LAV-180</p><div class="price">Cena na dotaz <small>Cenovou nabídku vám připravíme do 24 hodin.</small></div><button>Poptat cenu</button></body></html>',
      "https://shop.example.cz/nabytek/44-dubova-lavice.html",
    )[0];
    expect(p?.price).toBeUndefined();
  });
});

describe("round thirteen: savings and before-tax amounts as electronics shops print them", () => {
  it("reads 'bez DPH' between two amounts as labelling the next, though a sentence follows ('Cena obsahuje recyklační poplatek.')", () => {
    const p = extractProducts(
      '<!doctype html><html lang="cs"><body><h1>Monitor 27" QHD</h1><div class="c-price">4 990 Kč <small>bez DPH 4 124 Kč</small> <span>Cena obsahuje recyklační poplatek.</span></div><button>Do košíku</button></body></html>',
      "https://shop.example.cz/monitor-27",
    )[0];
    expect(p?.price).toBe(4990);
  });

  it("reads 'Spara 1 500 kr' in one box as a saving, and a wishlist button's '♡ Spara' before the price as no label", () => {
    const read = (box: string) =>
      extractProducts(
        `<!doctype html><html lang="sv"><body><h1>Diskmaskin 60 cm</h1>${box}<button>Köp</button></body></html>`,
        "https://shop.example.se/p/405-1187",
      )[0]?.price;
    expect(
      read(
        '<div class="produkt-pris"><div class="produkt-pris__ord">Ord. pris <s>8 990 kr</s> <span class="spara">Spara 1 500 kr</span></div><div class="produkt-pris__nu">7 490:-</div></div><div class="klarna-info">Dela upp betalningen med Klarna – från 312 kr/mån (24 mån)</div>',
      ),
    ).toBe(7490);
    expect(read('<div class="price-row"><button class="wishlist">♡ Spara</button> <span class="price">1 295 kr</span></div>')).toBe(1295);
  });
});

describe("a second reading of rounds twelve and thirteen: layouts the first forms misread", () => {
  it("keeps a sold-out line over a delivery box's lead time or promise printed for every product", () => {
    const stock = (delivery: string) =>
      extractProducts(
        `<!doctype html><html lang="de"><body><h1>Trailrunning-Schuh Alpin</h1><p class="price">129,90 €</p><p class="product-stock">Ausverkauft</p><p class="product-lieferzeit">${delivery}</p><button disabled>In den Warenkorb</button></body></html>`,
        "https://shop.example.de/p/alpin",
      )[0]?.availability;
    expect(stock("Lieferzeit 2-3 Wochen")).toBe("out_of_stock");
    expect(availabilityFromText("Nog te bestellen tot 22:00, morgen in huis")).not.toBe("backorder");
    expect(availabilityFromText("Backorders ship within 14 days")).toBe("backorder");
  });

  it("keeps a marketplace offer box with the seller's logo and name linked as the product's", () => {
    const p = extractProducts(
      '<!doctype html><html lang="de"><body><h1>Zelt Trekker 2</h1><div class="offers"><div class="offer"><a href="/haendler/acme-outdoor"><img src="/logos/acme.png" alt=""> Acme Outdoor GmbH</a><span class="price">189,00 €</span><span class="stock">Auf Lager</span></div><div class="offer-info"><a href="/versand">Versandinfos</a></div></div><button>In den Warenkorb</button></body></html>',
      "https://shop.example.de/p/zelt-trekker-2",
    )[0];
    expect(p?.price).toBe(189);
    expect(p?.availability).toBe("in_stock");
  });

  it("keeps markup's low price printed on a row of pack links that marks none chosen", () => {
    const ld = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Vitamin D3 60 tabs",
      offers: { "@type": "AggregateOffer", lowPrice: "7.99", highPrice: "19.99", priceCurrency: "USD" },
    };
    const p = extractProducts(
      `<!doctype html><html lang="en"><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Vitamin D3 60 tabs</h1><div class="packs"><a href="/products/vitamin-d-60">60 tabs $7.99</a><a href="/products/vitamin-d-180">180 tabs $19.99</a></div><div class="bundle-offer"><span class="price">Bundle &amp; save: 3 × 60 tabs $19.99</span></div><button>Add to cart</button></body></html>`,
      "https://shop.example.com/products/vitamin-d-60",
    )[0];
    expect(p?.price).toBe(7.99);
  });

  it("keeps markup's price printed as the lowest of 30 days when a longer line prints it as the price to pay too", () => {
    const ld = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Lampe à poser",
      offers: { "@type": "Offer", price: "69.00", priceCurrency: "EUR" },
    };
    const p = extractProducts(
      `<!doctype html><html lang="fr"><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Lampe à poser</h1><div class="price"><span class="old">89,00 €</span> <span class="promo">-22%</span></div><div class="price-final">69,00 € TTC, éco-participation de 0,50 € incluse dans le prix</div><p class="omnibus">Prix le plus bas des 30 derniers jours : 69,00 €</p><button>Ajouter au panier</button></body></html>`,
      "https://shop.example.fr/produit/lampe",
    )[0];
    expect(p?.price).toBe(69);
  });

  it("reads 'Original price' said after the amount before it as that amount's, not the next one's", () => {
    const read = (old: string) =>
      extractProducts(
        `<!doctype html><html lang="en"><body><h1>Arc Floor Lamp</h1><div class="price">${old} <span class="sr-only">Original price</span> <span>$119.95</span> <span class="sr-only">Current price</span></div><button>Add to cart</button></body></html>`,
        "https://shop.example.com/products/arc-floor-lamp",
      )[0]?.price;
    expect(read("<span>$159.95</span>")).toBe(119.95);
    expect(read("<s>$159.95</s>")).toBe(119.95);
    expect(read('<span class="old">$159.95</span>')).toBe(119.95);
  });

  it("reads 'Excl. VAT' and 'Incl. VAT' after their amounts though a sentence follows", () => {
    const p = extractProducts(
      '<!doctype html><html lang="en"><body><h1>Label printer LP-200</h1><div class="price">£12.50 Excl. VAT £15.00 Incl. VAT <small>Prices shown include VAT at 20%.</small></div><button>Add to basket</button></body></html>',
      "https://shop.example.co.uk/p/lp-200",
    )[0];
    expect(p?.price).toBe(15);
  });
});

describe("round fourteen: classified ads as the big classified sites print them", () => {
  const ad = (lang: string, body: string, url = "https://ads.example/ad/1481273390") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head><title>Oak table and chairs</title></head><body>${body}</body></html>`,
      url,
    )[0];

  it("keeps a sidebar with the seller's box as the ad's, its 'Show phone number 07xxx xxx xxx' an answer", () => {
    const p = ad(
      "en",
      '<div class="grid"><div class="main-col"><h1>Oak table and chairs</h1><p class="price">£120</p><p>Ad ID: 1481273390</p></div><aside class="grid-col-4 vip-sidebar"><div class="seller"><h3>Helen</h3><button class="btn">Show phone number 07xxx xxx xxx</button></div><div class="panel"><h4>More from Helen</h4><article><a href="/ad/1481270115"><img src="/a.jpg" alt="">Pine shelf</a><span>£25</span></article><article><a href="/ad/1481270116"><img src="/b.jpg" alt="">Lamp</a><span>£10</span></article></div></aside></div>',
    );
    expect(p?.availability).toBe("in_stock");
    expect(p?.price).toBe(120);
  });

  it("reads a row of answer buttons named for contact options ('Bericht', 'Bieden') as no picker", () => {
    const p = ad(
      "nl",
      '<h1>Gazelle damesfiets 53 cm</h1><div class="price">€ 275,00</div><p>Advertentienummer: m2198877341</p><div class="ContactOptions"><button class="btn">Bericht</button><button class="btn">Bieden</button><button class="btn">♡ Bewaren</button></div>',
      "https://ads.example/v/m2198877341",
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("sets aside other ads under their strip's title ('Podobné inzeráty'), set one by one, for the ad's own 'Cena:' row", () => {
    const card = (id: number, name: string, price: string) =>
      `<div class="inzeraty"><div class="nadpis"><a href="/inzerat/${id}/x.php"><img src="/${id}.jpg" alt=""></a><h2><a href="/inzerat/${id}/x.php">${name}</a></h2></div><div class="inzeratycena"><b>${price}</b></div></div>`;
    const p = ad(
      "cs",
      `<h1 class="nadpisdetail">Benzínová sekačka Honda</h1><table><tr><td>Jméno:</td><td><a href="/u?jmeno=Pavel">Pavel</a> <a class="telefon" href="#" onclick="return tel(1)">Zobrazit telefon</a></td></tr><tr><td><b>Cena:</b></td><td><b>2 500 Kč</b></td></tr></table><div>Nahlásit inzerát | Číslo inzerátu: 184290331</div><div class="nadpisdalsi">Podobné inzeráty</div>${card(1, "Sekačka Stiga", "3 200 Kč")}${card(2, "Honda na díly", "800 Kč")}${card(3, "Sekačka Riwall", "1 800 Kč")}`,
      "https://ads.example.cz/inzerat/184290331/sekacka.php",
    );
    expect(p?.price).toBe(2500);
    expect(p?.availability).toBe("in_stock");
    expect(p?.sku).toBe("184290331");
  });

  it("reads an ad's code after 'Lot ID', 'Anzeigen-Code' and a bare 'ID' before the heading", () => {
    const code = (line: string) =>
      ad("en", `<h1>Land Rover Defender 90</h1><p class="price">£14,200</p><p>${line}</p><button>Place bid</button>`)?.sku;
    expect(code("Lot ID: 3388012 · Classic &amp; Collectors' Vehicles")).toBe("3388012");
    expect(code("Anzeigen-Code: 869553102 · Anzeige melden")).toBe("869553102");
    const olx = ad(
      "pl",
      '<div class="left"><div class="desc">Opis konsoli</div><div class="meta"><span>ID: 893377120</span><span>Wyświetlenia: 38</span></div></div><div class="right"><h1>PlayStation 4 Pro</h1><h3>Zamienię</h3><button>Wyślij wiadomość</button></div>',
      "https://ads.example.pl/d/oferta/playstation-4-pro-CID893377120.html",
    );
    expect(olx?.sku).toBe("893377120");
  });

  it("keeps an ad's own footer ('ID annuncio: 577001245') in its main part, and a price on request with 'Mostra numero' in stock", () => {
    const p = ad(
      "it",
      '<main class="AdDetail_container"><section class="AdInfo"><h1>Vespa PX 125 E 1984</h1><p class="price">Prezzo su richiesta</p><div class="actions"><button class="btn">Contatta per il prezzo</button><button class="btn">Mostra numero</button></div></section><section class="AdDescription"><p>Vespa restaurata.</p></section><section class="AdFooter-module_footer__6yT3v"><span>ID annuncio: 577001245</span> · <a href="/segnala?id=577001245">Segnala annuncio</a></section></main><footer><a href="/chi-siamo">Chi siamo</a></footer>',
      "https://ads.example.it/moto/vespa-577001245.htm",
    );
    expect(p?.sku).toBe("577001245");
    expect(p?.availability).toBe("in_stock");
  });
});

describe("round fourteen: bookshops, home stores and everyday shops", () => {
  const shop = (lang: string, body: string, url = "https://shop.example/p/1") =>
    extractProducts(`<!doctype html><html lang="${lang}"><head><title>Product</title></head><body>${body}</body></html>`, url)[0];

  it("sets aside the author's other books ('Inne książki autora')", () => {
    const strip = (title: string) =>
      `<section class="carrousel"><h2>${title}</h2><div class="products"><div class="product"><a href="/p/2"><img src="/2.jpg" alt=""></a><a href="/p/2">Mierzeja</a><div class="product__prices">36,90 zł</div></div><div class="product"><a href="/p/3"><img src="/3.jpg" alt=""></a><a href="/p/3">Port</a><div class="product__prices">31,92 zł</div></div></div></section>`;
    const read = (s: string) =>
      shop(
        "pl",
        `<h1>Latarnik z Helu</h1><div class="projector_prices_wrapper"><del>59,90 zł</del> -25% <strong>44,99 zł</strong></div><button>Do koszyka</button><div>Opis</div>${s}`,
      )?.price;
    expect(read(strip("Inne książki autora"))).toBe(44.99);
  });

  it("reads '%30' then '168,00 TL' in the next box as a percentage and a price", () => {
    const p = shop(
      "tr",
      '<h1>Sessiz Limanlar</h1><div>Liste Fiyatı: <s>240,00 TL</s></div><div class="satis-fiyati"><span class="indirim-orani">%30</span> <span class="fiyat">168,00 TL</span></div><button>Sepete ekle</button>',
    );
    expect(p?.price).toBe(168);
  });

  it("keeps the chosen format's price over the other format's link beside it", () => {
    const p = shop(
      "hu",
      '<h1>A hallgatag folyó</h1><div class="formatum"><a class="aktiv" href="#">Könyv<br><b>4 242 Ft</b></a><a href="/e-konyv/a-hallgatag-folyo">E-könyv<br><b>3 490 Ft</b></a></div><div>Online ár: <span>4 242 Ft</span></div><button>Kosárba teszem</button>',
    );
    expect(p?.price).toBe(4242);
  });

  it("reads 'Sprawdź dostępność' (check availability) as no stock, and 'Zamów w przedsprzedaży' as a pre-order", () => {
    expect(availabilityFromText("Sprawdź dostępność w księgarniach")).toBeUndefined();
    expect(availabilityFromText("Dostępny")).toBe("in_stock");
    const p = shop(
      "pl",
      '<h1>Latarnik z Helu</h1><div class="price">44,99 zł</div><button>Zamów w przedsprzedaży</button><a href="/ksiegarnie">Sprawdź dostępność w księgarniach stacjonarnych</a>',
    );
    expect(p?.availability).toBe("preorder");
  });

  it("reads a way of getting it whose words run into its name ('Pickup' then 'Not available at …') as that way's", () => {
    const p = shop(
      "en",
      '<h1>Patio dining set</h1><div class="price">$1,499.00</div><ul class="tiles"><li class="tile"><span>Pickup</span><span>Available</span></li><li class="tile tile--off"><span>Ship</span><span>Unavailable</span></li></ul><button>Add to cart</button>',
    );
    expect(p?.availability).toBe("in_stock");
    const gone = shop(
      "en",
      '<h1>Patio dining set</h1><div class="price">$1,499.00</div><div class="tiles"><div class="tile" disabled><span>Pickup</span><span>Not available at Oakbrook</span></div></div><p>This item is currently out of stock.</p>',
    );
    expect(gone?.availability).toBe("out_of_stock");
  });

  it("reads 'Produit plus commercialisé', 'non più commercializzato', 'fora de linha' as discontinued", () => {
    expect(availabilityFromText("Produit plus commercialisé")).toBe("discontinued");
    expect(availabilityFromText("Ce produit n'est plus disponible à la vente")).toBe("discontinued");
    expect(availabilityFromText("Prodotto non più commercializzato")).toBe("discontinued");
    expect(availabilityFromText("Produto fora de linha")).toBe("discontinued");
  });

  it("reads 'Pris: Be om tilbud' as a price on request, and the strip 'Andre kunder så også på' as other products", () => {
    const p = shop(
      "no",
      '<h1>Varmepumpe Nordic Frost 6.0 kW</h1><p>Varenr. 1378802</p><div class="pris">Pris: Be om tilbud</div><p>På lager</p><h2>Andre kunder så også på</h2><div class="grid"><div class="card"><a href="/p/1371011">Panelovn 1000 W</a><span>kr 1 299,00</span></div><div class="card"><a href="/p/1378850">Veggkonsoll</a><span>kr 749,00</span></div></div>',
    );
    expect(p?.price).toBeUndefined();
    expect(p?.sku).toBe("1378802");
  });

  it("reads a colour's 'Bordo (Tükendi)' among linked swatches, one marked chosen, as that colour's", () => {
    const p = shop(
      "tr",
      '<h1>Deri Omuz Çantası Mira</h1><div class="price">2.449,90 TL</div><ul class="variant-list"><li class="variant-item selected" data-stock="3"><a href="?renk=taba">Taba</a></li><li class="variant-item" data-stock="11"><a href="?renk=siyah">Siyah</a></li><li class="variant-item passive" data-stock="0"><a href="?renk=bordo">Bordo <small>(Tükendi)</small></a></li></ul><div class="productStock">Stokta var – Son 3 ürün!</div><a href="javascript:void(0)" class="addToCartBtn">SEPETE EKLE</a>',
    );
    expect(p?.availability).toBe("in_stock");
  });
});

describe("a second reading of round fourteen: layouts the first forms misread", () => {
  it("reads an amount followed by its own 'Original price' box as former, not one labelled before in the same box", () => {
    const price = (box: string) =>
      at("en", `<h1>Ultra Vest 12L</h1><div class="product-price">${box}</div><button>Add to cart</button>`)?.price;
    expect(
      price(
        '<span class="amount">$159.95</span> <span class="sr-only">Original price</span> <span class="amount">$119.95</span> <span class="sr-only">Current price</span>',
      ),
    ).toBe(119.95);
    expect(price('<span class="now">$299.00</span> <span class="orig">Original price $399.00</span> <span>Save 25%</span>')).toBe(299);
  });

  it("makes an ad with a price and a 'Show phone number' button a product, though it prints no ad number", () => {
    const p = at(
      "en",
      '<div class="ad"><h1>Trek Marlin 7 Mountain Bike</h1><div class="ad-price"><strong>£420</strong></div><p>Great condition.</p></div><aside class="sidebar"><div class="seller-card"><p>Dave</p><button class="btn btn-phone">Show phone number 07xxx xxx xxx</button></div></aside>',
      "https://ads.example.co.uk/ad/1429987/trek-marlin",
    );
    expect(p?.price).toBe(420);
    expect(p?.availability).toBe("in_stock");
  });

  it("stops a strip's run of boxes at the product's own box of the same class", () => {
    const p = at(
      "de",
      '<div class="container"><h1>Netzteil 24V 5A</h1><div class="row"><div class="col-6"><span class="preis">34,90 €</span></div><div class="col-6"><button>In den Warenkorb</button></div></div><h3>Passendes Zubehör</h3><div class="row"><div class="col-4"><a href="/p/a"><img src="/a.jpg" alt="">Klemme</a> 2,10 €</div><div class="col-4"><a href="/p/b"><img src="/b.jpg" alt="">Kabel</a> 4,90 €</div></div><div class="row"><div class="col-12"><table class="specs"><tr><th>Artikelnummer</th><td>NT-245-DIN</td></tr><tr><th>Verfügbarkeit</th><td>Nicht lieferbar</td></tr></table></div></div></div>',
    );
    expect(p?.sku).toBe("NT-245-DIN");
    expect(p?.availability).toBe("out_of_stock");
  });

  it("keeps a card's or a review's footer that prints an amount out of the product's box", () => {
    const p = at(
      "en",
      '<main><h1>Omega Seamaster 1968</h1><p class="sold-note">Sold</p><section class="more-watches"><h2>Explore the collection</h2><div class="grid"><article class="card"><a href="/p/1"><img src="/1.jpg" alt="">Rolex Date</a><div class="card-footer">$6,450</div></article><article class="card"><a href="/p/2"><img src="/2.jpg" alt="">Longines</a><div class="card-footer">$2,100</div></article></div></section></main>',
    );
    expect(p?.price).toBeUndefined();
  });

  it("reads a shipping restriction ('No se comercializa en Canarias') as no stock word", () => {
    expect(availabilityFromText("No se comercializa en Canarias, Ceuta y Melilla")).toBeUndefined();
    expect(availabilityFromText("Produit non commercialisé dans les DOM-TOM")).toBeUndefined();
    expect(availabilityFromText("Este producto ya no se comercializa")).toBe("discontinued");
  });

  it("reads the stock words of the linked option marked chosen as the product's", () => {
    const p = at(
      "en",
      '<h1>Cable Cardigan – Red</h1><div class="price">$89.00</div><div class="colours"><a class="colour is-selected" href="/products/cardigan-red"><span>Red</span> <span class="tag">Sold out</span></a><a class="colour" href="/products/cardigan-navy"><span>Navy</span></a><a class="colour" href="/products/cardigan-grey"><span>Grey</span></a></div><a class="notify" href="#notify">Email me when available</a>',
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads 'Dostępność: od ręki' as in stock and a state's own compound ('PreSale') as one word", () => {
    expect(availabilityFromText("Dostępność: od ręki")).toBe("in_stock");
    expect(availabilityFromText("Dostępność: duża ilość")).toBe("in_stock");
    const p = at("en", '<h1>Limited print</h1><div class="price">$40.00</div><p class="stock">Status: PreSale</p>');
    expect(p?.availability).toBe("preorder");
  });

  it("sets aside an analytics item's id that the page prints nowhere, and keeps one it prints", () => {
    const layer = (id: string) =>
      `<script>dataLayer.push({"event":"view_item","ecommerce":{"items":[{"item_id":"${id}","item_name":"Kids Flex sunglasses","price":149.0}]}});</script>`;
    const sku = (printed: string) =>
      at(
        "en",
        `<h1>Kids Flex sunglasses</h1><div class="price">₪149.00</div>${printed}<button>Add to cart</button>`,
        "https://shop.example.co.il/product/kids-flex/",
        layer("4388"),
      )?.sku;
    expect(sku("")).toBeUndefined();
    expect(sku("<p>Item no. <b>4388</b></p>")).toBe("4388");
  });
});

describe("round fifteen: regional classifieds, newspapers' ads and old ad sites", () => {
  const ad = (lang: string, body: string, url = "https://ads.example/ad/284719") =>
    extractProducts(`<!doctype html><html lang="${lang}"><head><title>Ad</title></head><body>${body}</body></html>`, url)[0];
  const form =
    '<form method="post" action="/contact.php"><table><tr><td>Name:</td><td><input name="n"></td></tr><tr><td>Message:</td><td><textarea name="m"></textarea></td></tr><tr><td></td><td><input type="submit" value="Send"></td></tr></table></form>';

  it("reads a message form titled for the ad ('Reply to this ad', 'Email the advertiser', 'Kontak die adverteerder') or posting a reply as the ad's answer", () => {
    const stock = (reply: string) =>
      ad("en", `<h1>Yamaha EF2000iS generator</h1><table><tr><td>Price: $1,100 OBO</td></tr><tr><td>Ad #: 284719</td></tr></table>${reply}`)
        ?.availability;
    expect(stock(`<table><tr><td><b>Reply to this ad</b></td></tr><tr><td>${form}</td></tr></table>`)).toBe("in_stock");
    expect(stock(`<div class="cl-reply"><h3>Email the advertiser</h3>${form}</div>`)).toBe("in_stock");
    expect(stock(`<div><h3>Kontak die adverteerder</h3><p>Marietjie – 021 555 0147</p>${form}</div>`)).toBe("in_stock");
    expect(stock(form.replace("/contact.php", "/ad/284719/reply"))).toBe("in_stock");
    // A shop's question form names no ad.
    expect(stock(`<div><h3>Ask a question about this product</h3>${form}</div>`)).toBeUndefined();
  });

  it("reads a button drawn as a picture by its alt text ('Email Seller'), and a number masked before its words", () => {
    const p = ad(
      "en",
      '<h1>Craftsman riding mower 42"</h1><table><tr><td>Price:</td><td class="price">$600.00</td></tr><tr><td>Ad #:</td><td>1123519</td></tr></table><p><a href="/ads/1123519/email-seller" class="btn-email"><img src="/img/btn-email-seller.gif" alt="Email Seller"></a></p>',
    );
    expect(p?.availability).toBe("in_stock");
    const q = ad(
      "fr",
      '<h1>4 pneus d\'hiver 205/55R16</h1><div class="boite-prix"><div class="prix-annonce"><span class="montant">Sur demande</span></div><div class="no-annonce">No d\'annonce : 48227750</div></div><div class="boite-contact"><button class="btn">418 555-01•• <u>Afficher le numéro</u></button></div>',
      "https://ads.example.ca/saguenay/annonce/48227750",
    );
    expect(q?.price).toBeUndefined();
    expect(q?.sku).toBe("48227750");
    expect(q?.availability).toBe("in_stock");
  });

  it("reads 'R 2 200' as rand, and 'Advertensie nr.', 'Advert no.', 'Posting ID', 'Cód. do anúncio' as the ad's code", () => {
    const read = (label: string) =>
      ad(
        "af",
        `<h1>Yskas te koop – Defy 300L</h1><div class="prys-groot">R 2 200</div><table><tr><td><b>${label}</b></td><td>KA-77310</td></tr></table><h3>Kontak die adverteerder</h3>${form}`,
        "https://ads.example.co.za/af/advertensie/KA-77310",
      );
    expect(read("Advertensie nr.")?.price).toBe(2200);
    for (const label of ["Advertensie nr.", "Advert no.", "Posting ID:", "Cód. do anúncio"]) expect(read(label)?.sku).toBe("KA-77310");
  });

  it("reads '[SALE AGREED]' in an ad's title as sold", () => {
    const p = ad(
      "en",
      '<h1>[SALE AGREED] Yamaha 5hp outboard</h1><p>Price: €750</p><p>Ref #: 2264</p><a href="/contact/2264" class="btn">Contact seller</a>',
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("sets aside 'More adverts in …' and 'More cattle listings', and a shipping cost named `ship__cost`", () => {
    const p = ad(
      "en",
      `<h1>Hayter Harrier 41 mower</h1><table><tr><td>Price: £45 ono</td></tr><tr><td>Ref: NDH-48213</td></tr></table><div class="cl-reply"><h3>Email the advertiser</h3>${form}</div><h3>More adverts in Garden &amp; DIY</h3><table><tr><td><a href="/ad/NDH-48190">Garden bench</a></td><td>£60</td></tr><tr><td><a href="/ad/NDH-48201">Greenhouse</a></td><td>£80</td></tr></table>`,
    );
    expect(p?.price).toBe(45);
    const q = ad(
      "en",
      '<h1>4 x Angus bulls</h1><p>POA</p><p>Ad ID 551877</p><a href="/ad/551877/email" class="btn">Email seller</a><h3>More cattle listings</h3><ul><li><a href="/ad/551702">20 x Angus cows</a> $2,100/hd</li><li><a href="/ad/551530">Hereford bull</a> $6,500</li></ul>',
    );
    expect(q?.price).toBeUndefined();
    const r = ad(
      "en",
      '<h1>LEGO Technic 42115</h1><table class="kb-ship"><tr><td>Courier - Nationwide</td><td class="kb-ship__cost">$9.00</td></tr></table><p>This listing has closed.</p><div class="kb-bidbox"><span class="kb-bidbox__label">Sold for</span><span class="kb-bidbox__amount">$85.00</span></div><p>Listing #4815220934</p>',
    );
    expect(r?.price).toBe(85);
  });
});

describe("round fifteen: bookshops, Nordic and Baltic shops", () => {
  const shop = (lang: string, body: string, head = "") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head><title>Product</title>${head}</head><body>${body}</body></html>`,
      "https://shop.example/p/1",
    )[0];

  it("reads a rating box ('valoracion') as no price", () => {
    const p = shop(
      "es",
      '<h1>La huerta maldita – Serie completa</h1><div class="valoracion"><img src="/e5.gif" alt="5 estrellas"> <a href="#opiniones">3 opiniones</a></div><div id="fichaDcha"><div class="cajaPrecio"><span class="precioAnt">Antes: <del>39,95 €</del></span><br><span class="precioFicha">34,95 €</span></div><input type="submit" value="Comprar" class="btnComprar"></div>',
    );
    expect(p?.price).toBe(34.95);
  });

  it("sets aside 'Outros livros de <author>'", () => {
    const p = shop(
      "pt",
      '<h1>O Inventário das Chuvas</h1><div class="price">De R$ 59,90 Por R$ 47,92</div><p>✔ Disponível em estoque · Enviado em até 1 dia útil</p><h2>Outros livros de Helena Bastos Prado</h2><div class="shelf"><div class="item"><a href="/p/2">O Poço das Três Marias</a><span>Esgotado</span></div><div class="item"><a href="/p/3">Outro</a><span>R$ 59,42</span></div></div>',
    );
    // The strip's "Esgotado" is another book's.
    expect(p?.availability).not.toBe("out_of_stock");
  });

  it("reads 'Bez PDV-a: 2.325,00 RSD' as the price before tax", () => {
    const p = shop(
      "sr",
      '<h1>Stalak za gitaru</h1><div class="cena">2.790,00 RSD <span>Bez PDV-a: 2.325,00 RSD</span></div><button>Dodaj u korpu</button>',
    );
    expect(p?.price).toBe(2790);
  });

  it("reads 'Få igjen' as a few left, and a list of stores with their stock ('Bergen Lagunen' 'Ikke på lager') as theirs", () => {
    const p = shop(
      "no",
      '<h1>Merinoulltrøye</h1><div class="price">699,-</div><p>Få igjen på nettlager</p><button>Legg i handlekurv</button><details class="stores"><summary>Lagerstatus i butikk</summary><ul><li><span>Oslo Storo</span><span>Få igjen</span></li><li><span>Bergen Lagunen</span><span>Ikke på lager</span></li><li><span>Trondheim Solsiden</span><span>Ikke på lager</span></li></ul></details>',
    );
    expect(p?.availability).toBe("in_stock");
    expect(availabilityFromText("Få igjen på nettlager")).toBe("limited");
    const tickets = shop(
      "en",
      '<h1>Harbour Lights Festival – Saturday</h1><ul class="tiers"><li class="tt"><span>General Admission</span> <span>$89.00</span> <span>SOLD OUT</span></li><li class="tt"><span>GA+</span> <span>$129.00</span> <span>SOLD OUT</span></li><li class="tt"><span>VIP Deck</span> <span>$249.00</span> <span>SOLD OUT</span></li></ul><p>Event code: TL-HLF27-SAT</p>',
    );
    expect(tickets?.availability).toBe("out_of_stock");
  });

  it("reads a page state's pre-order flag over its stock count", () => {
    const state = `<script>window.__STATE__ = {"product":{"name":"Wi-Fi thermostat","sku":"TK-WF-3310","price":59,"stock":{"qty":0,"isPreorder":true}}};</script>`;
    const p = shop("et", '<h1>Wi-Fi thermostat</h1><div class="price">59,00 €</div>', state);
    expect(p?.availability).toBe("preorder");
  });

  it("reads Latvian 'Cena pēc pieprasījuma' as a price on request, 'Pieejams' in stock and 'Nav pieejams' gone", () => {
    const p = shop(
      "lv",
      '<h1>Jūrmalas priedes – akvarelis</h1><p>Preces kods: DG-ORIG-014</p><p class="cena">Cena pēc pieprasījuma</p><p>● Pieejams · Apskatāms galerijā</p>',
    );
    expect(p?.sku).toBe("DG-ORIG-014");
    expect(p?.availability).toBe("in_stock");
    expect(availabilityFromText("Šobrīd nav pieejams")).toBe("out_of_stock");
  });
});

describe("a second reading of round fifteen: layouts the first forms misread", () => {
  const page = (lang: string, body: string, head = "") =>
    extractProducts(
      `<!doctype html><html lang="${lang}"><head><title>Product</title>${head}</head><body>${body}</body></html>`,
      "https://shop.example/p/1",
    )[0];

  it("keeps a price in a box named for a membership or a sponsorship ('membership-fee') as the price", () => {
    expect(page("en", '<h1>Annual membership</h1><div class="membership-fee">$480.00</div><button>Add to cart</button>')?.price).toBe(480);
  });

  it("reads a bare amount after 'Price (no VAT):' or 'IVA no incluido:' as a price, not a code", () => {
    const pw = page(
      "en",
      '<h1>Oak bench</h1><p class="price">Price (no VAT): 245.00</p><button>Add to basket</button>',
      '<meta property="og:price:currency" content="GBP">',
    );
    expect(pw?.price).toBe(245);
  });

  it("lets a page state's pre-order flag beside a stock of none say nothing: the page decides", () => {
    const state = `<script>window.__STATE__ = {"product":{"name":"Print A3","sku":"PR-1","price":40,"available":false,"inventory_quantity":0,"preorder":true}};</script>`;
    const p = page("en", '<h1>Print A3</h1><div class="price">$40.00</div><p>Sold out</p><button disabled>Sold out</button>', state);
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads a reply form titled inside by a legend, and not a question thread's form posting to '/replies'", () => {
    const stock = (form: string) =>
      page("fr", `<h1>Vélo de route Cannondale</h1><p class="prix">650 $</p><p>Numéro d'annonce : 47960214</p>${form}`)?.availability;
    expect(
      stock(
        '<form method="post" action="/contact/annonceur"><fieldset><legend>Contacter l\'annonceur</legend><textarea name="m">Bonjour, est-ce toujours disponible?</textarea><button>Envoyer</button></fieldset></form>',
      ),
    ).toBe("in_stock");
    expect(
      stock('<form method="post" action="/qa/1187/replies"><textarea name="m"></textarea><button>Envoyer</button></form>'),
    ).toBeUndefined();
  });

  it("makes a gone product page with no price a product when its buy box says gone too", () => {
    const p = page(
      "pt",
      '<h1>Porcelanato Calacata 60x120</h1><p class="indisponivel">Produto indisponível</p><form class="avise-me"><input type="email" placeholder="Seu e-mail"><button>Avise-me</button></form>',
    );
    expect(p?.availability).toBe("out_of_stock");
  });
});

describe("round sixteen: classified ads in more languages", () => {
  const ad = (lang: string, body: string, url: string) =>
    extractProducts(`<!doctype html><html lang="${lang}"><head><title>Ad</title></head><body>${body}</body></html>`, url)[0];

  it("reads the answers and ad numbers of Bulgarian, Russian, Turkish, Hebrew and Croatian ad sites", () => {
    const bg = ad(
      "bg",
      '<h1>Пералня Bosch Serie 4</h1><p>Номер на обявата: 4117823</p><div class="price">320 лв.</div><a href="#" class="phone">📞 Покажи телефона</a>',
      "https://ads.example.bg/obiava-4117823/peralnya",
    );
    expect(bg?.sku).toBe("4117823");
    expect(bg?.availability).toBe("in_stock");
    const ru = ad(
      "ru",
      '<h1>Toyota Camry 2019 г.</h1><p>№ 154321987 · Опубликовано 2 ноя.</p><div class="price">12 500 000 ₸</div><button>Показать телефон</button>',
      "https://ads.example.kz/a/show/154321987",
    );
    expect(ru?.sku).toBe("154321987");
    const tr = ad(
      "tr",
      '<h1>Renault Clio 1.0 TCe</h1><p>İlan No: 1123456789</p><div class="fiyat">1.125.000 TL</div><button>Mesaj Gönder</button>',
      "https://ads.example.com.tr/ilan/1123456789",
    );
    expect(tr?.availability).toBe("in_stock");
    const he = ad(
      "he",
      "<h1>ספה תלת מושבית</h1><p>מספר מודעה: 58214097</p><button>הצגת מספר טלפון</button>",
      "https://ads.example.co.il/item/58214097",
    );
    expect(he?.sku).toBe("58214097");
    expect(he?.availability).toBe("in_stock");
    const hr = ad(
      "hr",
      '<h1>VW Golf 7 1.6 TDI</h1><p>Oglas je istekao</p><div class="cijena">11.490 €</div><p>Šifra oglasa: 40988123</p>',
      "https://ads.example.hr/auti/golf-oglas-40988123",
    );
    expect(hr?.sku).toBe("40988123");
    expect(hr?.availability).toBe("out_of_stock");
  });

  it("reads a Greek code label abbreviated and naming the shop ('Κωδ. Ορίζων: 3029481') over the ISBN", () => {
    const p = ad(
      "el",
      '<h1>Το φράγμα</h1><ul><li>ISBN: 978-960-16-9012-4</li><li>Κωδ. Ορίζων: 3029481</li></ul><div class="price">Τιμή: 15,30 €</div><button>Προσθήκη στο καλάθι</button>',
      "https://books.example.gr/vivlio/to-fragma",
    );
    expect(p?.sku).toBe("3029481");
  });

  it("reads an ad archived or made inactive as gone, and the poster's own 'Mark as unavailable' button as no state", () => {
    expect(availabilityFromText("Оголошення неактивне")).toBe("out_of_stock");
    expect(availabilityFromText("Bu ilan yayından kaldırılmıştır.")).toBe("out_of_stock");
    const p = ad(
      "en",
      '<h1>Samsung 55" Crystal UHD TV</h1><div class="price">KSh 42,000</div><p>Ad ID: 3310478</p><button>Mark as unavailable</button><button>Request call back</button>',
      "https://ads.example.co.ke/nairobi/tv/samsung-55-3310478.html",
    );
    expect(p?.availability).toBe("in_stock");
  });
});

describe("round sixteen: site builders' page frames", () => {
  it("reads the content box a site builder names 'wsite-not-footer' as the page's, and a hidden 'Out of stock' message as unshown", () => {
    const p = extractProducts(
      '<!doctype html><html lang="en"><head><title>Rewarewa Honeydew 350g | Valley Honey</title><meta property="og:title" content="Rewarewa Honeydew 350g"></head><body><div class="wrapper"><div id="wsite-content" class="wsite-elements wsite-not-footer"><div class="wsite-com-product-info"><h2 id="wsite-com-product-title">Rewarewa Honeydew 350g</h2><div class="wsite-com-product-price">$18.00</div><div class="wsite-com-product-sku">SKU: <span>KVH-REW-350</span></div><div class="wsite-com-product-inventory"><span class="msg">In stock</span><span class="msg" style="display:none">Out of stock</span></div><button>Add To Cart</button></div></div></div><div class="footer-wrap">© Valley Honey</div></body></html>',
      "https://honey.example.co.nz/store/p1/rewarewa-honeydew-350g.html",
    )[0];
    expect(p?.price).toBe(18);
    expect(p?.sku).toBe("KVH-REW-350");
    expect(p?.availability).toBe("in_stock");
  });
});

describe("a second reading of round sixteen: layouts the first forms misread", () => {
  const at = (lang: string, body: string, url = "https://shop.example/p/1") =>
    extractProducts(`<!doctype html><html lang="${lang}"><head><title>Product</title></head><body>${body}</body></html>`, url)[0];

  it("reads 'Κωδ. κατασκευαστή' (the maker's code) and 'Κωδ. EAN' as no shop code", () => {
    const sku = (lines: string) =>
      at("el", `<h1>Δράπανο GSB 18V</h1><ul>${lines}</ul><div class="price">Τιμή: 129,00 €</div><button>Προσθήκη στο καλάθι</button>`)?.sku;
    expect(sku("<li>Κωδ. κατασκευαστή: 910-005470</li><li>Κωδ. προϊόντος: 1284512</li>")).toBe("1284512");
    expect(sku("<li>Κωδ. κατασκευαστή: 0601868109</li>")).not.toBe("0601868109");
  });

  it("reads a label's value that a class hides on some screens only as shown", () => {
    const p = at(
      "en",
      '<h1>Desk lamp</h1><div class="price">$49.00</div><dl class="specs"><dt>SKU</dt><dd class="hidden sm:block">DL-2201</dd></dl><button>Add to cart</button>',
    );
    expect(p?.sku).toBe("DL-2201");
  });

  it("sets aside the seller's other ads ('Другие объявления продавца') with their status badges", () => {
    const p = at(
      "ru",
      '<h1>Велосипед Stels Navigator 500</h1><p>№ 3874521903</p><div class="price">15 000 ₽</div><button>Показать телефон</button><h2>Другие объявления продавца</h2><div class="cards"><div class="card"><a href="/ad/1"><img src="/1.jpg" alt="">Самокат</a><span>2 000 ₽</span><span>Объявление в архиве</span></div><div class="card"><a href="/ad/2"><img src="/2.jpg" alt="">Шлем</a><span>900 ₽</span></div></div>',
      "https://ads.example.ru/moskva/velosiped_3874521903",
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads Slovak 'Inzerát č.' and 'Cena: Dohodou', Romanian 'Acest anunț nu mai este disponibil', Arabic 'الإعلان لم يعد متاحًا'", () => {
    const sk = at(
      "sk",
      '<h1 class="nadpisdetail">Kočík Cybex Priam 3v1</h1><table><tr><td>Telefón:</td><td><a href="#" onclick="return tel(1)">zobraziť telefón</a></td></tr><tr><td>Cena:</td><td><b>Dohodou</b></td></tr></table><div><span>Inzerát č. 162345678</span></div>',
      "https://ads.example.sk/inzerat/162345678/kocik.php",
    );
    expect(sk?.sku).toBe("162345678");
    expect(sk?.availability).toBe("in_stock");
    expect(availabilityFromText("Acest anunț nu mai este disponibil.")).toBe("out_of_stock");
    expect(availabilityFromText("هذا الإعلان لم يعد متاحًا")).toBe("out_of_stock");
  });
});

describe("round seventeen: local classifieds and European bookshops", () => {
  it("reads an ad's title marked 'SOLD - …' as gone over markup that says InStock", () => {
    const p = at(
      "en",
      '<main itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">SOLD - Stanley Superstar range, oil fired</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="availability" content="http://schema.org/InStock"><span itemprop="price" content="400">€400</span><meta itemprop="priceCurrency" content="EUR"></div><p>Ad ID: NWD-879911</p><button>Message seller</button></main>',
      "https://deals.example.ie/ad/879911",
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads an expired, ended or pending classified as gone ('This classified has expired', 'This ad expired on …', 'This advert has ended', 'SALE PENDING')", () => {
    const notice = (text: string) =>
      at(
        "en",
        `<main><p class="notice">${text}</p><h1>Yamaha upright piano, walnut</h1><div class="price">€1,800</div><p>Ad #: 1047710</p></main>`,
        "https://classifieds.example.ie/ad/1047710",
      )?.availability;
    expect(notice("This classified has expired. It is no longer active and the advertiser may no longer be contactable.")).toBe(
      "out_of_stock",
    );
    expect(notice("<b>This ad expired on 02/28/2025</b> and is shown for reference only. Contact information has been removed.")).toBe(
      "out_of_stock",
    );
    expect(notice("This advert has ended")).toBe("out_of_stock");
    expect(notice('<span class="ribbon">SALE PENDING</span>')).toBe("out_of_stock");
    expect(availabilityFromText("Under offer")).toBe("out_of_stock");
  });

  it("reads 'Price: FREE' near the heading as a price of 0, not a similar ad's price below", () => {
    const free = at(
      "en",
      '<main><h1>FREE upright piano - you haul</h1><table><tr><td>Price:</td><td>FREE</td></tr><tr><td>Ad #:</td><td>2282215</td></tr></table><button>Show phone number</button></main><section><h3>Nearby</h3><ul><li><a href="/ad/1">Yamaha keyboard</a> <span>$120</span></li><li><a href="/ad/2">Dolly</a> <span>$35</span></li></ul></section>',
      "https://used.example.com/ad/2282215",
    );
    expect(free?.price).toBe(0);
    // "Free" that labels no price (shipping) is none.
    const shipping = at(
      "en",
      "<main><h1>Oak chair</h1><p>Shipping: Free</p><p>$120.00</p><p>SKU: OC-1</p><button>Add to cart</button></main>",
    );
    expect(shipping?.price).toBe(120);
  });

  it("reads 'Finance from $89 bi-weekly' as a plan, not the price", () => {
    const p = at(
      "en",
      '<main><h1>2021 Kawasaki Ninja 400 ABS</h1><p class="finance-line">Finance from <b>$89 bi-weekly</b> OAC</p><p>Listing #: NMT-88213</p><a class="button" href="#contact">Contact dealer</a></main>',
    );
    expect(p?.price).not.toBe(89);
  });

  it("reads 'Angebotsnr.' as the offer's code, and 'Dieses Angebot ist nicht mehr verfügbar. Der Artikel wurde bereits verkauft.' as gone", () => {
    const p = at(
      "de",
      '<main><h1>Atlas des Deutschen Reiches</h1><dl><dt>Einband</dt><dd>Halbleder</dd><dt>Angebotsnr.</dt><dd>1162208845</dd></dl><div class="hinweis">Dieses Angebot ist nicht mehr verfügbar. Der Artikel wurde bereits verkauft.</div></main>',
      "https://antiquariat.example.de/angebot/1162208845",
    );
    expect(p?.sku).toBe("1162208845");
    // An offer no longer to be had is gone for good.
    expect(["out_of_stock", "discontinued"]).toContain(p?.availability);
  });

  it("reads 'Benachrichtigen Sie mich, sobald der Artikel lieferbar ist' as an offer to write, overruling stale product meta", () => {
    const p = at(
      "de",
      '<main><h1>Zeitraffer (Super Deluxe Box)</h1><div class="product--price">249,99 € *</div><p class="delivery--information"><span class="delivery--text delivery--text-not-available"><i class="delivery--status-icon delivery--status-not-available"></i>Nicht lieferbar – derzeit ist kein Liefertermin bekannt</span></p><div class="product--notification"><p>Benachrichtigen Sie mich, sobald der Artikel lieferbar ist</p><form action="/notify"><input type="email" name="email"><button type="submit" class="btn"><i class="icon--mail"></i></button></form></div><p>Artikel-Nr.: KK-198820</p></main>',
      "https://music.example.de/vinyl/zeitraffer",
      '<meta property="og:type" content="product"><meta property="product:price:amount" content="249.99"><meta property="product:price:currency" content="EUR"><meta property="product:availability" content="instock">',
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads 'Sin stock en librerías' and 'Sem stock nas livrarias' as the bookshops' shelves, not the shop online", () => {
    const book = (lang: string, line: string, button: string) =>
      at(
        lang,
        `<main><h1>La memoria del agua salada</h1><div class="precio">18,95 €</div><p>Ref.: 2251003</p><p class="tiendas">${line}</p><button>${button}</button></main>`,
      )?.availability;
    expect(book("es", "Sin stock en librerías en este momento", "Añadir a la cesta")).toBe("in_stock");
    expect(book("pt", "Sem stock nas livrarias", "Adicionar ao carrinho")).toBe("in_stock");
  });

  it("reads the chosen format's amount in a list of formats, not a lower one of another format as its sale price", () => {
    const p = at(
      "fr",
      '<main><h1>Les Nuits de Saint-Malo</h1><ul class="formats"><li class="formats__item formats__item--actif"><a href="#">Broché<br><span>22,00 €</span></a></li><li class="formats__item"><a href="/livre/poche">Poche<br><span>Voir</span></a></li><li class="formats__item"><a href="/livre/epub">Numérique (EPUB)<br><span>15,99 €</span></a></li></ul><p>En stock</p><p>Référence 2876543</p><button>Ajouter au panier</button></main>',
    );
    expect(p?.price).toBe(22);
  });

  it("reads a bare answer to an ad as its stock when the ad prints a price beside a 'Negotiable' chip", () => {
    const p = at(
      "en",
      '<main><h1>Kids bike 20" - Mongoose, blue</h1><div class="price-row"><span class="price">$60</span></div><div class="chips"><span class="chip">Used – fair</span><span class="chip">Negotiable</span></div><div class="actions"><a class="btn primary" href="/inbox/new?ad=10455096">Message</a></div><p>Ad ID 10455096</p></main>',
      "https://buysell.example.com.au/ad/10455096/kids-bike",
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads a box's head titling similar ads ('<div class=\"boxhead\">SIMILAR ADS</div>') as a strip's title", () => {
    const p = at(
      "en",
      '<table><tr><td id="maincol"><div class="crumbs"><a href="/">Home</a></div><h1>Upright piano - you haul</h1><table class="addetails"><tr><td>Ad #:</td><td>2282215</td></tr></table><a href="#" class="btn">Show Phone Number</a><div class="boxhead">SIMILAR ADS</div><table class="simads"><tr><td><a href="/ad/2281120"><img src="/1.jpg" alt=""></a></td><td><a href="/ad/2281120">Yamaha keyboard PSR-E373</a></td><td class="simprice">$120</td></tr><tr><td><a href="/ad/2281877"><img src="/2.jpg" alt=""></a></td><td><a href="/ad/2281877">Piano dolly rental</a></td><td class="simprice">$35</td></tr></table></td></tr></table>',
      "https://used.example.com/ad/2282215",
    );
    expect(p?.sku).toBe("2282215");
    expect(p?.price).toBeUndefined();
  });
});

describe("round seventeen: representative shops", () => {
  const at = (lang: string, body: string, url = "https://shop.example/p/1") =>
    extractProducts(`<!doctype html><html lang="${lang}"><head><title>Product</title></head><body>${body}</body></html>`, url)[0];

  it("reads 'Añadir al carro' as a buy button", () => {
    const p = at(
      "es",
      '<main><h1>Jamón serrano reserva lonchas</h1><p class="product-price">3,29 €</p><button class="button button-primary">Añadir al carro</button></main>',
    );
    expect(p?.price).toBe(3.29);
    expect(p?.availability).toBe("in_stock");
  });

  it("reads an amount labelled a weight ('Item Weight | 5.6 pounds', 'Kotiinkuljetus 9,90 €' a delivery) as no price", () => {
    const p = at(
      "en",
      '<main><h1>NutriMax Pro 1200W Personal Blender</h1><p>Currently unavailable.</p><table class="prodDetTable"><tr><th>Item model number</th><td>NMX-1200G</td></tr><tr><th>Item Weight</th><td>5.6 pounds</td></tr></table></main>',
      "https://shop.example.com/dp/BZ09XQ4T7R",
    );
    expect(p?.price).toBeUndefined();
    const fi = at(
      "fi",
      "<main><h1>GaN-laturi 100 W</h1><p>Tuotenumero: VP-GAN100</p><p>Tuote on poistunut valikoimasta.</p><ul><li>Kotiinkuljetus 9,90 €</li></ul></main>",
    );
    expect(fi?.price).toBeUndefined();
  });

  it("reads a price drawn as a picture (role=img) by its label in units and cents ('389 reais com 90 centavos')", () => {
    const p = at(
      "pt",
      '<main><h1>Fritadeira Elétrica Air Fryer 5,5L</h1><div class="ui-pdp-price"><span class="money-amount" role="img" aria-label="Agora: 389 reais com 90 centavos"><span class="money-amount__currency-symbol" aria-hidden="true">R$</span><span class="money-amount__fraction" aria-hidden="true">389</span><span class="money-amount__cents">90</span></span></div><p>Estoque disponível</p><button>Comprar agora</button></main>',
      "https://marketplace.example.com.br/p/CPK-3345128890",
    );
    expect(p?.price).toBe(389.9);
  });

  it("reads 'Soyez alerté(e) dès son retour en stock' as an offer to write when it is back, not as in stock", () => {
    expect(availabilityFromText("Soyez alerté(e) dès son retour en stock :")).toBe("out_of_stock");
  });

  it("reads a box named for the rating ('izdelek__ocena', Slovenian and Polish 'ocena') as no price", () => {
    const p = at(
      "sl",
      '<main><h1>Harmon Vega S-Classic električna kitara</h1><p>Šifra: GK-10442</p><p class="izdelek__ocena"><span>★★★★★</span> <a href="#mnenja">2 mnenj</a></p><div class="izdelek__cene"><p class="izdelek__redna-cena">Redna cena: <del>399,00 €</del></p><p class="izdelek__cena"><span class="izdelek__cena-oznaka">Cena:</span> <span class="izdelek__cena-znesek" data-cena="349.0">349,00 €</span> <span class="izdelek__prihranek">Prihranite 50,00 €</span></p></div><button>Dodaj v košarico</button></main>',
    );
    expect(p?.price).toBe(349);
  });

  it("reads 'Izdelek ni več v prodaji' and 'Proizvod više nije u prodaji' as discontinued", () => {
    expect(availabilityFromText("● Izdelek ni več v prodaji")).toBe("discontinued");
    expect(availabilityFromText("Proizvod više nije u prodaji")).toBe("discontinued");
  });

  it("reads a successor's card in the buy box (a link with its picture, name and price) as another product's price", () => {
    const p = at(
      "de",
      '<main><h1>Barolo DOCG «Cannubi» 2016</h1><p>Art.-Nr. 30871</p><p class="status">Ausverkauft</p><div class="nachfolger"><p>Unser Tipp: der Nachfolgejahrgang ist bereits eingetroffen.</p><a href="/shop/artikel/30874"><img src="/30874_k.jpg" alt=""> Barolo DOCG «Cannubi» 2019 – <span class="preis">CHF 54.–</span></a></div></main>',
      "https://wein.example.ch/shop/artikel/30871",
    );
    expect(p?.price).toBeUndefined();
  });

  it("reads a volume table's first row ('Bis 4 | 189,90 €*') apart, never as one amount across its cells", () => {
    const p = at(
      "de",
      '<main><h1>Tessaro B650M Pro WiFi</h1><p>Artikelnummer: RK-201188</p><table class="product-block-prices-grid"><tr class="product-block-prices-row"><th class="product-block-prices-cell">Anzahl</th><th class="product-block-prices-cell">Stückpreis</th></tr><tr class="product-block-prices-row"><th class="product-block-prices-cell"><div class="product-block-prices-quantity">Bis 4</div></th><td class="product-block-prices-cell">189,90 €*</td></tr><tr class="product-block-prices-row"><th class="product-block-prices-cell"><div class="product-block-prices-quantity">Ab 5</div></th><td class="product-block-prices-cell">184,90 €*</td></tr></table><button>In den Warenkorb</button></main>',
    );
    expect(p?.price).toBe(189.9);
  });
});

describe("a second reading of round seventeen: layouts the first forms misread", () => {
  const offer = (availability: string, price = "24.00") =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Product","offers":{"@type":"Offer","price":"${price}","priceCurrency":"USD","availability":"https://schema.org/${availability}"}}</script>`;

  it("reads 'SOLD' after a title ('Sign Rider - SOLD', a realtor's sign) as no state over markup, before it as sold", () => {
    const sign = at(
      "en",
      `<main><h1>Sign Rider - SOLD</h1><p class="price">$24.00</p><p>SKU: SR-SOLD</p><button>Add to cart</button></main>`,
      "https://signs.example.com/products/sign-rider-sold",
      offer("InStock"),
    );
    expect(sign?.availability).toBe("in_stock");
  });

  it("reads 'This week's ad has ended' (a grocer's weekly flyer) as nothing of the product", () => {
    const p = at(
      "en",
      `<main><h1>Organic Bananas, 2 lb</h1><p class="notice">This week's ad has ended. See the new weekly ad.</p><p class="price">$1.49</p><button>Add to cart</button></main>`,
      "https://grocer.example.com/p/bananas",
      offer("InStock", "1.49"),
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads 'Price: Free' after the product's price (a free sample, a gift) as no price of the product", () => {
    const p = at(
      "en",
      '<main><h1>Oak Herringbone Flooring</h1><p class="price">£44.99</p><p>In stock</p><div class="sample"><h3>Order a sample</h3><dl><dt>Price:</dt><dd>Free</dd></dl></div><button>Add to basket</button></main>',
    );
    expect(p?.price).toBe(44.99);
  });

  it("reads a box's head that links to more of the brand ('More from Rab') as no title of the price box after it", () => {
    const p = at(
      "en",
      '<main><h1>Rab Microlight Alpine Jacket</h1><div class="section-head"><a href="/brands/rab">More from Rab</a></div><div class="price-box"><span class="price">£200.00</span><p>In stock</p><button>Add to basket</button></div></main>',
    );
    expect(p?.price).toBe(200);
  });

  it("reads a B2B quote's 'Angebotsnummer' as no product code", () => {
    const p = at(
      "de",
      '<main><h1>Schraubendreher-Set 12-tlg.</h1><p>Angebotsnummer: ANG-2024-0815 (gültig bis 31.12.)</p><p>Artikelnummer: 100234</p><p class="price">49,90 €</p><button>In den Warenkorb</button></main>',
    );
    expect(p?.sku).toBe("100234");
  });

  it("reads a bookshop chain's 'Agotado en nuestras tiendas y en la web' as gone online too", () => {
    const p = at(
      "es",
      '<main><h1>La memoria del agua salada</h1><div class="precio">18,95 €</div><p>Ref.: 2251003</p><p class="stock">Agotado en nuestras tiendas y en la web</p></main>',
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads a lower amount in an unmarked list of links ('Mit Objektiv', 'Nur Gehäuse') as a sale price still", () => {
    const p = at(
      "de",
      '<main><h1>Kamera Z50 Gehäuse</h1><ul class="sets"><li><a href="/z50-kit">Mit Objektiv <span>1.199,00 €</span></a></li><li><a href="/z50">Nur Gehäuse <span>999,00 €</span></a></li></ul><p>Artikelnummer: Z50-BODY</p><p>Auf Lager</p><button>In den Warenkorb</button></main>',
    );
    expect(p?.price).toBe(999);
  });

  it("reads a weight or a Finnish delivery label only right before an amount ('Waga: 20 kg' then 'Cena: 299,99 zł' is a price)", () => {
    const pl = at(
      "pl",
      '<main><h1>Hantle regulowane 2 x 10 kg</h1><p class="opis">Waga: 20 kg<br>Cena: 299,99 zł</p><p>Dostępny</p><button>Do koszyka</button></main>',
    );
    expect(pl?.price).toBe(299.99);
    const fi = at(
      "fi",
      '<main><h1>Retkeilypatja</h1><p class="toimitus">Toimitus 2–3 arkipäivässä</p><p>79,90 €</p><p>Varastossa</p><button>Lisää ostoskoriin</button></main>',
    );
    expect(fi?.price).toBe(79.9);
  });

  it("reads 'ki ni več v prodaji' of a predecessor as nothing of the product", () => {
    const p = at(
      "sl",
      '<main><h1>Kolesarski števec M400</h1><div class="cena">129,00 €</div><p class="opomba">Naslednik modela M300, ki ni več v prodaji.</p><p>Na zalogi</p><button>Dodaj v košarico</button></main>',
    );
    expect(p?.availability).toBe("in_stock");
  });
});

describe("round eighteen: auctions, second-hand and refurbished shops", () => {
  it("reads an auction's 'Lägg bud', 'Köp nu för 1 800 kr' and 'Plaats bod' as buy buttons, and 'Objektnr', 'Objectnummer', 'Annuncio n.' as the listing's code", () => {
    const sv = at(
      "sv",
      '<main><h1>Kosta Boda glasskulptur signerad</h1><div class="bid"><span>Ledande bud</span> <span class="bid__amount">1 250 kr</span></div><form action="/item/612837492/bid"><input name="bid"><button type="submit" class="btn">Lägg bud</button></form><button class="btn" type="button">Köp nu för 1 800 kr</button><p>Objektnr <span>612837492</span> · Publicerad 23 nov 2025</p></main>',
      "https://auktion.example.se/item/612837492",
    );
    expect(sv?.sku).toBe("612837492");
    expect(sv?.availability).toBe("in_stock");
    const nl = at(
      "nl",
      '<main><p>Objectnummer: 84213577</p><h1>Rolf Benz fauteuil model 384</h1><p>Huidig bod</p><p class="bid">€ 340</p><button class="btn">Plaats bod</button></main>',
      "https://veiling.example.nl/l/84213577-fauteuil",
    );
    expect(nl?.sku).toBe("84213577");
    expect(nl?.availability).toBe("in_stock");
    const it = at(
      "it",
      '<main><h1>iPhone 11 64GB</h1><p class="price">249 €</p><p>Annuncio n. 509771203 · Segnala annuncio</p><button class="btn">Contatta il venditore</button></main>',
    );
    expect(it?.sku).toBe("509771203");
  });

  it("reads a closed lot, an ended Polish auction and a reserved or sold ad as gone ('Deze kavel is gesloten op …', 'Licytacja zakończona 23.11.2025', 'Diese Anzeige ist reserviert', 'Cette annonce n'est plus disponible')", () => {
    const lot = at(
      "nl",
      '<main><h1>LEGO Star Wars 10179 Millennium Falcon</h1><p>Objectnummer: 83977140</p><p class="closed">Deze kavel is gesloten op zondag 23 november 2025 om 20:14.</p><p>Laatste bod</p><p class="bid">€ 1.150</p></main>',
      "https://veiling.example.nl/l/83977140-lego",
    );
    expect(lot?.availability).toBe("out_of_stock");
    const pl = at(
      "pl",
      '<main><h1>Aparat Canon EOS 600D</h1><p class="status">Licytacja zakończona 23.11.2025 o 20:00. Przedmiot został sprzedany.</p><p>Cena końcowa</p><p class="price">620,00 zł</p><p>Numer oferty: 14298810374</p></main>',
    );
    expect(pl?.availability).toBe("out_of_stock");
    const de = at(
      "de",
      '<main><h1>Reserviert • Bosch GSR 18V-55 Akkuschrauber</h1><div class="price">85 €</div><p class="notice">Diese Anzeige ist reserviert. Der Anbieter hat den Artikel für eine andere Person zurückgelegt.</p><p>Anzeigen-ID: 2940330871</p><button class="btn">Nachricht schreiben</button></main>',
    );
    expect(de?.availability).toBe("out_of_stock");
    const fr = at(
      "fr",
      '<main><h1>Vélo de route Triban RC520</h1><p class="notice">Cette annonce n\'est plus disponible. Le vendeur l\'a marquée comme vendue le 19/11/2025.</p><div class="price">420 €</div></main>',
      "https://annonces.example.fr/ad/velos/2748193",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Vélo de route Triban RC520","offers":{"@type":"Offer","price":"420","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>',
    );
    expect(fr?.availability).toBe("out_of_stock");
  });

  it("reads what a buyer of used goods pays ('Wir zahlen dir bis zu 24,50 €'), a new price of reference and an offer's threshold ('dès 250 € d'achat') as no price", () => {
    const sell = at(
      "de",
      '<main><h1>Nintendo Switch Lite Türkis</h1><p>Artikelnummer: ZL-4411</p><p>Dieser Artikel ist leider nicht vorrätig.</p><div class="sell-teaser"><p>Wir zahlen dir bis zu <strong class="sell-teaser__price">24,50 €</strong> für dein Gerät.</p></div></main>',
    );
    expect(sell?.price).toBeUndefined();
    const refurb = at(
      "fr",
      '<main><h1>Galaxy S21 5G 128 Go</h1><p>Épuisé</p><p class="ref">Prix neuf de référence : 859,00 €</p><p class="promo">Offre valable dès 250 € d\'achat. Voir conditions.</p><p>Réf. RN-S21-128</p></main>',
    );
    expect(refurb?.price).toBeUndefined();
  });

  it("reads an amount in a picker's option that links to another page, another option marked chosen, as that option's price", () => {
    const p = at(
      "fr",
      '<main><h1>Galaxy S21 5G 128 Go - Gris</h1><p>Réf. RN-S21-128</p><p>Ce produit n\'est plus disponible pour le moment.</p><fieldset><legend>Stockage</legend><div class="picker"><a href="#" class="opt" aria-current="true">128 Go<span>Épuisé</span></a><a href="/p/galaxy-s21-256-go" class="opt">256 Go<span>259,00 €</span></a></div></fieldset></main>',
    );
    expect(p?.price).toBeUndefined();
  });
});

describe("round eighteen: variant pages and shops outside Europe", () => {
  it("reads a size link that notes its stock and offers to write ('42 Niedostępny Powiadom mnie') as that size's, beside sizes to be had", () => {
    const p = at(
      "pl",
      '<main><h1>Płaszcz wełniany damski oversize</h1><div class="sizes"><span>Rozmiar:</span><div class="sizes__sub"><a class="select_button" href="#38"><span>38</span></a><a class="select_button" href="#40"><span>40</span><small>Ostatnia sztuka</small></a><a class="select_button disabled" href="#42"><span>42</span><small class="size_status">Niedostępny</small><small>Powiadom mnie</small></a></div></div><div class="price">899,99 zł</div><p>Kod produktu: SZM-41872</p><button class="btn">Dodaj do koszyka</button></main>',
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads 'Polecamy również' as a strip of other products", () => {
    const p = at(
      "pl",
      '<main><h1>Sneakersy skórzane damskie białe</h1><div class="prices"><strong id="projector_price_value"><span>349,99 zł</span></strong></div><button class="btn">Dodaj do koszyka</button></main><section class="hotspot"><h2>Polecamy również</h2><div class="products"><div class="product"><a href="/product-pol-1.html"><img src="/1.jpg" alt=""></a><a class="product__name" href="/product-pol-1.html">Sneakersy zamszowe</a><div class="product__prices"><strong class="price">329,99 zł</strong></div></div></div></section>',
    );
    expect(p?.price).toBe(349.99);
  });

  it("reads delivery options drawn as labels ('Ship It – In Stock: …', 'Pick Up In Store – Not available at …') apart", () => {
    const p = at(
      "en",
      '<main><h1>Men\'s Quilted Puffer Jacket</h1><div class="price">$89.99</div><div class="fulfillment"><label class="opt"><input type="radio" name="ship" checked> <b>Ship It</b><span>In Stock: Usually ships within 3 business days.</span></label><label class="opt"><input type="radio" name="ship" disabled> <b>Pick Up In Store</b><span>Not available at Tysons Corner.</span></label></div><p>Web ID: 15522078</p></main>',
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads a size drop-down's placeholder ('Please select a size') as no message, so a greyed-out buy button says gone over markup", () => {
    const p = at(
      "en",
      '<main itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Leather Chelsea Boots</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="89.00">£89.00</span><meta itemprop="priceCurrency" content="GBP"><link itemprop="availability" href="http://schema.org/InStock"></div><select name="size" class="pd-size-select" disabled><option value="">Please select a size</option><option value="4" disabled>4 - Out of stock</option><option value="5" disabled>5 - Out of stock</option></select><input type="submit" value="Add to basket" class="btn btn-disabled" disabled><p>Product code: <span itemprop="sku">83309871</span></p></main>',
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads Vietnamese 'Sản phẩm đã ngừng kinh doanh' as discontinued and 'Mã SP' as the code", () => {
    const p = at(
      "vi",
      '<main><h1>Điện thoại iPhone 13 128GB</h1><p class="status">Sản phẩm đã ngừng kinh doanh</p><p>Mã SP: 250258</p></main>',
    );
    expect(p?.sku).toBe("250258");
    expect(p?.availability).toBe("discontinued");
  });

  it("reads a discount rate set apart ('<b>79</b>折') and a tier of ten ('單次購買10本85折383元') as no price", () => {
    const p = at(
      "zh-TW",
      '<main><h1>慢慢來，比較快</h1><ul class="price"><li>定價：<em>450</em>元</li><li>優惠價：<strong class="price01"><b>79</b></strong>折<strong class="price01"><b>356</b></strong>元</li><li class="price_b">本商品單次購買10本85折<b>383</b>元</li></ul><p>庫存 &gt; 10</p><button>放入購物車</button></main>',
      "https://books.example.com.tw/products/0010971234",
    );
    expect(p?.price).toBe(356);
  });

  it("reads a price drawn as a picture inside a box with an instalment plan by the drawing ('$129.999'), not the plan's count", () => {
    const p = at(
      "es",
      '<main><h1>Consola Nintendo Switch OLED</h1><div class="ui-pdp-price"><div class="line"><s class="andes-money-amount andes-money-amount--previous" role="img" aria-label="Antes: 159999 pesos"><span aria-hidden="true">$</span><span aria-hidden="true">159.999</span></s></div><div class="line"><span class="andes-money-amount" role="img" aria-label="129999 pesos"><span aria-hidden="true">$</span><span aria-hidden="true">129.999</span></span><span class="andes-money-amount__discount">18% OFF</span></div><p class="subtitles">Mismo precio en 6 cuotas de <span class="andes-money-amount" role="img" aria-label="21666 pesos con 50 centavos"><span aria-hidden="true">$</span><span aria-hidden="true">21.666</span><span>50</span></span></p></div><p>Stock disponible</p><button>Comprar ahora</button></main>',
      "https://articulo.example.com.ar/MLA-1423987651-switch",
    );
    expect(p?.price).toBe(129999);
  });

  it("reads one colour of a list of plain names that says 'Sold Out' ('Black Titanium <div>Sold Out</div>') as that colour's", () => {
    const p = at(
      "en",
      '<main><h1>iPhone 15 Pro (Natural Titanium, 256 GB)</h1><div class="_30jeq3">₹1,29,999</div><div class="_22QfJJ"><span>Colour</span><ul><li class="_3V2wfe _31hAvz">Natural Titanium</li><li class="_3V2wfe">Blue Titanium</li><li class="_3V2wfe">White Titanium</li><li class="_3V2wfe _2nPEtU">Black Titanium<div class="_35YR_F">Sold Out</div></li></ul></div><button class="_2KpZ6l">Add to cart</button></main>',
      "https://shop.example.in/iphone-15-pro/p/itm6ac6485515ae4",
    );
    expect(p?.availability).toBe("in_stock");
  });
});

describe("a second reading of round eighteen: layouts the first forms misread", () => {
  it("reads an ad 'réservée aux professionnels' or 'reservado a profesionales' as live", () => {
    const ad = (lang: string, notice: string) =>
      at(
        lang,
        `<main><h1>Tracteur John Deere 6120M</h1><div class="price">48 500 €</div><p class="notice">${notice}</p><p>Réf. annonce : 8812734</p><button class="btn">Contacter le vendeur</button></main>`,
      )?.availability;
    expect(ad("fr", "Cette annonce est réservée aux professionnels.")).toBe("in_stock");
    expect(ad("es", "Este anuncio está reservado a profesionales del sector.")).toBe("in_stock");
  });

  it("reads a version number's dot as no end of a stock notice ('Version 2.0 ist ausverkauft. Die neue Version 3.0 ist lieferbar')", () => {
    const p = at(
      "de",
      '<main><h1>Audio-Interface Pro 3.0</h1><div class="price">249,00 €</div><p class="hinweis">Version 2.0 ist ausverkauft. Die neue Version 3.0 ist ab sofort lieferbar und ersetzt sie.</p><p>Artikelnummer: AI-300</p><button>In den Warenkorb</button></main>',
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads a museum's 'Objectnummer' without a colon as no shop code", () => {
    const p = at(
      "nl",
      '<main><h1>Poster Het Melkmeisje</h1><div class="price">€ 14,95</div><p>Objectnummer SK-A-2344</p><button>In winkelwagen</button></main>',
    );
    expect(p?.sku).toBeUndefined();
  });

  it("reads a one-word button before an amount ('Add for £4.99', a protection plan) as no buy button", () => {
    const p = at(
      "en",
      '<main><h1>Apple iPhone 15 128GB – Refurbished Excellent</h1><p class="stock">Sold out</p><div class="insurance"><span>Screen protection plan (12 months)</span> <button type="button" class="btn btn-outline">Add for £4.99</button></div><a href="/notify" class="btn">Notify me</a></main>',
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads 'De kavel is gesloten aan de achterzijde' (a plot closed off at the back) as no ended lot, and eBay's 'This listing was ended by the seller' as ended", () => {
    const plot = at(
      "nl",
      '<main><h1>Bouwkavel 540 m² Zeewolde</h1><p>Objectnummer: 90121877</p><p class="omschrijving">De kavel is gesloten aan de achterzijde door een groenstrook.</p><p>Huidig bod</p><p class="bid">€ 82.000</p><button class="btn">Plaats bod</button></main>',
    );
    expect(plot?.availability).toBe("in_stock");
    const ebay = at(
      "en",
      '<main><h1>Vintage Leica M3 body</h1><p class="msg">This listing was ended by the seller because the item is no longer available.</p><div class="price">US $1,450.00</div><p>eBay item number: 284512376610</p></main>',
      "https://www.auction.example.com/itm/284512376610",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Vintage Leica M3 body","offers":{"@type":"Offer","price":"1450.00","priceCurrency":"USD","availability":"https://schema.org/InStock"}}</script>',
    );
    // Gone for good, over markup's InStock.
    expect(["out_of_stock", "discontinued"]).toContain(ebay?.availability);
  });

  it("reads a drop-down's placeholder over sizes that can be had as asking to choose first (the greyed button waits)", () => {
    const p = at(
      "en",
      '<main><h1>Linen Shirt</h1><div class="price">$68.00</div><select name="size"><option value="">Please select a size</option><option value="s">S</option><option value="m">M</option></select><button class="btn" disabled>Add to cart</button><p>SKU: LS-01</p></main>',
    );
    expect(p?.availability).not.toBe("out_of_stock");
  });

  it("reads 'Zobacz również inne kolory' (the product's own colours) as no strip's title", () => {
    const p = at(
      "pl",
      '<main><h1>Kurtka przeciwdeszczowa damska</h1><div class="info"><div class="section-title">Zobacz również inne kolory</div><div class="swatches"><a href="/kurtka-czerwona">Czerwona</a><a href="/kurtka-zielona">Zielona</a></div><div class="price">249,99 zł</div><p>Dostępny</p><button class="btn">Dodaj do koszyka</button></div></main>',
    );
    expect(p?.price).toBe(249.99);
  });

  it("reads 'Ngừng bán màu đen' (one colour discontinued) and a coupon link '折價券領取' after the price as nothing of the product", () => {
    const vi = at(
      "vi",
      '<main><h1>Quạt đứng Senko</h1><div class="price">590.000₫</div><p class="note">Lưu ý: Ngừng bán màu đen từ tháng 12.</p><button class="btn">Thêm vào giỏ hàng</button></main>',
    );
    expect(vi?.availability).toBe("in_stock");
    const tw = at(
      "zh-TW",
      '<main><h1>無線吸塵器 V8</h1><div class="price"><span class="amount">NT$1,990</span><a href="/coupon">折價券領取</a></div><button>加入購物車</button></main>',
    );
    expect(tw?.price).toBe(1990);
  });
});

describe("round nineteen: classifieds worldwide, the long tail and pages without markup", () => {
  it("reads a pet's 'Rehoming fee' as its price, and 'This pet has found a new home' as gone", () => {
    const p = at(
      "en",
      '<main><h1>Bonded pair of guinea pigs for rehoming</h1><div class="alert"><strong>This pet has found a new home</strong> The advertiser has marked this advert as <em>Rehomed</em>, so you can no longer contact them about it.</div><dl class="fee"><dt>Rehoming fee</dt><dd class="price">£30</dd></dl><p>Advert ID: WT-548870</p></main>',
    );
    expect(p?.price).toBe(30);
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads a Japanese board's '価格 0円 無料', '受付終了', '記事番号' and '問い合わせる'", () => {
    const given = at(
      "ja",
      '<main><h1>【無料】ダイニングテーブル 4人掛け</h1><div class="price"><span class="price__label">価格</span> <span class="price__value">0円</span><span class="label">無料</span></div><p class="status">この記事は受付を終了しました</p><p>記事番号：1379915</p></main>',
    );
    expect(given?.price).toBe(0);
    expect(given?.sku).toBe("1379915");
    expect(given?.availability).toBe("out_of_stock");
    const live = at(
      "ja",
      '<main><h1>子供用自転車 16インチ</h1><div class="price"><span class="price__label">価格</span> <span class="price__value">3,000円</span></div><a class="btn" href="/inquiry">問い合わせる</a><p>記事番号：1384726</p></main>',
    );
    expect(live?.availability).toBe("in_stock");
  });

  it("reads 'Zu verschenken' in the box named for the price as 0, a pick-up's 'Free' cost as none", () => {
    const free = at(
      "de",
      '<main><h1>Ecksofa grau Stoff – nur Abholung</h1><h2 id="viewad-price" class="boxedarticle--price">Zu verschenken</h2><p>Anzeigen-ID: 2977104411</p><button class="btn">Nachricht schreiben</button></main>',
    );
    expect(free?.price).toBe(0);
    const auction = at(
      "en",
      '<main><h1>Kids bike 20 inch</h1><p>Listing #4815220934</p><div class="bid">Current bid <span class="price">$85.00</span></div><button class="btn">Place bid</button><table class="ship"><tr><td>Pick-up from Johnsonville</td><td class="ship__cost">Free</td></tr></table></main>',
    );
    expect(auction?.price).toBe(85);
  });

  it("reads 'Похожие объявления' and a box's header 'Вы смотрели' over one card with its buy button as strips", () => {
    const p = at(
      "ru",
      '<main><div class="col"><h1 class="bx-title">Электрочайник Вихрь K-200</h1></div><div class="row"><div class="col"><div class="pay"><div class="info"><div class="product-item-detail-price-current">3 490 ₽</div></div></div></div></div><div class="avail avail--out">Нет в наличии</div><p>Артикул: 4460017</p></main><div class="catalog-block-header">Вы смотрели</div><div class="catalog-section"><div class="product-item"><a href="/catalog/item/4471823/"><img src="/1.jpg" alt=""></a><div class="product-item-title"><a href="/catalog/item/4471823/">Пылесос беспроводной Вихрь V12 Pro</a></div><span class="product-item-price-current">12 990 ₽</span><div class="product-item-avail in">В наличии</div><a class="btn" href="/basket/add?id=4471823">В корзину</a></div></div>',
    );
    expect(p?.price).toBe(3490);
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads a dose's price ('0,22 € / compressa') as no price, and a pack's ('19,90 € / 100 Tabletten') as its price", () => {
    const pharmacy = at(
      "it",
      '<main><h1>Vitamina D3 2000 UI 60 compresse</h1><p>Minsan: 975893215</p><div class="prices"><p class="old">Prezzo di listino: 16,50 €</p><p class="now">12,90 €</p><p class="unit">0,22 € / compressa</p></div><p>Disponibile</p><button>Aggiungi al carrello</button></main>',
    );
    expect(pharmacy?.price).toBe(12.9);
  });

  it("reads 'Stock #' and a code in square brackets set with the heading (osCommerce's model) as the product's code", () => {
    const record = at(
      "en",
      '<main><h1>Bluegrass Barn Sessions LP</h1><table class="details"><tr><td class="lbl">Stock #</td><td>CH-23644</td></tr><tr><td class="lbl">Media</td><td>NM</td></tr></table><p class="price">$18.00</p><button>Add to cart</button></main>',
    );
    expect(record?.sku).toBe("CH-23644");
    const osc = extractProducts(
      '<!doctype html><html lang="en"><head><title>AquaNova CF-600 External Canister Filter : Reef and Rill</title></head><body><table><tr><td class="pageHeading">AquaNova CF-600 External Canister Filter<br><span class="smallText">[ANV-CF600]</span></td><td class="pageHeading" align="right">£89.99</td></tr></table><p>In Stock – dispatched within 1 working day.</p><input type="submit" value="Add to Cart"></body></html>',
      "https://aquatics.example.co.uk/product_info.php?products_id=118",
    )[0];
    expect(osc?.sku).toBe("ANV-CF600");
  });
});

describe("a second reading of round nineteen: layouts the first forms misread", () => {
  it("reads a pack's price with its count of doses ('$24.95 / 90 capsules', '19,90 € / 100 Tabletten') as the price", () => {
    expect(
      at(
        "en",
        '<main><h1>Magnesium Glycinate</h1><p class="price">$24.95 / 90 capsules</p><p>SKU: MG-90</p><button>Add to cart</button></main>',
      )?.price,
    ).toBe(24.95);
    expect(
      at(
        "de",
        '<main><h1>Vitamin C 500</h1><p class="preis">19,90 € / 100 Tabletten</p><p>Art.-Nr. VC-100</p><button>In den Warenkorb</button></main>',
      )?.price,
    ).toBe(19.9);
  });

  it("reads a bracketed tag after the heading ('[PS5]', '[2-PACK]') as no code, and never over markup's SKU", () => {
    const game = at(
      "en",
      '<main><h1>Gran Turismo 7</h1><span class="tag">[PS5]</span><p class="price">£39.99</p><button>Add to basket</button></main>',
      "https://games.example.co.uk/p/gran-turismo-7",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Gran Turismo 7","sku":"GD-711719","offers":{"@type":"Offer","price":"39.99","priceCurrency":"GBP","availability":"https://schema.org/InStock"}}</script>',
    );
    expect(game?.sku).toBe("GD-711719");
    const pack = at(
      "en",
      '<main><h1>Cotton Tea Towels</h1><span>[2-PACK]</span><p class="price">£12.00</p><button>Add to basket</button></main>',
    );
    expect(pack?.sku).toBeUndefined();
  });

  it("reads a gift's, a sample's or an option's 'Free' above the product's price as theirs", () => {
    const gift = at(
      "en",
      '<main><h1>Hydrating Serum 30ml</h1><div class="gwp">Gift with purchase: mini cleanser <span class="gwp__price">FREE</span></div><p class="price">$48.00</p><button>Add to bag</button></main>',
    );
    expect(gift?.price).toBe(48);
    const sample = at(
      "ja",
      "<main><h1>美容液 30ml</h1><dl><dt>お試しサンプル</dt><dd>価格 0円</dd><dt>本品</dt><dd>価格 1,320円</dd></dl><button>カートに入れる</button></main>",
    );
    expect(sample?.price).toBe(1320);
  });

  it("reads a shop's '本日の当日発送受付終了' (today's same-day dispatch closed) as nothing of the stock", () => {
    const p = at(
      "ja",
      '<main><h1>ハンドクリーム 50g</h1><p class="price">1,650円</p><p class="notice">本日の当日発送受付終了（明日発送となります）</p><button>カートに入れる</button></main>',
      "https://shop.example.jp/item/hc-50",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"ハンドクリーム 50g","offers":{"@type":"Offer","price":"1650","priceCurrency":"JPY","availability":"https://schema.org/InStock"}}</script>',
    );
    expect(p?.availability).toBe("in_stock");
  });
});

describe("an amount in brackets for one of something", () => {
  it("reads '(£2.45 per fish)' under a pack's price as a unit price", () => {
    const p = extractProducts(
      '<!doctype html><html lang="en"><head><title>Cardinal Tetra - pack of 10</title></head><body><main><h1>Cardinal Tetra - pack of 10</h1><div class="price">£24.50<br><span class="small">(£2.45 per fish)</span></div><p>In stock</p><p>Model: LF-CARD10</p><button>Add to basket</button></main></body></html>',
      "https://aquatics.example.co.uk/cardinal-tetra",
    )[0];
    expect(p?.price).toBe(24.5);
  });
});

describe("round twenty: used-goods boards, marketplaces and a benchmark's mix of shops", () => {
  it("reads a seller's 'Envoyer le message' form and '04XX XX XX XX – Afficher le numéro' as an ad's answers", () => {
    const form = at(
      "fr",
      '<main><article><h1>Cuisinière mixte Bosch 60 cm</h1><p>Réf. annonce : <strong>7731924</strong></p></article><aside><div class="widget-prix"><span class="prix">180 €</span></div><form method="post"><textarea name="message"></textarea><button type="submit">Envoyer le message</button></form></aside></main>',
    );
    expect(form?.price).toBe(180);
    expect(form?.sku).toBe("7731924");
    expect(form?.availability).toBe("in_stock");
    const phone = at(
      "fr",
      '<main><h1>Vélo de course Btwin</h1><span class="prix">250 €</span><button class="btn"><i class="fa fa-phone"></i> 04XX XX XX XX &ndash; Afficher le num&eacute;ro</button></main>',
    );
    expect(phone?.availability).toBe("in_stock");
  });

  it("reads a classified with its price on request ('Call for price') and an answer naming the advertiser as a live ad", () => {
    const p = at(
      "en",
      '<main><div class="ad"><h1>Frigidaire Upright Freezer</h1><table><tr><th>Price</th><td class="ap-price">Call for price</td></tr><tr><th>Location</th><td>Bluffton, OH</td></tr></table></div><div class="panel"><div class="panel-heading">Contact the advertiser</div><div class="panel-body"><form action="/respond/" method="post"><input name="name"><textarea name="comments"></textarea><button type="submit">Send</button></form></div></div></main>',
    );
    expect(p?.price).toBeUndefined();
    expect(p?.availability).toBe("in_stock");
  });

  it("reads a price box saying 'Bieden' as offers asked: the bids below are no price, and 'Bericht' still answers the ad", () => {
    const p = at(
      "nl",
      '<main><section><h1>Vintage fauteuil jaren 60</h1><div class="row"><span class="Listing-price">Bieden</span></div><section class="bids"><h2>Biedingen</h2><ul><li><span>vintagejager</span><span class="bid-amount">€ 150</span></li></ul></section></section><aside><button class="btn">Bericht</button><button class="btn">Bieden</button></aside></main>',
    );
    expect(p?.price).toBeUndefined();
    expect(p?.availability).toBe("in_stock");
  });

  it("reads 'Chat' beside 'Hacer oferta' under a price as a second-hand ad's answers", () => {
    const p = at(
      "es",
      '<main><section><span class="ItemDetail__price">320 €</span><h1 class="ItemDetail__title">Bicicleta montaña 29 talla L</h1><p>Vendo bicicleta de montaña rígida.</p><div class="actions"><button class="Button">Chat</button><button class="Button">Hacer oferta</button></div></section></main>',
    );
    expect(p?.price).toBe(320);
    expect(p?.availability).toBe("in_stock");
  });

  it("reads a day before a month's name ('must be collected by 31 March') as a date, and 'FREE' in the price box as 0", () => {
    const p = at(
      "en",
      '<main><h1>Pine double wardrobe - free to collector</h1><div class="mp-ad__price-panel"><span class="mp-ad__price">FREE</span> <span class="mp-ad__collect">Free to collector - must be collected by 31 March</span></div><table><tr><th>Ad reference</th><td>Ref: YC-448377</td></tr></table><button class="btn">Send message</button></main>',
    );
    expect(p?.price).toBe(0);
    expect(p?.sku).toBe("YC-448377");
  });

  it("reads no price in a heading named for the price box it heads ('Buffet années 50')", () => {
    const p = at(
      "fr",
      '<main><div class="encart-prix"><h1 class="encart-prix__titre">Buffet enfilade en chêne années 50</h1><p class="encart-prix__prix">1 200 €</p><button class="btn">Contacter le vendeur</button></div></main>',
    );
    expect(p?.price).toBe(1200);
  });

  it("reads the markup's code printed beside its label, though run into the next box ('Anzeigennummer: 812347123Zuletzt geändert')", () => {
    const p = at(
      "de",
      '<main><div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Waschmaschine Miele W1 WWD120 8 kg</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><span itemprop="price" content="320">€ 320,-</span></div><div class="meta"><span>Anzeigennummer: <span itemprop="productID">812347123</span></span><span>Zuletzt geändert: 13.03.2024</span></div><a class="btn" href="/nachricht/neu">Nachricht senden</a></div></main>',
      "https://markt.example.at/anzeige/waschmaschine-miele-w1-wwd120-8kg-812347123",
    );
    expect(p?.sku).toBe("812347123");
  });

  it("reads 'Inserat-Nr.', 'Publicação #', 'Style Code' and a shop's '<name>-artikelnummer' as the product's code", () => {
    const inserat = at(
      "de",
      '<main><h1>Stevens Strada 1000 Rennvelo</h1><p class="price">CHF 1250.–</p><ul><li><span>Inserat-Nr.</span> <strong>4412-9031</strong></li></ul><button>Nachricht senden</button></main>',
    );
    expect(inserat?.sku).toBe("4412-9031");
    const publicacao = at(
      "pt",
      '<main><h1>Fone de ouvido Bluetooth ANC</h1><p class="price">R$ 249,00</p><div class="info"><span>Publicação <b>#3655021187</b></span></div><button>Comprar agora</button></main>',
    );
    expect(publicacao?.sku).toBe("3655021187");
    const style = at(
      "en",
      '<main><h1>Printed cotton kurta</h1><p class="price">₹899</p><table><tr><td>Fabric</td><td>Pure cotton</td></tr><tr><td>Style Code</td><td>RGZ-KT-1187-IND</td></tr></table><button>Add to cart</button></main>',
      "https://shop.example.in/p/kurta",
    );
    expect(style?.sku).toBe("RGZ-KT-1187-IND");
    const shop = at(
      "nl",
      '<main><h1>Waterkoker 1,7 l</h1><p class="price">€ 19,-</p><dl><dt>EAN</dt><dd>8719202123457</dd><dt>Winkelplein-artikelnummer</dt><dd>9300000147852369</dd></dl><button>In winkelwagen</button></main>',
      "https://www.winkelplein.example/nl/p/waterkoker/9300000147852369/",
    );
    expect(shop?.sku).toBe("9300000147852369");
  });

  it("reads a count joined to its noun ('Style: 10-Cup Thermal') as no code, and 'No featured offers available' beside 'See All Buying Options' as can be had", () => {
    const p = at(
      "en",
      '<main><h1>Programmable Coffee Maker with Thermal Carafe</h1><div id="buybox"><div><span>No featured offers available</span></div><div><span class="price">$64.95</span> <span>(3 new offers)</span></div><a href="/gp/offer-listing/B08RZK4V2M" role="button">See All Buying Options</a></div><p>Style: 10-Cup Thermal</p><table><tr><th>ASIN</th><td>B08RZK4V2M</td></tr></table></main>',
    );
    expect(p?.sku).toBe("B08RZK4V2M");
    expect(p?.availability).toBe("in_stock");
  });

  it("reads 'gesponsert' and 'Produkte, die mit diesem Artikel in Verbindung stehen' as a strip of other products", () => {
    const p = at(
      "de",
      '<main><h1>Containerschiff Klemmbausteine, 1.204 Teile</h1><div class="kaufbox"><span>Derzeit nicht verfügbar.</span></div></main><section class="reihe" id="gesponsert"><h2>Produkte, die mit diesem Artikel in Verbindung stehen</h2><ol><li><a href="/dp/1">Frachtschiff</a><span class="preis">54,99 €</span></li></ol></section>',
      "https://www.kaufwelt.example/dp/B0BX2N7LKE",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Containerschiff Klemmbausteine, 1.204 Teile","sku":"B0BX2N7LKE"}</script>',
    );
    expect(p?.price).toBeUndefined();
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads '5 offres reconditionnées à partir de 259€00' and another grade's button as not the price to pay", () => {
    const p = at(
      "fr",
      '<main><h1>Smartphone S21 128 Go reconditionné</h1><ul class="etats"><li class="etat"><button type="button"><span>Parfait état</span><span class="etat-prix">329€00</span></button></li><li class="etat etat--sel"><button type="button"><span>Très bon état</span><span class="etat-prix">279€00</span></button></li><li class="etat"><button type="button"><span>État correct</span><span class="etat-prix">259€00</span></button></li></ul><p class="price">279€00</p><button class="add-to-cart">Ajouter au panier</button><a href="/offres">5 offres reconditionnées à partir de 259€00</a></main>',
      "https://www.achat.example.fr/p/s21",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Smartphone S21 128 Go reconditionné","offers":{"@type":"AggregateOffer","priceCurrency":"EUR","lowPrice":"259.00","highPrice":"329.00","availability":"http://schema.org/InStock"}}</script>',
    );
    expect(p?.price).toBe(279);
  });

  it("reads a drop-down's option beside the one selected as another variant's: markup's cheapest gives way to the buy box", () => {
    const p = at(
      "en",
      '<main><h1>Alder Platform Bed</h1><p class="product__price">$1,299.00</p><select name="id"><option value="1">Full - $1,199.00 USD</option><option value="2" selected>Queen - $1,299.00 USD</option></select><button>Add to cart</button></main>',
      "https://www.hearth.example/products/alder-platform-bed?variant=2",
      '<meta property="og:type" content="product"><meta property="og:price:amount" content="1,199.00"><meta property="og:price:currency" content="USD">',
    );
    expect(p?.price).toBe(1299);
  });

  it("reads 'Giá: Liên hệ' as a price on request, and the number to call in its box as no price", () => {
    const p = at(
      "vi",
      '<main><h1>Tủ lạnh Samsung Inverter 488 lít</h1><div class="box-price"><p>Giá: Liên hệ</p><span>Vui lòng gọi 1800.2097 để được báo giá</span></div><p>Mã sản phẩm: 238140</p><p>Tạm hết hàng</p></main>',
      "https://www.dienmay.example.vn/tu-lanh/samsung-488",
    );
    expect(p?.price).toBeUndefined();
    expect(p?.sku).toBe("238140");
  });

  it("reads an ad's footer a few steps from its heading ('№ 3345120987 · 24 ноября') as the ad's, on a page of bare boxes", () => {
    const p = at(
      "ru",
      '<div class="item-view"><div class="item-view-title-info"><h1>Щенки вельш-корги пемброк</h1></div><div class="item-view-price"><span class="price">35 000 ₽</span></div><div class="item-view-footer-Hs6d2"><span>№ 3345120987</span> · <span>24 ноября в 14:12</span></div><button>Написать продавцу</button></div>',
      "https://www.doska.example.ru/sankt-peterburg/sobaki/schenki_velsh-korgi_3345120987",
    );
    expect(p?.sku).toBe("3345120987");
  });

  it("reads 'قد يعجبك أيضاً' and 'شاهدتها مؤخراً' with their tanween as strips' titles", () => {
    const p = at(
      "ar",
      '<main><h1>مسك الطهارة – عطر زيتي 50 مل</h1><div><span class="text-2xl">210.00 د.إ</span></div><p>رمز المنتج: OB-MSK-050</p><button>أضف إلى السلة</button></main><section><h2>شاهدتها مؤخراً</h2><div class="grid"><div class="pcard"><a href="/p/oud">عود رويال</a><p class="pcard__price"><del>620.00 د.إ</del> <b>485.00 د.إ</b></p></div></div></section>',
      "https://oud.example.ae/ar/products/musk",
    );
    expect(p?.price).toBe(210);
  });

  it("reads '판매가 품절' (the price field saying sold out) as no price, and '최근 본 상품' as a strip", () => {
    const gone = at(
      "ko",
      '<main><div class="headingArea"><h2>원목 주방놀이 세트</h2></div><table><tr><th>판매가</th><td><strong id="span_product_price_text">품절</strong></td></tr><tr><th>적립금</th><td><span>1,290원 (1%)</span></td></tr><tr><th>상품코드</th><td>P0000BQW</td></tr></table><p class="soldout-msg">현재 품절된 상품입니다.</p></main>',
      "https://toys.example.co.kr/product/96/",
    );
    expect(gone?.price).toBeUndefined();
    expect(gone?.availability).toBe("out_of_stock");
    const live = at(
      "ko",
      '<main><div class="headingArea"><h2>블록 소방서 세트</h2></div><table><tr><th>판매가</th><td>47,200원</td></tr><tr><th>상품코드</th><td>P0000CJK</td></tr></table><a href="#" class="btn" onclick="product_submit(1)">구매하기</a><div class="recentView"><h3>최근 본 상품</h3><ul><li><a href="/product/96/">원목 주방놀이 세트</a><div class="soldout"><img alt="품절"></div><span>129,000원</span></li></ul></div></main>',
      "https://toys.example.co.kr/product/128/",
    );
    expect(live?.availability).toBe("in_stock");
  });

  it("reads 'Email me when stock is available' under 'Out of stock' as the product gone, whatever the markup says", () => {
    const p = at(
      "en",
      '<main><div class="product"><h1 class="product_title">Tow Bar Kit – Ford Ranger T6</h1><p class="price"><del>R4 950.00</del> <ins>R4 299.00</ins></p><p class="stock out-of-stock">Out of stock</p><div class="subscribe-form"><h4>Email me when stock is available</h4><input type="email" name="email"><input type="submit" value="Subscribe"></div><p>SKU: TB-FR-T6</p></div></main>',
      "https://parts.example.co.za/product/tow-bar-kit/",
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Tow Bar Kit – Ford Ranger T6","sku":"TB-FR-T6","offers":{"@type":"Offer","price":"4299.00","priceCurrency":"ZAR","availability":"http://schema.org/InStock"}}</script>',
    );
    expect(p?.availability).toBe("out_of_stock");
  });

  it("reads 'Prenotabile' and 'Preordina ora' as a pre-order, and 'Usa el código ANDINO1' as a promotion's code", () => {
    const pre = at(
      "it",
      '<main><h1>Cronache di Valdoria II - PS5</h1><p class="price">69,99 €</p><div class="disp">Prenotabile – Uscita prevista: 15/10/2025</div><button class="btn">Preordina ora</button></main>',
    );
    expect(pre?.availability).toBe("preorder");
    const promo = at(
      "es",
      '<div class="banner">Despacho gratis en tu primera compra · Usa el código ANDINO1</div><main><h1>Queso gouda laminado 250 g</h1><p class="price">$2.990</p><button>Agregar</button></main>',
      "https://www.super.example.cl/queso-gouda/p",
    );
    expect(promo?.sku).toBeUndefined();
  });
});

describe("a second reading of round twenty: layouts the first forms misread", () => {
  it("keeps a service's 'POA' beside 'Request a call back' no product, and a shop's 'Giá: Liên hệ' beside 'Còn hàng' one", () => {
    const service = at(
      "en",
      '<main><h1>Bespoke kitchen design service</h1><p class="price">POA</p><p>Our designers visit your home and draw your new kitchen.</p><a class="btn" href="/callback">Request a call back</a></main>',
    );
    expect(service).toBeUndefined();
    const shop = at(
      "vi",
      '<main><h1>Máy lọc nước RO 10 lõi</h1><div class="price">Giá: Liên hệ</div><p class="stock">Còn hàng</p><p>Mã sản phẩm: RO-10L</p></main>',
      "https://www.dienmay.example.vn/may-loc-nuoc-ro-10",
    );
    expect(shop?.availability).toBe("in_stock");
  });

  it("keeps '1.250,- VB' a price: a 'VB' chip beside the amount asks for no offers in its place", () => {
    const p = at(
      "de",
      '<main><h1>Rennrad Cube Attain 56 cm</h1><div class="price">1.250,- <span class="price-vb">VB</span></div><p>Anzeigen-ID: 2877104411</p><button class="btn">Nachricht schreiben</button></main>',
      "https://markt.example.de/anzeige/rennrad-cube/2877104411",
    );
    expect(p?.price).toBe(1250);
  });

  it("keeps 'Nur im Mai 29,-' a price, and a heading that prints its price ('Grey fabric sofa – £50') one", () => {
    const may = at(
      "de",
      '<main><h1>Gartenschere Profi</h1><div class="price">Nur im Mai 29,-</div><button>In den Warenkorb</button></main>',
      "https://shop.example.de/p/gartenschere",
    );
    expect(may?.price).toBe(29);
    const heading = at(
      "en",
      '<main><h1 class="price">Grey fabric sofa – £50</h1><p>Collection only from Leeds.</p><button class="btn">Contact seller</button></main>',
      "https://ads.example.co.uk/ad/grey-sofa",
    );
    expect(heading?.price).toBe(50);
  });

  it("reads a small shop's bare 'footer' near the heading as the page's, not the product's ('FCA Ref: 654321')", () => {
    const p = at(
      "en",
      '<div class="page"><h1>Oak bookcase 180 cm</h1><p class="price">£349.00</p><button>Add to basket</button><div class="footer">Finance provided by Example Credit. FCA Ref: 654321</div></div>',
      "https://furniture.example.co.uk/oak-bookcase",
    );
    expect(p?.sku).toBeUndefined();
  });

  it("keeps a number and a colour joined ('SKU: 1042-Navy') a code, and 'preordini chiusi' the product gone", () => {
    const code = at("en", '<main><h1>Linen shirt</h1><p class="price">$59.00</p><p>SKU: 1042-Navy</p><button>Add to cart</button></main>');
    expect(code?.sku).toBe("1042-Navy");
    const closed = at(
      "it",
      '<main><h1>Cronache di Valdoria - Edizione Limitata</h1><p class="price">89,90 €</p><p class="stock">Esaurito – preordini chiusi</p></main>',
    );
    expect(closed?.availability).toBe("out_of_stock");
  });

  it("keeps 'Marca Makita Código 77120' a code, though 'código' follows a word", () => {
    const p = at(
      "pt",
      '<main><h1>Berbequim Makita 18V</h1><p class="price">R$ 289,90</p><p>Marca Makita Código 77120</p><button>Comprar</button></main>',
      "https://loja.example.com.br/berbequim-makita",
    );
    expect(p?.sku).toBe("77120");
  });

  it("keeps a buy box titled 'Kombiniere mit' for its own set options the product's", () => {
    const p = at(
      "de",
      '<main><div class="product-details"><h1 class="product-title">Bikini-Top Bandeau Navy</h1><div class="buy-box"><h3>Kombiniere mit</h3><div class="set-options" role="radiogroup"><label><input type="radio" name="set" checked> Nur Top</label><label><input type="radio" name="set"> Top + Hose (+ 24,95 €)</label></div><div class="price"><span class="price__current">34,95 €</span></div><button type="submit" class="btn">In den Warenkorb</button></div></div></main>',
    );
    expect(p?.price).toBe(34.95);
    expect(p?.availability).toBe("in_stock");
  });

  it("keeps markup's price when the drop-down's selected option is a placeholder ('Choose size')", () => {
    const p = at(
      "en",
      '<main><h1>Garden bench</h1><select name="id"><option selected>Choose size</option><option value="1">4 ft - $399.00</option><option value="2">5 ft - $499.00</option></select><div class="bundle">Bench + cushion bundle $449.00</div><button>Add to cart</button></main>',
      "https://garden.example/products/bench",
      '<meta property="og:type" content="product"><meta property="og:price:amount" content="399.00"><meta property="og:price:currency" content="USD">',
    );
    expect(p?.price).toBe(399);
  });
});

describe("round twenty-one: samples drawn with the development set's mix, furniture and a benchmark-like sample", () => {
  it("reads what members pay ('Plus Mitglieder zahlen 35,99 €') as their price, not everyone's", () => {
    const p = at(
      "de",
      '<main><h1>Jerseykleid dark blue</h1><div data-testid="pdp-price-container"><p><span>Originalpreis:</span><s>59,99 €</s></p><p><span>39,99 €</span> <span>-33%</span></p><p>inkl. MwSt.</p><div><span>Plus</span> Mitglieder zahlen <b>35,99 €</b> <a href="/plus">Mehr über Plus</a></div></div><button>In den Warenkorb</button></main>',
    );
    expect(p?.price).toBe(39.99);
  });

  it("reads a store card named alone beside its amount ('$ 379.990 Tarjeta Lenga') as its holders' price", () => {
    const p = at(
      "es",
      '<main><h1>Sofá 3 cuerpos tela chenille gris</h1><ol class="prices"><li class="prices-0"><span>$ 379.990</span><span class="price-label">Tarjeta Lenga</span></li><li class="prices-1"><span>$ 399.990</span><span class="price-label">Internet</span></li></ol><button>Agregar al carro</button></main>',
      "https://www.tienda.example.cl/product/8834021",
    );
    expect(p?.price).toBe(399990);
  });

  it("reads a price printed alone in its own button ('<button>CHF 1'299.–</button>') before the recycling fee's line", () => {
    const p = at(
      "de",
      '<main><h1>ThinkBook 14 G6</h1><div><strong><button type="button">CHF 1\'299.–</button></strong> <span>statt 1\'449.–</span><span>−150.–</span></div><p>inkl. MwSt. und vRG CHF 5.–</p><div data-test="availability">Mehr als 10 Stück an Lager</div></main>',
      "https://www.shop.example.ch/de/product/23391847",
    );
    expect(p?.price).toBe(1299);
  });

  it("reads a Vietnamese delivery threshold ('Miễn phí giao hàng cho đơn từ 300.000đ') as no price, the price on request", () => {
    const p = at(
      "vi",
      '<main><h1>Máy đo huyết áp bắp tay HealthPro</h1><div class="price">Giá: Liên hệ</div><p>Còn hàng</p><ul><li>Miễn phí giao hàng cho đơn từ 300.000đ</li></ul><p>Mã sản phẩm: 00031442</p></main>',
      "https://www.nhathuoc.example.vn/may-do-huyet-ap",
    );
    expect(p?.price).toBeUndefined();
    expect(p?.availability).toBe("in_stock");
  });

  it("reads '(₹16,499 / chair)' beside a set's price as a unit price", () => {
    const p = at(
      "en",
      '<main><h1>Sheesham dining chairs, set of 2</h1><div data-testid="price-block"><span class="text-3xl">₹32,998</span><span class="text-sm">(₹16,499 / chair)</span></div><button>Add to cart</button></main>',
      "https://www.home.example.in/products/chairs-set-of-2",
    );
    expect(p?.price).toBe(32998);
  });

  it("reads 'Aviso #58234197' as the ad's code", () => {
    const aviso = at(
      "es",
      '<main><h1>Volkswagen Gol Trend 2017</h1><p class="price">$ 8.900.000</p><p>Aviso #58234197</p><button class="btn">Contactar al vendedor</button></main>',
      "https://www.avisos.example.ar/autos/vw-gol-trend",
    );
    expect(aviso?.sku).toBe("58234197");
  });

  it("reads a bare 'ID:' in a box named for the ad ('ad-footer-bar-section') as the ad's code", () => {
    const p = at(
      "ro",
      '<main><h1>Bicicleta MTB Rockrider 27,5</h1><h3 class="price">1.200 lei</h3><div class="css-footerbar" data-testid="ad-footer-bar-section"><span>ID: 271938475</span><span>Vizualizări: 312</span></div><button>Trimite mesaj</button></main>',
      "https://www.piata.example.ro/d/oferta/bicicleta-mtb-IDk7Tq2.html",
    );
    expect(p?.sku).toBe("271938475");
  });

  it("reads 'E-Mail schreiben' as an answer to a car dealer's ad", () => {
    const p = at(
      "de",
      '<main><h1>Volkswagen Golf VIII 1.5 TSI Life</h1><div class="price">18.950 €</div><p>Inserat-Nr. 387712045</p><aside class="seller-box"><p>Autohaus Kassel</p><a class="btn btn--primary" href="#contact">E-Mail schreiben</a></aside></main>',
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads 'L 사이즈는 품절되었습니다' as one size's note, and 'Out of stock in stores — online only' as the stores'", () => {
    const size = at(
      "ko",
      '<main><h1>스탠다드 코튼 옥스퍼드 셔츠</h1><p class="price">49,000원</p><p class="note">* L 사이즈는 품절되었습니다. 재입고 미정</p><a class="btn" href="#" onclick="product_submit(1)">구매하기</a></main>',
    );
    expect(size?.availability).toBe("in_stock");
    const stores = at(
      "en",
      '<main><h1>Court Classic Leather Sneakers</h1><p class="price">AED 449</p><p class="store-note">🏬 Out of stock in stores — online only</p><button>Add to bag</button></main>',
    );
    expect(stores?.availability).toBe("in_stock");
  });
});

describe("a second reading of round twenty-one: layouts the first forms misread", () => {
  it("keeps a members-only shop's bottle price ('Members pay £14.50 per bottle' above a case's) and 'Mitglieder zahlen keine Versandkosten' beside the price", () => {
    const club = at(
      "en",
      '<main><h1>Rioja Reserva 2018</h1><div class="price-box"><p>Members pay <span class="price">£14.50</span> per bottle</p><p>Case of 12 <span class="price">£174.00</span></p></div><button>Add to basket</button></main>',
    );
    expect(club?.price).toBe(14.5);
    const shipping = at(
      "de",
      '<main><h1>Fernglas 10x42</h1><div class="p-4"><span class="text-2xl">29,90 €</span></div><p class="text-sm">Mitglieder zahlen keine Versandkosten</p><div class="p-2">Im Set mit Tasche: <span>119,00 €</span></div><button>In den Warenkorb</button></main>',
    );
    expect(shipping?.price).toBe(29.9);
  });

  it("keeps a card named in the product's own line ('Tarjeta gráfica MSI 329,90 €') no store card", () => {
    const gpu = at(
      "es",
      '<main><h1>Tarjeta gráfica MSI RTX 4060</h1><div class="sticky"><p>Tarjeta gráfica MSI 329,90 €</p><p>Con fuente de alimentación 650W: 389,90 €</p></div><button>Añadir al carrito</button></main>',
    );
    expect(gpu?.price).toBe(329.9);
  });

  it("keeps 'Preis inkl. vRG: CHF 1'299.–' a price and 'Miễn phí giao hàng' beside a price a badge", () => {
    const vrg = at(
      "de",
      '<main><h1>Waschmaschine W7</h1><p class="price">Preis inkl. vRG: CHF 1\'299.–</p><button>In den Warenkorb</button></main>',
    );
    expect(vrg?.price).toBe(1299);
    const badge = at(
      "vi",
      '<main><h1>Giày sneaker trắng</h1><div><span class="badge">Miễn phí giao hàng</span><span class="text-2xl">890.000₫</span></div><button>Thêm vào giỏ</button></main>',
    );
    expect(badge?.price).toBe(890000);
  });

  it("keeps a shop's 'Telefon-Nr.' no code, and a replica's 'Objekt-Nr.' of the original no code", () => {
    const phone = at(
      "de",
      '<main><h1>iPhone 13 128 GB Mitternacht</h1><p class="price">599,00 €</p><div class="service">Telefon-Nr.: 0800 3344556</div><button>In den Warenkorb</button></main>',
      "https://www.telefon.example.de/iphone-13",
    );
    expect(phone?.sku).toBeUndefined();
    const replica = at(
      "de",
      '<main><h1>Replik: Schale mit Fischdekor</h1><p class="price">89,00 €</p><p>Nach dem Original der Sammlung (Objekt-Nr. 1968/112)</p><button>In den Warenkorb</button></main>',
      "https://shop.museum.example.de/replik-schale",
    );
    expect(replica?.sku).toBeUndefined();
  });

  it("keeps a seller's 'ID: 8823412' in a listing's info box no code, and a notify form's 'E-Mail senden' no way to buy", () => {
    const seller = at(
      "de",
      '<main><h1>Kinderwagen Joolz Day+</h1><p class="price">350 €</p><div class="listing-info"><span>Mitglied seit 2019 · ID: 8823412</span></div><button>Nachricht schreiben</button></main>',
      "https://markt.example.de/anzeige/kinderwagen-joolz",
    );
    expect(seller?.sku).toBeUndefined();
    const notify = at(
      "de",
      '<main><h1>Wanderschuh Alpin GTX</h1><p class="price">149,95 €</p><p class="stock">Leider ausverkauft</p><form class="notify"><input type="email" name="email"><button type="submit">E-Mail senden</button></form></main>',
    );
    expect(notify?.availability).toBe("out_of_stock");
  });

  it("keeps a one-size product's 'サイズ完売' button and 'Sold out · Online only, not sold in stores' the product's", () => {
    const oneSize = at(
      "ja",
      '<main><h1>キャンバストートバッグ</h1><p class="price">¥4,400</p><p>サイズ: F</p><button disabled>サイズ完売</button></main>',
    );
    expect(oneSize?.availability).toBe("out_of_stock");
    const online = at(
      "en",
      '<main><h1>Limited edition print</h1><p class="price">$89.00</p><p class="stock">Sold out · Online only, not sold in stores</p></main>',
    );
    expect(online?.availability).toBe("out_of_stock");
  });
});

describe("round twenty-two: a net price said 'Nettó ár', a Romanian strip and threshold", () => {
  it("reads 'Nettó ár: 1 961 Ft' beside '2 490 Ft' as the price before tax", () => {
    const p = at(
      "hu",
      '<main><h1>Logitech MX Master 3S egér</h1><div class="product-price"><div class="product-price-gross">2 490 Ft</div><div class="product-price-net">Nettó ár: 1 961 Ft</div></div><button>Kosárba</button></main>',
      "https://www.digit.example.hu/termek/mx-master-3s",
    );
    expect(p?.price).toBe(2490);
  });

  it("reads 'Produse vizualizate recent' as a strip of other products", () => {
    const p = at(
      "ro",
      '<main><h1>Laptop Vivobook 15, 16GB, 1TB SSD</h1><p class="price-label">Preț: <span>1.999,99 Lei</span></p><p>În stoc</p><button>Adaugă în coș</button></main><section><h2 class="section-title">Produse vizualizate recent</h2><div class="card-item"><a href="/p/mouse">Mouse wireless</a><p class="product-new-price">49,99 Lei</p><p>În stoc</p></div></section>',
      "https://www.emporiu.example.ro/laptop-vivobook-15/pd/9B0F/",
    );
    expect(p?.price).toBe(1999.99);
  });

  it("reads 'Livrare gratuită la comenzi peste 199 lei' as a threshold, not the price of a sold-out product", () => {
    const p = at(
      "ro",
      '<main><h1>Orizont Bleu Eau de Toilette 100 ml</h1><p>Cod produs: EP-48031</p><p class="stock">Stoc epuizat</p><ul class="perks"><li>📦 Livrare gratuită la comenzi peste 199 lei</li></ul></main>',
      "https://www.parfum.example.ro/orizont-bleu-100ml",
    );
    expect(p?.price).toBeUndefined();
  });
});

describe("round twenty-two: classified ads ended, sold or reserved in their own words", () => {
  it("reads 'Cette annonce n’est plus en ligne', 'Este produto já foi vendido' as the ad gone", () => {
    const offline = at(
      "fr",
      '<main><h1>Poussette Yoyo 2</h1><p class="prix">280 CHF</p><div class="alerte">Cette annonce n’est plus en ligne. Le vendeur a désactivé l’annonce ou elle a expiré.</div><p>N° d’annonce : 50987321</p></main>',
    );
    expect(offline?.availability).toBe("out_of_stock");
    const sold = at(
      "pt",
      '<main><h1>Carrinho de bebê Galzerano</h1><p class="preco">R$ 450</p><div class="aviso"><strong>Este produto já foi vendido</strong><p>O vendedor marcou o anúncio como vendido.</p></div><p>Código do anúncio: 1179013377</p></main>',
    );
    expect(sold?.availability).toBe("out_of_stock");
  });

  it("reads an ad's 'Deze advertentie is gereserveerd.', and 'Cette annonce n’est plus disponible.', over markup that says in stock", () => {
    const ld = (name: string, price: string, cur: string) =>
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"${name}","offers":{"@type":"Offer","price":"${price}","priceCurrency":"${cur}","availability":"https://schema.org/InStock"}}</script>`;
    const reserved = at(
      "nl",
      '<main><h1>Gazelle damesfiets 28 inch</h1><div class="price-row"><span class="price">€ 65,00</span></div><div class="notice">Deze advertentie is gereserveerd. De verkoper heeft het artikel toegezegd aan een andere koper.</div><p>Advertentienummer: m2091234567</p><button class="btn">Bericht</button></main>',
      "https://www.tweedehands.example.nl/v/fietsen/m2091234567-gazelle",
      ld("Gazelle damesfiets 28 inch", "65.00", "EUR"),
    );
    expect(reserved?.availability).toBe("out_of_stock");
    const expired = at(
      "fr",
      '<main><h1>Table basse en chêne</h1><p class="prix">150 €</p><div class="etat">Cette annonce n’est plus disponible.</div></main>',
      "https://www.occaz.example.fr/annonce/table-basse",
      ld("Table basse en chêne", "150", "EUR"),
    );
    expect(expired?.availability).toBe("out_of_stock");
  });
});

describe("a second reading of round twenty-two: layouts the first forms misread", () => {
  const inStock = (name: string, price: string, cur: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"${name}","offers":{"@type":"Offer","price":"${price}","priceCurrency":"${cur}","availability":"https://schema.org/InStock"}}</script>`;

  it("keeps a shop's 'Este produto já foi vendido 500 vezes!' a boast, not the product sold", () => {
    const p = at(
      "pt",
      '<main><h1>Air fryer 4 L preta</h1><p class="preco">R$ 349,90</p><p class="badge">🔥 Este produto já foi vendido 500 vezes!</p><p>Em estoque</p><button>Comprar</button></main>',
      "https://www.loja.example.com.br/air-fryer-4l",
      inStock("Air fryer 4 L preta", "349.90", "BRL"),
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("keeps a seat map's lone 'Reserviert' from overruling markup that says tickets can be had", () => {
    const p = at(
      "de",
      '<main><h1>Der Zauberer von Oz – Stadttheater</h1><p class="price">ab 32,00 €</p><ul class="legend"><li>Frei</li><li>Ausgewählt</li><li>Reserviert</li></ul><button class="buy-btn">Tickets kaufen</button></main>',
      "https://www.theater.example.de/tickets/zauberer-von-oz",
      inStock("Der Zauberer von Oz – Stadttheater", "32.00", "EUR"),
    );
    expect(p?.availability).toBe("in_stock");
  });

  it("reads 'Transport gratuit la comenzi de la 300 lei' as a threshold too", () => {
    const p = at(
      "ro",
      '<main><h1>Scaun de birou ergonomic</h1><p>Cod produs: SB-2210</p><p class="stock">Stoc epuizat</p><ul><li>Transport gratuit la comenzi de la 300 lei</li></ul></main>',
      "https://www.mobila.example.ro/scaun-birou-ergonomic",
    );
    expect(p?.price).toBeUndefined();
  });
});
