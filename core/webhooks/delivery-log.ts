/**
 * A catalog webhook's delivery log and replay. Its deliveries' ids are
 * `dlv_<subscription id>_<event id>` with event ids starting with the event's time
 * (core/catalog/outbox.ts), so one strongly consistent Query of that id prefix, descending,
 * lists them newest first from the table itself: no index, and a delivery shows the moment
 * it exists.
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { z } from "zod";
import { nowIso } from "../clock.js";
import { AppError, notFound } from "../errors.js";
import { pageOf } from "../http/pagination.js";
import { dynamo, tableName } from "../store/client.js";
import { isConditionFailure } from "../store/errors.js";
import { type Delivery, findDelivery, queueDelivery } from "./deliveries.js";
import { DeliveryEntity } from "./entity.js";
import type { WebhookDelivery } from "./schemas.js";
import { getSubscription } from "./subscriptions.js";

/** The log shows a subscription's newest deliveries up to this many (kept 30 days after they end). */
export const LOG_LIMIT = 1000;

/** A subscription's delivery for an event: one per (event, subscription), so a repeated fan-out finds it. */
export const subscriptionDeliveryId = (subscriptionId: string, eventId: string) => `dlv_${subscriptionId}_${eventId}`;
const prefixOf = (subscriptionId: string) => `dlv_${subscriptionId}_`;

const FIELDS = [
  "deliveryId",
  "eventType",
  "status",
  "attempts",
  "lastStatusCode",
  "lastError",
  "durationMs",
  "nextAttemptAt",
  "createdAt",
  "updatedAt",
  "deliveredAt",
] as const;

const toDeliveryView = (d: Pick<Delivery, (typeof FIELDS)[number]>): z.infer<typeof WebhookDelivery> => ({
  id: d.deliveryId,
  event_type: d.eventType as z.infer<typeof WebhookDelivery>["event_type"],
  status: d.status,
  attempts: d.attempts,
  last_status_code: d.lastStatusCode ?? null,
  last_error: d.lastError ?? null,
  duration_ms: d.durationMs ?? null,
  next_retry_at: d.status === "pending" ? (d.nextAttemptAt ?? null) : null,
  created_at: d.createdAt,
  updated_at: d.updatedAt,
  delivered_at: d.deliveredAt ?? null,
});

/** The subscription's deliveries, newest first, paged like every list (the body is not read). */
export async function listDeliveries(companyId: string, subscriptionId: string, q: { page: number; limit: number }) {
  await getSubscription(companyId, subscriptionId);
  const keys = DeliveryEntity.query
    .byCompany({ companyId })
    .begins({ deliveryId: prefixOf(subscriptionId) })
    .params() as {
    KeyConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
  const found: Delivery[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: keys.KeyConditionExpression,
        ExpressionAttributeNames: { ...keys.ExpressionAttributeNames, ...Object.fromEntries(FIELDS.map((f) => [`#f_${f}`, f])) },
        ExpressionAttributeValues: keys.ExpressionAttributeValues,
        ProjectionExpression: FIELDS.map((f) => `#f_${f}`).join(", "),
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: LOG_LIMIT - found.length,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((res.Items ?? []) as Delivery[]));
    start = res.LastEvaluatedKey;
  } while (start && found.length < LOG_LIMIT);
  const page = pageOf(found, q);
  return { data: page.data.map(toDeliveryView), pagination: page.pagination };
}

/**
 * Replays a delivery: the same body and `webhook-id`, a fresh signature, and a fresh set of
 * attempts (retries included). A delivered one may be replayed too (receivers de-duplicate on
 * the id); one still pending is 409, it is on its way already.
 */
export async function replayDelivery(companyId: string, subscriptionId: string, deliveryId: string) {
  const subscription = await getSubscription(companyId, subscriptionId);
  const delivery = deliveryId.startsWith(prefixOf(subscriptionId)) ? await findDelivery(companyId, deliveryId) : undefined;
  if (!delivery || delivery.subscriptionId !== subscriptionId) throw notFound("Webhook delivery", { delivery_id: deliveryId });
  if (!subscription.enabled) {
    throw new AppError("conflict", "The catalog webhook is disabled; enable it to replay its deliveries", { code: "webhook_disabled" });
  }
  if (delivery.status === "pending") {
    throw new AppError("conflict", "The delivery is still pending: it is being sent or waits for its next retry", {
      code: "delivery_pending",
    });
  }
  let replayed: Delivery;
  try {
    const { data } = await DeliveryEntity.patch({ companyId, deliveryId })
      .set({ status: "pending", attempts: 0, updatedAt: nowIso() })
      .remove(["nextAttemptAt", "leaseUntil", "expiration"])
      .where((a, op) => op.eq(a.status, delivery.status))
      .go({ response: "all_new" });
    replayed = data as Delivery;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    throw new AppError("conflict", "The delivery was replayed concurrently; it is pending", { code: "delivery_pending" });
  }
  try {
    await queueDelivery(companyId, deliveryId);
  } catch (err) {
    // Not left pending with no message: back to where it was, and the caller retries.
    await DeliveryEntity.patch({ companyId, deliveryId })
      .set({ status: delivery.status, lastError: "the replay could not be queued", updatedAt: nowIso() })
      .go()
      .catch(() => undefined);
    throw err;
  }
  return toDeliveryView(replayed);
}
