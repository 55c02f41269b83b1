import { createHash } from "node:crypto";
import { nextRevision, nowIso } from "../clock.js";
import { touchCorpus } from "../ai/local/revision.js";
import { coerceValue } from "../extract/values/coerce.js";
import { AppError, notFound } from "../http/errors.js";
import type { PageQuery } from "../http/schemas.js";
import { fieldErrors, type FieldError } from "../http/validation.js";
import type { Column } from "../schemas/schemas.js";
import { isConditionFailure } from "../store/errors.js";
import { assertFits } from "../store/size.js";
import { RowEntity, TableEntity } from "./entity.js";
import type { Row } from "./schemas.js";
import { colRef, columnsOf, getStored } from "./service.js";

type StoredRow = { companyId: string; tableId: string; rowIndex: number; rowId: string; data: Record<string, unknown>; createdAt: string; updatedAt: string };

/**
 * Row ids embed the row index, so a row is one strongly consistent GetItem, and are a pure
 * function of (table, index), so a re-run extraction chunk rewrites the same items.
 */
export const rowIdOf = (tableId: string, index: number) =>
  `row_${index}_${createHash("sha256").update(`${tableId}:${index}`).digest("hex").slice(0, 8)}`;

function indexOf(tableId: string, rowId: string): number | undefined {
  const m = /^row_(\d{1,9})_[0-9a-f]{8}$/.exec(rowId);
  if (!m) return undefined;
  const index = Number(m[1]);
  return rowIdOf(tableId, index) === rowId ? index : undefined;
}

export const toRow = (r: StoredRow, columns: Column[]): Row => ({
  id: r.rowId,
  row_index: r.rowIndex,
  data: Object.fromEntries(columns.map((c) => [c.key, r.data[colRef(c)] ?? null])),
  created_at: r.createdAt,
});

/**
 * Request data (keyed by column key) → stored data (keyed by colRef), each value coerced to its
 * column's type. Unknown keys and bad values are reported with `prefix` (e.g. `rows.3`).
 */
export function toStoredData(input: Record<string, unknown>, byKey: Map<string, Column>, prefix: string, errors: FieldError[], unknown: Set<string>) {
  const data: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(input)) {
    const column = byKey.get(key);
    if (!column) {
      unknown.add(key);
      continue;
    }
    const result = coerceValue(raw, column);
    if (!result.ok) errors.push({ field: `${prefix}.${key}`, in: "body", message: result.reason });
    else data[colRef(column)] = result.value;
  }
  assertFits(data, prefix, "The row");
  return data;
}

function rejectInvalid(errors: FieldError[], unknown: Set<string>, columns: Column[]) {
  if (unknown.size) {
    const keys = [...unknown].sort();
    const e = fieldErrors(keys.map((k) => ({ field: k, in: "body", message: "not a column of this table" })), "unknown_keys", { unknown_keys: keys });
    e.message = `Unknown column key(s): ${keys.join(", ")}; the table's columns are ${columns.map((c) => c.key).join(", ")}`;
    throw e;
  }
  if (errors.length) throw fieldErrors(errors, "invalid_values");
}

/** Hands out `n` fresh row indexes; indexes are never reused, so ids never point at another row. */
export async function allocate(companyId: string, tableId: string, n: number): Promise<number> {
  try {
    const { data } = await TableEntity.patch({ companyId, tableId }).add({ nextRowIndex: n }).go({ response: "all_new" });
    return (data.nextRowIndex as number) - n;
  } catch (err) {
    if (isConditionFailure(err)) throw notFound("Table", { table_id: tableId });
    throw err;
  }
}

/** Writes stored rows in batches of 25 (BatchWriteItem) and counts them on the table. */
export async function writeRows(companyId: string, tableId: string, base: number, rows: Record<string, unknown>[], countNew = true) {
  const now = nowIso();
  const items: StoredRow[] = rows.map((data, i) => ({
    companyId,
    tableId,
    rowIndex: base + i,
    rowId: rowIdOf(tableId, base + i),
    data,
    createdAt: now,
    updatedAt: now,
  }));
  const { unprocessed } = await RowEntity.put(items).go({ concurrency: 8 });
  if (unprocessed.length) throw new AppError("service_unavailable", "Some rows could not be written; retry", { retryable: true });
  if (countNew) await TableEntity.patch({ companyId, tableId }).add({ totalRows: rows.length }).go();
  await touchCorpus(companyId); // search indexes the company's rows: they changed
  return items;
}

/**
 * Deletes the row items at indexes [from, to): an extraction chunk re-run after a crash whose
 * source now yields fewer rows (a model answering differently) must not leave the first run's
 * extra rows behind.
 */
export async function clearRows(companyId: string, tableId: string, from: number, to: number) {
  if (to <= from) return;
  const keys = Array.from({ length: to - from }, (_, i) => ({ companyId, tableId, rowIndex: from + i }));
  const { unprocessed } = await RowEntity.delete(keys).go({ concurrency: 8 });
  if (unprocessed.length) throw new AppError("service_unavailable", "Some rows could not be deleted; retry", { retryable: true });
}

/** POST /tables/{id}/rows (spec 4.4): all rows valid, or 422 and nothing written. */
export async function insert(companyId: string, tableId: string, rows: Record<string, unknown>[]) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const errors: FieldError[] = [];
  const unknown = new Set<string>();
  const data = rows.map((r, i) => toStoredData(r, byKey, `rows.${i}`, errors, unknown));
  rejectInvalid(errors, unknown, columns);
  const base = await allocate(companyId, tableId, rows.length);
  const written = await writeRows(companyId, tableId, base, data);
  return { data: written.map((r) => toRow(r, columns)), inserted_count: written.length };
}

