import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { RowParam, TableParam } from "../tables/schemas.js";
import { CREDITS_PER_CELL, CREDITS_PER_CELL_WITH_WEB_SEARCH, MAX_ROWS_PER_REQUEST } from "./pricing.js";
import { CancelInput, Cancelled, EnhanceInput, EnhanceJob, EnhanceStatus, TraceList, TraceQuery } from "./schemas.js";

const tags = ["enhance"];

export const enhance = createRoute({
  method: "post",
  path: "/tables/{table_id}/enhance",
  operationId: "enhanceColumn",
  tags,
  summary: "Fill one column of chosen rows with AI, asynchronously",
  description:
    `Queues one enhancement per row of \`row_ids\` (1 to ${MAX_ROWS_PER_REQUEST}, all rows of this table, else 422 \`unknown_rows\` listing ` +
    "`details.unknown_row_ids`) for the column `column_key` (else 422 `unknown_keys`): the AI engine follows `prompt` over each " +
    "row, with the table's `enhancement_context`, and the answer, coerced to the column's type (enums and tags honour " +
    "`allow_custom_values`), is written into the row. `model` defaults to `auto` (the operator's configured default). " +
    `**Price:** ${CREDITS_PER_CELL} credit per completed cell, ${CREDITS_PER_CELL_WITH_WEB_SEARCH} when its engine searched the web ` +
    "(only possible with `web_search`, the default); failed and cancelled cells cost nothing. Each completed cell is charged in " +
    "the write that stores its value (ledger service `enhancement`, with the table's id). `estimated_credits` is the most the " +
    "queued cells can cost; the balance must cover it now (else 402 and nothing is queued). If the balance runs out later, the " +
    "remaining cells fail with `insufficient_credits` and cost nothing. A cell whose enhancement is still pending or processing " +
    "is not queued again: `rows_queued` counts the cells that were, and when none could be the answer is 409 " +
    "`enhancement_in_progress` listing them. With the local engine the prompt is a template (`{{name}} by {{brand}}`), " +
    "normalisations (trim, upper/lower/title/sentence case, collapse whitespace, convert to <unit>), an extraction " +
    "(`extract the gtin from {{description}}`) or `apply the glossary`; any other prompt fails its cells, for free, saying it " +
    "needs the LLM engine. Follow progress with `GET /tables/{table_id}/enhance/status`.",
  request: { params: TableParam, body: body(EnhanceInput) },
  responses: { 202: json(EnhanceJob, "Queued"), ...errors(402, 409, 503) },
});

export const status = createRoute({
  method: "get",
  path: "/tables/{table_id}/enhance/status",
  operationId: "getEnhanceStatus",
  tags,
  summary: "Count a table's enhanced cells by state, per column",
  description:
    "For each column with enhancements, how many cells are `pending`, `processing`, `completed` and `failed`, read at once " +
    "(strongly consistent). `total` is the number of rows with an enhancement for that column and always equals " +
    "completed + failed + pending + processing: a cancelled cell counts as failed (it ended without a value) and again in " +
    "`cancelled`. Work is done when pending + processing is 0. A cell enhanced again counts once, in its latest state.",
  request: { params: TableParam },
  responses: { 200: json(EnhanceStatus) },
});

export const cancel = createRoute({
  method: "post",
  path: "/tables/{table_id}/enhance/cancel",
  operationId: "cancelEnhancements",
  tags,
  summary: "Cancel a table's pending and processing enhancements",
  description:
    "Cancels every pending or processing enhancement of the table, or only of `column_key` when given (`{}` or no body: all " +
    "columns). Completed and failed ones are untouched. A cell being processed when it is cancelled never writes its value and " +
    "is not charged, even if its answer arrives afterwards. Answers how many cells were cancelled.",
  request: {
    params: TableParam,
    body: { required: false, content: { "application/json": { schema: CancelInput } } },
  },
  responses: { 200: json(Cancelled) },
});

export const traces = createRoute({
  method: "get",
  path: "/tables/{table_id}/rows/{row_id}/traces",
  operationId: "listRowTraces",
  tags,
  summary: "What the AI was asked and answered for a row's cells",
  description:
    "The trace of the latest ended enhancement of each of the row's cells (or of `column_key` only): the model, a confidence, " +
    "the request (`system_prompt`, `user_content`, `tools`) and the response (`text`, `iterations`, `tool_calls`, " +
    "`thought_summary`, `sources`), with how it ended (`status`, `error`) and what it cost. Texts longer than 20,000 characters " +
    "are cut. Cancelled cells have no trace.",
  request: { params: RowParam, query: TraceQuery },
  responses: { 200: json(TraceList) },
});
