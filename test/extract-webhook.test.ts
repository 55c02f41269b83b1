import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { findDelivery } from "../core/webhooks/deliveries.js";
import { getSecret } from "../core/webhooks/signing.js";
import { handler as webhookHandler } from "../functions/webhook-worker.js";
import { api, newCompany } from "./helpers.js";
import { drained, privateQueue } from "./support/queues.js";

/**
 * The completion webhook is stored in the same transaction that completes the table, so a crash
 * between the two cannot lose it: here queueing it fails (as if the process died right after the
 * commit), and the redelivered extraction message queues it.
 */
let server: Server;
let url: string;
const hits: { body: string; headers: Record<string, string> }[] = [];
let webhooksQueue: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => {
      hits.push({ body: Buffer.concat(parts).toString("utf8"), headers: req.headers as Record<string, string> });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/table-done`;
  // Private queues: no poller of another test file may take these messages, and once the
  // webhooks queue is empty every delivery queued so far has been handled.
  process.env.EXTRACT_QUEUE_URL = await privateQueue("extract-hook");
  webhooksQueue = await privateQueue("extract-hook-webhooks");
  resetConfig();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe("the table completion webhook", () => {
  it("survives a failure between completion and queueing, and is delivered once, signed", async () => {
    const co = await newCompany();
    const table = (
      await api("/tables", co.key, {
        method: "POST",
        body: {
          schema_id: "default_product",
          name: "Hooked",
          source_text: "name: Oak table\nprice: 199\n\nname: Pine chair\nprice: 49",
          webhook_url: url,
        },
      })
    ).json;

    process.env.WEBHOOKS_QUEUE_URL = webhooksQueue.replace(/[^/]+$/, "no-such-queue");
    resetConfig();
    await expect(runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 })).rejects.toThrow();
    const stored = (await api(`/tables/${table.id}`, co.key)).json;
    expect(stored).toMatchObject({ status: "completed", total_rows: 2 });
    expect(await findDelivery(co.id, `dlv_${table.id}`)).toMatchObject({ status: "pending", attempts: 0, eventType: "table.completed" });

    process.env.WEBHOOKS_QUEUE_URL = webhooksQueue;
    resetConfig();
    const poller = startPoller("webhook-worker", webhooksQueue, webhookHandler, QUEUES.webhooks);
    try {
      await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 }); // SQS redelivers the message
      await drained(webhooksQueue);
      expect(hits).toHaveLength(1);
      const { secret } = await getSecret(co.id);
      const payload = new Webhook(secret).verify(hits[0].body, hits[0].headers) as { type: string; id: string; data: unknown };
      expect(payload).toMatchObject({ type: "table.completed", id: `dlv_${table.id}`, data: stored });

      // Later duplicates of the message change nothing and send nothing.
      await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 });
      await drained(webhooksQueue);
      expect(hits).toHaveLength(1);
      expect(await findDelivery(co.id, `dlv_${table.id}`)).toMatchObject({ status: "delivered", attempts: 1 });
    } finally {
      await poller.stop();
    }
  }, 60_000);
});
