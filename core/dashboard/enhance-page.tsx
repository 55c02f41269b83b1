import type { Answer, EnhanceColumnStatus, Pagination, Row, Table } from "../../client/index.js";
import { Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { SourceLink } from "./source-link.js";
import { cellText } from "./table-page.js";
import { Pager } from "./tables-page.js";

type Trace = Answer<"listRowTraces">["data"][number];

export interface EnhanceForm {
  column_key?: string;
  prompt?: string;
  target_language?: string;
  web_search?: boolean;
  use_glossary?: boolean;
}

const running = (s: EnhanceColumnStatus) => s.pending + s.processing > 0;

/** A table's enhancement runs: each column's counters with a progress bar, the start form, the enhanced cells with their traces. */
export function EnhancePage(p: {
  viewer: Viewer;
  table: Table;
  columns: string[];
  status: Record<string, EnhanceColumnStatus>;
  rows: Row[];
  pagination: Pagination;
  form?: EnhanceForm;
  flash?: Flash;
}) {
  const base = `/tables/${encodeURIComponent(p.table.id)}`;
  const enhanced = Object.keys(p.status);
  const busy = Object.values(p.status).some(running);
  return (
    <Layout title={`Enhance: ${p.table.name}`} section="tables" viewer={p.viewer} flash={p.flash} refreshSeconds={busy ? 2 : undefined}>
      <p>
        <a href={base}>Back to the table</a>
      </p>
      <h2>Runs</h2>
      {enhanced.length ? (
        <div class="scroll results">
          <table>
            <caption>{busy ? "Enhancement by column; updated every 2 s while cells run" : "Enhancement by column"}</caption>
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Progress</th>
                <th scope="col">Completed</th>
                <th scope="col">Failed</th>
                <th scope="col">Cancelled</th>
                <th scope="col">Waiting</th>
                {p.viewer.canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {Object.entries(p.status).map(([key, s]) => (
                <tr data-column={key} data-live={`enhance-${key}`}>
                  <th scope="row">{key}</th>
                  <td>
                    <progress max={s.total || 1} value={s.total - s.pending - s.processing} aria-label={`Progress of ${key}`} />{" "}
                    {`${s.total - s.pending - s.processing} of ${s.total}`}
                  </td>
                  <td class="num">{s.completed}</td>
                  <td class="num">{s.failed - s.cancelled}</td>
                  <td class="num">{s.cancelled}</td>
                  <td class="num">{s.pending + s.processing}</td>
                  {p.viewer.canWrite ? (
                    <td>
                      {running(s) ? (
                        <form class="inline" method="post" action={`${base}/enhance/cancel`}>
                          <Csrf token={p.viewer.csrf} />
                          <input type="hidden" name="column_key" value={key} />
                          <button type="submit" class="secondary" aria-label={`Cancel ${key}`}>
                            Cancel
                          </button>
                        </form>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No column of this table has been enhanced yet.</p>
      )}
      {p.viewer.canWrite ? <StartForm viewer={p.viewer} action={`${base}/enhance`} columns={p.columns} form={p.form ?? {}} /> : null}
      {enhanced.length && p.rows.length ? (
        <>
          <h2>Enhanced cells</h2>
          <div class="scroll">
            <table>
              <caption class="hint">Each cell's value, and the trace of how the AI wrote it</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  {enhanced.map((key) => (
                    <th scope="col">{key}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {p.rows.map((row) => (
                  <tr data-row-id={row.id}>
                    <td class="num">{row.row_index + 1}</td>
                    {enhanced.map((key) => (
                      <td>
                        <span>{cellText(row.data[key])}</span>{" "}
                        <a
                          class="hint"
                          href={`${base}/rows/${encodeURIComponent(row.id)}/trace?column=${encodeURIComponent(key)}`}
                          aria-label={`Trace of ${key} in row ${row.row_index + 1}`}
                        >
                          trace
                        </a>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pagination={p.pagination} href={(n) => `${base}/enhance?page=${n}`} label="Enhanced cells pages" />
        </>
      ) : null}
    </Layout>
  );
}

function StartForm(p: { viewer: Viewer; action: string; columns: string[]; form: EnhanceForm }) {
  const f = p.form;
  return (
    <section class="card" aria-labelledby="enhance-heading">
      <h2 id="enhance-heading">Enhance a column</h2>
      <p class="hint">
        The AI writes the chosen column of every row (the first 1,000), one cell at a time; each completed cell is charged. Cells of the
        column still running are left to finish.
      </p>
      <form method="post" action={p.action}>
        <Csrf token={p.viewer.csrf} />
        <label for="column_key">Column</label>
        <select id="column_key" name="column_key">
          {p.columns.map((c) => (
            <option value={c} selected={c === f.column_key}>
              {c}
            </option>
          ))}
        </select>
        <label for="prompt">Instruction</label>
        <textarea id="prompt" name="prompt" required maxlength={10_000} rows={3} aria-describedby="prompt-hint">
          {f.prompt ?? ""}
        </textarea>
        <p class="hint" id="prompt-hint">
          {"Name other cells as {{key}}, e.g. {{name}} by {{brand}}. Without a language model only templates, case and unit changes, " +
            "extraction from another cell and the glossary run (see the API reference)."}
        </p>
        <label for="target_language">Translate to (language code, optional)</label>
        <input id="target_language" name="target_language" type="text" maxlength={20} value={f.target_language ?? ""} />
        <label class="check">
          <input type="checkbox" name="web_search" value="on" checked={f.web_search ?? true} /> Web search
        </label>
        <label class="check">
          <input type="checkbox" name="use_glossary" value="on" checked={f.use_glossary ?? false} /> Use the glossary
        </label>
        <p>
          <button type="submit">Start enhancing</button>
        </p>
      </form>
    </section>
  );
}

/** One cell's trace (GET …/traces): what was asked, what came back, and what it cost. */
export function TracePage(p: { viewer: Viewer; table: Table; rowIndex: number; column: string; trace?: Trace }) {
  const t = p.trace;
  const title = `Trace: ${p.column} of row ${p.rowIndex + 1}`;
  return (
    <Layout title={title} section="tables" viewer={p.viewer}>
      <p>
        <a href={`/tables/${encodeURIComponent(p.table.id)}/enhance`}>{`Back to enhancing ${p.table.name}`}</a>
      </p>
      {t ? (
        <>
          <div class="figures">
            <div>
              Status <strong data-testid="trace-status">{t.status}</strong>
            </div>
            <div>
              Confidence <strong>{t.confidence === null ? "n/a" : t.confidence.toFixed(2)}</strong>
            </div>
            <div>
              Credits <strong>{t.credits_charged}</strong>
            </div>
            <div>
              Model <strong>{t.model ?? "local engine"}</strong>
            </div>
          </div>
          {t.error ? <p class="error">{t.error}</p> : null}
          <h2>Request</h2>
          {t.request.system_prompt ? (
            <>
              <h3>System prompt</h3>
              <pre>{t.request.system_prompt}</pre>
            </>
          ) : null}
          <h3>Instruction and cells</h3>
          <pre>{t.request.user_content ?? ""}</pre>
          <h2>Answer</h2>
          <pre data-testid="trace-answer">{t.response.text ?? ""}</pre>
          {t.response.thought_summary ? <p>{t.response.thought_summary}</p> : null}
          {t.response.sources.length ? (
            <>
              <h2>Sources</h2>
              <ul class="sources">
                {t.response.sources.map((s) => (
                  <li>{sourceOf(s)}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p class="hint">
            <time datetime={t.created_at}>{t.created_at.slice(0, 19).replace("T", " ")}</time>
          </p>
        </>
      ) : (
        <p>No trace for this cell: it has not been enhanced, or its enhancement has not ended.</p>
      )}
    </Layout>
  );
}

/** A trace's source as the engine gave it: a URL (or `{url, title}`), else its JSON as text. */
function sourceOf(s: unknown) {
  if (typeof s === "string") return <SourceLink url={s} />;
  const o = s as { url?: unknown; title?: unknown } | null;
  if (o && typeof o.url === "string") return <SourceLink url={o.url} title={typeof o.title === "string" ? o.title : undefined} />;
  return <span>{cellText(s)}</span>;
}
