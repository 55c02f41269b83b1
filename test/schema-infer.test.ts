import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inferSchema, type InferredColumn, type InferredSchema } from "../core/schemas/infer.js";

// Pure unit tests: inferSchema does no I/O, so nothing here touches the local stack.

const KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_/]*$/;
/** The spec's ColumnType values. */
const SPEC_COLUMN_TYPES = [
  "text",
  "number",
  "url",
  "email",
  "date",
  "boolean",
  "richtext",
  "runnable",
  "format",
  "enum",
  "tags",
  "image",
  "images",
  "file",
  "files",
  "json",
  "relation",
];

function column(schema: InferredSchema, key: string): InferredColumn {
  const found = schema.columns.find((c) => c.key === key);
  if (!found) throw new Error(`no column ${key} in ${schema.columns.map((c) => c.key).join(", ")}`);
  return found;
}

const typeOf = (schema: InferredSchema, key: string) => column(schema, key).type;

/** A delimited sample from a header and one array of cells per column. */
function table(delimiter: string, header: string[], ...columns: string[][]): string {
  const rows = columns[0].map((_, i) => columns.map((c) => c[i]).join(delimiter));
  return [header.join(delimiter), ...rows].join("\n");
}

const tsv = (header: string[], ...columns: string[][]) => table("\t", header, ...columns);

