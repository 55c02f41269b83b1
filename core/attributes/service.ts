import { nextRevision, nowIso } from "../clock.js";
import { AppError } from "../errors.js";
import { pageOf } from "../http/pagination.js";
import { fieldErrors as invalid, type FieldError } from "../validation.js";
import { newUuid } from "../store/ids.js";
import { isConditionFailure } from "../store/errors.js";
import { getItem, getRequest } from "../store/get-item.js";
import { assertFits } from "../store/size.js";
import { AttributeEntity, AttributeKeyEntity, AttributesService } from "./entity.js";
import { formatOutputTypeFor, normalizeImageConfig, relationKind, SOURCE_OWNED, typeRuleErrors, withNumberDefaults } from "./rules.js";
import type { Attribute, AttributeInput, AttributeUpdateInput } from "./schemas.js";

const conflict = (a: Pick<Attribute, "id" | "key">, code: string, message: string, extras: Record<string, unknown> = {}) =>
  new AppError("conflict", message, { code, attribute_id: a.id, attribute_key: a.key, ...extras });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Error object's `attribute_id` is a uuid (spec 2.1): any other id is named in details only. */
const attributeNotFound = (id: string) =>
  new AppError("not_found", "Attribute not found", { ...(UUID.test(id) ? { attribute_id: id } : {}), details: { attribute_id: id } });

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Input → the stored wire Attribute; `existing` supplies what an upsert keeps when omitted. */
function fromInput(input: AttributeInput, existing: Attribute | undefined, now: string): Attribute {
  const numberConfig = input.number_config === undefined ? (existing?.number_config ?? null) : input.number_config;
  return {
    id: existing?.id ?? newUuid(),
    key: input.key,
    label: input.label,
    type: input.type,
    format_output_type: formatOutputTypeFor(input.type, input.format_output_type),
    enum_values: input.enum_values ?? null,
    tags_values: input.tags_values ?? null,
    allow_custom_values: input.allow_custom_values ?? true,
    boolean_config: input.boolean_config ?? null,
    number_config: numberConfig ? withNumberDefaults(numberConfig) : null,
    relation_config: input.relation_config ?? null,
    description: input.description ?? null,
    validation: input.validation ?? null,
    language: input.language === undefined ? (existing?.language ?? null) : input.language,
    image_config: input.image_config === undefined ? (existing?.image_config ?? null) : normalizeImageConfig(input.image_config),
    status: existing?.archived_at ? "archived" : "active",
    archived_at: existing?.archived_at ?? null,
    is_reviewed: input.is_reviewed ?? false,
    source_id: existing?.source_id ?? null,
    external_id: existing?.external_id ?? null,
    source_synced_at: existing?.source_synced_at ?? null,
    created_at: existing?.created_at ?? now,
    updated_at: existing ? nextRevision(existing.updated_at) : now,
  };
}

/** 409s for changing what may not change: type, relation kind, source-owned content. */
function immutableErrors(current: Attribute, next: Attribute, detach: boolean): AppError | undefined {
  if (next.type !== current.type) {
    return conflict(
      current,
      "type_immutable",
      `Attribute ${current.key} is of type ${current.type}; its type cannot change to ${next.type}`,
    );
  }
  if (relationKind(current.relation_config) !== null && !same(relationKind(current.relation_config), relationKind(next.relation_config))) {
    return conflict(
      current,
      "relation_kind_immutable",
      `The relation kind of ${current.key} is fixed at creation; only other relation_config fields may change`,
    );
  }
  if (current.source_id && !detach) {
    const changed = SOURCE_OWNED.filter((f) => !same(current[f], next[f]));
    if (changed.length) {
      return conflict(
        current,
        "source_managed",
        `Attribute ${current.key} is managed by a source; send detach: true to edit ${changed.join(", ")}`,
        { details: { fields: changed } },
      );
    }
  }
  return undefined;
}

const toItem = (companyId: string, a: Attribute) => {
  assertFits(a, a.key, `Attribute ${a.key}`);
  return { companyId, attributeId: a.id, key: a.key, updatedAt: a.updated_at, doc: a };
};

async function all(companyId: string): Promise<Attribute[]> {
  const { data } = await AttributeEntity.query.byCompany({ companyId }).go({ pages: "all" });
  return data.map((d) => d.doc as Attribute);
}

