/**
 * A table's state moves, in one place: processing → completed, its progress (chunks planned,
 * done, failed, rows counted), its error_message, the fetched size of its URL sources, and the
 * completion webhook stored with the completion. The extraction run (core/ingest) calls these;
 * each is idempotent under SQS redelivery (a chunk's move is conditioned on the chunk's state).
 */
import { Service } from "electrodb";
import { nextRevision, nowIso } from "../clock.js";
import { entityConfig } from "../store/entity.js";
import { isConditionFailure } from "../store/errors.js";
import { DeliveryEntity } from "../webhooks/entity.js";
import { endDeliveryId, endWithDelivery, newDelivery, queueIfUnsent } from "../webhooks/deliveries.js";
import { TableEntity, TablesService } from "./entity.js";
import { findStored, type StoredTable, toTable } from "./service.js";

const CompletionService = new Service({ work: TableEntity, delivery: DeliveryEntity }, entityConfig());

/** A transaction that lost its condition was done by another delivery; anything else is retried by SQS. */
function settled(result: { canceled: boolean; data: { code?: string }[] }, what: string) {
  if (result.canceled && result.data[0]?.code !== "ConditionalCheckFailed") throw new Error(`could not record ${what}; retrying`);
}

/** The plan (chunk 0) is done and says how many chunks the table has in all. */
export async function recordPlanned(companyId: string, tableId: string, chunksTotal: number, chunkLanes: number): Promise<void> {
  const result = await TablesService.transaction
    .write(({ chunk, table }) => [
      chunk
        .patch({ companyId, tableId, chunk: 0 })
        .set({ status: "done" })
        .where((a, op) => op.eq(a.status, "processing"))
        .commit(),
      table.patch({ companyId, tableId }).set({ chunksTotal, chunkLanes, updatedAt: nowIso() }).add({ chunksDone: 1 }).commit(),
    ])
    .go();
  settled(result, "the extraction plan");
}

/**
 * A chunk finished with `rows` rows: counted once, however often its message comes. `note` (what
 * the parsers' budgets left out) becomes the table's error_message.
 */
export async function recordChunkDone(companyId: string, tableId: string, chunk: number, rows: number, note?: string): Promise<void> {
  const result = await TablesService.transaction
    .write(({ chunk: c, table }) => [
      c
        .patch({ companyId, tableId, chunk })
        .set({ status: "done", rowCount: rows })
        .where((a, op) => op.eq(a.status, "processing"))
        .commit(),
      table
        .patch({ companyId, tableId })
        .add({ totalRows: rows, chunksDone: 1 })
        .set({ updatedAt: nowIso(), ...(note ? { errorMessage: note } : {}) })
        .commit(),
    ])
    .go();
  settled(result, "the finished chunk");
}

/** A chunk failed: the table's error_message says why, and the chunk counts as finished. */
export async function recordChunkFailed(companyId: string, tableId: string, chunk: number, error: string): Promise<void> {
  const result = await TablesService.transaction
    .write(({ chunk: c, table }) => [
      c
        .upsert({ companyId, tableId, chunk, status: "failed", error, createdAt: nowIso() })
        .where((a, op) => `${op.notExists(a.status)} OR ${op.eq(a.status, "processing")}`)
        .commit(),
      table.patch({ companyId, tableId }).add({ chunksFailed: 1 }).set({ errorMessage: error, updatedAt: nowIso() }).commit(),
    ])
    .go();
  settled(result, "the failed chunk");
}

/**
 * What a fetch of the table's `index`-th file (a URL) read: its byte size and Content-Type. Only
 * that list entry is written, so the concurrent chunks of a table with several URLs do not
 * overwrite each other's; a table deleted meanwhile is left alone.
 */
export async function recordFetched(companyId: string, tableId: string, index: number, fetched: { size: number; contentType: string }) {
  try {
    await TableEntity.patch({ companyId, tableId })
      .data((a, op) => {
        op.set(a.files[index].size, fetched.size);
        if (fetched.contentType) op.set(a.files[index].contentType, fetched.contentType);
      })
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** When every chunk has finished, the table completes; its webhook (if any) is stored with it. */
export async function completeIfDone(companyId: string, tableId: string): Promise<void> {
  const t = await findStored(companyId, tableId);
  if (!t || t.status === "completed" || t.chunksDone + t.chunksFailed < t.chunksTotal) return;
  const finished: StoredTable = { ...t, status: "completed", updatedAt: nextRevision(t.updatedAt) };
  const delivery = t.webhookUrl
    ? newDelivery(companyId, { url: t.webhookUrl, type: "table.completed", data: toTable(finished) }, endDeliveryId(tableId))
    : undefined;
  await endWithDelivery(
    CompletionService,
    (table) =>
      table
        .patch({ companyId, tableId })
        .set({ status: "completed", updatedAt: finished.updatedAt })
        .where((a, op) => op.eq(a.status, "processing"))
        .commit(),
    delivery,
  );
}

/** A message for a completed table: its webhook, if stored but never queued, is queued now. */
export async function resendCompletion(t: Pick<StoredTable, "companyId" | "tableId" | "webhookUrl">): Promise<void> {
  if (t.webhookUrl) await queueIfUnsent(t.companyId, t.tableId);
}

/** Ends a table that never started (its extraction could not be queued) with why. Idempotent. */
export async function endUnstarted(companyId: string, tableId: string, errorMessage: string): Promise<void> {
  const current = await findStored(companyId, tableId);
  if (!current || current.status === "completed") return;
  try {
    await TableEntity.patch({ companyId, tableId })
      .set({ status: "completed", updatedAt: nextRevision(current.updatedAt), errorMessage })
      .where((a, op) => op.eq(a.status, "processing"))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err; // else someone else finished it
  }
}
