import { CreateQueueCommand, GetQueueAttributesCommand, SendMessageBatchCommand } from "@aws-sdk/client-sqs";
import type { Context, SQSEvent } from "aws-lambda";
import { afterEach, describe, expect, it } from "vitest";
import { ensureQueue, ensureQueues } from "../core/local/bootstrap.js";
import { startPoller } from "../core/local/poller.js";
import { sqs } from "../core/queue/client.js";
import { DLQ_RETENTION_DAYS, QUEUES, visibilityTimeoutSeconds, type QueueName, type QueueSettings } from "../core/queue/queues.js";

/**
 * The local queues must behave like the deployed ones (stacks/QueuesStack.ts, WorkersStack.ts):
 * both read core/queue/queues.ts. Each test makes queues under its own prefix, so no poller of
 * another test file takes their messages.
 */
const REGION = "us-east-1";
const names = Object.keys(QUEUES) as QueueName[];
const prefix = () => `pds-qtest-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const pollers: { stop(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
});

const attributes = async (url: string) =>
  (await sqs().send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ["All"] }))).Attributes!;

async function send(url: string, count: number) {
  for (let i = 0; i < count; i += 10) {
    const entries = Array.from({ length: Math.min(10, count - i) }, (_, j) => ({
      Id: String(j),
      MessageBody: JSON.stringify({ n: i + j }),
    }));
    await sqs().send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A handler that records what each invocation got: batch size and the context's remaining time. */
function recorder(workMs = 0) {
  const calls: { size: number; remainingMs: number; ids: string[] }[] = [];
  const handler = async (event: SQSEvent, context: Context) => {
    calls.push({ size: event.Records.length, remainingMs: context.getRemainingTimeInMillis(), ids: event.Records.map((r) => r.messageId) });
    if (workMs) await new Promise((r) => setTimeout(r, workMs));
    return { batchItemFailures: [] };
  };
  return { calls, handler };
}

const empty = async (url: string) => {
  const a = await attributes(url);
  return a.ApproximateNumberOfMessages === "0" && a.ApproximateNumberOfMessagesNotVisible === "0";
};

describe("local queues", () => {
  it("carry the deployed visibility timeout, redrive policy and DLQ retention, also when they existed with other attributes", async () => {
    const p = prefix();
    // As an earlier run of the local runtime left it: a 10 s visibility timeout and no redrive.
    await sqs().send(new CreateQueueCommand({ QueueName: `${p}-jobs`, Attributes: { VisibilityTimeout: "10" } }));
    const env = await ensureQueues(p, REGION);
    expect(await ensureQueues(p, REGION), "idempotent").toEqual(env);
    for (const name of names) {
      const a = await attributes(env[QUEUES[name].env]);
      expect(Number(a.VisibilityTimeout), name).toBe(visibilityTimeoutSeconds(QUEUES[name]));
      expect(Number(a.VisibilityTimeout), name).toBeGreaterThanOrEqual(6 * QUEUES[name].functionTimeoutSeconds);
      const redrive = JSON.parse(a.RedrivePolicy!);
      expect(Number(redrive.maxReceiveCount), name).toBe(QUEUES[name].maxReceiveCount);
      expect(redrive.deadLetterTargetArn, name).toMatch(new RegExp(`:${p}-${name}-dlq$`));
      const dlqUrl = env[QUEUES[name].env].replace(/[^/]+$/, `${p}-${name}-dlq`);
      expect(Number((await attributes(dlqUrl)).MessageRetentionPeriod), name).toBe(DLQ_RETENTION_DAYS * 86_400);
    }
    // The queues the test run itself uses (test/global-setup.ts) were made the same way.
    expect(Number((await attributes(process.env.JOBS_QUEUE_URL!)).VisibilityTimeout)).toBe(visibilityTimeoutSeconds(QUEUES.jobs));
  });

  it("the poller hands the handler batches of the queue's batch size, with the function's timeout as remaining time", async () => {
    const env = await ensureQueues(prefix(), REGION);
    const jobs = recorder();
    const webhooks = recorder();
    await send(env.JOBS_QUEUE_URL, 4);
    await send(env.WEBHOOKS_QUEUE_URL, 12);
    pollers.push(startPoller("jobs-worker", env.JOBS_QUEUE_URL, jobs.handler, QUEUES.jobs));
    pollers.push(startPoller("webhook-worker", env.WEBHOOKS_QUEUE_URL, webhooks.handler, QUEUES.webhooks));
    const total = (r: ReturnType<typeof recorder>) => r.calls.reduce((n, c) => n + c.size, 0);
    await until(() => total(jobs) === 4 && total(webhooks) === 12, "all messages handled");
    await until(async () => (await empty(env.JOBS_QUEUE_URL)) && (await empty(env.WEBHOOKS_QUEUE_URL)), "queues drained");

    expect(QUEUES.jobs.batchSize).toBe(1);
    expect(jobs.calls.map((c) => c.size)).toEqual([1, 1, 1, 1]);
    expect(Math.max(...webhooks.calls.map((c) => c.size))).toBe(QUEUES.webhooks.batchSize);
    expect(total(jobs) + total(webhooks)).toBe(16);
    for (const [r, q] of [
      [jobs, QUEUES.jobs],
      [webhooks, QUEUES.webhooks],
    ] as const) {
      for (const c of r.calls) {
        expect(c.remainingMs).toBeLessThanOrEqual(q.functionTimeoutSeconds * 1000);
        expect(c.remainingMs).toBeGreaterThan(q.functionTimeoutSeconds * 1000 - 5_000);
      }
    }
  });

  it("a message worked on for longer than its function's timeout is not redelivered to another instance meanwhile", async () => {
    // A short function timeout keeps the test short; the visibility follows it as in production.
    const settings: QueueSettings = { functionTimeoutSeconds: 1, batchSize: 1, maxReceiveCount: 3 };
    const url = await ensureQueue(`${prefix()}-slow`, settings, REGION);
    expect(Number((await attributes(url)).VisibilityTimeout)).toBe(visibilityTimeoutSeconds(settings));
    const slow = recorder(3_000);
    // Two pollers on the queue, as Lambda runs concurrent instances.
    pollers.push(startPoller("slow-a", url, slow.handler, settings), startPoller("slow-b", url, slow.handler, settings));
    await send(url, 1);
    await until(() => slow.calls.length > 0, "the message handled");
    await until(() => empty(url), "the message deleted");
    expect(slow.calls).toHaveLength(1);
  });
});
