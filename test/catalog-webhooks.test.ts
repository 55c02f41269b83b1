/**
 * Catalog webhook subscriptions and product events, end to end: product writes by every path go
 * through the real outbox, the webhooks queue (a private one, with the real worker polling it)
 * and a real HTTP receiver, which verifies each delivery with the `standardwebhooks` library
 * using only the secret the API answered.
 */
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "../core/api/webhook-docs.js";
import { startPublish } from "../core/catalog/publish-jobs.js";
import { resetConfig } from "../core/config.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { webhookBody } from "../core/webhooks/events.js";
import { signatureHeaders } from "../core/webhooks/signing.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { handler as jobsHandler } from "../functions/jobs-worker.js";
import { handler as webhookHandler } from "../functions/webhook-worker.js";
import { admin, api, expectError, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { drained, privateQueue } from "./support/queues.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
interface Hit {
  path: string;
  body: string;
  headers: Record<string, string>;
  json: any;
}

let co: Co;
let other: Co;
let schemaId: string;
let receiver: Awaited<ReturnType<typeof listen>>;
let webhooksQueue: string;
const hits: Hit[] = [];
/** Per receiver path: the status for the n-th request (0-based); 200 when unset. */
const behaviors = new Map<string, (n: number) => number>();
const pollers: { stop(): Promise<void> }[] = [];

const at = (path: string) => hits.filter((h) => h.path === path);
/**
 * Waits until every message queued so far was handled: deliveries, their delayed retries and the
 * sweeps every writer queues ahead (PRODUCT_EVENT_SWEEP_SECONDS is 2 here, so they fire soon).
 */
const settled = () => drained(webhooksQueue, { timeoutMs: 30_000 });

async function subscribe(c: Co, path: string, events: string[], extra: Record<string, unknown> = {}) {
  const res = await api("/catalog/webhooks", c.key, {
    method: "POST",
    body: { name: `hook ${path}`, url: `${receiver.url}${path}`, events, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; secret: string };
}

/** Verifies a hit with the secret the API answers for the subscription, and checks its body against the documented schema. */
async function verify(hit: Hit, subscriptionId: string, c: Co = co) {
  const secret = (await api(`/catalog/webhooks/${subscriptionId}/secret`, c.key)).json.secret as string;
  const payload = new Webhook(secret).verify(hit.body, hit.headers) as any;
  const event = WEBHOOK_EVENTS.find((e) => e.type === payload.type)!;
  expect(webhookBody(event.type, event.data).strict().safeParse(payload).error).toBeUndefined();
  expect(hit.headers["webhook-id"]).toBe(payload.id);
  return payload;
}

const product = (attributes: Record<string, unknown>, c: Co = co) =>
  api("/catalog/products", c.key, { method: "POST", body: { schema_id: schemaId, attributes } });

async function completedTable(rows: Record<string, unknown>[]) {
  const t = await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "Rows", source_text: "sku: T-0" } });
  expect(t.status, t.text).toBe(201);
  for (let i = 0; i < 200 && (await api(`/tables/${t.json.id}`, co.key)).json.status !== "completed"; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await api(`/tables/${t.json.id}/rows`, co.key, { method: "POST", body: { rows } });
  return t.json.id as string;
}

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
  await api("/attributes", co.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
  await api("/attributes", co.key, { method: "POST", body: { key: "price", label: "Price", type: "number" } });
  schemaId = (
    await api("/schemas", co.key, {
      method: "POST",
      body: { name: "Hooks", columns: [{ attribute_key: "sku" }, { attribute_key: "price" }] },
    })
  ).json.id;
  receiver = await listen((req, res, body) => {
    const path = req.url ?? "";
    const n = at(path).length;
    hits.push({ path, body, headers: req.headers as Record<string, string>, json: JSON.parse(body || "null") });
    res.writeHead(behaviors.get(path)?.(n) ?? 200).end();
  });
  webhooksQueue = process.env.WEBHOOKS_QUEUE_URL = await privateQueue("catalog-webhooks");
  const jobs = (process.env.JOBS_QUEUE_URL = await privateQueue("catalog-webhooks-jobs"));
  const extract = (process.env.EXTRACT_QUEUE_URL = await privateQueue("catalog-webhooks-extract"));
  process.env.PRODUCT_EVENT_SWEEP_SECONDS = "2";
  resetConfig();
  pollers.push(
    startPoller("webhook-worker", webhooksQueue, webhookHandler, QUEUES.webhooks),
    startPoller("jobs-worker", jobs, jobsHandler, QUEUES.jobs),
    startPoller("extract-worker", extract, extractHandler, QUEUES.extract),
  );
});

