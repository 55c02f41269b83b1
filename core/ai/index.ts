/**
 * The configured AI engine (AI_ENGINE). Engines are imported on first use so the API bundle does
 * not evaluate the AI SDK when the local engine serves, and rebuilt when the configuration is
 * re-read (tests and the local runtime reset it).
 */
import { config, type Config } from "../config.js";
import type { AiEngine } from "./engine.js";

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
