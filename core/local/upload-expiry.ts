/**
 * s3rver has no lifecycle rules, so the local runtime applies the bucket's one for abandoned
 * uploads itself (stacks/StorageStack.ts declares it for AWS; both read core/files/keys.ts):
 * objects under the pending-uploads prefix written `expiryDays` or more ago are deleted. S3
 * expires them at the first midnight UTC after that age; locally they go at the next sweep.
 */
import { deleteObject, listObjects } from "../blob/client.js";
import { nowMs } from "../clock.js";
import { PENDING_UPLOADS } from "../files/keys.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often `npm start` sweeps; the age is counted in days, so hourly is precise enough. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the expired pending uploads as of `now`; returns how many. */
export async function sweepAbandonedUploads(now = nowMs()): Promise<number> {
  const cutoff = now - PENDING_UPLOADS.expiryDays * DAY_MS;
  let deleted = 0;
  for await (const o of listObjects(PENDING_UPLOADS.prefix)) {
    if (o.lastModified.getTime() > cutoff) continue;
    await deleteObject(o.key);
    deleted++;
  }
  return deleted;
}
