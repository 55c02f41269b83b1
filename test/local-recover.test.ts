import { ReceiveMessageCommand } from "@aws-sdk/client-sqs";
import { describe, expect, it } from "vitest";
import { resetConfig } from "../core/config.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { requeueUnfinishedWork } from "../core/local/recover.js";
import { sqs } from "../core/queue/client.js";
import { admin, api, newCompany } from "./helpers.js";
import { privateQueue } from "./support/queues.js";

const grantCredits = (companyId: string, amount: number) => admin(`/companies/${companyId}/credits`, { method: "POST", body: { amount } });

async function drain(queue: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (;;) {
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: queue, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (!Messages.length) return bodies;
    bodies.push(...Messages.map((m) => JSON.parse(m.Body!)));
  }
}

describe("resuming work after a local restart (SQS messages are lost with the process)", () => {
  it("queues again the extraction of tables still processing, and no completed one", async () => {
    const lost = await privateQueue("extract-lost");
    process.env.EXTRACT_QUEUE_URL = lost;
    process.env.WEBHOOKS_QUEUE_URL = await privateQueue("webhooks-resume");
    process.env.JOBS_QUEUE_URL = await privateQueue("jobs-resume");
    resetConfig();
    const co = await newCompany();
    const create = (name: string) =>
      api("/tables", co.key, { method: "POST", body: { schema_id: "default_product", name, source_text: "name: Oak table\nprice: 199" } });
    const pending = (await create("Pending")).json;
    const finished = (await create("Finished")).json;
    await runExtraction({ company_id: co.id, table_id: finished.id, chunk: 0 });
    await drain(lost); // the "restart": both original messages are gone

    const resumed = await privateQueue("extract-resumed");
    process.env.EXTRACT_QUEUE_URL = resumed;
    resetConfig();
    const counts = await requeueUnfinishedWork();
    expect(counts.tables).toBeGreaterThanOrEqual(1);
    const messages = (await drain(resumed)) as { company_id: string; table_id: string; chunk: number }[];
    const ours = messages.filter((m) => m.company_id === co.id);
    expect(ours).toEqual([{ company_id: co.id, table_id: pending.id, chunk: 0 }]);

    await runExtraction(ours[0]);
    // An async search whose message was lost is queued again too.
    const lostJobs = await privateQueue("jobs-lost");
    process.env.JOBS_QUEUE_URL = lostJobs;
    resetConfig();
    await grantCredits(co.id, 10);
    const search = (await api("/search", co.key, { method: "POST", body: { query: "oak", webhook_url: "http://127.0.0.1:9/hook" } })).json;
    expect(search.status).toBe("processing");
    await drain(lostJobs);
    const resumedJobs = await privateQueue("jobs-resumed");
    process.env.JOBS_QUEUE_URL = resumedJobs;
    resetConfig();
    await requeueUnfinishedWork();
    expect(((await drain(resumedJobs)) as { job_id: string }[]).filter((m) => m.job_id === search.id)).toHaveLength(1);
    expect((await api(`/tables/${pending.id}`, co.key)).json).toMatchObject({ status: "completed", total_rows: 1 });
  }, 60_000);
});
