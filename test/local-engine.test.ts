import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiEngine, EnrichRequest, SearchRequest } from "../core/ai/engine.js";
import { createLocalEngine } from "../core/ai/local/index.js";
import { touchCorpus } from "../core/corpus/revision.js";
import { loadCorpus, type CorpusDoc, type CorpusSource } from "../core/ai/local/corpus.js";
import type { Column } from "../core/schemas/schemas.js";
import { api, newCompany } from "./helpers.js";

type Co = Awaited<ReturnType<typeof newCompany>>;

const col = (key: string, label: string, type: Column["type"]): Column => ({
  attribute_id: null,
  kind: "helper",
  key,
  label,
  type,
  required: false,
  description: null,
  enum_values: null,
  tags_values: null,
  allow_custom_values: true,
  format_output_type: null,
  number_config: null,
  image_config: null,
  prompt: null,
});

const LAMP_HTML = `<!doctype html><html lang="en"><head><title>Aurora Desk Lamp | Lumina Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Aurora Desk Lamp",
"brand":{"@type":"Brand","name":"Lumina"},"gtin13":"5901234123457","sku":"LUM-AUR-1",
"description":"A warm LED desk lamp with a brass arm.",
"offers":{"@type":"Offer","price":"49.90","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>
</head><body><h1>Aurora Desk Lamp</h1><p>A warm LED desk lamp with a brass arm.</p></body></html>`;

const QUIET_HTML = LAMP_HTML.replace(/Aurora Desk Lamp/g, "Quiet Lamp");
const FEED_JSON = JSON.stringify([{ title: "Birch Stool", ean: "96385074", price: "19.90 EUR" }], null, 2);

let engine: AiEngine;
let a: Co;
let b: Co;
let empty: Co;
let tableA: string;
let rowIds: string[];
let server: Server;
let base: string;
const hits = new Map<string, number>();

const search = (co: Co, query: string, columns: Column[], maxResults = 7) =>
  engine.search({ companyId: co.id, query, columns, maxResults, model: "auto" } satisfies SearchRequest);

const enrich = (co: Co, items: Record<string, unknown>[], extra: Partial<EnrichRequest> = {}) =>
  engine.enrich({
    companyId: co.id,
    items: items.map((data) => ({ data })),
    columns: ENRICH_COLUMNS,
    model: "auto",
    thinking: "medium",
    webSearch: true,
    ...extra,
  });

const ENRICH_COLUMNS = [
  col("name", "Name", "text"),
  col("brand", "Brand", "text"),
  col("gtin", "GTIN", "text"),
  col("price", "Price", "number"),
  col("currency", "Currency", "text"),
  col("url", "URL", "url"),
  col("description", "Description", "text"),
];

async function productTable(co: Co, name: string, rows: Record<string, unknown>[]) {
  const schema = await api("/schemas", co.key, {
    method: "POST",
    body: {
      name: `${name} schema`,
      columns: [
        { key: "name", label: "Name", type: "text" },
        { key: "brand", label: "Brand", type: "text" },
        { attribute_key: "gtin" },
        { key: "sku", label: "SKU", type: "text" },
        { key: "price", label: "Price", type: "number" },
        { key: "description", label: "Description", type: "text" },
        { key: "url", label: "URL", type: "url" },
      ],
    },
  });
  expect(schema.status).toBe(201);
  // One line of text extracts no rows, whichever worker picks the table up; rows come from the API.
  const table = await api("/tables", co.key, { method: "POST", body: { schema_id: schema.json.id, name, source_text: "placeholder" } });
  expect(table.status).toBe(201);
  const inserted = await api(`/tables/${table.json.id}/rows`, co.key, { method: "POST", body: { rows } });
  expect(inserted.status).toBe(201);
  return { tableId: table.json.id as string, rowIds: (inserted.json.data as { id: string }[]).map((r) => r.id) };
}

