import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhook } from "../client/index.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { handler as webhookHandler } from "../functions/webhook-worker.js";
import { admin, api, newCompany } from "./helpers.js";
import { browserSuiteTitle, type DashboardBrowser, hasChromium, startDashboardBrowser, WAIT_MS, XSS } from "./support/dashboard-browser.js";
import { close, listen } from "./support/listen.js";
import { until } from "./support/until.js";

/**
 * The dashboard's Webhooks section in headless Chromium, with the real webhooks worker on a queue
 * of its own and a real receiver on a loopback port (the tests' ALLOW_PRIVATE_URLS lets a
 * subscription point there), and the extraction worker for a table's completion webhook. Every
 * delivery is verified with the secret read off the page.
 */
const title = browserSuiteTitle("test/dashboard-webhooks.test.ts", "dashboard webhooks in headless Chromium");

interface Hit {
  path: string;
  body: string;
  headers: Record<string, string>;
}

describe.skipIf(!hasChromium)(title, () => {
  let b: DashboardBrowser;
  let co: { id: string; key: string };
  let readKey: string;
  let other: { id: string; key: string };
  let otherHookId: string;
  let schemaId: string;
  let receiver: Awaited<ReturnType<typeof listen>>;
  let hookId: string;
  const hits: Hit[] = [];
  const at = (path: string) => hits.filter((h) => h.path === path);

  const signedIn = async (key: string, path: string) => {
    const page = await b.newPage();
    await b.signIn(page, key);
    await page.goto(`${b.origin}${path}`);
    return page;
  };
  const revealed = (page: Page, id: string) => page.getByTestId(`${id}-value`).textContent();
  const hookSecret = async () => (await api(`/catalog/webhooks/${hookId}/secret`, co.key)).json;
  const product = async (sku: string) => {
    const res = await api("/catalog/products", co.key, { method: "POST", body: { schema_id: schemaId, attributes: { sku } } });
    expect(res.status, res.text).toBe(201);
    return res.json.id as string;
  };
  const deliveries = async () =>
    (await api(`/catalog/webhooks/${hookId}/deliveries`, co.key)).json.data as { id: string; status: string }[];

  beforeAll(async () => {
    co = await newCompany({ name: "Webhooks Co" });
    const read = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "viewer", scopes: ["read"] } });
    readKey = read.json.key;
    await api("/attributes", co.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
    schemaId = (await api("/schemas", co.key, { method: "POST", body: { name: "Hooked", columns: [{ attribute_key: "sku" }] } })).json.id;

    other = await newCompany({ name: "Other Co" });
    const hook = await api("/catalog/webhooks", other.key, {
      method: "POST",
      body: { name: "Other's hook", url: "https://other.example/secret-hook", events: ["product.created"] },
    });
    expect(hook.status, hook.text).toBe(201);
    otherHookId = hook.json.id;

    receiver = await listen((req, res, body) => {
      hits.push({ path: req.url ?? "", body, headers: req.headers as Record<string, string> });
      res.writeHead(200).end();
    });
    b = await startDashboardBrowser({ webhooks: webhookHandler, extract: extractHandler });
  }, WAIT_MS);

  afterAll(async () => {
    await b?.close();
    await close(receiver);
  });

  it(
    "creates a catalog webhook whose deliveries verify with the secret the page reveals; replays one and rotates the secret",
    async () => {
      const page = await signedIn(co.key, "/");
      await page.getByRole("link", { name: "Webhooks" }).click();
      await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();

      // The API's refusal of a URL that is none, shown on the page with the form kept.
      await page.getByLabel("Name").fill("Shop mirror");
      await page.getByLabel("URL").fill("not a url");
      await page.getByRole("button", { name: "Create webhook" }).click();
      await page.getByRole("alert").waitFor();
      expect(await page.getByLabel("Name").inputValue()).toBe("Shop mirror");
      expect((await api("/catalog/webhooks", co.key)).json.webhooks).toEqual([]);

      await page.getByLabel("URL").fill(`${receiver.url}/shop`);
      await page.getByLabel("product.deleted").uncheck();
      await page.getByLabel("Description").fill(XSS);
      await page.getByRole("button", { name: "Create webhook" }).click();
      await page.getByRole("status").getByText("Webhook created.").waitFor();
      await page.getByRole("heading", { name: "Shop mirror", level: 1 }).waitFor();
      hookId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
      expect((await api(`/catalog/webhooks/${hookId}`, co.key)).json).toMatchObject({
        url: `${receiver.url}/shop`,
        events: ["product.created", "product.updated"],
        enabled: true,
        description: XSS,
      });
      // Markup in a description is text.
      expect(await page.getByTestId("description").textContent()).toBe(XSS);
      expect(await page.locator('img[src="x"]').count()).toBe(0);

      // The secret is not in the page until it is asked for.
      const first = (await hookSecret()).secret as string;
      expect(await page.content()).not.toContain(first);
      await page.getByRole("button", { name: "Reveal secret" }).click();
      const shown = (await revealed(page, "webhook-secret"))!;
      expect(shown).toBe(first);

      // A product change reaches the receiver, verified with the secret read off the page.
      const productId = await product("HOOK-1");
      const created = await until("the product.created delivery", async () => at("/shop")[0]);
      const event = await verifyWebhook(created.body, created.headers, shown);
      expect(event).toMatchObject({ type: "product.created", data: { id: productId } });
      const deliveryId = created.headers["webhook-id"];
      const row = page.locator(`tr[data-delivery-id="${deliveryId}"]`);
      await expect
        .poll(
          async () => {
            await page.goto(`${b.origin}/webhooks/catalog/${hookId}`);
            return (await row.count()) ? row.locator(".badge").textContent() : "absent";
          },
          { timeout: WAIT_MS },
        )
        .toBe("delivered");
      await row.getByRole("cell", { name: "200", exact: true }).waitFor();
      await b.shot(page, "webhook");

      // Replay: the receiver gets the same delivery again, freshly signed and still verified.
      await row.getByRole("button", { name: /^Replay / }).click();
      await page.getByRole("status").getByText("Delivery queued again.").waitFor();
      const replayed = await until("the replay", async () => at("/shop")[1]);
      expect(replayed.headers["webhook-id"]).toBe(deliveryId);
      expect(await verifyWebhook(replayed.body, replayed.headers, shown)).toMatchObject({
        type: "product.created",
        data: { id: productId },
      });
      await until("the replay delivered", async () => (await deliveries()).find((d) => d.id === deliveryId)?.status === "delivered");

      // Rotation needs its box ticked (a post without it changes nothing), then shows the API's overlap.
      expect((await b.forge(page, `/webhooks/catalog/${hookId}/secret/rotate`)).status()).toBe(422);
      expect((await hookSecret()).secret).toBe(first);
      await page.getByLabel("Issue a new secret").check();
      await page.getByRole("button", { name: "Rotate secret" }).click();
      await page.getByRole("status").getByText("Secret rotated").waitFor();
      const after = await hookSecret();
      expect(after.previous_secret_expires_at).not.toBeNull();
      expect(await page.getByTestId("webhook-secret-overlap").locator("time").getAttribute("datetime")).toBe(
        after.previous_secret_expires_at,
      );
      await page.getByRole("button", { name: "Reveal secret" }).click();
      const rotated = (await revealed(page, "webhook-secret"))!;
      expect(rotated).not.toBe(shown);
      expect(rotated).toBe(after.secret);

      // The next delivery verifies with the new secret (and, during the overlap, the old one too);
      // the first, sent before the rotation, does not verify with the new one.
      await api(`/catalog/products/${productId}`, co.key, { method: "PATCH", body: { attributes: { sku: "HOOK-1b" } } });
      const updated = await until("the product.updated delivery", async () => at("/shop").find((h) => h.body.includes("product.updated")));
      expect(await verifyWebhook(updated.body, updated.headers, rotated)).toMatchObject({ type: "product.updated" });
      expect(updated.headers["webhook-signature"].split(" ")).toHaveLength(2);
      await verifyWebhook(updated.body, updated.headers, shown);
      await expect(verifyWebhook(created.body, created.headers, rotated)).rejects.toThrow("no matching signature");

      // The log pages as the API does: 24 more products make 26 deliveries, 25 to a page.
      await Promise.all(Array.from({ length: 24 }, (_, i) => product(`HOOK-P${i}`)));
      const log = (query: string) => api(`/catalog/webhooks/${hookId}/deliveries?${query}`, co.key).then((r) => r.json);
      await until("26 deliveries delivered", async () => {
        const all = await log("limit=100");
        return all.pagination.total === 26 && all.data.every((d: { status: string }) => d.status === "delivered");
      });
      for (const hit of at("/shop").slice(3)) expect((await verifyWebhook(hit.body, hit.headers, rotated)).type).toBe("product.created");
      await page.goto(`${b.origin}/webhooks/catalog/${hookId}`);
      const pager = page.getByRole("navigation", { name: "Delivery pages" });
      await pager.getByText("Page 1 of 2 (26 in all)").waitFor();
      await pager.getByRole("link", { name: "Next page" }).click();
      await pager.getByText("Page 2 of 2").waitFor();
      const ids = await page.locator("tr[data-delivery-id]").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-delivery-id")));
      expect(ids).toEqual((await log("page=2&limit=25")).data.map((d: { id: string }) => d.id));
      expect(ids).toEqual([deliveryId]);
      expect(b.problems).toEqual([]);
    },
    3 * WAIT_MS,
  );

  it("edits a webhook (events, enabled, url, description), shows the API's refusals, and deletes one", async () => {
    const page = await signedIn(co.key, `/webhooks/catalog/${hookId}`);
    await page.getByRole("heading", { name: "Edit" }).waitFor();
    await page.getByLabel("URL").fill(`${receiver.url}/moved`);
    await page.locator("#edit-product\\.updated").uncheck();
    await page.getByLabel("Enabled").uncheck();
    await page.getByLabel("Description").fill("paused");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("status").getByText("Webhook saved.").waitFor();
    expect((await api(`/catalog/webhooks/${hookId}`, co.key)).json).toMatchObject({
      url: `${receiver.url}/moved`,
      events: ["product.created"],
      enabled: false,
      description: "paused",
    });
    expect(await page.getByTestId("enabled").textContent()).toContain("no");

    // A disabled webhook's delivery cannot be replayed: the API's 409 on the page.
    const [latest] = await deliveries();
    await page
      .locator(`tr[data-delivery-id="${latest.id}"]`)
      .getByRole("button", { name: /^Replay / })
      .click();
    await page.getByRole("alert").getByText("disabled").waitFor();

    // No event ticked: the API's 422, the form kept.
    await page.locator("#edit-product\\.created").uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("alert").waitFor();
    expect((await api(`/catalog/webhooks/${hookId}`, co.key)).json.events).toEqual(["product.created"]);

    // The company's limit of 20: the 21st, from the page, is the API's 409.
    const existing = (await api("/catalog/webhooks", co.key)).json.webhooks.length as number;
    for (let i = existing; i < 20; i++) {
      const res = await api("/catalog/webhooks", co.key, {
        method: "POST",
        body: { name: `Filler ${i}`, url: "https://shop.example/hook", events: ["product.deleted"] },
      });
      expect(res.status, res.text).toBe(201);
    }
    await page.goto(`${b.origin}/webhooks`);
    await page.getByLabel("Name").fill("One too many");
    await page.getByLabel("URL").fill("https://shop.example/more");
    await page.getByRole("button", { name: "Create webhook" }).click();
    await page.getByRole("alert").getByText("at most 20").waitFor();
    await b.shot(page, "webhooks");
    await page.setViewportSize({ width: 390, height: 844 });
    await b.shot(page, "webhooks-phone");

    const filler = await page.getByRole("link", { name: "Filler 19" }).getAttribute("href");
    await page.goto(`${b.origin}${filler}`);
    await page.getByRole("button", { name: "Delete webhook Filler 19" }).click();
    await page.getByRole("status").getByText("Webhook deleted.").waitFor();
    expect((await api(`/catalog/webhooks/${filler!.split("/").pop()}`, co.key)).status).toBe(404);
    expect(await page.getByRole("link", { name: "Filler 19" }).count()).toBe(0);
    expect(b.problems).toEqual([]);
  });

  it("reveals the company's completion-webhook secret on request, rotates it with a confirmation; a table's completion webhook verifies with it", async () => {
    const page = await signedIn(co.key, "/webhooks");
    const before = (await api("/webhooks/secret", co.key)).json;
    expect(await page.content()).not.toContain(before.secret);
    expect(await page.getByTestId("company-secret-overlap").textContent()).toContain("only the current secret");
    await page.getByRole("button", { name: "Reveal secret" }).click();
    expect(await revealed(page, "company-secret")).toBe(before.secret);

    await page.getByRole("button", { name: "Rotate secret" }).click();
    // The box is required: the browser does not send the form (nothing changed).
    expect((await api("/webhooks/secret", co.key)).json.secret).toBe(before.secret);
    await page.locator("form[action='/webhooks/secret/rotate']").getByLabel("Issue a new secret").check();
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByRole("status").getByText("Secret rotated").waitFor();
    const after = (await api("/webhooks/secret", co.key)).json;
    expect(after.secret).not.toBe(before.secret);
    expect(await page.getByTestId("company-secret-overlap").locator("time").getAttribute("datetime")).toBe(
      after.previous_secret_expires_at,
    );
    expect(await page.content()).not.toContain(after.secret);
    await page.getByRole("button", { name: "Reveal secret" }).click();
    const shown = (await revealed(page, "company-secret"))!;
    expect(shown).toBe(after.secret);

    // A table's completion webhook verifies with the secret the page revealed.
    const table = await api("/tables", co.key, {
      method: "POST",
      body: {
        schema_id: "default_product",
        name: "Hooked",
        source_text: "name: Oak table\nprice: 199",
        webhook_url: `${receiver.url}/done`,
      },
    });
    expect(table.status, table.text).toBe(201);
    const done = await until("the completion webhook", async () => at("/done")[0], WAIT_MS);
    expect(await verifyWebhook(done.body, done.headers, shown)).toMatchObject({ type: "table.completed", data: { id: table.json.id } });
    expect(b.problems).toEqual([]);
  });

  it("shows a read-only key no secret and no write control, and refuses the writes it forges", async () => {
    const page = await signedIn(readKey, "/webhooks");
    await page.getByRole("link", { name: "Shop mirror" }).waitFor();
    expect(await page.getByRole("button", { name: /^(Reveal|Rotate|Create)/ }).count()).toBe(0);
    await page.getByText("shown to keys with the write scope only").first().waitFor();
    await page.goto(`${b.origin}/webhooks/catalog/${hookId}`);
    await page.getByRole("heading", { name: "Deliveries" }).waitFor();
    expect(await page.getByRole("button", { name: /^(Reveal|Rotate|Replay|Save|Delete)/ }).count()).toBe(0);
    await b.shot(page, "webhook-read-only");

    const before = { hook: (await api(`/catalog/webhooks/${hookId}`, co.key)).json, secret: await hookSecret() };
    const [delivery] = await deliveries();
    const hook = `/webhooks/catalog/${hookId}`;
    for (const [path, form] of [
      ["/webhooks/secret", {}],
      ["/webhooks/secret/rotate", { confirm: "yes" }],
      ["/webhooks/catalog", { name: "Forged", url: "https://forged.example/", events: "product.created" }],
      [hook, { name: "Forged", url: "https://forged.example/", events: "product.created", enabled: "yes" }],
      [`${hook}/secret`, {}],
      [`${hook}/secret/rotate`, { confirm: "yes" }],
      [`${hook}/deliveries/${delivery.id}/retry`, {}],
      [`${hook}/delete`, {}],
    ] as const) {
      const res = await b.forge(page, path, form);
      expect(res.status(), path).toBe(403);
      expect(await res.text(), path).not.toContain("whsec_");
    }
    expect((await api(`/catalog/webhooks/${hookId}`, co.key)).json).toEqual(before.hook);
    expect(await hookSecret()).toEqual(before.secret);
    expect((await api("/catalog/webhooks", co.key)).json.webhooks.map((w: { name: string }) => w.name)).not.toContain("Forged");
    expect(b.problems).toEqual([]);
  });

  it("answers not found for another company's webhook, its secret and its log", async () => {
    const page = await signedIn(co.key, `/webhooks/catalog/${otherHookId}`);
    await page.getByRole("heading", { name: "Not found" }).waitFor();
    expect(await page.content()).not.toContain("secret-hook");
    const res = await page.goto(`${b.origin}/webhooks/catalog/${otherHookId}?page=2`);
    expect(res!.status()).toBe(404);
    await page.goto(`${b.origin}/webhooks`);
    const form = { confirm: "yes", name: "Taken over", url: "https://forged.example/", events: "product.created", enabled: "yes" };
    for (const path of ["", "/secret", "/secret/rotate", "/deliveries/dlv_x/retry", "/delete"]) {
      const forged = await b.forge(page, `/webhooks/catalog/${otherHookId}${path}`, form);
      expect(forged.status(), path).toBe(404);
      expect(await forged.text()).not.toContain("whsec_");
    }
    expect((await api(`/catalog/webhooks/${otherHookId}`, other.key)).json).toMatchObject({ name: "Other's hook", enabled: true });
    expect((await api(`/catalog/webhooks/${otherHookId}/secret`, other.key)).json.rotated_at).toBeNull();
    expect(b.problems).toEqual([]);
  });
});
