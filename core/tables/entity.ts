import { Entity, Service } from "electrodb";
import { entityConfig, gsi, primary, SERVICE } from "../store/entity.js";

/**
 * Everything of one extraction table lives in its own partition (company + table): rows are
 * partitioned by table, so a big table's writes do not heat the company partition, and
 * deleting a table is deleting one partition. gsi1 lists a company's tables newest first.
 */
export const TableEntity = new Entity(
  {
    model: { entity: "table", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      name: { type: "string", required: true },
      schemaId: { type: "string", required: true },
      status: { type: ["processing", "completed"] as const, required: true },
      totalRows: { type: "number", required: true, default: 0 },
      /** Next row index to hand out; indexes are never reused, so row ids never point elsewhere. */
      nextRowIndex: { type: "number", required: true, default: 0 },
      chunksTotal: { type: "number", required: true, default: 0 },
      /** Chunks of the table on the extract queue at a time, fixed when it is planned (core/ingest/pipeline.ts, queueNext). */
      chunkLanes: { type: "number" },
      chunksDone: { type: "number", required: true, default: 0 },
      chunksFailed: { type: "number", required: true, default: 0 },
      sourceType: { type: ["files", "text"] as const, required: true },
      additionalContext: { type: "string" },
      enhancementContext: { type: "string" },
      errorMessage: { type: "string" },
      files: { type: "any", required: true },
      sourceText: { type: "string" },
      webhookUrl: { type: "string" },
      /** The user of the key that created it, or `system` (analytics filter tables by user). */
      createdBy: { type: "string" },
      createdAt: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
    },
    indexes: {
      byId: primary(["companyId", "tableId"], []),
      newest: gsi(1, ["companyId"], ["createdAt", "tableId"]),
    },
  },
  entityConfig(),
);

/**
 * Up to 25 consecutive rows, keyed by the first one's index (core/tables/row-pages.ts). `rows`
 * maps a row index to the row as JSON: `{ d: data keyed by colRef, c: createdAt, u: updatedAt }`
 * (colRef: attribute id, or a helper column's key; see data-model.md).
 */
export const RowPageEntity = new Entity(
  {
    model: { entity: "rowpage", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      first: { type: "number", required: true, padding: { length: 9, char: "0" } },
      rows: { type: "any", required: true },
    },
    indexes: { byFirstRow: primary(["companyId", "tableId"], ["first"]) },
  },
  entityConfig(),
);

/**
 * One unit of extraction work (one SQS message). Chunk 0 plans the table: it either extracts
 * everything itself (small inputs) or writes chunks 1..n, each a whole file or a byte range of
 * whole records of a big one (core/ingest/plan.ts). A range's `rowIndexBase` is fixed by the
 * plan (its records' place in the file); a whole file's is allocated when it is first parsed and
 * kept here, so a redelivered message rewrites the same row items. The move to `done` and the
 * table's counters change in one transaction, so rows are counted once.
 */
export const ChunkEntity = new Entity(
  {
    model: { entity: "tablechunk", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      chunk: { type: "number", required: true, padding: { length: 6, char: "0" } },
      status: { type: ["processing", "done", "failed"] as const, required: true },
      kind: { type: ["plan", "whole", "range"] as const },
      rowIndexBase: { type: "number" },
      rowCount: { type: "number" },
      /** Which of the table's files (whole and range units). */
      fileIndex: { type: "number" },
      start: { type: "number" },
      end: { type: "number" },
      /** How to read a range: RangeFormat of plan.ts. */
      format: { type: "any" },
      error: { type: "string" },
      createdAt: { type: "string", required: true },
    },
    indexes: { byChunk: primary(["companyId", "tableId"], ["chunk"]) },
  },
  entityConfig(),
);

export const TablesService = new Service({ table: TableEntity, chunk: ChunkEntity }, entityConfig());
