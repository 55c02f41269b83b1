/** Attributes, schemas and the glossary: the company's definitions. */
import type { RequestOptions, Transport } from "../http.js";
import { list } from "../pagination.js";
import type { Answer, Body, Query } from "../types.js";

const e = encodeURIComponent;

export const attributes = (t: Transport) => ({
  list: (query: Query<"listAttributes"> = {}, o?: RequestOptions) =>
    list(
      (page) => t.json<Answer<"listAttributes">>({ method: "GET", path: "/attributes", query: { ...query, page }, options: o }),
      query.page,
    ),
  create: (body: Body<"createAttribute">, o?: RequestOptions) =>
    t.json<Answer<"createAttribute", 201>>({ method: "POST", path: "/attributes", body, options: o }),
  /** Creates or updates up to 500 attributes by key. */
  upsert: (body: Body<"upsertAttributes">, o?: RequestOptions) =>
    t.json<Answer<"upsertAttributes">>({ method: "POST", path: "/attributes/bulk", body, options: o }),
  get: (id: string, o?: RequestOptions) => t.json<Answer<"getAttribute">>({ method: "GET", path: `/attributes/${e(id)}`, options: o }),
  update: (id: string, body: Body<"updateAttribute">, o?: RequestOptions) =>
    t.json<Answer<"updateAttribute">>({ method: "PATCH", path: `/attributes/${e(id)}`, body, options: o }),
  rename: (id: string, body: Body<"renameAttribute">, o?: RequestOptions) =>
    t.json<Answer<"renameAttribute">>({ method: "POST", path: `/attributes/${e(id)}/rename`, body, options: o }),
});

export const schemas = (t: Transport) => ({
  list: (query: Query<"listSchemas"> = {}, o?: RequestOptions) =>
    list((page) => t.json<Answer<"listSchemas">>({ method: "GET", path: "/schemas", query: { ...query, page }, options: o }), query.page),
  create: (body: Body<"createSchema">, o?: RequestOptions) =>
    t.json<Answer<"createSchema", 201>>({ method: "POST", path: "/schemas", body, options: o }),
  /** A new schema with columns inferred from sample data. */
  generate: (body: Body<"generateSchema">, o?: RequestOptions) =>
    t.json<Answer<"generateSchema", 201>>({ method: "POST", path: "/schemas/generate", body, options: o }),
  get: (id: string, o?: RequestOptions) => t.json<Answer<"getSchema">>({ method: "GET", path: `/schemas/${e(id)}`, options: o }),
  update: (id: string, body: Body<"updateSchema">, o?: RequestOptions) =>
    t.json<Answer<"updateSchema">>({ method: "PATCH", path: `/schemas/${e(id)}`, body, options: o }),
  delete: (id: string, o?: RequestOptions) => t.json<void>({ method: "DELETE", path: `/schemas/${e(id)}`, options: o }),
});

export const glossary = (t: Transport) => ({
  list: (query: Query<"listGlossaryTerms"> = {}, o?: RequestOptions) =>
    list(
      (page) => t.json<Answer<"listGlossaryTerms">>({ method: "GET", path: "/glossary", query: { ...query, page }, options: o }),
      query.page,
    ),
  create: (body: Body<"createGlossaryTerm">, o?: RequestOptions) =>
    t.json<Answer<"createGlossaryTerm", 201>>({ method: "POST", path: "/glossary", body, options: o }),
  get: (id: string, o?: RequestOptions) => t.json<Answer<"getGlossaryTerm">>({ method: "GET", path: `/glossary/${e(id)}`, options: o }),
  update: (id: string, body: Body<"updateGlossaryTerm">, o?: RequestOptions) =>
    t.json<Answer<"updateGlossaryTerm">>({ method: "PATCH", path: `/glossary/${e(id)}`, body, options: o }),
  delete: (id: string, o?: RequestOptions) => t.json<void>({ method: "DELETE", path: `/glossary/${e(id)}`, options: o }),
});
