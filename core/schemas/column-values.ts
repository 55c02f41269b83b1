/**
 * Values sent for columns (row data, enrich items), keyed by column key: each coerced to its
 * column's type (core/values/coerce.ts), or reported. One rule for every input: a key
 * that is not a column is listed in `details.unknown_keys`, a value that cannot be coerced is
 * named by its path; either is a 422 and nothing is written or charged.
 *
 * Coercion brings the HTML sanitizer (cheerio, ~200 KB), so callers on a read path import this
 * module only when they write.
 */
import { coerceValue } from "../values/coerce.js";
import { fieldErrors, type FieldError } from "../validation.js";
import type { Column } from "./schemas.js";

export class ValueProblems {
  readonly errors: FieldError[] = [];
  readonly unknown = new Set<string>();

  /** 422 for what was found: unknown keys first (listed), then bad values. */
  reject(columns: Column[], unknownMessage: (keys: string) => string) {
    if (this.unknown.size) {
      const keys = [...this.unknown].sort();
      const e = fieldErrors(
        this.errors.filter((f) => f.message === NOT_A_COLUMN),
        "unknown_keys",
        { unknown_keys: keys },
      );
      e.message = `${unknownMessage(keys.join(", "))}; the columns are ${columns.map((c) => c.key).join(", ")}`;
      throw e;
    }
    if (this.errors.length) throw fieldErrors(this.errors, "invalid_values");
  }
}

const NOT_A_COLUMN = "not a column";

/** `input`'s values coerced, still keyed by column key; problems named `${prefix}.${key}`. */
export function coerceValues(input: Record<string, unknown>, byKey: Map<string, Column>, prefix: string, problems: ValueProblems) {
  const values: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(input)) {
    const column = byKey.get(key);
    if (!column) {
      problems.unknown.add(key);
      problems.errors.push({ field: `${prefix}.${key}`, in: "body", message: NOT_A_COLUMN });
      continue;
    }
    const result = coerceValue(raw, column);
    if (!result.ok) problems.errors.push({ field: `${prefix}.${key}`, in: "body", message: result.reason });
    else values[key] = result.value;
  }
  return values;
}

/** One value for one column (bulk updates), or 422 naming `field`. */
export function coerceOne(value: unknown, column: Column, field: string) {
  const coerced = coerceValue(value, column);
  if (!coerced.ok) throw fieldErrors([{ field, in: "body", message: coerced.reason }], "invalid_values");
  return coerced.value;
}
