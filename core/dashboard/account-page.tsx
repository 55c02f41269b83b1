import type { StoredSession } from "../auth/sessions.js";
import { type Flash, Layout, type Viewer } from "./layout.js";

const when = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return <time datetime={iso}>{`${iso.slice(0, 16).replace("T", " ")} UTC`}</time>;
};

/**
 * Who is signed in (the company, the key's id and scopes) and the key's open sessions, each
 * other one with "End", and "Sign out everywhere". Offered to read-only keys too: it ends
 * sessions, it writes no data.
 */
export function AccountPage(p: {
  viewer: Viewer;
  keyId: string;
  scopes: string[];
  sessionId: string;
  sessions: StoredSession[];
  flash?: Flash;
}) {
  return (
    <Layout title="Account" section="account" viewer={p.viewer} flash={p.flash}>
      <dl class="facts">
        <dt>Company</dt>
        <dd data-testid="company">{p.viewer.company}</dd>
        <dt>API key</dt>
        <dd>
          <code>{p.keyId}</code>
        </dd>
        <dt>Scopes</dt>
        <dd>{p.scopes.join(", ")}</dd>
      </dl>
      <h2>Sessions of this key</h2>
      <div class="scroll">
        <table>
          <caption>Dashboard sign-ins with this API key that have not ended</caption>
          <thead>
            <tr>
              <th scope="col">Signed in</th>
              <th scope="col">Ends</th>
              <th scope="col">Session</th>
              <th scope="col">End it</th>
            </tr>
          </thead>
          <tbody>
            {p.sessions.map((s) => (
              <tr data-testid="session">
                <td>{when(Date.parse(s.createdAt))}</td>
                <td>{when(s.expires)}</td>
                <td>{s.sessionId === p.sessionId ? "this one" : "elsewhere"}</td>
                <td>
                  {/* This one ends by "Sign out"; another browser's from here, as a stolen laptop's would. */}
                  {s.sessionId === p.sessionId ? null : (
                    <form method="post" action={`/account/sessions/${encodeURIComponent(s.sessionId)}/end`}>
                      <input type="hidden" name="_csrf" value={p.viewer.csrf} />
                      <button
                        type="submit"
                        aria-label={`End the session signed in at ${new Date(Date.parse(s.createdAt)).toISOString().slice(0, 16).replace("T", " ")} UTC`}
                      >
                        End
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form class="card" method="post" action="/account/sign-out-everywhere">
        <input type="hidden" name="_csrf" value={p.viewer.csrf} />
        <p class="hint">
          Ends every session signed in with this API key, in every browser, this one included. The key itself stays valid; to stop it
          working, an administrator deactivates it, which also ends its sessions.
        </p>
        <button type="submit">Sign out everywhere</button>
      </form>
    </Layout>
  );
}
