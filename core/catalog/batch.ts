/**
 * Many products in few transactions: the batch write path of publishing (and of seeding). Each
 * transaction is one feed-clock stamp for up to 32 products (DynamoDB's 100 items: the clock,
 * the schema's use count, and per product its item, its feed entry, its outbox event and, for an
 * update, the old entry's delete or, for a published row, the row's claim: 3 or 4 items, so 32
 * new products or 24 updates), and at most ~3.5 MB. Products of one transaction share one
 * `updated_at`; the feed orders them by product id.
 */
import { commitProducts, type ProductWrite } from "./feed-write.js";
import { schemaHold } from "./service.js";

const MAX_ITEMS = 100;
const MAX_BYTES = 3_500_000;

/** Items of one product's change, as core/catalog/feed-write.ts `itemsOf` writes them. */
function itemsOf(w: ProductWrite): number {
  let n = 3; // the product (put or delete), its new feed entry, its event
  if (w.previous) n++; // its old feed entry deleted
  if (w.next?.origin && !w.previous) n++; // the row claimed
  if (!w.next && w.previous?.origin) n++; // the row released
  return n;
}
/** The values are written three times: the product, its feed entry's snapshot and its event's. */
const bytesOf = (w: ProductWrite) => 3 * Buffer.byteLength(JSON.stringify(w.next?.values ?? {})) + 1_500;

/** Commits `writes` (all on `schemaId`) in as few transactions as fit; returns the indexes whose condition failed. */
export async function commitBatch(companyId: string, schemaId: string, writes: ProductWrite[]): Promise<{ failed: number[] }> {
  const failed: number[] = [];
  let start = 0;
  while (start < writes.length) {
    let end = start;
    let items = 2;
    let bytes = 0;
    while (end < writes.length && items + itemsOf(writes[end]) <= MAX_ITEMS && bytes + bytesOf(writes[end]) <= MAX_BYTES) {
      items += itemsOf(writes[end]);
      bytes += bytesOf(writes[end]);
      end++;
    }
    let chunk = writes.slice(start, end).map((w, i) => ({ w, i: start + i }));
    // A product whose condition failed (changed or claimed meanwhile) is reported and the rest retried.
    while (chunk.length) {
      const created = chunk.filter(({ w }) => !w.previous).length;
      const deleted = chunk.filter(({ w }) => !w.next).length;
      const holds = created - deleted ? [schemaHold(companyId, schemaId, created - deleted)] : [];
      const result = await commitProducts(
        companyId,
        chunk.map(({ w }) => w),
        holds,
      );
      if (result.ok) break;
      if (!result.failed.length) throw new Error(`schema ${schemaId} is gone`);
      const bad = new Set(result.failed);
      failed.push(...chunk.filter((_, j) => bad.has(j)).map(({ i }) => i));
      chunk = chunk.filter((_, j) => !bad.has(j));
    }
    start = end;
  }
  return { failed };
}