export async function list(
  companyId: string,
  q: { page: number; limit: number; search?: string; type?: Attribute["type"]; status?: Attribute["status"] },
) {
  const needle = q.search?.trim().toLowerCase();
  const matches = (await all(companyId))
    .filter((a) => (!q.type || a.type === q.type) && (!q.status || a.status === q.status))
    .filter((a) => !needle || a.key.toLowerCase().includes(needle) || a.label.toLowerCase().includes(needle))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return pageOf(matches, q);
}

/** The read of one attribute, served on every `GET /attributes/{id}`. */
const attributeRequest = getRequest((key: { companyId: string; attributeId: string }) => AttributeEntity.get(key));

async function find(companyId: string, id: string): Promise<Attribute | undefined> {
  const item = await getItem(attributeRequest({ companyId, attributeId: id }));
  return item?.doc as Attribute | undefined;
}

export async function get(companyId: string, id: string): Promise<Attribute> {
  const found = await find(companyId, id);
  if (!found) throw attributeNotFound(id);
  return found;
}

/** Attributes by id (missing ids are absent from the map); used to hydrate columns. */
export async function getMany(companyId: string, ids: string[]): Promise<Map<string, Attribute>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await AttributeEntity.get(unique.map((attributeId) => ({ companyId, attributeId }))).go();
  return new Map(data.map((d) => [d.attributeId, d.doc as Attribute]));
}

export async function findByKey(companyId: string, key: string): Promise<Attribute | undefined> {
  const { data } = await AttributeKeyEntity.get({ companyId, key }).go({ consistent: true });
  return data ? find(companyId, data.attributeId) : undefined;
}

/** Puts a new attribute and claims its key in one transaction; a taken key is a 409. */
async function insert(companyId: string, a: Attribute): Promise<void> {
  const result = await AttributesService.transaction
    .write(({ attribute, attributeKey }) => [
      attribute.create(toItem(companyId, a)).commit(),
      attributeKey.create({ companyId, key: a.key, attributeId: a.id }).commit(),
    ])
    .go();
  if (result.canceled) {
    if (result.data[1]?.code === "ConditionalCheckFailed") {
      // The error names the attribute that holds the key, not the one that was refused.
      const holder = await findByKey(companyId, a.key);
      throw conflict(holder ?? a, "duplicate_key", `An attribute with key ${a.key} already exists`);
    }
    throw new AppError("service_unavailable", "The attribute could not be saved; retry", { retryable: true });
  }
}