describe("formats", () => {
  it("reads CSV with a header row and types every column", () => {
    const schema = inferSchema(
      [
        "Name,Price,In stock,Product URL,Contact",
        "Widget,12.50,yes,https://shop.example.com/p/widget,sales@example.com",
        "Gadget,9.99,no,https://shop.example.com/p/gadget,info@example.com",
      ].join("\n"),
    );
    expect(schema.columns).toEqual([
      { key: "name", label: "Name", type: "text", required: true },
      { key: "price", label: "Price", type: "number", required: true },
      { key: "in_stock", label: "In stock", type: "boolean", required: true },
      { key: "product_url", label: "Product URL", type: "url", required: true },
      { key: "contact", label: "Contact", type: "email", required: true },
    ]);
    expect(schema.name).toBe("Product schema (CSV, 5 columns)");
  });

  it("sniffs tab, semicolon and pipe delimiters", () => {
    const header = ["name", "price", "color"];
    const cells = [
      ["A", "B"],
      ["1,5", "2,75"],
      ["red, dark", "blue"],
    ];
    for (const delimiter of ["\t", ";", "|"]) {
      const schema = inferSchema(table(delimiter, header, ...cells));
      expect(
        schema.columns.map((c) => c.key),
        JSON.stringify(delimiter),
      ).toEqual(header);
      expect(typeOf(schema, "price"), JSON.stringify(delimiter)).toBe("number");
    }
    expect(inferSchema(table("\t", header, ...cells)).name).toBe("Product schema (TSV, 3 columns)");
  });

  it("prefers the delimiter the rows agree on over one that merely appears", () => {
    // Commas appear in every line, but only semicolons split every row into the header's width.
    const schema = inferSchema("Name;Description;Preis\nJacke;Warm, weich, leicht;1.299,00 €\nMütze;Rot, blau;12,50 €\n");
    expect(schema.columns.map((c) => c.key)).toEqual(["name", "description", "preis"]);
    expect(column(schema, "preis")).toMatchObject({ type: "number", number_unit: "€" });
  });

  it("reads a markdown pipe table without its edge cells and rule row", () => {
    const schema = inferSchema("| Name | Qty |\n|---|:---:|\n| Bolt | 4 |\n| Nut | 10 |\n");
    expect(schema.columns).toEqual([
      { key: "name", label: "Name", type: "text", required: true },
      { key: "qty", label: "Qty", type: "number", required: true },
    ]);
  });

  it("honours RFC 4180 quoting: delimiters, newlines and doubled quotes inside fields", () => {
    const schema = inferSchema(
      ["sku,title,notes", 'A-1,"Chair, oak","Line one', 'line two"', 'A-2,"The ""Classic"" lamp","plain"', 'A-3,Stool,"a, b; c"'].join(
        "\r\n",
      ),
    );
    expect(schema.columns.map((c) => c.key)).toEqual(["sku", "title", "notes"]);
    expect(schema.columns.every((c) => c.required)).toBe(true);
    expect(typeOf(schema, "title")).toBe("text");
  });

  it("keeps a quote inside an unquoted field literal (inches)", () => {
    const schema = inferSchema(tsv(["screen", "model"], ['6.1"', '6.7"', '5.4"'], ["A", "B", "C"]));
    expect(column(schema, "screen")).toMatchObject({ type: "number", number_unit: '"' });
    expect(inferSchema('screen,model\n6.1",A\n6.7",B\n').columns[0]).toMatchObject({ type: "number", number_unit: '"' });
  });

  it("accepts a header-only line of names but not a sentence", () => {
    const header = inferSchema("name, brand, price, color");
    expect(header.columns.map((c) => c.key)).toEqual(["name", "brand", "price", "color"]);
    expect(header.columns.every((c) => c.type === "text" && !c.required)).toBe(true);
    const prose = inferSchema("A warm jacket, made from recycled wool, perfect for winter.");
    expect(prose.columns).toEqual([{ key: "description", label: "Description", type: "text", required: true }]);
  });

  it("reads a JSON object as one record", () => {
    const schema = inferSchema(JSON.stringify({ title: "Desk", price: 199, tags: ["office", "wood"] }));
    expect(schema.columns).toEqual([
      { key: "title", label: "title", type: "text", required: true },
      { key: "price", label: "price", type: "number", required: true },
      { key: "tags", label: "tags", type: "tags", required: true, tags_values: ["office", "wood"] },
    ]);
    expect(schema.name).toBe("Product schema (JSON, 3 columns)");
  });

  it("reads a JSON array of objects, columns in first-seen order", () => {
    const schema = inferSchema(JSON.stringify([{ a: 1, b: "x" }, { b: "y", c: true }, "ignored", 3]));
    expect(schema.columns.map((c) => [c.key, c.required])).toEqual([
      ["a", false],
      ["b", true],
      ["c", false],
    ]);
  });

  it("unwraps an object holding one array of records beside paging fields, naming the schema after it", () => {
    const schema = inferSchema(JSON.stringify({ products: [{ name: "A" }, { name: "B" }], total: 2, page: 1 }));
    expect(schema.columns.map((c) => c.key)).toEqual(["name"]);
    expect(schema.name).toBe("Products");
    expect(inferSchema(JSON.stringify({ data: { productList: [{ sku: "1" }] } })).name).toBe("Product list");
    expect(inferSchema(JSON.stringify({ product: { sku: "X-1", price: 3 } })).name).toBe("Product");
  });

  it("does not mistake a product with a variants array for a wrapper", () => {
    const schema = inferSchema(JSON.stringify({ name: "Shirt", variants: [{ size: "S" }, { size: "M" }] }));
    expect(schema.columns.map((c) => [c.key, c.type])).toEqual([
      ["name", "text"],
      ["variants", "json"],
    ]);
  });

  it("flattens nested objects one level and keeps deeper or wider ones as json", () => {
    const wide = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const schema = inferSchema(
      JSON.stringify([
        { dimensions: { width: 10, height: 20 }, specs: { power: { watts: 5 } }, extra: wide, mixed: { a: 1 } },
        { dimensions: { width: 11, height: 21, depth: 3 }, specs: { power: { watts: 6 } }, extra: wide, mixed: "x" },
      ]),
    );
    expect(schema.columns.map((c) => [c.key, c.label, c.type, c.required])).toEqual([
      ["dimensions_width", "dimensions width", "number", true],
      ["dimensions_height", "dimensions height", "number", true],
      ["specs_power", "specs power", "json", true],
      ["extra", "extra", "json", true],
      ["mixed", "mixed", "json", true],
      ["dimensions_depth", "dimensions depth", "number", false],
    ]);
  });

  it("reads NDJSON", () => {
    const schema = inferSchema('{"sku":"A","qty":1}\n{"sku":"B","qty":2}\n\n{"sku":"C"}\n');
    expect(schema.columns).toEqual([
      { key: "sku", label: "sku", type: "text", required: true },
      { key: "qty", label: "qty", type: "number", required: false },
    ]);
    expect(schema.name).toBe("Product schema (NDJSON, 2 columns)");
  });

  it("gives zero columns for JSON with no object to read", () => {
    for (const sample of ["[]", "{}", "[1, 2, 3]", '["a", "b"]']) expect(inferSchema(sample).columns, sample).toEqual([]);
  });

  it("reads `Key: value` and `Key = value` text", () => {
    const schema = inferSchema("Product name: Trail Shoe\nWeight = 320 g\nWebsite: https://example.com/shoe\n• Color: Blue");
    expect(schema.columns.map((c) => [c.key, c.label, c.type])).toEqual([
      ["product_name", "Product name", "text"],
      ["weight", "Weight", "number"],
      ["website", "Website", "url"],
      ["color", "Color", "text"],
    ]);
    expect(column(schema, "weight").number_unit).toBe("g");
    expect(schema.name).toBe("Product schema (text, 4 columns)");
  });

  it("splits key-value records on blank lines, `---` and a repeated key", () => {
    const blank = inferSchema("Name: A\nSize: M\n\nName: B\n\nName: C\nSize: L\nSize: XL");
    expect(blank.columns.map((c) => [c.key, c.required])).toEqual([
      ["name", false],
      ["size", false],
    ]);
    const dashes = inferSchema("Name: A\nPrice: 1\n---\nName: B\nPrice: 2\n---\nName: C\nPrice: 3\n---\nName: D\nPrice: 4");
    expect(dashes.columns.map((c) => [c.key, c.type, c.required])).toEqual([
      ["name", "text", true],
      ["price", "number", true],
    ]);
  });

  it("accepts a title line before key-value pairs", () => {
    const schema = inferSchema("Nike Air Max 90\nBrand: Nike\nPrice: 120 €\nColor: White");
    expect(schema.columns.map((c) => [c.key, c.type])).toEqual([
      ["brand", "text"],
      ["price", "number"],
      ["color", "text"],
    ]);
  });

  it("does not take a URL's scheme for a key", () => {
    expect(inferSchema("https://example.com/a\nhttps://example.com/b").columns.map((c) => c.key)).toEqual(["description"]);
  });

  it("continues a key-value line onto following lines", () => {
    const schema = inferSchema("Title: Lamp\nDescription: <p>Warm light</p>\n<p>Dimmable</p>\nPrice: 30");
    expect(schema.columns.map((c) => [c.key, c.type])).toEqual([
      ["title", "text"],
      ["description", "richtext"],
      ["price", "number"],
    ]);
  });

  it("falls back to one description column for unstructured text", () => {
    expect(inferSchema("Just a lovely oak table. Seats six.").columns).toEqual([
      { key: "description", label: "Description", type: "text", required: true },
    ]);
    expect(inferSchema("<p>An <b>oak</b> table</p>").columns[0].type).toBe("richtext");
    expect(inferSchema("{not json at all").columns.map((c) => c.key)).toEqual(["description"]);
  });

  it("returns zero columns for empty or whitespace-only input (the caller answers 422)", () => {
    for (const sample of ["", "   ", "\n\t\r\n", "\uFEFF"]) {
      expect(inferSchema(sample)).toEqual({ name: "Empty schema", columns: [] });
    }
    expect(inferSchema(" ", { name: "Mine" })).toEqual({ name: "Mine", columns: [] });
  });
});

