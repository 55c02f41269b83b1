import { z } from "@hono/zod-openapi";
import { ERROR_STATUS } from "../errors.js";

export const ErrorObject = z
  .object({
    status_code: z.number().int(),
    error_type: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]]),
    message: z.string(),
    request_id: z.string(),
    code: z.string().optional(),
    retryable: z.boolean().optional(),
    attribute_id: z.uuid().optional(),
    attribute_key: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
    current_updated_at: z.iso.datetime().optional(),
  })
  .openapi("Error");

export const Pagination = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }).openapi("Pagination");
export type Pagination = z.infer<typeof Pagination>;

/** Every list's envelope (spec 2.2): `{ data: T[], pagination }`, plus `extra` fields a list may add. */
export const listOf = <T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(item: T, name: string, extra?: E) =>
  z.object({ data: z.array(item), pagination: Pagination, ...(extra as E) }).openapi(name);

/** An integer query parameter between `min` and `max` (none: unbounded), `fallback` when absent. */
export const intParam = (name: string, min: number, max: number | undefined, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      const bounds = max === undefined ? `at least ${min}` : `between ${min} and ${max}`;
      if (!/^-?\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || (max !== undefined && n > max)) {
        ctx.addIssue({ code: "custom", message: `${name} must be an integer ${bounds}` });
        return z.NEVER;
      }
      return n;
    })
    .openapi({ type: "integer", minimum: min, maximum: max, default: fallback });

/** Query parameters of every list endpoint (spec 2.13). */
export const PageQuery = z.object({
  page: intParam("page", 1, undefined, 1),
  limit: intParam("limit", 1, 100, 25),
});
export type PageQuery = z.output<typeof PageQuery>;

/** A URL the service will fetch or POST to (file_urls, webhook_url): http(s) only. */
export const HttpUrl = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).max(2048);
