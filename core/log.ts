import { Logger } from "@aws-lambda-powertools/logger";
import { config } from "./config.js";

// One logger per process. Nothing appends per-request keys to it (they would leak between
// concurrent requests outside Lambda): the API logs only 5xx, passing request_id in that call.
let root: Logger | undefined;

export function logger(): Logger {
  if (!root) {
    const level = config().LOG_LEVEL;
    root = new Logger({ serviceName: "product-data-service", logLevel: level });
  }
  return root;
}
