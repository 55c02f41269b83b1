import { createRoute, z } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { EXPORT_LINK_SECONDS, EXPORT_RETENTION_DAYS } from "./export-objects.js";
import {
  BulkUpdated,
  ExportLink,
  TableExport,
  ExportQuery,
  PublishJob,
  PublishParam,
  BulkUpdateInput,
  PublishInput,
  PublishResult,
  Row,
  RowList,
  RowParam,
  RowsCreated,
  RowsInput,
  RowUpdateInput,
  Table,
  TableInput,
  TableList,
  TableListQuery,
  TableParam,
} from "./schemas.js";

const tags = ["tables"];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const create = createRoute({
  method: "post",
  path: "/tables",
  operationId: "createTable",
  tags,
  summary: "Create an extraction table from files, file URLs or text",
  description:
    "Creates a table that extracts rows, shaped to the schema `schema_id`, from exactly one source: `file_ids` (from `POST /files`), " +
    "`file_urls` (public http(s) URLs, fetched by the service) or `source_text` (at most 300,000 characters). " +
    "Extraction is asynchronous: the answer is the table with status `processing`; poll `GET /tables/{table_id}` until it is " +
    "`completed`, or pass `webhook_url` to be notified (`table.completed`, signed). A failed extraction still ends `completed`, " +
    "with `error_message` and the rows that were good. An unknown schema or file is a 422 naming the field.",
  request: { body: body(TableInput) },
  responses: { 201: json(Table, "Created, processing"), ...errors(409, 503) },
});

export const list = createRoute({
  method: "get",
  path: "/tables",
  operationId: "listTables",
  tags,
  summary: "List tables, newest first",
  description:
    "Lists the company's tables, newest first, a page at a time (`page`, `limit` up to 100). Each table has its status and row count.",
  request: { query: TableListQuery },
  responses: { 200: json(TableList) },
});

export const get = createRoute({
  method: "get",
  path: "/tables/{table_id}",
  tags,
  operationId: "getTable",
  summary: "Get a table",
  description:
    "Reads a table: its status, `progress` (0 to 100), `total_rows`, sources and `error_message`. " +
    "Poll it after `POST /tables` until `status` is `completed`. Another company's table is 404, as a missing one.",
  request: { params: TableParam },
  responses: { 200: json(Table) },
});

export const remove = createRoute({
  method: "delete",
  path: "/tables/{table_id}",
  tags,
  operationId: "deleteTable",
  summary: "Delete a table with its rows",
  description:
    "Deletes the table and all its rows, and releases its schema and files, which can then be deleted themselves. " +
    "A 503 (retryable) means the table changed during the deletion; send it again.",
  request: { params: TableParam },
  responses: { 204: { description: "Deleted" }, ...errors(503) },
});

export const listRows = createRoute({
  method: "get",
  path: "/tables/{table_id}/rows",
  tags,
  operationId: "listRows",
  summary: "List a table's rows",
  description:
    "Lists rows in `row_index` order, a page at a time (`page`, `limit` up to 100). Each row's `data` maps column keys to values.",
  request: { params: TableParam, query: TableListQuery },
  responses: { 200: json(RowList) },
});

export const insertRows = createRoute({
  method: "post",
  path: "/tables/{table_id}/rows",
  tags,
  operationId: "createRows",
  summary: "Add rows to a table",
  description:
    "Appends 1 to 1000 rows, each an object of column keys to values. Any key that is not a column of the table's schema rejects " +
    "the whole request (422 `unknown_keys`, listed in `details.unknown_keys`), and so does a value that cannot be coerced to its " +
    "column's type (422 `invalid_values`); nothing is written then.",
  request: { params: TableParam, body: body(RowsInput) },
  responses: { 201: json(RowsCreated, "Inserted"), ...errors(503) },
});

export const bulkUpdate = createRoute({
  method: "post",
  path: "/tables/{table_id}/rows/bulk-update",
  tags,
  operationId: "bulkUpdateRows",
  summary: "Set one column to one value in many rows",
  description:
    "Sets `column_key` to `value` (null clears the cell) in up to 1000 rows given by id. Ids that are not rows of this table are " +
    "answered in `missing_row_ids` instead of failing the request.",
  request: { params: TableParam, body: body(BulkUpdateInput) },
  responses: { 200: json(BulkUpdated), ...errors(503) },
});

