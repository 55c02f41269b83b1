import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ParseArgsConfig } from "node:util";
import type { PdsClient } from "../index.js";
import type { ExportFormat } from "../resources/tables.js";
import { UsageError } from "./output.js";

interface Context {
  client: PdsClient;
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
  /** `--json`: print the API's JSON object on stdout, nothing else. */
  asJson: boolean;
}

export interface Command {
  usage: string;
  summary: string;
  options: NonNullable<ParseArgsConfig["options"]>;
  run(ctx: Context): Promise<void>;
}

/** An option's value as a positive integer (undefined when not given); anything else is a usage error. */
export function int(v: unknown, name: string) {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer`);
  return n;
}

export const isUrl = (s: string) => /^https?:\/\//i.test(s);

export async function readStdin() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const FORMATS = ["csv", "xlsx", "json"] as const;

/** The format a flag names, else the output file's extension, else CSV. */
function exportFormat(out: string, flag?: string): ExportFormat {
  const f = (flag ?? out.split(".").pop() ?? "").toLowerCase();
  if ((FORMATS as readonly string[]).includes(f)) return f as ExportFormat;
  if (flag) throw new UsageError(`--format must be csv, xlsx or json, not ${flag}`);
  return "csv";
}

/** Downloads the table's export to a file (streamed) or, for `-`, to stdout. */
export async function writeExport(client: PdsClient, tableId: string, out: string, format?: string) {
  const res = await client.tables.export(tableId, exportFormat(out, format));
  const body = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream);
  if (out === "-") await pipeline(body, process.stdout, { end: false });
  else await pipeline(body, createWriteStream(out));
}
