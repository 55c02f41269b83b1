/**
 * The enhance queue's consumer: one message names an enhancement and up to CELLS_PER_MESSAGE
 * of its rows. Each cell is claimed (pending → processing), run through the engine, and ended
 * by one conditional write: completed with its charge (complete.ts) or failed for free. Safe
 * under redelivery: a cell that ended is not claimed again, and one whose worker died is
 * reclaimed once its lease (the function's timeout) has run out.
 */
import { mapLimit } from "../map-limit.js";
import type { SQSRecord } from "aws-lambda";
import { EngineError, type AiEngine, type EnhanceAnswer, type EnhanceRequest, type GlossaryTerm } from "../ai/engine.js";
import { aiEngine } from "../ai/index.js";
import { nowIso } from "../clock.js";
import { touchCorpus } from "../corpus/revision.js";
import { allTerms } from "../glossary/service.js";
import { logger } from "../log.js";
import { QUEUES } from "../queue/queues.js";
import { isLastDelivery } from "../queue/worker.js";
import { coerceValue } from "../values/coerce.js";
import type { Column } from "../schemas/schemas.js";
import { storableCopy } from "../storable.js";
import { locate, toRow } from "../tables/rows.js";
import { colRef, columnsOf, findStored } from "../tables/service.js";
import { type CellKey, claim, failCell, release, type StoredTrace } from "./cells.js";
import { completeCell, type Payer } from "./complete.js";
import { EnhanceRunEntity } from "./entity.js";
import { checkGlossary, sourceText } from "./glossary-check.js";
import type { CellsMessage } from "./message.js";
import { cellPrice } from "./pricing.js";

/** Cells of one message run this many at a time (model latency hidden, the balance item not too hot). */
const CELL_CONCURRENCY = 4;
/** A trace's texts are cut here so the trace item stays far below DynamoDB's 400 KB. */
const TRACE_TEXT = 20_000;
const TRACE_LIST = 20;

interface Run {
  companyId: string;
  tableId: string;
  enhancementId: string;
  colRef: string;
  prompt: string;
  model: string;
  webSearch: boolean;
  targetLanguage?: string;
  useGlossary: boolean;
  userId?: string;
}

interface Ctx {
  run: Run;
  columns: Column[];
  column: Column | undefined;
  engine: AiEngine;
  glossary: GlossaryTerm[] | undefined;
  context?: string;
  payer: Payer;
}

const cut = (s: string | null) => (s !== null && s.length > TRACE_TEXT ? `${s.slice(0, TRACE_TEXT)}…` : s);

function traceOf(run: Run, answer: EnhanceAnswer | undefined, end: Pick<StoredTrace, "status" | "error" | "credits_charged">): StoredTrace {
  const t = answer?.trace;
  return storableCopy({
    model: answer?.usage.model ?? null,
    confidence: answer?.confidence ?? null,
    request: {
      system_prompt: cut(t?.request.system_prompt ?? null),
      user_content: cut(t?.request.user_content ?? run.prompt),
      tools: (t?.request.tools ?? []).slice(0, TRACE_LIST),
    },
    response: {
      text: cut(t?.response.text ?? null),
      iterations: t?.response.iterations ?? null,
      tool_calls: (t?.response.tool_calls ?? []).slice(0, TRACE_LIST),
      thought_summary: cut(t?.response.thought_summary ?? null),
      sources: (t?.response.sources ?? []).slice(0, TRACE_LIST),
    },
    enhancement_id: run.enhancementId,
    ...end,
    created_at: nowIso(),
  });
}

/** A retryable engine failure (a 429, a timeout) gets one more try after a pause; then the cell fails. */
async function ask(engine: AiEngine, req: EnhanceRequest): Promise<EnhanceAnswer> {
  try {
    return await engine.enhance(req);
  } catch (err) {
    if (!(err instanceof EngineError && err.retryable)) throw err;
    await new Promise((r) => setTimeout(r, 1000));
    return engine.enhance(req);
  }
}

