/**
 * Request attributes (keyed by column key) → stored values (keyed by attribute id), checked by
 * the one rule for column values (core/schemas/column-values.ts): unknown keys (helper columns
 * included) are 422 `unknown_keys` listing them, a value its type refuses is 422 naming
 * `attributes.<key>`. Loaded only by writes: coercion brings the HTML sanitizer.
 */
import { coerceValues, ValueProblems } from "../schemas/column-values.js";
import { assertFits } from "../store/size.js";
import type { AttributeColumn } from "./columns.js";

/** attribute id → coerced value; null where the request clears it. */
export function storedValues(input: Record<string, unknown>, columns: AttributeColumn[], prefix = "attributes") {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const problems = new ValueProblems();
  const values = coerceValues(input, byKey, prefix, problems);
  problems.reject(columns, (keys) => `Unknown attribute key(s): ${keys} (helper columns are not product attributes)`);
  const stored = Object.fromEntries(Object.entries(values).map(([key, v]) => [byKey.get(key)!.attribute_id, v ?? null]));
  assertFits(stored, prefix, "The product's attributes");
  return stored;
}
