import { JobMessage, runJobMessage } from "../core/workers/jobs.js";
import { sqsWorker } from "../core/queue/worker.js";

export const handler = sqsWorker(JobMessage, runJobMessage);
