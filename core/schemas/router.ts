import { createRouter } from "../http/router.js";
import * as routes from "./routes.js";
import type { ColumnSuggester } from "./service.js";

/**
 * `suggestColumns` comes from the AI layer (core/api/groups.ts); without it columns are inferred
 * locally. Handlers import the service, so a cold start parses the routes only (docs/decisions.md,
 * "Cold start").
 */
export const schemasRouter = ({ suggestColumns }: { suggestColumns?: ColumnSuggester } = {}) =>
  createRouter()
    .openapi(routes.list, async (c) => {
      const schemas = await import("./service.js");
      return c.json(await schemas.list(c.var.auth.companyId, c.req.valid("query")), 200);
    })
    .openapi(routes.create, async (c) => {
      const schemas = await import("./service.js");
      return c.json(await schemas.create(c.var.auth.companyId, c.req.valid("json")), 201);
    })
    .openapi(routes.generate, async (c) => {
      const schemas = await import("./service.js");
      return c.json(await schemas.generate(c.var.auth.companyId, c.req.valid("json"), suggestColumns), 201);
    })
    .openapi(routes.get, async (c) => {
      const schemas = await import("./service.js");
      return c.json(await schemas.get(c.var.auth.companyId, c.req.valid("param").id), 200);
    })
    .openapi(routes.update, async (c) => {
      const schemas = await import("./service.js");
      return c.json(await schemas.update(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("json")), 200);
    })
    .openapi(routes.remove, async (c) => {
      const schemas = await import("./service.js");
      await schemas.remove(c.var.auth.companyId, c.req.valid("param").id);
      return c.body(null, 204);
    });
