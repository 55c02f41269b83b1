/**
 * The changes feed's opaque cursor: where the last page stopped (a feed sort key) and the query
 * it belongs to (company, since, filters), signed with HMAC-SHA256 under the company's own feed
 * secret (kept on its feed clock item, created with the first product write). A cursor that was
 * altered, made up, or issued to another company or for another query fails verification: 422.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { fieldErrors } from "../validation.js";

export interface CursorState {
  /** company id */
  c: string;
  /** the last feed sort key read */
  k: string;
  /** `since` as normalised (ISO, milliseconds) */
  s: string;
  /** schema_id and status filters ("" when absent) */
  f: [string, string];
}

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest().subarray(0, 18);

export function encodeCursor(secret: string, state: CursorState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString("base64url");
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

const invalid = (why: string) =>
  fieldErrors(
    [{ field: "cursor", in: "query", message: `${why}; pass next_cursor of the previous page unchanged, with the same since and filters` }],
    "invalid_cursor",
  );

/** The cursor's state if `secret` signed it for exactly this query; 422 naming `cursor` otherwise. */
export function decodeCursor(secret: string | undefined, cursor: string, expected: Omit<CursorState, "k">): CursorState {
  const [payload, signature, ...rest] = cursor.split(".");
  if (!secret || !payload || !signature || rest.length) throw invalid("cursor is not a cursor of this feed");
  const given = Buffer.from(signature, "base64url");
  const want = mac(secret, payload);
  if (given.length !== want.length || !timingSafeEqual(given, want)) throw invalid("cursor is not a cursor of this feed");
  let state: CursorState;
  try {
    state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw invalid("cursor is not a cursor of this feed");
  }
  if (state.c !== expected.c) throw invalid("cursor is not a cursor of this feed");
  if (state.s !== expected.s || state.f?.[0] !== expected.f[0] || state.f?.[1] !== expected.f[1] || typeof state.k !== "string") {
    throw invalid("cursor belongs to a query with another since or other filters");
  }
  return state;
}
