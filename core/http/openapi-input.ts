import { type Document, operations } from "./openapi.js";

/**
 * Request bodies describe what a client may send; a field with a default may be left out. The
 * JSON Schema `default` keyword says that to a reader, but generators read it as "always
 * present": openapi-typescript 7 (`defaultNonNullable`, on by default) makes such a property
 * required, so a generated client could not send the README's `POST /search {"query": …}`.
 * So in request bodies, and in the components only request bodies reach, the default moves into
 * the description ("Default: `7`."). Parameters keep `default`: generators treat them correctly.
 * A component that responses reach too cannot be changed for the one without the other: one with
 * a default there must be split into `XInput` and `X`, and building the document says so.
 */
export function describeInputDefaults(doc: Document) {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const bodies = operations(doc).flatMap(({ op }) => (op.requestBody ? [op.requestBody] : []));
  const outputs = operations(doc).flatMap(({ op }) => [op.responses, op.parameters ?? []]);
  const input = reachable(bodies, schemas);
  const output = reachable(outputs, schemas);
  for (const name of input) {
    if (!output.has(name)) moveDefaults(schemas[name]);
    else if (hasDefault(schemas[name])) {
      throw new Error(`Component ${name} has a default and is used by requests and responses: split it into ${name}Input and ${name}`);
    }
  }
  for (const requestBody of bodies as { content?: Record<string, { schema?: Schema }> }[]) {
    for (const media of Object.values(requestBody.content ?? {})) if (media.schema) moveDefaults(media.schema);
  }
}

type Schema = { [keyword: string]: unknown; default?: unknown; description?: string };

/** The subschemas of a schema: walked by keyword, so a property named `default` is not taken for the keyword. */
function children(schema: Schema): Schema[] {
  const out: unknown[] = [];
  for (const k of ["properties", "patternProperties", "$defs"]) out.push(...Object.values((schema[k] as object | undefined) ?? {}));
  for (const k of ["anyOf", "oneOf", "allOf", "prefixItems"]) out.push(...((schema[k] as unknown[] | undefined) ?? []));
  for (const k of ["items", "additionalProperties", "not", "contains", "propertyNames"]) out.push(schema[k]);
  return out.filter((s): s is Schema => typeof s === "object" && s !== null);
}

function moveDefaults(schema: Schema) {
  if ("default" in schema) {
    const note = `Default: \`${JSON.stringify(schema.default)}\`.`;
    schema.description = schema.description ? `${schema.description.replace(/\.?$/, ".")} ${note}` : note;
    delete schema.default;
  }
  for (const child of children(schema)) moveDefaults(child);
}

const hasDefault = (schema: Schema): boolean => "default" in schema || children(schema).some(hasDefault);

/** Names of the components reachable from these parts of the document, through `$ref`s. */
function reachable(roots: unknown[], schemas: Record<string, Schema>): Set<string> {
  const seen = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === "string" && ref.startsWith("#/components/schemas/")) {
      const name = ref.slice("#/components/schemas/".length);
      if (!seen.has(name)) {
        seen.add(name);
        visit(schemas[name]);
      }
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(roots);
  return seen;
}
