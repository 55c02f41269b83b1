import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { admin, api, newCompany } from "./helpers.js";
import { browserSuiteTitle, type DashboardBrowser, hasChromium, startDashboardBrowser, WAIT_MS, XSS } from "./support/dashboard-browser.js";

/**
 * The dashboard's script and the rest of tables, attributes and glossary in headless Chromium:
 * live progress in place, a file dropped on the create form, deleting a table, attributes
 * created with their type's settings, edited and renamed, glossary terms edited.
 */
const title = browserSuiteTitle("test/dashboard-tables.test.ts", "dashboard tables, attributes and glossary in headless Chromium");

/** A CSV of `n` products; with the small split settings below it extracts in many chunks. */
const productsCsv = (n: number) =>
  `name,brand,price\n${Array.from({ length: n }, (_, i) => `Chair ${i},Nordwood,${(i % 90) + 10}`).join("\n")}\n`;

describe.skipIf(!hasChromium)(title, () => {
  let b: DashboardBrowser;
  let origin: string;
  let problems: string[];
  let co: { id: string; key: string };
  let readKey: string;
  let other: { key: string; tableId: string; attributeId: string; termId: string };
  const signedIn = async (key = co.key) => {
    const page = await b.newPage();
    await b.signIn(page, key);
    return page;
  };

  /** Creates a table from a CSV of `rows` products through the list's form; answers its id, its page open. */
  const upload = async (page: Page, name: string, rows: number) => {
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Files").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(productsCsv(rows)) });
    await page.getByRole("button", { name: "Create table" }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    return new URL(page.url()).pathname.split("/")[2];
  };

  beforeAll(async () => {
    // Many small chunks, so progress moves in steps a person (and this test) can watch.
    process.env.EXTRACT_SPLIT_BYTES = "1000";
    process.env.EXTRACT_UNIT_RECORDS = "40";
    resetConfig();
    co = await newCompany({ name: "Tables Co", credits: 100 });
    const read = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "viewer", scopes: ["read"] } });
    expect(read.status).toBe(201);
    readKey = read.json.key;

    const o = await newCompany({ name: "Other Co" });
    const table = await api("/tables", o.key, {
      method: "POST",
      body: { schema_id: "default_product", name: "Other's table", source_text: "name,price\nSecret lamp,10" },
    });
    const attribute = await api("/attributes", o.key, { method: "POST", body: { key: "secret_attr", label: "Secret", type: "text" } });
    const term = await api("/glossary", o.key, { method: "POST", body: { term: "Secret term", type: "do_not_translate" } });
    expect([table.status, attribute.status, term.status]).toEqual([201, 201, 201]);
    other = { key: o.key, tableId: table.json.id, attributeId: attribute.json.id, termId: term.json.id };

    // Each chunk takes at least 250 ms, so on a busy machine too the 30 chunks of the big upload
    // span several of the pages' 2 s polls.
    const paced: typeof extractHandler = async (event, context) => {
      await new Promise((r) => setTimeout(r, 250));
      return extractHandler(event, context);
    };
    b = await startDashboardBrowser({ extract: paced });
    origin = b.origin;
    problems = b.problems;
  }, WAIT_MS);

  afterAll(async () => {
    await b?.close();
    delete process.env.EXTRACT_SPLIT_BYTES;
    delete process.env.EXTRACT_UNIT_RECORDS;
    resetConfig();
  });

  it("loads one small script file under a policy that allows no inline script", async () => {
    const page = await b.newPage();
    const res = await page.goto(`${origin}/sign-in`);
    const csp = res!.headers()["content-security-policy"];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    await b.signIn(page, co.key);
    // Evaluated in the page (this project compiles without the DOM library, hence a string).
    const scripts = (await page.evaluate(`performance
      .getEntriesByType("resource")
      .filter((e) => e.initiatorType === "script")
      .map((e) => ({ name: new URL(e.name).pathname, bytes: e.decodedBodySize }))`)) as { name: string; bytes: number }[];
    expect(scripts.map((s) => s.name)).toEqual(["/assets/dashboard.js"]);
    console.info(`JS loaded by the tables page: ${scripts[0].bytes} bytes`);
    expect(scripts[0].bytes).toBeGreaterThan(500);
    expect(scripts[0].bytes).toBeLessThan(8_000);
    expect(problems).toEqual([]);
  });

  it(
    "shows a big upload's progress in place without reloading, then reloads once at completed to show the rows (not over a form being filled in)",
    async () => {
      const page = await signedIn();
      const id = await upload(page, "Big upload", 1_200);
      const list = await signedIn();
      const navigations = { table: 0, list: 0 };
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigations.table++;
      });
      list.on("framenavigated", (frame) => {
        if (frame === list.mainFrame()) navigations.list++;
      });
      // The no-script refresh is in the page, inert inside <noscript>.
      expect(await page.locator('noscript meta[http-equiv="refresh"]').count()).toBe(0);
      expect(await page.locator("noscript").first().innerHTML()).toContain('http-equiv="refresh"');

      // Progress values seen while processing, on the table's page and on its row of the list.
      const status = page.getByTestId("table-status");
      const row = list.locator(`[data-live="table-${id}"]`);
      const seen = { table: new Set<string>(), list: new Set<string>() };
      const deadline = Date.now() + WAIT_MS;
      while (Math.min(seen.table.size, seen.list.size) < 2) {
        if ((await status.textContent()) === "processing")
          seen.table.add((await page.locator('[data-live="figures"] progress').getAttribute("value")) ?? "");
        if ((await row.locator(".badge").textContent()) === "processing")
          seen.list.add((await row.locator("progress").getAttribute("value")) ?? "");
        const now = `table ${await status.textContent()}, values seen ${JSON.stringify([...seen.table])} / ${JSON.stringify([...seen.list])}`;
        expect(navigations, `no navigation while processing (${now})`).toEqual({ table: 0, list: 0 });
        expect(Date.now(), `two progress values on both pages within ${WAIT_MS} ms (${now})`).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 200));
      }
      await b.shot(page, "table-live");
      // The swapped figures sit in a live region that stays, so screen readers hear the status change.
      expect(await page.locator('[aria-live="polite"] > [data-live="figures"]').count()).toBe(1);
      // Something typed into the list's create form: the list will not reload it away.
      await list.getByLabel("Name", { exact: true }).fill("Half typed");

      await expect.poll(() => status.textContent(), { timeout: WAIT_MS }).toBe("completed");
      await page.getByText("Chair 0", { exact: true }).waitFor();
      await expect.poll(() => row.locator(".badge").textContent(), { timeout: WAIT_MS }).toBe("completed");
      expect(await row.locator("td.num").textContent()).toBe("1200");
      expect(navigations).toEqual({ table: 1, list: 0 });
      expect(await list.getByLabel("Name", { exact: true }).inputValue()).toBe("Half typed");
      expect((await api(`/tables/${id}`, co.key)).json).toMatchObject({ status: "completed", total_rows: 1_200 });
      expect(problems).toEqual([]);
    },
    3 * WAIT_MS,
  );

  it(
    "stops updating a page once a form on it is posted, so a slow post is never cut short by a reload",
    async () => {
      const page = await signedIn();
      const id = await upload(page, "Left while processing", 600);
      let navigations = 0;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigations++;
      });
      // A post that never leaves (held by the test): to the script it is a page being left.
      await page.evaluate(() => {
        const d = (
          globalThis as unknown as {
            document: { addEventListener(t: string, f: (e: { preventDefault(): void }) => void, c: boolean): void };
          }
        ).document;
        d.addEventListener("submit", (e) => e.preventDefault(), true);
      });
      expect(await page.getByTestId("table-status").textContent()).toBe("processing");
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect.poll(async () => (await api(`/tables/${id}`, co.key)).json.status, { timeout: WAIT_MS }).toBe("completed");
      await new Promise((r) => setTimeout(r, 4_500)); // two of the script's polls
      expect(navigations).toBe(0);
      expect(await page.getByTestId("table-status").textContent()).toBe("processing");
      expect(problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it(
    "without script, the form still creates a table from a file and its page refreshes itself until completed",
    async () => {
      const context = await (await b.newPage()).context().browser()!.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/sign-in`);
        await page.getByLabel("API key").fill(co.key);
        await page.getByRole("button", { name: "Sign in" }).click();
        await upload(page, "No script", 600);
        let navigations = 0;
        page.on("framenavigated", (frame) => {
          if (frame === page.mainFrame()) navigations++;
        });
        await expect.poll(() => page.getByTestId("table-status").textContent(), { timeout: WAIT_MS }).toBe("completed");
        expect(navigations).toBeGreaterThanOrEqual(1);
      } finally {
        await context.close();
      }
    },
    2 * WAIT_MS,
  );

  it(
    "creates a table from a file dropped on the form's drop zone",
    async () => {
      const page = await signedIn();
      await page.getByText("Or drop files anywhere in this box.").waitFor();
      await b.shot(page, "tables-drop-zone");
      // A drop as the browser makes it: DragEvents carrying a DataTransfer with one file.
      await page.evaluate(`{
        const files = new DataTransfer();
        files.items.add(new File(["name,brand,price\\nDropped lamp,Lumen,42\\n"], "dropped.csv", { type: "text/csv" }));
        const zone = document.querySelector("[data-drop]");
        for (const type of ["dragenter", "dragover", "drop"])
          zone.dispatchEvent(new DragEvent(type, { dataTransfer: files, bubbles: true, cancelable: true }));
      }`);
      await page.getByText("Chosen: dropped.csv").waitFor();
      expect(await page.getByLabel("Files").evaluate((input) => (input as unknown as { files: { length: number } }).files.length)).toBe(1);
      await page.getByLabel("Name", { exact: true }).fill("Dropped");
      await page.getByRole("button", { name: "Create table" }).click();
      await page.getByRole("heading", { name: "Dropped", level: 1 }).waitFor();
      await page.getByRole("cell", { name: "Dropped lamp" }).waitFor({ timeout: WAIT_MS });
      const id = new URL(page.url()).pathname.split("/")[2];
      const table = (await api(`/tables/${id}`, co.key)).json;
      expect(table).toMatchObject({ status: "completed", total_rows: 1, source_type: "files" });
      expect(table.files[0].name).toBe("dropped.csv");
      expect(problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it(
    "sends files over the form's limit straight to the store and creates the table from them",
    async () => {
      // The form's limit as the page states it; the bytes themselves never reach the app.
      process.env.MAX_BODY_BYTES = "60000";
      resetConfig();
      try {
        const page = await signedIn();
        const stored: string[] = [];
        page.on("request", (r) => {
          if (r.method() === "PUT") stored.push(new URL(r.url()).origin);
        });
        const res = await page.goto(`${origin}/`);
        const store = new URL(
          (await api("/files/uploads", co.key, { method: "POST", body: { name: "x.csv", content_type: "text/csv", size: 1 } })).json
            .upload_url,
        ).origin;
        expect(res!.headers()["content-security-policy"]).toContain(`connect-src 'self' ${store}`);
        const big = JSON.stringify([{ name: "Big lamp", brand: "Lumen", price: 42, description: "Warm light. ".repeat(8_000) }]);
        expect(big.length).toBeGreaterThan(60_000);
        await page.getByLabel("Name", { exact: true }).fill("Big file");
        await page.getByLabel("Files").setInputFiles({ name: "big.json", mimeType: "application/json", buffer: Buffer.from(big) });
        await page.getByRole("button", { name: "Create table" }).click();
        await page.getByRole("heading", { name: "Big file", level: 1 }).waitFor();
        await page.getByRole("cell", { name: "Big lamp" }).waitFor({ timeout: WAIT_MS });
        expect(stored).toEqual([store]);
        const id = new URL(page.url()).pathname.split("/")[2];
        const table = (await api(`/tables/${id}`, co.key)).json;
        expect(table).toMatchObject({ status: "completed", total_rows: 1, source_type: "files" });
        expect(table.files[0]).toMatchObject({ name: "big.json", size: big.length });
        expect(problems).toEqual([]);
      } finally {
        delete process.env.MAX_BODY_BYTES;
        resetConfig();
      }
    },
    2 * WAIT_MS,
  );

  it("a big upload whose session has ended says so and sends nothing", async () => {
    process.env.MAX_BODY_BYTES = "60000";
    resetConfig();
    try {
      const page = await signedIn();
      const before = (await api("/tables?limit=100", co.key)).json.data.length;
      await page.getByLabel("Name", { exact: true }).fill("Signed out");
      await page
        .getByLabel("Files")
        .setInputFiles({ name: "big.json", mimeType: "application/json", buffer: Buffer.from("x".repeat(70_000)) });
      await page.context().clearCookies();
      await page.getByRole("button", { name: "Create table" }).click();
      await page.getByText("Your session has ended: sign in again, then send the files again.").waitFor();
      expect(await page.getByRole("button", { name: "Create table" }).isEnabled()).toBe(true);
      expect((await api("/tables?limit=100", co.key)).json.data.length).toBe(before);
    } finally {
      delete process.env.MAX_BODY_BYTES;
      resetConfig();
    }
  });

  it("the upload routes answer JSON refusals: another company's file, a read-only key, a bad size", async () => {
    const foreign = await api("/files/uploads", other.key, { method: "POST", body: { name: "x.csv", content_type: "text/csv", size: 10 } });
    expect(foreign.status).toBe(201);
    const page = await signedIn();
    const complete = await b.forge(page, `/uploads/${foreign.json.file_id}/complete`);
    expect(complete.status()).toBe(404);
    expect(((await complete.json()) as { message: string }).message).toMatch(/not found|no file/i);
    const bad = await b.forge(page, "/uploads", { name: "a.csv", size: "0", content_type: "text/csv" });
    expect(bad.status()).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/size/);
    // A form that names another company's file creates nothing.
    const create = await b.forge(page, "/tables", { name: "Stolen", schema_id: "default_product", file_ids: foreign.json.file_id });
    expect(create.status()).toBe(422);
    const readOnly = await signedIn(readKey);
    expect((await b.forge(readOnly, "/uploads", { name: "a.csv", size: "10", content_type: "text/csv" })).status()).toBe(403);
  });

  it("deletes a table after a confirm page, back on the list", async () => {
    const t = await api("/tables", co.key, {
      method: "POST",
      body: { schema_id: "default_product", name: "To delete", source_text: "name,price\nGone chair,5" },
    });
    expect(t.status).toBe(201);
    const page = await signedIn();
    await page.goto(`${origin}/tables/${t.json.id}`);
    await page.getByRole("link", { name: "Delete this table" }).click();
    await page.getByRole("heading", { name: "Delete To delete?" }).waitFor();
    await b.shot(page, "table-delete");
    // Keeping it is a plain link back.
    await page.getByRole("link", { name: "Keep it" }).click();
    await page.getByRole("heading", { name: "To delete", level: 1 }).waitFor();
    expect((await api(`/tables/${t.json.id}`, co.key)).status).toBe(200);
    await page.getByRole("link", { name: "Delete this table" }).click();
    await page.getByRole("button", { name: "Delete table" }).click();
    await page.getByRole("status").getByText("Table deleted.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await api(`/tables/${t.json.id}`, co.key)).status).toBe(404);
    expect(await page.getByRole("link", { name: "To delete", exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("creates an enum attribute with options (markup in a label and an option shows as text) and shows the API's refusal", async () => {
    const page = await signedIn();
    await page.goto(`${origin}/attributes`);
    await page.getByLabel("Type").selectOption("enum");
    // The script shows only the chosen type's settings.
    expect(await page.getByLabel("Options, one per line").isVisible()).toBe(true);
    expect(await page.getByLabel("Unit", { exact: true }).isVisible()).toBe(false);
    await page.getByLabel("Key").fill("dash_wood");
    await page.getByLabel("Label").fill(XSS);
    await page.getByLabel("Options, one per line").fill(`Oak\nWalnut\n${XSS}`);
    await page.getByLabel("Editors may add other values").uncheck();
    await b.shot(page, "attribute-create-enum");
    await page.getByRole("button", { name: "Create attribute" }).click();
    await page.getByRole("status").getByText("Attribute created.").waitFor();
    await page.getByRole("cell", { name: XSS, exact: true }).waitFor();
    expect(await page.locator("img[src=x]").count()).toBe(0);
    const list = (await api("/attributes?limit=100", co.key)).json.data as { key: string; id: string }[];
    const wood = (await api(`/attributes/${list.find((a) => a.key === "dash_wood")!.id}`, co.key)).json;
    expect(wood).toMatchObject({ type: "enum", label: XSS, enum_values: ["Oak", "Walnut", XSS], allow_custom_values: false });

    // Options the API refuses (a duplicate): its message on the page, the form kept.
    await page.getByLabel("Type").selectOption("enum");
    await page.getByLabel("Key").fill("dash_dup");
    await page.getByLabel("Label").fill("Dup");
    await page.getByLabel("Options, one per line").fill("Oak\nOak");
    await page.getByRole("button", { name: "Create attribute" }).click();
    await page.getByRole("alert").getByText("choices must be unique").waitFor();
    expect(await page.getByLabel("Options, one per line").inputValue()).toBe("Oak\nOak");
    expect((await api("/attributes?search=dash_dup", co.key)).json.data).toEqual([]);

    // A number with its unit, a relation with its kind.
    await page.getByLabel("Type").selectOption("number");
    await page.getByLabel("Key").fill("dash_weight");
    await page.getByLabel("Label").fill("Weight");
    await page.getByLabel("Unit", { exact: true }).fill("kg");
    await page.getByRole("button", { name: "Create attribute" }).click();
    await page.getByRole("status").getByText("Attribute created.").waitFor();
    await page.getByLabel("Type").selectOption("relation");
    await page.getByLabel("Key").fill("dash_parent");
    await page.getByLabel("Label").fill("Parent");
    await page.getByLabel("Relation kind").fill("product");
    await page.getByRole("button", { name: "Create attribute" }).click();
    await page.getByRole("status").getByText("Attribute created.").waitFor();
    const all = (await api("/attributes?limit=100", co.key)).json.data as {
      key: string;
      number_config: unknown;
      relation_config: unknown;
    }[];
    expect(all.find((a) => a.key === "dash_weight")?.number_config).toMatchObject({ unit: "kg" });
    expect(all.find((a) => a.key === "dash_parent")?.relation_config).toEqual({ kind: "product" });
    expect(problems).toEqual([]);
  });

  it("edits an attribute's label, description and options, and renames its key with the API's report", async () => {
    const created = await api("/attributes", co.key, {
      method: "POST",
      body: { key: "dash_finish", label: "Finish", type: "tags", tags_values: ["matte"] },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await api("/attributes", co.key, { method: "POST", body: { key: "dash_taken", label: "Taken", type: "text" } })).status).toBe(
      201,
    );
    const schema = await api("/schemas", co.key, { method: "POST", body: { name: "Finishes", columns: [{ attribute_id: id }] } });
    expect(schema.status, schema.text).toBe(201);
    const page = await signedIn();
    await page.goto(`${origin}/attributes`);
    await page.getByRole("link", { name: "Edit dash_finish" }).click();
    await page.getByRole("heading", { name: "Attribute dash_finish" }).waitFor();
    // Only the settings of its own type.
    expect(await page.getByLabel("Unit", { exact: true }).count()).toBe(0);
    await page.getByLabel("Label").fill("Surface finish");
    await page.getByLabel("Description").fill("How the surface is treated");
    await page.getByLabel("Options, one per line").fill("matte\ngloss");
    await page.getByRole("button", { name: "Save attribute" }).click();
    await page.getByRole("status").getByText("Attribute saved.").waitFor();
    expect((await api(`/attributes/${id}`, co.key)).json).toMatchObject({
      label: "Surface finish",
      description: "How the surface is treated",
      tags_values: ["matte", "gloss"],
    });

    await page.getByRole("link", { name: "Edit dash_finish" }).click();
    await page.getByLabel("New key").fill("dash_surface");
    await page.getByRole("button", { name: "Rename" }).click();
    // The API's report: the schema's column follows the new key.
    await page
      .getByRole("status")
      .getByText("Renamed dash_finish to dash_surface. Updated: 1 in all (schemas 1, tables 0, rows 0).")
      .waitFor();
    expect((await api(`/schemas/${schema.json.id}`, co.key)).json.columns[0].key).toBe("dash_surface");
    await page.getByRole("heading", { name: "Attribute dash_surface" }).waitFor();
    expect((await api(`/attributes/${id}`, co.key)).json.key).toBe("dash_surface");
    await b.shot(page, "attribute-edit");
    await page.setViewportSize({ width: 390, height: 844 });
    await b.shot(page, "attribute-edit-phone");

    // A key that is taken: the API's 409, on the page.
    await page.getByLabel("New key").fill("dash_taken");
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByRole("alert").waitFor();
    expect((await api(`/attributes/${id}`, co.key)).json.key).toBe("dash_surface");

    // Changed elsewhere after this form was loaded: the save is refused, not written over it.
    await page.goto(`${origin}/attributes/${id}/edit`);
    expect((await api(`/attributes/${id}`, co.key, { method: "PATCH", body: { label: "Changed elsewhere" } })).status).toBe(200);
    await page.getByLabel("Label").fill("Stale edit");
    await page.getByRole("button", { name: "Save attribute" }).click();
    await page.getByRole("alert").waitFor();
    expect((await api(`/attributes/${id}`, co.key)).json.label).toBe("Changed elsewhere");
    expect(problems).toEqual([]);
  });

  it("edits a glossary term's type, translations and category", async () => {
    const created = await api("/glossary", co.key, { method: "POST", body: { term: "Walnut", type: "do_not_translate" } });
    expect(created.status).toBe(201);
    const page = await signedIn();
    await page.goto(`${origin}/glossary`);
    await page.getByRole("link", { name: "Edit Walnut" }).click();
    await page.getByRole("heading", { name: "Edit Walnut" }).waitFor();
    await page.getByLabel("Type").selectOption("specific_translation");
    await page.getByLabel("Translations").fill("de=Nussbaum, fr=noyer");
    await page.getByLabel("Category").fill("wood");
    await b.shot(page, "glossary-edit");
    await page.getByRole("button", { name: "Save term" }).click();
    await page.getByRole("status").getByText("Term saved.").waitFor();
    await page.getByRole("cell", { name: "de: Nussbaum, fr: noyer" }).waitFor();
    expect((await api(`/glossary/${created.json.id}`, co.key)).json).toMatchObject({
      type: "specific_translation",
      translations: { de: "Nussbaum", fr: "noyer" },
      category: "wood",
    });
    // The form shows the stored translations back as it takes them.
    await page.getByRole("link", { name: "Edit Walnut" }).click();
    expect(await page.getByLabel("Translations").inputValue()).toBe("de=Nussbaum, fr=noyer");
    // Translations the API refuses (not a language code; a pair without "="): its message, the
    // form as typed, the stored translations untouched.
    for (const typed of ["german=Nussbaum", "de=Nussbaum, fr noyer"]) {
      await page.getByLabel("Translations").fill(typed);
      await page.getByRole("button", { name: "Save term" }).click();
      await page
        .getByRole("alert")
        .getByText(/language codes/)
        .waitFor();
      expect(await page.getByLabel("Translations").inputValue()).toBe(typed);
    }
    expect((await api(`/glossary/${created.json.id}`, co.key)).json.translations).toEqual({ de: "Nussbaum", fr: "noyer" });
    expect(problems).toEqual([]);
  });

  it("shows a read-only key none of these controls and refuses what it forges", async () => {
    const table = await api("/tables", co.key, {
      method: "POST",
      body: { schema_id: "default_product", name: "Kept", source_text: "name,price\nKept chair,5" },
    });
    const attribute = await api("/attributes", co.key, { method: "POST", body: { key: "dash_kept", label: "Kept", type: "text" } });
    const term = await api("/glossary", co.key, { method: "POST", body: { term: "Kept", type: "do_not_translate" } });
    const page = await signedIn(readKey);
    expect(await page.locator("[data-drop]").count()).toBe(0);
    await page.goto(`${origin}/tables/${table.json.id}`);
    await page.getByRole("heading", { name: "Kept", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Delete this table" }).count()).toBe(0);
    await page.goto(`${origin}/attributes`);
    await page.getByRole("cell", { name: "dash_kept" }).waitFor();
    expect(await page.getByRole("link", { name: /^Edit / }).count()).toBe(0);
    await page.goto(`${origin}/glossary`);
    await page.getByRole("cell", { name: "Kept", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: /^Edit / }).count()).toBe(0);
    for (const path of [`/tables/${table.json.id}/delete`, `/attributes/${attribute.json.id}/edit`, `/glossary/${term.json.id}/edit`]) {
      const res = await page.goto(`${origin}${path}`);
      expect(res!.status(), path).toBe(403);
      await page.getByRole("heading", { name: "Not allowed" }).waitFor();
    }

    const forged = [
      [`/tables/${table.json.id}/delete`, {}],
      [`/attributes/${attribute.json.id}`, { label: "Forged" }],
      [`/attributes/${attribute.json.id}/rename`, { new_key: "forged" }],
      [`/attributes`, { key: "forged_enum", label: "Forged", type: "enum", choices: "a" }],
      [`/glossary/${term.json.id}`, { term: "Forged", type: "do_not_translate" }],
    ] as const;
    for (const [path, form] of forged) expect((await b.forge(page, path, form)).status(), path).toBe(403);
    expect((await api(`/tables/${table.json.id}`, co.key)).status).toBe(200);
    expect((await api(`/attributes/${attribute.json.id}`, co.key)).json).toMatchObject({ key: "dash_kept", label: "Kept" });
    expect((await api(`/glossary/${term.json.id}`, co.key)).json.term).toBe("Kept");
    expect(problems).toEqual([]);
  });

  it("answers Not found for another company's table, attribute and term, on pages and posts", async () => {
    const page = await signedIn();
    for (const path of [`/tables/${other.tableId}/delete`, `/attributes/${other.attributeId}/edit`, `/glossary/${other.termId}/edit`]) {
      const res = await page.goto(`${origin}${path}`);
      expect(res!.status(), path).toBe(404);
      await page.getByRole("heading", { name: "Not found" }).waitFor();
      expect(await page.content()).not.toMatch(/Secret/);
    }
    const posts = [
      [`/tables/${other.tableId}/delete`, {}],
      [`/attributes/${other.attributeId}`, { label: "Taken over" }],
      [`/attributes/${other.attributeId}/rename`, { new_key: "taken_over" }],
      [`/glossary/${other.termId}`, { term: "Taken over", type: "do_not_translate" }],
    ] as const;
    for (const [path, form] of posts) expect((await b.forge(page, path, form)).status(), path).toBe(404);
    expect((await api(`/tables/${other.tableId}`, other.key)).status).toBe(200);
    expect((await api(`/attributes/${other.attributeId}`, other.key)).json).toMatchObject({ key: "secret_attr", label: "Secret" });
    expect((await api(`/glossary/${other.termId}`, other.key)).json.term).toBe("Secret term");
    expect(problems).toEqual([]);
  });
});
