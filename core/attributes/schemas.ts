import { z } from "@hono/zod-openapi";
import { listOf, PageQuery } from "../http/schemas.js";
import { formatOutputTypeFor, normalizeImageConfig, typeRuleErrors } from "./rules.js";

export const ATTRIBUTE_TYPES = [
  "text",
  "number",
  "url",
  "email",
  "date",
  "boolean",
  "richtext",
  "format",
  "enum",
  "tags",
  "image",
  "images",
  "file",
  "files",
  "json",
  "relation",
] as const;
const FORMAT_OUTPUT_TYPES = ["text", "number", "boolean", "json", "richtext", "file", "image"] as const;

const KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_/]*$/;
export const AttributeKey = z
  .string()
  .max(128, "key must be at most 128 characters")
  .regex(KEY_PATTERN, "key must start with a letter or digit and contain only letters, digits, _ and /")
  .openapi({ example: "net_weight" });

const AttributeType = z.enum(ATTRIBUTE_TYPES).openapi("AttributeType");
export const FormatOutputType = z.enum(FORMAT_OUTPUT_TYPES).openapi("FormatOutputType");

export const NumberConfig = z
  .strictObject({
    unit: z.string().min(1, "unit must be 1 to 64 characters").max(64, "unit must be 1 to 64 characters").optional(),
    unit_position: z.enum(["before", "after"]).optional(),
    format_style: z
      .enum([
        "dot_plain",
        "comma_plain",
        "dot_with_comma_grouping",
        "comma_with_dot_grouping",
        "dot_with_space_grouping",
        "comma_with_space_grouping",
      ])
      .optional(),
    file_export: z.enum(["raw", "formatted_text"]).optional(),
  })
  .openapi("NumberConfig");
export type NumberConfig = z.infer<typeof NumberConfig>;

const dimension = z.number().min(0);
export const ImageConfig = z
  .strictObject({
    format: z.enum(["original", "webp", "jpeg", "png"]).optional(),
    required_aspect_ratio: z
      .enum(["original", "1:1", "1:4", "1:8", "2:3", "3:2", "3:4", "4:1", "4:3", "4:5", "5:4", "8:1", "9:16", "16:9", "21:9"])
      .optional(),
    required_background_color: z.enum(["white", "black"]).optional(),
    max_size_mb: dimension.optional(),
    min_width: dimension.optional(),
    min_height: dimension.optional(),
    max_width: dimension.optional(),
    max_height: dimension.optional(),
  })
  .openapi("ImageConfig");
export type ImageConfig = z.infer<typeof ImageConfig>;

const FreeObject = z.record(z.string(), z.unknown());
const Choices = z
  .array(z.string().trim().min(1, "choices must not be empty").max(500))
  .max(5000)
  .refine((v) => new Set(v).size === v.length, "choices must be unique");

const Label = z.string().trim().min(1, "label must not be empty").max(500);

/** The optional fields AttributeInput and AttributeUpdateInput share, with the same rules. */
const settableFields = {
  format_output_type: FormatOutputType.nullable().optional(),
  enum_values: Choices.nullable().optional(),
  tags_values: Choices.nullable().optional(),
  allow_custom_values: z.boolean().optional(),
  boolean_config: FreeObject.nullable().optional(),
  number_config: NumberConfig.nullable().optional(),
  relation_config: FreeObject.nullable().optional(),
  description: z.string().max(10_000).nullable().optional(),
  validation: FreeObject.nullable().optional(),
  language: z.string().min(1).max(35).nullable().optional(),
  // null is accepted as "no requirements", like {}.
  image_config: ImageConfig.nullable().optional(),
  is_reviewed: z.boolean().optional(),
};

/** Every field of AttributeInput; create and upsert share it (spec 2.3). */
export const AttributeInput = z
  .strictObject({ key: AttributeKey, label: Label, type: AttributeType, ...settableFields })
  // Checked here too (not only in the service) so one response lists shape and type errors together.
  .superRefine((a, ctx) => {
    const asStored = {
      type: a.type,
      format_output_type: formatOutputTypeFor(a.type, a.format_output_type),
      number_config: a.number_config ?? null,
      image_config: normalizeImageConfig(a.image_config),
    };
    for (const e of typeRuleErrors(asStored)) ctx.addIssue({ code: "custom", path: [e.field], message: e.message });
  })
  .openapi("AttributeInput");
export type AttributeInput = z.infer<typeof AttributeInput>;

export const AttributeUpdateInput = z
  .strictObject({
    key: z.string().optional().openapi({ deprecated: true, description: "Accepted and ignored; use POST /attributes/{id}/rename" }),
    label: Label.optional(),
    ...settableFields,
    detach: z.boolean().optional(),
    expected_updated_at: z.iso.datetime({ message: "expected_updated_at must be an ISO 8601 date-time" }).optional(),
  })
  .openapi("AttributeUpdateInput");
export type AttributeUpdateInput = z.infer<typeof AttributeUpdateInput>;

/** The wire Attribute: closed, every field always present (spec 2.3). */
export const Attribute = z
  .strictObject({
    id: z.uuid(),
    key: z.string(),
    label: z.string(),
    type: AttributeType,
    format_output_type: FormatOutputType.nullable(),
    enum_values: z.array(z.string()).nullable(),
    tags_values: z.array(z.string()).nullable(),
    allow_custom_values: z.boolean(),
    boolean_config: FreeObject.nullable(),
    number_config: NumberConfig.nullable(),
    relation_config: FreeObject.nullable(),
    description: z.string().nullable(),
    validation: FreeObject.nullable(),
    language: z.string().nullable(),
    image_config: ImageConfig.nullable(),
    status: z.enum(["active", "archived"]),
    archived_at: z.iso.datetime().nullable(),
    is_reviewed: z.boolean(),
    source_id: z.uuid().nullable(),
    external_id: z.string().nullable(),
    source_synced_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .openapi("Attribute");
export type Attribute = z.infer<typeof Attribute>;

export const AttributeBulkInput = z
  .strictObject({
    attributes: z.array(AttributeInput).min(1, "attributes must hold 1 to 500 items").max(500, "attributes must hold 1 to 500 items"),
  })
  .openapi("AttributeBulkInput");
export const AttributeBulkResponse = z.object({ data: z.array(Attribute) }).openapi("AttributeBulkResponse");
export const AttributeListResponse = listOf(Attribute, "AttributeListResponse");

export const AttributeListQuery = PageQuery.extend({
  search: z.string().max(200).optional().openapi({ description: "Case-insensitive match on key and label" }),
  type: AttributeType.optional(),
  status: z.enum(["active", "archived"]).optional(),
});

export const RenameInput = z.strictObject({ new_key: AttributeKey }).openapi("AttributeRenameInput");
const RenameKindResult = z.object({
  updated: z.number().int().min(0),
  errors: z.array(z.unknown()).max(0).openapi({ description: "Always empty: a rename is atomic" }),
  error_count: z.literal(0),
  code: z.literal("ok"),
});
export const RenameResponse = z
  .object({
    success: z.literal(true),
    partial: z.literal(false),
    old_key: z.string(),
    new_key: z.string(),
    updated_count: z.number().int().min(0),
    error_count: z.literal(0),
    attribute: Attribute,
    results: z.record(z.string(), RenameKindResult),
  })
  .openapi("AttributeRenameResponse");

// Any string: an id that is malformed is simply one that does not exist (404), like another company's.
export const AttributeIdParam = z.object({ id: z.string().min(1).max(100) });
