/** The jobs queue's consumer: async search and enrich (spec 4.1, 4.2), each kind run by its service. */
import type { SQSRecord } from "aws-lambda";
import { z } from "zod";
import { isLastDelivery } from "../queue/worker.js";
import * as enrich from "../enrich/service.js";
import * as search from "../search/service.js";
import { runJob, type Job } from "../jobs/service.js";

export const JobMessage = z.object({ company_id: z.string().min(1), job_id: z.string().min(1) });

const KINDS = {
  search: { run: search.runQueued, event: search.toSearch },
  enrich: { run: enrich.runQueued, event: enrich.toEnrich },
} as const;

/** The webhook carries the job as `GET /{kind}/{id}` would show it. */
export const runJobMessage = (message: z.infer<typeof JobMessage>, record?: SQSRecord) =>
  runJob(
    message,
    (job: Job) => KINDS[job.kind].run(job),
    (job: Job) => KINDS[job.kind].event(job),
    isLastDelivery("jobs", record),
  );
