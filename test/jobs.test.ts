import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { chargeFor, runJob, startAsync, webhookData } from "../core/jobs/service.js";
import { toSearch } from "../core/search/service.js";
import { api, newCompany } from "./helpers.js";
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

describe("job webhooks and sizes", () => {
  it("a result too big for a webhook body is sent as a reference to GET /{kind}/{id}", () => {
    const small = { id: "enr_1", status: "completed", items: [{ data: { name: "x" } }], credits_used: 2, error: null };
    expect(webhookData({ kind: "enrich", jobId: "enr_1" }, small)).toEqual(small);
    const big = { ...small, items: Array.from({ length: 50 }, () => ({ data: { description: "d".repeat(8_000) } })) };
    expect(webhookData({ kind: "enrich", jobId: "enr_1" }, big)).toEqual({
      id: "enr_1",
      status: "completed",
      credits_used: 2,
      error: null,
      results_omitted: true,
      results_url: "/api/v1/enrich/enr_1",
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
