/**
 * GET /credits/stats (spec 4.14) and the balance's period figures, all from the per-day and
 * per-month aggregates (core/credits/days.ts), never from the ledger: a range of 1,830 days reads
 * at most 1,830 day items, the window before it at most 62 day items and 61 month items.
 */
import * as companies from "../companies/service.js";
import { nowMs } from "../clock.js";
import { ensureAllocation } from "./allocation.js";
import { daysOf, totalOf } from "./days.js";
import { addDays, dayOf, daysBetween, periodAt } from "./periods.js";
import { balance } from "./service.js";

/** What stats need of a table that may since have been deleted (absent from the answer). */
export type TableLookup = (companyId: string, ids: string[]) => Promise<Map<string, { name: string; totalRows: number }>>;

/** Credits are whole numbers today, but sums of fractional grants or prices must not show float noise. */
const round = (n: number, places = 4) => Math.round(n * 10 ** places) / 10 ** places;

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
};
/** Drops keys that net to zero (a charge and its refund), rounded. */
const nonZero = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).flatMap(([k, v]) => (round(v) ? [[k, round(v)]] : [])));
const ranked = <K extends string>(m: Record<string, number>, key: K) =>
  Object.entries(nonZero(m))
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .map(([k, total]) => ({ [key]: k, total }) as { [P in K]: string } & { total: number });

/** `{ balance, monthly_allocation, period_start, period_end, used_this_period }`. */
export async function balanceSummary(companyId: string) {
  const available = await balance(companyId); // grants what is due first
  const company = await companies.get(companyId);
  const period = periodAt(company.created_at, nowMs());
  const days = await daysOf(companyId, dayOf(period.start), dayOf(nowMs()));
  return {
    balance: available,
    monthly_allocation: company.monthly_credits,
    period_start: period.start,
    period_end: period.end,
    used_this_period: round(days.reduce((s, d) => s + d.total, 0)),
  };
}

export async function stats(companyId: string, q: { from: string; to: string }, tables: TableLookup) {
  await ensureAllocation(companyId);
  const company = await companies.get(companyId);
  const length = daysBetween(q.from, q.to);
  const [days, previous] = await Promise.all([
    daysOf(companyId, q.from, q.to),
    totalOf(companyId, addDays(q.from, -length), addDays(q.from, -1)),
  ]);

  const byDay = new Map(days.map((d) => [d.day, d]));
  const modules: Record<string, number> = {};
  const services: Record<string, number> = {};
  const users: Record<string, number> = {};
  const perTable = new Map<string, { credits: number; name?: string }>();
  const daily = Array.from({ length }, (_, i) => {
    const date = addDays(q.from, i);
    const d = byDay.get(date);
    if (!d) return { date, total: 0, by_module: {}, by_user: {} };
    add(modules, d.modules);
    add(services, d.services);
    add(users, d.users);
    for (const [id, t] of Object.entries(d.tables)) {
      const seen = perTable.get(id) ?? { credits: 0 };
      perTable.set(id, { credits: seen.credits + t.credits, name: t.name ?? seen.name }); // days ascend: the latest name wins
    }
    return { date, total: round(d.total), by_module: nonZero(d.modules), by_user: nonZero(d.users) };
  });

  const totalSpent = round(days.reduce((s, d) => s + d.total, 0));
  const previousSpent = round(previous);
  const used = [...perTable].filter(([, t]) => round(t.credits) !== 0);
  const existing = await tables(
    companyId,
    used.map(([id]) => id),
  );
  const byTable = used
    .map(([id, t]) => {
      const table = existing.get(id);
      return { table_id: table ? id : null, name: table?.name ?? t.name ?? id, total: round(t.credits), products: table?.totalRows ?? 0 };
    })
    .sort((a, b) => b.total - a.total || (a.name < b.name ? -1 : 1));
  const extractionSpent = round(modules.extraction ?? 0);
  const productsEnhanced = byTable.reduce((s, t) => s + t.products, 0);

  const fee =
    company.monthly_fee_czk !== null
      ? { currency: "CZK" as const, monthly_fee: company.monthly_fee_czk }
      : company.monthly_fee_eur !== null
        ? { currency: "EUR" as const, monthly_fee: company.monthly_fee_eur }
        : undefined;
  const costPerCredit =
    fee && company.monthly_credits > 0
      ? { amount: round(fee.monthly_fee / company.monthly_credits, 6), ...fee, monthly_credits: company.monthly_credits }
      : undefined;

  return {
    period: { from: q.from, to: q.to },
    summary: {
      total_spent: totalSpent,
      previous_period_spent: previousSpent,
      previous_period_change_pct: previousSpent === 0 ? null : round(((totalSpent - previousSpent) / previousSpent) * 100, 2),
      monthly_allocation: company.monthly_credits,
      period_end: periodAt(company.created_at, nowMs()).end,
      ...(costPerCredit ? { cost_per_credit: costPerCredit } : {}),
    },
    daily,
    by_module: ranked(modules, "module_key"),
    by_service: ranked(services, "service_type"),
    by_user: ranked(users, "user_id"),
    extraction: {
      credits_spent: extractionSpent,
      products_enhanced: productsEnhanced,
      credits_per_product: productsEnhanced > 0 ? round(extractionSpent / productsEnhanced) : null,
      by_table: byTable,
    },
    currency_config: {
      monthly_fee_czk: company.monthly_fee_czk,
      monthly_fee_eur: company.monthly_fee_eur,
      monthly_credits: company.monthly_credits,
      auto_eur: false,
    },
  };
}
