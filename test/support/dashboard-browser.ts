import { uploadOrigin } from "../../core/blob/client.js";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { type APIResponse, type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";
import { resetConfig } from "../../core/config.js";
import { freePort } from "../../core/local/ports.js";
import { startPoller } from "../../core/local/poller.js";
import { QUEUES, type QueueName } from "../../core/queue/queues.js";
import type { SqsHandler } from "../../core/queue/worker.js";
import { app } from "../helpers.js";
import { privateQueue } from "./queues.js";

/**
 * The harness of the dashboard's browser tests: the app on a loopback port, the workers a file
 * asks for on queues of its own, and Debian's headless Chromium. Every request a page makes to
 * another origin, every dialog, page error and console error is recorded in `problems`.
 * Screenshots go to test/.screenshots/ (git-ignored; the README names it).
 */
export const CHROMIUM = "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);
export const WAIT_MS = 60_000;
export const XSS = "<img src=x onerror=alert(1)>";
const SHOTS = "test/.screenshots";
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The describe title of a browser test file: says plainly when it is skipped for want of Chromium. */
export function browserSuiteTitle(file: string, what: string) {
  const title = hasChromium ? what : `${what}: SKIPPED, no Chromium at ${CHROMIUM} (apt-get install chromium)`;
  if (!hasChromium) console.warn(`${file}: ${title}`);
  return title;
}

export interface DashboardBrowser {
  origin: string;
  problems: string[];
  newPage(): Promise<Page>;
  signIn(page: Page, key: string): Promise<void>;
  shot(page: Page, name: string): Promise<void>;
  /** A POST of a form with the session's own token (read from the page), as a forger with a valid session would send it. */
  forge(page: Page, path: string, form?: Record<string, string>): Promise<APIResponse>;
  close(): Promise<void>;
}

/** Workers to run, by queue: each gets a private queue (its env var set) and a poller. */
export type Workers = Partial<Record<QueueName, SqsHandler>>;

export async function startDashboardBrowser(workers: Workers = {}): Promise<DashboardBrowser> {
  const pollers: { stop(): Promise<void> }[] = [];
  for (const [name, handler] of Object.entries(workers) as [QueueName, SqsHandler][]) {
    const q = QUEUES[name];
    process.env[q.env] = await privateQueue(`dashboard-${name}`);
    resetConfig();
    pollers.push(startPoller(`${name}-worker`, process.env[q.env]!, handler, q));
  }
  mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const store = await uploadOrigin();
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-sync"],
  });
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    // Watched, not intercepted: Chromium's request interception stalls form POSTs here, and the
    // pages' policy (default-src 'none') leaves them nothing to load from elsewhere anyway.
    page.on("request", (request) => {
      // The file store is the one other origin a page may reach: big uploads go there directly.
      const to = new URL(request.url()).origin;
      if (to !== origin && to !== store) problems.push(`outside request: ${request.url()}`);
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
   * violation. Its script goes in through the DevTools protocol, which the pages' policy does
   * not govern.
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

  async function forge(page: Page, path: string, form: Record<string, string> = {}) {
    const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
    return page.context().request.post(`${origin}${path}`, { form: { _csrf: csrf, ...form }, headers: { origin }, maxRedirects: 0 });
  }

  async function close() {
    for (const c of contexts) await c.close();
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    for (const p of pollers) await p.stop();
  }

  return { origin, problems, newPage, signIn, shot, forge, close };
}
