import { CreateQueueCommand } from "@aws-sdk/client-sqs";
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { chargeFor, runJob, startAsync } from "../core/jobs/service.js";
import { sqs } from "../core/queue/client.js";
import { toSearch } from "../core/search/service.js";
import { api, newCompany } from "./helpers.js";

beforeAll(async () => {
  // A private jobs queue: no poller of another test file may run these jobs.
  const { QueueUrl } = await sqs().send(new CreateQueueCommand({ QueueName: `pds-test-jobs-${Date.now()}` }));
  process.env.JOBS_QUEUE_URL = QueueUrl;
  resetConfig();
});

describe("an async job that keeps failing on our side", () => {
  it("throws for SQS to redeliver, and on the last delivery ends failed and refunded instead of processing forever", async () => {
    const co = await newCompany({ credits: 20 });
    const jobId = await chargeFor(co.id, "search", 5, "Search: boom");
    const request = { query: "boom", max_results: 7, model: "auto", cost: 5 };
    await startAsync({ companyId: co.id, jobId, kind: "search", request, creditsUsed: 5 });
    expect((await api("/credits/balance", co.key)).json.balance).toBe(15);
    const boom = async () => {
      throw new Error("the table is unreachable");
    };
    const message = { company_id: co.id, job_id: jobId };

    await expect(runJob(message, boom, toSearch, false)).rejects.toThrow("unreachable");
    expect((await api(`/search/${jobId}`, co.key)).json.status).toBe("processing");
    await runJob(message, boom, toSearch, true);
    const job = (await api(`/search/${jobId}`, co.key)).json;
    expect(job).toMatchObject({ status: "failed", credits_used: 0, error: { retryable: true } });
    expect(job.error.message).not.toContain("unreachable"); // internals stay inside
    expect((await api("/credits/balance", co.key)).json.balance).toBe(20);
    // A late duplicate changes nothing and refunds nothing twice.
    await runJob(message, boom, toSearch, true);
    expect((await api("/credits/balance", co.key)).json.balance).toBe(20);
  });
});
