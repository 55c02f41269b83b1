import type { Entity, TransactWriteEntity } from "electrodb";
import { z } from "zod";
import { nowIso } from "../clock.js";
import { AppError, notFound } from "../errors.js";
import { parseHttpUrl, UnsafeUrlError } from "../net/public-url.js";
import { enqueue } from "../queue/send.js";
import { newId } from "../store/ids.js";
import { ITEM_BUDGETS } from "../budgets.js";
import { DeliveryEntity, type DeliveryStatus } from "./entity.js";
import type { WebhookBody } from "./events.js";

/** The webhooks queue's message: it names the work; the delivery item holds the state. */
export const DeliveryMessage = z.object({ company_id: z.string().min(1), delivery_id: z.string().min(1) });
export type DeliveryMessage = z.infer<typeof DeliveryMessage>;

/** The first attempt plus up to 3 retries (spec 6 and 8). */
export const MAX_ATTEMPTS = 4;

const MAX_PAYLOAD_BYTES = ITEM_BUDGETS.webhookPayload;

/** Whether `data` fits a webhook body (callers with big results send a reference instead). */
export const fitsWebhook = (data: unknown) => Buffer.byteLength(JSON.stringify(data)) <= MAX_PAYLOAD_BYTES - 1024;

export interface Delivery {
  companyId: string;
  deliveryId: string;
  url: string;
  eventType: string;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode?: number;
  lastError?: string;
  leaseUntil?: string;
  nextAttemptAt?: string;
  createdAt: string;
  updatedAt: string;
  deliveredAt?: string;
  subscriptionId?: string;
  durationMs?: number;
}

export interface NewDelivery {
  url: string;
  /** Event name, e.g. `table.completed`, `search.failed`. */
  type: string;
  /** The event's object; must serialize to JSON. */
  data: unknown;
  /** When the event happened (default now): the body's `timestamp` and `created_at`. */
  at?: string;
  /** The catalog webhook it goes to; its secret signs it. */
  subscriptionId?: string;
}

/**
 * A pending delivery item, not yet stored. The body is fixed here: `{ type, id, timestamp,
 * created_at, data }`, where `id` is the delivery id, also sent as `webhook-id` so receivers can
 * de-duplicate, and `timestamp` (Standard Webhooks' name) equals `created_at` (the name the
 * completion webhooks shipped with): one envelope for every webhook (docs/webhooks.md). A caller
 * that must store the delivery atomically with its own change (a table's completion) passes a
 * deterministic `deliveryId` and writes the item in its transaction.
 */
export function newDelivery(companyId: string, input: NewDelivery, deliveryId = newId("dlv")): Delivery {
  try {
    parseHttpUrl(input.url);
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw new AppError("validation_error", `Webhook URL refused: ${err.message}`);
    throw err;
  }
  const createdAt = input.at ?? nowIso();
  const body: WebhookBody = { type: input.type, id: deliveryId, timestamp: createdAt, created_at: createdAt, data: input.data };
  const payload = JSON.stringify(body);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    // A programming error in the caller, not bad client input: send ids, not whole results.
    throw new Error(`webhook payload of ${Buffer.byteLength(payload)} bytes exceeds ${MAX_PAYLOAD_BYTES}`);
  }
  return {
    companyId,
    deliveryId,
    url: input.url,
    eventType: input.type,
    payload,
    status: "pending",
    attempts: 0,
    createdAt,
    updatedAt: createdAt,
    ...(input.subscriptionId ? { subscriptionId: input.subscriptionId } : {}),
  };
}

/** The delivery that announces the end of a piece of work: one per table or job, so a redelivered end finds it. */
export const endDeliveryId = (workId: string) => `dlv_${workId}`;

/** How a transaction hands an entity to its callback. */
type WriterOf<E> = E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

/** The transaction writer of a Service joining the work's entity (`work`) with DeliveryEntity. */
interface EndService<W> {
  transaction: {
    write(fn: (entities: { work: W; delivery: WriterOf<typeof DeliveryEntity> }) => unknown[]): {
      go(): Promise<{ canceled: boolean; data: { code?: string }[] }>;
    };
  };
}

/**
 * Ends a piece of work (a table's completion, a job's end) and stores the webhook delivery that
 * announces it in the same transaction, then queues the delivery: both happen, or neither. `end`
 * is the work item's write, conditioned on the work still being under way. False when that
 * condition failed (another delivery of the message ended it first).
 */
export async function endWithDelivery<W>(service: EndService<W>, end: (work: W) => unknown, delivery?: Delivery): Promise<boolean> {
  const result = await service.transaction
    .write(({ work, delivery: d }) => [end(work), ...(delivery ? [d.create(delivery).commit()] : [])])
    .go();
  if (result.canceled) {
    if (result.data[0]?.code === "ConditionalCheckFailed") return false;
    throw new Error("could not record the end of the work and its webhook; retrying");
  }
  if (delivery) await queueDelivery(delivery.companyId, delivery.deliveryId);
  return true;
}

/**
 * For work that already ended: if its delivery was stored but the process stopped before it was
 * queued, queue it now (a second message for a delivery under way is harmless).
 */
export async function queueIfUnsent(companyId: string, workId: string): Promise<void> {
  const delivery = await findDelivery(companyId, endDeliveryId(workId));
  if (delivery?.status === "pending" && delivery.attempts === 0) await queueDelivery(companyId, delivery.deliveryId);
}

/** Stores a pending delivery without queueing it. */
export async function createDelivery(companyId: string, input: NewDelivery): Promise<Delivery> {
  const { data } = await DeliveryEntity.create(newDelivery(companyId, input)).go();
  return data;
}

/** Queues (again) the first attempt of a stored delivery; a duplicate message is harmless (claims). */
export const queueDelivery = (companyId: string, deliveryId: string) =>
  enqueue("webhooks", { company_id: companyId, delivery_id: deliveryId } satisfies DeliveryMessage);

/**
 * Stores a delivery and queues its first attempt; returns the delivery id. The item is written
 * first so a worker never meets a message for a delivery that does not exist yet. If queueing
 * fails the item is marked failed (best effort) and the error propagates to the caller.
 */
export async function scheduleDelivery(companyId: string, input: NewDelivery): Promise<string> {
  const delivery = await createDelivery(companyId, input);
  try {
    await queueDelivery(companyId, delivery.deliveryId);
  } catch (err) {
    await DeliveryEntity.patch({ companyId, deliveryId: delivery.deliveryId })
      .set({ status: "failed", lastError: "could not be queued", updatedAt: nowIso() })
      .go()
      .catch(() => undefined);
    throw err;
  }
  return delivery.deliveryId;
}

/** The delivery, or undefined; only within the company's own partition. */
export async function findDelivery(companyId: string, deliveryId: string): Promise<Delivery | undefined> {
  const { data } = await DeliveryEntity.get({ companyId, deliveryId }).go({ consistent: true });
  return data ?? undefined;
}

/** As findDelivery, but another company's or an unknown id is a 404 (tenancy rule). */
export async function getDelivery(companyId: string, deliveryId: string): Promise<Delivery> {
  const delivery = await findDelivery(companyId, deliveryId);
  if (!delivery) throw notFound("Webhook delivery", { delivery_id: deliveryId });
  return delivery;
}
