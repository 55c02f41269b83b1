import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { type Command, int } from "../command.js";
import { err, json, jsonLine, out, UsageError } from "../output.js";

export const catalog: Command = {
  usage: "catalog sync [--since T] [--state FILE] [--schema <id>] [--status draft|active|archived] [--page-size 1..200]",
  summary: "one sync cycle of the changes feed as JSON lines (products, and tombstones with deleted: true)",
  options: {
    since: { type: "string" },
    state: { type: "string" },
    schema: { type: "string" },
    status: { type: "string" },
    "page-size": { type: "string" },
  },
  async run({ client, values, positionals }) {
    if (positionals.join(" ") !== "sync") throw new UsageError(`usage: pds ${catalog.usage}`);
    const state = values.state as string | undefined;
    let since = values.since as string | undefined;
    if (since === undefined && state && existsSync(state)) since = (JSON.parse(readFileSync(state, "utf8")) as { since?: string }).since;
    const status = values.status as "draft" | "active" | "archived" | undefined;
    if (status && !["draft", "active", "archived"].includes(status)) throw new UsageError("--status must be draft, active or archived");
    const sync = client.catalog.sync({
      since,
      schemaId: values.schema as string | undefined,
      status,
      pageSize: int(values["page-size"], "page-size"),
    });
    let n = 0;
    for await (const change of sync) {
      jsonLine(change);
      n++;
    }
    // Only a whole cycle moves the mark (sync.nextSince is unset otherwise): the first page's sync_timestamp.
    if (state) writeFileSync(state, `${JSON.stringify({ since: sync.nextSince })}\n`);
    err(`${n} changes in ${sync.pages} pages; next cycle: pds catalog sync --since ${sync.nextSince}${state ? ` (kept in ${state})` : ""}`);
  },
};

export const credits: Command = {
  usage: "credits",
  summary: "the credit balance and this period's use",
  options: {},
  async run({ client, positionals, asJson }) {
    if (positionals.length) throw new UsageError("usage: pds credits");
    const b = await client.credits.balance();
    if (asJson) return json(b);
    out(`balance: ${b.balance} credits`);
    out(
      `used this period: ${b.used_this_period} (monthly allocation ${b.monthly_allocation}; period ${b.period_start.slice(0, 10)} to ${b.period_end.slice(0, 10)})`,
    );
  },
};
