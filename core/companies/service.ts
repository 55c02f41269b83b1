import { nowIso } from "../clock.js";
import { config } from "../config.js";
import { TtlCache } from "../store/cache.js";
import { newUuid } from "../store/ids.js";
import { notFound } from "../errors.js";
import { CompanyEntity } from "./entity.js";

export interface Company {
  id: string;
  name: string;
  monthly_credits: number;
  created_at: string;
}

const toCompany = (c: { companyId: string; name: string; monthlyCredits: number; createdAt: string }): Company => ({
  id: c.companyId,
  name: c.name,
  monthly_credits: c.monthlyCredits,
  created_at: c.createdAt,
});

export async function create(input: { name: string; monthly_credits?: number }): Promise<Company> {
  const { data } = await CompanyEntity.create({
    companyId: newUuid(),
    name: input.name,
    monthlyCredits: input.monthly_credits ?? 0,
    createdAt: nowIso(),
  }).go();
  return toCompany(data);
}

/**
 * Companies never change once created (nothing updates the item), so a read is cached for as
 * long as a verified key is: `GET /me` then costs no DynamoDB read. A future update must evict.
 */
let cache: TtlCache<Company> | undefined;
const companyCache = () => (cache ??= new TtlCache<Company>(config().AUTH_CACHE_SECONDS * 1000));

export async function get(companyId: string): Promise<Company> {
  const cached = companyCache().get(companyId);
  if (cached) return cached;
  const { data } = await CompanyEntity.get({ companyId }).go();
  if (!data) throw notFound("Company", { company_id: companyId });
  const company = toCompany(data);
  companyCache().set(companyId, company);
  return company;
}
