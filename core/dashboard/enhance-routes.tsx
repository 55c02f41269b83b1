import type { Context, Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { type EnhanceForm, EnhancePage, TracePage } from "./enhance-page.js";
import type { Flash } from "./layout.js";
import { doneFlash, html, orRefusal, pageParam, text, type User, type Page } from "./signed-in.js";

const ROWS_PER_PAGE = 25;
/** The API takes at most this many rows in one enhancement request (core/enhance/pricing.ts). */
const MAX_ROWS = 1000;

async function enhancePage(
  c: Context,
  u: User,
  tableId: string,
  extra: { form?: EnhanceForm; flash?: Flash } = {},
  status: 200 | 402 | 409 | 422 = 200,
) {
  const table = await u.pds.tables.get(tableId);
  const [schema, state, rows] = await Promise.all([
    // A schema deleted since: the columns the rows hold still can be enhanced.
    u.pds.schemas.get(table.schema_id).catch(() => undefined),
    u.pds.enhance.status(table.id),
    u.pds.tables.rows.list(table.id, { page: pageParam(c.req.query("page")), limit: ROWS_PER_PAGE }),
  ]);
  return html(
    c,
    <EnhancePage
      viewer={u.viewer}
      table={table}
      columns={schema?.columns.map((col) => col.key) ?? [...new Set(rows.data.flatMap((row) => Object.keys(row.data)))]}
      status={state.columns}
      rows={rows.data}
      pagination={rows.pagination}
      flash={flashOf(c)}
      {...extra}
    />,
    status,
  );
}

/** "Enhancement started." with what the API's answer said: the cells queued and the most they can cost. */
function flashOf(c: Context): Flash | undefined {
  const done = doneFlash(c);
  const queued = Number(c.req.query("queued"));
  const credits = Number(c.req.query("estimate"));
  if (!done || c.req.query("done") !== "enhance-started" || !Number.isInteger(queued) || !Number.isFinite(credits)) return done;
  return { message: `${done.message} ${queued} cell(s) queued, at most ${credits} credits.` };
}

/** The ids of a table's first rows, as many as one enhancement request takes. */
async function firstRowIds(u: User, tableId: string) {
  const ids: string[] = [];
  for await (const p of u.pds.tables.rows.list(tableId, { limit: 100 }).pages()) {
    ids.push(...p.data.map((r) => r.id));
    if (ids.length >= MAX_ROWS) break;
  }
  return ids.slice(0, MAX_ROWS);
}

/** Enhancement runs of a table (`/tables/{id}/enhance`): start, follow, cancel, and a cell's trace. */
export function enhanceRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/tables/:id/enhance",
    page((c, u) => enhancePage(c, u, c.req.param("id") ?? "")),
  );

  r.post(
    "/tables/:id/enhance",
    page(async (c, u) => {
      const tableId = c.req.param("id") ?? "";
      const form: EnhanceForm = {
        column_key: text(u.form.column_key),
        prompt: text(u.form.prompt),
        target_language: text(u.form.target_language).trim(),
        web_search: u.form.web_search === "on",
        use_glossary: u.form.use_glossary === "on",
      };
      return orRefusal(
        [402, 409, 422],
        async () => {
          const rowIds = await firstRowIds(u, tableId);
          const job = await u.pds.enhance.start(tableId, {
            row_ids: rowIds,
            column_key: form.column_key ?? "",
            prompt: form.prompt ?? "",
            web_search: form.web_search,
            use_glossary: form.use_glossary,
            ...(form.target_language ? { target_language: form.target_language } : {}),
          });
          const answer = `queued=${job.rows_queued}&estimate=${job.estimated_credits}`;
          return c.redirect(`/tables/${encodeURIComponent(tableId)}/enhance?done=enhance-started&${answer}`, 303);
        },
        (flash, status) => enhancePage(c, u, tableId, { form, flash }, status),
      );
    }),
  );

  r.post(
    "/tables/:id/enhance/cancel",
    page(async (c, u) => {
      const tableId = c.req.param("id") ?? "";
      const column = text(u.form.column_key);
      await u.pds.enhance.cancel(tableId, column ? { column_key: column } : {});
      return c.redirect(`/tables/${encodeURIComponent(tableId)}/enhance?done=enhance-cancelled`, 303);
    }),
  );

  r.get(
    "/tables/:id/rows/:rowId/trace",
    page(async (c, u) => {
      const column = c.req.query("column") ?? "";
      const [table, row, traces] = await Promise.all([
        u.pds.tables.get(c.req.param("id") ?? ""),
        u.pds.tables.rows.get(c.req.param("id") ?? "", c.req.param("rowId") ?? ""),
        u.pds.enhance.traces(c.req.param("id") ?? "", c.req.param("rowId") ?? "", column || undefined),
      ]);
      return html(
        c,
        <TracePage
          viewer={u.viewer}
          table={table}
          rowIndex={row.row_index}
          column={column}
          trace={traces.data.find((t) => t.column_key === column)}
        />,
      );
    }),
  );
}
