/**
 * Local SQS keeps its messages in memory, so a restart of `npm start` loses the messages of
 * work under way. On start-up the runtime queues that work again from what DynamoDB says is
 * unfinished: tables still processing (their chunk 0, which queues again any unfinished chunk)
 * async search/enrich jobs and table publishes still processing, webhook deliveries still pending,
 * and the fan-out of every company with product events still in the outbox (whose writer's
 * message, or delayed sweep, was lost). Every worker is idempotent, so a message for work that
 * did finish is harmless. In AWS, SQS keeps messages durably and this is not needed.
 */
import { companiesWithPendingEvents, queueFanOuts } from "../catalog/outbox.js";
import { PublishJobEntity } from "../catalog/publish-jobs.js";
import { JobEntity } from "../jobs/entity.js";
import { enqueueAll } from "../queue/send.js";
import { TableEntity } from "../tables/entity.js";
import { DeliveryEntity } from "../webhooks/entity.js";

export async function requeueUnfinishedWork(): Promise<{ tables: number; jobs: number; deliveries: number; productEvents: number }> {
  const tables = (await TableEntity.scan.where((a, op) => op.eq(a.status, "processing")).go({ pages: "all" })).data;
  await enqueueAll(
    "extract",
    tables.map((t) => ({ company_id: t.companyId, table_id: t.tableId, chunk: 0 })),
  );
  const jobs = (await JobEntity.scan.where((a, op) => op.eq(a.status, "processing")).go({ pages: "all" })).data;
  const publishes = (await PublishJobEntity.scan.where((a, op) => op.eq(a.status, "processing")).go({ pages: "all" })).data;
  await enqueueAll("jobs", [
    ...jobs.map((j) => ({ company_id: j.companyId, job_id: j.jobId })),
    ...publishes.map((p) => ({ company_id: p.companyId, publish_id: p.publishId })),
  ]);
  const deliveries = (await DeliveryEntity.scan.where((a, op) => op.eq(a.status, "pending")).go({ pages: "all" })).data;
  await enqueueAll(
    "webhooks",
    deliveries.map((d) => ({ company_id: d.companyId, delivery_id: d.deliveryId })),
  );
  const companies = await companiesWithPendingEvents();
  await queueFanOuts(companies);
  return { tables: tables.length, jobs: jobs.length + publishes.length, deliveries: deliveries.length, productEvents: companies.length };
}
