/**
 * Every server-side fetch refuses private, loopback, link-local and metadata addresses, in every
 * spelling, with the guard on (ALLOW_PRIVATE_URLS=false, as deployed): the extraction of
 * `file_urls`, the pages the engines read (enrich items, the LLM engine's results; all through
 * fetchDocument), webhooks (completion and catalog subscriptions), and every redirect hop. The
 * loopback spellings point at a real server of this file's own, which counts what reaches it:
 * nothing may.
 */
import type { SQSRecord } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FETCH_BUDGETS } from "../core/budgets.js";
import { resetConfig } from "../core/config.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { fetchDocument } from "../core/net/fetch-url.js";
import { runDelivery } from "../core/webhooks/worker.js";
import { createDelivery, getDelivery } from "../core/webhooks/deliveries.js";
import { api, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { privateQueue } from "./support/queues.js";

/** Lets exactly one URL through the guard: the first hop of the redirect test, on loopback. */
const allowOnce = vi.hoisted(() => ({ url: undefined as string | undefined }));
vi.mock(import("../core/net/public-url.js"), async (original) => {
  const real = await original();
  return {
    ...real,
    assertPublicUrl: async (raw: string | URL) => {
      if (allowOnce.url && String(raw) === allowOnce.url) {
        allowOnce.url = undefined;
        return new URL(raw);
      }
      return real.assertPublicUrl(raw);
    },
  };
});

let server: Awaited<ReturnType<typeof listen>>;
let hits = 0;
let port = 0;
let co: { id: string; key: string };
const firstDelivery = { attributes: { ApproximateReceiveCount: "1" } } as unknown as SQSRecord;

/** The loopback in every spelling URL parsing accepts, and the metadata and private ranges. */
const spellings = () => [
  `http://127.0.0.1:${port}/x`,
  `http://2130706433:${port}/x`,
  `http://0x7f.1:${port}/x`,
  `http://0177.0.0.1:${port}/x`,
  `http://127.1:${port}/x`,
  `http://[::1]:${port}/x`,
  `http://[::ffff:127.0.0.1]:${port}/x`,
  `http://[::ffff:7f00:1]:${port}/x`,
  `http://localhost:${port}/x`,
  `http://0.0.0.0:${port}/x`,
  "http://169.254.169.254/latest/meta-data/",
  "http://[fd00:ec2::254]/latest/meta-data/",
  "http://[::ffff:a9fe:a9fe]/latest/meta-data/",
  "http://10.0.0.1/x",
  "http://192.168.1.1/x",
];

beforeAll(async () => {
  server = await listen((req, res) => {
    hits++;
    const to = new URL(req.url ?? "/", "http://x").searchParams.get("to");
    if (to) {
      res.writeHead(302, { location: to }).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/csv" }).end("name,price\nOak table,120\n");
  });
  port = Number(new URL(server.url).port);
  process.env.EXTRACT_QUEUE_URL = await privateQueue("outbound");
  process.env.WEBHOOKS_QUEUE_URL = await privateQueue("outbound-hooks");
  process.env.ALLOW_PRIVATE_URLS = "false";
  resetConfig();
  co = await newCompany({ credits: 1000 });
});

afterAll(async () => {
  process.env.ALLOW_PRIVATE_URLS = "true";
  resetConfig();
  await close(server);
});

describe("outbound requests with the guard on", () => {
  it("file_urls: every spelling fails its table naming the refusal, and no request leaves", async () => {
    for (const url of spellings()) {
      const created = await api("/tables", co.key, { method: "POST", body: { schema_id: "default_product", name: url, file_urls: [url] } });
      expect(created.status, url).toBe(201);
      await runExtraction({ company_id: co.id, table_id: created.json.id, chunk: 0 }, firstDelivery);
      const table = (await api(`/tables/${created.json.id}`, co.key)).json;
      expect(table.total_rows, url).toBe(0);
      expect(table.error_message, url).toMatch(/non-public address|resolves to non-public/);
    }
    expect(hits).toBe(0);
  });

  it("pages the engines read (fetchDocument): every spelling is refused", async () => {
    for (const url of spellings()) {
      await expect(fetchDocument(url, { ...FETCH_BUDGETS.llmPage, allowPrivate: false }), url).rejects.toThrow(/non-public/);
    }
    // An enrich item linking to one answers without reading it.
    const res = await api("/enrich", co.key, {
      method: "POST",
      body: { items: [{ data: { name: "Oak table", url: `http://0x7f.1:${port}/oak` } }], web_search: false },
    });
    expect(res.status).toBe(200);
    expect(hits).toBe(0);
  });

  it("webhooks: a catalog subscription to any spelling is 422; a completion webhook to one is refused without a request", async () => {
    for (const url of spellings()) {
      const res = await api("/catalog/webhooks", co.key, { method: "POST", body: { name: "x", url, events: ["product.created"] } });
      expect(res.status, url).toBe(422);
    }
    for (const url of spellings().slice(0, 4)) {
      const d = await createDelivery(co.id, { url, type: "table.completed", data: {} });
      await runDelivery({ company_id: co.id, delivery_id: d.deliveryId });
      const stored = await getDelivery(co.id, d.deliveryId);
      expect(stored.status, url).toBe("failed");
      expect(stored.lastError, url).toMatch(/^refused: .*non-public/);
    }
    expect(hits).toBe(0);
  });

  it("a redirect to any spelling is refused at that hop: only the first request leaves", async () => {
    for (const next of spellings()) {
      const first = `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(next)}`;
      allowOnce.url = first;
      const before = hits;
      await expect(fetchDocument(first, { ...FETCH_BUDGETS.extraction, allowPrivate: false }), next).rejects.toThrow(/non-public/);
      expect(hits - before, next).toBe(1);
    }
  });
});
