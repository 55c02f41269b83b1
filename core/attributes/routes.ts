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
  operationId: "listAttributes",
  summary: "List attributes, sorted by key",
  description:
    "Lists the company's attributes sorted by key, a page at a time (`page`, `limit` up to 100). " +
    "`search` matches key and label case-insensitively; `type` and `status` (`active`, `archived`) filter.",
  request: { query: AttributeListQuery },
  responses: { 200: json(AttributeListResponse) },
});

export const create = createRoute({
  method: "post",
  path: "/attributes",
  tags,
  operationId: "createAttribute",
  summary: "Create an attribute",
  description:
    "Creates a company-wide field definition. `key` is unique per company (case-sensitive; 409 `duplicate_key` if taken) and " +
    "`type` cannot change later. Type-specific settings (`number_config`, `image_config`, `format_output_type`) are accepted only " +
    "for the types they belong to (else 422). The object is closed: an unknown field is a 422 naming it.",
  request: { body: body(AttributeInput) },
  responses: { 201: json(Attribute, "Created"), ...errors(409, 503) },
});

export const bulk = createRoute({
  method: "post",
  path: "/attributes/bulk",
  tags,
  operationId: "upsertAttributes",
  summary: "Create or replace up to 500 attributes by key",
  description:
    "Creates each attribute whose key is new and replaces each whose key exists; omitted `number_config`, `language` and " +
    "`image_config` of an existing attribute keep their values. Validation is all or nothing: every item is checked before anything " +
    "is written, and errors name the item (`attributes.3.key`). Keys may not repeat within one call. Answers the attributes in input order.",
  request: { body: body(AttributeBulkInput) },
  responses: { 200: json(AttributeBulkResponse), ...errors(409, 503) },
});

export const get = createRoute({
  method: "get",
  path: "/attributes/{id}",
  tags,
  operationId: "getAttribute",
  summary: "Get an attribute",
  description:
    "Reads one attribute by id, with every field, nulls included. Its `updated_at` is the revision to send as `expected_updated_at`.",
  request: { params: AttributeIdParam },
  responses: { 200: json(Attribute) },
});

export const update = createRoute({
  method: "patch",
  path: "/attributes/{id}",
  tags,
  operationId: "updateAttribute",
  summary: "Update an attribute",
  description:
    "Changes the given fields; omitted fields stay unchanged, and null clears a nullable one. With `expected_updated_at` the change " +
    "applies only at that revision, else 409 `stale_write` with `current_updated_at`. Fields an integration manages are 409 " +
    "`source_managed` unless `detach: true` is sent. A result that breaks a type rule is a 422.",
  request: { params: AttributeIdParam, body: body(AttributeUpdateInput) },
  responses: { 200: json(Attribute), ...errors(409) },
});

export const rename = createRoute({
  method: "post",
  path: "/attributes/{id}/rename",
  tags,
  operationId: "renameAttribute",
  summary: "Rename an attribute's key everywhere it is used",
  description:
    "Moves the attribute to `new_key` in one transaction: every schema column and table row answers under the new key at once. " +
    "`results` counts the schemas, tables and rows affected. 409 when the key exists (`duplicate_key`), when a schema using the " +
    "attribute has a helper column with that key (`column_key_conflict`), or when the attribute is source-managed. " +
    "Renaming to the current key succeeds and changes nothing.",
  request: { params: AttributeIdParam, body: body(RenameInput) },
  responses: { 200: json(RenameResponse), ...errors(409, 503) },
});