/** One claimed cell to its end. True when it completed (a value was written). */
async function runCell(ctx: Ctx, key: CellKey, attempt: number): Promise<boolean> {
  const { run, column } = ctx;
  const fail = async (message: string, code: string, answer?: EnhanceAnswer) =>
    failCell(key, attempt, { message, code }, traceOf(run, answer, { status: "failed", error: message, credits_charged: 0 })).then(
      () => false,
    );
  if (!column) return fail("The column is no longer part of the table's schema", "column_removed");
  const found = await locate(key.companyId, key.tableId, key.rowIndex);
  if (!found) return fail("The row no longer exists", "row_deleted");
  const row = toRow(found.row, ctx.columns).data;

  let answer: EnhanceAnswer;
  try {
    answer = await ask(ctx.engine, {
      companyId: key.companyId,
      prompt: run.prompt,
      column,
      columns: ctx.columns,
      row,
      context: ctx.context,
      model: run.model,
      webSearch: run.webSearch,
      targetLanguage: run.targetLanguage,
      glossary: ctx.glossary,
    });
  } catch (err) {
    if (err instanceof EngineError) return fail(err.message, "engine_failed");
    throw err;
  }
  let raw = answer.value;
  if (ctx.glossary) {
    const checked = checkGlossary(raw, sourceText(run.prompt, ctx.columns, column, row), ctx.glossary, run.targetLanguage);
    if (!checked.ok) return fail(checked.reason, "glossary_violation", answer);
    raw = checked.value;
    if (checked.repairs.length) {
      answer = {
        ...answer,
        trace: {
          ...answer.trace,
          response: {
            ...answer.trace.response,
            thought_summary: [answer.trace.response.thought_summary, `Glossary: ${checked.repairs.join("; ")}`].filter(Boolean).join("\n"),
          },
        },
      };
    }
  }
  // The one rule for column values: enums and tags honour allow_custom_values, numbers their unit.
  const coerced = coerceValue(raw, column);
  if (!coerced.ok) return fail(`The answer is not a valid ${column.type} value: ${coerced.reason}`, "invalid_value", answer);
  if (coerced.value === null) return fail("The engine gave no value for this cell", "no_value", answer);
  const price = cellPrice(answer.webSearched);
  const trace = traceOf(run, { ...answer, value: coerced.value }, { status: "completed", error: null, credits_charged: price });
  return (await completeCell(key, attempt, found, coerced.value, price, trace, column.key, ctx.payer)) === "completed";
}

export async function runCells(message: CellsMessage, record?: SQSRecord): Promise<void> {
  const { company_id: companyId, table_id: tableId, enhancement_id: enhancementId } = message;
  const { data: run } = await EnhanceRunEntity.get({ companyId, tableId, enhancementId }).go({ consistent: true });
  const table = run && (await findStored(companyId, tableId));
  if (!run || !table) return; // the table was deleted, with its cells
  const columns = await columnsOf(companyId, table);
  const ctx: Ctx = {
    run: run as Run,
    columns,
    column: columns.find((c) => colRef(c) === run.colRef),
    engine: await aiEngine(),
    glossary: run.useGlossary ? await allTerms(companyId) : undefined,
    context: table.enhancementContext,
    payer: { enhancementId, userId: run.userId, table: { id: tableId, name: table.name, schemaId: table.schemaId } },
  };
  const leaseMs = QUEUES.enhance.functionTimeoutSeconds * 1000;
  const last = isLastDelivery("enhance", record);
  let failure: unknown;
  let wrote = false;
  await mapLimit(message.row_indexes, CELL_CONCURRENCY, async (rowIndex) => {
    const key: CellKey = { companyId, tableId, colRef: run.colRef, rowIndex };
    const attempt = await claim(key, enhancementId, leaseMs);
    if (attempt === undefined) return; // ended, cancelled, superseded, or another worker's
    try {
      if (await runCell(ctx, key, attempt)) wrote = true;
    } catch (err) {
      logger().error("enhance cell failed", { tableId, enhancementId, rowIndex, error: err as Error });
      failure ??= err;
      // The last delivery ends the cell; before it, the cell waits for the redelivery.
      const end = last
        ? failCell(
            key,
            attempt,
            { message: "The cell could not be enhanced (internal error); nothing was charged", code: "internal_error" },
            traceOf(ctx.run, undefined, { status: "failed", error: "internal error", credits_charged: 0 }),
          )
        : release(key, attempt);
      await end.catch((e: unknown) => logger().warn("enhance cell not released", { rowIndex, error: e as Error }));
    }
  });
  // The local engine's search index reads rows: they changed.
  if (wrote) await touchCorpus(companyId);
  if (failure && !last) throw failure;
}
