import type { QueueName } from "./queues.js";

// The SQS SDK (through client.ts) loads with the first message sent, not at a cold start:
// most API requests send none. Later calls find the modules already loaded.
const load = async () => {
  const [client, sdk] = await Promise.all([import("./client.js"), import("@aws-sdk/client-sqs")]);
  return { ...client, ...sdk };
};

/** Queues one message; `delaySeconds` (0..900) is how retries with backoff are scheduled. */
export async function enqueue(queue: QueueName, message: unknown, delaySeconds = 0): Promise<void> {
  const { sqs, queueUrl, SendMessageCommand } = await load();
  await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl(queue), MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds }));
}

/** Queues many messages, ten per SQS call; throws if any entry was refused so callers can retry. */
export async function enqueueAll(queue: QueueName, messages: unknown[]): Promise<void> {
  const { sqs, queueUrl, SendMessageBatchCommand } = await load();
  for (let i = 0; i < messages.length; i += 10) {
    const entries = messages.slice(i, i + 10).map((m, j) => ({ Id: String(i + j), MessageBody: JSON.stringify(m) }));
    const result = await sqs().send(new SendMessageBatchCommand({ QueueUrl: queueUrl(queue), Entries: entries }));
    if (result.Failed?.length) {
      throw new Error(`SQS refused ${result.Failed.length} message(s) on ${queue}: ${result.Failed[0].Message}`);
    }
  }
}
