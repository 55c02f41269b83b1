import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { AppError, notFound } from "../errors.js";
import { pageOf } from "../http/pagination.js";
import { DEFAULT_PRODUCT_SCHEMA_ID } from "../schemas/default-product.js";
import { SchemaEntity } from "../schemas/entity.js";
import * as schemas from "../schemas/service.js";
import { dynamo, tableName } from "../store/client.js";
import { newId } from "../store/ids.js";
import { fieldErrors } from "../validation.js";
import { attributeColumns, toProduct } from "./columns.js";
import { companyPk, fromItem, type ProductStatus, productKey, type StoredProduct } from "./entity.js";
import { commitProducts, type TransactItem } from "./feed-write.js";
import type { Product, ProductInput, ProductUpdateInput } from "./schemas.js";

/**
 * Status moves (docs/catalog.md): a draft goes live; a live product goes back to draft or is
 * archived; an archived one is restored to draft or straight to active. A draft is never
 * archived: it was never live, so it is deleted instead (or activated first).
 */
export const STATUS_MOVES: Record<ProductStatus, ProductStatus[]> = {
  draft: ["active"],
  active: ["draft", "archived"],
  archived: ["draft", "active"],
};

const RETRIES = 5;

const busy = () =>
  new AppError("service_unavailable", "The product is being changed concurrently; retry", {
    code: "concurrent_modification",
    retryable: true,
  });

const productNotFound = (id: string) => notFound("Product", { product_id: id });

async function findStored(companyId: string, productId: string): Promise<StoredProduct | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: productKey(companyId, productId), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

async function getStored(companyId: string, productId: string): Promise<StoredProduct> {
  const found = await findStored(companyId, productId);
  if (!found) throw productNotFound(productId);
  return found;
}

export async function get(companyId: string, productId: string): Promise<Product> {
  const p = await getStored(companyId, productId);
  return toProduct(p, await attributeColumns(companyId, p.schemaId));
}

/** Validates the request's attributes against the schema's attribute-backed columns. */
async function valuesFor(companyId: string, schemaId: string, attributes: Record<string, unknown> | undefined) {
  const columns = await attributeColumns(companyId, schemaId);
  const values = attributes ? (await import("./product-input.js")).storedValues(attributes, columns) : {};
  return { columns, values };
}

/** A schema products may use: one of the company's own (the built-in one has no attributes and keeps no count). */
async function checkSchema(companyId: string, schemaId: string) {
  const problem =
    schemaId === DEFAULT_PRODUCT_SCHEMA_ID
      ? "the built-in default_product schema has only helper columns, which are not product attributes; use a schema with attribute-backed columns"
      : !(await schemas.findStored(companyId, schemaId))
        ? `no schema ${schemaId} exists in this company`
        : undefined;
  if (problem) throw fieldErrors([{ field: "schema_id", in: "body", message: problem }]);
}

/** The schema's use count moves with its products, in the products' transaction (as tables hold it). */
export const schemaHold = (companyId: string, schemaId: string, n: number): TransactItem => ({
  Update: SchemaEntity.patch({ companyId, schemaId }).add({ refCount: n }).params() as NonNullable<TransactItem["Update"]>,
});

const compact = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));

export async function create(companyId: string, input: ProductInput, userId: string | null = null): Promise<Product> {
  await checkSchema(companyId, input.schema_id);
  const { columns, values } = await valuesFor(companyId, input.schema_id, input.attributes);
  const next = {
    productId: newId("prd"),
    schemaId: input.schema_id,
    source: input.source ?? "manual",
    status: input.status ?? "draft",
    values: compact(values),
    createdBy: userId ?? "system",
    createdAt: "",
  } satisfies Omit<StoredProduct, "updatedAt">;
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    // createdAt "" is filled with the commit's stamp, so created_at = updated_at on a new product.
    const result = await commitProducts(companyId, [{ next }], [schemaHold(companyId, input.schema_id, 1)]);
    if (result.ok) return toProduct(result.products[0], columns);
    if (!result.failed.length) {
      throw fieldErrors([{ field: "schema_id", in: "body", message: `no schema ${input.schema_id} exists in this company` }]);
    }
  }
  throw busy();
}

