/** The catalog: products, the changes feed (with the sync rule of spec 4.12) and webhook subscriptions. */
import type { RequestOptions, Transport } from "../http.js";
import { list } from "../pagination.js";
import type { Answer, Body, CatalogChanges, Query } from "../types.js";

const e = encodeURIComponent;

export type Change = CatalogChanges["products"][number];

export interface SyncOptions extends RequestOptions {
  /** The previous cycle's `nextSince`; the first time, any early time (default the epoch). */
  since?: string;
  /** 1..200, default 100. */
  pageSize?: number;
  schemaId?: string;
  status?: "draft" | "active" | "archived";
  /** Called with every page as it arrives. */
  onPage?: (page: CatalogChanges) => void;
}

export const EPOCH = "1970-01-01T00:00:00.000Z";

/**
 * One sync cycle over the changes feed, as spec 4.12 and docs/catalog.md require: asks with
 * `since`, keeps the FIRST page's `sync_timestamp`, follows `next_cursor` (same `since` and
 * filters) until it is null. Iterate it for every change, products and tombstones
 * (`deleted: true`), oldest first; upsert products by id, remove tombstones' ids.
 *
 * `nextSince` is the kept timestamp, set only once the cycle has read its last page: a loop
 * that stops early must not store it (the pages it skipped would be lost), and starts the
 * cycle again from the same `since` instead.
 */
export class ChangesSync implements AsyncIterable<Change> {
  /** The `since` of the next cycle; undefined until this cycle has been read to its end. */
  nextSince: string | undefined;
  /** Pages read so far in this cycle. */
  pages = 0;

  constructor(
    private readonly t: Transport,
    private readonly o: SyncOptions,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<Change> {
    const { since = EPOCH, pageSize, schemaId, status, onPage, ...options } = this.o;
    let first: string | undefined;
    let cursor: string | undefined;
    do {
      const page = await changes(this.t)({ since, page_size: pageSize, schema_id: schemaId, status, cursor }, options);
      this.pages++;
      first ??= page.sync_timestamp; // later pages' timestamps are not used (spec 4.12)
      onPage?.(page);
      yield* page.products;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    this.nextSince = first;
  }
}

const changes = (t: Transport) => (query: Query<"listCatalogChanges">, o?: RequestOptions) =>
  t.json<Answer<"listCatalogChanges">>({ method: "GET", path: "/catalog/changes", query, options: o });

export const catalog = (t: Transport) => ({
  products: {
    create: (body: Body<"createProduct">, o?: RequestOptions) =>
      t.json<Answer<"createProduct", 201>>({ method: "POST", path: "/catalog/products", body, options: o }),
    list: (query: Query<"listProducts"> = {}, o?: RequestOptions) =>
      list(
        (page) => t.json<Answer<"listProducts">>({ method: "GET", path: "/catalog/products", query: { ...query, page }, options: o }),
        query.page,
      ),
    get: (id: string, o?: RequestOptions) =>
      t.json<Answer<"getProduct">>({ method: "GET", path: `/catalog/products/${e(id)}`, options: o }),
    update: (id: string, body: Body<"updateProduct">, o?: RequestOptions) =>
      t.json<Answer<"updateProduct">>({ method: "PATCH", path: `/catalog/products/${e(id)}`, body, options: o }),
    delete: (id: string, o?: RequestOptions) => t.json<void>({ method: "DELETE", path: `/catalog/products/${e(id)}`, options: o }),
  },
  /** One page of the changes feed, as the API answers it. Prefer `sync()`, which applies the rule. */
  changes: changes(t),
  /** One sync cycle: `for await (const c of sync) …; store(sync.nextSince)`. */
  sync: (o: SyncOptions = {}) => new ChangesSync(t, o),
  webhooks: {
    list: (o?: RequestOptions) => t.json<Answer<"listCatalogWebhooks">>({ method: "GET", path: "/catalog/webhooks", options: o }),
    /** The answer holds the subscription's signing `secret`, shown this once (and by `secret()`). */
    create: (body: Body<"createCatalogWebhook">, o?: RequestOptions) =>
      t.json<Answer<"createCatalogWebhook", 201>>({ method: "POST", path: "/catalog/webhooks", body, options: o }),
    get: (id: string, o?: RequestOptions) =>
      t.json<Answer<"getCatalogWebhook">>({ method: "GET", path: `/catalog/webhooks/${e(id)}`, options: o }),
    update: (id: string, body: Body<"updateCatalogWebhook">, o?: RequestOptions) =>
      t.json<Answer<"updateCatalogWebhook">>({ method: "PATCH", path: `/catalog/webhooks/${e(id)}`, body, options: o }),
    delete: (id: string, o?: RequestOptions) => t.json<void>({ method: "DELETE", path: `/catalog/webhooks/${e(id)}`, options: o }),
    secret: (id: string, o?: RequestOptions) =>
      t.json<Answer<"getCatalogWebhookSecret">>({ method: "GET", path: `/catalog/webhooks/${e(id)}/secret`, options: o }),
    rotateSecret: (id: string, o?: RequestOptions) =>
      t.json<Answer<"rotateCatalogWebhookSecret">>({ method: "POST", path: `/catalog/webhooks/${e(id)}/secret/rotate`, options: o }),
    deliveries: (id: string, query: Query<"listCatalogWebhookDeliveries"> = {}, o?: RequestOptions) =>
      list(
        (page) =>
          t.json<Answer<"listCatalogWebhookDeliveries">>({
            method: "GET",
            path: `/catalog/webhooks/${e(id)}/deliveries`,
            query: { ...query, page },
            options: o,
          }),
        query.page,
      ),
    retryDelivery: (id: string, deliveryId: string, o?: RequestOptions) =>
      t.json<Answer<"retryCatalogWebhookDelivery", 202>>({
        method: "POST",
        path: `/catalog/webhooks/${e(id)}/deliveries/${e(deliveryId)}/retry`,
        options: o,
      }),
  },
});
