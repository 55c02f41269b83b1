/**
 * The operations of the served OpenAPI document, for tests that must cover every route without
 * naming them: the isolation walk (test/isolation.test.ts) and the fuzz (test/no-5xx.test.ts).
 * A route added to the API shows up here on its own.
 */

type Json = Record<string, any>;

export interface Operation {
  method: string;
  /** As the document writes it: `/tables/{table_id}/rows/{row_id}`. */
  path: string;
  /** `METHOD /path`, the name tests key their per-operation choices by. */
  name: string;
  /** Served without a key (`security: []`), like /health. */
  public: boolean;
  pathParams: { name: string; schema: Json }[];
  queryParams: { name: string; required: boolean; schema: Json }[];
  /** The request body's media type and schema ($refs resolved on use), if it takes one. */
  body?: { contentType: string; required: boolean; schema: Json };
}

export function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      const params: Json[] = op.parameters ?? [];
      const content = Object.entries<Json>(op.requestBody?.content ?? {})[0];
      ops.push({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        public: Array.isArray(op.security) && op.security.length === 0,
        pathParams: params.filter((p) => p.in === "path").map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} })),
        body: content && { contentType: content[0], required: !!op.requestBody.required, schema: content[1].schema ?? {} },
      });
    }
  }
  return ops;
}

/** A schema with its $ref followed (components of the same document). */
export function resolve(doc: Json, schema: Json): Json {
  let s = schema;
  while (s?.$ref) s = doc.components.schemas[String(s.$ref).split("/").pop()!];
  return s ?? {};
}

/**
 * What kind of resource a path parameter names: the segment before it and its name
 * (`tables/{table_id}`, `webhooks/{id}`), so `{id}` under two resources are two kinds.
 */
export function resourceKind(path: string, param: string): string {
  const parts = path.split("/");
  return `${parts[parts.indexOf(`{${param}}`) - 1]}/{${param}}`;
}

/** Fills `{name}` placeholders of a document path; values are URL-encoded. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name]) : whole));

/**
 * The smallest value the schema accepts, as far as the document tells: required properties only,
 * minimum counts and lengths, the first enum value, the example where there is one. A route
 * whose rules say more than its schema (a column key that must exist) needs a body of its own.
 */
export function minimalValue(doc: Json, schema: Json, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (depth > 8) return null;
  if ("example" in s && s.example !== undefined) return s.example;
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (Array.isArray(alt)) return minimalValue(doc, alt[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== "null") : s.type;
  switch (type) {
    case "object": {
      const out: Json = {};
      for (const key of s.required ?? []) out[key] = minimalValue(doc, s.properties?.[key] ?? {}, depth + 1);
      return out;
    }
    case "array":
      return Array.from({ length: s.minItems ?? 0 }, () => minimalValue(doc, s.items ?? {}, depth + 1));
    case "integer":
    case "number":
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case "boolean":
      return true;
    case "string":
      return stringOf(s);
    default:
      return {};
  }
}

function stringOf(s: Json): string {
  switch (s.format) {
    case "uri":
      return "https://example.com/x";
    case "date":
      return "2025-01-01";
    case "date-time":
      return "2025-01-01T00:00:00.000Z";
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "email":
      return "someone@example.com";
    default:
      return "x".repeat(Math.max(1, s.minLength ?? 1));
  }
}
