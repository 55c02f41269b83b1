import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "./cookies.js";
import { config } from "../config.js";

/**
 * The dashboard's session cookie: the API key, the session's id and a CSRF token, sealed with
 * AES-256-GCM under a server secret (DASHBOARD_SECRET) into an HttpOnly, SameSite=Strict
 * cookie. The browser holds only ciphertext, so script, extensions reading cookies and the user
 * cannot read the key back. The seal binds the session id to the key: the server looks the
 * session item up under that key's company and id (core/auth/sessions.ts), so the cookie opens
 * nothing once sign-out has deleted the item, and a session id alone opens nothing at all.
 */
export interface Session {
  key: string;
  /** The session item's id (`ses_…`). */
  sid: string;
  /** Per session, random; every form carries it and every POST must send it back. */
  csrf: string;
  /** Epoch ms after which the session is refused. */
  expires: number;
}

const VERSION = "v1";

let processSecret: Buffer | undefined;

/** The AES key: a hash of the configured secret, or a random one for this process. */
function sealingKey(): Buffer {
  const configured = config().DASHBOARD_SECRET;
  if (configured) return createHash("sha256").update(`pds-dashboard-session:${configured}`).digest();
  processSecret ??= randomBytes(32);
  return processSecret;
}

/** Deployed (any stage but local and test), a session needs a shared secret across instances. */
export const secretMissing = () => !config().DASHBOARD_SECRET && !["local", "test"].includes(config().STAGE);

export function seal(session: Session): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(session), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The session, or undefined when the cookie is absent, tampered with, sealed by another secret or expired. */
export function unseal(value: string | undefined, now = Date.now()): Session | undefined {
  if (!value?.startsWith(`${VERSION}.`)) return undefined;
  const raw = Buffer.from(value.slice(VERSION.length + 1), "base64url");
  if (raw.length < 29) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const s = JSON.parse(json) as Session;
    if (typeof s.key !== "string" || typeof s.sid !== "string" || typeof s.csrf !== "string" || typeof s.expires !== "number")
      return undefined;
    if (s.expires <= now) return undefined;
    return s;
  } catch {
    return undefined;
  }
}

/**
 * Secure whenever the request came over HTTPS (deployed, behind API Gateway); plain HTTP is the
 * local server on loopback, where a Secure cookie would never be sent back. The `__Host-` prefix
 * (Secure, path /, no Domain) is used when Secure.
 */
const isSecure = (c: Context) => new URL(c.req.url).protocol === "https:";
const cookieName = (c: Context) => (isSecure(c) ? "__Host-pds_session" : "pds_session");

export const readSession = (c: Context) => unseal(getCookie(c, cookieName(c)));

/** Sets the cookie of a session item just written; both expire together. */
export function startSession(c: Context, key: string, stored: { sessionId: string; expires: number }): Session {
  const session = { key, sid: stored.sessionId, csrf: randomBytes(24).toString("base64url"), expires: stored.expires };
  setCookie(c, cookieName(c), seal(session), {
    httpOnly: true,
    secure: isSecure(c),
    sameSite: "Strict",
    path: "/",
    maxAge: Math.max(0, Math.floor((stored.expires - Date.now()) / 1000)),
  });
  return session;
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, cookieName(c), { path: "/", secure: isSecure(c) });
}

/** Constant-time comparison of a form's token with the session's. */
export function csrfMatches(session: Session, sent: unknown): boolean {
  if (typeof sent !== "string") return false;
  const a = Buffer.from(session.csrf);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
