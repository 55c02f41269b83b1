/**
 * Publishing a large table in the background: `POST /tables/{id}/publish` without `row_ids` on a
 * table of more than SYNC_PUBLISH_ROWS rows answers 202 with a publish job, and the jobs queue
 * works through the table a stretch of row pages at a time, saving its progress (the last row
 * page done and the counts) after each stretch with a write conditioned on the progress it
 * read. So a redelivered or duplicated message never counts a row twice (the loser of the
 * condition stops), and a crash resumes from the last saved stretch: re-publishing those rows
 * only updates the products they made (each row's claim, core/catalog/publish.ts). A message
 * works for at most RUN_BUDGET_MS, then queues the rest as a new message, so no run outlives
 * its function's timeout however large the table.
 */
import { Entity, type EntityItem } from "electrodb";
import { nowIso, nowMs } from "../clock.js";
import { AppError, notFound } from "../errors.js";
import { logger } from "../log.js";
import { enqueue } from "../queue/send.js";
import { entityConfig, primary, SERVICE } from "../store/entity.js";
import { isConditionFailure } from "../store/errors.js";
import { newId } from "../store/ids.js";
import { eachRowPage, type StoredRow } from "../tables/rows.js";
import { type PublishInput, publishRows, publishSlice, publishTarget } from "./publish.js";

/** Without `row_ids`, a table of more rows than this publishes in the background. */
export const SYNC_PUBLISH_ROWS = 1_000;
/** Rows published between two saves of the progress. */
const STRETCH_ROWS = 250;
/** How long one queue message works before it hands the rest to the next. */
const RUN_BUDGET_MS = 60_000;

export const PublishJobEntity = new Entity(
  {
    model: { entity: "publishjob", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      publishId: { type: "string", required: true },
      tableId: { type: "string", required: true },
      status: { type: ["processing", "completed", "failed"] as const, required: true },
      /** Status of the products this creates. */
      productStatus: { type: ["draft", "active"] as const, required: true },
      totalRows: { type: "number", required: true },
      processedRows: { type: "number", required: true },
      createdCount: { type: "number", required: true },
      updatedCount: { type: "number", required: true },
      /** The first row index of the last row page done; -1 before the first. */
      position: { type: "number", required: true },
      error: { type: "string" },
      createdAt: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
    },
    indexes: { byId: primary(["companyId"], ["publishId"]) },
  },
  entityConfig(),
);

type PublishJob = EntityItem<typeof PublishJobEntity>;

/** The queue message of a publish job (the jobs queue; core/workers/jobs.ts tells it from the others by `publish_id`). */
export interface PublishMessage {
  company_id: string;
  publish_id: string;
}

export const toPublishJob = (j: PublishJob) => ({
  id: j.publishId,
  table_id: j.tableId,
  status: j.status,
  product_status: j.productStatus,
  total_rows: j.totalRows,
  processed_rows: j.processedRows,
  progress: j.status === "completed" ? 100 : j.totalRows ? Math.min(99, Math.floor((100 * j.processedRows) / j.totalRows)) : 0,
  created_count: j.createdCount,
  updated_count: j.updatedCount,
  error: j.error ?? null,
  created_at: j.createdAt,
  updated_at: j.updatedAt,
});
export type PublishJobView = ReturnType<typeof toPublishJob>;

/** Opens a publish job for the whole table and queues it; a queue that cannot take it fails the job (503). */
export async function startPublish(companyId: string, tableId: string, productStatus: "draft" | "active", totalRows: number) {
  const now = nowIso();
  const job: PublishJob = {
    companyId,
    publishId: newId("pub"),
    tableId,
    status: "processing",
    productStatus,
    totalRows,
    processedRows: 0,
    createdCount: 0,
    updatedCount: 0,
    position: -1,
    createdAt: now,
    updatedAt: now,
  };
  await PublishJobEntity.create(job).go();
  try {
    await enqueue("jobs", { company_id: companyId, publish_id: job.publishId } satisfies PublishMessage);
  } catch (err) {
    logger().warn("publish not queued", { publishId: job.publishId, error: err as Error });
    await end(job, "failed", "The publish could not be queued; publish again");
    throw new AppError("service_unavailable", "The publish could not be started; publish again shortly", {
      code: "queue_unavailable",
      retryable: true,
    });
  }
  return toPublishJob(job);
}

