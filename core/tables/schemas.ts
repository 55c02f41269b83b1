import { z } from "@hono/zod-openapi";
import { FILE_BUDGETS } from "../budgets.js";
import { HttpUrl as Url, listOf, PageQuery } from "../http/schemas.js";

const PER_TABLE = FILE_BUDGETS.perTable;

export const TableInput = z
  .strictObject({
    schema_id: z.string().min(1).max(100),
    name: z.string().trim().min(1, "name must not be empty").max(200),
    file_ids: z
      .array(z.string().min(1).max(100))
      .min(1)
      .max(PER_TABLE, `file_ids holds at most ${PER_TABLE} files`)
      .refine((ids) => new Set(ids).size === ids.length, "file_ids must not repeat")
      .optional(),
    file_urls: z.array(Url).min(1).max(PER_TABLE, `file_urls holds at most ${PER_TABLE} URLs`).optional(),
    // Kept on the table item (DynamoDB's 400 KB limit): larger texts go through POST /files.
    source_text: z
      .string()
      .min(1, "source_text must not be empty")
      .max(300_000, "source_text holds at most 300,000 characters; upload larger text as a file")
      .optional(),
    additional_context: z.string().max(10_000).optional(),
    enhancement_context: z.string().max(10_000).optional(),
    webhook_url: Url.optional(),
  })
  .superRefine((t, ctx) => {
    const given = (["file_ids", "file_urls", "source_text"] as const).filter((k) => t[k] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: given.length ? [given[1]] : ["source_text"],
        message: given.length
          ? `send exactly one of file_ids, file_urls, source_text (got ${given.join(", ")})`
          : "send exactly one of file_ids, file_urls, source_text",
      });
    }
  })
  .openapi("TableInput");
export type TableInput = z.infer<typeof TableInput>;

const TableFile = z
  .object({
    name: z.string(),
    path: z.string(),
    /** Bytes: an upload's, or for a URL what its fetch read (0 until then, or if it failed). */
    size: z.number().int(),
    content_type: z
      .string()
      .nullable()
      .openapi({ description: "The upload's media type, or the URL's Content-Type once fetched; null when unknown" }),
  })
  .openapi("TableFile");

export const Table = z
  .object({
    id: z.string(),
    name: z.string(),
    schema_id: z.string(),
    status: z.enum(["processing", "completed"]),
    progress: z.number().int().min(0).max(100),
    total_rows: z.number().int().min(0),
    source_type: z.enum(["files", "text"]),
    additional_context: z.string().nullable(),
    enhancement_context: z.string().nullable(),
    error_message: z.string().nullable(),
    files: z.array(TableFile),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi("Table");
export type Table = z.infer<typeof Table>;

export const TableList = listOf(Table, "TableList");

export const Row = z
  .object({
    id: z.string(),
    row_index: z.number().int().min(0),
    data: z.record(z.string(), z.unknown()),
    created_at: z.iso.datetime(),
  })
  .openapi("Row");
export type Row = z.infer<typeof Row>;

export const RowsInput = z
  .strictObject({
    rows: z.array(z.record(z.string(), z.unknown())).min(1, "rows must hold 1 to 1000 rows").max(1000, "rows must hold 1 to 1000 rows"),
  })
  .openapi("RowsInput");
export const RowsCreated = z.object({ data: z.array(Row), inserted_count: z.number().int() }).openapi("RowsCreated");
export const RowList = listOf(Row, "RowList");
export const RowUpdateInput = z.strictObject({ data: z.record(z.string(), z.unknown()) }).openapi("RowUpdateInput");

export const BulkUpdateInput = z
  .strictObject({
    row_ids: z.array(z.string().min(1).max(100)).min(1, "row_ids must not be empty").max(1000),
    column_key: z.string().min(1),
    value: z.unknown().refine((v) => v !== undefined, "value is required (null clears the cell)"),
  })
  .openapi("RowsBulkUpdateInput");
export const BulkUpdated = z
  .object({
    updated_count: z.number().int(),
    missing_row_ids: z.array(z.string()).openapi({ description: "Requested ids that are not rows of this table" }),
  })
  .openapi("RowsBulkUpdated");

export const TableParam = z.object({ table_id: z.string().min(1).max(100) });
export const RowParam = TableParam.extend({ row_id: z.string().min(1).max(100) });
export const TableListQuery = PageQuery;

export const ExportQuery = z.object({
  format: z.enum(["csv", "xlsx", "json"], { message: "format must be csv, xlsx or json" }).default("csv"),
});

/** What `format=json` writes (core/tables/export.ts): every column key in every row, raw values. */
export const TableExport = z
  .object({
    data: z.array(
      z.record(z.string(), z.unknown()).openapi({
        description: "One row: every column key of the table's schema, in column order, with the raw stored value, or null where empty",
      }),
    ),
  })
  .openapi("TableExport", { description: "The file `GET /tables/{table_id}/export?format=json` links to" });

export const ExportLink = z
  .object({
    url: z.url().openapi({ description: "Presigned download URL of the file; needs no API key" }),
    expires_at: z.iso.datetime().openapi({ description: "When the URL stops working" }),
  })
  .openapi("ExportLink");

export const PublishInput = z
  .strictObject({
    row_ids: z.array(z.string().min(1).max(100)).min(1, "row_ids must not be empty").max(1000).optional().openapi({
      description: "The rows to publish (at most 1,000); without it, every row of the table (in the background above 1,000 rows)",
    }),
    status: z
      .enum(["draft", "active"], { message: "status must be draft or active" })
      .optional()
      .openapi({ description: "Status of the products this creates (default draft); products published before keep theirs" }),
  })
  .openapi("PublishInput");
export type PublishInput = z.infer<typeof PublishInput>;

export const PublishResult = z
  .object({
    created_count: z.number().int(),
    updated_count: z.number().int(),
    missing_row_ids: z.array(z.string()).openapi({ description: "Requested ids that are not rows of this table" }),
    data: z.array(z.object({ row_id: z.string(), product_id: z.string(), action: z.enum(["created", "updated"]) })),
  })
  .openapi("PublishResult");
export type PublishResult = z.infer<typeof PublishResult>;

export const PublishJob = z
  .object({
    id: z.string().openapi({ description: "`pub_…`" }),
    table_id: z.string(),
    status: z.enum(["processing", "completed", "failed"]),
    product_status: z.enum(["draft", "active"]).openapi({ description: "Status of the products this publish creates" }),
    total_rows: z.number().int().openapi({ description: "Rows the table had when the publish started" }),
    processed_rows: z.number().int(),
    progress: z.number().int().min(0).max(100).openapi({ description: "Percent of the rows published; 100 once completed" }),
    created_count: z.number().int(),
    updated_count: z.number().int(),
    error: z.string().nullable().openapi({ description: "Why a failed publish stopped; rows published before stay published" }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi("PublishJob");
export type PublishJob = z.infer<typeof PublishJob>;

// Bounded like every id: a longer one is no id of ours, and DynamoDB refuses a key that long (a 500).
export const PublishParam = TableParam.extend({ publish_id: z.string().min(1).max(100) });
