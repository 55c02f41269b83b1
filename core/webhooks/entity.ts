import { Entity } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * One item per company (fixed sort key) holding the Standard Webhooks signing secret. It is
 * stored readable because HMAC signing needs the secret itself; DynamoDB encrypts it at rest.
 * After a rotation the previous secret keeps signing too until `previousExpiresAt`, so
 * receivers can switch without rejecting deliveries in flight.
 */
export const WebhookSecretEntity = new Entity(
  {
    model: { entity: "webhooksecret", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      secret: { type: "string", required: true },
      previousSecret: { type: "string" },
      previousExpiresAt: { type: "string" },
      createdAt: { type: "string", required: true },
      rotatedAt: { type: "string" },
    },
    indexes: { byCompany: primary(["companyId"], []) },
  },
  entityConfig(),
);

const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One outbound webhook and its attempts, under the company's partition. `payload` is the exact
 * body POSTed, built once so every retry sends the same bytes. `leaseUntil` is set while one
 * worker is sending (core/webhooks/worker.ts explains the claim); `nextAttemptAt` while a
 * retry waits in SQS. `expiration` (the table's TTL attribute) removes finished deliveries.
 * A catalog webhook's deliveries have ids `dlv_<subscription id>_<event id>`, and event ids
 * start with the event's time, so one Query of the id prefix lists a subscription's deliveries
 * newest first, from the table itself (core/webhooks/delivery-log.ts).
 */
export const DeliveryEntity = new Entity(
  {
    model: { entity: "webhookdelivery", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      deliveryId: { type: "string", required: true },
      url: { type: "string", required: true },
      eventType: { type: "string", required: true },
      payload: { type: "string", required: true },
      status: { type: DELIVERY_STATUSES, required: true },
      attempts: { type: "number", required: true, default: 0 },
      lastStatusCode: { type: "number" },
      lastError: { type: "string" },
      leaseUntil: { type: "string" },
      nextAttemptAt: { type: "string" },
      createdAt: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
      deliveredAt: { type: "string" },
      /** The catalog webhook it is for (`whk_…`): signed with that subscription's secret, sent to its current URL. */
      subscriptionId: { type: "string" },
      /** How long the last attempt took, connect to answer (or to the error). */
      durationMs: { type: "number" },
      expiration: { type: "number" },
    },
    indexes: { byCompany: primary(["companyId"], ["deliveryId"]) },
  },
  entityConfig(),
);
