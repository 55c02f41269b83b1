/**
 * Catalog webhook subscriptions (spec 2.10, 4.13): where a company wants `product.*` events
 * sent, which ones, and the secret they are signed with. Each subscription has its own
 * Standard Webhooks secret (as Stripe and Svix endpoints do), rotated by the same overlap rule
 * as the company's (core/webhooks/signing.ts). At most MAX_SUBSCRIPTIONS per company, counted
 * by a counter item that moves in the create's and the delete's transaction.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { Entity, type EntityItem } from "electrodb";
import { nextRevision, nowIso } from "../clock.js";
import { config } from "../config.js";
import { AppError, notFound } from "../errors.js";
import { assertPublicUrl, parseHttpUrl, UnsafeUrlError } from "../net/public-url.js";
import { dynamo, tableName } from "../store/client.js";
import { entityConfig, primary, SERVICE } from "../store/entity.js";
import { isConditionFailure } from "../store/errors.js";
import { newId } from "../store/ids.js";
import { fieldErrors } from "../validation.js";
import { generateSecret, rotation, type SigningSecret } from "./signing.js";

export const PRODUCT_EVENT_TYPES = ["product.created", "product.updated", "product.deleted"] as const;
export type ProductEventType = (typeof PRODUCT_EVENT_TYPES)[number];

/** Subscriptions per company: each product change costs a delivery per matching subscription. */
export const MAX_SUBSCRIPTIONS = 20;

const SubscriptionEntity = new Entity(
  {
    model: { entity: "catalogwebhook", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      subscriptionId: { type: "string", required: true },
      name: { type: "string", required: true },
      url: { type: "string", required: true },
      events: { type: "list", items: { type: "string" }, required: true },
      enabled: { type: "boolean", required: true },
      description: { type: "string" },
      /** The signing secret, stored readable because HMAC needs it (DynamoDB encrypts at rest). */
      secret: { type: "string", required: true },
      previousSecret: { type: "string" },
      previousExpiresAt: { type: "string" },
      secretCreatedAt: { type: "string", required: true },
      rotatedAt: { type: "string" },
      createdAt: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
    },
    indexes: { byCompany: primary(["companyId"], ["subscriptionId"]) },
  },
  entityConfig(),
);

export type Subscription = EntityItem<typeof SubscriptionEntity>;

export interface SubscriptionInput {
  name: string;
  url: string;
  events: ProductEventType[];
  description?: string;
  enabled?: boolean;
}
export type SubscriptionUpdate = Partial<SubscriptionInput>;

/** The counter of a company's subscriptions (a plain item beside them). */
const counterKey = (companyId: string) => ({ pk: `$pds#companyId_${companyId}`, sk: "$catalogwebhookcount_1" });

/** The secret as signing wants it. */
export const signingSecretOf = (s: Subscription): SigningSecret => ({
  secret: s.secret,
  previousSecret: s.previousSecret,
  previousExpiresAt: s.previousExpiresAt,
  createdAt: s.secretCreatedAt,
  rotatedAt: s.rotatedAt,
});

/**
 * The URL rule: http(s) always; outside the local runtime (ALLOW_PRIVATE_URLS off, as in AWS)
 * https only and never a private, loopback or metadata address. The worker checks the address
 * again at every send (DNS can change).
 */
async function checkUrl(url: string): Promise<void> {
  const bad = (message: string) => fieldErrors([{ field: "url", in: "body", message }]);
  try {
    const parsed = parseHttpUrl(url);
    if (config().ALLOW_PRIVATE_URLS) return;
    if (parsed.protocol !== "https:") throw bad("must be an https URL");
    await assertPublicUrl(parsed);
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw bad(err.message);
    if (err instanceof AppError) throw err;
    throw bad(`its host could not be resolved (${(err as { code?: string }).code ?? "DNS error"})`);
  }
}

export async function findSubscription(companyId: string, subscriptionId: string): Promise<Subscription | undefined> {
  const { data } = await SubscriptionEntity.get({ companyId, subscriptionId }).go({ consistent: true });
  return data ?? undefined;
}

