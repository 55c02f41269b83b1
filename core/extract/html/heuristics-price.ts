/**
 * The selling price on a page without (or with incomplete) markup. Candidates are elements that
 * say "price" in their class/id/itemprop/data attributes; struck-through, "was", "compare at",
 * RRP, unit and instalment prices are dropped; the rest are ranked by closeness to the product
 * heading and by "sale/final/current" hints. A container holding two different prices (old and
 * new) is no candidate itself: its children are.
 */
import type { PageCurrencyContext } from "../../values/currency-context.js";
import { findPrices, priceNumber, type PagePrice } from "../../values/price.js";
import { allElements, ancestors, fold, isElement, isHidden, signature, textOf, treeDistance, type AnyNode, type Element } from "./dom.js";

export interface PriceFinding {
  amount: number;
  currency?: string;
  excerpt: string;
  el: Element;
}

const PRICE_SIG = /price|preis|prix|precio|prezzo|preco|prijs|cena|ceny|amount|kaina|pris\b|価格|金額|cost\b|betrag|valor|money/;
const OLD_SIG =
  /(^|[\s_-])(old|was|strike\w*|striked|crossed|compare\w*|before|original|orig|list-?price|listprice|rrp|uvp|msrp|srp|retail|previous|prev|reference|ref-price|instead|statt|streich\w*|puvodni|bezna|ancien|barre|tachado|antes|anterior|przekreslon\w*|stara|regular-price-was|price-was|saving\w*|save|you-?save|discount-amount|sparen|usetrite|unit-?price|price-?per|base-?price|grundpreis|per-?unit|installment\w*|instalment\w*|monthly|financ\w*|klarna|afterpay|shipping|delivery|versand|doprava|tier\w*|bulk|deposit|pfand|tax-amount|vat-amount|points?|reward\w*|gift|market-?price|non-?sale|preis-?alt|alt-?preis|prijs-?oud|oude?-?prijs|barrato|(old|was|orig|original|before|compare|compareat|strike|crossed|previous|prev|regular)price)($|[\s_-])/;
/**
 * Named for a former price. A class that says the element has one beside it (`with-list-price`,
 * `has-old-price`, `has-discount`) names the price that replaced it.
 */
const namedOld = (el: Element) => OLD_SIG.test(signature(el).replace(/(^|\s)(with|has)[-_][^\s]*/g, " "));

const SALE_SIG =
  /(sale|special|final|current|actual|now|promo|offer|our-?price|selling|price--large|to-?pay|pricetopay|main-price|product-price|product__price|productprice|price-current|price-new|new-price|price-sale|akce|akcni|aktualni|sonderpreis|angebot|reduced|discounted|price-tag|price-box|pdp-price|buybox|price_color|regular-price-now)/;
const REGULAR_SIG = /regular|price-item--regular|normal-?price/;

/** Labels printed before a price that is not the selling price (a former one, or the saving). */
const WAS_LABEL =
  /(^|\s)(was|before|list price|rrp|msrp|compare at|regular price was|original price|originally|cover price|publisher'?s price|prezzo di copertina|prezzo (dell')?editore|listenpreis|verlagspreis|prix editeur|prix public( conseille)?|precio de portada|p\.?v\.?p\.?r?|preco de capa|preco recomendado|orig\.? price|reg\.( price)?|retail( price)?|suggested retail price|unverbindliche preisempfehlung|alter preis|ehemals|originalpreis|prix d'origine|prix initial|prix barre|avant|precio original|precio normal|prezzo originale|prezzo pieno|prezzo precedente|cena pierwotna|poprzednia cena|uvp|statt|bisher|vorher|ursprunglich|streichpreis|puvodne|puvodni cena|bezna cena|doporucena cena|prix conseille|prix de reference|au lieu de|antes|precio anterior|precio de referencia|prezzo di listino|prezzo consigliato|cena katalogowa|stara cena|cena regularna|najnizsza cena|lowest price|eredeti ar|korabbi ar|pret vechi|pret initial|adviesprijs|van|было|старая цена|通常価格|参考価格|定価|メーカー希望小売価格|starting (price|bid)|start price|opening bid|startpreis|startgebot|mise a prix|prix de depart|precio (de salida|inicial)|prezzo (di partenza|base)|base d'asta|cena wywolawcza|vyvolavaci cena|you save|save|savings|sie sparen|sparen sie|ersparnis|vous economisez|economisez|economie|ahorras|ahorra|ahorro|risparmi|risparmio|oszczedzasz|usetrite|je bespaart|bespaar|du sparer|spar|現省|现省|省下|节省|節省|お得|市场价格?|市場價格?|原价|原價|参考价|參考價|吊牌价|专柜价|專櫃價|소비자가|정가|정상가|piyasa fiyati|liste fiyati|eski fiyat|αρχικη τιμη|παλια τιμη|αρχικη|ord\.? ?pris|ordinarie pris|veil\.? ?pris|veiledende pris|vejl\.? ?pris|vejledende pris|normalpris|prp|pret recomandat|pret vechi|السعر قبل الخصم|السعر الأصلي|السعر الاصلي|بدلا من|بدلاً من)\s*[:：]?\s*$/;
