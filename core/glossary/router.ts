import { createRouter } from "../http/router.js";
import * as routes from "./routes.js";
import * as glossary from "./service.js";

export const glossaryRouter = () =>
  createRouter()
    .openapi(routes.list, async (c) => c.json(await glossary.list(c.var.auth.companyId, c.req.valid("query")), 200))
    .openapi(routes.create, async (c) => c.json(await glossary.create(c.var.auth.companyId, c.req.valid("json")), 201))
    .openapi(routes.get, async (c) => c.json(await glossary.get(c.var.auth.companyId, c.req.valid("param").id), 200))
    .openapi(routes.update, async (c) =>
      c.json(await glossary.update(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(routes.remove, async (c) => {
      await glossary.remove(c.var.auth.companyId, c.req.valid("param").id);
      return c.body(null, 204);
    });