export async function getSubscription(companyId: string, subscriptionId: string): Promise<Subscription> {
  const found = await findSubscription(companyId, subscriptionId);
  if (!found) throw notFound("Catalog webhook", { webhook_id: subscriptionId });
  return found;
}

/** Every subscription of the company, oldest first (at most MAX_SUBSCRIPTIONS). */
export async function listSubscriptions(companyId: string): Promise<Subscription[]> {
  const { data } = await SubscriptionEntity.query.byCompany({ companyId }).go({ pages: "all" });
  return data.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.subscriptionId.localeCompare(b.subscriptionId));
}

export async function createSubscription(companyId: string, input: SubscriptionInput): Promise<Subscription> {
  await checkUrl(input.url);
  const now = nowIso();
  const item: Subscription = {
    companyId,
    subscriptionId: newId("whk"),
    name: input.name,
    url: input.url,
    events: input.events,
    enabled: input.enabled ?? true,
    description: input.description ?? "",
    secret: generateSecret(),
    secretCreatedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const TableName = tableName();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: counterKey(companyId),
              UpdateExpression: "ADD #n :one",
              ConditionExpression: "attribute_not_exists(#n) OR #n < :max",
              ExpressionAttributeNames: { "#n": "count" },
              ExpressionAttributeValues: { ":one": 1, ":max": MAX_SUBSCRIPTIONS },
            },
          },
          { Put: SubscriptionEntity.create(item).params() as never },
        ],
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    throw new AppError("conflict", `A company has at most ${MAX_SUBSCRIPTIONS} catalog webhooks; delete one first`, {
      code: "webhook_limit",
      details: { limit: MAX_SUBSCRIPTIONS },
    });
  }
  return item;
}

/** PATCH: the given fields replace the stored ones, compare-and-set on updatedAt (a lost race re-reads). */
export async function updateSubscription(companyId: string, subscriptionId: string, patch: SubscriptionUpdate): Promise<Subscription> {
  if (patch.url !== undefined) await checkUrl(patch.url);
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await getSubscription(companyId, subscriptionId);
    const set = {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      updatedAt: nextRevision(current.updatedAt),
    };
    try {
      await SubscriptionEntity.patch({ companyId, subscriptionId })
        .set(set)
        .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
        .go();
      return { ...current, ...set };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  throw new AppError("service_unavailable", "The catalog webhook is being changed concurrently; retry", {
    code: "concurrent_modification",
    retryable: true,
  });
}

/** Deletes the subscription and frees its place; its pending deliveries end failed when their turn comes (core/webhooks/worker.ts). */
export async function deleteSubscription(companyId: string, subscriptionId: string): Promise<void> {
  const TableName = tableName();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              ...(SubscriptionEntity.delete({ companyId, subscriptionId }).params() as { Key: Record<string, string> }),
              TableName,
              ConditionExpression: "attribute_exists(pk)",
            },
          },
          {
            Update: {
              TableName,
              Key: counterKey(companyId),
              UpdateExpression: "ADD #n :minus",
              ExpressionAttributeNames: { "#n": "count" },
              ExpressionAttributeValues: { ":minus": -1 },
            },
          },
        ],
      }),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw notFound("Catalog webhook", { webhook_id: subscriptionId });
    throw err;
  }
}

/** Issues a new secret for the subscription; the previous one keeps signing during the overlap. */
export async function rotateSubscriptionSecret(companyId: string, subscriptionId: string): Promise<Subscription> {
  const current = await getSubscription(companyId, subscriptionId);
  const next = rotation(current);
  try {
    await SubscriptionEntity.patch({ companyId, subscriptionId })
      .set(next)
      .where((a, op) => op.eq(a.secret, current.secret))
      .go();
    return { ...current, ...next };
  } catch (err) {
    // Another rotation won: its result is just as fresh.
    if (isConditionFailure(err)) return getSubscription(companyId, subscriptionId);
    throw err;
  }
}
