/**
 * Dead letters back to work (docs/operations.md, "Dead letters"). A message lands in its queue's
 * dead-letter queue after maxReceiveCount failed receives (core/queue/queues.ts); once the cause
 * is fixed, `npm run admin -- redrive <queue>` (POST /admin/v1/queues/{queue}/redrive) moves
 * every message back to the queue, where the worker runs it again. Workers are idempotent, so a
 * message that did partly run is safe to run again. The dead-letter queue is found from the
 * queue's own RedrivePolicy, the same deployed (SST) and locally.
 */
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
} from "@aws-sdk/client-sqs";
import { AppError } from "../errors.js";
import { queueUrl, sqs } from "./client.js";
import { QUEUES, type QueueName } from "./queues.js";

async function deadLetterUrl(url: string): Promise<string> {
  const { Attributes } = await sqs().send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ["RedrivePolicy"] }));
  const arn = Attributes?.RedrivePolicy ? (JSON.parse(Attributes.RedrivePolicy).deadLetterTargetArn as string) : undefined;
  if (!arn) throw new AppError("conflict", `${url} has no dead-letter queue`, { code: "no_dead_letter_queue" });
  const { QueueUrl } = await sqs().send(new GetQueueUrlCommand({ QueueName: arn.split(":").pop() }));
  return QueueUrl!;
}

const depth = async (url: string) => {
  const { Attributes: a = {} } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"],
    }),
  );
  return {
    waiting: Number(a.ApproximateNumberOfMessages ?? 0),
    in_flight: Number(a.ApproximateNumberOfMessagesNotVisible ?? 0),
    delayed: Number(a.ApproximateNumberOfMessagesDelayed ?? 0),
  };
};

/** Each queue's messages and its dead letters: what to watch. */
export async function queueDepths() {
  return Promise.all(
    (Object.keys(QUEUES) as QueueName[]).map(async (name) => {
      const url = queueUrl(name);
      return { queue: name, ...(await depth(url)), dead_letters: (await depth(await deadLetterUrl(url))).waiting };
    }),
  );
}

/** Moves every message of the queue's dead-letter queue back to the queue; answers how many. */
export async function redrive(name: QueueName): Promise<{ queue: QueueName; moved: number }> {
  const url = queueUrl(name);
  const dlq = await deadLetterUrl(url);
  let moved = 0;
  // An empty receive can be a sampling miss: stop after two in a row.
  for (let empty = 0; empty < 2; ) {
    const { Messages = [] } = await sqs().send(
      new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, VisibilityTimeout: 60 }),
    );
    if (!Messages.length) {
      empty++;
      continue;
    }
    empty = 0;
    const sent = await sqs().send(
      new SendMessageBatchCommand({ QueueUrl: url, Entries: Messages.map((m, i) => ({ Id: String(i), MessageBody: m.Body ?? "" })) }),
    );
    // Only what reached the queue leaves the dead letters; the rest shows again after its visibility timeout.
    const ok = new Set((sent.Successful ?? []).map((s) => Number(s.Id)));
    const done = Messages.filter((_, i) => ok.has(i));
    if (done.length) {
      await sqs().send(
        new DeleteMessageBatchCommand({ QueueUrl: dlq, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })) }),
      );
    }
    moved += done.length;
  }
  return { queue: name, moved };
}
