import { nowMs } from "../clock.js";

/**
 * A small in-process cache with a time to live and a size bound, for items read on every
 * request (verified API keys, companies), so the hot path costs no DynamoDB read. A change made
 * in this process evicts at once; other processes (Lambda instances) notice within the TTL.
 * Callers cache only items that exist, so random ids cannot fill it.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(id: string): V | undefined {
    const hit = this.entries.get(id);
    if (!hit) return undefined;
    if (hit.expires <= nowMs()) {
      this.entries.delete(id);
      return undefined;
    }
    return hit.value;
  }

  set(id: string, value: V): void {
    if (this.ttlMs <= 0) return;
    // Maps iterate in insertion order: dropping the first entry drops the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { value, expires: nowMs() + this.ttlMs });
  }

  delete(id: string): void {
    this.entries.delete(id);
  }
}
