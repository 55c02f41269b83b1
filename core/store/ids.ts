import { randomBytes, randomUUID } from "node:crypto";

// Crockford-style lowercase alphabet: no ambiguous characters, safe in URLs and DynamoDB keys.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export function randomToken(length: number, alphabet = ALPHABET): string {
  const bytes = randomBytes(length);
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[bytes[i] % alphabet.length];
  return out;
}

/** Prefixed random id for internal resources, e.g. `tbl_8k2m…`. */
export const newId = (prefix: string): string => `${prefix}_${randomToken(20)}`;

/** Companies and attributes use uuids (the spec types them so). */
export const newUuid = (): string => randomUUID();
