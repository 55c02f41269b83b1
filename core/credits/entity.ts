import { Entity, Service } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/** One item per company holding the spendable balance; changed only together with a ledger row. */
export const BalanceEntity = new Entity(
  {
    model: { entity: "creditbalance", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      balance: { type: "number", required: true, default: 0 },
      /** The last billing period whose monthly allocation is granted (core/credits/allocation.ts). */
      allocatedPeriod: { type: "number" },
      updatedAt: { type: "string", required: true },
    },
    indexes: { byCompany: primary(["companyId"], []) },
  },
  entityConfig(),
);

/** The ledger: sorted by time inside the company partition, so a date range is one Query. */
export const TransactionEntity = new Entity(
  {
    model: { entity: "credittx", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      transactionId: { type: "string", required: true },
      /** grant adds credits; debit consumes them; refund returns part of a debit. */
      kind: { type: ["grant", "debit", "refund"] as const, required: true },
      service: { type: "string", required: true },
      /** The product module the usage belongs to (search, enrich, extraction); absent on grants. */
      module: { type: "string" },
      amount: { type: "number", required: true },
      tableId: { type: "string" },
      userId: { type: "string" },
      /** What the row pays for or gives back: the job (`srch_…`, `enr_…`) or enhancement (`enh_…#<row>`). */
      workId: { type: "string" },
      description: { type: "string", required: true },
      createdAt: { type: "string", required: true },
    },
    indexes: { byTime: primary(["companyId"], ["createdAt", "transactionId"]) },
  },
  entityConfig(),
);

export const CreditsService = new Service({ balance: BalanceEntity, transaction: TransactionEntity }, entityConfig());
