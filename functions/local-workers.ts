import { startPoller } from "../core/local/poller.js";
import { queueUrl } from "../core/queue/client.js";
import { QUEUES, type QueueName } from "../core/queue/queues.js";
import { type Worker, WORKERS } from "./workers.js";

/** One poller per consumed queue, into the same handlers the WorkersStack deploys (workers.ts). */
export function startWorkers() {
  const pollers = (Object.entries(WORKERS) as [QueueName, Worker][]).map(async ([queue, w]) =>
    startPoller(w.name, queueUrl(queue), await w.load(), QUEUES[queue]),
  );
  return {
    async stop() {
      await Promise.all((await Promise.all(pollers)).map((p) => p.stop()));
    },
  };
}
