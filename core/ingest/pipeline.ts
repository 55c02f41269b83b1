import type { SQSRecord } from "aws-lambda";
import { z } from "zod";
import { EngineError } from "../ai/engine.js";
import { readBytes, readRange } from "../blob/client.js";
import { nowIso } from "../clock.js";
import { config } from "../config.js";
import { fileKey } from "../files/keys.js";
import { logger } from "../log.js";
import { FETCH_BUDGETS, PARSE_BUDGETS } from "../budgets.js";
import { fetchDocument, FetchError } from "../net/fetch-url.js";
import { UnsafeUrlError } from "../net/public-url.js";
import { enqueue, enqueueAll } from "../queue/send.js";
import { isLastDelivery } from "../queue/worker.js";
import type { Column } from "../schemas/schemas.js";
import { isConditionFailure } from "../store/errors.js";
import { ChunkEntity } from "../tables/entity.js";
import { allocate, clearRows, writeRows } from "../tables/rows.js";
import { completeIfDone, recordChunkDone, recordChunkFailed, recordFetched, recordPlanned, resendCompletion } from "../tables/lifecycle.js";
import { colRef, columnsOf, findStored, type StoredTable } from "../tables/service.js";
import { documentRows } from "./document-rows.js";
import { decodeAs } from "../extract/encoding.js";
import { applyMapping, fieldMapping } from "../extract/map-records.js";
import { planUnits, type RangeFormat, type Unit } from "./plan.js";
import { delimitedRows, jsonRecords, type SourceDocument, type SourceRecord } from "../extract/records.js";
import { InputError, Skips, storableRows } from "../extract/budget.js";

export const ExtractMessage = z.object({ company_id: z.string(), table_id: z.string(), chunk: z.number().int().min(0).default(0) });
export type ExtractMessage = z.infer<typeof ExtractMessage>;

const FETCH_LIMITS = FETCH_BUDGETS.extraction;
export const MAX_WHOLE_BYTES = PARSE_BUDGETS.wholeDocumentBytes;

type Chunk = {
  chunk: number;
  status: "processing" | "done" | "failed";
  kind?: "plan" | "whole" | "range";
  rowIndexBase?: number;
  rowCount?: number;
  fileIndex?: number;
  start?: number;
  end?: number;
  format?: RangeFormat & { mapping?: [string, string][] };
};
type Table = StoredTable;

/**
 * Runs one extraction message. SQS delivers at least once, so every step checks state first:
 * a finished chunk is skipped, a re-run chunk rewrites the same row items, and the move to
 * `done` counts the rows exactly once. Chunk 0 plans; chunks 1..n are what it planned.
 */
export async function runExtraction(message: ExtractMessage, record?: SQSRecord): Promise<void> {
  const { company_id: companyId, table_id: tableId, chunk } = message;
  const table = await findStored(companyId, tableId);
  if (!table) return;
  if (table.status === "completed") return void (await resendCompletion(table));
  try {
    if (chunk === 0) await runPlan(table);
    else await runUnit(table, chunk);
  } catch (err) {
    // Bad input (refused, unreadable, over a budget) fails at once with its own reason: a retry
    // would read the same bytes. Only our infrastructure's failures are retried.
    if (err instanceof InputError) await failChunk(table, chunk, err.message);
    // On the queue's last delivery the chunk fails (its rows so far stay) rather than leave the
    // table processing forever once the message sits in the dead-letter queue.
    else if (!isLastDelivery("extract", record)) throw err;
    else {
      logger().warn("extraction chunk failed on its last attempt", { companyId, tableId, chunk, error: err as Error });
      await failChunk(table, chunk, "Part of the source could not be processed after several attempts; create the table again to retry");
    }
  }
  // The chunk is finished (done, failed, or found so): the next of its lane takes its place.
  if (chunk > 0) await queueNext(table, chunk);
  await completeIfDone(companyId, tableId);
}

/**
 * Fair turns: a table has at most EXTRACT_CHUNKS_IN_FLIGHT chunks on the queue. The plan queues
 * chunks 1..W (W lanes); a finished chunk queues chunk + W. So one company's huge file never
 * stands ahead of another table's messages with more than W of its own, whatever its size. A
 * lane broken by a crash between a chunk's finish and the next one's send heals on redelivery:
 * the message finds its chunk finished and queues the next again (a duplicate is harmless, as
 * every step checks state first).
 */
