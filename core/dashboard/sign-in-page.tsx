import { type Flash, Layout } from "./layout.js";

/** The one form without a session: its CSRF token is a double-submit cookie (router.tsx). */
export function SignInPage(p: { csrf: string; flash?: Flash }) {
  return (
    <Layout title="Sign in" section="sign-in" flash={p.flash}>
      <form class="card" method="post" action="/sign-in">
        <input type="hidden" name="_csrf" value={p.csrf} />
        <label for="api_key">API key</label>
        <input id="api_key" name="api_key" type="password" autocomplete="off" required autofocus />
        <p class="hint">
          The key stays on the server side of an encrypted, HttpOnly session cookie for 8 hours or until you sign out. A read-only key shows
          the data without any write control.
        </p>
        <button type="submit">Sign in</button>
      </form>
    </Layout>
  );
}

export function ErrorPage(p: { title: string; message: string; signedIn?: { csrf: string; canWrite: boolean } }) {
  return (
    <Layout title={p.title} section="tables" viewer={p.signedIn}>
      <p>{p.message}</p>
      <p>
        <a href="/">Back to tables</a>
      </p>
    </Layout>
  );
}
