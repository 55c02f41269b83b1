import { createHash } from "node:crypto";
import { nextRevision, nowIso } from "../clock.js";
import { touchCorpus } from "../corpus/revision.js";
import { AppError, notFound } from "../errors.js";
import { listEnvelope } from "../http/pagination.js";
import type { PageQuery } from "../http/schemas.js";
import { fieldErrors } from "../validation.js";
import type { Column } from "../schemas/schemas.js";
import { isConditionFailure } from "../store/errors.js";
import { TableEntity } from "./entity.js";
import {
  decodeRow,
  deletePages,
  eachPage,
  encodeRow,
  moveOut,
  packPages,
  rowPageAt,
  putPages,
  swapRow,
  type Page,
  type StoredRow,
} from "./row-pages.js";
import type { Row } from "./schemas.js";
import { colRef, columnsOf, getStored } from "./service.js";

export type { StoredRow };

/**
 * Row ids embed the row index, so a row is found with one strongly consistent read of its page,
 * and are a pure function of (table, index), so a re-run extraction chunk rewrites the same rows.
 */
export const rowIdOf = (tableId: string, index: number) =>
  `row_${index}_${createHash("sha256").update(`${tableId}:${index}`).digest("hex").slice(0, 8)}`;

/** The row index a row id names, if it is a well-formed id of this table. */
export function rowIndexOf(tableId: string, rowId: string): number | undefined {
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

/** Writes rows at indexes base.. as pages of up to 25 (row-pages.ts) and counts them on the table. */
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
  await putPages(packPages(companyId, tableId, base, items.map(encodeRow)));
  if (countNew) await TableEntity.patch({ companyId, tableId }).add({ totalRows: rows.length }).go();
  await touchCorpus(companyId); // search indexes the company's rows: they changed
  return items;
}

/**
 * Deletes what was written at indexes [from, to): an extraction chunk re-run after a crash
 * clears its range before writing, since its source may now yield other rows (a model
 * answering differently) and the first run's pages must not survive beside the new ones.
 */
export const clearRows = (companyId: string, tableId: string, from: number, to: number) => deletePages(companyId, tableId, from, to);

/** POST /tables/{id}/rows (spec 4.4): all rows valid, or 422 and nothing written. */
export async function insert(companyId: string, tableId: string, rows: Record<string, unknown>[]) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const data = (await import("./row-input.js")).storedRows(rows, columns);
  const base = await allocate(companyId, tableId, rows.length);
  const written = await writeRows(companyId, tableId, base, data);
  return { data: written.map((r) => toRow(r, columns)), inserted_count: written.length };
}

export async function list(companyId: string, tableId: string, q: PageQuery) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  // Pages before the window are only counted, never decoded: page 400 reads items, not rows.
  let skip = (q.page - 1) * q.limit;
  const rows: StoredRow[] = [];
  outer: for await (const pages of eachPage(companyId, tableId)) {
    for (const p of pages) {
      const indexes = Object.keys(p.rows).map(Number);
      if (skip >= indexes.length) {
        skip -= indexes.length;
        continue;
      }
      indexes.sort((a, b) => a - b);
      for (const i of indexes.slice(skip, skip + q.limit - rows.length)) rows.push(decodeRow(p, i, p.rows[String(i)], rowIdOf));
      skip = 0;
      if (rows.length >= q.limit) break outer;
    }
  }
  return listEnvelope(
    rows.map((r) => toRow(r, columns)),
    q,
    table.totalRows,
  );
}

/** A stored row with where it lives: its page and its JSON as read (for compare-and-set). */
export interface Located {
  row: StoredRow;
  page: Page;
  json: string;
}

export async function locate(companyId: string, tableId: string, index: number): Promise<Located | undefined> {
  const page = await rowPageAt(companyId, tableId, index);
  if (!page) return undefined;
  const json = page.rows[String(index)];
  return { row: decodeRow(page, index, json, rowIdOf), page, json };
}

async function findRow(companyId: string, tableId: string, rowId: string): Promise<Located> {
  const index = rowIndexOf(tableId, rowId);
  const found = index === undefined ? undefined : await locate(companyId, tableId, index);
  if (!found) throw notFound("Row", { row_id: rowId });
  return found;
}

export async function get(companyId: string, tableId: string, rowId: string) {
  const table = await getStored(companyId, tableId);
  return toRow((await findRow(companyId, tableId, rowId)).row, await columnsOf(companyId, table));
}

/** PATCH a row: the given keys change (null clears), the rest stay. */
export async function update(companyId: string, tableId: string, rowId: string, input: Record<string, unknown>) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const changes = (await import("./row-input.js")).storedChanges(input, columns);
  const saved = await mergeRow(await findRow(companyId, tableId, rowId), changes);
  if (!saved) throw notFound("Row", { row_id: rowId });
  await touchCorpus(companyId);
  return toRow(saved, columns);
}

