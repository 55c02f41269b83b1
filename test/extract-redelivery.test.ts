import { spawn } from "node:child_process";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { rowIdOf } from "../core/tables/rows.js";
import { dynamo, tableName } from "../core/store/client.js";
import { findStored } from "../core/tables/service.js";
import { app, api, newCompany } from "./helpers.js";
import { privateQueue } from "./support/queues.js";

const ROWS = 12_000;

/** Rows stored for a table, counted straight from DynamoDB (its row pages, not the table's counter). */
async function storedRows(companyId: string, tableId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :sk)",
        ExpressionAttributeValues: { ":pk": `$pds#companyId_${companyId}#tableId_${tableId}`, ":sk": "$rowpage_1" },
        ProjectionExpression: "#rows",
        ExpressionAttributeNames: { "#rows": "rows" },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) count += Object.keys(item.rows ?? {}).length;
    start = res.LastEvaluatedKey;
  } while (start);
  return count;
}

async function bigCsvTable(co: { id: string; key: string }, rows: number, line = (i: number) => `S-${i},${i}`) {
  const schemaId = (
    await api("/schemas", co.key, {
      method: "POST",
      body: {
        name: "S",
        columns: [
          { key: "sku", label: "SKU", type: "text" },
          { key: "qty", label: "Qty", type: "number" },
        ],
      },
    })
  ).json.id;
  const csv = `sku,qty\n${Array.from({ length: rows }, (_, i) => line(i)).join("\n")}\n`;
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "big.csv");
  const up = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${co.key}` }, body: form });
  const fileId = ((await up.json()) as { data: { id: string }[] }).data[0].id;
  return (await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "Big", file_ids: [fileId] } })).json;
}

/**
 * Runs the table's messages in a child process that stops once `writes` batch writes of row
 * pages are stored (test/support/extract-once.ts), and SIGKILLs it there. Returns how many rows
 * were stored at the kill, checked against DynamoDB.
 */
async function killMidTable(co: { id: string }, tableId: string, rows: number, mode: "plan" | "all", writes: number): Promise<number> {
  const child = spawn(process.execPath, ["--import", "tsx", "test/support/extract-once.ts", co.id, tableId, mode, String(writes)], {
    env: process.env,
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr!.on("data", (c) => (stderr += c));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  const stopped = await Promise.race([
    new Promise<{ rows: number }>((r) => child.once("message", (m) => r(m as { rows: number }))),
    exited.then((code) => {
      throw new Error(`the worker exited (${code}) before writing ${writes} batches of rows:\n${stderr}`);
    }),
  ]);
  child.kill("SIGKILL");
  await exited;
  expect(stopped.rows, "the worker should have been killed part-way").toBeGreaterThan(0);
  expect(stopped.rows, "the worker should have been killed part-way").toBeLessThan(rows);
  expect(await storedRows(co.id, tableId)).toBe(stopped.rows);
  return stopped.rows;
}

describe("a worker killed mid-table", () => {
  beforeAll(async () => {
    // A private extract queue: no poller of another test file may take this table's message.
    const QueueUrl = await privateQueue("extract");
    process.env.EXTRACT_QUEUE_URL = QueueUrl;
    resetConfig();
  });

  it("completes on redelivery with no duplicate and no missing row", async () => {
    const co = await newCompany();
    const table = await bigCsvTable(co, ROWS);
    // 25 rows a page, 25 pages a batch write: 4 batches are 2,500 of the 12,000 rows.
    expect(await killMidTable(co, table.id, ROWS, "plan", 4)).toBe(2_500);
    expect((await api(`/tables/${table.id}`, co.key)).json).toMatchObject({ status: "processing", total_rows: 0 });

    // SQS redelivers the message after the visibility timeout: the same handler runs again.
    await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 });
    // A duplicate delivery after completion changes nothing.
    await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 });

    const done = (await api(`/tables/${table.id}`, co.key)).json;
    expect(done).toMatchObject({ status: "completed", progress: 100, total_rows: ROWS, error_message: null });
    expect(await storedRows(co.id, table.id)).toBe(ROWS);
    const first = await api(`/tables/${table.id}/rows?limit=3`, co.key);
    expect(first.json.data.map((r: { data: unknown }) => r.data)).toEqual([0, 1, 2].map((i) => ({ sku: `S-${i}`, qty: i })));
    const last = await api(`/tables/${table.id}/rows/${rowIdOf(table.id, ROWS - 1)}`, co.key);
    expect(last.json).toMatchObject({ row_index: ROWS - 1, data: { sku: `S-${ROWS - 1}`, qty: ROWS - 1 } });
  }, 120_000);

  it("a big file is split into chunks: killed mid-way and every message redelivered, twice, it completes exactly", async () => {
    // Small thresholds make a 3,000-row file many range chunks (defaults: 1 MB, 5,000 records).
    process.env.EXTRACT_SPLIT_BYTES = "1000";
    process.env.EXTRACT_UNIT_RECORDS = "250";
    resetConfig();
    try {
      const rows = 3_000;
      const co = await newCompany();
      // Quoted fields with a delimiter, an escaped quote and a line break inside: a record that a
      // naive line split would cut in two.
      const table = await bigCsvTable(co, rows, (i) => (i % 7 ? `S-${i},${i}` : `"S-${i}, ""big""\nsecond line",${i}`));
      // One batch write per 250-row chunk: killed with chunks 1-5 stored, before chunk 5 is marked done.
      expect(await killMidTable(co, table.id, rows, "all", 5)).toBe(1_250);
      const mid = (await api(`/tables/${table.id}`, co.key)).json;
      // Chunks 1-4 counted; chunk 5's rows are stored but it never got to count them.
      expect(mid).toMatchObject({ status: "processing", total_rows: 1_000 });
      expect(mid.progress).toBeLessThan(100);

      const chunks = (await findStored(co.id, table.id))!.chunksTotal;
      expect(chunks).toBe(1 + rows / 250);
      for (let round = 0; round < 2; round++) {
        for (let chunk = 0; chunk < chunks; chunk++) await runExtraction({ company_id: co.id, table_id: table.id, chunk });
      }
      const done = (await api(`/tables/${table.id}`, co.key)).json;
      expect(done).toMatchObject({ status: "completed", progress: 100, total_rows: rows, error_message: null });
      expect(await storedRows(co.id, table.id)).toBe(rows);
      // Row indexes follow the file, across chunk boundaries.
      for (const i of [0, 7, 249, 250, 251, 1_400, rows - 1]) {
        const row = await api(`/tables/${table.id}/rows/${rowIdOf(table.id, i)}`, co.key);
        expect(row.json).toMatchObject({ row_index: i, data: { sku: i % 7 ? `S-${i}` : `S-${i}, "big"\nsecond line`, qty: i } });
      }
    } finally {
      delete process.env.EXTRACT_SPLIT_BYTES;
      delete process.env.EXTRACT_UNIT_RECORDS;
      resetConfig();
    }
  }, 120_000);
});
