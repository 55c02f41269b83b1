import type { FieldError } from "../validation.js";
import type { Attribute } from "./schemas.js";

/**
 * Rules that tie fields to the attribute's type (spec 2.3). They are checked on the attribute
 * as it would be stored, so create, upsert and PATCH (where the type comes from the stored
 * attribute) share one definition.
 */
export function typeRuleErrors(a: Pick<Attribute, "type" | "format_output_type" | "number_config" | "image_config">): FieldError[] {
  const errors: FieldError[] = [];
  if (a.type !== "format" && a.format_output_type !== null) {
    errors.push({
      field: "format_output_type",
      in: "body",
      message: `format_output_type is only valid for format attributes, not ${a.type}`,
    });
  }
  const numeric = a.type === "number" || (a.type === "format" && a.format_output_type === "number");
  if (a.number_config !== null && !numeric) {
    errors.push({
      field: "number_config",
      in: "body",
      message: "number_config is only valid for number attributes and format attributes whose format_output_type is number",
    });
  }
  if (a.image_config !== null && a.type !== "image" && a.type !== "images") {
    errors.push({
      field: "image_config",
      in: "body",
      message: `image_config is only valid for image and images attributes, not ${a.type}`,
    });
  }
  return errors;
}

/** format_output_type as stored: `text` when a format attribute names none; null otherwise (spec 2.3). */
export const formatOutputTypeFor = (type: Attribute["type"], given: Attribute["format_output_type"] | undefined) =>
  type === "format" ? (given ?? "text") : (given ?? null);

/** Stored NumberConfig with the spec's defaults filled in, so responses are explicit. */
export const withNumberDefaults = (c: NonNullable<Attribute["number_config"]>) => ({
  ...c,
  unit_position: c.unit_position ?? "after",
  file_export: c.file_export ?? "raw",
});

/** `{}` clears the canonical requirements: stored and answered as null. */
export const normalizeImageConfig = (c: Attribute["image_config"] | undefined) => (c && Object.keys(c).length > 0 ? c : null);

/** The relation's kind (`relation_config.kind`), which may never change once created. */
export const relationKind = (c: Attribute["relation_config"]): unknown => c?.kind ?? null;

/**
 * What an integration owns on a source-managed attribute (source_id set): editing any of these
 * needs `detach: true`. Review state, custom-value permission, language and image requirements
 * stay the company's own.
 */
export const SOURCE_OWNED = [
  "label",
  "description",
  "format_output_type",
  "enum_values",
  "tags_values",
  "boolean_config",
  "number_config",
  "relation_config",
  "validation",
] as const;
