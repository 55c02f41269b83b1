import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { admin, api, newCompany } from "./helpers.js";
import { browserSuiteTitle, type DashboardBrowser, hasChromium, startDashboardBrowser, WAIT_MS, XSS } from "./support/dashboard-browser.js";

/**
 * The web dashboard (core/dashboard/) in Debian's headless Chromium, against the app on a
 * loopback port with a real extraction worker (harness: test/support/dashboard-browser.ts).
 */
const title = browserSuiteTitle("test/dashboard.test.ts", "web dashboard in headless Chromium");

describe.skipIf(!hasChromium)(title, () => {
  let b: DashboardBrowser;
  let origin: string;
  let problems: string[];
  const newPage = () => b.newPage();
  const signIn = (page: Page, key: string) => b.signIn(page, key);
  const shot = (page: Page, name: string) => b.shot(page, name);
  let co: { id: string; key: string };
  let readKey: string;
  let otherTableId: string;
  let attributeId: string;
  let tableId: string;

  beforeAll(async () => {
    co = await newCompany({ name: "Dashboard Co", credits: 100 });
    const read = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "viewer", scopes: ["read"] } });
    expect(read.status).toBe(201);
    readKey = read.json.key;
    const attribute = await api("/attributes", co.key, { method: "POST", body: { key: "dash_material", label: "Material", type: "text" } });
    expect(attribute.status, attribute.text).toBe(201);
    attributeId = attribute.json.id;

    const other = await newCompany({ name: "Other Co", credits: 100 });
    const t = await api("/tables", other.key, {
      method: "POST",
      body: { schema_id: "default_product", name: "Other's table", source_text: "name,price\nSecret lamp,10" },
    });
    expect(t.status, t.text).toBe(201);
    otherTableId = t.json.id;

    b = await startDashboardBrowser({ extract: extractHandler });
    origin = b.origin;
    problems = b.problems;
  }, WAIT_MS);

  afterAll(async () => {
    await b?.close();
  });

  it("signs in with an API key into an HttpOnly, SameSite=Strict cookie that does not hold the key", async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    await shot(page, "sign-in");
    await page.getByLabel("API key").fill("pds_not_a_key");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("not valid");

    await signIn(page, co.key);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "pds_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(session!.value).not.toContain(co.key);
    expect(session!.value).not.toContain(co.key.slice(-12));
    expect(problems).toEqual([]);
  });

  it(
    "creates a table from pasted text and shows it reach completed; markup in names renders as text",
    async () => {
      const page = await newPage();
      await signIn(page, co.key);
      await page.getByLabel("Name", { exact: true }).fill(XSS);
      await page.getByLabel("Schema").selectOption("default_product");
      await page.getByLabel("Or pasted text").fill(`name,brand,price\n"${XSS}",Nordwood,899\nPine chair,Nordwood,99`);
      await page.getByRole("button", { name: "Create table" }).click();
      await page.getByRole("heading", { name: XSS, level: 1 }).waitFor();
      tableId = page.url().split("/tables/")[1];
      expect(tableId).toMatch(/^tbl_/);
      // The page reloads itself while the table is processing.
      await expect.poll(() => page.getByTestId("table-status").textContent(), { timeout: WAIT_MS }).toBe("completed");
      await page.getByRole("cell", { name: "Pine chair" }).first().waitFor();
      await expect.poll(() => page.getByText(XSS, { exact: true }).count()).toBeGreaterThanOrEqual(2); // heading and the row's name
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await shot(page, "table");

      await page.goto(`${origin}/`);
      await page.getByRole("link", { name: XSS, exact: true }).waitFor();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await shot(page, "tables");
      expect(problems).toEqual([]);
    },
    3 * WAIT_MS,
  );

  it(
    "creates a table from an uploaded CSV file",
    async () => {
      const page = await newPage();
      await signIn(page, co.key);
      await page.getByLabel("Name", { exact: true }).fill("Uploaded");
      await page.getByLabel("Files").setInputFiles({
        name: "products.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("name,brand,price\nWalnut shelf,Nordwood,149\nBirch stool,Nordwood,59\nAsh bench,Nordwood,219\n"),
      });
      await page.getByRole("button", { name: "Create table" }).click();
      await page.getByRole("heading", { name: "Uploaded", level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId("table-status").textContent(), { timeout: WAIT_MS }).toBe("completed");
      await page.getByRole("cell", { name: "Birch stool" }).waitFor();
      const id = page.url().split("/tables/")[1];
      const table = (await api(`/tables/${id}`, co.key)).json;
      expect(table).toMatchObject({ total_rows: 3, source_type: "files" });
      expect(table.files[0].name).toBe("products.csv");

      // Delete a row, then export: the CSV from storage has the other two.
      const ash = (await api(`/tables/${id}/rows`, co.key)).json.data.find((r: { data: { name: string } }) => r.data.name === "Ash bench");
      await page.getByRole("button", { name: `Delete row ${ash.row_index + 1}` }).click();
      await page.getByRole("status").getByText("Row deleted.").waitFor();
      expect(await page.getByRole("cell", { name: "Ash bench" }).count()).toBe(0);
      expect((await api(`/tables/${id}/rows/${ash.id}`, co.key)).status).toBe(404);
      const href = await page.getByRole("link", { name: "CSV" }).getAttribute("href");
      const link = await page.context().request.get(`${origin}${href}`, { maxRedirects: 0 });
      expect(link.status()).toBe(303);
      const csv = await (await fetch(link.headers().location)).text();
      expect(csv).toContain("Walnut shelf");
      expect(csv).toContain("Birch stool");
      expect(csv).not.toContain("Ash bench");
      expect(problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it("edits a cell of a row inline", async () => {
    const page = await newPage();
    await signIn(page, co.key);
    await page.goto(`${origin}/tables/${tableId}`);
    const rows = (await api(`/tables/${tableId}/rows`, co.key)).json.data as {
      id: string;
      row_index: number;
      data: Record<string, unknown>;
    }[];
    const pine = rows.find((r) => r.data.name === "Pine chair")!;
    await page.getByRole("link", { name: `Edit name of row ${pine.row_index + 1}` }).click();
    const input = page.getByLabel(`name of row ${pine.row_index + 1}`);
    await shot(page, "table-edit-cell");
    await input.fill("Pine chair (oiled)");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").getByText("Saved.").waitFor();
    await page.getByRole("cell", { name: "Pine chair (oiled)" }).first().waitFor();
    expect((await api(`/tables/${tableId}/rows/${pine.id}`, co.key)).json.data.name).toBe("Pine chair (oiled)");
    expect(problems).toEqual([]);
  });

  it("archives and restores an attribute, which the public API cannot", async () => {
    const page = await newPage();
    await signIn(page, co.key);
    await page.getByRole("link", { name: "Attributes" }).click();
    await page.getByRole("button", { name: "Archive dash_material" }).click();
    await page.getByRole("status").getByText("Attribute archived.").waitFor();
    expect((await api(`/attributes/${attributeId}`, co.key)).json.status).toBe("archived");
    await shot(page, "attributes");
    await page.getByRole("button", { name: "Restore dash_material" }).click();
    await page.getByRole("status").getByText("Attribute restored.").waitFor();
    expect((await api(`/attributes/${attributeId}`, co.key)).json.status).toBe("active");

    // Created from the page, through the API.
    await page.getByLabel("Key").fill("dash_finish");
    await page.getByLabel("Label").fill("Finish");
    await page.getByLabel("Type").selectOption("text");
    await page.getByRole("button", { name: "Create attribute" }).click();
    await page.getByRole("status").getByText("Attribute created.").waitFor();
    await page.getByRole("cell", { name: "dash_finish", exact: true }).waitFor();
    // The same key again: the API's refusal, shown on the page.
    await page.getByLabel("Key").fill("dash_finish");
    await page.getByLabel("Label").fill("Finish");
    await page.getByRole("button", { name: "Create attribute" }).click();
    await page.getByRole("alert").waitFor();

    const doc = (await api("/openapi.json", co.key)).json as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => /archive|restore/i.test(p))).toEqual([]);
    for (const action of ["archive", "restore"]) {
      const res = await api(`/attributes/${attributeId}/${action}`, co.key, { method: "POST", body: {} });
      expect(res.status).toBe(404);
    }
    expect(problems).toEqual([]);
  });

  it("adds glossary terms (with translations) and deletes one; a term of markup shows as text; a read-only key can delete none", async () => {
    const page = await newPage();
    await signIn(page, co.key);
    await page.getByRole("link", { name: "Glossary" }).click();
    await page.getByLabel("Term", { exact: true }).fill("Oak");
    await page.getByLabel("Type").selectOption("specific_translation");
    await page.getByLabel("Translations").fill("de=Eiche, fr=chêne");
    await page.getByRole("button", { name: "Add term" }).click();
    await page.getByRole("status").getByText("Term added.").waitFor();
    await page.getByRole("cell", { name: "de: Eiche, fr: chêne" }).waitFor();
    const terms = (await api("/glossary", co.key)).json.data as { id: string; term: string; translations: Record<string, string> }[];
    expect(terms.find((t) => t.term === "Oak")?.translations).toEqual({ de: "Eiche", fr: "chêne" });

    await page.getByLabel("Term", { exact: true }).fill(XSS);
    await page.getByRole("button", { name: "Add term" }).click();
    await page.getByText(XSS, { exact: true }).waitFor();
    expect(await page.locator("img[src=x]").count()).toBe(0);
    // The same term again: the API's 409, shown on the page with the form kept.
    await page.getByLabel("Term", { exact: true }).fill("Oak");
    await page.getByRole("button", { name: "Add term" }).click();
    await page.getByRole("alert").waitFor();
    await shot(page, "glossary");

    const reader = await newPage();
    await signIn(reader, readKey);
    await reader.goto(`${origin}/glossary`);
    await reader.getByRole("cell", { name: "Oak", exact: true }).waitFor();
    expect(await reader.getByRole("button", { name: /^Delete / }).count()).toBe(0);
    expect(await reader.getByRole("button", { name: "Add term" }).count()).toBe(0);
    const oak = terms.find((t) => t.term === "Oak")!;
    const forged = await b.forge(reader, `/glossary/${oak.id}/delete`);
    expect(forged.status()).toBe(403);

    await page.getByRole("button", { name: "Delete Oak" }).click();
    await page.getByRole("status").getByText("Term deleted.").waitFor();
    expect(((await api("/glossary", co.key)).json.data as { term: string }[]).map((t) => t.term)).toEqual([XSS]);
    expect(problems).toEqual([]);
  });

  it("shows the day's credit usage in the chart", async () => {
    // A search is charged (extraction from text is free).
    const search = await api("/search", co.key, { method: "POST", body: { query: "pine chair", max_results: 1 } });
    expect(search.status, search.text).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const stats = (await api(`/credits/stats?from=${today}&to=${today}`, co.key)).json;
    const used = stats.daily[0].total as number;
    expect(used).toBeGreaterThan(0);
    const page = await newPage();
    await signIn(page, co.key);
    await page.getByRole("link", { name: "Credits" }).click();
    const bar = page.locator(`svg.chart g[data-date="${today}"]`);
    expect(await bar.getAttribute("data-total")).toBe(String(used));
    // Stacked by module: today's search segment is the search credits of the stats' day.
    const segment = bar.locator('rect[data-module="search"]');
    expect(Number(await segment.getAttribute("height"))).toBeGreaterThan(0);
    expect(stats.daily[0].by_module.search).toBeGreaterThan(0);
    await page.getByRole("list", { name: "Chart legend" }).getByText("search").waitFor();
    await page.getByRole("cell", { name: today }).waitFor();
    const balance = (await api("/credits/balance", co.key)).json.balance;
    expect(await page.getByTestId("balance").textContent()).toBe(String(balance));
    await shot(page, "credits");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "credits-phone");
    expect(problems).toEqual([]);
  });

  it("shows a read-only key no write control, and refuses the writes it forges", async () => {
    const page = await newPage();
    await signIn(page, readKey);
    expect(await page.getByRole("button", { name: "Create table" }).count()).toBe(0);
    await page.goto(`${origin}/tables/${tableId}`);
    await page.getByRole("cell", { name: "Nordwood" }).first().waitFor();
    expect(await page.getByRole("link", { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Delete / }).count()).toBe(0);
    await page.goto(`${origin}/attributes`);
    await page.getByRole("cell", { name: "dash_material" }).waitFor();
    expect(await page.getByRole("button", { name: /^(Archive|Restore) / }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Create attribute" }).count()).toBe(0);
    await shot(page, "read-only");

    // The session's own token (from the sign-out form), so only the scope can refuse them.
    const post = (path: string, form: Record<string, string>) => b.forge(page, path, form);
    expect((await post(`/attributes/${attributeId}/archive`, {})).status()).toBe(403);
    expect((await post("/tables", { name: "Forged", schema_id: "default_product", source_text: "a,b" })).status()).toBe(403);
    const rows = (await api(`/tables/${tableId}/rows`, co.key)).json.data;
    expect((await post(`/tables/${tableId}/rows/${rows[0].id}`, { column: "brand", value: "Forged" })).status()).toBe(403);
    expect((await post(`/tables/${tableId}/rows/${rows[0].id}/delete`, {})).status()).toBe(403);
    expect((await api(`/tables/${tableId}/rows`, co.key)).json.data.length).toBe(rows.length);
    expect((await api(`/attributes/${attributeId}`, co.key)).json.status).toBe("active");
    expect((await api("/tables", co.key)).json.data.map((t: { name: string }) => t.name)).not.toContain("Forged");
    expect(problems).toEqual([]);
  });

  it("answers not found for another company's table, and refuses a form without its token", async () => {
    const page = await newPage();
    await signIn(page, co.key);
    const res = await page.goto(`${origin}/tables/${otherTableId}`);
    expect(res!.status()).toBe(404);
    await page.getByRole("heading", { name: "Not found" }).waitFor();
    expect(await page.content()).not.toContain("Secret lamp");
    await shot(page, "not-found");

    const noToken = await page
      .context()
      .request.post(`${origin}/attributes/${attributeId}/archive`, { form: {}, headers: { origin }, maxRedirects: 0 });
    expect(noToken.status()).toBe(403);
    const otherSite = await page.context().request.post(`${origin}/attributes/${attributeId}/archive`, {
      form: {},
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(otherSite.status()).toBe(403);
    expect((await api(`/attributes/${attributeId}`, co.key)).json.status).toBe("active");
  });

  it("works from the keyboard alone: sign in, skip link, a table created without the mouse, focus always visible", async () => {
    const page = await newPage();
    await page.goto(`${origin}/sign-in`);
    const focused = () =>
      page.evaluate(() => {
        type El = { id: string; tagName: string; textContent: string | null };
        const w = globalThis as unknown as {
          document: { activeElement: El };
          location: { hash: string };
          getComputedStyle(el: El): { outlineStyle: string };
        };
        const el = w.document.activeElement;
        const outline = w.getComputedStyle(el).outlineStyle;
        return { id: el.id, tag: el.tagName, text: el.textContent?.trim() ?? "", outline, hash: w.location.hash };
      });
    // The key field has focus on arrival; Enter submits.
    expect((await focused()).id).toBe("api_key");
    await page.keyboard.type(co.key);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Tables", level: 1 }).waitFor();

    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ tag: "A", text: "Skip to content" });
    await page.keyboard.press("Enter");
    expect((await focused()).hash).toBe("#main");

    /** Tabs forward until `done` holds for the focused element; every stop shows a focus ring. */
    const tabTo = async (done: (f: Awaited<ReturnType<typeof focused>>) => boolean) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press("Tab");
        const f = await focused();
        expect(f.outline, `focus ring on ${f.tag}#${f.id} "${f.text}"`).not.toBe("none");
        if (done(f)) return;
      }
      throw new Error("not reached by Tab");
    };
    await tabTo((f) => f.id === "name");
    await page.keyboard.type("Keyboard table");
    await tabTo((f) => f.id === "source_text");
    await page.keyboard.type("name,brand,price\nStanding desk,Nordwood,420");
    await tabTo((f) => f.tag === "BUTTON" && f.text === "Create table");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Keyboard table", level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("table-status").textContent(), { timeout: WAIT_MS }).toBe("completed");
    await page.getByRole("cell", { name: "Standing desk" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("fits a phone's width on every section: nothing wider than the screen but tables that scroll in their own box", async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, co.key);
    const overflow = () =>
      page.evaluate(() => {
        const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
        return d.documentElement.scrollWidth - d.documentElement.clientWidth;
      });
    for (const path of [
      "/",
      `/tables/${tableId}`,
      "/attributes",
      "/schemas",
      "/catalog",
      "/catalog/changes",
      "/glossary",
      "/playground",
      "/webhooks",
      "/credits",
      "/account",
    ]) {
      await page.goto(`${origin}${path}`);
      expect(await overflow(), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
  });

  it("signs out", async () => {
    const page = await newPage();
    await signIn(page, co.key);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === "pds_session")).toBeUndefined();
    await page.goto(`${origin}/credits`);
    expect(new URL(page.url()).pathname).toBe("/sign-in");
  });
});
