import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { build } from "esbuild";
import { sstBuildOptions } from "../../stacks/esbuild.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const runtime = fileURLToPath(new URL("./lambda-runtime.mjs", import.meta.url));

/**
 * Builds the handlers with the options `sst deploy` uses (stacks/esbuild.ts) into `outdir` and
 * returns each one's entry file. SST runs esbuild once per function; here all go in one run,
 * which gives each entry the same code (only the chunk boundaries differ) in a third of the time.
 */
export async function buildFunctions(handlers: Record<string, string>, outdir: string): Promise<Record<string, string>> {
  const entryPoints = Object.fromEntries(Object.entries(handlers).map(([name, entry]) => [name, `${root}/${entry}`]));
  await build({ ...sstBuildOptions(entryPoints, outdir), absWorkingDir: root });
  return Object.fromEntries(Object.keys(handlers).map((name) => [name, `${outdir}/${name}.mjs`]));
}

export interface LambdaFunction {
  invoke<T>(event: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** A built function in its own Node process (test/support/lambda-runtime.mjs) with `env` as its environment. */
export async function startFunction(file: string, name: string, env: Record<string, string | undefined>): Promise<LambdaFunction> {
  const child: ChildProcess = fork(runtime, [file, "handler", name], { env, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  child.on("message", (m: { id: number; result?: unknown; error?: string }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.error !== undefined) p?.reject(new Error(m.error));
    else p?.resolve(m.result);
  });
  return {
    invoke: (event) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        child.send({ id, event, timeoutMs: 29_000 });
      }),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill();
      await exited;
    },
  };
}

export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number; headers: Record<string, string>; body: string };

/**
 * An API Gateway HTTP API (payload format 2.0) event as the `ANY /{proxy+}` route hands it to
 * the function. API Gateway passes text bodies (JSON, text/*) as they are and base64-encodes
 * the rest; multipart form data arrives base64-encoded.
 */
export function httpEvent(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string | Uint8Array } = {},
): APIGatewayProxyEventV2 {
  const { pathname, search, searchParams } = new URL(url, "https://api.example.test");
  const headers: Record<string, string> = { host: "api.example.test", "user-agent": "lambda-entry-test" };
  for (const [k, v] of Object.entries(options.headers ?? {})) headers[k.toLowerCase()] = v;
  const query: Record<string, string> = {};
  for (const [k, v] of searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const text = typeof options.body === "string" && /^(application\/json|text\/)/.test(headers["content-type"] ?? "");
  const now = new Date();
  return {
    version: "2.0",
    routeKey: "ANY /{proxy+}",
    rawPath: pathname,
    rawQueryString: search.slice(1),
    headers,
    ...(search ? { queryStringParameters: query } : {}),
    pathParameters: { proxy: pathname.slice(1) },
    requestContext: {
      accountId: "000000000000",
      apiId: "api",
      domainName: "api.example.test",
      domainPrefix: "api",
      http: { method, path: pathname, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: headers["user-agent"] },
      requestId: crypto.randomUUID(),
      routeKey: "ANY /{proxy+}",
      stage: "$default",
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(options.body === undefined
      ? { isBase64Encoded: false }
      : text
        ? { body: options.body as string, isBase64Encoded: false }
        : { body: Buffer.from(options.body).toString("base64"), isBase64Encoded: true }),
  };
}

/** The body of an HTTP result as bytes, decoding base64 when the function said it is. */
export const resultBytes = (r: HttpResult) => Buffer.from(r.body ?? "", r.isBase64Encoded ? "base64" : "utf8");

export const sqsEvent = (records: SQSRecord[]): SQSEvent => ({ Records: records });
export type { SQSBatchResponse };
