/**
 * How the model's enrich answer and the caller's known values become one item: which value wins
 * per field, and the basis entry that explains it. The rule (spec 4.2 and engine.ts): a known
 * value stays unless the model says a cited source contradicts it AND that citation survives
 * verification; a claim of contradiction without a real quote does not overwrite user data.
 */
import { z } from "zod";
import { coerceValue } from "../../values/coerce.js";
import { isEmptyValue } from "../../values/detect.js";
import type { BasisEntry, Confidence } from "../engine.js";
import { verifyCitations } from "./citations.js";
import { fieldKey, type Field } from "./columns-schema.js";
import type { Page } from "./pages.js";

export const BasisSchema = z.object({
  field: z.string().describe("The field's property name"),
  citations: z.array(
    z.object({
      url: z.string().describe("URL of a source given, exactly as given"),
      title: z.string(),
      excerpt: z.string().describe("Verbatim passage from that source's text"),
    }),
  ),
  reasoning: z.string(),
  confidence: z.enum(["high", "medium", "low"]),
  contradicts_input: z.boolean().describe("true only when a cited source states a value different from the known value"),
});
export type ModelBasis = z.infer<typeof BasisSchema>;

/** Loose equality for "the model gave the same value": case, spacing and list order aside. */
function norm(v: unknown): unknown {
  if (typeof v === "string") return v.trim().replace(/\s+/g, " ").toLowerCase();
  if (Array.isArray(v))
    return v
      .map(norm)
      .map((x) => JSON.stringify(x))
      .sort();
  return v;
}
const same = (a: unknown, b: unknown) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));

const entry = (field: string, reasoning: string, confidence: Confidence): BasisEntry => ({ field, citations: [], reasoning, confidence });

export interface Merged {
  data: Record<string, unknown>;
  basis: BasisEntry[];
}

export function mergeWithBasis(
  fields: Field[],
  known: Record<string, unknown>,
  values: Record<string, unknown>,
  modelBasis: ModelBasis[],
  pages: Page[],
): Merged {
  const byKey = new Map<string, ModelBasis>();
  for (const b of modelBasis) {
    const key = fieldKey(fields, b.field);
    if (key && !byKey.has(key)) byKey.set(key, b);
  }
  const data: Record<string, unknown> = {};
  const basis: BasisEntry[] = [];
  for (const { column } of fields) {
    const key = column.key;
    const given = known[key];
    const answer = values[key];
    const b = byKey.get(key);
    const citations = b ? verifyCitations(b.citations, pages) : [];
    const claimed = (b?.citations.length ?? 0) > 0;
    if (!isEmptyValue(given)) {
      const givenTyped = coerceValue(given, column);
      const agrees = answer === null || same(givenTyped.ok ? givenTyped.value : given, answer);
      if (!agrees && b?.contradicts_input && citations.length) {
        data[key] = answer;
        const says = /contradict/i.test(b.reasoning)
          ? b.reasoning
          : `A cited source contradicts the given value ${JSON.stringify(given)}. ${b.reasoning}`.trim();
        basis.push({ field: key, citations, reasoning: says, confidence: b.confidence });
        continue;
      }
      data[key] = given;
      if (agrees && b && answer !== null)
        basis.push({
          field: key,
          citations,
          reasoning: b.reasoning || "Given in the input and confirmed by the sources.",
          confidence: b.confidence,
        });
      else if (agrees) basis.push(entry(key, "Given in the input; the sources do not contradict it.", "high"));
      else basis.push(entry(key, "Given in the input and kept: no fetched source was shown to contradict it.", "medium"));
      continue;
    }
    data[key] = answer;
    if (answer === null) {
      // Checked and not found: worth an entry only when the model reported one.
      if (b) basis.push({ field: key, citations, reasoning: b.reasoning, confidence: "low" });
      continue;
    }
    if (!b) basis.push(entry(key, "Filled without a cited source.", "low"));
    else if (claimed && !citations.length)
      basis.push({
        field: key,
        citations,
        reasoning: `${b.reasoning} (the cited sources could not be verified)`.trim(),
        confidence: "low",
      });
    else basis.push({ field: key, citations, reasoning: b.reasoning, confidence: b.confidence });
  }
  return { data, basis };
}

/** webSearch false: known values win outright and nothing is cited. */
export function mergeKnown(fields: Field[], known: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fields.map(({ column }) => [column.key, isEmptyValue(known[column.key]) ? values[column.key] : known[column.key]]),
  );
}
