/**
 * The product events' outbox. Every product change writes one event item in the same
 * transaction as the change (core/catalog/feed-write.ts), so an event exists exactly when its
 * change committed: a crash between the write and the webhook loses nothing. The fan-out
 * (core/catalog/fanout.ts) turns each event into one delivery per matching subscription and
 * then deletes it; whatever is still here is pending.
 *
 * Events live in a partition of their own per company, sorted by event id, which starts with
 * the change's stamp (`evt_<epoch ms, 13 digits>_<product id>`): the fan-out reads them oldest
 * first, and a subscription's deliveries (`dlv_<subscription>_<event>`) sort by time as well.
 *
 * Who runs the fan-out: the writer queues a fan-out message after its commit. For a writer that
 * dies between the commit and that message, a delayed "sweep" message was queued before the
 * commit (at most one per company and process per half sweep delay, as the jobs watchdog does),
 * and it fans out whatever is pending when it fires. Locally, where SQS is in memory, start-up
 * queues a fan-out for every company with pending events (core/local/recover.ts).
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { nowMs } from "../clock.js";
import { config } from "../config.js";
import { logger } from "../log.js";
import { enqueue, enqueueAll } from "../queue/send.js";
import { deleteMany } from "../store/batch.js";
import { dynamo, tableName } from "../store/client.js";
import type { ProductEventType } from "../webhooks/subscriptions.js";
import type { FeedDoc } from "./entity.js";

/** The webhooks queue's message that fans out a company's pending product events. */
export interface FanOutMessage {
  company_id: string;
  product_events: true;
}

export interface ProductEvent {
  eventId: string;
  type: ProductEventType;
  /** The change's stamp: the product's updated_at, or the deletion's. */
  at: string;
  /** The product as of the change (the feed entry's snapshot), or its tombstone. */
  doc: FeedDoc;
}

const SK_PREFIX = "$productevent_1#eventId_";
const eventsPk = (companyId: string) => `$pds#companyId_${companyId}#product_events`;

/** Time first, then the product: ids sort as the changes were committed. */
const eventIdOf = (at: string, productId: string) => `evt_${String(Date.parse(at)).padStart(13, "0")}_${productId}`;

/** The outbox item of one product change; written in the change's transaction. */
export function eventItem(companyId: string, type: ProductEventType, doc: FeedDoc) {
  const eventId = eventIdOf(doc.updated_at, doc.id);
  return {
    pk: eventsPk(companyId),
    sk: `${SK_PREFIX}${eventId}`,
    entity: "productevent",
    companyId,
    eventId,
    type,
    at: doc.updated_at,
    doc: JSON.stringify(doc),
  };
}

const fromItem = (item: Record<string, unknown>): ProductEvent => ({
  eventId: item.eventId as string,
  type: item.type as ProductEventType,
  at: item.at as string,
  doc: JSON.parse(item.doc as string) as FeedDoc,
});

/** The oldest `limit` pending events of a company, read consistently (a committed event is never missed). */
export async function pendingEvents(companyId: string, limit: number): Promise<ProductEvent[]> {
  const res = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: { ":pk": eventsPk(companyId), ":prefix": SK_PREFIX },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (res.Items ?? []).map(fromItem);
}

/** Removes events whose deliveries exist (deleting one already gone is harmless). */
export async function dropEvents(companyId: string, eventIds: string[]): Promise<void> {
  await deleteMany(eventIds.map((id) => ({ pk: eventsPk(companyId), sk: `${SK_PREFIX}${id}` })));
}

export const fanOutMessage = (companyId: string): FanOutMessage => ({ company_id: companyId, product_events: true });

export const queueFanOuts = (companyIds: string[]) => enqueueAll("webhooks", companyIds.map(fanOutMessage));

/** When this process last queued a sweep per company (epoch ms). */
const sweeps = new Map<string, number>();

/**
 * Before a commit: makes sure a delayed fan-out is queued that fires at least half a sweep delay
 * after this commit, so the events of a writer that dies before its own fan-out message are still
 * sent. One message covers every write of the company in that window. A failure here fails the
 * write before anything is committed (the caller's error), as an unqueued job would.
 */
export async function ensureSweep(companyId: string): Promise<void> {
  const delay = config().PRODUCT_EVENT_SWEEP_SECONDS;
  const now = nowMs();
  const last = sweeps.get(companyId);
  if (last !== undefined && now - last < (delay * 1000) / 2) return;
  await enqueue("webhooks", fanOutMessage(companyId), delay);
  if (sweeps.size > 10_000) sweeps.clear();
  sweeps.set(companyId, now);
}

/**
 * After a commit: fans the new events out now. The write has happened, so a failure to queue is
 * logged, not thrown: the sweep queued before the commit sends the events a little later.
 */
export async function queueFanOut(companyId: string): Promise<void> {
  try {
    await enqueue("webhooks", fanOutMessage(companyId));
  } catch (err) {
    logger().warn("product events not queued; the sweep will send them", { company_id: companyId, error: err as Error });
  }
}
