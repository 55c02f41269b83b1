/**
 * `npm start`: the whole service on one machine. Starts the local AWS stand-ins, creates the
 * table, bucket and queues, serves the API and runs the workers by polling their queues.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { serve } from "@hono/node-server";
import { config, setEnvironment } from "../core/config.js";
import { ensureBucket, ensureQueues, ensureTable } from "../core/local/bootstrap.js";
import { startLocalStack } from "../core/local/stack.js";

// The whole configuration is checked before anything touches the data folder.
try {
  config();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const dataDir = resolve(config().DATA_DIR);
mkdirSync(dataDir, { recursive: true });

// The admin API needs a token; locally one is made once and kept beside the data.
const tokenFile = join(dataDir, "admin-token");
if (!config().ADMIN_TOKEN) {
  if (!existsSync(tokenFile)) writeFileSync(tokenFile, randomBytes(24).toString("hex"), { mode: 0o600 });
  setEnvironment({ ADMIN_TOKEN: readFileSync(tokenFile, "utf8").trim() });
}

// Locally the webhook receivers and pages people test with live on their own machine or LAN,
// which the SSRF guard refuses in AWS; an explicit ALLOW_PRIVATE_URLS=false still wins.
setEnvironment({ ALLOW_PRIVATE_URLS: "true" }, { ifUnset: true });

const started = Date.now();
const stack = await startLocalStack({ dataDir });

// Stopping is possible from here on, whatever is running yet: a signal never leaves the
// local servers (DynamoDB Local's JVM) behind.
const running: { server?: Server; workers?: { stop(): Promise<void> }; sweeper?: NodeJS.Timeout } = {};
let stopping = false;
/** In-flight requests get this long to be answered before their connections are cut. */
const DRAIN_MS = 30_000;
async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  clearInterval(running.sweeper);
  // In order: requests refused with a retryable 503 (the app checks `stopping`), first those
  // already sent on connections not yet read, then no new connections; requests in flight
  // answered, while the store they write to is still up; the workers' batches finished; the
  // local servers last. DynamoDB Local's JVM is in its own process group (core/local/stack.ts),
  // so a Ctrl-C to ours reaches it only through us.
  if (running.server) await drain(running.server);
  await running.workers?.stop();
  await stack.stop();
  process.exit(code);
}

/**
 * Connections accepted whose request has not been read yet. Closing the server closes idle
 * connections, and to Node a connection whose request waits unread is idle: that request, already
 * sent, would be reset instead of answered; so would one still in the listening socket's backlog.
 * So the drain first keeps listening a moment and lets them be read (and refused with the
 * retryable 503), for two seconds at most: a connection opened ahead that never sends anything
 * must not hold the stop up.
 */
const unread = new Set<Socket>();
const BACKLOG_MS = 200;
const UNREAD_GRACE_MS = 2_000;
function trackUnread(server: Server) {
  server.on("connection", (socket: Socket) => {
    unread.add(socket);
    socket.once("close", () => unread.delete(socket));
  });
  server.on("request", (req: IncomingMessage) => unread.delete(req.socket));
}

async function drain(server: Server) {
  const backlog = Date.now() + BACKLOG_MS;
  const grace = Date.now() + UNREAD_GRACE_MS;
  while ((Date.now() < backlog || unread.size) && Date.now() < grace) await new Promise((r) => setTimeout(r, 20));
  const closed = new Promise<void>((r) => server.close(() => r()));
  // A kept-alive connection is closed as soon as it is idle, i.e. once its request is answered.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await closed;
  clearInterval(idle);
  clearTimeout(cut);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

setEnvironment(stack.env);
const { TABLE_NAME, BUCKET_NAME, STAGE, AWS_REGION } = config();
await ensureTable(TABLE_NAME, AWS_REGION);
await ensureBucket(BUCKET_NAME, AWS_REGION);
setEnvironment(await ensureQueues(`pds-${STAGE}`, AWS_REGION));

// Imported only now: modules read the configuration completed above.
const { createApp } = await import("../core/api/app.js");
const { startWorkers } = await import("./local-workers.js");

const { PORT, HOST } = config();
try {
  running.server = await new Promise<Server>((resolve, reject) => {
    const app = createApp({ stopping: () => stopping });
    const s = serve({ fetch: app.fetch, port: PORT, hostname: HOST }, () => resolve(s as Server)) as Server;
    s.once("error", reject); // e.g. the port is taken
    trackUnread(s);
  });
} catch (err) {
  console.error(`Cannot serve on ${HOST}:${PORT}: ${(err as Error).message} (set PORT to use another port)`);
  await shutdown("not serving", 1);
}
running.workers = startWorkers();
// s3rver has no lifecycle rules: abandoned uploads and old exports expire by this sweep, at start-up and hourly.
const { expireObjects, SWEEP_INTERVAL_MS } = await import("../core/local/expire-objects.js");
const sweep = () => expireObjects().catch((err: Error) => console.error(`Expiring bucket objects failed: ${err.message}`));
await sweep();
running.sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
const { requeueUnfinishedWork } = await import("../core/local/recover.js");
const requeued = await requeueUnfinishedWork();
if (requeued.tables || requeued.jobs || requeued.deliveries || requeued.productEvents) {
  console.log(
    `Resumed work left unfinished by the last run: ${requeued.tables} table(s), ${requeued.jobs} job(s), ${requeued.deliveries} webhook delivery(ies), ` +
      `product events of ${requeued.productEvents} company(ies)`,
  );
}
const base = `http://${HOST}:${PORT}/api/v1`;

console.log(`Product data service listening on ${base} (ready in ${Date.now() - started} ms)`);
console.log(`  dashboard: http://${HOST}:${PORT}/ (sign in with an API key; docs/dashboard.md)`);
console.log(`  docs:  ${base}/docs`);
console.log(`  data:  ${dataDir}`);
console.log(`  admin: http://${HOST}:${PORT}/admin/v1 (token in ${tokenFile} unless ADMIN_TOKEN is set)`);

const { createDemoCompany, storeIsEmpty } = await import("../core/local/demo.js");
if (await storeIsEmpty()) {
  const demo = await createDemoCompany();
  writeFileSync(join(dataDir, "demo-key"), demo.key.key, { mode: 0o600 });
  console.log(`\nDemo company ${demo.company.id} created with 1000 credits. Its API key (also in ${join(dataDir, "demo-key")}):`);
  console.log(`  ${demo.key.key}`);
  console.log(`  curl -H "Authorization: Bearer ${demo.key.key}" ${base}/me\n`);
}

// `npm start` runs us under `sh -c`; a SIGTERM to npm kills that shell without passing the
// signal on. Being re-parented means whoever started us is gone, so stop with it.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void shutdown("parent exited"), 1000).unref();
