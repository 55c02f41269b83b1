import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { newUuid } from "../core/store/ids.js";
import { getDelivery, scheduleDelivery } from "../core/webhooks/deliveries.js";
import { PER_COMPANY_SENDS } from "../core/webhooks/fair-share.js";
import { close, listen } from "./support/listen.js";
import { drained, privateQueue } from "./support/queues.js";

/**
 * One company's receiver that never answers must not delay another company's webhooks: both
 * go through one real local queue, polled as the local runtime polls it (core/queue/queues.ts),
 * into the deployed handler.
 */
let queue: string;
let poller: { stop(): Promise<void> };
let dead: Awaited<ReturnType<typeof listen>>;
let alive: Awaited<ReturnType<typeof listen>>;
let hanging = true;
const held: ServerResponse[] = [];
const deadHits: number[] = [];
const aliveHits: number[] = [];

beforeAll(async () => {
  dead = await listen((_req, res) => {
    deadHits.push(Date.now());
    if (hanging) held.push(res);
    else res.writeHead(200).end();
  });
  alive = await listen((_req, res) => {
    aliveHits.push(Date.now());
    res.writeHead(200).end();
  });
  queue = await privateQueue("webhooks-fair");
  process.env.WEBHOOKS_QUEUE_URL = queue;
  resetConfig();
  const { handler } = await import("../functions/webhook-worker.js");
  poller = startPoller("webhook-worker", queue, handler, QUEUES.webhooks);
});

afterAll(async () => {
  await poller?.stop();
  await close(dead);
  await close(alive);
});

describe("webhook delivery is fair across companies", () => {
  it("20 deliveries to a receiver that never answers do not delay another company's 5", async () => {
    const slow = newUuid();
    const other = newUuid();
    const slowIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      slowIds.push(await scheduleDelivery(slow, { url: `${dead.url}/hook`, type: "table.completed", data: { i } }));
    }
    const queuedAt = Date.now();
    const otherIds = await Promise.all(
      Array.from({ length: 5 }, (_, i) => scheduleDelivery(other, { url: `${alive.url}/hook`, type: "table.completed", data: { i } })),
    );

    // The other company's deliveries arrive in about the time a delivery takes, not after the
    // dead receiver's 10-second timeouts.
    const deadline = Date.now() + 9_000;
    while (aliveHits.length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(aliveHits).toHaveLength(5);
    expect(Math.max(...aliveHits) - queuedAt).toBeLessThan(3_000);
    for (const id of otherIds) expect((await getDelivery(other, id)).status).toBe("delivered");
    // Meanwhile the slow company holds no more than its share of sends.
    expect(deadHits.length).toBeLessThanOrEqual(PER_COMPANY_SENDS);

    // The receiver comes back: the held requests fail (attempts, retried), and every one of the
    // slow company's deliveries is delivered, once its share frees up.
    hanging = false;
    dead.server.closeAllConnections();
    for (const res of held) res.destroy();
    for (const id of slowIds) {
      for (let d = await getDelivery(slow, id); d.status === "pending"; d = await getDelivery(slow, id)) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await getDelivery(slow, id)).status).toBe("delivered");
    }
    await drained(queue);
  }, 60_000);
});
