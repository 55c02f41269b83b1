import { keyspaceGuard, keyspaceRevision } from "../attributes/keyspace.js";
import type { Attribute } from "../attributes/schemas.js";
import * as attributes from "../attributes/service.js";
import { nextRevision, nowIso } from "../clock.js";
import { AppError, notFound } from "../errors.js";
import { logger } from "../log.js";
import { pageOf } from "../http/pagination.js";
import { fieldErrors as invalid } from "../validation.js";
import { newId } from "../store/ids.js";
import { assertFits } from "../store/size.js";
import { attributeIdsOf, hydrate, resolveColumns, type StoredColumn } from "./columns.js";
import { DEFAULT_PRODUCT_SCHEMA, DEFAULT_PRODUCT_SCHEMA_ID } from "./default-product.js";
import { DefaultSchemaEntity, SchemaEntity, SchemasService } from "./entity.js";
import { inferSchema, SAMPLE_LIMIT } from "./infer.js";
import type { ColumnInput, ColumnType, Schema, SchemaInput, SchemaUpdateInput } from "./schemas.js";

type StoredSchema = {
  companyId: string;
  schemaId: string;
  name: string;
  description?: string;
  columns: StoredColumn[];
  refCount: number;
  createdAt: string;
  updatedAt: string;
};

const RETRIES = 5;

const busy = () =>
  new AppError("service_unavailable", "Schemas or attributes are being changed concurrently; retry", {
    code: "concurrent_modification",
    retryable: true,
  });

async function defaultSchemaId(companyId: string): Promise<string | undefined> {
  const { data } = await DefaultSchemaEntity.get({ companyId }).go({ consistent: true });
  return data?.schemaId;
}

async function findStored(companyId: string, schemaId: string): Promise<StoredSchema | undefined> {
  if (schemaId === DEFAULT_PRODUCT_SCHEMA_ID) return { ...DEFAULT_PRODUCT_SCHEMA, companyId };
  const { data } = await SchemaEntity.get({ companyId, schemaId }).go({ consistent: true });
  return data as StoredSchema | undefined;
}

async function getStored(companyId: string, schemaId: string): Promise<StoredSchema> {
  const found = await findStored(companyId, schemaId);
  if (!found) throw notFound("Schema", { schema_id: schemaId });
  return found;
}

async function toSchema(companyId: string, s: StoredSchema, isDefault: boolean, byId?: Map<string, Attribute>): Promise<Schema> {
  const attrs = byId ?? (await attributes.getMany(companyId, attributeIdsOf(s.columns)));
  return {
    id: s.schemaId,
    name: s.name,
    description: s.description ?? null,
    is_default: isDefault,
    columns: hydrate(s.columns, attrs),
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}

/** The company's attributes by id and by key, for resolving request columns. */
async function attributeIndex(companyId: string) {
  const all = await attributes.listAll(companyId);
  return { byId: new Map(all.map((a) => [a.id, a])), byKey: new Map(all.map((a) => [a.key, a])) };
}

export async function list(companyId: string, q: { page: number; limit: number }) {
  const [{ data }, defaultId] = await Promise.all([
    SchemaEntity.query.byCompany({ companyId }).go({ pages: "all" }),
    defaultSchemaId(companyId),
  ]);
  const summaries = (data as StoredSchema[])
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)) // newest first
    .map((s) => ({
      id: s.schemaId,
      name: s.name,
      description: s.description ?? null,
      is_default: s.schemaId === defaultId,
      columns_count: s.columns.length,
      created_at: s.createdAt,
      updated_at: s.updatedAt,
    }));
  return pageOf(summaries, q);
}

/** A schema's columns as read now, without the rest of the schema (no default-pointer read). */
export async function columns(companyId: string, schemaId: string) {
  const stored = await getStored(companyId, schemaId);
  return hydrate(stored.columns, await attributes.getMany(companyId, attributeIdsOf(stored.columns)));
}

/**
 * The columns a search or enrich request asks for: a stored schema's (`schema_id`), inline
 * definitions (`columns`, resolved like a schema's, attribute references included), or the
 * default product schema when neither is given. Callers check that not both are given.
 */
export async function requestColumns(companyId: string, input: { schema_id?: string; columns?: ColumnInput[] }) {
  if (input.columns) {
    const index = await attributeIndex(companyId);
    const { columns: stored, errors } = resolveColumns(input.columns, index);
    if (errors.length) throw invalid(errors);
    return hydrate(stored, index.byId);
  }
  const schemaId = input.schema_id ?? DEFAULT_PRODUCT_SCHEMA_ID;
  if (!(await findStored(companyId, schemaId))) {
    throw invalid([{ field: "schema_id", in: "body", message: `no schema ${schemaId} exists in this company` }]);
  }
  return columns(companyId, schemaId);
}

