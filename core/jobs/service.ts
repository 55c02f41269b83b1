/**
 * The life of a search or enrich job. Credits are charged before any work starts (402 and
 * nothing runs when they do not suffice) and given back if the engine fails, so a job costs
 * exactly once: the async worker never charges, and its refund is idempotent. A job that ends
 * stores its webhook delivery in the same transaction, as table completion does.
 */
import { Service } from "electrodb";
import { EngineError, engineFailure, type EngineUsage } from "../ai/engine.js";
import { putObject, readBytes } from "../blob/client.js";
import { nowIso } from "../clock.js";
import { BalanceEntity, TransactionEntity } from "../credits/entity.js";
import * as credits from "../credits/service.js";
import { AppError, notFound } from "../errors.js";
import { logger } from "../log.js";
import { enqueue } from "../queue/send.js";
import { entityConfig } from "../store/entity.js";
import { newId } from "../store/ids.js";
import { ITEM_BUDGETS } from "../budgets.js";
import { storableCopy } from "../storable.js";
import { DeliveryEntity } from "../webhooks/entity.js";
import { endDeliveryId, endWithDelivery, fitsWebhook, newDelivery, queueIfUnsent } from "../webhooks/deliveries.js";
import { JobEntity } from "./entity.js";

export type JobKind = "search" | "enrich";
type JobStatus = "processing" | "completed" | "failed";

