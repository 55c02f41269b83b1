import { nowIso } from "../clock.js";
import { config } from "../config.js";
import { TtlCache } from "../store/cache.js";
import { newUuid } from "../store/ids.js";
import { notFound } from "../errors.js";
import { isConditionFailure } from "../store/errors.js";
import { CompanyEntity } from "./entity.js";

export interface Company {
  id: string;
  name: string;
  monthly_credits: number;
  monthly_fee_czk: number | null;
  monthly_fee_eur: number | null;
  created_at: string;
}

export interface Plan {
  monthly_credits?: number;
  /** null removes a fee. */
  monthly_fee_czk?: number | null;
  monthly_fee_eur?: number | null;
}

const toCompany = (c: {
  companyId: string;
  name: string;
  monthlyCredits: number;
  monthlyFeeCzk?: number;
  monthlyFeeEur?: number;
  createdAt: string;
}): Company => ({
  id: c.companyId,
  name: c.name,
  monthly_credits: c.monthlyCredits,
  monthly_fee_czk: c.monthlyFeeCzk ?? null,
  monthly_fee_eur: c.monthlyFeeEur ?? null,
  created_at: c.createdAt,
});

export async function create(input: { name: string } & Plan): Promise<Company> {
  const { data } = await CompanyEntity.create({
    companyId: newUuid(),
    name: input.name,
    monthlyCredits: input.monthly_credits ?? 0,
    monthlyFeeCzk: input.monthly_fee_czk ?? undefined,
    monthlyFeeEur: input.monthly_fee_eur ?? undefined,
    createdAt: nowIso(),
  }).go();
  return toCompany(data);
}

/** The admin's change of a company's plan (allocation and fees); evicts this process's cached copy. */
export async function updatePlan(companyId: string, plan: Plan): Promise<Company> {
  companyCache().delete(companyId);
  const removed = (["monthly_fee_czk", "monthly_fee_eur"] as const).filter((k) => plan[k] === null);
  try {
    const { data } = await CompanyEntity.patch({ companyId })
      .set({
        ...(plan.monthly_credits !== undefined ? { monthlyCredits: plan.monthly_credits } : {}),
        ...(typeof plan.monthly_fee_czk === "number" ? { monthlyFeeCzk: plan.monthly_fee_czk } : {}),
        ...(typeof plan.monthly_fee_eur === "number" ? { monthlyFeeEur: plan.monthly_fee_eur } : {}),
      })
      .remove(removed.map((k) => (k === "monthly_fee_czk" ? "monthlyFeeCzk" : "monthlyFeeEur")))
      .go({ response: "all_new" });
    companyCache().delete(companyId);
    return toCompany(data as Parameters<typeof toCompany>[0]);
  } catch (err) {
    if (isConditionFailure(err)) throw notFound("Company", { company_id: companyId });
    throw err;
  }
}

/**
 * Only the admin's plan change (`updatePlan`) writes a company after its creation, so a read is
 * cached for as long as a verified key is: `GET /me` then costs no DynamoDB read. Another
 * process may show the old plan for up to AUTH_CACHE_SECONDS; credits read the company uncached
 * where the plan decides a grant (core/credits/allocation.ts).
 */
let cache: TtlCache<Company> | undefined;
const companyCache = () => (cache ??= new TtlCache<Company>(config().AUTH_CACHE_SECONDS * 1000));

export async function get(companyId: string, fresh = false): Promise<Company> {
  const cached = fresh ? undefined : companyCache().get(companyId);
  if (cached) return cached;
  const { data } = await CompanyEntity.get({ companyId }).go({ consistent: fresh });
  if (!data) throw notFound("Company", { company_id: companyId });
  const company = toCompany(data);
  companyCache().set(companyId, company);
  return company;
}
