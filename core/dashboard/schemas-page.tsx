import type { Pagination, Schema, SchemaSummary } from "../../client/index.js";
import { DEFAULT_PRODUCT_SCHEMA_ID } from "../schemas/default-product.js";
import { type ColumnChoice, ColumnPicker, type Picked } from "./column-picker.js";
import { ActionButton, Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { Pager } from "./tables-page.js";

export interface SchemaForm {
  name?: string;
  description?: string;
  is_default?: boolean;
  picked?: Picked;
}

/** The generate form as sent, shown again when the API refuses it. */
export interface GenerateForm {
  name?: string;
  sample_data?: string;
}

const day = (iso: string) => <time datetime={iso}>{iso.slice(0, 16).replace("T", " ")}</time>;
export const schemaHref = (id: string) => `/schemas/${encodeURIComponent(id)}`;

export function SchemasPage(p: {
  viewer: Viewer;
  schemas: SchemaSummary[];
  pagination: Pagination;
  choices: ColumnChoice[];
  form?: SchemaForm;
  generate?: GenerateForm;
  flash?: Flash;
}) {
  return (
    <Layout title="Schemas" section="schemas" viewer={p.viewer} flash={p.flash}>
      {p.schemas.length ? (
        <div class="scroll">
          <table>
            <caption class="hint">Schemas, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Columns</th>
                <th scope="col">Default</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {p.schemas.map((s) => (
                <tr data-schema-id={s.id}>
                  <td>
                    <a href={schemaHref(s.id)}>{s.name}</a>
                    {s.description ? <div class="hint">{s.description}</div> : null}
                  </td>
                  <td class="num">{s.columns_count}</td>
                  <td>{s.is_default ? "default" : ""}</td>
                  <td>{day(s.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No schemas yet.</p>
      )}
      <Pager pagination={p.pagination} href={(n) => `/schemas?page=${n}`} label="Schemas pages" />
      <p class="hint">
        Every company also has the built-in <a href={schemaHref(DEFAULT_PRODUCT_SCHEMA_ID)}>Default product</a> schema (helper columns only:
        it cannot be changed, deleted or hold catalog products).
      </p>
      {p.viewer.canWrite ? (
        <section class="card" aria-labelledby="create-schema">
          <h2 id="create-schema">Create a schema</h2>
          <SchemaFields viewer={p.viewer} action="/schemas" form={p.form ?? {}} choices={p.choices} submit="Create schema" />
        </section>
      ) : null}
      {p.viewer.canWrite ? (
        <section class="card" aria-labelledby="generate-schema">
          <h2 id="generate-schema">Generate a schema from sample data</h2>
          <form method="post" action="/schemas/generate">
            <Csrf token={p.viewer.csrf} />
            <label for="generate-name">Name (optional)</label>
            <input id="generate-name" name="name" type="text" maxlength={200} value={p.generate?.name ?? ""} />
            <label for="sample_data">Sample data</label>
            <textarea id="sample_data" name="sample_data" rows={6} required>
              {p.generate?.sample_data ?? ""}
            </textarea>
            <p class="hint">
              CSV or TSV with a header row, JSON, NDJSON or key: value lines; the first 5,000 characters are read. A column per field; one
              whose key is one of your attributes is backed by it, the others are helper columns.
            </p>
            <p>
              <button type="submit">Generate schema</button>
            </p>
          </form>
        </section>
      ) : null}
    </Layout>
  );
}

export function SchemaPage(p: { viewer: Viewer; schema: Schema; choices: ColumnChoice[]; form: SchemaForm; flash?: Flash }) {
  const { schema } = p;
  const editable = p.viewer.canWrite && schema.id !== DEFAULT_PRODUCT_SCHEMA_ID;
  return (
    <Layout title={schema.name} section="schemas" viewer={p.viewer} flash={p.flash}>
      <p>
        <a href="/schemas">All schemas</a>
      </p>
      {schema.description ? <p>{schema.description}</p> : null}
      <div class="figures">
        <div>
          Columns <strong data-testid="columns-count">{schema.columns.length}</strong>
        </div>
        <div>
          Default <strong>{schema.is_default ? "yes" : "no"}</strong>
        </div>
        <div>Updated {day(schema.updated_at)}</div>
      </div>
      <h2>Columns</h2>
      <div class="scroll">
        <table>
          <caption class="hint">In order; attribute columns take their label and type from the attribute</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Key</th>
              <th scope="col">Label</th>
              <th scope="col">Type</th>
              <th scope="col">Kind</th>
              <th scope="col">Required</th>
            </tr>
          </thead>
          <tbody>
            {schema.columns.map((col, i) => (
              <tr>
                <td class="num">{i + 1}</td>
                <td>
                  <code>{col.key}</code>
                </td>
                <td>{col.label}</td>
                <td>{col.type}</td>
                <td>{col.kind}</td>
                <td>{col.required ? "yes" : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable ? (
        <>
          <section class="card" aria-labelledby="edit-schema">
            <h2 id="edit-schema">Edit</h2>
            <SchemaFields
              viewer={p.viewer}
              action={schemaHref(schema.id)}
              form={p.form}
              choices={p.choices}
              submit="Save schema"
              expectedUpdatedAt={schema.updated_at}
            />
          </section>
          <section class="card" aria-labelledby="delete-schema">
            <h2 id="delete-schema">Delete</h2>
            <p class="hint">A schema that a table or a catalog product uses cannot be deleted.</p>
            <ActionButton action={`${schemaHref(schema.id)}/delete`} csrf={p.viewer.csrf} text="Delete schema" />
          </section>
        </>
      ) : null}
    </Layout>
  );
}

function SchemaFields(p: {
  viewer: Viewer;
  action: string;
  form: SchemaForm;
  choices: ColumnChoice[];
  submit: string;
  expectedUpdatedAt?: string;
}) {
  return (
    <form method="post" action={p.action}>
      <Csrf token={p.viewer.csrf} />
      {/* The revision the form was filled from: a schema changed since is the API's stale_write. */}
      {p.expectedUpdatedAt ? <input type="hidden" name="expected_updated_at" value={p.expectedUpdatedAt} /> : null}
      <label for="schema-name">Name</label>
      <input id="schema-name" name="name" type="text" required maxlength={200} value={p.form.name ?? ""} />
      <label for="schema-description">Description</label>
      <input id="schema-description" name="description" type="text" maxlength={5000} value={p.form.description ?? ""} />
      <p>
        <input id="schema-default" type="checkbox" name="is_default" value="on" checked={p.form.is_default ?? false} />{" "}
        <label class="inline" for="schema-default">
          The company's default schema
        </label>
      </p>
      <h3>Columns</h3>
      <ColumnPicker choices={p.choices} picked={p.form.picked ?? { refs: [], positions: {} }} />
      <p>
        <button type="submit">{p.submit}</button>
      </p>
    </form>
  );
}
