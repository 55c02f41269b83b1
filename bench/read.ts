/**
 * Authenticated single-item reads, 50 connections for 15 s each, on the local stack: GET /me
 * (the key check and the company, both cached in-process) and GET /attributes/{id} (a
 * strongly consistent DynamoDB read per request). Goal: 1,700+ requests/s with p99 under 50 ms.
 * Pass a path to measure only that one. The load generator runs in its own process so it does
 * not share the server's event loop.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startBenchService } from "./local-service.js";

const run = promisify(execFile);
const service = await startBenchService();
const { createDemoCompany } = await import("../core/local/demo.js");
const { key } = await createDemoCompany();
const attribute = (await (
  await fetch(`${service.base}/attributes`, {
    method: "POST",
    headers: { authorization: `Bearer ${key.key}`, "content-type": "application/json" },
    body: JSON.stringify({ key: "bench_colour", label: "Colour", type: "text" }),
  })
).json()) as { id: string };
const paths = process.argv[2] ? [process.argv[2]] : ["/me", `/attributes/${attribute.id}`];

async function load(path: string, seconds: number) {
  const { stdout } = await run(
    process.execPath,
    [
      "node_modules/autocannon/autocannon.js",
      "--json",
      "-c",
      "50",
      "-d",
      String(seconds),
      "-H",
      `authorization=Bearer ${key.key}`,
      `${service.base}${path}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

for (const path of paths) {
  for (let i = 0; i < Number(process.env.WARMUPS ?? 1); i++)
    console.error("warm-up rps", Math.round((await load(path, 10)).requests.average)); // JIT on both sides, pools
  const result = await load(path, 15);
  console.log(
    JSON.stringify({
      path,
      requests_per_second: Math.round(result.requests.average),
      latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      non_2xx: result.non2xx,
      errors: result.errors,
    }),
  );
}
await service.stop();
