/**
 * `Idempotency-Key` on POST requests (docs/operations.md, "Idempotency"). The first request
 * with a key claims it in DynamoDB, runs, and stores its answer for 24 hours; a retry with the
 * same key and the same request gets that answer again with `Idempotent-Replayed: true` and does
 * nothing; the same key with another request is 422 `idempotency_key_reused`; a retry while the
 * first is still running is 409 `idempotency_in_progress` (retryable). Keys are scoped to the
 * company and the API key that sent them. Only a successful answer (below 400) is kept: a request
 * that was refused (validation, credits, a conflict, a rate limit) or failed did nothing, so its
 * retry runs again. An answer too large for an item (over 300 KB) is not kept either.
 */
import { createHash } from "node:crypto";
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { createMiddleware } from "hono/factory";
import { nowMs } from "../clock.js";
import { AppError } from "../errors.js";
import { dynamo, tableName } from "../store/client.js";
import { isConditionFailure } from "../store/errors.js";
import { TTL_ATTRIBUTE } from "../store/table.js";
import type { AppEnv } from "./env.js";

const KEEP_SECONDS = 24 * 60 * 60;
/** A claim older than this belongs to a request whose process died (the API function gives up after 29 s). */
const LOCK_MS = 60_000;
const MAX_STORED_BODY = 300 * 1024;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ["content-type", "location"];

interface Stored {
  fingerprint: string;
  state: "running" | "done";
  lockedUntil: number;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** What makes two requests the same: method, path, query and body (a multipart body without its random boundary). */
async function fingerprintOf(req: Request): Promise<string> {
  const url = new URL(req.url);
  const bytes = new Uint8Array(await req.clone().arrayBuffer());
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers.get("content-type") ?? "");
  const body = boundary
    ? Buffer.from(bytes)
        .toString("latin1")
        .replaceAll(boundary[1] ?? boundary[2], "")
    : bytes;
  return sha256(`${req.method} ${url.pathname}${url.search}\n${sha256(body)}`);
}

export const idempotency = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || key === undefined || !c.get("auth")) return next();
    if (!KEY_SHAPE.test(key)) {
      throw new AppError("invalid_request", "Idempotency-Key must be 1 to 255 printable ASCII characters without spaces", {
        code: "invalid_idempotency_key",
      });
    }
    const { companyId, keyId } = c.var.auth;
    const id = { pk: `IDEM#${companyId}`, sk: `${keyId}#${sha256(key)}` };
    const fingerprint = await fingerprintOf(c.req.raw);

    const claimed = await claim(id, fingerprint);
    if (claimed !== true) {
      if (claimed.fingerprint !== fingerprint) {
        throw new AppError(
          "validation_error",
          "This Idempotency-Key was used with a different request in the last 24 hours; use a new key for a new request",
          { code: "idempotency_key_reused" },
        );
      }
      if (claimed.state === "running") {
        throw new AppError("conflict", "A request with this Idempotency-Key is still running; retry when it has finished", {
          code: "idempotency_in_progress",
          retryable: true,
        });
      }
      c.header("idempotent-replayed", "true");
      const body = claimed.status === 204 ? null : (claimed.body ?? "");
      return c.body(body as string, claimed.status as never, claimed.headers);
    }

    try {
      await next();
    } catch (err) {
      await release(id);
      throw err;
    }
    await keep(id, c.res);
  });

/** Claims the key for this request (true), or answers the record that holds it. */
async function claim(id: { pk: string; sk: string }, fingerprint: string): Promise<true | Stored> {
  for (let attempt = 0; ; attempt++) {
    const now = nowMs();
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...id,
            fingerprint,
            state: "running",
            lockedUntil: now + LOCK_MS,
            [TTL_ATTRIBUTE]: Math.floor(now / 1000) + KEEP_SECONDS,
          },
          // Free, expired (TTL deletes lazily), or claimed by a request that died.
          ConditionExpression:
            "attribute_not_exists(pk) OR #ttl < :nowSeconds OR (#state = :running AND lockedUntil < :now AND fingerprint = :fp)",
          ExpressionAttributeNames: { "#ttl": TTL_ATTRIBUTE, "#state": "state" },
          ExpressionAttributeValues: { ":nowSeconds": Math.floor(now / 1000), ":running": "running", ":now": now, ":fp": fingerprint },
        }),
      );
      return true;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: id, ConsistentRead: true }));
    if (Item) return Item as Stored;
    if (attempt >= 2)
      throw new AppError("conflict", "The Idempotency-Key is in use; retry", { code: "idempotency_in_progress", retryable: true });
  }
}

/** Stores the answer for replays, or frees the key when the answer is not to be kept. */
async function keep(id: { pk: string; sk: string }, res: Response): Promise<void> {
  if (res.status >= 400) return release(id);
  const body = await res.clone().text();
  if (Buffer.byteLength(body) > MAX_STORED_BODY) return release(id);
  const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((h) => (res.headers.has(h) ? [[h, res.headers.get(h)!]] : [])));
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: id,
      UpdateExpression: "SET #state = :done, #status = :status, #headers = :headers, #body = :body REMOVE lockedUntil",
      ExpressionAttributeNames: { "#state": "state", "#status": "status", "#headers": "headers", "#body": "body" },
      ExpressionAttributeValues: { ":done": "done", ":status": res.status, ":headers": headers, ":body": body },
    }),
  );
}

async function release(id: { pk: string; sk: string }): Promise<void> {
  await dynamo()
    .send(new DeleteCommand({ TableName: tableName(), Key: id }))
    .catch(() => undefined); // left behind, the claim frees itself after LOCK_MS
}