async function queueNext(t: Table, chunk: number): Promise<void> {
  const next = chunk + lanesOf(t);
  if (next < t.chunksTotal) await enqueue("extract", { company_id: t.companyId, table_id: t.tableId, chunk: next });
}

/** The table's lanes as planned (tables planned before lanes existed: the current setting). */
const lanesOf = (t: Table) => t.chunkLanes ?? config().EXTRACT_CHUNKS_IN_FLIGHT;

const getChunk = async (t: Table, chunk: number) =>
  (await ChunkEntity.get({ companyId: t.companyId, tableId: t.tableId, chunk }).go({ consistent: true })).data as Chunk | null;

/**
 * Chunk 0. A table with one source read whole is extracted right here. Otherwise the units are
 * written as chunks 1..n (row indexes of range units fixed now, from their place in the file),
 * chunk 0 is marked done together with the table's new chunk count, and the units are queued.
 * A redelivered plan whose work is recorded only queues again the units not yet finished.
 */
async function runPlan(t: Table): Promise<void> {
  const plan = await getChunk(t, 0);
  if (plan && plan.status !== "processing") return requeueUnfinished(t);
  const units = await planUnits(t);
  if (units.length === 1 && units[0].kind === "whole") return runWhole(t, 0, plan, units[0].fileIndex);

  const columns = await columnsOf(t.companyId, t);
  const planned = units.reduce((n, u) => n + (u.kind === "range" ? u.records : 0), 0);
  const base = plan?.rowIndexBase ?? (await claimBase(t, 0, "plan", await allocate(t.companyId, t.tableId, planned), 0)).rowIndexBase!;
  const mappings = new Map<number, [string, string][]>();
  let next = base;
  const chunks: Chunk[] = [];
  for (const [i, u] of units.entries()) {
    if (u.kind === "whole") {
      chunks.push({ chunk: i + 1, status: "processing", kind: "whole", fileIndex: u.fileIndex });
      continue;
    }
    // Every slice of a file is mapped as its first slice was, so the file's rows agree.
    if (!mappings.has(u.fileIndex)) mappings.set(u.fileIndex, mappingByRef(fieldMapping(await rangeRecords(t, u, u), columns), columns));
    const { kind: _k, fileIndex, start, end, records, ...format } = u;
    chunks.push({
      chunk: i + 1,
      status: "processing",
      kind: "range",
      fileIndex,
      start,
      end,
      rowIndexBase: next,
      rowCount: records,
      format: { ...format, mapping: mappings.get(u.fileIndex) },
    });
    next += records;
  }
  await createMissing(t, chunks);
  const { companyId, tableId } = t;
  // The lanes are fixed with the plan: a setting changed while the table runs cannot skip a chunk.
  const lanes = config().EXTRACT_CHUNKS_IN_FLIGHT;
  await recordPlanned(companyId, tableId, 1 + chunks.length, lanes);
  // The first chunk of each lane; each finished chunk queues the next of its lane (queueNext).
  await enqueueAll(
    "extract",
    chunks.slice(0, lanes).map((c) => ({ company_id: companyId, table_id: tableId, chunk: c.chunk })),
  );
  logger().info("extraction planned", { companyId, tableId, chunks: chunks.length, rows: planned });
}

/** Writes the planned chunk items; ones a previous delivery already wrote (maybe finished) stay. */
async function createMissing(t: Table, chunks: Chunk[]) {
  const createdAt = nowIso();
  for (let i = 0; i < chunks.length; i += 16) {
    await Promise.all(
      chunks.slice(i, i + 16).map((c) =>
        ChunkEntity.create({ ...c, companyId: t.companyId, tableId: t.tableId, createdAt })
          .go()
          .catch((err) => {
            if (!isConditionFailure(err)) throw err;
          }),
      ),
    );
  }
}

