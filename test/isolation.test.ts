/**
 * Tenant isolation over every operation of the served OpenAPI document (spec 1, 5.2, 5.5): the
 * first company owns one resource of every kind (test/support/tenant.ts); the second company's
 * key walks every operation against them and must get the spec's 404, identical to the answer
 * for an id that never existed, with nothing of the first company in any body or header. Routes
 * that take no id (lists, /me, /credits/*, creates) must show only the second company's own data,
 * and a create naming the first company's resource is refused. The operations come from the
 * document, so a new route is walked without a test written for it; a new kind of path parameter
 * fails the walk until its fixture exists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, app, expectError, newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { fillPath, minimalValue, type Operation, operationsOf, resourceKind } from "./support/operations.js";
import { privateWorkers } from "./support/served.js";
import { createTenantResources, patientApi, type TenantResources } from "./support/tenant.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
type Fx = TenantResources["ids"];
interface Req {
  method: string;
  /** Below /api/v1, with the query string. */
  url: string;
  body?: unknown;
}
/** A request of a route without an id of the first company; `refused` when it names one in its body. */
interface Case {
  query?: Record<string, string>;
  body?: unknown;
  refused?: boolean;
}

let owner: Co;
let other: Co;
let doc: Record<string, any>;
let ops: Operation[];
let fx: TenantResources;
let receiver: Awaited<ReturnType<typeof listen>>;
let workers: { stop(): Promise<void> } | undefined;
/** Operations the second company's key has been walked over, checked against the document at the end. */
const walked = new Set<string>();

/** Bodies for operations whose valid input depends on the resource (a column that exists, a row of the table). */
const BODIES: Record<string, (ids: Fx) => unknown> = {
  "POST /tables/{table_id}/rows": () => ({ rows: [{ sku: "new", price: 1 }] }),
  "POST /tables/{table_id}/rows/bulk-update": (ids) => ({ row_ids: [ids["rows/{row_id}"]], column_key: "note", value: "bulk" }),
  "PATCH /tables/{table_id}/rows/{row_id}": () => ({ data: { note: "patched" } }),
  "POST /tables/{table_id}/enhance": (ids) => ({
    row_ids: [ids["rows/{row_id}"]],
    column_key: "note",
    prompt: "{{name}} by {{sku}}",
    web_search: false,
  }),
  "POST /files/uploads": () => ({ name: "b.csv", content_type: "text/csv", size: 10 }),
};

/** Routes without an id: the first company's ids in a body must be refused; the plain request shows only the caller's data. */
const CASES: Record<string, (ids: Fx) => Case[]> = {
  "POST /tables": (ids) => [
    { body: { schema_id: ids["schemas/{id}"], name: "x", source_text: "x" }, refused: true },
    { body: { schema_id: "default_product", name: "x", file_ids: [ids["files/{id}"]] }, refused: true },
    { body: { schema_id: "default_product", name: "Own", source_text: "name: own" } },
  ],
  "POST /schemas": (ids) => [
    { body: { name: "x", columns: [{ attribute_id: ids["attributes/{id}"] }] }, refused: true },
    { body: { name: "Own", columns: [{ key: "name", label: "Name", type: "text" }] } },
  ],
  "POST /catalog/products": (ids) => [{ body: { schema_id: ids["schemas/{id}"], attributes: {} }, refused: true }],
  "POST /search": (ids) => [{ body: { query: "Item 1", schema_id: ids["schemas/{id}"] }, refused: true }, { body: { query: "Item 1" } }],
  "POST /enrich": (ids) => [
    { body: { items: [{ data: { name: "Lamp" } }], schema_id: ids["schemas/{id}"], web_search: false }, refused: true },
    { body: { items: [{ data: { name: "Lamp" } }], web_search: false } },
  ],
};

/** Query parameters that filter by a resource: given the first company's, a list must still show nothing of it. */
const FILTERS: Record<string, string> = { schema_id: "schemas/{id}", table_id: "tables/{table_id}" };

/** A parameter with an enum (`/analytics/{scope}`) selects a view, not a resource. */
const isSelector = (p: Operation["pathParams"][number]) => Array.isArray(p.schema.enum);
const takesId = (op: Operation) => op.pathParams.some((p) => !isSelector(p));

const FORM = Symbol("multipart");
function bodyOf(op: Operation): unknown {
  if (BODIES[op.name]) return BODIES[op.name](fx.ids);
  if (!op.body) return undefined;
  return op.body.contentType === "multipart/form-data" ? FORM : minimalValue(doc, op.body.schema);
}

