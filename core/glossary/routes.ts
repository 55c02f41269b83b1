import { createRoute } from "@hono/zod-openapi";
import { body, errors, json } from "../http/openapi.js";
import { GlossaryIdParam, GlossaryList, GlossaryListQuery, GlossaryTerm, GlossaryTermInput, GlossaryTermUpdateInput } from "./schemas.js";

const tags = ["glossary"];

export const list = createRoute({
  method: "get",
  path: "/glossary",
  tags,
  operationId: "listGlossaryTerms",
  summary: "List glossary terms, sorted by term",
  description:
    "Lists the company's glossary terms sorted by term, case-insensitively, a page at a time (`page`, `limit` up to 100). " +
    "`search` is a case-insensitive substring match on `term`.",
  request: { query: GlossaryListQuery },
  responses: { 200: json(GlossaryList) },
});

export const create = createRoute({
  method: "post",
  path: "/glossary",
  tags,
  operationId: "createGlossaryTerm",
  summary: "Add a term to the glossary",
  description:
    "Adds a term (1 to 200 characters, trimmed) of a `type`: `do_not_translate`, `specific_translation` (needs at least one " +
    "translation) or `context_dependent`. Terms are unique ignoring case: a duplicate is 409 `duplicate_term` with the existing id " +
    "in `details`. `translations` maps language codes in canonical casing (`de`, `fr-CA`) to terms.",
  request: { body: body(GlossaryTermInput) },
  responses: { 201: json(GlossaryTerm, "Created"), ...errors(409, 503) },
});

export const get = createRoute({
  method: "get",
  path: "/glossary/{id}",
  tags,
  operationId: "getGlossaryTerm",
  summary: "Get a glossary term",
  description: "Reads one glossary term by id, with its type, case sensitivity, category and translations.",
  request: { params: GlossaryIdParam },
  responses: { 200: json(GlossaryTerm) },
});

export const update = createRoute({
  method: "patch",
  path: "/glossary/{id}",
  tags,
  operationId: "updateGlossaryTerm",
  summary: "Update a glossary term",
  description:
    "Changes the given fields; omitted fields stay unchanged, and `translations`, when sent, replaces the whole map. The rules of " +
    "creation hold for the result (a `specific_translation` term keeps a translation; a new spelling must not duplicate another term, " +
    "409 `duplicate_term`). Concurrent updates of different fields all apply.",
  request: { params: GlossaryIdParam, body: body(GlossaryTermUpdateInput) },
  responses: { 200: json(GlossaryTerm), ...errors(409, 503) },
});

export const remove = createRoute({
  method: "delete",
  path: "/glossary/{id}",
  tags,
  operationId: "deleteGlossaryTerm",
  summary: "Delete a glossary term",
  description: "Deletes a glossary term; enrichment with `use_glossary` no longer applies it.",
  request: { params: GlossaryIdParam },
  responses: { 204: { description: "Deleted" }, ...errors(503) },
});