describe("column types", () => {
  it("keeps GTIN/EAN, zip codes with leading zeros and SKU-like codes as text", () => {
    const schema = inferSchema(
      tsv(
        ["ean13", "gtin8", "gtin14", "upc", "zip", "sku", "article"],
        ["4006381333931", "5901234123457", "4006381333948"],
        ["96385074", "00123457", "40123455"],
        ["10012345678902", "00012345678905", "10012345678919"],
        ["036000291452", "012345678905", "036000241457"],
        ["01067", "10115", "80331"],
        ["4711A", "4712B", "4713C"],
        ["AB-1001", "AB-1002", "AB-1003"],
      ),
    );
    for (const c of schema.columns) expect(c.type, c.key).toBe("text");
  });

  it("keeps ordinary integers numeric", () => {
    const schema = inferSchema(tsv(["qty", "year", "postcode"], ["3", "12", "7"], ["2021", "2022", "2024"], ["10115", "80331", "20095"]));
    expect(schema.columns.map((c) => c.type)).toEqual(["number", "number", "number"]);
  });

  it("reads 1/0 as boolean only when both appear and no other number does", () => {
    const schema = inferSchema(
      tsv(
        ["flag", "count", "ones", "words", "mixed"],
        ["1", "0", "1", "0"],
        ["0", "1", "2", "1"],
        ["1", "1", "1", "1"],
        ["Yes", "no", "Y", "N"],
        ["true", "0", "FALSE", "1"],
      ),
    );
    expect(schema.columns.map((c) => c.type)).toEqual(["boolean", "number", "number", "boolean", "boolean"]);
    expect(inferSchema(tsv(["de", "fr"], ["ja", "nein"], ["oui", "non"])).columns.map((c) => c.type)).toEqual(["boolean", "boolean"]);
    expect(inferSchema(JSON.stringify([{ active: true }, { active: false }])).columns[0].type).toBe("boolean");
  });

  it("reads numbers with currencies, units and European or US formatting", () => {
    const schema = inferSchema(
      tsv(
        ["eur", "usd", "weight", "mixed_units", "percent", "grouped", "plain"],
        ["1.299,00 €", "12,50 €", "0,99 €", "3 €"],
        ["$1,299.00", "$12", "$0.50", "USD 5"],
        ["12 kg", "0,5 kg", "1.5kg", "3 kg"],
        ["12 kg", "500 g", "1 kg", "2 lbs"],
        ["15%", "7.5 %", "20%", "0%"],
        ["1 299", "2'000.50", "10,000", "-4"],
        ["1e3", ".5", "−2", "+3.25"],
      ),
    );
    expect(schema.columns.map((c) => [c.key, c.type, c.number_unit])).toEqual([
      ["eur", "number", "€"],
      ["usd", "number", "$"],
      ["weight", "number", "kg"],
      ["mixed_units", "number", undefined], // kg on exactly half: no unit dominates
      ["percent", "number", "%"],
      ["grouped", "number", undefined],
      ["plain", "number", undefined],
    ]);
  });

  it("does not read ranges, dimensions, versions or phone numbers as numbers", () => {
    const schema = inferSchema(
      tsv(
        ["range", "dims", "version", "phone"],
        ["10-20 cm", "5-8 cm"],
        ["10 x 20 cm", "3 x 4 cm"],
        ["1.2.3", "2.0.1"],
        ["+49 30 123456", "+1 555 1234"],
      ),
    );
    for (const c of schema.columns) expect(c.type, c.key).toBe("text");
  });

  it("reads dates in ISO, numeric and named-month forms, and rejects impossible ones", () => {
    const schema = inferSchema(
      tsv(
        ["iso", "numeric", "named", "other", "bad"],
        ["2024-03-01", "2024-03-02T10:00:00Z", "2024-12-31 08:30", "2023-01-01T00:00:00.000+02:00"],
        ["01/03/2024", "31/12/2024", "12/31/2024", "1/2/24"],
        ["March 1, 2024", "1 March 2024", "Mar 3 2024", "Sept 9th, 2021"],
        ["01.03.2024", "1-3-2024", "2024/03/01", "15.08.2023"],
        ["13/13/2024", "2024-02-30", "2024-03-01", "2024-03-02"],
      ),
    );
    expect(schema.columns.map((c) => c.type)).toEqual(["date", "date", "date", "date", "text"]);
  });

  it("tells image URLs from page URLs", () => {
    const schema = inferSchema(
      tsv(
        ["image", "page", "cdn"],
        ["https://cdn.example.com/a.JPG", "https://example.com/p/b.png?w=200", "https://example.com/images/123"],
        ["https://example.com/p/1", "https://example.com/p/2", "https://example.com/about"],
        ["https://img.example.com/x", "https://example.com/a?format=webp", "https://example.com/a.png"],
      ),
    );
    expect(schema.columns.map((c) => c.type)).toEqual(["image", "url", "image"]);
  });

  it("reads several image URLs in a value, or a JSON array of them, as images", () => {
    const schema = inferSchema(
      tsv(
        ["gallery", "sku"],
        [
          "https://a.com/1.jpg, https://a.com/2.jpg",
          "https://a.com/3.png | https://a.com/4.png",
          "https://a.com/5.webp https://a.com/6.webp;https://a.com/7.gif",
          "https://a.com/8.jpg",
        ],
        ["A", "B", "C", "D"],
      ),
    );
    expect(typeOf(schema, "gallery")).toBe("images");
    const json = inferSchema(JSON.stringify([{ pics: ["https://a.com/1.jpg"] }, { pics: ["https://a.com/2.jpg", "https://a.com/3.jpg"] }]));
    expect(typeOf(json, "pics")).toBe("images");
    // A comma inside one URL's query does not split it.
    expect(typeOf(inferSchema(tsv(["img", "sku"], ["https://a.com/x.jpg?crop=1,2", "https://a.com/y.jpg"], ["A", "B"])), "img")).toBe(
      "image",
    );
  });

  it("reads HTML as richtext when any value has a tag", () => {
    const schema = inferSchema(
      JSON.stringify([{ body: "<p>Soft <strong>cotton</strong></p>" }, { body: "Plain text" }, { body: "a < b > c" }]),
    );
    expect(typeOf(schema, "body")).toBe("richtext");
    expect(typeOf(inferSchema(JSON.stringify([{ body: "5 < 7" }, { body: "x > y" }])), "body")).toBe("text");
  });

  it("reads delimited short tokens as tags, listing the sorted distinct values", () => {
    const schema = inferSchema(
      JSON.stringify([
        { colors: "red, Blue", materials: "wool|cotton", features: "waterproof; breathable" },
        { colors: "green, red", materials: "linen", features: "lightweight; packable" },
        { colors: "blue", materials: "wool | silk", features: "breathable" },
      ]),
    );
    expect(column(schema, "colors")).toMatchObject({ type: "tags", tags_values: ["Blue", "blue", "green", "red"] });
    expect(column(schema, "materials")).toMatchObject({ type: "tags", tags_values: ["cotton", "linen", "silk", "wool"] });
    expect(column(schema, "features").tags_values).toEqual(["breathable", "lightweight", "packable", "waterproof"]);
  });

  it("does not read sentences or a lone pair as tags", () => {
    const schema = inferSchema(
      JSON.stringify([
        { desc: "A warm jacket, made for winter. Very cozy", pair: "Soft, warm" },
        { desc: "Light, airy and fresh, ideal for summer.", pair: "red" },
      ]),
    );
    expect(schema.columns.map((c) => c.type)).toEqual(["text", "text"]);
    expect(inferSchema("Features: waterproof, breathable, lightweight").columns[0]).toMatchObject({
      type: "tags",
      tags_values: ["breathable", "lightweight", "waterproof"],
    });
  });

  it("reads JSON arrays of plain values as tags and arrays of objects as json", () => {
    const schema = inferSchema(
      JSON.stringify([{ sizes: [38, 39], docs: [{ url: "x" }], links: ["https://a.com/manual"] }, { sizes: [40] }]),
    );
    expect(column(schema, "sizes")).toMatchObject({ type: "tags", tags_values: ["38", "39", "40"] });
    expect(typeOf(schema, "docs")).toBe("json");
    expect(typeOf(schema, "links")).toBe("json");
  });

  it("reads JSON arrays and objects held in CSV cells", () => {
    const schema = inferSchema('sku;colors;specs\nA;["red","blue"];{"w":1}\nB;["red"];{"w":2}\nC;[];{}\n');
    expect(column(schema, "colors")).toMatchObject({ type: "tags", tags_values: ["blue", "red"], required: false });
    expect(column(schema, "specs")).toMatchObject({ type: "json", required: false });
  });

  it("keeps GTIN-length JSON numbers as text too", () => {
    const schema = inferSchema(
      JSON.stringify([
        { ean: 4006381333931, qty: 4 },
        { ean: 5901234123457, qty: 1 },
      ]),
    );
    expect(schema.columns.map((c) => c.type)).toEqual(["text", "number"]);
  });

  it("reads few repeating values as an enum, with the thresholds at their edges", () => {
    const enumOf = (values: string[]) => inferSchema(JSON.stringify(values.map((v) => ({ v })))).columns[0];
    expect(enumOf(["M", "S", "M", "L", "S", "L"])).toMatchObject({ type: "enum", enum_values: ["L", "M", "S"] });
    expect(enumOf(["new", "used", "new", "used"])).toMatchObject({ type: "enum", enum_values: ["new", "used"] }); // ratio 0.5
    expect(enumOf(["new", "used", "new"]).type).toBe("text"); // fewer than 4 values
    expect(enumOf(["a", "b", "c", "a", "b"]).type).toBe("text"); // 3 distinct of 5 > 0.5
    const eleven = Array.from({ length: 11 }, (_, i) => `v${i}`);
    expect(enumOf([...eleven, ...eleven, ...eleven]).type).toBe("text"); // 11 distinct
    const ten = eleven.slice(0, 10);
    expect(enumOf([...ten, ...ten]).enum_values).toHaveLength(10);
    expect(enumOf(["x".repeat(65), "x".repeat(65), "y", "y"]).type).toBe("text"); // too long to be a choice
  });

  it("treats placeholders as empty for types and required", () => {
    const schema = inferSchema(tsv(["price", "note"], ["12", "N/A", "-", "13"], ["a", "b", "c", "d"]));
    expect(column(schema, "price")).toMatchObject({ type: "number", required: false });
    expect(column(schema, "note").required).toBe(true);
  });

  it("types a column with no values as text", () => {
    const schema = inferSchema("a,b\n1,\n2,\n");
    expect(column(schema, "b")).toEqual({ key: "b", label: "b", type: "text", required: false });
  });
});

