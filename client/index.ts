/**
 * The typed client of the product data service: `createClient({ baseUrl, apiKey })`.
 * Needs only `fetch` (Node 20+, browsers, Deno, Bun); see docs/client.md.
 */
import { type ClientOptions, Transport } from "./http.js";
import { analytics, credits, me } from "./resources/account.js";
import { catalog } from "./resources/catalog.js";
import { attributes, glossary, schemas } from "./resources/definitions.js";
import { files } from "./resources/files.js";
import { enrich, search } from "./resources/jobs.js";
import { tables } from "./resources/tables.js";
import { webhooks } from "./resources/webhooks.js";

export function createClient(options: ClientOptions) {
  const t = new Transport(options);
  const tablesResource = tables(t);
  return {
    baseUrl: t.baseUrl,
    me: me(t),
    attributes: attributes(t),
    schemas: schemas(t),
    files: files(t),
    tables: tablesResource,
    /** The same as `tables.enhance`. */
    enhance: tablesResource.enhance,
    search: search(t),
    enrich: enrich(t),
    catalog: catalog(t),
    credits: credits(t),
    glossary: glossary(t),
    analytics: analytics(t),
    webhooks: webhooks(t),
  };
}

export type PdsClient = ReturnType<typeof createClient>;
export * from "./errors.js";
export { type ClientOptions, DEFAULT_BASE_URL, type RequestOptions } from "./http.js";
export { type Page, PageList } from "./pagination.js";
export { type Change, ChangesSync, EPOCH, type SyncOptions } from "./resources/catalog.js";
export type { UploadOptions, UploadSource } from "./resources/files.js";
export type { ExportFormat, TableWaitOptions } from "./resources/tables.js";
export { verifyWebhook, type VerifyOptions, type WebhookHeaders } from "./resources/webhooks.js";
export type * from "./types.js";
export type { components, operations, paths, webhooks } from "./schema.js";
