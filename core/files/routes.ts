import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { FileIdParam, FileList, FileObject, MultipartFiles, Upload, UploadInput } from "./schemas.js";

const tags = ["files"];

export const upload = createRoute({
  method: "post",
  path: "/files",
  tags,
  summary: "Upload one or more files (multipart/form-data, field `file`); larger files: POST /files/uploads",
  request: { body: { required: true, content: { "multipart/form-data": { schema: MultipartFiles } } } },
  responses: { 201: json(FileList, "Stored"), ...errors(403, 413, 422) },
});

export const startUpload = createRoute({
  method: "post",
  path: "/files/uploads",
  tags,
  summary: "Start a presigned upload: PUT the bytes to upload_url, then POST /files/{id}/complete",
  request: { body: body(UploadInput) },
  responses: { 201: json(Upload, "Upload started"), ...errors(403, 422) },
});

export const complete = createRoute({
  method: "post",
  path: "/files/{id}/complete",
  tags,
  summary: "Finish a presigned upload",
  request: { params: FileIdParam },
  responses: { 200: json(FileObject), ...errors(403, 404, 409, 422) },
});

export const get = createRoute({
  method: "get",
  path: "/files/{id}",
  tags,
  summary: "Get a file's metadata",
  request: { params: FileIdParam },
  responses: { 200: json(FileObject), ...errors(404) },
});

export const remove = createRoute({
  method: "delete",
  path: "/files/{id}",
  tags,
  summary: "Delete a file that no table uses",
  request: { params: FileIdParam },
  responses: { 204: { description: "Deleted" }, ...errors(403, 404, 409) },
});
