import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import type { z } from "zod";
import { QUEUES, type QueueName } from "./queues.js";

/**
 * Whether this delivery of a message is the queue's last before its dead-letter queue: work that
 * fails then must end in a recorded failure, or it stays "processing" forever.
 */
export const isLastDelivery = (queue: QueueName, record: Pick<SQSRecord, "attributes"> | undefined) =>
  Number(record?.attributes.ApproximateReceiveCount ?? 1) >= QUEUES[queue].maxReceiveCount;

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/**
 * An SQS Lambda handler that parses each record with `schema` and runs `run` on it, reporting
 * failed records as partial batch failures so only they are redelivered. `run` must be
 * idempotent: SQS delivers at least once.
 */
export const sqsWorker =
  <T>(schema: z.ZodType<T>, run: (message: T, record: SQSRecord) => Promise<void>): SqsHandler =>
  (event, context) =>
    processPartialResponse(
      event,
      (record: SQSRecord) => run(schema.parse(JSON.parse(record.body)), record),
      // A new processor per call: batch state lives on the instance.
      new BatchProcessor(EventType.SQS),
      { context },
    );
