/**
 * A product's attributes are its schema's attribute-backed columns. Values are stored by
 * attribute id and answered under each attribute's current key, so a rename shows in every
 * product at once with no rewrite, exactly as rows do (docs/data-model.md, "Attribute rename").
 */
import { AppError } from "../errors.js";
import type { Column } from "../schemas/schemas.js";
import * as schemas from "../schemas/service.js";
import type { StoredProduct } from "./entity.js";
import type { Product } from "./schemas.js";

export type AttributeColumn = Column & { attribute_id: string };

/** The schema's attribute-backed columns as read now (helper columns are not product attributes). */
export async function attributeColumns(companyId: string, schemaId: string): Promise<AttributeColumn[]> {
  return (await schemas.columns(companyId, schemaId)).filter((c): c is AttributeColumn => c.kind === "attribute" && !!c.attribute_id);
}

/** Every attribute-backed column's key, null where the product has no value (as a row's `data`). */
export const attributesOf = (values: Record<string, unknown>, columns: Pick<AttributeColumn, "attribute_id" | "key">[]) => {
  const out: Record<string, unknown> = {};
  for (const c of columns) out[c.key] = values[c.attribute_id] ?? null;
  return out;
};

export const toProduct = (p: StoredProduct, columns: Pick<AttributeColumn, "attribute_id" | "key">[]): Product => ({
  id: p.productId,
  schema_id: p.schemaId,
  source: p.source,
  status: p.status,
  attributes: attributesOf(p.values, columns),
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

type Keys = Pick<AttributeColumn, "attribute_id" | "key">[];
const cache = new Map<string, { revision: number; bySchema: Map<string, Promise<Keys>> }>();

/**
 * Columns per schema for the feed, kept in the process while the company's keyspace revision
 * stays: every write that can change a schema's column keys (schema create or column update,
 * attribute rename) bumps that revision (docs/data-model.md), so a page of 200 products costs
 * no schema or attribute read once warm.
 */
export function columnsAtRevision(companyId: string, revision: number) {
  let entry = cache.get(companyId);
  if (!entry || entry.revision !== revision) {
    entry = { revision, bySchema: new Map() };
    if (cache.size > 1000) cache.delete(cache.keys().next().value!);
    cache.set(companyId, entry);
  }
  const bySchema = entry.bySchema;
  return (schemaId: string): Promise<Keys> => {
    let found = bySchema.get(schemaId);
    if (!found) {
      found = attributeColumns(companyId, schemaId).then(
        (cs) => cs.map((c) => ({ attribute_id: c.attribute_id, key: c.key })),
        // A schema deleted after its last product's entry was read: that entry is superseded by a tombstone.
        (err) => {
          if (err instanceof AppError && err.type === "not_found") return [];
          throw err;
        },
      );
      found.catch(() => bySchema.delete(schemaId));
      bySchema.set(schemaId, found);
    }
    return found;
  };
}