function requiredQuery(op: Operation): Record<string, string> {
  return Object.fromEntries(op.queryParams.filter((q) => q.required).map((q) => [q.name, String(minimalValue(doc, q.schema))]));
}

/** The operation's requests, one per value of a selector parameter; resources' ids from `ids`. */
function requestsOf(op: Operation, query: Record<string, string>, body: unknown): Req[] {
  let paths = [op.path];
  for (const p of op.pathParams) {
    const id = fx.ids[resourceKind(op.path, p.name)];
    if (!isSelector(p) && !id) throw new Error(`${op.name}: no fixture for ${resourceKind(op.path, p.name)} in test/support/tenant.ts`);
    const values: string[] = isSelector(p) ? p.schema.enum : [id];
    paths = paths.flatMap((path) => values.map((v) => fillPath(path, { [p.name]: v })));
  }
  const qs = new URLSearchParams(query).toString();
  return paths.map((path) => ({ method: op.method, url: qs ? `${path}?${qs}` : path, body }));
}

async function send(key: string, req: Req) {
  if (req.body !== FORM) return patientApi(req.url, key, { method: req.method, body: req.body });
  const form = new FormData();
  form.append("file", new Blob(["sku,name\nB-1,Own\n"], { type: "text/csv" }), "own.csv");
  const res = await app.request(`/api/v1${req.url}`, { method: req.method, headers: { authorization: `Bearer ${key}` }, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
}

/**
 * What the first company owns that shows in the answer. An id the request itself carries may be
 * echoed (a 404 names the id it did not find): that tells the caller nothing it did not send.
 */
function shown(res: { text: string; headers: Headers }, req: Req): string[] {
  const sent = `${req.url} ${JSON.stringify(req.body ?? null)}`;
  const seen = `${res.text} ${[...res.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}`;
  return fx.secrets.filter((s) => seen.includes(s) && !sent.includes(s));
}

/** An id of the same shape that no one has: its last character changed. */
function fakeOf(id: string): string {
  const last = id.at(-1)!;
  const next = /\d/.test(last) ? String((Number(last) + 1) % 10) : /[a-e]/.test(last) ? String.fromCharCode(last.charCodeAt(0) + 1) : "a";
  return id.slice(0, -1) + next;
}

function withIds(req: Req, swap: [string, string][]): Req {
  let url = req.url;
  let body = JSON.stringify(req.body ?? null);
  for (const [from, to] of swap) {
    url = url.replaceAll(encodeURIComponent(from), encodeURIComponent(to));
    body = body.replaceAll(from, to);
  }
  return { ...req, url, body: req.body === undefined || req.body === FORM ? req.body : JSON.parse(body) };
}

/** An Error object without its request_id, the fake ids read as the real ones. */
function normalized(text: string, swap: [string, string][]) {
  let t = text;
  for (const [real, fake] of swap) t = t.replaceAll(fake, real);
  const { request_id: _, ...rest } = JSON.parse(t);
  return rest;
}

const describeReq = (req: Req) =>
  `${req.method} ${req.url}${req.body === undefined ? "" : req.body === FORM ? " (a file)" : ` ${JSON.stringify(req.body).slice(0, 200)}`}`;

beforeAll(async () => {
  [owner, other] = await Promise.all([newCompany({ credits: 10_000 }), newCompany({ credits: 1_000 })]);
  receiver = await listen((_req, res) => res.writeHead(200).end());
  // Queues of this file's own; the jobs queue is not polled (the background publish job stays processing).
  workers = await privateWorkers("isolation", { idle: ["jobs"] });
  doc = (await api("/openapi.json", other.key)).json;
  ops = operationsOf(doc);
  fx = await createTenantResources(owner, receiver.url);
}, 120_000);

afterAll(async () => {
  await workers?.stop();
  await close(receiver);
});

describe("tenant isolation over every operation of the OpenAPI document", () => {
  it("every kind of path parameter in the document has a resource of the first company", () => {
    const kinds = new Set(ops.flatMap((op) => op.pathParams.filter((p) => !isSelector(p)).map((p) => resourceKind(op.path, p.name))));
    const missing = [...kinds].filter((k) => !fx.ids[k]);
    expect(missing, "add a resource of this kind to `ids` in test/support/tenant.ts").toEqual([]);
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });

  it("another company's key gets 404, the same as for an id no one has, on every operation naming the first company's resources", async () => {
    const before = await fx.snapshot();
    const failures: string[] = [];
    for (const op of ops.filter(takesId)) {
      walked.add(op.name);
      for (const req of requestsOf(op, requiredQuery(op), bodyOf(op))) {
        const res = await send(other.key, req);
        try {
          expectError(res, 404, "not_found");
        } catch (err) {
          failures.push(`${describeReq(req)}: ${(err as Error).message.slice(0, 300)}`);
          continue;
        }
        const leaked = shown(res, req);
        if (leaked.length) failures.push(`${describeReq(req)} shows ${leaked.join(", ")}: ${res.text.slice(0, 300)}`);
        // Nothing tells an existing resource of another company from one that never existed.
        const swap = Object.values(fx.ids)
          .filter((id) => req.url.includes(encodeURIComponent(id)))
          .map((id) => [id, fakeOf(id)] as [string, string]);
        const fake = await send(other.key, withIds(req, swap));
        if (fake.status !== 404 || JSON.stringify(normalized(fake.text, swap)) !== JSON.stringify(normalized(res.text, []))) {
          failures.push(`${describeReq(req)} answers unlike an unknown id: ${res.text.slice(0, 200)} vs ${fake.text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Nothing was changed behind a 404.
    expect(await fx.snapshot()).toEqual(before);
  });

  it("methods the document does not list, on the first company's resources, are refused as for an unknown id, showing nothing", async () => {
    const failures: string[] = [];
    const paths = [...new Set(ops.filter(takesId).map((o) => o.path))];
    for (const path of paths) {
      const listed = new Set(ops.filter((o) => o.path === path).map((o) => o.method));
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !listed.has(m))) {
        const op = ops.find((o) => o.path === path)!;
        for (const req of requestsOf({ ...op, method }, {}, method === "GET" ? undefined : {})) {
          const res = await send(other.key, { ...req, method });
          const swap = Object.values(fx.ids)
            .filter((id) => req.url.includes(encodeURIComponent(id)))
            .map((id) => [id, fakeOf(id)] as [string, string]);
          const fake = await send(other.key, withIds({ ...req, method }, swap));
          const ctx = `${method} ${req.url} → ${res.status} ${res.text.slice(0, 200)}`;
          if (res.status < 400 || res.status >= 500) failures.push(ctx);
          else if (shown(res, req).length) failures.push(`${ctx} shows ${shown(res, req).join(", ")}`);
          else if (JSON.stringify(normalized(fake.text, swap)) !== JSON.stringify(normalized(res.text, []))) {
            failures.push(`${ctx} unlike an unknown id: ${fake.text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("routes without an id show only the second company's own data, and refuse the first company's ids in a body", async () => {
    const before = await fx.snapshot();
    const failures: string[] = [];
    for (const op of ops.filter((o) => !takesId(o))) {
      walked.add(op.name);
      const filters = op.queryParams.filter((q) => FILTERS[q.name]);
      const cases: Case[] = CASES[op.name]?.(fx.ids) ?? [
        { query: requiredQuery(op), body: bodyOf(op) },
        ...(filters.length
          ? [{ query: { ...requiredQuery(op), ...Object.fromEntries(filters.map((q) => [q.name, fx.ids[FILTERS[q.name]]])) } }]
          : []),
      ];
      for (const c of cases) {
        for (const req of requestsOf(op, c.query ?? requiredQuery(op), c.body)) {
          const res = await send(other.key, req);
          const ctx = `${describeReq(req)} → ${res.status} ${res.text.slice(0, 300)}`;
          if (res.status >= 500 || (c.refused && (res.status < 400 || res.status === 429))) {
            failures.push(`${ctx}${c.refused ? " (should be refused)" : ""}`);
          } else if (res.status >= 400) {
            try {
              expectError(res, res.status, res.json?.error_type);
            } catch (err) {
              failures.push(`${ctx}: ${(err as Error).message.slice(0, 200)}`);
            }
          }
          const leaked = shown(res, req);
          if (leaked.length) failures.push(`${ctx} shows ${leaked.join(", ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await fx.snapshot()).toEqual(before);
  });

  it("the first company's own key reaches every one of those resources with the same requests (the 404s were the ownership check)", async () => {
    const withId = ops.filter(takesId);
    // Deletions last, children before parents (the document lists a resource before its children).
    const ordered = [...withId.filter((o) => o.method !== "DELETE"), ...withId.filter((o) => o.method === "DELETE").reverse()];
    const failures: string[] = [];
    for (const op of ordered) {
      for (const req of requestsOf(op, requiredQuery(op), bodyOf(op))) {
        const res = await send(owner.key, req);
        // 409 (a state conflict: the rename's key is taken, a publish is running) still found the resource.
        if (res.status >= 500 || [400, 404, 422].includes(res.status))
          failures.push(`${describeReq(req)} → ${res.status} ${res.text.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the walk covered every operation of the document", () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.map((o) => o.name).filter((n) => !walked.has(n))).toEqual([]);
  });
});
