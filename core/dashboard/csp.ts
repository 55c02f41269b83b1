/**
 * The dashboard pages' Content-Security-Policy. `connect` adds origins the page's script may send
 * to besides its own: the file store's, where the tables page sends big files straight from the
 * browser (presigned uploads).
 */
export function pagePolicy(connect: string[] = []): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    // Only the dashboard's own script file (no inline script, no eval), and its same-origin fetches for live progress.
    "script-src 'self'",
    `connect-src ${["'self'", ...connect].join(" ")}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