/**
 * The Nordic "Før" / "Förr" (before) folds to the English "for": a former price only as the whole
 * label ("Før 599,-"), never inside a phrase ("Pack of 3 for £10").
 */
const LONE_WAS = /^\s*(for|forr|tidigare pris|tidl\.? pris|normalpris)\s*:?\s*$/;
const UNIT_OR_PLAN =
  /\b\d+([.,]\d+)?\s*(kg|g|l|ml|m|m2|m²)\s*=|\/\s*(\d+\s*)?(kg|g|l|ml|m|m2|m²|100\s?g|100\s?ml|st|stk|ks|pc|pcs|piece|unit|each|month|mo|mes|mois|monat|měsíc|mesic)\b|\b(per|pro|za|par|por|je)\s+(kg|l|m|100\s?g|100\s?ml|month|monat|mois|mes|mesic|unit|stück|kus)\b|\b\d+\s*x\s|monthly|per month|monatlich|mesicne|par mois|al mes|miesiecznie|\binstal|\bratenzahlung|\bsplatk|\bcuotas?\b|\bparcelas?\b|\bsem juros\b|\bsin interes|\b\d+ rate\b|\braty\b|\btaksit|\bfois sans frais\b|\bpayments? of\b|\bpay in \d|\binterest-?\s?free\b|\b\d+ raten\b|\bzzgl\.? versand\b.*\d.*\d/i;

/**
 * A price before tax is not what the buyer pays ("Brez DDV: 36.53€", "excl. VAT", "zzgl. MwSt.",
 * "HT", "netto", "税抜"); the shop prints it beside the price with tax.
 */
const EX_TAX_WORDS =
  /\b(excl?\.?|excluding|exkl\.?|ex\.?|without|ohne|zzgl\.?|bez|brez|sans|sin|senza|sem|zonder|uten|utan|ilman)\s*(vat|tax|taxes|gst|mwst\.?|ust\.?|dph|ddv|pdv|tva|iva|btw|moms|mva|alv|pvm|pvn|afa|kdv)\b|\b(netto|net price|prix ht|\d\s*(€|eur)?\s*ht)\b|\bht\s*$|税抜|税別|本体価格|不含税|未税|부가세 별도/;
const EX_TAX_LABEL = new RegExp(`(${EX_TAX_WORDS.source})\\s*:?\\s*$`);
const EX_TAX_AFTER = new RegExp(`^\\s*[(]?\\s*(${EX_TAX_WORDS.source})`);
/** An instalment plan printed right before its amount ("12 cuotas de", "3x", "ou 10 parcelas de"). */
const PLAN_BEFORE =
  /(\binstal\w*|\binstallments?|\bcuotas?|\bparcelas?|\b\d+\s?x|\b\d+ rate|\braty|\btaksit\w*|\bratenzahlung|monatlich\w*|\bmonthly|per month|par mois|al mes|\bsplatk\w*|\b\d+ fois|\bpayments?|\bpay in \d+|interest-?\s?free|\b\d+ raten|\bfinanzierung|\bfinancing)\b[^\d]{0,20}$/;

