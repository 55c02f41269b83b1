/**
 * The one interface every AI operation goes through (search, enrich, extraction of unstructured
 * text, schema generation, enhancement of one cell). Two engines implement it:
 * - `local` (default): deterministic, no network key; reads the company's own data and the
 *   pages an item points to. It invents nothing: no source, no value.
 * - `llm`: the AI SDK against a configured provider, with web search through a search API.
 * Callers (core/search, core/enrich, core/extract) never know which one runs.
 */
import { AppError } from "../errors.js";
import type { Column, ColumnType } from "../schemas/schemas.js";

export type Thinking = "hard" | "medium" | "low";
export type Confidence = "high" | "medium" | "low";

/** What an engine used, recorded on the job (spec: every AI result records model and sources). */
export interface EngineUsage {
  engine: "local" | "llm";
  /** The resolved model id (`auto` mapped to the configured default), or null for the local engine. */
  model: string | null;
  input_tokens: number;
  output_tokens: number;
}

export interface SearchRequest {
  companyId: string;
  query: string;
  columns: Column[];
  /** 1..7 */
  maxResults: number;
  /** `auto` or a model id understood by the configured provider. */
  model: string;
}

export interface SearchHit {
  /** Exactly the columns' keys; null where unknown. */
  data: Record<string, unknown>;
  source_url: string;
  source_title: string;
  /** 0..1 */
  confidence: number;
}

export interface Citation {
  url: string;
  title: string;
  /** The exact text the value came from, as it appears in the fetched source. */
  excerpt: string;
}

export interface BasisEntry {
  /** A column key. */
  field: string;
  citations: Citation[];
  reasoning: string;
  confidence: Confidence;
}

export interface GlossaryTerm {
  term: string;
  type: "do_not_translate" | "specific_translation" | "context_dependent";
  case_sensitive: boolean;
  category: string;
  translations: Record<string, string>;
}

export interface EnrichRequest {
  companyId: string;
  /** Known values per item, keyed by column key (unknown keys already dropped by the caller). */
  items: { data: Record<string, unknown> }[];
  columns: Column[];
  context?: string;
  model: string;
  thinking: Thinking;
  /** When false the engine must not search the web and must return no basis and no citations. */
  webSearch: boolean;
  /** The company's glossary when `use_glossary` was true, else undefined. */
  glossary?: GlossaryTerm[];
}

export interface EnrichedItem {
  /** Every column key; known input values kept unless contradicted by a cited source. */
  data: Record<string, unknown>;
  /** Present exactly when the request had webSearch true: one entry per field filled or checked. */
  basis?: BasisEntry[];
}

export interface ExtractTextRequest {
  companyId: string;
  text: string;
  columns: Column[];
  context?: string;
  model: string;
}

/** One cell of an enhancement (POST /tables/{id}/enhance): a prompt over one row, for one column. */
export interface EnhanceRequest {
  companyId: string;
  prompt: string;
  /** The column whose value is asked for. */
  column: Column;
  /** The table's columns, and the row's current values keyed by column key (null where empty). */
  columns: Column[];
  row: Record<string, unknown>;
  /** The table's `enhancement_context`. */
  context?: string;
  model: string;
  /** When false the engine must not search the web. */
  webSearch: boolean;
  targetLanguage?: string;
  /** The company's glossary when `use_glossary` was true, else undefined. */
  glossary?: GlossaryTerm[];
}

/** What one enhancement call sent and received (spec 2.8 Trace), kept with the cell. */
interface EnhanceTrace {
  request: { system_prompt: string | null; user_content: string | null; tools: unknown[] };
  response: { text: string | null; iterations: number | null; tool_calls: unknown[]; thought_summary: string | null; sources: unknown[] };
}

export interface EnhanceAnswer {
  /** The raw value; the caller coerces it to the column's type. */
  value: unknown;
  /** 0..1, or null when the engine cannot tell. */
  confidence: number | null;
  trace: EnhanceTrace;
  /** Whether a web search ran for this cell (it prices the cell). */
  webSearched: boolean;
  usage: EngineUsage;
}

/** A provider or engine failure: the job fails cleanly, with whether a retry may succeed. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "EngineError";
  }
}

/** An engine failure in a synchronous call: 503 with whether retrying may help (credits refunded). */
export const engineFailure = (err: EngineError) =>
  new AppError("service_unavailable", `${err.message} (no credits were charged)`, { code: "engine_failed", retryable: err.retryable });

export interface AiEngine {
  readonly name: "local" | "llm";
  search(req: SearchRequest): Promise<{ results: SearchHit[]; usage: EngineUsage }>;
  enrich(req: EnrichRequest): Promise<{ items: EnrichedItem[]; usage: EngineUsage }>;
  /**
   * One cell's value from a prompt over its row. An EngineError fails the cell (no charge): the
   * local engine throws a non-retryable one for any prompt outside its language (docs/enhance.md).
   */
  enhance(req: EnhanceRequest): Promise<EnhanceAnswer>;
  /**
   * Rows (keyed by column key) from prose the extraction parsers found nothing in. Optional: an
   * engine without it (the local engine, which has only those parsers) leaves such a document empty.
   */
  extractText?(req: ExtractTextRequest): Promise<{ rows: Record<string, unknown>[]; usage: EngineUsage }>;
  /**
   * Columns for a new schema, read from a sample (POST /schemas/generate). Optional: an engine
   * without it leaves schema generation to the local inference (core/schemas/infer.ts).
   * Keys are valid, distinct attribute keys; enum_values only on enum and tags columns.
   */
  suggestColumns?(req: { companyId: string; sample: string; name?: string; model: string }): Promise<{
    columns: { key: string; label: string; type: ColumnType; description: string | null; enum_values: string[] | null }[];
    usage: EngineUsage;
  }>;
}
