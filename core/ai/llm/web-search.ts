/**
 * Web search through a search API (Brave or Tavily). Returns result URLs only as leads: nothing a
 * search API says reaches the model as a fact; the pages themselves are fetched (pages.ts).
 */
import { config } from "../../config.js";
import { EngineError } from "../engine.js";
import { retryableStatus, toEngineError } from "./errors.js";

export interface WebResult {
  url: string;
  title: string;
}

/** A search API answers in about a second; this only stops one that hangs. */
const SEARCH_TIMEOUT_MS = 15_000;

/** Throws unless a search API is configured: without one the model could only answer from memory. */
export function requireWebSearch(): void {
  if (config().SEARCH_API_PROVIDER === "none") {
    throw new EngineError(
      "Web search is not configured (SEARCH_API_PROVIDER is none); the LLM engine does not answer from the web without sources",
      false,
    );
  }
}

export async function searchWeb(query: string, count: number): Promise<WebResult[]> {
  requireWebSearch();
  const c = config();
  if (!c.SEARCH_API_KEY) throw new EngineError(`SEARCH_API_KEY is not set for the ${c.SEARCH_API_PROVIDER} search API`, false);
  const what = `The ${c.SEARCH_API_PROVIDER} search API`;
  let res: Response;
  try {
    res =
      c.SEARCH_API_PROVIDER === "brave"
        ? await brave(query, count, c.SEARCH_API_KEY, c.SEARCH_API_URL)
        : await tavily(query, count, c.SEARCH_API_KEY, c.SEARCH_API_URL);
  } catch (err) {
    throw toEngineError(err, what, SEARCH_TIMEOUT_MS);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new EngineError(`${what} answered HTTP ${res.status}`, retryableStatus(res.status));
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (body === undefined) throw new EngineError(`${what} answered with something that is not JSON`, true);
  return dedupe(c.SEARCH_API_PROVIDER === "brave" ? braveResults(body) : tavilyResults(body)).slice(0, count);
}

const base = (configured: string | undefined, fallback: string) => (configured || fallback).replace(/\/+$/, "");

function brave(query: string, count: number, key: string, url?: string): Promise<Response> {
  const params = new URLSearchParams({ q: query, count: String(Math.min(20, Math.max(1, count))) });
  return fetch(`${base(url, "https://api.search.brave.com")}/res/v1/web/search?${params}`, {
    headers: { accept: "application/json", "x-subscription-token": key },
    signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
  });
}

function tavily(query: string, count: number, key: string, url?: string): Promise<Response> {
  return fetch(`${base(url, "https://api.tavily.com")}/search`, {
    method: "POST",
    // Tavily reads the key from the body (older accounts) or the bearer header (current docs).
    headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ api_key: key, query, max_results: Math.min(20, Math.max(1, count)) }),
    signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
  });
}

type Loose = Record<string, unknown>;
const isLoose = (v: unknown): v is Loose => typeof v === "object" && v !== null;
const str = (v: unknown) => (typeof v === "string" ? v : "");

function listOf(v: unknown): WebResult[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter(isLoose)
    .map((r) => ({ url: str(r.url), title: str(r.title) }))
    .filter((r) => /^https?:\/\//i.test(r.url));
}

/** Brave: `{ web: { results: [{ url, title, description }] } }`. */
const braveResults = (body: unknown) => listOf(isLoose(body) && isLoose(body.web) ? body.web.results : undefined);
/** Tavily: `{ results: [{ url, title, content, score }] }`. */
const tavilyResults = (body: unknown) => listOf(isLoose(body) ? body.results : undefined);

function dedupe(results: WebResult[]): WebResult[] {
  const seen = new Set<string>();
  return results.filter((r) => !seen.has(r.url) && !!seen.add(r.url));
}
