import type { StoredColumn } from "./columns.js";

/**
 * The default product schema of spec 4.1: what search and enrich use when a request names
 * neither `schema_id` nor `columns`. Every company has it without storing it; it reads as
 * `GET /schemas/default_product` and cannot be changed or deleted.
 */
export const DEFAULT_PRODUCT_SCHEMA_ID = "default_product";

const helper = (
  key: string,
  label: string,
  type: Extract<StoredColumn, { kind: "helper" }>["type"],
  description: string,
): StoredColumn => ({
  kind: "helper",
  key,
  label,
  type,
  required: key === "name",
  description,
  enum_values: null,
  tags_values: null,
  prompt: null,
});

export const DEFAULT_PRODUCT_COLUMNS: StoredColumn[] = [
  helper("name", "Name", "text", "Product name as sold"),
  helper("brand", "Brand", "text", "Brand or manufacturer"),
  helper("price", "Price", "number", "Current price as a number, without currency"),
  helper("description", "Description", "text", "Short product description"),
  helper("category", "Category", "text", "Product category"),
  helper("image_url", "Image URL", "image", "Main product image"),
  helper("url", "URL", "url", "Product page"),
  helper("features", "Features", "tags", "Key features"),
];

/** Fixed timestamps: the schema is part of the service, not of any company's history. */
export const DEFAULT_PRODUCT_SCHEMA = {
  companyId: "",
  schemaId: DEFAULT_PRODUCT_SCHEMA_ID,
  name: "Default product schema",
  description: "Used by search and enrich when neither schema_id nor columns is given",
  columns: DEFAULT_PRODUCT_COLUMNS,
  refCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
