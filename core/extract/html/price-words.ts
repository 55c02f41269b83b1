/**
 * What the words around an amount say it is, when it is not the price to pay: a former price
 * ("was", "RRP", the lowest price of 30 days), a saving, an instalment plan, a unit or base price,
 * a price before tax, shipping or a deposit added, a free-shipping threshold, a subscription, a
 * set or a volume tier, a credit, a coupon or a reward. Read on folded text
 * (lowercase, no accents) right before or after the amount.
 */
import { findCurrencies } from "../../values/currencies.js";
import { isMonthName } from "../../values/date.js";
import { findPrices, type PagePrice } from "../../values/price.js";
import { fold, shortText, type Element } from "./dom.js";

/** Labels printed before a price that is not the selling price (a former one, or the saving). */
export const WAS_LABEL =
  /(^|\s)(was|before|old price|reduced from|price reduced from|ursprunglicher preis war|preis war|le prix initial etait|prix initial etait|precio original era|prezzo originale era|preco original era|list price|rrp|msrp|compare at|regular price was|original price|originally|cover price|publisher'?s price|prezzo di copertina|prezzo (dell')?editore|listenpreis|verlagspreis|prix editeur|prix public( conseille)?|precio de portada|p\.?v\.?p\.?r?|preco de capa|preco recomendado|pvp recomendado|precio recomendado|precio de lista|preco de lista|orig\.? price|reg\.( price)?|retail( price)?|suggested retail price|unverbindliche preisempfehlung|alter preis|ehemals|originalpreis|prix d'origine|prix initial|prix barre|avant|precio original|precio normal|prezzo originale|prezzo pieno|prezzo precedente|cena pierwotna|poprzednia cena|(cena )?przed obnizka|previous price|uvp|avp|apothekenverkaufspreis|uvp des herstellers|unverb\.? preisempf\.?|unverbindliche preisempf\.?|empf\.? vk|herstellerpreis|ursprunglicher preis|ehemaliger preis|prix de vente conseille|pvc|ancien prix|oude prijs|typical price|normaalihinta|ovh\.?|suositushinta|pret intreg|redovna cijena|цена без скидки|стара ціна|מחיר קודם|מחיר מקורי|harga asli|harga normal|gia goc|gia thi truong|ราคาปกติ|ราคาเดิม|statt|anstatt|instead of|invece di|anziche|en lugar de|en vez de|em vez de|zamiast|i stedet for|i stallet for|bisher|vorher|ursprunglich|streichpreis|puvodne|puvodni cena|bezna cena|doporucena cena|prix conseille|prix de reference|au lieu de|antes|precio anterior|precio de referencia|prezzo di listino|prezzo consigliato|prezzo al pubblico|cena katalogowa|stara cena|cena regularna|najnizsza cena|lowest price|eredeti ar|korabbi ar|pret vechi|pret initial|adviesprijs|van|было|старая цена|prix neuf( constate| de reference)?|prix du neuf|neupreis|neuwertpreis|prezzo del nuovo|nieuwprijs|cena nowego|通常価格|参考価格|定価|定價|定价|原價|原价|建議售價|建议售价|メーカー希望小売価格|starting (price|bid)|start price|opening bid|startpreis|startgebot|mise a prix|prix de depart|precio (de salida|inicial)|prezzo (di partenza|base)|base d'asta|cena wywolawcza|vyvolavaci cena|you save|(?<!after )save|(?<!after )savings|sie sparen|sparen sie|ersparnis|vous economisez|economisez|economie|ahorras|ahorra|ahorro|risparmi|risparmio|oszczedzasz|usetrite|je bespaart|bespaar|du sparer|du sparar|du sparst|sparst|spar|現省|现省|省下|节省|節省|お得|市场价格?|市場價格?|原价|原價|参考价|參考價|吊牌价|专柜价|專櫃價|소비자가|정가|정상가|piyasa fiyati|liste fiyati|eski fiyat|αρχικη τιμη|παλια τιμη|αρχικη|ord\.? ?pris|ordinarie pris|veil\.? ?pris|veiledende pris|vejl\.? ?pris|vejledende pris|normalpris|prp|pret recomandat|pret vechi|السعر قبل الخصم|السعر الأصلي|السعر الاصلي|بدلا من|بدلاً من)\s*[:：]?\s*$/;
/**
 * Labels printed before the price on sale, beside the former one ("Sale price", "Special Price",
 * "Now", "Jetzt", "Por:"), as themes print them, often for screen readers only.
 */
const SALE_WORDS =
  "now|now only|current price is|aktueller preis ist|le prix actuel est|el precio actual es|il prezzo attuale e|o preco atual e|huidige prijs is|sale|sale price|special price|offer price|deal price|promo price|promotional price|our price|your price|reduced price|discounted price|price now|jetzt|jetzt nur|nur|angebotspreis|aktionspreis|sonderpreis|prix promo|prix solde|prix reduit|maintenant|desormais|ahora|precio oferta|precio de oferta|precio rebajado|precio especial|ora|ora solo|prezzo scontato|prezzo promo|prezzo in offerta|prezzo speciale|teraz|cena promocyjna|nu|nu voor|actieprijs|aanbiedingsprijs|por|por apenas|preco promocional|agora|nyt|na|tilbudspris|kampanjpris|reapris|alennushinta|akcni cena|сейчас|цена со скидкой|セール価格|特価|促销价|促銷價|特价|特價|优惠价|優惠價|折扣价|折扣價|活動價|活动价|할인가|판매가|indirimli fiyat";
export const SALE_LABEL = new RegExp(`(^|\\s)(${SALE_WORDS})\\s*[:：]?\\s*$`);
/**
 * Labels of the price once every saving in the box is taken off ("Price After Savings", "Final
 * price", "Endpreis"): below a sale label ("Your Price $119.99", "Instant Savings -$20.00"), it is
 * the one to pay.
 */
export const FINAL_LABEL =
  /(^|\s)(price after (instant )?savings|after (instant )?savings|final price|prix final|precio final|prezzo finale|preco final|endpreis|eindprijs|cena koncowa)\s*[:：]?\s*$/;
/**
 * A sale label that is the whole label, in a box of its own or opening the price's text ("Sale
 * price", "Prezzo scontato:"): at the end of a phrase ("Mit Kundenkarte nur", "Club members: now")
 * it names another offer's price, and a lone "Sale" is a badge, on a card's price as well.
 */
export const SALE_LABEL_ALONE = new RegExp(`^(?!sale$)(${SALE_WORDS})\\s*[:：]?$`);