/**
 * A unit or a period printed right after an amount ("11,99 € / 1 l", "€ 25 per month"), or the
 * amount is a base quantity itself ("1 l = 11,99 €").
 */
const UNIT_AFTER =
  /^\s*(\/\s*(\d+\s*)?(kg|g|l|ml|m|m2|m²|st|stk|ks|pc|pcs|piece|unit|each|month|mo|mes|mois|monat|mesic)\b|(per|pro|za|par|por|je|al|a)\s+(\d+\s*)?(kg|l|m|m2|m²|month|monat|mois|mes|mesic|unit|stuck|kus)\b|(monthly|monatlich|mensuel|mensual|mensile|miesiecznie|mesicne)|(kg|g|l|ml|m|m2|m²)\s*=)/;
/** A base price's quantity printed before it ("1 kg = 4,99 €"). */
const UNIT_BEFORE = /\b\d+([.,]\d+)?\s*(kg|g|l|ml|m|m2|m²)\s*=\s*$/;

/**
 * The lowest price of the last 30 days, which EU shops print beside a reduced price ("Lowest price
 * in the last 30 days: €28.00", "Najniższa cena z 30 dni przed obniżką", "Prix le plus bas des 30
 * derniers jours"): a former price, not the one to pay. Read on the text right before an amount.
 */
const LOWEST_PRICE =
  /\b(lowest|niedrigste\w*|tiefst\w*|plus bas|laagste|piu bass[oa]|mas baj[oa]|najnizsz\w*|nejnizsi|lagsta|mais baix[oa]|cel mai mic|legalacsonyabb|en dusuk|alhaisin|laveste|laegste|najnizja|najniza)\b.{0,60}?\b\d{1,3}\s*(\p{L}+\s+)?(days?|tage?n?|jours|dagen|giorni|dias|dni|dnu|dagarna|dagar|dage|dager|zile|napban|napos|paivan|gun)\b\D{0,40}$/u;
const lowestBefore = (s: string) => LOWEST_PRICE.test(fold(s));

const exTax = (el: Element, text: string): boolean => EX_TAX_WORDS.test(fold(text)) || EX_TAX_LABEL.test(fold(precedingText(el)));

const CART_TOTAL = /subtotal|(cart|basket|bag|order)-?total/;

interface Candidate {
  el: Element;
  price: PagePrice;
  text: string;
  score: number;
}

/** Struck through by tag, by style or by a utility class (`line-through`, `strikethrough`). */
const STRUCK_CLASS = /(^|[\s_-])(line-?through|strike-?through|strike|strike-?out|crossed-?out|crossed)($|[\s_-])/i;

function hasDel(el: Element): boolean {
  return (
    el.name === "del" ||
    el.name === "s" ||
    el.name === "strike" ||
    /line-through/.test(el.attribs.style ?? "") ||
    STRUCK_CLASS.test(el.attribs.class ?? "")
  );
}

