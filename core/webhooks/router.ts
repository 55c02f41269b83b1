import { createRoute, z } from "@hono/zod-openapi";
import { AppError } from "../errors.js";
import { errors, json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { getSecret, ROTATION_GRACE_MS, rotateSecret, type SigningSecret } from "./signing.js";

const WebhookSecret = z
  .object({
    secret: z
      .string()
      .openapi({ description: "The `whsec_…` secret completion webhooks are signed with (Standard Webhooks)", example: "whsec_…" }),
    created_at: z.iso.datetime(),
    rotated_at: z.iso.datetime().nullable().openapi({ description: "When the secret was last rotated; null if never" }),
    previous_secret_expires_at: z.iso
      .datetime()
      .nullable()
      .openapi({ description: "Until then deliveries also carry a signature by the previous secret; null when none does" }),
  })
  .openapi("WebhookSecret");

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

const view = (s: SigningSecret, at = Date.now()) => ({
  secret: s.secret,
  created_at: s.createdAt,
  rotated_at: s.rotatedAt ?? null,
  previous_secret_expires_at: s.previousSecret && s.previousExpiresAt && Date.parse(s.previousExpiresAt) > at ? s.previousExpiresAt : null,
});

/** The signing secret of completion webhooks (spec 6): readable and rotatable by write keys only. */
export const webhooksRouter = () =>
  createRouter()
    .openapi(getSigningSecret, async (c) => {
      const { companyId, scopes } = c.var.auth;
      if (!scopes.includes("write")) {
        throw new AppError("forbidden", "The signing secret is shown to keys with the write scope only");
      }
      return c.json(view(await getSecret(companyId)), 200);
    })
    .openapi(rotateSigningSecret, async (c) => c.json(view(await rotateSecret(c.var.auth.companyId)), 200));
