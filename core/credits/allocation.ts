/**
 * The monthly allocation (docs/credits.md): a company receives its `monthly_credits` for every
 * billing period (core/credits/periods.ts), period 0 at creation. Nothing is scheduled: the first
 * credit operation after a boundary grants what is due, lazily. The balance item records the
 * last period granted (`allocatedPeriod`), and the grant moves it in ONE transaction with the
 * period's ledger row, conditioned on the value it read; the ledger row's id is fixed per period
 * (`tx_alloc_<period>`), so of concurrent first uses exactly one grants, once.
 *
 * Unused credits roll over: the allocation adds to the balance, nothing expires. Periods nobody
 * used are granted on the next use, each as its own ledger row dated at its period's start, as
 * if a scheduler had run. A change of `monthly_credits` grants what is due first, so it counts
 * from the next period on.
 */
import * as companies from "../companies/service.js";
import { nowIso, nowMs } from "../clock.js";
import { AppError } from "../errors.js";
import { CreditsService } from "./entity.js";
import { periodAt, periodStart } from "./periods.js";

/** A transaction holds at most 100 items: the balance and up to 90 periods per round. */
const PERIODS_PER_WRITE = 90;

/** companyId → [start, end) (ms) of a period known granted: nothing to check within it. */
const granted = new Map<string, [number, number]>();

const allocationTxId = (period: number) => `tx_alloc_${String(period).padStart(6, "0")}`;

/** Grants every allocation due up to the current period; cheap (no read) once known granted. */
export async function ensureAllocation(companyId: string): Promise<void> {
  const now = nowMs();
  const known = granted.get(companyId);
  if (known && known[0] <= now && now < known[1]) return;
  const company = await companies.get(companyId);
  const current = periodAt(company.created_at, now);
  for (let round = 0; round < 20; round++) {
    const { data } = await CreditsService.entities.balance.get({ companyId }).go({ consistent: true });
    const done = data?.allocatedPeriod ?? -1;
    if (done >= current.index) break;
    // The plan decides the amount: read it fresh, not from another process's cache.
    const plan = round === 0 ? await companies.get(companyId, true) : company;
    const last = Math.min(current.index, done + PERIODS_PER_WRITE);
    const periods = Array.from({ length: last - done }, (_, i) => done + 1 + i);
    const amount = plan.monthly_credits;
    const result = await CreditsService.transaction
      .write(({ balance, transaction }) => [
        balance
          .upsert({ companyId, updatedAt: nowIso() })
          .add({ balance: amount * periods.length })
          .set({ allocatedPeriod: last })
          .where((b, op) => (done < 0 ? op.notExists(b.allocatedPeriod) : op.eq(b.allocatedPeriod, done)))
          .commit(),
        ...(amount > 0
          ? periods.map((p) =>
              transaction
                .create({
                  companyId,
                  transactionId: allocationTxId(p),
                  kind: "grant",
                  service: "allocation",
                  amount,
                  description: `Monthly allocation, billing period ${p + 1}`,
                  // Period 0 starts at creation: the ledger shows nothing before the company existed.
                  createdAt: p === 0 ? plan.created_at : periodStart(plan.created_at, p).toISOString(),
                })
                .commit(),
            )
          : []),
      ])
      .go();
    // Canceled: another request granted meanwhile (or a charge touched the balance); read again.
    if (!result.canceled && last === current.index) break;
    if (round === 19) {
      throw new AppError("service_unavailable", "The monthly allocation could not be granted; retry shortly", {
        code: "credit_contention",
        retryable: true,
      });
    }
  }
  granted.set(companyId, [Date.parse(current.start), Date.parse(current.end)]);
}
