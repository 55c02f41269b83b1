/**
 * Sizes, colours and other options to choose from: a picker's row of buttons or labels, a
 * drop-down, options side by side. Stock words in one choice speak of that choice, not of the
 * product; every choice gone says the product is.
 */
import { answersTheAd, greyedOut, saysToBuy, SOLD_OUT_BUTTON } from "./buttons.js";
import {
  ancestors,
  type Element,
  fewElements,
  firstElements,
  fold,
  isElement,
  leadsElsewhere,
  pressedOrChosen,
  shortText,
  signature,
  textOf,
} from "./dom.js";
import { printsAPrice } from "./price-words.js";
import { stockOf } from "./stock-text.js";

/**
 * Stock text (or a price) in one choice of a picker speaks of that size, colour or grade, not of
 * the product: the label of a radio button (`<input type="radio"><label>M <span>Sold out</span></label>`), or one of a
 * row of size buttons (`<div class="size-picker"><button>M – Sold out</button>…`).
 */
export function aboutAChoice(el: Element): boolean {
  return [el, ...ancestors(el, 3)].some((e) => (e.name === "label" ? labelsAChoice(e) : isChoiceButton(e)));
}

/**
 * An amount in an option that links to another page, in a row of such options another of which
 * is marked chosen (a storage picker's "256 Go 259,00 €" beside the chosen "128 Go – Épuisé";
 * the items of a list of formats): that option's price, not the product's.
 */
export function anotherLinkedOption(el: Element): boolean {
  const link = [el, ...ancestors(el, 3)].find((e) => e.name === "a");
  if (!link || pressedOrChosen(link) || !leadsElsewhere(link.attribs.href?.trim())) return false;
  // The option is the link, or the list item that holds it alone.
  const parent = link.parent && isElement(link.parent) ? link.parent : undefined;
  const option = parent?.name === "li" && parent.children.filter(isElement).length === 1 ? parent : link;
  const row = option.parent;
  if (!row || !isElement(row)) return false;
  const others = row.children.filter((c): c is Element => isElement(c) && c !== option && c.name === option.name).slice(0, OPTIONS_READ);
  const chosen = (o: Element) => pressedOrChosen(o) || (o.name === "li" && firstElements(o, 4).some(pressedOrChosen));
  return !chosen(option) && others.some(chosen);
}

