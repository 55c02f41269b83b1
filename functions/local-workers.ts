import { queueUrl } from "../core/queue/client.js";
import { QUEUES, type QueueName } from "../core/queue/queues.js";
import { startPoller, type LambdaSqsHandler } from "../core/local/poller.js";

/** Which Lambda handler consumes which queue: the same pairs the WorkersStack wires in AWS. */
const WORKERS: { name: string; queue: QueueName; handler: () => Promise<LambdaSqsHandler> }[] = [
  { name: "extract-worker", queue: "extract", handler: async () => (await import("./extract-worker.js")).handler },
  { name: "jobs-worker", queue: "jobs", handler: async () => (await import("./jobs-worker.js")).handler },
  { name: "webhook-worker", queue: "webhooks", handler: async () => (await import("./webhook-worker.js")).handler },
];

export function startWorkers() {
  const pollers = WORKERS.map(async (w) => startPoller(w.name, queueUrl(w.queue), await w.handler(), QUEUES[w.queue]));
  return {
    async stop() {
      await Promise.all((await Promise.all(pollers)).map((p) => p.stop()));
    },
  };
}
