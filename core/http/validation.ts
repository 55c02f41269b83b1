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
  const errors: FieldError[] = error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join(".") : "(root)",
    in: where,
    message: issue.message,
  }));
  const summary = errors
    .slice(0, 5)
    .map((e) => `${e.field}: ${e.message}`)
    .join("; ");
  const more = errors.length > 5 ? ` (and ${errors.length - 5} more)` : "";
  return new AppError("validation_error", `Invalid ${where}: ${summary}${more}`, { code: "invalid_fields", details: { errors } });
}
