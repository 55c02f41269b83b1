import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { resetConfig } from "../../core/config.js";
import { startPoller } from "../../core/local/poller.js";
import { QUEUES, type QueueName } from "../../core/queue/queues.js";
import { WORKERS } from "../../functions/workers.js";
import { app } from "../helpers.js";
import { privateQueue } from "./queues.js";

/**
 * The service as `npm start` runs it, for clients that speak HTTP (the typed client, the `pds`
 * command line in a child process, the MCP server): the real app on a free loopback port, and
 * every worker polling a private queue of this test file, so no other file's poller takes its work.
 */
export async function serveService(name: string) {
  const pollers: { stop(): Promise<void> }[] = [];
  for (const queue of Object.keys(WORKERS) as QueueName[]) {
    process.env[QUEUES[queue].env] = await privateQueue(`${name}-${queue}`);
  }
  resetConfig();
  for (const [queue, worker] of Object.entries(WORKERS) as [QueueName, NonNullable<(typeof WORKERS)[QueueName]>][]) {
    pollers.push(startPoller(worker.name, process.env[QUEUES[queue].env]!, await worker.load(), QUEUES[queue]));
  }
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/api/v1`,
    async stop() {
      (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      await new Promise((r) => server.close(r));
      await Promise.all(pollers.map((p) => p.stop()));
    },
  };
}
