import { VERSION } from "../config.js";
import { GROUPS, PREFIX } from "./groups.js";
import { healthRouter } from "./health.js";
import { addImpliedErrors } from "../http/openapi.js";
import { describeInputDefaults } from "../http/openapi-input.js";
import { createRouter } from "../http/router.js";
import { registerWebhooks } from "./webhook-docs.js";

/** One tag per route group, in the document's order (each route names its group's tag). */
const TAGS = [
  { name: "meta", description: "Liveness of the service; needs no key." },
  { name: "account", description: "The company and API key a request is authenticated as." },
  {
    name: "credits",
    description:
      "The company's credit balance, billing period, ledger and statistics. Search, enrich and enhancement spend credits; the " +
      "monthly allocation and admin grants add them.",
  },
  {
    name: "attributes",
    description: "Company-wide canonical field definitions (type, description, validation) that schema columns can be backed by.",
  },
  { name: "schemas", description: "Column lists that shape search results, enriched records and extracted tables." },
  {
    name: "files",
    description: "Uploaded files that tables extract rows from: direct multipart uploads, or presigned uploads for large files.",
  },
  {
    name: "analytics",
    description: "Catalog and extraction figures over a date range, with the shared analytics parameters (from, to, filters).",
  },
  { name: "glossary", description: "Company terminology that enrichment applies when a request sets `use_glossary`." },
  {
    name: "tables",
    description: "Extraction tables: rows extracted asynchronously from files, URLs or text with a schema, then read, edited and exported.",
  },
  {
    name: "enhance",
    description:
      "AI on one column of chosen rows of a table: queued per cell, counted, cancellable, charged per completed cell, with a trace of each.",
  },
  { name: "search", description: "Natural-language product search, shaped to a schema; synchronous, or asynchronous with a webhook." },
  { name: "enrich", description: "Completion of partial product records, with cited sources; synchronous for small batches." },
  {
    name: "catalog",
    description:
      "Products a company keeps (draft, active, archived), published from tables or written directly, and the changes feed shops sync from.",
  },
  {
    name: "webhooks",
    description:
      "Signing secret of the webhooks the service sends (Standard Webhooks): read it to verify deliveries, rotate it with an overlap.",
  },
];

/**
 * The OpenAPI document needs every group's routes, which the serving router loads only on
 * use: it is generated from a router holding them all, mounted in the serving order. Loaded
 * (and built) only when /openapi.json is first requested.
 */
async function buildDocument() {
  const doc = createRouter();
  doc.route("/", healthRouter());
  for (const router of await Promise.all(GROUPS.map((g) => g.load()))) doc.route("/", router);
  registerWebhooks(doc.openAPIRegistry);
  doc.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key issued for one company: `Authorization: Bearer pds_…`",
  });
  const built = doc.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Product Data Service API",
      version: VERSION,
      description:
        "Search, enrich and extract product data shaped to your own columns. Every request except `GET /health` needs `Authorization: Bearer <API_KEY>`; errors are the `Error` object.",
    },
    servers: [{ url: PREFIX }],
    security: [{ bearerAuth: [] }],
    tags: TAGS,
  });
  // Not open source (package.json is private): SPDX's form for a license of one's own. Set here
  // because the generator's config type is 3.0's, whose license has no `identifier`.
  built.info.license = { name: "Proprietary", identifier: "LicenseRef-Proprietary" };
  addImpliedErrors(built);
  describeInputDefaults(built);
  return built;
}

let document: ReturnType<typeof buildDocument> | undefined;

/** Built once per process; a failed build is retried by the next request. */
export function openApiDocument() {
  document ??= buildDocument().catch((err) => {
    document = undefined;
    throw err;
  });
  return document;
}
