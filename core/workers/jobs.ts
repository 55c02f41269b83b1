/**
 * The jobs queue's consumer: async search and enrich (spec 4.1, 4.2), each kind run by its
 * service, and background publishes of tables to the catalog (core/catalog/publish-jobs.ts),
 * told apart by the id they name.
 */
import type { SQSRecord } from "aws-lambda";
import { z } from "zod";
import { isLastDelivery } from "../queue/worker.js";
import * as enrich from "../enrich/service.js";
import * as search from "../search/service.js";
import { runJob, type Job } from "../jobs/service.js";

const AiJobMessage = z.object({ company_id: z.string().min(1), job_id: z.string().min(1) });
const PublishMessage = z.object({ company_id: z.string().min(1), publish_id: z.string().min(1) });
export const JobMessage = z.union([AiJobMessage, PublishMessage]);

const KINDS = {
  search: { run: search.runQueued, event: search.toSearch },
  enrich: { run: enrich.runQueued, event: enrich.toEnrich },
} as const;

/** The webhook carries the job as `GET /{kind}/{id}` would show it. */
export async function runJobMessage(message: z.infer<typeof JobMessage>, record?: SQSRecord): Promise<void> {
  const lastAttempt = isLastDelivery("jobs", record);
  if ("publish_id" in message) {
    // The catalog loads only for the jobs that need it.
    const { runPublish } = await import("../catalog/publish-jobs.js");
    return runPublish(message, lastAttempt);
  }
  return runJob(
    message,
    (job: Job) => KINDS[job.kind].run(job),
    (job: Job) => KINDS[job.kind].event(job),
    lastAttempt,
  );
}
