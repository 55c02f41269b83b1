/**
 * What an enhanced cell costs (the spec gives no price; docs/enhance.md). Only a completed cell
 * is charged, in the transaction that writes its value; failed and cancelled cells cost nothing.
 * A cell whose engine searched the web costs more; `estimated_credits` assumes every queued cell
 * completes, with web search when the request allows it, so it is the most the request can cost.
 */
export const CREDITS_PER_CELL = 1;
export const CREDITS_PER_CELL_WITH_WEB_SEARCH = 2;

export const cellPrice = (webSearched: boolean) => (webSearched ? CREDITS_PER_CELL_WITH_WEB_SEARCH : CREDITS_PER_CELL);

/** Ledger rows of enhancement carry this service name and the table's id. */
export const LEDGER_SERVICE = "enhancement";

/** Row ids per request (as rows per POST, spec 8) and cells per queue message. */
export const MAX_ROWS_PER_REQUEST = 1000;
export const CELLS_PER_MESSAGE = 10;
