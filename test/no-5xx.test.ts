import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { api, app, newCompany } from "./helpers.js";
import { hostileRequests } from "./support/hostile.js";
import { close, listen } from "./support/listen.js";
import { type Operation, operationsOf, resolve, resourceKind } from "./support/operations.js";
import { privateWorkers } from "./support/served.js";
import { createTenantResources, type TenantResources } from "./support/tenant.js";

/**
 * No input makes the API answer 5xx: every operation of the OpenAPI document gets arbitrary JSON
 * bodies (and near-valid ones: right keys, wrong values) and arbitrary query strings; then
 * hostile requests (test/support/hostile.ts) on a company owning one resource of each kind: every
 * refusal is the spec's Error object with its request_id, and an operation that refused all its
 * inputs left the company's stored data as it was.
 *
 * The random inputs differ every run; the seed is printed, and FUZZ_SEED=<seed> replays a run.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Hostile requests per operation: about 1,300 in all, well inside the file's time budget. */
const RUNS = 20;

let co: { id: string; key: string };
let target: Awaited<ReturnType<typeof newCompany>>;
let fx: TenantResources;
let doc: Record<string, any>;
let ops: Operation[];
const operations: { method: string; path: string; keys: string[] }[] = [];

beforeAll(async () => {
  console.log(`no-5xx fuzz seed ${SEED}; replay with FUZZ_SEED=${SEED} npx vitest run test/no-5xx.test.ts`);
  [co, target] = await Promise.all([newCompany({ credits: 100_000 }), newCompany({ credits: 100_000 })]);
  doc = (await api("/openapi.json", co.key)).json;
  ops = operationsOf(doc);
  for (const op of ops) {
    operations.push({
      method: op.method,
      path: op.path.replace(/\{[^}]+\}/g, "x_unknown_1"),
      keys: Object.keys(bodyProperties(op)),
    });
  }
  // The target company's resources, made with the workers running on queues of this file's own;
  // they stop before the fuzz, so no background work changes stored data while it runs.
  const receiver = await listen((_req, res) => res.writeHead(200).end());
  const workers = await privateWorkers("no-5xx", { idle: ["jobs"] });
  try {
    fx = await createTenantResources(target, receiver.url);
  } finally {
    await workers.stop();
    await close(receiver);
  }
}, 120_000);

/** The JSON body's properties (one $ref deep), the names near-valid bodies use. */
function bodyProperties(op: Operation): Record<string, unknown> {
  const schema = op.body?.contentType === "application/json" ? op.body.schema : undefined;
  return (schema ? resolve(doc, schema).properties : undefined) ?? {};
}

const value = fc.oneof(fc.jsonValue(), fc.string(), fc.constantFrom(null, -1, 0, 1e308, "", "auto", [], {}, [{}], "https://127.0.0.1/"));

