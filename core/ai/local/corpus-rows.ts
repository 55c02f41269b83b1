/**
 * Corpus source: rows of the company's extraction tables. Tables are read newest first and each
 * table's rows highest row_index first, until the bound: "newest" is by table creation, then by
 * row position (rows have no global write order worth an index for this).
 */
import { TableEntity } from "../../tables/entity.js";
import { eachRow, toRow } from "../../tables/rows.js";
import { columnsOf, type StoredTable } from "../../tables/service.js";
import type { Column } from "../../schemas/schemas.js";
import { conceptKeys } from "./concepts.js";
import type { CorpusDoc, CorpusSource } from "./corpus.js";
import { compact, describe } from "./corpus-doc.js";

type StoredRow = Parameters<typeof toRow>[0];

/** Where a row result points: its API path, a stable address inside the company's own data. */
const rowPath = (tableId: string, rowId: string) => `/api/v1/tables/${tableId}/rows/${rowId}`;

export const rowsSource: CorpusSource = {
  name: "table_rows",
  async load(companyId, limit) {
    const { data } = await TableEntity.query.newest({ companyId }).go({ order: "desc", pages: "all" });
    const docs: CorpusDoc[] = [];
    const columnsBySchema = new Map<string, Promise<Column[] | undefined>>();
    for (const table of data as StoredTable[]) {
      if (docs.length >= limit) break;
      if (!columnsBySchema.has(table.schemaId)) {
        // A schema that cannot be read (deleted while its table is being deleted) hides its rows.
        columnsBySchema.set(
          table.schemaId,
          columnsOf(companyId, table).catch(() => undefined),
        );
      }
      const columns = await columnsBySchema.get(table.schemaId);
      if (!columns) continue;
      const keys = conceptKeys(columns);
      for await (const batch of eachRow(companyId, table.tableId, "desc")) {
        for (const stored of batch) {
          if (docs.length >= limit) break;
          const doc = rowDoc(table, stored, columns, keys);
          if (doc.text) docs.push(doc);
        }
        if (docs.length >= limit) break;
      }
    }
    return docs;
  },
};

function rowDoc(table: StoredTable, stored: StoredRow, columns: Column[], keys: ReturnType<typeof conceptKeys>): CorpusDoc {
  const row = toRow(stored, columns);
  const record = compact(row.data);
  return {
    id: `row:${table.tableId}:${row.id}`,
    kind: "row",
    record,
    ...describe(record, keys),
    sourceUrl: rowPath(table.tableId, row.id),
    sourceTitle: `${table.name}, row ${row.row_index}`,
    updatedAt: stored.updatedAt,
  };
}
