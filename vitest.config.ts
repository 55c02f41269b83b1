import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-env.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // DynamoDB Local is one JVM on a 2-core machine: a couple of workers keep it busy enough.
    maxWorkers: 2,
  },
});
