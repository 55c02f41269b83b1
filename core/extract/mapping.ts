/**
 * Source fields (CSV headers, JSON keys, `key: value` labels) matched to a schema's columns.
 *
 * A pair scores by the strongest name evidence: the exact key, the key normalised (case, accents,
 * separators, camelCase), the label, then a synonym table (English, German, Czech, French,
 * Spanish, some Italian/Polish/Dutch) matched on the whole name or, weaker, on a phrase inside it
 * (`Verkaufspreis brutto` → price). Value shape only breaks ties and demotes a clash (a column of
 * URLs offered to a number column). Pairs are taken best first; each column gets at most one
 * source and each source at most one column; the result is the same for the same input.
 */
import { detectColumnType, isEmptyValue } from "../values/detect.js";
import { fold } from "../values/strings.js";

export type MappableColumn = { key: string; label: string; type: string };

// Concepts, most specific first: where a name holds two (`category name`, `price currency`), the
// earlier one wins.
const SYNONYMS: [string, string][] = [
  [
    "gtin",
    "gtin, ean, upc, barcode, bar code, ean13, ean 13, ean8, gtin13, gtin 13, gtin12, gtin14, gtin8, upc a, jan, isbn, strichcode, carovy kod, cárový kód, code barre, code barres, codigo de barras, código de barras, ean code, ean nummer, ean kod, kód ean",
  ],
  [
    "mpn",
    "mpn, manufacturer part number, part number, herstellernummer, hersteller artikelnummer, herstellerartikelnummer, cislo vyrobce, číslo výrobce, katalogové číslo výrobce, référence fabricant, numero de pieza",
  ],
  [
    "sku",
    "sku, artikelnummer, artikel nr, art nr, artnr, article number, article no, item number, item no, item code, product code, produktcode, produktnummer, product number, product no, kod, kód, kód produktu, kod produktu, katalogové číslo, katalogove cislo, reference, référence, ref, referencia, código, codigo, sku code, code article, codice, numer katalogowy",
  ],
  ["currency", "currency, currency code, price currency, wahrung, währung, mena, měna, devise, monnaie, moneda, valuta, waluta"],
  [
    "list_price",
    "list price, old price, original price, regular price, compare at price, uvp, streichpreis, msrp, rrp, puvodni cena, původní cena, bezna cena, běžná cena, prix barre, prix barré, precio anterior, precio original",
  ],
  [
    "price",
    "price, preis, cena, prix, precio, prezzo, prijs, sale price, selling price, unit price, retail price, verkaufspreis, vk preis, vk, cena s dph, prix ttc, cost, price amount, cena za kus, preco",
  ],
  [
    "brand",
    "brand, brand name, marke, markenname, znacka, značka, marque, marca, manufacturer, hersteller, vyrobce, výrobce, fabricant, fabricante, producer, vendor, make, produttore, merk, producent",
  ],
  [
    "category",
    "category, categories, kategorie, kategorien, category path, categorie, catégorie, categoria, categoría, kategoria, product type, product category, warengruppe, produktkategorie, produktgruppe, rubrik, rubrika, sekce, breadcrumb, department, google product category",
  ],
  ["color", "color, colour, farbe, barva, couleur, colore, kleur, kolor, color name, colour name, farbton"],
  ["size", "size, grosse, größe, groesse, velikost, taille, talla, taglia, rozmiar, maat, konfekcni velikost"],
  [
    "weight",
    "weight, gewicht, hmotnost, poids, peso, waga, vaha, váha, net weight, nettogewicht, gross weight, bruttogewicht, shipping weight, item weight, gewicht kg, weight kg",
  ],
  ["width", "width, breite, sirka, šířka, largeur, ancho, anchura, larghezza, szerokosc, szerokość"],
  ["height", "height, hohe, höhe, hoehe, vyska, výška, hauteur, alto, altura, altezza, wysokosc, wysokość"],
  ["length", "length, lange, länge, laenge, delka, délka, longueur, largo, longitud, lunghezza, dlugosc, długość"],
  ["depth", "depth, tiefe, hloubka, profondeur, profundidad, profondita, profondità, glebokosc, głębokość"],
  [
    "dimensions",
    "dimensions, dimension, abmessungen, masse, maße, rozmery, rozměry, taille produit, medidas, dimensioni, wymiary, size dimensions, product dimensions",
  ],
  [
    "material",
    "material, materials, materiál, material composition, werkstoff, matiere, matière, materiale, materiał, slozeni, složení, composition",
  ],
  [
    "stock",
    "stock, quantity, qty, inventory, stock quantity, stock level, lagerbestand, bestand, menge, lagermenge, skladem, mnozstvi, množství, pocet kusu, počet kusů, quantite, quantité, cantidad, stock disponible, available quantity, inventory quantity",
  ],
  [
    "availability",
    "availability, availability status, verfugbarkeit, verfügbarkeit, lieferbarkeit, dostupnost, disponibilite, disponibilité, disponibilidad, stock status, in stock, lieferstatus",
  ],
  ["condition", "condition, zustand, stav, etat, état, estado, item condition, condizione"],
  ["model", "model, modell, modele, modèle, modelo, model number, model name, modello, type number, modellnummer"],
  [
    "images",
    "images, additional images, additional image link, additional image links, gallery, galerie, bilder, obrazky, obrázky, photos, pictures, fotos, imagenes, imágenes, image urls, image links, more images, fotografie, zdjecia, zdjęcia",
  ],
  [
    "image",
    "image, image url, image link, image src, img, img url, img src, bild, bild url, bildurl, hauptbild, obrazek, obrázek, obrazek url, obrázek url, photo, picture, foto, imagen, main image, main image url, thumbnail, thumbnail url, featured image, primary image, cover, cover image, picture url, photo url, immagine, zdjecie, zdjęcie",
  ],
  [
    "tags",
    "tags, tag, keywords, keyword, schlagworter, schlagwörter, schlagworte, stichworte, stitky, štítky, klicova slova, klíčová slova, mots cles, mots clés, etiquetas, etichette, labels, tagi",
  ],
  [
    "features",
    "features, feature, merkmale, eigenschaften, vlastnosti, caracteristiques, caractéristiques, caracteristicas, características, highlights, bullet points, key features, specifications, specs, technische daten, parametry, cechy",
  ],
  [
    "short_description",
    "short description, kurzbeschreibung, kratky popis, krátký popis, description courte, descripcion corta, descripción corta, summary, teaser, perex, excerpt, subtitle",
  ],
  [
    "rating",
    "rating, average rating, bewertung, durchschnittsbewertung, hodnoceni, hodnocení, valoracion, valoración, stars, rating value",
  ],
  [
    "review_count",
    "review count, reviews count, number of reviews, reviews, anzahl bewertungen, pocet hodnoceni, počet hodnocení, nombre d avis, rating count",
  ],
  ["vat", "vat, vat rate, tax, tax rate, mwst, mehrwertsteuer, ust, dph, sazba dph, tva, iva"],
  [
    "origin",
    "origin, country of origin, herkunft, herkunftsland, ursprungsland, zeme puvodu, země původu, pays d origine, pays d'origine, pais de origen, país de origen, made in",
  ],
  ["warranty", "warranty, garantie, gewahrleistung, gewährleistung, zaruka, záruka, garantia, garantía, garanzia, gwarancja"],
  ["email", "email, e mail, mail, email address, e mail adresse, contact email, kontakt email"],
  [
    "release_date",
    "release date, erscheinungsdatum, datum vydani, datum vydání, date de sortie, fecha de lanzamiento, launch date, available from",
  ],
  ["gender", "gender, geschlecht, pohlavi, pohlaví, genre, sexo, target gender"],
  [
    "url",
    "url, link, product url, product link, produkt url, produktlink, odkaz, odkaz na produkt, lien, lien produit, enlace, page url, permalink, href, website, source url, canonical url, landing page, deeplink, deep link",
  ],
  [
    "description",
    "description, descriptions, beschreibung, produktbeschreibung, popis, popis produktu, desc, descr, descripcion, descripción, descrizione, beschrijving, opis, long description, details, body, body html, content, produkttext, text, langbeschreibung, description longue",
  ],
  [
    "name",
    "name, title, product name, product title, produktname, produktbezeichnung, bezeichnung, artikelname, artikelbezeichnung, titel, nazev, název, nazev produktu, název produktu, nom, nom du produit, nom produit, nombre, nombre del producto, nombre producto, titre, titulo, título, nazwa, nazwa produktu, nome, naam, item name, item title, product, produkt, produit, producto, heading",
  ],
  ["id", "id, product id, item id, identifier, produkt id, artikel id, external id, handle"],
];

