import { z } from "zod";
import { readObject } from "../blob/client.js";
import { nowIso } from "../clock.js";
import { config } from "../config.js";
import { logger } from "../http/log.js";
import { fetchDocument, FetchError } from "../net/fetch-url.js";
import { UnsafeUrlError } from "../net/public-url.js";
import type { Column } from "../schemas/schemas.js";
import { isConditionFailure } from "../store/errors.js";
import { ChunkEntity, TablesService } from "../tables/entity.js";
import { allocate, writeRows } from "../tables/rows.js";
import { colRef, columnsOf, findStored, finish, toTable, type StoredTable } from "../tables/service.js";
import { scheduleDelivery } from "../webhooks/deliveries.js";
import { documentRecords } from "./documents.js";
import { mapRecords } from "./map-records.js";
import type { SourceDocument, SourceRecord } from "./records.js";

export const ExtractMessage = z.object({ company_id: z.string(), table_id: z.string(), chunk: z.number().int().min(0).default(0) });
export type ExtractMessage = z.infer<typeof ExtractMessage>;

/** A problem with the input (not our infrastructure): the chunk fails with this message, no retry. */
export class SourceError extends Error {}

const FETCH_LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };

async function streamToBytes(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

/** The table's source documents: its text, its uploaded files, or its URLs fetched now. */
async function loadDocuments(t: StoredTable): Promise<SourceDocument[]> {
  if (t.sourceText !== undefined) return [{ name: "source_text", contentType: "text/plain", bytes: new TextEncoder().encode(t.sourceText) }];
  const docs: SourceDocument[] = [];
  for (const f of t.files) {
    if (f.fileId) {
      const bytes = await streamToBytes((await readObject(`${t.companyId}/files/${f.fileId}`)) as AsyncIterable<Uint8Array>);
      docs.push({ name: f.name, contentType: "", bytes });
    } else if (f.url) {
      try {
        const got = await fetchDocument(f.url, { ...FETCH_LIMITS, allowPrivate: config().ALLOW_PRIVATE_URLS });
        docs.push({ name: f.name, contentType: got.contentType, bytes: got.bytes, url: got.url });
      } catch (err) {
        if (err instanceof FetchError || err instanceof UnsafeUrlError) throw new SourceError(err.message);
        throw err;
      }
    }
  }
  return docs;
}

async function extract(t: StoredTable, columns: Column[]): Promise<Record<string, unknown>[]> {
  const records: SourceRecord[] = [];
  for (const doc of await loadDocuments(t)) records.push(...(await documentRecords(doc, t.additionalContext)));
  return mapRecords(records, columns).map((r) => Object.fromEntries(columns.filter((c) => c.key in r).map((c) => [colRef(c), r[c.key]])));
}

/**
 * Runs one extraction message. SQS delivers at least once, so every step checks state first:
 * a finished chunk is skipped, a re-run chunk rewrites the same row items, and the move to
 * `done` counts the rows exactly once.
 */
export async function runExtraction(message: ExtractMessage): Promise<void> {
  const { company_id: companyId, table_id: tableId, chunk: chunkNo } = message;
  const table = await findStored(companyId, tableId);
  if (!table || table.status === "completed") return;
  const existing = (await ChunkEntity.get({ companyId, tableId, chunk: chunkNo }).go({ consistent: true })).data;
  if (existing && existing.status !== "processing") return void (await completeIfDone(companyId, tableId));

  const columns = await columnsOf(companyId, table);
  let rows: Record<string, unknown>[];
  try {
    rows = await extract(table, columns);
  } catch (err) {
    if (!(err instanceof SourceError)) throw err;
    await failChunk(companyId, tableId, chunkNo, existing ? undefined : 0, err.message);
    return void (await completeIfDone(companyId, tableId));
  }

  let chunk = existing;
  if (!chunk) {
    const base = await allocate(companyId, tableId, rows.length);
    try {
      chunk = (await ChunkEntity.create({ companyId, tableId, chunk: chunkNo, status: "processing", rowIndexBase: base, rowCount: rows.length, createdAt: nowIso() }).go()).data;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      // Another delivery planned it first: use its range (ours stays unused; indexes are cheap).
      chunk = (await ChunkEntity.get({ companyId, tableId, chunk: chunkNo }).go({ consistent: true })).data!;
    }
  }
  await writeRows(companyId, tableId, chunk.rowIndexBase, rows.slice(0, chunk.rowCount), false);
  const done = await TablesService.transaction
    .write(({ chunk: c, table: t }) => [
      c.patch({ companyId, tableId, chunk: chunkNo }).set({ status: "done" }).where((a, op) => op.eq(a.status, "processing")).commit(),
      t.patch({ companyId, tableId }).add({ totalRows: chunk!.rowCount, chunksDone: 1 }).set({ updatedAt: nowIso() }).commit(),
    ])
    .go();
  if (done.canceled && done.data[0]?.code !== "ConditionalCheckFailed") throw new Error("could not record the finished chunk; retrying");
  await completeIfDone(companyId, tableId);
}

async function failChunk(companyId: string, tableId: string, chunkNo: number, base: number | undefined, error: string) {
  logger().info("extraction chunk failed", { companyId, tableId, chunk: chunkNo, error });
  await ChunkEntity.upsert({ companyId, tableId, chunk: chunkNo, status: "failed", rowIndexBase: base ?? 0, rowCount: 0, error, createdAt: nowIso() })
    .where((a, op) => `${op.notExists(a.status)} OR ${op.eq(a.status, "processing")}`)
    .go()
    .then(() =>
      TablesService.entities.table.patch({ companyId, tableId }).add({ chunksFailed: 1 }).set({ errorMessage: error }).go(),
    )
    .catch((err) => {
      if (!isConditionFailure(err)) throw err;
    });
}

/** When every chunk has finished, the table completes and its webhook (if any) is scheduled. */
async function completeIfDone(companyId: string, tableId: string): Promise<void> {
  const t = await findStored(companyId, tableId);
  if (!t || t.status === "completed" || t.chunksDone + t.chunksFailed < t.chunksTotal) return;
  const finished = await finish(companyId, tableId, t.errorMessage);
  if (finished?.webhookUrl) {
    await scheduleDelivery(companyId, { url: finished.webhookUrl, type: "table.completed", data: toTable(finished) });
  }
}
