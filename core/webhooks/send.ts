import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { VERSION } from "../config.js";
import { assertPublicUrl, parseHttpUrl, publicLookup } from "../net/public-url.js";

/** A receiver gets this long for the whole exchange, connect to last byte. */
export const SEND_TIMEOUT_MS = 10_000;
/**
 * ...and this long to accept the connection: a dead host fails its attempt in seconds instead of
 * holding a worker (and the company's share of sends, core/webhooks/fair-share.ts) for the whole
 * timeout.
 */
const CONNECT_TIMEOUT_MS = 3_000;

/** The connection was not accepted within CONNECT_TIMEOUT_MS. */
export class ConnectTimeoutError extends Error {
  override name = "ConnectTimeoutError";
}

export interface PostOptions {
  headers: Record<string, string>;
  /** Off: refuse non-public addresses (checked before the request and again at connect). */
  allowPrivate: boolean;
  timeoutMs?: number;
  connectTimeoutMs?: number;
}

/**
 * POSTs a JSON body and resolves with the response status; redirects are not followed (a 3xx
 * is just a status). Rejects with UnsafeUrlError for a refused URL and with the network error
 * (DNS, refused, reset, timeout) otherwise. node:http rather than fetch: its `lookup` hook lets
 * the guard check the very address we connect to, which closes DNS rebinding.
 */
export async function postJson(rawUrl: string, body: string, options: PostOptions): Promise<number> {
  const url = options.allowPrivate ? parseHttpUrl(rawUrl) : await assertPublicUrl(rawUrl);
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          ...options.headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": `pds-webhooks/${VERSION}`,
        },
        lookup: options.allowPrivate ? undefined : publicLookup,
        signal: AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS),
        // One connection per attempt: a kept-alive socket idling in a frozen Lambda is often
        // dead when reused, which would turn into a spurious failed attempt.
        agent: false,
      },
      (res) => {
        // Only the status matters: settle on it, and drain (or time out) the body quietly.
        resolve(res.statusCode ?? 0);
        res.on("error", () => undefined);
        res.resume();
      },
    );
    req.on("error", reject);
    // The connect budget: cleared once the socket is connected (TLS and the answer then count
    // against the whole-exchange timeout only).
    const connectMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    req.on("socket", (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => req.destroy(new ConnectTimeoutError(`no connection within ${connectMs / 1000} s`)), connectMs);
      socket.once("connect", () => clearTimeout(timer));
      socket.once("close", () => clearTimeout(timer));
    });
    req.end(body);
  });
}
