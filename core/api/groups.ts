import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../http/env.js";

/** Where app.ts mounts the public API. */
export const PREFIX = "/api/v1";

/**
 * The public API's route groups, each behind a dynamic import so a cold start loads none of
 * them (core/api/lazy-group.ts). Every group owns the paths under its prefix; the order is the
 * order of the OpenAPI document.
 */
export const GROUPS: { prefix: string; load: () => Promise<OpenAPIHono<AppEnv>> }[] = [
  { prefix: "/me", load: async () => (await import("../companies/router.js")).companiesRouter() },
  {
    prefix: "/credits",
    // Stats name the tables credits were spent on; the tables folder sits above credits.
    load: async () =>
      (await import("../credits/router.js")).creditsRouter({
        tables: async (...args) => (await import("../tables/service.js")).tablesByIds(...args),
      }),
  },
  {
    prefix: "/attributes",
    // The usage counter (schemas, tables) loads with the first rename, not with the group.
    load: async () =>
      (await import("../attributes/router.js")).attributesRouter({
        keyUsage: async (...args) => (await import("../tables/attribute-usage.js")).attributeUsage(...args),
      }),
  },
  {
    prefix: "/schemas",
    load: async () => {
      const [{ schemasRouter }, { suggestColumns }] = await Promise.all([import("../schemas/router.js"), import("../ai/index.js")]);
      return schemasRouter({ suggestColumns });
    },
  },
  { prefix: "/files", load: async () => (await import("../files/router.js")).filesRouter() },
  { prefix: "/glossary", load: async () => (await import("../glossary/router.js")).glossaryRouter() },
  {
    prefix: "/tables",
    // Publishing to the catalog loads the catalog with the first publish, not with the group.
    // Enhancement's routes live under /tables/{table_id}/… but in their own folder, above the
    // engines and credits that the tables folder must not import.
    load: async () => {
      const [{ tablesRouter }, { enhanceRouter }] = await Promise.all([import("../tables/router.js"), import("../enhance/router.js")]);
      return tablesRouter({
        publisher: {
          publish: async (...args) => (await import("../catalog/publish-jobs.js")).publishTable(...args),
          getPublish: async (...args) => (await import("../catalog/publish-jobs.js")).getPublish(...args),
        },
      }).route("/", enhanceRouter());
    },
  },
  { prefix: "/catalog", load: async () => (await import("../catalog/router.js")).catalogRouter() },
  { prefix: "/search", load: async () => (await import("../search/router.js")).searchRouter() },
  { prefix: "/enrich", load: async () => (await import("../enrich/router.js")).enrichRouter() },
  { prefix: "/analytics", load: async () => (await import("../analytics/router.js")).analyticsRouter() },
  { prefix: "/webhooks", load: async () => (await import("../webhooks/router.js")).webhooksRouter() },
];
