/**
 * GET /credits/stats over 1,830 days on the local stack, for a company with two years of daily
 * usage written through the real charge path (every charge a transaction with its ledger row and
 * its day and month aggregates): each day a search, an enrich and an enhanced cell on each of two
 * tables, by three users. Prints the median and p95 latency of the stats request over HTTP.
 * Goal: under 100 ms.
 */
import { startBenchService } from "./local-service.js";

const DAYS = Number(process.argv[2] ?? 730);
const service = await startBenchService();
const { setClock } = await import("../core/clock.js");
const { addDays, dayOf } = await import("../core/credits/periods.js");
const credits = await import("../core/credits/service.js");
const { createDemoCompany } = await import("../core/local/demo.js");

const today = dayOf(Date.now());
const first = addDays(today, -(DAYS - 1));
setClock(`${first}T08:00:00.000Z`);
const { company, key } = await createDemoCompany();
await credits.grant(company.id, 10_000_000, "Bench credits");

const tables = [
  { id: "tbl_benchalpha000000000", name: "Spring catalogue", schemaId: "sch_bench" },
  { id: "tbl_benchbeta0000000000", name: "Supplier feed", schemaId: "sch_bench" },
];
const seedStarted = performance.now();
for (let i = 0; i < DAYS; i++) {
  const day = addDays(first, i);
  setClock(`${day}T12:00:00.000Z`);
  await credits.charge(company.id, { service: "search", cost: 5, description: "Search", userId: "user-a" });
  await credits.charge(company.id, { service: "enrich", cost: 2 * (1 + (i % 3)), description: "Enrich", userId: "user-b" });
  for (const table of tables) {
    await credits.charge(company.id, { service: "enhancement", cost: 1 + (i % 2), description: "Cell", table, userId: "user-c", cells: 1 });
  }
  if (i % 100 === 0) console.error(`seeded ${i} days`);
}
setClock(undefined);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const url = `${service.base}/credits/stats?from=${addDays(today, -1829)}&to=${today}`;
const once = async () => {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${key.key}` } });
  const body = (await res.json()) as { daily: unknown[]; summary: { total_spent: number } };
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, days: body.daily.length, total: body.summary.total_spent };
};
for (let i = 0; i < 3; i++) await once(); // warm: route group loaded, key and company cached
const runs = [];
for (let i = 0; i < Number(process.env.RUNS ?? 30); i++) runs.push(await once());
const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
console.log(
  JSON.stringify(
    {
      usage_days: DAYS,
      charges: DAYS * 4,
      seed_seconds: Math.round(seedSeconds * 10) / 10,
      range_days: runs[0].days,
      total_spent: runs[0].total,
      stats_ms_median: at(0.5),
      stats_ms_p95: at(0.95),
      stats_ms_min: at(0),
      goal_ms: 100,
    },
    null,
    2,
  ),
);
await service.stop();
process.exit(0);