/** The selling price in `root`, ranked by distance to `main` (the product heading). */
export function findMainPrice(root: AnyNode, main: Element | undefined, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  const all = allElements(root);
  const order = new Map(all.map((el, i) => [el, i]));
  const candidates: Candidate[] = [];
  for (const el of all) {
    if (["script", "style", "option", "select", "input", "button", "meta", "link", "textarea", "form", "body", "html"].includes(el.name))
      continue;
    const sig = signature(el);
    if (!PRICE_SIG.test(sig)) continue;
    const c = candidate(el, ctx, hint);
    // A price the page hides is another variant's or a template's.
    if (c && !isHidden(el)) candidates.push(c);
  }
  // Keep the outermost single-price candidate of a nest; it carries its children's hints.
  const byEl = new Map(candidates.map((c) => [c.el, c]));
  const chosen = candidates.filter((c) => !ancestors(c.el).some((a) => byEl.get(a)?.price.amount === c.price.amount));
  if (!chosen.length) return textFallback(all, main, ctx, hint);
  for (const c of chosen) {
    const lineage = [c.el, ...ancestors(c.el, 3)];
    const descSig = allElements(c.el).slice(0, 12).map(signature).join(" ");
    const sig = `${lineage.map(signature).join(" ")} ${descSig}`;
    if (SALE_SIG.test(sig)) c.score += 4;
    if (REGULAR_SIG.test(signature(c.el)) && !SALE_SIG.test(signature(c.el))) c.score -= 3;
    if (lineage.some((e) => e.name === "ins")) c.score += 1;
    if (/finalprice/i.test(`${c.el.attribs["data-price-type"] ?? ""} ${descSig}`)) c.score += 3;
    if (c.el.attribs.itemprop === "price") c.score += 2;
    c.score -= main ? Math.min(treeDistance(c.el, main), 30) * 0.5 : 0;
    c.score -= (order.get(c.el) ?? 0) * 0.001;
  }
  chosen.sort((a, b) => b.score - a.score);
  const best = chosen[0];
  return { amount: best.price.amount, currency: best.price.currency, excerpt: best.text, el: best.el };
}

function candidate(el: Element, ctx: PageCurrencyContext, hint?: string): Candidate | undefined {
  // Ancestors count only when they are price containers themselves: product wrappers carry
  // unrelated classes ("shipping-taxable", "sale") that would read as "not the selling price".
  const lineage = [el, ...ancestors(el, 4)];
  if (lineage.some((e) => hasDel(e)) || (namedOld(el) && hasRival(el))) return undefined;
  if (ancestors(el, 4).some((e) => PRICE_SIG.test(signature(e)) && namedOld(e))) return undefined;
  if (/oldprice|old-price/i.test(el.attribs["data-price-type"] ?? "")) return undefined;
  // A cart's subtotal (a popup's, a mini-cart's) is what the basket costs, not this product.
  if (lineage.some((e) => CART_TOTAL.test(signature(e)))) return undefined;
  let text = priceText(el, true);
  if (!/\d/.test(text)) text = priceText(el, false);
  if (text.length > 80 || PLAN_BEFORE.test(fold(precedingText(el))) || THRESHOLD_BEFORE.test(fold(precedingText(el)))) return undefined;
  const prices = findPrices(text, { context: ctx, currencyHint: hint });
  // A text with one amount before tax is none; of several, `payable` sets that one aside. A label
  // before the element names it, unless its amounts carry their own words after them ("£25.00
  // Incl. Tax" after "£20.83 Excl. Tax").
  const netLabel = EX_TAX_LABEL.test(fold(precedingText(el))) && !suffixed(text, prices);
  if (netLabel || (EX_TAX_WORDS.test(fold(text)) && new Set(prices.map((p) => p.amount)).size <= 1)) return undefined;
  let price = payable(text, prices);
  if (!price && (prices.length || UNIT_OR_PLAN.test(fold(text)))) return undefined;
  const exact = el.attribs["data-price-amount"] ?? el.attribs["data-price"] ?? el.attribs["data-product-price"];
  if (exact && /^\d+(\.\d+)?$/.test(exact.trim())) {
    const amount = priceNumber(exact.trim());
    // Themes also keep the price in cents there (`data-price="2500"` beside "$25.00").
    const cents = price !== undefined && amount !== undefined && Math.abs(amount - price.amount * 100) < 0.5;
    if (amount !== undefined && !cents)
      price = { amount, currency: price?.currency ?? hint, start: price?.start ?? 0, end: price?.end ?? 0 };
  }
  if (!price || price.amount <= 0) return undefined;
  if (!price.currency) price = { ...price, currency: hint };
  if (WAS_LABEL.test(fold(precedingText(el))) || LONE_WAS.test(fold(precedingText(el))) || lowestBefore(precedingText(el, 100)))
    return undefined;
  const before = fold(text.slice(0, price.start)).trim();
  if (before && (WAS_LABEL.test(before) || lowestBefore(before))) return undefined;
  // A lone price classed "old" stays a candidate, behind any price not so classed.
  const old = namedOld(el) ? 2 : 0;
  return { el, price, text, score: 10 + (prices[0]?.currency ? 1 : 0) - old };
}

