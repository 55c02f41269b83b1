/**
 * The words the model reads. Kept apart from the call logic so a prompt change is one diff, and
 * so tests can see what a request is supposed to contain. Source material always goes into the
 * user message, rules into the system message.
 */
import type { GlossaryTerm } from "../engine.js";
import type { Field } from "./columns-schema.js";
import type { Page } from "./pages.js";

const GROUNDING =
  "Use only the information in the sources given. Never invent a value: when the sources do not state it, give null. " +
  "Copy excerpts verbatim from a source's text (a short passage, one sentence at most); never paraphrase an excerpt. " +
  "Cite only the URLs of the sources given.";

function fieldList(fields: Field[]): string {
  return fields.map((f) => `- ${f.name}: ${f.column.label} (column "${f.column.key}", ${f.column.type})`).join("\n");
}

function renderPages(pages: Page[]): string {
  if (!pages.length) return "No web sources could be fetched.";
  return pages.map((p, i) => `### Source ${i + 1}\nURL: ${p.url}\nTitle: ${p.title}\n${p.content}`).join("\n\n");
}

function renderGlossary(glossary: GlossaryTerm[] | undefined): string {
  if (!glossary?.length) return "";
  const line = (g: GlossaryTerm) => {
    const cs = g.case_sensitive ? " (case-sensitive)" : "";
    const tr = Object.entries(g.translations)
      .map(([lang, t]) => `${lang}: "${t}"`)
      .join(", ");
    const cat = g.category ? ` [${g.category}]` : "";
    if (g.type === "do_not_translate") return `- "${g.term}"${cs}${cat}: never translate; keep it exactly as written.`;
    if (g.type === "specific_translation") return `- "${g.term}"${cs}${cat}: always translate as ${tr || "given"}.`;
    return `- "${g.term}"${cs}${cat}: translate according to context${tr ? `; known translations ${tr}` : ""}.`;
  };
  return `\n\nGlossary (company terminology; follow it in every value you write):\n${glossary.map(line).join("\n")}`;
}

const contextBlock = (context: string | undefined) => (context?.trim() ? `\n\nContext from the user:\n${context.trim()}` : "");

export function searchSystem(instruction: string): string {
  return (
    "You find products on the web for a product catalog. You receive a search query and web pages that were fetched for it. " +
    "Return the products those pages describe that match the query, each with the values of the requested fields, the URL of the page it came from (_source_url), that page's title (_source_title) and your confidence from 0 to 1 (_confidence). " +
    `Return no product that no source describes. ${GROUNDING} ${instruction}`
  );
}

export function searchPrompt(query: string, maxResults: number, fields: Field[], pages: Page[]): string {
  return `Search query: ${query}\nReturn at most ${maxResults} products.\n\nFields:\n${fieldList(fields)}\n\nSources:\n\n${renderPages(pages)}`;
}

export function enrichSystem(opts: { instruction: string; webSearch: boolean; context?: string; glossary?: GlossaryTerm[] }): string {
  const sourcing = opts.webSearch
    ? "You receive the known values of one product and web pages fetched about it. Fill every field you can from the sources. " +
      "Keep each known value unless a source you cite states a different value; then give the source's value, set _contradicts_input to true in that field's basis entry and say in its reasoning that the source contradicts the given value. " +
      "In _basis give one entry per field you filled or checked, with the citations (url, title, verbatim excerpt) that support it, a short reasoning and a confidence (high, medium or low). " +
      GROUNDING
    : "You receive the known values of one product; no web sources are available. Keep every known value as it is. " +
      "Fill other fields only when they follow from the known values (a translation, a summary, a category implied by the name); otherwise give null. Do not guess facts such as prices, codes or measurements.";
  return `You complete product records for a product catalog. ${sourcing} ${opts.instruction}${contextBlock(opts.context)}${renderGlossary(opts.glossary)}`;
}

export function enrichPrompt(known: Record<string, unknown>, fields: Field[], pages: Page[] | undefined): string {
  const values = fields
    .filter((f) => known[f.column.key] !== undefined && known[f.column.key] !== null && known[f.column.key] !== "")
    .map((f) => `- ${f.name}: ${JSON.stringify(known[f.column.key])}`);
  const knownBlock = values.length ? values.join("\n") : "(none)";
  const sources = pages ? `\n\nSources:\n\n${renderPages(pages)}` : "";
  return `Fields:\n${fieldList(fields)}\n\nKnown values:\n${knownBlock}${sources}`;
}

export function extractSystem(context: string | undefined): string {
  return (
    "You turn unstructured text into rows of a product table. Return one row per distinct product (or record) the text describes, in the order they appear, with the values of the requested fields. " +
    "Use only what the text states; give null for anything it does not. Do not merge different products and do not repeat a product." +
    contextBlock(context)
  );
}

export function extractPrompt(text: string, fields: Field[], part?: { index: number; count: number }): string {
  const which = part && part.count > 1 ? ` (part ${part.index + 1} of ${part.count}; a product cut at the edge may be incomplete)` : "";
  return `Fields:\n${fieldList(fields)}\n\nText${which}:\n${text}`;
}

export function suggestSystem(types: readonly string[]): string {
  return (
    "You design the columns of a product data table. You receive sample data: a CSV or JSON excerpt, key: value lines, a product page or prose about products. " +
    "Propose one column per distinct attribute the sample gives for its products, in the order they appear; do not add attributes the sample does not contain. " +
    "Each column has a key (lowercase snake_case, English, at most 64 characters), a short label, a type, a one-sentence description (null when the label says it all) " +
    "and, for enum and tags columns, the values the sample shows (null otherwise). " +
    `Types: ${types.join(", ")}. Use number for prices, quantities and measurements (the unit goes into the label or description), ` +
    "enum for a field with a few recurring values, tags for lists of short keywords, richtext for descriptions holding markup, json only for nested data."
  );
}

export function suggestPrompt(sample: string, name?: string): string {
  const what = name?.trim() ? `Schema name: ${name.trim()}\n\n` : "";
  return `${what}Sample:\n${sample}`;
}

export function enhanceSystem(opts: { webSearch: boolean; context?: string; targetLanguage?: string; glossary?: GlossaryTerm[] }): string {
  const sourcing = opts.webSearch
    ? `You may use the web sources given with the row; cite none you were not given. ${GROUNDING}`
    : "No web sources are available: work from the row's values and the instructions only, and do not guess facts such as prices, codes or measurements.";
  const language = opts.targetLanguage ? ` Write the value in the language ${JSON.stringify(opts.targetLanguage)}.` : "";
  return (
    "You write the value of one cell of a product table, following the user's instructions over that row. " +
    "Answer with `value` (the cell's value in the column's type, or null when it cannot be given), `confidence` from 0 to 1 and a one-sentence `reasoning`. " +
    `${sourcing}${language}${contextBlock(opts.context)}${renderGlossary(opts.glossary)}`
  );
}

export function enhancePrompt(instructions: string, field: Field, row: Record<string, unknown>, pages: Page[] | undefined): string {
  const values = Object.entries(row)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `- ${k}: ${JSON.stringify(v)}`);
  const sources = pages ? `\n\nSources:\n\n${renderPages(pages)}` : "";
  return (
    `Instructions: ${instructions}\n\nColumn to write:\n${fieldList([field])}\n\n` +
    `Row:\n${values.length ? values.join("\n") : "(empty)"}${sources}`
  );
}
