import type { Attribute } from "../attributes/schemas.js";
import type { FieldError } from "../validation.js";
import type { Column, ColumnInput, ColumnType } from "./schemas.js";

/** How a column is stored: a reference to an attribute, or a helper's own definition. */
export type StoredColumn =
  | { kind: "attribute"; attribute_id: string; required: boolean }
  | {
      kind: "helper";
      key: string;
      label: string;
      type: ColumnType;
      required: boolean;
      description: string | null;
      enum_values: string[] | null;
      tags_values: string[] | null;
      prompt: string | null;
    };

/**
 * Request columns → stored columns, checked against the company's attributes (`byId`, `byKey`):
 * references must exist, and column keys (an attribute column's key is its attribute's) must
 * be unique within the schema. Errors name `columns.<index>.<field>`.
 */
export function resolveColumns(
  inputs: ColumnInput[],
  attrs: { byId: Map<string, Attribute>; byKey: Map<string, Attribute> },
): { columns: StoredColumn[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const keys = new Map<string, number>();
  const columns = inputs.map((c, i): StoredColumn => {
    const at = (field: string, message: string) => errors.push({ field: `columns.${i}.${field}`, in: "body", message });
    let stored: StoredColumn;
    let key: string;
    if (c.kind === "attribute" || c.attribute_id !== undefined || c.attribute_key !== undefined) {
      const attribute = c.attribute_id !== undefined ? attrs.byId.get(c.attribute_id) : attrs.byKey.get(c.attribute_key!);
      if (!attribute) {
        const field = c.attribute_id !== undefined ? "attribute_id" : "attribute_key";
        at(field, `no attribute ${c.attribute_id ?? c.attribute_key} exists in this company`);
      }
      stored = {
        kind: "attribute",
        attribute_id: attribute?.id ?? String(c.attribute_id ?? c.attribute_key),
        required: c.required ?? false,
      };
      key = attribute?.key ?? "";
    } else {
      stored = {
        kind: "helper",
        key: c.key!,
        label: c.label!,
        type: c.type!,
        required: c.required ?? false,
        description: c.description ?? null,
        enum_values: c.enum_values ?? null,
        tags_values: c.tags_values ?? null,
        prompt: c.prompt ?? null,
      };
      key = c.key!;
    }
    if (key) {
      const first = keys.get(key);
      if (first !== undefined) at(stored.kind === "helper" ? "key" : "attribute_id", `column key ${key} repeats column ${first}`);
      else keys.set(key, i);
    }
    return stored;
  });
  return { columns, errors };
}

/** Stored columns as read: attribute columns take the attribute's current definition. */
export function hydrate(columns: StoredColumn[], byId: Map<string, Attribute>): Column[] {
  return columns.map((c) => {
    if (c.kind === "helper") {
      return {
        attribute_id: null,
        kind: "helper",
        key: c.key,
        label: c.label,
        type: c.type,
        required: c.required,
        description: c.description,
        enum_values: c.enum_values,
        tags_values: c.tags_values,
        allow_custom_values: true,
        format_output_type: null,
        number_config: null,
        image_config: null,
        prompt: c.prompt,
      };
    }
    const a = byId.get(c.attribute_id);
    // Attributes cannot be deleted through the API, so a reference always resolves; if one
    // ever does not, the column still answers under its id rather than failing the read.
    return {
      attribute_id: c.attribute_id,
      kind: "attribute",
      key: a?.key ?? c.attribute_id,
      label: a?.label ?? c.attribute_id,
      type: a?.type ?? "text",
      required: c.required,
      description: a?.description ?? null,
      enum_values: a?.enum_values ?? null,
      tags_values: a?.tags_values ?? null,
      allow_custom_values: a?.allow_custom_values ?? true,
      format_output_type: a?.format_output_type ?? null,
      number_config: a?.number_config ?? null,
      image_config: a?.image_config ?? null,
      prompt: null,
    };
  });
}

export const attributeIdsOf = (columns: StoredColumn[]) => columns.flatMap((c) => (c.kind === "attribute" ? [c.attribute_id] : []));
