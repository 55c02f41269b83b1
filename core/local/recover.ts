/**
 * Local SQS keeps its messages in memory, so a restart of `npm start` loses the messages of
 * work under way. On start-up the runtime queues that work again from what DynamoDB says is
 * unfinished: tables still processing (their chunk 0, which queues again any unfinished chunk),
 * search/enrich jobs and table publishes still processing, jobs failed in the last 15 minutes
 * (their refund is written after the failure, and deployed the job's delayed look at itself
 * makes sure of it; that message is lost here), webhook deliveries still pending,
 * and the fan-out of every company with product events still in the outbox (whose writer's
 * message, or delayed sweep, was lost). Every worker is idempotent, so a message for work that
 * did finish is harmless. In AWS, SQS keeps messages durably and this is not needed.
 *
 * All of it is found in ONE Scan of the table (a scan per kind would read every item once per
 * kind): ElectroDB marks its items' kind in `__edb_e__`, the catalog's raw items in `entity`.
 */
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { queueFanOuts } from "../catalog/outbox.js";
import { enqueueAll } from "../queue/send.js";
import { dynamo, tableName } from "../store/client.js";

type Found = Record<string, string>;

async function unfinishedItems(): Promise<Found[]> {
  const found: Found[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression:
          "(#kind IN (:table, :job, :publish) AND #status = :processing) OR (#kind = :delivery AND #status = :pending) OR #raw = :event " +
          "OR (#kind = :job AND #status = :failed AND #updatedAt > :recently)",
        ExpressionAttributeNames: { "#kind": "__edb_e__", "#raw": "entity", "#status": "status", "#updatedAt": "updatedAt" },
        ExpressionAttributeValues: {
          ":table": "table",
          ":job": "aijob",
          ":publish": "publishjob",
          ":delivery": "webhookdelivery",
          ":event": "productevent",
          ":processing": "processing",
          ":pending": "pending",
          ":failed": "failed",
          ":recently": new Date(Date.now() - 15 * 60_000).toISOString(),
        },
        ProjectionExpression: "#kind, #raw, companyId, tableId, jobId, publishId, deliveryId",
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((res.Items ?? []) as Found[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return found;
}

export async function requeueUnfinishedWork(): Promise<{ tables: number; jobs: number; deliveries: number; productEvents: number }> {
  const items = await unfinishedItems();
  const of = (kind: string) => items.filter((i) => i.__edb_e__ === kind);
  const tables = of("table");
  await enqueueAll(
    "extract",
    tables.map((t) => ({ company_id: t.companyId, table_id: t.tableId, chunk: 0 })),
  );
  const jobs = [
    ...of("aijob").map((j) => ({ company_id: j.companyId, job_id: j.jobId })),
    ...of("publishjob").map((p) => ({ company_id: p.companyId, publish_id: p.publishId })),
  ];
  await enqueueAll("jobs", jobs);
  const deliveries = of("webhookdelivery");
  await enqueueAll(
    "webhooks",
    deliveries.map((d) => ({ company_id: d.companyId, delivery_id: d.deliveryId })),
  );
  const companies = [...new Set(items.filter((i) => i.entity === "productevent").map((e) => e.companyId))];
  await queueFanOuts(companies);
  return { tables: tables.length, jobs: jobs.length, deliveries: deliveries.length, productEvents: companies.length };
}
