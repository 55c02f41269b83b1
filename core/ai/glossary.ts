/**
 * How a glossary term is found in text, for every engine and for the checks after them: whole
 * words only (`Pro` is not in `Product`), case-insensitive unless the term is `case_sensitive`.
 */
import type { GlossaryTerm } from "./engine.js";

export function termPattern(g: Pick<GlossaryTerm, "term" | "case_sensitive">, flags = ""): RegExp {
  const escaped = g.term.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, `${flags}u${g.case_sensitive ? "" : "i"}`);
}