describe("no 5xx for any input", () => {
  it("every operation answers arbitrary and near-valid bodies without a server error", async () => {
    expect(operations.length).toBeGreaterThan(30);
    const seen = new Set<number>();
    for (const op of operations.filter((o) => o.method !== "GET" && o.method !== "DELETE")) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...(op.keys.length ? op.keys : ["a"])), value)),
          async (body) => {
            const res = await api(op.path, co.key, { method: op.method, body: JSON.stringify(body) });
            seen.add(res.status);
            expect(res.status, `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 300)} → ${res.text.slice(0, 300)}`).toBeLessThan(
              500,
            );
          },
        ),
        // A fixed seed: the same bodies every run, so whether some are accepted does not depend on luck.
        { numRuns: 25, seed: 20261122 },
      );
    }
    // The bodies reach the handlers: some are accepted, not only refused by validation.
    expect(
      [...seen].some((s) => s < 300),
      `statuses seen: ${[...seen]}`,
    ).toBe(true);
    expect(seen.has(422)).toBe(true);
  }, 240_000);

  it("every GET answers arbitrary query strings without a server error", async () => {
    for (const [i, op] of operations.filter((o) => o.method === "GET").entries()) {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom("page", "limit", "search", "type", "status", "format", "from", "to", "service"), fc.string()),
          async (query) => {
            const res = await api(`${op.path}?${new URLSearchParams(query)}`, co.key);
            expect(res.status, `GET ${op.path}?${new URLSearchParams(query)} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
          },
        ),
        { numRuns: 10, seed: SEED + i },
      );
    }
  }, 120_000);

  it("every path parameter of every operation refuses a bad escape, a NUL, a lone surrogate and a 5,000-character id with a 4xx Error object", async () => {
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.pathParams.length)) {
      for (const p of op.pathParams) {
        for (const bad of ["%zz", "%00", "%ED%A0%80", "x".repeat(5000)]) {
          const values = Object.fromEntries(
            op.pathParams.map((q) => [q.name, fx.ids[resourceKind(op.path, q.name)] ?? q.schema.enum?.[0]]),
          );
          const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === p.name ? bad : encodeURIComponent(values[name])));
          const res = await app.request(`/api/v1${url}`, { method: op.method, headers: { authorization: `Bearer ${target.key}` } });
          const text = await res.text();
          const problem = res.status < 400 || res.status >= 500 ? "not a 4xx" : errorObjectProblem(res, text);
          if (problem) failures.push(`${problem}: ${op.method} ${url.slice(0, 100)} → ${res.status} ${text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("hostile ids, query strings, bodies, content types and headers get a 4xx Error object, and a refusal changes nothing", async () => {
    const failures: string[] = [];
    /** Sends the operation's hostile requests; true when every one was refused. */
    const fuzz = async (op: Operation) => {
      const ids = Object.fromEntries(op.pathParams.map((p) => [p.name, fx.ids[resourceKind(op.path, p.name)]]));
      const arbitrary = hostileRequests(op, ids, Object.keys(bodyProperties(op)), target.key);
      let refusedAll = true;
      for (const r of fc.sample(arbitrary, { seed: SEED + ops.indexOf(op), numRuns: RUNS })) {
        const res = await app.request(`/api/v1${r.url}`, { method: r.method, headers: r.headers, body: r.body });
        const text = await res.text();
        const ctx = `${op.name} as ${r.method} ${r.url.slice(0, 120)} [${r.what.join("; ")}] → ${res.status} ${text.slice(0, 200)}`;
        if (res.status < 400) refusedAll = false;
        if (res.status >= 500) failures.push(`server error: ${ctx}`);
        else if (r.mustRefuse && res.status < 400) failures.push(`accepted: ${ctx}`);
        else if (res.status >= 400) {
          const problem = errorObjectProblem(res, text);
          if (problem) failures.push(`${problem}: ${ctx}`);
        }
      }
      return refusedAll;
    };

    // Reads first: whatever they answer, they change nothing.
    let baseline = await fx.snapshot();
    for (const op of ops.filter((o) => o.method === "GET")) await fuzz(op);
    expect(await fx.snapshot(), "reads changed stored data").toEqual(baseline);
    // Then each write: one that refused all its inputs left stored data as it was. Deletions
    // last, children before parents, so the other operations reach live resources.
    const writes = ops.filter((o) => o.method !== "GET");
    for (const op of [...writes.filter((o) => o.method !== "DELETE"), ...writes.filter((o) => o.method === "DELETE").reverse()]) {
      const refusedAll = await fuzz(op);
      const now = await fx.snapshot();
      if (refusedAll) expect(now, `${op.name} refused all ${RUNS} inputs, yet stored data changed (FUZZ_SEED=${SEED})`).toEqual(baseline);
      baseline = now;
    }
    expect(failures.slice(0, 20), `FUZZ_SEED=${SEED} replays this run`).toEqual([]);
  }, 120_000);
});

/** What keeps a refusal from being the spec's Error object (section 7) with the request's id, if anything. */
function errorObjectProblem(res: Response, text: string): string | undefined {
  if (!/^application\/json/.test(res.headers.get("content-type") ?? "")) return `not JSON (${res.headers.get("content-type")})`;
  let e: any;
  try {
    e = JSON.parse(text);
  } catch {
    return "unparsable JSON";
  }
  if (e?.status_code !== res.status || typeof e.error_type !== "string" || typeof e.message !== "string") return "not an Error object";
  if (typeof e.request_id !== "string" || e.request_id !== res.headers.get("x-request-id"))
    return "request_id missing or unlike x-request-id";
  return undefined;
}
