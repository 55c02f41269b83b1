import { describe, expect, it } from "vitest";
import { extractProducts } from "../core/extract/html/index.js";

/**
 * Stock as shops say it (phrases in many languages, the product's box, buy buttons, size pickers,
 * what the page hides), since the engine is judged on shops it has never seen: one small made-up
 * page per rule, as in extract-product-rules.test.ts.
 */
const page = (head: string, body = "") => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const first = (html: string, url: string) => extractProducts(html, url)[0];
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

  it("reads stock text that ends in a line break", () => {
    expect(stock(`<p>Out of stock<br></p>`)).toBe("out_of_stock");
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
      // Japanese shops mark stock: ○ in stock, △ few left, × none.
      ["<table><tr><th>在庫</th><td>○</td></tr></table>", "in_stock"],
      ["<table><tr><th>在庫</th><td>△</td></tr></table>", "limited"],
      ["<table><tr><th>在庫</th><td>×</td></tr></table>", "out_of_stock"],
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

  it("reads a listing or auction that has ended as out of stock, and not a discount that has ended", () => {
    for (const t of [
      "Bidding has ended on this item.",
      "This listing has ended.",
      "Diese Auktion ist beendet.",
      "Cette enchère est terminée",
      "Esta publicación ha finalizado",
      "L'inserzione è terminata",
      "Aukcja zakończona",
      "このオークションは終了しました",
    ])
      expect(stock(`<div class="status-message">${t}</div>`), t).toBe("out_of_stock");
    expect(stock(`<p class="promo">This sale has ended</p><button>Add to cart</button>`)).toBe("in_stock");
    expect(stock(`<p class="promo">Offer ended</p><button>Add to cart</button>`)).toBe("in_stock");
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

  it("reads an icon-only buy button by its label or title, and a picture button by its alt text", () => {
    expect(stock(`<button aria-label="Add to cart"><svg></svg></button>`)).toBe("in_stock");
    expect(stock(`<button title="In den Warenkorb"><i class="icon"></i></button>`)).toBe("in_stock");
    expect(stock(`<input type="image" src="/buy.png" alt="Add to basket">`)).toBe("in_stock");
    expect(stock(`<button aria-label="Sold out" disabled><svg></svg></button>`)).toBe("out_of_stock");
    // A label on a button with words of its own does not replace them.
    expect(stock(`<button aria-label="Add to cart">Add to wishlist</button>`)).toBeUndefined();
  });

  it("reads 'not available for delivery' as said of one way of getting the product, not of its stock", () => {
    expect(stock(`<p>Not available for delivery</p>`)).toBeUndefined();
    expect(stock(`<p>Not available for delivery</p><p>In stock in 3 stores</p>`)).toBe("in_stock");
  });

  it("reads an itemprop availability outside the offer, or outside any item", () => {
    expect(stock(`<link itemprop="availability" href="https://schema.org/OutOfStock">`)).toBe("out_of_stock");
    const item = `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Canvas tote</span><link itemprop="availability" href="https://schema.org/InStock"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="25.00"><meta itemprop="priceCurrency" content="EUR"></div></div>`;
    expect(stock(item)).toBe("in_stock");
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

  it("reads a buy button with the price or a note after its words ('Add to cart • $24.00')", () => {
    const page2 = (button: string) =>
      page("<title>Canvas tote</title>", `<main><h1>Canvas tote</h1><p class="price">€ 25,00</p><p>SKU: CT-100</p>${button}</main>`);
    for (const t of [
      "Add to cart • $24.00",
      "Add to Cart - $24.00",
      "In den Warenkorb – 24,00 €",
      "Add to cart — Free shipping",
      "Kup teraz 129,00 zł",
      "Add to cart →",
    ])
      expect(stock(page2(`<button type="submit">${t}</button>`)), t).toBe("in_stock");
    expect(stock(page2(`<button type="submit" disabled>Add to cart • $24.00</button>`))).toBe("out_of_stock");
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
    // Into the bag or basket, as fashion and national shops word it.
    for (const t of [
      "Adicionar à sacola",
      "Añadir a la bolsa",
      "Aggiungi alla borsa",
      "Ajouter au sac",
      "In die Tasche",
      "In winkelmandje",
      "Læg i kurven",
      "Legg i handlekurven",
      "Do koszyka",
      "Vložiť do košíka",
      "Dodaj u korpu",
      "افزودن به سبد خرید",
      "कार्ट में जोड़ें",
      "เพิ่มลงตะกร้า",
      "+ Keranjang",
      "カートに追加",
      "바로구매",
      "Sofort kaufen",
      "Cumpără",
    ])
      expect(stock(box("product", `<button>${t}</button>`)), t).toBe("in_stock");
    expect(stock(box("product", `<button>Pre-order</button>`))).toBe("preorder");
  });

  it("reads buy and order buttons that name no cart, in Dutch, Icelandic, Hebrew, Arabic, Greek, Persian and shops ordering in 14 languages", () => {
    for (const t of [
      "Kopen",
      "Setja í körfu",
      "קנה עכשיו",
      "اشتر الآن",
      "Αγορά",
      "خرید",
      "Pedir",
      "Ordina ora",
      "Zamów",
      "Objednat",
      "Megrendelem",
      "Beställ",
      "Bestil",
      "Bestill",
      "Tilaa",
      "Encomendar",
      "Sipariş ver",
      "注文する",
      "下单",
      "주문하기",
    ]) {
      expect(stock(box("product", `<button>${t}</button>`)), t).toBe("in_stock");
      expect(stock(box("product", `<button disabled>${t}</button>`)), `${t}, disabled`).toBe("out_of_stock");
    }
  });
});

describe("stock phrases across languages", () => {
  const shop = (t: string) =>
    page("<title>Kettle</title>", `<main><h1>Kettle</h1><p class="price">€ 24,00</p><p>SKU: KT-100</p><p class="stock">${t}</p></main>`);
  const stock = (t: string) => first(shop(t), "https://shop.example/kettle")?.availability;

  it("reads stock in Persian, Hindi, Thai, Korean, Malay, Icelandic, Vietnamese, Chinese and Japanese, the 'not' phrase before the one it contains", () => {
    for (const t of [
      "ناموجود",
      "स्टॉक में नहीं",
      "ไม่มีสินค้า",
      "재고 없음",
      "Habis dijual",
      "Kehabisan stok",
      "Uppselt",
      "Avise-me quando chegar",
    ])
      expect(stock(t), t).toBe("out_of_stock");
    for (const t of ["Fuori produzione", "予約受付終了"]) expect(stock(t), t).toBe("discontinued");
    for (const t of ["موجود", "स्टॉक में", "Có sẵn", "現貨", "即日発送", "Lagerware"]) expect(stock(t), t).toBe("in_stock");
  });

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

  it("reads Romanian, Turkish, Finnish, Ukrainian and Thai stock phrases, a Turkish or Romanian negation before the in-stock words", () => {
    for (const t of ["Pe stoc", "În stoc", "พร้อมส่ง"]) expect(stock(t), t).toBe("in_stock");
    for (const t of [
      "Nu este pe stoc",
      "Nu e în stoc",
      "Stokta bulunmamaktadır",
      "Stokta bulunmuyor",
      "Geçici olarak temin edilemiyor",
      "Loppuunmyyty",
      "Tilapäisesti loppu",
      "Nu mai este pe stoc",
      "Наразі немає в наявності",
    ])
      expect(stock(t), t).toBe("out_of_stock");
    // "Currently there are no reviews" and "the end" say nothing of stock; "not ready to ship" says no in-stock.
    for (const t of ["Наразі немає відгуків", "Loppu", "ไม่พร้อมส่ง"]) expect(stock(t), t).toBeUndefined();
  });

  it("reads a title that says the product can be had as no stock text, one that says it is gone as the shop's word", () => {
    const titled = (title: string, box: string) =>
      first(
        page(`<title>${title}</title>`, `<main><h1>${title}</h1><p class="price">€ 24,00</p>${box}</main>`),
        "https://shop.example/kettle",
      )?.availability;
    expect(titled("[พร้อมส่ง] เสื้อยืด", "<p>สินค้าหมด</p>")).toBe("out_of_stock");
    expect(titled("Ready to ship: linen shirt", "<button disabled>Add to cart</button>")).toBe("out_of_stock");
    expect(titled("Ready to ship: linen shirt", "")).toBeUndefined();
    expect(titled("Kettle – sold out", "")).toBe("out_of_stock");
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

  it("reads a sold-out word inside one box of a row of sizes as that size's, however the row is marked up", () => {
    const cart = `<button type="submit" class="btn">Add to cart</button>`;
    for (const row of [
      `<div class="swatch"><div class="swatch-element soldout"><div class="tooltip">Sold out</div><label>6</label></div><div class="swatch-element"><label>8</label></div></div>`,
      `<div><label>36 <span>Épuisé</span></label><label>38</label><label>40</label></div>`,
      `<div><a class="variant-link">XS <small>(Wyprzedane)</small></a><a class="variant-link">S</a><a class="variant-link">M</a></div>`,
      `<ul><li>EU 42 – Ausverkauft</li><li>EU 43</li><li>EU 44</li></ul>`,
    ])
      expect(stock(row + cart), row).toBe("in_stock");
    // A line beside a box that is no size still speaks for the product, and so does one beside a
    // lone number (a count, a rating), or in a row whose other sizes are all greyed out.
    expect(stock(`<div><span>Sold out</span><span>Free returns</span></div>${cart}`)).toBe("out_of_stock");
    expect(stock(`<dl><dt>Size</dt><dd>UK 8 <span class="badge">Sold out</span></dd><dt>Pieces</dt><dd>2</dd></dl>${cart}`)).toBe(
      "out_of_stock",
    );
    expect(
      stock(
        `<div class="sizes"><label class="size is-selected">S <span>Sold out</span></label><label class="size disabled">M</label><label class="size disabled">L</label></div>${cart}`,
      ),
    ).toBe("out_of_stock");
  });

  it("reads every size offering to write when it is back as the product gone, though the buy button shows", () => {
    const row = `<div class="sizes"><button class="size">36 – Me prévenir</button><button class="size">37 – Me prévenir</button></div>`;
    expect(stock(`${row}<button class="btn add-to-cart">Ajouter au panier</button>`)).toBe("out_of_stock");
    const one = `<div class="sizes"><button class="size">36 – Me prévenir</button><button class="size">37</button></div>`;
    expect(stock(`${one}<button class="btn add-to-cart">Ajouter au panier</button>`)).toBe("in_stock");
  });

  it("takes no stock from a line saying the size chosen is gone ('This size is out of stock', 'Diese Größe ist leider ausverkauft')", () => {
    const cart = `<button class="btn add-to-cart">Add to cart</button>`;
    for (const line of [
      "Diese Größe ist leider ausverkauft",
      "This size is out of stock",
      "Deze maat is uitverkocht",
      "Ten rozmiar jest niedostępny",
      "Cette taille est épuisée",
    ])
      expect(stock(`<div class="availability-msg">${line}</div>${cart}`), line).toBe("in_stock");
    // A style is the product itself; a colour may be its only one; a size said in stock is read.
    for (const line of ["Sorry, this style is sold out.", "This colour is sold out"])
      expect(stock(`<div class="availability-msg">${line}</div>`), line).toBe("out_of_stock");
    expect(stock(`<div class="availability-msg">Selected size: In stock</div>`)).toBe("in_stock");
  });

  it("reads a greyed-out buy button that asks for a size, in any language, as waiting for it: no stock said", () => {
    for (const ask of [
      "Choisissez votre taille",
      "Bitte Größe wählen",
      "Select a size",
      "Selecciona una talla",
      "Seleziona una taglia",
      "Kies je maat",
      "Wybierz rozmiar",
    ])
      expect(
        stock(`<button class="size">S</button><button class="size">M</button><button class="add-to-cart" disabled>${ask}</button>`),
        ask,
      ).toBeUndefined();
    // Greyed out with its own words, it is gone; asking for a size when every size is greyed out too.
    expect(stock(`<button class="add-to-cart" disabled>Add to cart</button>`)).toBe("out_of_stock");
    const greyed = `<ul class="swatches size"><li class="unselectable"><a>38</a></li><li class="unselectable"><a>40</a></li></ul>`;
    expect(stock(`${greyed}<button class="add-to-cart" disabled>Choisissez votre taille</button>`)).toBe("out_of_stock");
  });

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
    // Greyed out beside a size that can be had while another is marked gone, the button waits for
    // a size to be picked: one can be bought, so the product can.
    expect(row(`<div class="size-picker">`, `<button class="btn add-to-cart" disabled>Add to cart</button>`)).toBe("in_stock");
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

  it("takes no stock from one of a row of size buttons whose classes are hashed: each named for a size in its data attributes, or a toggle", () => {
    const row = (s: string, m: string) =>
      stock(
        `<div class="css-1x2y3z"><button type="button" class="css-a1b2" ${s}>S</button><button type="button" class="css-a1b2" ${m}>M – Out of stock</button></div><button class="css-c3d4">Add to bag</button>`,
      );
    expect(row(`data-size="S"`, `data-size="M"`)).toBe("in_stock");
    expect(row(`data-testid="size-option"`, `data-testid="size-option"`)).toBe("in_stock");
    expect(row(`aria-pressed="true"`, `aria-pressed="false"`)).toBe("in_stock");
    // Buttons that say nothing of being choices: the one saying the product is gone speaks.
    expect(row(`data-x="1"`, `data-x="2"`)).toBe("out_of_stock");
    // Every size gone: out of stock, though the buy button shows.
    expect(
      stock(
        `<div class="sc-a"><button class="sc-b" data-qa="size" aria-label="XS - Out of stock">XS</button><button class="sc-b" data-qa="size" aria-label="S - Out of stock">S</button></div><button class="sc-c">Add to bag</button>`,
      ),
    ).toBe("out_of_stock");
  });

  it("reads a size picker whose every size is disabled or sold out as out of stock, though the button shows", () => {
    expect(stock(sizes(`<option value="s" disabled>S</option><option value="m">M - sold out</option>`))).toBe("out_of_stock");
    expect(stock(sizes(`<option value="s" disabled>S</option><option value="m">M</option>`))).toBe("in_stock");
  });
});
