/**
 * The changes feed's full sync on the local stack: N products (default 100,000) created through
 * the catalog's batch write path (real products and feed entries, 49 to a transaction), then
 * one full sync through GET /catalog/changes at page_size 200 over HTTP, following cursors as
 * a client does. Prints products per second of the sync. Goal: 13,000+ products/s.
 */
import { apiCaller, startBenchService } from "./local-service.js";

const total = Number(process.argv[2] ?? 100_000);
const service = await startBenchService();
const { createDemoCompany } = await import("../core/local/demo.js");
const { createMany } = await import("../core/catalog/service.js");
const { company, key } = await createDemoCompany();
const call = apiCaller(service.base, key.key);

for (const [k, type] of [
  ["sku", "text"],
  ["name", "text"],
  ["price", "number"],
  ["in_stock", "boolean"],
  ["color", "text"],
]) {
  await call("/attributes", { method: "POST", body: { key: `bench_${k}`, label: k, type } });
}
const schema = await call("/schemas", {
  method: "POST",
  body: { name: "Bench", columns: ["sku", "name", "price", "in_stock", "color"].map((k) => ({ attribute_key: `bench_${k}` })) },
});

const seedStarted = performance.now();
const BATCH = 4_900;
for (let from = 0; from < total; from += BATCH) {
  const inputs = Array.from({ length: Math.min(BATCH, total - from) }, (_, j) => {
    const i = from + j;
    return {
      status: "active" as const,
      attributes: {
        bench_sku: `SKU-${i}`,
        bench_name: `Product number ${i}`,
        bench_price: (i % 1000) + 0.99,
        bench_in_stock: i % 2 === 0,
        bench_color: ["red", "blue", "green"][i % 3],
      },
    };
  });
  await createMany(company.id, schema.id, inputs);
  console.error(`seeded ${from + inputs.length}`);
}
const seedSeconds = (performance.now() - seedStarted) / 1000;

async function sync() {
  const started = performance.now();
  let seen = 0;
  let pages = 0;
  let cursor: string | null = null;
  do {
    const page: any = await call(
      `/catalog/changes?since=1970-01-01T00:00:00.000Z&page_size=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    seen += page.products.length;
    pages++;
    cursor = page.next_cursor;
  } while (cursor);
  return { seen, pages, seconds: (performance.now() - started) / 1000 };
}

const runs = [];
for (let i = 0; i < Number(process.env.RUNS ?? 3); i++) runs.push(await sync());
const best = runs.reduce((a, b) => (a.seconds < b.seconds ? a : b));
console.log(
  JSON.stringify(
    {
      products: total,
      seed_seconds: +seedSeconds.toFixed(1),
      seed_products_per_second: Math.round(total / seedSeconds),
      sync_runs: runs.map((r) => ({
        seconds: +r.seconds.toFixed(2),
        products: r.seen,
        pages: r.pages,
        products_per_second: Math.round(r.seen / r.seconds),
      })),
      best_products_per_second: Math.round(best.seen / best.seconds),
    },
    null,
    2,
  ),
);
await service.stop();
