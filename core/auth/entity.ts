import { Entity } from "electrodb";
import { entityConfig, gsi, primary, SERVICE } from "../store/entity.js";

/**
 * The one item whose partition is not the company: authentication happens before the company
 * is known. `byCompany` lists a company's keys for administration.
 */
export const ApiKeyEntity = new Entity(
  {
    model: { entity: "apikey", version: "1", service: SERVICE },
    attributes: {
      keyId: { type: "string", required: true },
      companyId: { type: "string", required: true },
      name: { type: "string" },
      keyHash: { type: "string", required: true },
      scopes: { type: "list", items: { type: "string" }, required: true },
      userId: { type: "string" },
      createdAt: { type: "string", required: true },
      deactivatedAt: { type: "string" },
    },
    indexes: {
      byId: primary(["keyId"], []),
      byCompany: gsi(1, ["companyId"], ["createdAt", "keyId"]),
    },
  },
  entityConfig(),
);
