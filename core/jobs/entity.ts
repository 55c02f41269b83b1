import { Entity } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * A search or enrich job (spec 2.9), synchronous or not: what was asked (`request`, validated),
 * what it cost, and its outcome. A large outcome lives in S3 (`resultKey`) so the item stays
 * well under DynamoDB's 400 KB. Jobs live in the company partition; reads are by id.
 */
export const JobEntity = new Entity(
  {
    model: { entity: "aijob", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      jobId: { type: "string", required: true },
      kind: { type: ["search", "enrich"] as const, required: true },
      status: { type: ["processing", "completed", "failed"] as const, required: true },
      request: { type: "any", required: true },
      result: { type: "any" },
      resultKey: { type: "string" },
      creditsUsed: { type: "number", required: true },
      usage: { type: "any" },
      error: { type: "any" },
      webhookUrl: { type: "string" },
      /** The user of the key that asked (`system` for a key without one): its charge and refund are theirs. */
      userId: { type: "string" },
      sync: { type: "boolean" },
      createdAt: { type: "string", required: true },
      updatedAt: { type: "string", required: true },
    },
    indexes: { byId: primary(["companyId"], ["jobId"]) },
  },
  entityConfig(),
);
