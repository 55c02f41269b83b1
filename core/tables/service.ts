import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { Service } from "electrodb";
import { nowIso } from "../clock.js";
import { touchCorpus } from "../corpus/revision.js";
import { FileEntity } from "../files/entity.js";
import { readyFile } from "../files/service.js";
import { AppError, notFound } from "../errors.js";
import { deleteMany } from "../store/batch.js";
import { pageOf } from "../http/pagination.js";
import type { PageQuery } from "../http/schemas.js";
import { fieldErrors as invalid, type FieldError } from "../validation.js";
import { enqueue } from "../queue/send.js";
import { DEFAULT_PRODUCT_SCHEMA_ID } from "../schemas/default-product.js";
import { SchemaEntity } from "../schemas/entity.js";
import * as schemas from "../schemas/service.js";
import type { Column } from "../schemas/schemas.js";
import { dynamo, tableName } from "../store/client.js";
import { entityConfig } from "../store/entity.js";
import { newId } from "../store/ids.js";
import { urlName } from "../net/url-name.js";
import { assertFits } from "../store/size.js";
import { TableEntity } from "./entity.js";
import { endUnstarted } from "./lifecycle.js";
import type { Table, TableInput } from "./schemas.js";

export type StoredTable = {
  companyId: string;
  tableId: string;
  name: string;
  schemaId: string;
  status: "processing" | "completed";
  totalRows: number;
  nextRowIndex: number;
  chunksTotal: number;
  chunkLanes?: number;
  chunksDone: number;
  chunksFailed: number;
  sourceType: "files" | "text";
  additionalContext?: string;
  enhancementContext?: string;
  errorMessage?: string;
  /** Uploads carry size and contentType from the start; a URL's are recorded once it is fetched. */
  files: { fileId?: string; name: string; path: string; size: number; contentType?: string; url?: string }[];
  sourceText?: string;
  webhookUrl?: string;
  createdBy?: string;
  createdAt: string;
  updatedAt: string;
};

/** Creating or deleting a table touches its schema (refCount) and its files (usedBy) in one transaction. */
const HoldsService = new Service({ table: TableEntity, schema: SchemaEntity, file: FileEntity }, entityConfig());

const progressOf = (t: Pick<StoredTable, "status" | "chunksTotal" | "chunksDone" | "chunksFailed">) =>
  t.status === "completed" ? 100 : t.chunksTotal ? Math.floor((100 * (t.chunksDone + t.chunksFailed)) / t.chunksTotal) : 0;

