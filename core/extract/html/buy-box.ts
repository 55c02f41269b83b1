/**
 * Stock from the visible page: stock text in many languages, the product's box (a stock class or
 * data attribute around the heading) and the buy box (a button to buy, bid or answer an ad,
 * disabled or saying it is gone, a quantity to buy with). Part of the heuristic draft
 * (heuristics.ts), so only what markup left empty.
 */
import { normalizeAvailability, onlyAnOffer, saidEnded, soldAlone, soldInTitle } from "./availability.js";
import { stockNotice, stockOf, unglued } from "./stock-text.js";
import {
  allElements,
  BLOCK_TAGS,
  ancestors,
  fewElements,
  firstElements,
  fold,
  isElement,
  leadingText,
  isHidden,
  leadsElsewhere,
  markedChosen,
  pressedOrChosen,
  shortText,
  type AnyNode,
  signature,
  textOf,
  treeDistance,
  type Element,
} from "./dom.js";
import { printsAPrice } from "./price-words.js";
import { put } from "./schema-map.js";
import type { Availability, Draft } from "./types.js";

/** The words that name whom or what is answered (the seller, the ad): a plain link saying them is the action too. */
const ANSWER_SELLER = [
  "contact (the )?(seller|poster|advertiser|owner)|(message|email|e-mail|text|call) (the )?(seller|poster|advertiser|owner)|chat with (the )?seller|(reply|respond) to (this |the )?(ad|advert|listing|posting)|(email|contact|reply to) (the )?(advertiser|poster)",
  "verkaufer kontaktieren|anbieter kontaktieren|nachricht an den verkaufer (schreiben|senden)",
  "contacter (le vendeur|l'annonceur)",
  "contactar (con el |al )?(vendedor|anunciante)",
  "contatta (il venditore|l'inserzionista|venditore)",
  "contactar (o )?anunciante|falar com o vendedor",
  "kontakta saljaren",
  "whatsapp (the )?(seller|advertiser|owner)",
  "написать продавцу",
  "odpovedet na inzerat|kontaktovat (prodejce|inzerenta)|napsat (prodejci|inzerentovi)|odpovedat na inzerat|kontaktovat predajcu|napisat predajcovi",
  "kontak die (adverteerder|verkoper)",
  "kontaktiraj (oglasivaca|prodavaca)|napisati prodavcu|написати продавцю|راسل البائع|مراسلة البائع|تواصل مع البائع",
].join("|");
/** Asking for the poster's number: a link that says it answers the ad as a button does. */
const SHOW_PHONE = [
  "(show|reveal|view) (the )?(phone( number)?|number)|telefonnummer anzeigen|(voir|afficher) le numero|ver (el )?telefono|mostra (il )?numero",
  "ver (o )?telefone|ver numero|toon telefoonnummer|pokaz (numer|telefon)|zobrazit (telefon|telefonni cislo|cislo)|visa telefonnummer|показать (телефон|номер)",
  "prikazi (broj|telefon)|pokazi broj|telefonu goster|numarayi goster|покажи (телефона|номера)|показати (телефон|номер)|(إظهار|اظهار|عرض) (الرقم|رقم الهاتف)|הצג(ת)? מספר( טלפון)?",
].join("|");
/**
 * A classified ad is bought by answering it: write, mail or call the one who posted it, or ask
 * for the number. Said in the words the big classified sites of each language use on the button.
 */
const ANSWER_AD = [
  ANSWER_SELLER,
  SHOW_PHONE,
  "reply|send (a )?message",
  "nachricht (schreiben|senden)",
  "envoyer un message",
  "enviar (un )?mensaje|chatear",
  "invia (un )?messaggio",
  "enviar mensagem",
  "stuur (een )?bericht|bericht sturen",
  "napisz wiadomosc|wyslij wiadomosc|zadzwon",
  "poslat zpravu|odeslat zpravu|poslat spravu",
  "posalji poruku|mesaj gonder|изпрати съобщение|написати повідомлення|שליחת הודעה|request (a )?call ?back",
  "trimite (un )?mesaj|afiseaza (numarul de )?telefon(ul)?|arata telefon(ul)?",
  "στειλτε μηνυμα|στειλε μηνυμα|αποστολη μηνυματος|εμφανιση τηλεφωνου|προβολη τηλεφωνου",
  "skicka meddelande",
  "написать сообщение",
].join("|");
const ANSWER_SELLER_LINK = new RegExp(`^(${ANSWER_SELLER}|${SHOW_PHONE})$`);
/**
 * Most classified sites word the answer bare ("Message", "Chat", "Call", "Contacter", "Napisz")
 * or offer a price ("Faire une offre", "Bieden"), as service pages, directories, estate agents,
 * freelance boards and help widgets word theirs. So a bare answer is the stock only as a last
 * resort (`availabilityFallback`), never makes a page a product, and counts only as a button the
 * page shows enabled and in words: not an icon (a share bar's WhatsApp, a chat launcher), not a
 * link to the site's contact page.
 */
const BARE_ANSWER = new RegExp(
  `^(${[
    "message|chat|chat now|start (a )?chat|show contacts?|contact|call|send (an )?e-?mail|whatsapp|ask (the )?(seller|owner)( a question)?",
    "nachricht|kontaktieren|anrufen|contacter|appeler|contactar|llamar|contatta|chatta|chiama|ligar|conversar",
    "bericht|bellen|contact opnemen|napisz|czat|kontakta|написать|позвонить",
    "faire une offre|proposer un prix|hacer (una )?oferta|fazer (uma )?oferta|bieden|preisvorschlag( senden| machen)?",
  ].join("|")})$`,
);
/**
 * A link to the site's contact page, its last step named for it (`/contact`, `/pages/contact`,
 * `/de/kontakt`, `/contact_us.html`, `/contact-sales?sku=…`, `?route=information/contact`), not to
 * an ad's own form (`/contact/35985065`).
 */
