/**
 * Per-day and per-month usage aggregates of a company's ledger (docs/credits.md). Every debit
 * and refund adds to its day's item and its month's item in the SAME transaction as its ledger
 * row, so the aggregates never disagree with the ledger, and stats over 1,830 days read at most
 * 1,830 day items (plus at most 62 days and 61 months for the window before), never the ledger.
 *
 * The items are plain DynamoDB items (not ElectroDB entities): their attributes are open-ended
 * (one per module, service, user and table seen that day) and are added to with top-level `ADD`,
 * which needs no parent map to exist. Names: `total`, `m:<module>`, `s:<service>`, `u:<user>`,
 * `t:<table>` (credits), `c:<table>` (enhanced cells), `tu:<table>|<user>` and `cu:<table>|<user>`
 * (the same per user), `n:<table>` (the table's name, kept for deleted tables), `sc:<table>`
 * (its schema id). Table ids never contain `|`.
 */
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo, tableName } from "../store/client.js";

export interface Usage {
  /** Credits consumed (> 0), or given back (< 0, a refund). */
  credits: number;
  module: string;
  service: string;
  userId: string;
  tableId?: string;
  tableName?: string;
  schemaId?: string;
  /** Enhanced cells this charge pays for (counted per table). */
  cells?: number;
}

interface TableDay {
  credits: number;
  cells: number;
  name?: string;
  schemaId?: string;
  users: Record<string, { credits: number; cells: number }>;
}

export interface DayUsage {
  day: string;
  total: number;
  modules: Record<string, number>;
  services: Record<string, number>;
  users: Record<string, number>;
  tables: Record<string, TableDay>;
}

const pk = (companyId: string) => `$pds#companyId_${companyId}`;
const daySk = (day: string) => `$creditday_1#day_${day}`;
const monthSk = (month: string) => `$creditmonth_1#month_${month}`;

/** The two updates a ledger row of usage brings into its transaction: its day and its month. */
export function aggregateItems(companyId: string, day: string, u: Usage) {
  const names: Record<string, string> = { "#entity": "entity", "#day": "day", "#total": "total" };
  const values: Record<string, unknown> = { ":entity": "creditday", ":day": day, ":c": u.credits };
  const sets = ["#entity = :entity", "#day = :day"];
  const adds = ["#total :c"];
  const add = (name: string, value = ":c") => {
    const ref = `#a${Object.keys(names).length}`;
    names[ref] = name;
    adds.push(`${ref} ${value}`);
  };
  add(`m:${u.module}`);
  add(`s:${u.service}`);
  add(`u:${u.userId}`);
  if (u.tableId) {
    add(`t:${u.tableId}`);
    add(`tu:${u.tableId}|${u.userId}`);
    if (u.cells) {
      values[":cells"] = u.cells;
      add(`c:${u.tableId}`, ":cells");
      add(`cu:${u.tableId}|${u.userId}`, ":cells");
    }
    for (const [prefix, value] of [
      ["n", u.tableName],
      ["sc", u.schemaId],
    ] as const) {
      if (value === undefined) continue;
      names[`#${prefix}`] = `${prefix}:${u.tableId}`;
      values[`:${prefix}`] = value;
      sets.push(`#${prefix} = :${prefix}`);
    }
  }
  return [
    {
      Update: {
        TableName: tableName(),
        Key: { pk: pk(companyId), sk: daySk(day) },
        UpdateExpression: `SET ${sets.join(", ")} ADD ${adds.join(", ")}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: { pk: pk(companyId), sk: monthSk(day.slice(0, 7)) },
        UpdateExpression: "SET #entity = :entity ADD #total :c",
        ExpressionAttributeNames: { "#entity": "entity", "#total": "total" },
        ExpressionAttributeValues: { ":entity": "creditmonth", ":c": u.credits },
      },
    },
  ];
}

async function queryAll(companyId: string, from: string, to: string, totalOnly = false) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ExpressionAttributeValues: { ":pk": pk(companyId), ":from": from, ":to": to },
        ...(totalOnly ? { ProjectionExpression: "#t", ExpressionAttributeNames: { "#t": "total" } } : {}),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

function toDayUsage(item: Record<string, unknown>): DayUsage {
  const d: DayUsage = { day: item.day as string, total: Number(item.total ?? 0), modules: {}, services: {}, users: {}, tables: {} };
  const table = (id: string) => (d.tables[id] ??= { credits: 0, cells: 0, users: {} });
  const tableUser = (key: string) => {
    const bar = key.indexOf("|");
    const t = table(key.slice(0, bar));
    return (t.users[key.slice(bar + 1)] ??= { credits: 0, cells: 0 });
  };
  for (const [name, value] of Object.entries(item)) {
    const colon = name.indexOf(":");
    if (colon < 0) continue;
    const [kind, key] = [name.slice(0, colon), name.slice(colon + 1)];
    if (kind === "m") d.modules[key] = Number(value);
    else if (kind === "s") d.services[key] = Number(value);
    else if (kind === "u") d.users[key] = Number(value);
    else if (kind === "t") table(key).credits = Number(value);
    else if (kind === "c") table(key).cells = Number(value);
    else if (kind === "n") table(key).name = String(value);
    else if (kind === "sc") table(key).schemaId = String(value);
    else if (kind === "tu") tableUser(key).credits = Number(value);
    else if (kind === "cu") tableUser(key).cells = Number(value);
  }
  return d;
}

/** The day items from `from` to `to` (YYYY-MM-DD, inclusive), oldest first; days without usage have none. */
export async function daysOf(companyId: string, from: string, to: string): Promise<DayUsage[]> {
  return (await queryAll(companyId, daySk(from), daySk(to))).map(toDayUsage);
}

/**
 * Net credits used from `from` to `to` (inclusive): whole months from their month items, the
 * partial months at either end from day items, so a window of any length reads at most 62 day
 * items and one month item per whole month.
 */
export async function totalOf(companyId: string, from: string, to: string): Promise<number> {
  const sum = (items: Record<string, unknown>[]) => items.reduce((s, i) => s + Number(i.total ?? 0), 0);
  const firstWhole = from.endsWith("-01") ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  const lastWhole = isLastDayOfMonth(to) ? to.slice(0, 7) : previousMonth(to.slice(0, 7));
  if (firstWhole > lastWhole) return sum(await queryAll(companyId, daySk(from), daySk(to), true)); // within one or two months
  const parts = await Promise.all([
    from < `${firstWhole}-01` ? queryAll(companyId, daySk(from), daySk(`${previousMonth(firstWhole)}-31`), true) : [],
    queryAll(companyId, monthSk(firstWhole), monthSk(lastWhole), true),
    to.slice(0, 7) > lastWhole ? queryAll(companyId, daySk(`${to.slice(0, 7)}-01`), daySk(to), true) : [],
  ]);
  return parts.reduce((s, p) => s + sum(p), 0);
}

const shiftMonth = (month: string, n: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
const nextMonth = (m: string) => shiftMonth(m, 1);
const previousMonth = (m: string) => shiftMonth(m, -1);
const isLastDayOfMonth = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).getUTCDate() === 1;
