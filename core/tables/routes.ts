import { createRoute, z } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { EXPORT_LINK_SECONDS, EXPORT_RETENTION_DAYS } from "./export-objects.js";
import {
  BulkUpdated,
  ExportLink,
  ExportQuery,
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

export const create = createRoute({
  method: "post",
  path: "/tables",
  tags,
  summary: "Create an extraction table from files, file URLs or text; processing is asynchronous",
  request: { body: body(TableInput) },
  responses: { 201: json(Table, "Created, processing"), ...errors(403, 422) },
});

export const list = createRoute({
  method: "get",
  path: "/tables",
  tags,
  summary: "List tables, newest first",
  request: { query: TableListQuery },
  responses: { 200: json(TableList), ...errors(422) },
});

export const get = createRoute({
  method: "get",
  path: "/tables/{table_id}",
  tags,
  summary: "Get a table (poll it until status is completed)",
  request: { params: TableParam },
  responses: { 200: json(Table), ...errors(404) },
});

export const remove = createRoute({
  method: "delete",
  path: "/tables/{table_id}",
  tags,
  summary: "Delete a table with its rows",
  request: { params: TableParam },
  responses: { 204: { description: "Deleted" }, ...errors(403, 404) },
});

export const listRows = createRoute({
  method: "get",
  path: "/tables/{table_id}/rows",
  tags,
  summary: "List rows by row_index",
  request: { params: TableParam, query: TableListQuery },
  responses: { 200: json(RowList), ...errors(404, 422) },
});

export const insertRows = createRoute({
  method: "post",
  path: "/tables/{table_id}/rows",
  tags,
  summary: "Add up to 1000 rows; any unknown key rejects the whole request",
  request: { params: TableParam, body: body(RowsInput) },
  responses: { 201: json(RowsCreated, "Inserted"), ...errors(403, 404, 422) },
});

export const bulkUpdate = createRoute({
  method: "post",
  path: "/tables/{table_id}/rows/bulk-update",
  tags,
  summary: "Set one column to one value in many rows",
  request: { params: TableParam, body: body(BulkUpdateInput) },
  responses: { 200: json(BulkUpdated), ...errors(403, 404, 422) },
});

export const getRow = createRoute({
  method: "get",
  path: "/tables/{table_id}/rows/{row_id}",
  tags,
  summary: "Get a row",
  request: { params: RowParam },
  responses: { 200: json(Row), ...errors(404) },
});

export const updateRow = createRoute({
  method: "patch",
  path: "/tables/{table_id}/rows/{row_id}",
  tags,
  summary: "Change some cells of a row (null clears a cell)",
  request: { params: RowParam, body: body(RowUpdateInput) },
  responses: { 200: json(Row), ...errors(403, 404, 422) },
});

export const removeRow = createRoute({
  method: "delete",
  path: "/tables/{table_id}/rows/{row_id}",
  tags,
  summary: "Delete a row",
  request: { params: RowParam },
  responses: { 204: { description: "Deleted" }, ...errors(403, 404) },
});

export const exportRows = createRoute({
  method: "get",
  path: "/tables/{table_id}/export",
  tags,
  summary: "Export the rows as CSV, XLSX or JSON: 303 to a download link (number columns formatted per NumberConfig in CSV/XLSX)",
  description:
    `Writes the file, then answers 303 See Other with \`Location\` set to a presigned download URL, valid ` +
    `${EXPORT_LINK_SECONDS / 60} minutes and needing no API key; the file is deleted after ${EXPORT_RETENTION_DAYS} day. ` +
    "A client that follows redirects receives the file itself, an attachment named after the table.",
  request: { params: TableParam, query: ExportQuery },
  responses: {
    303: {
      ...json(ExportLink, "The file is ready at `Location` (also `url` in the body)"),
      headers: z.object({ location: z.url().openapi({ description: "The presigned download URL" }) }),
    },
    ...errors(404, 422),
  },
});

export const publish = createRoute({
  method: "post",
  path: "/tables/{table_id}/publish",
  operationId: "publishTableRows",
  tags,
  summary: "Publish rows to the catalog as products",
  description:
    "Creates a catalog product from each row (`row_ids`, or every row of a table of at most 5,000), with the row's " +
    "attribute-backed columns as its attributes (helper columns are left out), `source: product_extraction` and `status` " +
    "(default draft). A row published before updates its product instead: the product remembers its row (table id and row " +
    "id), its attributes become the row's again and its status stays. 409 `table_processing` while the table is extracted.",
  request: { params: TableParam, body: body(PublishInput) },
  responses: { 200: json(PublishResult), ...errors(403, 404, 409, 422, 503) },
});