export interface Job {
  companyId: string;
  jobId: string;
  kind: JobKind;
  status: JobStatus;
  request: Record<string, unknown>;
  result?: unknown;
  resultKey?: string;
  creditsUsed: number;
  usage?: EngineUsage;
  error?: { message: string; retryable: boolean };
  webhookUrl?: string;
  /** Who asked: the key's user, or `system`; the ledger attributes the charge and its refund to them. */
  userId?: string;
  /** Run by the API request that opened it (runNow); the jobs queue only ever fails it. */
  sync?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The jobs queue's message: it names the job; the job item holds the state. */
export interface JobMessage {
  company_id: string;
  job_id: string;
}

const ID_PREFIX: Record<JobKind, string> = { search: "srch", enrich: "enr" };
/** A job item keeps its request and result inline up to this; a larger result goes to S3. */
const INLINE_JOB_BYTES = ITEM_BUDGETS.jobInline;
/** Requests above this are refused (422): the job item must hold the request. */
export const MAX_REQUEST_BYTES = ITEM_BUDGETS.jobRequest;

const EndService = new Service({ work: JobEntity, delivery: DeliveryEntity }, entityConfig());
/** A job is opened in the transaction that charges for it: no credits without a job that can refund them. */
const OpenService = new Service({ balance: BalanceEntity, transaction: TransactionEntity, job: JobEntity }, entityConfig());

/**
 * How long after a synchronous job opens the jobs worker looks at it (the SQS maximum). The API
 * function gives up after 29 s, so a sync job still processing by then lost its process (crash,
 * timeout) or its caller: the worker fails and refunds it rather than leave its credits taken
 * for a result nobody received. Locally, where a request has no time limit, a sync run that
 * outlasts this is failed too (and answers 503).
 */
const SYNC_WATCHDOG_SECONDS = 900;

export type NewJob = Omit<Job, "status" | "createdAt" | "updatedAt">;

export const newJobId = (kind: JobKind) => newId(ID_PREFIX[kind]);

/**
 * A path of this service (`/api/v1/…`, how the local engine cites the company's own rows) made
 * absolute on the origin the request reached (`base`); any other value stays as it is.
 */
export function serviceUrl(url: string, base: unknown): string {
  if (typeof base !== "string" || !url.startsWith("/") || url.startsWith("//")) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * Charges the job's cost and stores the job as processing, in one transaction. Short of
 * credits → 402 insufficient_credits and nothing is written.
 */
async function open(job: NewJob, description: string): Promise<Job> {
  const now = nowIso();
  const stored: Job = { ...job, status: "processing", createdAt: now, updatedAt: now };
  await credits.chargeWith(
    job.companyId,
    { service: job.kind, cost: job.creditsUsed, description, userId: job.userId, workId: job.jobId },
    (debit) => OpenService.transaction.write((e) => [...debit(e), e.job.create(stored).commit()]).go(),
  );
  return stored;
}

/** An async job: charged, stored as processing and queued. If queueing fails the job fails and is refunded. */
export async function startAsync(job: NewJob, description: string): Promise<Job> {
  const stored = await open(job, description);
  try {
    await enqueue("jobs", { company_id: job.companyId, job_id: job.jobId } satisfies JobMessage);
  } catch (err) {
    await fail(stored, new EngineError("The job could not be queued; send the request again", true));
    throw err;
  }
  return stored;
}

/**
 * Charges and runs a synchronous job now, stored like an async one so `GET /{kind}/{id}`
 * answers it. An engine failure ends it failed and refunded, answered 503 with its retryable
 * flag; any other failure ends it the same way and is rethrown. The worker's look at it comes
 * first, so no crash leaves the job's credits taken without an end.
 */
export async function runNow(job: NewJob, description: string, run: () => Promise<{ result: unknown; usage: EngineUsage }>): Promise<Job> {
  try {
    await enqueue("jobs", { company_id: job.companyId, job_id: job.jobId } satisfies JobMessage, SYNC_WATCHDOG_SECONDS);
  } catch (err) {
    logger().warn("jobs queue unavailable", { jobId: job.jobId, error: err as Error });
    throw new AppError("service_unavailable", "The request could not be started; nothing was charged, retry shortly", {
      code: "queue_unavailable",
      retryable: true,
    });
  }
  const stored = await open({ ...job, sync: true }, description);
  let outcome: { result: unknown; usage: EngineUsage };
  try {
    outcome = await run();
  } catch (err) {
    const failure = err instanceof EngineError ? err : new EngineError("The request could not be completed; send it again", true);
    await fail(stored, failure);
    if (err instanceof EngineError) throw engineFailure(err);
    throw err;
  }
  const result = storableCopy(outcome.result);
  let completed: boolean;
  try {
    completed = await complete(stored, result, outcome.usage, (j) => j);
  } catch (err) {
    // The job must end readable and refunded even when its result cannot be saved.
    logger().error("job result not saved", { jobId: job.jobId, error: err as Error });
    await fail(stored, new EngineError("The result could not be saved; no credits were charged, send the request again", true));
    throw new AppError("service_unavailable", "The result could not be saved (no credits were charged); send the request again", {
      code: "engine_failed",
      retryable: true,
    });
  }
  if (!completed) {
    throw new AppError("service_unavailable", "The request took too long and was given up (no credits were charged); send it again", {
      code: "engine_failed",
      retryable: true,
    });
  }
  return { ...stored, status: "completed", result, usage: outcome.usage };
}

/** The job with its result loaded, or a 404 (another company's id included). */
export async function getJob(companyId: string, kind: JobKind, jobId: string): Promise<Job> {
  const { data } = await JobEntity.get({ companyId, jobId }).go({ consistent: true });
  if (!data || data.kind !== kind) throw notFound(kind === "search" ? "Search" : "Enrich job", { id: jobId });
  const job = data as Job;
  if (job.resultKey) {
    job.result = JSON.parse(new TextDecoder().decode(await readBytes(job.resultKey)));
  }
  return job;
}

async function withResult(job: Job, result: unknown): Promise<Job> {
  if (result === undefined) return job;
  const text = JSON.stringify(result);
  if (Buffer.byteLength(text) + Buffer.byteLength(JSON.stringify(job.request)) <= INLINE_JOB_BYTES) return { ...job, result };
  const key = `${job.companyId}/jobs/${job.jobId}.json`;
  await putObject(key, text, "application/json");
  return { ...job, result: undefined, resultKey: key };
}

/**
 * The job as the webhook carries it: whole when it fits a webhook body, else without its
 * results and with where to read them (an enrich of 50 cited items can pass 350 KB).
 */
export function webhookData(job: Pick<Job, "kind" | "jobId" | "request">, event: unknown): unknown {
  if (fitsWebhook(event)) return event;
  const { results: _r, items: _i, ...rest } = event as Record<string, unknown>;
  return { ...rest, results_omitted: true, results_url: serviceUrl(`/api/v1/${job.kind}/${job.jobId}`, job.request.base_url) };
}

/**
 * Ends a processing job (completed or failed) and, when it has a webhook, stores the delivery
 * in the same transaction, then queues it. False when another delivery of the message ended it.
 */
async function end(job: Job, patch: Pick<Job, "status"> & Partial<Job>, event: unknown): Promise<boolean> {
  const updatedAt = nowIso();
  const ended = await withResult({ ...job, ...patch, updatedAt }, patch.result);
  const delivery = job.webhookUrl
    ? newDelivery(
        job.companyId,
        { url: job.webhookUrl, type: `${job.kind}.${patch.status}`, data: webhookData(job, event) },
        endDeliveryId(job.jobId),
      )
    : undefined;
  return endWithDelivery(
    EndService,
    (j) =>
      j
        .put(ended)
        .where((a, op) => op.eq(a.status, "processing"))
        .commit(),
    delivery,
  );
}

/**
 * Completes the job with a result already made storable (`storableCopy`: engines make results
 * from pages and models, whatever those hold); false when it had already ended (another
 * delivery, or the worker's look at a sync job).
 */
async function complete(job: Job, result: unknown, usage: EngineUsage, event: (j: Job) => unknown): Promise<boolean> {
  const done: Job = { ...job, status: "completed", result, usage };
  return end(job, { status: "completed", result, usage }, event(done));
}

/**
 * Fails the job with the engine's message and gives its credits back. A job that another hand
 * ended meanwhile is refunded only if that end was a failure: a completed job keeps its charge.
 */
async function fail(job: Job, err: EngineError, event?: (j: Job) => unknown): Promise<Job> {
  const error = { message: err.message, retryable: err.retryable };
  const failed: Job = { ...job, status: "failed", error, creditsUsed: 0 };
  if (job.status === "processing" && !(await end(job, { status: "failed", error, creditsUsed: 0 }, event?.(failed) ?? failed))) {
    const { data } = await JobEntity.get({ companyId: job.companyId, jobId: job.jobId }).go({ consistent: true });
    if (data?.status !== "failed") return data as Job;
  }
  await refundJob(job);
  return failed;
}

/** Gives back what the job was charged: its request records the cost (job.creditsUsed drops to 0 on failure). */
async function refundJob(job: Pick<Job, "companyId" | "jobId" | "kind" | "createdAt" | "request" | "userId">) {
  const cost = job.request.cost;
  if (typeof cost !== "number" || cost <= 0) return;
  await credits.refund(job.companyId, {
    service: job.kind,
    amount: cost,
    description: `Refund: ${job.kind} ${job.jobId} failed`,
    refundId: `tx_refund_${job.jobId}`,
    at: job.createdAt,
    userId: job.userId,
    workId: job.jobId,
  });
}

/**
 * One jobs-queue message. A job that already ended only has its webhook queued again (in case
 * the process stopped between the commit and the queueing) and its refund made sure of.
 */
export async function runJob(
  message: JobMessage,
  run: (job: Job) => Promise<{ result: unknown; usage: EngineUsage }>,
  event: (j: Job) => unknown,
  /** This delivery is the queue's last before the dead-letter queue. */
  lastAttempt = false,
) {
  const { data } = await JobEntity.get({ companyId: message.company_id, jobId: message.job_id }).go({ consistent: true });
  if (!data) return;
  const job = data as Job;
  if (job.status !== "processing") {
    if (job.status === "failed") await refundJob(job);
    if (job.webhookUrl) {
      await queueIfUnsent(job.companyId, job.jobId);
    }
    return;
  }
  if (job.sync) {
    // The worker's look at a synchronous job: still processing means its caller is gone.
    await fail(job, new EngineError("The request did not finish in time; no credits were charged, send it again", true), event);
    return;
  }
  try {
    const { result, usage } = await run(job);
    await complete(job, storableCopy(result), usage, event);
  } catch (err) {
    if (err instanceof EngineError) {
      logger().info("job failed", { jobId: job.jobId, error: err.message, retryable: err.retryable });
      await fail(job, err, event);
      return;
    }
    if (err instanceof AppError) {
      // Bad input found only now (e.g. the schema was deleted meanwhile): a clean failure too.
      await fail(job, new EngineError(err.message, false), event);
      return;
    }
    if (lastAttempt) {
      // No delivery follows this one: end the job (refunded) rather than leave it processing.
      logger().warn("job failed on its last attempt", { jobId: job.jobId, error: err as Error });
      await fail(job, new EngineError("The job could not be completed; send the request again", true), event);
      return;
    }
    throw err; // our infrastructure: SQS redelivers
  }
}
