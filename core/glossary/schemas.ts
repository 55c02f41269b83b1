import { z } from "@hono/zod-openapi";
import { listOf, PageQuery } from "../http/schemas.js";

export const GLOSSARY_TYPES = ["do_not_translate", "specific_translation", "context_dependent"] as const;
const MAX_TRANSLATIONS = 100;

const GlossaryType = z.enum(GLOSSARY_TYPES, { error: `type must be one of ${GLOSSARY_TYPES.join(", ")}` }).openapi("GlossaryTermType");

const Term = z
  .string({ error: "term is required and must be a string" })
  .trim()
  .min(1, "term must not be empty")
  .max(200, "term must be at most 200 characters")
  .openapi({ example: "Aurora" });

const Category = z.string({ error: "category must be a string" }).trim().max(100, "category must be at most 100 characters");

/**
 * BCP 47-ish, in canonical casing only: language (2-3 lowercase letters), optional script
 * (`Hant`), optional region (`CA`, `419`). Canonical casing keeps `fr-CA` and `fr-ca` from
 * becoming two entries of one map.
 */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

const Translations = z
  .record(
    z.string().regex(LANGUAGE_CODE),
    z
      .string({ error: "a translation must be a string" })
      .trim()
      .min(1, "a translation must not be empty")
      .max(200, "a translation must be at most 200 characters"),
    {
      error: (iss) => (iss.code === "invalid_key" ? "translations keys must be language codes such as de, fr-CA or zh-Hant-TW" : undefined),
    },
  )
  .refine((t) => Object.keys(t).length <= MAX_TRANSLATIONS, `translations may hold at most ${MAX_TRANSLATIONS} languages`)
  .openapi({ description: "Language code (e.g. de, fr-CA) → translated term", example: { de: "Aurora", "fr-CA": "Aurore" } });

export const GlossaryTerm = z
  .object({
    id: z.string(),
    term: z.string(),
    type: GlossaryType,
    case_sensitive: z.boolean(),
    category: z.string(),
    translations: z.record(z.string(), z.string()),
    created_at: z.iso.datetime(),
  })
  .openapi("GlossaryTerm");
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;

export const GlossaryTermInput = z
  .strictObject({
    term: Term,
    type: GlossaryType,
    case_sensitive: z.boolean({ error: "case_sensitive must be a boolean" }).default(false),
    category: Category.default(""),
    translations: Translations.default({}),
  })
  .openapi("GlossaryTermInput");
export type GlossaryTermInput = z.output<typeof GlossaryTermInput>;

/** PATCH body: omitted fields stay; `translations` replaces the whole map. */
export const GlossaryTermUpdateInput = z
  .strictObject({
    term: Term.optional(),
    type: GlossaryType.optional(),
    case_sensitive: z.boolean({ error: "case_sensitive must be a boolean" }).optional(),
    category: Category.optional(),
    translations: Translations.optional(),
  })
  .openapi("GlossaryTermUpdateInput");
export type GlossaryTermUpdateInput = z.output<typeof GlossaryTermUpdateInput>;

export const GlossaryListQuery = PageQuery.extend({
  search: z.string().max(200).optional().openapi({ description: "Case-insensitive substring match on term" }),
});

export const GlossaryList = listOf(GlossaryTerm, "GlossaryTermList");

export const GlossaryIdParam = z.object({ id: z.string().min(1).max(100) });
