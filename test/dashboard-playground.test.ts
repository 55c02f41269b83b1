import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SourceLink } from "../core/dashboard/source-link.js";
import { handler as enhanceHandler } from "../functions/enhance-worker.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { handler as jobsHandler } from "../functions/jobs-worker.js";
import { admin, api, newCompany } from "./helpers.js";
import { browserSuiteTitle, type DashboardBrowser, hasChromium, startDashboardBrowser, WAIT_MS, XSS } from "./support/dashboard-browser.js";

/**
 * The dashboard's search and enrich playground and a table's enhancement runs, in headless
 * Chromium against the app with real extraction, jobs and enhance workers and the local AI
 * engine, which searches and enriches from the company's own rows (the ones made below).
 */
const title = browserSuiteTitle("test/dashboard-playground.test.ts", "dashboard playground and enhance runs in headless Chromium");

type Co = { id: string; key: string };
/**
 * Rows of the table whose enhancement is cancelled: enough that the worker is far from done when
 * the cancel arrives (measured with 1,000: 76 cells completed while the request and its redirect ran).
 */
const BIG = 400;
const balance = async (c: Co) => (await api("/credits/balance", c.key)).json.balance as number;

async function tableWith(c: Co, name: string, rows: Record<string, unknown>[]) {
  const t = await api("/tables", c.key, { method: "POST", body: { schema_id: "default_product", name, source_text: "-" } });
  expect(t.status, t.text).toBe(201);
  const res = await api(`/tables/${t.json.id}/rows`, c.key, { method: "POST", body: { rows } });
  expect(res.status, res.text).toBe(201);
  return t.json.id as string;
}

describe("source links", () => {
  it("link only http(s) URLs, with rel noopener noreferrer, and show every URL as text", () => {
    const bad = String(SourceLink({ url: "javascript:alert(1)", title: "Click me" }));
    expect(bad).not.toContain("href");
    expect(bad).toContain("javascript:alert(1)");
    expect(String(SourceLink({ url: " data:text/html,<b>x</b>" }))).not.toContain("href");
    const good = String(SourceLink({ url: "https://shop.example/oak?a=1&b=2", title: "Oak" }));
    expect(good).toContain('href="https://shop.example/oak?a=1&amp;b=2"');
    expect(good).toContain('rel="noopener noreferrer"');
    expect(good).toContain(">https://shop.example/oak?a=1&amp;b=2<");
  });
});

