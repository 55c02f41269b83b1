import { nextRevision } from "../clock.js";
import { AppError } from "../errors.js";
import { AttributesService } from "./entity.js";
import { keyspaceGuard, keyspaceRevision } from "./keyspace.js";
import type { Attribute } from "./schemas.js";
import { conflict, get, toItem } from "./service.js";

const RETRIES = 5;

/**
 * What refers to the attribute, per kind of resource (the rename response's `results`), and the
 * schema, if any, where the new key is already a helper column's. Schemas and tables build on
 * attributes, so the composition root passes this in (core/tables/attribute-usage.ts).
 */
export type KeyUsage = (
  companyId: string,
  attributeId: string,
  newKey: string,
) => Promise<{ counts: Record<string, number>; clash: string | undefined }>;

/**
 * Renames an attribute's key. One transaction moves the attribute, its key-uniqueness item and
 * the company keyspace revision, so a reader sees the old key or the new one and never a mix;
 * every schema column, row and product refers to the attribute by id and follows at once.
 */
export async function renameAttribute(companyId: string, attributeId: string, newKey: string, usage: KeyUsage) {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const current = await get(companyId, attributeId);
    const result = (updated: Record<string, number>, attribute: Attribute) => ({
      success: true as const,
      partial: false as const,
      old_key: current.key,
      new_key: newKey,
      updated_count: Object.values(updated).reduce((a, b) => a + b, 0),
      error_count: 0 as const,
      attribute,
      results: Object.fromEntries(
        Object.entries(updated).map(([kind, n]) => [
          kind,
          { updated: n, errors: [] as never[], error_count: 0 as const, code: "ok" as const },
        ]),
      ),
    });
    if (newKey === current.key) return result({ schemas: 0, tables: 0, rows: 0 }, current);
    if (current.source_id) {
      throw conflict(
        current,
        "source_managed",
        `Attribute ${current.key} is managed by a source; detach it (PATCH with detach: true) before renaming`,
      );
    }

    const revision = await keyspaceRevision(companyId);
    const { counts, clash } = await usage(companyId, attributeId, newKey);
    if (clash) {
      throw conflict(current, "column_key_conflict", `Schema ${clash} already has a helper column ${newKey}; rename that column first`, {
        details: { schema_id: clash },
      });
    }
    const next: Attribute = { ...current, key: newKey, updated_at: nextRevision(current.updated_at) };
    const tx = await AttributesService.transaction
      .write(({ attribute, attributeKey, keyspace }) => [
        attribute
          .patch({ companyId, attributeId })
          .set({ doc: toItem(companyId, next).doc, key: newKey, updatedAt: next.updated_at })
          .where((a, op) => op.eq(a.updatedAt, current.updated_at))
          .commit(),
        attributeKey
          .delete({ companyId, key: current.key })
          .where((a, op) => op.eq(a.attributeId, attributeId))
          .commit(),
        attributeKey.create({ companyId, key: newKey, attributeId }).commit(),
        keyspace
          .upsert({ companyId, revision: revision + 1 })
          .where(keyspaceGuard(revision))
          .commit(),
      ])
      .go();
    if (!tx.canceled) return result(counts, next);
    if (tx.data[2]?.code === "ConditionalCheckFailed") {
      throw conflict(current, "duplicate_key", `An attribute with key ${newKey} already exists`);
    }
    // Anything else: the attribute or a schema changed under us; start again from a fresh read.
  }
  throw new AppError("service_unavailable", "The attribute is being changed concurrently; retry", {
    code: "concurrent_modification",
    retryable: true,
  });
}
