import type { TestProject } from "vitest/node";
import { ensureBucket, ensureQueues, ensureTable } from "../core/local/bootstrap.js";
import { startLocalStack, type LocalStack } from "../core/local/stack.js";

/** One local stack (in memory) for the whole run; each test file makes its own companies. */
let stack: LocalStack | undefined;

export async function setup(project: TestProject) {
  stack = await startLocalStack();
  const env: Record<string, string> = {
    ...stack.env,
    STAGE: "test",
    TABLE_NAME: "pds-test",
    BUCKET_NAME: "pds-test-files",
    ADMIN_TOKEN: "test-admin-token-0123456789",
    LOG_LEVEL: "SILENT",
    // Retries in 1, 2, 4 s instead of 30, 60, 120 s; tests' webhook receivers listen on 127.0.0.1.
    WEBHOOK_RETRY_BASE_SECONDS: "1",
    ALLOW_PRIVATE_URLS: "true",
    // Tests fire bursts far above a customer's rate; test/rate-limit.test.ts sets its own limits.
    RATE_LIMIT_KEY_PER_SECOND: "100000",
    RATE_LIMIT_COMPANY_PER_SECOND: "100000",
  };
  Object.assign(process.env, env);
  await ensureTable(env.TABLE_NAME, env.AWS_REGION);
  await ensureBucket(env.BUCKET_NAME, env.AWS_REGION);
  Object.assign(env, await ensureQueues("pds-test", env.AWS_REGION));
  project.provide("localEnv", env);
}

export async function teardown() {
  await stack?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    localEnv: Record<string, string>;
  }
}
