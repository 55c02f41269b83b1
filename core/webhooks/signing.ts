import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { nowIso, nowMs } from "../clock.js";
import { isConditionFailure } from "../store/errors.js";
import { WebhookSecretEntity } from "./entity.js";

/**
 * Per-company signing secrets and Standard Webhooks signatures (spec 6: HMAC-SHA256).
 * Receivers verify with any Standard Webhooks library: `new Webhook(secret).verify(body, headers)`.
 */

/** After a rotation the old secret still signs for a day, so receivers can switch over. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** `whsec_` + base64 of 32 random bytes: the Standard Webhooks secret format. */
export const generateSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export interface SigningSecret {
  secret: string;
  previousSecret?: string;
  previousExpiresAt?: string;
  createdAt: string;
  rotatedAt?: string;
}

/**
 * The company's secret, created on first use. Two first uses can race: `create` never
 * overwrites, so the loser's condition fails and it re-reads the winner's secret.
 */
export async function getSecret(companyId: string): Promise<SigningSecret> {
  const { data } = await WebhookSecretEntity.get({ companyId }).go({ consistent: true });
  if (data) return data;
  try {
    const created = await WebhookSecretEntity.create({ companyId, secret: generateSecret(), createdAt: nowIso() }).go();
    return created.data;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const { data: winner } = await WebhookSecretEntity.get({ companyId }).go({ consistent: true });
    if (!winner) throw err;
    return winner;
  }
}

/**
 * What a rotation writes over `current`: a new secret, and the current one kept as previous
 * for ROTATION_GRACE_MS. Shared by the company's secret and each catalog subscription's, so
 * both follow one overlap rule; the caller conditions its write on `current.secret`.
 */
export function rotation(current: Pick<SigningSecret, "secret">, now = nowMs()) {
  return {
    secret: generateSecret(),
    previousSecret: current.secret,
    previousExpiresAt: new Date(now + ROTATION_GRACE_MS).toISOString(),
    rotatedAt: new Date(now).toISOString(),
  };
}

/** The previous secret's end of overlap while it still signs, else null (how the API shows it). */
export const overlapEnd = (s: Pick<SigningSecret, "previousSecret" | "previousExpiresAt">, at = nowMs()) =>
  s.previousSecret && s.previousExpiresAt && Date.parse(s.previousExpiresAt) > at ? s.previousExpiresAt : null;

/**
 * Replaces the secret; the previous one keeps signing for ROTATION_GRACE_MS. Conditional on the
 * secret read, so two concurrent rotations cannot both keep the original as "previous": the
 * loser returns the winner's result, which is just as fresh.
 */
export async function rotateSecret(companyId: string): Promise<SigningSecret> {
  const current = await getSecret(companyId);
  try {
    const { data } = await WebhookSecretEntity.patch({ companyId })
      .set(rotation(current))
      .where(({ secret }, { eq }) => eq(secret, current.secret))
      .go({ response: "all_new" });
    return data as SigningSecret;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return getSecret(companyId);
  }
}

export type SignatureHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/**
 * Standard Webhooks headers for one attempt. The timestamp is the attempt's (receivers refuse
 * old ones), the id is the delivery's (receivers de-duplicate on it). During a rotation grace
 * period both secrets sign, space-separated, as the standard allows.
 */
export function signatureHeaders(secret: SigningSecret, messageId: string, body: string, at = new Date(nowMs())): SignatureHeaders {
  const secrets = [secret.secret];
  if (overlapEnd(secret, at.getTime())) secrets.push(secret.previousSecret!);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((s) => new Webhook(s).sign(messageId, at, body)).join(" "),
  };
}
