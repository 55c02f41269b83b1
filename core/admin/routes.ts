import { createRoute } from "@hono/zod-openapi";
import { Company } from "../companies/schemas.js";
import { body, errors, json } from "../http/openapi.js";
import { CompanyInput, CompanyParam, Grant, GrantInput, IssuedKey, KeyInput, KeyParam } from "./schemas.js";

export const createCompany = createRoute({
  method: "post",
  path: "/companies",
  request: { body: body(CompanyInput) },
  responses: { 201: json(Company, "Created"), ...errors(422) },
});

export const createKey = createRoute({
  method: "post",
  path: "/companies/{company_id}/keys",
  request: { params: CompanyParam, body: body(KeyInput) },
  responses: { 201: json(IssuedKey, "Created"), ...errors(404, 422) },
});

export const deactivateKey = createRoute({
  method: "delete",
  path: "/keys/{key_id}",
  request: { params: KeyParam },
  responses: { 204: { description: "Deactivated" }, ...errors(404) },
});

export const grantCredits = createRoute({
  method: "post",
  path: "/companies/{company_id}/credits",
  request: { params: CompanyParam, body: body(GrantInput) },
  responses: { 201: json(Grant, "Granted"), ...errors(404, 422) },
});
