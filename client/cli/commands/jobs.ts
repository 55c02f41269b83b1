import { readFileSync } from "node:fs";
import type { EnrichInput } from "../../types.js";
import { type Command, int, readStdin } from "../command.js";
import { err, json, jsonLine, out, progressBar, UsageError } from "../output.js";

export const search: Command = {
  usage: 'search "<query>" [--schema <id>] [--max 1..7]',
  summary: "search products shaped to a schema (5 credits)",
  options: { schema: { type: "string" }, max: { type: "string" } },
  async run({ client, values, positionals, asJson }) {
    const query = positionals.join(" ").trim();
    if (!query) throw new UsageError('search: give a query: pds search "oak table"');
    const res = await client.search.create({
      query,
      ...(values.schema ? { schema_id: values.schema as string } : {}),
      ...(values.max ? { max_results: int(values.max, "max") } : {}),
    });
    if (asJson) return json(res);
    for (const r of res.results) {
      const fields = Object.values(r.data).filter((v) => v !== null && v !== "");
      out(
        `[${r.confidence.toFixed(2)}] ${fields.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(" · ")}  <${r.source_url}>`,
      );
    }
    err(`${res.total_results} results, ${res.credits_used} credits`);
  },
};

/** `[{…}]`, `[{data: {…}}]` or `{items: [...]}` as the API's items. */
function enrichItems(text: string, file: string): EnrichInput["items"] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`enrich: ${file} is not JSON (${(e as Error).message})`);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown })?.items;
  if (!Array.isArray(list) || !list.length || list.some((x) => !x || typeof x !== "object" || Array.isArray(x))) {
    throw new UsageError(`enrich: ${file} must hold a non-empty array of objects (or {"items": [...]})`);
  }
  return list.map((x: Record<string, unknown>) =>
    Object.keys(x).length === 1 && x.data && typeof x.data === "object" ? { data: x.data as Record<string, unknown> } : { data: x },
  );
}

export const enrich: Command = {
  usage: "enrich <items.json|-> [--schema <id>] [--context T] [--thinking low|medium|hard] [--no-web-search] [--glossary]",
  summary: "complete partial product records (JSON array of objects); waits for batches over 5 items",
  options: {
    schema: { type: "string" },
    context: { type: "string" },
    thinking: { type: "string" },
    "no-web-search": { type: "boolean" },
    glossary: { type: "boolean" },
  },
  async run({ client, values, positionals, asJson }) {
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new UsageError("enrich: give one JSON file of items (or - for stdin)");
    let text: string;
    try {
      text = file === "-" ? await readStdin() : readFileSync(file, "utf8");
    } catch (e) {
      throw new UsageError(`enrich: cannot read ${file}: ${(e as Error).message}`);
    }
    const thinking = values.thinking as string | undefined;
    if (thinking && !["low", "medium", "hard"].includes(thinking)) throw new UsageError("--thinking must be low, medium or hard");
    const job = await client.enrich.createAndWait({
      items: enrichItems(text, file),
      ...(values.schema ? { schema_id: values.schema as string } : {}),
      ...(values.context ? { context: values.context as string } : {}),
      ...(thinking ? { thinking: thinking as "low" | "medium" | "hard" } : {}),
      ...(values["no-web-search"] ? { web_search: false } : {}),
      ...(values.glossary ? { use_glossary: true } : {}),
    });
    if (asJson) json(job);
    else for (const item of job.items) jsonLine(item.data);
    if (job.status === "failed") {
      err(`error: the enrichment failed: ${job.error?.message ?? "no reason given"} (job ${job.id})`);
      process.exitCode = 1;
    } else if (!asJson) err(`${job.items.length} items, ${job.credits_used} credits`);
  },
};

export const enhance: Command = {
  usage:
    "enhance <table> --column <key> --prompt <text> [--rows id,id…] [--model M] [--language L] [--glossary] [--no-web-search] [--wait]",
  summary: "fill or transform one column with AI, on the given rows or all rows",
  options: {
    column: { type: "string" },
    prompt: { type: "string" },
    rows: { type: "string" },
    model: { type: "string" },
    language: { type: "string" },
    glossary: { type: "boolean" },
    "no-web-search": { type: "boolean" },
    wait: { type: "boolean" },
  },
  async run({ client, values, positionals, asJson }) {
    const [table] = positionals;
    const column = values.column as string | undefined;
    const prompt = values.prompt as string | undefined;
    if (!table || positionals.length > 1 || !column || !prompt) throw new UsageError(`usage: pds ${enhance.usage}`);
    let rowIds = (values.rows as string | undefined)?.split(",").filter(Boolean);
    if (!rowIds) {
      rowIds = [];
      for await (const row of client.tables.rows.list(table, { limit: 100 })) rowIds.push(row.id);
    }
    if (!rowIds.length) throw new UsageError(`enhance: table ${table} has no rows`);
    // 1,000 rows per request (spec 4.6 via the API's limit); each request is its own job.
    const jobs = [];
    for (let i = 0; i < rowIds.length; i += 1000) {
      jobs.push(
        await client.enhance.start(table, {
          row_ids: rowIds.slice(i, i + 1000),
          column_key: column,
          prompt,
          ...(values.model ? { model: values.model as string } : {}),
          ...(values.language ? { target_language: values.language as string } : {}),
          ...(values.glossary ? { use_glossary: true } : {}),
          ...(values["no-web-search"] ? { web_search: false } : {}),
        }),
      );
    }
    if (!values.wait) {
      if (asJson) return jobs.length === 1 ? json(jobs[0]) : json(jobs);
      for (const j of jobs) out(`${j.id} queued: ${j.rows_queued} cells, at most ${j.estimated_credits} credits`);
      return;
    }
    const bar = progressBar(`enhancing ${column}`);
    let status: Awaited<ReturnType<typeof client.enhance.wait>>;
    try {
      status = await client.enhance.wait(table, column, {
        onProgress: (s) => bar.update(s.total ? ((s.completed + s.failed) / s.total) * 100 : 0, `${s.completed} done, ${s.failed} failed`),
      });
    } finally {
      bar.stop();
    }
    if (asJson) return json(await client.enhance.status(table));
    out(`${column}: ${status.completed} completed, ${status.failed} failed (${status.cancelled} cancelled) of ${status.total}`);
    if (status.failed > status.cancelled) err(`read why a cell failed with: pds tables get ${table}, or its traces`);
  },
};
