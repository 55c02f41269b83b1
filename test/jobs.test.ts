import { GetQueueAttributesCommand } from "@aws-sdk/client-sqs";
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { newJobId, runJob, runNow, serviceUrl, startAsync, webhookData } from "../core/jobs/service.js";
import { runJobMessage } from "../core/workers/jobs.js";
import { sqs } from "../core/queue/client.js";
import { toSearch } from "../core/search/service.js";
import { api, expectError, newCompany } from "./helpers.js";
import { privateQueue } from "./support/queues.js";

beforeAll(async () => {
  // A private jobs queue: no poller of another test file may run these jobs.
  const QueueUrl = await privateQueue("jobs");
  process.env.JOBS_QUEUE_URL = QueueUrl;
  resetConfig();
});

describe("an async job that keeps failing on our side", () => {
  it("throws for SQS to redeliver, and on the last delivery ends failed and refunded instead of processing forever", async () => {
    const co = await newCompany({ credits: 20 });
    const jobId = newJobId("search");
    const request = { query: "boom", max_results: 7, model: "auto", cost: 5 };
    await startAsync({ companyId: co.id, jobId, kind: "search", request, creditsUsed: 5 }, "Search: boom");
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

describe("credits and the job that accounts for them", () => {
  const request = { query: "lamp", max_results: 7, model: "auto", cost: 5 };

  it("are one write: when the job cannot be stored, nothing is charged", async () => {
    const co = await newCompany({ credits: 20 });
    const job = { companyId: co.id, jobId: newJobId("search"), kind: "search" as const, request, creditsUsed: 5 };
    await startAsync(job, "Search: lamp");
    expect((await api("/credits/balance", co.key)).json.balance).toBe(15);
    // The same id again: the job's create condition fails inside the charging transaction.
    await expect(startAsync(job, "Search: lamp")).rejects.toMatchObject({ status: 503, extras: { code: "charge_not_recorded" } });
    expect((await api("/credits/balance", co.key)).json.balance).toBe(15);
    expect((await api("/credits/usage", co.key)).json.data).toHaveLength(1);
  });

  it("a synchronous job still running when the jobs worker looks at it is failed and refunded; its late result is not kept", async () => {
    const co = await newCompany({ credits: 20 });
    const job = { companyId: co.id, jobId: newJobId("search"), kind: "search" as const, request, creditsUsed: 5 };
    const queueUrl = process.env.JOBS_QUEUE_URL!;
    const delayed = async () =>
      Number(
        (await sqs().send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ["All"] }))).Attributes
          ?.ApproximateNumberOfMessagesDelayed,
      );
    const before = await delayed();
    let finishRun!: (v: { result: unknown; usage: { engine: "local"; model: null; input_tokens: 0; output_tokens: 0 } }) => void;
    const running = runNow(job, "Search: lamp", () => new Promise((r) => (finishRun = r))); // its caller is gone
    let seen: any;
    for (let i = 0; i < 100 && seen?.status !== "processing"; i++) {
      seen = (await api(`/search/${job.jobId}`, co.key)).json;
      if (seen?.status !== "processing") await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen.status).toBe("processing");
    expect((await api("/credits/balance", co.key)).json.balance).toBe(15);
    expect(await delayed()).toBe(before + 1); // the worker's look at it, queued before the charge

    // The worker's delivery of that message (run here, without waiting out its delay).
    await runJobMessage({ company_id: co.id, job_id: job.jobId });
    expect((await api(`/search/${job.jobId}`, co.key)).json).toMatchObject({
      status: "failed",
      credits_used: 0,
      error: { retryable: true },
    });
    expect((await api("/credits/balance", co.key)).json.balance).toBe(20);

    // The run comes back after all: 503, and the job stays failed and refunded once.
    finishRun({ result: [], usage: { engine: "local", model: null, input_tokens: 0, output_tokens: 0 } });
    await expect(running).rejects.toMatchObject({ status: 503 });
    expect((await api(`/search/${job.jobId}`, co.key)).json.status).toBe("failed");
    expect((await api("/credits/balance", co.key)).json.balance).toBe(20);
  });
});

describe("a synchronous job without its queue", () => {
  it("is 503 queue_unavailable before anything is charged", async () => {
    const co = await newCompany({ credits: 20 });
    const working = process.env.JOBS_QUEUE_URL!;
    process.env.JOBS_QUEUE_URL = `${working}-missing`; // the local SQS answers QueueDoesNotExist
    resetConfig();
    try {
      const job = {
        companyId: co.id,
        jobId: newJobId("search"),
        kind: "search" as const,
        request: { query: "x", cost: 5 },
        creditsUsed: 5,
      };
      await expect(
        runNow(job, "Search: x", async () => ({ result: [], usage: { engine: "local", model: null, input_tokens: 0, output_tokens: 0 } })),
      ).rejects.toMatchObject({
        status: 503,
        extras: { code: "queue_unavailable", retryable: true },
      });
      expectError(await api(`/search/${job.jobId}`, co.key), 404, "not_found");
    } finally {
      process.env.JOBS_QUEUE_URL = working;
      resetConfig();
    }
    expect((await api("/credits/balance", co.key)).json.balance).toBe(20);
  });
});

describe("URLs in results", () => {
  it("only a path of this service becomes absolute; anything else an engine returned stays as it was", () => {
    const base = "https://pds.example.com";
    expect(serviceUrl("/api/v1/tables/tbl_1/rows/row_1", base)).toBe("https://pds.example.com/api/v1/tables/tbl_1/rows/row_1");
    for (const kept of ["https://shop.example/p/1", "N/A", "example.com/p", "//evil.example/x", "http://bad host/x", ""]) {
      expect(serviceUrl(kept, base)).toBe(kept);
    }
    expect(serviceUrl("/api/v1/search/srch_1", undefined)).toBe("/api/v1/search/srch_1"); // a job queued without an origin
  });
});

describe("job webhooks and sizes", () => {
  it("a result too big for a webhook body is sent as a reference to GET /{kind}/{id}", () => {
    const small = { id: "enr_1", status: "completed", items: [{ data: { name: "x" } }], credits_used: 2, error: null };
    expect(webhookData({ kind: "enrich", jobId: "enr_1", request: { base_url: "https://pds.example.com" } }, small)).toEqual(small);
    const big = { ...small, items: Array.from({ length: 50 }, () => ({ data: { description: "d".repeat(8_000) } })) };
    expect(webhookData({ kind: "enrich", jobId: "enr_1", request: { base_url: "https://pds.example.com" } }, big)).toEqual({
      id: "enr_1",
      status: "completed",
      credits_used: 2,
      error: null,
      results_omitted: true,
      results_url: "https://pds.example.com/api/v1/enrich/enr_1",
    });
  });

  it("a request too big to keep with its job is 422 before anything is charged", async () => {
    const co = await newCompany({ credits: 500 });
    const items = Array.from({ length: 30 }, () => ({ data: { description: "d".repeat(8_000) } }));
    const res = await api("/enrich", co.key, { method: "POST", body: { items, web_search: false } });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("item_too_large");
    expect((await api("/credits/balance", co.key)).json.balance).toBe(500);
  });
});
