/**
 * Enhancement requests (spec 4.6-4.9): queue cells, count them, cancel them, read their traces.
 * The work itself is the enhance worker's (worker.ts); docs/enhance.md has the rules.
 */
import { mapLimit } from "../map-limit.js";
import { assertOfferedModel } from "../ai/offered-models.js";
import { nowIso } from "../clock.js";
import * as credits from "../credits/service.js";
import { AppError, notFound } from "../errors.js";
import { logger } from "../log.js";
import { enqueueAll } from "../queue/send.js";
import type { Column } from "../schemas/schemas.js";
import { newId } from "../store/ids.js";
import { existingIndexes, locate, rowIdOf, rowIndexOf } from "../tables/rows.js";
import { colRef, columnsOf, getStored } from "../tables/service.js";
import { fieldErrors } from "../validation.js";
import { cancelCell, cellsOf, failUnqueued, IN_PROGRESS, queueCell, readCells } from "./cells.js";
import { EnhanceRunEntity, EnhanceTraceEntity } from "./entity.js";
import type { CellsMessage } from "./message.js";
import { CELLS_PER_MESSAGE, cellPrice } from "./pricing.js";
import type { EnhanceInput, Trace } from "./schemas.js";
import type { StoredTrace } from "./cells.js";

const WRITES_AT_ONCE = 16;

function columnByKey(columns: Column[], key: string, field = "column_key", where: "body" | "query" = "body"): Column {
  const column = columns.find((c) => c.key === key);
  if (!column) {
    throw fieldErrors([{ field, in: where, message: `${key} is not a column of this table` }], "unknown_keys", { unknown_keys: [key] });
  }
  return column;
}

/** POST /tables/{id}/enhance: 202 with the cells queued, or an error and nothing queued or charged. */
export async function request(companyId: string, tableId: string, input: EnhanceInput, userId: string | null = null) {
  const table = await getStored(companyId, tableId);
  const column = columnByKey(await columnsOf(companyId, table), input.column_key);
  assertOfferedModel(input.model);

  const indexOfId = new Map(input.row_ids.map((id) => [id, rowIndexOf(tableId, id)]));
  const existing = await existingIndexes(
    companyId,
    tableId,
    [...indexOfId.values()].filter((i): i is number => i !== undefined),
  );
  const strangers = input.row_ids.filter((id) => !existing.has(indexOfId.get(id) ?? -1));
  if (strangers.length) {
    const e = fieldErrors(
      strangers
        .slice(0, 100)
        .map((id) => ({ field: `row_ids.${input.row_ids.indexOf(id)}`, in: "body", message: `${id} is not a row of this table` })),
      "unknown_rows",
      { unknown_row_ids: strangers },
    );
    e.message = `${strangers.length} row id(s) are not rows of this table: ${strangers.slice(0, 10).join(", ")}${strangers.length > 10 ? ", …" : ""}`;
    throw e;
  }

  const ref = colRef(column);
  const indexes = input.row_ids.map((id) => indexOfId.get(id)!);
  const current = await readCells(companyId, tableId, ref, indexes);
  const busy = indexes.filter((i) => IN_PROGRESS.includes(current.get(i)?.status ?? "completed"));
  const candidates = indexes.filter((i) => !busy.includes(i));
  if (!candidates.length) throw inProgress(tableId, busy);

  const price = cellPrice(input.web_search);
  const balance = await credits.balance(companyId);
  if (balance < candidates.length * price) {
    throw new AppError(
      "insufficient_credits",
      `Enhancing ${candidates.length} cell(s) can cost up to ${candidates.length * price} credits and the balance is ${balance}`,
      { code: "insufficient_credits", details: { required: candidates.length * price, balance } },
    );
  }

  const enhancementId = newId("enh");
  // A concurrent request may have queued some of these cells since they were read: its wins.
  const won = await mapLimit(candidates, WRITES_AT_ONCE, (rowIndex) =>
    queueCell({ companyId, tableId, colRef: ref, rowIndex }, enhancementId),
  );
  const queued = candidates.filter((_, i) => won[i]).sort((a, b) => a - b);
  if (!queued.length) throw inProgress(tableId, indexes);
  await EnhanceRunEntity.create({
    companyId,
    tableId,
    enhancementId,
    colRef: ref,
    prompt: input.prompt,
    model: input.model,
    webSearch: input.web_search,
    targetLanguage: input.target_language,
    useGlossary: input.use_glossary,
    rowsQueued: queued.length,
    estimatedCredits: queued.length * price,
    userId: userId ?? "system",
    createdAt: nowIso(),
  }).go();

  const messages: CellsMessage[] = [];
  for (let i = 0; i < queued.length; i += CELLS_PER_MESSAGE) {
    messages.push({
      company_id: companyId,
      table_id: tableId,
      enhancement_id: enhancementId,
      row_indexes: queued.slice(i, i + CELLS_PER_MESSAGE),
    });
  }
  try {
    await enqueueAll("enhance", messages);
  } catch (err) {
    // Cells nobody will work on must not stay pending: they end failed (and cost nothing). A
    // message that did go out finds its cells failed and does nothing.
    await mapLimit(queued, WRITES_AT_ONCE, (rowIndex) =>
      failUnqueued({ companyId, tableId, colRef: ref, rowIndex }, enhancementId, "The enhancement could not be queued"),
    );
    logger().warn("enhance queue unavailable", { enhancementId, error: err as Error });
    throw new AppError("service_unavailable", "The enhancement could not be queued; nothing was charged, send it again", {
      code: "queue_unavailable",
      retryable: true,
    });
  }
  return { id: enhancementId, status: "queued" as const, estimated_credits: queued.length * price, rows_queued: queued.length };
}

