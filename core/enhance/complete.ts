/**
 * A completed cell: its charge (balance and ledger row), its value in the row, its state and its
 * trace in ONE transaction conditioned on the cell still being `processing` under this claim.
 * So a cancelled cell never writes its value, and a cell is never charged twice: a redelivered
 * message, or a worker that crashed after the commit, finds the cell completed and does nothing.
 */
import * as credits from "../credits/service.js";
import { AppError } from "../errors.js";
import { nextRevision, nowIso } from "../clock.js";
import { ITEM_BUDGETS } from "../budgets.js";
import { encodeRow, moveOut, swapRowItem } from "../tables/row-pages.js";
import { locate, type Located, rowIdOf } from "../tables/rows.js";
import { type CellKey, failCell, type StoredTrace } from "./cells.js";
import { CellEndService } from "./entity.js";
import { LEDGER_SERVICE } from "./pricing.js";

/** Whose enhancement it is and of which table: the ledger row and the day aggregate keep them. */
export interface Payer {
  /** The enhancement request whose cell is paid for. */
  enhancementId: string;
  userId?: string;
  table: { id: string; name: string; schemaId: string };
}

/** The cell was cancelled or reclaimed meanwhile: nothing is written. */
class CellLost extends Error {}
/** The row changed (another cell, a PATCH) since it was read: read it again and retry. */
class RowChanged extends Error {}
/** The row's page would exceed DynamoDB's item size: move the row to a page of its own first. */
class PageFull extends Error {}

// The transaction's items: the debit's (balance, ledger row, aggregates), cell, row page, trace.
const CELL = credits.DEBIT_ITEMS;
const ROW = CELL + 1;

export type Ended = "completed" | "failed" | "lost";

export async function completeCell(
  key: CellKey,
  attempt: number,
  found: Located,
  value: unknown,
  price: number,
  trace: StoredTrace,
  columnKey: string,
  payer: Payer,
): Promise<Ended> {
  const rowId = rowIdOf(key.tableId, key.rowIndex);
  let current: Located | undefined = found;
  for (let round = 0; current && round < 6; round++) {
    const { row, page, json } = current;
    const nextJson = encodeRow({ ...row, data: { ...row.data, [key.colRef]: value }, updatedAt: nextRevision(row.updatedAt) });
    if (Buffer.byteLength(nextJson) > ITEM_BUDGETS.item) {
      const message = `The value would make the row larger than ${ITEM_BUDGETS.item} bytes`;
      return (await failCell(
        key,
        attempt,
        { message, code: "item_too_large" },
        { ...trace, status: "failed", error: message, credits_charged: 0 },
      ))
        ? "failed"
        : "lost";
    }
    try {
      await credits.chargeWith(
        key.companyId,
        {
          service: LEDGER_SERVICE,
          cost: price,
          description: `Enhancement of ${columnKey} in row ${rowId}`,
          table: payer.table,
          userId: payer.userId,
          cells: 1,
          workId: `${payer.enhancementId}#${rowId}`,
        },
        async (debit) => {
          // The row's compare-and-set is a raw item: a page holds rows as map entries ElectroDB cannot address.
          const result: { canceled: boolean; data: { code?: string }[] } = await CellEndService.transaction
            .write(
              ({ cell, trace: t, ...ledger }) =>
                [
                  ...debit(ledger as never),
                  cell
                    .patch(key)
                    .set({ status: "completed", creditsCharged: price, updatedAt: nowIso() })
                    .remove(["leaseUntil", "error", "errorCode"])
                    .where((a, op) => `${op.eq(a.status, "processing")} AND ${op.eq(a.attempt, attempt)}`)
                    .commit(),
                  swapRowItem(page, key.rowIndex, json, nextJson),
                  t.put({ ...key, doc: trace, createdAt: trace.created_at }).commit(),
                ] as never,
            )
            .go();
          if (result.canceled) {
            const codes = result.data.map((d) => d?.code);
            if (codes[CELL] === "ConditionalCheckFailed") throw new CellLost();
            if (codes[ROW] === "ConditionalCheckFailed") throw new RowChanged();
            if (codes[ROW] === "ValidationError") throw new PageFull();
          }
          return result;
        },
      );
      return "completed";
    } catch (err) {
      if (err instanceof CellLost) return "lost";
      if (err instanceof PageFull) await moveOut(page, key.rowIndex, json);
      else if (!(err instanceof RowChanged)) {
        if (err instanceof AppError && err.extras.code === "insufficient_credits") {
          const message = `The balance no longer covers this cell (${price} credits); it was not written and costs nothing`;
          const failed = await failCell(
            key,
            attempt,
            { message, code: "insufficient_credits" },
            { ...trace, status: "failed", error: message, credits_charged: 0 },
          );
          return failed ? "failed" : "lost";
        }
        throw err;
      }
      current = await locate(key.companyId, key.tableId, key.rowIndex);
    }
  }
  if (!current) {
    const message = "The row was deleted while its cell was being enhanced";
    return (await failCell(
      key,
      attempt,
      { message, code: "row_deleted" },
      { ...trace, status: "failed", error: message, credits_charged: 0 },
    ))
      ? "failed"
      : "lost";
  }
  throw new AppError("service_unavailable", "The row kept changing while its cell was written; retry", { retryable: true });
}
