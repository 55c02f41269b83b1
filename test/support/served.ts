import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { resetConfig } from "../../core/config.js";
import { startPoller } from "../../core/local/poller.js";
import { QUEUES, type QueueName } from "../../core/queue/queues.js";
import { WORKERS } from "../../functions/workers.js";
import { app } from "../helpers.js";
import { privateQueue } from "./queues.js";

/**
 * Every queue a private one of this test file (so no other file's poller takes its work), and a
 * poller on each, but those in `idle`, whose messages then wait until the test runs them.
 */
export async function privateWorkers(name: string, { idle = [] as QueueName[] } = {}) {
  for (const queue of Object.keys(QUEUES) as QueueName[]) {
    process.env[QUEUES[queue].env] = await privateQueue(`${name}-${queue}`);
  }
  resetConfig();
  const pollers: { stop(): Promise<void> }[] = [];
  for (const [queue, worker] of Object.entries(WORKERS) as [QueueName, NonNullable<(typeof WORKERS)[QueueName]>][]) {
    if (!idle.includes(queue)) pollers.push(startPoller(worker.name, process.env[QUEUES[queue].env]!, await worker.load(), QUEUES[queue]));
  }
  return { stop: () => Promise.all(pollers.map((p) => p.stop())).then(() => undefined) };
}

/**
 * The service as `npm start` runs it, for clients that speak HTTP (the typed client, the `pds`
 * command line in a child process, the MCP server): the real app on a free loopback port, and
 * every worker polling a private queue of this test file, so no other file's poller takes its work.
 */
export async function serveService(name: string) {
  const workers = await privateWorkers(name);
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
      await workers.stop();
    },
  };
}
