import type { OpenAPIHono } from "@hono/zod-openapi";
import { VERSION } from "../config.js";
import type { AppEnv } from "../http/env.js";
import { PREFIX } from "./groups.js";

/** The OpenAPI document of the public API, generated from the routes `v1` holds. */
export function openApiDocument(v1: OpenAPIHono<AppEnv>) {
  v1.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key issued for one company: `Authorization: Bearer pds_…`",
  });
  return v1.getOpenAPI31Document({
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
}
