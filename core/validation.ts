import type { z } from "zod";
import { AppError } from "./errors.js";

export interface FieldError {
  field: string;
  in: string;
  message: string;
}

const TARGET_NAMES: Record<string, string> = { json: "body", query: "query", param: "path", header: "header", form: "body" };

/** A zod failure as the 422 the spec asks for: `details.errors` names each bad field and why. */
export function validationError(error: z.ZodError, target = "json"): AppError {
  const where = TARGET_NAMES[target] ?? target;
  return fieldErrors(
    error.issues.map((issue) => ({
      field: issue.path.length ? issue.path.map(String).join(".") : "(root)",
      in: where,
      message: issue.message,
    })),
  );
}

/**
 * The 422 for failures found past the schema (a reference that does not exist, a rule across
 * fields): the same shape as a zod failure, so clients handle one kind of validation error.
 */
export function fieldErrors(errors: FieldError[], code = "invalid_fields", extra: Record<string, unknown> = {}): AppError {
  const where = errors[0]?.in ?? "body";
  const summary = errors
    .slice(0, 5)
    .map((e) => `${e.field}: ${e.message}`)
    .join("; ");
  const more = errors.length > 5 ? ` (and ${errors.length - 5} more)` : "";
  return new AppError("validation_error", `Invalid ${where}: ${summary}${more}`, { code, details: { ...extra, errors } });
}
