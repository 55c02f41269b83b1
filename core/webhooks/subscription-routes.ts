import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { MAX_ATTEMPTS } from "./deliveries.js";
import { LOG_LIMIT } from "./delivery-log.js";
import {
  CatalogWebhook,
  CatalogWebhookCreated,
  CatalogWebhookInput,
  CatalogWebhookList,
  CatalogWebhookUpdate,
  DeliveryList,
  DeliveryParam,
  DeliveryQuery,
  WebhookDelivery,
  WebhookParam,
  WebhookSecret,
} from "./schemas.js";
import { ROTATION_GRACE_MS } from "./signing.js";
import { MAX_SUBSCRIPTIONS } from "./subscriptions.js";

const tags = ["catalog"];
const HOURS = ROTATION_GRACE_MS / 3_600_000;

export const list = createRoute({
  method: "get",
  path: "/catalog/webhooks",
  operationId: "listCatalogWebhooks",
  tags,
  summary: "List catalog webhooks",
  description: `Every catalog webhook subscription of the company (at most ${MAX_SUBSCRIPTIONS}), oldest first. Secrets are not listed.`,
  responses: { 200: json(CatalogWebhookList) },
});

export const create = createRoute({
  method: "post",
  path: "/catalog/webhooks",
  operationId: "createCatalogWebhook",
  tags,
  summary: "Subscribe a URL to product events",
  description:
    "Creates a subscription that receives the chosen `product.created`, `product.updated` and `product.deleted` events, each a " +
    "signed POST (Standard Webhooks). The answer carries the subscription's own `secret` (`whsec_…`); it can be read again at " +
    "`GET /catalog/webhooks/{id}/secret`. `url` must be https and reach a public address (the local runtime allows http and " +
    `private addresses). At most ${MAX_SUBSCRIPTIONS} per company: one more is 409 \`webhook_limit\`. A subscription hears of ` +
    "changes committed after it was created; `enabled: false` creates it disabled.",
  request: { body: body(CatalogWebhookInput) },
  responses: { 201: json(CatalogWebhookCreated, "Created"), ...errors(409) },
});

export const get = createRoute({
  method: "get",
  path: "/catalog/webhooks/{id}",
  operationId: "getCatalogWebhook",
  tags,
  summary: "Get a catalog webhook",
  description: "Reads one subscription (without its secret; see `GET /catalog/webhooks/{id}/secret`).",
  request: { params: WebhookParam },
  responses: { 200: json(CatalogWebhook) },
});

export const update = createRoute({
  method: "patch",
  path: "/catalog/webhooks/{id}",
  operationId: "updateCatalogWebhook",
  tags,
  summary: "Change a catalog webhook",
  description:
    "Changes `url`, `events`, `enabled`, `description` or `name`; omitted fields stay. A new URL takes effect for every later " +
    "attempt, retries and replays included. `enabled: false` disables without deleting: a disabled subscription receives " +
    "nothing, neither new events nor retries of earlier ones (those end `failed`); events of changes made while it was disabled " +
    "are not sent after it is enabled again.",
  request: { params: WebhookParam, body: body(CatalogWebhookUpdate) },
  responses: { 200: json(CatalogWebhook), ...errors(503) },
});

export const remove = createRoute({
  method: "delete",
  path: "/catalog/webhooks/{id}",
  operationId: "deleteCatalogWebhook",
  tags,
  summary: "Delete a catalog webhook",
  description: "Deletes the subscription and its secret. Deliveries still pending are not sent. Its delivery log goes with it.",
  request: { params: WebhookParam },
  responses: { 204: { description: "Deleted" } },
});

export const getSecret = createRoute({
  method: "get",
  path: "/catalog/webhooks/{id}/secret",
  operationId: "getCatalogWebhookSecret",
  tags,
  summary: "The secret a catalog webhook's deliveries are signed with",
  description:
    "Answers the subscription's signing secret (`whsec_` + base64): verify its deliveries with any Standard Webhooks library " +
    "(`new Webhook(secret).verify(body, headers)`). Needs a key with the write scope (403 otherwise): the secret lets its holder " +
    "forge webhooks.",
  request: { params: WebhookParam },
  responses: { 200: json(WebhookSecret), ...errors(403) },
});

export const rotateSecret = createRoute({
  method: "post",
  path: "/catalog/webhooks/{id}/secret/rotate",
  operationId: "rotateCatalogWebhookSecret",
  tags,
  summary: "Issue a new secret for a catalog webhook",
  description:
    `Replaces the subscription's signing secret and answers the new one. For ${HOURS} hours every delivery carries two ` +
    "signatures, by the new and the previous secret, so a receiver verifying with either keeps working while it switches over; " +
    "after that only the new secret signs. The company's secret (`GET /webhooks/secret`) is not affected.",
  request: { params: WebhookParam },
  responses: { 200: json(WebhookSecret) },
});

export const listDeliveries = createRoute({
  method: "get",
  path: "/catalog/webhooks/{id}/deliveries",
  operationId: "listCatalogWebhookDeliveries",
  tags,
  summary: "A catalog webhook's delivery log, newest first",
  description:
    "One entry per event sent to this subscription: its type, status (`pending`, `delivered`, `failed`), attempts, the last " +
    "attempt's HTTP status, error and duration, and when the next retry is due. Deliveries are kept 30 days after they end; " +
    `the log shows the newest ${LOG_LIMIT}.`,
  request: { params: WebhookParam, query: DeliveryQuery },
  responses: { 200: json(DeliveryList) },
});

export const retryDelivery = createRoute({
  method: "post",
  path: "/catalog/webhooks/{id}/deliveries/{delivery_id}/retry",
  operationId: "retryCatalogWebhookDelivery",
  tags,
  summary: "Replay a delivery",
  description:
    "Sends the delivery again: the same body and `webhook-id` (receivers de-duplicate on it), a fresh timestamp and signature, " +
    `and a fresh set of up to ${MAX_ATTEMPTS} attempts with the usual backoff. Delivered and failed deliveries can be replayed; ` +
    "a pending one is 409 `delivery_pending`, and a disabled subscription's 409 `webhook_disabled`. Answers the delivery, pending.",
  request: { params: DeliveryParam },
  responses: { 202: json(WebhookDelivery, "Queued"), ...errors(409) },
});
