import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { type OpenAPI3 } from "openapi-typescript";
import { afterAll, describe, expect, it } from "vitest";
import { call } from "./helpers.js";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// Under the project (and gitignored), so the compiler resolves openapi-fetch from its node_modules.
const dir = mkdtempSync(join(root, "test", ".tmp-client-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The README's calls, written as a client generated from the document would make them. The last
 * call lacks a required field: if the compiler did not complain there, the check proves nothing.
 */
const CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

const client = createClient<paths>({ baseUrl: "http://127.0.0.1:8787/api/v1" });

export async function readmeCalls() {
  const me = await client.GET("/me");
  const table = await client.POST("/tables", {
    body: { schema_id: "default_product", name: "Demo", source_text: "name,brand,price\\nOak table,Nordwood,899\\nPine chair,Nordwood,99" },
  });
  const tableId: string | undefined = table.data?.id;
  await client.GET("/tables/{table_id}", { params: { path: { table_id: tableId ?? "" } } });
  await client.GET("/tables/{table_id}/rows", { params: { path: { table_id: tableId ?? "" }, query: { page: 1, limit: 10 } } });
  const search = await client.POST("/search", { body: { query: "oak table" } });
  const enrich = await client.POST("/enrich", { body: { items: [{ data: { name: "Pine chair" } }] } });
  await client.POST("/glossary", { body: { term: "Nordwood", type: "do_not_translate" } });
  const usage = await client.GET("/credits/usage", { params: { query: { limit: 5 } } });
  const status: string | undefined = search.data?.status;
  return [me.data?.company.id, status, enrich.data?.items.length, usage.data?.total_used, search.error?.error_type];
}

export async function missingQuery() {
  // @ts-expect-error query is required
  await client.POST("/search", { body: { max_results: 3 } });
}
`;

describe("a client generated from the OpenAPI document", () => {
  it("type-checks the README's calls (openapi-typescript with defaultNonNullable, openapi-fetch)", async () => {
    const doc = (await call("/api/v1/openapi.json")).json as OpenAPI3;
    // defaultNonNullable: openapi-typescript 7's default; in 6 it is opt-in.
    writeFileSync(join(dir, "schema.ts"), await openapiTS(doc, { defaultNonNullable: true }));
    writeFileSync(join(dir, "client.ts"), CLIENT);
    // The package the client imports: fails here, not in the compiler, if it is missing.
    expect(typeof (await import("openapi-fetch")).default).toBe("function");

    // Its own tsconfig: given files on the command line, tsc 7 refuses to run beside the project's.
    const compilerOptions = { strict: true, noEmit: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", types: [] };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["client.ts"] }));
    const tsc = spawnSync(join(root, "node_modules", ".bin", "tsc"), ["-p", dir], { encoding: "utf8", timeout: 60_000 });
    expect(tsc.status, `${tsc.stdout}${tsc.stderr}${tsc.error ?? ""}`).toBe(0);
  });
});
