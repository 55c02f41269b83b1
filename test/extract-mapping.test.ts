import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mapFields, type MappableColumn } from "../core/extract/mapping.js";
import { DEFAULT_PRODUCT_COLUMNS } from "../core/schemas/default-product.js";

// Pure unit tests: nothing here touches the local stack.

const PRODUCT: MappableColumn[] = DEFAULT_PRODUCT_COLUMNS.flatMap((c) =>
  c.kind === "helper" ? [{ key: c.key, label: c.label, type: c.type }] : [],
);
const EXTENDED: MappableColumn[] = [
  ...PRODUCT,
  { key: "sku", label: "SKU", type: "text" },
  { key: "gtin", label: "GTIN", type: "text" },
  { key: "color", label: "Color", type: "text" },
  { key: "weight", label: "Weight", type: "number" },
  { key: "images", label: "Gallery", type: "images" },
];

const mapped = (sources: string[], columns = EXTENDED, samples?: Record<string, unknown[]>) =>
  Object.fromEntries(mapFields(sources, columns, samples));

describe("mapFields by name", () => {
  it("matches exact keys first", () => {
    expect(mapped(["name", "price", "url"])).toEqual({ name: "name", price: "price", url: "url" });
  });

  it("matches keys normalised for case, accents, separators and camelCase", () => {
    expect(mapped(["ImageUrl", "PRICE", "Brand "], PRODUCT)).toEqual({ ImageUrl: "image_url", PRICE: "price", "Brand ": "brand" });
    expect(mapped(["image-url"], PRODUCT)).toEqual({ "image-url": "image_url" });
    expect(mapped(["net weight"], [{ key: "net_weight", label: "Weight (net)", type: "number" }])).toEqual({ "net weight": "net_weight" });
  });

  it("matches labels", () => {
    const columns = [
      { key: "attr_17", label: "Nettogewicht (kg)", type: "number" },
      { key: "attr_18", label: "Pflegehinweis", type: "text" },
    ];
    expect(mapped(["Pflegehinweis", "Nettogewicht"], columns)).toEqual({ Pflegehinweis: "attr_18", Nettogewicht: "attr_17" });
  });

  const synonyms: [string, string][] = [
    ["Produktname", "name"],
    ["Název", "name"],
    ["nom du produit", "name"],
    ["Nombre", "name"],
    ["title", "name"],
    ["Product Title", "name"],
    ["Preis (EUR)", "price"],
    ["cena", "price"],
    ["Prix TTC", "price"],
    ["precio", "price"],
    ["price_eur", "price"],
    ["Verkaufspreis brutto", "price"],
    ["Nettopreis", "price"],
    ["Artikelnummer", "sku"],
    ["Article number", "sku"],
    ["item no.", "sku"],
    ["kód", "sku"],
    ["EAN13", "gtin"],
    ["UPC", "gtin"],
    ["barcode", "gtin"],
    ["EAN-Code", "gtin"],
    ["Marke", "brand"],
    ["značka", "brand"],
    ["marque", "brand"],
    ["Hersteller", "brand"],
    ["manufacturer", "brand"],
    ["Brand name", "brand"],
    ["Beschreibung", "description"],
    ["popis", "description"],
    ["desc", "description"],
    ["Artikelbeschreibung", "description"],
    ["Bild", "image_url"],
    ["obrázek", "image_url"],
    ["photo", "image_url"],
    ["main_image_url", "image_url"],
    ["Picture", "image_url"],
    ["Kategorie", "category"],
    ["catégorie", "category"],
    ["Category name", "category"],
    ["Farbe", "color"],
    ["barva", "color"],
    ["couleur", "color"],
    ["colour", "color"],
    ["Gewicht", "weight"],
    ["hmotnost", "weight"],
    ["poids", "weight"],
    ["Weight (kg)", "weight"],
    ["Produkt-URL", "url"],
    ["link", "url"],
    ["odkaz", "url"],
    ["Merkmale", "features"],
    ["bullet points", "features"],
    ["Bilder", "images"],
    ["additional images", "images"],
  ];
  for (const [source, column] of synonyms) {
    it(`maps ${JSON.stringify(source)} to ${column} by synonym`, () => {
      expect(mapped([source])).toEqual({ [source]: column });
    });
  }

  it("prefers the more specific concept inside a longer name", () => {
    expect(mapped(["price currency"], [...PRODUCT, { key: "currency", label: "Currency", type: "text" }])).toEqual({
      "price currency": "currency",
    });
    expect(mapped(["image alt text", "image count"], PRODUCT)).toEqual({});
  });

  it("falls back to a related column: an image source into an images column", () => {
    expect(mapped(["image"], [{ key: "gallery", label: "Gallery", type: "images" }])).toEqual({ image: "gallery" });
  });

  it("falls back to a barcode for a SKU column when the source has no code of its own nor a maker's part number", () => {
    const sku: MappableColumn[] = [{ key: "sku", label: "SKU", type: "text" }];
    // A bookshop's page: its ISBN is the only code it prints.
    expect(mapped(["name", "gtin"], sku)).toEqual({ gtin: "sku" });
    expect(mapped(["Title", "ISBN"], sku)).toEqual({ ISBN: "sku" });
    // A code of its own, or a maker's part number, is closer.
    expect(mapped(["sku", "gtin"], sku)).toEqual({ sku: "sku" });
    expect(mapped(["mpn", "gtin"], sku)).toEqual({ mpn: "sku" });
    // A schema with a barcode column of its own keeps it there.
    expect(mapped(["gtin"], [...sku, { key: "gtin", label: "GTIN", type: "text" }])).toEqual({ gtin: "gtin" });
  });

  it("maps the HTML extractor's product fields onto the default product schema", () => {
    const sources = [
      "name",
      "description",
      "brand",
      "sku",
      "gtin",
      "price",
      "currency",
      "price_valid_until",
      "availability",
      "images",
      "url",
      "category",
      "weight",
      "weight_unit",
      "rating",
    ];
    const samples = { images: [["https://cdn.example.com/a.jpg", "https://cdn.example.com/b.jpg"]], price_valid_until: ["2025-12-31"] };
    expect(mapped(sources, PRODUCT, samples)).toEqual({
      name: "name",
      description: "description",
      brand: "brand",
      price: "price",
      images: "image_url",
      url: "url",
      category: "category",
    });
    // Without a `price` source, a date that merely mentions price stays unmapped.
    expect(mapped(["price_valid_until"], PRODUCT, samples)).toEqual({});
  });

  it("leaves unknown sources unmapped", () => {
    expect(mapped(["foo", "Pflegehinweis", "x_17"], PRODUCT)).toEqual({});
    expect(mapped([], PRODUCT)).toEqual({});
    expect(mapped(["name"], [])).toEqual({});
  });
});

