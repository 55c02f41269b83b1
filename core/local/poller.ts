import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message } from "@aws-sdk/client-sqs";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { sqs } from "../queue/client.js";
import type { QueueSettings } from "../queue/queues.js";
import { logger } from "../log.js";

export type LambdaSqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;

const REGION = "us-east-1";

/** The record Lambda's SQS event source would hand the function for this message. */
export function toRecord(queueUrl: string, m: Message): SQSRecord {
  const name = queueUrl.split("/").pop()!;
  const a = m.Attributes ?? {};
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? "",
    attributes: {
      ApproximateReceiveCount: a.ApproximateReceiveCount ?? "1",
      SentTimestamp: a.SentTimestamp ?? String(Date.now()),
      SenderId: a.SenderId ?? "local",
      ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: m.MD5OfBody ?? "",
    eventSource: "aws:sqs",
    eventSourceARN: `arn:aws:sqs:${REGION}:000000000000:${name}`,
    awsRegion: REGION,
  };
}

/** What Lambda hands the function: its remaining time starts at the function's timeout. */
function lambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:${REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: "1024",
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Plays Lambda's SQS event source on one machine: receives batches of the queue's batch size
 * (`localConcurrency` of them at once), calls the same handler, deletes what succeeded and
 * leaves reported failures to reappear after the visibility timeout. A handler that throws failed the whole batch, as in Lambda. The
 * settings are the queue's in core/queue/queues.ts, as the deployed event source has them.
 */
export function startPoller(
  functionName: string,
  queueUrl: string,
  handler: LambdaSqsHandler,
  settings: Pick<QueueSettings, "batchSize" | "functionTimeoutSeconds" | "localConcurrency">,
) {
  let running = true;
  const loop = async () => {
    while (running) {
      try {
        const { Messages = [] } = await sqs().send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: settings.batchSize,
            WaitTimeSeconds: 1,
            // local-aws-sqs answers system attributes for AttributeNames only.
            AttributeNames: ["All"],
          }),
        );
        if (!Messages.length) continue;
        const records = Messages.map((m) => toRecord(queueUrl, m));
        let failed = new Set<string>();
        try {
          const result = await handler({ Records: records }, lambdaContext(functionName, settings.functionTimeoutSeconds));
          failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (err) {
          failed = new Set(records.map((r) => r.messageId));
          logger().warn("worker batch failed", { functionName, error: err as Error });
        }
        const done = records.filter((r) => !failed.has(r.messageId));
        if (done.length) {
          await sqs().send(
            new DeleteMessageBatchCommand({
              QueueUrl: queueUrl,
              Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
            }),
          );
        }
      } catch (err) {
        if (!running) break;
        logger().warn("queue poll failed", { functionName, error: err as Error });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  // As Lambda runs batches side by side, each loop takes its own.
  const loops = Array.from({ length: settings.localConcurrency ?? 1 }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
