import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../core/local/ports.js";
import { app, newCompany } from "./helpers.js";

/**
 * The API reference page in a real browser, offline: the app listens on a loopback port and the
 * browser is refused every request to any other origin, so a viewer loaded from a CDN (or any
 * other outside resource the page cannot do without) leaves the page blank and fails here.
 */
const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
// Generous: Chromium parses the 4 MB viewer in seconds on an idle machine, far longer on a busy one.
const WAIT_MS = 60_000;
const title = hasChromium
  ? "API reference page in headless Chromium, with no network beyond the service"
  : `API reference page in headless Chromium: SKIPPED, no Chromium at ${CHROMIUM} (apt-get install chromium)`;
if (!hasChromium) console.warn(`test/docs-page.test.ts: ${title}`);

describe.skipIf(!hasChromium)(title, () => {
  let server: ServerType;
  let origin: string;
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  const blocked: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
    });
    profile = mkdtempSync(join(tmpdir(), "pds-chromium-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      blocked.push(url);
      return route.abort("blockedbyclient");
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(WAIT_MS);
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text()}`);
    });
  }, WAIT_MS);

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await new Promise((resolve) => server?.close(resolve));
  });

  it(
    "shows the operations of the OpenAPI document, and a request can be sent from the page",
    async () => {
      type Operation = { summary: string; tags: string[] };
      const doc = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
      // The first operation of each of a few tags, as the document names them.
      const firstOfTag = new Map<string, string>();
      for (const methods of Object.values(doc.paths)) {
        for (const op of Object.values(methods)) if (!firstOfTag.has(op.tags[0])) firstOfTag.set(op.tags[0], op.summary);
      }
      const shown = [...firstOfTag].slice(0, 4);
      expect(shown.length).toBe(4);

      await page.goto(`${origin}/api/v1/docs`);
      for (const [tag, summary] of shown) {
        const entry = page.getByText(summary, { exact: true }).first();
        // The viewer opens the first tag; the others open from the sidebar.
        const open = page.getByRole("button", { name: `Open Group - ${tag}` });
        if (await open.count()) await open.first().click();
        await expect.poll(() => entry.isVisible(), { message: `${tag}: ${summary}`, timeout: WAIT_MS }).toBe(true);
      }

      // A key typed into the page authenticates the requests sent from it.
      const { key } = await newCompany({ name: "Docs Page Co" });
      await page.getByPlaceholder("Token").first().fill(key);
      // The viewer renders the operations near the view: go to GET /me through the sidebar first.
      const me = doc.paths["/me"].get;
      await page
        .getByRole("button", { name: `Open Group - ${me.tags[0]}` })
        .or(page.getByRole("button", { name: `Close Group - ${me.tags[0]}` }))
        .first()
        .waitFor();
      const meEntry = page.getByText(me.summary, { exact: true }).first();
      if (!(await meEntry.isVisible()))
        await page
          .getByRole("button", { name: `Open Group - ${me.tags[0]}` })
          .first()
          .click();
      await meEntry.click();
      await page.getByRole("button", { name: /^Test Request\s*\(get \/me\)$/ }).click();
      await page.getByRole("button", { name: /^Send/ }).first().click();
      // The response panel shows the status (linked to its explanation) and the body.
      const status = page.getByRole("link", { name: /^200\s*OK$/ });
      await expect.poll(() => status.isVisible(), { timeout: WAIT_MS }).toBe(true);
      await expect.poll(async () => (await page.content()).includes("Docs Page Co"), { timeout: WAIT_MS }).toBe(true);

      expect(problems).toEqual([]);
      expect(blocked).toEqual([]);
    },
    4 * WAIT_MS,
  );
});
