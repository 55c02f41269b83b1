/**
 * suggestColumns(): the columns a schema should have, proposed by one structured call over a
 * sample. The model proposes and we decide what is valid: keys become attribute keys by the same
 * rules as the local inference (core/schemas/keys.ts) and are made distinct, types are limited to
 * the column types that need no further settings (format, relation and runnable need
 * instructions or targets a sample cannot give), and choice values stay only on enum and tags.
 */
import { z } from "zod";
import { toKey, toLabel, uniqueKeys } from "../../schemas/keys.js";
import type { ColumnType } from "../../schemas/schemas.js";
import type { AiEngine } from "../engine.js";
import { structured, UsageMeter } from "./call.js";
import { callStyle, resolveModel } from "./models.js";
import { suggestPrompt, suggestSystem } from "./prompts.js";

type Suggest = NonNullable<AiEngine["suggestColumns"]>;
type SuggestRequest = Parameters<Suggest>[0];
type SuggestedColumn = Awaited<ReturnType<Suggest>>["columns"][number];

const TYPES = [
  "text",
  "number",
  "url",
  "email",
  "date",
  "boolean",
  "richtext",
  "enum",
  "tags",
  "image",
  "images",
  "file",
  "files",
  "json",
] as const satisfies readonly ColumnType[];
type SuggestedType = (typeof TYPES)[number];

/** Names models use for types we call otherwise; anything unknown is text, which holds anything. */
const ALIASES: Record<string, SuggestedType> = {
  string: "text",
  str: "text",
  varchar: "text",
  integer: "number",
  int: "number",
  float: "number",
  decimal: "number",
  double: "number",
  price: "number",
  currency: "number",
  bool: "boolean",
  datetime: "date",
  timestamp: "date",
  html: "richtext",
  markdown: "richtext",
  list: "tags",
  array: "tags",
  object: "json",
  uri: "url",
  link: "url",
};

/** A schema holds at most 500 columns (core/schemas/schemas.ts); ColumnInput caps these too. */
const MAX_COLUMNS = 500;
const MAX_VALUES = 5000;
const MAX_DESCRIPTION = 10_000;

// The type is a described string, not an enum: one unexpected type name ("string") would
// otherwise fail the whole answer where mapping it costs nothing.
const Answer = z.object({
  columns: z.array(
    z.object({
      key: z.string().describe("lowercase snake_case identifier"),
      label: z.string(),
      type: z.string().describe(`One of: ${TYPES.join(", ")}`),
      description: z.string().nullable(),
      enum_values: z.array(z.string()).nullable().describe("enum and tags columns: the values seen; otherwise null"),
    }),
  ),
});
type ModelColumn = z.infer<typeof Answer>["columns"][number];

export async function llmSuggestColumns(req: SuggestRequest): Promise<Awaited<ReturnType<Suggest>>> {
  const model = resolveModel(req.model, "medium", "schema");
  const meter = new UsageMeter(model.id);
  if (!req.sample.trim()) return { columns: [], usage: meter.total };
  const style = callStyle("medium", model.id);
  const answer = await structured(
    {
      model,
      name: "columns",
      schema: Answer,
      system: suggestSystem(TYPES),
      prompt: suggestPrompt(req.sample, req.name),
      temperature: style.temperature,
    },
    meter,
  );
  return { columns: sanitize(answer.columns), usage: meter.total };
}

function sanitize(proposed: ModelColumn[]): SuggestedColumn[] {
  const named = proposed.filter((c) => (c.key ?? "").trim() || (c.label ?? "").trim()).slice(0, MAX_COLUMNS);
  const keys = uniqueKeys(named.map((c, i) => toKey(c.key?.trim() || c.label, i)));
  return named.map((c, i) => {
    let type = typeOf(c.type);
    const values = type === "enum" || type === "tags" ? choices(c.enum_values) : null;
    // An enum with nothing to choose from is a text column.
    if (type === "enum" && !values) type = "text";
    const description = c.description?.trim().slice(0, MAX_DESCRIPTION) || null;
    return { key: keys[i], label: toLabel(c.label ?? "", keys[i]), type, description, enum_values: values };
  });
}

function typeOf(raw: string | undefined): SuggestedType {
  const t = (raw ?? "").trim().toLowerCase();
  return (TYPES as readonly string[]).includes(t) ? (t as SuggestedType) : (ALIASES[t] ?? "text");
}

function choices(raw: string[] | null | undefined): string[] | null {
  const list = [...new Set((raw ?? []).map((v) => (typeof v === "string" ? v.trim() : "")).filter(Boolean))].slice(0, MAX_VALUES);
  return list.length ? list : null;
}
