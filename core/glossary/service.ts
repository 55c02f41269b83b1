import type { GlossaryTerm as EngineGlossaryTerm } from "../ai/engine.js";
import { nowIso } from "../clock.js";
import { AppError, notFound } from "../errors.js";
import { pageOf } from "../http/pagination.js";
import { fieldErrors } from "../validation.js";
import { newId } from "../store/ids.js";
import { assertFits } from "../store/size.js";
import { GlossaryKeyEntity, GlossaryService, GlossaryTermEntity } from "./entity.js";
import type { GlossaryTerm, GlossaryTermInput, GlossaryTermUpdateInput } from "./schemas.js";

const RETRIES = 6;

interface Stored {
  companyId: string;
  termId: string;
  term: string;
  termKey: string;
  type: GlossaryTerm["type"];
  caseSensitive: boolean;
  category: string;
  translations: Record<string, string>;
  revision: number;
  createdAt: string;
}

/**
 * The uniqueness key of a term: NFC, lowercased. Deliberately ignores case_sensitive, so one
 * spelling has one entry whatever its casing (docs/api-guide.md, Glossary).
 */
const termKeyOf = (term: string): string => term.normalize("NFC").toLowerCase();

const toTerm = (s: Stored): GlossaryTerm => ({
  id: s.termId,
  term: s.term,
  type: s.type,
  case_sensitive: s.caseSensitive,
  category: s.category,
  translations: s.translations,
  created_at: s.createdAt,
});

/** The rule across fields, checked on the merged result so create and PATCH agree. */
function checkRules(s: Stored): void {
  if (s.type === "specific_translation" && Object.keys(s.translations).length === 0) {
    throw fieldErrors([{ field: "translations", in: "body", message: "a specific_translation term needs at least one translation" }]);
  }
  assertFits(toTerm(s), "translations", `Glossary term ${s.term}`);
}

const duplicate = async (companyId: string, term: string) => {
  const { data } = await GlossaryKeyEntity.get({ companyId, termKey: termKeyOf(term) }).go({ consistent: true });
  return new AppError("conflict", `The glossary already has the term ${JSON.stringify(term)} (terms are unique ignoring case)`, {
    code: "duplicate_term",
    details: { term, ...(data ? { existing_id: data.termId } : {}) },
  });
};

const contention = () =>
  new AppError("service_unavailable", "The glossary term is being changed concurrently; retry", {
    code: "concurrent_modification",
    retryable: true,
  });

/** Transactions touching one key item at once may be cancelled as a conflict; back off a little. */
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** attempt));

async function all(companyId: string): Promise<Stored[]> {
  const { data } = await GlossaryTermEntity.query.byCompany({ companyId }).go({ pages: "all" });
  return data as Stored[];
}

/** Sorted by folded term (code point order), then by the term as written, so the order is total. */
const byTerm = (a: Stored, b: Stored) =>
  a.termKey < b.termKey ? -1 : a.termKey > b.termKey ? 1 : a.term < b.term ? -1 : a.term > b.term ? 1 : 0;

export async function list(companyId: string, q: { page: number; limit: number; search?: string }) {
  const needle = q.search?.trim() ? termKeyOf(q.search.trim()) : undefined;
  const matches = (await all(companyId)).filter((s) => !needle || s.termKey.includes(needle)).sort(byTerm);
  return pageOf(matches.map(toTerm), q);
}

/** Every term of the company, in the engines' shape; enrichment passes it when use_glossary is true. */
export async function allTerms(companyId: string): Promise<EngineGlossaryTerm[]> {
  return (await all(companyId)).sort(byTerm).map((s) => ({
    term: s.term,
    type: s.type,
    case_sensitive: s.caseSensitive,
    category: s.category,
    translations: s.translations,
  }));
}

async function getStored(companyId: string, id: string): Promise<Stored> {
  const { data } = await GlossaryTermEntity.get({ companyId, termId: id }).go({ consistent: true });
  if (!data) throw notFound("Glossary term", { glossary_term_id: id });
  return data as Stored;
}

export async function get(companyId: string, id: string): Promise<GlossaryTerm> {
  return toTerm(await getStored(companyId, id));
}

/** Writes the term and claims its folded spelling in one transaction; a taken spelling is a 409. */
export async function create(companyId: string, input: GlossaryTermInput): Promise<GlossaryTerm> {
  const s: Stored = {
    companyId,
    termId: newId("term"),
    term: input.term,
    termKey: termKeyOf(input.term),
    type: input.type,
    caseSensitive: input.case_sensitive,
    category: input.category,
    translations: input.translations,
    revision: 1,
    createdAt: nowIso(),
  };
  checkRules(s);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const result = await GlossaryService.transaction
      .write(({ term, termKey }) => [term.create(s).commit(), termKey.create({ companyId, termKey: s.termKey, termId: s.termId }).commit()])
      .go();
    if (!result.canceled) return toTerm(s);
    if (result.data[1]?.code === "ConditionalCheckFailed") throw await duplicate(companyId, s.term);
    await backoff(attempt);
  }
  throw contention();
}

/**
 * PATCH: a compare-and-set on `revision`. A rename to another folded spelling moves the
 * uniqueness item in the same transaction, so two terms can never share a spelling; a lost race
 * is retried from a fresh read.
 */
export async function update(companyId: string, id: string, patch: GlossaryTermUpdateInput): Promise<GlossaryTerm> {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const current = await getStored(companyId, id);
    const next: Stored = {
      ...current,
      term: patch.term ?? current.term,
      type: patch.type ?? current.type,
      caseSensitive: patch.case_sensitive ?? current.caseSensitive,
      category: patch.category ?? current.category,
      translations: patch.translations ?? current.translations,
      revision: current.revision + 1,
    };
    next.termKey = termKeyOf(next.term);
    checkRules(next);
    const moves = next.termKey !== current.termKey;
    const result = await GlossaryService.transaction
      .write(({ term, termKey }) => [
        term
          .patch({ companyId, termId: id })
          .set({
            term: next.term,
            termKey: next.termKey,
            type: next.type,
            caseSensitive: next.caseSensitive,
            category: next.category,
            translations: next.translations,
            revision: next.revision,
          })
          .where((a, op) => op.eq(a.revision, current.revision))
          .commit(),
        ...(moves
          ? [
              termKey
                .delete({ companyId, termKey: current.termKey })
                .where((a, op) => op.eq(a.termId, id))
                .commit(),
              termKey.create({ companyId, termKey: next.termKey, termId: id }).commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) return toTerm(next);
    const codes: string[] = result.data.map((d) => d.code);
    // A moved revision means someone else wrote first: start again from what they wrote.
    if (codes[0] !== "ConditionalCheckFailed" && codes[2] === "ConditionalCheckFailed") {
      throw await duplicate(companyId, next.term);
    }
    await backoff(attempt);
  }
  throw contention();
}

/** Deletes the term and frees its spelling together; a missing term is a 404. */
export async function remove(companyId: string, id: string): Promise<void> {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const current = await getStored(companyId, id);
    const result = await GlossaryService.transaction
      .write(({ term, termKey }) => [
        term
          .delete({ companyId, termId: id })
          .where((a, op) => op.eq(a.revision, current.revision))
          .commit(),
        termKey
          .delete({ companyId, termKey: current.termKey })
          .where((a, op) => op.eq(a.termId, id))
          .commit(),
      ])
      .go();
    if (!result.canceled) return;
    await backoff(attempt);
  }
  throw contention();
}
