/**
 * `npm run bench:load [-- seconds]` (default 120): mixed reads and writes from two companies
 * against the local service, with autocannon in a process of its own. Company A stays under its
 * rate limit (25 of its 50 requests/s); company B sends as fast as 16 connections go and must meet its
 * limit: its only errors are the deliberate 429s. Prints throughput, p50/p99 per company and
 * this process's memory before, at peak and after (docs/operations.md, "Load").
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { apiCaller, startBenchService } from "./local-service.js";

const seconds = Number(process.argv[2] ?? 120);
const LIMITS = { RATE_LIMIT_KEY_PER_SECOND: "50", RATE_LIMIT_COMPANY_PER_SECOND: "50" };
const service = await startBenchService(LIMITS);
const { createDemoCompany } = await import("../core/local/demo.js");

/** A company with an attribute and a table of 200 rows to read and write. */
async function seed() {
  const { key } = await createDemoCompany();
  const call = apiCaller(service.base, key.key);
  const attribute = await call("/attributes", { method: "POST", body: { key: "colour", label: "Colour", type: "text" } });
  const rows = Array.from({ length: 200 }, (_, i) => `Product ${i},${i}.99,${["red", "blue"][i % 2]}`).join("\n");
  const table = await call("/tables", {
    method: "POST",
    body: { schema_id: "default_product", name: "Load", source_text: `name,price,colour\n${rows}` },
  });
  return { key: key.key, attributeId: attribute.id as string, tableId: table.id as string };
}
const a = await seed();
const b = await seed();

const mb = () => Math.round(process.memoryUsage().rss / 1048576);
/** The live heap after a full collection (run with --expose-gc, as `npm run bench:load` does). */
const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1048576);
};
const heapBefore = heapMb();
const before = mb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, mb())), 250);

const run = promisify(execFile);
const driver = (who: typeof a, rate: number, connections: number) =>
  run(
    process.execPath,
    [
      ...process.execArgv,
      new URL("./load-driver.ts", import.meta.url).pathname,
      JSON.stringify({ base: service.base, ...who, rate, connections, seconds }),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).then(({ stdout }) => JSON.parse(stdout));
const [ra, rb] = await Promise.all([driver(a, 25, 4), driver(b, 0, 16)]);
clearInterval(sampler);
const after = mb();
const heapAfter = heapMb();

for (const [name, r] of [
  ["A (under its limit)", ra],
  ["B (over its limit)", rb],
] as const) {
  console.log(
    `${name}: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, statuses ${JSON.stringify(r.statuses)}, errors ${r.errors}`,
  );
}
console.log(
  `memory (RSS, MB): before ${before}, peak ${peak}, after ${after}; live heap after a full GC: before ${heapBefore}, after ${heapAfter}`,
);
const unexpected = (r: typeof ra, allowed: string[]) => Object.keys(r.statuses).filter((s) => !allowed.includes(s)).length + r.errors;
const problems = unexpected(ra, ["200", "201"]) + unexpected(rb, ["200", "201", "429"]);
await service.stop();
if (problems) {
  console.error("unexpected answers: see the statuses above");
  process.exit(1);
}