const CONCEPT_RANK = new Map(SYNONYMS.map(([c], i) => [c, i]));
// Close enough to map when nothing closer is there (`image` into an `images` column).
const RELATED = new Set([
  "image~images",
  "images~image",
  "description~short_description",
  "short_description~description",
  "sku~mpn",
  "mpn~sku",
  // A product known only by its barcode (a bookshop's ISBN, a grocer's EAN) is known by it: a SKU
  // column takes it when the source has no code of its own nor a maker's part number.
  "gtin~sku",
  "sku~id",
  "id~sku",
]);

/** `ProductName`, `product-name`, `Název produktu` → tokens, folded. */
function tokensOf(s: string): string[] {
  const spaced = s.replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2").replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2");
  return fold(spaced)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const PHRASES = new Map<string, string>();
for (const [concept, list] of SYNONYMS) {
  for (const phrase of list.split(",")) {
    const key = tokensOf(phrase).join(" ");
    if (key && !PHRASES.has(key)) PHRASES.set(key, concept);
  }
}
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((k) => k.split(" ").length));

// Trailing units and currencies (`price_eur`, `Gewicht kg`) and leading qualifiers (`product_image`).
const UNIT_TOKENS = new Set([
  "eur",
  "usd",
  "gbp",
  "chf",
  "czk",
  "kc",
  "pln",
  "huf",
  "sek",
  "nok",
  "dkk",
  "net",
  "gross",
  "brutto",
  "netto",
  "kg",
  "g",
  "gr",
  "lb",
  "lbs",
  "oz",
  "cm",
  "mm",
  "m",
  "in",
  "inch",
  "ml",
  "l",
  "pct",
  "incl",
  "inkl",
  "vat",
  "mwst",
  "dph",
  "s",
  "bez",
  "ttc",
  "ht",
]);
const QUALIFIERS = new Set([
  "product",
  "produkt",
  "produktu",
  "item",
  "artikel",
  "article",
  "produit",
  "producto",
  "main",
  "primary",
  "default",
  "offer",
  "og",
  "meta",
  "schema",
  "variant",
]);
// German compounds put the head last: `Nettopreis`, `Artikelbeschreibung`, `Produktbild`.
const GERMAN_HEADS: [string, string][] = [
  ["preis", "price"],
  ["beschreibung", "description"],
  ["bilder", "images"],
  ["bild", "image"],
  ["gewicht", "weight"],
  ["farbe", "color"],
  ["kategorie", "category"],
  ["breite", "width"],
  ["hohe", "height"],
  ["hoehe", "height"],
  ["lange", "length"],
  ["laenge", "length"],
  ["tiefe", "depth"],
  ["marke", "brand"],
  ["material", "material"],
];
// Inside a longer name these change the meaning (`image alt`, `image count`).
const NEGATORS = new Set([
  "alt",
  "caption",
  "count",
  "anzahl",
  "format",
  "type",
  "width",
  "height",
  "id",
  "unit",
  "position",
  "sort",
  "order",
  "valid",
  "until",
  "date",
  "datum",
  "time",
]);

