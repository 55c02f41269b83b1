/**
 * Every ledger row names the work it pays for or gives back (`workId`), so the ledger can be
 * checked against the jobs: each debit is a job that exists and cost that much, each refund a
 * job that failed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { TransactionEntity } from "../core/credits/entity.js";
import { newJobId, runNow } from "../core/jobs/service.js";
import { api, newCompany } from "./helpers.js";
import { privateQueue } from "./support/queues.js";

let co: { id: string; key: string };

beforeAll(async () => {
  process.env.JOBS_QUEUE_URL = await privateQueue("ledger-jobs");
  resetConfig();
  co = await newCompany({ credits: 100 });
});

describe("the ledger against the jobs", () => {
  it("names the job of every debit and refund", async () => {
    const searches = await Promise.all(
      ["oak table", "pine chair"].map((query) => api("/search", co.key, { method: "POST", body: { query } })),
    );
    const enrich = await api("/enrich", co.key, { method: "POST", body: { items: [{ data: { name: "Oak table" } }] } });
    const failedId = newJobId("search");
    const unsavable = { result: [{ weight: 1n }], usage: { input_tokens: 0, output_tokens: 0 } };
    await expect(
      runNow(
        { companyId: co.id, jobId: failedId, kind: "search", request: { query: "x", cost: 5 }, creditsUsed: 5 },
        "Search: x",
        async () => unsavable as never,
      ),
    ).rejects.toMatchObject({ status: 503 });

    const { data: rows } = await TransactionEntity.query.byTime({ companyId: co.id }).go({ pages: "all" });
    const debits = rows.filter((r) => r.kind === "debit");
    const refunds = rows.filter((r) => r.kind === "refund");
    expect(debits.map((d) => d.workId).sort()).toEqual([...searches.map((s) => s.json.id), enrich.json.id, failedId].sort());
    for (const d of debits) {
      const kind = d.workId!.startsWith("srch_") ? "search" : "enrich";
      const job = (await api(`/${kind}/${d.workId}`, co.key)).json;
      expect(job.credits_used === -d.amount || (job.status === "failed" && job.credits_used === 0)).toBe(true);
    }
    expect(refunds).toEqual([expect.objectContaining({ workId: failedId, amount: 5 })]);
    expect((await api(`/search/${failedId}`, co.key)).json.status).toBe("failed");
  });
});