describe("keys, labels and required", () => {
  it("normalises headers to valid attribute keys", () => {
    const headers = ["Prix (€) TTC", "Größe", "Café Crème", "__x__", "Weight/Unit", "ÆON Ørsted", "İstanbul", "3D model"];
    const schema = inferSchema(`${headers.join("\t")}\n${headers.map(() => "v").join("\t")}`);
    expect(schema.columns.map((c) => c.key)).toEqual([
      "prix_ttc",
      "grosse",
      "cafe_creme",
      "x",
      "weight_unit",
      "aeon_orsted",
      "istanbul",
      "3d_model",
    ]);
    expect(schema.columns.map((c) => c.label)).toEqual(headers);
  });

  it("names columns without a usable header col_<position> and labels them from the key", () => {
    const schema = inferSchema(",名前,!!!,name\n1,2,3,4\n");
    expect(schema.columns.map((c) => [c.key, c.label])).toEqual([
      ["col_1", "Col 1"],
      ["col_2", "名前"],
      ["col_3", "!!!"],
      ["name", "name"],
    ]);
  });

  it("cuts keys to 64 characters and de-duplicates with _2, _3 within that limit", () => {
    const long = "Very long header ".repeat(8);
    const schema = inferSchema(`${[long, long, "Name", "name", "NAME", "name_2"].join("\t")}\na\tb\tc\td\te\tf`);
    const keys = schema.columns.map((c) => c.key);
    expect(keys[0]).toBe("very_long_header_".repeat(4).slice(0, 64).replace(/_+$/, ""));
    expect(keys[1]).toHaveLength(64);
    expect(keys[1].endsWith("_2")).toBe(true);
    expect(keys.slice(2)).toEqual(["name", "name_2", "name_3", "name_2_2"]);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(64);
  });

  it("stays within a schema's bounds: at most 500 columns, labels of at most 200 characters", () => {
    const many = inferSchema(Array.from({ length: 800 }, (_, i) => `c${i}`).join(","));
    expect(many.columns).toHaveLength(500);
    expect(many.columns.at(-1)?.key).toBe("c499");
    const long = inferSchema(`${"Header ".repeat(60)},b\n1,2`);
    expect(long.columns[0].label).toHaveLength(200);
  });

  it("collapses whitespace in labels", () => {
    const schema = inferSchema('"  Product\n name  ",price\nA,1\n');
    expect(column(schema, "product_name").label).toBe("Product name");
  });

  it("marks required only where every record has a value", () => {
    // The short row (4 of 5 rows have the header's width) lacks c.
    const schema = inferSchema("a,b,c,d\n1,x,,k\n2,,y,k\n3,z,w,k\n4,q,r,k\n5,s\n");
    expect(schema.columns.map((c) => [c.key, c.required])).toEqual([
      ["a", true],
      ["b", false],
      ["c", false],
      ["d", false],
    ]);
    expect(inferSchema("a,b\n").columns.every((c) => !c.required)).toBe(true); // no records
  });
});

