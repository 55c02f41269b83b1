/**
 * Every failure of a model call, a search API or our own checks leaves the engine as an
 * EngineError, so the job layer decides about retries from one boolean and never sees a provider
 * SDK class. Retryable: rate limits, provider outages, timeouts and network failures. Not
 * retryable: authentication, request validation, a prompt or an answer too long for the model,
 * and answers that do not match the schema (with temperature 0 the same prompt tends to give the
 * same broken answer, so a retry would only spend credits).
 */
import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from "ai";
import { EngineError } from "../engine.js";

/** HTTP statuses worth retrying: timeout, conflict, too early, rate limit, and server errors. */
export function retryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

const isAbort = (err: unknown): err is Error => err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");

/** A provider message can be a long JSON body; the job's error_message only needs its start. */
const brief = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…` : s);

/** Context-window overflows are reported as plain 400s; callers that can split the input look for this. */
const TOO_LONG = /context[_ ]length|context window|maximum context|too many tokens|prompt is too long|input is too long|too long/i;

export function toEngineError(err: unknown, what = "the model", timeoutMs?: number): EngineError {
  if (err instanceof EngineError) return err;
  // With maxRetries > 0 the SDK wraps the last attempt's failure.
  if (RetryError.isInstance(err)) return toEngineError(err.lastError, what, timeoutMs);
  if (isAbort(err)) {
    const limit = timeoutMs ? ` within ${timeoutMs} ms` : "";
    return new EngineError(`${what} did not answer${limit}`, true);
  }
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    if (status === undefined) return new EngineError(`${what} could not be reached: ${brief(err.message)}`, true);
    if (status === 401 || status === 403)
      return new EngineError(`${what} refused the credentials (HTTP ${status}): ${brief(err.message)}`, false);
    return new EngineError(`${what} answered HTTP ${status}: ${brief(err.message)}`, retryableStatus(status));
  }
  if (NoObjectGeneratedError.isInstance(err)) {
    if (err.finishReason === "length") {
      return new EngineError(`${what} stopped at the output token limit before the answer was complete`, false);
    }
    return new EngineError(`${what} gave an answer that does not match the requested structure: ${brief(err.message)}`, false);
  }
  if (NoOutputGeneratedError.isInstance(err)) return new EngineError(`${what} gave no answer`, false);
  // undici reports refused connections and resets as `TypeError: fetch failed` with a cause.
  if (err instanceof TypeError && /fetch failed/i.test(err.message)) {
    const cause = (err as { cause?: { message?: string } }).cause?.message;
    return new EngineError(`${what} could not be reached${cause ? `: ${cause}` : ""}`, true);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new EngineError(`${what} failed: ${brief(message)}`, false);
}

/** True when a failure means the output hit the token limit (the caller may split its input and retry). */
export function isTruncation(err: unknown): boolean {
  const inner = RetryError.isInstance(err) ? err.lastError : err;
  return NoObjectGeneratedError.isInstance(inner) && inner.finishReason === "length";
}

/** True when the provider refused the prompt as longer than the model's context window. */
export function isPromptTooLong(err: unknown): boolean {
  const inner = RetryError.isInstance(err) ? err.lastError : err;
  return (
    APICallError.isInstance(inner) &&
    (inner.statusCode === 400 || inner.statusCode === 413) &&
    TOO_LONG.test(`${inner.message} ${inner.responseBody ?? ""}`)
  );
}