function inProgress(tableId: string, indexes: number[]) {
  return new AppError(
    "conflict",
    "Every requested cell already has an enhancement pending or processing; cancel it or wait for it to end",
    {
      code: "enhancement_in_progress",
      details: { row_ids: indexes.map((i) => rowIdOf(tableId, i)) },
    },
  );
}

type Counters = { total: number; completed: number; failed: number; pending: number; processing: number; cancelled: number };

/**
 * GET /tables/{id}/enhance/status: per column, every cell once in the state it has when read
 * (one strongly consistent Query). Cancelled cells count as failed and again in `cancelled`, so
 * total = completed + failed + pending + processing always.
 */
export async function status(companyId: string, tableId: string) {
  const table = await getStored(companyId, tableId);
  const keyOf = new Map((await columnsOf(companyId, table)).map((c) => [colRef(c), c.key]));
  const columns: Record<string, Counters> = {};
  for (const cell of await cellsOf(companyId, tableId)) {
    const key = keyOf.get(cell.colRef);
    if (key === undefined) continue; // a column the schema no longer has
    const c = (columns[key] ??= { total: 0, completed: 0, failed: 0, pending: 0, processing: 0, cancelled: 0 });
    c.total++;
    if (cell.status === "cancelled") {
      c.failed++;
      c.cancelled++;
    } else c[cell.status]++;
  }
  return { columns };
}

/** POST /tables/{id}/enhance/cancel: every pending or processing cell (of one column) → cancelled. */
export async function cancel(companyId: string, tableId: string, columnKey?: string) {
  const table = await getStored(companyId, tableId);
  const ref = columnKey === undefined ? undefined : colRef(columnByKey(await columnsOf(companyId, table), columnKey));
  const open = (await cellsOf(companyId, tableId, ref)).filter((c) => IN_PROGRESS.includes(c.status));
  const done = await mapLimit(open, WRITES_AT_ONCE, (c) => cancelCell(c));
  return { cancelled_count: done.filter(Boolean).length };
}

/** GET /tables/{id}/rows/{row_id}/traces: the trace of each of the row's ended enhancements. */
export async function traces(companyId: string, tableId: string, rowId: string, columnKey?: string): Promise<{ data: Trace[] }> {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const rowIndex = rowIndexOf(tableId, rowId);
  if (rowIndex === undefined || !(await locate(companyId, tableId, rowIndex))) throw notFound("Row", { row_id: rowId });
  const only = columnKey === undefined ? undefined : colRef(columnByKey(columns, columnKey, "column_key", "query"));
  const keyOf = new Map(columns.map((c) => [colRef(c), c.key]));
  const { data } = await EnhanceTraceEntity.query.byRow({ companyId, tableId, rowIndex }).go({ pages: "all", consistent: true });
  return {
    data: data
      .filter((t) => t.rowIndex === rowIndex && keyOf.has(t.colRef) && (only === undefined || t.colRef === only))
      .map((t) => ({ column_key: keyOf.get(t.colRef)!, ...(t.doc as StoredTrace) })),
  };
}
