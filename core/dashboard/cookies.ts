import type { Context } from "hono";

/**
 * The few cookie operations the dashboard needs. Not hono/cookie: its helper shares modules with
 * the API's startup chunk (hono's request validator uses part of them), so importing it here
 * grows what every cold start parses (bench/bundle.ts) by about 2 KB for the dashboard's sake.
 * Our values are base64url tokens, so no encoding is needed beyond refusing anything else.
 */
const TOKEN = /^[A-Za-z0-9._-]*$/;

export function getCookie(c: Context, name: string): string | undefined {
  for (const part of (c.req.header("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return TOKEN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Strict";
}

export function setCookie(c: Context, name: string, value: string, o: CookieOptions) {
  if (!TOKEN.test(value)) throw new Error("cookie values are base64url tokens");
  const attributes = [
    `${name}=${value}`,
    `Path=${o.path}`,
    o.maxAge !== undefined ? `Max-Age=${o.maxAge}` : "",
    o.httpOnly ? "HttpOnly" : "",
    o.secure ? "Secure" : "",
    o.sameSite ? `SameSite=${o.sameSite}` : "",
  ];
  c.header("Set-Cookie", attributes.filter(Boolean).join("; "), { append: true });
}

export const deleteCookie = (c: Context, name: string, o: { path: string; secure?: boolean }) =>
  setCookie(c, name, "", { ...o, maxAge: 0, httpOnly: true, sameSite: "Strict" });
