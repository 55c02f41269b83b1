import { z } from "@hono/zod-openapi";
import { AppError } from "../errors.js";
import { HttpUrl, listOf, PageQuery } from "../http/schemas.js";
import { MAX_ATTEMPTS } from "./deliveries.js";
import { overlapEnd, type SigningSecret } from "./signing.js";
import { PRODUCT_EVENT_TYPES, type Subscription } from "./subscriptions.js";

/** A signing secret as the API shows it: the company's and each catalog webhook's alike. */
export const WebhookSecret = z
  .object({
    secret: z.string().openapi({ description: "The `whsec_…` secret deliveries are signed with (Standard Webhooks)", example: "whsec_…" }),
    created_at: z.iso.datetime(),
    rotated_at: z.iso.datetime().nullable().openapi({ description: "When the secret was last rotated; null if never" }),
    previous_secret_expires_at: z.iso
      .datetime()
      .nullable()
      .openapi({ description: "Until then deliveries also carry a signature by the previous secret; null when none does" }),
  })
  .openapi("WebhookSecret");

export const secretView = (s: SigningSecret, at = Date.now()): z.infer<typeof WebhookSecret> => ({
  secret: s.secret,
  created_at: s.createdAt,
  rotated_at: s.rotatedAt ?? null,
  previous_secret_expires_at: overlapEnd(s, at),
});

/**
 * A signing secret lets its holder forge webhooks: only write keys read it, though reading is a
 * GET (which the API's scope check lets every key make).
 */
export function assertMayReadSecret(scopes: readonly string[]): void {
  if (!scopes.includes("write")) throw new AppError("forbidden", "The signing secret is shown to keys with the write scope only");
}

const EventType = z.enum(PRODUCT_EVENT_TYPES);
const Events = z
  .array(EventType)
  .min(1, "choose at least one event")
  .refine((events) => new Set(events).size === events.length, "events must not repeat")
  .openapi({ description: "The product events to receive, each at most once", example: ["product.created", "product.updated"] });

const Name = z.string().trim().min(1).max(200);
const Description = z.string().max(1000);

export const CatalogWebhook = z
  .object({
    id: z.string().openapi({ example: "whk_8k2mx4q7tz9wc3hd5n1v" }),
    company_id: z.uuid(),
    name: z.string(),
    url: z.string(),
    events: z.array(EventType),
    enabled: z.boolean().openapi({ description: "A disabled webhook receives nothing: no new events, no retries of earlier ones" }),
    description: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi("CatalogWebhook");

export const CatalogWebhookCreated = CatalogWebhook.extend({
  secret: z.string().openapi({
    description: "The `whsec_…` secret this webhook's deliveries are signed with; also at GET /catalog/webhooks/{id}/secret",
  }),
}).openapi("CatalogWebhookCreated");

export const CatalogWebhookInput = z
  .strictObject({
    name: Name,
    url: HttpUrl.openapi({ description: "Where events are POSTed: https (http only in the local runtime), a public address" }),
    events: Events,
    description: Description.optional().openapi({ default: "" }),
    enabled: z.boolean().optional().openapi({ default: true }),
  })
  .openapi("CatalogWebhookInput");

export const CatalogWebhookUpdate = z
  .strictObject({
    name: Name.optional(),
    url: HttpUrl.optional(),
    events: Events.optional(),
    enabled: z.boolean().optional().openapi({ description: "false disables without deleting" }),
    description: Description.optional(),
  })
  .openapi("CatalogWebhookUpdate");

export const CatalogWebhookList = z.object({ webhooks: z.array(CatalogWebhook) }).openapi("CatalogWebhookList");

export const WebhookParam = z.object({ id: z.string().min(1).max(100) });
export const DeliveryParam = WebhookParam.extend({ delivery_id: z.string().min(1).max(200) });

export const toWebhook = (s: Subscription): z.infer<typeof CatalogWebhook> => ({
  id: s.subscriptionId,
  company_id: s.companyId,
  name: s.name,
  url: s.url,
  events: s.events as z.infer<typeof EventType>[],
  enabled: s.enabled,
  description: s.description ?? "",
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});

export const WebhookDelivery = z
  .object({
    id: z.string().openapi({ description: "The delivery's id, sent as `webhook-id` on every attempt and replay" }),
    event_type: EventType,
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z
      .number()
      .int()
      .openapi({ description: `Attempts made since the delivery (or its last replay) started; at most ${MAX_ATTEMPTS}` }),
    last_status_code: z.number().int().nullable().openapi({ description: "The HTTP status of the last attempt; null without an answer" }),
    last_error: z.string().nullable(),
    duration_ms: z.number().int().nullable().openapi({ description: "How long the last attempt took, connect to answer" }),
    next_retry_at: z.iso.datetime().nullable().openapi({ description: "When the next retry is due, while one waits" }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    delivered_at: z.iso.datetime().nullable(),
  })
  .openapi("WebhookDelivery");

export const DeliveryQuery = PageQuery;
export const DeliveryList = listOf(WebhookDelivery, "WebhookDeliveryList");
