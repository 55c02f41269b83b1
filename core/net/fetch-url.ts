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
    return { url: url.href, contentType: String(res.headers["content-type"] ?? ""), bytes: await readBody(res, url, declared, limits) };
  }
}

/**
 * The response's body, within the byte budget. Everything that can go wrong while reading it (a
 * reset, the timeout, a body shorter than its Content-Length) is a FetchError too: the source
 * failed, which a retry of ours would not mend.
 */
async function readBody(res: IncomingMessage, url: URL, declared: number, limits: FetchLimits): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) {
        res.destroy();
        throw new FetchError(`${url.href} is larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof FetchError) throw err;
    throw new FetchError(`could not read ${url.href}: ${(err as Error).message} after ${size} bytes${declared ? ` of ${declared}` : ""}`);
  }
  if (declared && size < declared) throw new FetchError(`${url.href} ended after ${size} of its ${declared} bytes`);
  return Buffer.concat(chunks);
}
