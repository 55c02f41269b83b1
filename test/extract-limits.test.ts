import type { SQSRecord } from "aws-lambda";
import { deleteObject } from "../core/blob/client.js";
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { MAX_WHOLE_BYTES, runExtraction } from "../core/ingest/pipeline.js";
import { TableEntity } from "../core/tables/entity.js";
import { findStored } from "../core/tables/service.js";
import { app, api, newCompany } from "./helpers.js";
import { privateQueue } from "./support/queues.js";

beforeAll(async () => {
  // A private extract queue: no poller of another test file may take this table's message.
  const QueueUrl = await privateQueue("extract-limits");
  process.env.EXTRACT_QUEUE_URL = QueueUrl;
  resetConfig();
});

describe("a chunk that keeps failing on our side", () => {
  it("throws for SQS to redeliver, and on the queue's last delivery fails the chunk so the table completes", async () => {
    const co = await newCompany();
    const form = new FormData();
    form.append("file", new Blob(["name\nOak table\n"], { type: "text/csv" }), "p.csv");
    const up = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${co.key}` }, body: form });
    const fileId = ((await up.json()) as { data: { id: string }[] }).data[0].id;
    const table = (
      await api("/tables", co.key, { method: "POST", body: { schema_id: "default_product", name: "Lost", file_ids: [fileId] } })
    ).json;
    await deleteObject(`${co.id}/files/${fileId}`); // the bytes are gone: every read fails
    const delivery = (n: number) => ({ attributes: { ApproximateReceiveCount: String(n) } }) as unknown as SQSRecord;

    await expect(runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 }, delivery(1))).rejects.toThrow();
    expect((await api(`/tables/${table.id}`, co.key)).json.status).toBe("processing");
    await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 }, delivery(3));
    const done = (await api(`/tables/${table.id}`, co.key)).json;
    expect(done).toMatchObject({ status: "completed", progress: 100, total_rows: 0 });
    expect(done.error_message).toMatch(/could not be processed/);
  });
});

describe("documents read whole", () => {
  it("over the size a worker can parse in one piece, the table ends with a message that says what to do", async () => {
    const co = await newCompany();
    const form = new FormData();
    form.append("file", new Blob(['[{"name":"Oak table"}]'], { type: "application/json" }), "products.json");
    const up = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${co.key}` }, body: form });
    const fileId = ((await up.json()) as { data: { id: string }[] }).data[0].id;
    const table = (
      await api("/tables", co.key, { method: "POST", body: { schema_id: "default_product", name: "Big", file_ids: [fileId] } })
    ).json;
    // The stored size is what the worker checks before reading (set here instead of uploading 100 MB).
    const stored = (await findStored(co.id, table.id))!;
    await TableEntity.patch({ companyId: co.id, tableId: table.id })
      .set({ files: [{ ...stored.files[0], size: MAX_WHOLE_BYTES + 1 }] })
      .go();

    await runExtraction({ company_id: co.id, table_id: table.id, chunk: 0 });
    const done = (await api(`/tables/${table.id}`, co.key)).json;
    expect(done).toMatchObject({ status: "completed", total_rows: 0 });
    expect(done.error_message).toMatch(/up to 100 MB.*CSV, TSV or NDJSON/);
  });
});
