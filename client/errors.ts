import type { ErrorObject, Table } from "./types.js";

/** Every error the client throws (except an abort, which rethrows the signal's reason). */
export class PdsError extends Error {
  override name = "PdsError";
}

/**
 * The service answered with an Error object (spec 2.1). `requestId` is its `request_id` (also the
 * `x-request-id` header): quote it when reporting a problem. Subclasses by `error_type` let
 * callers catch one kind (`catch (e) { if (e instanceof NotFoundError) … }`).
 */
export class ApiError extends PdsError {
  override name = "ApiError";
  readonly status: number;
  readonly error: ErrorObject;
  readonly requestId: string;
  readonly errorType: string;
  readonly code: string | undefined;
  readonly retryable: boolean;
  readonly headers: Headers;

  constructor(status: number, error: ErrorObject, headers: Headers) {
    super(`${error.message} (${status} ${error.error_type}${error.code ? `/${error.code}` : ""}, request ${error.request_id})`);
    this.status = status;
    this.error = error;
    this.requestId = error.request_id;
    this.errorType = error.error_type;
    this.code = error.code;
    this.retryable = error.retryable === true;
    this.headers = headers;
  }
}

export class BadRequestError extends ApiError {
  override name = "BadRequestError";
}
export class AuthenticationError extends ApiError {
  override name = "AuthenticationError";
}
export class InsufficientCreditsError extends ApiError {
  override name = "InsufficientCreditsError";
}
export class PermissionDeniedError extends ApiError {
  override name = "PermissionDeniedError";
}
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}
export class ConflictError extends ApiError {
  override name = "ConflictError";
}
export class ValidationError extends ApiError {
  override name = "ValidationError";
}
export class RateLimitError extends ApiError {
  override name = "RateLimitError";
}
export class ServiceUnavailableError extends ApiError {
  override name = "ServiceUnavailableError";
}
export class InternalServerError extends ApiError {
  override name = "InternalServerError";
}

const BY_TYPE: Record<string, typeof ApiError> = {
  invalid_request: BadRequestError,
  unauthenticated: AuthenticationError,
  insufficient_credits: InsufficientCreditsError,
  forbidden: PermissionDeniedError,
  not_found: NotFoundError,
  conflict: ConflictError,
  validation_error: ValidationError,
  rate_limited: RateLimitError,
  service_unavailable: ServiceUnavailableError,
  internal_error: InternalServerError,
};

const TYPE_BY_STATUS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthenticated",
  402: "insufficient_credits",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "validation_error",
  429: "rate_limited",
  502: "service_unavailable",
  503: "service_unavailable",
  504: "service_unavailable",
};

/**
 * The typed error for an answer. A body that is not an Error object (a gateway's own 502 page)
 * still becomes one, typed by its status, with whatever request id the headers carry.
 */
export function apiError(status: number, body: unknown, headers: Headers): ApiError {
  const e = body as Partial<ErrorObject> | undefined;
  const error: ErrorObject =
    e && typeof e === "object" && typeof e.error_type === "string" && typeof e.message === "string"
      ? (e as ErrorObject)
      : {
          status_code: status,
          error_type: (TYPE_BY_STATUS[status] ?? (status >= 500 ? "internal_error" : "invalid_request")) as ErrorObject["error_type"],
          message: `HTTP ${status} without an Error object`,
          request_id: headers.get("x-request-id") ?? headers.get("apigw-requestid") ?? "",
        };
  const Type = BY_TYPE[error.error_type] ?? ApiError;
  return new Type(status, error, headers);
}

/** No answer: the connection failed or was cut (the request may or may not have been handled). */
export class ConnectionError extends PdsError {
  override name = "ConnectionError";
}

/** No answer within the client's `timeoutMs`. */
export class TimeoutError extends ConnectionError {
  override name = "TimeoutError";
}

/** A wait (`createAndWait`, `runAndWait`) that ran past its `timeoutMs`; the work goes on. */
export class WaitTimeoutError extends PdsError {
  override name = "WaitTimeoutError";
}

/**
 * An extraction that ended with `error_message` (spec 2.6: the table is `completed`, with the
 * rows that were good). `table` is the final table.
 */
export class ExtractionError extends PdsError {
  override name = "ExtractionError";
  constructor(readonly table: Table) {
    super(`Extraction of table ${table.id} failed: ${table.error_message} (${table.total_rows} rows kept)`);
  }
}

/** A webhook whose headers or signature do not verify: do not trust its body. */
export class WebhookVerificationError extends PdsError {
  override name = "WebhookVerificationError";
}
