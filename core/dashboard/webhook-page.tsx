import type { CatalogWebhook, components, Pagination, WebhookSecret } from "../../client/index.js";
import { ActionButton, Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { Pager, StatusBadge } from "./tables-page.js";
import { SecretCard } from "./webhook-secret.js";
import { EventChoices, type WebhookForm } from "./webhooks-page.js";

type Delivery = components["schemas"]["WebhookDelivery"];

const stamp = (iso: string) => <time datetime={iso}>{iso.slice(0, 19).replace("T", " ")}</time>;

/** One catalog webhook: its settings (editable), its secret, its delivery log with replay, delete. */
export function WebhookPage(p: {
  viewer: Viewer;
  webhook: CatalogWebhook;
  secret?: WebhookSecret;
  revealed?: boolean;
  deliveries: Delivery[];
  pagination: Pagination;
  flash?: Flash;
  form?: WebhookForm;
}) {
  const w = p.webhook;
  const base = `/webhooks/catalog/${encodeURIComponent(w.id)}`;
  return (
    <Layout title={w.name} section="webhooks" viewer={p.viewer} flash={p.flash}>
      <p>
        <a href="/webhooks">All webhooks</a>
      </p>
      <dl class="facts">
        <dt>URL</dt>
        <dd class="break">{w.url}</dd>
        <dt>Events</dt>
        <dd>{w.events.join(", ")}</dd>
        <dt>Enabled</dt>
        <dd data-testid="enabled">{w.enabled ? "yes" : "no: receives nothing, not even retries"}</dd>
        <dt>Description</dt>
        <dd data-testid="description">{w.description || "none"}</dd>
        <dt>Created</dt>
        <dd>{stamp(w.created_at)}</dd>
      </dl>
      <SecretCard
        viewer={p.viewer}
        id="webhook-secret"
        heading="Signing secret"
        action={`${base}/secret`}
        secret={p.secret}
        revealed={p.revealed ?? false}
      />
      <h2>Deliveries</h2>
      {p.deliveries.length ? (
        <section class="scroll" tabindex={0} aria-label="Deliveries">
          <table>
            <caption>Deliveries of this webhook, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Response</th>
                <th scope="col">Time</th>
                <th scope="col">Last error</th>
                {p.viewer.canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {p.deliveries.map((d) => (
                <tr data-delivery-id={d.id}>
                  <td>{d.event_type}</td>
                  <td>
                    <StatusBadge status={d.status} />
                  </td>
                  <td class="num">{d.attempts}</td>
                  <td class="num">{d.last_status_code ?? "none"}</td>
                  <td>{stamp(d.created_at)}</td>
                  <td>{d.last_error ?? ""}</td>
                  {p.viewer.canWrite ? (
                    <td>
                      {/* A pending delivery is on its way: the API refuses its replay. */}
                      {d.status === "pending" ? null : (
                        <ActionButton
                          action={`${base}/deliveries/${encodeURIComponent(d.id)}/retry`}
                          csrf={p.viewer.csrf}
                          page={p.pagination.page}
                          text="Replay"
                          label={`Replay ${d.event_type} of ${d.created_at}`}
                        />
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>No deliveries yet.</p>
      )}
      <Pager pagination={p.pagination} href={(n) => `${base}?page=${n}`} label="Delivery pages" />
      {p.viewer.canWrite ? <EditWebhook viewer={p.viewer} action={base} form={p.form ?? w} /> : null}
      {p.viewer.canWrite ? (
        <section class="card" aria-labelledby="delete-webhook">
          <h2 id="delete-webhook">Delete</h2>
          <p class="hint">Its deliveries not yet sent are dropped; to pause it instead, untick Enabled.</p>
          <ActionButton action={`${base}/delete`} csrf={p.viewer.csrf} text="Delete webhook" label={`Delete webhook ${w.name}`} />
        </section>
      ) : null}
    </Layout>
  );
}

function EditWebhook(p: { viewer: Viewer; action: string; form: WebhookForm }) {
  return (
    <section class="card" aria-labelledby="edit-webhook">
      <h2 id="edit-webhook">Edit</h2>
      <form method="post" action={p.action}>
        <Csrf token={p.viewer.csrf} />
        <label for="edit-name">Name</label>
        <input id="edit-name" name="name" type="text" required value={p.form.name ?? ""} />
        <label for="edit-url">URL</label>
        <input id="edit-url" name="url" type="text" inputmode="url" required value={p.form.url ?? ""} />
        <EventChoices prefix="edit" checked={p.form.events ?? []} />
        <label class="check">
          <input type="checkbox" name="enabled" value="yes" checked={p.form.enabled ?? false} /> Enabled
        </label>
        <label for="edit-description">Description</label>
        <input id="edit-description" name="description" type="text" value={p.form.description ?? ""} />
        <p>
          <button type="submit">Save changes</button>
        </p>
      </form>
    </section>
  );
}
