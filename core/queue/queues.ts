/**
 * The service's queues and how their consumers run: the one definition the SST stacks
 * (stacks/QueuesStack.ts, stacks/WorkersStack.ts) and the local runtime (core/local/bootstrap.ts,
 * core/local/poller.ts) both build from, so local queues behave like the deployed ones.
 */
export interface QueueSettings {
  /** Receives before a message moves to the queue's dead-letter queue instead of retrying forever. */
  maxReceiveCount: number;
  /** The consuming function's timeout; the queue's visibility timeout follows from it. */
  functionTimeoutSeconds: number;
  /**
   * Messages per invocation. Long work (a file chunk, an async job) goes one per invocation so
   * a timeout fails only that message; short work is batched and runs concurrently.
   */
  batchSize: number;
  /**
   * Batches the local runtime works on at once (default 1). Lambda's event source runs
   * batches side by side on its own; locally the webhooks queue needs that too, so one company's
   * slow receiver holds one batch, not the queue (core/webhooks/fair-share.ts).
   */
  localConcurrency?: number;
}

export const QUEUES = {
  extract: { env: "EXTRACT_QUEUE_URL", maxReceiveCount: 3, functionTimeoutSeconds: 120, batchSize: 1 },
  // A message holds up to 10 cells, run 4 at a time; with the LLM engine a cell is a model call
  // (LLM_TIMEOUT_MS, 60 s by default), so 300 s covers three rounds plus retries. A cell's claim
  // lasts the function's timeout, so a redelivery reclaims only cells whose worker is gone.
  enhance: { env: "ENHANCE_QUEUE_URL", maxReceiveCount: 3, functionTimeoutSeconds: 300, batchSize: 4 },
  // An async enrich of 50 items with the LLM engine searches, fetches and asks a model per item.
  jobs: { env: "JOBS_QUEUE_URL", maxReceiveCount: 3, functionTimeoutSeconds: 900, batchSize: 1 },
  // Deliveries schedule their own retries with backoff; the DLQ catches only crashes.
  webhooks: { env: "WEBHOOKS_QUEUE_URL", maxReceiveCount: 5, functionTimeoutSeconds: 30, batchSize: 10, localConcurrency: 8 },
} as const satisfies Record<string, QueueSettings & { env: string }>;

export type QueueName = keyof typeof QUEUES;

/**
 * AWS advice for Lambda event sources: visibility at least six times the function timeout, so
 * a message is never handed to a second instance while the first may still be working on it.
 */
export const visibilityTimeoutSeconds = (q: Pick<QueueSettings, "functionTimeoutSeconds">) => q.functionTimeoutSeconds * 6;

/** How long a parked message waits in a dead-letter queue for someone to inspect or redrive it (the SQS maximum). */
export const DLQ_RETENTION_DAYS = 14;
