import type { Context, Hono } from "hono";
import { uploadOrigin } from "../blob/client.js";
import { config } from "../config.js";
import { AppError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { pagePolicy } from "./csp.js";
import type { Flash } from "./layout.js";
import { doneFlash, failure, html, mayWrite, orRefusal, type Page, pageParam, refusalOf, text, type User } from "./signed-in.js";
import { TableDeletePage } from "./table-delete-page.js";
import { TablePage } from "./table-page.js";
import { type CreateForm, type SchemaChoice, TablesPage } from "./tables-page.js";

/** The built-in schema, which GET /schemas does not list (core/schemas/default-product.ts). */
const BUILT_IN = { id: "default_product", name: "Default product", is_default: true };
const ROWS_PER_PAGE = 25;

/** The schema picker's choices: the built-in schema, then the company's (its default marked). */
export async function schemaChoices(u: User): Promise<SchemaChoice[]> {
  const schemas = await u.pds.schemas.list({ limit: 100 });
  return [{ ...BUILT_IN, is_default: !schemas.data.some((x) => x.is_default) }, ...schemas.data];
}

async function tablesPage(c: Context, u: User, extra: { form?: CreateForm; flash?: Flash } = {}, status: 200 | 422 = 200) {
  const [tables, schemas] = await Promise.all([
    u.pds.tables.list({ page: pageParam(c.req.query("page")), limit: 25 }),
    u.viewer.canWrite ? schemaChoices(u) : [],
  ]);
  // The create form's script sends files over the form's limit straight to the file store.
  if (u.viewer.canWrite) c.header("Content-Security-Policy", pagePolicy([await uploadOrigin()]));
  return html(
    c,
    <TablesPage
      viewer={u.viewer}
      tables={tables.data}
      pagination={tables.pagination}
      schemas={schemas}
      formLimit={config().MAX_BODY_BYTES}
      {...extra}
    />,
    status,
  );
}

/** A MIME type the API accepts for an upload: the browser's, or none known (the name then decides). */
const mimeType = (value: string) => (/^[\w.+-]+\/[\w.+-]+$/.test(value) ? value : "application/octet-stream");

/** A refusal of the API as the JSON the page's script shows (its message), with the API's status. */
async function asJson(c: Context, work: () => Promise<Record<string, unknown>>) {
  try {
    return c.json(await work());
  } catch (err) {
    const refusal = refusalOf(err);
    if (!refusal || refusal.status >= 500) throw err;
    return c.json({ message: refusal.message }, refusal.status as 400);
  }
}

async function tablePage(c: Context, u: User, tableId: string, page: number, flash?: Flash, status: 200 | 409 | 422 = 200) {
  const table = await u.pds.tables.get(tableId);
  const [schema, rows] = await Promise.all([
    u.pds.schemas.get(table.schema_id).catch(() => undefined),
    u.pds.tables.rows.list(table.id, { page, limit: ROWS_PER_PAGE }),
  ]);
  // The schema's columns in order, then any other key the rows hold.
  const columns = [...new Set([...(schema?.columns.map((col) => col.key) ?? []), ...rows.data.flatMap((r) => Object.keys(r.data))])];
  const edit = c.req.query("edit");
  const column = c.req.query("column");
  const editing = u.viewer.canWrite && edit && column ? { rowId: edit, column } : undefined;
  return html(
    c,
    <TablePage
      viewer={u.viewer}
      table={table}
      columns={columns}
      rows={rows.data}
      pagination={rows.pagination}
      editing={editing}
      flash={flash}
    />,
    status,
  );
}

/** The tables list (`/`), a table's page, and their forms. */
export function tableRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/",
    page((c, u) => tablesPage(c, u, { flash: doneFlash(c) })),
  );

  // A file over the form's limit, sent by the page's script: the API's presigned upload, started
  // and completed here with the session's key, the bytes PUT by the browser to the store.
  r.post(
    "/uploads",
    page((c, u) =>
      asJson(c, async () => {
        const content_type = mimeType(text(u.form.content_type));
        const started = await u.pds.files.startUpload({ name: text(u.form.name), content_type, size: Number(text(u.form.size)) });
        return { file_id: started.file_id, upload_url: started.upload_url, content_type };
      }),
    ),
  );

  r.post(
    "/uploads/:id/complete",
    page((c, u) => asJson(c, async () => ({ file_id: (await u.pds.files.complete(c.req.param("id") ?? "")).id }))),
  );

  r.post(
    "/tables",
    page(async (c, u) => {
      const f = u.form;
      const form: CreateForm = {
        name: text(f.name),
        schema_id: text(f.schema_id),
        source_text: text(f.source_text),
        file_urls: text(f.file_urls),
      };
      const urls = text(f.file_urls).split(/\s+/).filter(Boolean);
      // A file input sends one empty, nameless part when no file was chosen.
      const files = [f.files].flat().filter((x): x is File => x instanceof File && x.size > 0);
      // Files the page's script already uploaded (over the form's limit); the API checks they are ours.
      const uploaded = [f.file_ids].flat().filter((x): x is string => typeof x === "string" && x !== "");
      return orRefusal(
        [422],
        async () => {
          const fileIds: string[] = [...uploaded];
          for (const file of files)
            fileIds.push((await u.pds.files.upload(file, { name: file.name, contentType: file.type || undefined })).id);
          const table = await u.pds.tables.create({
            name: form.name ?? "",
            schema_id: form.schema_id ?? "",
            ...(form.source_text?.trim() ? { source_text: form.source_text } : {}),
            ...(urls.length ? { file_urls: urls } : {}),
            ...(fileIds.length ? { file_ids: fileIds } : {}),
          });
          return c.redirect(`/tables/${encodeURIComponent(table.id)}`, 303);
        },
        (flash) => tablesPage(c, u, { form, flash }, 422),
      );
    }),
  );

  r.get(
    "/tables/:id",
    page((c, u) => tablePage(c, u, c.req.param("id") ?? "", pageParam(c.req.query("page")), doneFlash(c))),
  );

  r.post(
    "/tables/:id/rows/:rowId",
    page(async (c, u) => {
      const tableId = c.req.param("id") ?? "";
      const pageNo = pageParam(u.form.page);
      const column = text(u.form.column);
      const value = text(u.form.value);
      return orRefusal(
        [422],
        async () => {
          await u.pds.tables.rows.update(tableId, c.req.param("rowId") ?? "", { data: { [column]: value === "" ? null : value } });
          return c.redirect(`/tables/${encodeURIComponent(tableId)}?page=${pageNo}&done=saved`, 303);
        },
        (flash) => tablePage(c, u, tableId, pageNo, flash, 422),
      );
    }),
  );

  r.post(
    "/tables/:id/publish",
    page(async (c, u) => {
      const tableId = c.req.param("id") ?? "";
      return orRefusal(
        [409, 422],
        async () => {
          const result = await u.pds.tables.publish(tableId);
          // Shown on the page as it answers (no redirect): the counts exist only in this answer.
          const message =
            "id" in result
              ? `Publishing ${result.total_rows} rows in the background (job ${result.id}); products appear in the catalog as it runs.`
              : `Published to the catalog: ${result.created_count} created, ${result.updated_count} updated.`;
          return tablePage(c, u, tableId, 1, { message });
        },
        (flash, status) => tablePage(c, u, tableId, 1, flash, status),
      );
    }),
  );

  r.get(
    "/tables/:id/export",
    page(async (c, u) => {
      const format = c.req.query("format");
      if (format !== "csv" && format !== "xlsx" && format !== "json")
        return failure(c, new AppError("not_found", "No such format"), u.viewer);
      // The presigned link needs no key: the browser downloads straight from storage.
      const { url } = await u.pds.tables.exportLink(c.req.param("id") ?? "", format);
      return c.redirect(url, 303);
    }),
  );

  r.post(
    "/tables/:id/rows/:rowId/delete",
    page(async (c, u) => {
      const tableId = c.req.param("id") ?? "";
      await u.pds.tables.rows.delete(tableId, c.req.param("rowId") ?? "");
      return c.redirect(`/tables/${encodeURIComponent(tableId)}?page=${pageParam(u.form.page)}&done=deleted`, 303);
    }),
  );

  r.get(
    "/tables/:id/delete",
    page(async (c, u) => {
      mayWrite(u);
      return html(c, <TableDeletePage viewer={u.viewer} table={await u.pds.tables.get(c.req.param("id") ?? "")} />);
    }),
  );

  r.post(
    "/tables/:id/delete",
    page(async (c, u) => {
      await u.pds.tables.delete(c.req.param("id") ?? "");
      return c.redirect("/?done=table-deleted", 303);
    }),
  );
}