/** A redelivered plan (after a crash, or the local runtime's restart) queues each lane's first unfinished chunk. */
async function requeueUnfinished(t: Table) {
  const { data } = await ChunkEntity.query.byChunk({ companyId: t.companyId, tableId: t.tableId }).go({ pages: "all" });
  const lanes = lanesOf(t);
  const heads = new Map<number, number>();
  for (const c of data as Chunk[]) {
    if (c.chunk === 0 || c.status !== "processing") continue;
    const lane = (c.chunk - 1) % lanes;
    heads.set(lane, Math.min(heads.get(lane) ?? c.chunk, c.chunk));
  }
  await enqueueAll(
    "extract",
    [...heads.values()].map((chunk) => ({ company_id: t.companyId, table_id: t.tableId, chunk })),
  );
}

async function runUnit(t: Table, chunkNo: number): Promise<void> {
  const c = await getChunk(t, chunkNo);
  if (c?.status !== "processing") return;
  if (c.kind !== "range") return runWhole(t, chunkNo, c, c.fileIndex ?? -1);
  const columns = await columnsOf(t.companyId, t);
  const byRef = new Map(columns.map((col) => [colRef(col), col.key]));
  const mapping = (c.format!.mapping ?? []).flatMap(([source, ref]) =>
    byRef.has(ref) ? [[source, byRef.get(ref)!] as [string, string]] : [],
  );
  const skips = new Skips();
  const rows = applyMapping(await rangeRecords(t, c as Chunk & Unit, c.format!, skips), mapping, columns);
  if (rows.length > c.rowCount!) {
    // The planner and the parser read quotes the same way, so this means a malformed file.
    logger().warn("extraction range held more records than planned", {
      tableId: t.tableId,
      chunk: chunkNo,
      planned: c.rowCount,
      found: rows.length,
    });
  }
  const kept = storableRows(
    rows.slice(0, c.rowCount).map((r) => byColRef(r, columns)),
    skips,
  );
  await writeRows(t.companyId, t.tableId, c.rowIndexBase!, kept, false);
  await recordChunkDone(t.companyId, t.tableId, chunkNo, kept.length, skipNote(t, c.fileIndex!, skips));
}

/** What the budgets left out of a chunk, for the table's error_message. */
const skipNote = (t: Table, fileIndex: number, skips: Skips) => {
  const message = skips.message();
  if (!message) return undefined;
  const name = fileIndex >= 0 ? t.files[fileIndex]?.name : t.files.length ? t.files.map((f) => f.name).join(", ") : "source_text";
  return `${name}: ${message}`;
};

/** Extracts one whole source (a file, or with fileIndex -1 every source of the table). */
async function runWhole(t: Table, chunkNo: number, existing: Chunk | null, fileIndex: number): Promise<void> {
  const columns = await columnsOf(t.companyId, t);
  let rows: Record<string, unknown>[];
  const skips = new Skips();
  try {
    const docs = await loadDocuments(t, fileIndex);
    const found = await documentRows(docs, columns, { companyId: t.companyId, context: t.additionalContext, skips });
    rows = storableRows(
      found.map((r) => byColRef(r, columns)),
      skips,
    );
    // A source that gave nothing failed, and says why (read as what, what was left out).
    if (!rows.length) {
      const names = docs.map((d) => d.name).join(", ") || "the source";
      return failChunk(t, chunkNo, `${names}: no rows found${skips.message() ? `; ${skips.message()}` : ""}`);
    }
  } catch (err) {
    // A bad source or a failed model call ends this chunk with its message, retryable or not:
    // the table completes with error_message. LLM_TIMEOUT_MS bounds a provider that never answers.
    if (!(err instanceof InputError) && !(err instanceof EngineError)) throw err;
    return failChunk(t, chunkNo, err.message);
  }
  const rerun = existing?.rowIndexBase !== undefined;
  const chunk = rerun
    ? existing
    : await claimBase(t, chunkNo, chunkNo === 0 ? "plan" : "whole", await allocate(t.companyId, t.tableId, rows.length), rows.length);
  const kept = rows.slice(0, chunk.rowCount);
  // A re-run after a crash may get other rows than the first run (a model answering
  // differently): the first run's rows go before this run's are written.
  if (rerun) await clearRows(t.companyId, t.tableId, chunk.rowIndexBase!, chunk.rowIndexBase! + chunk.rowCount!);
  await writeRows(t.companyId, t.tableId, chunk.rowIndexBase!, kept, false);
  await recordChunkDone(t.companyId, t.tableId, chunkNo, kept.length, skipNote(t, fileIndex, skips));
}

