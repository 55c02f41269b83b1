/**
 * The moves of a cell's state, each one conditional write (docs/enhance.md, "Cell states"):
 *
 *   (none) | completed | failed | cancelled ──request──▶ pending ──claim──▶ processing
 *   processing ──end──▶ completed | failed        pending | processing ──cancel──▶ cancelled
 *   processing ──release (retry later)──▶ pending  processing, lease expired ──claim──▶ processing
 *
 * A claim bumps `attempt`; the end of a cell is conditioned on `status = processing` and that
 * attempt, so a cancelled (or reclaimed) cell is never ended by a worker that lost it.
 */
import { nowIso, nowMs } from "../clock.js";
import { isConditionFailure } from "../store/errors.js";
import { CellEndService, EnhanceCellEntity } from "./entity.js";
import type { Trace } from "./schemas.js";

export type CellStatus = "pending" | "processing" | "completed" | "failed" | "cancelled";
export const IN_PROGRESS: readonly CellStatus[] = ["pending", "processing"];

export interface CellKey {
  companyId: string;
  tableId: string;
  colRef: string;
  rowIndex: number;
}

export interface StoredCell extends CellKey {
  enhancementId: string;
  status: CellStatus;
  attempt: number;
  leaseUntil?: number;
  error?: string;
  errorCode?: string;
  creditsCharged?: number;
  createdAt: string;
  updatedAt: string;
}

/** The trace as stored: the wire Trace but its column key, which is read from the current columns. */
export type StoredTrace = Omit<Trace, "column_key">;

/** Returns false when the condition failed (the cell was not in the state the move needs). */
async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** The cells of `indexes` in one column, as they are now (strongly consistent). */
export async function readCells(companyId: string, tableId: string, colRef: string, indexes: number[]): Promise<Map<number, StoredCell>> {
  const cells = new Map<number, StoredCell>();
  if (!indexes.length) return cells;
  let keys = indexes.map((rowIndex) => ({ companyId, tableId, colRef, rowIndex }));
  for (let attempt = 0; keys.length; attempt++) {
    const { data, unprocessed } = await EnhanceCellEntity.get(keys).go({ consistent: true, concurrency: 4 });
    for (const c of data as StoredCell[]) cells.set(c.rowIndex, c);
    keys = unprocessed as typeof keys;
    if (keys.length) await new Promise((r) => setTimeout(r, 20 * 2 ** Math.min(attempt, 6)));
  }
  return cells;
}

/** Every cell of a table, or of one column, as they are now. */
export async function cellsOf(companyId: string, tableId: string, colRef?: string): Promise<StoredCell[]> {
  const { data } = await EnhanceCellEntity.query
    .byCell(colRef === undefined ? { companyId, tableId } : { companyId, tableId, colRef })
    .go({ pages: "all", consistent: true });
  // A key prefix of `price` also matches `price_2`: keep the column's own.
  return (data as StoredCell[]).filter((c) => colRef === undefined || c.colRef === colRef);
}

/** (none) or ended → pending for a new enhancement; false when the cell is pending or processing. */
export const queueCell = (key: CellKey, enhancementId: string) => {
  const now = nowIso();
  return conditional(() =>
    EnhanceCellEntity.put({ ...key, enhancementId, status: "pending", attempt: 0, createdAt: now, updatedAt: now })
      .where((a, op) => `${op.notExists(a.status)} OR (${op.ne(a.status, "pending")} AND ${op.ne(a.status, "processing")})`)
      .go(),
  );
};

/**
 * pending → processing for this enhancement's worker, or a processing cell whose lease ran out
 * (its worker died) reclaimed. The attempt the claim holds, or undefined when not claimed.
 */
export async function claim(key: CellKey, enhancementId: string, leaseMs: number): Promise<number | undefined> {
  const now = nowMs();
  try {
    const { data } = await EnhanceCellEntity.patch(key)
      .set({ status: "processing", leaseUntil: now + leaseMs, updatedAt: nowIso() })
      .add({ attempt: 1 })
      .where(
        (a, op) =>
          `${op.eq(a.enhancementId, enhancementId)} AND (${op.eq(a.status, "pending")} OR (${op.eq(a.status, "processing")} AND ${op.lt(a.leaseUntil, now)}))`,
      )
      .go({ response: "all_new" });
    return (data as StoredCell).attempt;
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/** processing → pending: the worker hit a failure of its own and the message will be redelivered. */
export const release = (key: CellKey, attempt: number) =>
  conditional(() =>
    EnhanceCellEntity.patch(key)
      .set({ status: "pending", updatedAt: nowIso() })
      .remove(["leaseUntil"])
      .where((a, op) => `${op.eq(a.status, "processing")} AND ${op.eq(a.attempt, attempt)}`)
      .go(),
  );

/** processing → failed, with its trace; costs nothing. False when the cell was cancelled or reclaimed. */
export async function failCell(key: CellKey, attempt: number, error: { message: string; code: string }, trace: StoredTrace) {
  const result = await CellEndService.transaction
    .write(({ cell, trace: t }) => [
      cell
        .patch(key)
        .set({ status: "failed", error: error.message, errorCode: error.code, creditsCharged: 0, updatedAt: nowIso() })
        .remove(["leaseUntil"])
        .where((a, op) => `${op.eq(a.status, "processing")} AND ${op.eq(a.attempt, attempt)}`)
        .commit(),
      t
        .put({
          companyId: key.companyId,
          tableId: key.tableId,
          rowIndex: key.rowIndex,
          colRef: key.colRef,
          doc: trace,
          createdAt: trace.created_at,
        })
        .commit(),
    ])
    .go();
  return !result.canceled;
}

/** pending → failed before any worker saw it (the request could not queue it). */
export const failUnqueued = (key: CellKey, enhancementId: string, message: string) =>
  conditional(() =>
    EnhanceCellEntity.patch(key)
      .set({ status: "failed", error: message, errorCode: "not_queued", creditsCharged: 0, updatedAt: nowIso() })
      .where((a, op) => `${op.eq(a.status, "pending")} AND ${op.eq(a.enhancementId, enhancementId)}`)
      .go(),
  );

/** pending | processing → cancelled; false when it had ended (or was cancelled) already. */
export const cancelCell = (key: CellKey) =>
  conditional(() =>
    EnhanceCellEntity.patch(key)
      .set({ status: "cancelled", updatedAt: nowIso() })
      .remove(["leaseUntil"])
      .where((a, op) => `${op.eq(a.status, "pending")} OR ${op.eq(a.status, "processing")}`)
      .go(),
  );
