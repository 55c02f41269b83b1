import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { GenerateInput, Schema, SchemaIdParam, SchemaInput, SchemaList, SchemaListQuery, SchemaUpdateInput } from "./schemas.js";

const tags = ["schemas"];

export const list = createRoute({
  method: "get",
  path: "/schemas",
  tags,
  operationId: "listSchemas",
  summary: "List schemas, newest first",
  description:
    "Lists the company's schemas as summaries (with `columns_count`), newest first, a page at a time (`page`, `limit` up to 100). " +
    "The built-in `default_product` schema is not listed; read it with `GET /schemas/default_product`.",
  request: { query: SchemaListQuery },
  responses: { 200: json(SchemaList) },
});

export const create = createRoute({
  method: "post",
  path: "/schemas",
  tags,
  operationId: "createSchema",
  summary: "Create a schema",
  description:
    "Creates a schema from columns that are either attribute-backed (`attribute_id` or `attribute_key`, optional `required`) or " +
    "helpers (`key`, `label`, `type`). Column keys must be unique within the schema; errors name `columns.<index>.<field>`. " +
    "`is_default: true` makes it the company's one default schema.",
  request: { body: body(SchemaInput) },
  responses: { 201: json(Schema, "Created"), ...errors(503) },
});

export const generate = createRoute({
  method: "post",
  path: "/schemas/generate",
  tags,
  operationId: "generateSchema",
  summary: "Create a schema whose columns are inferred from sample data",
  description:
    "Reads the first 5,000 characters of `sample_data` (CSV/TSV with a header, JSON, NDJSON or `key: value` lines) and creates a " +
    "schema with a column per field. The local engine infers columns from the sample's structure; with AI_ENGINE=llm the model " +
    "suggests them (503 `engine_failed` when the provider fails). A column whose key matches one of the company's attributes is " +
    "backed by it; the others are helper columns, so no attribute is created. A sample with nothing recognisable is a 422.",
  request: { body: body(GenerateInput) },
  responses: { 201: json(Schema, "Created"), ...errors(503) },
});

export const get = createRoute({
  method: "get",
  path: "/schemas/{id}",
  tags,
  operationId: "getSchema",
  summary: "Get a schema",
  description:
    "Reads a schema with its columns; attribute-backed columns take their fields from the attribute as it is now, so an attribute " +
    "edit or rename shows at once. `default_product` is the built-in schema search and enrich use when given no columns.",
  request: { params: SchemaIdParam },
  responses: { 200: json(Schema) },
});

export const update = createRoute({
  method: "patch",
  path: "/schemas/{id}",
  tags,
  operationId: "updateSchema",
  summary: "Update a schema",
  description:
    "Changes the given fields; `columns`, when given, replaces the whole list. With `expected_updated_at` the change applies only " +
    "at that revision (else 409). The built-in `default_product` schema cannot be changed (409 `builtin_schema`).",
  request: { params: SchemaIdParam, body: body(SchemaUpdateInput) },
  responses: { 200: json(Schema), ...errors(409, 503) },
});

export const remove = createRoute({
  method: "delete",
  path: "/schemas/{id}",
  tags,
  operationId: "deleteSchema",
  summary: "Delete a schema that no table uses",
  description:
    "Deletes a schema. While a table uses it the answer is 409 `schema_in_use`: delete those tables first. " +
    "The built-in `default_product` schema cannot be deleted (409 `builtin_schema`).",
  request: { params: SchemaIdParam },
  responses: { 204: { description: "Deleted" }, ...errors(409, 503) },
});
