/**
 * The webhooks queue's consumer: a delivery's next attempt (core/webhooks/worker.ts), or the
 * fan-out of a company's product events into deliveries (core/catalog/fanout.ts), told apart by
 * the message's fields.
 */
import { z } from "zod";
import { DeliveryMessage } from "../webhooks/deliveries.js";
import { runDelivery } from "../webhooks/worker.js";

const FanOutMessage = z.object({ company_id: z.string().min(1), product_events: z.literal(true) });
export const WebhookMessage = z.union([FanOutMessage, DeliveryMessage]);

export async function runWebhookMessage(message: z.infer<typeof WebhookMessage>): Promise<void> {
  if ("product_events" in message) {
    // The catalog loads only for fan-outs.
    const { fanOut } = await import("../catalog/fanout.js");
    return fanOut(message);
  }
  return runDelivery(message);
}
