import { nowIso } from "../clock.js";
import { AppError } from "../errors.js";
import { pageOf } from "../http/pagination.js";
import { newId } from "../store/ids.js";
import { ensureAllocation } from "./allocation.js";

export { ensureAllocation };
import { aggregateItems } from "./days.js";
import { CreditsService } from "./entity.js";
import { dayOf } from "./periods.js";

export interface Transaction {
  id: string;
  service: string;
  amount: number;
  table_id: string | null;
  work_id: string | null;
  description: string;
  created_at: string;
}

export interface Charge {
  /** The priced operation: search, enrich, enhancement (docs/credits.md). */
  service: string;
  /** Credits consumed, > 0; the ledger stores it negated. */
  cost: number;
  description: string;
  /** The table the work was on; its name and schema are kept in the day aggregate. */
  table?: { id: string; name: string; schemaId: string };
  /** The key's user; null or absent: `system`. */
  userId?: string | null;
  /** Enhanced cells the charge pays for. */
  cells?: number;
  /** The work paid for (a job id, an enhancement's cell), so every charge can be traced to it. */
  workId?: string;
}

/**
 * The product module a service's usage belongs to: what is spent on a table (its extraction and
 * the enhancement of its rows) is the extraction module's; search and enrich are their own.
 */
export const moduleOf = (service: string, tableId?: string) => (tableId ? "extraction" : service);

/** The items a debit brings into its transaction: balance, ledger row, day and month aggregates. */
export const DEBIT_ITEMS = 4;

/** Concurrent transactions on one balance item cancel each other; a short jittered retry absorbs it. */
async function withConflictRetry<T>(attempt: () => Promise<T | "conflict">): Promise<T> {
  for (let i = 0; i < 8; i++) {
    const result = await attempt();
    if (result !== "conflict") return result;
    await new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** i));
  }
  throw new AppError("service_unavailable", "Too many concurrent credit operations; retry shortly", {
    code: "credit_contention",
    retryable: true,
  });
}

/**
 * Adds credits (positive) and writes the ledger row in one transaction: the balance can never
 * disagree with the sum of the ledger.
 */
export async function grant(companyId: string, amount: number, description: string): Promise<Transaction> {
  const tx = { id: newId("tx"), created_at: nowIso() };
  await withConflictRetry(async () => {
    const result = await CreditsService.transaction
      .write(({ balance, transaction }) => [
        balance.upsert({ companyId, updatedAt: tx.created_at }).add({ balance: amount }).commit(),
        transaction
          .create({ companyId, transactionId: tx.id, kind: "grant", service: "grant", amount, description, createdAt: tx.created_at })
          .commit(),
      ])
      .go();
    return result.canceled ? "conflict" : true;
  });
  return { id: tx.id, service: "grant", amount, table_id: null, work_id: null, description, created_at: tx.created_at };
}

/** The ledger's entities as a transaction hands them to its callback. */
type Ledger = Parameters<Parameters<typeof CreditsService.transaction.write>[0]>[0];
type TransactionOutcome = { canceled: boolean; data: { code?: string }[] };

/**
 * Spends credits: the balance drops only if it covers the cost, in the same transaction as the
 * ledger row. Not enough credits → 402 insufficient_credits and nothing is written.
 */
export const charge = (companyId: string, c: Charge): Promise<Transaction> =>
  chargeWith(companyId, c, (debit) => CreditsService.transaction.write((e) => debit(e)).go());

/**
 * A charge written in one transaction with what it pays for (a job), so credits are never taken
 * without the record that accounts for them. `write` runs a transaction whose first two items
 * are `debit(entities)`; the entities may come from any Service that holds the ledger's.
 */
export async function chargeWith(
  companyId: string,
  c: Charge,
  write: (debit: (ledger: Ledger) => ReturnType<typeof debitItems>) => Promise<TransactionOutcome>,
): Promise<Transaction> {
  await ensureAllocation(companyId);
  const tx = { id: newId("tx"), created_at: nowIso() };
  await withConflictRetry(async () => {
    const result = await write((ledger) => debitItems(ledger, companyId, c, tx));
    if (!result.canceled) return true;
    // Each item reports why; a failed condition on the balance (or no balance yet) means short.
    if (result.data[0]?.code === "ConditionalCheckFailed") {
      throw new AppError("insufficient_credits", `This operation costs ${c.cost} credits and the balance is ${await balance(companyId)}`, {
        code: "insufficient_credits",
        details: { required: c.cost },
      });
    }
    if (result.data.some((d) => d.code === "TransactionConflict")) return "conflict";
    throw new AppError("service_unavailable", "The charge could not be recorded; nothing was charged, retry", {
      code: "charge_not_recorded",
      retryable: true,
    });
  });
  return {
    id: tx.id,
    service: c.service,
    amount: -c.cost,
    table_id: c.table?.id ?? null,
    work_id: c.workId ?? null,
    description: c.description,
    created_at: tx.created_at,
  };
}