beforeAll(async () => {
  engine = createLocalEngine();
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const pages: Record<string, [string, string]> = {
      "/p/lamp.html": [LAMP_HTML, "text/html; charset=utf-8"],
      "/p/quiet.html": [QUIET_HTML, "text/html; charset=utf-8"],
      "/p/feed.json": [FEED_JSON, "application/json"],
    };
    const page = pages[path];
    if (!page) return void res.writeHead(404).end("not found");
    res.writeHead(200, { "content-type": page[1] }).end(page[0]);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  [a, b, empty] = await Promise.all([newCompany(), newCompany(), newCompany()]);
  for (const co of [a, b]) await api("/attributes", co.key, { method: "POST", body: { key: "gtin", label: "GTIN", type: "text" } });
  ({ tableId: tableA, rowIds } = await productTable(a, "Catalog", [
    {
      name: "Oak Dining Table",
      brand: "Nordwood",
      gtin: "4006381333931",
      sku: "NW-OAK-180",
      price: 899,
      description: "Solid oak dining table that seats six",
      url: "https://shop.example/oak-dining-table",
    },
    { name: "Pine Side Table", brand: "Nordwood", sku: "NW-PINE-50", price: 129, description: "Small side table in pine" },
    { name: "Oak Chair", brand: "Nordwood", sku: "NW-OAK-CH", price: 149, description: "Dining chair in solid oak" },
  ]));
  await productTable(b, "B catalog", [{ name: "Walnut Writing Desk", brand: "Hallmark Wood", price: 640 }]);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

const rowPath = (i: number) => `/api/v1/tables/${tableA}/rows/${rowIds[i]}`;

describe("local engine: search", () => {
  const columns = [col("name", "Name", "text"), col("price", "Price", "number"), col("color", "Colour", "text")];

  it("ranks the better match first and maps each hit to exactly the requested columns", async () => {
    const { results, usage } = await search(a, "oak dining table", columns);
    expect(usage).toEqual({ engine: "local", model: null, input_tokens: 0, output_tokens: 0 });
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results[0]).toEqual({
      data: { name: "Oak Dining Table", price: 899, color: null },
      source_url: rowPath(0),
      source_title: "Catalog, row 0",
      confidence: expect.any(Number),
    });
    for (const r of results) {
      expect(Object.keys(r.data).sort()).toEqual(["color", "name", "price"]);
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(results[0].confidence).toBeGreaterThan(results[1].confidence);
    expect((await search(a, "oak dining table", columns, 1)).results).toHaveLength(1);
  });

  it("tolerates typos in words and finds codes written with or without padding and separators", async () => {
    expect((await search(a, "oak dinning tabel", columns)).results[0].source_url).toBe(rowPath(0));
    for (const q of ["4006381333931", "04006381333931", "NW-OAK-180", "nwoak180"]) {
      const [first] = (await search(a, q, columns)).results;
      expect(first.source_url, q).toBe(rowPath(0));
      expect(first.confidence, q).toBe(0.95);
    }
    // A barcode one digit off is another product, not a typo.
    expect((await search(a, "4006381333932", columns)).results).toEqual([]);
  });

  it("returns nothing rather than inventing: no match, or a company with no data", async () => {
    expect((await search(a, "zeppelin", columns)).results).toEqual([]);
    expect((await search(a, "the of for", columns)).results).toEqual([]);
    expect((await search(empty, "oak dining table", columns)).results).toEqual([]);
  });

  it("never shows one company's data to another", async () => {
    expect((await search(b, "oak dining table", columns)).results).toEqual([]);
    const own = (await search(b, "walnut desk", columns)).results;
    expect(own).toHaveLength(1);
    expect(own[0].data.name).toBe("Walnut Writing Desk");
    expect((await search(a, "walnut desk", columns)).results).toEqual([]);
  });

  it("sees rows added after the index was built once touchCorpus was called", async () => {
    expect((await search(a, "teak bench", columns)).results).toEqual([]);
    const added = await api(`/tables/${tableA}/rows`, a.key, {
      method: "POST",
      body: { rows: [{ name: "Teak Garden Bench", price: 310 }] },
    });
    expect(added.status).toBe(201);
    await touchCorpus(a.id);
    const [first] = (await search(a, "teak bench", columns)).results;
    expect(first.data).toEqual({ name: "Teak Garden Bench", price: 310, color: null });
    expect(first.source_url).toBe(`/api/v1/tables/${tableA}/rows/${added.json.data[0].id}`);
  });

  it("indexes the newest documents across sources, up to the bound", async () => {
    const doc = (id: string, updatedAt: string): CorpusDoc => ({
      id,
      kind: "row",
      record: {},
      text: id,
      sourceUrl: id,
      sourceTitle: id,
      updatedAt,
    });
    const source = (docs: CorpusDoc[]): CorpusSource => ({ name: "fake", load: async (_c, limit) => docs.slice(0, limit) });
    const rows = source([doc("r3", "2026-01-03"), doc("r1", "2026-01-01")]);
    const pages = source([doc("p4", "2026-01-04"), doc("p2", "2026-01-02")]);
    expect((await loadCorpus("any", [rows, pages], 3)).map((d) => d.id)).toEqual(["p4", "r3", "p2"]);
  });
});

describe("local engine: enrich", () => {
  it("fills missing fields from the item's page, citing text that is really in the page", async () => {
    const url = `${base}/p/lamp.html`;
    const { items, usage } = await enrich(a, [{ url }]);
    expect(usage.engine).toBe("local");
    const [item] = items;
    expect(item.data).toEqual({
      name: "Aurora Desk Lamp",
      brand: "Lumina",
      gtin: "5901234123457",
      price: 49.9,
      currency: "EUR",
      url,
      description: "A warm LED desk lamp with a brass arm.",
    });
    const fields = item.basis!.map((e) => e.field).sort();
    expect(fields).toEqual(["brand", "currency", "description", "gtin", "name", "price"]);
    for (const entry of item.basis!) {
      expect(entry.confidence).toBe("high");
      expect(entry.citations.length).toBeGreaterThan(0);
      for (const c of entry.citations) {
        expect(c.url).toBe(url);
        expect(c.title).toBe("Aurora Desk Lamp | Lumina Shop");
        expect(LAMP_HTML).toContain(c.excerpt);
      }
    }
    expect(item.basis!.find((e) => e.field === "price")!.citations[0].excerpt).toBe("49.90");
  });

  it("reads non-HTML documents with the record parsers, citing the line each value is on", async () => {
    const url = `${base}/p/feed.json`;
    const [item] = (await enrich(a, [{ url }])).items;
    expect(item.data).toMatchObject({ name: "Birch Stool", gtin: "96385074", price: 19.9, currency: "EUR", brand: null });
    for (const entry of item.basis!) {
      for (const c of entry.citations) {
        expect(c.url).toBe(url);
        expect(FEED_JSON).toContain(c.excerpt);
      }
    }
    // EUR is not a field of the feed: it follows from the price as written there.
    expect(item.basis!.find((e) => e.field === "currency")).toMatchObject({
      confidence: "medium",
      citations: [{ excerpt: '"price": "19.90 EUR"' }],
    });
  });

  it("makes fetched pages searchable", async () => {
    const { results } = await search(a, "aurora lamp", [
      col("name", "Name", "text"),
      col("brand", "Brand", "text"),
      col("url", "URL", "url"),
    ]);
    expect(results[0]).toMatchObject({
      data: { name: "Aurora Desk Lamp", brand: "Lumina", url: `${base}/p/lamp.html` },
      source_url: `${base}/p/lamp.html`,
      source_title: "Aurora Desk Lamp | Lumina Shop",
    });
    // Pages are company data too: another company never sees them.
    expect((await search(b, "aurora lamp", [col("name", "Name", "text")])).results).toEqual([]);
  });

  it("keeps the caller's values: a contradicting source is reported with low confidence", async () => {
    const [item] = (await enrich(a, [{ url: `${base}/p/lamp.html`, name: "My Reading Lamp", price: "49,90 €" }])).items;
    expect(item.data.name).toBe("My Reading Lamp");
    expect(item.data.price).toBe("49,90 €");
    const name = item.basis!.find((e) => e.field === "name")!;
    expect(name.confidence).toBe("low");
    expect(name.reasoning).toMatch(/Kept your value/);
    expect(name.citations[0].excerpt).toBe("Aurora Desk Lamp");
    const price = item.basis!.find((e) => e.field === "price")!;
    expect(price.confidence).toBe("high");
    expect(price.reasoning).toMatch(/confirmed/);
    expect(item.data.brand).toBe("Lumina");
  });

  it("fills from a row of the company's data with the same GTIN, citing the row", async () => {
    const [item] = (await enrich(a, [{ gtin: "04006381333931" }])).items;
    expect(item.data).toEqual({
      name: "Oak Dining Table",
      brand: "Nordwood",
      gtin: "04006381333931",
      price: 899,
      currency: null,
      url: "https://shop.example/oak-dining-table",
      description: "Solid oak dining table that seats six",
    });
    const name = item.basis!.find((e) => e.field === "name")!;
    expect(name).toMatchObject({
      confidence: "high",
      citations: [{ url: rowPath(0), title: "Catalog, row 0", excerpt: "Oak Dining Table" }],
    });
    expect(item.basis!.find((e) => e.field === "price")!.citations[0].excerpt).toBe("899");
  });

  it("fills from a row with the same name with medium confidence", async () => {
    const [item] = (await enrich(a, [{ name: "chair, oak" }])).items;
    expect(item.data.price).toBe(149);
    expect(item.basis!.find((e) => e.field === "price")).toMatchObject({ confidence: "medium", citations: [{ url: rowPath(2) }] });
  });

  it("does not fill from a page whose product has another GTIN; reports the conflict", async () => {
    const [item] = (await enrich(a, [{ url: `${base}/p/lamp.html`, gtin: "4006381333931" }])).items;
    expect(item.data.gtin).toBe("4006381333931");
    const gtin = item.basis!.find((e) => e.field === "gtin")!;
    expect(gtin.confidence).toBe("low");
    expect(gtin.reasoning).toMatch(/Kept your value.*5901234123457/);
    expect(gtin.citations).toEqual([{ url: `${base}/p/lamp.html`, title: "Aurora Desk Lamp | Lumina Shop", excerpt: "5901234123457" }]);
    // The row with that GTIN is the product: its values, never the lamp's.
    expect(item.data.name).toBe("Oak Dining Table");
    expect(item.data.brand).toBe("Nordwood");
  });

  it("derives a currency from the price string and a brand the name starts with", async () => {
    const [item] = (await enrich(a, [{ name: "Nordwood Oak Shelf", price: "€ 59,00" }])).items;
    expect(item.data).toMatchObject({ name: "Nordwood Oak Shelf", price: "€ 59,00", currency: "EUR", brand: "Nordwood" });
    const brand = item.basis!.find((e) => e.field === "brand")!;
    expect(brand.confidence).toBe("medium");
    expect(brand.citations[0].url).toMatch(new RegExp(`^/api/v1/tables/${tableA}/rows/`));
    expect(item.basis!.find((e) => e.field === "currency")!.confidence).toBe("medium");
    // `$` names several currencies: nothing is derived from it.
    expect((await enrich(a, [{ name: "Shelf", price: "$59" }])).items[0].data.currency).toBeNull();
  });

  it("with webSearch false fetches nothing and returns no basis, but still uses the company's rows", async () => {
    const before = hits.get("/p/quiet.html") ?? 0;
    const { items } = await enrich(a, [{ url: `${base}/p/quiet.html`, gtin: "4006381333931" }], { webSearch: false });
    expect(hits.get("/p/quiet.html") ?? 0).toBe(before);
    expect(before).toBe(0);
    expect("basis" in items[0]).toBe(false);
    expect(items[0].data.name).toBe("Oak Dining Table");
  });

  it("never uses another company's rows", async () => {
    const [item] = (await enrich(b, [{ gtin: "4006381333931" }, { name: "Oak Dining Table" }])).items;
    expect(item.data).toMatchObject({ name: null, brand: null, price: null });
    expect(item.basis).toEqual([]);
    const [, byName] = (await enrich(b, [{ gtin: "4006381333931" }, { name: "Oak Dining Table" }])).items;
    expect(byName.data).toMatchObject({ brand: null, price: null });
  });

  it("keeps do_not_translate glossary terms as written and says so", async () => {
    const glossary = [
      { term: "Aurora", type: "do_not_translate" as const, case_sensitive: true, category: "product line", translations: {} },
    ];
    const [item] = (await enrich(a, [{ url: `${base}/p/lamp.html` }], { glossary })).items;
    expect(item.data.name).toBe("Aurora Desk Lamp");
    expect(item.basis!.find((e) => e.field === "name")!.reasoning).toMatch(/Glossary terms kept as written: Aurora/);
  });
});
