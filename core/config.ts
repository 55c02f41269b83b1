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
  ADMIN_TOKEN: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(16, "ADMIN_TOKEN must be at least 16 characters").optional(),
  ),
  /** Largest request body accepted before parsing, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(6 * 1024 * 1024),
  LOG_LEVEL: z.enum(["DEBUG", "INFO", "WARN", "ERROR", "SILENT"]).default("INFO"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default(".data"),
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

export const VERSION = "1.0.0";
