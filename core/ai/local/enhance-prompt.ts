/**
 * The prompt language of the local engine's enhance (docs/enhance.md, "The local engine's
 * prompts"): what it can do without a model, read from the prompt, or a refusal naming what it
 * understands. Parsing is separate from running so the language is one readable list.
 *
 * - a template over the row: `{{name}} by {{brand}}` (at most three words of literal text
 *   around the placeholders), or any text after `template:`; filters `{{name | upper}}`;
 * - normalisations, one or several joined by `,` `and` `then`: trim, upper/lower/title/sentence
 *   case, collapse whitespace, convert to <unit>; of the target cell, or `… of {{column}}`;
 * - extraction: `extract the <gtin|price|email|url|number|weight|length|volume> from {{column}}`;
 * - glossary term replacement: `apply the glossary` (needs `use_glossary` and `target_language`).
 */
import type { Column } from "../../schemas/schemas.js";
import { knownUnit } from "../../values/measure.js";

export type TextOp = "trim" | "upper" | "lower" | "title" | "sentence" | "whitespace";
export type Op = { kind: TextOp } | { kind: "unit"; unit: string };
export type Extractable = "gtin" | "price" | "email" | "url" | "number" | "mass" | "length" | "volume";

export type Plan =
  | { kind: "template"; parts: (string | { key: string; filters: TextOp[] })[] }
  | { kind: "ops"; ops: Op[]; source: string }
  | { kind: "extract"; what: Extractable; source: string }
  | { kind: "glossary"; source: string };

export const LANGUAGE =
  "The local engine runs these prompts only: a template over the row ({{name}} by {{brand}}, or `template: …`), " +
  "normalisations (trim, upper case, lower case, title case, sentence case, collapse whitespace, convert to <unit>; " +
  "`of {{column}}` for another cell), extraction (`extract the gtin|price|email|url|number|weight|length|volume from {{column}}`) " +
  "and glossary term replacement (`apply the glossary`, with use_glossary and target_language). " +
  "Any other prompt needs the LLM engine (AI_ENGINE=llm)";

const PLACEHOLDER = /\{\{\s*([^{}|]+?)\s*((?:\|\s*[a-z]+\s*)*)\}\}/gi;
const TEXT_OPS: [RegExp, TextOp][] = [
  [/^(?:trim|strip)(?: (?:the )?(?:white ?space|spaces))?$/, "trim"],
  [/^(?:(?:make (?:it )?|convert (?:it )?to |to )?(?:upper ?case|uppercase|all caps|capitals)|upper)$/, "upper"],
  [/^(?:(?:make (?:it )?|convert (?:it )?to |to )?(?:lower ?case|lowercase)|lower)$/, "lower"],
  [/^(?:(?:make (?:it )?|convert (?:it )?to |to )?title ?case|capitali[sz]e (?:each|every) word|title)$/, "title"],
  [/^(?:(?:make (?:it )?|convert (?:it )?to |to )?sentence ?case|sentence)$/, "sentence"],
  [
    /^(?:(?:collapse|normali[sz]e|clean(?: up)?|squeeze|tidy) (?:the )?(?:white ?space|spaces)|remove (?:extra|double|duplicate) spaces|whitespace)$/,
    "whitespace",
  ],
];
const FILTERS: Record<string, TextOp> = { trim: "trim", upper: "upper", lower: "lower", title: "title", sentence: "sentence" };
const EXTRACTABLE: Record<string, Extractable> = {
  gtin: "gtin",
  ean: "gtin",
  upc: "gtin",
  barcode: "gtin",
  price: "price",
  email: "email",
  "e-mail": "email",
  url: "url",
  link: "url",
  number: "number",
  weight: "mass",
  mass: "mass",
  length: "length",
  width: "length",
  height: "length",
  depth: "length",
  volume: "volume",
  capacity: "volume",
};

export class PromptNotUnderstood extends Error {}

/** The column a reference names: `{{key}}`, a key, or a label (case-insensitive). */
function columnKey(ref: string, columns: Column[]): string {
  const name = ref
    .trim()
    .replace(/^\{\{\s*|\s*\}\}$/g, "")
    .replace(/^the /i, "")
    .replace(/ (?:column|field|cell)$/i, "")
    .trim();
  const found =
    columns.find((c) => c.key === name) ??
    columns.find((c) => c.key.toLowerCase() === name.toLowerCase() || c.label.toLowerCase() === name.toLowerCase());
  if (!found) throw new PromptNotUnderstood(`${JSON.stringify(ref.trim())} is not a column of this table`);
  return found.key;
}

