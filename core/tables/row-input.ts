/**
 * Request data (keyed by column key) → stored data (keyed by colRef), each value coerced to its
 * column's type; 422 naming every unknown key and bad value. Apart from rows.ts because coercion
 * brings the HTML sanitizer (cheerio and its parser, ~200 KB): rows.ts loads this module only
 * for writes, so reading rows never parses it.
 */
import { coerceValue } from "../extract/values/coerce.js";
import { fieldErrors, type FieldError } from "../http/validation.js";
import type { Column } from "../schemas/schemas.js";
import { assertFits } from "../store/size.js";
import { colRef } from "./service.js";

/** Unknown keys and bad values are collected with `prefix` (e.g. `rows.3`). */
function toStoredData(input: Record<string, unknown>, byKey: Map<string, Column>, prefix: string, errors: FieldError[], unknown: Set<string>) {
  const data: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(input)) {
    const column = byKey.get(key);
    if (!column) {
      unknown.add(key);
      continue;
    }
    const result = coerceValue(raw, column);
    if (!result.ok) errors.push({ field: `${prefix}.${key}`, in: "body", message: result.reason });
    else data[colRef(column)] = result.value;
  }
  assertFits(data, prefix, "The row");
  return data;
}

function rejectInvalid(errors: FieldError[], unknown: Set<string>, columns: Column[]) {
  if (unknown.size) {
    const keys = [...unknown].sort();
    const e = fieldErrors(keys.map((k) => ({ field: k, in: "body", message: "not a column of this table" })), "unknown_keys", { unknown_keys: keys });
    e.message = `Unknown column key(s): ${keys.join(", ")}; the table's columns are ${columns.map((c) => c.key).join(", ")}`;
    throw e;
  }
  if (errors.length) throw fieldErrors(errors, "invalid_values");
}

/** POST /tables/{id}/rows: every row's stored data, or 422 and nothing to write. */
export function storedRows(rows: Record<string, unknown>[], columns: Column[]) {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const errors: FieldError[] = [];
  const unknown = new Set<string>();
  const data = rows.map((r, i) => toStoredData(r, byKey, `rows.${i}`, errors, unknown));
  rejectInvalid(errors, unknown, columns);
  return data;
}

/** PATCH of one row: the changed keys' stored data. */
export function storedChanges(input: Record<string, unknown>, columns: Column[]) {
  const errors: FieldError[] = [];
  const unknown = new Set<string>();
  const changes = toStoredData(input, new Map(columns.map((c) => [c.key, c])), "data", errors, unknown);
  rejectInvalid(errors, unknown, columns);
  return changes;
}

/** Bulk update: the one value every row gets in `column`. */
export function storedValue(value: unknown, column: Column) {
  const coerced = coerceValue(value, column);
  if (!coerced.ok) throw fieldErrors([{ field: "value", in: "body", message: coerced.reason }], "invalid_values");
  return coerced.value;
}