export const getRow = createRoute({
  method: "get",
  path: "/tables/{table_id}/rows/{row_id}",
  tags,
  operationId: "getRow",
  summary: "Get a row",
  description: "Reads one row of a table by id, with its cells as they are now (strongly consistent).",
  request: { params: RowParam },
  responses: { 200: json(Row) },
});

export const updateRow = createRoute({
  method: "patch",
  path: "/tables/{table_id}/rows/{row_id}",
  tags,
  operationId: "updateRow",
  summary: "Change some cells of a row",
  description:
    "Merges `data` into the row: the given keys change (null clears a cell), the others stay. Concurrent edits of different cells " +
    "all apply. Keys must be columns of the table and values must fit their column's type (else 422).",
  request: { params: RowParam, body: body(RowUpdateInput) },
  responses: { 200: json(Row), ...errors(503) },
});

export const removeRow = createRoute({
  method: "delete",
  path: "/tables/{table_id}/rows/{row_id}",
  tags,
  operationId: "deleteRow",
  summary: "Delete a row",
  description:
    "Deletes one row of a table; the table's `total_rows` drops by one. A 503 (retryable) means the row kept changing meanwhile.",
  request: { params: RowParam },
  responses: { 204: { description: "Deleted" }, ...errors(503) },
});

export const exportRows = createRoute({
  method: "get",
  path: "/tables/{table_id}/export",
  operationId: "exportTable",
  tags,
  summary: "Export a table's rows as CSV, XLSX or JSON",
  description:
    `Writes the file, then answers 303 See Other with \`Location\` set to a presigned download URL, valid ` +
    `${EXPORT_LINK_SECONDS / 60} minutes and needing no API key; the file is deleted after ${EXPORT_RETENTION_DAYS} day. ` +
    "A client that follows redirects receives the file itself (200), an attachment named after the table. " +
    "The first line (CSV) or row (XLSX) holds the column keys; number columns whose NumberConfig says `file_export: formatted_text` " +
    'are written as that text, others as raw numbers. The JSON file is a `TableExport`: `{ "data": [...] }` with one object per row, ' +
    "every column key present, raw values, null where empty.",
  request: { params: TableParam, query: ExportQuery },
  responses: {
    200: {
      description: "The file, for clients that follow the redirect (served by the storage, not by this API)",
      content: {
        "text/csv": { schema: z.string().openapi({ description: "RFC 4180 CSV, header line of column keys" }) },
        [XLSX]: { schema: z.string().openapi({ format: "binary", description: "One worksheet, header row of column keys" }) },
        "application/json": { schema: TableExport },
      },
    },
    303: {
      ...json(ExportLink, "The file is ready at `Location` (also `url` in the body); with `format=json` it is a `TableExport`"),
      headers: z.object({ location: z.url().openapi({ description: "The presigned download URL" }) }),
    },
  },
});

export const publish = createRoute({
  method: "post",
  path: "/tables/{table_id}/publish",
  operationId: "publishTableRows",
  tags,
  summary: "Publish rows to the catalog as products",
  description:
    "Creates a catalog product from each row, with the row's attribute-backed columns as its attributes (helper columns are " +
    "left out), `source: product_extraction` and `status` (default draft). A row published before updates its product instead: " +
    "the product remembers its row (table id and row id), its attributes become the row's again and its status stays. " +
    "With `row_ids` (up to 1,000), or without on a table of at most 1,000 rows, it publishes now and answers 200 with each " +
    "row's product. Without `row_ids` on a larger table it answers 202 with a publish job (and `Location`): follow it with " +
    "`GET /tables/{table_id}/publishes/{publish_id}` until `status` is `completed` or `failed`. 409 `table_processing` while " +
    "the table is extracted.",
  request: { params: TableParam, body: body(PublishInput) },
  responses: {
    200: json(PublishResult, "Published"),
    202: {
      ...json(PublishJob, "Publishing in the background"),
      headers: z.object({ location: z.string().openapi({ description: "The publish job's path" }) }),
    },
    ...errors(403, 404, 409, 422, 503),
  },
});

export const getPublish = createRoute({
  method: "get",
  path: "/tables/{table_id}/publishes/{publish_id}",
  operationId: "getPublishJob",
  tags,
  summary: "A background publish's progress",
  description:
    "Answers a publish job started by `POST /tables/{table_id}/publish`: `processed_rows` of `total_rows`, `progress` in " +
    "percent, the products created and updated so far, and `error` when it failed (rows published before stay published; " +
    "publishing again only updates them).",
  request: { params: PublishParam },
  responses: { 200: json(PublishJob), ...errors(404) },
});
