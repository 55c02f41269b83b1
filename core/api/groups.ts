import { attributesRouter } from "../attributes/router.js";
import { companiesRouter } from "../companies/router.js";
import { creditsRouter } from "../credits/router.js";
import { enrichRouter } from "../enrich/router.js";
import { filesRouter } from "../files/router.js";
import { glossaryRouter } from "../glossary/router.js";
import { schemasRouter } from "../schemas/router.js";
import { searchRouter } from "../search/router.js";
import { tablesRouter } from "../tables/router.js";

/** Where app.ts mounts the public API. */
export const PREFIX = "/api/v1";

/**
 * The public API's resource routers, in the order of the OpenAPI document. Routers hold only
 * routes (paths and zod wire schemas); each handler imports its service with its first request
 * (docs/decisions.md, "Cold start"). What a router needs from a higher layer is passed in the
 * same way: imported with its first call.
 */
export const resourceRouters = () => [
  companiesRouter(),
  creditsRouter(),
  attributesRouter({
    keyUsage: async (...args) => (await import("../tables/attribute-usage.js")).attributeUsage(...args),
  }),
  schemasRouter({ suggestColumns: async (req) => (await import("../ai/index.js")).suggestColumns(req) }),
  filesRouter(),
  glossaryRouter(),
  tablesRouter(),
  searchRouter(),
  enrichRouter(),
];
