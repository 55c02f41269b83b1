import { z } from "@hono/zod-openapi";
import { ATTRIBUTE_TYPES, AttributeKey, FormatOutputType, ImageConfig, NumberConfig } from "../attributes/schemas.js";
import { listOf, PageQuery } from "../http/schemas.js";

const COLUMN_TYPES = [...ATTRIBUTE_TYPES, "runnable"] as const;
export const ColumnType = z.enum(COLUMN_TYPES).openapi("ColumnType");
export type ColumnType = z.infer<typeof ColumnType>;

/**
 * A column in a request. Attribute-backed: `attribute_id` (or `attribute_key`), optionally
 * `required`. Helper: `key`, `label`, `type` and its own settings. `kind` may be given to be
 * explicit; otherwise it follows from which fields are present.
 */
export const ColumnInput = z
  .strictObject({
    kind: z.enum(["attribute", "helper"]).optional(),
    attribute_id: z.string().optional(),
    attribute_key: z.string().optional(),
    key: AttributeKey.optional(),
    label: z.string().trim().min(1, "label must not be empty").max(500).optional(),
    type: ColumnType.optional(),
    required: z.boolean().optional(),
    description: z.string().max(10_000).nullable().optional(),
    enum_values: z.array(z.string().min(1)).max(5000).nullable().optional(),
    tags_values: z.array(z.string().min(1)).max(5000).nullable().optional(),
    prompt: z.string().max(10_000).nullable().optional().openapi({ description: "Helper columns: instructions for AI filling" }),
  })
  .superRefine((c, ctx) => {
    const isAttribute = c.kind === "attribute" || (c.kind === undefined && (c.attribute_id !== undefined || c.attribute_key !== undefined));
    if (isAttribute) {
      if ((c.attribute_id === undefined) === (c.attribute_key === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: ["attribute_id"],
          message: "an attribute column needs exactly one of attribute_id and attribute_key",
        });
      }
      for (const f of ["key", "label", "type", "enum_values", "tags_values", "prompt"] as const) {
        if (c[f] !== undefined) {
          ctx.addIssue({ code: "custom", path: [f], message: `${f} comes from the attribute; omit it on an attribute column` });
        }
      }
    } else {
      for (const f of ["key", "label", "type"] as const) {
        if (c[f] === undefined) ctx.addIssue({ code: "custom", path: [f], message: `a helper column needs ${f}` });
      }
    }
  })
  .openapi("ColumnInput");
export type ColumnInput = z.infer<typeof ColumnInput>;

/** A column as read (spec 2.4): attribute columns hydrated from the current attribute. */
export const Column = z
  .object({
    attribute_id: z.uuid().nullable(),
    kind: z.enum(["attribute", "helper"]),
    key: z.string(),
    label: z.string(),
    type: ColumnType,
    required: z.boolean(),
    description: z.string().nullable(),
    enum_values: z.array(z.string()).nullable(),
    tags_values: z.array(z.string()).nullable(),
    allow_custom_values: z.boolean(),
    format_output_type: FormatOutputType.nullable(),
    number_config: NumberConfig.nullable(),
    image_config: ImageConfig.nullable(),
    prompt: z.string().nullable(),
  })
  .loose()
  .openapi("Column");
export type Column = z.infer<typeof Column>;

const Columns = z.array(ColumnInput).min(1, "columns must hold 1 to 500 columns").max(500, "columns must hold 1 to 500 columns");

export const SchemaInput = z
  .strictObject({
    name: z.string().trim().min(1, "name must not be empty").max(200),
    description: z.string().max(5000).nullable().optional(),
    is_default: z.boolean().optional(),
    columns: Columns,
  })
  .openapi("SchemaInput");
export type SchemaInput = z.infer<typeof SchemaInput>;

export const SchemaUpdateInput = z
  .strictObject({
    name: z.string().trim().min(1, "name must not be empty").max(200).optional(),
    description: z.string().max(5000).nullable().optional(),
    is_default: z.boolean().optional(),
    columns: Columns.optional(),
    expected_updated_at: z.iso.datetime({ message: "expected_updated_at must be an ISO 8601 date-time" }).optional(),
  })
  .openapi("SchemaUpdateInput");
export type SchemaUpdateInput = z.infer<typeof SchemaUpdateInput>;

export const Schema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    is_default: z.boolean(),
    columns: z.array(Column),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi("Schema");
export type Schema = z.infer<typeof Schema>;

const SchemaSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    is_default: z.boolean(),
    columns_count: z.number().int(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi("SchemaSummary");

export const SchemaList = listOf(SchemaSummary, "SchemaList");
export const SchemaListQuery = PageQuery;

export const GenerateInput = z
  .strictObject({
    sample_data: z
      .string()
      .min(1, "sample_data must not be empty")
      .openapi({ description: "Raw text, CSV rows or other structured text; only the first 5,000 characters are used" }),
    name: z.string().trim().min(1).max(200).optional(),
  })
  .openapi("SchemaGenerateInput");

// Malformed ids are unknown ids: 404 like another company's.
export const SchemaIdParam = z.object({ id: z.string().min(1).max(100) });