/** The spec: sample_data is truncated to 5,000 characters. */
const LIMIT = 5000;

describe("truncation to 5,000 characters", () => {
  it("reads the first 5,000 characters and nothing after them", () => {
    const head = `name,price\n${Array.from({ length: 100 }, (_, i) => `Item ${i},${i}`).join("\n")}\n`;
    /** `head`, then a row padded so that the text is `length` characters long. */
    const upTo = (length: number) => `${head}Filler ${"x".repeat(length - head.length - "Filler ,1\n".length)},1\n`;
    const bad = "Bad,not a price\n";
    const within = upTo(LIMIT - bad.length) + bad; // the bad row's line break is the 5,000th character
    expect(within).toHaveLength(LIMIT);
    expect(typeOf(inferSchema(within), "price")).toBe("text");
    expect(typeOf(inferSchema(`${within}Item 100,100\n`), "price")).toBe("text");
    expect(typeOf(inferSchema(upTo(LIMIT) + bad), "price")).toBe("number");
  });

  it("ignores everything past the limit", () => {
    const head = `name\tprice\n${Array.from({ length: 600 }, (_, i) => `Item ${i}\t${i}`).join("\n")}`;
    expect(head.length).toBeGreaterThan(LIMIT);
    const tail = "\nBad row\tnot a number\textra\textra";
    expect(inferSchema(head + tail)).toEqual(inferSchema(head));
    expect(typeOf(inferSchema(head + tail), "price")).toBe("number");
  });

  it("drops a CSV line the cut went through", () => {
    const rows = Array.from({ length: 400 }, (_, i) => `Widget ${i},${(i * 1.25).toFixed(2)},yes,Red`);
    const sample = `name,price,in_stock,color\n${rows.join("\n")}`;
    expect(sample.length).toBeGreaterThan(LIMIT);
    expect(sample[LIMIT - 1]).not.toBe("\n"); // the cut is mid-line
    const schema = inferSchema(sample);
    expect(schema.columns.map((c) => [c.key, c.type, c.required])).toEqual([
      ["name", "text", true],
      ["price", "number", true],
      ["in_stock", "boolean", true],
      ["color", "enum", true],
    ]);
  });

  it("drops a record whose quoted field the cut went through", () => {
    const rows = Array.from({ length: 10 }, (_, i) => `${i},"short, note",Red`);
    const sample = `id,notes,color\n${rows.join("\n")}\n11,"${"very long note, ".repeat(400)}",Blue\n`;
    const schema = inferSchema(sample);
    expect(schema.columns.map((c) => c.required)).toEqual([true, true, true]);
    expect(column(schema, "color")).toMatchObject({ type: "enum", enum_values: ["Red"] });
  });

  it("keeps the complete leading objects of a cut JSON array or wrapper", () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ sku: `S-${i}`, price: i + 0.5, active: i % 2 === 0 }));
    const array = JSON.stringify(items, null, 2);
    const wrapped = JSON.stringify({ total: 120, products: items });
    for (const sample of [array, wrapped]) {
      expect(sample.length).toBeGreaterThan(LIMIT);
      const schema = inferSchema(sample);
      expect(schema.columns.map((c) => [c.key, c.type, c.required])).toEqual([
        ["sku", "text", true],
        ["price", "number", true],
        ["active", "boolean", true],
      ]);
    }
    expect(inferSchema(wrapped).name).toBe("Products");
  });

  it("keeps the complete members of a cut JSON object", () => {
    const sample = JSON.stringify({ name: "Lamp", price: 30, description: "bright ".repeat(1000) });
    expect(inferSchema(sample).columns.map((c) => [c.key, c.type])).toEqual([
      ["name", "text"],
      ["price", "number"],
    ]);
  });

  it("drops the NDJSON line the cut went through", () => {
    const sample = Array.from({ length: 200 }, (_, i) => JSON.stringify({ id: `a${i}`, qty: i, note: "x" })).join("\n");
    const schema = inferSchema(sample);
    expect(schema.columns.map((c) => [c.key, c.required])).toEqual([
      ["id", true],
      ["qty", true],
      ["note", true],
    ]);
    expect(schema.name).toBe("Product schema (NDJSON, 3 columns)");
  });

  it("drops the key-value record the cut went through", () => {
    const records = Array.from({ length: 120 }, (_, i) => `Name: Item ${i}\nPrice: ${i} €\nColor: Red`);
    const schema = inferSchema(records.join("\n\n"));
    expect(schema.columns.map((c) => [c.key, c.required])).toEqual([
      ["name", true],
      ["price", true],
      ["color", true],
    ]);
  });

  it("does not leave half a surrogate pair at the cut", () => {
    const sample = `${"a".repeat(LIMIT - 1)}😀tail`;
    const [only] = inferSchema(sample).columns;
    expect(only.key).toBe("description");
  });
});