const byColRef = (row: Record<string, unknown>, columns: Column[]) =>
  Object.fromEntries(columns.filter((c) => c.key in row).map((c) => [colRef(c), row[c.key]]));

const mappingByRef = (mapping: [string, string][], columns: Column[]): [string, string][] => {
  const refs = new Map(columns.map((c) => [c.key, colRef(c)]));
  return mapping.flatMap(([source, key]) => (refs.has(key) ? [[source, refs.get(key)!] as [string, string]] : []));
};

/**
 * Records the row indexes a chunk writes to, once: the first delivery to parse the chunk wins,
 * later ones (and retries) use its range, so they rewrite the same row items.
 */
async function claimBase(t: Table, chunk: number, kind: "plan" | "whole", base: number, rowCount: number): Promise<Chunk> {
  const { companyId, tableId } = t;
  try {
    await ChunkEntity.upsert({ companyId, tableId, chunk, status: "processing", kind, rowIndexBase: base, rowCount, createdAt: nowIso() })
      .where((a, op) => `${op.notExists(a.rowIndexBase)} AND (${op.notExists(a.status)} OR ${op.eq(a.status, "processing")})`)
      .go();
    return { chunk, status: "processing", kind, rowIndexBase: base, rowCount };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    // Another delivery claimed it first: use its range (ours stays unused; indexes are cheap).
    return (await getChunk(t, chunk))!;
  }
}

async function failChunk(t: Table, chunk: number, error: string) {
  logger().info("extraction chunk failed", { companyId: t.companyId, tableId: t.tableId, chunk, error });
  await recordChunkFailed(t.companyId, t.tableId, chunk, error);
}

/** The documents of one source (fileIndex), or of all of them (-1): text, uploads, or URLs fetched now. */
async function loadDocuments(t: Table, fileIndex: number): Promise<SourceDocument[]> {
  if (t.sourceText !== undefined)
    return [{ name: "source_text", contentType: "text/plain", bytes: new TextEncoder().encode(t.sourceText) }];
  const docs: SourceDocument[] = [];
  for (const [i, f] of t.files.entries()) {
    if (fileIndex >= 0 && i !== fileIndex) continue;
    if (f.fileId) {
      if (f.size > MAX_WHOLE_BYTES) {
        throw new InputError(
          `${f.name} is ${Math.round(f.size / 1024 / 1024)} MB; files read whole (XLSX, PDF, HTML, JSON arrays, UTF-16 text) are extracted up to ${MAX_WHOLE_BYTES / 1024 / 1024} MB. Upload it as CSV, TSV or NDJSON, which are split and have no such limit`,
        );
      }
      docs.push({ name: f.name, contentType: "", bytes: await readBytes(fileKey(t.companyId, f.fileId)) });
    } else if (f.url) {
      try {
        const got = await fetchDocument(f.url, { ...FETCH_LIMITS, allowPrivate: config().ALLOW_PRIVATE_URLS });
        await recordFetched(t.companyId, t.tableId, i, { size: got.bytes.length, contentType: got.contentType });
        docs.push({ name: f.name, contentType: got.contentType, bytes: got.bytes, url: got.url });
      } catch (err) {
        if (err instanceof FetchError || err instanceof UnsafeUrlError) throw new InputError(err.message);
        throw err;
      }
    }
  }
  return docs;
}

/** The records of one byte range of a big file (one S3 range read). */
async function rangeRecords(
  t: Table,
  r: { fileIndex?: number; start?: number; end?: number },
  format: RangeFormat,
  skips = new Skips(),
): Promise<SourceRecord[]> {
  const file = t.files[r.fileIndex!];
  const text = decodeAs(await readRange(fileKey(t.companyId, file.fileId!), r.start!, r.end!), format.encoding);
  return format.format === "lines" ? jsonRecords(text, skips) : delimitedRows(text, format.delimiter!, format.header, skips);
}
