import { Logger } from "@aws-lambda-powertools/logger";
import { config } from "../config.js";

// One logger per process; requests log through a child holding their request_id, because
// appendKeys on the shared logger would leak between concurrent requests outside Lambda.
let root: Logger | undefined;

export function logger(): Logger {
  if (!root) {
    const level = config().LOG_LEVEL;
    root = new Logger({ serviceName: "product-data-service", logLevel: level });
  }
  return root;
}
