/**
 * Labelled values on the visible page: "EAN: 4006381333931", <dt>Marke</dt><dd>Bosch</dd>,
 * spec-table rows, "Kód produktu: 12345". Shops across languages print the same few facts with
 * a handful of labels each; we find label/value pairs once and map the labels by vocabulary.
 */
import {
  allElements,
  ancestors,
  shallow,
  fold,
  styledHidden,
  isElement,
  isHidden,
  normSpace,
  textOf,
  wrapsOne,
  type AnyNode,
  type Element,
} from "./dom.js";
import { hostWords } from "./names.js";

type LabelField =
  | "sku"
  | "mpn"
  | "gtin"
  | "brand"
  | "color"
  | "size"
  | "material"
  | "weight"
  | "dimensions"
  | "condition"
  | "availability"
  | "status"
  | "category"
  | "gender"
  | "seller"
  | "price";

/** Matched against the folded label (lowercase, accents removed, trailing ":"/"*" dropped). */
const VOCAB: [LabelField, RegExp][] = [
  [
    "gtin",
    /^(ean|ean-?13|ean-?8|ean code|ean-?kod|kod ean|ean kod|gtin|gtin-?1[234]|gtin-?8|upc|upc code|upc-?a|jan|jan ?code|janコード|jan コード|barcode|bar code|carovy kod|code ean|code-?barres|codigo ean|codigo de barras|kod kreskowy|isbn|isbn-?13|ean\s*\/\s*upc|ean\s*\/\s*gtin|gtin\s*\/\s*ean|ean-nummer|ean nummer)$/,
  ],
  [
    "mpn",
    /^(mpn|mfr\.? ?#|tillv\.? ?art\.? ?-?nr\.?|tillverkarens art(ikel)?(nr\.?|nummer)|produsentens (varenr\.?|varenummer|artikkelnummer)|producentens (varenr\.?|varenummer)|fabrikantens (varenr\.?|varenummer)|valmistajan (tuotenumero|tuotekoodi)|mfr\.? (no\.?|number)|manufacturer part (no\.?|number|#)|mfr\.? part (no\.?|number|#)|mfg\.? part (no\.?|number)|part (no\.?|number|#)|herstellernummer|hersteller-?artikelnummer|hersteller-?nr\.?|herst\.?-?nr\.?|herst\.?-?teile-?nr\.?|fabrikant(s)?code|fabrikant(s)?(artikel)?nummer|artikelnummer fabrikant|codice produttore|cod\.? produttore|referencia fabricante|referencia do fabricante|codigo do fabricante|ref(erence|\.)? constructeur|han|model|model (no\.?|number|#)|item model number|modellnummer|modell-?nr\.?|modelo|modele|numero de modele|reference fabricant|ref\.? fabricant|referencia del fabricante|kod producenta|numer producenta|型番|品番\s*\/\s*型番|katalogove cislo vyrobce|kod vyrobce|partnummer|modello|型號|型号|דגם|موديل)$/,
  ],
  [
    "sku",
    /^(sku|sku #|art\.?\s?-?\s?nr\.?|art\.? no\.?|artikelnummer|artikel-?nr\.?|artikel|item (no\.?|number|#|code)|item|product (code|id|no\.?|number|#)|web ?id|kod produktu|kod zbozi|kod tovaru|katalogove cislo|kod|katalogové číslo|reference|ref\.?|referencia|ref\. producto|(referencia|reference|riferimento) (do |du |del |de |dello )?(produto|producto|produit|prodotto|articulo|article|articolo)|codigo|codigo de producto|code produit|code article|numero d'article|numer katalogowy|nr katalogowy|nr kat\.?|referentie|kodas|kods|indeks|symbol|kod towaru|商品番号|商品コード|品番|記事番号|広告番号|掲載番号|asin|tsin|style|style (code|no\.?|number|#)|article number|article no\.?|article code|article #|artikel-?id|ugs|artnr\.?|bestellnummer|best\.?-?nr\.?|objednaci cislo|cislo produktu|codice|codice articolo|numero articolo|varenummer|artikelnr\.?|katalognummer|katalog-?nr\.?|kat\.? ?c\.?|stock (code|no\.?|number|#)|stock#|rif\.?|riferimento|articulo|artigo|(\S+ )?(item|listing|post|posting|ad|advert|advertisement|offer|auction) (id|no\.?|number|#|ref\.?|reference)( \S+)?|lot id|(numer|nr\.?) aukcji|auktionsnummer|id anunt(ului)?|cod anunt|κωδικος αγγελιας|αριθμος αγγελιας|atsauce|referinta( produs)?|viide|референция|референтен номер|κωδικος αναφορας|referans( kodu| no)?|(anzeigen|inserat)-?(id|nr\.?|nummer|code)|angebotsnr\.?|(object|objekt)-?(nr\.?|nummer)|(cislo|id) inzeratu|inzerat c\.?|sifra oglasa|номер на обявата|رقم الإعلان|رقم الاعلان|מספר מודעה|advertentie-?(nummer|id)|(id|numer|nr\.?) ogloszenia|(reference|numero|n[°º]|ref\.?) (de l')?annonce|(no\.?|numero|n[°º]) d'annonce|advertensie ?(nr\.?|nommer)|(n[°º]|no\.?|numero|codigo|cod\.?|referencia|id|ref\.?) (del |de |do )?(anuncio|aviso)|(event|evento|evenement|veranstaltungs?) ?(id|code|codigo|codice|no\.?|number|nr\.?|#)|(id|codigo|codice|code|numero|n[°º]) (del |de l'|de |dell')?(evento|evenement|event)|codice annuncio|(id|n\.?|numero) annuncio|annuncio (n\.?|nr\.?)|ilan (no|numarasi)|annons-?(id|nummer|nr\.?)|(publicacion|publicacao|anuncio|aviso|annonce|annuncio) (#|n[°º]|nro\.?|numero)|numero (dell'|de l'|del |de )?(oggetto|objet|articulo|anuncio|annuncio|producto)( \S+)?|n[°º] (d'|de )?(article|articulo|articolo|produit|producto)|no\.? (d'|de )?(article|produit)|cod\.? (articolo|art\.?)|numer (oferty|produktu|przedmiotu)|artikul|артикул|код товара|тауар коды|номер товара|商品編號|商品编号|商品编码|(商品)?貨號|(商品)?货号|品號|型號|kodu|urun kodu|κωδικος( προιοντος)?|κωδ\.( (?!κατασκευαστη|ean|barcode|mpn|gtin)\S+)?|cikkszam|vare-?nr\.?|tuotenumero|tuotekoodi|(id|cod\.?|codigo|codice|code|numero|nr\.?|no\.?) (do |da |de |du |del |della |dello |dell')?(produto|producto|produit|prodotto|produktu?|produs|artigo|articulo|artikla|article|articolo|artikel)|(produto|producto|prodotto|produkt|produkta|produkto|prekes|preces) (id|code|codigo|codice|kods|kodas|nr\.?|nummer|numero)|productcode|produktcode|productnummer|produktnummer|artikelcode|cod produs|termekkod|stok kodu|kode produk|ma san pham|ma sp|код товару|(no\.?|№|номер|id) (объявления|оголошення)|(объявление|оголошення) (no\.?|№)|კოდი|პროდუქტის კოდი|არტიკული|ապրանքի կոդ|상품번호|상품코드|자체 ?상품 ?코드|품번|รหัสสินค้า|sifra( (artikla|proizvoda|izdelka))?|koda( izdelka)?|artikuls|catalog (#|no\.?|number)|cat\.? ?(#|no\.?)|cod\.?|ref\.?ª|ref\.a|κωδ\.?|код|код (на )?(продукта|артикула)|kataloginis numeris|prekes kodas|tootekood|tootenumber|artikli (number|kood)|vorunumer|מק"ט|מקט|קוד (מוצר|פריט)|מספר (פריט|מוצר)|(رقم|رمز|كود) (المنتج|الصنف)|(کد|شناسه) (کالا|محصول)|pzn|pharmazentralnummer|(codice )?minsan|codigo nacional|c\.n\.?|cnp|cnk|code cnk|codigo cnp|aic|codice aic|kursnummer|kurs-?nr\.?|course (code|number)|bestell-?nr\.?|order (code|no\.?)|sku (no\.?|number)|(reference|ref\.?|referencia|riferimento|referentie|artikelnummer|art\.?-?nr\.?) (boutique|shop|tienda|negozio|loja|webshop|interne?a?)|(shop|our|notre|unsere|nuestra|nostro|nossa|onze) (reference|ref\.?|sku|artikelnummer|art\.?-?nr\.?|referencia|riferimento|referentie|item (no\.?|number)|product code))$/,
  ],
  [
    "brand",
    /^(brand|brand name|marke|hersteller|marke\s*\/\s*hersteller|znacka|vyrobce|marque|fabricant|marca|fabricante|marka|producent|manufacturer|merk|marchio|produttore|ブランド|メーカー|ブランド名|メーカー名|varumarke|tillverkare)$/,
  ],
  ["color", /^(colou?r|colou?rs|farbe|barva|couleur|kolor|colore|kleur|色|カラー|カラー名|farve|farge|farg|szin|renk)$/],
  ["size", /^(size|grosse|größe|große|velikost|taille|talla|rozmiar|taglia|maat|サイズ|storlek|størrelse|meret)$/],
  [
    "material",
    /^(material|materials|materiał|materialy|matiere|matieres|materiale|素材|materiaal|zusammensetzung|composition|composicion|sklad materialu|材質)$/,
  ],
  [
    "weight",
    /^(weight|item weight|product weight|net weight|gewicht|nettogewicht|hmotnost|vaha|poids|poids net|peso|peso neto|waga|waga netto|重量|重さ|本体重量|vikt|vaegt)$/,
  ],
  [
    "dimensions",
    /^(dimensions?|product dimensions|item dimensions|package dimensions|masse|maße|abmessungen|abmessung|rozmery|dimensiones|wymiary|dimensioni|寸法|サイズ\s*\(.*\)|afmetingen|mått)$/,
  ],
  ["condition", /^(condition|item condition|zustand|stav|stav zbozi|etat|estado|stan|condizione|状態|商品の状態|コンディション)$/],
  [
    "availability",
    /^(availability|in stock\??|stock|stock status|verfugbarkeit|lieferstatus|lagerstatus|dostupnost|stav skladu|disponibilite|disponibilidad|dostepnosc|disponibilita|在庫|在庫状況|beschikbaarheid|tillganglighet|διαθεσιμοτητα|наличие|наявність|stok durumu|库存|庫存|商品库存|재고|saatavuus|lagerstatus|lagerbestand|bestand|stan magazynowy|voorraad|existencias|estoque|lagersaldo|stok|stock (level|quantity)|(quantity|qty) (available|in stock)|available quantity|在庫数|庫存数量|库存数量|재고 수량|mnozstvi skladem|disponibilidade|disponibilitate|pieejamiba|prieinamumas|saadavus|tilgaengelighed|tilgjengelighet|elerhetoseg|keszlet|zaloga)$/,
  ],
  // An ad's or a lot's state ("Status: Sold"): read only when it says the item is gone, since a
  // shop's "Status" may be an order's, a delivery option's or a review's.
  ["status", /^(status|item status|ad status|listing status|lot status|statut)$/],
  ["category", /^(categor(y|ies)|kategorie|kategorien|kategoria|categorie|categoria|categorias|カテゴリ|カテゴリー|kategori|rubrik)$/],
  ["gender", /^(gender|geschlecht|pohlavi|genre|genero|plec|性別)$/],
  ["seller", /^(sold by|seller|verkaufer|verkauf durch|prodejce|vendu par|vendeur|vendido por|vendedor|sprzedawca|販売元|出品者)$/],
  [
    "price",
    /^(price|our price|sale price|your price|now|preis|unser preis|verkaufspreis|cena|nase cena|cena s dph|prix|prix de vente|precio|precio de venta|prezzo|販売価格|価格|税込価格|本体価格|pris|판매가|가격|售价|售價|价格|價格)$/,
  ],
];

export interface LabelPair {
  field: LabelField;
  label: string;
  value: string;
  /** "EAN: 4006381333931" as printed. */
  excerpt: string;
  el: Element;
}

/** The field a folded label names in the vocabulary, its trailing marks ("#", ".") aside. */
const vocabField = (l: string): LabelField | undefined => {
  for (const [field, re] of VOCAB) if (re.test(l) || re.test(l.replace(/[\s.#]+$/, ""))) return field;
  return undefined;
};

function labelField(label: string, shop: string[] = []): LabelField | undefined {
  const l = fold(normSpace(label))
    .replace(/[\s:：*]+$/, "")
    .trim();
  if (!l || l.length > 45) return undefined;
  const whole = vocabField(l);
  if (whole) return whole;
  // A label that names itself twice, one name in brackets ("رمز المنتج (SKU)", "Product code (SKU)").
  const [, outer, inner] = /^([^()]{2,30}?)\s*\(([^()]{2,20})\)$/.exec(l) ?? [];
  if (outer && inner) return labelField(outer) ?? labelField(inner);
  // … or side by side in two languages ("貨號 SKU", "型號 Model", "品番 / Item No."): both halves
  // name the same field.
  const halves = /^(\S+)\s*[/|]?\s+(\S.{0,20})$/.exec(l);
  if (halves) {
    const first = vocabField(halves[1]);
    if (first && first === vocabField(halves[2])) return first;
  }
  // A code label that names the shop ("Réf. Maisonpro :", "Art.-Nr. Werkzeug-Max:") labels the
  // shop's own code: the SKU. A bare "code" naming the shop is as often a promotion's ("Código
  // Tiendamax: VERANO10").
  const name = shop.find((n) => spaced(n).test(l));
  // Joined to it by a dash too ("Winkelplein-artikelnummer").
  const rest =
    name &&
    l
      .replace(spaced(name), " ")
      .replace(/\s+/g, " ")
      .replace(/^[\s-]+|[\s-]+$/g, "");
  if (rest && !BARE_CODE.test(rest)) return labelField(rest) === "sku" ? "sku" : undefined;
  return undefined;
}

/** A shop's name as a label may print it: the host runs its words together ("mercatodigitale" for "Mercato Digitale"). */
const SPACED = new Map<string, RegExp>();
const spaced = (name: string) => {
  let re = SPACED.get(name);
  if (!re) {
    if (SPACED.size > 1000) SPACED.clear();
    re = new RegExp([...name].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s?"));
    SPACED.set(name, re);
  }
  return re;
};

const BARE_CODE = /^(kod|kod\.|cod\.?|codigo|codice|code|kodu|kods|kodas|koda|sifra|κωδ\.?|κωδικος|код)$/;

/**
 * The shop's names as a label may print them, folded: its site name and its host's name
 * ("maisonpro" for www.maisonpro.fr); three letters at least, so no word of a label is one.
 */
export function shopNames(siteName: string | undefined, pageUrl: string): string[] {
  const names = [siteName ? fold(normSpace(siteName)) : "", ...hostWords(pageUrl).slice(1)];
  return [...new Set(names.filter((n) => n.length >= 3))];
}

const BLOCKS = new Set([
  "div",
  "p",
  "li",
  "tr",
  "td",
  "dd",
  "dt",
  "section",
  "article",
  "ul",
  "ol",
  "table",
  "tbody",
  "dl",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "form",
]);
const hasBlockChild = (el: Element): boolean => el.children.some((c) => isElement(c) && (BLOCKS.has(c.name) || hasBlockChild(c)));

/**
 * Labels that name the product's code only when they stand alone: Lithuanian and Latvian put the
 * noun last, so "Nuolaidos kodas" (discount code) and "Pašto kodas" (postcode) end in "kodas".
 */
const NEVER_A_TAIL = /^(kodas|kods)$/;

/** Any known label followed by ":" anywhere in a short line; splits "SKU: A1 | EAN: 400…". */
// The blanks after the colon are left to the value: a label printed twice, once for screen
// readers ("<span class="visually-hidden">SKU:</span>Product code: AB-12", read "SKU: Product
// code: AB-12"), starts after them.
const INLINE_LABEL = /(^|[\s|,;/(])([^\s:：|,;][^:：|,;]{0,40}?)\s*[:：]/g;

function inlinePairs(el: Element, text: string, out: LabelPair[], shop: string[]): void {
  // Every "Words:" is a boundary, known label or not, so "Tags: a, b" ends the value before it.
  const marks: { field?: LabelField; label: string; start: number; valueStart: number }[] = [];
  for (const m of text.matchAll(INLINE_LABEL)) {
    const words = m[2].trim().split(/\s+/);
    const base = m.index + m[0].indexOf(m[2]);
    let mark: (typeof marks)[number] | undefined;
    // The label is the tail of the captured words that is a known label ("Product details SKU").
    for (let i = 0; i < words.length && !mark; i++) {
      const label = words.slice(i).join(" ");
      const field = i > 0 && NEVER_A_TAIL.test(fold(label)) ? undefined : labelField(label, shop);
      if (field) mark = { field, label, start: base + m[2].indexOf(label), valueStart: m.index + m[0].length };
    }
    if (!mark && words.length <= 3) {
      // Words with a digit before an unknown label are the last value's ("Art.nr: 44710
      // Tillv.nr: EP2-06606"): the label starts after them.
      // Not past a lone count ("20117 1 Stück:", "8841 2 Pack:"): that number is the label's.
      const last = words.length - 1 - [...words].reverse().findIndex((w) => /\d/.test(w) && !/^\d{1,2}$/.test(w));
      const from = last < words.length - 1 ? last + 1 : 0;
      const label = words.slice(from).join(" ");
      mark = { label, start: from ? base + m[2].lastIndexOf(label) : base, valueStart: m.index + m[0].length };
    }
    if (mark) marks.push(mark);
  }
  marks.forEach((h, i) => {
    if (!h.field) return;
    const end = i + 1 < marks.length ? marks[i + 1].start : text.length;
    const value = text
      .slice(h.valueStart, end)
      .replace(/[\s|,;/]+$/, "")
      .trim();
    if (value) out.push({ field: h.field, label: h.label, value, excerpt: text.slice(h.start, end).trim(), el });
  });
}

/**
 * Identifier labels that shops print without a colon ("Art.-Nr. 44.231.07", "EAN 400…"); a label
 * ending in "#" may run into its code ("Item #12345", "Ad #35985065", "Publicación #1329904421").
 */
const BARE_ID_LABEL =
  /(?:^|[\s|·,;(])((?:kod produktu|kód produktu|kod towaru|inzer[aá]t (?:č|c)\.|c[oó]d\.? art(?:icolo)?\.?|codice articolo|art(?:ikel)?\.?\s?-?\s?nr\.?|art\. no\.|artikelnummer|obje[ck]tnr\.?|angebotsnr\.?|bestellnummer|best\.?-?nr\.?|ref\.|réf\.|rif\.|item\s?#|item no\.|item number|varenr\.|product (?:code|no\.|number)|product\s?#|web id|article (?:no\.|number|code)|article\s?#|style\s?#|style no\.|sku\s?#|sku|varenummer|part\s?#|part no\.|model no\.|model\s?#|cat\. no\.|catalog\s?#|catalog no\.|ean(?:-13)?|upc|gtin|mpn|asin|tsin|jan|isbn(?:-13)?|kód|kod|product id|(?:ad|item|listing|post|offer|lot) (?:id|no\.|number|#)|(?:publicaci[oó]n|publica[cç][aã]o|an[uú]ncio|aviso|annonce|annuncio) #|(?:annonce|annuncio|anuncio) (?:n[°º]\.?|n\.)|aviso n[°º]|n[°º]\.?\s?(?:d['’]|de )(?:article|produit)|item(?=\s+\d{5,12}(?!\d)(?!\s+(?:of|von|de|sur|di|van)\s)(?:$|[\s|·,;)]))|(?:produkta|produkto|prekės|prekes|preces) (?:kods|kodas)|c[oó]digo (?:de producto|do produto)|(?<!\b(?:el|la|o|a|un|um|tu|su|seu|sua|con|com|del|do|da|este|esse|nuestro|nosso)\s)c[oó]digo|code (?:produit|article)|codice(?: articolo| prodotto)?|cod\. (?:produs|articolo)|(?<!\p{L}\s)(?<![:：]\s?)c[oó]d\.|artikelnr\.?|tuotenumero|cikkszám|ürün kodu|артикул|код товара|тауар коды|商品番号|商品コード|品番|货号|貨號|商品編號|商品编号|상품번호|상품코드|품번))(?:\s+|(?<=#))([A-Z0-9][\w.\-/]{2,30})(?=$|[\s|·,;)])/giu;

function bareIdPairs(el: Element, text: string, out: LabelPair[]): void {
  for (const m of text.matchAll(BARE_ID_LABEL)) {
    const field = labelField(m[1]);
    // A code has a digit, or is capitals joined by separators ("PSC-TOM-CP"): not a word after a label.
    if (!field || !(/\d/.test(m[2]) || /^[A-Z]+([-_.][A-Z]+)+$/.test(m[2]))) continue;
    if (out.some((p) => p.el === el && p.field === field)) continue;
    out.push({ field, label: m[1], value: m[2].replace(/[.,]$/, ""), excerpt: `${m[1]} ${m[2]}`, el });
  }
}

/** Every label/value pair in the subtree, in document order. */
export function labelPairs(root: AnyNode, shop: string[] = []): LabelPair[] {
  const out: LabelPair[] = [];
  const push = (labelEl: Element, valueEl: Element | undefined, el: Element) => {
    // A value the page hides is none it shows ("In stock", then a hidden "Out of stock" message);
    // one a class hides on some screens only ("d-none d-lg-table-cell") is still shown.
    if (!valueEl || styledHidden(valueEl)) return;
    const label = textOf(labelEl);
    const field = labelField(label, shop);
    const value = textOf(valueEl);
    if (field && value && value.length < 300) out.push({ field, label, value, excerpt: `${label} ${value}`.replace(/\s+/g, " "), el });
  };
  for (const el of allElements(root)) {
    if (el.name === "dt") push(el, nextElement(el, "dd"), el);
    else if (el.name === "tr") {
      const cells = el.children.filter((c): c is Element => isElement(c) && (c.name === "td" || c.name === "th"));
      if (cells.length === 2) push(cells[0], cells[1], el);
      // "Kode Produk | : | BTK-KMJ-0412": the colon in a cell of its own.
      else if (cells.length === 3 && /^\s*[:：]\s*$/.test(textOf(cells[1]))) push(cells[0], cells[2], el);
    } else if (el.name === "th" || el.name === "td" || (el.name === "dd" && hasDt(el))) continue;
    // A line of labels is a few inline boxes deep at most, however long: a deeper nest is no such
    // line, and reading it whole from each of its boxes would cost its square (a hostile page).
    else if (!["script", "style", "option", "select", "a", "button"].includes(el.name) && shallow(el, 12) && !hasBlockChild(el)) {
      const text = textOf(el);
      // "Kód: X<br>EAN: Y<br>Výrobce: Z": each line on its own; a line that is a label alone
      // ("SKU<br>LS-2041") names the next line.
      const all = lines(el);
      all.forEach((line, i) => {
        if (line.length > 0 && line.length <= 300 && /[:：]/.test(line)) inlinePairs(el, line, out, shop);
        if (line.length > 0 && line.length <= 300) bareIdPairs(el, line, out);
        const field = line.length <= 40 ? labelField(line, shop) : undefined;
        const next = all[i + 1];
        if (field && next && next.length < 120 && !labelField(next))
          out.push({ field, label: line, value: next, excerpt: `${line} ${next}`, el });
      });
      // A label alone, its colon last ("Item number:"), also names the next element's text.
      if (text.length <= 60 && /^[^:：]+[:：]?$/.test(text) && labelField(text, shop)) {
        // "<span class=label>Brand</span><span>Sony</span>": the value is the next element.
        const sib = nextElement(el);
        if (sib && textOf(sib).length < 120) push(el, sib, el);
      }
    }
  }
  // What the page hides says nothing: another variant's code printed for scripts to show
  // (`display: none`, a `hidden` class), a `<template>`'s inert copy.
  const shown = out.filter((p) => !isHidden(p.el) && !inTemplate(p.el));
  // Dozens of codes make a listing, not a product page beside a strip: no need to look (and no
  // quadratic walk on a hostile page).
  const codes = shown.filter((p) => p.field === "sku" || p.field === "mpn");
  if (codes.length < 2 || codes.length > 40) return shown;
  const sameField = (p: LabelPair) => codes.filter((q) => q.field === p.field);
  const others = new Set(codes.filter((p) => inRowOfCodes(p, sameField(p))));
  return shown.filter((p) => !others.has(p));
}

/**
 * A code printed in one of a row of boxes that each print their own under the same label
 * ("Réf. : 884213" under each lamp of an "Also in this collection" strip named nothing) is
 * another product's: the product's own box prints its code once.
 */
function inRowOfCodes(p: LabelPair, same: LabelPair[]): boolean {
  const codesIn = (box: Element) => same.filter((q) => inside(q.el, box));
  // Up to the first box holding another code: a row when a box beside this one, of its kind,
  // holds one other code and both link out (the product's box may hold a whole strip of
  // others' beside its own).
  if (same.length <= 1) return false;
  let card = p.el;
  for (let level = 0; level < 6; level++) {
    const parent = card.parent;
    if (!parent || !isElement(parent)) return false;
    if (codesIn(parent).length > 1)
      return (
        linksOut(card) &&
        parent.children.some((c) => {
          if (!isElement(c) || c === card || c.name !== card.name || !linksOut(c)) return false;
          const theirs = codesIn(c);
          return theirs.length === 1 && theirs[0].value !== p.value;
        })
      );
    card = parent;
  }
  return false;
}

/** A card links to its product's page, and holds no page heading. */
const linksOut = (box: Element) => {
  const els = allElements(box);
  return els.some((e) => e.name === "a" && !!e.attribs.href && !e.attribs.href.startsWith("#")) && !els.some((e) => e.name === "h1");
};

const inside = (el: Element, box: Element) => el === box || ancestors(el, 11).includes(box);

const inTemplate = (el: Element) => {
  for (let p = el.parent; p && isElement(p); p = p.parent) if (p.name === "template") return true;
  return false;
};

/**
 * The element's text split at <br>, and around each option of a picker (a `<label>` that holds
 * its radio button: "Ship It – In Stock: …" and "Pick Up In Store – Not available at …" are two
 * options' lines, not one label's value).
 */
function lines(el: Element): string[] {
  const parts: string[][] = [[]];
  const walk = (n: AnyNode): void => {
    if (n.type === "text") parts[parts.length - 1].push((n as unknown as { data: string }).data);
    else if (isElement(n)) {
      if (n.name === "br") parts.push([]);
      else if (n.name === "label" && n.children.some((c) => isElement(c) && c.name === "input")) {
        parts.push([]);
        n.children.forEach(walk);
        parts.push([]);
      } else if (!["script", "style", "select", "option", "template"].includes(n.name)) n.children.forEach(walk);
    }
  };
  el.children.forEach(walk);
  return parts.map((p) => normSpace(p.join(" "))).filter(Boolean);
}

/** A `<dd>` without a `<dt>` before it is a plain block (some themes list facts as `<li><dd>`). */
function hasDt(dd: Element): boolean {
  for (let n = dd.prev; n; n = n.prev) if (isElement(n) && n.name === "dt") return true;
  return false;
}

/** The element after `el`; last in a wrapper of it alone (wrapsOne), the one after the wrapper. */
function nextElement(el: Element, name?: string): Element | undefined {
  for (let n = el.next; n; n = n.next) {
    if (isElement(n)) return !name || n.name === name ? n : undefined;
  }
  const up = el.parent;
  return up && isElement(up) && wrapsOne(up) ? nextElement(up, name) : undefined;
}