const CONTACT_PAGE =
  /(^|[/=])(contact|kontakt|contacto|contactenos|contatti|contato|contactez-nous|nous-contacter)([-_][a-z]+)*(\.\w{2,4})?\/?([?#&]|$)/i;
/** Putting it in the bag or basket, as fashion and national shops word it. */
const BAG_AND_BASKET = [
  "adicionar (a|na) sacola|(agregar|anadir) a la bolsa|aggiungi (alla borsa|allo shopper)|ajouter au sac|in die tasche",
  "(toevoegen aan |in )?(het |de )?winkelmandje|in de winkelwagen|(laeg|laegge) i kurv(en)?|tilfoj til kurv(en)?|legg i handlekurv(en)?|ostoskoriin",
  "(vlozit )?do kosika|do koszyka|(dodaj )?u korpu|у кошик|افزودن به سبد( خرید)?|कार्ट में .{1,8}|เพิ่ม(ลง|ใน|เข้า)ตะกร้า",
  "\\+ ?keranjang|tambah ke troli|masukkan ke (keranjang|troli)|カートに追加|장바구니|바로 ?구매",
  "sofort kaufen|koupit( nyni| ihned)?|vasarlas|cumpara( acum)?",
  "pridat do kosika|kupic|kup|adicionar (a|na) cesta|lisaa koriin|додати (в|до) кошик[а-яіїє]*|masukkan keranjang|カートに追加する",
].join("|");
/** Buying and ordering it, in the words of shops whose buttons name no cart. */
const BUY_AND_ORDER = [
  "kopen|nu kopen|setja i korfu|kaupa|קנה( עכשיו)?|קנייה|اشتر(ي)? الآن|شراء|αγορα( τωρα)?|خرید",
  "pedir( ahora)?|ordina ora|zamow( teraz)?|objednat|megrendel(em)?|bestall|bestil|bestill|tilaa|encomendar|sipar(i|ı)s ver|注文する|(立即)?下单|주문하기",
].join("|");
const ADD_TO_CART = new RegExp(
  `^(add|add to (shopping )?(cart|bag|basket|trolley)|buy( it)? now|place (a )?bid|bid now|make (an )?offer|jetzt bieten|gebot abgeben|licytuj|licitar|drazit|licitea(za)?|in den (warenkorb|einkaufswagen)( legen)?|jetzt kaufen|sofort-?kaufen|do kosiku|koupit|vlozit do kosiku|ajouter au panier|acheter( maintenant)?|achat immediat|encherir|anadir (a la|al) (cesta|carrito)|agregar al (carro|carrito)|comprar( ahora| agora| entradas?| boletos?)?|buscar (boletos|entradas)|buy tickets?|tickets kaufen|(jetzt )?buchen|book( now| tickets?)?|reserver( maintenant)?|boek( nu)?|zarezerwuj|rezervovat|tickets sichern|karten kaufen|acheter (des |un |mes )?billets?|subscribe (&|and) save|download kaufen|buy (&|and) download|(e-)?rezept einlosen|rent now|(jetzt )?mieten|customi[sz]e (&|and) buy|configure (&|and) buy|hinzufugen|toevoegen|agregar|adicionar|dodaj|adicionar ao (carrinho|cesto)|dodaj do koszyka|kup teraz|aggiungi al carrello|compra subito|acquista( ora)?|fai un'offerta|in (mijn )?winkelwagen|toevoegen aan winkelwagen|lagg i varukorg(en)?|laeg i kurv|legg i handlekurv|bestil og hent( i butik(ken)?)?|reserver og hent|lisaa ostoskoriin|naroci|kupi|dodaj v kosarico|dodaj u kosaricu|pievienot grozam|i krepseli|kosarba|sepete ekle|adauga in cos|в корзину|добавить в корзину|купить|προσθηκη στο καλαθι|הוסף לסל|הוספה לסל|أضف إلى السلة|أضف للسلة|(اضف|أضف|إضافة) (الى|إلى) (السلة|الحقيبة|حقيبة التسوق|سلة التسوق)|(اضف|أضف|إضافة|اضافة) (للسلة|للحقيبة|لسلة التسوق)|کارٹ میں (شامل|ڈالیں)( کریں)?|ابھی خریدیں|কার্টে (যোগ করুন|যুক্ত করুন)|এখনই কিনুন|加入購物車|加入购物车|放入購物車|放入购物车|立即購買|立即购买|カートに入れる|カートへ入れる|購入する|今すぐ購入|장바구니 담기|구매하기|buy|purchase|order( now)?|${ANSWER_AD}|(jetzt )?bestellen|(jetzt )?kaufen|in den korb|zum warenkorb hinzufugen|pridat do kosiku|ajouter|commander|anadir|aggiungi|(in )?winkelmand|bestel|kop( nu)?|kjop|kob|osta|kosarba( teszem)?|satin al|beli( sekarang)?|tambah ke keranjang|mua ngay|them vao gio( hang)?|в кошик|купити|заказать|ซื้อเลย|หยิบใส่ตะกร้า|do kosika|v kosarico|ielikt groza|lisa ostukorvi|добави в количката|добави в кошницата|kosarba tesz|${BAG_AND_BASKET}|${BUY_AND_ORDER})$`,
);
/** Where a buy button puts the product, in the languages the buy texts know. */
const CART_WORD =
  /(cart|bag|basket|trolley|warenkorb|einkaufswagen|panier|carrito|cesta|carrello|carrinho|koszyk|kosik|winkelwagen|winkelmand|varukorg|kurv|handlekurv|ostoskori|sepet|корзин|καλαθι|סל|السلة|الحقيبة|حقيبة|購物車|购物车|カート|장바구니)/;
/**
 * A plain link that says it puts the product in the cart ("Add to bag", "اضف الى حقيبة التسوق")
 * is the buy button of a theme that styles a link as one; a link that only says "Buy" may be a
 * menu's, so the words must name the cart. So is a link that answers a classified ad naming the
 * seller or the ad ("Reply to this ad", "Contact seller"); a bare "Reply" may be a comment's.
 */
const cartLink = (el: Element) => {
  // Read no further than a button's words (one more tells a longer text): every link of the buy
  // box is asked. Its blanks are read past, however deep the markup indents them. A picture of a
  // button says them in its alt text.
  const text = fold(leadingText(el, 41) || pictureWords(el)).trim();
  const words = buttonWords(text);
  return text.length <= 40 && ((CART_WORD.test(text) && ADD_TO_CART.test(words)) || ANSWER_SELLER_LINK.test(words));
};

/** A picture of a button says its words in its alt text (`<img src="btn-email-seller.gif" alt="Email Seller">`). */
const pictureWords = (el: Element) =>
  firstElements(el, 4)
    .find((e) => e.name === "img")
    ?.attribs.alt?.trim() ?? "";

/** A button to order before release: the product can be had. */
const PREORDER_BUTTON =
  /^(pre-?order( now)?|vorbestellen|jetzt vorbestellen|elorendel(es|em)|voorbestellen|forhandsbestall|forudbestil|ennakkotilaa|precommander|pre-?commander|reservar( ahora| agora| ya)?|prenota(re)?( ora)?|przedsprzedaz|(zamow|kup) w przedsprzedazy|(comprar|compra) (na|en|in) (pre-?venda|pre-?venta|prevendita)|garantir na pre-?venda|予約する|予約注文|(оформить )?предзаказ(ать)?|(оформити )?передзамовлення)$/;
/**
 * A button to order what is not in stock yet, to be sent when it comes ("Backorder", "Add to Cart
 * (Backorder)", "Nachbestellen"): the product can be had.
 */
const BACKORDER_BUTTON =
  /^(.{1,30}[\s(-]\s*)?(back-?order( now| it)?|place (a )?back-?order|(jetzt )?nachbestellen|commander en reliquat)\)?$/;
/** Buttons named for buying in any language: `add-to-cart`, `button-cart`, `buy-now`, `placebid`. */
const BUY_SIG =
  /add-?to-?(cart|bag|basket|trolley)|addtocart|add-?cart|button-?cart|btn-?cart|buy-?now|buy-?button|buy-?btn|btn-?buy|buy-?it-?now|place-?bid|bid-?button|reply-?button|contact-?seller/;
const SOLD_OUT_BUTTON =
  /sold out|hou(d)? (mij|me) op de hoogte|out of stock|ausverkauft|vyprodano|epuise|agotado|wyprzedane|売り切れ|unavailable|nicht verfugbar|notify me|benachrichtigen|hlidat dostupnost|m'alerter|me prevenir|prevenez-moi|avisez-moi|avisame|avvisami|powiadom mnie|email me when available|请到货通知|bao khi co hang|beritahu saya|ertesitest kerek|ilmoita (kun|minulle)|anunta-ma|sledovat dostupnost|obvesti me|obavijesti me|pranesti|pazinot|teavita mind|avise-me|m'aviser|уведоми ме|уведомить|повідомити|עדכנו אותי|הודיעו לי|แจ้งเตือน|貨到通知|到貨通知|到货通知|再入荷|재입고|دستیاب ہونے پر مطلع کریں|मुझे सूचित करें|түскенде хабарлау/;
/**
 * A button that speaks of the price is an alert for when it drops ("Notify me of price drops",
 * "Bei Preissenkung benachrichtigen", "Avísame si baja de precio"), printed beside the buy button,
 * never the stock; nor is one that speaks of one way of getting it ("Unavailable for pickup", "Not
 * available in your store") and not of the shop online.
 */
const PRICE_TALK =
  /\b(price|prices|preis|preise|preissenkung|preisalarm|prix|precio|prezzo|preco|prijs|prijsdaling\w*|prijswijziging\w*|prijsalarm|cena|ceny|cenu|pris|hinta|fiyat)\b|цен|τιμ|価格|价格|價格|가격/;
const aboutOtherMatter = (text: string) => PRICE_TALK.test(text) || (!ONLINE.test(text) && (FULFILMENT.test(text) || IN_STORE.test(text)));
/** A click handler that buys: `onclick="buy(12)"`, `addToCart(…)`, `add_to_basket(…)`. */
const BUY_HANDLER = /\b(buy\w*|add_?to_?(cart|bag|basket)\w*|addtocart|add_?cart)\s*\(/i;
/** The handler in `onclick`, or in a `javascript:` link (`href="javascript:addCart()"`). */
const buysOnClick = (el: Element) =>
  BUY_HANDLER.test(el.attribs.onclick ?? "") || (/^\s*javascript:/i.test(el.attribs.href ?? "") && BUY_HANDLER.test(el.attribs.href ?? ""));
/**
 * Themes also grey out the buy button until a size or colour is chosen, and say so: on the page
 * ("Select Styles for Availability", "Please select a size") or in the button's class
 * (`wc-variation-selection-needed`). A bare "Select size" is the picker's label, printed on sold-out
 * pages too.
 */
const CHOOSE_FIRST =
  /^please (select|choose|pick) (a |an |your )?(size|colou?r|option|style|variant|variation|model)s?( (for|to see|to check) availability)?[.!]?$|^(select|choose) .{1,30} (for|to see|to check) availability[.!]?$/;
const SELECTION_NEEDED = /selection-?needed|select-?options?-?first/;
/**
 * The greyed-out buy button itself asking for a size ("Choisissez votre taille", "Bitte Größe
 * wählen", "Select a size"): a sold-out page's button says it is sold out instead.
 */
const CHOOSE_ON_BUTTON =
  /^((please )?(select|choose|pick) (a |an |your )?(size|colou?r|option|style|variant|fit|length)s?|(bitte )?(grosse|farbe|variante) (wahlen|auswahlen)|(bitte )?(wahle|wahlen sie) (eine |ihre |deine )?(grosse|farbe|variante)|(choisissez|choisir|selectionnez|selectionner) (une |votre |la |ta )?(taille|couleur|pointure|variante)|(selecciona|seleccione|elige|elija|escoge) (una |tu |su |la )?(talla|color|variante|medida)|(seleziona|scegli|selezionare|scegliere) (una |la |il )?(taglia|misura|colore|variante)|(kies|selecteer) (een |je |jouw |uw )?(maat|kleur|variant)|wybierz (swoj )?(rozmiar|kolor|wariant)|(selecione|escolha) (um |o |seu |a |sua )?(tamanho|cor|numero))[.!]?$/;
/** Themes grey out a buy button by class as often as by attribute (`disabled`, `btn--disabled`). */
const DISABLED_CLASS = /(^|\s)([\w-]*[-_])?disabled(\s|$)/i;
/** Greyed out: by its `disabled` attribute, its ARIA state or its class. */
const greyedOut = (e: Element) =>
  e.attribs.disabled !== undefined || e.attribs["aria-disabled"] === "true" || DISABLED_CLASS.test(e.attribs.class ?? "");
/** A link that puts the product in the cart (`?add-to-cart=42`, `/cart/add?id=42`). */
const BUY_HREF = /[?&](add-to-cart|add_to_cart|addtocart)=|\/(cart|basket|bag)\/add\b/i;
/**
 * One way of getting the product (pick-up in a store, home delivery): "Retiro en tienda: No
 * disponible" beside "Despacho a domicilio: Disponible" says the product cannot be collected,
 * not that it cannot be bought.
 */
const FULFILMENT =
  /\b((for|to) (home )?(delivery|shipping|collection)(?! (tomorrow|today|by|on|between|within|from)\b)|for pick-?up|store pick-?up|pick-?up in store|in-?store pick-?up|pick ?up|click (&|and) collect|collect in store|home delivery|retiro en tienda|retirar en tienda|recogida en tienda|recoger en tienda|despacho a domicilio|envio a domicilio|retrait (en )?(magasin|boutique)|livraison a domicile|abholung|im markt abholen|lieferung nach hause|ritiro in negozio|consegna a domicilio|levantamento em loja|retirada na loja|retirar na loja|entrega (em|a) domicilio|odbior (osobisty|w sklepie)|osobni odber|afhalen in (de )?winkel|hamta i butik|nouto myymalasta)\b/;

/**
 * A store's shelf: "Not available in this store", "Im Markt nicht vorrätig", "Indisponible en
 * magasin" say nothing of the shop online. Only in the stock text itself, and only when it does
 * not speak of the shop online: "Out of stock online" beside a "Find in store" link, or "Out of
 * stock online, available in store", is still out of stock. ("w sklepie", "na loja" name the shop
 * online as often.)
 */
const IN_STORE =
  /\b((in|at) (this|your|the|my|(the |your )?(selected|local|nearest|nearby)) stores?|in stores?|im markt|in (der|dieser|ihrer|keiner|einer|allen) filialen?|en (magasin|tienda|boutique)|in negozio|in (de|deze|jouw|je) winkel|i butik(en)?)\b/;
const ONLINE =
  /\b(online|en ligne|en linea|in linea|im onlineshop|im online-?shop|onlineshop|online-shop|webshop|webwinkel|webbshop|internet ?shop|sklep internetowy|zentrallager|centralni sklad|nettbutikk(en)?|webbutik(en)?|netbutik(ken)?|verkkokauppa|e-?shop)\b/;

/**
 * Whether an element's "not available" speaks of one way of getting the product: its own text or
 * its box's (two levels up, a short text) names a pick-up or delivery option.
 */
function aboutFulfilment(el: Element): boolean {
  const raw = shortText(el, 160) ?? "";
  if (soldAlone(raw)) return false;
  const own = fold(unglued(raw));
  if (IN_STORE.test(own) && !ONLINE.test(own)) return true;
  for (const box of [el, ...ancestors(el, 3)]) {
    // A box that holds the product's heading is the product's, not one option's line: a short ad
    // saying "Pick up only" beside its "SOLD" badge.
    if (box !== el && fewElements(box, 80)?.some((e) => e.name === "h1")) break;
    const text = shortText(box, 160);
    if (text === undefined) break;
    if (FULFILMENT.test(fold(unglued(text)))) return true;
  }
  return false;
}

/**
 * A badge named as a BEM element for a stock state (`price__badge-sold-out`) is printed on every
 * page and shown by its block's modifier (`<div class="price price--sold-out">`): without that
 * modifier it is a template the page's styles keep out of sight, and says nothing.
 */
const STATE_ELEMENT = /^([a-z][\w-]*?)__[\w-]*?(sold-?out|unavailable|out-?of-?stock)\b/;

function unsetStateBadge(el: Element): boolean {
  const state = stateBadgeBlock(el);
  return state === "unset" || state === "bare";
}

/**
 * Whether a stock-state badge named as a block's element is set by its block's modifier, unset,
 * or on a block that carries no modifier at all (which may show states by modifiers, or print
 * the badge only when it applies: the buy box decides, and the badge only when it says nothing).
 */
function stateBadgeBlock(el: Element): "set" | "unset" | "bare" | undefined {
  for (const e of [el, ...ancestors(el, 2)]) {
    for (const token of (e.attribs.class ?? "").toLowerCase().split(/\s+/)) {
      const m = STATE_ELEMENT.exec(token);
      if (!m) continue;
      // The block is near: a badge's own box, not the page.
      const block = ancestors(e, 8).find((a) => (a.attribs.class ?? "").toLowerCase().split(/\s+/).includes(m[1]));
      if (!block) continue;
      const modifiers = (block.attribs.class ?? "")
        .toLowerCase()
        .split(/\s+/)
        .filter((t) => t.startsWith(`${m[1]}--`));
      if (modifiers.some((t) => /sold-?out|unavailable|out-?of-?stock/.test(t))) return "set";
      return modifiers.length ? "unset" : "bare";
    }
  }
  return undefined;
}

/**
 * Stock text (or a price) in one choice of a picker speaks of that size, colour or grade, not of
 * the product: the label of a radio button (`<input type="radio"><label>M <span>Sold out</span></label>`), or one of a
 * row of size buttons (`<div class="size-picker"><button>M – Sold out</button>…`).
 */
export function aboutAChoice(el: Element): boolean {
  return [el, ...ancestors(el, 3)].some((e) => (e.name === "label" ? labelsAChoice(e) : isChoiceButton(e)));
}

/** Stock words in one box of a row of sizes (`inSizeRow`), a few boxes up at most. */
const aboutASize = (el: Element) => [el, ...ancestors(el, 3)].some((e) => inSizeRow(e, el));

/** A size as a size picker prints it: "XS", "M", "XXL", "36", "42.5", "EU 42", "UK 8", "32/34", "One size". */
const SIZE_WORDS =
  "x{0,3}s|m|x{0,4}l|[2-5]x?l|[1-9]\\d?([.,]5)?|(eu|uk|us|fr|it|de) ?[1-9]\\d?([.,]5)?|\\d{2} ?\\/ ?\\d{2}|one size|taille unique|einheitsgrosse|talla unica|taglia unica";
const SIZE = new RegExp(`^(${SIZE_WORDS})$`);
const SIZE_AT_EDGE = new RegExp(`^(${SIZE_WORDS}) |(^| )(${SIZE_WORDS})$`);
/** A box's words as a size picker reads them: folded, without brackets, dashes and colons. */
const sizeText = (s: string) =>
  fold(s)
    .replace(/[()[\]–—\-|:·,]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
/** A size greyed out or marked gone by its class or attribute (`class="size disabled"`, `unselectable`). */
const goneBox = (e: Element) =>
  greyedOut(e) || /(^|[\s_-])(unselectable|unavailable|sold-?out|out-?of-?stock)($|[\s_-])/i.test(e.attribs.class ?? "");
/** A row of sizes every one of which is greyed out or marked gone: no size to choose. */
function greyedSizes(row: Element): boolean {
  const kids = row.children.filter(isElement);
  const size = (k: Element) => k.name === kids[0].name && SIZE.test(sizeText(shortText(k, 30) ?? ""));
  const gone = (k: Element) => goneBox(k) || k.children.some((c) => isElement(c) && goneBox(c));
  return kids.length >= 2 && kids.every((k) => size(k) && gone(k));
}
/**
 * A row of size buttons or links that marks the sizes gone and leaves others to be had ("UK 6",
 * "UK 8 – Sold out", "UK 10"), none marked chosen: a buy button greyed out beside it waits for a
 * size, as many fashion themes keep it until one is picked. Every size gone, or none marked (a
 * theme that marks no size may be showing the product gone), the button says the product is.
 */
function sizesToChoose(row: Element): boolean {
  const kids = row.children.filter(isElement);
  if (kids.length < 2 || !["button", "a", "li", "label"].includes(kids[0].name)) return false;
  const marked = (k: Element) => goneBox(k) || stockOf(shortText(k, 40) ?? "") === "out_of_stock";
  return kids.some(marked) && otherSizes(row, undefined, kids[0].name) && !kids.some(pressedOrChosen);
}
/**
 * Whether the sizes of a row (boxes of one kind) say another size can be had: two of them besides
 * the one with the line, or one in a row named for sizes or swatches (not for any option: a count
 * beside the size is no size), not all greyed out (a theme that badges the selected size and
 * greys the others by class is showing the product gone).
 */
function otherSizes(row: Element, except: Element | undefined, kind: string): boolean {
  const sizes = row.children.filter(
    (c): c is Element => isElement(c) && c !== except && c.name === kind && SIZE.test(sizeText(shortText(c, 30) ?? "")),
  );
  const named = /size|grosse|groesse|taille|talla|taglia|rozmiar|velikost|maat|storlek|swatch/.test(signature(row));
  return sizes.length >= (named ? 1 : 2) && !sizes.every(goneBox);
}
/**
 * One box of a row of sizes, however the theme marks it up (`<label>36 <span>Épuisé</span></label>`,
 * `<a class="variant-link">XS <small>(Wyprzedane)</small></a>`, a swatch with a "Sold out"
 * tooltip): its words beside `line` (or the line's own first or last word) are a size, and the
 * row holds other sizes that can be had (`otherSizes`). A lone number beside it (a count, a
 * rating) makes no row.
 */
function inSizeRow(box: Element, line: Element): boolean {
  const parent = box.parent;
  if (!parent || !isElement(parent) || !fewElements(box, 8)) return false;
  // The line is the row itself (`<div><label>36 <span>Épuisé</span></label><label>38</label>…</div>`):
  // boxes of one kind and nothing else.
  const kids = box.children.filter(isElement);
  const ownWords = box.children.some((c) => c.type === "text" && /\S/.test((c as unknown as { data: string }).data));
  if (box === line && !ownWords && kids.length >= 2 && kids.every((k) => k.name === kids[0].name))
    return otherSizes(box, undefined, kids[0].name);
  const text = sizeText(shortText(box, 60) ?? "");
  const sized = box === line ? SIZE_AT_EDGE.test(text) : SIZE.test(sizeText(text.replace(sizeText(textOf(line)), " ")));
  return sized && otherSizes(parent, box, box.name);
}

/**
 * A line beside the size picker that offers to write when one size is back ("Size sold out?
 * Notify me when it's back", "Größe ausverkauft? Benachrichtigen, wenn wieder verfügbar",
 * "¿No encuentras tu talla? Avísame") speaks of that size, not of the product.
 */
const ONE_SIZE =
  /\b(your size|size (sold out|unavailable|not available)|sizes? (is |are )?(sold out|unavailable)|(ihre|deine) grosse|grosse (ausverkauft|nicht (verfugbar|dabei|vorratig))|(votre|ta) taille|taille (epuisee|indisponible)|(tu|su) talla|talla agotada|(la tua|la sua) taglia|taglia esaurita|(je|jouw|uw) maat|maat uitverkocht|(twoj|twojego) rozmiar\w*|(seu|o seu) tamanho|tamanho esgotado)\b/;

function aboutOneSize(el: Element): boolean {
  // Its own line: the line a link or button sits in, not a box that holds other lines too.
  const inLine = el.parent && isElement(el.parent) && ["p", "li", "span", "small", "label", "dd"].includes(el.parent.name);
  const line = inLine ? (el.parent as Element) : el;
  const text = shortText(line, 100);
  return text !== undefined && ONE_SIZE.test(fold(text));
}

function labelsAChoice(label: Element): boolean {
  const choice = (e: Element | undefined) => e?.name === "input" && /^(radio|checkbox)$/i.test(e.attribs.type ?? "");
  let prev = label.prev;
  while (prev && !isElement(prev)) prev = prev.prev;
  const input = choice(prev as Element | undefined)
    ? (prev as Element)
    : label.children.find((c): c is Element => isElement(c) && choice(c));
  if (!input) return false;
  // The chosen one-time purchase beside a subscription ("通常購入 ¥4,980" checked above "定期おトク便
  // ¥4,482"): its amount is the price, not one choice's.
  return !(input.attribs.checked !== undefined && ONE_TIME.test(fold(textOf(label)).trim()));
}
/** A buy-type picker's one-time purchase, in the words of subscription apps and Japanese shops. */
const ONE_TIME =
  /^(one-?time( purchase| buy)?|buy once|purchase once|通常購入|都度購入|単品購入|einmal(kauf|ig kaufen)|einzelkauf|achat unique|compra unica|acquisto singolo|eenmalige aankoop|jednorazowy zakup|engangskob|engangskjop|engangskop)(?![a-z])/;

function isChoiceButton(el: Element): boolean {
  if (el.name !== "button" && el.attribs.role !== "radio" && el.attribs.role !== "option") return false;
  const box = el.parent && isElement(el.parent) ? el.parent : undefined;
  if (!box) return false;
  if (/^(radiogroup|listbox)$/.test(box.attribs.role ?? "")) return true;
  const siblings = box.children.filter((c) => isElement(c) && c.name === el.name);
  // A row whose every button says to buy ("Buy Now", "Add to Cart") is no choice, whatever its
  // classes say (`pdp-button_size_xl` sizes the buttons); "Rent" beside "Buy" is one.
  if (siblings.length >= 2 && siblings.every((b) => isElement(b) && b.attribs["aria-pressed"] === undefined && saysToBuy(b))) return false;
  // Nor is a row that answers an ad ("Bericht", "Bieden", "♡ Bewaren" in `ContactOptions`).
  if (siblings.some((b) => isElement(b) && answersTheAd(b))) return false;
  // The row named for sizes or swatches, or (its classes hashed) each button by its data
  // attributes (`data-size`, `data-testid="size-option"`) or as a toggle (`aria-pressed`).
  const choice = (b: Element) =>
    PICKER_SIG.test(signature(b)) || b.attribs["aria-pressed"] !== undefined || b.attribs["aria-checked"] !== undefined;
  return (
    siblings.length >= 2 &&
    (PICKER_SIG.test(signature(box)) ||
      /swatch/.test(signature(box)) ||
      siblings.every((b) => isElement(b) && choice(b)) ||
      // Named nothing (hashed classes), each button a pack or size with its own price ("2 kg € 16,99").
      siblings.every((b) => isElement(b) && !saysToBuy(b) && firstElements(b, 12).some(printsAPrice)))
  );
}

/**
 * Whether stock text the page shows (`av`, read from `el`) is the product's: not hidden, not a
 * badge template its block does not show, not one size's or colour's, not one store's, and not
 * a "not available" said of one way of getting it. One rule for stock text near the heading and in stock-named
 * elements (heuristics.ts).
 */
export function speaksForTheProduct(el: Element, av: Availability): boolean {
  return (
    !isHidden(el) &&
    !unsetStateBadge(el) &&
    !aboutAChoice(el) &&
    !placeRow(el) &&
    !inAnotherProductsCard(el) &&
    !(av === "out_of_stock" && (aboutFulfilment(el) || aboutOneSize(el) || aboutASize(el) || oneOptionOf(el)))
  );
}

/**
 * Buyers' words (a review, a comment, a question and its answer): "Sold out everywhere else!",
 * "Was out of stock for weeks" say nothing of the stock now. Known by the names review widgets
 * and themes give their boxes, a few boxes up: a whole class or id name (`reviews`,
 * `review-item`, `product-qa`), not a page's flag (`has-reviews`, `reviews-enabled`).
 */
const BUYERS_BOX =
  /^(product[-_]?|customer[-_]?|user[-_]?)?(reviews?|comments?|questions?|answers?|qa|q-?and-?a|testimonials?)([-_](list|item|items|body|content|text|container|wrapper|section|block|widget|answer|answers))?$/;
/**
 * The stock of the shop's stores ("Berlin Mitte: Out of stock", "Pickup available at Soho"), in a
 * box named for it: one way of getting the product, not whether it can be bought (unless the line
 * speaks of the shop online: "Out of stock online").
 */
const STORES_BOX =
  /^((product[-_]?)?(store|stores|shop|branch|branches)[-_](availability|stock|stocks|list|finder|locator|inventory)|pickup[-_]?availability([-_](info|information|list|preview|modal))?)$/;

/**
 * Whose words a line is, by the names of the boxes it sits in, a few boxes up and never past the
 * product's own box (the one that holds its heading): a buyer's, a store's, or the shop's.
 */
function lineOf(el: Element, mainBoxes: Set<Element>): "buyers" | "stores" | undefined {
  for (const e of [el, ...ancestors(el, 4)]) {
    if (mainBoxes.has(e)) return undefined;
    if (e.attribs.itemprop === "review") return "buyers";
    const names = `${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`.toLowerCase().split(/\s+/);
    if (names.some((name) => BUYERS_BOX.test(name))) return "buyers";
    if (names.some((name) => STORES_BOX.test(name))) return "stores";
  }
  return undefined;
}

/**
 * A link to another page that holds a price and the stock line: another product's card (a
 * discontinued product's suggested replacement, "Vi anbefaler i stedet … 1.199,95 kr. På lager").
 * The product's own stock is never said inside a link with a price, nor its price inside a link
 * that also says a stock (`sayingStock`: a bare "From $19.99" link may be the product's offers).
 */
export function inAnotherProductsCard(el: Element, sayingStock = false): boolean {
  const link = [el, ...ancestors(el, 4)].find((e) => e.name === "a") ?? cardAround(el);
  const href = link?.attribs.href?.trim();
  if (!link || (link.name === "a" && (!leadsElsewhere(href) || ACTION_HREF.test(href)))) return false;
  const parts = firstElements(link, 40);
  // The product's own option (marked current) or its own box wrapped in a link (its heading inside).
  if ([link, ...ancestors(link, 2)].some(markedChosen) || parts.some((e) => e.name === "h1" || e.name === "h2")) return false;
  // Its stock in a box of its own (the card's boxes run together in its text: "fittedIn stock").
  const saysStock = () => parts.some((e) => !e.children.some(isElement) && !!stockOf(shortText(e, 60) ?? ""));
  return shortText(link, 300) !== undefined && parts.some(printsAPrice) && (!sayingStock || saysStock());
}
/**
 * A card whose link holds only its picture and name, its price and stock beside the link (`<li
 * class="card"><a href="/p/20988"><img>Algolja</a><span>229 kr</span><span>I lager</span></li>`):
 * the box, a level or two up, that links to one other page only, by its picture.
 */
function cardAround(el: Element): Element | undefined {
  for (const box of ancestors(el, 2)) {
    const parts = firstElements(box, 40);
    if (parts.length >= 40) return undefined;
    const links = parts.filter((e) => e.name === "a");
    const pages = new Set(links.map((a) => a.attribs.href?.trim() ?? ""));
    const [only] = [...pages];
    // The link shows the card's picture: a link to a page of information ("zzgl. Versand") is none.
    const pictured = links.some(showsPicture);
    // Beside its link a card prints only its price, code and stock: a notice that recommends
    // another product ("discontinued … we recommend this alternative") says much more.
    const beside = () => textOf(box).length - links.reduce((n, a) => n + textOf(a).length, 0) <= CARD_BESIDE;
    // A link to a picture file is the gallery's zoom, not another product's page.
    const picture = /\.(jpe?g|png|webp|gif|avif)([?#]|$)/i.test(only ?? "");
    // A card names its product in its link, and sits in a row of cards: a brand's logo linked beside
    // the product's own price is none.
    const named = links.some((a) => textOf(a).length >= 8);
    // Another card beside it: a box of its kind whose link shows a picture and that prints a price.
    const card = (c: Element) => {
      const inside = firstElements(c, 40);
      return inside.some((e) => e.name === "a" && showsPicture(e)) && inside.some(printsAPrice);
    };
    const inRow = () => !!box.parent && box.parent.children.some((c) => c !== box && isElement(c) && c.name === box.name && card(c));
    if (pages.size === 1 && pictured && named && !picture && leadsElsewhere(only) && !ACTION_HREF.test(only) && beside() && inRow())
      return box;
    if (pages.size > 1) return undefined;
  }
  return undefined;
}

const CARD_BESIDE = 60;
const showsPicture = (link: Element) => firstElements(link, 10).some((e) => e.name === "img");

/** A link that acts on this product: to the cart, the checkout, a notice when it is back. */
const ACTION_HREF = /(cart|basket|checkout|warenkorb|panier|carrito|carrello|winkelwagen|kosik|koszyk|notify|alert|wishlist)/i;

/**
 * One of three options or more to choose from, side by side (a show's dates, a pass's tiers, a
 * bundle's choices: boxes of one kind, each a button or holding one), two others of which can be
 * had: "Agotado" on the Friday's button says nothing of Saturday's.
 */
function oneOptionOf(el: Element): boolean {
  for (const box of [el, ...ancestors(el, 3)]) {
    const row = box.parent;
    if (!row || !isElement(row) || !fewElements(box, 40)) return false;
    const others = row.children.slice(0, OPTIONS_READ).filter((c): c is Element => isElement(c) && c !== box && sameKind(c, box));
    if (others.length < 2) continue;
    // Links are options too in a row that marks one chosen (colour swatches linking to their pages).
    const isChosen = (k: Element) => pressedOrChosen(k) || firstElements(k, 4).some(pressedOrChosen);
    const marked = [box, ...others.slice(0, 12)].some(isChosen);
    // The linked option marked chosen is this page's own product: its words are the product's.
    if (marked && isChosen(box) && !choice(box)) return false;
    const option = (k: Element) => choice(k) || (marked && firstElements(k, 10).some((e) => e.name === "a"));
    const open = others.slice(0, 12).filter((k) => option(k) && stockOf(shortText(k, 200) ?? "") !== "out_of_stock" && !goneBox(k));
    if (open.length >= 2) return true;
  }
  return false;
}
/** Options print alike: one tag, one first class name ("bz-zone", "bz-zone bz-zone--soldout"), short. */
const sameKind = (a: Element, b: Element) =>
  a.name === b.name && firstClass(a) === firstClass(b) && shortText(a, OPTION_TEXT) !== undefined;
const firstClass = (e: Element) => (e.attribs.class ?? "").trim().split(/\s+/)[0];
const OPTION_TEXT = 200;
/** A row of options is read no further than this: a page of thousands of boxes side by side is no picker. */
const OPTIONS_READ = 100;
const choice = (box: Element) => firstElements(box, 30).some((e) => CHOICE_TAGS.has(e.name) || e.name === "label");

/**
 * A line of a table or list of places and their stock ("Trondheim – Tiller | Ikke på lager",
 * "Tuam: Out of stock", one row a store): three rows at least, half of them saying a stock, the
 * place named first (a first cell, the words before a colon) and no label of the product's stock
 * ("Lagerstatus | På lager" is the product's own row of a spec table) nor the shop online
 * ("Online | Sold out").
 */
function placeRow(el: Element): boolean {
  const line = [el, ...ancestors(el, 2)].find((e) => e.name === "td" || e.name === "li");
  const row = line?.name === "td" ? line.parent : line;
  const list = row?.parent;
  if (!line || !row || !isElement(row) || !list || !isElement(list)) return false;
  // A row to choose from (a radio, a button, a quantity) is a variant's: its stock is the product's;
  // so is a row that prints a price (a ticket's tier: "General Admission $89.00 SOLD OUT").
  if (firstElements(row, 60).some((e) => CHOICE_TAGS.has(e.name) || printsAPrice(e))) return false;
  const place = placeOf(line, row);
  if (!place || STOCK_LABEL.test(place) || stockOf(place) || ONLINE.test(place)) return false;
  let listed = PLACE_LISTS.get(list);
  if (listed === undefined) PLACE_LISTS.set(list, (listed = listsStock(list, row.name)));
  return listed;
}

/**
 * What a row names before its stock, folded: a table row's first cell (the line in another), or
 * a list item's words before its colon ("Tuam: Out of stock").
 */
function placeOf(line: Element, row: Element): string | undefined {
  if (line.name === "td") {
    const cells = cellsOf(row);
    return cells.length >= 2 && cells[0] !== line ? fold(shortText(cells[0], 60) ?? "").replace(/[\s:：*]+$/, "") : undefined;
  }
  const label = fold(PLACE_LABEL.exec(shortText(row, 120) ?? "")?.[1] ?? "").trim();
  if (label) return label;
  // Or its first box, the stock in another ("<span>Bergen Lagunen</span><span>Ikke på lager</span>").
  const boxes = row.children.filter(isElement);
  return boxes.length >= 2 && !firstElements(boxes[0], 10).includes(line)
    ? fold(shortText(boxes[0], 60) ?? "").trim() || undefined
    : undefined;
}
/** A list item's place, before its colon and a blank ("Tuam: …"; not "12 990:-"). */
const PLACE_LABEL = /^([^:：]{2,40})[:：]\s/;
const cellsOf = (row: Element) => row.children.filter((c): c is Element => isElement(c) && (c.name === "td" || c.name === "th"));

/**
 * Whether a table's or a list's rows list stocks: three rows at least, half of them saying one (a
 * count, a word) after their first cell or their colon; a spec table says it in one row
 * ("Status | Ausverkauft").
 */
function listsStock(list: Element, kind: string): boolean {
  const rows: Element[] = [];
  for (const c of list.children) if (isElement(c) && c.name === kind && rows.push(c) >= ROWS_READ) break;
  const says = (t: string) => !!stockOf(t) || STOCK_COUNT.test(t);
  const stocked = rows.filter((r) =>
    kind === "tr"
      ? cellsOf(r)
          .slice(1)
          .some((c) => says(shortText(c, 60) ?? ""))
      : says((shortText(r, 120) ?? "").replace(PLACE_LABEL, "")),
  );
  // A list says three stocks at least: a product's details list may say two ("Lagerstand", "Lieferbarkeit").
  return rows.length >= 3 && stocked.length >= (kind === "tr" ? 2 : 3) && stocked.length * 2 >= rows.length;
}
const STOCK_COUNT = /^\s*(>\s*)?\d+\s*\+?\s*(stk|st|pcs|szt|ks|db|kpl|pz|unid\w*|pieces|units?)\.?\s*$/i;
/** Each table or list judged once per page, however many of its lines ask. */
const PLACE_LISTS = new WeakMap<Element, boolean>();
/** A table's first rows tell what it lists: a long one is read no further (each of its cells may ask). */
const ROWS_READ = 40;
const CHOICE_TAGS = new Set(["input", "button", "select"]);
const STOCK_LABEL =
  /^(availability|stock|stock status|status|in stock|verfugbarkeit|lieferbarkeit|lagerstand|lagerstatus|lieferstatus|lagerbestand|bestand|disponibilite|disponibilidad|disponibilita|disponibilidade|dostepnosc|dostupnost|beschikbaarheid|voorraad|tillganglighet|saatavuus|keszlet|elerhetoseg|stok|stok durumu|наличие|在庫|库存|庫存|재고)$/;

/** Class tokens that say whether the product can be had (`outofstock`, `product--sold-out`, `in-stock`). */
const OUT_CLASS =
  /^(is-|has-|product-{1,2}|product_|[a-z][\w-]*?--)?(out-?of-?stock|out_of_stock|outofstock|sold-?out|sold_out|soldout|unavailable|not-?available|no-?stock|stock-?out)$/;
const IN_CLASS = /^(is-|product-{1,2}|product_)?(in-?stock|in_stock|instock)$/;

/** Data attributes that hold the stock as a status (`data-availability="outofstock"`), a flag or a count. */
const STOCK_STATUS_ATTRS = ["data-availability", "data-stock-status", "data-stock-state", "data-status"];
const STOCK_FLAG_ATTRS = ["data-in-stock", "data-available", "data-is-available", "data-instock", "data-product-available"];
/** Or as a count (`data-stock="0"`, `data-inventory-quantity="5"`). */
const STOCK_COUNT_ATTRS = ["data-stock", "data-inventory", "data-inventory-quantity", "data-stock-level", "data-stock-quantity"];

/**
 * The boxes around the product's heading often say its stock in a class (WooCommerce marks the
 * product `instock`/`outofstock`, themes `product--sold-out`) or a data attribute
 * (`data-availability`, `data-available="false"`): the product as a whole, whatever its sizes.
 * The innermost box that says it wins.
 */
export function wrapperStock(f: Draft["fields"], main: Element): void {
  for (const el of ancestors(main)) {
    const said = boxStock(el);
    if (said) {
      put(f, "availability", said.value, said.excerpt);
      return;
    }
  }
}

function boxStock(el: Element): { value: Availability; excerpt: string } | undefined {
  const tokens = (el.attribs.class ?? "").toLowerCase().split(/\s+/);
  const out = tokens.find((t) => OUT_CLASS.test(t));
  const inStock = tokens.find((t) => IN_CLASS.test(t));
  if (out || inStock) return { value: out ? "out_of_stock" : "in_stock", excerpt: `class="${out ?? inStock}"` };
  return dataStock(el);
}

/** The stock an element's data attributes hold: a status, a flag or a count. */
export function dataStock(el: Element): { value: Availability; excerpt: string } | undefined {
  for (const attr of STOCK_STATUS_ATTRS) {
    const value = normalizeAvailability(el.attribs[attr]);
    if (value) return { value, excerpt: `${attr}="${el.attribs[attr]}"` };
  }
  for (const attr of STOCK_FLAG_ATTRS) {
    const flag = el.attribs[attr]?.trim().toLowerCase();
    // Templates print a flag as a word or a number (`data-in-stock="0"`).
    if (flag && /^(true|false|1|0)$/.test(flag))
      return { value: flag === "true" || flag === "1" ? "in_stock" : "out_of_stock", excerpt: `${attr}="${flag}"` };
  }
  for (const attr of STOCK_COUNT_ATTRS) {
    const count = el.attribs[attr]?.trim();
    if (count && /^\d+$/.test(count)) return { value: Number(count) > 0 ? "in_stock" : "out_of_stock", excerpt: `${attr}="${count}"` };
  }
  return undefined;
}

/**
 * Stock text near the heading, then the buy button: a product the page offers to put in a cart,
 * buy, bid on or answer (a classified ad) can be had, unless the button is disabled or says it
 * is sold out. A quantity field to buy with counts as the same offer; an answer in bare words
 * ("Message", "Call") counts last, and never makes a product (`byContact`).
 */
export function availabilityFallback(
  f: Draft["fields"],
  els: Element[],
  main?: Element,
  priceEl?: Element,
  priceOnRequest = false,
): { choiceToBuy: boolean; byContact?: boolean } {
  const within = nearHeadingOrPrice(main, priceEl);
  // An ad's title that says it is sold ("SOLD - Oak chair", "[Sold] Oak chair").
  const title = main ? textOf(main) : "";
  if (soldInTitle(title)) {
    put(f, "availability", "out_of_stock", title);
    return { choiceToBuy: false };
  }
  const near = els.filter((el) => within(el, 8, 5));
  const mainBoxes = new Set(main ? [main, ...ancestors(main)] : []);
  let bareBadge: string | undefined;
  // The buy box's own word (its button, else a quantity to buy with) and the blocks below it, each
  // read once, and only when asked.
  let buyBox: (ButtonWords & { qty?: BuyBoxWord }) | undefined;
  const readBuyBox = () => (buyBox ??= { ...buttonStock(els, near, within), qty: quantityField(near) });
  let below: ((el: Element) => boolean) | undefined;
  const belowTheBuyBox = (el: Element) => {
    const { waiting, said, qty } = readBuyBox();
    below ??= main ? belowOf(main, waiting ?? said ?? qty, els) : () => false;
    return below(el);
  };
  for (const el of near) {
    if (
      el.children.some(
        (c) =>
          isElement(c) && !["span", "b", "strong", "i", "em", "svg", "img", "small", "font", "u", "label", "br", "wbr"].includes(c.name),
      )
    )
      continue;
    // A stock line is a few boxes at most: a deep nest of inline ones is none, and reading it
    // whole from each of its boxes would cost its square.
    if (!fewElements(el, 40)) continue;
    // A badge may be a picture that says it ("<img alt="Sold out">"); gallery pictures describe
    // the product ("… available in blue"), so a picture only ever says it is gone.
    // A box's hidden parts say nothing (an "ended" notice printed for the script to show).
    const text = stockNotice(el.name === "img" ? (el.attribs.alt ?? "").trim() : textOf(el, { skipHidden: true }), 50);
    // A question is no statement of stock: "Is this still available?" is what a classified's
    // message box offers its buyer to send.
    if (!text || text.length > 50 || ["button", "a", "textarea"].includes(el.name) || /\?\s*$/.test(text)) continue;
    // Whose words the line is, asked only of a short line that may say the stock.
    const whose = lineOf(el, mainBoxes);
    const online = ONLINE.test(fold(text));
    if (whose === "buyers" || (whose === "stores" && !online)) continue;
    const av = stockOf(text);
    const gone = av === "out_of_stock" || av === "discontinued";
    if (el.name === "img" && !gone) continue;
    // A title that says it can be had ("[Ready to ship] Linen shirt") advertises; one that says it
    // is gone ("SOLD – Oak chair") is the shop's word on its state.
    if (main && !gone && (el === main || ancestors(el).includes(main))) continue;
    // Words in a titled block of reviews or the stores' stock, below the buy button, are that
    // block's, however it is named; one that speaks of the shop online ("Online: sold out") is
    // still the product's.
    if (gone && !online && belowTheBuyBox(el)) continue;
    // An offer to write when it is back, beside an enabled buy button, is a widget the theme hides
    // or one size's: the button decides.
    if (gone && onlyAnOffer(text) && readBuyBox().said?.value === "in_stock") continue;
    // Not in stock yet, with a button to pre-order or backorder it ("Ожидается поступление 28 ноября"
    // above "Оформить предзаказ", "Sold out" above "Pre-order now", "0 In Stock" above "Add to Cart
    // (Backorder)"): it can be ordered, the button decides.
    if (av === "out_of_stock" && ordersAhead(readBuyBox().said?.value)) continue;
    if (av && av !== "limited" && speaksForTheProduct(el, av)) {
      put(f, "availability", av, text);
      return { choiceToBuy: false };
    }
    if (av === "out_of_stock" && !bareBadge && !isHidden(el) && stateBadgeBlock(el) === "bare") bareBadge = text;
  }
  const gone = choicesGone(els, within);
  if (gone) {
    put(f, "availability", "out_of_stock", gone);
    return { choiceToBuy: false };
  }
  const { said: button, waiting, qty, bare } = readBuyBox();
  const said = button ?? qty;
  if (said) put(f, "availability", said.value, said.text);
  else if (bareBadge) put(f, "availability", "out_of_stock", bareBadge);
  // Waiting for a size, beside sizes that mark the gone ones and leave others to be had: one can be
  // bought, so the product can.
  else if (waiting && near.some(sizesToChoose)) put(f, "availability", "in_stock", waiting.text);
  // A buy button waiting for a size says nothing of stock, but that the page sells the product.
  if (said || bareBadge || waiting) return { choiceToBuy: !said && !bareBadge && !!waiting };
  // Last, a bare answer to an ad ("Message", "Call") says it can be had, but not that the page
  // sells anything; nor, when the page gives its price on request, a bare one (the button asks for
  // the price; "Show phone number" still answers an ad).
  // Or an answer to the ad in a column of its own (a sidebar with the seller's box), further than
  // the buy box reaches.
  const answer = bare ?? (main ? answerBeside(els, main) : undefined);
  if (!answer || (priceOnRequest && answer === bare)) return { choiceToBuy: false };
  put(f, "availability", answer.value, answer.text);
  // An answer in words that name the ad, the seller or the number ("Send message", "Show phone
  // number") beside the ad is a classified's, a product page; a bare one ("Message") may be any page's.
  return { choiceToBuy: false, byContact: answer === bare };
}

/**
 * A button that answers a classified ad in the words of `ANSWER_AD` ("Send message", "Show phone
 * number 082 *** ****", "WhatsApp seller"), a little further from the ad's heading than a shop's
 * buy box: the seller's box beside the ad.
 */
function answerBeside(els: Element[], main: Element): BuyBoxWord | undefined {
  for (const el of els) {
    if (el.name === "form" && treeDistance(el, main) <= ANSWER_REACH && !isHidden(el)) {
      const title = replyFormTitle(el);
      if (title) return { value: "in_stock", text: title, el };
      continue;
    }
    if (treeDistance(el, main) > ANSWER_REACH || !isButton(el, signature(el)) || isHidden(el) || greyedOut(el)) continue;
    const words = answerWords(el);
    if (ANSWER_AD_WORDS.test(words)) return { value: "in_stock", text: words, el };
  }
  return undefined;
}
const ANSWER_REACH = 16;

/**
 * A form to write to the one who posted the ad (a message box, titled "Reply to this ad", "Email
 * the advertiser", "Contacter l'annonceur"), its title inside it or right before it: its send
 * button says only "Send". Not a shop's question form ("Ask a question"), whose title names no ad.
 */
function replyFormTitle(form: Element): string | undefined {
  if (!firstElements(form, 80).some((e) => e.name === "textarea")) return undefined;
  const titled = (text: string | undefined) => {
    const words = fold(text ?? "")
      .replace(/[:.!]+\s*$/, "")
      .trim();
    return words && ANSWER_SELLER_LINK.test(words) ? words : undefined;
  };
  // Its own title: its first words, or a heading or legend inside it (`<legend>Contacter l'annonceur</legend>`).
  const heading = firstElements(form, 12).find((e) => ["h2", "h3", "h4", "h5", "h6", "legend", "strong", "b"].includes(e.name));
  const own = titled(leadingText(form, 60)) ?? (heading && titled(shortText(heading, 60)));
  if (own) return own;
  // Or it posts a reply (`action="/ad/LA-118301/reply"`, "reply.asp").
  if (REPLY_ACTION.test(form.attribs.action ?? "")) return "reply";
  // The title a few boxes before it, or before the box that holds it.
  for (const box of [form, ...ancestors(form, 3)]) {
    let seen = 0;
    for (let prev = box.prev; prev && seen < 3; prev = prev.prev) {
      if (!isElement(prev)) continue;
      seen++;
      const title = titled(shortText(prev, 60));
      if (title) return title;
    }
  }
  return undefined;
}
// Not "replies": a question-and-answer thread's.
const REPLY_ACTION = /(^|[/_.-])reply([/_.?-]|$)/i;
const ANSWER_AD_WORDS = new RegExp(`^(${ANSWER_AD})$`);
/**
 * A button's words, without the number it reveals, masked, before or after them ("Show phone
 * number 07xxx xxx xxx", "082 *** ****", "418 555-01•• Afficher le numéro").
 */
const answerWords = (el: Element) =>
  buttonWords(fold(shownText(el)).replace(MASKED_NUMBER, " ").trim())
    .replace(/[\s\dx*#+()]+$/, "")
    .trim();
const MASKED_NUMBER = /\+?\d[\d\s().-]*[x*•·#]+[\dx*•·#\s().-]*/gi;

/**
 * Within so many steps of the heading, or of the price: a layout may set the buy box in a column
 * of its own, far from the heading in the tree but beside the price (anywhere without a heading).
 */
const nearHeadingOrPrice =
  (main: Element | undefined, priceEl: Element | undefined) => (el: Element, fromMain: number, fromPrice: number) =>
    !main || treeDistance(el, main) <= fromMain || (!!priceEl && treeDistance(el, priceEl) <= fromPrice);

/**
 * What the buy box's own button says of the stock (the first button near the heading or the price
 * that says it): greyed out, "Sold out" or "Notify me when available", it is gone; enabled, it
 * buys. heuristics.ts asks it of a page read as out of stock on other words, and index.ts lets a
 * button that says gone overrule markup that says in stock.
 */
export function buyButtonSays(els: Element[], main: Element, priceEl?: Element): Availability | undefined {
  const within = nearHeadingOrPrice(main, priceEl);
  return buttonStock(
    els,
    els.filter((el) => within(el, 8, 5)),
    within,
  ).said?.value;
}

/**
 * The buy box's picker, a drop-down or a row of buttons, with every choice disabled or said sold
 * out: nothing can be bought. Its tag, as the excerpt.
 */
function choicesGone(els: Element[], within: (el: Element, fromMain: number, fromPrice: number) => boolean): string | undefined {
  const picker = els.find((e) => e.name === "select" && within(e, 11, 6) && everySizeGone(e));
  if (picker) return `<select name="${picker.attribs.name ?? ""}">`;
  const row = els.find((e) => isChoiceButton(e) && within(e, 11, 6));
  if (row?.parent && isElement(row.parent) && everyChoiceGone(row.parent))
    return `<${row.parent.name} class="${row.parent.attribs.class ?? ""}">`;
  return undefined;
}
/** Whether the buy box's picker says every choice is gone (see choicesGone). */
export const everyChoiceSaidGone = (els: Element[], main: Element, priceEl?: Element) =>
  !!choicesGone(els, nearHeadingOrPrice(main, priceEl));

/**
 * A buy box with no button at all (none to buy with, none greyed out, none that waits for a size),
 * only an offer to write when the product is back ("Meld mij wanneer dit product op voorraad is.",
 * "Notify me when available"), as a shop system prints a product it cannot sell now: the product
 * is gone, whatever its cached markup says.
 */
export function onlyANotice(els: Element[], main: Element, priceEl?: Element): boolean {
  const within = nearHeadingOrPrice(main, priceEl);
  const near = els.filter((el) => within(el, 8, 5));
  const words = buttonStock(els, near, within);
  if (words.said || words.waiting || words.bare) return false;
  // Nor one that speaks of a size's or a choice's stock ("Größe nicht verfügbar"): other sizes may be had.
  const sizeOrStock = (el: Element) =>
    isButton(el, signature(el)) && !isHidden(el) && (aboutAChoice(el) || aboutASize(el) || aboutOneSize(el) || !!stockOf(shownText(el)));
  if (near.some(sizeOrStock)) return false;
  return near.some((el) => {
    const text = !isHidden(el) && !el.children.some((c) => isElement(c) && BLOCK_TAGS.has(c.name)) ? shortText(el, 200) : undefined;
    return !!text && onlyAnOffer(text);
  });
}

/** A quantity to buy with: a field or a drop-down (`<select name="quantity">`). */
function quantityField(near: Element[]): BuyBoxWord | undefined {
  const qty = near.find(
    (el) =>
      (el.name === "input" || el.name === "select") &&
      /^(qty|quantity)$/i.test(el.attribs.name ?? "") &&
      el.attribs.disabled === undefined &&
      el.attribs.type !== "hidden",
  );
  return qty && { value: "in_stock", text: `<${qty.name} name="${qty.attribs.name}">`, el: qty };
}

/**
 * Which lines belong to another block than the product's, when its buy box offers the product:
 * lines after the product's box (the smallest holding the heading and the buy button) and after a
 * section title printed since (an h2 to h6: "Customer reviews", "In our stores"), or, inside that
 * box, in a box headed by a title naming reviews, questions or the stores' stock. Their "Sold out
 * everywhere else!" or "Berlin: out of stock" is not the product's stock. Any other line is the
 * product's: before the button (a sticky bar's button may come first), under it with no such
 * title (its own notice), right after the box with no title of its own (an alert, a sold ad's
 * status).
 */
function belowOf(main: Element, offer: BuyBoxWord | undefined, els: Element[]): (el: Element) => boolean {
  if (offer?.value !== "in_stock") return () => false;
  const aroundButton = new Set(ancestors(offer.el));
  const aroundHeading = new Set(ancestors(main));
  const product = ancestors(main).find((box) => aroundButton.has(box));
  const order = new Map(els.map((e, i) => [e, i]));
  const end = product ? endOf(product, order, els.length) : els.length;
  let title = end;
  while (title < els.length && !SECTION_TITLE.test(els[title].name)) title++;
  // Inside the product's box, after the button, only a title that names the buyers' words or
  // the stores' stock opens such a block, and only its own: the box it heads (neither the
  // heading's nor the button's), up to the next title of its rank. A "Description" or "Details"
  // there may hold the product's own state (a sold ad's "SOLD!", an ended auction's notice).
  const blocks: [number, number][] = [];
  for (let i = (order.get(offer.el) ?? els.length) + 1; i < title && blocks.length < 20; i++) {
    const box = els[i].parent;
    if (!SECTION_TITLE.test(els[i].name) || !isElement(box) || aroundHeading.has(box) || aroundButton.has(box)) continue;
    if (!OTHERS_TITLE.test(fold(shortText(els[i], 60) ?? ""))) continue;
    // Its own titles (each review's) stay inside; a title of its rank or above ends it.
    let next = i + 1;
    const last = endOf(box, order, els.length);
    while (next < last && !(SECTION_TITLE.test(els[next].name) && els[next].name <= els[i].name)) next++;
    blocks.push([i, next]);
  }
  return (el) => {
    const at = order.get(el) ?? 0;
    return at > title || blocks.some(([from, to]) => at > from && at < to);
  };
}

/** Where a box ends in `els` (document order): the index of the first element after it. */
function endOf(box: Element, order: Map<Element, number>, none: number): number {
  // Its next sibling, or its parent's, and so on up.
  for (let n: AnyNode | null = box; n; n = n.parent) {
    let after = n.nextSibling;
    while (after && !isElement(after)) after = after.nextSibling;
    if (after) return order.get(after as Element) ?? none;
  }
  return none;
}

/**
 * Titles of the reviews, questions and stores' stock a product's box may print under its buy
 * button ("Customer reviews (12)", "Questions & answers", "Availability in our stores").
 */
const OTHERS_TITLE =
  /^((customer|product|user|guest) )?(reviews?|ratings?( (and|&) reviews?)?|reviews? (and|&) ratings?|questions?( (and|&) answers?)?|q ?(&|and) ?a|comments|testimonials?|what (our )?customers (say|think)|(kunden)?bewertungen|rezensionen|kundenmeinungen|fragen (und|&) antworten|avis (clients|des clients|client|verifies)|avis ?\(\d+\)|questions (et|&) reponses|opiniones|valoraciones|resenas|preguntas( y respuestas)?|recensioni|opinioni( dei clienti)?|domande( e risposte)?|beoordelingen|recenze|hodnoceni|opinie( klientow)?|recenzje|avaliacoes|perguntas|omdomen|recensioner|anmeldelser|arvostelut|ertekelesek|yorumlar|degerlendirmeler|отзывы|відгуки|κριτικες|レビュー|口コミ|商品レビュー|评价|商品评价|評價|商品評價|리뷰|상품평|후기|ביקורות|חוות דעת|تقييمات|مراجعات|(availability|stock) in (our )?(stores?|shops?)|our (stores|shops)|(stores|shops) near (you|me)|in-?store availability|stores? availability|available in (our )?stores|in our stores|find (it )?in (a )?store|verfugbarkeit in (der |den |unseren )?(filialen?|markten)|in unseren (filialen|markten)|filialverfugbarkeit|disponibilite en magasins?|disponibilidad en tiendas?|disponibilita (in|nei) negozi?|beschikbaarheid in (de )?winkels?|dostepnosc w sklepach)(\s*[(:]?\s*[\d.,/]*\s*\)?)?[\s★☆*]*$/;

const SECTION_TITLE = /^h[2-6]$/;

/** What the buy box says of the stock, in which words, and which element says it. */
type BuyBoxWord = { value: Availability; text: string; el: Element };

/**
 * What the buy box's buttons say: `said`, the first button that says the stock (it says the
 * product is gone or can be pre-ordered, or it buys it: disabled, it is gone); `waiting`, a
 * button before it greyed out until a size is chosen, which says nothing of the stock but offers
 * the product and shows where the buy box is; with neither, `bare`, the first button that
 * answers an ad in bare words (`BARE_ANSWER`).
 */
type ButtonWords = { said?: BuyBoxWord; waiting?: BuyBoxWord; bare?: BuyBoxWord };
function buttonStock(els: Element[], near: Element[], within: (el: Element, fromMain: number, fromPrice: number) => boolean): ButtonWords {
  let waiting: BuyBoxWord | undefined;
  let bare: BuyBoxWord | undefined;
  // A button greyed out until a size is chosen says nothing of stock.
  const choiceFirst = () => near.some((el) => CHOOSE_FIRST.test(fold(shortText(el, 60) ?? "").trim()));
  // The buy box sits a little further from the heading than stock text does.
  for (const el of els.filter((e) => within(e, 11, 6))) {
    const sig = signature(el);
    if (!isButton(el, sig) || isHidden(el) || aboutAChoice(el) || aboutASize(el)) continue;
    const shown = shownText(el);
    // A button that shows only a sign ("+", "🛒") says what it does in its label.
    const said = /[\p{L}\p{N}]/u.test(shown) ? shown.trim() : "";
    const text = fold(said || el.attribs["aria-label"] || el.attribs.title || pictureWords(el) || shown.trim()).trim();
    // The poster's own tool ("Mark as unavailable", "Mark as sold") says what it would do, not the state.
    if (/^mark as\b/.test(text)) continue;
    // A button that says the product is gone, in any language the stock texts know.
    // A box styled as a button that holds a paragraph (a card, a listing's row) is no button's word.
    const paragraph = text.length > 120 && el.name !== "button" && el.name !== "input";
    const gone = !paragraph && (SOLD_OUT_BUTTON.test(text) || (text.length <= 40 && stockOf(text) === "out_of_stock"));
    if (gone && !aboutOtherMatter(text)) {
      if (aboutOneSize(el) || oneOptionOf(el)) continue;
      return { said: { value: "out_of_stock", text, el }, waiting };
    }
    if (PREORDER_BUTTON.test(text.replace(/[!.]+$/, ""))) {
      return { said: { value: "preorder", text, el }, waiting };
    }
    if (BACKORDER_BUTTON.test(text.replace(/[!.]+$/, "")) && !greyedOut(el)) {
      return { said: { value: "backorder", text, el }, waiting };
    }
    const buys = (BUY_SIG.test(sig) || buysOnClick(el) || BUY_HREF.test(el.attribs.href ?? "")) && text.length <= 40;
    const words = buttonWords(text);
    const disabled = greyedOut(el);
    if (ADD_TO_CART.test(words) || buys) {
      if (
        disabled &&
        (SELECTION_NEEDED.test(sig) ||
          (CHOOSE_ON_BUTTON.test(text) && !near.some(greyedSizes)) ||
          choiceFirst() ||
          near.some(sizesToChoose))
      ) {
        waiting ??= { value: "in_stock", text, el };
        continue;
      }
      return { said: { value: disabled ? "out_of_stock" : "in_stock", text: text || sig || (el.attribs.onclick ?? ""), el }, waiting };
    }
    if (!bare && !disabled && shown.trim() && BARE_ANSWER.test(words) && !CONTACT_PAGE.test(el.attribs.href ?? ""))
      bare = { value: "in_stock", text, el };
  }
  return { waiting, bare };
}

/** A buy button's word that the product, not in stock, can still be ordered: pre-ordered or backordered. */
export const ordersAhead = (said: Availability | undefined) => said === "preorder" || said === "backorder";

/**
 * Whether a box holds the buy button: one that buys the product or answers the ad ("Add to cart",
 * "Send message"), or says in its place that the ad or listing ended ("Ogłoszenie zakończone" on
 * an ended ad's greyed-out button; not a bare "Sold out", which a widget of other products prints).
 */
export function holdsBuyButton(box: Element): boolean {
  return firstElements(box, BUTTONS_READ).some((el) => isButton(el, signature(el)) && (saysToBuy(el) || saysEnded(el)));
}
const BUTTONS_READ = 400;
/** A button that answers an ad, in words of `ANSWER_AD` or bare ("Message", "Bieden"). */
const answersTheAd = (el: Element) => {
  const words = answerWords(el);
  return ANSWER_AD_WORDS.test(words) || BARE_ANSWER.test(words);
};
/**
 * A button's shown words say to buy or to answer the ad ("Add to cart", "Buy now", "Send
 * message", "Show phone number 07xxx xxx xxx").
 */
const saysToBuy = (el: Element) => ADD_TO_CART.test(buttonWords(fold(shownText(el)).trim())) || ANSWER_AD_WORDS.test(answerWords(el));
/** A button's shown words say its ad or listing ended ("Ogłoszenie zakończone", "Listing ended"). */
const saysEnded = (el: Element) => {
  const text = shownText(el).trim();
  return text.length <= 40 && saidEnded(text);
};

/** A button as themes print one: a button or submit, or a link or box styled, named or scripted as one. */
function isButton(el: Element, sig: string): boolean {
  return (
    el.name === "button" ||
    (el.name === "input" && /submit|button|image/.test(el.attribs.type ?? "")) ||
    el.attribs.role === "button" ||
    // Links, and the divs and spans that script-driven themes click, styled as buttons (a box
    // named for its buttons, `<div class="base-button">` around them, is none itself).
    (["a", "div", "span"].includes(el.name) &&
      /(^|[\s_-])(btn|button|botao|boton|bouton)($|[\s_-])|^btn|btn$/.test(sig) &&
      !holdsButtons(el)) ||
    buysOnClick(el) ||
    (el.name === "a" && (BUY_HREF.test(el.attribs.href ?? "") || cartLink(el)))
  );
}

/**
 * What a button shows: an icon-only button says what it does in its label or title, a picture
 * button in its alt text. Its hidden parts say nothing: themes print "Add to cart" and "Sold out"
 * in one button and hide one.
 */
const shownText = (el: Element) => (el.name === "input" ? (el.attribs.value ?? el.attribs.alt ?? "") : textOf(el, { skipHidden: true }));

/**
 * The text of each shown, enabled buy button near the heading that says its buy words and an
 * amount, nothing else ("Add to cart – $25.00", "In den Warenkorb · 25,00 €"): where a theme that
 * prints the price nowhere else shows it (heuristics-price.ts reads the amount, as a last resort).
 * More words make the amount something else (a saving, a deposit, a rate, "2 for $40"); a
 * quantity of more than one makes it a line's total.
 */
export function buyButtonTexts(els: Element[], main: Element): { el: Element; text: string }[] {
  const out: { el: Element; text: string }[] = [];
  const near = els.filter((el) => treeDistance(el, main) <= 11);
  if (near.some((el) => el.name === "input" && /^(qty|quantity)$/i.test(el.attribs.name ?? "") && Number(el.attribs.value) > 1)) return out;
  for (const el of near) {
    const sig = signature(el);
    if (!isButton(el, sig) || isHidden(el) || greyedOut(el) || aboutAChoice(el) || aboutASize(el)) continue;
    const shown = shownText(el).replace(/\s+/g, " ").trim();
    if (shown.length > 60 || !/\d/.test(shown)) continue;
    const text = fold(shown);
    const words = buttonWords(text);
    if (words && ADD_TO_CART.test(words) && !SUBSCRIBE.test(text) && AMOUNT_ONLY.test(text.slice(words.length)))
      out.push({ el, text: shown });
  }
  return out;
}
/** A plan's button ("Subscribe & save – $18.00"): its amount is paid on each delivery. */
const SUBSCRIBE = /\b(subscribe|abo|abonn|suscri|abbona|assina)/;
/** What may follow a buy button's words: a separator and one amount with its currency. */
const AMOUNT_ONLY = /^\s*[•·|–—:-]?\s*(\p{Sc}|[a-z]{1,3}\.?)?\s*\d[\d.,\s]*\s*(\p{Sc}|[a-z]{1,3}\.?|,-|:-)?\s*$/u;

/**
 * A buy button's words without what themes add after them: the price or a note after a separator
 * ("Add to cart • $24.00", "In den Warenkorb – 24,00 €", "Add to cart $24.00", "Add to cart →").
 */
const buttonWords = (text: string) =>
  text
    .replace(/\s*[•·|–—]\s*.*$|\s+-\s+.*$/, "")
    .replace(/\s*\p{Sc}?\s*\d[\d.,\s]*\s*(\p{Sc}|[a-z]{1,3}\.?)?\s*$/u, "")
    .replace(/[^\p{L}\p{N})]+$/u, "")
    // An icon before the words ("🛒 Add to cart"); a plus may be a word of theirs ("+ Keranjang").
    .replace(/^[^\p{L}\p{N}(+]+/u, "")
    .trim();

const holdsButtons = (el: Element) => el.name !== "a" && allElements(el).some((c) => c !== el && ["a", "button", "input"].includes(c.name));

/** A drop-down of sizes or variants (`name="size"`, `super_attribute[…]`, `id="variant-select"`). */
const PICKER_SIG = /size|variant|option|attribute|grosse|groesse|taille|talla|taglia|rozmiar|velikost|maat|storlek/;
/** An option that only asks for a choice ("Choose a size", "Bitte wählen"). */
const PLACEHOLDER = /choose|select|pick|wahlen|auswahlen|choisi|selecciona|elige|scegli|wybierz|vyberte|kies/;

/**
 * A size picker whose every size is disabled or says it is sold out: nothing can be bought, though
 * the buy button may still show (themes grey out the sizes, not the button).
 */
function everySizeGone(select: Element): boolean {
  if (!PICKER_SIG.test(signature(select)) || select.attribs.disabled !== undefined) return false;
  const options = select.children
    .filter(isElement)
    .flatMap((c) => (c.name === "optgroup" ? c.children.filter(isElement) : [c]))
    .filter((o) => o.name === "option")
    .filter((o) => (o.attribs.value ?? "x").trim() !== "" && !PLACEHOLDER.test(fold(optionText(o))));
  const gone = (o: Element) =>
    o.attribs.disabled !== undefined || SOLD_OUT_BUTTON.test(fold(optionText(o))) || stockOf(optionText(o)) === "out_of_stock";
  return options.length > 0 && options.every(gone);
}

/** A row of size buttons whose every button is disabled, or classed or labelled sold out. */
function everyChoiceGone(box: Element): boolean {
  const choices = box.children.filter((c): c is Element => isElement(c) && isChoiceButton(c));
  const gone = (b: Element) =>
    greyedOut(b) ||
    /sold-?out|unavailable|out-?of-?stock/i.test(b.attribs.class ?? "") ||
    stockOf(textOf(b)) === "out_of_stock" ||
    // A size that offers to write when it is back ("36 – Me prévenir") is gone.
    SOLD_OUT_BUTTON.test(fold(textOf(b))) ||
    stockOf(b.attribs["aria-label"] ?? "") === "out_of_stock";
  return choices.length >= 2 && choices.every(gone);
}

/** An option's label (textOf leaves options out: their text is no page text). */
const optionText = (o: Element) =>
  o.children
    .map((c) => (c.type === "text" ? (c as unknown as { data: string }).data : ""))
    .join("")
    .trim();