describe.skipIf(!hasChromium)(title, () => {
  let b: DashboardBrowser;
  let origin: string;
  let problems: string[];
  let co: Co;
  let other: Co;
  let readKey: string;
  let smallTable: string;
  let bigTable: string;
  let otherTable: string;
  let searchId: string;

  const signedIn = async (key = co.key) => {
    const page = await b.newPage();
    await b.signIn(page, key);
    return page;
  };
  const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute("href")));

  beforeAll(async () => {
    [co, other] = await Promise.all([newCompany({ name: "Playground Co", credits: 5000 }), newCompany({ credits: 100 })]);
    const read = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "viewer", scopes: ["read"] } });
    readKey = read.json.key;
    smallTable = await tableWith(co, "Catalog", [
      { name: "Nordic oak dining table", brand: "Nordwood", price: 899, url: "https://shop.example/oak-table" },
      { name: "Pine bedside table", brand: "Nordwood", price: 129 },
      { name: XSS, brand: "Glimmer", price: 5 },
    ]);
    bigTable = await tableWith(
      co,
      "Big",
      Array.from({ length: BIG }, (_, i) => ({ name: `Bolt ${i}`, brand: "acme" })),
    );
    otherTable = await tableWith(other, "Other's", [{ name: "Secret lamp", brand: "Hidden" }]);
    b = await startDashboardBrowser({ extract: extractHandler, jobs: jobsHandler, enhance: enhanceHandler });
    origin = b.origin;
    problems = b.problems;
  }, 2 * WAIT_MS);

  afterAll(async () => {
    await b?.close();
  });

  it("searches from the page: results in the schema's columns, each source a link to the API's source_url, the cost shown", async () => {
    const page = await signedIn();
    const before = await balance(co);
    await page.getByRole("link", { name: "Playground" }).click();
    await page.getByLabel("Query").fill("oak dining table");
    await page.getByLabel("Max results").fill("3");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("heading", { name: "Search results" }).waitFor();
    searchId = page.url().split("/playground/search/")[1];
    const search = (await api(`/search/${searchId}`, co.key)).json;
    expect(search.results.length).toBeGreaterThan(0);
    expect(search.results.length).toBeLessThanOrEqual(3);
    expect(search.results[0].data.name).toBe("Nordic oak dining table");

    const table = page.getByRole("table", { name: /result\(s\) for “oak dining table”/ });
    const headers = await table.getByRole("columnheader").allTextContents();
    // In the schema's order, though the stored job's data comes back in no particular order.
    const schema = (await api("/schemas/default_product", co.key)).json as { columns: { key: string }[] };
    expect(Object.keys(search.results[0].data).sort()).toEqual(schema.columns.map((c) => c.key).sort());
    expect(headers).toEqual([...schema.columns.map((c) => c.key), "Source", "Confidence"]);
    await table.getByRole("cell", { name: "Nordic oak dining table" }).waitFor();
    // The API's sources, linked as they are (on the page's own origin: the rows they cite).
    const sources = search.results.map((r: { source_url: string }) => r.source_url);
    expect(sources[0].startsWith(`${origin}/api/v1/tables/${smallTable}/rows/`)).toBe(true);
    expect(await hrefs(page, "table .source a")).toEqual(sources);
    expect(await page.locator("table .source a").first().getAttribute("rel")).toBe("noopener noreferrer");
    await table.getByText(sources[0], { exact: true }).waitFor(); // the URL as text too
    expect(await page.getByTestId("credits-used").textContent()).toBe(String(search.credits_used));
    expect(await balance(co)).toBe(before - search.credits_used);
    // A reload shows the stored search; it does not search (or charge) again.
    await page.reload();
    expect(await balance(co)).toBe(before - search.credits_used);
    expect(await page.getByLabel("Query").inputValue()).toBe("oak dining table");
    await b.shot(page, "playground-search");
    await page.setViewportSize({ width: 390, height: 844 });
    await b.shot(page, "playground-search-phone");

    // The API's refusal comes back on the page, with what was typed.
    await page.getByLabel("Query").fill("   ");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("alert").waitFor();
    expect(problems).toEqual([]);
  });

  it("shows a result named with markup as text", async () => {
    const page = await signedIn();
    await page.goto(`${origin}/playground`);
    await page.getByLabel("Query").fill("Glimmer");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("cell", { name: XSS, exact: true }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("enriches items from the page, with each field's cited sources as the API returns them", async () => {
    const page = await signedIn();
    await page.goto(`${origin}/playground`);
    // A broken JSON line is refused on the page, the text kept.
    await page.getByLabel("Items, one per line").fill('{"name": "Oak');
    await page.getByRole("button", { name: "Enrich" }).click();
    await page.getByRole("alert").getByText("Line 1").waitFor();
    expect(await page.getByLabel("Items, one per line").inputValue()).toBe('{"name": "Oak');

    await page
      .getByLabel("Items, one per line")
      .fill(`Nordic oak dining table\n{"name": "${XSS.replaceAll('"', '\\"')}", "brand": "Glimmer"}`);
    await page.getByRole("button", { name: "Enrich" }).click();
    await page.getByRole("heading", { name: "Enriched items" }).waitFor();
    const id = page.url().split("/playground/enrich/")[1];
    const job = (await api(`/enrich/${id}`, co.key)).json;
    expect(job).toMatchObject({ status: "completed", credits_used: 4 });
    expect(job.items[0].data).toMatchObject({ name: "Nordic oak dining table", brand: "Nordwood", price: 899 });
    const item = page.locator('table[data-item="0"]');
    await item.locator('tr[data-field="brand"]').getByRole("cell", { name: "Nordwood", exact: true }).waitFor();
    const brand = job.items[0].basis.find((x: { field: string }) => x.field === "brand");
    expect(brand.citations.length).toBeGreaterThan(0);
    expect(await hrefs(page, 'table[data-item="0"] tr[data-field="brand"] .source a')).toEqual(
      brand.citations.map((c: { url: string }) => c.url),
    );
    expect(await page.getByTestId("credits-used").textContent()).toBe("4");
    await page.getByRole("table", { name: `Item 2: ${XSS}` }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await b.shot(page, "playground-enrich");
    expect(problems).toEqual([]);
  });

  it("follows an enrich of more than 5 items, which runs as a job, on a page that reloads itself until it completes", async () => {
    const page = await signedIn();
    await page.goto(`${origin}/playground`);
    const lines = Array.from({ length: 6 }, (_, i) => (i % 2 ? "Pine bedside table" : "Nordic oak dining table, Nordwood"));
    await page.getByLabel("Items, one per line").fill(lines.join("\n"));
    await page.getByLabel(/Web search/).uncheck();
    await page.getByLabel("Thinking").selectOption("low");
    await page.getByRole("button", { name: "Enrich" }).click();
    await page.getByRole("heading", { name: "Enriched items" }).waitFor();
    const id = page.url().split("/playground/enrich/")[1];
    await page.getByRole("table", { name: "Item 6: Pine bedside table" }).waitFor({ timeout: WAIT_MS });
    const job = (await api(`/enrich/${id}`, co.key)).json;
    expect(job).toMatchObject({ status: "completed", credits_used: 6 });
    expect(job.items).toHaveLength(6);
    expect(job.items[5].data.brand).toBe("Nordwood");
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    await page.getByText("Run without web search").waitFor();
    expect(problems).toEqual([]);
  });

  it(
    "starts an enhancement of a column from the table's page, follows it to completion, and shows a cell's trace",
    async () => {
      const page = await signedIn();
      await page.goto(`${origin}/tables/${smallTable}`);
      await page.getByRole("link", { name: "Enhance columns" }).click();
      await page.getByLabel("Column", { exact: true }).selectOption("description");
      await page.getByLabel("Instruction").fill("{{name}} by {{brand | upper}}");
      await page.getByLabel("Web search").uncheck();
      await page.getByRole("button", { name: "Start enhancing" }).click();
      // The API's answer: 3 cells, 1 credit each at most without web search (docs/enhance.md).
      await page.getByRole("status").getByText("Enhancement started. 3 cell(s) queued, at most 3 credits.").waitFor();
      // The page reloads itself while cells run; then the counters are the status endpoint's.
      await page.locator('tr[data-column="description"]').getByText("3 of 3").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => page.locator('meta[http-equiv="refresh"]').count(), { timeout: WAIT_MS }).toBe(0);
      const status = (await api(`/tables/${smallTable}/enhance/status`, co.key)).json.columns.description;
      expect(status).toMatchObject({ total: 3, completed: 3, pending: 0, processing: 0 });
      const cells = await page.locator('tr[data-column="description"] td.num').allTextContents();
      expect(cells).toEqual([String(status.completed), String(status.failed - status.cancelled), String(status.cancelled), "0"]);

      const rows = (await api(`/tables/${smallTable}/rows`, co.key)).json.data as { id: string; row_index: number; data: any }[];
      const byName = Object.fromEntries(rows.map((r) => [r.data.name, r]));
      expect(byName["Nordic oak dining table"].data.description).toBe("Nordic oak dining table by NORDWOOD");
      expect(byName[XSS].data.description).toBe(`${XSS} by GLIMMER`);
      await page.getByText(`${XSS} by GLIMMER`, { exact: true }).waitFor();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await b.shot(page, "enhance");

      const oak = byName["Nordic oak dining table"];
      await page.getByRole("link", { name: `Trace of description in row ${oak.row_index + 1}` }).click();
      await page.getByRole("heading", { name: `Trace: description of row ${oak.row_index + 1}` }).waitFor();
      const [trace] = (await api(`/tables/${smallTable}/rows/${oak.id}/traces?column_key=description`, co.key)).json.data;
      expect(await page.getByTestId("trace-status").textContent()).toBe(trace.status);
      expect(await page.getByTestId("trace-answer").textContent()).toBe(trace.response.text);
      await b.shot(page, "enhance-trace");
      expect(problems).toEqual([]);
    },
    2 * WAIT_MS,
  );

  it(
    "cancels a running enhancement from the page",
    async () => {
      const page = await signedIn();
      await page.goto(`${origin}/tables/${bigTable}/enhance`);
      await page.getByLabel("Column", { exact: true }).selectOption("description");
      await page.getByLabel("Instruction").fill("{{name}} by {{brand}}");
      await page.getByLabel("Web search").uncheck();
      await page.getByRole("button", { name: "Start enhancing" }).click();
      await page.getByRole("status").getByText("Enhancement started.").waitFor();
      await page.getByRole("button", { name: "Cancel description" }).click();
      await page.getByRole("status").getByText("Enhancement cancelled.").waitFor();
      const status = (await api(`/tables/${bigTable}/enhance/status`, co.key)).json.columns.description;
      expect(status.total).toBe(BIG);
      expect(status.cancelled).toBeGreaterThan(0);
      expect(status.pending + status.processing).toBe(0);
      expect(status.completed + status.cancelled).toBe(BIG);
      expect(await page.locator('tr[data-column="description"] td.num').nth(2).textContent()).toBe(String(status.cancelled));
      expect(await page.getByRole("button", { name: "Cancel description" }).count()).toBe(0);
      expect(problems).toEqual([]);
    },
    4 * WAIT_MS,
  );

  it("shows a read-only key no form or button, and refuses the writes it forges", async () => {
    const page = await signedIn(readKey);
    const before = await balance(co);
    await page.goto(`${origin}/playground/search/${searchId}`);
    await page.getByRole("heading", { name: "Search results" }).waitFor();
    expect(await page.locator("main form").count()).toBe(0);
    await b.shot(page, "playground-read-only");
    await page.goto(`${origin}/tables/${smallTable}/enhance`);
    await page.locator('tr[data-column="description"]').waitFor();
    expect(await page.locator("main form").count()).toBe(0);

    const forge = (path: string, form: Record<string, string>) => b.forge(page, path, form);
    expect((await forge("/playground/search", { query: "oak" })).status()).toBe(403);
    expect((await forge("/playground/enrich", { items: "Oak table" })).status()).toBe(403);
    const enhance = { column_key: "description", prompt: "{{name}}" };
    expect((await forge(`/tables/${smallTable}/enhance`, enhance)).status()).toBe(403);
    expect((await forge(`/tables/${smallTable}/enhance/cancel`, {})).status()).toBe(403);
    expect(await balance(co)).toBe(before);
    expect((await api(`/tables/${smallTable}/enhance/status`, co.key)).json.columns.description.total).toBe(3);
    expect(problems).toEqual([]);
  });

  it("answers not found for another company's table, row trace and search", async () => {
    const page = await signedIn();
    const theirs = (await api("/search", other.key, { method: "POST", body: { query: "lamp" } })).json.id;
    const theirRow = (await api(`/tables/${otherTable}/rows`, other.key)).json.data[0].id;
    for (const path of [
      `/tables/${otherTable}/enhance`,
      `/tables/${otherTable}/rows/${theirRow}/trace?column=description`,
      `/playground/search/${theirs}`,
    ]) {
      const res = await page.goto(`${origin}${path}`);
      expect(res!.status(), path).toBe(404);
      await page.getByRole("heading", { name: "Not found" }).waitFor();
      expect(await page.content()).not.toContain("Secret lamp");
    }
    const forged = await b.forge(page, `/tables/${otherTable}/enhance/cancel`, {});
    expect(forged.status()).toBe(404);
    expect(problems).toEqual([]);
  });
});
