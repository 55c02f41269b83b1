import { DeliveryMessage } from "../core/webhooks/deliveries.js";
import { runDelivery } from "../core/webhooks/worker.js";
import { sqsWorker } from "../core/queue/worker.js";

export const handler = sqsWorker(DeliveryMessage, runDelivery);
