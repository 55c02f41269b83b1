import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { GlossaryIdParam, GlossaryList, GlossaryListQuery, GlossaryTerm, GlossaryTermInput, GlossaryTermUpdateInput } from "./schemas.js";

const tags = ["glossary"];

export const list = createRoute({
  method: "get",
  path: "/glossary",
  tags,
  summary: "List glossary terms (sorted by term, case-insensitively)",
  request: { query: GlossaryListQuery },
  responses: { 200: json(GlossaryList), ...errors(422) },
});

export const create = createRoute({
  method: "post",
  path: "/glossary",
  tags,
  summary: "Add a term to the glossary",
  request: { body: body(GlossaryTermInput) },
  responses: { 201: json(GlossaryTerm, "Created"), ...errors(403, 409, 422) },
});

export const get = createRoute({
  method: "get",
  path: "/glossary/{id}",
  tags,
  summary: "Get a glossary term",
  request: { params: GlossaryIdParam },
  responses: { 200: json(GlossaryTerm), ...errors(404) },
});

export const update = createRoute({
  method: "patch",
  path: "/glossary/{id}",
  tags,
  summary: "Update a glossary term; omitted fields stay unchanged, translations is replaced whole",
  request: { params: GlossaryIdParam, body: body(GlossaryTermUpdateInput) },
  responses: { 200: json(GlossaryTerm), ...errors(403, 404, 409, 422) },
});

export const remove = createRoute({
  method: "delete",
  path: "/glossary/{id}",
  tags,
  summary: "Delete a glossary term",
  request: { params: GlossaryIdParam },
  responses: { 204: { description: "Deleted" }, ...errors(403, 404) },
});
