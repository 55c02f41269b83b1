import { CellsMessage } from "../core/enhance/message.js";
import { runCells } from "../core/enhance/worker.js";
import { sqsWorker } from "../core/queue/worker.js";

export const handler = sqsWorker(CellsMessage, runCells);
