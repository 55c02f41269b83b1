/**
 * The local engine's enhance: the prompt read as a small language (enhance-prompt.ts) and run
 * over the row. Deterministic and honest: a value only ever comes from the row's own cells (or
 * the glossary's translations); a prompt outside the language, or a source with nothing to
 * take, fails the cell with a non-retryable EngineError, which costs nothing.
 */
import { findGtins } from "../../values/gtin.js";
import { parseNumber, unitKind } from "../../values/measure.js";
import { readNumber, scanNumbers } from "../../values/number.js";
import { findPrices } from "../../values/price.js";
import { scalarString } from "../../values/strings.js";
import { parseEmail, parseUrl } from "../../values/web.js";
import { EngineError, type EnhanceAnswer, type EnhanceRequest, type GlossaryTerm } from "../engine.js";
import { type Extractable, LANGUAGE, type Op, parsePrompt, type Plan, PromptNotUnderstood, type TextOp } from "./enhance-prompt.js";
import { termPattern } from "../glossary.js";

const SYSTEM =
  "Local engine (deterministic, no model): the prompt is read as a template, normalisations, an extraction or glossary " +
  "term replacement over the row's own cells; nothing is invented.";

/** A cell as text: scalars as written, lists joined by `, `; empty cells are undefined. */
function cellText(v: unknown): string | undefined {
  if (Array.isArray(v)) {
    const items = v.map(cellText).filter((x): x is string => x !== undefined);
    return items.length ? items.join(", ") : undefined;
  }
  const s = scalarString(v);
  return s === undefined || s.trim() === "" ? undefined : s;
}

const TEXT: Record<TextOp, (s: string) => string> = {
  trim: (s) => s.trim(),
  upper: (s) => s.toLocaleUpperCase(),
  lower: (s) => s.toLocaleLowerCase(),
  title: (s) => s.toLocaleLowerCase().replace(/(^|[^\p{L}\p{N}'’])(\p{L})/gu, (_, a: string, b: string) => a + b.toLocaleUpperCase()),
  sentence: (s) => {
    const lower = s.toLocaleLowerCase();
    return lower.replace(/^(\s*)(\p{L})/u, (_, a: string, b: string) => a + b.toLocaleUpperCase());
  },
  whitespace: (s) => s.replace(/[\s\u00a0\u202f\u2009\u200b]+/g, " ").trim(),
};

function source(req: EnhanceRequest, key: string): string {
  const text = cellText(req.row[key]);
  if (text === undefined) throw new EngineError(`The cell ${key} is empty in this row; there is nothing to work from`, false);
  return text;
}

function applyOps(ops: Op[], text: string): unknown {
  let value: unknown = text;
  for (const op of ops) {
    if (op.kind === "unit") {
      const n = parseNumber(String(value), { unit: op.unit });
      if (!n.ok) throw new EngineError(`Cannot convert ${JSON.stringify(String(value))} to ${op.unit}: ${n.reason}`, false);
      value = `${n.value} ${op.unit}`;
    } else value = TEXT[op.kind](String(value));
  }
  return value;
}

const UNIT_RUN = /(\d[\d.,'\s]*)\s?([\p{L}µ"′″][\p{L}\p{N}µ²³]*)/gu;

function extract(what: Extractable, text: string): unknown {
  switch (what) {
    case "gtin":
      return findGtins(text)[0];
    case "price": {
      // An amount with its currency written beside it; a lone number only when it is the only one.
      const prices = findPrices(text);
      return prices.find((p) => p.currency)?.amount ?? (prices.length === 1 ? prices[0].amount : undefined);
    }
    case "email":
      for (const m of text.matchAll(/[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[\p{L}]{2,}/gu)) {
        const r = parseEmail(m[0]);
        if (r.ok) return r.value;
      }
      return undefined;
    case "url":
      for (const m of text.matchAll(/https?:\/\/[^\s<>"')]+/gi)) {
        const r = parseUrl(m[0].replace(/[.,;:]+$/, ""));
        if (r.ok) return r.value;
      }
      return undefined;
    case "number": {
      const token = scanNumbers(text)[0];
      return token ? readNumber(token)?.value : undefined;
    }
    default:
      // A number followed by a unit of the asked kind: `1.6 kg`, `30 cm`, `500 ml`.
      for (const m of text.matchAll(UNIT_RUN)) {
        if (unitKind(m[2]) === what) return `${m[1].trim()} ${m[2]}`;
      }
      return undefined;
  }
}

/** specific_translation terms replaced by their translation for the target language. */
function replaceTerms(text: string, glossary: GlossaryTerm[], language: string): { value: string; replaced: string[] } {
  let value = text;
  const replaced: string[] = [];
  // Longest terms first, so `Aurora Pro` wins over `Aurora`.
  for (const g of [...glossary].sort((a, b) => b.term.length - a.term.length)) {
    const translation = g.translations[language];
    if (g.type !== "specific_translation" || !translation) continue;
    const re = termPattern(g, "g");
    if (re.test(value)) {
      value = value.replace(re, () => translation);
      replaced.push(`${g.term} → ${translation}`);
    }
  }
  return { value, replaced };
}

function run(plan: Plan, req: EnhanceRequest): { value: unknown; steps: string[] } {
  switch (plan.kind) {
    case "template": {
      const text = plan.parts.map((p) => (typeof p === "string" ? p : p.filters.reduce((s, f) => TEXT[f](s), source(req, p.key)))).join("");
      return { value: text, steps: [`template over ${plan.parts.filter((p) => typeof p !== "string").length} cell(s)`] };
    }
    case "ops":
      return {
        value: applyOps(plan.ops, source(req, plan.source)),
        steps: plan.ops.map((o) => (o.kind === "unit" ? `to ${o.unit}` : o.kind)),
      };
    case "extract": {
      const value = extract(plan.what, source(req, plan.source));
      if (value === undefined) throw new EngineError(`No ${plan.what} was found in the cell ${plan.source}`, false);
      return { value, steps: [`extracted ${plan.what} from ${plan.source}`] };
    }
    case "glossary": {
      if (!req.glossary) throw new EngineError("`apply the glossary` needs use_glossary: true", false);
      if (!req.targetLanguage) throw new EngineError("`apply the glossary` needs a target_language", false);
      const { value, replaced } = replaceTerms(source(req, plan.source), req.glossary, req.targetLanguage);
      return { value, steps: replaced.length ? replaced : ["no glossary term found"] };
    }
  }
}

export async function localEnhance(req: EnhanceRequest): Promise<EnhanceAnswer> {
  let plan: Plan;
  try {
    plan = parsePrompt(req.prompt, req.columns, req.column.key);
  } catch (err) {
    if (err instanceof PromptNotUnderstood) throw new EngineError(`This prompt needs the LLM engine: ${err.message}. ${LANGUAGE}`, false);
    throw err;
  }
  const { value, steps } = run(plan, req);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return {
    value,
    // Every step is deterministic over the row: the value is what the prompt asks for.
    confidence: 1,
    trace: {
      request: { system_prompt: SYSTEM, user_content: req.prompt, tools: [] },
      response: { text, iterations: 1, tool_calls: [], thought_summary: steps.join("; "), sources: [] },
    },
    webSearched: false,
    usage: { engine: "local", model: null, input_tokens: 0, output_tokens: 0 },
  };
}
