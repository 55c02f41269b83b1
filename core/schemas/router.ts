import { createRouter } from "../http/router.js";
import * as routes from "./routes.js";
import * as schemas from "./service.js";

/** `suggestColumns` comes from the AI layer (core/api/groups.ts); without it columns are inferred locally. */
export const schemasRouter = ({ suggestColumns }: { suggestColumns?: schemas.ColumnSuggester } = {}) =>
  createRouter()
    .openapi(routes.list, async (c) => c.json(await schemas.list(c.var.auth.companyId, c.req.valid("query")), 200))
    .openapi(routes.create, async (c) => c.json(await schemas.create(c.var.auth.companyId, c.req.valid("json")), 201))
    .openapi(routes.generate, async (c) => c.json(await schemas.generate(c.var.auth.companyId, c.req.valid("json"), suggestColumns), 201))
    .openapi(routes.get, async (c) => c.json(await schemas.get(c.var.auth.companyId, c.req.valid("param").id), 200))
    .openapi(routes.update, async (c) =>
      c.json(await schemas.update(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(routes.remove, async (c) => {
      await schemas.remove(c.var.auth.companyId, c.req.valid("param").id);
      return c.body(null, 204);
    });
