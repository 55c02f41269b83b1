import { z } from "@hono/zod-openapi";

export const Company = z
  .object({
    id: z.uuid(),
    name: z.string(),
    monthly_credits: z.number(),
    created_at: z.iso.datetime(),
  })
  .openapi("Company");

export const Me = z
  .object({
    company: Company,
    key: z.object({
      id: z.string(),
      scopes: z.array(z.enum(["read", "write"])),
      user_id: z.string().nullable(),
    }),
  })
  .openapi("Me");