/**
 * A former-price label that names the price to pay on a page that prints no other amount: a
 * book's cover or publisher's price, which a bookshop selling at it prints alone ("Prezzo di
 * copertina", "Preço de capa", "定価"); heuristics-price.ts reads it last. Not a recommended, list
 * or regular price ("RRP", "PVP", "Listenpreis", "Normalpris"): printed alone, the price to pay is
 * one the page shows otherwise (by script, on request, after login).
 */
export const LIST_LABEL =
  /(^|\s)(cover price|publisher'?s price|prezzo di copertina|prezzo (dell')?editore|verlagspreis|prix editeur|precio de portada|preco de capa|定価|定價|定价)\s*[:：]?\s*$/;

/**
 * The maximum retail price ("MRP", "M.R.P."), which Indian shops print before every price: a
 * former price only beside another amount, the price itself when it stands alone.
 */
const MRP_LABEL = /(^|\s)m\.?r\.?p\.?\s*[:：]?\s*$/;

/**
 * An amount whose accessible label says it is a former price ("Antes: 39999 pesos", "cena przed
 * obniżką 129,00 zł"): marketplaces that print no strike and no label say it only there.
 */
export const labelledFormer = (ariaLabel: string | undefined) => {
  const at = ariaLabel?.search(/\d/) ?? -1;
  return at > 0 && endsWithLabel(WAS_LABEL, ariaLabel?.slice(0, at) ?? "");
};

/** A label that says the amount after it is the price ("Price:", "Preis:", "Prix :", "Precio:"). */
export const PRICE_LABEL =
  /(^|\s)(price|our price|preis|unser preis|prix|precio|prezzo|preco|prijs|cena|pris|hinta|fiyat|цена|ціна|価格|价格|價格|가격)\s*[:：]\s*$/;

/**
 * Whether the words before an amount end in a label, with or without the currency written
 * there ("Original price: $30.00", "Original price: zł 129,00", "Por: R$ 149,90").
 */
export const endsWithLabel = (label: RegExp, before: string) => {
  const words = fold(before).replace(/[^\p{L}:：]+$/u, "");
  return label.test(words) || label.test(words.replace(/\s*\p{L}{1,3}$/u, ""));
};

/**
 * The Nordic "Før" / "Förr" (before) folds to the English "for": a former price only as the whole
 * label ("Før 599,-"), never inside a phrase ("Pack of 3 for £10"). So is the Portuguese and
 * Spanish "De:" of a reduced price ("De: R$ 29,90" then "Por: R$ 24,90"); without its colon,
 * only before "por" ("De R$ 29,90 por R$ 24,90"): "De 10 € à 20 €" is a range.
 */
export const LONE_WAS = /^\s*(for|forr|tidigare pris|tidl\.? pris|normalpris|de(?=\s*:))\s*:?\s*$/;
/**
 * An amount for several items, or for one from a quantity on: a multi-buy offer ("Any 2 for
 * £9.00", "2 für 5 €", "3 pour 10 €", "2 za 10 zł", "2/$5") or a volume tier ("Buy 5+ £74.99 each", "ab 10
 * Stück 4,49 €", "10+ $3.99", "單次購買10本85折"), not the price of one. A pack's own price ("Pack of 3
 * for £10") is, and so is the first tier's ("1+", "ab 1 Stück").
 */
export const MULTI_BUY =
  /((?<!\b(pack|set|box|case|bundle|lot|kit) of |[\d.,])\b\d+\s*(for|fur|pour|por|per|voor|za)|\b(buy|ab|from|od|des|vanaf|desde|da|a partir de)\s+([2-9]|\d{2,})\s*\+?\s*(stuck|stuks|stk|st|pcs|pieces|units?|unites|items?|vpe|ks|kusu|szt|unidades|pezzi|kpl)?\.?|(^|\s)([2-9]|\d{2,})\s*\+|(^|\s)\d{1,2}\s*\/|\b(set|bundle|both|combo|all (two|three|four|\d+))\s+(for|fur|pour|por|per|voor|za)|\bim (set|bundle|paket)\s+(fur|ab|zu)|\blot( de \d+)?\s+pour|(購買|购买|買|买|まとめ買い)\s?([2-9]|\d{2,})\s?(本|件|個|个|組|组|点|點|冊)(以上)?(\s?\d{1,2}\s?折)?)\s*[:=]?\s*$/;
/**
 * A tier said in the amount's own text ("2 or more $94.00", "5 oder mehr 11,50 €"): never read
 * from the line before, where "2 or more" counts players or guests ("Serves 12 or more").
 */
export const OR_MORE =
  /(^|\s)([2-9]|\d{2,})\s+(or more|oder mehr|ou plus|et plus|o mas|ou mais|o piu|of meer|lub wiecej|eller fler|eller flere|eller mer|tai enemman|vagy tobb|nebo vice|η περισσοτερα|или повече|или более|veya daha fazla)\s*[:=]?\s*$/;

/**
 * The first cell of a volume-discount table's row: a quantity from 2 on ("5-9", "10+", "ab 5
 * Stück", "5 - 9 pcs"); the row's amount is the price of one from that quantity on. The first
 * tier ("1-4", "1+") is the price of one.
 */
const TIER_QTY = String.raw`([2-9]|\d{2,})`;
const TIER_RANGE = String.raw`([-–]\s*\d+|\+)`;
const TIER_UNIT = `(stuck|stuks|stk|st|pcs|pieces|units?|unites|items?|szt|ks|kpl|unidades|pezzi)`;
/** A bare number ("42", a size) says no quantity: a prefix, a range, a "+" or a unit does. */
const TIER_CELL = new RegExp(
  String.raw`^\s*((ab|from|od|des|vanaf|desde|da|a partir de|buy)\s+${TIER_QTY}\s*${TIER_RANGE}?\s*${TIER_UNIT}?|${TIER_QTY}\s*${TIER_RANGE}\s*${TIER_UNIT}?|${TIER_QTY}\s*${TIER_UNIT})\.?\s*:?\s*$`,
);
export const tierCell = (s: string) => TIER_CELL.test(fold(s));

/**
 * A dose a pharmacy prices one of ("0,22 € / compressa", "€0.15/capsule", "0,31 €/Tablette"); with
 * a count ("/ 90 capsules") it names the pack the price is for.
 */
const DOSES =
  "tablets?|capsules?|compress[ae]|capsul[ae]|kapseln?|tabletten?|comprimes?|gelules?|pastillas?|tabletk[ai]|sachets?|bustin[ae]";
