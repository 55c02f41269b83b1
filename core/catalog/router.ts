import { createRouter } from "../http/router.js";
import { catalogWebhooksRouter } from "../webhooks/subscription-router.js";
import { changes } from "./feed-read.js";
import * as routes from "./routes.js";
import * as products from "./service.js";

export const catalogRouter = () =>
  createRouter()
    .openapi(routes.create, async (c) => c.json(await products.create(c.var.auth.companyId, c.req.valid("json"), c.var.auth.userId), 201))
    .openapi(routes.list, async (c) => c.json(await products.list(c.var.auth.companyId, c.req.valid("query")), 200))
    .openapi(routes.listChanges, async (c) => c.json(await changes(c.var.auth.companyId, c.req.valid("query")), 200))
    .openapi(routes.get, async (c) => c.json(await products.get(c.var.auth.companyId, c.req.valid("param").id), 200))
    .openapi(routes.update, async (c) =>
      c.json(await products.update(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(routes.remove, async (c) => {
      await products.remove(c.var.auth.companyId, c.req.valid("param").id);
      return c.body(null, 204);
    })
    // Catalog webhook subscriptions live with the webhooks they configure; their paths are the catalog's.
    .route("/", catalogWebhooksRouter());
