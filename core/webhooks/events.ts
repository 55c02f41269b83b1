import { z } from "@hono/zod-openapi";

/**
 * The body and headers of every webhook the service sends, as zod schemas: the delivery code
 * builds bodies of this shape (core/webhooks/deliveries.ts) and the OpenAPI document's
 * `webhooks` section is generated from the same schemas (core/api/webhook-docs.ts).
 */
export const WebhookHeaders = z.object({
  "webhook-id": z.string().openapi({ description: "The event's id (`dlv_…`), the same on every retry: de-duplicate on it" }),
  "webhook-timestamp": z.string().openapi({ description: "This attempt's time, Unix seconds; refuse old ones (5 minutes)" }),
  "webhook-signature": z.string().openapi({
    description:
      "Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>`, one per signing secret " +
      "in force (two during a rotation's overlap); see GET /webhooks/secret",
  }),
});

/**
 * `{type, id, timestamp, created_at, data}`: what every delivery's body holds. `timestamp` is
 * Standard Webhooks' name for the event's time; `created_at`, the same value, is the name the
 * completion webhooks had first, kept so no receiver breaks.
 */
export const webhookBody = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    type: z.literal(type),
    id: z.string().openapi({ description: "The delivery's id, also the `webhook-id` header: de-duplicate on it" }),
    timestamp: z.iso.datetime().openapi({ description: "When the event happened (the same on every retry and replay)" }),
    created_at: z.iso.datetime().openapi({ description: "The same as `timestamp`" }),
    data,
  });

export type WebhookBody = { type: string; id: string; timestamp: string; created_at: string; data: unknown };
