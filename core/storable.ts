/**
 * The one rule for JSON the service stores (docs/storable-values.md). DynamoDB and the document
 * client refuse some values JSON allows, and a value refused at write time is a 500 (or a job
 * that cannot end), so every value is held to this rule before it reaches a write:
 *
 * - numbers are finite and within ±(2^53−1), the range every JSON client reads exactly (the
 *   document client refuses larger ones; keeping more digits would need a number type no JSON
 *   parser gives us), and zero or at least 1e-130 in magnitude (DynamoDB's smallest);
 * - strings and object keys are well-formed Unicode (no lone UTF-16 surrogate);
 * - object keys are non-empty (DynamoDB refuses empty map keys);
 * - nesting is at most STORABLE_LIMITS.depth levels (DynamoDB allows 32; the item keeps a few).
 *
 * Requests are checked at the API's door (`storableProblems`, a 422 naming each path). Values the
 * service makes itself (extracted from files and pages, answered by an LLM) are repaired instead
 * (`storableCopy`), so one odd value never fails an upload or a job.
 */
import type { FieldError } from "./validation.js";

export const STORABLE_LIMITS = {
  /** Largest magnitude of a stored number: Number.MAX_SAFE_INTEGER. */
  maxNumber: Number.MAX_SAFE_INTEGER,
  /** Smallest non-zero magnitude DynamoDB holds. */
  minNumber: 1e-130,
  /** Nesting levels of objects and arrays inside one value. */
  depth: 24,
} as const;

/** Why a number cannot be stored, or undefined when it can. */
export function numberProblem(n: number): string | undefined {
  if (!Number.isFinite(n)) return "must be a finite number";
  const magnitude = Math.abs(n);
  if (magnitude > STORABLE_LIMITS.maxNumber) {
    return `is beyond ±${STORABLE_LIMITS.maxNumber}, the largest number stored exactly`;
  }
  if (magnitude !== 0 && magnitude < STORABLE_LIMITS.minNumber)
    return `is closer to zero than ${STORABLE_LIMITS.minNumber}, the smallest number stored`;
  return undefined;
}

const joinPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const MAX_REPORTED = 20;

/**
 * Every place in `value` that breaks the rule, as field errors (`items.0.data.price`). Stops after
 * a few: the caller needs to know what to fix, not every repetition.
 */
export function storableProblems(value: unknown, root = "", where = "body"): FieldError[] {
  const problems: FieldError[] = [];
  const add = (field: string, message: string) => problems.push({ field: field || "(root)", in: where, message });
  const walk = (v: unknown, path: string, depth: number): void => {
    if (problems.length >= MAX_REPORTED) return;
    if (typeof v === "number") {
      const problem = numberProblem(v);
      if (problem) add(path, `${problem}; send it as a string if it must be kept`);
    } else if (typeof v === "string") {
      if (!v.isWellFormed()) add(path, "contains a lone UTF-16 surrogate; send well-formed Unicode text");
    } else if (v !== null && typeof v === "object") {
      if (depth >= STORABLE_LIMITS.depth) {
        add(path, `nests deeper than ${STORABLE_LIMITS.depth} levels`);
        return;
      }
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) walk(v[i], joinPath(path, i), depth + 1);
        return;
      }
      for (const [key, item] of Object.entries(v)) {
        if (key === "") add(path, "has an empty object key; keys must be non-empty");
        else if (!key.isWellFormed()) add(path, "has a key with a lone UTF-16 surrogate; send well-formed Unicode text");
        else walk(item, joinPath(path, key), depth + 1);
      }
    }
  };
  walk(value, root, 0);
  return problems;
}

/**
 * A copy of `value` that obeys the rule, changed as little as possible: lone surrogates become
 * U+FFFD, a number beyond the range becomes its decimal text (which round-trips), a non-finite
 * number null, an empty key `_`, and a subtree nested too deep its JSON text. Values already
 * storable come back equal.
 */
export function storableCopy<T>(value: T): T {
  const copy = (v: unknown, depth: number): unknown => {
    if (typeof v === "number") {
      if (!Number.isFinite(v)) return null;
      return numberProblem(v) ? String(v) : v;
    }
    if (typeof v === "string") return v.toWellFormed();
    if (v === null || typeof v !== "object") return v;
    if (depth >= STORABLE_LIMITS.depth) return JSON.stringify(v)?.toWellFormed() ?? null;
    if (Array.isArray(v)) return v.map((item) => copy(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(v)) out[key === "" ? "_" : key.toWellFormed()] = copy(item, depth + 1);
    return out;
  };
  return copy(value, 0) as T;
}
