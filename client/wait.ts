import { WaitTimeoutError } from "./errors.js";
import { sleep } from "./http.js";

export interface WaitOptions {
  signal?: AbortSignal;
  /** First pause between reads, in ms (default 500); grows by half each read up to `maxIntervalMs`. */
  intervalMs?: number;
  maxIntervalMs?: number;
  /** Give up after this long (default 30 minutes): WaitTimeoutError. The work itself goes on. */
  timeoutMs?: number;
}

/** Reads `read()` with growing pauses until `done` says so; every read goes to `onRead`. */
export async function poll<T>(read: () => Promise<T>, done: (t: T) => boolean, onRead: (t: T) => void, o: WaitOptions = {}): Promise<T> {
  const deadline = Date.now() + (o.timeoutMs ?? 30 * 60_000);
  let interval = o.intervalMs ?? 500;
  for (;;) {
    const t = await read();
    onRead(t);
    if (done(t)) return t;
    if (Date.now() + interval > deadline) throw new WaitTimeoutError(`still not done after ${o.timeoutMs ?? 30 * 60_000} ms`);
    await sleep(interval, o.signal);
    interval = Math.min(o.maxIntervalMs ?? 5_000, Math.round(interval * 1.5));
  }
}
