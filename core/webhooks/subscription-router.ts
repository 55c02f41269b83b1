import { createRouter } from "../http/router.js";
import { listDeliveries, replayDelivery } from "./delivery-log.js";
import { assertMayReadSecret, secretView, toWebhook } from "./schemas.js";
import * as routes from "./subscription-routes.js";
import * as subscriptions from "./subscriptions.js";

/** Catalog webhook subscriptions (spec 4.13), mounted into the /catalog group (core/catalog/router.ts). */
export const catalogWebhooksRouter = () =>
  createRouter()
    .openapi(routes.list, async (c) =>
      c.json({ webhooks: (await subscriptions.listSubscriptions(c.var.auth.companyId)).map(toWebhook) }, 200),
    )
    .openapi(routes.create, async (c) => {
      const created = await subscriptions.createSubscription(c.var.auth.companyId, c.req.valid("json"));
      return c.json({ ...toWebhook(created), secret: created.secret }, 201);
    })
    .openapi(routes.get, async (c) =>
      c.json(toWebhook(await subscriptions.getSubscription(c.var.auth.companyId, c.req.valid("param").id)), 200),
    )
    .openapi(routes.update, async (c) =>
      c.json(toWebhook(await subscriptions.updateSubscription(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("json"))), 200),
    )
    .openapi(routes.remove, async (c) => {
      await subscriptions.deleteSubscription(c.var.auth.companyId, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(routes.getSecret, async (c) => {
      const { companyId, scopes } = c.var.auth;
      assertMayReadSecret(scopes);
      const s = await subscriptions.getSubscription(companyId, c.req.valid("param").id);
      return c.json(secretView(subscriptions.signingSecretOf(s)), 200);
    })
    .openapi(routes.rotateSecret, async (c) => {
      const s = await subscriptions.rotateSubscriptionSecret(c.var.auth.companyId, c.req.valid("param").id);
      return c.json(secretView(subscriptions.signingSecretOf(s)), 200);
    })
    .openapi(routes.listDeliveries, async (c) =>
      c.json(await listDeliveries(c.var.auth.companyId, c.req.valid("param").id, c.req.valid("query")), 200),
    )
    .openapi(routes.retryDelivery, async (c) => {
      const { id, delivery_id } = c.req.valid("param");
      return c.json(await replayDelivery(c.var.auth.companyId, id, delivery_id), 202);
    });
