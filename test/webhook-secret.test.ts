/**
 * The signing secret through the API (GET /webhooks/secret, POST /webhooks/secret/rotate), and
 * what a receiver does with it: real async jobs send real completion webhooks through the local
 * queues to a real receiver, which verifies them with the `standardwebhooks` library using only
 * the secrets the API answered.
 */
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "../core/api/webhook-docs.js";
import { resetConfig } from "../core/config.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { webhookBody } from "../core/webhooks/events.js";
import { signatureHeaders } from "../core/webhooks/signing.js";
import { handler as jobsHandler } from "../functions/jobs-worker.js";
import { handler as webhookHandler } from "../functions/webhook-worker.js";
import { admin, api, expectError, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { privateQueue } from "./support/queues.js";

type Co = { id: string; key: string };
let co: Co;
let other: Co;
let receiver: Awaited<ReturnType<typeof listen>>;
const hooks: { body: string; headers: Record<string, string> }[] = [];
const pollers: { stop(): Promise<void> }[] = [];

async function webhookFor(jobId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const hit = hooks.find((h) => JSON.parse(h.body).data?.id === jobId);
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`no webhook for ${jobId}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An async search whose completion webhook reaches the receiver. */
async function completionWebhook(c: Co) {
  const res = await api("/search", c.key, { method: "POST", body: { query: "oak", webhook_url: `${receiver.url}/hook` } });
  expect(res.status, res.text).toBe(202);
  return webhookFor(res.json.id);
}

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany({ credits: 100 }), newCompany({ credits: 100 })]);
  receiver = await listen((req, res, body) => {
    hooks.push({ body, headers: req.headers as Record<string, string> });
    res.writeHead(200).end();
  });
  const jobs = (process.env.JOBS_QUEUE_URL = await privateQueue("secret-jobs"));
  const webhooks = (process.env.WEBHOOKS_QUEUE_URL = await privateQueue("secret-webhooks"));
  resetConfig();
  pollers.push(
    startPoller("jobs-worker", jobs, jobsHandler, QUEUES.jobs),
    startPoller("webhook-worker", webhooks, webhookHandler, QUEUES.webhooks),
  );
});

afterAll(async () => {
  await Promise.all(pollers.map((p) => p.stop()));
  await close(receiver);
});

describe("GET /webhooks/secret", () => {
  it("answers the whsec_ secret that verifies the company's completion webhooks, and no other company's", async () => {
    const res = await api("/webhooks/secret", co.key);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      created_at: expect.any(String),
      rotated_at: null,
      previous_secret_expires_at: null,
    });
    const hit = await completionWebhook(co);
    expect(new Webhook(res.json.secret).verify(hit.body, hit.headers)).toMatchObject({ type: "search.completed" });

    // The body is what the OpenAPI document's `webhooks` section says, from the same schema.
    const event = WEBHOOK_EVENTS.find((e) => e.type === "search.completed")!;
    expect(webhookBody(event.type, event.data).strict().safeParse(JSON.parse(hit.body)).error).toBeUndefined();
    const doc = (await api("/openapi.json", co.key)).json;
    expect(Object.keys(doc.webhooks).sort()).toEqual(WEBHOOK_EVENTS.map((e) => e.type).sort());
    expect(doc.webhooks["search.completed"].post.parameters.map((p: { name: string }) => p.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);

    const theirs = (await api("/webhooks/secret", other.key)).json.secret;
    expect(theirs).not.toBe(res.json.secret);
    expect(() => new Webhook(theirs).verify(hit.body, hit.headers)).toThrow(WebhookVerificationError);
  });

  it("is refused to a read-only key (403), which cannot rotate it either", async () => {
    const read = await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "viewer", scopes: ["read"] } });
    expectError(await api("/webhooks/secret", read.json.key), 403, "forbidden");
    expectError(await api("/webhooks/secret/rotate", read.json.key, { method: "POST" }), 403, "forbidden");
    expectError(await api("/webhooks/secret", "pds_nope"), 401, "unauthenticated");
  });
});

describe("POST /webhooks/secret/rotate", () => {
  it("issues a new secret; during the overlap deliveries verify with the old and the new one, after it with the new one only", async () => {
    const old = (await api("/webhooks/secret", other.key)).json.secret as string;
    const rotated = await api("/webhooks/secret/rotate", other.key, { method: "POST" });
    expect(rotated.status).toBe(200);
    const fresh = rotated.json.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    const overlapEnds = Date.parse(rotated.json.previous_secret_expires_at);
    expect(overlapEnds - Date.parse(rotated.json.rotated_at)).toBe(24 * 3_600_000);
    expect((await api("/webhooks/secret", other.key)).json).toEqual(rotated.json);

    const hit = await completionWebhook(other);
    expect(hit.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(old).verify(hit.body, hit.headers)).toMatchObject({ type: "search.completed" });
    expect(new Webhook(fresh).verify(hit.body, hit.headers)).toMatchObject({ type: "search.completed" });

    // An attempt signed after the overlap (the delivery worker's signing code, at that time) carries the new signature only.
    const after = new Date(overlapEnds + 1000);
    const stored = { secret: fresh, previousSecret: old, previousExpiresAt: rotated.json.previous_secret_expires_at, createdAt: "" };
    const late = signatureHeaders(stored, "msg_late", hit.body, after);
    expect(late["webhook-signature"].split(" ")).toHaveLength(1);
    // The library compares the timestamp with its clock: verify as of the attempt's time.
    const realNow = Date.now;
    Date.now = () => after.getTime();
    try {
      expect(new Webhook(fresh).verify(hit.body, late)).toMatchObject({ type: "search.completed" });
      expect(() => new Webhook(old).verify(hit.body, late)).toThrow(WebhookVerificationError);
    } finally {
      Date.now = realNow;
    }
  });
});
