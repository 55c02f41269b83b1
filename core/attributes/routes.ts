import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import {
  Attribute,
  AttributeBulkInput,
  AttributeBulkResponse,
  AttributeIdParam,
  AttributeInput,
  AttributeListQuery,
  AttributeListResponse,
  AttributeUpdateInput,
  RenameInput,
  RenameResponse,
} from "./schemas.js";

const tags = ["attributes"];

export const list = createRoute({
  method: "get",
  path: "/attributes",
  tags,
  summary: "List attributes (sorted by key)",
  request: { query: AttributeListQuery },
  responses: { 200: json(AttributeListResponse), ...errors(422) },
});

export const create = createRoute({
  method: "post",
  path: "/attributes",
  tags,
  summary: "Create an attribute",
  request: { body: body(AttributeInput) },
  responses: { 201: json(Attribute, "Created"), ...errors(403, 409, 422) },
});

export const bulk = createRoute({
  method: "post",
  path: "/attributes/bulk",
  tags,
  summary: "Create or replace up to 500 attributes by key (all or nothing on validation)",
  request: { body: body(AttributeBulkInput) },
  responses: { 200: json(AttributeBulkResponse), ...errors(403, 409, 422) },
});

export const get = createRoute({
  method: "get",
  path: "/attributes/{id}",
  tags,
  summary: "Get an attribute",
  request: { params: AttributeIdParam },
  responses: { 200: json(Attribute), ...errors(404) },
});

export const update = createRoute({
  method: "patch",
  path: "/attributes/{id}",
  tags,
  summary: "Update an attribute; omitted fields stay unchanged",
  request: { params: AttributeIdParam, body: body(AttributeUpdateInput) },
  responses: { 200: json(Attribute), ...errors(403, 404, 409, 422) },
});

export const rename = createRoute({
  method: "post",
  path: "/attributes/{id}/rename",
  tags,
  summary: "Rename an attribute's key, atomically, everywhere it is used",
  request: { params: AttributeIdParam, body: body(RenameInput) },
  responses: { 200: json(RenameResponse), ...errors(403, 404, 409, 422) },
});