afterAll(async () => {
  await Promise.all(pollers.map((p) => p.stop()));
  await close(receiver);
});

describe("catalog webhook subscriptions", () => {
  it("create answers the spec's fields and the secret once; list, get, patch and delete", async () => {
    const res = await api("/catalog/webhooks", co.key, {
      method: "POST",
      body: { name: "Shop sync", url: "https://shop.example/hooks", events: ["product.created"], description: "mirror" },
    });
    expect(res.status, res.text).toBe(201);
    const { secret, ...hook } = res.json;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hook).toEqual({
      id: expect.stringMatching(/^whk_/),
      company_id: co.id,
      name: "Shop sync",
      url: "https://shop.example/hooks",
      events: ["product.created"],
      enabled: true,
      description: "mirror",
      created_at: expect.any(String),
      updated_at: hook.created_at,
    });
    expect((await api(`/catalog/webhooks/${hook.id}`, co.key)).json).toEqual(hook);
    expect((await api("/catalog/webhooks", co.key)).json.webhooks).toContainEqual(hook);
    expect((await api(`/catalog/webhooks/${hook.id}/secret`, co.key)).json).toEqual({
      secret,
      created_at: hook.created_at,
      rotated_at: null,
      previous_secret_expires_at: null,
    });

    const patched = await api(`/catalog/webhooks/${hook.id}`, co.key, {
      method: "PATCH",
      body: { url: "https://shop.example/v2", events: ["product.deleted", "product.updated"], enabled: false, description: "" },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json).toEqual({
      ...hook,
      updated_at: expect.any(String),
      url: "https://shop.example/v2",
      events: ["product.deleted", "product.updated"],
      enabled: false,
      description: "",
    });
    expect(patched.json.updated_at > hook.updated_at).toBe(true);
    expect((await api(`/catalog/webhooks/${hook.id}`, co.key, { method: "PATCH", body: { name: "Renamed" } })).json).toMatchObject({
      name: "Renamed",
      url: "https://shop.example/v2",
    });

    expect((await api(`/catalog/webhooks/${hook.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expectError(await api(`/catalog/webhooks/${hook.id}`, co.key), 404, "not_found");
    expectError(await api(`/catalog/webhooks/${hook.id}`, co.key, { method: "DELETE" }), 404, "not_found");
  });

  it("refuses bad events, URLs and fields with 422 naming the field", async () => {
    const base = { name: "x", url: "https://shop.example/h", events: ["product.created"] };
    const field = async (body: unknown) => {
      const e = expectError(await api("/catalog/webhooks", co.key, { method: "POST", body }), 422, "validation_error");
      return e.details.errors.map((x: { field: string }) => x.field);
    };
    expect(await field({ ...base, events: [] })).toContain("events");
    expect(await field({ ...base, events: ["product.created", "product.created"] })).toContain("events");
    expect(await field({ ...base, events: ["product.archived"] })).toContain("events.0");
    expect(await field({ ...base, url: "ftp://shop.example/h" })).toContain("url");
    expect(await field({ ...base, name: "" })).toContain("name");
    expect(await field({ ...base, secret: "mine" })).toContain("(root)");
    const { id } = await subscribe(co, "/validate", ["product.created"]);
    const e = expectError(await api(`/catalog/webhooks/${id}`, co.key, { method: "PATCH", body: { events: [] } }), 422, "validation_error");
    expect(e.details.errors[0].field).toBe("events");
    await api(`/catalog/webhooks/${id}`, co.key, { method: "DELETE" });
  });

  it("outside the local runtime (ALLOW_PRIVATE_URLS off) a URL must be https and public", async () => {
    process.env.ALLOW_PRIVATE_URLS = "false";
    resetConfig();
    try {
      const url = async (u: string) => {
        const res = await api("/catalog/webhooks", other.key, { method: "POST", body: { name: "x", url: u, events: ["product.created"] } });
        return res.status === 201 ? "ok" : expectError(res, 422, "validation_error").details.errors[0];
      };
      expect(await url("http://93.184.215.14/hook")).toMatchObject({ field: "url", message: "must be an https URL" });
      expect(await url("https://127.0.0.1/hook")).toMatchObject({ field: "url", message: expect.stringMatching(/non-public/) });
      expect(await url("https://169.254.169.254/latest")).toMatchObject({ field: "url" });
      expect(await url("https://[::1]/hook")).toMatchObject({ field: "url" });
      expect(await url("https://93.184.215.14/hook")).toBe("ok");
    } finally {
      process.env.ALLOW_PRIVATE_URLS = "true";
      resetConfig();
    }
  });

  it("a company has at most 20 (409 webhook_limit); deleting one frees a place", async () => {
    const c = await newCompany();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await subscribe(c, `/limit/${i}`, ["product.deleted"], { enabled: false })).id);
    const over = await api("/catalog/webhooks", c.key, {
      method: "POST",
      body: { name: "21st", url: `${receiver.url}/limit/x`, events: ["product.created"] },
    });
    expect(expectError(over, 409, "conflict").code).toBe("webhook_limit");
    expect((await api("/catalog/webhooks", c.key)).json.webhooks).toHaveLength(20);
    await api(`/catalog/webhooks/${ids[0]}`, c.key, { method: "DELETE" });
    await subscribe(c, "/limit/again", ["product.created"], { enabled: false });
  });

  it("the secret is shown and rotated to write keys only; a read key still lists", async () => {
    const { id } = await subscribe(co, "/scopes", ["product.created"], { enabled: false });
    const read = (await admin(`/companies/${co.id}/keys`, { method: "POST", body: { name: "viewer", scopes: ["read"] } })).json.key;
    expect((await api("/catalog/webhooks", read)).status).toBe(200);
    expect((await api(`/catalog/webhooks/${id}`, read)).status).toBe(200);
    expectError(await api(`/catalog/webhooks/${id}/secret`, read), 403, "forbidden");
    expectError(await api(`/catalog/webhooks/${id}/secret/rotate`, read, { method: "POST" }), 403, "forbidden");
    expectError(await api("/catalog/webhooks", read, { method: "POST", body: {} }), 403, "forbidden");
  });

  it("every subscription path is 404 for another company", async () => {
    const { id } = await subscribe(co, "/tenancy", ["product.created"], { enabled: false });
    const log = (await api(`/catalog/webhooks/${id}/deliveries`, co.key)).json;
    expect(log).toEqual({ data: [], pagination: { page: 1, limit: 25, total: 0 } });
    const paths: [string, string, unknown?][] = [
      ["GET", `/catalog/webhooks/${id}`],
      ["PATCH", `/catalog/webhooks/${id}`, { enabled: true }],
      ["DELETE", `/catalog/webhooks/${id}`],
      ["GET", `/catalog/webhooks/${id}/secret`],
      ["POST", `/catalog/webhooks/${id}/secret/rotate`],
      ["GET", `/catalog/webhooks/${id}/deliveries`],
      ["POST", `/catalog/webhooks/${id}/deliveries/dlv_${id}_evt_x/retry`],
    ];
    for (const [method, path, body] of paths) expectError(await api(path, other.key, { method, body }), 404, "not_found");
    expect((await api("/catalog/webhooks", other.key)).json.webhooks.map((w: { id: string }) => w.id)).not.toContain(id);
    // Still there, untouched.
    expect((await api(`/catalog/webhooks/${id}`, co.key)).json.enabled).toBe(false);
  });
});

describe("product events", () => {
  let all: { id: string; secret: string };
  let deletions: { id: string };

  beforeAll(async () => {
    all = await subscribe(co, "/all", ["product.created", "product.updated", "product.deleted"]);
    deletions = await subscribe(co, "/deletions", ["product.deleted"]);
  });

  /** A product's events at a path, in the order of the changes (deliveries run concurrently, so they may arrive in another). */
  const eventsFor = (productId: string, path = "/all") =>
    at(path)
      .filter((h) => h.json.data.id === productId)
      .sort((a, b) => a.json.timestamp.localeCompare(b.json.timestamp));

  it("create, attribute PATCH, status move and delete each send their event, verified with the subscription's secret", async () => {
    const created = await product({ sku: "E-1", price: 10 });
    expect(created.status).toBe(201);
    const id = created.json.id;
    const patched = await api(`/catalog/products/${id}`, co.key, { method: "PATCH", body: { attributes: { price: 12 } } });
    const moved = await api(`/catalog/products/${id}`, co.key, { method: "PATCH", body: { status: "active" } });
    expect((await api(`/catalog/products/${id}`, co.key, { method: "DELETE" })).status).toBe(204);
    await settled();

    const got = eventsFor(id);
    expect(got.map((h) => h.json.type)).toEqual(["product.created", "product.updated", "product.updated", "product.deleted"]);
    const payloads = [];
    for (const h of got) payloads.push(await verify(h, all.id));
    expect(payloads[0].data).toEqual(created.json);
    expect(payloads[1].data).toEqual(patched.json);
    expect(payloads[2].data).toEqual(moved.json);
    expect(payloads[2].data.status).toBe("active");
    expect(payloads[3].data).toEqual({ id, schema_id: schemaId, updated_at: expect.any(String), deleted: true });
    // The event's time is the change's: the product's updated_at (the deletion's stamp for a tombstone).
    expect(payloads.map((p) => p.timestamp)).toEqual([
      created.json.updated_at,
      patched.json.updated_at,
      moved.json.updated_at,
      payloads[3].data.updated_at,
    ]);
    expect(new Set(got.map((h) => h.headers["webhook-id"])).size).toBe(4);

    // Only the deletion reached the subscription that chose only it; another company's secret verifies nothing.
    const onlyDeleted = eventsFor(id, "/deletions");
    expect(onlyDeleted.map((h) => h.json.type)).toEqual(["product.deleted"]);
    await verify(onlyDeleted[0], deletions.id);
    const stranger = await subscribe(other, "/stranger", ["product.created"], { enabled: false });
    expect(() => new Webhook(stranger.secret).verify(got[0].body, got[0].headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(all.secret).verify(onlyDeleted[0].body, onlyDeleted[0].headers)).toThrow(WebhookVerificationError);
  });

  it("publishing rows sends product.created, then product.updated when published again; in the background too", async () => {
    const tableId = await completedTable([
      { sku: "R-1", price: 1 },
      { sku: "R-2", price: 2 },
    ]);
    const first = await api(`/tables/${tableId}/publish`, co.key, { method: "POST", body: {} });
    expect(first.json.created_count).toBeGreaterThanOrEqual(2);
    const ids: string[] = first.json.data.map((d: { product_id: string }) => d.product_id);
    await settled();
    for (const id of ids) {
      const [hit] = eventsFor(id);
      expect((await verify(hit, all.id)).type).toBe("product.created");
      expect(hit.json.data).toMatchObject({ source: "product_extraction", status: "draft" });
    }

    // The background path (a publish job run by the jobs worker), on this small table.
    const job = await startPublish(co.id, tableId, "draft", ids.length);
    for (let i = 0; i < 300 && (await api(`/tables/${tableId}/publishes/${job.id}`, co.key)).json.status === "processing"; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await api(`/tables/${tableId}/publishes/${job.id}`, co.key)).json).toMatchObject({
      status: "completed",
      updated_count: ids.length,
    });
    await settled();
    for (const id of ids) {
      const got = eventsFor(id);
      expect(got.map((h) => h.json.type)).toEqual(["product.created", "product.updated"]);
      const payload = await verify(got[1], all.id);
      expect(payload.data).toEqual((await api(`/catalog/products/${id}`, co.key)).json);
    }
  });

  it("an attribute rename sends nothing (stored values do not change) and later events carry the new key", async () => {
    const created = await product({ sku: "N-1", price: 5 });
    await settled();
    const before = hits.length;
    const attr = (await api("/attributes?search=price", co.key)).json.data.find((a: { key: string }) => a.key === "price");
    expect((await api(`/attributes/${attr.id}/rename`, co.key, { method: "POST", body: { new_key: "unit_price" } })).status).toBe(200);
    await settled();
    expect(hits.length).toBe(before);
    await api(`/catalog/products/${created.json.id}`, co.key, { method: "PATCH", body: { attributes: { unit_price: 6 } } });
    await settled();
    const last = eventsFor(created.json.id).at(-1)!;
    expect(last.json).toMatchObject({ type: "product.updated", data: { attributes: { sku: "N-1", unit_price: 6 } } });
    await api(`/attributes/${attr.id}/rename`, co.key, { method: "POST", body: { new_key: "price" } });
  });

  it("a receiver answering 500 gets the retries with one webhook-id; the log shows them", async () => {
    behaviors.set("/flaky", (n) => (n < 2 ? 500 : 200));
    const flaky = await subscribe(co, "/flaky", ["product.created"]);
    const created = await product({ sku: "F-1" });
    for (let i = 0; i < 200 && at("/flaky").length < 3; i++) await new Promise((r) => setTimeout(r, 100));
    await settled();
    const got = at("/flaky");
    expect(got).toHaveLength(3);
    expect(new Set(got.map((h) => h.headers["webhook-id"])).size).toBe(1);
    expect(new Set(got.map((h) => h.body)).size).toBe(1);
    expect(new Set(got.map((h) => h.headers["webhook-signature"])).size).toBe(3); // a fresh signature per attempt
    for (const h of got) expect((await verify(h, flaky.id)).data.id).toBe(created.json.id);

    const log = (await api(`/catalog/webhooks/${flaky.id}/deliveries`, co.key)).json;
    expect(log.pagination.total).toBe(1);
    expect(log.data[0]).toEqual({
      id: got[0].headers["webhook-id"],
      event_type: "product.created",
      status: "delivered",
      attempts: 3,
      last_status_code: 200,
      last_error: null,
      duration_ms: expect.any(Number),
      next_retry_at: null,
      created_at: created.json.updated_at,
      updated_at: expect.any(String),
      delivered_at: expect.any(String),
    });
  });

  it("the log lists newest first and pages; a delivery is replayed with the same id and body", async () => {
    const hook = await subscribe(co, "/replay", ["product.created", "product.updated"]);
    const p = await product({ sku: "L-1" });
    await api(`/catalog/products/${p.json.id}`, co.key, { method: "PATCH", body: { attributes: { sku: "L-2" } } });
    await settled();
    const log = (await api(`/catalog/webhooks/${hook.id}/deliveries?limit=1`, co.key)).json;
    expect(log.pagination).toEqual({ page: 1, limit: 1, total: 2 });
    expect(log.data[0]).toMatchObject({ event_type: "product.updated", status: "delivered", attempts: 1 });
    const second = (await api(`/catalog/webhooks/${hook.id}/deliveries?limit=1&page=2`, co.key)).json.data[0];
    expect(second).toMatchObject({ event_type: "product.created", status: "delivered" });

    const original = at("/replay").find((h) => h.headers["webhook-id"] === second.id)!;
    const replay = await api(`/catalog/webhooks/${hook.id}/deliveries/${second.id}/retry`, co.key, { method: "POST" });
    expect(replay.status, replay.text).toBe(202);
    expect(replay.json).toMatchObject({ id: second.id, status: "pending", attempts: 0 });
    await settled();
    const again = at("/replay").filter((h) => h.headers["webhook-id"] === second.id);
    expect(again).toHaveLength(2);
    expect(again[1].body).toBe(original.body);
    await verify(again[1], hook.id);
    expect((await api(`/catalog/webhooks/${hook.id}/deliveries?limit=1&page=2`, co.key)).json.data[0]).toMatchObject({
      id: second.id,
      status: "delivered",
      attempts: 1,
    });
    expectError(await api(`/catalog/webhooks/${hook.id}/deliveries/dlv_nope/retry`, co.key, { method: "POST" }), 404, "not_found");
    // Another subscription's delivery is not found under this one.
    expectError(await api(`/catalog/webhooks/${all.id}/deliveries/${second.id}/retry`, co.key, { method: "POST" }), 404, "not_found");
  });

  it("a disabled subscription receives nothing, not even after it is enabled again", async () => {
    const hook = await subscribe(co, "/disabled", ["product.created", "product.updated"]);
    await api(`/catalog/webhooks/${hook.id}`, co.key, { method: "PATCH", body: { enabled: false } });
    const p = await product({ sku: "D-1" });
    await settled();
    expect(at("/disabled")).toHaveLength(0);
    expect(eventsFor(p.json.id)).toHaveLength(1); // the enabled one got it
    await api(`/catalog/webhooks/${hook.id}`, co.key, { method: "PATCH", body: { enabled: true } });
    await settled();
    expect(at("/disabled")).toHaveLength(0);
    await api(`/catalog/products/${p.json.id}`, co.key, { method: "PATCH", body: { status: "active" } });
    await settled();
    expect(at("/disabled").map((h) => h.json.type)).toEqual(["product.updated"]);
  });

  it("a delivery waiting for its retry when the subscription is disabled ends failed without another request", async () => {
    behaviors.set("/down", () => 500);
    const hook = await subscribe(co, "/down", ["product.created"]);
    await product({ sku: "W-1" });
    for (let i = 0; i < 100 && at("/down").length < 1; i++) await new Promise((r) => setTimeout(r, 100));
    await api(`/catalog/webhooks/${hook.id}`, co.key, { method: "PATCH", body: { enabled: false } });
    await settled();
    expect(at("/down")).toHaveLength(1);
    const [entry] = (await api(`/catalog/webhooks/${hook.id}/deliveries`, co.key)).json.data;
    expect(entry).toMatchObject({ status: "failed", attempts: 1, last_error: "the catalog webhook is disabled", next_retry_at: null });
    expect(
      expectError(await api(`/catalog/webhooks/${hook.id}/deliveries/${entry.id}/retry`, co.key, { method: "POST" }), 409, "conflict").code,
    ).toBe("webhook_disabled");
  });

  it("rotation: both secrets verify during the overlap, only the new one after", async () => {
    const hook = await subscribe(co, "/rotate", ["product.created"]);
    const rotated = await api(`/catalog/webhooks/${hook.id}/secret/rotate`, co.key, { method: "POST" });
    expect(rotated.status).toBe(200);
    const fresh = rotated.json.secret as string;
    expect(fresh).not.toBe(hook.secret);
    expect(Date.parse(rotated.json.previous_secret_expires_at) - Date.parse(rotated.json.rotated_at)).toBe(24 * 3_600_000);
    expect((await api(`/catalog/webhooks/${hook.id}/secret`, co.key)).json).toEqual(rotated.json);
    // The company's own secret is another one and did not move.
    const company = (await api("/webhooks/secret", co.key)).json;
    expect([hook.secret, fresh]).not.toContain(company.secret);

    await product({ sku: "K-1" });
    await settled();
    const [hit] = at("/rotate");
    expect(hit.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(hook.secret).verify(hit.body, hit.headers)).toMatchObject({ type: "product.created" });
    expect(new Webhook(fresh).verify(hit.body, hit.headers)).toMatchObject({ type: "product.created" });
    expect(() => new Webhook(company.secret).verify(hit.body, hit.headers)).toThrow(WebhookVerificationError);

    // An attempt signed after the overlap (the worker's signing code, at that time) carries the new signature only.
    const after = new Date(Date.parse(rotated.json.previous_secret_expires_at) + 1000);
    const stored = {
      secret: fresh,
      previousSecret: hook.secret,
      previousExpiresAt: rotated.json.previous_secret_expires_at,
      createdAt: "",
    };
    const late = signatureHeaders(stored, hit.headers["webhook-id"], hit.body, after);
    expect(late["webhook-signature"].split(" ")).toHaveLength(1);
    const realNow = Date.now;
    Date.now = () => after.getTime();
    try {
      expect(new Webhook(fresh).verify(hit.body, late)).toMatchObject({ type: "product.created" });
      expect(() => new Webhook(hook.secret).verify(hit.body, late)).toThrow(WebhookVerificationError);
    } finally {
      Date.now = realNow;
    }
  });

  it("a deleted subscription receives nothing more", async () => {
    const hook = await subscribe(co, "/deleted", ["product.created"]);
    await api(`/catalog/webhooks/${hook.id}`, co.key, { method: "DELETE" });
    await product({ sku: "X-1" });
    await settled();
    expect(at("/deleted")).toHaveLength(0);
  });
});
