/**
 * POST /tables/{id}/publish: rows → catalog products. A row's attribute-backed columns become
 * the product's attributes (row data is stored by colRef, which for those columns is the
 * attribute id, so values copy across as they are: they passed the same column-value rule
 * when written). Helper columns are left out.
 *
 * A product remembers the row it came from (`origin` = table id + row id) and a `productorigin`
 * item claims the row in the product's create transaction, so a second publish of the same row
 * finds that product and updates it instead of creating another: its attributes become the
 * row's again (edits made to the product since are replaced), its status stays. Deleting the
 * product releases the claim; the next publish then creates a new product.
 */
import { AppError, notFound } from "../errors.js";
import { getMany } from "../store/batch.js";
import { newId } from "../store/ids.js";
import { eachRow, findStoredRow, type StoredRow } from "../tables/rows.js";
import { getStored as getTable } from "../tables/service.js";
import { fieldErrors } from "../validation.js";
import { commitBatch } from "./batch.js";
import { attributeColumns } from "./columns.js";
import { fromItem, originKey, productKey, type StoredProduct } from "./entity.js";
import type { ProductWrite } from "./feed-write.js";

/**
 * A synchronous publish of every row reads at most this many: a table that grew past the
 * background threshold (core/catalog/publish-jobs.ts) between the check and the read.
 */
const PUBLISH_ALL_LIMIT = 5_000;
const ROUNDS = 3;

export interface PublishInput {
  row_ids?: string[];
  status?: "draft" | "active";
}

/** The products already published from these rows, by origin. */
async function publishedFrom(companyId: string, origins: string[]): Promise<Map<string, StoredProduct>> {
  const claims = await getMany(
    origins.map((o) => originKey(companyId, o)),
    { consistent: true },
  );
  const products = await getMany(
    claims.map((c) => productKey(companyId, c.productId as string)),
    { consistent: true },
  );
  return new Map(products.map(fromItem).flatMap((p) => (p.origin ? [[p.origin, p]] : [])));
}

async function rowsOf(companyId: string, tableId: string, rowIds: string[] | undefined) {
  const rows: StoredRow[] = [];
  const missing: string[] = [];
  if (rowIds) {
    for (const id of [...new Set(rowIds)]) {
      const row = await findStoredRow(companyId, tableId, id);
      if (row) rows.push(row);
      else missing.push(id);
    }
    return { rows, missing };
  }
  for await (const batch of eachRow(companyId, tableId)) {
    rows.push(...batch);
    if (rows.length > PUBLISH_ALL_LIMIT) {
      throw fieldErrors(
        [
          {
            field: "row_ids",
            in: "body",
            message: `the table grew past ${PUBLISH_ALL_LIMIT} rows while it was published; publish again (it then runs in the background)`,
          },
        ],
        "too_many_rows",
      );
    }
  }
  return { rows, missing };
}

/** The table to publish and its attribute-backed columns; 409 while it is extracted or when it has none. */
export async function publishTarget(companyId: string, tableId: string) {
  const table = await getTable(companyId, tableId);
  if (table.status !== "completed") {
    throw new AppError("conflict", "The table is still being extracted; publish it once its status is completed", {
      code: "table_processing",
    });
  }
  const columns = await attributeColumns(companyId, table.schemaId).catch((err) => {
    if (err instanceof AppError && err.type === "not_found") throw notFound("Table", { table_id: tableId });
    throw err;
  });
  if (!columns.length) {
    throw new AppError("conflict", "The table's schema has no attribute-backed columns, so its rows have no product attributes", {
      code: "no_attribute_columns",
    });
  }
  return { table, columns };
}

type Target = Awaited<ReturnType<typeof publishTarget>>;
export type Published = { row_id: string; product_id: string; action: "created" | "updated" };

/**
 * Publishes `rows` (products created, or updated when published before), in as few
 * transactions as fit. Rows whose product changed meanwhile are planned again, a few times;
 * then 503, retryable (publishing again is always safe: it only updates).
 */
export async function publishSlice(companyId: string, { table, columns }: Target, rows: StoredRow[], status: "draft" | "active") {
  const tableId = table.tableId;
  const valuesOf = (r: StoredRow) => {
    const values: Record<string, unknown> = {};
    for (const c of columns) if (r.data[c.attribute_id] != null) values[c.attribute_id] = r.data[c.attribute_id];
    return values;
  };
  const results = new Map<string, Published>();
  let pending = rows;
  for (let round = 0; round < ROUNDS && pending.length; round++) {
    const origin = (r: StoredRow) => `${tableId}#${r.rowId}`;
    const existing = await publishedFrom(companyId, pending.map(origin));
    const writes: ProductWrite[] = pending.map((r) => {
      const previous = existing.get(origin(r));
      if (previous) return { previous, next: { ...previous, values: valuesOf(r) } };
      return {
        next: {
          productId: newId("prd"),
          schemaId: table.schemaId,
          source: "product_extraction",
          status,
          values: valuesOf(r),
          origin: origin(r),
          createdAt: "",
        },
      };
    });
    const { failed } = await commitBatch(companyId, table.schemaId, writes);
    const retry = new Set(failed);
    writes.forEach((w, i) => {
      if (!retry.has(i))
        results.set(pending[i].rowId, {
          row_id: pending[i].rowId,
          product_id: w.next!.productId,
          action: w.previous ? "updated" : "created",
        });
    });
    // A product changed, or another publish claimed the row, meanwhile: plan those rows again.
    pending = pending.filter((_, i) => retry.has(i));
  }
  if (pending.length) {
    throw new AppError("service_unavailable", "Some rows could not be published while their products changed; publish again", {
      code: "concurrent_modification",
      retryable: true,
      details: { row_ids: pending.map((r) => r.rowId) },
    });
  }
  return rows.map((r) => results.get(r.rowId)!);
}

/** A synchronous publish: the named rows, or every row of a small table. */
export async function publishRows(companyId: string, tableId: string, input: PublishInput) {
  const target = await publishTarget(companyId, tableId);
  const { rows, missing } = await rowsOf(companyId, tableId, input.row_ids);
  const data = await publishSlice(companyId, target, rows, input.status ?? "draft");
  return {
    created_count: data.filter((d) => d.action === "created").length,
    updated_count: data.filter((d) => d.action === "updated").length,
    missing_row_ids: missing,
    data,
  };
}
