import { z } from "@hono/zod-openapi";

export const Company = z
  .object({
    id: z.uuid(),
    name: z.string(),
    monthly_credits: z.number().openapi({ description: "Credits granted at the start of every billing period (docs/credits.md)" }),
    monthly_fee_czk: z.number().nullable().openapi({ description: "The monthly fee in CZK, null when not configured" }),
    monthly_fee_eur: z.number().nullable().openapi({ description: "The monthly fee in EUR, null when not configured" }),
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
