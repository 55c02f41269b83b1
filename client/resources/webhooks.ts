/**
 * Webhook signing secrets, and `verify()`: the Standard Webhooks check of a delivery (HMAC-SHA256
 * over `<webhook-id>.<webhook-timestamp>.<body>`, keyed by the base64 part of a `whsec_` secret),
 * written on WebCrypto so the client needs no package for it (docs/client.md says why).
 */
import { WebhookVerificationError } from "../errors.js";
import type { RequestOptions, Transport } from "../http.js";
import type { Answer, WebhookEvent } from "../types.js";

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** Largest distance between `webhook-timestamp` and now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Now, for tests (ms). */
  now?: number;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : headers[key];
  return Array.isArray(v) ? v.join(" ") : v;
}

const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** Equal strings, in time independent of where they differ. */
function same(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks a delivery's signature and age and answers its parsed body; throws
 * WebhookVerificationError otherwise. Pass the raw body exactly as received (before any JSON
 * parsing) and the request's headers. Any of the signatures may match (two during a rotation).
 * The answer is typed as the union of the documented events; narrow it on `type`.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  o: VerifyOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature");
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError("invalid webhook-timestamp");
  if (Math.abs((o.now ?? Date.now()) / 1000 - seconds) > (o.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError("webhook-timestamp too old or too new");
  }
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  } catch {
    throw new WebhookVerificationError("the secret is not a whsec_ secret");
  }
  const body = typeof rawBody === "string" ? new TextEncoder().encode(rawBody) : rawBody;
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  const hmac = await crypto.subtle.importKey("raw", key as Uint8Array<ArrayBuffer>, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const expected = b64(await crypto.subtle.sign("HMAC", hmac, signed));
  const ok = signatures.split(" ").some((s) => {
    const [version, sig] = s.split(",", 2);
    return version === "v1" && sig !== undefined && same(sig, expected);
  });
  if (!ok) throw new WebhookVerificationError("no matching signature");
  return JSON.parse(new TextDecoder().decode(body)) as WebhookEvent;
}

export const webhooks = (t: Transport) => ({
  /** The company's secret, which signs completion webhooks (write keys only). */
  secret: (o?: RequestOptions) => t.json<Answer<"getWebhookSecret">>({ method: "GET", path: "/webhooks/secret", options: o }),
  /** A new secret; the old one still signs for 24 hours. */
  rotateSecret: (o?: RequestOptions) =>
    t.json<Answer<"rotateWebhookSecret">>({ method: "POST", path: "/webhooks/secret/rotate", options: o }),
  verify: verifyWebhook,
});