/**
 * The one amount of a text that is a price to pay, if there is one. A text with one amount is
 * none when it speaks of a unit or a plan ("8,99 €/kg", "monthly"). A text with several (a
 * container of old and new, "Was $30.00 Now $25.00", "8,99 € (11,99 € / 1 l)") holds one when
 * all but one are said to be something else: right after a "was"/saving/plan/base-quantity
 * label, or followed by a unit or a plan (up to the next amount).
 */
function payable(text: string, found: PagePrice[]): PagePrice | undefined {
  // Beside amounts with a currency, a bare number is a quantity ("/ 1 l", "3 pcs").
  const prices = found.some((p) => p.currency) ? found.filter((p) => p.currency) : found;
  const around = (p: PagePrice, i: number) => ({
    // The labels are read where they end, right before the amount ("1 l = 11,99 €").
    before: fold(text.slice(Math.max(0, p.start - 24), p.start)).trim(),
    after: fold(text.slice(p.end, prices[i + 1]?.start ?? text.length)),
  });
  if (new Set(prices.map((p) => p.amount)).size <= 1) {
    const one = prices.find((p) => p.currency) ?? prices[0];
    if (UNIT_OR_PLAN.test(fold(text)) || (one && extra(around(one, prices.indexOf(one))))) return undefined;
    return one;
  }
  const wordsAfter = suffixed(text, prices);
  const keep = prices.filter((p, i) => {
    const { before, after } = around(p, i);
    const labelled =
      (!!before && (WAS_LABEL.test(before) || PLAN_BEFORE.test(before) || UNIT_BEFORE.test(before))) ||
      LONE_WAS.test(fold(text.slice(prices[i - 1]?.end ?? 0, p.start))) ||
      lowestBefore(text.slice(prices[i - 1]?.end ?? 0, p.start));
    // "ex VAT" between two amounts labels the next ("1 299 Kč bez DPH 1 073 Kč"), unless amounts
    // carry their words after them ("£20.83 Excl. Tax £25.00 Incl. Tax").
    const net = wordsAfter
      ? EX_TAX_AFTER.test(after)
      : EX_TAX_LABEL.test(before) || (EX_TAX_AFTER.test(after) && !EX_TAX_LABEL.test(after));
    return !labelled && !net && !UNIT_AFTER.test(after) && !extra({ before, after });
  });
  return new Set(keep.map((p) => p.amount)).size === 1 ? keep[0] : undefined;
}

/** Words follow the last amount: the text writes its labels after the amounts. */
const suffixed = (text: string, prices: PagePrice[]) => /\p{L}/u.test(text.slice(prices[prices.length - 1]?.end ?? text.length));

/** Shipping, a deposit or anything added to the price ("+ $4.99 shipping", "zzgl. 4,95 € Versand"). */
const ADDED_BEFORE = /(\+|\bplus|\bzzgl\.?|\bzuzuglich)$/;
const EXTRA_AFTER =
  /^\s*\)?\s*(shipping|delivery|postage|versand\w*|porto|livraison|envio|spedizione|doprava|dostawa|verzend\w*|frakt|fragt|kargo|deposit|pfand)\b/;
const extra = ({ before, after }: { before: string; after: string }) => ADDED_BEFORE.test(before) || EXTRA_AFTER.test(after);

/**
 * A price whose class says "old" is crossed out only beside the price that replaced it: with no
 * other price in its parent, it is the one price the shop shows (some themes name every regular
 * price "old").
 */
const parentTexts = new WeakMap<Element, string | undefined>();

function hasRival(el: Element): boolean {
  const parent = el.parent && isElement(el.parent) ? el.parent : undefined;
  if (!parent) return true;
  // Siblings share their parent: read its text once.
  if (!parentTexts.has(parent)) parentTexts.set(parent, shortText(parent, 200));
  const text = parentTexts.get(parent);
  if (text === undefined) return true;
  const own = findPrices(textOf(el)).map((p) => p.amount);
  return findPrices(text).some((p) => !own.includes(p.amount));
}

