/**
 * `pds`: the product data service from a shell. A thin layer over the typed client (client/):
 * each command is one or two client calls, printed for people or, with `--json`, as the API's
 * JSON object for scripts. Exit codes: 0 success, 1 API error (message and request id on
 * stderr), 2 usage error.
 */
import { parseArgs } from "node:util";
import { ApiError, createClient } from "../index.js";
import type { Command } from "./command.js";
import { catalog, credits } from "./commands/catalog.js";
import { extract } from "./commands/extract.js";
import { enhance, enrich, search } from "./commands/jobs.js";
import { schemas, tables } from "./commands/tables.js";
import { configPath, resolveConfig } from "./config.js";
import { err, out, UsageError } from "./output.js";

const mcp: Command = {
  usage: "mcp",
  summary: "an MCP server on stdio exposing the service as tools for AI agents",
  options: {},
  async run({ client, positionals }) {
    if (positionals.length) throw new UsageError("usage: pds mcp");
    const { serveMcp } = await import("../mcp/server.js");
    await serveMcp(client);
  },
};

const COMMANDS: Record<string, Command> = { extract, search, enrich, tables, schemas, enhance, catalog, credits, mcp };

const GLOBAL = {
  "base-url": { type: "string" },
  "api-key": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function help() {
  const lines = [
    "pds: the product data service from the command line",
    "",
    "Commands:",
    ...Object.values(COMMANDS).map((c) => `  pds ${c.usage}\n      ${c.summary}`),
    "",
    "Options for every command:",
    "  --base-url URL   the API, ending in /api/v1 (env PDS_BASE_URL; default http://127.0.0.1:8787/api/v1)",
    "  --api-key KEY    (env PDS_API_KEY)",
    "  --json           print the API's JSON object on stdout",
    "",
    `Config file: ${configPath()} ({"base_url": "…", "api_key": "…"}); flags win over the environment, which wins over the file.`,
    "Exit codes: 0 success, 1 API error, 2 usage error.",
  ];
  return lines.join("\n");
}

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    if (!name) {
      err(help());
      return 2;
    }
    out(help());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`unknown command: ${name}`);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { ...GLOBAL, ...command.options },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    out(`usage: pds ${command.usage}\n  ${command.summary}`);
    return 0;
  }
  const client = createClient(resolveConfig(values as { "base-url"?: string; "api-key"?: string }));
  await command.run({ client, values, positionals, asJson: values.json === true });
  return process.exitCode === undefined ? 0 : Number(process.exitCode);
}

function report(e: unknown): number {
  const code = (e as { code?: string }).code;
  if (e instanceof UsageError || code?.startsWith("ERR_PARSE_ARGS")) {
    err(`pds: ${(e as Error).message}`);
    err("run pds help for the commands and their options");
    return 2;
  }
  if (e instanceof ApiError) {
    err(`error: ${e.error.message} (${e.status} ${e.errorType}${e.code ? `, code ${e.code}` : ""})`);
    if (e.error.details) err(`details: ${JSON.stringify(e.error.details)}`);
    err(`request id: ${e.requestId}`);
    return 1;
  }
  err(`error: ${(e as Error).message ?? String(e)}`);
  return 1;
}

// No process.exit: output still buffered for a pipe is written first. `pds mcp` keeps running on its transport.
process.exitCode = await main(process.argv.slice(2)).catch(report);
