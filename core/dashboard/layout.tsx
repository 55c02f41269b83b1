import type { Child } from "hono/jsx";

export type Section =
  | "tables"
  | "attributes"
  | "schemas"
  | "catalog"
  | "glossary"
  | "playground"
  | "webhooks"
  | "credits"
  | "account"
  | "sign-in";

export interface Viewer {
  /** Whether the key may write: without it no write control is rendered (and the API refuses writes). */
  canWrite: boolean;
  csrf: string;
  /** The company's name, from the session item (copied at sign-in). */
  company?: string;
}

/** A hidden field every form carries; POSTs without the session's value are refused. */
export const Csrf = (p: { token: string }) => <input type="hidden" name="_csrf" value={p.token} />;

/** A byte limit as the pages state it ("6 MB"). */
export const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString("en")} MB`;

/** A one-button form posting to `action` (archive, delete, sign out), with the CSRF token and the list page to return to. */
export const ActionButton = (p: { action: string; csrf: string; text: string; label?: string; page?: number }) => (
  <form class="inline" method="post" action={p.action}>
    <Csrf token={p.csrf} />
    {p.page === undefined ? null : <input type="hidden" name="page" value={String(p.page)} />}
    <button type="submit" class="secondary" aria-label={p.label}>
      {p.text}
    </button>
  </form>
);

const NAV: [Section, string, string][] = [
  ["tables", "/", "Tables"],
  ["attributes", "/attributes", "Attributes"],
  ["schemas", "/schemas", "Schemas"],
  ["catalog", "/catalog", "Catalog"],
  ["glossary", "/glossary", "Glossary"],
  ["playground", "/playground", "Playground"],
  ["webhooks", "/webhooks", "Webhooks"],
  ["credits", "/credits", "Credits"],
];

export function Layout(p: { title: string; section: Section; viewer?: Viewer; refreshSeconds?: number; flash?: Flash; children?: Child }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A table still extracting reloads itself: progress without script. With script, the
            <noscript> keeps the refresh from firing and script.ts updates the page in place. */}
        {p.refreshSeconds ? (
          <noscript>
            <meta http-equiv="refresh" content={String(p.refreshSeconds)} />
          </noscript>
        ) : null}
        <title>{`${p.title} · Product Data Service`}</title>
        <link rel="stylesheet" href="/assets/dashboard.css" />
        <script src="/assets/dashboard.js" defer />
      </head>
      <body data-refresh={p.refreshSeconds ? String(p.refreshSeconds) : undefined}>
        <a class="skip" href="#main">
          Skip to content
        </a>
        {/* Two rows: who is signed in and their links, then the sections, so neither wraps at laptop width. */}
        <header>
          <div class="bar">
            <a class="brand" href="/">
              Product Data Service
            </a>
            {p.viewer ? (
              <>
                {p.viewer.company ? <span class="company">{p.viewer.company}</span> : null}
                {p.viewer.canWrite ? null : <span class="badge">read-only key</span>}
                <a href="/api/v1/docs">API reference</a>
                <a href="/account" aria-current={p.section === "account" ? "page" : undefined}>
                  Account
                </a>
                <ActionButton action="/sign-out" csrf={p.viewer.csrf} text="Sign out" />
              </>
            ) : null}
          </div>
          {p.viewer ? (
            <nav aria-label="Main">
              {NAV.map(([section, href, label]) => (
                <a href={href} aria-current={section === p.section ? "page" : undefined}>
                  {label}
                </a>
              ))}
            </nav>
          ) : null}
        </header>
        <main id="main">
          <h1>{p.title}</h1>
          {p.flash ? (
            <p class={p.flash.error ? "flash error" : "flash"} role={p.flash.error ? "alert" : "status"}>
              {p.flash.message}
            </p>
          ) : null}
          {p.children}
        </main>
      </body>
    </html>
  );
}

export interface Flash {
  message: string;
  error?: boolean;
}