/** An element's text when it is at most `max` characters long, read no further than that. */
function shortText(el: Element, max: number): string | undefined {
  let out = "";
  const walk = (n: AnyNode): boolean => {
    if (n.type === "text") out += (n as unknown as { data: string }).data;
    else if (isElement(n) && !["script", "style", "noscript", "template"].includes(n.name)) {
      for (const c of n.children) if (!walk(c)) return false;
    }
    // Markup indents text with runs of blanks: stop at four times the length, then measure.
    return out.length <= max * 4;
  };
  if (!walk(el)) return undefined;
  const text = out.replace(/\s+/g, " ").trim();
  return text.length <= max ? text : undefined;
}

/**
 * An element's text as a price: struck-through and "old price" parts left out (a container
 * holding only an old price then holds no price), and a superscript fraction read as decimals
 * ("49<sup>99</sup>" is 49.99, not 4999).
 */
function priceText(el: Element, skipAriaHidden: boolean): string {
  const out: string[] = [];
  const walk = (n: AnyNode, top: boolean): void => {
    if (n.type === "text") {
      out.push((n as unknown as { data: string }).data);
      return;
    }
    if (!isElement(n) || ["script", "style", "noscript", "template"].includes(n.name)) return;
    if (!top && (hasDel(n) || (namedOld(n) && PRICE_SIG.test(signature(n))))) return;
    if (skipAriaHidden && n.attribs["aria-hidden"] === "true") return;
    const fraction = n.name === "sup" || /fraction|cents|decimal/.test(signature(n));
    if (fraction && /\d$/.test(out.join("").replaceAll(EDGE, "").trimEnd()) && /^\s*\d{2}\s*$/.test(textOf(n))) {
      out.push(`.${textOf(n).trim()}`);
      return;
    }
    for (const c of n.children) walk(c, false);
    if (!top) out.push(EDGE);
  };
  walk(el, true);
  // Two elements' words that meet at an edge are two words ("25,00 zł" then "Lowest price…").
  return out
    .join("")
    .replace(/(\p{L})\u0000+(?=\p{L})/gu, "$1 ")
    .replaceAll(EDGE, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Where an element ends inside a price's text. */
const EDGE = "\u0000";

/** Text right before an element inside its parent ("Was" <span>$30</span>). */
function precedingText(el: Element, max = 40): string {
  const parts: string[] = [];
  for (let n = el.prev; n && parts.join("").length < max; n = n.prev) {
    const t = n.type === "text" ? (n as unknown as { data: string }).data : isElement(n) ? textOf(n) : "";
    parts.unshift(t);
  }
  return parts.join(" ").trim().slice(-max);
}

/**
 * A line whose amount is a free-shipping threshold, a discount, points or a gift card ("Free
 * shipping on orders over $50", "Versandkostenfrei ab 50 €", "Get $10 off"): the words before
 * the amount (or "off" after it) say so. "$25.00 & free shipping" is still a price.
 */
const OTHER_BEFORE =
  /\b(shipping|delivery|postage|versand\w*|lieferung|livraison|envio|spedizione|dostawa|doprava|verzending|frakt|fragt|porto|kargo|points?|punkte|punti|rewards?|gift ?card|coupon|voucher|gutschein|cupon|kupon|spend|orders? (over|above|from))\b/;
/** A free-shipping threshold printed before a price-named amount ("Free shipping on orders over <span class=price>"). */
const THRESHOLD_BEFORE =
  /\b(shipping|delivery|versand\w*|livraison|envio|spedizione|dostawa|doprava|verzending|frakt|fragt|porto|kargo)\b.{0,30}\b(over|above|from|ab|des|a partir de|od|vanaf|fra|oltre|da)\s*$/;
const OTHER_AFTER = /^\s*(off|discount|rabatt|de descuento|de reduction|korting|sconto)\b/;
const aboutSomethingElse = (text: string, p: PagePrice) =>
  OTHER_BEFORE.test(fold(text.slice(0, p.start))) || OTHER_AFTER.test(fold(text.slice(p.end)));

/** No price-named element at all: the first short currency-bearing text after the heading. */
function textFallback(all: Element[], main: Element | undefined, ctx: PageCurrencyContext, hint?: string): PriceFinding | undefined {
  const start = main ? all.indexOf(main) : 0;
  const ordered = [...all.slice(Math.max(start, 0)), ...all.slice(0, Math.max(start, 0))];
  for (const el of ordered.slice(0, 4000)) {
    if (["script", "style", "option", "select", "body", "html", "head", "title", "button", "a"].includes(el.name)) continue;
    if ([el, ...ancestors(el, 4)].some((e) => hasDel(e) || (PRICE_SIG.test(signature(e)) && namedOld(e)))) continue;
    // Classed old beside the price that replaced it (`<span class="compare-at">`), as for named prices.
    if (namedOld(el) && hasRival(el)) continue;
    const kids = el.children
      .filter(isElement)
      .filter((c) => !["span", "b", "strong", "sup", "sub", "small", "em", "i", "bdi"].includes(c.name));
    if (kids.length) continue;
    if ([...allElements(el), ...ancestors(el, 4)].some((e) => CART_TOTAL.test(signature(e)))) continue;
    // Struck-through parts inside ("<li><span style=line-through>$122</span></li>") are not read.
    const text = priceText(el, false);
    if (!text || text.length > 60 || PLAN_BEFORE.test(fold(precedingText(el))) || exTax(el, text)) continue;
    const p = payable(text, findPrices(text, { context: ctx }));
    if (!p?.currency || p.amount <= 0 || aboutSomethingElse(text, p)) continue;
    if (WAS_LABEL.test(fold(text.slice(0, p.start)).trim()) || WAS_LABEL.test(fold(precedingText(el)))) continue;
    if (LONE_WAS.test(fold(text.slice(0, p.start))) || LONE_WAS.test(fold(precedingText(el)))) continue;
    if (lowestBefore(text.slice(0, p.start)) || lowestBefore(precedingText(el, 100))) continue;
    return { amount: p.amount, currency: p.currency ?? hint, excerpt: text, el };
  }
  return undefined;
}

/**
 * Whether the page prints an amount only where a price is not the one to pay: struck through, in
 * an element named "old"/"was"/"original", after a "was"/"starting price" label, or before tax.
 * Markup that gives such an amount describes the list (or net) price, not the buy box. Only the
 * product's own box (near its heading) counts.
 */
export function printedOnlyAsOld(root: AnyNode, main: Element | undefined, amount: number, ctx: PageCurrencyContext): boolean {
  let seen = false;
  // The product's own box: other items' cards further down may show the same amount as theirs.
  for (const el of allElements(root).filter((e) => !main || treeDistance(e, main) <= 12)) {
    if (["script", "style", "option", "select", "head", "title", "meta"].includes(el.name)) continue;
    if (
      el.children.some(
        (c) => isElement(c) && !["span", "b", "strong", "sup", "sub", "small", "em", "i", "bdi", "s", "del"].includes(c.name),
      )
    )
      continue;
    const text = textOf(el);
    if (!text || text.length > 60 || !/\d/.test(text)) continue;
    const hit = findPrices(text, { context: ctx }).find((p) => p.amount === amount);
    if (!hit) continue;
    // Judged where it is printed: the innermost element that holds it.
    if (el.children.some((c) => isElement(c) && findPrices(textOf(c), { context: ctx }).some((p) => p.amount === amount))) continue;
    seen = true;
    const lineage = [el, ...ancestors(el, 3)];
    const old =
      lineage.some((e) => hasDel(e) || namedOld(e)) ||
      WAS_LABEL.test(fold(text.slice(0, hit.start)).trim()) ||
      WAS_LABEL.test(fold(precedingText(el))) ||
      exTax(el, text);
    if (!old) return false;
  }
  return seen;
}
