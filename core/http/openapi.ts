import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ERROR_STATUS } from "../errors.js";
import { ErrorObject } from "./schemas.js";

type Status = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS] | 413;

const DESCRIPTIONS: Record<Status, string> = {
  400: "Malformed request",
  401: "Missing, invalid or deactivated key",
  402: "Not enough credits",
  403: "The key lacks permission for this action",
  404: "Absent, or another company's resource",
  409: "Conflicts with the resource's current state",
  413: "Request body too large",
  422: "Missing or invalid fields",
  429: "Too many requests",
  500: "Unexpected server error",
  503: "Temporarily unavailable; retry",
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

/** Error responses of a route: the listed statuses plus those any authenticated call can get. */
export function errors(...statuses: Status[]) {
  const all = new Set<Status>([400, 401, 500, ...statuses]);
  return Object.fromEntries([...all].sort().map((s) => [s, json(ErrorObject, DESCRIPTIONS[s])])) as Record<
    Status,
    ReturnType<typeof json<typeof ErrorObject>>
  >;
}

export type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
interface Operation {
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, unknown>;
}
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Every operation of the document, with its path and method. */
export function operations(doc: Document): { path: string; method: string; op: Operation }[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as unknown as Operation })),
  );
}
