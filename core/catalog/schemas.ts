import { z } from "@hono/zod-openapi";
import { intParam, listOf, PageQuery } from "../http/schemas.js";
import { PRODUCT_SOURCES, PRODUCT_STATUSES } from "./entity.js";

const Status = z.enum(PRODUCT_STATUSES);
const Source = z.enum(PRODUCT_SOURCES);
const Attributes = z.record(z.string(), z.unknown()).openapi({
  description:
    "Values keyed by the schema's attribute-backed column keys (helper columns are not product attributes), " +
    "each checked and coerced by its attribute's type as row values are",
});

export const Product = z
  .object({
    id: z.string(),
    schema_id: z.string(),
    source: Source,
    status: Status,
    attributes: Attributes,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi("Product");
export type Product = z.infer<typeof Product>;

export const ProductInput = z
  .strictObject({
    schema_id: z.string().min(1).max(100),
    attributes: Attributes.optional(),
    status: z.enum(["draft", "active"], { message: "a new product is draft or active" }).optional().openapi({ default: "draft" }),
    source: Source.optional().openapi({ default: "manual" }),
  })
  .openapi("ProductInput");
export type ProductInput = z.infer<typeof ProductInput>;

export const ProductUpdateInput = z
  .strictObject({
    attributes: Attributes.optional().openapi({ description: "Merged into the product's values; null clears a value" }),
    status: Status.optional(),
    expected_updated_at: z.iso
      .datetime()
      .optional()
      .openapi({ description: "The product's updated_at as last read; if it moved on, 409 stale_write with current_updated_at" }),
  })
  .openapi("ProductUpdateInput");
export type ProductUpdateInput = z.infer<typeof ProductUpdateInput>;

export const ProductParam = z.object({ id: z.string().min(1).max(100) });

export const ProductListQuery = PageQuery.extend({
  search: z.string().max(200).optional().openapi({ description: "Case-insensitive text in the product id or any text value" }),
  status: Status.optional(),
  schema_id: z.string().max(100).optional(),
  source: Source.optional(),
});
export const ProductList = listOf(Product, "ProductList");

/** ISO 8601 date-time with a zone (Z or ±hh:mm), milliseconds optional. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

export const ChangesQuery = z.object({
  since: z
    .string({ message: "since is required: an ISO 8601 timestamp (the previous cycle's sync_timestamp)" })
    .refine((v) => ISO_TIME.test(v) && !Number.isNaN(Date.parse(v)), "since must be an ISO 8601 timestamp with a time zone")
    .openapi({
      description: "Only changes after this time; pass the first page's sync_timestamp of the previous cycle",
      example: "1970-01-01T00:00:00.000Z",
    }),
  page_size: intParam("page_size", 1, 200, 100),
  cursor: z.string().max(2000).optional().openapi({ description: "next_cursor of the previous page" }),
  schema_id: z.string().max(100).optional(),
  status: Status.optional().openapi({ description: "Products in this status; tombstones of deleted products match every status" }),
});
export type ChangesQuery = z.output<typeof ChangesQuery>;

export const Tombstone = z
  .object({ id: z.string(), schema_id: z.string(), updated_at: z.iso.datetime(), deleted: z.literal(true) })
  .openapi("ProductTombstone", { description: "A deleted product: remove it from the mirror" });

export const ChangesResponse = z
  .object({
    products: z.array(z.union([Product, Tombstone])).openapi({ description: "Oldest change first (updated_at ascending)" }),
    next_cursor: z.string().nullable(),
    has_more: z.boolean(),
    sync_timestamp: z.iso.datetime().openapi({ description: "Keep the first page's value as the next cycle's since" }),
  })
  .openapi("CatalogChanges");

/** A product event's `data` (core/catalog/fanout.ts): the Product, without attributes when it would not fit a webhook body. */
export const ProductEventData = Product.extend({
  attributes_omitted: z
    .literal(true)
    .optional()
    .openapi({ description: "Present when the attributes did not fit the body (350 KB): GET the product for them" }),
}).openapi("ProductWebhookData");