type Naming = { full?: string; partial?: { concept: string; length: number } };

function variants(raw: string): string[][] {
  const all = tokensOf(raw);
  const bare = tokensOf(raw.replace(/\([^)]*\)|\[[^\]]*\]/g, " "));
  const out = [all, bare];
  for (const base of [all, bare]) {
    let t = base;
    while (t.length > 1 && UNIT_TOKENS.has(t[t.length - 1])) t = t.slice(0, -1);
    out.push(t);
    let q = t;
    while (q.length > 1 && QUALIFIERS.has(q[0])) q = q.slice(1);
    out.push(q);
  }
  return out.filter((t) => t.length > 0);
}

function naming(raw: string): Naming {
  const vs = variants(raw);
  for (const v of vs) {
    const concept = PHRASES.get(v.join(" "));
    if (concept) return { full: concept };
  }
  const bare = tokensOf(raw.replace(/\([^)]*\)|\[[^\]]*\]/g, " "));
  const tokens = bare.length ? bare : tokensOf(raw);
  let best: { concept: string; length: number } | undefined;
  if (tokens.some((t) => NEGATORS.has(t))) return {};
  if (tokens.length === 1) {
    const head = GERMAN_HEADS.find(([h]) => tokens[0].length > h.length + 2 && tokens[0].endsWith(h));
    return head ? { partial: { concept: head[1], length: 1 } } : {};
  }
  for (let n = Math.min(LONGEST_PHRASE, tokens.length - 1); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const concept = PHRASES.get(tokens.slice(i, i + n).join(" "));
      if (concept && (!best || n > best.length || (n === best.length && CONCEPT_RANK.get(concept)! < CONCEPT_RANK.get(best.concept)!)))
        best = { concept, length: n };
    }
  }
  return best ? { partial: best } : {};
}

type Name = { raw: string; norm: string; variants: Set<string>; naming: Naming };