describe("mapFields assignment", () => {
  it("gives each column one source and each source one column, best evidence first", () => {
    // `name` is exact; `title` and `Produktname` are only synonyms and stay unmapped.
    expect(mapped(["title", "Produktname", "name"], PRODUCT)).toEqual({ name: "name" });
    // Two synonym sources: the first one listed wins the tie.
    expect(mapped(["Marke", "Hersteller"], PRODUCT)).toEqual({ Marke: "brand" });
  });

  it("uses value shape to break ties and to demote a clash", () => {
    const samples = { Preis: ["auf Anfrage", "ab Lager"], Price: ["12,90 €", "1.299,00 €"] };
    expect(mapped(["Preis", "Price"], PRODUCT, samples)).toEqual({ Price: "price" });
    const photos = { photo: ["front view", "side view"], picture: ["https://cdn.example.com/a.jpg", "https://cdn.example.com/b.jpg"] };
    expect(mapped(["photo", "picture"], PRODUCT, photos)).toEqual({ picture: "image_url" });
    // Without samples the first listed wins.
    expect(mapped(["photo", "picture"], PRODUCT)).toEqual({ photo: "image_url" });
  });

  it("is deterministic and one-to-one for any input", () => {
    const pool = [
      "name",
      "Name",
      "title",
      "Produktname",
      "price",
      "Preis",
      "cena",
      "brand",
      "Marke",
      "image",
      "Bild",
      "photo",
      "url",
      "link",
      "EAN",
      "sku",
      "Artikelnummer",
      "colour",
      "Farbe",
      "weight",
      "x",
      "description",
      "Beschreibung",
      "ImageURL",
      "Kategorie",
    ];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...pool), { maxLength: 15 }), fc.subarray(EXTENDED), (sources, columns) => {
        const a = mapFields(sources, columns);
        expect([...mapFields(sources, columns)]).toEqual([...a]);
        const targets = [...a.values()];
        expect(new Set(targets).size).toBe(targets.length);
        for (const [s, c] of a) {
          expect(sources).toContain(s);
          expect(columns.map((x) => x.key)).toContain(c);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on odd keys and samples", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string()),
        fc.array(fc.record({ key: fc.string(), label: fc.string(), type: fc.constantFrom("text", "number", "url", "image") })),
        fc.dictionary(fc.string(), fc.array(fc.anything())),
        (sources, columns, samples) => {
          mapFields(sources, columns, samples);
        },
      ),
      { numRuns: 300 },
    );
  });
});
