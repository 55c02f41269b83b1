/**
 * The check that keeps citations honest: a cited URL must be a page we really fetched and showed
 * the model, and the excerpt must occur in that page's text. Models misremember URLs and
 * paraphrase quotes; a citation that fails either test is dropped rather than repaired.
 */
import { normSpace } from "../../extract/html/dom.js";
import type { Citation } from "../engine.js";
import type { Page } from "./pages.js";

/** Comparable form of a URL: no fragment, no trailing slash, host already lower-cased by URL. */
function comparable(raw: string): string | undefined {
  try {
    const u = new URL(raw.trim());
    u.hash = "";
    return u.href.replace(/\/+$/, "");
  } catch {
    return undefined;
  }
}

/** The fetched page a URL names (the URL we read it from or the one the search returned). */
export function pageFor(pages: Page[], url: unknown): Page | undefined {
  if (typeof url !== "string") return undefined;
  const wanted = comparable(url);
  if (!wanted) return undefined;
  return pages.find((p) => comparable(p.url) === wanted || comparable(p.requested) === wanted);
}

/** Quotes and ellipses a model wraps around a quotation are not part of it. */
const trimQuote = (s: string) =>
  normSpace(s)
    .replace(/^["'“”‘’«»…]+|["'“”‘’«»…]+$/g, "")
    .replace(/^\.{3}|\.{3}$/g, "")
    .trim();

/** Shorter than this, an excerpt ("1", "kg") would match almost any page and proves nothing. */
const MIN_EXCERPT = 3;

export function verifyCitations(raw: unknown, pages: Page[]): Citation[] {
  if (!Array.isArray(raw)) return [];
  const out: Citation[] = [];
  for (const c of raw) {
    if (typeof c !== "object" || c === null) continue;
    const { url, title, excerpt } = c as Record<string, unknown>;
    const page = pageFor(pages, url);
    if (!page || typeof excerpt !== "string") continue;
    const quote = trimQuote(excerpt);
    if (quote.length < MIN_EXCERPT || !page.verifiable.includes(quote)) continue;
    if (out.some((o) => o.url === page.url && o.excerpt === quote)) continue;
    out.push({ url: page.url, title: typeof title === "string" && title.trim() ? title.trim() : page.title, excerpt: quote });
  }
  return out;
}
