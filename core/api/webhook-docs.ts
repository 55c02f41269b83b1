import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { ProductEventData, Tombstone } from "../catalog/schemas.js";
import { Enrich } from "../enrich/schemas.js";
import { Search } from "../search/schemas.js";
import { Table } from "../tables/schemas.js";
import { webhookBody, WebhookHeaders } from "../webhooks/events.js";

/** A job's webhook data when its results would not fit a webhook body (core/jobs/service.ts `webhookData`). */
const trimmed = {
  results_omitted: z.literal(true).optional().openapi({ description: "Present when the results did not fit the body (350 KB)" }),
  results_url: z.string().optional().openapi({ description: "Where to GET the whole job when results_omitted is set" }),
};
const SearchEvent = Search.partial({ results: true }).extend(trimmed).openapi("SearchWebhookData");
const EnrichEvent = Enrich.partial({ items: true }).extend(trimmed).openapi("EnrichWebhookData");

export const WEBHOOK_EVENTS = [
  {
    type: "table.completed",
    data: Table,
    what: "A table's extraction ended (status `completed`; `error_message` says what could not be read).",
  },
  { type: "search.completed", data: SearchEvent, what: "An async search finished; `data` is the search as GET /search/{id} answers it." },
  {
    type: "search.failed",
    data: SearchEvent,
    what: "An async search failed and was refunded; `data.error` says why and whether to retry.",
  },
  { type: "enrich.completed", data: EnrichEvent, what: "An async enrich finished; `data` is the job as GET /enrich/{id} answers it." },
  {
    type: "enrich.failed",
    data: EnrichEvent,
    what: "An async enrich failed and was refunded; `data.error` says why and whether to retry.",
  },
  {
    type: "product.created",
    data: ProductEventData,
    what:
      "Sent to catalog webhooks subscribed to it: a product was created (POST /catalog/products, or a row published for the first " +
      "time); `data` is the product as GET /catalog/products/{id} answered it then.",
  },
  {
    type: "product.updated",
    data: ProductEventData,
    what:
      "Sent to catalog webhooks subscribed to it: a product's attributes or status changed (PATCH /catalog/products/{id}, or its " +
      "row published again); `data` is the product after the change.",
  },
  {
    type: "product.deleted",
    data: Tombstone,
    what: "Sent to catalog webhooks subscribed to it: a product was deleted; `data` is `{ id, schema_id, updated_at, deleted: true }`.",
  },
] as const;

const operationId = (type: string) => `${type.replace(/\.(\w)/, (_, c: string) => c.toUpperCase())}Webhook`;

/**
 * The document's `webhooks` section: every event the service POSTs to a `webhook_url`, with
 * its body and signature headers, from the schemas the payloads are built with.
 */
export function registerWebhooks(registry: OpenAPIHono["openAPIRegistry"]) {
  for (const event of WEBHOOK_EVENTS) {
    registry.registerWebhook({
      method: "post",
      path: event.type,
      operationId: operationId(event.type),
      tags: ["webhooks"],
      summary: `${event.type} event`,
      description:
        `${event.what} Signed with Standard Webhooks headers (${event.type.startsWith("product.") ? "by the subscription's secret" : "by the company's secret"}); ` +
        "verify before trusting the body (docs/webhooks.md).",
      request: {
        headers: WebhookHeaders,
        body: { required: true, content: { "application/json": { schema: webhookBody(event.type, event.data) } } },
      },
      responses: {
        200: { description: "Any 2xx within 10 seconds acknowledges the event; anything else is retried up to 3 times" },
      },
    });
  }
}
