import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DeleteMessageBatchCommand, ReceiveMessageCommand } from "@aws-sdk/client-sqs";
import type { SQSRecord } from "aws-lambda";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureQueues } from "../core/local/bootstrap.js";
import { toRecord } from "../core/local/poller.js";
import { sqs } from "../core/queue/client.js";
import { getSecret } from "../core/webhooks/signing.js";
import { newCompany } from "./helpers.js";
import {
  buildFunctions,
  httpEvent,
  resultBytes,
  sqsEvent,
  startFunction,
  type HttpResult,
  type LambdaFunction,
  type SQSBatchResponse,
} from "./support/lambda.js";
import { close, listen } from "./support/listen.js";

/**
 * The deployed entry points as Lambda runs them: functions/api.ts and the queue workers are
 * built with SST's own esbuild options, each run in a Node process of its own, and invoked with
 * API Gateway HTTP API (payload 2.0) and SQS events against the local stack. Their queues are
 * private to this file, so no other test file's poller takes a message meant for the workers here.
 */
const HANDLERS = {
  api: "functions/api.ts",
  "extract-worker": "functions/extract-worker.ts",
  "jobs-worker": "functions/jobs-worker.ts",
  "webhook-worker": "functions/webhook-worker.ts",
};
type Name = keyof typeof HANDLERS;

const dir = mkdtempSync(join(tmpdir(), "pds-lambda-"));
const fns = {} as Record<Name, LambdaFunction>;
let queues: Record<string, string>;
let co: Awaited<ReturnType<typeof newCompany>>;
let receiver: Awaited<ReturnType<typeof listen>>;
const hooks: { body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  queues = await ensureQueues(`pds-test-lambda-${Date.now()}`, process.env.AWS_REGION!);
  const [files] = await Promise.all([
    buildFunctions(HANDLERS, dir),
    (async () => {
      co = await newCompany({ credits: 100 });
      receiver = await listen((req, res, body) => {
        hooks.push({ body, headers: req.headers as Record<string, string> });
        res.writeHead(204).end();
      });
    })(),
  ]);
  const env = { ...process.env, ...queues };
  await Promise.all((Object.keys(HANDLERS) as Name[]).map(async (n) => (fns[n] = await startFunction(files[n], n, env))));
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(fns).map((f) => f.stop()));
  await close(receiver);
  rmSync(dir, { recursive: true, force: true });
});

