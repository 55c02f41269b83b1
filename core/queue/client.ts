import { SQSClient } from "@aws-sdk/client-sqs";
import { config } from "../config.js";
import { AppError } from "../errors.js";
import { QUEUES, type QueueName } from "./queues.js";

// The SDK reads AWS_ENDPOINT_URL_SQS itself; the local runtime sets it.
let client: SQSClient | undefined;

export function sqs(): SQSClient {
  client ??= new SQSClient({ region: config().AWS_REGION });
  return client;
}

export function queueUrl(name: QueueName): string {
  const url = config()[QUEUES[name].env];
  if (!url) throw new AppError("service_unavailable", `The ${name} queue is not configured`, { retryable: true });
  return url;
}
