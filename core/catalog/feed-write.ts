/**
 * The one way a product changes: every create, update, status move, delete and publish batch
 * goes through `commitProducts`, which stamps the change from the company's feed clock and
 * commits the clock, the product items and their feed entries in ONE transaction.
 *
 * The clock item holds `last`, the `updated_at` of the latest committed change. A write reads
 * it (consistently), stamps `max(now, last + 1 ms)` and conditions the clock's move on `last`
 * being unchanged, so of two writers that read the same `last` one commits and the other
 * retries with a fresh read. Commit order is therefore `updated_at` order, strictly increasing
 * per company (one batch shares one stamp; its entries are ordered by product id), which is
 * what the changes feed's guarantee rests on (docs/catalog.md).
 *
 * The same transaction records each change's product event in the outbox (core/catalog/outbox.ts),
 * so catalog webhooks hear of exactly the changes that committed.
 */
import { randomBytes } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { nextRevision } from "../clock.js";
import { AppError } from "../errors.js";
import { dynamo, tableName } from "../store/client.js";
import {
  clockKey,
  type FeedDoc,
  feedEntry,
  feedSk,
  feedPk,
  originKey,
  productItem,
  productKey,
  type StoredProduct,
  toDoc,
} from "./entity.js";
import { ensureSweep, eventItem, queueFanOut } from "./outbox.js";

/** One product's change: `next` without its stamp (create, update) and/or the `previous` it replaces (update, delete). */
export interface ProductWrite {
  next?: Omit<StoredProduct, "updatedAt">;
  previous?: StoredProduct;
}

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]["TransactItems"]>[number];

interface FeedClock {
  last: string;
  secret: string;
}

const ATTEMPTS = 12;

async function readClock(companyId: string): Promise<FeedClock | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: clockKey(companyId), ConsistentRead: true }));
  return Item as FeedClock | undefined;
}

function clockMove(companyId: string, read: FeedClock | undefined, stamp: string): TransactItem {
  const TableName = tableName();
  if (!read) {
    // The first write creates the clock, with the secret that signs this company's feed cursors.
    return {
      Put: {
        TableName,
        Item: { ...clockKey(companyId), entity: "feedclock", last: stamp, secret: randomBytes(32).toString("hex") },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    };
  }
  return {
    Update: {
      TableName,
      Key: clockKey(companyId),
      UpdateExpression: "SET #last = :stamp",
      ConditionExpression: "#last = :read",
      ExpressionAttributeNames: { "#last": "last" },
      ExpressionAttributeValues: { ":stamp": stamp, ":read": read.last },
    },
  };
}

/** A new product (createdAt "") is created at its first stamp, so created_at = updated_at. */
const stamped = (next: Omit<StoredProduct, "updatedAt">, stamp: string): StoredProduct => ({
  ...next,
  createdAt: next.createdAt || stamp,
  updatedAt: stamp,
});

/**
 * The transaction items of one product's change, stamped `stamp`: the product (put or delete),
 * its row claim, its feed entries and its outbox event. Batches count them (core/catalog/batch.ts).
 */
function itemsOf(companyId: string, w: ProductWrite, stamp: string): TransactItem[] {
  const TableName = tableName();
  const items: TransactItem[] = [];
  const prev = w.previous;
  const guard = prev
    ? {
        ConditionExpression: "#u = :prev",
        ExpressionAttributeNames: { "#u": "updatedAt" },
        ExpressionAttributeValues: { ":prev": prev.updatedAt },
      }
    : { ConditionExpression: "attribute_not_exists(pk)" };
  let doc: FeedDoc;
  if (w.next) {
    const next = stamped(w.next, stamp);
    items.push({ Put: { TableName, Item: productItem(companyId, next), ...guard } });
    doc = toDoc(next);
    // A published product claims its row: a second publish of the row finds it (core/catalog/publish.ts).
    if (next.origin && !prev) {
      items.push({
        Put: {
          TableName,
          Item: { ...originKey(companyId, next.origin), entity: "productorigin", productId: next.productId },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      });
    }
  } else {
    if (!prev) throw new Error("a product write needs next or previous");
    items.push({ Delete: { TableName, Key: productKey(companyId, prev.productId), ...guard } });
    if (prev.origin) items.push({ Delete: { TableName, Key: originKey(companyId, prev.origin) } });
    doc = { id: prev.productId, schema_id: prev.schemaId, updated_at: stamp, deleted: true };
  }
  // The product's previous entry goes, so the feed holds one entry per product: its latest state.
  if (prev) items.push({ Delete: { TableName, Key: { pk: feedPk(companyId), sk: feedSk(prev.updatedAt, prev.productId) } } });
  items.push({ Put: { TableName, Item: feedEntry(companyId, doc) } });
  const type = !w.next ? "product.deleted" : prev ? "product.updated" : "product.created";
  items.push({ Put: { TableName, Item: eventItem(companyId, type, doc) } });
  return items;
}

export type CommitResult =
  | { ok: true; updatedAt: string; products: StoredProduct[] }
  | { ok: false; failed: number[]; reasons: (string | undefined)[] };

/**
 * Commits `writes` (and `extra` items, e.g. a schema's refCount) with one stamp, in one
 * transaction with the clock. A product whose condition failed (it changed, or a create that
 * exists) is reported by its index in `failed`, nothing written; losing the clock to another
 * writer is retried with jitter, then 503 `feed_contention`, retryable.
 */
export function commitProducts(companyId: string, writes: ProductWrite[], extra: TransactItem[] = []): Promise<CommitResult> {
  return inTurn(companyId, () => commitOnce(companyId, writes, extra));
}

/**
 * Writers of one company in this process take turns: they would only collide on the clock item
 * and retry. Collisions then come only from other processes (Lambda instances), which retry.
 */
const turns = new Map<string, Promise<unknown>>();
function inTurn<T>(companyId: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(companyId) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => undefined);
  turns.set(companyId, settled);
  void settled.then(() => turns.get(companyId) === settled && turns.delete(companyId));
  return mine;
}

async function commitOnce(companyId: string, writes: ProductWrite[], extra: TransactItem[]): Promise<CommitResult> {
  await ensureSweep(companyId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const clock = await readClock(companyId);
    const stamp = nextRevision(clock?.last);
    const owners: number[] = [-1, ...extra.map(() => -1)];
    const items: TransactItem[] = [clockMove(companyId, clock, stamp), ...extra];
    writes.forEach((w, i) => {
      for (const item of itemsOf(companyId, w, stamp)) {
        items.push(item);
        owners.push(i);
      }
    });
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      await queueFanOut(companyId);
      return {
        ok: true,
        updatedAt: stamp,
        products: writes.flatMap((w) => (w.next ? [stamped(w.next, stamp)] : [])),
      };
    } catch (err) {
      const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if ((err as { name?: string }).name !== "TransactionCanceledException" || !reasons) throw err;
      const codes = reasons.map((r) => r.Code);
      const failed = [...new Set(codes.flatMap((c, i) => (c === "ConditionalCheckFailed" && owners[i] >= 0 ? [owners[i]] : [])))];
      const extraFailed = codes.slice(1, 1 + extra.length).some((c) => c === "ConditionalCheckFailed");
      if (failed.length || extraFailed) return { ok: false, failed, reasons: codes.slice(1, 1 + extra.length) };
      // The clock moved (another writer committed first) or a conflict: read again and restamp.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(400, 10 * 2 ** attempt)));
    }
  }
  throw new AppError("service_unavailable", "The catalog is being changed concurrently; retry", {
    code: "feed_contention",
    retryable: true,
  });
}