function template(body: string, columns: Column[], explicit: boolean): Plan | undefined {
  const parts: Extract<Plan, { kind: "template" }>["parts"] = [];
  let at = 0;
  let literal = "";
  for (const m of body.matchAll(PLACEHOLDER)) {
    if (m.index > at) parts.push(body.slice(at, m.index));
    literal += ` ${body.slice(at, m.index)}`;
    const filters = m[2]
      .split("|")
      .map((f) => f.trim().toLowerCase())
      .filter(Boolean)
      .map((f) => {
        if (!FILTERS[f])
          throw new PromptNotUnderstood(`unknown filter ${JSON.stringify(f)}; filters are ${Object.keys(FILTERS).join(", ")}`);
        return FILTERS[f];
      });
    parts.push({ key: columnKey(m[1], columns), filters });
    at = m.index + m[0].length;
  }
  if (at < body.length) parts.push(body.slice(at));
  literal += ` ${body.slice(at)}`;
  if (!parts.some((p) => typeof p !== "string")) return undefined;
  // `Write a description of {{name}}` is an instruction, not a template: only short glue text
  // between placeholders (`by`, `-`, `,`, `in`) reads as a template without `template:`.
  const words = literal.match(/\p{L}+/gu) ?? [];
  return explicit || words.length <= 3 ? { kind: "template", parts } : undefined;
}

/** `… of {{column}}` / `… from name`: the source cell, else the target cell itself. */
function splitSource(text: string, columns: Column[], target: string): { body: string; source: string } {
  const m = /^(.*?)\s+(?:of|from|in|on|to)\s+(\{\{[^{}]+\}\}|(?:the )?[\p{L}\p{N}_/ ]+?)$/iu.exec(text);
  if (m) {
    try {
      return { body: m[1], source: columnKey(m[2], columns) };
    } catch (err) {
      // `convert to kg` has no source; `in cm` is a unit, not a column.
      if (!/^(?:in|to)$/i.test(text.split(/\s+/).at(-2) ?? "")) throw err;
    }
  }
  return { body: text, source: target };
}

function unitOp(segment: string): Op | undefined {
  const m = /^(?:(?:convert|change|express)(?: it)? (?:to|into|in)|to|in) ([\p{L}µ"′″²³ ]+?)$/iu.exec(segment);
  const unit = m && knownUnit(m[1]);
  return unit ? { kind: "unit", unit } : undefined;
}

export function parsePrompt(prompt: string, columns: Column[], target: string): Plan {
  const text = prompt
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "");
  const explicit = /^template\s*:/i.exec(text);
  const asTemplate = template(explicit ? prompt.trim().slice(explicit[0].length).trimStart() : prompt, columns, Boolean(explicit));
  if (asTemplate) return asTemplate;

  const extract = /^extract (?:the |a |an )?([\p{L}-]+) (?:from|of|in) (.+)$/iu.exec(text);
  if (extract) {
    const what = EXTRACTABLE[extract[1].toLowerCase()];
    if (!what) {
      throw new PromptNotUnderstood(
        `the local engine extracts only ${[...new Set(Object.keys(EXTRACTABLE))].join(", ")}, not ${JSON.stringify(extract[1])}`,
      );
    }
    return { kind: "extract", what, source: columnKey(extract[2], columns) };
  }

  const { body, source } = splitSource(text, columns, target);
  if (/^(?:apply|use) (?:the )?glossary(?: terms)?$|^replace (?:the )?glossary terms$/i.test(body)) return { kind: "glossary", source };

  const ops: Op[] = [];
  for (const raw of body.split(/\s*(?:,|;|\band then\b|\bthen\b|\band\b)\s*/i)) {
    const segment = raw.trim().toLowerCase();
    if (!segment) continue;
    const op = TEXT_OPS.find(([re]) => re.test(segment))?.[1];
    const unit = op ? undefined : unitOp(segment);
    if (!op && !unit) throw new PromptNotUnderstood(`${JSON.stringify(raw.trim())} is not an instruction it knows`);
    ops.push(op ? { kind: op } : unit!);
  }
  if (!ops.length) throw new PromptNotUnderstood("the prompt is empty");
  return { kind: "ops", ops, source };
}
