import { nowIso } from "../clock.js";
import { AppError } from "../http/errors.js";
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

/**
 * Adds credits (positive) and writes the ledger row in one transaction: the balance can never
 * disagree with the sum of the ledger.
 */
export async function grant(companyId: string, amount: number, description: string): Promise<Transaction> {
  const tx = { id: newId("tx"), created_at: nowIso() };
  const result = await CreditsService.transaction
    .write(({ balance, transaction }) => [
      balance.upsert({ companyId, updatedAt: tx.created_at }).add({ balance: amount }).commit(),
      transaction
        .create({
          companyId,
          transactionId: tx.id,
          service: "grant",
          amount,
          description,
          createdAt: tx.created_at,
        })
        .commit(),
    ])
    .go();
  if (result.canceled) {
    throw new AppError("service_unavailable", "The credit grant could not be recorded; retry", { retryable: true });
  }
  return { id: tx.id, service: "grant", amount, table_id: null, description, created_at: tx.created_at };
}

export async function balance(companyId: string): Promise<number> {
  const { data } = await CreditsService.entities.balance.get({ companyId }).go({ consistent: true });
  return data?.balance ?? 0;
}

/**
 * Ledger rows newest first, optionally within [from, to] (dates, inclusive) and one service.
 * `total_used` counts consumption (negative amounts) over every match, not just the page.
 */
export async function usage(companyId: string, q: { from?: string; to?: string; service?: string; page: number; limit: number }) {
  const start = q.from ? `${q.from}T00:00:00.000Z` : "0000";
  const end = q.to ? `${q.to}T23:59:59.999Z` : "9999";
  const { data } = await CreditsService.entities.transaction.query
    .byTime({ companyId })
    .between({ createdAt: start }, { createdAt: `${end}~` })
    .where((attr, op) => (q.service ? op.eq(attr.service, q.service) : ""))
    .go({ pages: "all", order: "desc" });
  const all = data.map(toTransaction);
  const totalUsed = all.reduce((sum, t) => (t.amount < 0 ? sum - t.amount : sum), 0);
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
