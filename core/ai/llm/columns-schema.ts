/**
 * The zod schema a model fills for a set of columns, and the way back from its answer to values
 * keyed by column key.
 *
 * Constraints that shape it:
 * - Strict JSON-schema modes (OpenAI structured outputs, Anthropic tools) want every property
 *   required; "unknown" is therefore `null`, never a missing key.
 * - Column keys may contain `/` or start with a digit, and run to 128 characters; tool and schema
 *   property names are limited to about `[a-zA-Z0-9_-]{1,64}`. Each column gets a safe property
 *   name; the original key and label travel in the description.
 * - Providers limit nesting depth, so values stay flat: a json column is a string holding JSON
 *   (parsed again by coerceValue), lists are arrays of strings.
 * - Whatever the model says, coerceValue has the last word, so results obey the column types.
 */
import { z } from "zod";
import { coerceValue, type CoercibleColumn } from "../../values/coerce.js";

/** The column fields the engine reads; a full `Column` satisfies it. */
export type LlmColumn = CoercibleColumn & {
  label: string;
  description?: string | null;
  prompt?: string | null;
};

export interface Field {
  column: LlmColumn;
  /** Property name in the model's schema. Never starts with `_`: that prefix is kept for our own keys. */
  name: string;
}

/** Larger choice lists become a described string: strict modes cap enum sizes, and coercion still checks them. */
const MAX_ENUM = 200;
const MAX_LISTED = 50;

function safeName(key: string, taken: Set<string>): string {
  let base = key.replace(/[^A-Za-z0-9_]/g, "_").slice(0, 56);
  if (!/^[A-Za-z]/.test(base)) base = `f_${base}`.slice(0, 56);
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
  taken.add(name);
  return name;
}

export function columnFields(columns: LlmColumn[]): Field[] {
  const taken = new Set<string>();
  return columns.map((column) => ({ column, name: safeName(column.key, taken) }));
}

const choicesOf = (c: LlmColumn) => (c.type === "enum" ? c.enum_values : c.type === "tags" ? c.tags_values : null) ?? [];
const strictChoices = (c: LlmColumn) => {
  const list = [...new Set(choicesOf(c).filter((v) => v.trim() !== ""))];
  return c.allow_custom_values === false && list.length > 0 && list.length <= MAX_ENUM ? (list as [string, ...string[]]) : undefined;
};

const TYPE_HINTS: Record<string, string> = {
  number: "a number without units or currency symbols",
  date: "an ISO 8601 date (YYYY-MM-DD) or date-time",
  url: "one absolute URL",
  email: "one email address",
  image: "one absolute image URL",
  images: "absolute image URLs",
  file: "one absolute file URL",
  files: "absolute file URLs",
  richtext: "text; simple HTML (p, ul, li, strong) allowed",
  json: "a JSON value serialized as a string",
  tags: "a list of short tags",
  relation: "ids of related records",
};

const sentence = (s: string) => (/[.!?:;]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

function describe(c: LlmColumn): string {
  const parts = [`${c.label} (column "${c.key}", type ${c.type}).`];
  const hint = TYPE_HINTS[c.type];
  if (hint) parts.push(`Give ${hint}.`);
  if (c.type === "number" && c.number_config?.unit) parts.push(`Unit: ${c.number_config.unit}; convert to it.`);
  const choices = choicesOf(c);
  if (choices.length && !strictChoices(c)) {
    const listed = choices.slice(0, MAX_LISTED).join(", ");
    parts.push(
      `${c.allow_custom_values === false ? "Allowed" : "Preferred"} values: ${listed}${choices.length > MAX_LISTED ? ", …" : ""}.`,
    );
  }
  if (c.description) parts.push(sentence(c.description));
  if (c.prompt) parts.push(sentence(`Instructions: ${c.prompt}`));
  parts.push("null when unknown.");
  return parts.join(" ");
}

function valueSchema(c: LlmColumn): z.ZodType {
  const strict = strictChoices(c);
  switch (c.type) {
    case "number":
      return z.number();
    case "boolean":
      return z.boolean();
    case "enum":
      return strict ? z.enum(strict) : z.string();
    case "tags":
      return z.array(strict ? z.enum(strict) : z.string());
    case "images":
    case "files":
    case "relation":
      return z.array(z.string());
    default:
      // text, richtext, format, runnable, date, url, email, image, file, json (as a JSON string)
      return z.string();
  }
}

/** The flat object of column values: every property required, each one nullable. */
export function valuesShape(fields: Field[]): Record<string, z.ZodType> {
  return Object.fromEntries(fields.map((f) => [f.name, valueSchema(f.column).nullable().describe(describe(f.column))]));
}

/**
 * The model's answer as values keyed by column key, each through coerceValue. A value the column
 * type cannot hold becomes null: a wrong value is worse than a missing one.
 */
export function readValues(fields: Field[], answer: Record<string, unknown>, baseUrl?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { column, name } of fields) {
    // Some models answer with the original key despite the schema; accept it.
    const raw = Object.hasOwn(answer, name) ? answer[name] : answer[column.key];
    const coerced = coerceValue(raw ?? null, column, baseUrl ? { baseUrl } : {});
    out[column.key] = coerced.ok ? coerced.value : null;
  }
  return out;
}

/** Property name → column key, for answers that name fields (basis entries). */
export function fieldKey(fields: Field[], name: string): string | undefined {
  return fields.find((f) => f.name === name)?.column.key ?? fields.find((f) => f.column.key === name)?.column.key;
}
