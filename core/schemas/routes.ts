import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { GenerateInput, Schema, SchemaIdParam, SchemaInput, SchemaList, SchemaListQuery, SchemaUpdateInput } from "./schemas.js";

const tags = ["schemas"];

export const list = createRoute({
  method: "get",
  path: "/schemas",
  tags,
  summary: "List schemas, newest first",
  request: { query: SchemaListQuery },
  responses: { 200: json(SchemaList), ...errors(422) },
});

export const create = createRoute({
  method: "post",
  path: "/schemas",
  tags,
  summary: "Create a schema from attribute-backed and helper columns",
  request: { body: body(SchemaInput) },
  responses: { 201: json(Schema, "Created"), ...errors(403, 422) },
});

export const generate = createRoute({
  method: "post",
  path: "/schemas/generate",
  tags,
  summary: "Create a schema whose columns are inferred from sample data (first 5,000 characters)",
  description:
    "The local engine infers columns from the sample's structure; with AI_ENGINE=llm the model suggests them (503 `engine_failed` when the provider fails).",
  request: { body: body(GenerateInput) },
  responses: { 201: json(Schema, "Created"), ...errors(402, 403, 422, 503) },
});

export const get = createRoute({
  method: "get",
  path: "/schemas/{id}",
  tags,
  summary: "Get a schema with its columns hydrated from the current attributes",
  request: { params: SchemaIdParam },
  responses: { 200: json(Schema), ...errors(404) },
});

export const update = createRoute({
  method: "patch",
  path: "/schemas/{id}",
  tags,
  summary: "Update a schema; `columns`, when given, replaces the whole list",
  request: { params: SchemaIdParam, body: body(SchemaUpdateInput) },
  responses: { 200: json(Schema), ...errors(403, 404, 409, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/schemas/{id}",
  tags,
  summary: "Delete a schema that no table uses",
  request: { params: SchemaIdParam },
  responses: { 204: { description: "Deleted" }, ...errors(403, 404, 409) },
});