export async function remove(companyId: string, tableId: string, rowId: string) {
  await getStored(companyId, tableId);
  let found: Located | undefined = await findRow(companyId, tableId, rowId);
  for (let attempt = 0; found; attempt++) {
    const result = await swapRow(found.page, found.row.rowIndex, found.json, null);
    if (result === "ok") {
      await TableEntity.patch({ companyId, tableId }).subtract({ totalRows: 1 }).go();
      await touchCorpus(companyId);
      return;
    }
    if (attempt >= 5) throw busyRow();
    found = await locate(companyId, tableId, found.row.rowIndex); // changed meanwhile: try again
  }
  throw notFound("Row", { row_id: rowId });
}

const busyRow = () => new AppError("service_unavailable", "A row is being changed concurrently; retry", { retryable: true });

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
  const value = (await import("./row-input.js")).storedValue(input.value, column);
  const ref = colRef(column);
  const ids = [...new Set(input.row_ids)];
  // A few rows at a time; each is a compare-and-set so a concurrent PATCH of the row is not lost.
  const missing: string[] = [];
  let updated = 0;
  for (let i = 0; i < ids.length; i += 10) {
    await Promise.all(
      ids.slice(i, i + 10).map(async (id) => {
        const index = rowIndexOf(tableId, id);
        const found = index === undefined ? undefined : await locate(companyId, tableId, index);
        const saved = found && (await mergeRow(found, { [ref]: value }));
        if (saved) updated++;
        else missing.push(id);
      }),
    );
  }
  missing.sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
  if (updated) await touchCorpus(companyId);
  return { updated_count: updated, missing_row_ids: missing };
}

/**
 * Merges `changes` into a row's data as a compare-and-set on the row as read, re-reading on a
 * lost race, so concurrent edits of different cells all land. A row that outgrows its page
 * moves to a page of its own. Undefined if the row went away.
 */
async function mergeRow(found: Located, changes: Record<string, unknown>): Promise<StoredRow | undefined> {
  let current: Located | undefined = found;
  for (let attempt = 0; current && attempt < 5; attempt++) {
    const { row, page, json } = current;
    const next: StoredRow = { ...row, data: { ...row.data, ...changes }, updatedAt: nextRevision(row.updatedAt) };
    const nextJson = encodeRow(next);
    let result = await swapRow(page, row.rowIndex, json, nextJson);
    if (result === "full") result = await moveOut(page, row.rowIndex, nextJson);
    if (result === "ok") return next;
    current = await locate(row.companyId, row.tableId, row.rowIndex);
  }
  if (!current) return undefined;
  throw busyRow();
}

/**
 * Which of `indexes` are rows of the table: the pages from the one holding the highest index
 * back to the one holding the lowest, read newest first (strongly consistent).
 */
export async function existingIndexes(companyId: string, tableId: string, indexes: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  if (!indexes.length) return found;
  const wanted = new Set(indexes);
  const [min, max] = [Math.min(...indexes), Math.max(...indexes)];
  for await (const pages of eachPage(companyId, tableId, "desc", { upTo: max })) {
    for (const p of pages) {
      for (const i of Object.keys(p.rows)) if (wanted.has(Number(i))) found.add(Number(i));
      if (p.first <= min) return found;
    }
  }
  return found;
}

/** Every row of a table in row_index order (or reverse), a batch of pages at a time. */
export async function* eachRow(companyId: string, tableId: string, order: "asc" | "desc" = "asc"): AsyncGenerator<StoredRow[]> {
  for await (const pages of eachPage(companyId, tableId, order)) {
    const rows = pages.flatMap((p) => Object.entries(p.rows).map(([i, json]) => decodeRow(p, Number(i), json, rowIdOf)));
    rows.sort((a, b) => (order === "asc" ? a.rowIndex - b.rowIndex : b.rowIndex - a.rowIndex));
    if (rows.length) yield rows;
  }
}

/**
 * Rows in row order, a stored page at a time, from the page that starts after row index
 * `afterPage` on: `page` is where the next call resumes (a job saves it as its progress).
 */
export async function* eachRowPage(
  companyId: string,
  tableId: string,
  afterPage?: number,
): AsyncGenerator<{ page: number; rows: StoredRow[] }> {
  for await (const pages of eachPage(companyId, tableId, "asc", { after: afterPage })) {
    for (const p of pages) {
      const rows = Object.entries(p.rows).map(([i, json]) => decodeRow(p, Number(i), json, rowIdOf));
      rows.sort((a, b) => a.rowIndex - b.rowIndex);
      yield { page: p.first, rows };
    }
  }
}

/** A row as stored (data keyed by colRef), or undefined when the id is no row of the table. */
export async function findStoredRow(companyId: string, tableId: string, rowId: string): Promise<StoredRow | undefined> {
  const index = rowIndexOf(tableId, rowId);
  return index === undefined ? undefined : (await locate(companyId, tableId, index))?.row;
}
