/**
 * Stock text and what it speaks of: words that say a line is about a picture, the reviews, the
 * choices, a service or a way to pay rather than the product's stock, read past before the stock
 * words (availability.ts). Used by the buy box (buy-box.ts) and the heuristic draft.
 */
import { availabilityFromText, opensEnded } from "./availability.js";
import { fold } from "./dom.js";

/**
 * "Image not available" speaks of a picture, not of stock; "No reviews available", "Keine
 * Bewertungen verfügbar" of the reviews, "No description available" of the text: said to be none,
 * as a line "Sold out. Questions? Contact us" is still about the stock. A poster's own button "Mark as
 * unavailable" is an action, not a state. A marketplace's "No featured offers available" speaks of
 * the offer it would feature, beside a link to the sellers' offers.
 */
const NOT_STOCK =
  /^\s*mark as (unavailable|sold)\b|\bno featured offers?\b|\b(image|images|photo|photos|picture|video|preview|bild|foto|imagen|immagine|zdjecie|obrazek)\b|\b(no|keine?|aucune?|sin|ningun[ao]?|nessun[ao]?|geen|brak|zadn[ey]|nenhum[a]?)\s+(reviews?|ratings?|questions?|answers?|bewertungen|rezensionen|fragen|avis|opiniones|valoraciones|preguntas|recensioni|domande|beoordelingen|vragen|opinii|pytan|recenze|avaliacoes|perguntas|description|beschreibung|descripcion|descrizione|beschrijving|opisu?)\b/;

/**
 * "Available in blue", "also available as a set", "disponible en 3 coloris" speak of the choices,
 * "Available offers" (a list of bank and coupon offers) of the offers,
 * not of stock; "available in stock", "in store", "in 2-3 days", "not available in your country"
 * still do.
 */
const CHOICES =
  /^\s*(available|verfugbare|disponibles?|disponibili|beschikbare) (offers?|coupons?|discounts?|deals?|bank offers?|promotions?|angebote|gutscheine|offres|ofertas|offerte|coupon|aanbiedingen)\b|(?<!\b(not|no|non|nicht|pas|nie|niet|nao) )\b(available|disponible|disponibile|erhaltlich|verfugbar) (in|as|with|en|als|con|em)\b(?! (stock|store|stores|shop|magasin|boutique|tienda|negozio|magazzino|filiale|estoque|loja|existencias?|\d+\s*(-\s*\d+\s*)?(h|hours?|days?|weeks?|tagen?|werktagen?|wochen|jours?|semaines?|dias?|semanas?|giorni|settimane|business|working)\b))|\balso available\b|\bavailable (sizes|colou?rs|options|in the following)\b|\b(sizes|colou?rs|options|styles) available\b/;

/**
 * "Free delivery available", "Click & collect available", "Financing available", "Livraison
 * gratuite disponible" speak of a service, not of stock: those words are read past (a delivery
 * said unavailable still is: "Free returns · Currently unavailable"). So does a chat or a helpline
 * saying it is unavailable ("Chat: currently unavailable"), and a way to pay ("Pay later not
 * available", "Kauf auf Rechnung nicht verfügbar", "Paiement en 3x indisponible") or a free sample
 * ("Free sample not available").
 */
const SERVICE =
  /\b(delivery|shipping|collect(ion)?|pick-?up|gift ?wrap(ping)?|financing|finance|klarna|afterpay|paypal|returns?|size guide|warranty|assembly|installation|engraving|personali[sz]ation|livraison|retrait|envio|entrega|recogida|versand|lieferung|abholung|ruckgabe|spedizione|ritiro|consegna|reso|levering|verzending|afhalen|dostawa|odbior|doprava|vyzvednuti)\b[^.!]{0,30}?\b(available|disponible|disponibile|verfugbar|moglich|beschikbaar|mogelijk|dostepn\w*|dostupn\w*)\b/g;
