import { sqsWorker } from "../core/queue/worker.js";
import { runWebhookMessage, WebhookMessage } from "../core/workers/webhooks.js";

export const handler = sqsWorker(WebhookMessage, runWebhookMessage);
