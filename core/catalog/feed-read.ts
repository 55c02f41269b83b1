/**
 * GET /catalog/changes (spec 4.12). One consistent read of the feed clock and the keyspace
 * revision, then consistent Queries of the company's feed partition after `since` (or after
 * the cursor's key), in sort-key order = `updated_at` order. Why no change is ever missed is in
 * docs/catalog.md; in short: `sync_timestamp` is the clock as read before the Query, every
 * change committed before that has a stamp ≤ it and is in the partition, and every later
 * commit is stamped after it, so it comes in this cycle's later pages or in the next cycle.
 *
 * The read path is lean on purpose (bench/changes.ts): the low-level client, projection of the
 * two fields used, and each snapshot parsed from its JSON once; column keys come from a
 * per-process cache keyed by the keyspace revision (core/catalog/columns.ts).
 */
import { type AttributeValue, BatchGetItemCommand, QueryCommand } from "@aws-sdk/client-dynamodb";
import { KeyspaceEntity } from "../attributes/entity.js";
import { nowIso } from "../clock.js";
import { dynamo, tableName } from "../store/client.js";
import { attributesOf, columnsAtRevision } from "./columns.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import { clockKey, type FeedDoc, feedPk, feedSkAfter } from "./entity.js";
import type { ChangesQuery } from "./schemas.js";

const EPOCH = "1970-01-01T00:00:00.000Z";
/** Queries one request may run to fill a filtered page before it answers with what it has. */
const MAX_QUERIES = 10;

const S = (v: string): AttributeValue => ({ S: v });

/** The clock (`last`, cursor secret) and the keyspace revision, in one strongly consistent read. */
async function readState(companyId: string) {
  const keyspace = KeyspaceEntity.get({ companyId }).params().Key as { pk: string; sk: string };
  const clock = clockKey(companyId);
  const res = await dynamo().send(
    new BatchGetItemCommand({
      RequestItems: {
        [tableName()]: {
          Keys: [clock, keyspace].map((k) => ({ pk: S(k.pk), sk: S(k.sk) })),
          ConsistentRead: true,
          ProjectionExpression: "sk, #last, secret, revision",
          ExpressionAttributeNames: { "#last": "last" },
        },
      },
    }),
  );
  const items = res.Responses?.[tableName()] ?? [];
  if (res.UnprocessedKeys && Object.keys(res.UnprocessedKeys).length) throw new Error("feed state read was throttled");
  const clockItem = items.find((i) => i.sk?.S === clock.sk);
  const keyspaceItem = items.find((i) => i.sk?.S === keyspace.sk);
  return {
    last: clockItem?.last?.S,
    secret: clockItem?.secret?.S,
    revision: Number(keyspaceItem?.revision?.N ?? 0),
  };
}

export async function changes(companyId: string, q: ChangesQuery) {
  const since = new Date(Date.parse(q.since)).toISOString();
  const filters: [string, string] = [q.schema_id ?? "", q.status ?? ""];
  const state = await readState(companyId);
  // The latest committed stamp, never later than this server's time (a later value would only
  // make the next cycle read the same entries again).
  const now = nowIso();
  let syncTimestamp = state.last ?? EPOCH;
  if (syncTimestamp > now) syncTimestamp = now;
  let after = feedSkAfter(since);
  if (q.cursor) after = decodeCursor(state.secret, q.cursor, { c: companyId, s: since, f: filters }).k;

  const names: Record<string, string> = { "#sk": "sk", "#doc": "doc" };
  const values: Record<string, AttributeValue> = { ":pk": S(feedPk(companyId)), ":after": S(after) };
  const filter: string[] = [];
  if (q.schema_id) {
    names["#schema"] = "schemaId";
    values[":schema"] = S(q.schema_id);
    filter.push("#schema = :schema");
  }
  if (q.status) {
    // A tombstone matches every status: a mirror of one status must still learn of deletions.
    names["#status"] = "status";
    names["#deleted"] = "deleted";
    values[":status"] = S(q.status);
    filter.push("(#status = :status OR attribute_exists(#deleted))");
  }
  const want = q.page_size;
  const docs: { sk: string; doc: string }[] = [];
  let start: Record<string, AttributeValue> | undefined;
  let queries = 0;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND #sk > :after",
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ProjectionExpression: "#sk, #doc",
        ...(filter.length ? { FilterExpression: filter.join(" AND ") } : {}),
        ConsistentRead: true,
        // One more than the page, so has_more is exact; a filtered read takes bigger bites.
        Limit: filter.length ? Math.max(200, 2 * (want + 1 - docs.length)) : want + 1 - docs.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) docs.push({ sk: item.sk.S!, doc: item.doc.S! });
    start = res.LastEvaluatedKey;
    queries++;
  } while (start && docs.length <= want && queries < MAX_QUERIES);

  let nextKey: string | undefined;
  if (docs.length > want) {
    docs.length = want;
    nextKey = docs[want - 1].sk;
  } else if (start) {
    // The bound was reached before the page filled: go on from where the reading stopped.
    nextKey = start.sk.S!;
  }

  const columnsOf = columnsAtRevision(companyId, state.revision);
  const products = [];
  for (const { doc } of docs) {
    const d = JSON.parse(doc) as FeedDoc;
    if ("deleted" in d) {
      products.push(d);
      continue;
    }
    products.push({
      id: d.id,
      schema_id: d.schema_id,
      source: d.source,
      status: d.status,
      attributes: attributesOf(d.values, await columnsOf(d.schema_id)),
      created_at: d.created_at,
      updated_at: d.updated_at,
    });
  }
  return {
    products,
    next_cursor: nextKey ? encodeCursor(state.secret!, { c: companyId, k: nextKey, s: since, f: filters }) : null,
    has_more: nextKey !== undefined,
    sync_timestamp: syncTimestamp,
  };
}