describe("names", () => {
  it("uses the given name trimmed", () => {
    expect(inferSchema("a,b\n1,2", { name: "  Shoes  " }).name).toBe("Shoes");
    expect(inferSchema("a,b\n1,2", { name: "   " }).name).toBe("Product schema (CSV, 2 columns)");
  });

  it("generates a short name from the content", () => {
    expect(inferSchema("Color: red").name).toBe("Product schema (text, 1 column)");
    expect(inferSchema(JSON.stringify({ shoe_catalog: [{ a: 1 }] })).name).toBe("Shoe catalog");
    expect(inferSchema("").name).toBe("Empty schema");
  });
});

describe("determinism and robustness", () => {
  const samples = [
    "name,price,color\nA,1,red\nB,2,blue\nC,3,red\nD,4,red\n",
    JSON.stringify({
      items: [
        { tags: ["b", "a"], size: "M" },
        { tags: ["c"], size: "M" },
      ],
    }),
    "Name: A\nTags: x, y, z\n\nName: B\nTags: y, z",
  ];

  it("returns the same schema for the same input", () => {
    for (const sample of samples) expect(inferSchema(sample)).toEqual(inferSchema(sample));
  });

  it("stays fast on adversarial input", () => {
    const nasty = [
      "1".repeat(6000),
      "a,".repeat(3000),
      "[".repeat(6000),
      "[{},".repeat(2000),
      '{"a":'.repeat(1200),
      "<a ".repeat(2000),
      `x@${"b.".repeat(3000)}`,
      `${"a".repeat(39)}: ${"b".repeat(5000)}`,
      `"${"\n".repeat(5000)}`,
      `https://a.com/x.jpg,${" ".repeat(20)}`.repeat(300),
    ];
    const started = performance.now();
    for (const sample of nasty) inferSchema(sample);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("never throws and always yields valid, unique keys and known types", () => {
    const csvish = fc
      .tuple(
        fc.constantFrom(",", ";", "\t", "|"),
        fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 6 }), { maxLength: 12 }),
      )
      .map(([d, rows]) => rows.map((r) => r.join(d)).join("\n"));
    const kvish = fc
      .array(fc.tuple(fc.string({ maxLength: 15 }), fc.string({ maxLength: 20 }), fc.constantFrom(": ", " = ", "\n\n")))
      .map((pairs) => pairs.map(([k, v, sep]) => `${k}${sep}${v}`).join("\n"));
    const sample = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.json({ maxDepth: 4 }),
      csvish,
      kvish,
      fc.string({ unit: fc.constantFrom(",", ";", '"', "\n", "{", "}", "[", "]", ":", "a", "1", "0", " "), maxLength: 200 }),
      fc.json({ maxDepth: 3 }).map((j) => j.repeat(1 + Math.ceil(LIMIT / Math.max(1, j.length)))),
    );
    fc.assert(
      fc.property(sample, fc.option(fc.string({ maxLength: 20 }), { nil: undefined }), (text, name) => {
        const schema = inferSchema(text, { name });
        const keys = schema.columns.map((c) => c.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const c of schema.columns) {
          expect(c.key).toMatch(KEY_PATTERN);
          expect(c.key.length).toBeLessThanOrEqual(64);
          expect(c.label.trim()).not.toBe("");
          expect(SPEC_COLUMN_TYPES).toContain(c.type);
          expect(typeof c.required).toBe("boolean");
        }
        expect(schema.name.trim()).not.toBe("");
        expect(inferSchema(text, { name })).toEqual(schema);
      }),
      { numRuns: 400 },
    );
  });
});
