/**
 * What a button is and what it says: a button, a link or a box styled or scripted as one; its
 * shown words (without a price or a masked number after them); whether it buys, orders ahead,
 * answers an ad, says the product is gone or is greyed out. buy-box.ts reads the buy box with them.
 */
import { ANSWER_AD, ANSWER_AD_WORDS, ANSWER_SELLER_LINK, BARE_ANSWER, MASKED_NUMBER } from "./ad-answer.js";
import { saidEnded } from "./availability.js";
import { allElements, type Element, firstElements, fold, leadingText, signature, textOf } from "./dom.js";

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
export const ADD_TO_CART = new RegExp(
  `^(add|add to (shopping )?(cart|bag|basket|trolley)|buy( it)? now|see (all )?buying (options|choices)|place (a )?bid|bid now|lagg (ett )?bud|plaats (een )?bod|pujar|hacer (una )?puja|make (an )?offer|jetzt bieten|gebot abgeben|licytuj|licitar|drazit|licitea(za)?|in den (warenkorb|einkaufswagen)( legen)?|jetzt kaufen|sofort-?kaufen|do kosiku|koupit|vlozit do kosiku|ajouter au panier|acheter( maintenant)?|achat immediat|encherir|anadir (a la|al) (cesta|carrito|carro)|agregar al (carro|carrito)|comprar( ahora| agora| entradas?| boletos?)?|buscar (boletos|entradas)|buy tickets?|tickets kaufen|(jetzt )?buchen|book( now| tickets?)?|reserver( maintenant)?|boek( nu)?|zarezerwuj|rezervovat|tickets sichern|karten kaufen|acheter (des |un |mes )?billets?|subscribe (&|and) save|download kaufen|buy (&|and) download|(e-)?rezept einlosen|rent now|(jetzt )?mieten|customi[sz]e (&|and) buy|configure (&|and) buy|hinzufugen|toevoegen|agregar|adicionar|dodaj|adicionar ao (carrinho|cesto)|dodaj do koszyka|kup teraz|aggiungi al carrello|compra subito|acquista( ora)?|fai un'offerta|in (mijn )?winkelwagen|toevoegen aan winkelwagen|lagg i varukorg(en)?|laeg i kurv|legg i handlekurv|bestil og hent( i butik(ken)?)?|reserver og hent|lisaa ostoskoriin|naroci|kupi|dodaj v kosarico|dodaj u kosaricu|pievienot grozam|i krepseli|kosarba|sepete ekle|adauga in cos|в корзину|добавить в корзину|купить|προσθηκη στο καλαθι|הוסף לסל|הוספה לסל|أضف إلى السلة|أضف للسلة|(اضف|أضف|إضافة) (الى|إلى) (السلة|الحقيبة|حقيبة التسوق|سلة التسوق)|(اضف|أضف|إضافة|اضافة) (للسلة|للحقيبة|لسلة التسوق)|کارٹ میں (شامل|ڈالیں)( کریں)?|ابھی خریدیں|কার্টে (যোগ করুন|যুক্ত করুন)|এখনই কিনুন|加入購物車|加入购物车|放入購物車|放入购物车|立即購買|立即购买|カートに入れる|カートへ入れる|購入する|今すぐ購入|장바구니 담기|구매하기|buy|purchase|order( now)?|${ANSWER_AD}|(jetzt )?bestellen|(jetzt )?kaufen|in den korb|zum warenkorb hinzufugen|pridat do kosiku|ajouter|commander|anadir|aggiungi|(in )?winkelmand|bestel|kop( nu)?|kjop|kob|osta|kosarba( teszem)?|satin al|beli( sekarang)?|tambah ke keranjang|mua ngay|them vao gio( hang)?|в кошик|купити|заказать|ซื้อเลย|หยิบใส่ตะกร้า|do kosika|v kosarico|ielikt groza|lisa ostukorvi|добави в количката|добави в кошницата|kosarba tesz|${BAG_AND_BASKET}|${BUY_AND_ORDER})$`,
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
export const pictureWords = (el: Element) =>
  firstElements(el, 4)
    .find((e) => e.name === "img")
    ?.attribs.alt?.trim() ?? "";

/** A button to order before release: the product can be had. */
export const PREORDER_BUTTON =
  /^(pre-?order( now)?|vorbestellen|jetzt vorbestellen|elorendel(es|em)|voorbestellen|forhandsbestall|forudbestil|ennakkotilaa|precommander|pre-?commander|reservar( ahora| agora| ya)?|prenota(re)?( ora)?|preordina( ora)?|przedsprzedaz|(zamow|kup) w przedsprzedazy|(comprar|compra) (na|en|in) (pre-?venda|pre-?venta|prevendita)|garantir na pre-?venda|予約する|予約注文|(оформить )?предзаказ(ать)?|(оформити )?передзамовлення)$/;
/**
 * A button to order what is not in stock yet, to be sent when it comes ("Backorder", "Add to Cart
 * (Backorder)", "Nachbestellen"): the product can be had.
 */
export const BACKORDER_BUTTON =
  /^(.{1,30}[\s(-]\s*)?(back-?order( now| it)?|place (a )?back-?order|(jetzt )?nachbestellen|commander en reliquat)\)?$/;
/** Buttons named for buying in any language: `add-to-cart`, `button-cart`, `buy-now`, `placebid`. */
export const BUY_SIG =
  /add-?to-?(cart|bag|basket|trolley)|addtocart|add-?cart|button-?cart|btn-?cart|buy-?now|buy-?button|buy-?btn|btn-?buy|buy-?it-?now|place-?bid|bid-?button|reply-?button|contact-?seller/;
export const SOLD_OUT_BUTTON =
  /sold out|hou(d)? (mij|me) op de hoogte|out of stock|ausverkauft|vyprodano|epuise|agotado|wyprzedane|売り切れ|unavailable|nicht verfugbar|notify me|benachrichtigen|hlidat dostupnost|m'alerter|me prevenir|prevenez-moi|avisez-moi|avisame|avvisami|powiadom mnie|email me when available|请到货通知|bao khi co hang|beritahu saya|ertesitest kerek|ilmoita (kun|minulle)|anunta-ma|sledovat dostupnost|obvesti me|obavijesti me|pranesti|pazinot|teavita mind|avise-me|m'aviser|уведоми ме|уведомить|повідомити|עדכנו אותי|הודיעו לי|แจ้งเตือน|貨到通知|到貨通知|到货通知|再入荷|재입고|دستیاب ہونے پر مطلع کریں|मुझे सूचित करें|түскенде хабарлау/;
/** A click handler that buys: `onclick="buy(12)"`, `addToCart(…)`, `add_to_basket(…)`. */
const BUY_HANDLER = /\b(buy\w*|add_?to_?(cart|bag|basket)\w*|addtocart|add_?cart)\s*\(/i;
/** The handler in `onclick`, or in a `javascript:` link (`href="javascript:addCart()"`). */
export const buysOnClick = (el: Element) =>
  BUY_HANDLER.test(el.attribs.onclick ?? "") || (/^\s*javascript:/i.test(el.attribs.href ?? "") && BUY_HANDLER.test(el.attribs.href ?? ""));
/** Themes grey out a buy button by class as often as by attribute (`disabled`, `btn--disabled`). */
const DISABLED_CLASS = /(^|\s)([\w-]*[-_])?disabled(\s|$)/i;
/** Greyed out: by its `disabled` attribute, its ARIA state or its class. */
export const greyedOut = (e: Element) =>
  e.attribs.disabled !== undefined || e.attribs["aria-disabled"] === "true" || DISABLED_CLASS.test(e.attribs.class ?? "");
/** A link that puts the product in the cart (`?add-to-cart=42`, `/cart/add?id=42`). */
export const BUY_HREF = /[?&](add-to-cart|add_to_cart|addtocart)=|\/(cart|basket|bag)\/add\b/i;
/**
 * A button's words, without the number it reveals, masked, before or after them ("Show phone
 * number 07xxx xxx xxx", "082 *** ****", "418 555-01•• Afficher le numéro").
 */
export const answerWords = (el: Element) =>
  buttonWords(
    fold(shownText(el))
      .replace(MASKED_NUMBER, " ")
      // What separated the number from the words ("04XX XX XX XX – Afficher le numéro").
      .replace(/^[\s\-–—:|·]+/, "")
      .trim(),
  )
    .replace(/[\s\dx*#+()]+$/, "")
    .trim();
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
export const answersTheAd = (el: Element) => {
  const words = answerWords(el);
  return ANSWER_AD_WORDS.test(words) || BARE_ANSWER.test(words);
};
/**
 * A button's shown words say to buy or to answer the ad ("Add to cart", "Buy now", "Send
 * message", "Show phone number 07xxx xxx xxx").
 */
export const saysToBuy = (el: Element) =>
  ADD_TO_CART.test(buttonWords(fold(shownText(el)).trim())) || ANSWER_AD_WORDS.test(answerWords(el));
/** A button's shown words say its ad or listing ended ("Ogłoszenie zakończone", "Listing ended"). */
const saysEnded = (el: Element) => {
  const text = shownText(el).trim();
  return text.length <= 40 && saidEnded(text);
};

/** A button as themes print one: a button or submit, or a link or box styled, named or scripted as one. */
export function isButton(el: Element, sig: string): boolean {
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
export const shownText = (el: Element) =>
  el.name === "input" ? (el.attribs.value ?? el.attribs.alt ?? "") : textOf(el, { skipHidden: true });

/**
 * A buy button's words without what themes add after them: the price or a note after a separator
 * ("Add to cart • $24.00", "In den Warenkorb – 24,00 €", "Add to cart $24.00", "Add to cart →").
 */
export const buttonWords = (text: string) =>
  text
    .replace(/\s*[•·|–—]\s*.*$|\s+-\s+.*$/, "")
    .replace(/\s*\p{Sc}?\s*\d[\d.,\s]*\s*(\p{Sc}|[a-z]{1,3}\.?)?\s*$/u, "")
    // "Köp nu för 1 800 kr", "Buy it now for $20": the word before the amount goes with it (not
    // after one word: "Add for £4.99" adds a plan).
    .replace(/^(\S+\s.*?)\s+(for|fur|pour|por|voor|per)$/u, "$1")
    .replace(/[^\p{L}\p{N})]+$/u, "")
    // An icon before the words ("🛒 Add to cart"); a plus may be a word of theirs ("+ Keranjang").
    .replace(/^[^\p{L}\p{N}(+]+/u, "")
    .trim();

const holdsButtons = (el: Element) => el.name !== "a" && allElements(el).some((c) => c !== el && ["a", "button", "input"].includes(c.name));
