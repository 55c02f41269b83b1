import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * Classified ads as the big classified sites of each language print them: no cart, the ad is
 * bought by answering it, its number is the SKU, and an ad that has expired, been removed or been
 * promised to someone can no longer be had. One small made-up page per rule, as in
 * extract-product-rules.test.ts.
 */
const page = (lang: string, body: string, head = "") =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Mountain bike</title>${head}</head><body><header><a href="/">Classifieds</a><a href="/post">Post an ad</a></header><main>${body}</main><footer><a href="/contact">Contact us</a></footer></body></html>`;
const offer = `<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Mountain bike",
  offers: { "@type": "Offer", price: "150", priceCurrency: "CAD" },
})}</script>`;
const read = (html: string) => {
  const p = extractProducts(html, "https://ads.example/bikes/mountain-bike-35985065")[0];
  return p && { price: p.price, sku: p.sku, availability: p.availability };
};

describe("classified ads", () => {
  it("reads answering the ad (write, mail, call, ask for the number) as buying it, in the languages of the big classified sites", () => {
    const buttons: [string, string][] = [
      ["en", "Email Seller"],
      ["en", "Send message"],
      ["en", "Contact poster"],
      ["en", "Show phone number"],
      ["de", "Nachricht senden"],
      ["de", "Telefonnummer anzeigen"],
      ["fr", "Envoyer un message"],
      ["fr", "Voir le numéro"],
      ["es", "Chatear"],
      ["es", "Enviar mensaje"],
      ["it", "Contatta l'inserzionista"],
      ["pt", "Enviar mensagem"],
      ["nl", "Stuur bericht"],
      ["pl", "Napisz wiadomość"],
      ["sv", "Skicka meddelande"],
      ["ru", "Написать сообщение"],
    ];
    for (const [lang, text] of buttons)
      expect(
        read(
          page(
            lang,
            `<h1>Mountain bike</h1><div class="ad-price">$150</div><a class="btn btn-primary" href="/reply/35985065">${text}</a>`,
            offer,
          ),
        )?.availability,
        text,
      ).toBe("in_stock");
  });

  it("reads a bare 'Message', 'Chat', 'Call' or 'Contact' button, as most classified sites word it, as the stock of an ad the page shows to be a product", () => {
    const buttons: [string, string][] = [
      ["en", "Message"],
      ["en", "Chat"],
      ["en", "Call"],
      ["de", "Kontaktieren"],
      ["de", "Anrufen"],
      ["fr", "Contacter"],
      ["fr", "Appeler"],
      ["es", "Contactar"],
      ["es", "Llamar"],
      ["it", "Contatta"],
      ["it", "Chatta"],
      ["pt", "Ligar"],
      ["nl", "Bericht"],
      ["nl", "Bellen"],
      ["pl", "Napisz"],
      ["pl", "Czat"],
      ["sv", "Kontakta"],
      ["ru", "Написать"],
      ["ru", "Позвонить"],
    ];
    const ad = (lang: string, button: string, head = offer, details = "") =>
      read(
        page(
          lang,
          `<div class="ad"><h1>Mountain bike</h1><div class="ad-price">150 €</div><p>Good tyres, new chain.</p>${details}${button}</div>`,
          head,
        ),
      );
    for (const [lang, text] of buttons) {
      // The markup makes the page a product; the button says it can be had.
      expect(ad(lang, `<button class="btn">${text}</button>`)?.availability, text).toBe("in_stock");
      // So does the ad's number.
      expect(ad(lang, `<button class="btn">${text}</button>`, "", "<p>Ad ID: 35985065</p>"), text).toEqual({
        price: 150,
        sku: "35985065",
        availability: "in_stock",
      });
      // Alone, such a button makes no product: service pages, directories and flats print them too.
      expect(ad(lang, `<button class="btn">${text}</button>`, ""), text).toBeUndefined();
    }
    // Offering a price is answered the same way: freelance boards and estate agents print it too.
    for (const text of ["Faire une offre", "Hacer una oferta", "Bieden", "Preisvorschlag senden"]) {
      expect(ad("en", `<button class="btn">${text}</button>`)?.availability, text).toBe("in_stock");
      expect(ad("en", `<button class="btn">${text}</button>`, ""), text).toBeUndefined();
    }
    // Not an icon (a share bar's WhatsApp, a chat launcher), nor a greyed-out button (agents
    // offline), nor a link to the site's contact page (a trade shop's quote).
    for (const button of [
      `<a class="btn share" href="https://wa.me/?text=x" aria-label="WhatsApp"></a>`,
      `<button class="btn chat-launcher" aria-label="Chat"><svg></svg></button>`,
      `<button class="btn" disabled>Chat</button>`,
      `<a class="btn btn-primary" href="/contact">Contact</a>`,
      `<a class="btn" href="https://ads.example/de/kontakt?ref=bike">Kontaktieren</a>`,
      `<a class="btn" href="/pages/contact">Contact</a>`,
      `<a class="btn" href="/contact_us.html">Contact</a>`,
      `<a class="btn" href="/contact-sales?sku=CP200">Contact</a>`,
      `<a class="btn" href="index.php?route=information/contact">Contact</a>`,
    ])
      expect(ad("en", button)?.availability, button).toBeUndefined();
    // A link to the ad's own form is the ad's.
    expect(ad("en", `<a class="btn" href="/contact/35985065">Contact</a>`)?.availability).toBe("in_stock");
    // A page that gives its price on request is asked for the price, not for the item.
    const onRequest = `<div class="ad"><h1>Mountain bike</h1><p>Price on request</p><button class="btn">Contact</button></div>`;
    expect(read(page("en", onRequest, offer))?.availability).toBeUndefined();
  });

  it("reads a bare answer to an ad last: a buy button, a sold-out badge or a button waiting for a size speaks first, wherever it stands", () => {
    const shop = (body: string, answer: string) =>
      read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div><button class="btn">${answer}</button>${body}`, offer))
        ?.availability;
    for (const answer of ["Chat", "Contact", "Message"]) {
      expect(shop(`<button class="add-to-cart" disabled>Add to cart</button>`, answer), answer).toBe("out_of_stock");
      expect(shop(`<button class="btn">Sold out</button>`, answer), answer).toBe("out_of_stock");
      expect(shop(`<button class="add-to-cart">Add to cart</button>`, answer), answer).toBe("in_stock");
      expect(shop(`<span class="badge">Sold</span>`, answer), answer).toBe("out_of_stock");
      const waiting = `<p>Please select a size</p><button class="size">S</button><button class="add-to-cart" disabled>Add to cart</button>`;
      expect(shop(waiting, answer), answer).toBeUndefined();
    }
  });

  it("reads a plain link that answers the ad as buying it when it names the seller or the ad; a bare 'Reply' link may be a comment's", () => {
    const link = (text: string) =>
      read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div><p><a href="/reply/35985065">${text}</a></p>`, offer))
        ?.availability;
    for (const text of [
      "Reply to this ad",
      "Respond to this ad",
      "Contact seller",
      "Email the advertiser",
      "Verkäufer kontaktieren",
      "Contacter l'annonceur",
    ])
      expect(link(text), text).toBe("in_stock");
    expect(link("Reply")).toBeUndefined();
    expect(link("Send message")).toBeUndefined();
  });

  it("takes an ad with no markup for a product when it shows a name, a price and a way to answer it", () => {
    const html = page(
      "fr",
      `<h1>Vélo de course</h1><p class="price">250 €</p><p>Publiée le 20/11/2026</p><button class="btn">Envoyer un message</button>`,
    );
    expect(read(html)).toEqual({ price: 250, sku: undefined, availability: "in_stock" });
  });

  it("reads an ad that has expired, been removed or taken down as out of stock", () => {
    for (const [lang, notice] of [
      ["en", "This ad has expired."],
      ["en", "This posting has been deleted by its author."],
      ["en", "This listing has been removed."],
      ["de", "Diese Anzeige ist abgelaufen."],
      ["fr", "Cette annonce a expiré."],
      ["es", "Este anuncio ha caducado."],
      ["it", "Questo annuncio è scaduto."],
      ["nl", "Deze advertentie is verwijderd."],
      ["pl", "To ogłoszenie jest już nieaktualne."],
      ["sv", "Annonsen är inte längre tillgänglig."],
      ["ru", "Объявление снято с публикации"],
      ["en", "This ad was deleted."],
      ["en", "This ad is inactive."],
      ["en", "This listing is closed."],
      ["en", "The seller has marked this item as sold."],
    ])
      expect(
        read(page(lang, `<div class="notice">${notice}</div><h1>Mountain bike</h1><div class="ad-price">$150</div>`, offer))?.availability,
        notice,
      ).toBe("out_of_stock");
  });

  it("reads an ad's status saying the item is sold, in the languages of the big classified sites, over a way to answer it", () => {
    for (const [lang, status] of [
      ["de", "Artikel ist verkauft"],
      ["fr", "Article vendu"],
      ["es", "Artículo vendido"],
      ["it", "Articolo venduto"],
      ["pt", "Artigo vendido"],
      ["pl", "Przedmiot sprzedany"],
      ["nl", "Artikel is verkocht"],
      ["ru", "Товар продан"],
      ["sv", "Annonsen har tagits bort"],
    ])
      expect(
        read(
          page(
            lang,
            `<h1>Mountain bike</h1><div class="ad-price">$150</div><p class="status">${status}</p><button class="btn">Message</button>`,
            offer,
          ),
        )?.availability,
        status,
      ).toBe("out_of_stock");
    // A count of items sold is no status, its number in the line or in a box of its own.
    for (const count of ["<p>12 Artikel verkauft</p>", `<div class="stats"><span>312</span> <span>Artikel verkauft</span></div>`])
      expect(
        read(page("de", `<h1>Mountain bike</h1><div class="ad-price">$150</div>${count}<button class="btn">Nachricht</button>`, offer))
          ?.availability,
        count,
      ).toBe("in_stock");
  });

  it("reads what an ended listing or a lot says it sold for as out of stock, and nothing from other sentences about selling", () => {
    const line = (text: string, button = `<button class="btn">Contact seller</button>`) =>
      read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div><p>${text}</p>${button}`, offer))?.availability;
    for (const text of ["Sold for US $150.00", "Sold for: $150", "This lot sold for $150", "Verkauft für 150,00 €", "Vendu pour 150 €"])
      expect(line(text), text).toBe("out_of_stock");
    const cart = `<button class="add-to-cart">Add to cart</button>`;
    for (const text of [
      "Sold for 3 years in our shop",
      "Sold for charity since 1990",
      "Similar items sold for $120-$180",
      "Sold by Acme Bikes",
    ])
      expect(line(text, cart), text).toBe("in_stock");
  });

  it("reads a one-word 'Reserved' badge as out of stock, and nothing from a sentence that only mentions it", () => {
    for (const badge of ["Reserved", "Reserviert", "Gereserveerd", "Reservado", "Zarezerwowane"])
      expect(
        read(page("en", `<h1>Mountain bike <span class="badge">${badge}</span></h1><div class="ad-price">$150</div>`, offer))?.availability,
        badge,
      ).toBe("out_of_stock");
    expect(read(page("en", `<h1>Mountain bike</h1><p>© 2026 Classifieds. All rights reserved.</p>`, offer))?.availability).toBeUndefined();
  });

  it("reads 'SOLD' set apart in the ad's title as out of stock, but not a brand, a unit or a count of items sold", () => {
    const title = (heading: string) =>
      read(page("en", `<h1>${heading}</h1><div class="ad-price">$150</div><button class="btn">Reply</button>`, offer))?.availability;
    for (const heading of [
      "SOLD - Mountain bike",
      "[Sold] Mountain bike",
      "Mountain bike (sold)",
      "Mountain bike – SOLD",
      "VERKAUFT | Mountainbike",
    ])
      expect(title(heading), heading).toBe("out_of_stock");
    for (const heading of [
      "Mountain bike",
      "Sold: 1,234 Mountain bike",
      "Soldier figure - mountain bike",
      // Reserved is a fashion brand; "sold" in lower case after a dash says how it is sold.
      "Slim fit jeans - Reserved",
      "RESERVED | Slim fit jeans",
      "Gouda - sold by weight",
      // A product's own name may end so: a sign rider, an album.
      "Real Estate Sign Rider – Sold",
    ])
      expect(title(heading), heading).toBe("in_stock");
  });

  it("does not read a shop's lines that only mention selling, reserving or closing as the product being gone", () => {
    const shop = (line: string) =>
      read(
        page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div>${line}<button class="add-to-cart">Add to cart</button>`, offer),
      )?.availability;
    for (const line of [
      `<p class="unit">Sold – per kg</p>`,
      `<p class="seller">Vendu | Expédié par Amazon</p>`,
      `<p class="qa">Q&amp;A on this listing is closed.</p>`,
      `<p class="note">Items marked as sold by partners ship separately.</p>`,
      // A delivery slot or a pick-up option full or reserved, or its status, is that option's.
      `<div class="delivery"><span>Livraison à domicile</span> <span>Complet</span></div>`,
      `<div class="pickup"><span>Store pick-up</span> <span>Reserved</span></div>`,
      `<div class="pickup"><p>Click &amp; Collect – Berlin Mitte</p><p>Status: Not available</p></div>`,
    ])
      expect(shop(line), line).toBe("in_stock");
  });

  it("reads 'Sold' beside an ad whose text says 'Pick up only' as the item's state, not as a way of getting it", () => {
    const ad = `<div class="ad"><h1>Mountain bike</h1><div class="ad-price">$150</div><p>Good tyres. Pick up only.</p><span class="badge">SOLD</span></div>`;
    expect(read(page("en", ad, offer))?.availability).toBe("out_of_stock");
    // The badge beside the pick-up words in a line of their own, the ad answered by a message.
    const meta = `<div class="ad"><div class="ad-head"><h1>Mountain bike</h1><div class="ad-price">$150</div></div><div class="ad-meta"><span class="badge">Sold</span> <span>Pick up only</span></div><button>Message seller</button></div>`;
    expect(read(page("en", meta, offer))?.availability).toBe("out_of_stock");
    // A shop's pick-up option said unavailable still says nothing of the product.
    const shop = `<h1>Mountain bike</h1><div class="ad-price">$150</div><div class="pickup"><span>Store pick-up</span> <span>Not available</span></div>`;
    expect(read(page("en", shop, offer))?.availability).toBeUndefined();
  });

  it("reads an ad's status under a 'Status' label", () => {
    const status = (value: string) =>
      read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div><ul><li>Status: ${value}</li></ul>`, offer))?.availability;
    expect(status("Sold")).toBe("out_of_stock");
    expect(status("Available")).toBe("in_stock");
    expect(status("Used")).toBeUndefined();
  });

  it("takes no stock from a question: 'Is this still available?' is the buyer's message, not the seller's word", () => {
    expect(
      read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div><p>Still available?</p>`, offer))?.availability,
    ).toBeUndefined();
    const form = `<form class="contact"><textarea name="message">Hi, is this still available</textarea><button type="submit" disabled>Send</button></form>`;
    expect(read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div>${form}`, offer))?.availability).toBeUndefined();
  });

  it("reads the ad's number under the labels the classified sites of each language print", () => {
    for (const label of [
      "Anzeigen-ID: 2345678901",
      "Anzeigennummer: 2345678901",
      "Advertentienummer: 2345678901",
      "Numer ogłoszenia: 2345678901",
      "ID ogłoszenia: 2345678901",
      "Référence de l'annonce : 2345678901",
      "Nº de anuncio: 2345678901",
      "Codice annuncio: 2345678901",
      "İlan No: 2345678901",
      "Annons-ID: 2345678901",
    ])
      expect(read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div><p>${label}</p>`, offer))?.sku, label).toBe(
        "2345678901",
      );
  });

  it("reads a number glued to a label that ends in '#' ('Ad #35985065', 'Item #1234')", () => {
    for (const label of ["Ad #35985065", "Listing #35985065", "Item #35985065"])
      expect(read(page("en", `<h1>Mountain bike</h1><div class="ad-price">$150</div><p>${label}</p>`, offer))?.sku, label).toBe("35985065");
  });
});
