import { CreateQueueCommand, GetQueueAttributesCommand, type Message, ReceiveMessageCommand } from "@aws-sdk/client-sqs";
import { toRecord } from "../../core/local/poller.js";
import { sqs } from "../../core/queue/client.js";
import type { SqsHandler } from "../../core/queue/worker.js";

/** A queue of the test's own: no poller of another test file takes its messages. */
export async function privateQueue(name: string): Promise<string> {
  return (await sqs().send(new CreateQueueCommand({ QueueName: `pds-test-${name}-${Date.now()}` }))).QueueUrl!;
}

/**
 * Waits until a queue holds no message at all: none waiting, none being handled, none delayed.
 * A poller deletes a message only once its handler has finished, so on a private queue this
 * means everything sent to it so far has been handled, and an exact count can follow.
 * `ignoreDelayed` leaves out messages meant for later (a sync job's 900 s look at itself).
 */
export async function drained(queueUrl: string, { timeoutMs = 30_000, ignoreDelayed = false } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Attributes: a = {} } = await sqs().send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"],
      }),
    );
    const delayed = ignoreDelayed ? 0 : Number(a.ApproximateNumberOfMessagesDelayed);
    const left = Number(a.ApproximateNumberOfMessages) + Number(a.ApproximateNumberOfMessagesNotVisible) + delayed;
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${queueUrl} still holds ${left} messages after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every message now in a queue nobody polls (none is handled until the test says so). */
export async function receiveAll(queueUrl: string): Promise<Message[]> {
  const all: Message[] = [];
  for (let empty = 0; empty < 2; ) {
    const { Messages = [] } = await sqs().send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        VisibilityTimeout: 600,
        AttributeNames: ["All"],
      }),
    );
    if (!Messages.length) empty++;
    all.push(...Messages);
  }
  return all;
}

/** A deployed handler on these messages, as Lambda's event source would call it. */
export const runBatch = (handler: SqsHandler, queueUrl: string, messages: Message[]) =>
  handler({ Records: messages.map((m) => toRecord(queueUrl, m)) }, { getRemainingTimeInMillis: () => 300_000 } as never);
