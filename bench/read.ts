/**
 * Authenticated single-item read: 50 connections for 15 s against GET /me (cached key check
 * plus one item read), on the local stack. Goal: 1,700+ requests/s with p99 under 50 ms.
 * The load generator runs in its own process so it does not share the server's event loop.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startBenchService } from "./local-service.js";

const run = promisify(execFile);
const service = await startBenchService();
const { createDemoCompany } = await import("../core/local/demo.js");
const { key } = await createDemoCompany();
const path = process.argv[2] ?? "/me";

async function load(seconds: number) {
  const { stdout } = await run(
    process.execPath,
    [
      "node_modules/autocannon/autocannon.js",
      "--json",
      "-c", "50",
      "-d", String(seconds),
      "-H", `authorization=Bearer ${key.key}`,
      `${service.base}${path}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

for (let i = 0; i < Number(process.env.WARMUPS ?? 1); i++) console.error("warm-up rps", Math.round((await load(10)).requests.average)); // JIT on both sides, pools, caches
const result = await load(15);
console.log(
  JSON.stringify(
    {
      path,
      requests_per_second: Math.round(result.requests.average),
      latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      non_2xx: result.non2xx,
      errors: result.errors,
    },
    null,
    2,
  ),
);
await service.stop();
