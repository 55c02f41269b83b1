/**
 * The typed client (client/) against the service over real HTTP, with its workers running:
 * extraction end to end, pagination, retries through a real proxy answering 429, typed errors with
 * request ids, timeouts and aborts, a changes-feed sync, a verified webhook, an enhancement.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createClient,
  NotFoundError,
  type PdsClient,
  RateLimitError,
  TimeoutError,
  ValidationError,
  WebhookVerificationError,
} from "../client/index.js";
import { newCompany } from "./helpers.js";
import { close, listen } from "./support/listen.js";
import { serveService } from "./support/served.js";

let service: Awaited<ReturnType<typeof serveService>>;
let client: PdsClient;
let key: string;
const CSV = `name,brand,price\n${Array.from({ length: 25 }, (_, i) => `Chair ${i},Nordwood,${100 + i}`).join("\n")}\n`;

beforeAll(async () => {
  service = await serveService("client");
  key = (await newCompany({ credits: 500 })).key;
  client = createClient({ baseUrl: service.baseUrl, apiKey: key });
});
afterAll(() => service?.stop());

/** A client whose every request is counted (a fetch that calls the real one). */
function counted() {
  const requests: { method: string; url: string; headers: Headers }[] = [];
  const c = createClient({
    baseUrl: service.baseUrl,
    apiKey: key,
    fetch: (input, init) => {
      requests.push({ method: init?.method ?? "GET", url: String(input), headers: new Headers(init?.headers) });
      return fetch(input, init);
    },
  });
  return { c, requests };
}

