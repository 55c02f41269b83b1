import { createRoute } from "@hono/zod-openapi";
import { FILE_BUDGETS } from "../budgets.js";
import { body, errors, json } from "../http/openapi.js";
import { FileIdParam, FileList, FileObject, MultipartFiles, Upload, UploadInput } from "./schemas.js";

const tags = ["files"];

export const upload = createRoute({
  method: "post",
  path: "/files",
  tags,
  operationId: "uploadFiles",
  summary: "Upload one or more files",
  description:
    "Stores the files sent as multipart/form-data in the field `file` (repeat it for several); their ids go into `file_ids` of " +
    "`POST /tables`. The whole body must fit the request size limit (413 beyond): upload larger files with `POST /files/uploads`. " +
    `More than ${FILE_BUDGETS.perUpload} files in one request is a 413 \`too_many_files\`. An empty file, or no file at all, is a 422.`,
  request: { body: { required: true, content: { "multipart/form-data": { schema: MultipartFiles } } } },
  responses: { 201: json(FileList, "Stored") },
});

export const startUpload = createRoute({
  method: "post",
  path: "/files/uploads",
  tags,
  operationId: "startFileUpload",
  summary: "Start a presigned upload of a large file",
  description:
    "Creates a file in status `uploading` and answers a presigned `upload_url`: PUT the bytes there before `expires_at` " +
    "(no API key), then call `POST /files/{id}/complete`. A `size` over the service's file limit is 422 `file_too_large`. " +
    "An upload never completed is abandoned after a day.",
  request: { body: body(UploadInput) },
  responses: { 201: json(Upload, "Upload started") },
});

export const complete = createRoute({
  method: "post",
  path: "/files/{id}/complete",
  tags,
  operationId: "completeFileUpload",
  summary: "Finish a presigned upload",
  description:
    "Checks the bytes PUT to the upload URL and makes the file `ready`. Before the PUT the answer is 409 `upload_missing`; an " +
    "upload that expired is 404 (start a new one); bytes over the file limit are 422 `file_too_large` (and are discarded). " +
    "Completing a file that is already `ready` answers it unchanged.",
  request: { params: FileIdParam },
  responses: { 200: json(FileObject), ...errors(409, 422) },
});

export const get = createRoute({
  method: "get",
  path: "/files/{id}",
  tags,
  operationId: "getFile",
  summary: "Get a file's metadata",
  description: "Reads a file's name, size, media type and status (`uploading` until a presigned upload is completed, then `ready`).",
  request: { params: FileIdParam },
  responses: { 200: json(FileObject) },
});

export const remove = createRoute({
  method: "delete",
  path: "/files/{id}",
  tags,
  operationId: "deleteFile",
  summary: "Delete a file that no table uses",
  description: "Deletes a file and its bytes. While a table uses it the answer is 409 `file_in_use`: delete those tables first.",
  request: { params: FileIdParam },
  responses: { 204: { description: "Deleted" }, ...errors(409) },
});
