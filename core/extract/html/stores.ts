/**
 * Ways of getting the product and the shop's stores: pick-up or delivery options and store
 * shelves ("Retiro en tienda: No disponible", "Not available in this store") and lists of
 * stores with their stock ("Tuam: Out of stock") say nothing of whether the product can be
 * bought online.
 */
import { soldAlone } from "./availability.js";
import { CHOICE_TAGS } from "./choices.js";
import { ancestors, type Element, fewElements, firstElements, fold, isElement, shortText } from "./dom.js";
import { printsAPrice } from "./price-words.js";
import { stockOf, unglued } from "./stock-text.js";

/**
 * One way of getting the product (pick-up in a store, home delivery): "Retiro en tienda: No
 * disponible" beside "Despacho a domicilio: Disponible" says the product cannot be collected,
 * not that it cannot be bought.
 */
export const FULFILMENT =
  /\b((for|to) (home )?(delivery|shipping|collection)(?! (tomorrow|today|by|on|between|within|from)\b)|for pick-?up|store pick-?up|pick-?up in store|in-?store pick-?up|pick ?up|click (&|and) collect|collect in store|home delivery|retiro en tienda|retirar en tienda|recogida en tienda|recoger en tienda|despacho a domicilio|envio a domicilio|retrait (en )?(magasin|boutique)|livraison a domicile|abholung|im markt abholen|lieferung nach hause|ritiro in negozio|consegna a domicilio|levantamento em loja|retirada na loja|retirar na loja|entrega (em|a) domicilio|odbior (osobisty|w sklepie)|osobni odber|afhalen in (de )?winkel|hamta i butik|nouto myymalasta)\b/;

/**
 * A store's shelf: "Not available in this store", "Im Markt nicht vorrätig", "Indisponible en
 * magasin" say nothing of the shop online. Only in the stock text itself, and only when it does
 * not speak of the shop online: "Out of stock online" beside a "Find in store" link, or "Out of
 * stock online, available in store", is still out of stock. ("w sklepie", "na loja" name the shop
 * online as often.) A bookshop chain's stores are its bookshops ("Sin stock en librerías", "Sem
 * stock nas livrarias").
 */
export const IN_STORE =
  /\b((in|at) (this|your|the|my|(the |your )?(selected|local|nearest|nearby)) stores?|in stores?|im markt|in (der|dieser|ihrer|keiner|einer|allen) filialen?|en (magasin|tienda|boutique)|in negozio|en (nuestras |las )?(tiendas|librerias)|nas (nossas )?(lojas|livrarias)|en librairies?|in libreria|in (den |unseren )?buchhandlungen|in (de|deze|jouw|je) winkel|i butik(en)?)\b/;
/**
 * Sold online alone, the line opening with the stores' stock ("Out of stock in stores — online
 * only"): the stores' line. Not "Sold out · Online only, not sold in stores", the product's.
 */
const ONLINE_ONLY =
  /\b(online only|only online|nur online|solo online|uniquement en ligne|exclusivo online|somente online|alleen online)\b/;
const STORES_FIRST =
  /^\W*(out of stock|sold out|not available|unavailable|ausverkauft|nicht (verfugbar|vorratig)|epuise|indisponible|agotado|esgotado) (in|at|en|im|nas?) (the |our )?(stores?|shops?|filialen?|magasins?|tiendas?|lojas?)\b/;
export const ONLINE =
  /\b(online|en ligne|en linea|in linea|im onlineshop|im online-?shop|onlineshop|online-shop|webshop|webwinkel|webbshop|internet ?shop|sklep internetowy|zentrallager|centralni sklad|nettbutikk(en)?|webbutik(en)?|netbutik(ken)?|verkkokauppa|e-?shop|(en |na |no |on |sur |auf |nel )?(la |le |o |our |the |notre |nuestra |unserer )?(web|website|site|sitio web|sito)|na loja|\w+\.(com|es|pt|br|fr|de|it|nl|pl|co\.uk))\b/;

/**
 * Whether an element's "not available" speaks of one way of getting the product: its own text or
 * its box's (two levels up, a short text) names a pick-up or delivery option.
 */
export function aboutFulfilment(el: Element): boolean {
  const raw = shortText(el, 160) ?? "";
  if (soldAlone(raw)) return false;
  const own = fold(unglued(raw));
  if (IN_STORE.test(own) && (!ONLINE.test(own) || (STORES_FIRST.test(own) && ONLINE_ONLY.test(own)))) return true;
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
 * A line of a table or list of places and their stock ("Trondheim – Tiller | Ikke på lager",
 * "Tuam: Out of stock", one row a store): three rows at least, half of them saying a stock, the
 * place named first (a first cell, the words before a colon) and no label of the product's stock
 * ("Lagerstatus | På lager" is the product's own row of a spec table) nor the shop online
 * ("Online | Sold out").
 */
export function placeRow(el: Element): boolean {
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
const STOCK_LABEL =
  /^(availability|stock|stock status|status|in stock|verfugbarkeit|lieferbarkeit|lagerstand|lagerstatus|lieferstatus|lagerbestand|bestand|disponibilite|disponibilidad|disponibilita|disponibilidade|dostepnosc|dostupnost|beschikbaarheid|voorraad|tillganglighet|saatavuus|keszlet|elerhetoseg|stok|stok durumu|наличие|在庫|库存|庫存|재고)$/;
