/**
 * Faults of the store, injected into the production DynamoDB client through its middleware stack
 * (after the SDK's retry step, so its retries see them): throttling that the SDK absorbs, a store
 * that stays throttled or times out behind an API request (503, retryable, nothing written), the
 * same (absorbed, then 503) for the single-item read that skips ElectroDB's go()
 * (core/store/get-item.ts), and a queued job whose worker keeps failing: redelivered,
 * dead-lettered once its receives are used up, and run once more by `redrive` after the store is
 * back, charged once. The provider, receiver and killed-worker faults have their own files
 * (docs/operations.md, "Faults and what ends them").
 */
import { CreateQueueCommand, GetQueueAttributesCommand } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { startPoller } from "../core/local/poller.js";
import { sqs } from "../core/queue/client.js";
import { dynamo } from "../core/store/client.js";
import { admin, api, expectError, newCompany } from "./helpers.js";
import { until } from "./support/until.js";

type Fault = (command: string) => Error | undefined;
let fault: Fault | undefined;
let calls = 0;
/** Commands that write, as the document client and the low-level client name them. */
const WRITES = /^(Put|Update|Delete|TransactWrite|BatchWrite)(Item|Items)?Command$/;
const READS = /^Get(Item)?Command$/;
const failure = (name: string) => Object.assign(new Error(`injected ${name}`), { name, $metadata: {} });

let queue: string;
let deadLetters: string;
let poller: { stop(): Promise<void> } | undefined;

beforeAll(async () => {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      calls++;
      const err = fault?.(context.commandName ?? "");
      if (err) throw err;
      return next(args);
    },
    { step: "finalizeRequest", priority: "low", name: "injectedFaults" },
  );
  // A jobs queue of this file's own: 1 s visibility and 3 receives, so a failing job reaches its dead letters in seconds.
  const stamp = Date.now();
  deadLetters = (await sqs().send(new CreateQueueCommand({ QueueName: `pds-test-faults-dlq-${stamp}` }))).QueueUrl!;
  const { Attributes } = await sqs().send(new GetQueueAttributesCommand({ QueueUrl: deadLetters, AttributeNames: ["QueueArn"] }));
  queue = (
    await sqs().send(
      new CreateQueueCommand({
        QueueName: `pds-test-faults-${stamp}`,
        Attributes: {
          VisibilityTimeout: "1",
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: 3 }),
        },
      }),
    )
  ).QueueUrl!;
  process.env.JOBS_QUEUE_URL = queue;
  resetConfig();
});

afterAll(async () => {
  fault = undefined;
  await poller?.stop();
});

const depth = async (url: string) => {
  const { Attributes: a = {} } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
    }),
  );
  return Number(a.ApproximateNumberOfMessages) + Number(a.ApproximateNumberOfMessagesNotVisible);
};

