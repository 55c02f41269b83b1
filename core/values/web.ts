/**
 * URLs and e-mail addresses. URLs are absolute http(s): relative ones are resolved against the
 * page they came from, `//cdn…` takes the page's scheme (https without a page), and a bare
 * `www.example.com/x` gets https. Other schemes (`javascript:`, `data:`, `file:`) are refused.
 */
import { isObject } from "./detect.js";
import { quote, scalarString } from "./strings.js";

export type WebResult = { ok: true; value: string } | { ok: false; reason: string };

function tryUrl(s: string, base?: string): URL | undefined {
  try {
    return base === undefined ? new URL(s) : new URL(s, base);
  } catch {
    return undefined;
  }
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_HOST = /^(?:www\d?\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/** Where a URL sits in a JSON-LD or API object: `{url}`, `{contentUrl}`, `{src}`, `{href}`, `{@id}`. */
export function urlField(v: unknown): unknown {
  if (!isObject(v)) return v;
  for (const k of ["url", "contentUrl", "src", "href", "@id", "link"]) if (typeof v[k] === "string") return v[k];
  return v;
}

/** One absolute http(s) URL from a value. */
export function parseUrl(raw: unknown, baseUrl?: string | null): WebResult {
  const text = scalarString(urlField(raw));
  if (text === undefined) return { ok: false, reason: "expected a URL string" };
  const s = text
    .trim()
    .replace(/^<(.*)>$/s, "$1")
    .replace(/^["'](.*)["']$/s, "$1")
    .trim();
  if (!s) return { ok: false, reason: "empty URL" };
  if (s.length > 8192) return { ok: false, reason: "the URL is longer than 8192 characters" };
  // Spaces may stand in a path (`/my photo.jpg`); line breaks, tags or a URL inside text may not.
  if (/[\u0000-\u001f<>]/.test(s) || (s.indexOf("://") > 0 && !SCHEME.test(s))) return { ok: false, reason: `${quote(s)} is not a URL` };
  const base = baseUrl ? tryUrl(baseUrl) : undefined;
  const usableBase = base && (base.protocol === "http:" || base.protocol === "https:") ? base : undefined;
  let url: URL | undefined;
  const scheme = SCHEME.exec(s)?.[1].toLowerCase();
  if (scheme && !/^[a-z0-9.-]+:\d+/i.test(s)) {
    if (scheme !== "http" && scheme !== "https") return { ok: false, reason: `${quote(s)} is not an http(s) URL` };
    url = tryUrl(s);
  } else if (s.startsWith("//")) {
    url = tryUrl(`${usableBase?.protocol ?? "https:"}${s}`);
  } else if (usableBase) {
    url = tryUrl(s, usableBase.href);
  } else if (BARE_HOST.test(s.slice(0, 300))) {
    url = tryUrl(`https://${s}`);
  } else {
    return { ok: false, reason: `${quote(s)} is a relative URL and there is no page URL to resolve it against` };
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname)
    return { ok: false, reason: `${quote(s)} is not a valid URL` };
  return { ok: true, value: url.href };
}

// Dot-atom local part and a domain with a letter TLD (what shops and forms accept in practice).
const EMAIL =
  /^([a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63})$/iu;

/** An e-mail address: `mailto:` and a display name (`Shop <info@Shop.CZ>`) dropped, the domain lower-cased. */
export function parseEmail(raw: unknown): WebResult {
  const text = scalarString(raw);
  if (text === undefined) return { ok: false, reason: "expected an e-mail address string" };
  let s = text.trim();
  if (s.length > 400) return { ok: false, reason: "too long for an e-mail address" };
  const angled = /<([^<>]+)>\s*$/.exec(s);
  if (angled) s = angled[1].trim();
  s = s
    .replace(/^mailto:/i, "")
    .split("?")[0]
    .trim();
  const m = EMAIL.exec(s);
  if (!m || s.length > 254 || m[1].length > 64) return { ok: false, reason: `${quote(text.trim())} is not a valid e-mail address` };
  return { ok: true, value: `${m[1]}@${m[2].toLowerCase()}` };
}
