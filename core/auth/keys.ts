import { createHash, timingSafeEqual } from "node:crypto";
import { randomToken } from "../store/ids.js";

/**
 * An API key is `pds_<key id suffix>_<secret>`. It embeds its key id so authentication is one
 * GetItem by id (no index, strongly consistent); the stored item holds only a SHA-256 hash.
 */
const KEY_PATTERN = /^pds_([0-9a-z]{16})_([0-9A-Za-z]{32})$/;
const SECRET_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const hashKey = (key: string): string => createHash("sha256").update(key).digest("hex");

export function generateKey(): { keyId: string; key: string; hash: string } {
  const suffix = randomToken(16);
  const key = `pds_${suffix}_${randomToken(32, SECRET_ALPHABET)}`;
  return { keyId: `key_${suffix}`, key, hash: hashKey(key) };
}

/** The key id a presented key claims, or undefined when it is not shaped like one of ours. */
export function keyIdOf(key: string): string | undefined {
  const m = KEY_PATTERN.exec(key);
  return m ? `key_${m[1]}` : undefined;
}

export function hashMatches(key: string, storedHash: string): boolean {
  const a = Buffer.from(hashKey(key), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