describe("DynamoDB faults behind the API", () => {
  it("throttling the SDK's retries absorb is invisible: the request succeeds, once", async () => {
    const co = await newCompany();
    let throttled = 0;
    fault = (command) => {
      if (!WRITES.test(command)) return undefined;
      return throttled++ < 2 ? failure("ThrottlingException") : undefined;
    };
    const res = await api("/glossary", co.key, { method: "POST", body: { term: "Oak", type: "do_not_translate" } });
    fault = undefined;
    expect(res.status).toBe(201);
    expect(throttled).toBeGreaterThanOrEqual(3); // two refused, then the writes went through
    expect((await api("/glossary", co.key)).json.data.map((t: { term: string }) => t.term)).toEqual(["Oak"]);
  });

  it("a store that stays throttled or times out: 503 temporarily_unavailable, retryable, and nothing written", async () => {
    const co = await newCompany({ credits: 50 });
    for (const name of ["ProvisionedThroughputExceededException", "TimeoutError"]) {
      fault = (command) => (WRITES.test(command) ? failure(name) : undefined);
      const res = await api("/glossary", co.key, { method: "POST", body: { term: `T-${name}`, type: "do_not_translate" } });
      const search = await api("/search", co.key, { method: "POST", body: { query: "oak" } }).finally(() => {
        fault = undefined;
      });
      for (const r of [res, search])
        expect(expectError(r, 503, "service_unavailable")).toMatchObject({ code: "temporarily_unavailable", retryable: true });
    }
    expect((await api("/glossary", co.key)).json.data).toEqual([]);
    expect((await api("/credits/balance", co.key)).json.balance).toBe(50);
    expect((await api("/credits/usage", co.key)).json.data).toEqual([]);
  });

  it("a single-item read: throttling the SDK's retries absorb is invisible; a store that stays throttled is 503", async () => {
    const co = await newCompany();
    const created = await api("/attributes", co.key, { method: "POST", body: { key: "fault_colour", label: "Colour", type: "text" } });
    expect(created.status).toBe(201); // the key is verified and cached, so the faults below meet only the attribute's read
    const path = `/attributes/${created.json.id}`;
    let throttled = 0;
    fault = (command) => (READS.test(command) && throttled++ < 2 ? failure("ThrottlingException") : undefined);
    const absorbed = await api(path, co.key);
    expect(absorbed.status).toBe(200);
    expect(absorbed.json).toEqual(created.json);
    expect(throttled).toBe(3); // two refused, the third answered
    fault = (command) => (READS.test(command) ? failure("ThrottlingException") : undefined);
    const refused = await api(path, co.key).finally(() => {
      fault = undefined;
    });
    expect(expectError(refused, 503, "service_unavailable")).toMatchObject({ code: "temporarily_unavailable", retryable: true });
  });
});

describe("a queued job whose worker keeps failing", () => {
  it("is redelivered, dead-lettered when its receives are used up, and run once by redrive; charged once", async () => {
    const co = await newCompany({ credits: 20 });
    const created = await api("/search", co.key, { method: "POST", body: { query: "oak table", webhook_url: "http://127.0.0.1:9/hook" } });
    expect(created.status).toBe(202);
    const id = created.json.id as string;
    // Waited for: the local SQS server counts a message just sent only from its next timer tick (CI once read 0).
    await until("the job queued", async () => (await depth(queue)) === 1);

    const { handler } = await import("../functions/jobs-worker.js");
    // The store refuses every write the worker makes (its reads go through): each receive fails.
    fault = (command) => (WRITES.test(command) ? failure("ThrottlingException") : undefined);
    poller = startPoller("jobs-worker", queue, handler, { batchSize: 1, functionTimeoutSeconds: 5 });
    await until("the job in the dead letters", async () => (await depth(deadLetters)) === 1);
    await poller.stop(); // its last batch has ended, failing
    fault = undefined;
    expect(await depth(queue)).toBe(0);
    expect((await api(`/search/${id}`, co.key)).json.status).toBe("processing");

    const redriven = await admin("/queues/jobs/redrive", { method: "POST" });
    expect(redriven.json).toEqual({ queue: "jobs", moved: 1 });
    poller = startPoller("jobs-worker", queue, handler, { batchSize: 1, functionTimeoutSeconds: 5 });
    await until("the redriven job's end", async () => (await api(`/search/${id}`, co.key)).json.status !== "processing");
    const ended = (await api(`/search/${id}`, co.key)).json;
    expect(ended, JSON.stringify(ended.error)).toMatchObject({ status: "completed", credits_used: 5 });
    const usage = (await api("/credits/usage", co.key)).json;
    expect(usage.data.map((t: { amount: number; work_id: string }) => [t.amount, t.work_id])).toEqual([[-5, id]]);
    expect((await api("/credits/balance", co.key)).json.balance).toBe(15);
    expect(await depth(deadLetters)).toBe(0);

    const queues = (await admin("/queues")).json.queues as { queue: string; dead_letters: number }[];
    expect(queues.find((q) => q.queue === "jobs")).toMatchObject({ dead_letters: 0 });
    expect(calls).toBeGreaterThan(0);
  }, 60_000);
});
