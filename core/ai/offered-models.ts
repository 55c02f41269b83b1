/**
 * Which `model` values a request may name. `auto` always (the configured default per operation
 * and thinking level); with the LLM engine also every model id the operator configured
 * (LLM_MODEL, LLM_MODEL_LOW, LLM_MODEL_HARD, LLM_MODELS). Anything else is refused with a 422
 * listing these, before credits are charged: a tenant cannot send work to a model the operator
 * does not offer, and a typo is not silently ignored. The local engine calls no model.
 */
import { config } from "../config.js";
import { fieldErrors } from "../validation.js";

function offeredModels(): string[] {
  const c = config();
  if (c.AI_ENGINE === "local") return ["auto"];
  const ids = [c.LLM_MODEL, c.LLM_MODEL_LOW, c.LLM_MODEL_HARD, ...Object.values(c.LLM_MODELS)];
  return ["auto", ...new Set(ids.filter((id): id is string => !!id))];
}

/** 422 naming `model` and the values offered, unless `model` is one of them. */
export function assertOfferedModel(model: string): void {
  const offered = offeredModels();
  if (offered.includes(model)) return;
  throw fieldErrors(
    [{ field: "model", in: "body", message: `unknown model ${JSON.stringify(model)}; use one of: ${offered.join(", ")}` }],
    "invalid_fields",
    {
      allowed_models: offered,
    },
  );
}
