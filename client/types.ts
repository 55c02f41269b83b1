/** Names for the generated wire types (schema.ts), so callers never spell `components["schemas"]`. */
import type { components, operations, webhooks } from "./schema.js";

type S = components["schemas"];
export type ErrorObject = S["Error"];
export type Pagination = S["Pagination"];
export type Attribute = S["Attribute"];
export type Schema = S["Schema"];
export type SchemaSummary = S["SchemaSummary"];
export type FileObject = S["File"];
export type Table = S["Table"];
export type TableInput = S["TableInput"];
export type Row = S["Row"];
export type ExportLink = S["ExportLink"];
export type EnhanceInput = S["EnhanceInput"];
export type EnhanceJob = S["EnhanceJob"];
export type EnhanceStatus = S["EnhanceStatus"];
export type EnhanceColumnStatus = S["EnhanceColumnStatus"];
export type Search = S["Search"];
export type SearchInput = S["SearchInput"];
export type Enrich = S["Enrich"];
export type EnrichInput = S["EnrichInput"];
export type Product = S["Product"];
export type ProductTombstone = S["ProductTombstone"];
export type CatalogChanges = S["CatalogChanges"];
export type CatalogWebhook = S["CatalogWebhook"];
export type CreditBalance = S["CreditBalance"];
export type GlossaryTerm = S["GlossaryTerm"];
export type WebhookSecret = S["WebhookSecret"];

type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : never;
/** The JSON body of an operation's answer with status `S` (200 unless told). */
export type Answer<K extends keyof operations, Status extends number = 200> = operations[K] extends { responses: infer R }
  ? Status extends keyof R
    ? JsonOf<R[Status]>
    : never
  : never;
/** The JSON request body of an operation. */
export type Body<K extends keyof operations> = operations[K] extends { requestBody?: { content: { "application/json": infer B } } }
  ? B
  : never;
/** The query parameters of an operation. */
export type Query<K extends keyof operations> = operations[K] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type WebhookBody<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? B : never;
/**
 * Every webhook delivery the service sends, as the document's `webhooks` section describes it:
 * a union on `type` (`if (event.type === "table.completed") event.data.total_rows`).
 */
export type WebhookEvent = { [K in keyof webhooks]: WebhookBody<webhooks[K]["post"]> }[keyof webhooks];