/** A publish job of this table, or 404 (another company's or another table's included). */
export async function getPublish(companyId: string, tableId: string, publishId: string) {
  const { data } = await PublishJobEntity.get({ companyId, publishId }).go({ consistent: true });
  if (!data || data.tableId !== tableId) throw notFound("Publish job", { id: publishId });
  return toPublishJob(data);
}

async function end(job: PublishJob, status: "completed" | "failed", error?: string) {
  try {
    await PublishJobEntity.patch({ companyId: job.companyId, publishId: job.publishId })
      .set({ status, updatedAt: nowIso(), ...(error ? { error } : {}) })
      .where((a, op) => `${op.eq(a.status, "processing")} AND ${op.eq(a.position, job.position)}`)
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Saves a stretch's progress if nobody else moved it first; false when another run did. */
async function advance(job: PublishJob, page: number, rows: number, created: number, updated: number): Promise<PublishJob | undefined> {
  const next = {
    position: page,
    processedRows: job.processedRows + rows,
    createdCount: job.createdCount + created,
    updatedCount: job.updatedCount + updated,
    updatedAt: nowIso(),
  };
  try {
    await PublishJobEntity.patch({ companyId: job.companyId, publishId: job.publishId })
      .set(next)
      .where((a, op) => `${op.eq(a.status, "processing")} AND ${op.eq(a.position, job.position)}`)
      .go();
    return { ...job, ...next };
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/**
 * One queue message of a publish job: publishes stretches of rows from the saved position
 * until the table ends (completed), the budget is spent (the rest is queued again) or another
 * run is found ahead. A table or schema gone meanwhile fails the job with the reason.
 */
export async function runPublish(message: PublishMessage, lastAttempt = false): Promise<void> {
  const { data } = await PublishJobEntity.get({ companyId: message.company_id, publishId: message.publish_id }).go({ consistent: true });
  if (data?.status !== "processing") return;
  let job: PublishJob = data;
  const started = nowMs();
  try {
    const target = await publishTarget(job.companyId, job.tableId);
    let stretch: StoredRow[] = [];
    let last = job.position;
    const flush = async () => {
      if (!stretch.length) return true;
      const published = await publishSlice(job.companyId, target, stretch, job.productStatus);
      const created = published.filter((p) => p.action === "created").length;
      const moved = await advance(job, last, stretch.length, created, stretch.length - created);
      stretch = [];
      if (!moved) return false;
      job = moved;
      return true;
    };
    for await (const { page, rows } of eachRowPage(job.companyId, job.tableId, job.position < 0 ? undefined : job.position)) {
      stretch.push(...rows);
      last = page;
      if (stretch.length >= STRETCH_ROWS) {
        if (!(await flush())) return; // another run is ahead
        if (nowMs() - started > RUN_BUDGET_MS) {
          await enqueue("jobs", message);
          return;
        }
      }
    }
    if (!(await flush())) return;
    await end(job, "completed");
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      // The table or its schema changed under the job (deleted, emptied of attribute columns).
      await end(job, "failed", err.message);
      return;
    }
    if (lastAttempt) {
      logger().warn("publish failed on its last attempt", { publishId: job.publishId, error: err as Error });
      await end(job, "failed", "Publishing stopped on an internal error; publish again (rows published so far are kept)");
      return;
    }
    throw err; // our infrastructure: SQS redelivers, and the run resumes from the saved progress
  }
}

/**
 * `POST /tables/{id}/publish`: named rows, or a table of at most SYNC_PUBLISH_ROWS rows, publish
 * now (200 with each row's product); a larger table publishes in the background (202 with the
 * job, followed at `GET /tables/{id}/publishes/{publish_id}`).
 */
export async function publishTable(companyId: string, tableId: string, input: PublishInput) {
  if (!input.row_ids) {
    const { table } = await publishTarget(companyId, tableId);
    if (table.totalRows > SYNC_PUBLISH_ROWS) {
      return { status: 202 as const, body: await startPublish(companyId, tableId, input.status ?? "draft", table.totalRows) };
    }
  }
  return { status: 200 as const, body: await publishRows(companyId, tableId, input) };
}
