import type { Enrich, Search } from "../../client/index.js";
import { Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { SourceLink } from "./source-link.js";
import { cellText } from "./table-page.js";
import { type SchemaChoice, SchemaPicker } from "./tables-page.js";

/** What the search form sends back when the API refuses it (kept so nothing typed is lost). */
export interface SearchForm {
  query?: string;
  schema_id?: string;
  max_results?: string;
}

export interface EnrichForm {
  items?: string;
  fields?: string;
  schema_id?: string;
  context?: string;
  thinking?: string;
  web_search?: boolean;
  use_glossary?: boolean;
}

export const THINKING = ["low", "medium", "hard"] as const;
export const DEFAULT_FIELDS = "name, brand";

/**
 * The enrich form's items, one per line: a JSON object (`{"name": "Oak table", "price": 899}`),
 * or values separated by commas in the order `fields` names (`Oak table, Nordwood` for
 * `name, brand`). An empty value is left out: the API fills what is missing.
 */
export function parseItems(text: string, fields: string): { items: { data: Record<string, unknown> }[] } | { problem: string } {
  const keys = fields
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  const items: { data: Record<string, unknown> }[] = [];
  for (const [i, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("{")) {
      let data: unknown;
      try {
        data = JSON.parse(line);
      } catch {
        return { problem: `Line ${i + 1} starts with { but is not valid JSON.` };
      }
      if (!data || typeof data !== "object" || Array.isArray(data)) return { problem: `Line ${i + 1} is not a JSON object.` };
      items.push({ data: data as Record<string, unknown> });
      continue;
    }
    const values = line.split(",").map((v) => v.trim());
    if (values.length > keys.length) {
      return {
        problem: `Line ${i + 1} has ${values.length} values but the fields name ${keys.length}; use a JSON line for values with commas.`,
      };
    }
    items.push({ data: Object.fromEntries(values.flatMap((v, j) => (v ? [[keys[j], v]] : []))) });
  }
  return { items };
}

/** A record's keys in the schema's order (`order`), then any others as they come. */
const keysOf = (data: Record<string, unknown>, order: string[]) => {
  const keys = Object.keys(data);
  return [...order.filter((k) => keys.includes(k)), ...keys.filter((k) => !order.includes(k))];
};

export function PlaygroundPage(p: {
  viewer: Viewer;
  schemas: SchemaChoice[];
  search?: Search;
  enrich?: Enrich;
  /** The column keys of the schema the run used, for the order of its fields. */
  order?: string[];
  searchForm?: SearchForm;
  enrichForm?: EnrichForm;
  flash?: Flash;
}) {
  const running = p.search?.status === "processing" || p.enrich?.status === "processing";
  return (
    <Layout title="Playground" section="playground" viewer={p.viewer} flash={p.flash} refreshSeconds={running ? 2 : undefined}>
      <p class="hint">
        Try search and enrich on your own data as the API answers them; each run spends credits. Results stay at their address (the API's
        job id).
      </p>
      {p.search ? <SearchResults search={p.search} order={p.order ?? []} /> : null}
      {p.enrich ? <EnrichResults enrich={p.enrich} order={p.order ?? []} /> : null}
      {p.viewer.canWrite ? (
        <>
          <SearchFormCard viewer={p.viewer} schemas={p.schemas} form={p.searchForm ?? { query: p.search?.query }} />
          <EnrichFormCard viewer={p.viewer} schemas={p.schemas} form={p.enrichForm ?? {}} />
        </>
      ) : (
        <p>Search and enrich spend credits, so they need a key with write scope; this key can read the results of earlier runs only.</p>
      )}
    </Layout>
  );
}

const Cost = (p: { credits: number }) => (
  <p>
    Credits used: <strong data-testid="credits-used">{p.credits}</strong>
  </p>
);

function SearchResults({ search, order }: { search: Search; order: string[] }) {
  // Every result holds exactly the columns' keys, so the first one gives the table its shape.
  const columns = keysOf(search.results[0]?.data ?? {}, order);
  return (
    <section class="results" aria-labelledby="search-results">
      <h2 id="search-results">Search results</h2>
      <Cost credits={search.credits_used} />
      {search.status === "processing" ? <p role="status">Searching; this page reloads itself until the results are in.</p> : null}
      {search.error ? <p class="error">{search.error.message}</p> : null}
      {search.status === "completed" && !search.results.length ? <p>{`Nothing found for “${search.query}”.`}</p> : null}
      {search.results.length ? (
        <div class="scroll">
          <table>
            <caption>{`${search.total_results} result(s) for “${search.query}”`}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th scope="col">{c}</th>
                ))}
                <th scope="col">Source</th>
                <th scope="col">Confidence</th>
              </tr>
            </thead>
            <tbody>
              {search.results.map((r) => (
                <tr>
                  {columns.map((c) => (
                    <td>{cellText(r.data[c])}</td>
                  ))}
                  <td>
                    <SourceLink url={r.source_url} title={r.source_title} />
                  </td>
                  <td class="num">{r.confidence.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function EnrichResults({ enrich, order }: { enrich: Enrich; order: string[] }) {
  return (
    <section class="results" aria-labelledby="enrich-results">
      <h2 id="enrich-results">Enriched items</h2>
      <Cost credits={enrich.credits_used} />
      {enrich.status === "processing" ? <p role="status">Enriching; this page reloads itself until the items are done.</p> : null}
      {enrich.error ? <p class="error">{enrich.error.message}</p> : null}
      {enrich.items.map((item, i) => {
        const basis = new Map((item.basis ?? []).map((b) => [b.field, b]));
        return (
          <div class="scroll item">
            <table data-item={i}>
              <caption>{`Item ${i + 1}${item.data.name ? `: ${cellText(item.data.name)}` : ""}`}</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Value</th>
                  <th scope="col">Sources</th>
                </tr>
              </thead>
              <tbody>
                {keysOf(item.data, order).map((field) => {
                  const value = item.data[field];
                  const b = basis.get(field);
                  return (
                    <tr data-field={field}>
                      <th scope="row">{field}</th>
                      <td>{cellText(value)}</td>
                      <td>
                        {b ? (
                          <>
                            <span class={`badge ${b.confidence}`}>{`${b.confidence} confidence`}</span> {b.reasoning}
                            <ul class="sources">
                              {b.citations.map((cite) => (
                                <li>
                                  <SourceLink url={cite.url} title={cite.title} />
                                  {cite.excerpt ? <q>{cite.excerpt}</q> : null}
                                </li>
                              ))}
                            </ul>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
      {withoutSources(enrich) ? <p class="hint">Run without web search: the API cites no sources.</p> : null}
    </section>
  );
}

const withoutSources = (enrich: Enrich) => enrich.items.length > 0 && enrich.items.every((i) => i.basis === undefined);

function SearchFormCard(p: { viewer: Viewer; schemas: SchemaChoice[]; form: SearchForm }) {
  return (
    <section class="card" aria-labelledby="search-heading">
      <h2 id="search-heading">Search</h2>
      <p class="hint">Products for a question in plain words, shaped to a schema's columns; each search is charged.</p>
      <form method="post" action="/playground/search">
        <Csrf token={p.viewer.csrf} />
        <label for="query">Query</label>
        <input id="query" name="query" type="text" required maxlength={1000} value={p.form.query ?? ""} />
        <SchemaPicker id="search-schema" schemas={p.schemas} selected={p.form.schema_id} />
        <label for="max_results">Max results</label>
        <input id="max_results" name="max_results" type="number" min={1} max={7} value={p.form.max_results ?? "7"} />
        <p>
          <button type="submit">Search</button>
        </p>
      </form>
    </section>
  );
}

function EnrichFormCard(p: { viewer: Viewer; schemas: SchemaChoice[]; form: EnrichForm }) {
  const f = p.form;
  return (
    <section class="card" aria-labelledby="enrich-heading">
      <h2 id="enrich-heading">Enrich</h2>
      <p class="hint">
        Fills what is missing of partial items, citing its sources per field; charged per item by thinking level. A few items answer at
        once; a larger batch (up to 50) runs as a job this page follows.
      </p>
      <form method="post" action="/playground/enrich">
        <Csrf token={p.viewer.csrf} />
        <label for="items">Items, one per line</label>
        <textarea id="items" name="items" required aria-describedby="items-hint">
          {f.items ?? ""}
        </textarea>
        <p class="hint" id="items-hint">
          {'Values separated by commas in the order of the fields below (Oak table, Nordwood), or a JSON object ({"name": "Oak table"}).'}
        </p>
        <label for="fields">Fields of a comma-separated line</label>
        <input id="fields" name="fields" type="text" value={f.fields ?? DEFAULT_FIELDS} />
        <SchemaPicker id="enrich-schema" schemas={p.schemas} selected={f.schema_id} />
        <label for="context">Context (optional)</label>
        <input id="context" name="context" type="text" maxlength={10_000} value={f.context ?? ""} />
        <label for="thinking">Thinking</label>
        <select id="thinking" name="thinking">
          {THINKING.map((t) => (
            <option value={t} selected={t === (f.thinking ?? "medium")}>
              {t}
            </option>
          ))}
        </select>
        <label class="check">
          <input type="checkbox" name="web_search" value="on" checked={f.web_search ?? true} /> Web search (sources cited per field)
        </label>
        <label class="check">
          <input type="checkbox" name="use_glossary" value="on" checked={f.use_glossary ?? false} /> Use the glossary
        </label>
        <p>
          <button type="submit">Enrich</button>
        </p>
      </form>
    </section>
  );
}
