import { nowIso, nowMs } from "../clock.js";
import { newId } from "../store/ids.js";
import type { Auth } from "./service.js";
import { SessionEntity } from "./session-entity.js";

/**
 * The dashboard's server-side sessions (session-entity.ts). Every lookup is built from the
 * authenticated key's company and id, so a session id of another company or another key is
 * simply not found.
 */
export const SESSION_HOURS = 8;

export interface StoredSession {
  sessionId: string;
  companyName: string;
  createdAt: string;
  /** Epoch ms after which the session is over. */
  expires: number;
}

const live = (s: { expiration: number }) => s.expiration * 1000 > nowMs();
const toSession = (s: { sessionId: string; companyName: string; createdAt: string; expiration: number }): StoredSession => ({
  sessionId: s.sessionId,
  companyName: s.companyName,
  createdAt: s.createdAt,
  expires: s.expiration * 1000,
});

export async function openSession(auth: Auth, companyName: string): Promise<StoredSession> {
  const { data } = await SessionEntity.create({
    companyId: auth.companyId,
    keyId: auth.keyId,
    sessionId: newId("ses"),
    companyName,
    createdAt: nowIso(),
    expiration: Math.floor(nowMs() / 1000) + SESSION_HOURS * 3600,
  }).go();
  return toSession(data);
}

/** The session if it exists and has not expired: strongly consistent, so a sign-out elsewhere counts at once. */
export async function findSession(auth: Auth, sessionId: string): Promise<StoredSession | undefined> {
  const { data } = await SessionEntity.get({ companyId: auth.companyId, keyId: auth.keyId, sessionId }).go({ consistent: true });
  return data && live(data) ? toSession(data) : undefined;
}

/** The key's unexpired sessions, oldest first (session ids are random, so by `createdAt`). */
export async function keySessions(companyId: string, keyId: string): Promise<StoredSession[]> {
  const { data } = await SessionEntity.query.byKey({ companyId, keyId }).go({ pages: "all", consistent: true });
  return data
    .filter(live)
    .map(toSession)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function endSession(auth: Auth, sessionId: string): Promise<void> {
  await SessionEntity.delete({ companyId: auth.companyId, keyId: auth.keyId, sessionId }).go();
}

/** Ends every session of one key (expired ones waiting for the TTL too). */
export async function endKeySessions(companyId: string, keyId: string): Promise<void> {
  const { data } = await SessionEntity.query.byKey({ companyId, keyId }).go({ pages: "all", consistent: true });
  if (data.length) await SessionEntity.delete(data.map((s) => ({ companyId, keyId, sessionId: s.sessionId }))).go({ concurrency: 4 });
}
