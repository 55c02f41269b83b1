/**
 * Product events → webhook deliveries (the webhooks queue's fan-out message). Reads the
 * company's pending events oldest first, matches each to the subscriptions enabled now that
 * selected its type and existed when the change was made, creates one delivery per match with
 * a deterministic id (`dlv_<subscription>_<event>`, created IF absent), queues them, and only
 * then deletes the events. Every step is repeatable: a fan-out that dies part-way is run again
 * (the sweep, SQS's redelivery, local recovery) and finds the same deliveries, so each event
 * reaches each subscription once; a second prompt for a delivery already sent sends nothing
 * (core/webhooks/worker.ts).
 */
import type { z } from "@hono/zod-openapi";
import { nowMs } from "../clock.js";
import { AppError } from "../errors.js";
import { enqueue, enqueueAll } from "../queue/send.js";
import { isConditionFailure } from "../store/errors.js";
import { type DeliveryMessage, fitsWebhook, newDelivery } from "../webhooks/deliveries.js";
import { subscriptionDeliveryId } from "../webhooks/delivery-log.js";
import { DeliveryEntity } from "../webhooks/entity.js";
import { listSubscriptions, type Subscription } from "../webhooks/subscriptions.js";
import { type AttributeColumn, attributeColumns, attributesOf } from "./columns.js";
import type { FeedDoc } from "./entity.js";
import type { ProductEventData, Tombstone } from "./schemas.js";
import { dropEvents, type FanOutMessage, fanOutMessage, pendingEvents } from "./outbox.js";

/** Events read per round; a round's deliveries are queued before its events are deleted. */
const ROUND = 100;
/** A message works this long at most, then hands the rest on (the webhooks function has 30 s). */
const BUDGET_MS = 15_000;

/**
 * The event's `data`: the product as GET /catalog/products/{id} answers it at the change (keys
 * as they are now, as the feed resolves them), or the tombstone `{id, schema_id, updated_at,
 * deleted: true}`. A product too large for a webhook body comes without its attributes.
 */
function eventData(
  doc: FeedDoc,
  columns: Pick<AttributeColumn, "attribute_id" | "key">[],
): z.infer<typeof ProductEventData> | z.infer<typeof Tombstone> {
  if ("deleted" in doc) return doc;
  const product: z.infer<typeof ProductEventData> = {
    id: doc.id,
    schema_id: doc.schema_id,
    source: doc.source,
    status: doc.status,
    attributes: attributesOf(doc.values, columns),
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
  return fitsWebhook(product) ? product : { ...product, attributes: {}, attributes_omitted: true as const };
}

export async function fanOut(message: FanOutMessage): Promise<void> {
  const companyId = message.company_id;
  const started = nowMs();
  const columns = new Map<string, Promise<Pick<AttributeColumn, "attribute_id" | "key">[]>>();
  const columnsOf = (schemaId: string) => {
    let found = columns.get(schemaId);
    if (!found) {
      // A schema deleted since (its last product deleted): no attribute keys are left to show.
      found = attributeColumns(companyId, schemaId).catch((err) => {
        if (err instanceof AppError && err.type === "not_found") return [];
        throw err;
      });
      columns.set(schemaId, found);
    }
    return found;
  };
  let subscriptions: Subscription[] | undefined;
  for (;;) {
    const events = await pendingEvents(companyId, ROUND);
    if (!events.length) return;
    subscriptions ??= (await listSubscriptions(companyId)).filter((s) => s.enabled);
    const queued: DeliveryMessage[] = [];
    for (const event of events) {
      const matching = subscriptions.filter((s) => s.events.includes(event.type) && s.createdAt <= event.at);
      if (!matching.length) continue;
      const data = eventData(event.doc, "deleted" in event.doc ? [] : await columnsOf(event.doc.schema_id));
      for (const s of matching) {
        const delivery = newDelivery(
          companyId,
          { url: s.url, type: event.type, data, at: event.at, subscriptionId: s.subscriptionId },
          subscriptionDeliveryId(s.subscriptionId, event.eventId),
        );
        try {
          await DeliveryEntity.create(delivery).go();
        } catch (err) {
          if (!isConditionFailure(err)) throw err; // made by an earlier run of this fan-out
        }
        queued.push({ company_id: companyId, delivery_id: delivery.deliveryId });
      }
    }
    await enqueueAll("webhooks", queued);
    await dropEvents(
      companyId,
      events.map((e) => e.eventId),
    );
    if (events.length < ROUND) return;
    if (nowMs() - started > BUDGET_MS) return enqueue("webhooks", fanOutMessage(companyId));
  }
}
