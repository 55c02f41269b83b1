/**
 * `npm run admin -- <command>`: the admin API from a shell, against a running service.
 * PDS_URL picks the service (default the local one); ADMIN_TOKEN the token (locally it
 * defaults to the one `npm start` keeps in DATA_DIR/admin-token).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { config } from "../core/config.js";

const USAGE = `usage: npm run admin -- <command> [options]

  create-company <name> [--monthly-credits N] [--fee-czk N] [--fee-eur N]
  set-plan <company_id> [--monthly-credits N] [--fee-czk N|none] [--fee-eur N|none]
  create-key <company_id> [--name NAME] [--scopes read,write] [--user-id ID]
  deactivate-key <key_id>
  grant-credits <company_id> <amount> [--description TEXT]
  queues                       messages waiting, in flight, delayed and dead, per queue
  redrive <queue>              move a queue's dead letters back to it (extract, enhance, jobs, webhooks)

environment: PDS_URL (default http://127.0.0.1:8787), ADMIN_TOKEN (default: DATA_DIR/admin-token)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "monthly-credits": { type: "string" },
    "fee-czk": { type: "string" },
    "fee-eur": { type: "string" },
    name: { type: "string" },
    scopes: { type: "string" },
    "user-id": { type: "string" },
    description: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

function adminToken(): string {
  const { ADMIN_TOKEN, DATA_DIR } = config();
  if (ADMIN_TOKEN) return ADMIN_TOKEN;
  const file = join(DATA_DIR, "admin-token");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  fail("ADMIN_TOKEN is not set and no local admin-token file exists; start the service with npm start first");
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function send(method: string, path: string, body?: unknown) {
  const base = config().PDS_URL.replace(/\/$/, "");
  const res = await fetch(`${base}/admin/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken()}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((err: Error) => fail(`cannot reach ${base}: ${err.message}`));
  const text = await res.text();
  if (!res.ok) fail(`${res.status}: ${text}`);
  console.log(text ? JSON.stringify(JSON.parse(text), null, 2) : `${res.status} ${res.statusText}`);
}

const [command, ...args] = positionals;
const need = (n: number) => args.length === n || fail(USAGE);
const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
/** A fee: a number, or `none` to remove it. */
const fee = (v: string | undefined) => (v === "none" ? null : number(v));

switch (values.help ? "help" : command) {
  case "create-company":
    need(1);
    await send("POST", "/companies", {
      name: args[0],
      monthly_credits: number(values["monthly-credits"]),
      monthly_fee_czk: fee(values["fee-czk"]),
      monthly_fee_eur: fee(values["fee-eur"]),
    });
    break;
  case "set-plan":
    need(1);
    await send("PATCH", `/companies/${encodeURIComponent(args[0])}`, {
      monthly_credits: number(values["monthly-credits"]),
      monthly_fee_czk: fee(values["fee-czk"]),
      monthly_fee_eur: fee(values["fee-eur"]),
    });
    break;
  case "create-key":
    need(1);
    await send("POST", `/companies/${encodeURIComponent(args[0])}/keys`, {
      name: values.name,
      scopes: values.scopes?.split(","),
      user_id: values["user-id"],
    });
    break;
  case "deactivate-key":
    need(1);
    await send("DELETE", `/keys/${encodeURIComponent(args[0])}`);
    break;
  case "grant-credits":
    need(2);
    await send("POST", `/companies/${encodeURIComponent(args[0])}/credits`, {
      amount: Number(args[1]),
      description: values.description,
    });
    break;
  case "queues":
    need(0);
    await send("GET", "/queues");
    break;
  case "redrive":
    need(1);
    await send("POST", `/queues/${encodeURIComponent(args[0])}/redrive`);
    break;
  default:
    console.log(USAGE);
    if (!values.help) process.exit(2);
}
