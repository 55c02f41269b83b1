import { fieldErrors } from "../validation.js";

/** DynamoDB refuses items over 400 KB; leave room for keys and attribute names. */
const MAX_ITEM_BYTES = 350_000;

/**
 * Refuses (422 `item_too_large`) a value that would make its item exceed DynamoDB's limit, so
 * an oversized input is a clear client error instead of a failed write.
 */
export function assertFits(value: unknown, field: string, what: string, max = MAX_ITEM_BYTES): void {
  const bytes = Buffer.byteLength(JSON.stringify(value ?? null));
  if (bytes > max) {
    throw fieldErrors(
      [{ field, in: "body", message: `${what} is ${bytes} bytes once stored; at most ${max} are allowed` }],
      "item_too_large",
    );
  }
}
