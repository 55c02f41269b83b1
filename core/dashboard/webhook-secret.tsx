import type { WebhookSecret } from "../../client/index.js";
import { ActionButton, Csrf, type Viewer } from "./layout.js";

const when = (iso: string) => <time datetime={iso}>{`${iso.slice(0, 19).replace("T", " ")} UTC`}</time>;

/**
 * A signing secret (the company's or one catalog webhook's): its dates and overlap as the API
 * answers them, the secret itself only after "Reveal" (a POST, so it never sits in a list's
 * markup or a URL), and rotation behind a confirmation box. Read-only keys see none of it: the
 * secret lets its holder forge webhooks, and the API refuses it to them.
 */
export function SecretCard(p: { viewer: Viewer; id: string; heading: string; action: string; secret?: WebhookSecret; revealed: boolean }) {
  return (
    <section class="card" aria-labelledby={p.id}>
      <h2 id={p.id}>{p.heading}</h2>
      {p.viewer.canWrite && p.secret ? (
        <>
          <dl class="facts">
            <dt>Created</dt>
            <dd>{when(p.secret.created_at)}</dd>
            <dt>Last rotated</dt>
            <dd>{p.secret.rotated_at ? when(p.secret.rotated_at) : "never"}</dd>
            <dt>Previous secret</dt>
            <dd data-testid={`${p.id}-overlap`}>
              {p.secret.previous_secret_expires_at ? (
                <>also signs every delivery until {when(p.secret.previous_secret_expires_at)}</>
              ) : (
                "none signs: only the current secret does"
              )}
            </dd>
          </dl>
          {p.revealed ? (
            <p>
              <code class="secret" data-testid={`${p.id}-value`}>
                {p.secret.secret}
              </code>
              <br />
              <span class="hint">Keep it on your receiver only: whoever holds it can forge webhooks.</span>
            </p>
          ) : (
            <ActionButton action={p.action} csrf={p.viewer.csrf} text="Reveal secret" />
          )}
          <form method="post" action={`${p.action}/rotate`}>
            <Csrf token={p.viewer.csrf} />
            <label class="check">
              <input type="checkbox" name="confirm" value="yes" required /> Issue a new secret; the current one keeps signing for 24 hours,
              then stops
            </label>
            <button type="submit" class="secondary">
              Rotate secret
            </button>
          </form>
        </>
      ) : (
        <p class="hint">The signing secret is shown to keys with the write scope only.</p>
      )}
    </section>
  );
}
