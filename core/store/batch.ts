/**
 * Many items by key, in DynamoDB's batch calls: 100 keys a BatchGetItem, 25 deletes a
 * BatchWriteItem. What DynamoDB leaves unprocessed (throttling, size) is sent again after a
 * growing pause; after a few rounds the caller gets a retryable 503 rather than a tight loop.
 */
import { BatchGetCommand, BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { AppError } from "../errors.js";
import { dynamo, tableName } from "./client.js";

type Key = Record<string, unknown>;
const ROUNDS = 9;

async function untilProcessed<T>(what: string, first: T[], send: (batch: T[]) => Promise<T[]>): Promise<void> {
  let left = first;
  for (let round = 0; left.length; round++) {
    if (round === ROUNDS) throw new AppError("service_unavailable", `${what} could not be completed; retry`, { retryable: true });
    if (round) await new Promise((r) => setTimeout(r, 20 * 2 ** (round - 1)));
    left = await send(left);
  }
}

/** The items of these keys that exist (any order); `consistent` for strongly consistent reads. */
export async function getMany(keys: Key[], options: { consistent?: boolean } = {}): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    await untilProcessed("A batch read", keys.slice(i, i + 100), async (Keys) => {
      const res = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys, ConsistentRead: options.consistent ?? false } } }),
      );
      out.push(...(res.Responses?.[tableName()] ?? []));
      return (res.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    });
  }
  return out;
}

/** Deletes the items of these keys (absent ones included, as DeleteItem does). */
export async function deleteMany(keys: Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    await untilProcessed(
      "A batch delete",
      keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
      async (requests) => {
        const res = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        return (res.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      },
    );
  }
}
