import { ITEM_BUDGETS } from "../budgets.js";
import { fieldErrors } from "../validation.js";

const MAX_ITEM_BYTES = ITEM_BUDGETS.item;

/**
 * Refuses (422 `item_too_large`) a value that would make its item exceed DynamoDB's limit, so
 * an oversized input is a clear client error instead of a failed write.
 */
export function assertFits(value: unknown, field: string, what: string, max: number = MAX_ITEM_BYTES): void {
  const bytes = Buffer.byteLength(JSON.stringify(value ?? null));
  if (bytes > max) {
    throw fieldErrors(
      [{ field, in: "body", message: `${what} is ${bytes} bytes once stored; at most ${max} are allowed` }],
      "item_too_large",
    );
  }
}
