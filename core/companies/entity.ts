import { Entity } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

export const CompanyEntity = new Entity(
  {
    model: { entity: "company", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      name: { type: "string", required: true },
      monthlyCredits: { type: "number", required: true },
      /** The monthly fee in CZK and in EUR, when configured; they price a credit in stats. */
      monthlyFeeCzk: { type: "number" },
      monthlyFeeEur: { type: "number" },
      createdAt: { type: "string", required: true },
    },
    indexes: { byId: primary(["companyId"], []) },
  },
  entityConfig(),
);
