import { nowMs } from "../clock.js";
import { config } from "../config.js";
import { logger } from "../log.js";
import { UnsafeUrlError } from "../net/public-url.js";
import { QUEUES } from "../queue/queues.js";
import { enqueue } from "../queue/send.js";
import { isConditionFailure } from "../store/errors.js";
import { findDelivery, MAX_ATTEMPTS, type Delivery, type DeliveryMessage } from "./deliveries.js";
import { DeliveryEntity } from "./entity.js";
import { DEFER_SECONDS, releaseSend, takeSend } from "./fair-share.js";
import { ConnectTimeoutError, postJson, SEND_TIMEOUT_MS } from "./send.js";
import { getSecret, type SigningSecret, signatureHeaders } from "./signing.js";
import { findSubscription, signingSecretOf } from "./subscriptions.js";

/**
 * Longer than any invocation (Lambda stops the worker at its timeout) and shorter than the
 * queue's visibility timeout (6x the function timeout): if a worker dies mid-send, SQS
 * redelivers its message after the lease has expired, and that redelivery reclaims the work.
 */
const LEASE_MS = (QUEUES.webhooks.functionTimeoutSeconds + 30) * 1000;
/** SQS refuses longer delays. */
const MAX_DELAY_SECONDS = 900;
/** SQS delays are whole seconds; a retry may be received a little before its nextAttemptAt. */
const EARLY_TOLERANCE_MS = 1000;
/** Finished deliveries stay readable this long, then the table's TTL removes them. */
const RETENTION_SECONDS = 30 * 24 * 60 * 60;

/** Seconds to wait after the `attempts`-th failed attempt: base, 2·base, 4·base, … ≤ 900. */
export const retryDelaySeconds = (attempts: number, base = config().WEBHOOK_RETRY_BASE_SECONDS): number =>
  Math.min(MAX_DELAY_SECONDS, base * 2 ** (attempts - 1));

/** The SQS handler's work: one attempt at most per message, with the configured SSRF guard. */
export const runDelivery = (message: DeliveryMessage): Promise<void> => deliver(message, { allowPrivateUrls: config().ALLOW_PRIVATE_URLS });

type DeliveryChanges = Partial<Omit<Delivery, "companyId" | "deliveryId">> & { expiration?: number };
type Outcome = { ok: true; statusCode: number } | { ok: false; statusCode?: number; error: string; permanent?: boolean };

/**
 * Makes the next attempt of a delivery, if one is due. SQS delivers at least once, so a
 * message is only a prompt: the delivery item decides. Receiver failures are recorded and
 * retried by our own delayed message, never thrown (SQS would retry on top); DynamoDB and SQS
 * errors are thrown so SQS redelivers the message.
 */
export async function deliver(message: DeliveryMessage, options: { allowPrivateUrls: boolean }): Promise<void> {
  const delivery = await findDelivery(message.company_id, message.delivery_id);
  if (delivery?.status !== "pending") return; // unknown, or finished: a duplicate
  if (delivery.attempts >= MAX_ATTEMPTS) return abandon(delivery);
  const waitMs = delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) - nowMs() : 0;
  if (waitMs > EARLY_TOLERANCE_MS) {
    // Too early: a duplicate, or the redelivery of a message whose retry could not be queued.
    // Prompting again when the attempt is due keeps the delivery from being stranded; the claim
    // below lets only one of several prompts send.
    await enqueue("webhooks", message, Math.min(MAX_DELAY_SECONDS, Math.ceil(waitMs / 1000)));
    return;
  }
  const target = await targetOf(delivery); // before the claim: a failure here costs no attempt
  if ("refused" in target) return close(delivery, target.refused);
  // The company's share of sends is in use (its receiver is slow): try again shortly, without
  // an attempt, rather than hold this batch and the other companies' deliveries in it.
  if (!(await takeSend(delivery.companyId))) return enqueue("webhooks", message, DEFER_SECONDS);
  try {
    const claimed = await claim(delivery);
    if (!claimed) return; // another worker holds it, or it moved on since we read it
    const headers = signatureHeaders(target.secret, claimed.deliveryId, claimed.payload);
    const started = nowMs();
    const outcome = await send(target.url, claimed.payload, headers, options.allowPrivateUrls);
    await settle(claimed, outcome, nowMs() - started);
  } finally {
    releaseSend(delivery.companyId);
  }
}

