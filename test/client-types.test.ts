/**
 * The client's types (client/schema.ts) are generated from the OpenAPI document the service
 * serves. This regenerates them with the npm script, from the document served over HTTP, and
 * fails when the committed file differs: run `npm run client:types` and commit the result.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serveService } from "./support/served.js";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), "pds-types-"));
let service: Awaited<ReturnType<typeof serveService>>;

beforeAll(async () => {
  service = await serveService("client-types");
});
afterAll(async () => {
  await service?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it("client/schema.ts is what `npm run client:types` generates from the served document", async () => {
  const out = join(dir, "schema.ts");
  // Asynchronously: the service answering the script runs in this process.
  await promisify(execFile)("npm", ["run", "-s", "client:types", "--", "--url", service.baseUrl, "--out", out], {
    cwd: root,
    timeout: 60_000,
  });
  const generated = readFileSync(out, "utf8");
  expect(generated).toContain('"/tables/{table_id}/rows"');
  // A plain comparison: a diff of 6,000 lines would drown the message.
  const committed = readFileSync(join(root, "client", "schema.ts"), "utf8");
  const firstDiff = [...generated].findIndex((ch, i) => ch !== committed[i]);
  expect(generated === committed, `client/schema.ts is stale from character ${firstDiff}: run npm run client:types`).toBe(true);
});