export async function list(companyId: string, tableId: string, q: PageQuery) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const wanted = q.page * q.limit;
  const rows: StoredRow[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: unknown[]; cursor: string | null } = await RowEntity.query
      .byIndex({ companyId, tableId })
      .go({ cursor, limit: Math.min(1000, wanted - rows.length) });
    rows.push(...(res.data as StoredRow[]));
    cursor = res.cursor;
  } while (cursor && rows.length < wanted);
  const page = rows.slice((q.page - 1) * q.limit, wanted).map((r) => toRow(r, columns));
  return { data: page, pagination: { page: q.page, limit: q.limit, total: table.totalRows } };
}

async function findRow(companyId: string, tableId: string, rowId: string): Promise<StoredRow> {
  const index = indexOf(tableId, rowId);
  const { data } = index === undefined ? { data: null } : await RowEntity.get({ companyId, tableId, rowIndex: index }).go({ consistent: true });
  if (!data) throw notFound("Row", { row_id: rowId });
  return data as StoredRow;
}

export async function get(companyId: string, tableId: string, rowId: string) {
  const table = await getStored(companyId, tableId);
  return toRow(await findRow(companyId, tableId, rowId), await columnsOf(companyId, table));
}

/** PATCH a row: the given keys change (null clears), the rest stay. */
export async function update(companyId: string, tableId: string, rowId: string, input: Record<string, unknown>) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const errors: FieldError[] = [];
  const unknown = new Set<string>();
  const changes = toStoredData(input, new Map(columns.map((c) => [c.key, c])), "data", errors, unknown);
  rejectInvalid(errors, unknown, columns);
  const saved = await mergeRow(await findRow(companyId, tableId, rowId), changes);
  if (!saved) throw notFound("Row", { row_id: rowId });
  await touchCorpus(companyId);
  return toRow(saved, columns);
}

export async function remove(companyId: string, tableId: string, rowId: string) {
  await getStored(companyId, tableId);
  const row = await findRow(companyId, tableId, rowId);
  try {
    await RowEntity.delete({ companyId, tableId, rowIndex: row.rowIndex })
      .where((a, op) => op.exists(a.rowId))
      .go();
  } catch (err) {
    if (isConditionFailure(err)) throw notFound("Row", { row_id: rowId });
    throw err;
  }
  await TableEntity.patch({ companyId, tableId }).subtract({ totalRows: 1 }).go();
  await touchCorpus(companyId);
}

/** POST /tables/{id}/rows/bulk-update (spec 4.5): one value into one column of many rows. */
export async function bulkUpdate(companyId: string, tableId: string, input: { row_ids: string[]; column_key: string; value: unknown }) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const column = columns.find((c) => c.key === input.column_key);
  if (!column) {
    throw fieldErrors([{ field: "column_key", in: "body", message: `${input.column_key} is not a column of this table` }], "unknown_keys", {
      unknown_keys: [input.column_key],
    });
  }
  const coerced = coerceValue(input.value, column);
  if (!coerced.ok) throw fieldErrors([{ field: "value", in: "body", message: coerced.reason }], "invalid_values");
  const ref = colRef(column);
  const ids = [...new Set(input.row_ids)];
  const indexes = new Map(ids.map((id) => [id, indexOf(tableId, id)] as const));
  const wanted = [...indexes.values()].filter((i): i is number => i !== undefined);
  const { data: found } = wanted.length
    ? await RowEntity.get(wanted.map((rowIndex) => ({ companyId, tableId, rowIndex }))).go({ consistent: true })
    : { data: [] };
  const present = new Map((found as StoredRow[]).map((r) => [r.rowId, r]));
  const missing = ids.filter((id) => !present.has(id));
  // A few rows at a time; each is a compare-and-set so a concurrent PATCH of the row is not lost.
  const rows = [...present.values()];
  let updated = 0;
  for (let i = 0; i < rows.length; i += 10) {
    const done = await Promise.all(rows.slice(i, i + 10).map((row) => mergeRow(row, { [ref]: coerced.value })));
    updated += done.filter(Boolean).length;
  }
  if (updated) await touchCorpus(companyId);
  return { updated_count: updated, missing_row_ids: missing };
}

/**
 * Merges `changes` into a row's data as a compare-and-set on `updatedAt`, re-reading on a lost
 * race, so concurrent edits of different cells all land. Undefined if the row went away.
 */
async function mergeRow(row: StoredRow, changes: Record<string, unknown>): Promise<StoredRow | undefined> {
  let current = row;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = { ...current, data: { ...current.data, ...changes }, updatedAt: nextRevision(current.updatedAt) };
    try {
      await RowEntity.patch({ companyId: current.companyId, tableId: current.tableId, rowIndex: current.rowIndex })
        .set({ data: next.data, updatedAt: next.updatedAt })
        .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
        .go();
      return next;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const { data } = await RowEntity.get({ companyId: current.companyId, tableId: current.tableId, rowIndex: current.rowIndex }).go({ consistent: true });
      if (!data) return undefined;
      current = data as StoredRow;
    }
  }
  throw new AppError("service_unavailable", "A row is being changed concurrently; retry", { retryable: true });
}

/** Every row of a table in row_index order, a page of DynamoDB results at a time. */
export async function* eachRow(companyId: string, tableId: string): AsyncGenerator<StoredRow[]> {
  let cursor: string | null = null;
  do {
    const res: { data: unknown[]; cursor: string | null } = await RowEntity.query.byIndex({ companyId, tableId }).go({ cursor, limit: 1000 });
    if (res.data.length) yield res.data as StoredRow[];
    cursor = res.cursor;
  } while (cursor);
}