/**
 * Where an attempt goes and what signs it. A completion webhook: its stored URL and the
 * company's secret. A catalog webhook's delivery: the subscription's current URL (a fixed URL
 * takes effect for retries and replays) and its secret, or nothing at all when the
 * subscription was deleted or is disabled: a disabled subscription receives nothing.
 */
async function targetOf(delivery: Delivery): Promise<{ url: string; secret: SigningSecret } | { refused: string }> {
  if (!delivery.subscriptionId) return { url: delivery.url, secret: await getSecret(delivery.companyId) };
  const subscription = await findSubscription(delivery.companyId, delivery.subscriptionId);
  if (!subscription) return { refused: "the catalog webhook was deleted" };
  if (!subscription.enabled) return { refused: "the catalog webhook is disabled" };
  return { url: subscription.url, secret: signingSecretOf(subscription) };
}

/** Ends a pending delivery without an attempt (its subscription is gone or disabled), unless a worker is sending it. */
async function close(delivery: Delivery, reason: string): Promise<void> {
  const now = nowMs();
  try {
    await DeliveryEntity.patch({ companyId: delivery.companyId, deliveryId: delivery.deliveryId })
      .set({
        status: "failed",
        lastError: reason,
        updatedAt: new Date(now).toISOString(),
        expiration: Math.floor(now / 1000) + RETENTION_SECONDS,
      })
      .remove(["nextAttemptAt"])
      .where(
        ({ status, leaseUntil }, { eq, notExists, lt }) =>
          `${eq(status, "pending")} AND (${notExists(leaseUntil)} OR ${lt(leaseUntil, new Date(now).toISOString())})`,
      )
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * Takes the attempt: pending, nobody holding a live lease, and no retry waiting in SQS. The
 * same write counts the attempt, so attempts are counted even if the worker then dies.
 */
async function claim(delivery: Delivery): Promise<Delivery | undefined> {
  const now = nowMs();
  const nowText = new Date(now).toISOString();
  const dueBy = new Date(now + EARLY_TOLERANCE_MS).toISOString();
  try {
    const { data } = await DeliveryEntity.patch({ companyId: delivery.companyId, deliveryId: delivery.deliveryId })
      .set({ leaseUntil: new Date(now + LEASE_MS).toISOString(), updatedAt: nowText })
      .add({ attempts: 1 })
      .remove(["nextAttemptAt"])
      .where(
        ({ status, attempts, leaseUntil, nextAttemptAt }, { eq, notExists, lt, lte }) =>
          `${eq(status, "pending")} AND ${lt(attempts, MAX_ATTEMPTS)} ` +
          `AND (${notExists(leaseUntil)} OR ${lt(leaseUntil, nowText)}) ` +
          `AND (${notExists(nextAttemptAt)} OR ${lte(nextAttemptAt, dueBy)})`,
      )
      .go({ response: "all_new" });
    return data as Delivery;
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/**
 * Every attempt is taken but the delivery is still pending: the worker making the last one died
 * (Lambda timeout, crash). Once its lease has run out there is nothing left to try.
 */
async function abandon(delivery: Delivery): Promise<void> {
  const now = nowMs();
  if (delivery.leaseUntil && Date.parse(delivery.leaseUntil) > now) return; // still being sent
  try {
    await DeliveryEntity.patch({ companyId: delivery.companyId, deliveryId: delivery.deliveryId })
      .set({
        status: "failed",
        lastError: "the last attempt did not complete",
        updatedAt: new Date(now).toISOString(),
        expiration: Math.floor(now / 1000) + RETENTION_SECONDS,
      })
      .remove(["leaseUntil"])
      .where(({ status, leaseUntil }, { eq, notExists }) =>
        delivery.leaseUntil
          ? `${eq(status, "pending")} AND ${eq(leaseUntil, delivery.leaseUntil)}`
          : `${eq(status, "pending")} AND ${notExists(leaseUntil)}`,
      )
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

async function send(url: string, payload: string, headers: Record<string, string>, allowPrivate: boolean): Promise<Outcome> {
  try {
    const statusCode = await postJson(url, payload, { headers, allowPrivate });
    if (statusCode >= 200 && statusCode < 300) return { ok: true, statusCode };
    const redirect = statusCode >= 300 && statusCode < 400 ? " (redirects are not followed)" : "";
    return { ok: false, statusCode, error: `receiver answered HTTP ${statusCode}${redirect}` };
  } catch (err) {
    if (err instanceof UnsafeUrlError) return { ok: false, error: `refused: ${err.message}`, permanent: true };
    return { ok: false, error: describeNetworkError(err) };
  }
}

function describeNetworkError(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string };
  if (e.name === "AbortError" || e.name === "TimeoutError") return `no response within ${SEND_TIMEOUT_MS / 1000} s`;
  if (err instanceof ConnectTimeoutError) return err.message;
  return `${e.code ?? e.name ?? "Error"}: ${e.message ?? String(err)}`.slice(0, 500);
}

/**
 * Records the outcome, conditional on still holding our lease (it cannot normally expire
 * first; if it did, another worker owns the delivery now and its outcome counts).
 */
async function settle(delivery: Delivery, outcome: Outcome, durationMs: number): Promise<void> {
  const now = nowMs();
  const key = { companyId: delivery.companyId, deliveryId: delivery.deliveryId };
  const retry = !outcome.ok && !outcome.permanent && delivery.attempts < MAX_ATTEMPTS;
  const delay = retry ? retryDelaySeconds(delivery.attempts) : 0;

  const set: DeliveryChanges = { updatedAt: new Date(now).toISOString(), lastStatusCode: outcome.statusCode, durationMs };
  // "last" means the last attempt's: a network error leaves no status code, a success no error.
  const remove: ("leaseUntil" | "lastError" | "lastStatusCode")[] = ["leaseUntil"];
  if (outcome.statusCode === undefined) remove.push("lastStatusCode");
  if (outcome.ok) {
    set.status = "delivered";
    set.deliveredAt = set.updatedAt;
    remove.push("lastError");
  } else {
    set.lastError = outcome.error;
    if (retry) set.nextAttemptAt = new Date(now + delay * 1000).toISOString();
    else set.status = "failed";
  }
  if (set.status) set.expiration = Math.floor(now / 1000) + RETENTION_SECONDS;
  if (set.lastStatusCode === undefined) delete set.lastStatusCode;

  const log = {
    company_id: delivery.companyId,
    delivery_id: delivery.deliveryId,
    attempt: delivery.attempts,
    status_code: outcome.statusCode,
  };
  try {
    await DeliveryEntity.patch(key)
      .set(set)
      .remove(remove)
      .where(({ leaseUntil }, { eq }) => eq(leaseUntil, delivery.leaseUntil!))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    logger().warn("webhook lease lost before the outcome was recorded", log);
    return;
  }

  if (outcome.ok) return logger().info("webhook delivered", log);
  if (!retry) return logger().warn("webhook delivery failed", { ...log, error: outcome.error });
  // If queueing fails the error reaches SQS, whose redelivery finds the retry not yet due and
  // queues the prompt again (see `deliver`).
  await enqueue("webhooks", { company_id: delivery.companyId, delivery_id: delivery.deliveryId }, delay);
  logger().info("webhook attempt failed; retry queued", { ...log, error: outcome.error, retry_in_seconds: delay });
}
