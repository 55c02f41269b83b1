/**
 * The configured AI engine (AI_ENGINE). Engines are imported on first use so the API bundle does
 * not evaluate the AI SDK when the local engine serves, and rebuilt when the configuration is
 * re-read (tests and the local runtime reset it).
 */
import { config, type Config } from "../config.js";
import { type AiEngine, EngineError, engineFailure } from "./engine.js";

let cached: { config: Config; engine: AiEngine } | undefined;

export async function aiEngine(): Promise<AiEngine> {
  const current = config();
  if (cached?.config === current) return cached.engine;
  const engine =
    current.AI_ENGINE === "llm"
      ? (await import("./llm/index.js")).createLlmEngine()
      : (await import("./local/index.js")).createLocalEngine();
  cached = { config: current, engine };
  return engine;
}

/**
 * Columns the configured engine proposes for a sample (POST /schemas/generate); null when it
 * proposes none (the local engine). An engine failure is the 503 `engine_failed` of a sync call.
 */
export async function suggestColumns(req: Parameters<NonNullable<AiEngine["suggestColumns"]>>[0]) {
  const engine = await aiEngine();
  if (!engine.suggestColumns) return null;
  try {
    return await engine.suggestColumns(req);
  } catch (err) {
    if (err instanceof EngineError) throw engineFailure(err);
    throw err;
  }
}
