import { type MappableColumn, mapFields } from "./mapping.js";
import type { SourceRecord } from "./records.js";
import { type CoercibleColumn, coerceValue } from "../values/coerce.js";

/** What mapping needs of a column: its key, label and type (a schema column is one). */
type Column = MappableColumn & CoercibleColumn;

/**
 * Source records → rows keyed by column key: fields are matched to columns once for the whole
 * document (by key, label, synonyms and value shape), then each value is coerced to its column's
 * type. A value that cannot be coerced is left empty rather than stored wrong; a record with
 * nothing recognisable is dropped.
 */
export function mapRecords(records: SourceRecord[], columns: Column[], baseUrl?: string): Record<string, unknown>[] {
  return applyMapping(records, fieldMapping(records, columns), columns, baseUrl);
}

/** Which source field feeds which column (key), judged from the fields' names and first values. */
export function fieldMapping(records: SourceRecord[], columns: Column[]): [source: string, key: string][] {
  const sourceKeys: string[] = [];
  const samples: Record<string, unknown[]> = {};
  for (const r of records.slice(0, 200)) {
    for (const [k, v] of Object.entries(r)) {
      if (!(k in samples)) {
        sourceKeys.push(k);
        samples[k] = [];
      }
      if (samples[k].length < 20) samples[k].push(v);
    }
  }
  for (const r of records) for (const k of Object.keys(r)) if (!(k in samples)) sourceKeys.push(k), (samples[k] = []);
  return [...mapFields(sourceKeys, columns, samples)];
}

/**
 * Records → rows with a given mapping. The slices of one big file share the mapping judged
 * from its first slice, so every row of the file is mapped the same way.
 */
export function applyMapping(
  records: SourceRecord[],
  mapping: Iterable<[string, string]>,
  columns: Column[],
  baseUrl?: string,
): Record<string, unknown>[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const pairs = [...mapping];
  const rows: Record<string, unknown>[] = [];
  for (const record of records) {
    const row: Record<string, unknown> = {};
    for (const [source, key] of pairs) {
      const column = byKey.get(key);
      if (!column || !(source in record)) continue;
      const result = coerceValue(record[source], column, { baseUrl });
      if (result.ok && result.value !== null && result.value !== undefined) row[key] = result.value;
    }
    if (Object.keys(row).length) rows.push(row);
  }
  return rows;
}