/** Stock words in one box of a row of sizes (`inSizeRow`), a few boxes up at most. */
export const aboutASize = (el: Element) => [el, ...ancestors(el, 3)].some((e) => inSizeRow(e, el));

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
export function greyedSizes(row: Element): boolean {
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
export function sizesToChoose(row: Element): boolean {
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
  const sizes = row.children.filter((c): c is Element => isElement(c) && c !== except && c.name === kind && SIZE.test(sizeWords(c) ?? ""));
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
  // The line is the size's box itself: a size at its edge, or a size and its notes ("42 Niedostępny Powiadom mnie").
  if (box === line)
    return (SIZE_AT_EDGE.test(sizeText(shortText(box, 60) ?? "")) || SIZE.test(sizeWords(box) ?? "")) && otherSizes(parent, box, box.name);
  return SIZE.test(sizeWords(box, line) ?? "") && otherSizes(parent, box, box.name);
}

/**
 * A size box's words without `line` and its notes of the size's stock, a state ("Ostatnia
 * sztuka", "Sold out") or an offer to write ("Powiadom mnie"): "42 <small>Niedostępny</small>
 * <small>Powiadom mnie</small>" reads "42". None for a long box.
 */
function sizeWords(box: Element, line?: Element): string | undefined {
  const text = shortText(box, 60);
  if (text === undefined) return undefined;
  let rest = sizeText(text);
  for (const note of firstElements(box, 8)) {
    if (note === box || note.children.some(isElement)) continue;
    const said = shortText(note, 40) ?? "";
    if (note === line || stockOf(said) || SOLD_OUT_BUTTON.test(fold(said))) rest = rest.replace(sizeText(said), " ");
  }
  return sizeText(rest);
}

/**
 * A line beside the size picker that offers to write when one size is back ("Size sold out?
 * Notify me when it's back", "Größe ausverkauft? Benachrichtigen, wenn wieder verfügbar",
 * "¿No encuentras tu talla? Avísame", "L 사이즈는 품절되었습니다") speaks of that size, not of the product.
 */
const ONE_SIZE =
  /\b(your size|size (sold out|unavailable|not available)|sizes? (is |are )?(sold out|unavailable)|(ihre|deine) grosse|grosse (ausverkauft|nicht (verfugbar|dabei|vorratig))|(votre|ta) taille|taille (epuisee|indisponible)|(tu|su) talla|talla agotada|(la tua|la sua) taglia|taglia esaurita|(je|jouw|uw) maat|maat uitverkocht|(twoj|twojego) rozmiar\w*|(seu|o seu) tamanho|tamanho esgotado)\b|(^|[\s*])(x{0,3}s|m|x{0,3}l|\d{2,3}) ?(사이즈(는|가)? ?품절|サイズ(は)?(完売|売り切れ|在庫切れ)|尺[码碼](已)?售[罄完])/;

export function aboutOneSize(el: Element): boolean {
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

export function isChoiceButton(el: Element): boolean {
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
 * One of three options or more to choose from, side by side (a show's dates, a pass's tiers, a
 * bundle's choices: boxes of one kind, each a button or holding one), two others of which can be
 * had: "Agotado" on the Friday's button says nothing of Saturday's.
 */
export function oneOptionOf(el: Element): boolean {
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
    if (open.length >= 2 || namedOption(box, el, others)) return true;
  }
  return false;
}

/**
 * One item of a list of names (a picker drawn as plain list items, its classes hashed: "Natural
 * Titanium", "Blue Titanium", "Black Titanium <div>Sold Out</div>"): the item names its option and
 * says its state in a box of its own; two others of its kind at least name theirs and say none.
 * A list item that is the state alone ("<li>Sold out</li>" among delivery promises) is none.
 */
function namedOption(box: Element, line: Element, others: Element[]): boolean {
  if (box.name !== "li" || box === line) return false;
  const name = (shortText(box, 60) ?? "").replace(textOf(line), " ").trim();
  const plain = (k: Element) => {
    const text = shortText(k, 60);
    return !!text && text.split(/\s+/).length <= OPTION_WORDS && !stockOf(text);
  };
  return !!name && name.split(/\s+/).length <= OPTION_WORDS && others.filter(plain).length >= 2 && others.every(plain);
}
const OPTION_WORDS = 5;
/** Options print alike: one tag, one first class name ("bz-zone", "bz-zone bz-zone--soldout"), short. */
const sameKind = (a: Element, b: Element) =>
  a.name === b.name && firstClass(a) === firstClass(b) && shortText(a, OPTION_TEXT) !== undefined;
const firstClass = (e: Element) => (e.attribs.class ?? "").trim().split(/\s+/)[0];
const OPTION_TEXT = 200;
/** A row of options is read no further than this: a page of thousands of boxes side by side is no picker. */
const OPTIONS_READ = 100;
const choice = (box: Element) => firstElements(box, 30).some((e) => CHOICE_TAGS.has(e.name) || e.name === "label");

export const CHOICE_TAGS = new Set(["input", "button", "select"]);
/** A drop-down of sizes or variants (`name="size"`, `super_attribute[…]`, `id="variant-select"`). */
const PICKER_SIG = /size|variant|option|attribute|grosse|groesse|taille|talla|taglia|rozmiar|velikost|maat|storlek/;
/** An option that only asks for a choice ("Choose a size", "Bitte wählen"). */
const PLACEHOLDER = /choose|select|pick|wahlen|auswahlen|choisi|selecciona|elige|scegli|wybierz|vyberte|kies/;

/**
 * A size picker whose every size is disabled or says it is sold out: nothing can be bought, though
 * the buy button may still show (themes grey out the sizes, not the button).
 */
export function everySizeGone(select: Element): boolean {
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
export function everyChoiceGone(box: Element): boolean {
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
