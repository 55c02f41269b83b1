/**
 * The bucket's lifecycle rules (core/blob/lifecycle.ts) played locally: s3rver has none, so
 * `npm start` deletes expired objects at start-up and hourly (ages count in days).
 */
import { deleteObject, listObjects } from "../blob/client.js";
import { EXPIRING } from "../blob/lifecycle.js";
import { nowMs } from "../clock.js";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes every object past its rule's age as of `now`; returns how many. `under` narrows the
 * sweep to keys under that prefix (a test that must not touch other tests' objects).
 */
export async function expireObjects({ now = nowMs(), under = "" }: { now?: number; under?: string } = {}): Promise<number> {
  let deleted = 0;
  for (const rule of Object.values(EXPIRING)) {
    if (!(under.startsWith(rule.prefix) || rule.prefix.startsWith(under))) continue;
    const cutoff = now - rule.days * DAY_MS;
    for await (const o of listObjects(under.startsWith(rule.prefix) ? under : rule.prefix)) {
      if (o.lastModified.getTime() > cutoff) continue;
      await deleteObject(o.key);
      deleted++;
    }
  }
  return deleted;
}