function describe(raw: string): Name {
  // Names past 200 characters are sentences, not field names: compare only their start.
  const name = raw.slice(0, 200);
  return {
    raw: raw.trim(),
    norm: tokensOf(name).join("_"),
    variants: new Set(variants(name).map((t) => t.join("_"))),
    naming: naming(name),
  };
}

function nameScore(source: Name, key: Name, label: Name | undefined): number {
  if (source.raw === key.raw) return 1000;
  if (source.norm && source.norm === key.norm) return 900;
  if (label && source.raw === label.raw) return 880;
  if (label && source.norm && source.norm === label.norm) return 850;
  if ([...key.variants, ...(label?.variants ?? [])].some((v) => v && source.variants.has(v))) return 800;
  let best = 0;
  const sourceNaming = source.naming;
  for (const c of label ? [key.naming, label.naming] : [key.naming]) {
    const a = sourceNaming.full ?? sourceNaming.partial?.concept;
    const b = c.full ?? c.partial?.concept;
    if (!a || !b) continue;
    const strength = (sourceNaming.full ? 1 : 0) + (c.full ? 1 : 0);
    const length = (sourceNaming.partial?.length ?? 0) + (c.partial?.length ?? 0);
    if (a === b) best = Math.max(best, [400, 500, 700][strength] + Math.min(length, 9));
    else if (RELATED.has(`${a}~${b}`)) best = Math.max(best, 300 + strength * 20);
  }
  return best;
}

const STRONG = new Set(["number", "url", "image", "images", "email", "date", "boolean", "file", "files"]);
// Column type → detected sample type → bonus.
const FIT: Record<string, Record<string, number>> = {
  number: { number: 9 },
  url: { url: 9, image: 6 },
  image: { image: 9, url: 6, images: 4 },
  images: { images: 9, image: 7, url: 5 },
  file: { url: 9, image: 7, images: 4 },
  files: { url: 7, images: 7, image: 7 },
  email: { email: 9 },
  date: { date: 9 },
  boolean: { boolean: 9 },
  enum: { enum: 9, text: 5, boolean: 4 },
  tags: { tags: 9, enum: 5, text: 3 },
  richtext: { richtext: 9, text: 6 },
  json: { json: 9, tags: 3 },
  text: { text: 9, enum: 7, number: 3, richtext: 3 },
};

function shapeScore(columnType: string, detected: string | undefined): number {
  if (!detected) return 0;
  const bonus = FIT[columnType]?.[detected];
  if (bonus !== undefined) return bonus;
  // A clash (URLs or words offered to a number column) demotes the pair: below the threshold for
  // a weak name match, still above it for a synonym of the whole name.
  return STRONG.has(columnType) && (STRONG.has(detected) || detected === "text") ? -200 : 0;
}

const MIN_SCORE = 300;

/** Maps source keys to column keys (see the module comment). `samples` holds values per source key. */
export function mapFields(sourceKeys: string[], columns: MappableColumn[], samples?: Record<string, unknown[]>): Map<string, string> {
  const sources = [...new Set(sourceKeys.filter((k) => typeof k === "string"))];
  const cols = columns.filter((c, i) => c && typeof c.key === "string" && columns.findIndex((d) => d?.key === c.key) === i);
  const sourceNames = sources.map(describe);
  const columnNames = cols.map((c) => ({
    key: describe(c.key),
    label: typeof c.label === "string" && c.label.trim() ? describe(c.label) : undefined,
  }));
  const shapes = sources.map((s) => {
    const values = samples && Object.hasOwn(samples, s) && Array.isArray(samples[s]) ? samples[s].filter((v) => !isEmptyValue(v)) : [];
    if (!values.length) return undefined;
    try {
      return detectColumnType(values).type;
    } catch {
      return undefined; // odd samples only lose the tie-breaker
    }
  });
  const pairs: { score: number; si: number; ci: number }[] = [];
  sources.forEach((_, si) => {
    cols.forEach((c, ci) => {
      const name = nameScore(sourceNames[si], columnNames[ci].key, columnNames[ci].label);
      if (name === 0) return;
      const score = name + shapeScore(c.type, shapes[si]);
      if (score >= MIN_SCORE) pairs.push({ score, si, ci });
    });
  });
  pairs.sort((a, b) => b.score - a.score || a.ci - b.ci || a.si - b.si);
  const result = new Map<string, string>();
  const taken = new Set<number>();
  for (const { si, ci } of pairs) {
    if (result.has(sources[si]) || taken.has(ci)) continue;
    result.set(sources[si], cols[ci].key);
    taken.add(ci);
  }
  return result;
}
