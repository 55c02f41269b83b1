import { deleteObject, listObjects } from "../blob/client.js";
import { nowMs } from "../clock.js";
import { EXPORT_PREFIX, EXPORT_RETENTION_DAYS } from "../tables/export-objects.js";

/**
 * s3rver applies no lifecycle rules, so the local runtime plays the bucket's export rule itself
 * (stacks/StorageStack.ts): exports older than EXPORT_RETENTION_DAYS are deleted. Returns how many.
 */
export async function expireExports(prefix = EXPORT_PREFIX): Promise<number> {
  const cutoff = nowMs() - EXPORT_RETENTION_DAYS * 86_400_000;
  let removed = 0;
  for await (const o of listObjects(prefix)) {
    if (o.lastModified.getTime() > cutoff) continue;
    await deleteObject(o.key);
    removed++;
  }
  return removed;
}
