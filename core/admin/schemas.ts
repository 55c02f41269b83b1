import { z } from "@hono/zod-openapi";
import { SCOPES } from "../auth/service.js";
import { Transaction } from "../credits/schemas.js";
import { QUEUES, type QueueName } from "../queue/queues.js";

const plan = {
  monthly_credits: z.number().int().min(0).max(1e9).optional().openapi({ description: "Credits granted at every billing period's start" }),
  monthly_fee_czk: z.number().positive().max(1e9).nullable().optional().openapi({ description: "The monthly fee in CZK; null removes it" }),
  monthly_fee_eur: z.number().positive().max(1e9).nullable().optional().openapi({ description: "The monthly fee in EUR; null removes it" }),
};

export const CompanyInput = z
  .strictObject({ name: z.string().trim().min(1, "name must not be empty").max(200), ...plan })
  .openapi("AdminCompanyInput");

export const PlanInput = z.strictObject(plan).openapi("AdminPlanInput");

export const KeyInput = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    scopes: z
      .array(z.enum(SCOPES))
      .min(1, "scopes must name at least one of read, write")
      .refine((s) => new Set(s).size === s.length, "scopes must not repeat")
      .optional(),
    user_id: z.string().min(1).max(200).optional(),
  })
  .openapi("AdminKeyInput");

export const IssuedKey = z
  .object({
    id: z.string(),
    key: z.string().openapi({ description: "Shown once; only its SHA-256 hash is stored" }),
    name: z.string().nullable(),
    scopes: z.array(z.enum(SCOPES)),
    user_id: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .openapi("AdminIssuedKey");

export const GrantInput = z
  .strictObject({
    amount: z.number().positive("amount must be greater than 0").max(1e9),
    description: z.string().trim().min(1).max(500).optional(),
  })
  .openapi("AdminGrantInput");

export const Grant = z.object({ balance: z.number(), transaction: Transaction }).openapi("AdminGrant");

export const CompanyParam = z.object({ company_id: z.uuid("company_id must be a uuid") });
export const KeyParam = z.object({ key_id: z.string().min(1) });

const QUEUE_NAMES = Object.keys(QUEUES) as [QueueName, ...QueueName[]];

export const QueueParam = z.object({
  queue: z.enum(QUEUE_NAMES).openapi({ param: { name: "queue", in: "path" }, description: QUEUE_NAMES.join(", ") }),
});

export const QueueDepths = z
  .object({
    queues: z.array(
      z.object({
        queue: z.enum(QUEUE_NAMES),
        waiting: z.number().int(),
        in_flight: z.number().int(),
        delayed: z.number().int(),
        dead_letters: z.number().int(),
      }),
    ),
  })
  .openapi("QueueDepths");

export const Redriven = z.object({ queue: z.enum(QUEUE_NAMES), moved: z.number().int() }).openapi("Redriven");