export async function list(
  companyId: string,
  q: { page: number; limit: number; search?: string; status?: ProductStatus; schema_id?: string; source?: StoredProduct["source"] },
) {
  const items: StoredProduct[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "gsi1",
        KeyConditionExpression: "gsi1pk = :pk AND begins_with(gsi1sk, :prefix)",
        ExpressionAttributeValues: { ":pk": companyPk(companyId), ":prefix": "$product_1#" },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) items.push(fromItem(item));
    start = res.LastEvaluatedKey;
  } while (start);
  const needle = q.search?.trim().toLowerCase();
  const matches = items.filter(
    (p) =>
      (!q.status || p.status === q.status) &&
      (!q.schema_id || p.schemaId === q.schema_id) &&
      (!q.source || p.source === q.source) &&
      (!needle ||
        p.productId.toLowerCase().includes(needle) ||
        Object.values(p.values).some((v) => typeof v === "string" && v.toLowerCase().includes(needle))),
  );
  const page = pageOf(matches, q);
  const columns = new Map<string, Awaited<ReturnType<typeof attributeColumns>>>();
  for (const p of page.data) if (!columns.has(p.schemaId)) columns.set(p.schemaId, await attributeColumns(companyId, p.schemaId));
  return { data: page.data.map((p) => toProduct(p, columns.get(p.schemaId)!)), pagination: page.pagination };
}

const staleWrite = (current: StoredProduct) =>
  new AppError("conflict", `Product ${current.productId} has changed since expected_updated_at; refetch it and retry`, {
    code: "stale_write",
    current_updated_at: current.updatedAt,
    details: { product_id: current.productId },
  });

function checkMove(from: ProductStatus, to: ProductStatus) {
  if (from === to || STATUS_MOVES[from].includes(to)) return;
  throw new AppError("conflict", `A ${from} product cannot become ${to}; from ${from} it can become ${STATUS_MOVES[from].join(" or ")}`, {
    code: "invalid_status_transition",
    details: { from, to, allowed: STATUS_MOVES[from] },
  });
}

/** PATCH: attributes merge (null clears), status moves by the rules, compare-and-set on updated_at. */
export async function update(companyId: string, productId: string, patch: ProductUpdateInput): Promise<Product> {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const current = await getStored(companyId, productId);
    if (patch.expected_updated_at && Date.parse(patch.expected_updated_at) !== Date.parse(current.updatedAt)) throw staleWrite(current);
    if (patch.status) checkMove(current.status, patch.status);
    const { columns, values } = await valuesFor(companyId, current.schemaId, patch.attributes);
    const next = { ...current, status: patch.status ?? current.status, values: compact({ ...current.values, ...values }) };
    const result = await commitProducts(companyId, [{ next, previous: current }]);
    if (result.ok) return toProduct(result.products[0], columns);
    // The product changed between the read and the commit.
    if (patch.expected_updated_at) throw staleWrite(await getStored(companyId, productId));
  }
  throw busy();
}

/** A real delete: the item goes, the feed keeps a tombstone, the schema's count drops. */
export async function remove(companyId: string, productId: string): Promise<void> {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const current = await getStored(companyId, productId);
    const result = await commitProducts(companyId, [{ previous: current }], [schemaHold(companyId, current.schemaId, -1)]);
    if (result.ok) return;
  }
  throw busy();
}

/**
 * Creates many products on one schema through the batch path (core/catalog/batch.ts): all
 * validated first (422 naming `products.<i>.attributes.<key>`), then written 32 to a transaction.
 */
export async function createMany(
  companyId: string,
  schemaId: string,
  inputs: { attributes: Record<string, unknown>; status?: "draft" | "active"; source?: StoredProduct["source"] }[],
): Promise<number> {
  await checkSchema(companyId, schemaId);
  const columns = await attributeColumns(companyId, schemaId);
  const { storedValues } = await import("./product-input.js");
  const writes = inputs.map((input, i) => ({
    next: {
      productId: newId("prd"),
      schemaId,
      source: input.source ?? "manual",
      status: input.status ?? "draft",
      values: compact(storedValues(input.attributes, columns, `products.${i}.attributes`)),
      createdAt: "",
    },
  }));
  const { commitBatch } = await import("./batch.js");
  await commitBatch(companyId, schemaId, writes);
  return writes.length;
}