export async function get(companyId: string, schemaId: string): Promise<Schema> {
  const [stored, defaultId] = await Promise.all([getStored(companyId, schemaId), defaultSchemaId(companyId)]);
  return toSchema(companyId, stored, stored.schemaId === defaultId);
}

/**
 * Resolves request columns against the company's attributes at keyspace revision `revision`;
 * the write that follows bumps that revision, so a concurrent rename cannot slip a duplicate
 * column key in between.
 */
async function resolveAt(companyId: string, inputs: ColumnInput[]) {
  const revision = await keyspaceRevision(companyId);
  const index = await attributeIndex(companyId);
  const { columns, errors } = resolveColumns(inputs, index);
  if (errors.length) throw invalid(errors);
  assertFits(columns, "columns", "The schema's columns");
  return { revision, columns, byId: index.byId };
}

export async function create(companyId: string, input: SchemaInput): Promise<Schema> {
  const schemaId = newId("sch");
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const { revision, columns, byId } = await resolveAt(companyId, input.columns);
    const now = nowIso();
    const stored: StoredSchema = {
      companyId,
      schemaId,
      name: input.name,
      description: input.description ?? undefined,
      columns,
      refCount: 0,
      createdAt: now,
      updatedAt: now,
    };
    const result = await SchemasService.transaction
      .write(({ schema, schemaDefault, keyspace }) => [
        schema.create(stored).commit(),
        keyspace
          .upsert({ companyId, revision: revision + 1 })
          .where(keyspaceGuard(revision))
          .commit(),
        ...(input.is_default ? [schemaDefault.upsert({ companyId, schemaId }).commit()] : []),
      ])
      .go();
    if (!result.canceled) return toSchema(companyId, stored, input.is_default ?? false, byId);
  }
  throw busy();
}

const builtIn = () =>
  new AppError("conflict", "The default product schema is built in and cannot be changed or deleted; create your own schema", {
    code: "builtin_schema",
  });

