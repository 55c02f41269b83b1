/**
 * The catalog's items: products, the company's feed clock and the changes feed's entries.
 *
 * They are plain DynamoDB items written with the DocumentClient, not ElectroDB entities: every
 * product write is one hand-built transaction whose conditions carry the feed's guarantee
 * (core/catalog/feed-write.ts), and the feed is read with the low-level client so a page of
 * 200 snapshots is neither unmarshalled nor hydrated (core/catalog/feed-read.ts). Keys follow
 * the ElectroDB layout of every other item (`$pds#companyId_<cid>`, `$<entity>_1#<label>_<v>`),
 * so docs/data-model.md describes them the same way.
 */
import { TTL_ATTRIBUTE } from "../store/table.js";

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_SOURCES = ["manual", "product_extraction", "shopify"] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

/** How long a deleted product's tombstone stays in the feed (docs/catalog.md). */
export const TOMBSTONE_DAYS = 30;

/** A product as stored: values keyed by attribute id (as rows are), so a rename needs no rewrite. */
export interface StoredProduct {
  productId: string;
  schemaId: string;
  source: ProductSource;
  status: ProductStatus;
  /** attribute id → value; a cleared value is absent. */
  values: Record<string, unknown>;
  /** `<tableId>#<rowId>` of the row it was published from, if any. */
  origin?: string;
  /** The user of the key that created it, or `system` (analytics count products per user). */
  createdBy?: string;
  createdAt: string;
  updatedAt: string;
}

/** What a feed entry's `doc` holds: the product as of `updatedAt`, or a tombstone. */
export type FeedDoc =
  | {
      id: string;
      schema_id: string;
      source: ProductSource;
      status: ProductStatus;
      values: Record<string, unknown>;
      created_at: string;
      updated_at: string;
    }
  | { id: string; schema_id: string; updated_at: string; deleted: true };

export const companyPk = (companyId: string) => `$pds#companyId_${companyId}`;
/** The feed has a partition of its own per company: product writes do not heat it with reads, nor the reverse. */
export const feedPk = (companyId: string) => `$pds#companyId_${companyId}#feed_changes`;

export const productKey = (companyId: string, productId: string) => ({
  pk: companyPk(companyId),
  sk: `$product_1#productId_${productId}`,
});
export const clockKey = (companyId: string) => ({ pk: companyPk(companyId), sk: "$feedclock_1" });
export const originKey = (companyId: string, origin: string) => {
  const [tableId, rowId] = origin.split("#");
  return { pk: companyPk(companyId), sk: `$productorigin_1#tableId_${tableId}#rowId_${rowId}` };
};

const FEED_SK_PREFIX = "$feedentry_1#updatedAt_";
/** `<updated_at>#<product id>`: time order, ties in one millisecond broken by product id. */
export const feedSk = (updatedAt: string, productId: string) => `${FEED_SK_PREFIX}${updatedAt}#productId_${productId}`;
/** The sort key just past every entry stamped `at` ("~" sorts after every id character). */
export const feedSkAfter = (at: string) => `${FEED_SK_PREFIX}${at}#productId_~`;

/** The product item: gsi1 lists a company's products newest first. */
export const productItem = (companyId: string, p: StoredProduct) => ({
  ...productKey(companyId, p.productId),
  gsi1pk: companyPk(companyId),
  gsi1sk: `$product_1#createdAt_${p.createdAt}#productId_${p.productId}`,
  entity: "product",
  ...p,
});

export const toDoc = (p: StoredProduct): FeedDoc => ({
  id: p.productId,
  schema_id: p.schemaId,
  source: p.source,
  status: p.status,
  values: p.values,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

/**
 * A feed entry: the product's snapshot as JSON (`doc`), with `schemaId` and `status` beside it
 * for the feed's filters. A tombstone has `deleted` and expires by TTL after TOMBSTONE_DAYS.
 */
export function feedEntry(companyId: string, doc: FeedDoc) {
  const deleted = "deleted" in doc;
  return {
    pk: feedPk(companyId),
    sk: feedSk(doc.updated_at, doc.id),
    entity: "feedentry",
    schemaId: doc.schema_id,
    ...(deleted
      ? { deleted: true, [TTL_ATTRIBUTE]: Math.floor(Date.parse(doc.updated_at) / 1000) + TOMBSTONE_DAYS * 86_400 }
      : { status: doc.status }),
    doc: JSON.stringify(doc),
  };
}

/** Products are read back from their item as stored; the key and index fields are dropped. */
export function fromItem(item: Record<string, unknown>): StoredProduct {
  return {
    productId: item.productId as string,
    schemaId: item.schemaId as string,
    source: item.source as ProductSource,
    status: item.status as ProductStatus,
    values: (item.values as Record<string, unknown>) ?? {},
    ...(item.origin ? { origin: item.origin as string } : {}),
    ...(item.createdBy ? { createdBy: item.createdBy as string } : {}),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}
