/**
 * Answering a classified ad, the way such a page is "bought": the words of its buttons and links
 * (write to, mail or call the one who posted it, ask for the number), bare or naming the ad, and
 * a message form titled for the ad. buttons.ts and buy-box.ts read buttons with them.
 */
import { ancestors, type Element, firstElements, fold, isElement, leadingText, shortText } from "./dom.js";

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
  "(click to )?(show|reveal|view) (the )?(phone( number)?|number)|telefonnummer anzeigen|(voir|afficher) le numero|ver (el )?telefono|mostra (il )?numero",
  "ver (o )?telefone|ver numero|toon telefoonnummer|pokaz (numer|telefon)|zobrazit (telefon|telefonni cislo|cislo)|visa telefonnummer|показать (телефон|номер)",
  "prikazi (broj|telefon)|pokazi broj|telefonu goster|numarayi goster|покажи (телефона|номера)|показати (телефон|номер)|(إظهار|اظهار|عرض) (الرقم|رقم الهاتف)|הצג(ת)? מספר( טלפון)?",
].join("|");
/**
 * A classified ad is bought by answering it: write, mail or call the one who posted it, or ask
 * for the number. Said in the words the big classified sites of each language use on the button.
 */
export const ANSWER_AD = [
  ANSWER_SELLER,
  SHOW_PHONE,
  "reply|send (a )?message",
  "nachricht (schreiben|senden)|e-?mail schreiben",
  "envoyer (un |le |votre )?message",
  "enviar (un )?mensaje|chatear",
  "invia (un )?messaggio",
  "enviar mensagem",
  "stuur (een )?bericht|(een )?bericht (sturen|versturen)",
  "napisz wiadomosc|wyslij wiadomosc|zadzwon",
  "poslat zpravu|odeslat zpravu|poslat spravu",
  "posalji poruku|mesaj gonder|изпрати съобщение|написати повідомлення|שליחת הודעה|request (a )?call ?back",
  "trimite (un )?mesaj|afiseaza (numarul de )?telefon(ul)?|arata telefon(ul)?",
  "στειλτε μηνυμα|στειλε μηνυμα|αποστολη μηνυματος|εμφανιση τηλεφωνου|προβολη τηλεφωνου",
  "skicka meddelande",
  "написать сообщение",
  "問い合わせる|出品者に問い合わせる|メッセージを送る",
].join("|");
export const ANSWER_SELLER_LINK = new RegExp(`^(${ANSWER_SELLER}|${SHOW_PHONE})$`);
/**
 * Most classified sites word the answer bare ("Message", "Chat", "Call", "Contacter", "Napisz")
 * or offer a price ("Faire une offre", "Bieden"), as service pages, directories, estate agents,
 * freelance boards and help widgets word theirs. So a bare answer is the stock only as a last
 * resort (`availabilityFallback`), never makes a page a product, and counts only as a button the
 * page shows enabled and in words: not an icon (a share bar's WhatsApp, a chat launcher), not a
 * link to the site's contact page.
 */
export const BARE_ANSWER = new RegExp(
  `^(${[
    "message|chat|chat now|start (a )?chat|show contacts?|contact|call|send (an )?e-?mail|whatsapp|ask (the )?(seller|owner)( a question)?",
    "nachricht|kontaktieren|anrufen|contacter|appeler|contactar|llamar|contatta|chatta|chiama|ligar|conversar",
    "bericht|bellen|contact opnemen|napisz|czat|kontakta|написать|позвонить",
    "faire une offre|proposer un prix|hacer (una )?oferta|fazer (uma )?oferta|bieden|preisvorschlag( senden| machen)?",
  ].join("|")})$`,
);
/**
 * A bare answer that asks for an offer ("Hacer oferta", "Faire une offre", "Bieden"): beside
 * another answer ("Chat" and "Hacer oferta"), a second-hand ad's buttons, which a service page or
 * a help widget does not print together.
 */
const OFFER_WORDS = "faire une offre|proposer un prix|hacer (una )?oferta|fazer (uma )?oferta|bieden|preisvorschlag( senden| machen)?";
export const OFFER_ASKED = new RegExp(`^(${OFFER_WORDS})$`);
/** Offers asked in the box named for the price, in place of an amount ("Bieden", "VB", "Make an offer"). */
export const OFFERS_INSTEAD_OF_PRICE = new RegExp(
  `^(${OFFER_WORDS}|vb|verhandlungsbasis|make (an |me an )?offers?|best offer|offers?|(prix )?a (discuter|negocier)|fai un'offerta)$`,
);
/**
 * A link to the site's contact page, its last step named for it (`/contact`, `/pages/contact`,
 * `/de/kontakt`, `/contact_us.html`, `/contact-sales?sku=…`, `?route=information/contact`), not to
 * an ad's own form (`/contact/35985065`).
 */
export const CONTACT_PAGE =
  /(^|[/=])(contact|kontakt|contacto|contactenos|contatti|contato|contactez-nous|nous-contacter)([-_][a-z]+)*(\.\w{2,4})?\/?([?#&]|$)/i;
/**
 * A form to write to the one who posted the ad (a message box, titled "Reply to this ad", "Email
 * the advertiser", "Contacter l'annonceur"), its title inside it or right before it: its send
 * button says only "Send". Not a shop's question form ("Ask a question"), whose title names no ad.
 */
export function replyFormTitle(form: Element): string | undefined {
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
export const ANSWER_AD_WORDS = new RegExp(`^(${ANSWER_AD})$`);
export const MASKED_NUMBER = /\+?\d[\d\s().-]*[x*•·#]+[\dx*•·#\s().-]*/gi;
