import { nowIso } from "../clock.js";
import { config } from "../config.js";
import { AppError, notFound } from "../errors.js";
import { isConditionFailure } from "../store/errors.js";
import { TtlCache } from "../store/cache.js";
import { ApiKeyEntity } from "./entity.js";
import { generateKey, hashMatches, keyIdOf } from "./keys.js";

export const SCOPES = ["read", "write"] as const;
export type Scope = (typeof SCOPES)[number];

/** Who is calling: the company every lookup is scoped to, and what the key may do. */
export interface Auth {
  companyId: string;
  keyId: string;
  scopes: Scope[];
  /** The user a key acts for; null for automation keys (credits attribute it to `system`). */
  userId: string | null;
}

export interface IssuedKey {
  id: string;
  key: string;
  name: string | null;
  scopes: Scope[];
  user_id: string | null;
  created_at: string;
}

const unauthenticated = (message: string) => new AppError("unauthenticated", message);

interface StoredKey {
  auth: Auth;
  keyHash: string;
  deactivated: boolean;
}

let cache: TtlCache<StoredKey> | undefined;
const keyCache = () => (cache ??= new TtlCache<StoredKey>(config().AUTH_CACHE_SECONDS * 1000));

async function loadKey(keyId: string): Promise<StoredKey | undefined> {
  const cached = keyCache().get(keyId);
  if (cached) return cached;
  const { data } = await ApiKeyEntity.get({ keyId }).go({ consistent: true });
  if (!data) return undefined;
  const stored = {
    auth: { companyId: data.companyId, keyId, scopes: data.scopes as Scope[], userId: data.userId ?? null },
    keyHash: data.keyHash,
    deactivated: Boolean(data.deactivatedAt),
  };
  keyCache().set(keyId, stored);
  return stored;
}

/** Resolves a presented bearer key; every failure is the same 401 so keys cannot be probed. */
export async function authenticate(key: string): Promise<Auth> {
  const keyId = keyIdOf(key);
  const stored = keyId ? await loadKey(keyId) : undefined;
  if (!stored || !hashMatches(key, stored.keyHash)) {
    throw unauthenticated("The API key is not valid; send Authorization: Bearer <API_KEY>");
  }
  if (stored.deactivated) throw unauthenticated("The API key has been deactivated");
  return stored.auth;
}

export async function issueKey(companyId: string, input: { name?: string; scopes?: Scope[]; user_id?: string }): Promise<IssuedKey> {
  const { keyId, key, hash } = generateKey();
  const scopes = input.scopes ?? [...SCOPES];
  const createdAt = nowIso();
  await ApiKeyEntity.create({
    keyId,
    companyId,
    name: input.name,
    keyHash: hash,
    scopes,
    userId: input.user_id,
    createdAt,
  }).go();
  return { id: keyId, key, name: input.name ?? null, scopes, user_id: input.user_id ?? null, created_at: createdAt };
}

/**
 * Deactivation keeps the item (audit trail); authenticate() refuses it from then on, and the
 * key's dashboard sessions are deleted at once (other processes may hold the key in their cache
 * for AUTH_CACHE_SECONDS, but every page reads its session item). The sessions module loads
 * here only, so the API's cold start does not parse it.
 */
export async function deactivateKey(keyId: string): Promise<void> {
  keyCache().delete(keyId);
  let companyId: string;
  try {
    const { data } = await ApiKeyEntity.patch({ keyId }).set({ deactivatedAt: nowIso() }).go({ response: "all_new" });
    companyId = data.companyId as string;
  } catch (err) {
    // patch never creates: a missing key fails its existence condition.
    if (isConditionFailure(err)) throw notFound("API key", { key_id: keyId });
    throw err;
  }
  await (await import("./sessions.js")).endKeySessions(companyId, keyId);
}