function debitItems({ balance, transaction }: Ledger, companyId: string, c: Charge, tx: { id: string; created_at: string }) {
  const userId = c.userId ?? "system";
  const module = moduleOf(c.service, c.table?.id);
  return [
    balance
      .patch({ companyId })
      .set({ updatedAt: tx.created_at })
      .subtract({ balance: c.cost })
      .where((b, op) => op.gte(b.balance, c.cost))
      .commit(),
    transaction
      .create({
        companyId,
        transactionId: tx.id,
        kind: "debit",
        service: c.service,
        module,
        amount: -c.cost,
        tableId: c.table?.id,
        userId,
        workId: c.workId,
        description: c.description,
        createdAt: tx.created_at,
      })
      .commit(),
    // Raw items (core/credits/days.ts): ElectroDB passes them through to TransactWriteItems.
    ...(aggregateItems(companyId, dayOf(tx.created_at), {
      credits: c.cost,
      module,
      service: c.service,
      userId,
      tableId: c.table?.id,
      tableName: c.table?.name,
      schemaId: c.table?.schemaId,
      cells: c.cells,
    }) as never[]),
  ];
}

/**
 * Gives back the credits of work that failed (a job the engine could not finish). The ledger row
 * has a deterministic id and time per job, so a redelivered message refunds once.
 */
export async function refund(
  companyId: string,
  r: {
    service: string;
    amount: number;
    description: string;
    refundId: string /** fixed per job: part of the ledger key */;
    at: string;
    /** Whose charge it gives back. */
    userId?: string | null;
    /** The work whose charge it gives back. */
    workId?: string;
  },
): Promise<void> {
  const createdAt = nowIso();
  const userId = r.userId ?? "system";
  const module = moduleOf(r.service);
  await withConflictRetry(async () => {
    const result = await CreditsService.transaction
      .write(({ balance, transaction }) => [
        balance.upsert({ companyId, updatedAt: createdAt }).add({ balance: r.amount }).commit(),
        transaction
          .create({
            companyId,
            transactionId: r.refundId,
            kind: "refund",
            service: r.service,
            module,
            amount: r.amount,
            userId,
            workId: r.workId,
            description: r.description,
            createdAt: r.at,
          })
          .commit(),
        // Dated as the charge it gives back, so the two net out on the same day.
        ...(aggregateItems(companyId, dayOf(r.at), { credits: -r.amount, module, service: r.service, userId }) as never[]),
      ])
      .go();
    if (!result.canceled) return true;
    return result.data[1]?.code === "ConditionalCheckFailed" ? true : "conflict"; // already refunded
  });
}

/** The spendable balance, after granting any monthly allocation that is due. */
export async function balance(companyId: string): Promise<number> {
  await ensureAllocation(companyId);
  const { data } = await CreditsService.entities.balance.get({ companyId }).go({ consistent: true });
  return data?.balance ?? 0;
}

/**
 * Usage history: debits and refunds (not grants), newest first, optionally within [from, to]
 * (dates, inclusive) and one service. `total_used` nets them over every match, not the page.
 */
export async function usage(companyId: string, q: { from?: string; to?: string; service?: string; page: number; limit: number }) {
  const start = q.from ? `${q.from}T00:00:00.000Z` : "0000";
  const end = q.to ? `${q.to}T23:59:59.999Z` : "9999";
  const { data } = await CreditsService.entities.transaction.query
    .byTime({ companyId })
    .between({ createdAt: start }, { createdAt: `${end}~` })
    .where((attr, op) => `${op.ne(attr.kind, "grant")}${q.service ? ` AND ${op.eq(attr.service, q.service)}` : ""}`)
    .go({ pages: "all", order: "desc" });
  const all = data.map(toTransaction);
  const totalUsed = -all.reduce((sum, t) => sum + t.amount, 0);
  return { ...pageOf(all, q), total_used: totalUsed };
}

function toTransaction(t: {
  transactionId: string;
  service: string;
  amount: number;
  tableId?: string;
  workId?: string;
  description: string;
  createdAt: string;
}): Transaction {
  return {
    id: t.transactionId,
    service: t.service,
    amount: t.amount,
    table_id: t.tableId ?? null,
    work_id: t.workId ?? null,
    description: t.description,
    created_at: t.createdAt,
  };
}
