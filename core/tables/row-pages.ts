/**
 * How rows are stored: in pages of up to 25 consecutive rows, one item per page, keyed by the
 * page's first row index, in the table's partition. Each row is one entry of the page's `rows`
 * map (row index → the row as a JSON string), so:
 * - an extraction writes 25 rows per item: DynamoDB's cost is per item and per attribute, and
 *   writing rows this way is several times faster than one item per row (docs/extraction.md);
 * - one row still changes on its own: `SET rows.#i = :new IF rows.#i = :old` is a
 *   compare-and-set on that row alone, so concurrent edits of rows sharing a page never clash;
 * - a row is found with one strongly consistent Query (the last page starting at or before its
 *   index).
 * A page is written whole only by the writer that allocated its indexes (an extraction chunk,
 * a POST of rows), so pages never straddle two writers. A page holds at most PAGE_BYTES; a row
 * edit that would overflow its item moves the row (and the rows after it in that page) to pages
 * of their own, in one transaction.
 */
import { TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { AppError } from "../errors.js";
import { dynamo, tableName } from "../store/client.js";
import { isConditionFailure } from "../store/errors.js";
import { ITEM_BUDGETS } from "../budgets.js";
import { RowPageEntity } from "./entity.js";

const PAGE_ROWS = 25;
/** Room for edits to grow rows before an item reaches DynamoDB's 400 KB. */
const PAGE_BYTES = ITEM_BUDGETS.rowPage;

export interface StoredRow {
  companyId: string;
  tableId: string;
  rowIndex: number;
  rowId: string;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A row as its page stores it. */
interface RowJson {
  d: Record<string, unknown>;
  c: string;
  u: string;
}

export interface Page {
  companyId: string;
  tableId: string;
  first: number;
  rows: Record<string, string>;
}

export const encodeRow = (r: Pick<StoredRow, "data" | "createdAt" | "updatedAt">) =>
  JSON.stringify({ d: r.data, c: r.createdAt, u: r.updatedAt } satisfies RowJson);

export function decodeRow(
  page: Pick<Page, "companyId" | "tableId">,
  index: number,
  json: string,
  rowIdOf: (tableId: string, i: number) => string,
): StoredRow {
  const r = JSON.parse(json) as RowJson;
  return {
    companyId: page.companyId,
    tableId: page.tableId,
    rowIndex: index,
    rowId: rowIdOf(page.tableId, index),
    data: r.d,
    createdAt: r.c,
    updatedAt: r.u,
  };
}

/** Consecutive rows from `base` cut into pages: at most PAGE_ROWS rows and PAGE_BYTES each. */
export function packPages(companyId: string, tableId: string, base: number, encoded: string[]): Page[] {
  const pages: Page[] = [];
  let current: Page | undefined;
  let bytes = 0;
  encoded.forEach((json, i) => {
    const size = json.length + 12;
    if (!current || Object.keys(current.rows).length >= PAGE_ROWS || bytes + size > PAGE_BYTES) {
      current = { companyId, tableId, first: base + i, rows: {} };
      pages.push(current);
      bytes = 0;
    }
    current.rows[String(base + i)] = json;
    bytes += size;
  });
  return pages;
}

export async function putPages(pages: Page[]): Promise<void> {
  if (!pages.length) return;
  const { unprocessed } = await RowPageEntity.put(pages).go({ concurrency: 8 });
  if (unprocessed.length) throw new AppError("service_unavailable", "Some rows could not be written; retry", { retryable: true });
}

/** Deletes the pages whose first index is in [from, to). */
export async function deletePages(companyId: string, tableId: string, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const { data } = await RowPageEntity.query
    .byFirstRow({ companyId, tableId })
    .between({ first: from }, { first: to - 1 })
    .go({ pages: "all", attributes: ["first"] });
  if (!data.length) return;
  await RowPageEntity.delete(data.map((p) => ({ companyId, tableId, first: p.first }))).go({ concurrency: 8 });
}

/** The page that would hold row `index`: the last one starting at or before it. */
export async function rowPageAt(companyId: string, tableId: string, index: number): Promise<Page | undefined> {
  const { data } = await RowPageEntity.query
    .byFirstRow({ companyId, tableId })
    .lte({ first: index })
    .go({ order: "desc", limit: 1, consistent: true });
  const page = data[0] as Page | undefined;
  return page && String(index) in page.rows ? page : undefined;
}

/**
 * Pages in row order (or reverse), a DynamoDB result page at a time. `after`: only the pages
 * that start after that row index, so a long read can resume where it stopped. `upTo`: only the
 * pages starting at or before that index (the one holding it, read strongly consistent).
 */
export async function* eachPage(
  companyId: string,
  tableId: string,
  order: "asc" | "desc" = "asc",
  range: { after?: number; upTo?: number } = {},
): AsyncGenerator<Page[]> {
  let cursor: string | null = null;
  do {
    const query = RowPageEntity.query.byFirstRow({ companyId, tableId });
    const ranged =
      range.after !== undefined ? query.gt({ first: range.after }) : range.upTo !== undefined ? query.lte({ first: range.upTo }) : query;
    const res: { data: unknown[]; cursor: string | null } = await ranged.go({
      cursor,
      order,
      limit: 100,
      consistent: range.upTo !== undefined,
    });
    if (res.data.length) yield res.data as Page[];
    cursor = res.cursor;
  } while (cursor);
}

const pageKey = (companyId: string, tableId: string, first: number) =>
  (RowPageEntity.get({ companyId, tableId, first }).params() as { Key: Record<string, unknown> }).Key;

/**
 * The write of `swapRow` as an item of a transaction (DocumentClient form): the row becomes
 * `next` if it still is `previous`, together with what else the transaction writes.
 */
export const swapRowItem = (page: Page, index: number, previous: string, next: string) => ({
  Update: {
    TableName: tableName(),
    Key: pageKey(page.companyId, page.tableId, page.first),
    UpdateExpression: "SET #rows.#i = :next",
    ConditionExpression: "#rows.#i = :previous",
    ExpressionAttributeNames: { "#rows": "rows", "#i": String(index) },
    ExpressionAttributeValues: { ":previous": previous, ":next": next },
  },
});

/**
 * Replaces one row (or removes it, `next` null) if it still is `previous`. Returns "ok",
 * "changed" (someone else changed or removed it first) or "full" (the page item would exceed
 * DynamoDB's size limit; see moveOut).
 */
export async function swapRow(page: Page, index: number, previous: string, next: string | null): Promise<"ok" | "changed" | "full"> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pageKey(page.companyId, page.tableId, page.first),
        UpdateExpression: next === null ? "REMOVE #rows.#i" : "SET #rows.#i = :next",
        ConditionExpression: "#rows.#i = :previous",
        ExpressionAttributeNames: { "#rows": "rows", "#i": String(index) },
        ExpressionAttributeValues: { ":previous": previous, ...(next === null ? {} : { ":next": next }) },
      }),
    );
    return "ok";
  } catch (err) {
    if (isConditionFailure(err)) return "changed";
    if ((err as Error).name === "ValidationException" && /size/i.test((err as Error).message)) return "full";
    throw err;
  }
}

