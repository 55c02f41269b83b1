import { existsSync } from "node:fs";
import { basename } from "node:path";
import type { TableInput } from "../../types.js";
import { type Command, isUrl, readStdin, writeExport } from "../command.js";
import { err, json, out, progressBar, UsageError } from "../output.js";

/** The first file's name, the first URL's last path segment, or "Text". */
function defaultName(paths: string[], urls: string[]) {
  if (paths[0]) return basename(paths[0]);
  if (urls[0]) return new URL(urls[0]).pathname.split("/").pop() || new URL(urls[0]).hostname;
  return "Text";
}

export const extract: Command = {
  usage: "extract <file|url…> --schema <id> [--name N] [--text T] [--context T] [--wait] [--out rows.csv|rows.xlsx|rows.json]",
  summary: "extract a table from files, public URLs or text (`-` reads the text from stdin)",
  options: {
    schema: { type: "string" },
    name: { type: "string" },
    text: { type: "string" },
    context: { type: "string" },
    wait: { type: "boolean" },
    out: { type: "string" },
    format: { type: "string" },
  },
  async run({ client, values, positionals, asJson }) {
    const schema = values.schema as string | undefined;
    if (!schema) throw new UsageError("extract: --schema <id> is required (pds schemas ls lists yours; default_product always exists)");
    const text = (values.text as string | undefined) ?? (positionals.includes("-") ? await readStdin() : undefined);
    const urls = positionals.filter(isUrl);
    const paths = positionals.filter((p) => p !== "-" && !isUrl(p));
    if ([text !== undefined, urls.length > 0, paths.length > 0].filter(Boolean).length !== 1) {
      throw new UsageError("extract: give files, URLs or text (--text, or - for stdin): exactly one kind of source");
    }
    for (const p of paths) if (!existsSync(p)) throw new UsageError(`extract: no such file: ${p}`);

    const body: TableInput = {
      schema_id: schema,
      name: (values.name as string | undefined) ?? defaultName(paths, urls),
      ...(values.context ? { additional_context: values.context as string } : {}),
    };
    if (text !== undefined) body.source_text = text;
    else if (urls.length) body.file_urls = urls;
    else {
      body.file_ids = [];
      for (const p of paths) {
        const file = await client.files.upload(p);
        if (!asJson) err(`uploaded ${p} as ${file.id}`);
        body.file_ids.push(file.id);
      }
    }

    if (!values.wait && !values.out) {
      const table = await client.tables.create(body);
      if (asJson) json(table);
      else out(`${table.id} processing; read it with: pds tables get ${table.id}`);
      return;
    }
    const bar = progressBar("extracting");
    let table: Awaited<ReturnType<typeof client.tables.createAndWait>>;
    try {
      table = await client.tables.createAndWait(body, {
        allowErrors: true,
        onProgress: (t) => bar.update(t.progress, `${t.total_rows} rows`),
      });
    } finally {
      bar.stop();
    }
    if (values.out) await writeExport(client, table.id, values.out as string, values.format as string | undefined);
    if (asJson) json(table);
    else out(`${table.id} ${table.status}: ${table.total_rows} rows${values.out && values.out !== "-" ? ` written to ${values.out}` : ""}`);
    if (table.error_message) {
      err(`error: the extraction ended with: ${table.error_message} (table ${table.id}, ${table.total_rows} good rows kept)`);
      process.exitCode = 1;
    }
  },
};
