import { type Command, int, writeExport } from "../command.js";
import { json, jsonLine, out, UsageError } from "../output.js";

export const tables: Command = {
  usage:
    "tables ls [--page N] [--limit N] | get <id> | rows <id> [--page N] [--limit N] [--all] | export <id> [--format csv|xlsx|json] [--out F]",
  summary: "list tables, read one, its rows, or export it to a file",
  options: {
    page: { type: "string" },
    limit: { type: "string" },
    all: { type: "boolean" },
    format: { type: "string" },
    out: { type: "string" },
  },
  async run({ client, values, positionals, asJson }) {
    const [sub, id, ...extra] = positionals;
    const page = int(values.page, "page");
    const limit = int(values.limit, "limit");
    if (sub === "ls" && !id) {
      const res = await client.tables.list({ page, limit });
      if (asJson) return json(res);
      for (const t of res.data) out(`${t.id}  ${t.status.padEnd(10)} ${String(t.total_rows).padStart(6)} rows  ${t.name}`);
      if (res.pagination.total > res.pagination.page * res.pagination.limit)
        out(`… ${res.pagination.total} tables; next: --page ${res.pagination.page + 1}`);
      return;
    }
    if (!id || extra.length) throw new UsageError(`usage: pds ${tables.usage}`);
    if (sub === "get") return json(await client.tables.get(id));
    if (sub === "rows") {
      if (values.all) {
        for await (const row of client.tables.rows.list(id, { limit: limit ?? 100 })) jsonLine(asJson ? row : row.data);
        return;
      }
      const res = await client.tables.rows.list(id, { page, limit });
      if (asJson) return json(res);
      for (const row of res.data) jsonLine(row.data);
      return;
    }
    if (sub === "export") return writeExport(client, id, (values.out as string | undefined) ?? "-", values.format as string | undefined);
    throw new UsageError(`usage: pds ${tables.usage}`);
  },
};

export const schemas: Command = {
  usage: "schemas ls [--page N] [--limit N] | get <id>",
  summary: "list the schemas (their ids go to --schema) or read one with its columns",
  options: { page: { type: "string" }, limit: { type: "string" } },
  async run({ client, values, positionals, asJson }) {
    const [sub, id, ...extra] = positionals;
    if (sub === "get" && id && !extra.length) return json(await client.schemas.get(id));
    if (sub !== "ls" || id) throw new UsageError(`usage: pds ${schemas.usage}`);
    const res = await client.schemas.list({ page: int(values.page, "page"), limit: int(values.limit, "limit") });
    if (asJson) return json(res);
    // The API does not list the built-in schema; people looking for a --schema need it too.
    if (res.pagination.page === 1) out("default_product  (built-in: the product columns search and enrich use by default)");
    for (const s of res.data)
      out(
        `${s.id}  ${String(s.columns_count).padStart(3)} column${s.columns_count === 1 ? " " : "s"}  ${s.name}${s.is_default ? " (default)" : ""}`,
      );
  },
};
