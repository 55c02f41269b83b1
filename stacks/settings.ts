import { config, rawEnvironment } from "../core/config.js";
import { zodEnglishOnly } from "./zod-english-only.js";

/**
 * How SST bundles our functions: ESM with code splitting, so modules behind a dynamic `import()`
 * (route groups, the S3 and SQS clients, AI engines, file parsers) become chunks loaded on first
 * use instead of being parsed at every cold start; minified, which parses faster; zod with its
 * English messages only (stacks/zod-english-only.ts). Passed by each stack: a function's own
 * `nodejs` replaces the default one in sst.config.ts as a whole.
 */
export const NODEJS_BUNDLE = { format: "esm" as const, splitting: true, minify: true, esbuild: { plugins: [zodEnglishOnly] } };

export const API_TIMEOUT_SECONDS = 29; // API Gateway's own integration limit
export const API_MEMORY_MB = 1024;

/**
 * The AI engine's configuration (core/config.ts), taken from the deploying shell: only the
 * variables that are set. Like ADMIN_TOKEN, keys are visible in the template; see docs/ai-engines.md.
 */
export const AI_VARIABLES = [
  "AI_ENGINE",
  "LLM_PROVIDER",
  "LLM_BASE_URL",
  "LLM_API_KEY",
  "LLM_MODEL",
  "LLM_MODEL_LOW",
  "LLM_MODEL_HARD",
  "LLM_MODELS",
  "LLM_TIMEOUT_MS",
  "LLM_MAX_OUTPUT_TOKENS",
  "SEARCH_API_PROVIDER",
  "SEARCH_API_KEY",
  "SEARCH_API_URL",
] as const;

export const aiEnvironment = (): Record<string, string> => rawEnvironment(AI_VARIABLES);

/** Bedrock is called with the function's own role; other providers need no AWS permission. */
export const usesBedrock = () => config().AI_ENGINE === "llm" && config().LLM_PROVIDER === "bedrock";
