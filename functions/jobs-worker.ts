import { JobMessage, runJobMessage } from "../core/jobs/worker.js";
import { sqsWorker } from "../core/queue/worker.js";

export const handler = sqsWorker(JobMessage, runJobMessage);