/**
 * A row grew past what its page can hold: it moves to a page of its own, and the rows after it
 * in the old page to another, so every index still finds its row in "the last page starting at
 * or before it". One transaction, conditioned on every moved row being as read.
 */
export async function moveOut(page: Page, index: number, next: string): Promise<"ok" | "changed"> {
  const after = Object.keys(page.rows)
    .map(Number)
    .filter((i) => i > index)
    .sort((a, b) => a - b);
  const moved = [index, ...after];
  const names = Object.fromEntries(moved.map((i, n) => [`#r${n}`, String(i)]));
  const values = Object.fromEntries(moved.map((i, n) => [`:r${n}`, page.rows[String(i)]]));
  const own = (first: number, rows: Record<string, string>) => ({
    Put: {
      TableName: tableName(),
      Item: RowPageEntity.put({ companyId: page.companyId, tableId: page.tableId, first, rows }).params().Item,
    },
  });
  const asRead = moved.map((_, n) => `#rows.#r${n} = :r${n}`).join(" AND ");
  const rest = after.length ? [own(after[0], Object.fromEntries(after.map((i) => [String(i), page.rows[String(i)]])))] : [];
  // When the row opens its page, the page itself is rewritten (one operation per item).
  const first =
    index === page.first
      ? {
          Put: {
            ...own(index, { [String(index)]: next }).Put,
            ConditionExpression: asRead,
            ExpressionAttributeNames: { "#rows": "rows", ...names },
            ExpressionAttributeValues: values,
          },
        }
      : {
          Update: {
            TableName: tableName(),
            Key: pageKey(page.companyId, page.tableId, page.first),
            UpdateExpression: `REMOVE ${moved.map((_, n) => `#rows.#r${n}`).join(", ")}`,
            ConditionExpression: asRead,
            ExpressionAttributeNames: { "#rows": "rows", ...names },
            ExpressionAttributeValues: values,
          },
        };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [first, ...(index === page.first ? [] : [own(index, { [String(index)]: next })]), ...rest],
      }),
    );
    return "ok";
  } catch (err) {
    if ((err as Error).name === "TransactionCanceledException") return "changed";
    throw err;
  }
}
