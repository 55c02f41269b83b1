import { createRoute } from "@hono/zod-openapi";
import { Company } from "../companies/schemas.js";
import { body, errors, json } from "../http/openapi.js";
import {
  CompanyInput,
  CompanyParam,
  Grant,
  GrantInput,
  IssuedKey,
  KeyInput,
  KeyParam,
  PlanInput,
  QueueDepths,
  QueueParam,
  Redriven,
} from "./schemas.js";

export const createCompany = createRoute({
  method: "post",
  path: "/companies",
  operationId: "createCompany",
  summary: "Create a company",
  description:
    "Creates a company with its plan: `monthly_credits` (granted now, for the first billing period, and again at the start of " +
    "every period; docs/credits.md) and the optional monthly fees `monthly_fee_czk`, `monthly_fee_eur`. Needs the admin token.",
  request: { body: body(CompanyInput) },
  responses: { 201: json(Company, "Created"), ...errors(422) },
});

export const updatePlan = createRoute({
  method: "patch",
  path: "/companies/{company_id}",
  operationId: "updateCompanyPlan",
  summary: "Change a company's plan",
  description:
    "Sets `monthly_credits`, `monthly_fee_czk` and `monthly_fee_eur` (omitted fields stay; a fee of null is removed). What is " +
    "due under the old plan is granted first, so a new allocation counts from the next billing period on.",
  request: { params: CompanyParam, body: body(PlanInput) },
  responses: { 200: json(Company), ...errors(404, 422) },
});

export const createKey = createRoute({
  method: "post",
  path: "/companies/{company_id}/keys",
  operationId: "createKey",
  summary: "Issue an API key for a company",
  description:
    "Issues a key with the given scopes (default read and write). The secret `key` is answered only here; only its hash is stored.",
  request: { params: CompanyParam, body: body(KeyInput) },
  responses: { 201: json(IssuedKey, "Created"), ...errors(404, 422) },
});

export const deactivateKey = createRoute({
  method: "delete",
  path: "/keys/{key_id}",
  operationId: "deactivateKey",
  summary: "Deactivate an API key",
  description: "Deactivates a key: it answers 401 from then on (other server instances may trust it for up to AUTH_CACHE_SECONDS).",
  request: { params: KeyParam },
  responses: { 204: { description: "Deactivated" }, ...errors(404) },
});

export const grantCredits = createRoute({
  method: "post",
  path: "/companies/{company_id}/credits",
  operationId: "grantCredits",
  summary: "Grant credits to a company",
  description: "Adds `amount` credits to the company's balance as a ledger transaction and answers the new balance with it.",
  request: { params: CompanyParam, body: body(GrantInput) },
  responses: { 201: json(Grant, "Granted"), ...errors(404, 422) },
});

export const listQueues = createRoute({
  method: "get",
  path: "/queues",
  operationId: "listQueues",
  summary: "Queue depths and dead letters",
  description: "For each queue: messages waiting, in flight and delayed, and the messages in its dead-letter queue.",
  responses: { 200: json(QueueDepths) },
});

export const redriveQueue = createRoute({
  method: "post",
  path: "/queues/{queue}/redrive",
  operationId: "redriveQueue",
  summary: "Move a queue's dead letters back to it",
  description:
    "Moves every message of the queue's dead-letter queue back to the queue, where its worker runs it again (workers are " +
    "idempotent). Answers how many moved.",
  request: { params: QueueParam },
  responses: { 200: json(Redriven), ...errors(404) },
});
