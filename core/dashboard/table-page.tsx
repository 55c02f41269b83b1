import type { Pagination, Row, Table } from "../../client/index.js";
import { ActionButton, Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { Pager, Progress } from "./tables-page.js";

/** A stored value as one line of text (objects and arrays as JSON); JSX escapes it on output. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

export interface Editing {
  rowId: string;
  column: string;
}

export function TablePage(p: {
  viewer: Viewer;
  table: Table;
  columns: string[];
  rows: Row[];
  pagination: Pagination;
  editing?: Editing;
  flash?: Flash;
}) {
  const { table } = p;
  const base = `/tables/${encodeURIComponent(table.id)}`;
  const pageHref = (n: number) => `${base}?page=${n}`;
  return (
    <Layout
      title={table.name}
      section="tables"
      viewer={p.viewer}
      flash={p.flash}
      refreshSeconds={table.status === "processing" ? 2 : undefined}
    >
      <p>
        <a href="/">All tables</a>
        {p.viewer.canWrite ? (
          <>
            {" · "}
            <a href={`${base}/delete`}>Delete this table</a>
          </>
        ) : null}
      </p>
      {/* A live region that stays while the script swaps its contents: status changes are announced. */}
      <div aria-live="polite">
        <div class="figures" data-live="figures">
          <div>
            Status <strong data-testid="table-status">{table.status}</strong>
          </div>
          <div>
            Progress <Progress table={table} />
          </div>
          <div>
            Rows <strong>{table.total_rows}</strong>
          </div>
        </div>
      </div>
      {table.error_message ? <p class="error">{table.error_message}</p> : null}
      <p>
        <a href={`${base}/enhance`}>Enhance columns</a>
      </p>
      {table.status === "completed" ? (
        <p>
          {"Export: "}
          {(["csv", "xlsx", "json"] as const).map((f, i) => (
            <>
              {i ? ", " : ""}
              <a href={`${base}/export?format=${f}`}>{f.toUpperCase()}</a>
            </>
          ))}
        </p>
      ) : null}
      {table.status === "completed" && p.viewer.canWrite ? (
        <div>
          <ActionButton action={`${base}/publish`} csrf={p.viewer.csrf} text="Publish to catalog" />{" "}
          <span class="hint">
            Each row becomes a draft product of the <a href="/catalog">catalog</a>; a row published before updates its product.
          </span>
        </div>
      ) : null}
      <h2>Rows</h2>
      {p.rows.length ? (
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                {p.columns.map((c) => (
                  <th scope="col">{c}</th>
                ))}
                {p.viewer.canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {p.rows.map((row) => (
                <tr data-row-id={row.id}>
                  <td class="num">{row.row_index + 1}</td>
                  {p.columns.map((col) => (
                    <td>
                      {p.editing && p.editing.rowId === row.id && p.editing.column === col ? (
                        <EditCell
                          viewer={p.viewer}
                          action={`${base}/rows/${encodeURIComponent(row.id)}`}
                          row={row}
                          column={col}
                          page={p.pagination.page}
                          cancel={pageHref(p.pagination.page)}
                        />
                      ) : (
                        <>
                          <span>{cellText(row.data[col])}</span>
                          {p.viewer.canWrite ? (
                            <>
                              {" "}
                              <a
                                class="hint"
                                href={`${pageHref(p.pagination.page)}&edit=${encodeURIComponent(row.id)}&column=${encodeURIComponent(col)}`}
                                aria-label={`Edit ${col} of row ${row.row_index + 1}`}
                              >
                                edit
                              </a>
                            </>
                          ) : null}
                        </>
                      )}
                    </td>
                  ))}
                  {p.viewer.canWrite ? (
                    <td>
                      <ActionButton
                        action={`${base}/rows/${encodeURIComponent(row.id)}/delete`}
                        csrf={p.viewer.csrf}
                        page={p.pagination.page}
                        text="Delete"
                        label={`Delete row ${row.row_index + 1}`}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{table.status === "processing" ? "No rows yet; extraction is running." : "No rows."}</p>
      )}
      <Pager pagination={p.pagination} href={pageHref} label="Rows pages" />
    </Layout>
  );
}

function EditCell(p: { viewer: Viewer; action: string; row: Row; column: string; page: number; cancel: string }) {
  const id = `cell-${p.row.id}-${p.column}`;
  return (
    <form method="post" action={p.action}>
      <Csrf token={p.viewer.csrf} />
      <input type="hidden" name="column" value={p.column} />
      <input type="hidden" name="page" value={String(p.page)} />
      <label for={id}>{`${p.column} of row ${p.row.row_index + 1}`}</label>
      <input id={id} name="value" type="text" value={cellText(p.row.data[p.column])} autofocus /> <button type="submit">Save</button>{" "}
      <a href={p.cancel}>Cancel</a>
      <p class="hint">Empty clears the value.</p>
    </form>
  );
}
