import type { CatalogWebhook, WebhookSecret } from "../../client/index.js";
import { PRODUCT_EVENT_TYPES } from "../webhooks/subscriptions.js";
import { Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { SecretCard } from "./webhook-secret.js";

/** A catalog webhook's form as typed, kept when the API refuses it. */
export interface WebhookForm {
  name?: string;
  url?: string;
  events?: readonly string[];
  description?: string;
  enabled?: boolean;
}

/** The product events as checkboxes in a fieldset, `prefix` keeping ids unique on the page. */
export function EventChoices(p: { prefix: string; checked: readonly string[] }) {
  return (
    <fieldset>
      <legend>Events</legend>
      {PRODUCT_EVENT_TYPES.map((event) => (
        <label class="check">
          <input type="checkbox" id={`${p.prefix}-${event}`} name="events" value={event} checked={p.checked.includes(event)} /> {event}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The company's completion-webhook secret and its catalog webhooks (where product events go),
 * with the create form.
 */
export function WebhooksPage(p: {
  viewer: Viewer;
  secret?: WebhookSecret;
  revealed?: boolean;
  webhooks: CatalogWebhook[];
  flash?: Flash;
  form?: WebhookForm;
}) {
  return (
    <Layout title="Webhooks" section="webhooks" viewer={p.viewer} flash={p.flash}>
      <p class="hint">
        Completion webhooks (a table extracted, a search or enrich done) go to the webhook_url of the request and are signed with the
        company's secret. Catalog webhooks receive product events, each signed with its own secret.
      </p>
      <SecretCard
        viewer={p.viewer}
        id="company-secret"
        heading="Completion webhook secret"
        action="/webhooks/secret"
        secret={p.secret}
        revealed={p.revealed ?? false}
      />
      <h2>Catalog webhooks</h2>
      {p.webhooks.length ? (
        <section class="scroll" tabindex={0} aria-label="Catalog webhooks">
          <table>
            <caption>Subscriptions to product events, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">Enabled</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {p.webhooks.map((w) => (
                <tr data-webhook-id={w.id}>
                  <td>
                    <a href={`/webhooks/catalog/${encodeURIComponent(w.id)}`}>{w.name}</a>
                  </td>
                  <td class="break">{w.url}</td>
                  <td>{w.events.join(", ")}</td>
                  <td>{w.enabled ? "yes" : "no (receives nothing)"}</td>
                  <td>{w.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>No catalog webhooks yet.</p>
      )}
      {p.viewer.canWrite ? <CreateWebhook viewer={p.viewer} form={p.form ?? {}} /> : null}
    </Layout>
  );
}

function CreateWebhook(p: { viewer: Viewer; form: WebhookForm }) {
  return (
    <section class="card" aria-labelledby="create-webhook">
      <h2 id="create-webhook">Create a catalog webhook</h2>
      <form method="post" action="/webhooks/catalog">
        <Csrf token={p.viewer.csrf} />
        <label for="webhook-name">Name</label>
        <input id="webhook-name" name="name" type="text" required value={p.form.name ?? ""} />
        <label for="webhook-url">URL</label>
        <input id="webhook-url" name="url" type="text" inputmode="url" required value={p.form.url ?? ""} />
        <p class="hint">Where events are POSTed: https, a public address. At most 20 webhooks per company.</p>
        <EventChoices prefix="create" checked={p.form.events ?? PRODUCT_EVENT_TYPES} />
        <label for="webhook-description">Description</label>
        <input id="webhook-description" name="description" type="text" value={p.form.description ?? ""} />
        <p>
          <button type="submit">Create webhook</button>
        </p>
      </form>
    </section>
  );
}
