import { SchemaEntity } from "../schemas/entity.js";
import type { StoredColumn } from "../schemas/columns.js";
import { TableEntity } from "./entity.js";

/** What referenced the attribute's key, per kind of resource (the rename response's `results`). */
export async function attributeUsage(companyId: string, attributeId: string, newKey: string) {
  const { data } = await SchemaEntity.query.byCompany({ companyId }).go({ pages: "all" });
  const schemas = data.filter((s) => (s.columns as StoredColumn[]).some((c) => c.kind === "attribute" && c.attribute_id === attributeId));
  // A helper column already holding the new key would leave that schema with two columns of one key.
  const clash = schemas.find((s) => (s.columns as StoredColumn[]).some((c) => c.kind === "helper" && c.key === newKey));
  // Rows (and, as it lands, catalog products) store values by attribute id (docs/data-model.md),
  // so they answer under the new key with no rewrite; they are counted for the response.
  const ids = new Set(schemas.map((s) => s.schemaId));
  const tables = ids.size
    ? (await TableEntity.query.newest({ companyId }).go({ pages: "all" })).data.filter((t) => ids.has(t.schemaId))
    : [];
  return {
    counts: { schemas: schemas.length, tables: tables.length, rows: tables.reduce((n, t) => n + t.totalRows, 0) },
    clash: clash?.schemaId,
  };
}
