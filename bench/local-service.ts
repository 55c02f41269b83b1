/** Starts the local stack and the API in this process for a benchmark; returns its base URL. */
import { serve } from "@hono/node-server";
import { resetConfig } from "../core/config.js";
import { ensureBucket, ensureQueues, ensureTable } from "../core/local/bootstrap.js";
import { freePort } from "../core/local/ports.js";
import { startLocalStack } from "../core/local/stack.js";

/**
 * The rate limiter runs in every bench, with limits no bench reaches unless it sets its own
 * (`env`): the benches measure the service's speed, bench:load its limits too.
 */
export async function startBenchService(env: Record<string, string> = {}) {
  const stack = await startLocalStack();
  Object.assign(process.env, stack.env, {
    TABLE_NAME: "pds-bench",
    BUCKET_NAME: "pds-bench",
    LOG_LEVEL: "WARN",
    RATE_LIMIT_KEY_PER_SECOND: "1000000",
    RATE_LIMIT_COMPANY_PER_SECOND: "1000000",
    ...env,
  });
  await ensureTable("pds-bench", "us-east-1");
  await ensureBucket("pds-bench", "us-east-1");
  Object.assign(process.env, await ensureQueues("pds-bench", "us-east-1"));
  resetConfig();
  const { createApp } = await import("../core/api/app.js");
  const port = await freePort();
  const server = serve({ fetch: createApp().fetch, port, hostname: "127.0.0.1" });
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    async stop() {
      await new Promise((r) => server.close(r));
      await stack.stop();
    },
  };
}

/** A JSON caller of the benchmark's API with one key; a non-2xx answer stops the benchmark. */
export const apiCaller =
  (base: string, key: string) =>
  async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? "GET",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as any;
  };
