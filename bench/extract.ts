/**
 * A CSV of N rows (default 50,000) from upload to `completed` on the local stack, through the
 * public API and the extract worker, as `npm start` runs them. Prints rows per second and peak
 * memory. Goal: 50,000 rows in under 9 s with memory that stays flat as the file grows.
 */
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { apiCaller, startBenchService } from "./local-service.js";

const rows = Number(process.argv[2] ?? 50_000);
const service = await startBenchService();
const { queueUrl } = await import("../core/queue/client.js");
const { handler } = await import("../functions/extract-worker.js");
const { createDemoCompany } = await import("../core/local/demo.js");
const poller = startPoller("extract-worker", queueUrl("extract"), handler, QUEUES.extract);
const { key } = await createDemoCompany();
const call = apiCaller(service.base, key.key);

const schema = await call("/schemas", {
  method: "POST",
  body: {
    name: "Bench",
    columns: [
      { key: "sku", label: "SKU", type: "text" },
      { key: "name", label: "Name", type: "text" },
      { key: "price", label: "Price", type: "number" },
      { key: "in_stock", label: "In stock", type: "boolean" },
      { key: "color", label: "Color", type: "text" },
    ],
  },
});
const csv = `sku,name,price,in_stock,color\n${Array.from({ length: rows }, (_, i) => `SKU-${i},Product number ${i},${(i % 1000) + 0.99},${i % 2 ? "yes" : "no"},${["red", "blue", "green"][i % 3]}`).join("\n")}\n`;

const started = performance.now();
const upload = await call("/files/uploads", { method: "POST", body: { name: "bench.csv", content_type: "text/csv", size: csv.length } });
await fetch(upload.upload_url, { method: "PUT", body: csv, headers: { "content-type": "text/csv" } });
await call(`/files/${upload.file_id}/complete`, { method: "POST" });
const table = await call("/tables", { method: "POST", body: { schema_id: schema.id, name: "Bench", file_ids: [upload.file_id] } });
let current = table;
while (current.status !== "completed") {
  await new Promise((r) => setTimeout(r, 100));
  current = await call(`/tables/${table.id}`);
}
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify(
    {
      rows,
      csv_mb: +(csv.length / 1024 / 1024).toFixed(1),
      total_rows: current.total_rows,
      error_message: current.error_message,
      seconds: +seconds.toFixed(2),
      rows_per_second: Math.round(current.total_rows / seconds),
      peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    },
    null,
    2,
  ),
);
await poller.stop();
await service.stop();
