/**
 * Runs a table's extraction messages in its own process, so a test can kill it mid-table at a
 * point the test chooses: chunk 0, and with `all` then every chunk the plan wrote, one after
 * another. The first `writes` batch writes of row pages go through; once they are stored the
 * process tells its parent (over IPC) how many rows they held and goes no further: those writes
 * never return and every later one is held, until the parent kills it. So what is stored at the
 * kill is exactly what was reported, whatever the timing.
 *
 * Spawned with an IPC channel: node --import tsx test/support/extract-once.ts <companyId> <tableId> plan|all <writes>
 */
import { runExtraction } from "../../core/ingest/pipeline.js";
import { dynamo } from "../../core/store/client.js";
import { findStored } from "../../core/tables/service.js";

const [companyId, tableId, mode, writes] = process.argv.slice(2);
const allowed = Number(writes);

/** Rows in a batch write of row pages, or undefined for any other command. */
function rowsWritten(command: unknown): number | undefined {
  // Told apart by shape: ElectroDB builds its commands from its own copy of the SDK.
  const items = (command as { input?: { RequestItems?: Record<string, { PutRequest?: { Item?: Record<string, any> } }[]> } }).input
    ?.RequestItems;
  if (!items) return undefined;
  const puts = Object.values(items)
    .flat()
    .map((r) => r.PutRequest?.Item);
  const pages = puts.filter((item) => String(item?.sk ?? "").startsWith("$rowpage_1"));
  return pages.length ? pages.reduce((n, page) => n + Object.keys(page!.rows).length, 0) : undefined;
}

const client = dynamo();
const send = client.send.bind(client) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
// Held, not failed: a failure would run the worker's error path, which a kill never does.
const held = () => new Promise<never>(() => setInterval(() => {}, 60_000));
let started = 0;
let finished = 0;
let rows = 0;
(client as { send: unknown }).send = async (command: unknown, ...rest: unknown[]) => {
  const n = rowsWritten(command);
  if (n === undefined) return send(command, ...rest);
  if (started >= allowed) return held();
  started++;
  const out = await send(command, ...rest);
  rows += n;
  if (++finished < allowed) return out;
  process.send!({ rows });
  return held();
};

await runExtraction({ company_id: companyId, table_id: tableId, chunk: 0 });
if (mode === "all") {
  const total = (await findStored(companyId, tableId))!.chunksTotal;
  for (let chunk = 1; chunk < total; chunk++) await runExtraction({ company_id: companyId, table_id: tableId, chunk });
}
process.exit(0);
