/**
 * The glossary in the local engine's enrich, which does not translate: every value is copied
 * verbatim from its source, so a do_not_translate term is never altered; what it can do is say
 * so. specific_translation and context_dependent terms need a translation step, which only the
 * LLM engine has (enhance's `apply the glossary` replaces specific_translation terms: enhance.ts).
 */
import type { GlossaryTerm } from "../engine.js";
import { termPattern } from "../glossary.js";

/** The do_not_translate terms a value contains, as the glossary spells them. */
export function protectedTermsIn(value: unknown, glossary: GlossaryTerm[] | undefined): string[] {
  if (!glossary?.length || typeof value !== "string") return [];
  const found: string[] = [];
  for (const g of glossary) {
    if (g.type !== "do_not_translate" || !g.term.trim()) continue;
    if (termPattern(g).test(value) && !found.includes(g.term)) found.push(g.term);
  }
  return found;
}
