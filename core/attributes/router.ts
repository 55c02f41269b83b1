import { createRouter } from "../http/router.js";
import { type KeyUsage, renameAttribute } from "./rename.js";
import * as routes from "./routes.js";
import * as attributes from "./service.js";

/** `keyUsage` counts what refers to an attribute (core/tables/attribute-usage.ts), passed in by core/api/groups.ts. */
export const attributesRouter = ({ keyUsage }: { keyUsage: KeyUsage }) =>
  createRouter()
    .openapi(routes.list, async (c) => c.json(await attributes.list(c.var.auth.companyId, c.req.valid("query")), 200))
    .openapi(routes.create, async (c) => c.json(await attributes.create(c.var.auth.companyId, c.req.valid("json")), 201))
    .openapi(routes.bulk, async (c) =>
      c.json({ data: await attributes.bulkUpsert(c.var.auth.companyId, c.req.valid("json").attributes) }, 200),
    )
    .openapi(routes.get, async (c) => c.json(await attributes.get(c.var.auth.companyId, c.req.valid("param").id), 200))
    .openapi(routes.update, async (c) =>
      c.json(await attributes.update(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(routes.rename, async (c) =>
      c.json(await renameAttribute(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("json").new_key, keyUsage), 200),
    );
