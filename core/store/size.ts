import { fieldErrors } from "../validation.js";

/**
 * How much of DynamoDB's 400 KB item each kind of item may spend, in one place: keys, attribute
 * names and the item's other fields need the rest.
 */
export const ITEM_BUDGETS = {
  /** Any stored input checked by assertFits (an attribute, a schema's columns, a row, source_text). */
  item: 350_000,
  /** A webhook delivery's body (the item holds it until delivered). */
  webhookPayload: 350 * 1024,
  /** A job's request plus its inline result; a bigger result goes to S3. */
  jobInline: 300 * 1024,
  /** A search or enrich request, kept with its job (422 beyond). */
  jobRequest: 200 * 1024,
  /** A page of up to 25 rows; a row that outgrows it moves to its own page. */
  rowPage: 300 * 1024,
  /** A fetched page's visible text and its product records (core/corpus). */
  pageText: 100_000,
  pageRecords: 80_000,
} as const;

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
