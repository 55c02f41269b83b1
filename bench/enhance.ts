/**
 * N cells (default 2,000) enhanced with the local engine on the local stack, through the public
 * API and the enhance worker, as `npm start` runs them: a table of N rows, one POST of up to
 * 1,000 rows per request, then GET .../enhance/status until no cell is pending or processing.
 * Prints cells per second (from the first request to the last cell ended) and the credits spent.
 */
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { apiCaller, startBenchService } from "./local-service.js";

const cells = Number(process.argv[2] ?? 2_000);
const service = await startBenchService();
const { queueUrl } = await import("../core/queue/client.js");
const { handler } = await import("../functions/enhance-worker.js");
const { createDemoCompany } = await import("../core/local/demo.js");
const { grant } = await import("../core/credits/service.js");
const poller = startPoller("enhance-worker", queueUrl("enhance"), handler, QUEUES.enhance);
const { company, key } = await createDemoCompany();
await grant(company.id, cells * 2, "bench");
const call = apiCaller(service.base, key.key);

const table = await call("/tables", { method: "POST", body: { schema_id: "default_product", name: "Bench", source_text: "-" } });
const rowIds: string[] = [];
for (let i = 0; i < cells; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, cells - i) }, (_, j) => ({ name: `  product   number ${i + j} `, brand: "acme" }));
  const res = await call(`/tables/${table.id}/rows`, { method: "POST", body: { rows } });
  rowIds.push(...res.data.map((r: { id: string }) => r.id));
}
const balanceBefore = (await call("/credits/balance")).balance;

const started = performance.now();
let queued = 0;
for (let i = 0; i < rowIds.length; i += 1000) {
  const res = await call(`/tables/${table.id}/enhance`, {
    method: "POST",
    body: { row_ids: rowIds.slice(i, i + 1000), column_key: "name", prompt: "collapse whitespace, then title case", web_search: false },
  });
  queued += res.rows_queued;
}
const accepted = (performance.now() - started) / 1000;
let status: { total: number; completed: number; failed: number; pending: number; processing: number };
do {
  await new Promise((r) => setTimeout(r, 200));
  status = (await call(`/tables/${table.id}/enhance/status`)).columns.name;
} while (status.pending + status.processing > 0);
const seconds = (performance.now() - started) / 1000;
const sample = (await call(`/tables/${table.id}/rows?limit=1`)).data[0].data.name;
console.log(
  JSON.stringify(
    {
      cells,
      rows_queued: queued,
      completed: status.completed,
      failed: status.failed,
      sample,
      requests_seconds: +accepted.toFixed(2),
      seconds: +seconds.toFixed(2),
      cells_per_second: Math.round(status.completed / seconds),
      credits_spent: balanceBefore - (await call("/credits/balance")).balance,
      peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    },
    null,
    2,
  ),
);
await poller.stop();
await service.stop();
