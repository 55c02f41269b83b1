import { spawn } from "node:child_process";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { CreateQueueCommand } from "@aws-sdk/client-sqs";
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { runExtraction } from "../core/extract/pipeline.js";
import { sqs } from "../core/queue/client.js";
import { rowIdOf } from "../core/tables/rows.js";
import { dynamo, tableName } from "../core/store/client.js";
import { app, api, newCompany } from "./helpers.js";

const ROWS = 12_000;

/** Rows stored for a table, counted straight from DynamoDB (not through the table's counter). */
async function storedRows(companyId: string, tableId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :sk)",
        ExpressionAttributeValues: { ":pk": `$pds#companyId_${companyId}#tableId_${tableId}`, ":sk": "$row_1" },
        Select: "COUNT",
        ExclusiveStartKey: start,
      }),
    );
    count += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return count;
}

describe("a worker killed mid-table", () => {
  beforeAll(async () => {
    // A private extract queue: no poller of another test file may take this table's message.
    const { QueueUrl } = await sqs().send(new CreateQueueCommand({ QueueName: `pds-test-extract-${Date.now()}` }));
    process.env.EXTRACT_QUEUE_URL = QueueUrl;
    resetConfig();
  });

  it("completes on redelivery with no duplicate and no missing row", async () => {
    const co = await newCompany();
    const schemaId = (
      await api("/schemas", co.key, {
        method: "POST",
        body: { name: "S", columns: [{ key: "sku", label: "SKU", type: "text" }, { key: "qty", label: "Qty", type: "number" }] },
      })
    ).json.id;
    const csv = `sku,qty\n${Array.from({ length: ROWS }, (_, i) => `S-${i},${i}`).join("\n")}\n`;
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "big.csv");
    const up = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${co.key}` }, body: form });
    const fileId = ((await up.json()) as { data: { id: string }[] }).data[0].id;
    const table = (await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "Big", file_ids: [fileId] } })).json;

    const child = spawn(process.execPath, ["--import", "tsx", "test/support/extract-once.ts", co.id, table.id], {
      env: process.env,
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    let seen = 0;
    for (let i = 0; i < 600 && seen < 1_000; i++) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await storedRows(co.id, table.id);
    }
    child.kill("SIGKILL");
    await exited;
    const atKill = await storedRows(co.id, table.id);
    expect(atKill, "the worker should have been killed part-way").toBeGreaterThan(0);
    expect(atKill, "the worker finished before it could be killed").toBeLessThan(ROWS);
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
});
