import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Context, SQSEvent } from "aws-lambda";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../core/errors.js";
import { nowMs } from "../core/clock.js";
import { resetConfig } from "../core/config.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { newUuid, randomToken } from "../core/store/ids.js";
import { createDelivery, getDelivery, scheduleDelivery, type Delivery } from "../core/webhooks/deliveries.js";
import { DeliveryEntity } from "../core/webhooks/entity.js";
import { getSecret, rotateSecret, signatureHeaders } from "../core/webhooks/signing.js";
import { postJson } from "../core/webhooks/send.js";
import { deliver, retryDelaySeconds } from "../core/webhooks/worker.js";
import { handler } from "../functions/webhook-worker.js";
import { drained, privateQueue } from "./support/queues.js";

/**
 * Deliveries go through a real local SQS queue of this file's own and a real HTTP receiver; each
 * test uses its own receiver path. Once the queue is empty every delivery queued so far has been
 * handled, so "nothing more was sent" is checked by waiting for that, then counting exactly.
 * Times the service compares (due retries, leases, hits) are read from its clock.
 */
interface Hit {
  at: number;
  body: string;
  headers: Record<string, string>;
}

const hits = new Map<string, Hit[]>();
/** Per path: the status to answer for the n-th request (0-based; 0 = never answer); 200 when unset. */
const behaviors = new Map<string, (n: number) => number | { status: number; location: string }>();
let server: Server;
let base: string;
let poller: { stop(): Promise<void> };
let queue: string;
const companyId = newUuid();

const flat = (h: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));

/** A fresh receiver path whose requests are recorded. */
function route(behavior?: (n: number) => number | { status: number; location: string }) {
  const path = `/hook/${randomToken(12)}`;
  hits.set(path, []);
  if (behavior) behaviors.set(path, behavior);
  return { url: `${base}${path}`, hits: () => hits.get(path)! };
}

