import type { Pagination, Table } from "../../client/index.js";
import { Csrf, type Flash, Layout, megabytes, type Viewer } from "./layout.js";

export const StatusBadge = (p: { status: string }) => <span class={`badge ${p.status}`}>{p.status}</span>;

export function Progress(p: { table: Table }) {
  return (
    <span>
      <progress max={100} value={p.table.progress} aria-label={`Progress of ${p.table.name}`}>
        {`${p.table.progress}%`}
      </progress>{" "}
      {`${p.table.progress}%`}
    </span>
  );
}

export function Pager(p: { pagination: Pagination; href: (page: number) => string; label: string }) {
  const { page, limit, total } = p.pagination;
  const last = Math.max(1, Math.ceil(total / limit));
  return (
    <nav class="pager" aria-label={p.label}>
      {page > 1 ? <a href={p.href(page - 1)}>Previous page</a> : null}
      <span>{`Page ${page} of ${last} (${total} in all)`}</span>
      {page < last ? <a href={p.href(page + 1)}>Next page</a> : null}
    </nav>
  );
}

/** What the schema picker needs of a schema. */
export interface SchemaChoice {
  id: string;
  name: string;
  is_default: boolean;
}

/** A labelled schema select, the company's default chosen unless `selected` names one. */
export function SchemaPicker(p: { id: string; schemas: SchemaChoice[]; selected?: string }) {
  return (
    <>
      <label for={p.id}>Schema</label>
      <select id={p.id} name="schema_id">
        {p.schemas.map((s) => (
          <option value={s.id} selected={p.selected ? s.id === p.selected : s.is_default}>
            {s.is_default ? `${s.name} (default)` : s.name}
          </option>
        ))}
      </select>
    </>
  );
}

export interface CreateForm {
  name?: string;
  schema_id?: string;
  source_text?: string;
  file_urls?: string;
}

export function TablesPage(p: {
  viewer: Viewer;
  tables: Table[];
  pagination: Pagination;
  schemas: SchemaChoice[];
  /** The most one form may send (MAX_BODY_BYTES); over it the script uploads files itself. */
  formLimit: number;
  form?: CreateForm;
  flash?: Flash;
}) {
  const processing = p.tables.some((t) => t.status === "processing");
  return (
    <Layout title="Tables" section="tables" viewer={p.viewer} flash={p.flash} refreshSeconds={processing ? 2 : undefined}>
      {p.tables.length ? (
        <div class="scroll">
          <table>
            <caption class="hint">Extraction tables, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Progress</th>
                <th scope="col">Rows</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {p.tables.map((t) => (
                <tr data-table-id={t.id} data-live={`table-${t.id}`}>
                  <td>
                    <a href={`/tables/${encodeURIComponent(t.id)}`}>{t.name}</a>
                    {t.error_message ? <div class="hint error">{t.error_message}</div> : null}
                  </td>
                  <td>
                    <StatusBadge status={t.status} />
                  </td>
                  <td>
                    <Progress table={t} />
                  </td>
                  <td class="num">{t.total_rows}</td>
                  <td>
                    <time datetime={t.created_at}>{t.created_at.slice(0, 16).replace("T", " ")}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No tables yet.</p>
      )}
      <Pager pagination={p.pagination} href={(n) => `/?page=${n}`} label="Tables pages" />
      {p.viewer.canWrite ? <CreateTable viewer={p.viewer} schemas={p.schemas} form={p.form ?? {}} formLimit={p.formLimit} /> : null}
    </Layout>
  );
}

function CreateTable(p: { viewer: Viewer; schemas: SchemaChoice[]; form: CreateForm; formLimit: number }) {
  return (
    <section class="card" aria-labelledby="create-heading">
      <h2 id="create-heading">Create a table</h2>
      <p class="hint">
        Paste product text (CSV, key: value lines, free text) or list URLs, one per line; the rows appear as extraction runs.
      </p>
      {/* Over data-upload-limit the script uploads the files itself (presigned) and posts their ids. */}
      <form method="post" action="/tables" enctype="multipart/form-data" data-upload-limit={p.formLimit}>
        <Csrf token={p.viewer.csrf} />
        <label for="name">Name</label>
        <input id="name" name="name" type="text" required maxlength={200} value={p.form.name ?? ""} />
        <SchemaPicker id="schema_id" schemas={p.schemas} selected={p.form.schema_id} />
        <div class="drop" data-drop>
          <label for="files">Files</label>
          <input id="files" name="files" type="file" multiple accept=".csv,.tsv,.json,.ndjson,.xlsx,.pdf,.html,.htm,.txt" />
          <p class="hint">CSV, TSV, JSON, XLSX, PDF, HTML or text; up to {megabytes(p.formLimit)} in all from this form.</p>
          {/* Shown by the script, which makes the whole zone take dropped files and sends big ones itself. */}
          <p class="hint" hidden>
            Or drop files anywhere in this box. Bigger files are sent straight to storage.
          </p>
          <p class="hint" data-drop-status aria-live="polite" />
        </div>
        <label for="source_text">Or pasted text</label>
        <textarea id="source_text" name="source_text">
          {p.form.source_text ?? ""}
        </textarea>
        <label for="file_urls">Or URLs, one per line</label>
        <textarea id="file_urls" name="file_urls" rows={3}>
          {p.form.file_urls ?? ""}
        </textarea>
        <p>
          <button type="submit">Create table</button>
        </p>
      </form>
    </section>
  );
}
