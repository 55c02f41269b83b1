import { Entity, Service } from "electrodb";
import { entityConfig, primary, SERVICE } from "../store/entity.js";

/**
 * A glossary term of a company. `revision` is internal (not on the wire): every write is a
 * compare-and-set on it, so a rule spanning fields (specific_translation needs a translation)
 * holds however two PATCHes race. `termKey` repeats the folded term for readability of the
 * table; uniqueness lives in GlossaryKeyEntity.
 */
export const GlossaryTermEntity = new Entity(
  {
    model: { entity: "glossaryterm", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      termId: { type: "string", required: true },
      term: { type: "string", required: true },
      termKey: { type: "string", required: true },
      type: { type: ["do_not_translate", "specific_translation", "context_dependent"] as const, required: true },
      caseSensitive: { type: "boolean", required: true },
      category: { type: "string", required: true },
      /** Language code → translated term; a free-form map, validated by the API schema. */
      translations: { type: "any", required: true },
      revision: { type: "number", required: true },
      createdAt: { type: "string", required: true },
    },
    indexes: { byCompany: primary(["companyId"], ["termId"]) },
  },
  entityConfig(),
);

/** One item per (company, folded term): written with the term, moved by a rename, in one transaction. */
export const GlossaryKeyEntity = new Entity(
  {
    model: { entity: "glossarykey", version: "1", service: SERVICE },
    attributes: {
      companyId: { type: "string", required: true },
      termKey: { type: "string", required: true },
      termId: { type: "string", required: true },
    },
    indexes: { byTerm: primary(["companyId"], ["termKey"]) },
  },
  entityConfig(),
);

export const GlossaryService = new Service({ term: GlossaryTermEntity, termKey: GlossaryKeyEntity }, entityConfig());