/** Calls the API function as API Gateway does; `json` bodies go as application/json text. */
async function http(method: string, path: string, options: { json?: unknown; body?: Uint8Array; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${co.key}`, ...options.headers };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const event = httpEvent(method, `/api/v1${path}`, {
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const res = await fns.api.invoke<HttpResult>(event);
  const bytes = resultBytes(res);
  let json: any;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    json = undefined;
  }
  return { ...res, bytes, json };
}

/** Waits for `count` messages on a private queue, as Lambda's event source would receive them. */
async function receive(queue: string, count = 1): Promise<SQSRecord[]> {
  const records: SQSRecord[] = [];
  for (let i = 0; i < 30 && records.length < count; i++) {
    const { Messages = [] } = await sqs().send(
      new ReceiveMessageCommand({ QueueUrl: queue, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, AttributeNames: ["All"] }),
    );
    records.push(...Messages.map((m) => toRecord(queue, m)));
  }
  expect(records).toHaveLength(count);
  return records;
}

/** Invokes a worker with a batch and deletes what it did not report failed, as the event source does. */
async function runWorker(name: Name, queue: string, records: SQSRecord[]) {
  const result = await fns[name].invoke<SQSBatchResponse>(sqsEvent(records));
  const failed = new Set(result.batchItemFailures.map((f) => f.itemIdentifier));
  const done = records.filter((r) => !failed.has(r.messageId));
  if (done.length) {
    await sqs().send(
      new DeleteMessageBatchCommand({ QueueUrl: queue, Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })) }),
    );
  }
  return result;
}

/** Extracts a just-created table with the extract worker bundle. */
async function extract(tableId: string) {
  const [record] = await receive(queues.EXTRACT_QUEUE_URL);
  expect(JSON.parse(record.body)).toMatchObject({ table_id: tableId });
  expect(await runWorker("extract-worker", queues.EXTRACT_QUEUE_URL, [record])).toEqual({ batchItemFailures: [] });
}

const bytesOf = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("the API function behind API Gateway (HTTP API, payload 2.0)", () => {
  let schemaId: string;
  let tableId: string;

  it("answers a JSON request with JSON, not base64, and bad JSON with the Error object", async () => {
    const res = await http("POST", "/schemas", {
      json: {
        name: "Lambda",
        columns: [
          { key: "title", label: "Title", type: "text" },
          { key: "note", label: "Note", type: "text" },
          { key: "price", label: "Price", type: "number" },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.isBase64Encoded).toBe(false);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.headers["x-request-id"]).toBeTruthy();
    schemaId = res.json.id;

    const bad = await http("POST", "/schemas", { body: Buffer.from("{not json"), headers: { "content-type": "application/json" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json).toMatchObject({ status_code: 400, error_type: "invalid_request", request_id: bad.headers["x-request-id"] });

    // zod's messages in the bundle, which keeps its English locale only (stacks/zod-english-only.ts).
    const invalid = await http("POST", "/schemas", { json: { name: 42, columns: [] } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json.message).toMatch(/name.*expected string, received number/i);
  });

  it("takes a base64-encoded multipart upload on POST /files", async () => {
    const csv = 'title,note,price\nOak table,solid,899\nPine chair,"light, stackable",99\nStool,,45\n';
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "catalog.csv");
    const req = new Request("https://x/", { method: "POST", body: form });
    const res = await http("POST", "/files", {
      body: new Uint8Array(await req.arrayBuffer()),
      headers: { "content-type": req.headers.get("content-type")! },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json.data).toEqual([expect.objectContaining({ name: "catalog.csv", size: Buffer.byteLength(csv) })]);

    const table = await http("POST", "/tables", {
      json: { schema_id: schemaId, name: "Lambda catalog", file_ids: [res.json.data[0].id], webhook_url: `${receiver.url}/tables` },
    });
    expect(table.statusCode).toBe(201);
    tableId = table.json.id;
  });

  it("the extract worker processes the good record and reports only the bad one in batchItemFailures", async () => {
    const [good] = await receive(queues.EXTRACT_QUEUE_URL);
    const bad: SQSRecord = { ...good, messageId: "bad-record", receiptHandle: "bad", body: JSON.stringify({ table_id: tableId }) };
    expect(await runWorker("extract-worker", queues.EXTRACT_QUEUE_URL, [bad, good])).toEqual({
      batchItemFailures: [{ itemIdentifier: "bad-record" }],
    });

    const table = await http("GET", `/tables/${tableId}`);
    expect(table.json).toMatchObject({ status: "completed", total_rows: 3, error_message: null });
    const rows = await http("GET", `/tables/${tableId}/rows`);
    expect(rows.json.data.map((r: { data: unknown }) => r.data)).toEqual([
      { title: "Oak table", note: "solid", price: 899 },
      { title: "Pine chair", note: "light, stackable", price: 99 },
      { title: "Stool", note: null, price: 45 },
    ]);
  });

  it("the webhook worker delivers the signed completion webhook", async () => {
    const records = await receive(queues.WEBHOOKS_QUEUE_URL);
    expect(await runWorker("webhook-worker", queues.WEBHOOKS_QUEUE_URL, records)).toEqual({ batchItemFailures: [] });
    expect(hooks).toHaveLength(1);
    const { secret } = await getSecret(co.id);
    expect(new Webhook(secret).verify(hooks[0].body, hooks[0].headers)).toMatchObject({
      type: "table.completed",
      data: { id: tableId, total_rows: 3 },
    });
  });

  it("the jobs worker runs an async search queued by the API", async () => {
    const started = await http("POST", "/search", { json: { query: "oak table", webhook_url: `${receiver.url}/search` } });
    expect(started.statusCode).toBe(202);
    const records = await receive(queues.JOBS_QUEUE_URL);
    expect(await runWorker("jobs-worker", queues.JOBS_QUEUE_URL, records)).toEqual({ batchItemFailures: [] });
    const done = await http("GET", `/search/${started.json.id}`);
    expect(done.json).toMatchObject({ id: started.json.id, status: "completed" });
  });

  it("an XLSX export redirects (303) to a presigned URL serving the workbook as an attachment", async () => {
    const res = await http("GET", `/tables/${tableId}/export?format=xlsx`);
    expect(res.statusCode).toBe(303);
    expect(res.json).toEqual({ url: res.headers.location, expires_at: expect.any(String) });
    const file = await bytesOf(res.headers.location);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="Lambda_catalog.xlsx"');
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    expect(rows).toEqual([
      ["title", "note", "price"],
      ["Oak table", "solid", 899],
      ["Pine chair", "light, stackable", 99],
      ["Stool", undefined, 45],
    ]);
  });

  it("a CSV export larger than Lambda's 6 MB response limit redirects, and the URL serves the whole file", async () => {
    const created = await http("POST", "/tables", { json: { schema_id: schemaId, name: "Big", source_text: "title,note\nfirst,one\n" } });
    await extract(created.json.id);
    const note = "x".repeat(1000);
    let expected = "title,note,price\r\nfirst,one,\r\n";
    for (let batch = 0; batch < 7; batch++) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({ title: `row ${batch * 1000 + i}`, note, price: batch * 1000 + i }));
      const res = await http("POST", `/tables/${created.json.id}/rows`, { json: { rows } });
      expect(res.statusCode).toBe(201);
      expected += rows.map((r) => `${r.title},${r.note},${r.price}\r\n`).join("");
    }
    expect(Buffer.byteLength(expected)).toBeGreaterThan(6 * 1024 * 1024);

    const res = await http("GET", `/tables/${created.json.id}/export?format=csv`);
    expect(res.statusCode).toBe(303);
    const file = await bytesOf(res.headers.location);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="Big.csv"');
    expect(file.bytes.length).toBe(Buffer.byteLength(expected));
    expect(file.bytes.toString("utf8") === expected).toBe(true); // not toBe: a 7 MB diff helps no one
  });
  it("serves the web dashboard from the same function, with a Secure __Host- session cookie over HTTPS", async () => {
    // Set-Cookie comes back in the payload 2.0 result's `cookies`.
    const cookiesOf = (r: HttpResult & { cookies?: string[] }) => [
      ...(r.cookies ?? []),
      ...(r.headers["set-cookie"] ? [r.headers["set-cookie"]] : []),
    ];
    const form = await fns.api.invoke<HttpResult & { cookies?: string[] }>(httpEvent("GET", "/sign-in"));
    expect(form.statusCode).toBe(200);
    const html = resultBytes(form).toString("utf8");
    const token = /name="_csrf" value="([^"]+)"/.exec(html)![1];
    const signInCookie = cookiesOf(form).find((c) => c.startsWith("pds_sign_in="))!;
    expect(signInCookie).toMatch(/; Secure/);

    const body = new URLSearchParams({ _csrf: token, api_key: co.key }).toString();
    const signedIn = await fns.api.invoke<HttpResult & { cookies?: string[] }>(
      httpEvent("POST", "/sign-in", {
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: signInCookie.split(";")[0],
          origin: "https://api.example.test",
        },
        body: new TextEncoder().encode(body),
      }),
    );
    expect(signedIn.statusCode).toBe(303);
    const session = cookiesOf(signedIn).find((c) => c.startsWith("__Host-pds_session="))!;
    expect(session).toMatch(/; Path=\/;.*HttpOnly; Secure; SameSite=Strict/);
    expect(session).not.toContain(co.key);

    const credits = await fns.api.invoke<HttpResult>(httpEvent("GET", "/credits", { headers: { cookie: session.split(";")[0] } }));
    expect(credits.statusCode).toBe(200);
    const balance = (await http("GET", "/credits/balance")).json.balance;
    expect(resultBytes(credits).toString("utf8")).toContain(`data-testid="balance">${balance}<`);
  });
});
