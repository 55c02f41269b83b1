import { ExtractMessage, runExtraction } from "../core/ingest/pipeline.js";
import { sqsWorker } from "../core/queue/worker.js";

export const handler = sqsWorker(ExtractMessage, runExtraction);
