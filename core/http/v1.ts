import { createRoute, z } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { VERSION } from "../config.js";
import { attributesRouter } from "../attributes/router.js";
import { companiesRouter } from "../companies/router.js";
import { creditsRouter } from "../credits/router.js";
import { enrichRouter } from "../enrich/router.js";
import { filesRouter } from "../files/router.js";
import { glossaryRouter } from "../glossary/router.js";
import { schemasRouter } from "../schemas/router.js";
import { searchRouter } from "../search/router.js";
import { tablesRouter } from "../tables/router.js";
import { authenticate } from "./authenticate.js";
import { json } from "./openapi.js";
import { createRouter } from "./router.js";

const PREFIX = "/api/v1";
const PUBLIC = new Set([`${PREFIX}/health`, `${PREFIX}/openapi.json`, `${PREFIX}/docs`]);

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["meta"],
  security: [],
  summary: "Liveness check (no authentication)",
  responses: { 200: json(z.object({ status: z.literal("ok"), version: z.string() }).openapi("Health")) },
});

/** The public API: every resource router mounts here, behind API-key authentication. */
export function v1Router() {
  const v1 = createRouter();
  v1.use(authenticate(PUBLIC));
  v1.openapi(health, (c) => c.json({ status: "ok" as const, version: VERSION }, 200));

  v1.route("/", companiesRouter());
  v1.route("/", creditsRouter());
  v1.route("/", attributesRouter());
  v1.route("/", schemasRouter());
  v1.route("/", filesRouter());
  v1.route("/", glossaryRouter());
  v1.route("/", tablesRouter());
  v1.route("/", searchRouter());
  v1.route("/", enrichRouter());

  v1.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key issued for one company: `Authorization: Bearer pds_…`",
  });
  v1.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Product Data Service API",
      version: VERSION,
      description: "Search, enrich, extract and catalog product data. Every request needs `Authorization: Bearer <API_KEY>`.",
    },
    servers: [{ url: PREFIX }],
    security: [{ bearerAuth: [] }],
  });
  v1.get("/docs", Scalar({ url: `${PREFIX}/openapi.json`, pageTitle: "Product Data Service API" }));
  return v1;
}