export const toTable = (t: StoredTable): Table => ({
  id: t.tableId,
  name: t.name,
  schema_id: t.schemaId,
  status: t.status,
  progress: progressOf(t),
  total_rows: t.totalRows,
  source_type: t.sourceType,
  additional_context: t.additionalContext ?? null,
  enhancement_context: t.enhancementContext ?? null,
  error_message: t.errorMessage ?? null,
  files: t.files.map((f) => ({ name: f.name, path: f.path, size: f.size, content_type: f.contentType ?? null })),
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

export async function findStored(companyId: string, tableId: string): Promise<StoredTable | undefined> {
  const { data } = await TableEntity.get({ companyId, tableId }).go({ consistent: true });
  return data as StoredTable | undefined;
}

export async function getStored(companyId: string, tableId: string): Promise<StoredTable> {
  const t = await findStored(companyId, tableId);
  if (!t) throw notFound("Table", { table_id: tableId });
  return t;
}

export const get = async (companyId: string, tableId: string) => toTable(await getStored(companyId, tableId));

/** The table's columns as read now: its schema's, hydrated from the current attributes. */
export async function columnsOf(companyId: string, t: Pick<StoredTable, "schemaId">): Promise<Column[]> {
  return schemas.columns(companyId, t.schemaId);
}

/** Where a column's values live inside stored row data (see docs/data-model.md, colRef). */
export const colRef = (c: Pick<Column, "attribute_id" | "key">) => c.attribute_id ?? c.key;

export async function list(companyId: string, q: PageQuery) {
  const { data } = await TableEntity.query.newest({ companyId }).go({ order: "desc", pages: "all" });
  return pageOf((data as StoredTable[]).map(toTable), q);
}

/**
 * Creates the table (status processing, progress 0, no rows) and queues its extraction. The
 * schema and files are checked first, then the table, the schema's use count and the files'
 * `usedBy` are written in one transaction.
 */
export async function create(companyId: string, input: TableInput, userId: string | null = null): Promise<Table> {
  const errors: FieldError[] = [];
  const schema = await schemas.findStored(companyId, input.schema_id);
  if (!schema) errors.push({ field: "schema_id", in: "body", message: `no schema ${input.schema_id} exists in this company` });
  const tableId = newId("tbl");
  const files: StoredTable["files"] = [];
  for (const [i, fileId] of (input.file_ids ?? []).entries()) {
    const file = await readyFile(companyId, fileId);
    if (typeof file === "string") errors.push({ field: `file_ids.${i}`, in: "body", message: file });
    else files.push({ fileId, name: file.name, path: `files/${fileId}`, size: file.size, contentType: file.contentType });
  }
  for (const url of input.file_urls ?? []) {
    files.push({ url, name: urlName(url) || new URL(url).hostname, path: url, size: 0 });
  }
  if (errors.length) throw invalid(errors);
  assertFits(input.source_text, "source_text", "source_text");

  const now = nowIso();
  const table: StoredTable = {
    companyId,
    tableId,
    name: input.name,
    schemaId: input.schema_id,
    status: "processing",
    totalRows: 0,
    nextRowIndex: 0,
    chunksTotal: 1,
    chunksDone: 0,
    chunksFailed: 0,
    sourceType: input.source_text !== undefined ? "text" : "files",
    additionalContext: input.additional_context,
    enhancementContext: input.enhancement_context,
    files,
    sourceText: input.source_text,
    webhookUrl: input.webhook_url,
    createdBy: userId ?? "system",
    createdAt: now,
    updatedAt: now,
  };
  // The built-in schema is never deleted, so it keeps no count of its users.
  const builtIn = input.schema_id === DEFAULT_PRODUCT_SCHEMA_ID;
  const result = await HoldsService.transaction
    .write(({ table: t, schema: s, file }) => [
      t.create(table).commit(),
      ...(builtIn ? [] : [s.patch({ companyId, schemaId: input.schema_id }).add({ refCount: 1 }).commit()]),
      ...files
        .filter((f) => f.fileId)
        .map((f) =>
          file
            .patch({ companyId, fileId: f.fileId! })
            .add({ usedBy: [tableId] })
            .where((a, op) => op.eq(a.status, "ready"))
            .commit(),
        ),
    ])
    .go();
  if (result.canceled) {
    throw new AppError("conflict", "The schema or a file changed while the table was created (deleted or not ready); retry", {
      code: "concurrent_modification",
      retryable: true,
    });
  }
  try {
    await enqueue("extract", { company_id: companyId, table_id: tableId });
  } catch (err) {
    await endUnstarted(companyId, tableId, "The extraction could not be queued; create the table again");
    throw err;
  }
  return toTable(table);
}

/**
 * Deletes a table with its rows: the table item first, with its hold on the schema and files in
 * the same transaction (so a use count never drifts, and of concurrent deletes one wins and the
 * rest are 404), then the rest of its partition (row pages, chunks, and what other resources
 * keep there, such as enhancements: every item of the partition goes, whatever its entity).
 */
export async function remove(companyId: string, tableId: string): Promise<void> {
  const table = await getStored(companyId, tableId);
  // The built-in schema keeps no count. A hold whose item is gone (a schema or file deleted while
  // a count had drifted before holds were released in this transaction) is dropped on the retry.
  let holds = {
    schema: table.schemaId !== DEFAULT_PRODUCT_SCHEMA_ID,
    files: table.files.flatMap((f) => (f.fileId ? [f.fileId] : [])),
  };
  for (let attempt = 0; ; attempt++) {
    const { schema, files } = holds;
    const result = await HoldsService.transaction
      .write(({ table: t, schema: s, file }) => [
        t
          .delete({ companyId, tableId })
          .where((a, op) => op.exists(a.tableId))
          .commit(),
        ...(schema ? [s.patch({ companyId, schemaId: table.schemaId }).add({ refCount: -1 }).commit()] : []),
        ...files.map((fileId) =>
          file
            .patch({ companyId, fileId })
            .delete({ usedBy: [tableId] })
            .commit(),
        ),
      ])
      .go();
    if (!result.canceled) break;
    const reasons = result.data.map((d) => d?.code);
    if (reasons[0] === "ConditionalCheckFailed") throw notFound("Table", { table_id: tableId });
    // A patch fails its condition only when its item does not exist: that hold is gone already.
    const gone = (i: number) => reasons[i] === "ConditionalCheckFailed";
    const next = { schema: schema && !gone(1), files: files.filter((_, j) => !gone(1 + (schema ? 1 : 0) + j)) };
    const dropped = next.schema !== schema || next.files.length !== files.length;
    if (!dropped || attempt > 0) {
      throw new AppError("service_unavailable", "The table could not be deleted while it changed; retry", {
        code: "concurrent_modification",
        retryable: true,
      });
    }
    holds = next;
  }
  await purgePartition(companyId, tableId);
  await touchCorpus(companyId);
}

/** Deletes every item left in a table's partition, a query page at a time. */
async function purgePartition(companyId: string, tableId: string): Promise<void> {
  const { pk } = (TableEntity.get({ companyId, tableId }).params() as { Key: { pk: string } }).Key;
  for (;;) {
    const { Items = [] } = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "#pk = :pk",
        ExpressionAttributeNames: { "#pk": "pk", "#sk": "sk" },
        ExpressionAttributeValues: { ":pk": pk },
        ProjectionExpression: "#pk, #sk",
        Limit: 500,
      }),
    );
    if (!Items.length) return;
    await deleteMany(Items);
  }
}

/** The tables of these ids that exist (one BatchGetItem per 100), by id: stats and analytics name them. */
export async function tablesByIds(companyId: string, ids: string[]): Promise<Map<string, StoredTable>> {
  if (!ids.length) return new Map();
  const { data } = await TableEntity.get(ids.map((tableId) => ({ companyId, tableId }))).go({ preserveBatchOrder: false });
  return new Map((data as StoredTable[]).map((t) => [t.tableId, t]));
}

/** The tables created from `from` to `to` (YYYY-MM-DD, inclusive): one gsi1 Query of that stretch only. */
export async function tablesCreatedBetween(companyId: string, from: string, to: string): Promise<StoredTable[]> {
  const { data } = await TableEntity.query
    .newest({ companyId })
    .between({ createdAt: `${from}T00:00:00.000Z` }, { createdAt: `${to}T23:59:59.999Z~` })
    .go({ pages: "all" });
  return data as StoredTable[];
}
