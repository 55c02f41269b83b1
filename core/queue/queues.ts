/**
 * The service's queues. Each has a dead-letter queue; a message that fails `maxReceiveCount`
 * times moves there instead of retrying forever. The SST stack and the local runtime both
 * build their queues from this list.
 */
export const QUEUES = {
  extract: { env: "EXTRACT_QUEUE_URL", maxReceiveCount: 3, functionTimeoutSeconds: 120 },
  enhance: { env: "ENHANCE_QUEUE_URL", maxReceiveCount: 3, functionTimeoutSeconds: 60 },
  // An async enrich of 50 items with the LLM engine searches, fetches and asks a model per item.
  jobs: { env: "JOBS_QUEUE_URL", maxReceiveCount: 3, functionTimeoutSeconds: 900 },
  // Deliveries schedule their own retries with backoff; the DLQ catches only crashes.
  webhooks: { env: "WEBHOOKS_QUEUE_URL", maxReceiveCount: 5, functionTimeoutSeconds: 30 },
} as const;

export type QueueName = keyof typeof QUEUES;

/** AWS advice for Lambda event sources: visibility at least six times the function timeout. */
export const visibilityTimeoutSeconds = (name: QueueName) => QUEUES[name].functionTimeoutSeconds * 6;