describe("extraction", () => {
  it("uploads a buffer, createAndWait polls to completed with progress, rows come back in order", async () => {
    const file = await client.files.upload(Buffer.from(CSV), { name: "chairs.csv" });
    expect(file).toMatchObject({ name: "chairs.csv", status: "ready", content_type: "text/csv", size: CSV.length });
    const seen: string[] = [];
    const table = await client.tables.createAndWait(
      { schema_id: "default_product", name: "Chairs", file_ids: [file.id] },
      { onProgress: (t) => seen.push(t.status), intervalMs: 100 },
    );
    expect(table).toMatchObject({ status: "completed", total_rows: 25, error_message: null, progress: 100 });
    expect(seen[0]).toBe("processing");
    expect(seen.at(-1)).toBe("completed");
    const rows = await client.tables.rows.list(table.id, { limit: 100 });
    expect(rows.data.map((r) => r.data.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Chair ${i}`));

    const exported = (await (await client.tables.export(table.id, "json")).json()) as { data: Record<string, unknown>[] };
    expect(exported.data).toHaveLength(25);
    expect(exported.data[3]).toMatchObject({ name: "Chair 3", brand: "Nordwood", price: 103 });
  });

  it("uploads a path, and a file over 4 MB through the presigned URL", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const path = join(mkdtempSync(join(tmpdir(), "pds-client-")), "big.csv");
    const line = "Oak table,Nordwood,899\n";
    writeFileSync(path, `name,brand,price\n${line.repeat(Math.ceil((4.5 * 1024 * 1024) / line.length))}`);
    const { requests, c } = counted();
    const file = await c.files.upload(path);
    expect(file).toMatchObject({ name: "big.csv", status: "ready", content_type: "text/csv" });
    expect(file.size).toBeGreaterThan(4 * 1024 * 1024);
    // The PUT goes to storage through the same fetch, without the API key.
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      "POST /api/v1/files/uploads",
      expect.stringMatching(/^PUT \/pds-test-files\//),
      `POST /api/v1/files/${file.id}/complete`,
    ]);
    expect(requests[1].headers.get("authorization")).toBeNull();
  });

  it("uploads streams: a Node stream and a web ReadableStream", async () => {
    const { Readable } = await import("node:stream");
    const node = await client.files.upload(Readable.from([Buffer.from("name,price\n"), Buffer.from("Lamp,20\n")]), { name: "lamps.csv" });
    expect(node).toMatchObject({ name: "lamps.csv", size: 19, status: "ready", content_type: "text/csv" });
    const web = await client.files.upload(new Blob(["a,b\n1,2\n"]).stream(), { name: "ab.tsv", contentType: "text/csv" });
    expect(web).toMatchObject({ name: "ab.tsv", size: 8, content_type: "text/csv" });
    await expect(client.files.upload(new Uint8Array([1]))).rejects.toThrow("name is required");
  });

  it("a failed extraction throws ExtractionError carrying the table", async () => {
    const err = await client.tables
      .createAndWait({ schema_id: "default_product", name: "Gone", file_urls: [`${service.origin}/nothing-here.csv`] }, { intervalMs: 100 })
      .catch((e) => e);
    expect(err.name).toBe("ExtractionError");
    expect(err.table).toMatchObject({ status: "completed", error_message: expect.any(String) });
  });
});

describe("pagination", () => {
  it("for await walks every page of a list: 25 rows at limit 10 are three requests", async () => {
    const table = await client.tables.createAndWait({ schema_id: "default_product", name: "Paged", source_text: CSV }, { intervalMs: 100 });
    const { c, requests } = counted();
    const names: unknown[] = [];
    for await (const row of c.tables.rows.list(table.id, { limit: 10 })) names.push(row.data.name);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `Chair ${i}`));
    expect(requests.map((r) => new URL(r.url).searchParams.get("page"))).toEqual(["1", "2", "3"]);
    // Awaiting the list is one page.
    const page = await c.tables.rows.list(table.id, { limit: 10, page: 3 });
    expect(page.data).toHaveLength(5);
    expect(page.pagination).toEqual({ page: 3, limit: 10, total: 25 });
  });
});

describe("enrich", () => {
  it("createAndWait polls a batch of more than 5 items, which runs as a job, to its end", async () => {
    const { c, requests } = counted();
    const job = await c.enrich.createAndWait(
      { items: Array.from({ length: 6 }, (_, i) => ({ data: { name: `Chair ${i}` } })), web_search: false, thinking: "low" },
      { intervalMs: 100 },
    );
    expect(job).toMatchObject({ status: "completed", credits_used: 6 });
    expect(job.items.map((i) => i.data.name)).toEqual(Array.from({ length: 6 }, (_, i) => `Chair ${i}`));
    expect(requests[0].method).toBe("POST");
    expect(requests.slice(1).map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain(`GET /api/v1/enrich/${job.id}`);
  });
});

describe("idempotency keys", () => {
  it("every POST carries a fresh Idempotency-Key (or the caller's); other methods carry none", async () => {
    const { c, requests } = counted();
    await c.glossary.create({ term: "Nordwood", type: "do_not_translate" });
    await c.glossary.create({ term: "Birchline", type: "do_not_translate" }, { idempotencyKey: "my-key-1" });
    await c.glossary.list();
    const keys = requests.map((r) => r.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys.slice(1)).toEqual(["my-key-1", null]);
  });
});

describe("retries", () => {
  it("a 429 with Retry-After is retried after the wait, with the same Idempotency-Key, and succeeds", async () => {
    const seen: { method: string; key: string | undefined; at: number }[] = [];
    // A real proxy in front of the service: the first request gets a real 429 Error object.
    const proxy = await listen(async (req, res, body) => {
      seen.push({ method: req.method!, key: req.headers["idempotency-key"] as string | undefined, at: Date.now() });
      if (seen.length === 1) {
        res.writeHead(429, { "content-type": "application/json", "retry-after": "1", "x-request-id": "req_proxy429" });
        res.end(
          JSON.stringify({
            status_code: 429,
            error_type: "rate_limited",
            message: "Too many requests",
            request_id: "req_proxy429",
            retryable: true,
          }),
        );
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length"].includes(k)),
      ) as Record<string, string>;
      const answer = await fetch(`${service.origin}${req.url}`, { method: req.method, headers, body: body || undefined });
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
      res.end(await answer.text());
    });
    try {
      const viaProxy = createClient({ baseUrl: `${proxy.url}/api/v1`, apiKey: key });
      const search = await viaProxy.search.create({ query: "chair", max_results: 2 });
      expect(search.status).toBe("completed");
      expect(seen).toHaveLength(2);
      expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(950);
      expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen[1].key).toBe(seen[0].key);

      // Without retries the same answer is a typed RateLimitError with the proxy's request id.
      seen.length = 0;
      const err = await createClient({ baseUrl: `${proxy.url}/api/v1`, apiKey: key, maxRetries: 0 })
        .credits.balance()
        .catch((e) => e);
      expect(err).toBeInstanceOf(RateLimitError);
      expect(err).toMatchObject({ status: 429, requestId: "req_proxy429", retryable: true });
    } finally {
      await close(proxy);
    }
  });

  it("a 503 without Retry-After is retried with backoff; one marked retryable: false and a 422 are not", async () => {
    let n = 0;
    const flaky = await listen((_req, res) => {
      n++;
      const status = n < 3 ? 503 : 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        status === 503
          ? JSON.stringify({
              status_code: 503,
              error_type: "service_unavailable",
              message: "busy",
              request_id: `req_${n}`,
              retryable: true,
            })
          : JSON.stringify({ ok: true }),
      );
    });
    try {
      const c = createClient({ baseUrl: flaky.url, apiKey: key, retryDelayMs: 20 });
      expect(await c.me()).toEqual({ ok: true });
      expect(n).toBe(3);
    } finally {
      await close(flaky);
    }
    // A 503 whose Error object says retryable: false is not retried.
    n = 0;
    const refusing = await listen((_req, res) => {
      n++;
      res.writeHead(503, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ status_code: 503, error_type: "service_unavailable", message: "down", request_id: "req_no", retryable: false }),
      );
    });
    try {
      await expect(createClient({ baseUrl: refusing.url, apiKey: key, retryDelayMs: 20 }).me()).rejects.toMatchObject({
        status: 503,
        retryable: false,
      });
      expect(n).toBe(1);
    } finally {
      await close(refusing);
    }
    const { c, requests } = counted();
    const err = await c.tables.rows.list("tbl_x", { limit: 1000 }).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(requests).toHaveLength(1);
  });

  it("a timeout is retried, then a TimeoutError; an AbortSignal stops the call at once", async () => {
    let n = 0;
    const silent = await listen(() => void n++); // never answers
    try {
      const c = createClient({ baseUrl: silent.url, apiKey: key, timeoutMs: 200, maxRetries: 1, retryDelayMs: 10 });
      await expect(c.me()).rejects.toBeInstanceOf(TimeoutError);
      expect(n).toBe(2);
      const controller = new AbortController();
      const started = Date.now();
      const pending = createClient({ baseUrl: silent.url, apiKey: key }).me({ signal: controller.signal });
      setTimeout(() => controller.abort(new Error("user cancelled")), 100);
      await expect(pending).rejects.toThrow("user cancelled");
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await close(silent);
    }
  });
});

describe("errors", () => {
  it("an API error is a typed error with the Error object and the request id of the x-request-id header", async () => {
    let requestId: string | null = null;
    const c = createClient({
      baseUrl: service.baseUrl,
      apiKey: key,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        requestId = res.headers.get("x-request-id");
        return res;
      },
    });
    const err = await c.tables.get("tbl_does_not_exist").catch((e) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.status).toBe(404);
    expect(err.errorType).toBe("not_found");
    expect(err.requestId).toMatch(/^req_/);
    expect(err.requestId).toBe(requestId);
    expect(err.error).toMatchObject({ status_code: 404, error_type: "not_found", request_id: requestId });
    expect(err.message).toContain(err.requestId);
  });
});

describe("the changes feed", () => {
  it("sync follows cursors over pages, keeps the first page's sync_timestamp, and the next cycle gets only what changed", async () => {
    await client.attributes.create({ key: "sku", label: "SKU", type: "text" });
    const schema = await client.schemas.create({ name: "Feed", columns: [{ attribute_key: "sku" }] });
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await client.catalog.products.create({ schema_id: schema.id, attributes: { sku: `S-${i}` } }));

    const pages: string[] = [];
    const first = client.catalog.sync({ pageSize: 2, onPage: (p) => pages.push(p.sync_timestamp) });
    const seen = [];
    for await (const change of first) {
      seen.push(change.id);
      // A write during the cycle belongs to the next cycle (its stamp is after the first page's timestamp).
      if (seen.length === 1) await client.catalog.products.update(made[4].id, { attributes: { sku: "S-4b" } });
    }
    expect(first.pages).toBe(3);
    expect(first.nextSince).toBe(pages[0]);
    expect(new Set(seen)).toEqual(new Set(made.map((p) => p.id)));

    await client.catalog.products.delete(made[0].id);
    const second = client.catalog.sync({ since: first.nextSince, pageSize: 2 });
    const changes = [];
    for await (const change of second) changes.push(change);
    expect(changes.map((c) => [c.id, "deleted" in c && c.deleted ? "deleted" : (c as any).attributes.sku]).sort()).toEqual(
      [
        [made[0].id, "deleted"],
        [made[4].id, "S-4b"],
      ].sort(),
    );
    expect(second.nextSince! > first.nextSince!).toBe(true);
  });

  it("a cycle stopped early leaves nextSince unset, so it is never stored", async () => {
    const sync = client.catalog.sync({ pageSize: 1 });
    for await (const _ of sync) break;
    expect(sync.nextSince).toBeUndefined();
  });
});

describe("webhooks", () => {
  it("verify() accepts a real signed delivery with the company's secret and refuses a tampered one", async () => {
    const hits: { body: string; headers: Record<string, string> }[] = [];
    const receiver = await listen((req, res, body) => {
      hits.push({ body, headers: req.headers as Record<string, string> });
      res.writeHead(200).end();
    });
    try {
      const table = await client.tables.createAndWait(
        { schema_id: "default_product", name: "Hooked", source_text: "name: Oak table", webhook_url: `${receiver.url}/hook` },
        { intervalMs: 100 },
      );
      for (let i = 0; i < 100 && !hits.length; i++) await new Promise((r) => setTimeout(r, 100));
      expect(hits).toHaveLength(1);
      const { secret } = await client.webhooks.secret();
      const event = await client.webhooks.verify(hits[0].body, hits[0].headers, secret);
      expect(event).toMatchObject({ type: "table.completed", data: { id: table.id } });
      // Typed by the document's webhooks: narrowing on type gives the table.
      if (event.type === "table.completed") expect(event.data.total_rows).toBe(1);
      // Also from a Headers object and from bytes.
      await expect(
        client.webhooks.verify(new TextEncoder().encode(hits[0].body), new Headers(hits[0].headers), secret),
      ).resolves.toMatchObject({
        id: hits[0].headers["webhook-id"],
      });

      const tampered = hits[0].body.replace(table.id, "tbl_forged");
      await expect(client.webhooks.verify(tampered, hits[0].headers, secret)).rejects.toBeInstanceOf(WebhookVerificationError);
      await expect(
        client.webhooks.verify(hits[0].body, hits[0].headers, `whsec_${btoa("another secret of 32 bytes......")}`),
      ).rejects.toThrow("no matching signature");
      await expect(client.webhooks.verify(hits[0].body, hits[0].headers, secret, { now: Date.now() + 600_000 })).rejects.toThrow("too old");
    } finally {
      await close(receiver);
    }
  });
});

describe("enhance", () => {
  it("runAndWait starts the cells and waits until none is pending or processing", async () => {
    const table = await client.tables.createAndWait({ schema_id: "default_product", name: "Upper", source_text: CSV }, { intervalMs: 100 });
    const rows = await client.tables.rows.list(table.id, { limit: 3 });
    const progress: number[] = [];
    const { job, status } = await client.enhance.runAndWait(
      table.id,
      { row_ids: rows.data.map((r) => r.id), column_key: "brand", prompt: "upper case", web_search: false },
      { intervalMs: 100, onProgress: (s) => progress.push(s.completed) },
    );
    expect(job).toMatchObject({ status: "queued", rows_queued: 3 });
    expect(status).toMatchObject({ total: 3, completed: 3, pending: 0, processing: 0 });
    expect(progress.at(-1)).toBe(3);
    const after = await client.tables.rows.get(table.id, rows.data[0].id);
    expect(after.data.brand).toBe("NORDWOOD");
  });
});

describe("dependencies", () => {
  it("the client imports only its own files (and node:fs, lazily, for upload paths): fetch is its one dependency", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const dir = join(import.meta.dirname, "..", "client");
    const files = [
      ...readdirSync(dir).map((f) => join(dir, f)),
      ...readdirSync(join(dir, "resources")).map((f) => join(dir, "resources", f)),
    ];
    const outside: string[] = [];
    for (const file of files.filter((f) => f.endsWith(".ts"))) {
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["']([^"']+)["']/g)) {
        if (!spec.startsWith("./") && !spec.startsWith("../")) outside.push(`${file.slice(dir.length + 1)}: ${spec}`);
      }
    }
    expect(outside).toEqual(["resources/files.ts: node:fs"]);
  });
});
