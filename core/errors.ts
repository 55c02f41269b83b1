/**
 * The service's one error type and its wire shape (spec 2.1, 7). No Hono import here:
 * workers and services throw the same errors the API renders.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  unauthenticated: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation_error: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorType = keyof typeof ERROR_STATUS;
/** Statuses the table maps to, plus 413 for bodies refused before parsing. */
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorType] | 413;

export interface ErrorExtras {
  code?: string;
  retryable?: boolean;
  attribute_id?: string;
  attribute_key?: string;
  details?: Record<string, unknown>;
  current_updated_at?: string;
}

export interface ErrorBody extends ErrorExtras {
  status_code: number;
  error_type: ErrorType;
  message: string;
  request_id: string;
}

export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly type: ErrorType,
    message: string,
    readonly extras: ErrorExtras = {},
    status?: ErrorStatus,
  ) {
    super(message);
    this.name = "AppError";
    this.status = status ?? ERROR_STATUS[type];
  }

  toBody(requestId: string): ErrorBody {
    return { status_code: this.status, error_type: this.type, message: this.message, request_id: requestId, ...this.extras };
  }
}

export const notFound = (what: string, details?: Record<string, unknown>) =>
  new AppError("not_found", `${what} not found`, details ? { details } : {});

/**
 * AWS SDK and network errors that mean DynamoDB, S3 or SQS is overloaded or out of reach for a
 * moment (the SDK has already retried them): the request did not happen, and a retry may work.
 */
const UNAVAILABLE_NAMES = new Set([
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "InternalServerError",
  "ServiceUnavailable",
  "SlowDown",
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
]);
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EAI_AGAIN"]);

function isUnavailable(err: unknown, depth = 0): boolean {
  const e = err as { name?: string; code?: string; $retryable?: unknown; cause?: unknown } | null;
  if (!e || depth > 3) return false;
  if (UNAVAILABLE_NAMES.has(e.name ?? "") || UNAVAILABLE_CODES.has(e.code ?? "") || e.$retryable) return true;
  // ElectroDB wraps the SDK's error as its cause.
  return isUnavailable(e.cause, depth + 1);
}

/** Anything that is not an AppError is unexpected: its message must never reach a client. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isUnavailable(err)) {
    return new AppError("service_unavailable", "The service could not reach its data store just now; retry in a moment", {
      code: "temporarily_unavailable",
      retryable: true,
    });
  }
  return new AppError("internal_error", "An unexpected error occurred; retry later or contact support with the request_id", {
    retryable: true,
  });
}
