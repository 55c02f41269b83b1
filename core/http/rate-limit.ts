/**
 * Request-rate limits per API key and per company, held across Lambda instances by counters in
 * DynamoDB (docs/operations.md, "Rate limits"). A fixed one-second window per scope: each
 * process counts its own requests exactly and adds them to the window's shared counter item at
 * most every SYNC_MS, reading back what every instance has added. So one process is exact, and
 * instances together may overshoot a limit by what they admit between two syncs; the request
 * path never waits on DynamoDB for it. Counter items expire by TTL a minute later.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { nowMs } from "../clock.js";
import { dynamo, tableName } from "../store/client.js";
import { TTL_ATTRIBUTE } from "../store/table.js";

const WINDOW_MS = 1000;
const SYNC_MS = 100;

export interface LimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

interface Window {
  start: number;
  /** Everything the shared counter said the last time it answered (our synced hits included). */
  shared: number;
  /** Admitted here and not yet added to the shared counter. */
  unsynced: number;
  /** Admitted here and being added right now. */
  sending: number;
  syncing?: Promise<void>;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  /** Counts one request against `scope`, unless the window is full. */
  hit(scope: string, limit: number): LimitResult {
    const now = nowMs();
    const start = now - (now % WINDOW_MS);
    let w = this.windows.get(scope);
    if (!w || w.start !== start) {
      w = { start, shared: 0, unsynced: 0, sending: 0 };
      this.windows.set(scope, w);
      if (this.windows.size > 10_000) this.prune(start);
    }
    const used = w.shared + w.sending + w.unsynced;
    const resetSeconds = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
    if (used >= limit) return { allowed: false, limit, remaining: 0, resetSeconds };
    w.unsynced++;
    this.scheduleSync(scope, w);
    return { allowed: true, limit, remaining: limit - used - 1, resetSeconds };
  }

  /** Waits for pending syncs (tests, and a process about to stop). */
  async flush(): Promise<void> {
    await Promise.all([...this.windows.values()].map((w) => w.syncing));
  }

  private scheduleSync(scope: string, w: Window) {
    if (w.syncing) return;
    w.syncing = new Promise<void>((resolve) => setTimeout(resolve, SYNC_MS))
      .then(() => this.sync(scope, w))
      .catch(() => undefined) // a counter we could not reach limits nothing: this process still counts its own
      .finally(() => {
        w.syncing = undefined;
        if (w.unsynced) this.scheduleSync(scope, w);
      });
  }

  private async sync(scope: string, w: Window) {
    const sent = w.unsynced;
    if (!sent) return;
    w.unsynced -= sent;
    w.sending += sent;
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: `RATE#${scope}`, sk: String(w.start) },
          UpdateExpression: "ADD hits :n SET #ttl = :ttl",
          ExpressionAttributeNames: { "#ttl": TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ":n": sent, ":ttl": Math.floor(w.start / 1000) + 60 },
          ReturnValues: "UPDATED_NEW",
        }),
      );
      w.shared = Math.max(w.shared + sent, Number(Attributes?.hits ?? 0));
    } catch (err) {
      w.shared += sent; // still ours, counted here
      throw err;
    } finally {
      w.sending -= sent;
    }
  }

  private prune(current: number) {
    for (const [scope, w] of this.windows) if (w.start < current && !w.syncing) this.windows.delete(scope);
  }
}

const limiter = new RateLimiter();

/**
 * Counts an authenticated request against its company's and its key's limits (config:
 * RATE_LIMIT_COMPANY_PER_SECOND, RATE_LIMIT_KEY_PER_SECOND; 0 is no limit). Answers the
 * RateLimit-* headers of the tighter one, and whether the request may go on. The company is
 * asked first, so a request its company refuses does not count against its key.
 */
export function checkRateLimits(
  auth: { companyId: string; keyId: string },
  limits: { company: number; key: number },
): { result: LimitResult; scope: "company" | "key" } | undefined {
  let tightest: { result: LimitResult; scope: "company" | "key" } | undefined;
  for (const [scope, id, limit] of [
    ["company", auth.companyId, limits.company],
    ["key", auth.keyId, limits.key],
  ] as const) {
    if (!limit) continue;
    const result = limiter.hit(`${scope}#${id}`, limit);
    if (!tightest || !result.allowed || result.remaining < tightest.result.remaining) tightest = { result, scope };
    if (!result.allowed) break;
  }
  return tightest;
}
