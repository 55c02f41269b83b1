import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, newCompany } from "./helpers.js";
import { browserSuiteTitle, type DashboardBrowser, hasChromium, startDashboardBrowser, WAIT_MS, XSS } from "./support/dashboard-browser.js";

/**
 * The Credits page's transactions list in headless Chromium: the ledger's usage rows as the API
 * pages them (the chart is covered by test/dashboard.test.ts).
 */
const title = browserSuiteTitle("test/dashboard-credits.test.ts", "dashboard credit transactions in headless Chromium");

interface Transaction {
  id: string;
  service: string;
  amount: number;
  work_id: string | null;
  description: string;
}

describe.skipIf(!hasChromium)(title, () => {
  let b: DashboardBrowser;
  let co: { id: string; key: string };
  let otherSearchId: string;

  const search = async (key: string, query: string) => {
    const res = await api("/search", key, { method: "POST", body: { query, max_results: 1 } });
    expect(res.status, res.text).toBe(200);
    return res.json.id as string;
  };

  beforeAll(async () => {
    co = await newCompany({ name: "Credits Co", credits: 500 });
    // 26 charged searches: one more than a page of transactions. The first one's query is markup.
    await search(co.key, XSS);
    for (let i = 1; i < 26; i += 5) await Promise.all([0, 1, 2, 3, 4].map((j) => search(co.key, `oak chair ${i + j}`)));
    const other = await newCompany({ name: "Other Co", credits: 100 });
    otherSearchId = await search(other.key, "other company's lamp");
    b = await startDashboardBrowser();
  }, 2 * WAIT_MS);

  afterAll(async () => {
    await b?.close();
  });

  it("lists the transactions as the API pages them: module, amount, description, work id, time", async () => {
    const usage = (page: number) => api(`/credits/usage?page=${page}&limit=25`, co.key).then((r) => r.json);
    const [first, second] = [await usage(1), await usage(2)];
    expect(first.pagination.total).toBe(26);
    const page = await b.newPage();
    await b.signIn(page, co.key);
    await page.getByRole("link", { name: "Credits" }).click();
    await page.getByRole("heading", { name: "Transactions" }).waitFor();
    expect(await page.getByTestId("total-used").textContent()).toBe(String(first.total_used));

    const rows = page.locator("tr[data-transaction-id]");
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-transaction-id")))).toEqual(
      first.data.map((t: Transaction) => t.id),
    );
    const [newest] = first.data as Transaction[];
    const cells = await rows.first().locator("th, td").allTextContents();
    expect(cells.slice(1)).toEqual(["search", String(newest.amount), newest.description, newest.work_id]);
    expect(newest.amount).toBeLessThan(0);
    expect(cells[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await page.content()).not.toContain(otherSearchId);
    await b.shot(page, "credits-transactions");

    // The oldest, on the second page, is the search whose query was markup: shown as text.
    await page.getByRole("navigation", { name: "Transaction pages" }).getByRole("link", { name: "Next page" }).click();
    await page.getByText("Page 2 of 2").waitFor();
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-transaction-id")))).toEqual(
      second.data.map((t: Transaction) => t.id),
    );
    await page.getByRole("cell", { name: `Search: ${XSS}`, exact: true }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await b.shot(page, "credits-transactions-phone");
    expect(b.problems).toEqual([]);
  });

  it("filters the transactions by service and dates as the API does, in the address, and shows a bad range refused", async () => {
    const enriched = await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "Oak" } }], web_search: false } });
    expect(enriched.status, enriched.text).toBe(200);
    const viaApi = (await api("/credits/usage?service=enrich", co.key)).json;
    expect(viaApi.pagination.total).toBeGreaterThan(0);

    const page = await b.newPage();
    await b.signIn(page, co.key);
    await page.goto(`${b.origin}/credits`);
    await page.getByRole("combobox", { name: "Service" }).selectOption("enrich");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/service=enrich/);
    const rows = page.locator("tr[data-transaction-id]");
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-transaction-id")))).toEqual(
      viaApi.data.map((t: Transaction) => t.id),
    );
    expect(await page.getByTestId("total-used").textContent()).toBe(String(viaApi.total_used));
    expect(await page.getByRole("combobox", { name: "Service" }).inputValue()).toBe("enrich");
    await b.shot(page, "credits-filtered");

    // From tomorrow: nothing, as the API says.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await api(`/credits/usage?service=enrich&from=${tomorrow}`, co.key)).json.pagination.total).toBe(0);
    await page.getByLabel("From").fill(tomorrow);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("No transactions match.").waitFor();

    // A range that ends before it starts: the API's 422, as a page.
    const res = await page.goto(`${b.origin}/credits?from=2026-02-01&to=2026-01-01`);
    expect(res!.status()).toBe(422);
    await page.getByText("from must be on or before to").waitFor();
    expect(b.problems).toEqual([]);
  });
});
