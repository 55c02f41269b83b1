import { createRouter } from "../http/router.js";
import * as routes from "./routes.js";
import * as enhance from "./service.js";

/** Routes under /tables/{table_id}/…, mounted into the tables group by core/api/groups.ts. */
export const enhanceRouter = () =>
  createRouter()
    .openapi(routes.enhance, async (c) =>
      c.json(await enhance.request(c.var.auth.companyId, c.req.valid("param").table_id, c.req.valid("json"), c.var.auth.userId), 202),
    )
    .openapi(routes.status, async (c) => c.json(await enhance.status(c.var.auth.companyId, c.req.valid("param").table_id), 200))
    .openapi(routes.cancel, async (c) => {
      const input = (c.req.valid("json") as { column_key?: string } | undefined) ?? {};
      return c.json(await enhance.cancel(c.var.auth.companyId, c.req.valid("param").table_id, input.column_key), 200);
    })
    .openapi(routes.traces, async (c) => {
      const { table_id, row_id } = c.req.valid("param");
      return c.json(await enhance.traces(c.var.auth.companyId, table_id, row_id, c.req.valid("query").column_key), 200);
    });
