import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ErrorStatus } from "../errors.js";
import { ErrorObject } from "./schemas.js";

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: "Malformed request: the body is not valid JSON (`malformed_request`) or not sent as `application/json` (`unsupported_media_type`)",
  401: "Missing, invalid or deactivated key",
  402: "Not enough credits; nothing ran and nothing was charged",
  403: "The key lacks the write scope this request needs",
  404: "Absent, or another company's resource",
  409: "Conflicts with the resource's current state",
  413: "Request body over the size limit (`payload_too_large`), refused before it is read",
  422: "Missing or invalid fields; `details.errors[]` names each one",
  429:
    "Too many requests (`rate_limited`): back off and retry, after `Retry-After` seconds when the header is sent. " +
    "The contract reserves this status for every operation; no request-rate limit is enforced yet.",
  500: "Unexpected server error; quote the `request_id`",
  503: "Temporarily unavailable (`retryable: true`); retry",
};

/** A JSON response or request body entry. */
export const json = <T extends z.ZodType>(schema: T, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});

/** A required JSON request body (without `required`, a missing Content-Type validates as {}). */
export const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/**
 * The error responses particular to a route: those its service can answer (402, 409, 503, a 422
 * of a rule on stored state). What follows from the operation's shape (401, 403, 404, 400/413/422
 * for a body, 429, 500) is added to the document by `addImpliedErrors`.
 */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, json(ErrorObject, DESCRIPTIONS[s])])) as Record<
    ErrorStatus,
    ReturnType<typeof json<typeof ErrorObject>>
  >;
}

export type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
interface Operation {
  security?: unknown[];
  requestBody?: unknown;
  parameters?: { in: string }[];
  responses: Record<string, unknown>;
}
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Every operation of the document, with its path and method. */
export function operations(doc: Document): { path: string; method: string; op: Operation }[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as unknown as Operation })),
  );
}

/** The statuses an operation can answer because of its shape, whatever its service does. */
function impliedStatuses(method: string, op: Operation): ErrorStatus[] {
  const statuses: ErrorStatus[] = [429, 500]; // every request (spec 7), public ones included
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  if (!isPublic) statuses.push(401);
  // core/http/authenticate.ts: everything but a read needs the write scope.
  if (!isPublic && !["get", "head", "options"].includes(method)) statuses.push(403);
  // Malformed JSON or another media type, over MAX_BODY_BYTES (core/api/body-limit.ts), invalid fields.
  if (op.requestBody) statuses.push(400, 413, 422);
  if (op.parameters?.some((p) => p.in === "path")) statuses.push(404);
  if (op.parameters?.some((p) => p.in === "query")) statuses.push(422);
  return statuses;
}

/**
 * Adds the implied error responses to every operation of the built document. Done here, on the
 * generated operations, rather than in each route's `errors(...)`: the rule reads what the
 * document really says (its security, method, body and parameters), so a new route cannot
 * forget a status, and the rule is written once. Routes keep listing what only their service knows.
 */
export function addImpliedErrors(doc: Document) {
  for (const { method, op } of operations(doc)) {
    for (const status of impliedStatuses(method, op)) op.responses[status] ??= errorResponse(status);
    // core/http/idempotency.ts: every authenticated POST takes an Idempotency-Key.
    const isPublic = Array.isArray(op.security) && op.security.length === 0;
    if (method === "post" && !isPublic) {
      op.parameters = [...(op.parameters ?? []), IDEMPOTENCY_KEY];
      op.responses[409] ??= errorResponse(409);
    }
    op.responses = Object.fromEntries(Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b)));
  }
}

const IDEMPOTENCY_KEY = {
  in: "header",
  name: "Idempotency-Key",
  required: false,
  description:
    "Makes a retry safe: a request repeated with the same key (1 to 255 printable ASCII characters, scoped to the API key) " +
    "within 24 hours answers the first request's successful answer again with `Idempotent-Replayed: true` and does nothing " +
    "more. The same key with a different request is 422 `idempotency_key_reused`; while the first is still running, 409 " +
    "`idempotency_in_progress` (retryable). Refused and failed requests are not kept, so their retry runs again.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

const RATE_LIMIT_HEADERS = {
  "ratelimit-limit": {
    description: "Requests allowed per second to the tighter scope (the API key or its company)",
    schema: { type: "integer" },
  },
  "ratelimit-remaining": { description: "Requests left in the current one-second window", schema: { type: "integer" } },
  "ratelimit-reset": { description: "Seconds until the window resets", schema: { type: "integer" } },
};

function errorResponse(status: ErrorStatus) {
  const response = {
    description: DESCRIPTIONS[status],
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
  if (status !== 429) return response;
  return {
    ...response,
    headers: {
      "retry-after": { description: "Seconds to wait before retrying", schema: { type: "integer", minimum: 0 } },
      ...RATE_LIMIT_HEADERS,
    },
  };
}