/** Replaces the stored attribute if it is still at revision `expected`; false when it moved on. */
async function replace(companyId: string, next: Attribute, expected: string): Promise<boolean> {
  assertFits(next, next.key, `Attribute ${next.key}`);
  try {
    await AttributeEntity.patch({ companyId, attributeId: next.id })
      .set({ doc: next, updatedAt: next.updated_at, key: next.key })
      .where((attr, op) => op.eq(attr.updatedAt, expected))
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

export async function create(companyId: string, input: AttributeInput): Promise<Attribute> {
  const a = fromInput(input, undefined, nowIso());
  const errors = typeRuleErrors(a);
  if (errors.length) throw invalid(errors);
  await insert(companyId, a);
  return a;
}

/**
 * Creates or replaces by key, all or nothing on validation: every item is checked (and every
 * conflict found) before anything is written; errors name the item's index.
 */
export async function bulkUpsert(companyId: string, inputs: AttributeInput[]): Promise<Attribute[]> {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  inputs.forEach((input, i) => {
    const first = seen.get(input.key);
    if (first !== undefined) errors.push({ field: `attributes.${i}.key`, in: "body", message: `key ${input.key} repeats item ${first}` });
    else seen.set(input.key, i);
  });
  const existing = new Map((await all(companyId)).map((a) => [a.key, a]));
  const now = nowIso();
  const planned = inputs.map((input, i) => {
    const current = existing.get(input.key);
    const next = fromInput(input, current, now);
    for (const e of typeRuleErrors(next)) errors.push({ ...e, field: `attributes.${i}.${e.field}` });
    return { i, current, next };
  });
  if (errors.length) throw invalid(errors);
  for (const { i, next } of planned) assertFits(next, `attributes.${i}`, `Attribute ${next.key}`);
  for (const { i, current, next } of planned) {
    const problem = current && immutableErrors(current, next, false);
    if (problem) {
      problem.message = `attributes.${i}: ${problem.message}`;
      throw problem;
    }
  }
  for (const { current, next } of planned) {
    if (!current) await insert(companyId, next);
    else if (!(await replace(companyId, next, current.updated_at))) {
      throw conflict(current, "concurrent_modification", `Attribute ${current.key} changed while the bulk upsert ran; retry`, {
        retryable: true,
      });
    }
  }
  return planned.map((p) => p.next);
}

/** PATCH semantics of AttributeUpdateInput: omitted fields stay; `key` is ignored (deprecated). */
function applyPatch(current: Attribute, patch: AttributeUpdateInput): Attribute {
  const next: Attribute = { ...current, updated_at: nextRevision(current.updated_at) };
  const fields = [
    "label",
    "enum_values",
    "tags_values",
    "allow_custom_values",
    "boolean_config",
    "relation_config",
    "description",
    "language",
    "validation",
    "is_reviewed",
  ] as const;
  for (const f of fields) if (patch[f] !== undefined) (next as Record<string, unknown>)[f] = patch[f];
  if (patch.format_output_type !== undefined) {
    next.format_output_type = formatOutputTypeFor(current.type, patch.format_output_type);
  }
  if (patch.number_config !== undefined) next.number_config = patch.number_config ? withNumberDefaults(patch.number_config) : null;
  if (patch.image_config !== undefined) next.image_config = normalizeImageConfig(patch.image_config);
  if (patch.detach && current.source_id) {
    next.source_id = null;
    next.source_synced_at = null;
  }
  return next;
}

export async function update(companyId: string, id: string, patch: AttributeUpdateInput): Promise<Attribute> {
  // Without expected_updated_at a lost race is retried on the new revision; with it, it is a 409.
  for (let attempt = 0; ; attempt++) {
    const current = await get(companyId, id);
    const staleBy = patch.expected_updated_at && !sameInstant(patch.expected_updated_at, current.updated_at);
    if (staleBy) throw staleWrite(current);
    const next = applyPatch(current, patch);
    const errors = typeRuleErrors(next);
    if (errors.length) throw invalid(errors);
    const problem = immutableErrors(current, next, patch.detach === true);
    if (problem) throw problem;
    if (await replace(companyId, next, current.updated_at)) return next;
    if (patch.expected_updated_at) throw staleWrite(await get(companyId, id));
    if (attempt >= 4)
      throw conflict(current, "concurrent_modification", "The attribute is being changed concurrently; retry", { retryable: true });
  }
}

const staleWrite = (current: Attribute) =>
  conflict(
    current,
    "stale_write",
    `Attribute ${current.key} has changed since expected_updated_at (it is now at ${current.updated_at}); refetch it and retry`,
    {
      current_updated_at: current.updated_at,
    },
  );

/**
 * Creates or updates an attribute on behalf of an integration (e.g. a store sync), marking it
 * source-managed. Not reachable through the public API: only integrations own sources.
 */
export async function syncFromSource(
  companyId: string,
  source: { source_id: string; external_id: string },
  input: AttributeInput,
): Promise<Attribute> {
  const current = await findByKey(companyId, input.key);
  const now = nowIso();
  const next = { ...fromInput(input, current, now), source_id: source.source_id, external_id: source.external_id, source_synced_at: now };
  const errors = typeRuleErrors(next);
  if (errors.length) throw invalid(errors);
  if (!current) await insert(companyId, next);
  else if (!(await replace(companyId, next, current.updated_at))) throw staleWrite(current);
  return next;
}

/**
 * Archives or restores an attribute. Spec 2.3 keeps this in the web dashboard, so no API route
 * calls it; `status` is derived here from `archived_at`.
 */
export async function setArchived(companyId: string, id: string, archived: boolean): Promise<Attribute> {
  for (;;) {
    const current = await get(companyId, id);
    const archivedAt = archived ? (current.archived_at ?? nowIso()) : null;
    const next: Attribute = {
      ...current,
      archived_at: archivedAt,
      status: archivedAt ? "archived" : "active",
      updated_at: nextRevision(current.updated_at),
    };
    if (await replace(companyId, next, current.updated_at)) return next;
  }
}

export { all as listAll, toItem, conflict };
