/**
 * Analytics with the shared parameters of spec 2.13 (docs/credits.md, "Analytics"). What is read:
 * - extraction: the tables created in the period (one gsi1 Query of that stretch) and the credit
 *   day aggregates of the period (at most 1,830 items, written with every charge), plus one
 *   BatchGetItem for the tables enhanced in it;
 * - catalog: the products created in the period (one gsi1 Query of that stretch) and the changes
 *   feed's entries of the period (each product's latest change, one Query). These grow with the
 *   products created or changed in the period, not with the days; no aggregate is written at
 *   product-write time (that transaction belongs to the catalog).
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { companyPk, feedPk, fromItem, type StoredProduct } from "../catalog/entity.js";
import { daysOf } from "../credits/days.js";
import { addDays, dayOf, daysBetween } from "../credits/periods.js";
import { getMany } from "../store/batch.js";
import { dynamo, tableName } from "../store/client.js";
import { tablesByIds, tablesCreatedBetween } from "../tables/service.js";
import type { AnalyticsQuery } from "./schemas.js";

const statusesOf = (s: AnalyticsQuery["catalog_status"]) => (s === "all" ? ["active", "draft"] : [s]);
const days = (q: AnalyticsQuery) => Array.from({ length: daysBetween(q.from, q.to) }, (_, i) => addDays(q.from, i));
const ranked = (m: Map<string, number>) =>
  [...m].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([key, count]) => ({ key, count }));
const bump = (m: Map<string, number>, k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);

async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function extraction(companyId: string, q: AnalyticsQuery) {
  const [created, usage] = await Promise.all([tablesCreatedBetween(companyId, q.from, q.to), daysOf(companyId, q.from, q.to)]);
  const daily = new Map(days(q).map((date) => [date, { date, tables_created: 0, rows_extracted: 0, enhancements: 0, credits: 0 }]));
  type Row = { name: string; schema_id: string | null; created_in_period: boolean; enhancements: number; credits: number };
  const perTable = new Map<string, Row>();
  const keep = (id: string, schemaId: string | undefined) =>
    (!q.table_id || id === q.table_id) && (!q.schema_id || schemaId === q.schema_id);

  for (const t of created) {
    if (!keep(t.tableId, t.schemaId) || (q.user_id && (t.createdBy ?? "system") !== q.user_id)) continue;
    const d = daily.get(dayOf(t.createdAt))!;
    d.tables_created++;
    d.rows_extracted += t.totalRows;
    perTable.set(t.tableId, { name: t.name, schema_id: t.schemaId, created_in_period: true, enhancements: 0, credits: 0 });
  }
  for (const day of usage) {
    for (const [id, t] of Object.entries(day.tables)) {
      if (!keep(id, t.schemaId)) continue;
      const used = q.user_id ? (t.users[q.user_id] ?? { credits: 0, cells: 0 }) : t;
      if (!used.credits && !used.cells) continue;
      const d = daily.get(day.day)!;
      d.enhancements += used.cells;
      d.credits += used.credits;
      const row = perTable.get(id) ?? {
        name: t.name ?? id,
        schema_id: t.schemaId ?? null,
        created_in_period: false,
        enhancements: 0,
        credits: 0,
      };
      row.enhancements += used.cells;
      row.credits += used.credits;
      if (t.name) row.name = t.name;
      perTable.set(id, row);
    }
  }
  const existing = await tablesByIds(companyId, [...perTable.keys()]);
  const byTable = [...perTable]
    .map(([id, r]) => {
      const t = existing.get(id);
      return { table_id: t ? id : null, ...r, name: t?.name ?? r.name, rows: t?.totalRows ?? 0 };
    })
    .map(({ table_id, name, schema_id, created_in_period, rows, enhancements, credits }) => ({
      table_id,
      name,
      schema_id,
      created_in_period,
      rows,
      enhancements,
      credits,
    }))
    .sort((a, b) => b.credits - a.credits || b.rows - a.rows || (a.name < b.name ? -1 : 1));
  const list = [...daily.values()];
  const sum = (k: "tables_created" | "rows_extracted" | "enhancements" | "credits") => list.reduce((s, d) => s + d[k], 0);
  return {
    scope: "extraction" as const,
    period: { from: q.from, to: q.to },
    totals: {
      tables_created: sum("tables_created"),
      rows_extracted: sum("rows_extracted"),
      enhancements: sum("enhancements"),
      credits: sum("credits"),
    },
    daily: list,
    by_table: byTable,
  };
}

export async function catalog(companyId: string, q: AnalyticsQuery) {
  const end = `${q.to}T23:59:59.999Z~`;
  const [createdItems, feed] = await Promise.all([
    queryAll({
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :pk AND gsi1sk BETWEEN :a AND :b",
      ExpressionAttributeValues: {
        ":pk": companyPk(companyId),
        ":a": `$product_1#createdAt_${q.from}T00:00:00.000Z`,
        ":b": `$product_1#createdAt_${end}`,
      },
    }),
    queryAll({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :a AND :b",
      ExpressionAttributeValues: {
        ":pk": feedPk(companyId),
        ":a": `$feedentry_1#updatedAt_${q.from}T00:00:00.000Z`,
        ":b": `$feedentry_1#updatedAt_${end}`,
      },
      ProjectionExpression: "sk, doc",
    }),
  ]);
  const statuses = statusesOf(q.catalog_status);
  const matches = (p: { status: string; schemaId: string; source: string; createdBy?: string }) =>
    statuses.includes(p.status) &&
    (!q.schema_id || p.schemaId === q.schema_id) &&
    (!q.source || p.source === q.source) &&
    (!q.user_id || (p.createdBy ?? "system") === q.user_id);

  const daily = new Map(days(q).map((date) => [date, { date, created: 0, updated: 0 }]));
  const [byStatus, bySource, bySchema, byUser] = [new Map<string, number>(), new Map(), new Map(), new Map()];
  const created = createdItems.map(fromItem).filter(matches);
  for (const p of created) {
    daily.get(dayOf(p.createdAt))!.created++;
    bump(byStatus, p.status);
    bump(bySource, p.source);
    bump(bySchema, p.schemaId);
    bump(byUser, p.createdBy ?? "system");
  }
  // The feed holds each product's latest change: a product changed after its creation counts on that day.
  const changed = feed
    .map(
      (e) =>
        JSON.parse(e.doc as string) as {
          id: string;
          deleted?: boolean;
          status: string;
          schema_id: string;
          source: string;
          created_at: string;
          updated_at: string;
        },
    )
    .filter((d) => !d.deleted && d.created_at !== d.updated_at);
  let creators = new Map<string, string>();
  if (q.user_id && changed.length)
    creators = await creatorsOf(
      companyId,
      changed.map((d) => d.id),
    );
  let updated = 0;
  for (const d of changed) {
    const p = { status: d.status, schemaId: d.schema_id, source: d.source, createdBy: creators.get(d.id) };
    if (!matches(p)) continue;
    daily.get(dayOf(d.updated_at))!.updated++;
    updated++;
  }
  return {
    scope: "catalog" as const,
    period: { from: q.from, to: q.to },
    products_created: created.length,
    products_updated: updated,
    by_status: ranked(byStatus),
    by_source: ranked(bySource),
    by_schema: ranked(bySchema),
    by_user: ranked(byUser),
    daily: [...daily.values()],
  };
}

/** Who created these products (only asked with a user filter): their items, 100 ids a BatchGetItem. */
async function creatorsOf(companyId: string, ids: string[]): Promise<Map<string, string>> {
  const { productKey } = await import("../catalog/entity.js");
  const items = await getMany(ids.map((id) => productKey(companyId, id)));
  return new Map(items.map(fromItem).map((p: StoredProduct) => [p.productId, p.createdBy ?? "system"]));
}
