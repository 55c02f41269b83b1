/**
 * The glossary held against an engine's answer (spec 2.12, docs/enhance.md "Glossary"), for
 * every engine alike, before the value is coerced and stored. Only terms found in the cells the
 * prompt works from are checked, and only in text answers:
 * - do_not_translate: the term must come out as the glossary spells it. Another casing of it
 *   (`AURORA` after an upper-case step) is repaired to that spelling; a term that is gone fails.
 * - specific_translation, with a target language the term has a translation for: the answer
 *   must hold that translation. The term left untranslated is repaired by replacing it; a term
 *   that became anything else fails.
 * - context_dependent: guidance for the engine only; nothing to check.
 */
import type { GlossaryTerm } from "../ai/engine.js";
import { termPattern } from "../ai/glossary.js";
import type { Column } from "../schemas/schemas.js";

export type Checked = { ok: true; value: unknown; repairs: string[] } | { ok: false; reason: string };

/**
 * The text the prompt works from: the cells it names (`{{key}}`, or a column key or label as a
 * word of the prompt), else the target cell itself (translate-in-place prompts).
 */
export function sourceText(prompt: string, columns: Column[], target: Column, row: Record<string, unknown>): string {
  const named = columns.filter((c) => {
    const word = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}_])`, "iu");
    return prompt.includes(`{{${c.key}}}`) || word(c.key).test(prompt) || word(c.label).test(prompt);
  });
  const text = (v: unknown): string => (Array.isArray(v) ? v.map(text).join("\n") : typeof v === "string" ? v : "");
  return (named.length ? named : [target]).map((c) => text(row[c.key])).join("\n");
}

const exact = (term: string) => termPattern({ term, case_sensitive: true }, "g");
const loose = (term: string) => termPattern({ term, case_sensitive: false }, "g");

export function checkGlossary(value: unknown, source: string, glossary: GlossaryTerm[], targetLanguage?: string): Checked {
  if (typeof value !== "string" || !source) return { ok: true, value, repairs: [] };
  let text = value;
  const repairs: string[] = [];
  for (const g of [...glossary].sort((a, b) => b.term.length - a.term.length)) {
    if (!g.term.trim() || !termPattern(g).test(source)) continue;
    if (g.type === "do_not_translate") {
      if (exact(g.term).test(text)) continue;
      if (!loose(g.term).test(text))
        return { ok: false, reason: `The glossary term "${g.term}" (do not translate) is missing from the answer` };
      text = text.replace(loose(g.term), g.term);
      repairs.push(`"${g.term}" restored to its glossary spelling`);
    } else if (g.type === "specific_translation" && targetLanguage && g.translations[targetLanguage]) {
      const translation = g.translations[targetLanguage];
      if (loose(translation).test(text)) continue;
      if (!termPattern(g).test(text)) {
        return {
          ok: false,
          reason: `The glossary term "${g.term}" must be translated as "${translation}" (${targetLanguage}); the answer has neither`,
        };
      }
      text = text.replace(termPattern(g, "g"), translation);
      repairs.push(`"${g.term}" replaced by its ${targetLanguage} translation "${translation}"`);
    }
  }
  return { ok: true, value: text, repairs };
}