/** US and imperial units and counts a unit price is given in ("$2.08/oz", "$0.50/Count", "per lb"). */
const US_UNITS = String.raw`fl\.? ?oz|oz|lbs?|ct|count|sq\.? ?ft|ft|yd|gal|qt`;
/**
 * Words of an instalment plan or a financing offer, wherever they stand: "12 cuotas", "10 parcelas",
 * "3 rate", "raty", "pay in 4", "interest-free", "Finanzierung", "рассрочка". Each use below adds
 * what reads as a plan only in its place: right before an amount, also a count of payments and
 * words that elsewhere say something else ("分割" also divides a box, "termijn" is any term).
 */
const PLAN_WORDS = String.raw`\binstal\w*|\bcuotas?\b|\bparcelas?\b|\b\d+ rate\b|\braty\b|\btaksit\w*|\bratenzahlung|monatlich\w*|\bmonthly\b|\bper month\b|\bpar mois\b|\bal mes\b|mesicne|miesiecznie|\bsplatk\w*|\bpay in \d+|\binterest-?\s?free\b|\b\d+ raten\b|\bfinanzierung\b|\bfinancing\b|\bfinance (from|for)\b|\bplazos?\b|\bsin interes\w*|\bsem juros\b|\btermijnen\b|\bgespreid betalen\b|\b(weekly|fortnightly) (payments?|instal\w*)|\bdela upp\w*|\bdelbetal\w*|\bdel opp\b|\bosamaksu\w*|платеж|рассрочк|долями`;

export const UNIT_OR_PLAN = new RegExp(
  String.raw`\b\d+([.,]\d+)?\s*(kg|g|l|ml|m|m2|m²)\s*=|\/\s*(${DOSES})\b|\/\s*(\d+\s*)?(kg|g|l|ml|m|m2|m²|100\s?g|100\s?ml|st|stk|ks|pc|pcs|piece|unit|each|month|mo|mes|mois|monat|měsíc|mesic|week|wk|man|mnd|md|kk|liter|litre|kilo|${US_UNITS})\b|\b(per|pro|za|par|por|je|al)\s+(kg|l|m|100\s?g|100\s?ml|litre|liter|litro|litri|litr|metre|meter|metro|month|monat|mois|mes|mesic|unit|stück|kus|week|maand|${US_UNITS})\b|\b\d+\s*x\s|\bmtl\b|\bp\.m\.|\bfois sans frais\b|\bpayments? of\b|\bzzgl\.? versand\b.*\d.*\d|\ba (week|month)\b|${PLAN_WORDS}`,
  "i",
);

/**
 * A price before tax is not what the buyer pays ("Brez DDV: 36.53€", "excl. VAT", "zzgl. MwSt.",
 * "HT", "netto", "税抜"); the shop prints it beside the price with tax.
 */
export const EX_TAX_WORDS =
  /\b(excl?\.?|excluding|exkl\.?|ex\.?|without|ohne|zzgl\.?|bez|brez|sans|sin|senza|sem|zonder|uten|utan|ilman)\s*(vat|tax|taxes|gst|mwst\.?|ust\.?|dph|ddv|pdv(-?a)?|tva|iva|btw|moms|mva|alv|pvm|pvn|afa|kdv|impuestos( nacionales)?|impostos)\b|(^|\s)без (ддс|ндс|пдв)|\b(netto( ar)?|nettopreis|nettopris|nettoprijs|net price|prix ht|\d\s*(€|eur)?\s*ht)\b|\bht\s*$|(^|\s)(χωρις|προ) φ\.?\s?π\.?\s?α\.?|税抜|税別|本体価格|不含税|未税|부가세 별도/;
/** A price said to include tax in its own text ("2,80 € brutto inkl. 19 % MwSt.", "12,00 € TTC"). */
export const INC_TAX_WORDS =
  /\b(inkl\.?|incl\.?|including|inc\.?|inclusive of|ink\.?|vc\.?|vcetne|z|s|con|com|met|avec|iva incluida)\s*(\d+\s*%\s*)?(vat|tax|taxes|gst|mwst\.?|ust\.?|dph|ddv|pdv|tva|iva|btw|moms|mva|alv|pvm)\b|\b(brutto|gross|ttc)\b|(^|\s)(с ндс|з пдв|вкл\. ндс|включая ндс|в т\. ?ч\. ндс)|税込|含税/;
export const EX_TAX_LABEL = new RegExp(`(${EX_TAX_WORDS.source})\\s*:?\\s*$`);
export const EX_TAX_AFTER = new RegExp(`^\\s*[(]?\\s*(${EX_TAX_WORDS.source})`);
/**
 * An instalment plan printed right before its amount ("12 cuotas de", "3x", "ou 10 parcelas de",
 * "4 payments", "36 Monate à"): the plan's words, or a count of payments, at most a few words
 * before it.
 */
export const PLAN_BEFORE = new RegExp(
  String.raw`(${PLAN_WORDS}|\btermijn\w*|\bdel opp\w*|月々|分割|할부|ผ่อน(เริ่ม(ต้น)?|เดือนละ)|\b\d+\s?x\b|\b\d+ fois\b|\bpayments?\b|\bper maand\b|\bper week\b|\b\d+\s*(monate|mois|meses|mesi|months|maanden|miesiecy)\s+(a|zu|de|da|of|van|po|je)\b)[^\d]{0,20}$`,
);
/**
 * A unit or a period printed right after an amount ("11,99 € / 1 l", "€ 25 per month"), or the
 * amount is a base quantity itself ("1 l = 11,99 €"). Inside one text a piece is a unit too
 * ("8,99 € (1,50 € / Stk.)"); after an amount's own element it is what the price is for
 * ("<span>4,99 €</span> / Stk." is the price of one).
 */
