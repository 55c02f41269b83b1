import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { TOMBSTONE_DAYS } from "./entity.js";
import {
  ChangesQuery,
  ChangesResponse,
  Product,
  ProductInput,
  ProductList,
  ProductListQuery,
  ProductParam,
  ProductUpdateInput,
} from "./schemas.js";

const tags = ["catalog"];

export const create = createRoute({
  method: "post",
  path: "/catalog/products",
  operationId: "createProduct",
  tags,
  summary: "Create a product",
  description:
    "Creates a catalog product on one of the company's schemas. `attributes` is keyed by the schema's attribute-backed " +
    "column keys (helper columns are not product attributes); each value is checked and coerced by its attribute's type, and " +
    "unknown keys are 422 `unknown_keys` listing them. `status` is `draft` (default) or `active`; `source` defaults to `manual`. " +
    "The product appears in `GET /catalog/changes` at once.",
  request: { body: body(ProductInput) },
  responses: { 201: json(Product, "Created"), ...errors(403, 409, 422, 503) },
});

export const list = createRoute({
  method: "get",
  path: "/catalog/products",
  operationId: "listProducts",
  tags,
  summary: "List products, newest first",
  description:
    "Lists the company's products by creation time, newest first, filtered by `status`, `schema_id` and `source`; `search` " +
    "matches the product id or any text value, case-insensitively. To mirror the catalog, follow `GET /catalog/changes` instead.",
  request: { query: ProductListQuery },
  responses: { 200: json(ProductList), ...errors(422) },
});

export const get = createRoute({
  method: "get",
  path: "/catalog/products/{id}",
  operationId: "getProduct",
  tags,
  summary: "Get a product",
  description: "Reads one product, with every attribute-backed column of its schema under the attribute's current key (null when unset).",
  request: { params: ProductParam },
  responses: { 200: json(Product), ...errors(404) },
});

export const update = createRoute({
  method: "patch",
  path: "/catalog/products/{id}",
  operationId: "updateProduct",
  tags,
  summary: "Change a product's attributes or status",
  description:
    "Merges `attributes` into the product (null clears a value) and moves `status`: draft → active; active → draft or archived; " +
    "archived → draft or active. Any other move is 409 `invalid_status_transition`. With `expected_updated_at`, a product " +
    "that changed since is 409 `stale_write` with `current_updated_at`. `schema_id` and `source` do not change.",
  request: { params: ProductParam, body: body(ProductUpdateInput) },
  responses: { 200: json(Product), ...errors(403, 404, 409, 422, 503) },
});

export const remove = createRoute({
  method: "delete",
  path: "/catalog/products/{id}",
  operationId: "deleteProduct",
  tags,
  summary: "Delete a product",
  description:
    "Deletes the product for good. `GET /catalog/changes` reports the deletion as a tombstone " +
    `\`{ id, schema_id, updated_at, deleted: true }\` for ${TOMBSTONE_DAYS} days.`,
  request: { params: ProductParam },
  responses: { 204: { description: "Deleted" }, ...errors(403, 404, 503) },
});

export const listChanges = createRoute({
  method: "get",
  path: "/catalog/changes",
  operationId: "listCatalogChanges",
  tags,
  summary: "Products changed after a time, oldest change first",
  description:
    "The feed a mirror syncs from (spec 4.12). Returns the latest state of every product changed after `since`, ordered by " +
    "`updated_at` ascending, `page_size` (1–200, default 100) at a time; follow `next_cursor` until it is null. Keep the " +
    "`sync_timestamp` of a cycle's first page and pass it as the next cycle's `since`: no change is ever missed, whatever " +
    "is written while you sync. Deleted products come as tombstones `{ id, schema_id, updated_at, deleted: true }`, kept " +
    `${TOMBSTONE_DAYS} days: a mirror last synced longer ago than that resyncs from an early \`since\`. Tombstones match ` +
    "every `status` filter. A cursor works only with the since and filters it was issued for (422 `invalid_cursor` otherwise).",
  request: { query: ChangesQuery },
  responses: { 200: json(ChangesResponse), ...errors(422) },
});
