import { VERSION } from "../config.js";
import { GROUPS, PREFIX } from "./groups.js";
import { healthRouter } from "./health.js";
import { describeInputDefaults } from "../http/openapi-input.js";
import { createRouter } from "../http/router.js";

/**
 * The OpenAPI document needs every group's routes, which the serving router loads only on
 * use: it is generated from a router holding them all, mounted in the serving order. Loaded
 * (and built) only when /openapi.json is first requested.
 */
async function buildDocument() {
  const doc = createRouter();
  doc.route("/", healthRouter());
  for (const router of await Promise.all(GROUPS.map((g) => g.load()))) doc.route("/", router);
  doc.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key issued for one company: `Authorization: Bearer pds_…`",
  });
  const document = doc.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Product Data Service API",
      version: VERSION,
      description:
        "Search, enrich and extract product data shaped to your own columns. Every request needs `Authorization: Bearer <API_KEY>`.",
    },
    servers: [{ url: PREFIX }],
    security: [{ bearerAuth: [] }],
  });
  describeInputDefaults(document);
  return document;
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