const MEASURES = `kg|g|l|ml|m|m2|liter|litre|kilo|${US_UNITS}`;
const PERIODS = `month|mo|mes|mois|monat|mesic|week|wk|man|mnd|md|kk`;
const PER_MEASURES = `kg|g|l|ml|cl|m|m2|litre|liter|litro|litri|litr|metre|meter|metro|month|monat|mois|mes|mesic|week|maand|manad|maned|${US_UNITS}`;
const PERIOD_WORDS = `monthly|monatlich|mensuel|mensual|mensile|miesiecznie|mesicne|bi-?weekly|weekly|fortnightly`;
const unitsAfter = (pieces: boolean) =>
  new RegExp(
    String.raw`^\s*(\/\s*(\d+\s*)?(${MEASURES}|${PERIODS}${pieces ? "|st|stk|ks|pc|pcs|piece|unit|each" : ""})\b|${pieces ? String.raw`\/\s*(${DOSES})\b|` : ""}${pieces ? String.raw`(each|per (item|piece)|la piece|l'unite|cada un[oa]|al pezzo|per stuk|za (kus|sztuke))\b|` : ""}(per|pro|za|par|por|je|al|a)\s+(\d+\s*)?(${PER_MEASURES}${pieces ? "|unit|stuck|kus" : ""})\b|(${PERIOD_WORDS})|(kg|g|l|ml|m|m2)\s*=)`,
  );
const UNIT_AFTER = unitsAfter(true);
/** A measure or a period in the words right after an amount's element ("<b>$8.33</b> a week"); a piece is not. */
const MEASURE_AFTER = unitsAfter(false);
export const unitAfter = (s: string) => MEASURE_AFTER.test(fold(s));

/**
 * A base price's quantity printed before it ("1 kg = 4,99 €"), or the label of a price per
 * measure that shops print beside the price by law ("Grundpreis:", "Prix au kilo :",
 * "Jämförpris:"); not "Unit price", which trade shops say of one piece.
 */
const UNIT_BEFORE =
  /\b\d+([.,]\d+)?\s*(kg|g|l|ml|m|m2|m²)\s*(=|あたり|当たり)\s*$|\b(grundpreis|vergleichspreis|jamforpris|jamforelsepris|sammenligningspris|kilopris|literpris|prix au (kilo|kg|litre|l)|precio por (kilo|kg|litro|l)|prezzo al (kilo|kg|litro|l)|cena za (1 )?(kg|l|litr|100 ?g|100 ?ml)|kilohinta|litrahinta|kiloar|literar|prijs per (kilo|kg|liter)|kiloprijs|literprijs)\s*[:：]?\s*$/;
export const unitLabel = (s: string) => UNIT_BEFORE.test(s);

/**
 * A charge printed before its amount, beside the price: a fee ("Service fee:", "Booking fee",
 * "Vorverkaufsgebühr:", "Frais de service :", "Gastos de gestión:"), a deposit ("Pfand:",
 * "Altteilpfand:", "Core charge:", "Deposit:"), gift wrapping.
 */
const CHARGE_BEFORE =
  /\b(((service|booking|handling|processing) )?(?<!(rehoming|adoption) )fees?|(service|booking|handling|processing|core) charge|(vorverkaufs|service|bearbeitungs|buchungs|system)?gebuhr(en)?|frais( de (service|dossier|gestion))?|gastos de gestion|servicekosten|deposit|\w*pfand|kaution|statiegeld|gift ?wrap(ping)?|emballage cadeau|geschenkverpackung)( (per|pro|par) (ticket|billet|order))?\s*[:：]?\s*\+?\s*$/;
export const chargeLabel = (s: string) => CHARGE_BEFORE.test(s);

/**
 * What a shop that buys used goods pays for one, right before the amount ("Wir zahlen dir bis zu
 * 24,50 €", "we pay up to £120", "nous vous le rachetons jusqu'à 80 €", "Trade-in value:"): not
 * the price of the one it sells.
 */
const BUY_BACK_BEFORE =
  /\b((wir zahlen|we('ll)? pay|nous (vous )?(le |la |les )?(rachetons|payons)|te (lo |la )?pagamos|ti paghiamo)( (dir|ihnen|you|aktuell|currently|up to|bis zu|jusqu'a|hasta|fino a))*|trade-?in value|ankaufspreis|prix de rachat|precio de recompra)\s*[:：]?\s*$/;
export const buyBackLabel = (s: string) => BUY_BACK_BEFORE.test(s);

/**
 * A subscription's price printed beside the one-time price ("Subscribe & Save 10%", "Spar-Abo:",
 * "Abonnement :", "Suscripción"): paid on each delivery of a plan, not the price of the product.
 */
const SUBSCRIPTION_BEFORE =
  /\b(subscribe( (&|and) save)?( \d+ ?%)?|subscription( price)?|autoship|auto-?replenish|repeat delivery|spar-?abo|abo(-?preis)?|abonnement|abonnez-vous|suscripcion|suscribete|abbonamento|abbonati|assinatura|prenumerata)(\s+\d+\s?%\s+(gunstiger|billiger|cheaper|moins cher|mas barato|piu economico|goedkoper|taniej|levnejsi))?\s*[:：]?\s*$/;
export const subscriptionLabel = (s: string) => SUBSCRIPTION_BEFORE.test(s);

/**
 * The price after every coupon, card discount or point a buyer may claim ("최대혜택가", "쿠폰적용가",
 * "実質価格", "券后价", "Price after coupon"), which Asian marketplaces print beside the price:
 * what some buyers pay, not the price.
 */
const CONDITIONAL_BEFORE =
  /(최대 ?혜택가|쿠폰 ?적용가|実質価格|実質|ポイント還元後|券后价|券後價|(price )?after coupons?|with coupon)\s*[:：]?\s*$/;
export const conditionalLabel = (s: string) => CONDITIONAL_BEFORE.test(s);

/**
 * The lowest price of the last 30 days, which EU shops print beside a reduced price ("Lowest price
 * in the last 30 days: €28.00", "Najniższa cena z 30 dni przed obniżką", "Prix le plus bas des 30
 * derniers jours"): a former price, not the one to pay. Read on the text right before an amount.
 */
const LOWEST_PRICE =
  /\b(lowest|niedrigste\w*|tiefst\w*|plus bas|laagste|piu bass[oa]|mas baj[oa]|najnizsz\w*|nejnizsi|lagsta|mais baix[oa]|cel mai mic|legalacsonyabb|en dusuk|alhaisin|laveste|laegste|najnizja|najniza)\b.{0,60}?\b\d{1,3}\s*(\p{L}+\s+)?(days?|tage?n?|jours|dagen|giorni|dias|dni|dnu|dagarna|dagar|dage|dager|zile|napban|napos|paivan|gun)\b\D{0,40}$/u;
export const lowestBefore = (s: string) => LOWEST_PRICE.test(fold(s));
/** The same as a label of the next element: it ends in a colon ("… 30 days:" <span>€28.00</span>), not a banner ("30 days price protection"). */
export const lowestLabel = (s: string) => /[:：]\s*$/.test(s) && lowestBefore(s);

/**
 * "1 299,-", "599:-": a whole amount with a dash for its cents, as Nordic, Czech and German shops
 * print a price without its currency; on a shop whose currency is known (its country domain) it
 * is a price as surely as one with a symbol.
 */
export const DASH_UNITS = /\d\s*[,.:]\s*[-–—]/;

/**
 * The one amount of a text that is a price to pay, if there is one. A text with one amount is
 * none when it speaks of a unit or a plan ("8,99 €/kg", "monthly"). A text with several (a
 * container of old and new, "Was $30.00 Now $25.00", "8,99 € (11,99 € / 1 l)") holds one when
 * all but one are said to be something else: right after a "was"/saving/plan/base-quantity
 * label, or followed by a unit or a plan (up to the next amount).
 */
export function payable(text: string, found: PagePrice[]): PagePrice | undefined {
  // Beside amounts with a currency, a bare number is a quantity ("/ 1 l", "3 pcs"); one written
  // as a price is not ("14 490,-", "199:-").
  const priced = (p: PagePrice) => !!p.currency || DASH_UNITS.test(text.slice(p.start, p.end + 3));
  const prices = found.some((p) => p.currency) ? found.filter(priced) : found;
  const around = (p: PagePrice, i: number) => ({
    // The labels are read where they end, right before the amount ("1 l = 11,99 €").
    before: fold(text.slice(Math.max(0, p.start - 24), p.start)).trim(),
    after: fold(ownCurrencyOff(text.slice(p.end, prices[i + 1]?.start ?? text.length))),
  });
  // One amount printed twice, once with a unit ("6,50 EUR" then "6,50 EUR pro 100 g": a 100 g
  // pack's base price) is read as two: the one without the unit is the price.
  const single = new Set(prices.map((p) => p.amount)).size <= 1;
  const unitOrPlan = single && UNIT_OR_PLAN.test(fold(text));
  if (single && !(prices.length > 1 && unitOrPlan)) {
    const one = prices.find((p) => p.currency) ?? prices[0];
    const words = one && around(one, prices.indexOf(one));
    if (unitOrPlan || (words && (extra(words) || baseBeforeTax(words)))) return undefined;
    if (one && financed(text.slice(0, one.start))) return undefined;
    return one;
  }
  // A range ("£25.00 – £40.00", "25 € bis 40 €"): the product's price starts at its low end, as
  // an AggregateOffer's lowPrice does.
  const [low, high] = prices;
  // One price shown in two currencies ("12,50 € / 24,45 лв.", "€ 13,27 (100,00 kn)"), as a country
  // changing its money prints it by law: the first is the price. Labelled (a former, net or
  // converted price), the pair is read as any two amounts are.
  if (
    prices.length === 2 &&
    low.currency &&
    high.currency &&
    low.currency !== high.currency &&
    DUAL_BETWEEN.test(text.slice(low.end, high.start)) &&
    !labelledBefore(around(low, 0).before)
  )
    return low;
  if (prices.length === 2 && low.amount < high.amount && RANGE_BETWEEN.test(fold(text.slice(low.end, high.start)))) return low;
  const wordsAfter = suffixed(text, prices) && !sentenceAfter(text, prices);
  // Every amount's words after it, none before the first ("R1,499.00 Regular Price R1,199.00 Sale
  // Price"), not labels that precede theirs ("Regular price $45.00 Sale price $39.00 Regular price").
  const labelsAfter = !!wordsAfter && !/\p{L}/u.test(text.slice(0, prices[0]?.start ?? 0));
  const keep = prices.filter((p, i) => {
    const { before, after } = around(p, i);
    // The words between a former price and this one are the former's, said after it.
    const toldBefore = labelsAfter && i > 0 && WAS_AFTER.test(around(prices[i - 1], i - 1).after);
    const labelled =
      (!!before &&
        !toldBefore &&
        (WAS_LABEL.test(before) ||
          MRP_LABEL.test(before) ||
          PLAN_BEFORE.test(before) ||
          UNIT_BEFORE.test(before) ||
          MULTI_BUY.test(before) ||
          CHARGE_BEFORE.test(before) ||
          OTHER_BEFORE.test(before) ||
          APPROXIMATELY.test(before))) ||
      LONE_WAS.test(fold(text.slice(prices[i - 1]?.end ?? 0, p.start))) ||
      (/^\s*de\s*$/.test(fold(text.slice(prices[i - 1]?.end ?? 0, p.start))) && /^\s*por\b/.test(after)) ||
      lowestBefore(text.slice(prices[i - 1]?.end ?? 0, p.start)) ||
      // "Spara" after a former price is the saving ("Ord. pris 8 990 kr Spara 1 500 kr"); alone it
      // is as often a wishlist button's word ("♡ Spara 1 295 kr").
      (i > 0 && SPARA_BEFORE.test(before)) ||
      financed(text.slice(prices[i - 1]?.end ?? 0, p.start)) ||
      // Amounts that carry their words after them, for screen readers ("R1,499.00 Regular Price
      // R1,199.00 Sale Price"): the former price says so after it.
      (labelsAfter && WAS_AFTER.test(after));
    // "ex VAT" between two amounts labels the next ("1 299 Kč bez DPH 1 073 Kč"), unless amounts
    // carry their words after them ("£20.83 Excl. Tax £25.00 Incl. Tax"); before the first
    // amount they belong to no other ("Brez DDV: 36.53€" then a pay-later line's words). Words
    // that end in a colon label the amount after them ("49,90€ Χωρίς Φ.Π.Α.: 40,24€").
    const net = wordsAfter
      ? (EX_TAX_AFTER.test(after) && !/:\s*$/.test(after)) || ((i === 0 || /:\s*$/.test(before)) && EX_TAX_LABEL.test(before))
      : EX_TAX_LABEL.test(before) || (EX_TAX_AFTER.test(after) && !EX_TAX_LABEL.test(after));
    return !labelled && !net && !baseBeforeTax({ before, after }) && !UNIT_AFTER.test(after) && !extra({ before, after });
  });
  return new Set(keep.map((p) => p.amount)).size === 1 ? keep[0] : undefined;
}

/**
 * A Japanese price's base before its tax, in brackets after the price ("3,520円（本体3,200円＋税10%）",
 * or in a box of its own): "本体" right before it and "＋税" right after. Not a camera's body ("本体 59,800円").
 * Or the base with the price after tax in brackets after it ("3,000円(税込3,300円)"): the bracket's is paid.
 */
const baseBeforeTax = ({ before, after }: { before: string; after: string }) =>
  (/本体\s*$/.test(before) && /^\s*[+＋]\s*(消費)?税/.test(after)) || /^\s*[(（]\s*税込(み)?\s*[:：]?\s*[¥￥]?\s*(\d|$)/.test(after);

/**
 * The words after an amount, past its currency when the amount was read with the one before it
 * ("10,90 EUR 4,36 EUR pro 100 g": the second "EUR" is 4,36's, then its unit).
 */
const ownCurrencyOff = (after: string) => {
  const c = findCurrencies(after, false)[0];
  return c && !after.slice(0, c.start).trim() && !/\d/.test(after.slice(0, c.start)) ? after.slice(c.end) : after;
};

/**
 * A credit's terms before an amount: a rate in percent after its name ("Eff. rente 28,9 %, 12
 * mnd, totalt 15 712 kr", "TAEG 9,9%: importo totale 1.099 €", "APR 19.9% … total payable
 * £1,099"): the amount is what the credit costs in all, not the price.
 */
const FINANCING =
  /\b(apr|aprc|tae|taeg|tan|rrso|rpsn|thm|eff\.? rente|effektiv(e|er)? (rente|jahreszins)|sollzins(satz)?|interest( rate)?|rente|korko|ranta|kamatlab|dobanda)\b[^%\d\p{L}]{0,6}\d+([.,]\d+)?\s?%/gu;
/** The credit's rate is the amount's label, unless a price label comes between ("APR 19.9%. Cash price £899.00"). */
const financed = (before: string) => {
  const words = fold(before);
  const last = [...words.matchAll(FINANCING)].pop();
  return !!last && !PRICE_WORD.test(words.slice((last.index ?? 0) + last[0].length));
};
const PRICE_WORD = /\b(price|pris|preis|prix|precio|prezzo|preco|prijs|cena|hinta|kontant\w*|cash)\b/;

/**
 * A count of payments in scripts `\b` does not know ("3 دفعات", "4 أقساط", "12 תשלומים"): an
 * instalment plan in an amount's own line (heuristics-price.ts).
 */
export const PAYMENTS_WIDE = /\d+\s*(دفعات|أقساط|اقساط|תשלומים)/;

/** What stands between one price and the same in another currency: a slash, a bar, a bracket. */
const DUAL_BETWEEN = /^\s*[/|(]\s*$/;
/** The folded words right before an amount say it is not the price to pay (a former, net or converted price, a plan). */
const labelledBefore = (before: string) =>
  !!before &&
  (WAS_LABEL.test(before) ||
    PLAN_BEFORE.test(before) ||
    UNIT_BEFORE.test(before) ||
    EX_TAX_LABEL.test(before) ||
    APPROXIMATELY.test(before) ||
    /[≈~]\s*$/.test(before) ||
    lowestBefore(before));

/** What joins the two ends of a range: a dash or "to" in the languages of the price words. */
const RANGE_BETWEEN = /^\s*([-–—~〜]|to|bis|a|tot|till|til|do|ate|al|au)\s*$/;

/** Words follow the last amount: the text writes its labels after the amounts. */
export const suffixed = (text: string, prices: PagePrice[]) => /\p{L}/u.test(text.slice(prices[prices.length - 1]?.end ?? text.length));

/**
 * Words after the last amount that make a sentence of their own ("Cena obsahuje recyklační
 * poplatek."), not its label ("Incl. Tax", "Sale Price", "Incl. VAT Prices shown include VAT").
 */
const sentenceAfter = (text: string, prices: PagePrice[]) => {
  const tail = fold(text.slice(prices[prices.length - 1]?.end ?? text.length)).trim();
  return tail.split(/\s+/).length > 3 && /[.!]\s*$/.test(tail) && !EX_TAX_AFTER.test(tail) && !INC_TAX_FIRST.test(tail);
};
const INC_TAX_FIRST = new RegExp(`^(${INC_TAX_WORDS.source})`);

/** "Spara" right before an amount: a saving in its own box or after a former price, but as often a wishlist button's word. */
export const SPARA_BEFORE = /(^|\s)spara\s*[:：]?\s*$/;

/** A former price's words said after it ("Regular Price", "Original price", "Prix normal"). */
export const WAS_AFTER =
  /^\s*\(?\s*(regular|original|normal|former|old|list|retail|was|compare at|reg\.)\s*price\b|^\s*\(?\s*(prix (normal|d'origine|initial|barre)|precio (regular|original|normal|anterior)|prezzo (originale|pieno|precedente)|preco (original|normal|anterior)|normalpreis|originalpreis|ursprunglicher preis|oude prijs|normaalprijs|ordinarie pris|normalpris)\b/;
/** Shipping, a deposit or anything added to the price ("+ $4.99 shipping", "zzgl. 4,95 € Versand"). */
const ADDED_BEFORE = /(\+|\bplus|\bzzgl\.?|\bzuzuglich)$/;
/**
 * An amount converted for information, right after "approximately" ("Approximately US $2.66",
 * "environ 3,10 €"): the shop charges the amount it converts from, printed beside it.
 */
export const APPROXIMATELY =
  /(^|[\s(])(approximately|approx\.?|about|around|roughly|ca\.|circa|environ|env\.|etwa|ungefahr|rund|aprox\.?|aproximadamente|approssimativamente|okolo|ok\.|ongeveer|ong\.|noin|cirka|約|约)\s*$/;
const EXTRA_AFTER =
  /^\s*\)?\s*(shipping|delivery|postage|versand\w*|porto|livraison|envio|spedizione|doprava|dostawa|verzend\w*|frakt|fragt|kargo|deposit|pfand)\b/;
/** A number of days, hours or years ("Free returns within 30 days", "2 Jahre Garantie") is a time, no amount. */
const PERIOD_AFTER =
  /^\s*(days?|hours?|weeks?|months?|years?|tage?n?|stunden|wochen|monate?n?|jahre?n?|jours|heures|semaines|mois|ans|dias|horas|semanas|meses|anos|giorni|ore|settimane|mesi|anni|dagen|uur|weken|maanden|jaar|dni|godzin|tygodni|miesiecy|lat|hodin\w*|dn[iuy]|tydn\w*|mesic\w*|dagar|dage|dager|timer|timmar|uker|veckor|uger|tuntia|paiva\w*)\b/;
/** Taken off, said after the amount in scripts `\b` does not know ("13,800원 할인", "500円引き", "折扣"). */
const OFF_AFTER_WIDE = /^\s*\)?\s*(할인|割引|引き|折扣|优惠|優惠)\s*(\)|$|[,.;·/])/;
/**
 * A free-delivery threshold said after its amount ("5,500円（税込）以上で送料無料", "50,000원 이상 구매
 * 시 무료배송", "250 TL üzeri kargo bedava").
 */
const THRESHOLD_AFTER_WIDE =
  /^\s*([（(]税込[)）])?\s*以上(で|のご注文で|ご購入で)?\s*(送料|配送料)無料|^\s*이상\s*(구매\s*시\s*)?무료\s*배송|^\s*(ve )?uzeri\b.{0,30}\b(kargo|teslimat)\b/;
/**
 * An amount set in brackets for one of something ("(£2.45 per fish)", "(3,10 € pro Flasche)",
 * "(₹16,499 / chair)"): a unit price beside the price.
 */
const ONE_OF_AFTER =
  /^\s*((per|pro|je|par|por)\s+\p{L}+|\/\s*(?!(pln|eur|usd|gbp|chf|czk|huf|sek|nok|dkk|ron|try|inr|brl)\s*\))\p{L}{3,})\.?\s*\)/u;
const extra = ({ before, after }: { before: string; after: string }) =>
  (before.endsWith("(") && ONE_OF_AFTER.test(after)) ||
  ADDED_BEFORE.test(before) ||
  EXTRA_AFTER.test(after) ||
  PERIOD_AFTER.test(after) ||
  OFF_AFTER_WIDE.test(after) ||
  THRESHOLD_AFTER_WIDE.test(after);

/**
 * A line whose amount is a free-shipping threshold, a discount, points, a gift card, what a gift
 * is worth or the part of the price that is a recycling fee ("Free shipping on orders over $50",
 * "Versandkostenfrei ab 50 €", "Get $10 off", "Free tote worth $15", "Dont éco-participation :
 * 12,00 €"): the words before the amount (or "off" after it) say so. "$25.00 & free shipping" is
 * still a price.
 */
const OTHER_BEFORE =
  /\b(shipping|delivery|postage|versand\w*|lieferung|livraison|envio|spedizione|dostawa|doprava|verzend\w*|(gratis|kostenloze|gratuita|fri) (levering|leverans|consegna|entrega)|(levering|leverans|consegna|entrega) (gratis|gratuita|gratuite)|frakt|fragt|porto|kargo|collect|pick-?\s?up|abholung|retrait|recogida|ritiro|odbior|protection|warranty|garantieverlangerung|extension de garantie|garantia extendida|garantie (\d+ (mois|ans) )?\(?(extensible|prolongeable).{0,30}\bpour|insurance|versicherung|energiekosten|energy costs?|free (over|above|from)|points?|punkte|punti|puntos|pontos|punten|punkty|pkt|poang|poeng|earn|acumula|sammle|cumulez|rewards?|trade-?\s?in|eski cihaz\w*|credit|reprise|inzahlungnahme|gift ?card|coupon|voucher|gutschein|cupon|kupon|spend|orders? (over|above|from)|eco-?participation|eco-?part|ecotaxe|eco-?contribution|dont|worth|valued at|im wert von|d['’]une valeur de|por valor de|no valor de|del valore di|ter waarde van|o wartosci|till ett varde av)\b/;
/**
 * A free-shipping threshold printed before a price-named amount ("Free shipping on orders over
 * <span class=price>"), its currency in a box of its own between ("orders above <span>AED</span>").
 */
const THRESHOLD_BEFORE =
  /\b(shipping|delivery|postage|versand\w*|lieferung|livraison|envio|entrega|frete|spedizione|consegna|dostawa|doprava|verzending|levering|leverans|frakt|fragt|porto|kargo|giao hang|van chuyen|livrare|transport)\b.{0,30}\b(over|above|from|ab|des|a partir de|acima de|de mas de|od|vanaf|fra|oltre|superiori a|da|tu|tren|peste|de la)\s*$/;
/** Words of a threshold on the order ("on orders above", "for purchases over", "free over"): "Free delivery · From" is a price's. */
const ORDER_THRESHOLD =
  /\b(orders?|purchases?|spend|bestellungen?|bestellwert|einkauf\w*|commandes?|achats?|pedidos?|compras?|ordini|acquisti|bestellingen|zamowien\w*|objednavk\w*)\b.{0,15}\b(over|above|from|of|ab|uber|des|a partir de|de mas de|superiori a|da|vanaf|boven|od|nad)\s*$|\b(over|above|uber|oltre|boven|nad|yli)\s*$/;
export const thresholdBefore = (preceding: string) => {
  const text = preceding.trimEnd();
  const currency = findCurrencies(text, false).at(-1);
  if (currency?.end !== text.length) return THRESHOLD_BEFORE.test(fold(text));
  const words = fold(text.slice(0, currency.start));
  return THRESHOLD_BEFORE.test(words) && ORDER_THRESHOLD.test(words);
};
/** A Vietnamese delivery fee right before its amount ("Phí giao hàng: 30.000₫"; not "Giá đã bao gồm phí vận chuyển:", "Miễn phí giao hàng"). */
const FEE_BEFORE = /(?<!(bao gom|mien) )phi (giao hang|van chuyen)\s*:?\s*$/;
/** The delivery cost in scripts `\b` does not know ("דמי משלוח: 10 ₪", "送料 500円", "배송비 3,000원"). */
const OTHER_BEFORE_WIDE =
  /משלוח|الشحن|شحن|التوصيل|توصيل|доставк|μεταφορικ|αποστολ|送料|运费|運費|配送料|배송비|배송료|ค่าจัดส่ง|ค่าส่ง|ยอดขั้นต่\u0e4d\u0e32|적립금|포인트|ポイント|積分|积分|紅利|購物金|购物金/;
/**
 * Other sellers' offers of the same item, linked below the buy box ("New & Used (5) from $19.99",
 * "Other sellers from", "Neu und gebraucht ab", "Andere verkopers vanaf"): not the price of this
 * offer, and the only amount left on a page whose own offer is sold out.
 */
export const OTHER_OFFERS_BEFORE =
  /\b((new|used|renewed|refurbished)( (&|and) used)?( \(\d+\))? from|other sellers?( on \S+)?( from)?|more buying choices|\d+ (offers?|offres?|ofertas?|offerte|angebote|aanbiedingen|oferty|ofert)( [a-z']+){0,2} (from|a partir de|des|desde|da|ab|vanaf|od)|(neu|gebraucht)( und gebraucht)?( \(\d+\))? ab|andere verkaufer( ab)?|neuf et d'occasion( \(\d+\))?( a partir de| des)?|d'occasion (a partir de|des)|nuevo y usado( \(\d+\))? desde|nuovo e usato( \(\d+\))? da|andere verkopers( vanaf)?|inne oferty( od)?|(other|otras?|otros|altre|altri|alte|outras|outros|autres|weitere|andere|dalsi|andra|andre|muut) (\d+ )?(offers?|ofertas?|offerte|oferte|offres|angebote|aanbiedingen|nabidky|erbjudanden|tilbud|tarjoukset|vendedores|venditori|vanzatori|vendeurs|sellers?|verkaufer)( (de otros vendedores|from|desde|de la|da|a partir de|des|ab|vanaf|od|fran|fra|alkaen))?|\d+ (autres offres|weitere angebote|andere aanbiedingen|ofertas|offerte|oferte)( (des|a partir de|ab|vanaf|desde|da|de la))?)\s*[:：]?\s*$/;
/**
 * Said right after the amount: it is taken off ("$10 off", "$5 less"), paid only with a
 * promotion code or a trade-in ("$20 with code SPRING", "mit Code", "$25 with trade-in"), or the
 * purchase an offer needs ("Offre valable dès 250 € d'achat", "ab 50 € Bestellwert").
 */
const OTHER_AFTER =
  /^\s*(d'achats?|de compras?|di spesa|d'acquisto|(an )?einkaufswert|bestellwert|of purchases?|aankoopbedrag|off|discount|rabatt|de descuento|de reduction|korting|sconto|less|weniger|de moins|menos|in meno|minder|mniej|(with|using|use) (the )?(promo |discount |coupon |voucher )?code|mit (dem )?(gutschein|rabatt|aktions)?-?code|avec (le )?code|con (el |il )?(codigo|codice|cupon)|met (de )?(kortings)?code|z kodem|com (o )?(codigo|cupom)|(with|after) (a |your )?trade-?in|coupon|voucher|gutschein|cupon|kupon)\b/;
/**
 * An amount that opens its element with a minus sign is taken off: a discount badge ("-$5", "−5,00
 * €"), or a saving's row with its label ("Instant Savings -$4.00", the sign on the amount).
 */
const TAKEN_OFF = /^\s*[-−–]\s?$|\s[-−–]$/;
/**
 * The same words in the text before an amount's own element, as its label: a label ending in a
 * colon ("Shipping to 10001:" <b>$4.99</b>) or the last words before the amount ("Earn" <b>$2.50</b>
 * "in rewards"); not words earlier in a line about something else ("Delivery in 2-3 days" above
 * the price), not a line of its own with its own amount ("Versandkostenfrei ab 50 €"), nor an offer
 * of it free ("Free shipping").
 */
export const somethingElseBefore = (preceding: string) => {
  const words = fold(preceding).trim();
  const label = /:\s*$/.test(words) ? words.slice(-30) : words.split(/\s+/).slice(-3).join(" ");
  return (
    ((OTHER_BEFORE.test(label) || OTHER_BEFORE_WIDE.test(label)) && !FREE.test(words) && !findPrices(preceding).some((p) => p.currency)) ||
    MEASURE_LABEL.test(words)
  );
};
/**
 * A label right before the amount naming a weight ("Item Weight: 5.6 pounds", the pound a weight)
 * or, in Finnish, a delivery ("Kotiinkuljetus 9,90 €"): only right before it ("Waga: 20 kg Cena:
 * 299,99 zł" and "Toimitus 2–3 arkipäivässä" then the price are prices).
 */
const MEASURE_LABEL =
  /\b((item|product|net|gross|package|shipping) )?(weight|gewicht|poids|waga|hmotnost|vikt|vaegt|vekt|paino|tomeg|(kotiin)?kuljetus|toimitus(kulut|maksu)?|postikulut)\s*[:：]?\s*$/;
const FREE = /\b(free|gratis|kostenlos\w*|gratuite?s?|gratuitos?|gratuitas?|darmow\w*|zdarma|ilmainen|gratuito)\b/;
export const aboutSomethingElse = (text: string, p: PagePrice) => {
  const before = fold(text.slice(0, p.start));
  return (
    OTHER_BEFORE.test(before) ||
    OTHER_BEFORE_WIDE.test(before) ||
    FEE_BEFORE.test(before) ||
    MEASURE_LABEL.test(before) ||
    // A threshold in the line's own words ("Frete grátis acima de R$ 499"; "Frete grátis R$ 389,90"
    // is a price beside a badge).
    THRESHOLD_BEFORE.test(before.replace(/\s*([a-z]{0,2}\p{Sc}|\b(usd|eur|gbp|brl|chf|pln|sek|nok|dkk|czk|huf|ron|try))\s*$/u, "")) ||
    TAKEN_OFF.test(text.slice(0, p.start)) ||
    OTHER_AFTER.test(fold(text.slice(p.end))) ||
    // A bare number after a code's label ("No d'annonce : 48227750") is the code.
    (!p.currency && CODE_BEFORE.test(before)) ||
    dayOfMonth(text, p)
  );
};
/** A bare day beside a month's name ("must be collected by 31 March", "le 15 mars", "March 31"): a date. */
function dayOfMonth(text: string, p: PagePrice): boolean {
  // An amount written as one ("Nur im Mai 29,-") is none.
  if (p.currency || !/^\d{1,2}$/.test(text.slice(p.start, p.end).trim()) || /^[.,]\s?[-–]/.test(text.slice(p.end))) return false;
  const after = /^\.?\s*(?:de\s+)?(\p{L}+)/u.exec(fold(text.slice(p.end, p.end + 20)));
  const before = /(\p{L}+)\.?\s*$/u.exec(fold(text.slice(Math.max(0, p.start - 20), p.start)));
  return (!!after && isMonthName(after[1])) || (!!before && isMonthName(before[1]));
}
const CODE_BEFORE =
  /(\b(no\.|no d'|nr|n[°º]|numero|number|ref|reference|id|code|codigo|codice|kod|sku)\b\.?(?![^:：\d]{0,20}\b(price|prix|preis|precio|prezzo|preco|cena|vat|iva|tva|mwst)\b)[^:：\d]{0,20}[:：#]\s*|#\s*)$/;

/**
 * A short box (a card's line) that prints a price to pay: an amount with its currency, even one
 * several countries write ("1.199,95 kr."), or written as a price ("1 590:-"); not a threshold, a
 * coupon or a plan ("Free shipping over $50", "12x de R$ 99,90").
 */
export const printsAPrice = (e: Element) => {
  const text = shortText(e, 40);
  const p = text ? payable(text, findPrices(text)) : undefined;
  if (!text || !p) return false;
  const priced = !!p.currency || DASH_UNITS.test(text.slice(p.start, p.end + 3)) || findCurrencies(text).length > 0;
  return priced && !aboutSomethingElse(text, p) && !PLAN_BEFORE.test(fold(text.slice(0, p.start)));
};
