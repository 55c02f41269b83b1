import { KeyspaceEntity } from "./entity.js";

/** The company's current keyspace revision (0 before the first schema or rename). */
export async function keyspaceRevision(companyId: string): Promise<number> {
  const { data } = await KeyspaceEntity.get({ companyId }).go({ consistent: true });
  return data?.revision ?? 0;
}

type Guard = Parameters<ReturnType<typeof KeyspaceEntity.upsert>["where"]>[0];

/**
 * The condition for moving the keyspace from `read` to `read + 1` inside a transaction
 * (`keyspace.upsert({ companyId, revision: read + 1 }).where(keyspaceGuard(read))`): it fails,
 * cancelling the transaction, if anyone moved it first.
 */
export const keyspaceGuard =
  (read: number): Guard =>
  (a, op) =>
    read === 0 ? `${op.notExists(a.revision)} OR ${op.eq(a.revision, 0)}` : op.eq(a.revision, read);
