import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, resetConfig } from "../core/config.js";
import { startPoller } from "../core/local/poller.js";
import { QUEUES } from "../core/queue/queues.js";
import { findStored } from "../core/tables/service.js";
import { handler } from "../functions/extract-worker.js";
import { api, app, newCompany } from "./helpers.js";
import { runExtraction } from "../core/ingest/pipeline.js";
import { privateQueue, receiveAll } from "./support/queues.js";
import { until } from "./support/until.js";

/**
 * One company's huge file must not hold another company's table behind it: both go through one
 * real local extract queue, polled as the local runtime polls it (one message at a time), into
 * the deployed handler. The big file is cut into many small chunks here so that it takes long.
 */
let poller: { stop(): Promise<void> };
const ROWS = 600;

beforeAll(async () => {
  process.env.EXTRACT_QUEUE_URL = await privateQueue("extract-fair");
  process.env.EXTRACT_SPLIT_BYTES = "1000";
  process.env.EXTRACT_UNIT_RECORDS = "10";
  resetConfig();
  poller = startPoller("extract-worker", process.env.EXTRACT_QUEUE_URL, handler, QUEUES.extract);
});

afterAll(async () => {
  await poller?.stop();
  delete process.env.EXTRACT_SPLIT_BYTES;
  delete process.env.EXTRACT_UNIT_RECORDS;
  resetConfig();
});

/** A table made from `csv` uploaded as a file (so a big one is split into chunks). */
async function csvTable(key: string, name: string, csv: string): Promise<{ id: string }> {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), `${name}.csv`);
  const up = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
  const fileId = ((await up.json()) as { data: { id: string }[] }).data[0].id;
  return (await api("/tables", key, { method: "POST", body: { schema_id: "default_product", name, file_ids: [fileId] } })).json;
}

describe("extraction takes fair turns across tables", () => {
  it("a small table queued behind a file of 60 chunks completes after at most a window of them, and the file loses no row", async () => {
    const big = await newCompany({ name: "Big file Co" });
    const small = await newCompany({ name: "Small table Co" });
    const csv = `name,price\n${Array.from({ length: ROWS }, (_, i) => `Product ${String(i).padStart(4, "0")},${i + 1}`).join("\n")}\n`;
    const bigTable = await csvTable(big.key, "Big", csv);
    // Planned, and under way.
    await until("the big file to be planned", async () => ((await findStored(big.id, bigTable.id))?.chunksDone ?? 0) >= 2, 30_000);
    const finished = async () => {
      const t = (await findStored(big.id, bigTable.id))!;
      return { total: t.chunksTotal, finished: t.chunksDone + t.chunksFailed, status: t.status };
    };
    expect((await finished()).total).toBe(1 + ROWS / 10);

    const smallTable = (
      await api("/tables", small.key, {
        method: "POST",
        body: { schema_id: "default_product", name: "Small", source_text: "name,price\nLamp,12" },
      })
    ).json;
    // Counted from the moment the small table's message is on the queue.
    const atStart = await finished();
    await until(
      "the small table to complete",
      async () => (await api(`/tables/${smallTable.id}`, small.key)).json.status === "completed",
      30_000,
    );
    const atSmallDone = await finished();
    // Before, every chunk of the file was queued at once and the small table waited for all 60.
    expect(atSmallDone.status).toBe("processing");
    // At most the lanes queued ahead of it and the one in hand, plus what finishes while the test
    // polls for the small table (before, the whole file: 58 more).
    expect(atSmallDone.finished - atStart.finished).toBeLessThanOrEqual(config().EXTRACT_CHUNKS_IN_FLIGHT + 4);

    await until("the big file to complete", async () => (await api(`/tables/${bigTable.id}`, big.key)).json.status === "completed", 60_000);
    const done = (await api(`/tables/${bigTable.id}`, big.key)).json;
    expect(done).toMatchObject({ total_rows: ROWS, progress: 100, error_message: null });
    const names: string[] = [];
    for (let page = 1; names.length < ROWS; page++) {
      const rows = (await api(`/tables/${bigTable.id}/rows?page=${page}&limit=100`, big.key)).json.data as { data: { name: string } }[];
      if (!rows.length) break;
      names.push(...rows.map((r) => r.data.name));
    }
    expect(names).toEqual(Array.from({ length: ROWS }, (_, i) => `Product ${String(i).padStart(4, "0")}`));
  }, 120_000);

  it("a lane broken between a chunk's finish and the next one's send heals when the chunk's message comes again", async () => {
    // A queue nobody polls: the test hands each message to the worker itself.
    const polled = process.env.EXTRACT_QUEUE_URL;
    const queue = await privateQueue("extract-lanes");
    process.env.EXTRACT_QUEUE_URL = queue;
    process.env.EXTRACT_CHUNKS_IN_FLIGHT = "2";
    resetConfig();
    try {
      const co = await newCompany();
      const csv = `name,price\n${Array.from({ length: 60 }, (_, i) => `Item number ${i} with a longer name,${i + 1}`).join("\n")}\n`;
      const table = await csvTable(co.key, "Lanes", csv);
      // This table's messages only, whatever else a test before left running sends.
      const queued = async () =>
        (await receiveAll(queue))
          .map((m) => JSON.parse(m.Body!) as { table_id: string; chunk?: number })
          .filter((m) => m.table_id === table.id)
          .map((m) => m.chunk ?? 0)
          .sort((a, b) => a - b);
      const run = (chunk: number) => runExtraction({ company_id: co.id, table_id: table.id, chunk });
      expect(await queued()).toEqual([0]);

      await run(0);
      // Six chunks of ten rows, two lanes: only each lane's first is queued.
      expect((await findStored(co.id, table.id))!.chunksTotal).toBe(7);
      expect(await queued()).toEqual([1, 2]);
      // The setting changed while the table runs: its lanes stay as planned, so no chunk is skipped.
      process.env.EXTRACT_CHUNKS_IN_FLIGHT = "4";
      resetConfig();
      await run(1);
      // Chunk 1 finished and queued chunk 3; that message is lost (a crash right after the send was due).
      expect(await queued()).toEqual([3]);
      // Its own message comes again: the chunk is found finished, and chunk 3 is queued again.
      await run(1);
      expect(await queued()).toEqual([3]);
      // A restart redelivers the plan: each lane's first unfinished chunk, 2 and 3.
      await run(0);
      expect(await queued()).toEqual([2, 3]);
      for (let next = [2, 3]; next.length; next = await queued()) for (const chunk of next) await run(chunk);
      const done = (await api(`/tables/${table.id}`, co.key)).json;
      expect(done).toMatchObject({ status: "completed", total_rows: 60, progress: 100 });
    } finally {
      process.env.EXTRACT_QUEUE_URL = polled;
      delete process.env.EXTRACT_CHUNKS_IN_FLIGHT;
      resetConfig();
    }
  }, 60_000);
});
