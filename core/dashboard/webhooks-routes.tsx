import type { Context, Hono } from "hono";
import type { CatalogWebhook } from "../../client/index.js";
import type { AppEnv } from "../http/env.js";
import type { Flash } from "./layout.js";
import { doneFlash, html, orRefusal, type Page, pageParam, text, type User } from "./signed-in.js";
import { WebhookPage } from "./webhook-page.js";
import { type WebhookForm, WebhooksPage } from "./webhooks-page.js";

type Extra = { form?: WebhookForm; flash?: Flash; revealed?: boolean };

const DELIVERIES_PER_PAGE = 25;

type Events = CatalogWebhook["events"];

/** A form's events: one ticked box arrives as a string, several as an array. The API validates the names. */
const eventsOf = (v: unknown) => [v].flat().filter((x): x is string => typeof x === "string") as Events;

function webhookForm(f: Record<string, unknown>) {
  return {
    name: text(f.name).trim(),
    url: text(f.url).trim(),
    events: eventsOf(f.events),
    description: text(f.description),
    enabled: text(f.enabled) === "yes",
  };
}

/** Rotation replaces a secret receivers depend on, so its form carries a ticked confirmation. */
const confirmed = (u: User) => text(u.form.confirm) === "yes";
const UNCONFIRMED: Flash = { message: "Tick the confirmation to rotate the secret.", error: true };

async function webhooksPage(c: Context, u: User, extra: Extra = {}, status: 200 | 409 | 422 = 200) {
  // The secret's dates are shown to write keys; a read-only key's forged reveal gets the API's 403.
  const wantSecret = u.viewer.canWrite || extra.revealed;
  const [list, secret] = await Promise.all([u.pds.catalog.webhooks.list(), wantSecret ? u.pds.webhooks.secret() : undefined]);
  return html(c, <WebhooksPage viewer={u.viewer} webhooks={list.webhooks} secret={secret} flash={doneFlash(c)} {...extra} />, status);
}

async function webhookPage(c: Context, u: User, id: string, extra: Extra = {}, status: 200 | 409 | 422 = 200) {
  const hooks = u.pds.catalog.webhooks;
  const [webhook, deliveries, secret] = await Promise.all([
    hooks.get(id),
    hooks.deliveries(id, { page: pageParam(c.req.query("page") ?? u.form.page), limit: DELIVERIES_PER_PAGE }),
    u.viewer.canWrite || extra.revealed ? hooks.secret(id) : undefined,
  ]);
  return html(
    c,
    <WebhookPage
      viewer={u.viewer}
      webhook={webhook}
      secret={secret}
      deliveries={deliveries.data}
      pagination={deliveries.pagination}
      flash={doneFlash(c)}
      {...extra}
    />,
    status,
  );
}

/** The Webhooks section: the company's completion-webhook secret, catalog webhooks, their secrets and delivery logs. */
export function webhooksRoutes(r: Hono<AppEnv>, page: Page) {
  const one = (c: Context) => c.req.param("id") ?? "";
  const at = (id: string, done: string) => `/webhooks/catalog/${encodeURIComponent(id)}?done=${done}`;

  r.get(
    "/webhooks",
    page((c, u) => webhooksPage(c, u)),
  );

  // Reveal is a POST so the secret never sits in a URL, the history or a page loaded by default.
  r.post(
    "/webhooks/secret",
    page((c, u) => webhooksPage(c, u, { revealed: true })),
  );

  r.post(
    "/webhooks/secret/rotate",
    page(async (c, u) => {
      if (!confirmed(u)) return webhooksPage(c, u, { flash: UNCONFIRMED }, 422);
      await u.pds.webhooks.rotateSecret();
      return c.redirect("/webhooks?done=secret-rotated", 303);
    }),
  );

  r.post(
    "/webhooks/catalog",
    page(async (c, u) => {
      const form = webhookForm(u.form);
      return orRefusal(
        [422, 409],
        async () => {
          const { name, url, events, description } = form;
          const created = await u.pds.catalog.webhooks.create({ name, url, events, description });
          return c.redirect(at(created.id, "webhook-created"), 303);
        },
        (flash, status) => webhooksPage(c, u, { form, flash }, status),
      );
    }),
  );

  r.get(
    "/webhooks/catalog/:id",
    page((c, u) => webhookPage(c, u, one(c))),
  );

  r.post(
    "/webhooks/catalog/:id",
    page(async (c, u) => {
      const form = webhookForm(u.form);
      return orRefusal(
        [422, 409],
        async () => {
          await u.pds.catalog.webhooks.update(one(c), form);
          return c.redirect(at(one(c), "webhook-saved"), 303);
        },
        (flash, status) => webhookPage(c, u, one(c), { form, flash }, status),
      );
    }),
  );

  r.post(
    "/webhooks/catalog/:id/delete",
    page(async (c, u) => {
      await u.pds.catalog.webhooks.delete(one(c));
      return c.redirect("/webhooks?done=webhook-deleted", 303);
    }),
  );

  r.post(
    "/webhooks/catalog/:id/secret",
    page((c, u) => webhookPage(c, u, one(c), { revealed: true })),
  );

  r.post(
    "/webhooks/catalog/:id/secret/rotate",
    page(async (c, u) => {
      if (!confirmed(u)) return webhookPage(c, u, one(c), { flash: UNCONFIRMED }, 422);
      await u.pds.catalog.webhooks.rotateSecret(one(c));
      return c.redirect(at(one(c), "secret-rotated"), 303);
    }),
  );

  r.post(
    "/webhooks/catalog/:id/deliveries/:deliveryId/retry",
    page(async (c, u) => {
      // A pending delivery (409 delivery_pending) or a disabled webhook (409 webhook_disabled) is shown on the log's page.
      return orRefusal(
        [409],
        async () => {
          await u.pds.catalog.webhooks.retryDelivery(one(c), c.req.param("deliveryId") ?? "");
          return c.redirect(`${at(one(c), "replayed")}&page=${pageParam(u.form.page)}`, 303);
        },
        (flash, status) => webhookPage(c, u, one(c), { flash }, status),
      );
    }),
  );
}
