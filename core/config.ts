import { z } from "zod";

/**
 * The one place the environment is read. Parsed once, on first use, so tests and the local
 * runtime can set variables before anything touches the config.
 */
const Env = z.object({
  STAGE: z.string().default("local"),
  AWS_REGION: z.string().default("us-east-1"),
  TABLE_NAME: z.string().default("pds-local"),
  BUCKET_NAME: z.string().default("pds-local-files"),
  EXTRACT_QUEUE_URL: z.string().optional(),
  ENHANCE_QUEUE_URL: z.string().optional(),
  JOBS_QUEUE_URL: z.string().optional(),
  WEBHOOKS_QUEUE_URL: z.string().optional(),
  /** Enables /admin/v1 when set; absent means the admin API does not exist. */
  ADMIN_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16, "ADMIN_TOKEN must be at least 16 characters").optional()),
  /**
   * Encrypts the web dashboard's session cookie (core/dashboard/session.ts); at least 32
   * characters. Unset, each process makes a random one: fine locally (a restart signs everyone
   * out), but deployed every Lambda instance would refuse the others' cookies, so there the
   * dashboard refuses to sign anyone in without it.
   */
  DASHBOARD_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(32, "DASHBOARD_SECRET must be at least 32 characters").optional(),
  ),
  /**
   * How long a verified API key is trusted without re-reading it. Deactivation takes effect at
   * once in the process that handles it and within this many seconds everywhere else.
   */
  AUTH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * Requests per second one API key, and one company across all its keys, may make (429
   * `rate_limited` beyond; core/http/rate-limit.ts). 0 turns that limit off.
   */
  RATE_LIMIT_KEY_PER_SECOND: z.coerce.number().int().min(0).default(100),
  RATE_LIMIT_COMPANY_PER_SECOND: z.coerce.number().int().min(0).default(200),
  /** Largest request body accepted before parsing, in bytes. */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 1024 * 1024),
  /** Largest file accepted through a presigned upload (direct multipart uploads obey MAX_BODY_BYTES). */
  MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024 * 1024),
  LOG_LEVEL: z.enum(["DEBUG", "INFO", "WARN", "ERROR", "SILENT"]).default("INFO"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default(".data"),
  /** The running service the admin CLI talks to. */
  PDS_URL: z.string().default("http://127.0.0.1:8787"),
  /** First webhook retry waits this long; each later one doubles it (SQS caps a delay at 900 s). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(900).default(30),
  /**
   * Product events (catalog webhooks) are fanned out right after their write; a writer also
   * queues a fan-out this many seconds ahead before it writes, which sends the events of a
   * writer that died in between (core/catalog/outbox.ts). At most 900 (the SQS delay limit).
   */
  PRODUCT_EVENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(900).default(120),
  /**
   * Lets outbound requests (webhooks, file_urls, pages the engines fetch) reach private,
   * loopback and metadata addresses. Off in AWS, where such a URL is an SSRF attempt; the local
   * runtime turns it on.
   * Parsed by hand: z.coerce.boolean() would read "false" as true.
   */
  ALLOW_PRIVATE_URLS: z
    .enum(["true", "false", "1", "0"], { message: 'ALLOW_PRIVATE_URLS must be "true", "false", "1" or "0"' })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * Origins a browser may call the API from: `*` or a comma-separated list of origins
   * (`https://shop.example,http://localhost:3000`). Used by API Gateway and the local server alike.
   */
  CORS_ALLOW_ORIGINS: z
    .string()
    .default("*")
    .transform((v, ctx) => {
      const origins = v
        .split(",")
        .map((o) => o.trim().replace(/\/+$/, ""))
        .filter(Boolean);
      const bad = origins.filter((o) => o !== "*" && !/^https?:\/\/[^/\s]+$/.test(o));
      if (!origins.length || bad.length) {
        ctx.addIssue({
          code: "custom",
          message: `CORS_ALLOW_ORIGINS must be * or origins like https://shop.example (bad: ${bad.join(", ") || "empty"})`,
        });
        return z.NEVER;
      }
      return origins.includes("*") ? ["*"] : origins;
    }),
  /** Uploaded CSV/TSV/NDJSON files from this size on are split into byte ranges of whole records. */
  EXTRACT_SPLIT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024),
  /** Records per extraction chunk of a split file (one SQS message each). */
  EXTRACT_UNIT_RECORDS: z.coerce.number().int().min(1).max(100_000).default(5_000),
  /**
   * Chunks of one table on the extract queue at a time (docs/extraction.md, "Fair turns"): a huge
   * file's thousand chunks never stand in the queue ahead of another table's one message.
   */
  EXTRACT_CHUNKS_IN_FLIGHT: z.coerce.number().int().min(1).max(1_000).default(8),
  /** Which AI engine serves search, enrich and text extraction (docs/ai-engines.md). */
  AI_ENGINE: z.enum(["local", "llm"]).default("local"),
  /** The LLM engine's provider: any OpenAI-compatible endpoint, Anthropic or Amazon Bedrock. */
  LLM_PROVIDER: z.enum(["openai-compatible", "anthropic", "bedrock"]).default("openai-compatible"),
  /** Base URL of an OpenAI-compatible API (e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1). */
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  /** The model `auto` means; LLM_MODEL_LOW / LLM_MODEL_HARD override it per thinking level. */
  LLM_MODEL: z.string().optional(),
  LLM_MODEL_LOW: z.string().optional(),
  LLM_MODEL_HARD: z.string().optional(),
  /**
   * Per operation (search, enrich, extract, schema), optionally per thinking level, as JSON:
   * `{"search": "m1", "enrich:hard": "m2"}`. Wins over LLM_MODEL_LOW/HARD and LLM_MODEL.
   */
  LLM_MODELS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {} as Record<string, string>;
      try {
        return z
          .record(z.string().regex(/^(search|enrich|extract|schema|enhance)(:(low|medium|hard))?$/), z.string().min(1))
          .parse(JSON.parse(v));
      } catch {
        ctx.addIssue({
          code: "custom",
          message:
            'LLM_MODELS must be JSON like {"search": "model", "enrich:hard": "model"} (operations search, enrich, extract, schema, enhance)',
        });
        return z.NEVER;
      }
    }),
  /** One model call gives up after this long (a provider that hangs becomes a retryable failure). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(200_000).default(8192),
  /** Web search for the LLM engine: a search API provider, its key, and (tests) its base URL. */
  SEARCH_API_PROVIDER: z.enum(["none", "brave", "tavily"]).default("none"),
  SEARCH_API_KEY: z.string().optional(),
  SEARCH_API_URL: z.string().optional(),
});
export type Config = z.infer<typeof Env>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = Env.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid configuration:\n  ${lines.join("\n  ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Forget the parsed environment (the local runtime sets queue URLs after start-up). */
export function resetConfig(): void {
  cached = undefined;
}

/**
 * Sets variables for this process and re-reads the configuration: how the local runtime hands
 * on what it learns at start-up (endpoints, queue URLs, the admin token it keeps) and its own
 * defaults (`ifUnset`: only where the environment is silent, so an explicit value still wins).
 */
export function setEnvironment(values: Record<string, string>, options: { ifUnset?: boolean } = {}): void {
  for (const [key, value] of Object.entries(values)) {
    if (!options.ifUnset || process.env[key] === undefined) process.env[key] = value;
  }
  resetConfig();
}

/**
 * The raw values of those of `keys` that are set: the stacks pass them on, unparsed, to the
 * functions, whose own config() parses them.
 */
export function rawEnvironment(keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])));
}

export const VERSION = "1.0.0";
