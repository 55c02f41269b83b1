/**
 * A writer killed between a product write and its webhook: the event was committed with the
 * write (the outbox), so it is still delivered, exactly once, by what runs after the crash: the
 * sweep the writer queued before writing (as in AWS), local start-up recovery, or both.
 */
import { spawn } from "node:child_process";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { requeueUnfinishedWork } from "../core/local/recover.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { handler as webhookHandler } from "../functions/webhook-worker.js";
import { api, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { drained, privateQueue } from "./support/queues.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let receiver: Awaited<ReturnType<typeof listen>>;
const hits: { path: string; body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  receiver = await listen((req, res, body) => {
    hits.push({ path: req.url ?? "", body, headers: req.headers as Record<string, string> });
    res.writeHead(200).end();
  });
});
afterAll(() => close(receiver));

async function setUp(path: string) {
  const co = await newCompany();
  await api("/attributes", co.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
  const schemaId = (await api("/schemas", co.key, { method: "POST", body: { name: "S", columns: [{ attribute_key: "sku" }] } })).json.id;
  const hook = await api("/catalog/webhooks", co.key, {
    method: "POST",
    body: { name: "crash", url: `${receiver.url}${path}`, events: ["product.created"] },
  });
  expect(hook.status).toBe(201);
  return { co, schemaId, hook: hook.json as { id: string; secret: string } };
}

/** Runs the write in a child process and SIGKILLs it once the write has committed and before its fan-out is queued. */
async function writeAndKill(co: Co, schemaId: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "test/support/product-write-once.ts", co.id, schemaId], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr!.on("data", (c) => (stderr += c));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  await Promise.race([
    new Promise((r) => child.once("message", r)),
    exited.then((code) => {
      throw new Error(`the writer exited (${code}) before its write committed:\n${stderr}`);
    }),
  ]);
  child.kill("SIGKILL");
  await exited;
  const listed = (await api("/catalog/products", co.key)).json.data;
  expect(listed.map((p: { attributes: { sku: string } }) => p.attributes.sku)).toEqual(["CRASH-1"]);
  return listed[0].id as string;
}

async function expectOneDelivery(co: Co, hook: { id: string; secret: string }, path: string, productId: string) {
  const got = hits.filter((h) => h.path === path);
  expect(got).toHaveLength(1);
  const payload = new Webhook(hook.secret).verify(got[0].body, got[0].headers) as { type: string; data: { id: string } };
  expect(payload).toMatchObject({ type: "product.created", data: { id: productId } });
  // The worker records the delivery after the receiver's answer: on a busy machine the record may
  // trail the hit by a moment, so it is read until it settles.
  let log = (await api(`/catalog/webhooks/${hook.id}/deliveries`, co.key)).json;
  for (let i = 0; i < 100 && log.data?.[0]?.status === "pending"; i++) {
    await new Promise((r) => setTimeout(r, 100));
    log = (await api(`/catalog/webhooks/${hook.id}/deliveries`, co.key)).json;
  }
  expect(log.data).toEqual([expect.objectContaining({ status: "delivered", attempts: 1 })]);
}

describe("a writer killed between a product write and its webhook", () => {
  it("the sweep it queued before writing delivers the event, exactly once", async () => {
    const queue = (process.env.WEBHOOKS_QUEUE_URL = await privateQueue("crash-sweep"));
    resetConfig();
    const { co, schemaId, hook } = await setUp("/sweep");
    const productId = await writeAndKill(co, schemaId, { WEBHOOKS_QUEUE_URL: queue, PRODUCT_EVENT_SWEEP_SECONDS: "2" });
    expect(hits.filter((h) => h.path === "/sweep")).toHaveLength(0);
    const poller = startPoller("webhook-worker", queue, webhookHandler, QUEUES.webhooks);
    try {
      await drained(queue, { timeoutMs: 20_000 }); // the delayed sweep included
      await expectOneDelivery(co, hook, "/sweep", productId);
    } finally {
      await poller.stop();
    }
  });

  it("after a local restart, recovery delivers it exactly once, also when the sweep fires too", async () => {
    const lost = (process.env.WEBHOOKS_QUEUE_URL = await privateQueue("crash-lost"));
    resetConfig();
    const { co, schemaId, hook } = await setUp("/restart");
    // The sweep is queued 3 s ahead; the "restart" loses the in-memory queue's messages but this one,
    // which stands for a sweep that survived (in AWS it would).
    const productId = await writeAndKill(co, schemaId, { WEBHOOKS_QUEUE_URL: lost, PRODUCT_EVENT_SWEEP_SECONDS: "3" });
    const resumed = (process.env.WEBHOOKS_QUEUE_URL = await privateQueue("crash-resumed"));
    resetConfig();
    const counts = await requeueUnfinishedWork();
    expect(counts.productEvents).toBeGreaterThanOrEqual(1);
    const pollers = [
      startPoller("webhook-worker", resumed, webhookHandler, QUEUES.webhooks),
      startPoller("webhook-worker", lost, webhookHandler, QUEUES.webhooks),
    ];
    try {
      // Recovery also queued every other test file's unfinished work on `resumed`, so that queue
      // is not drained: this company's delivery is waited for, then its own sweep queue drained.
      for (let i = 0; i < 200 && !hits.some((h) => h.path === "/restart"); i++) await new Promise((r) => setTimeout(r, 100));
      await drained(lost, { timeoutMs: 20_000 }); // the sweep fires after recovery delivered: a fan-out finding nothing left
      await expectOneDelivery(co, hook, "/restart", productId);
    } finally {
      await Promise.all(pollers.map((p) => p.stop()));
    }
  }, 60_000);
});
