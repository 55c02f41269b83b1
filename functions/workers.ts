/**
 * The queue consumers, once: which handler consumes which queue, with its Lambda sizing and
 * permissions. The WorkersStack deploys a function per entry; the local runtime
 * (local-workers.ts) polls the same queues into the same handlers. Timeouts, batch sizes and
 * receive counts live with the queues (core/queue/queues.ts).
 */
import type { LambdaSqsHandler } from "../core/local/poller.js";
import type { QueueName } from "../core/queue/queues.js";

export interface Worker {
  /** The function's name, and its file under functions/ (which exports `handler`). */
  name: string;
  /** The handler, loaded on first use (a module import, so stacks never evaluate it). */
  load: () => Promise<LambdaSqsHandler>;
  memorySize: number;
  /** Queues it may send to (least privilege; the local stand-ins do not check this). */
  sendsTo: QueueName[];
  /** Whether it reads or writes files in the bucket. */
  usesBucket: boolean;
}

export const WORKERS: Partial<Record<QueueName, Worker>> = {
  // Reads files, fetches URLs, writes rows; queues the chunks it plans and its completion webhook.
  extract: {
    name: "extract-worker",
    load: async () => (await import("./extract-worker.js")).handler,
    memorySize: 2048, // XLSX and PDF parsing hold a whole document in memory
    sendsTo: ["extract", "webhooks"],
    usesBucket: true,
  },
  // Enhancement cells: runs the AI engine per cell, writes row pages, charges per completed cell.
  enhance: {
    name: "enhance-worker",
    load: async () => (await import("./enhance-worker.js")).handler,
    memorySize: 1024,
    sendsTo: [],
    usesBucket: false,
  },
  // Async search and enrich (and sync jobs' look at themselves): runs the AI engine, stores large
  // results in the bucket, queues the webhook.
  jobs: {
    name: "jobs-worker",
    load: async () => (await import("./jobs-worker.js")).handler,
    memorySize: 1024,
    sendsTo: ["webhooks"],
    usesBucket: true,
  },
  // Re-enqueues its own delayed retries; needs the table and nothing else.
  webhooks: {
    name: "webhook-worker",
    load: async () => (await import("./webhook-worker.js")).handler,
    memorySize: 512,
    sendsTo: ["webhooks"],
    usesBucket: false,
  },
};

/** The Lambda handler string of a worker, as SST wants it. */
export const handlerPath = (w: Worker) => `functions/${w.name}.handler`;
