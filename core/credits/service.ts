import { nowIso } from "../clock.js";
import { AppError } from "../errors.js";
import { pageOf } from "../http/pagination.js";
import { newId } from "../store/ids.js";
import { CreditsService } from "./entity.js";

export interface Transaction {
  id: string;
  service: string;
  amount: number;
  table_id: string | null;
  description: string;
  created_at: string;
}

export interface Charge {
  service: string;
  /** Credits consumed, > 0; the ledger stores it negated. */
  cost: number;
  description: string;
  tableId?: string;
  userId?: string | null;
}

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
  return { id: tx.id, service: "grant", amount, table_id: null, description, created_at: tx.created_at };
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
    table_id: c.tableId ?? null,
    description: c.description,
    created_at: tx.created_at,
  };
}

function debitItems({ balance, transaction }: Ledger, companyId: string, c: Charge, tx: { id: string; created_at: string }) {
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
        amount: -c.cost,
        tableId: c.tableId,
        userId: c.userId ?? "system",
        description: c.description,
        createdAt: tx.created_at,
      })
      .commit(),
  ];
}

/**
 * Gives back the credits of work that failed (a job the engine could not finish). The ledger row
 * has a deterministic id and time per job, so a redelivered message refunds once.
 */
export async function refund(
  companyId: string,
  r: { service: string; amount: number; description: string; refundId: string /** fixed per job: part of the ledger key */; at: string },
): Promise<void> {
  const createdAt = nowIso();
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
            amount: r.amount,
            description: r.description,
            createdAt: r.at,
          })
          .commit(),
      ])
      .go();
    if (!result.canceled) return true;
    return result.data[1]?.code === "ConditionalCheckFailed" ? true : "conflict"; // already refunded
  });
}

export async function balance(companyId: string): Promise<number> {
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
  description: string;
  createdAt: string;
}): Transaction {
  return {
    id: t.transactionId,
    service: t.service,
    amount: t.amount,
    table_id: t.tableId ?? null,
    description: t.description,
    created_at: t.createdAt,
  };
}