export async function update(companyId: string, schemaId: string, patch: SchemaUpdateInput): Promise<Schema> {
  if (schemaId === DEFAULT_PRODUCT_SCHEMA_ID) throw builtIn();
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const current = await getStored(companyId, schemaId);
    if (patch.expected_updated_at && Date.parse(patch.expected_updated_at) !== Date.parse(current.updatedAt)) {
      throw staleWrite(current);
    }
    const resolved = patch.columns ? await resolveAt(companyId, patch.columns) : undefined;
    const next: StoredSchema = {
      ...current,
      name: patch.name ?? current.name,
      description: patch.description === undefined ? current.description : (patch.description ?? undefined),
      columns: resolved?.columns ?? current.columns,
      updatedAt: nextRevision(current.updatedAt),
    };
    const defaultId = await defaultSchemaId(companyId);
    const result = await SchemasService.transaction
      .write(({ schema, schemaDefault, keyspace }) => [
        schema
          .patch({ companyId, schemaId })
          .set({ name: next.name, columns: next.columns, updatedAt: next.updatedAt })
          .remove(next.description === undefined ? ["description"] : [])
          .set(next.description === undefined ? {} : { description: next.description })
          .where((a, op) => op.eq(a.updatedAt, current.updatedAt))
          .commit(),
        ...(resolved
          ? [
              keyspace
                .upsert({ companyId, revision: resolved.revision + 1 })
                .where(keyspaceGuard(resolved.revision))
                .commit(),
            ]
          : []),
        ...(patch.is_default === true ? [schemaDefault.upsert({ companyId, schemaId }).commit()] : []),
        ...(patch.is_default === false && defaultId === schemaId
          ? [
              schemaDefault
                .delete({ companyId })
                .where((a, op) => op.eq(a.schemaId, schemaId))
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) {
      const isDefault = patch.is_default ?? defaultId === schemaId;
      return toSchema(companyId, next, isDefault, resolved?.byId);
    }
    if (patch.expected_updated_at && result.data[0]?.code === "ConditionalCheckFailed") {
      throw staleWrite(await getStored(companyId, schemaId));
    }
  }
  throw busy();
}

const staleWrite = (current: StoredSchema) =>
  new AppError("conflict", `Schema ${current.schemaId} has changed since expected_updated_at; refetch it and retry`, {
    code: "stale_write",
    current_updated_at: current.updatedAt,
  });

/** Deletes a schema no table or product uses (409 `schema_in_use` otherwise). */
export async function remove(companyId: string, schemaId: string): Promise<void> {
  if (schemaId === DEFAULT_PRODUCT_SCHEMA_ID) throw builtIn();
  const current = await getStored(companyId, schemaId);
  if (current.refCount > 0) throw inUse(current);
  const defaultId = await defaultSchemaId(companyId);
  const result = await SchemasService.transaction
    .write(({ schema, schemaDefault }) => [
      schema
        .delete({ companyId, schemaId })
        .where((a, op) => `${op.exists(a.schemaId)} AND ${op.eq(a.refCount, 0)}`)
        .commit(),
      ...(defaultId === schemaId
        ? [
            schemaDefault
              .delete({ companyId })
              .where((a, op) => op.eq(a.schemaId, schemaId))
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) {
    const now = await findStored(companyId, schemaId);
    if (!now) throw notFound("Schema", { schema_id: schemaId });
    if (now.refCount > 0) throw inUse(now);
    throw busy();
  }
}

const inUse = (s: StoredSchema) =>
  new AppError("conflict", `Schema ${s.schemaId} is used by ${s.refCount} table(s) or product(s); delete those first`, {
    code: "schema_in_use",
    details: { schema_id: s.schemaId, references: s.refCount },
  });

/** Columns a model proposes for a sample, and what the call used (logged). */
interface SuggestedColumns {
  columns: { key: string; label: string; type: ColumnType; description: string | null; enum_values: string[] | null }[];
  usage: object;
}

/**
 * Proposes columns for a sample: the configured AI engine's (core/ai/index.ts), passed in by the
 * composition root so schemas need not know engines. Null when the engine proposes none.
 */
export type ColumnSuggester = (req: {
  companyId: string;
  sample: string;
  name?: string;
  model: string;
}) => Promise<SuggestedColumns | null>;

/**
 * POST /schemas/generate: columns from the sample, proposed by `suggest` when it can (the LLM
 * engine), else inferred locally. A column whose key matches one of the company's attributes is
 * backed by it; the rest are helpers, so generating never creates attributes as a side effect.
 */
export async function generate(
  companyId: string,
  input: { sample_data: string; name?: string },
  suggest?: ColumnSuggester,
): Promise<Schema> {
  const proposal = await suggest?.({ companyId, sample: input.sample_data.slice(0, SAMPLE_LIMIT), name: input.name, model: "auto" });
  const inferred: Generated = proposal ? suggested(companyId, input, proposal) : inferSchema(input.sample_data, { name: input.name });
  if (!inferred.columns.length) {
    throw invalid([
      { field: "sample_data", in: "body", message: "no columns could be recognised in sample_data; send CSV, JSON or key: value lines" },
    ]);
  }
  const { byKey } = await attributeIndex(companyId);
  const columns: ColumnInput[] = inferred.columns.map((c) => {
    const attribute = byKey.get(c.key);
    if (attribute) return { attribute_id: attribute.id, required: c.required };
    return {
      key: c.key,
      label: c.label,
      type: c.type,
      required: c.required,
      ...(c.description ? { description: c.description } : {}),
      ...(c.enum_values ? { enum_values: c.enum_values } : {}),
      ...(c.tags_values ? { tags_values: c.tags_values } : {}),
    };
  });
  return create(companyId, { name: inferred.name, description: "Generated from sample data", columns });
}

type Generated = {
  name: string;
  columns: {
    key: string;
    label: string;
    type: ColumnType;
    required: boolean;
    description?: string | null;
    enum_values?: string[];
    tags_values?: string[];
  }[];
};

/** The engine's proposal in the local inference's shape; it reads the same first 5,000 characters. */
function suggested(companyId: string, input: { sample_data: string; name?: string }, result: SuggestedColumns): Generated {
  logger().info("schema columns suggested by the model", { companyId, columns: result.columns.length, ...result.usage });
  const columns = result.columns.map((c) => ({
    key: c.key,
    label: c.label,
    type: c.type,
    // A sample says what a product has, not what every product must have.
    required: false,
    description: c.description,
    ...(c.type === "tags" ? { tags_values: c.enum_values ?? undefined } : { enum_values: c.enum_values ?? undefined }),
  }));
  const n = columns.length;
  return { name: input.name?.trim() || `Product schema (${n} column${n === 1 ? "" : "s"})`, columns };
}

export { findStored, type StoredSchema };
