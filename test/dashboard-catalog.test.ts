import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { handler as jobsHandler } from "../functions/jobs-worker.js";
import { admin, api, newCompany } from "./helpers.js";
import { browserSuiteTitle, type DashboardBrowser, hasChromium, startDashboardBrowser, WAIT_MS, XSS } from "./support/dashboard-browser.js";
import { until } from "./support/until.js";

/**
 * The dashboard's Schemas and Catalog sections in headless Chromium (harness:
 * test/support/dashboard-browser.ts): every control's effect is checked through the API.
 */
const title = browserSuiteTitle("test/dashboard-catalog.test.ts", "dashboard schemas and catalog in headless Chromium");

type Product = { id: string; status: string; attributes: Record<string, unknown>; updated_at: string; deleted?: true };

describe.skipIf(!hasChromium)(title, () => {
  let b: DashboardBrowser;
  let origin: string;
  let co: { id: string; key: string };
  let readKey: string;
  let schemaId: string;
  let tableId: string;
  let other: { key: string; schemaId: string; productId: string };
  const ids: Record<string, string> = {};

  const products = async () => (await api("/catalog/products?limit=100", co.key)).json.data as Product[];
  const product = async (id: string) => (await api(`/catalog/products/${id}`, co.key)).json as Product;
  const signedIn = async (key = co.key) => {
    const page = await b.newPage();
    await b.signIn(page, key);
    return page;
  };
  const flash = (page: Page, text: string) => page.getByRole("status").getByText(text).waitFor();

  beforeAll(async () => {
    co = await newCompany({ name: "Catalog Co" });
    const read = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "viewer", scopes: ["read"] } });
    readKey = read.json.key;
    for (const [key, label, type] of [
      ["sku", "SKU", "text"],
      ["name", "Name", "text"],
      ["price", "Price", "number"],
    ]) {
      const a = await api("/attributes", co.key, { method: "POST", body: { key, label, type } });
      expect(a.status, a.text).toBe(201);
    }
    const s = await api("/schemas", co.key, {
      method: "POST",
      body: { name: "Lamps", columns: [{ attribute_key: "name" }, { attribute_key: "sku" }, { attribute_key: "price" }] },
    });
    schemaId = s.json.id;

    const o = await newCompany({ name: "Other Co" });
    await api("/attributes", o.key, { method: "POST", body: { key: "name", label: "Name", type: "text" } });
    const os = await api("/schemas", o.key, { method: "POST", body: { name: "Secret schema", columns: [{ attribute_key: "name" }] } });
    const op = await api("/catalog/products", o.key, {
      method: "POST",
      body: { schema_id: os.json.id, attributes: { name: "Secret lamp" } },
    });
    expect(op.status, op.text).toBe(201);
    other = { key: o.key, schemaId: os.json.id, productId: op.json.id };

    b = await startDashboardBrowser({ extract: extractHandler, jobs: jobsHandler });
    origin = b.origin;
  }, WAIT_MS);

  afterAll(async () => {
    await b?.close();
  });

  it(
    "creates a schema with its columns in the numbered order, edits it (a stale edit is refused), and deletes it",
    async () => {
      const page = await signedIn();
      await page.getByRole("link", { name: "Schemas" }).click();
      await page.getByRole("link", { name: "Lamps" }).waitFor();
      // No column picked: the API's refusal, on the page, with the form kept.
      await page.getByLabel("Name", { exact: true }).fill("Shelves");
      await page.getByRole("button", { name: "Create schema" }).click();
      await page.getByRole("alert").getByText("columns must hold 1 to 500 columns").waitFor();
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Shelves");
      await page.getByLabel("Name", { exact: true }).fill("Shelves");
      await page.getByLabel("Description").fill("Wall shelves");
      for (const key of ["sku", "name", "price"]) await page.getByLabel(key, { exact: true }).check();
      await page.getByLabel("Position of name").fill("1");
      await page.getByLabel("Position of sku").fill("2");
      await page.getByLabel("Position of price").fill("3");
      await page.getByLabel("The company's default schema").check();
      await b.shot(page, "schemas");
      await page.getByRole("button", { name: "Create schema" }).click();
      await flash(page, "Schema created.");
      const id = page.url().split("/schemas/")[1].split("?")[0];
      const created = (await api(`/schemas/${id}`, co.key)).json;
      expect(created).toMatchObject({ name: "Shelves", description: "Wall shelves", is_default: true });
      expect(created.columns.map((c: { key: string }) => c.key)).toEqual(["name", "sku", "price"]);
      await b.shot(page, "schema");
      await page.getByRole("link", { name: "All schemas" }).click();
      await page.locator(`tr[data-schema-id="${id}"]`).getByRole("cell", { name: "default", exact: true }).waitFor();
      expect(await page.locator(`tr[data-schema-id="${id}"]`).getByRole("cell", { name: "3", exact: true }).count()).toBe(1);
      // The built-in schema reads, and offers no edit.
      await page.getByRole("link", { name: "Default product" }).click();
      await page.getByRole("heading", { name: "Default product", level: 1 }).waitFor();
      expect(await page.getByRole("button", { name: /schema$/ }).count()).toBe(0);
      await page.goto(`${origin}/schemas/${id}`);

      // Rename, drop price, move sku first.
      await page.getByLabel("Name", { exact: true }).fill("Shelving");
      await page.getByLabel("price", { exact: true }).uncheck();
      await page.getByLabel("Position of sku").fill("1");
      await page.getByLabel("Position of name").fill("2");
      await page.getByRole("button", { name: "Save schema" }).click();
      await flash(page, "Schema saved.");
      const saved = (await api(`/schemas/${id}`, co.key)).json;
      expect(saved.name).toBe("Shelving");
      expect(saved.columns.map((c: { key: string }) => c.key)).toEqual(["sku", "name"]);
      expect(await page.getByTestId("columns-count").textContent()).toBe("2");

      // Changed through the API after the page was loaded: the page's save is refused, nothing lost.
      const patched = await api(`/schemas/${id}`, co.key, { method: "PATCH", body: { description: "Changed elsewhere" } });
      expect(patched.status).toBe(200);
      await page.getByLabel("Name", { exact: true }).fill("Overwritten");
      await page.getByRole("button", { name: "Save schema" }).click();
      await page.getByRole("alert").getByText("Someone changed this").waitFor();
      expect((await api(`/schemas/${id}`, co.key)).json).toMatchObject({ name: "Shelving", description: "Changed elsewhere" });
      expect(await page.getByLabel("Description").inputValue()).toBe("Changed elsewhere");

      await page.getByRole("button", { name: "Delete schema" }).click();
      await flash(page, "Schema deleted.");
      expect((await api(`/schemas/${id}`, co.key)).status).toBe(404);
      expect(await page.getByRole("link", { name: "Shelving" }).count()).toBe(0);
      expect(b.problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it("generates a schema from sample data, its columns the sample's fields; a sample with nothing in it is refused, the form kept", async () => {
    const page = await signedIn();
    await page.goto(`${origin}/schemas`);
    await page.getByLabel("Name (optional)").fill("Generated chairs");
    await page.getByLabel("Sample data", { exact: true }).fill("   \n  ");
    await page.getByRole("button", { name: "Generate schema" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").textContent()).toMatch(/sample/i);
    expect(await page.getByLabel("Name (optional)").inputValue()).toBe("Generated chairs");
    await page.getByLabel("Sample data", { exact: true }).fill("sku,name,price,seat_height\nC-1,Oak chair,120,45\nC-2,Ash chair,99,44");
    await page.getByRole("button", { name: "Generate schema" }).click();
    await flash(page, "Schema created.");
    const id = page.url().split("/schemas/")[1].split("?")[0];
    const generated = (await api(`/schemas/${id}`, co.key)).json;
    expect(generated.name).toBe("Generated chairs");
    expect(generated.columns.map((c: { key: string }) => c.key)).toEqual(["sku", "name", "price", "seat_height"]);
    expect(await page.getByTestId("columns-count").textContent()).toBe("4");
    // A read-only key sees no generate form, and its forged post is refused.
    const reader = await signedIn(readKey);
    await reader.goto(`${origin}/schemas`);
    expect(await reader.getByRole("button", { name: "Generate schema" }).count()).toBe(0);
    expect((await b.forge(reader, "/schemas/generate", { sample_data: "a,b\n1,2" })).status()).toBe(403);
    expect(b.problems).toEqual([]);
  });

  it(
    "publishes a completed table from its page; its products are in the catalog, and its schema cannot be deleted",
    async () => {
      const t = await api("/tables", co.key, {
        method: "POST",
        body: {
          schema_id: schemaId,
          name: "Lamp list",
          source_text: "SKU: P-1\nName: Lamp\nPrice: 12.50\n\nSKU: P-2\nName: Desk\nPrice: 240",
        },
      });
      expect(t.status, t.text).toBe(201);
      tableId = t.json.id;
      await until("the table to complete", async () => (await api(`/tables/${tableId}`, co.key)).json.status === "completed", WAIT_MS);

      const page = await signedIn();
      await page.goto(`${origin}/tables/${tableId}`);
      await page.getByRole("button", { name: "Publish to catalog" }).click();
      await page.getByRole("status").getByText("Published to the catalog: 2 created, 0 updated.").waitFor();
      const published = await products();
      expect(published.map((p) => p.attributes.sku).sort()).toEqual(["P-1", "P-2"]);
      expect(published.every((p) => p.status === "draft")).toBe(true);
      ids.lamp = published.find((p) => p.attributes.name === "Lamp")!.id;
      ids.desk = published.find((p) => p.attributes.name === "Desk")!.id;
      // Again: the same rows update their products.
      await page.getByRole("button", { name: "Publish to catalog" }).click();
      await page.getByRole("status").getByText("Published to the catalog: 0 created, 2 updated.").waitFor();
      expect(await products()).toHaveLength(2);

      await page.getByRole("link", { name: "Catalog" }).first().click();
      await page.getByRole("heading", { name: "Catalog", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Lamp", exact: true }).waitFor();
      await page.getByRole("cell", { name: "P-2" }).waitFor();
      await b.shot(page, "catalog");
      await page.getByLabel("Status").selectOption("active");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.getByText("No active products.").waitFor();
      await page.getByLabel("Status").selectOption("draft");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.getByRole("link", { name: "Desk", exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get("status")).toBe("draft");

      // The API refuses to delete a schema a table and products use; the page says why.
      await page.goto(`${origin}/schemas/${schemaId}`);
      await page.getByRole("button", { name: "Delete schema" }).click();
      await page.getByRole("alert").waitFor();
      expect(await page.getByRole("alert").textContent()).toMatch(/in use|used/i);
      expect((await api(`/schemas/${schemaId}`, co.key)).status).toBe(200);
      expect(b.problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it("adds a product by hand: an empty draft of the chosen schema, opened on its page; another company's schema is refused", async () => {
    const page = await signedIn();
    await page.goto(`${origin}/catalog`);
    await page.getByLabel("Schema").selectOption(schemaId);
    await page.getByRole("button", { name: "Add product" }).click();
    await flash(page, "Product added: a draft with no values yet.");
    const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    expect(await product(id)).toMatchObject({ status: "draft", attributes: {} });
    expect((await api(`/catalog/products/${id}`, co.key)).json).toMatchObject({ schema_id: schemaId, source: "manual" });
    // Another company's schema: the API's 422 on the list page, nothing created.
    const before = (await products()).length;
    const foreign = await b.forge(page, "/catalog/products", { schema_id: other.schemaId });
    expect(foreign.status()).toBe(422);
    expect((await products()).length).toBe(before);
    const reader = await signedIn(readKey);
    await reader.goto(`${origin}/catalog`);
    expect(await reader.getByRole("button", { name: "Add product" }).count()).toBe(0);
    expect((await b.forge(reader, "/catalog/products", { schema_id: schemaId })).status()).toBe(403);
    await api(`/catalog/products/${id}`, co.key, { method: "DELETE" });
    expect(b.problems).toEqual([]);
  });

  it("narrows the product list by source and by search text, keeping the filters in the address", async () => {
    const manual = await api("/catalog/products", co.key, {
      method: "POST",
      body: { schema_id: schemaId, attributes: { name: "Manual lamp" } },
    });
    expect(manual.status, manual.text).toBe(201);
    const page = await signedIn();
    await page.goto(`${origin}/catalog`);
    await page.getByLabel("Search").fill("LAMP");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("link", { name: "Manual lamp", exact: true }).waitFor();
    await page.getByRole("link", { name: "Lamp", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Desk", exact: true }).count()).toBe(0);
    await page.getByLabel("Source").selectOption("manual");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("link", { name: "Manual lamp", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Lamp", exact: true }).count()).toBe(0);
    const url = new URL(page.url());
    expect([url.searchParams.get("search"), url.searchParams.get("source")]).toEqual(["LAMP", "manual"]);
    // The form shows the filters it was sent with.
    expect(await page.getByLabel("Search").inputValue()).toBe("LAMP");
    // What the API lists for the same query is what the page lists.
    const listed = (await api("/catalog/products?search=LAMP&source=manual", co.key)).json.data.map((x: Product) => x.id);
    expect(await page.locator("tr[data-product-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-product-id")))).toEqual(
      listed,
    );
    await b.shot(page, "catalog-filtered");

    await page.goto(`${origin}/catalog?search=${encodeURIComponent(XSS)}`);
    await page.getByText(`No products (matching “${XSS}”).`).waitFor();
    const bad = await page.goto(`${origin}/catalog?source=nowhere`);
    expect(bad!.status()).toBe(422);
    await page.getByText("source must be one of manual, product_extraction, shopify").waitFor();
    expect(b.problems).toEqual([]);
  });

  it(
    "publishes a table of more than 1,000 rows in the background: the page names the job, and the catalog fills",
    async () => {
      // A company of its own, so the other tests' catalog stays small.
      const big = await newCompany({ name: "Big Co" });
      await api("/attributes", big.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
      const s = await api("/schemas", big.key, { method: "POST", body: { name: "Big", columns: [{ attribute_key: "sku" }] } });
      const t = await api("/tables", big.key, { method: "POST", body: { schema_id: s.json.id, name: "Big", source_text: "SKU: B-0" } });
      await until("the table to complete", async () => (await api(`/tables/${t.json.id}`, big.key)).json.status === "completed", WAIT_MS);
      const rows = Array.from({ length: 1000 }, (_, i) => ({ sku: `B-${i + 1}` }));
      expect((await api(`/tables/${t.json.id}/rows`, big.key, { method: "POST", body: { rows } })).status).toBe(201);

      const page = await signedIn(big.key);
      await page.goto(`${origin}/tables/${t.json.id}`);
      await page.getByRole("button", { name: "Publish to catalog" }).click();
      const message = (await page.getByRole("status").textContent()) ?? "";
      expect(message).toMatch(/^Publishing 1001 rows in the background \(job pub_\w+\)/);
      const jobId = message.match(/pub_\w+/)![0];
      const job = await until(
        "the publish job to complete",
        async () => {
          const j = (await api(`/tables/${t.json.id}/publishes/${jobId}`, big.key)).json;
          return j.status === "processing" ? undefined : j;
        },
        WAIT_MS,
      );
      expect(job).toMatchObject({ status: "completed", created_count: 1001 });
      await page.getByRole("link", { name: "catalog", exact: true }).click();
      await page.getByText("Page 1 of 41 (1001 in all)").waitFor();
      expect(b.problems).toEqual([]);
    },
    3 * WAIT_MS,
  );

  it(
    "opens a product, moves its status through legal moves, edits a value with compare-and-set, and deletes one",
    async () => {
      const page = await signedIn();
      await page.goto(`${origin}/catalog`);
      await page.getByRole("link", { name: "Lamp", exact: true }).click();
      await page.getByRole("heading", { name: "Lamp", level: 1 }).waitFor();
      expect(await page.getByTestId("product-status").textContent()).toBe("draft");
      // A draft can only go live (docs/catalog.md, "Status moves").
      expect(await page.getByRole("button", { name: /^Make / }).allTextContents()).toEqual(["Make active"]);
      await page.getByRole("button", { name: "Make active" }).click();
      await flash(page, "Status changed.");
      expect((await product(ids.lamp)).status).toBe("active");
      expect(await page.getByRole("button", { name: /^Make / }).allTextContents()).toEqual(["Make draft", "Make archived"]);
      await page.getByRole("button", { name: "Make archived" }).click();
      await flash(page, "Status changed.");
      expect((await product(ids.lamp)).status).toBe("archived");

      // An illegal move posted anyway: the API's 409, on the product's page.
      const desk = await b.newPage();
      await b.signIn(desk, co.key);
      await desk.goto(`${origin}/catalog/products/${ids.desk}`);
      const illegal = await b.forge(desk, `/catalog/products/${ids.desk}/status/archived`);
      expect(illegal.status()).toBe(409);
      expect((await product(ids.desk)).status).toBe("draft");

      await page.getByRole("link", { name: "Edit price" }).click();
      await page.getByLabel("New Price").fill("19.90");
      await b.shot(page, "product-edit");
      await page.getByRole("button", { name: "Save" }).click();
      await flash(page, "Product saved.");
      expect((await product(ids.lamp)).attributes.price).toBe(19.9);
      await page.getByText("19.9", { exact: true }).waitFor();

      // Edited elsewhere after the form opened: stale_write, shown as a message with the current value.
      await page.getByRole("link", { name: "Edit price" }).click();
      const moved = await api(`/catalog/products/${ids.lamp}`, co.key, { method: "PATCH", body: { attributes: { price: 21 } } });
      expect(moved.status).toBe(200);
      await page.getByLabel("New Price").fill("5");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("alert").getByText("Someone changed this").waitFor();
      expect((await product(ids.lamp)).attributes.price).toBe(21);
      await page.getByText("21", { exact: true }).waitFor();
      // A value the attribute's type refuses: the API's message, the form kept open.
      await page.goto(`${origin}/catalog/products/${ids.lamp}?edit=price`);
      await page.getByLabel("New Price").fill("not a number");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("alert").waitFor();
      expect((await product(ids.lamp)).attributes.price).toBe(21);
      await b.shot(page, "product");
      await page.setViewportSize({ width: 390, height: 844 });
      await b.shot(page, "product-phone");

      const temp = await api("/catalog/products", co.key, { method: "POST", body: { schema_id: schemaId, attributes: { name: "Temp" } } });
      ids.temp = temp.json.id;
      await page.goto(`${origin}/catalog/products/${ids.temp}`);
      await page.getByRole("button", { name: "Delete product" }).click();
      await flash(page, "Product deleted.");
      expect((await api(`/catalog/products/${ids.temp}`, co.key)).status).toBe(404);
      expect(b.problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it(
    "lists the changes feed oldest first over pages linked by cursor, with deletions as tombstones",
    async () => {
      for (let i = 0; i < 22; i++) {
        const r = await api("/catalog/products", co.key, {
          method: "POST",
          body: { schema_id: schemaId, attributes: { name: `Bulk ${i}` } },
        });
        expect(r.status).toBe(201);
      }
      // The feed as a client syncing from the epoch reads it.
      const expected: Product[] = [];
      let cursor: string | undefined;
      do {
        const q: string = `/catalog/changes?since=1970-01-01T00:00:00Z&page_size=200${cursor ? `&cursor=${cursor}` : ""}`;
        const feed = (await api(q, co.key)).json;
        expected.push(...feed.products);
        cursor = feed.next_cursor ?? undefined;
      } while (cursor);
      expect(expected.length).toBeGreaterThan(20);

      const page = await signedIn();
      await page.goto(`${origin}/catalog`);
      await page.getByRole("link", { name: "Changes feed" }).click();
      await page.getByRole("heading", { name: "Catalog changes" }).waitFor();
      await b.shot(page, "catalog-changes");
      const shown: string[] = [];
      for (let pages = 1; ; pages++) {
        shown.push(...(await page.locator("tr[data-change-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-change-id")!))));
        const next = page.getByRole("link", { name: "Next page" });
        if (!(await next.count())) break;
        expect(pages).toBeLessThan(5);
        await next.click();
      }
      expect(shown).toEqual(expected.map((p) => p.id));
      expect(shown).not.toContain(other.productId);
      expect(expected.find((p) => p.id === ids.temp)).toMatchObject({ deleted: true });
      await page.goto(`${origin}/catalog/changes`);
      const tombstone = page.locator(`tr[data-change-id="${ids.temp}"]`);
      if (!(await tombstone.count())) await page.getByRole("link", { name: "Next page" }).click();
      expect(await tombstone.getByText("deleted").count()).toBe(1);
      expect(await tombstone.getByRole("link").count()).toBe(0);

      // The end of the cycle links to the next: only what changed since shows there.
      while (await page.getByRole("link", { name: "Next page" }).count()) await page.getByRole("link", { name: "Next page" }).click();
      await page.getByRole("link", { name: "Changes after this sync" }).click();
      await page.getByText("No changes after this time.").waitFor();
      await api(`/catalog/products/${ids.desk}`, co.key, { method: "PATCH", body: { status: "active" } });
      await page.reload();
      expect(await page.locator("tr[data-change-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-change-id")))).toEqual([
        ids.desk,
      ]);
      // A made-up cursor is the API's clear refusal, not a failure.
      const bad = await page.goto(`${origin}/catalog/changes?cursor=made-up`);
      expect(bad!.status()).toBe(422);
      await page.getByRole("heading", { name: "Not accepted" }).waitFor();
      expect(b.problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it(
    "shows a product and a schema named with markup as text",
    async () => {
      await api("/catalog/products", co.key, { method: "POST", body: { schema_id: schemaId, attributes: { name: XSS, sku: XSS } } });
      await api("/schemas", co.key, { method: "POST", body: { name: XSS, description: XSS, columns: [{ attribute_key: "sku" }] } });
      const page = await signedIn();
      await page.goto(`${origin}/catalog`);
      await page.getByRole("link", { name: XSS, exact: true }).waitFor();
      expect(await page.getByRole("cell", { name: XSS, exact: true }).count()).toBe(2); // its name and its SKU
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await page.getByRole("link", { name: XSS, exact: true }).click();
      await page.getByRole("heading", { name: XSS, level: 1 }).waitFor();
      expect(await page.getByText(XSS, { exact: true }).count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await page.goto(`${origin}/schemas`);
      await page.getByRole("link", { name: XSS, exact: true }).waitFor();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(b.problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it(
    "shows a read-only key no write control, and refuses the writes it forges",
    async () => {
      const page = await signedIn(readKey);
      await page.goto(`${origin}/schemas`);
      await page.getByRole("link", { name: "Lamps" }).waitFor();
      expect(await page.getByRole("button", { name: "Create schema" }).count()).toBe(0);
      await page.goto(`${origin}/schemas/${schemaId}`);
      await page.getByRole("cell", { name: "sku", exact: true }).waitFor();
      expect(await page.getByRole("button").allTextContents()).toEqual(["Sign out"]);
      await page.goto(`${origin}/tables/${tableId}`);
      await page.getByRole("cell", { name: "P-1" }).waitFor();
      expect(await page.getByRole("button", { name: "Publish to catalog" }).count()).toBe(0);
      await page.goto(`${origin}/catalog/products/${ids.desk}`);
      await page.getByRole("heading", { name: "Desk" }).waitFor();
      expect(await page.getByRole("button").allTextContents()).toEqual(["Sign out"]);
      expect(await page.getByRole("link", { name: /^Edit / }).count()).toBe(0);
      await b.shot(page, "catalog-read-only");

      const before = await product(ids.desk);
      const forged: Record<string, Record<string, string>> = {
        "/schemas": { name: "Forged", columns: "a:x" },
        [`/schemas/${schemaId}`]: { name: "Forged" },
        [`/schemas/${schemaId}/delete`]: {},
        [`/catalog/products/${ids.desk}/status/draft`]: {},
        [`/catalog/products/${ids.desk}/values`]: { column: "name", value: "Forged" },
        [`/catalog/products/${ids.desk}/delete`]: {},
        [`/tables/${tableId}/publish`]: {},
      };
      for (const [path, form] of Object.entries(forged)) expect((await b.forge(page, path, form)).status(), path).toBe(403);
      expect(await product(ids.desk)).toEqual(before);
      expect((await api(`/schemas/${schemaId}`, co.key)).json.name).toBe("Lamps");
      expect((await api("/schemas", co.key)).json.data.map((s: { name: string }) => s.name)).not.toContain("Forged");
      expect(b.problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it(
    "answers Not found for another company's product and schema, to pages and to forms",
    async () => {
      const page = await signedIn();
      for (const path of [`/catalog/products/${other.productId}`, `/schemas/${other.schemaId}`]) {
        const res = await page.goto(`${origin}${path}`);
        expect(res!.status(), path).toBe(404);
        await page.getByRole("heading", { name: "Not found" }).waitFor();
        expect(await page.content()).not.toMatch(/Secret/);
      }
      await b.shot(page, "catalog-not-found");
      for (const path of [
        `/catalog/products/${other.productId}/status/active`,
        `/catalog/products/${other.productId}/delete`,
        `/schemas/${other.schemaId}/delete`,
      ])
        expect((await b.forge(page, path)).status(), path).toBe(404);
      expect((await api(`/catalog/products/${other.productId}`, other.key)).status).toBe(200);
      expect((await api(`/schemas/${other.schemaId}`, other.key)).status).toBe(200);
      expect(b.problems).toEqual([]);
    },
    WAIT_MS,
  );
});
