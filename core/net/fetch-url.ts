import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { VERSION } from "../config.js";
import { assertPublicUrl, parseHttpUrl, publicLookup } from "./public-url.js";

export interface FetchLimits {
  /** Off: refuse private, loopback and metadata addresses, before the request and at connect. */
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface Fetched {
  url: string;
  contentType: string;
  bytes: Uint8Array;
}

export class FetchError extends Error {}

/** Every outbound document fetch's budget, by purpose, in one place (webhook sends: core/webhooks/send.ts). */
export const FETCH_BUDGETS = {
  /** A table's `file_urls`: a whole catalog file. */
  extraction: { maxBytes: 50 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 },
  /** A page the LLM engine reads for search or enrich. */
  llmPage: { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 },
  /** A page an enrich item links to, read by the local engine. */
  enrichPage: { maxBytes: 3 * 1024 * 1024, timeoutMs: 8_000, maxRedirects: 3 },
} as const satisfies Record<string, Omit<FetchLimits, "allowPrivate">>;

function get(url: URL, limits: FetchLimits): Promise<IncomingMessage> {
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "GET",
      headers: { "user-agent": `pds-extract/${VERSION}`, accept: "*/*" },
      lookup: limits.allowPrivate ? undefined : publicLookup,
      signal: AbortSignal.timeout(limits.timeoutMs),
      agent: false,
    });
    req.on("response", resolve);
    req.on("error", reject);
    req.end();
  });
}

/**
 * Downloads a public document for extraction: bounded in time, size and redirects, each hop
 * checked against the SSRF guard. Throws FetchError with a message fit for `error_message`.
 */
export async function fetchDocument(raw: string, limits: FetchLimits): Promise<Fetched> {
  let url = limits.allowPrivate ? parseHttpUrl(raw) : await assertPublicUrl(raw);
  for (let hop = 0; ; hop++) {
    const res = await get(url, limits).catch((err: Error) => {
      throw new FetchError(`could not fetch ${url.href}: ${err.message}`);
    });
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= limits.maxRedirects) throw new FetchError(`${raw} redirected more than ${limits.maxRedirects} times`);
      const next = new URL(res.headers.location, url);
      url = limits.allowPrivate ? parseHttpUrl(next) : await assertPublicUrl(next);
      continue;
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw new FetchError(`${url.href} answered HTTP ${status}`);
    }
    const declared = Number(res.headers["content-length"] ?? 0);
    if (declared > limits.maxBytes) {
      res.destroy();
      throw new FetchError(`${url.href} is ${declared} bytes; at most ${limits.maxBytes} are read`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) {
        res.destroy();
        throw new FetchError(`${url.href} is larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    return { url: url.href, contentType: String(res.headers["content-type"] ?? ""), bytes: Buffer.concat(chunks) };
  }
}