async function waitForFinal(id: string, timeoutMs = 20_000): Promise<Delivery> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const d = await getDelivery(companyId, id);
    if (d.status !== "pending") return d;
    if (Date.now() > deadline) throw new Error(`delivery ${id} still pending after ${timeoutMs} ms: ${JSON.stringify(d)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const list = hits.get(req.url ?? "") ?? [];
      list.push({ at: nowMs(), body: Buffer.concat(chunks).toString("utf8"), headers: flat(req.headers) });
      hits.set(req.url ?? "", list);
      const answer = behaviors.get(req.url ?? "")?.(list.length - 1) ?? 200;
      if (answer === 0) return; // hang; afterAll closes the connection
      if (typeof answer === "number") res.writeHead(answer).end("receiver says hi");
      else res.writeHead(answer.status, { location: answer.location }).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  queue = await privateQueue("webhooks");
  process.env.WEBHOOKS_QUEUE_URL = queue;
  resetConfig();
  poller = startPoller("webhook-worker", queue, handler, QUEUES.webhooks);
});

afterAll(async () => {
  await poller?.stop();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

describe("webhook signing secrets", () => {
  it("creates one Standard Webhooks secret per company, even when first uses race", async () => {
    const company = newUuid();
    const secrets = await Promise.all(Array.from({ length: 5 }, () => getSecret(company)));
    expect(new Set(secrets.map((s) => s.secret)).size).toBe(1);
    expect(secrets[0].secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secrets[0].secret.slice(6), "base64")).toHaveLength(32);
    expect((await getSecret(newUuid())).secret).not.toBe(secrets[0].secret);
  });

  it("rotation signs with both secrets during the grace period, then only the new one", async () => {
    const company = newUuid();
    const old = await getSecret(company);
    const rotated = await rotateSecret(company);
    expect(rotated.secret).not.toBe(old.secret);
    expect(rotated.previousSecret).toBe(old.secret);
    expect((await getSecret(company)).secret).toBe(rotated.secret);

    const body = JSON.stringify({ hello: "world" });
    const now = signatureHeaders(rotated, "msg_1", body);
    expect(new Webhook(old.secret).verify(body, now)).toEqual({ hello: "world" });
    expect(new Webhook(rotated.secret).verify(body, now)).toEqual({ hello: "world" });
    const later = signatureHeaders(rotated, "msg_1", body, new Date(nowMs() + 25 * 3600 * 1000));
    expect(later["webhook-signature"].split(" ")).toHaveLength(1);
  });
});

describe("webhook deliveries", () => {
  it("delivers once, signed so that a Standard Webhooks receiver verifies it, and a tampered body fails", async () => {
    const r = route();
    const id = await scheduleDelivery(companyId, { url: r.url, type: "table.completed", data: { table_id: "tbl_1", rows: 3 } });
    expect(id).toMatch(/^dlv_/);
    const final = await waitForFinal(id);
    expect(final).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200, eventType: "table.completed" });
    expect(final.deliveredAt).toBeDefined();
    expect(final.leaseUntil).toBeUndefined();
    await drained(queue);
    expect(r.hits()).toHaveLength(1);

    const [hit] = r.hits();
    expect(hit.headers["content-type"]).toBe("application/json");
    expect(hit.headers["webhook-id"]).toBe(id);
    const { secret } = await getSecret(companyId);
    const payload = new Webhook(secret).verify(hit.body, hit.headers) as { timestamp: string };
    expect(payload).toEqual({
      type: "table.completed",
      id,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      created_at: payload.timestamp,
      data: { table_id: "tbl_1", rows: 3 },
    });
    const tampered = hit.body.replace('"rows":3', '"rows":4');
    expect(tampered).not.toBe(hit.body);
    expect(() => new Webhook(secret).verify(tampered, hit.headers)).toThrow(WebhookVerificationError);
    const stranger = await getSecret(newUuid());
    expect(() => new Webhook(stranger.secret).verify(hit.body, hit.headers)).toThrow(WebhookVerificationError);
  });

  it("backoff doubles from WEBHOOK_RETRY_BASE_SECONDS and is capped at the SQS maximum", () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(10, 30)).toBe(900);
    expect([1, 2, 3].map((n) => retryDelaySeconds(n))).toEqual([1, 2, 4]); // the tests' base of 1 s
  });

  // The retry scenarios wait on real SQS delays, so they run side by side.
  describe.concurrent("retries", () => {
    it("a receiver failing twice then answering 200 gets exactly 3 attempts, ≥1 s then ≥2 s apart", async ({ expect }) => {
      const r = route((n) => (n < 2 ? 500 : 200));
      const id = await scheduleDelivery(companyId, { url: r.url, type: "search.completed", data: {} });
      const final = await waitForFinal(id);
      expect(final).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200 });
      expect(final.lastError).toBeUndefined();
      await drained(queue);
      const at = r.hits().map((h) => h.at);
      expect(at).toHaveLength(3);
      // Delays of 1 s then 2 s (base 1 s); the local poller adds up to ~1 s to each, so only
      // the lower bounds are certain.
      expect(at[1] - at[0]).toBeGreaterThanOrEqual(900);
      expect(at[2] - at[1]).toBeGreaterThanOrEqual(1900);
      // Every attempt carries the same id and body (receivers de-duplicate on webhook-id).
      expect(new Set(r.hits().map((h) => h.headers["webhook-id"]))).toEqual(new Set([id]));
      expect(new Set(r.hits().map((h) => h.body)).size).toBe(1);
    });

    it("a receiver that always fails gets exactly 4 attempts, then the delivery is failed", async ({ expect }) => {
      const r = route(() => 500);
      const id = await scheduleDelivery(companyId, { url: r.url, type: "enrich.completed", data: {} });
      const final = await waitForFinal(id);
      expect(final).toMatchObject({ status: "failed", attempts: 4, lastStatusCode: 500 });
      expect(final.lastError).toMatch(/HTTP 500/);
      expect(final.nextAttemptAt).toBeUndefined();
      await drained(queue);
      expect(r.hits()).toHaveLength(4);
    });

    it("a duplicate prompt arriving during the backoff neither sends early nor gets lost", async ({ expect }) => {
      const r = route();
      const d = await createDelivery(companyId, { url: r.url, type: "x", data: {} });
      const due = nowMs() + 2500;
      await DeliveryEntity.patch({ companyId, deliveryId: d.deliveryId })
        .set({ attempts: 1, lastStatusCode: 500, nextAttemptAt: new Date(due).toISOString() })
        .go();
      await deliver({ company_id: companyId, delivery_id: d.deliveryId }, { allowPrivateUrls: true });
      expect(r.hits()).toHaveLength(0);
      // It queued itself again for when the retry is due; a poller then makes attempt 2.
      expect(await waitForFinal(d.deliveryId)).toMatchObject({ status: "delivered", attempts: 2 });
      await drained(queue);
      expect(r.hits()).toHaveLength(1);
      expect(r.hits()[0].at).toBeGreaterThanOrEqual(due - 1000);
    });

    it("a redirect is a failed attempt and is not followed", async ({ expect }) => {
      const target = route();
      const r = route((n) => (n === 0 ? { status: 302, location: target.url } : 200));
      const id = await scheduleDelivery(companyId, { url: r.url, type: "product.updated", data: {} });
      const final = await waitForFinal(id);
      expect(final).toMatchObject({ status: "delivered", attempts: 2 });
      await drained(queue);
      expect(r.hits()).toHaveLength(2);
      expect(target.hits()).toHaveLength(0);
    });

    it("a connection failure is a failed attempt recorded without a status code", async ({ expect }) => {
      // A port that was just free: nothing listens there.
      const closed = createServer();
      await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((r) => closed.close(r));
      const d = await createDelivery(companyId, { url: `http://127.0.0.1:${port}/hook`, type: "x", data: {} });
      await deliver({ company_id: companyId, delivery_id: d.deliveryId }, { allowPrivateUrls: true });
      const after = await getDelivery(companyId, d.deliveryId);
      expect(after).toMatchObject({ status: "pending", attempts: 1 });
      expect(after.lastError).toMatch(/ECONNREFUSED/);
      expect(after.lastStatusCode).toBeUndefined();
      expect(after.leaseUntil).toBeUndefined();
      expect(Date.parse(after.nextAttemptAt!) - Date.parse(after.updatedAt)).toBe(1000);
      // Its retries are queued; they fail the same way until the delivery gives up.
      expect(await waitForFinal(d.deliveryId)).toMatchObject({ status: "failed", attempts: 4 });
    });
  });

  it("a receiver that does not answer in time is abandoned (the worker counts it as a failed attempt)", async () => {
    const r = route(() => 0); // 0: never answer
    const started = Date.now();
    const err = await postJson(r.url, "{}", { headers: {}, allowPrivate: true, timeoutMs: 300 }).catch((e) => e);
    expect(err.name).toBe("AbortError");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.hits()).toHaveLength(1);
  });

  it("redelivering the SQS message of a delivered webhook sends nothing", async () => {
    const r = route();
    const id = await scheduleDelivery(companyId, { url: r.url, type: "table.completed", data: {} });
    await waitForFinal(id);
    const event: SQSEvent = {
      Records: [
        {
          messageId: "redelivered-1",
          receiptHandle: "rh",
          body: JSON.stringify({ company_id: companyId, delivery_id: id }),
          attributes: { ApproximateReceiveCount: "2", SentTimestamp: "0", SenderId: "test", ApproximateFirstReceiveTimestamp: "0" },
          messageAttributes: {},
          md5OfBody: "",
          eventSource: "aws:sqs",
          eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:pds-test-webhooks",
          awsRegion: "us-east-1",
        },
      ],
    };
    const context = { functionName: "webhook-worker", getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
    expect(await handler(event, context)).toEqual({ batchItemFailures: [] });
    expect(r.hits()).toHaveLength(1);
    expect((await getDelivery(companyId, id)).attempts).toBe(1);
  });

  it("two workers handed the same delivery at once send it once", async () => {
    const r = route();
    const d = await createDelivery(companyId, { url: r.url, type: "x", data: {} });
    const message = { company_id: companyId, delivery_id: d.deliveryId };
    await Promise.all([1, 2, 3].map(() => deliver(message, { allowPrivateUrls: true })));
    expect(r.hits()).toHaveLength(1);
    expect(await getDelivery(companyId, d.deliveryId)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("a worker that died mid-attempt is recovered once its lease expires", async () => {
    const r = route();
    const expired = new Date(nowMs() - 1000).toISOString();
    const live = new Date(nowMs() + 60_000).toISOString();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createDelivery(companyId, { url: r.url, type: "x", data: {} })));
    // a: died during attempt 2 of 4, lease expired -> retried; b: died during the last attempt ->
    // failed without another request; c: attempt still in progress elsewhere -> left alone.
    await DeliveryEntity.patch({ companyId, deliveryId: a.deliveryId }).set({ attempts: 2, leaseUntil: expired }).go();
    await DeliveryEntity.patch({ companyId, deliveryId: b.deliveryId }).set({ attempts: 4, leaseUntil: expired }).go();
    await DeliveryEntity.patch({ companyId, deliveryId: c.deliveryId }).set({ attempts: 1, leaseUntil: live }).go();
    for (const d of [a, b, c]) await deliver({ company_id: companyId, delivery_id: d.deliveryId }, { allowPrivateUrls: true });
    expect(await getDelivery(companyId, a.deliveryId)).toMatchObject({ status: "delivered", attempts: 3 });
    expect(await getDelivery(companyId, b.deliveryId)).toMatchObject({
      status: "failed",
      attempts: 4,
      lastError: "the last attempt did not complete",
    });
    expect(await getDelivery(companyId, c.deliveryId)).toMatchObject({ status: "pending", attempts: 1, leaseUntil: live });
    expect(r.hits()).toHaveLength(1);
  });

  it("with the SSRF guard on, private and metadata URLs are refused without a request", async () => {
    const r = route();
    for (const url of [
      r.url,
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]:9/hook",
      `http://localhost:${new URL(base).port}/x`,
    ]) {
      // Created but not queued, so only this guarded call can process it.
      const d = await createDelivery(companyId, { url, type: "x", data: {} });
      await deliver({ company_id: companyId, delivery_id: d.deliveryId }, { allowPrivateUrls: false });
      const final = await getDelivery(companyId, d.deliveryId);
      expect(final, url).toMatchObject({ status: "failed", attempts: 1 });
      expect(final.lastError, url).toMatch(/^refused: URL host .*non-public address/);
      expect(final.lastStatusCode).toBeUndefined();
    }
    expect(r.hits()).toHaveLength(0);
  });

  it("refuses a URL that is not http(s) when scheduling", async () => {
    const err = await scheduleDelivery(companyId, { url: "file:///etc/passwd", type: "x", data: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.type).toBe("validation_error");
  });

  it("a delivery is not found under another company's id", async () => {
    const d = await createDelivery(companyId, { url: `${base}/hook/none`, type: "x", data: {} });
    const err = await getDelivery(newUuid(), d.deliveryId).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.type).toBe("not_found");
    expect((await getDelivery(companyId, d.deliveryId)).deliveryId).toBe(d.deliveryId);
  });
});
