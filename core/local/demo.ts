import * as auth from "../auth/service.js";
import * as companies from "../companies/service.js";
import * as credits from "../credits/service.js";

/** A company with a read/write key and some credits, so a fresh local service is usable at once. */
export async function createDemoCompany() {
  const company = await companies.create({ name: "Demo Company", monthly_credits: 1000 });
  await credits.grant(company.id, 1000, "Demo credits");
  const key = await auth.issueKey(company.id, { name: "demo" });
  return { company, key };
}