/** Said unavailable too: a chat, a helpline, a way to pay or a sample is never the product's stock. */
const SERVICE_DOWN =
  /\b((live )?chat|customer (service|support)|(free )?samples?|muster|echantillons?|muestras?|pay later|payment|invoice|instal+ments?|rechnung|ratenzahlung|ratenkauf|zahlung|paiement|pago|pagamento|platnosc|support|agents?|kundenservice|service client|atencion al cliente)\b[^.!]{0,30}?\b(un|in)?(available|disponible|disponibile|verfugbar|moglich|beschikbaar|mogelijk|dostepn\w*|dostupn\w*)\b/g;

/**
 * "Product available with different options": this size or colour is gone, another can be had, so
 * the product as a whole is in stock.
 */
const OTHER_CHOICES =
  /\b(available (with|in) (other|different) (options|sizes|colou?rs|variants|combinations)|disponible (avec|dans|en) d'autres (options|tailles|couleurs)|mit anderen (optionen|varianten|grossen|farben) verfugbar|disponible (con|en) otras (opciones|tallas|colores)|disponibile (con|in) altre (opzioni|taglie)|disponibile con opzioni diverse|dostupny s jinymi moznostmi|dostepny z innymi opcjami|beschikbaar (met|in) andere (opties|maten|kleuren)|disponivel com outras opcoes)\b/;

/**
 * "This size is sold out", "Diese Größe ist leider ausverkauft", "Cette taille est épuisée": the
 * size chosen is gone, not the product; its buttons and its other sizes say whether another can be
 * had. Only a size: a style is the product itself, and a colour may be its only one.
 */
const THIS_SIZE =
  /\b((this|the selected|selected) size|(diese|die gewahlte|gewahlte) grosse|cette (taille|pointure)|(esta|la) talla (seleccionada )?(esta|no)|questa (taglia|misura)|(deze|de gekozen|gekozen) maat|ten rozmiar|(este|o) tamanho|denna storlek)\b/;

/**
 * A notice that opens with the stock ("Temporarily out of stock. We are working…", "Currently
 * unavailable. We don't know when or if this item will be back in stock.") says it in its first
 * sentence; the rest may hold stock words that say the opposite.
 */
export const stockNotice = (text: string, max: number) => {
  if (text.length <= max) return text;
  const sentence = /^[^.!?]{3,60}[.!?](\s|$)/.exec(text)?.[0];
  return sentence && sentence.trimEnd().length <= max + 1 ? sentence : text;
};
// In a listing's end, a dot inside a date or an hour ("Licytacja zakończona 23.11.2025 o 20:00.")
// ends no sentence.
const DATED_SENTENCE = /^(?:[^.!?]|\.(?=\d)){3,120}[.!?](\s|$)/;

/**
 * A listing's end said in a first sentence longer than a stock line, its date and hour in it
 * ("Deze kavel is gesloten op zondag 23 november 2025 om 20:14.", "This ad expired on 02/28/2025
 * and is shown for reference only."), from its first word: the notice. A seller's longer note
 * ("The previous ad is archived because of …, this one is current") is no notice.
 */
export const endedNotice = (text: string) => {
  const sentence = DATED_SENTENCE.exec(text)?.[0].trim();
  return sentence && opensEnded(sentence) ? sentence : undefined;
};

/** Stock text, unless it speaks of something else on the page. */
/**
 * Two boxes' words run together where a word ends and a capital starts ("Pickup" then "Not
 * available at Oakbrook Terrace" reads "PickupNot available"): two words.
 */
export const unglued = (text: string) =>
  // Not a state's own compound ("PreSale", "PreOrder", "BackOrder").
  text.replace(/(\p{Ll})(\p{Lu})/gu, (m, a: string, b: string, at: number) =>
    /(^|[^\p{L}])(pre|back)$/iu.test(text.slice(Math.max(0, at - 4), at + 1)) ? m : `${a} ${b}`,
  );

export function stockOf(text: string) {
  const t = fold(unglued(text));
  if (OTHER_CHOICES.test(t)) return "in_stock";
  if (NOT_STOCK.test(t) || CHOICES.test(t)) return undefined;
  const av = availabilityFromText(t.replace(SERVICE, " ").replace(SERVICE_DOWN, " "));
  return av === "out_of_stock" && THIS_SIZE.test(t) ? undefined : av;
}
