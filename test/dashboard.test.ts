import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { freePort } from "../core/local/ports.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { admin, api, app, newCompany } from "./helpers.js";
import { privateQueue } from "./support/queues.js";

/**
 * The web dashboard (core/dashboard/) in Debian's headless Chromium, against the app on a
 * loopback port with a real extraction worker. Every request to another origin is refused.
 * Screenshots of each page go to test/.screenshots/ (git-ignored; the README names it).
 */
const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
const WAIT_MS = 60_000;
const SHOTS = "test/.screenshots";
const XSS = "<img src=x onerror=alert(1)>";
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const title = hasChromium
  ? "web dashboard in headless Chromium"
  : `web dashboard in headless Chromium: SKIPPED, no Chromium at ${CHROMIUM} (apt-get install chromium)`;
if (!hasChromium) console.warn(`test/dashboard.test.ts: ${title}`);

describe.skipIf(!hasChromium)(title, () => {
  let server: ServerType;
  let origin: string;
  let profile: string;
  let browser: Browser;
  let poller: { stop(): Promise<void> } | undefined;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  let co: { id: string; key: string };
  let readKey: string;
  let otherTableId: string;
  let attributeId: string;
  let tableId: string;

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    // Watched, not intercepted: Chromium's request interception stalls form POSTs here, and the
    // pages' policy (default-src 'none') leaves them nothing to load from elsewhere anyway.
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin) problems.push(`outside request: ${request.url()}`);
    });
    page.on("dialog", (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("console", (msg) => {
      // A refused sign-in (401) or an unknown id (404) is logged as a failed load: expected.
      if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) problems.push(`console: ${msg.text()}`);
    });
    return page;
  }

  async function signIn(page: Page, key: string) {
    await page.goto(`${origin}/`);
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    await page.getByLabel("API key").fill(key);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Tables", level: 1 }).waitFor();
  }

  /**
   * A screenshot of the page, then axe-core's accessibility rules on it: no serious or critical
   * violation. Its script goes in through the DevTools protocol, which the pages' policy
   * (no script at all) does not govern.
   */
  async function shot(page: Page, name: string) {
    await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
    await page.evaluate(AXE);
    const { passes, violations } = await page.evaluate(async () => {
      type Result = { id: string; impact: string; nodes: { target: string[] }[] };
      const { axe } = globalThis as unknown as { axe: { run(): Promise<{ passes: Result[]; violations: Result[] }> } };
      const result = await axe.run();
      return {
        passes: result.passes.length,
        violations: result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      };
    });
    expect(passes, `${name}: axe ran`).toBeGreaterThan(10);
    expect(violations, name).toEqual([]);
  }

  beforeAll(async () => {
    process.env.EXTRACT_QUEUE_URL = await privateQueue("dashboard-extract");
    resetConfig();
    poller = startPoller("extract-worker", process.env.EXTRACT_QUEUE_URL, extractHandler, QUEUES.extract);

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

    mkdirSync(SHOTS, { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
    });
    profile = mkdtempSync(join(tmpdir(), "pds-chromium-"));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-sync"],
    });
  }, WAIT_MS);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await new Promise((resolve) => server?.close(resolve));
    await poller?.stop();
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
    const csrf = await reader.locator('input[name="_csrf"]').first().inputValue();
    const forged = await reader.context().request.post(`${origin}/glossary/${oak.id}/delete`, {
      form: { _csrf: csrf },
      headers: { origin },
      maxRedirects: 0,
    });
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
    const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
    const post = (path: string, form: Record<string, string>) =>
      page.context().request.post(`${origin}${path}`, { form: { _csrf: csrf, ...form }, headers: { origin }, maxRedirects: 0 });
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
