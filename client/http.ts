import { type ApiError, apiError, ConnectionError, TimeoutError } from "./errors.js";

export interface ClientOptions {
  /** Ends with `/api/v1`. Default `http://127.0.0.1:8787/api/v1` (`npm start`). */
  baseUrl?: string;
  apiKey: string;
  /** Retries after the first attempt (429, 502-504, retryable errors, no answer). Default 3. */
  maxRetries?: number;
  /** Per attempt, in ms. Default 60,000. */
  timeoutMs?: number;
  /** First backoff in ms; doubles per retry, with jitter, up to `maxRetryDelayMs`. Default 500. */
  retryDelayMs?: number;
  /** Longest backoff, and the longest `Retry-After` honoured (longer is not retried). Default 60,000. */
  maxRetryDelayMs?: number;
  /** Another fetch (a proxy agent, a test double). Default the global `fetch`. */
  fetch?: typeof fetch;
  /** Sent with every request. */
  headers?: Record<string, string>;
}

/** Per call; overrides the client's options for that call. */
export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  /** The Idempotency-Key of a POST; default a fresh UUID per call, reused by its retries. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

type QueryValue = string | number | boolean | undefined | null;

interface Call {
  method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
  path: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON-encoded, unless it is FormData. */
  body?: unknown;
  options?: RequestOptions;
  /** `manual` hands a redirect back instead of following it. */
  redirect?: RequestInit["redirect"];
}

export const DEFAULT_BASE_URL = "http://127.0.0.1:8787/api/v1";
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener("abort", abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", abort, { once: true });
  });

/** Seconds (`Retry-After: 2`) or an HTTP date, as ms from now; undefined when absent or unreadable. */
function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const v = headers.get("retry-after");
  if (!v) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** fetch's own message is "fetch failed"; the reason (ECONNREFUSED, a DNS failure) is its cause. */
function describe(err: unknown) {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return [(err as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(": ");
}

/** The HTTP layer every resource goes through: auth, JSON, typed errors, retries, timeouts, abort. */
export class Transport {
  readonly baseUrl: string;
  private readonly o: Required<Omit<ClientOptions, "baseUrl" | "headers">> & { headers: Record<string, string> };

  constructor(options: ClientOptions) {
    if (!options.apiKey) throw new TypeError("createClient: apiKey is required");
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.o = {
      apiKey: options.apiKey,
      maxRetries: options.maxRetries ?? 3,
      timeoutMs: options.timeoutMs ?? 60_000,
      retryDelayMs: options.retryDelayMs ?? 500,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 60_000,
      fetch: options.fetch ?? ((...args) => fetch(...args)),
      headers: options.headers ?? {},
    };
  }

  /**
   * A request outside the API (a presigned storage URL): the configured fetch, without the API
   * key, without retries (a body may be a stream sent once).
   */
  external(url: string, init: RequestInit) {
    return this.o.fetch(url, init);
  }

  url(path: string, query?: Call["query"]) {
    const u = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) {
      for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined && one !== null) u.searchParams.append(k, String(one));
    }
    return u.toString();
  }

  /** Exponential backoff with jitter: a random wait in [d/2, d], d = retryDelayMs × 2^retry (capped). */
  backoffMs(retry: number) {
    const d = Math.min(this.o.maxRetryDelayMs, this.o.retryDelayMs * 2 ** retry);
    return d / 2 + Math.random() * (d / 2);
  }

  /** The answer's JSON (undefined for 204). */
  async json<T>(call: Call): Promise<T> {
    const res = await this.send(call);
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /**
   * Sends with retries and answers the successful Response (2xx, or 3xx with `redirect: manual`).
   * Each POST carries one Idempotency-Key across all its attempts, so a retry after a lost answer
   * is answered with the first result instead of doing the work twice.
   */
  async send(call: Call): Promise<Response> {
    const { options = {} } = call;
    const headers: Record<string, string> = { accept: "application/json", ...this.o.headers, authorization: `Bearer ${this.o.apiKey}` };
    let body: RequestInit["body"];
    if (call.body instanceof FormData) body = call.body;
    else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] = "application/json";
    }
    if (call.method === "POST") headers["idempotency-key"] = options.idempotencyKey ?? crypto.randomUUID();
    Object.assign(headers, options.headers);
    const maxRetries = options.maxRetries ?? this.o.maxRetries;
    const timeoutMs = options.timeoutMs ?? this.o.timeoutMs;
    const url = this.url(call.path, call.query);

    for (let retry = 0; ; retry++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let res: Response;
      try {
        res = await this.o.fetch(url, { method: call.method, headers, body, signal, redirect: call.redirect ?? "follow" });
      } catch (err) {
        if (options.signal?.aborted) throw options.signal.reason;
        const failure = timeout.aborted
          ? new TimeoutError(`${call.method} ${call.path}: no answer within ${timeoutMs} ms`, { cause: err })
          : new ConnectionError(`${call.method} ${call.path}: ${describe(err)}`, { cause: err });
        if (retry >= maxRetries) throw failure;
        await sleep(this.backoffMs(retry), options.signal);
        continue;
      }
      if (res.ok || (call.redirect === "manual" && res.status >= 300 && res.status < 400)) return res;

      const text = await res.text().catch(() => "");
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const error = apiError(res.status, parsed, res.headers);
      const wait = this.retryWait(error, retry);
      if (retry >= maxRetries || wait === undefined) throw error;
      await sleep(wait, options.signal);
    }
  }

  /** How long to wait before retrying this error, or undefined when it is not retried. */
  private retryWait(error: ApiError, retry: number): number | undefined {
    // The Error object's own word wins: `retryable: false` is never retried, whatever the status.
    if (error.error.retryable === false || (!RETRY_STATUSES.has(error.status) && !error.retryable)) return undefined;
    const after = retryAfterMs(error.headers);
    if (after === undefined) return this.backoffMs(retry);
    return after > this.o.maxRetryDelayMs ? undefined : after;
  }
}
