import { createRoute } from "@hono/zod-openapi";
import { errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { assertMayReadSecret, secretView, WebhookSecret } from "./schemas.js";
import { getSecret, ROTATION_GRACE_MS, rotateSecret } from "./signing.js";

const tags = ["webhooks"];
const HOURS = ROTATION_GRACE_MS / 3_600_000;

const getSigningSecret = createRoute({
  method: "get",
  path: "/webhooks/secret",
  operationId: "getWebhookSecret",
  tags,
  summary: "The secret completion webhooks are signed with",
  description:
    "Answers the company's signing secret in Standard Webhooks form (`whsec_` + base64). Table, search and enrich completion " +
    "webhooks carry `webhook-id`, `webhook-timestamp` and `webhook-signature` headers made with it; verify them with any Standard " +
    "Webhooks library (`new Webhook(secret).verify(body, headers)`). Needs a key with the write scope (403 otherwise): the secret " +
    "lets its holder forge webhooks. Created on first use.",
  responses: { 200: json(WebhookSecret), ...errors(403) },
});

const rotateSigningSecret = createRoute({
  method: "post",
  path: "/webhooks/secret/rotate",
  operationId: "rotateWebhookSecret",
  tags,
  summary: "Issue a new signing secret",
  description:
    `Replaces the signing secret and answers the new one. For ${HOURS} hours after a rotation every delivery carries two ` +
    "signatures in `webhook-signature` (space-separated `v1,…` entries, as Standard Webhooks allows), by the new and the previous " +
    "secret, so a receiver verifying with either keeps working while it switches over; after that only the new secret signs.",
  responses: { 200: json(WebhookSecret) },
});

/** The signing secret of completion webhooks (spec 6): readable and rotatable by write keys only. */
export const webhooksRouter = () =>
  createRouter()
    .openapi(getSigningSecret, async (c) => {
      const { companyId, scopes } = c.var.auth;
      assertMayReadSecret(scopes);
      return c.json(secretView(await getSecret(companyId)), 200);
    })
    .openapi(rotateSigningSecret, async (c) => c.json(secretView(await rotateSecret(c.var.auth.companyId)), 200));
