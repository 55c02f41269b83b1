/**
 * Request data (keyed by column key) → stored data (keyed by colRef), checked by the shared rule
 * of core/schemas/column-values.ts. Apart from rows.ts because coercion brings the HTML
 * sanitizer: rows.ts loads this module only for writes, so reading rows never parses it.
 */
import { coerceOne, coerceValues, ValueProblems } from "../schemas/column-values.js";
import type { Column } from "../schemas/schemas.js";
import { assertFits } from "../store/size.js";
import { colRef } from "./service.js";

function toStoredData(input: Record<string, unknown>, byKey: Map<string, Column>, prefix: string, problems: ValueProblems) {
  const values = coerceValues(input, byKey, prefix, problems);
  const data = Object.fromEntries(Object.entries(values).map(([key, v]) => [colRef(byKey.get(key)!), v]));
  assertFits(data, prefix, "The row");
  return data;
}

const unknownColumns = (keys: string) => `Unknown column key(s): ${keys}`;

/** POST /tables/{id}/rows: every row's stored data, or 422 and nothing to write. */
export function storedRows(rows: Record<string, unknown>[], columns: Column[]) {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const problems = new ValueProblems();
  const data = rows.map((r, i) => toStoredData(r, byKey, `rows.${i}`, problems));
  problems.reject(columns, unknownColumns);
  return data;
}

/** PATCH of one row: the changed keys' stored data (null clears). */
export function storedChanges(input: Record<string, unknown>, columns: Column[]) {
  const problems = new ValueProblems();
  const changes = toStoredData(input, new Map(columns.map((c) => [c.key, c])), "data", problems);
  problems.reject(columns, unknownColumns);
  return changes;
}

/** Bulk update: the one value every row gets in `column`. */
export const storedValue = (value: unknown, column: Column) => coerceOne(value, column, "value");
