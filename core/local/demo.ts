import * as auth from "../auth/service.js";
import { CompanyEntity } from "../companies/entity.js";
import * as companies from "../companies/service.js";
import * as credits from "../credits/service.js";

/**
 * True when the store holds no company yet: a local service starting on it makes the demo
 * company. Asked of the store rather than of the data folder, so a first start that stopped
 * half-way (a taken port, a crash) still gets its demo company next time.
 */
export async function storeIsEmpty(): Promise<boolean> {
  const { data } = await CompanyEntity.scan.go({ count: 1 });
  return data.length === 0;
}

/** A company with a read/write key and credits (its first month's allocation), so a fresh local service is usable at once. */
export async function createDemoCompany() {
  const company = await companies.create({ name: "Demo Company", monthly_credits: 1000 });
  await credits.ensureAllocation(company.id);
  const key = await auth.issueKey(company.id, { name: "demo" });
  return { company, key };
}
