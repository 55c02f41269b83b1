import type { Attribute, Pagination } from "../../client/index.js";
import { ATTRIBUTE_TYPES, type SettingsForm, SettingsFields } from "./attribute-settings.js";
import { ActionButton, Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { Pager, StatusBadge } from "./tables-page.js";

export interface AttributeForm extends SettingsForm {
  key?: string;
  label?: string;
  type?: string;
}

/**
 * Attributes with their status. Archive and restore are the spec's dashboard-only operations
 * (spec 2.3): their forms post to this dashboard, never to a route of the public API.
 */
export function AttributesPage(p: {
  viewer: Viewer;
  attributes: Attribute[];
  pagination: Pagination;
  flash?: Flash;
  form?: AttributeForm;
}) {
  return (
    <Layout title="Attributes" section="attributes" viewer={p.viewer} flash={p.flash}>
      <p class="hint">
        Archived attributes stay in stored data and schemas; archiving hides them from new work. Only this dashboard archives and restores.
      </p>
      {p.attributes.length ? (
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Label</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                {p.viewer.canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {p.attributes.map((a) => (
                <tr data-attribute-id={a.id}>
                  <td>
                    <code>{a.key}</code>
                  </td>
                  <td>{a.label}</td>
                  <td>{a.type}</td>
                  <td>
                    <StatusBadge status={a.status} />
                  </td>
                  {p.viewer.canWrite ? (
                    <td>
                      <a href={`/attributes/${encodeURIComponent(a.id)}/edit`} aria-label={`Edit ${a.key}`}>
                        Edit
                      </a>{" "}
                      <ActionButton
                        action={`/attributes/${encodeURIComponent(a.id)}/${a.status === "archived" ? "restore" : "archive"}`}
                        csrf={p.viewer.csrf}
                        page={p.pagination.page}
                        text={a.status === "archived" ? "Restore" : "Archive"}
                        label={`${a.status === "archived" ? "Restore" : "Archive"} ${a.key}`}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No attributes yet.</p>
      )}
      <Pager pagination={p.pagination} href={(n) => `/attributes?page=${n}`} label="Attributes pages" />
      {p.viewer.canWrite ? <CreateAttribute viewer={p.viewer} form={p.form ?? { allow_custom_values: "on" }} /> : null}
    </Layout>
  );
}

function CreateAttribute(p: { viewer: Viewer; form: AttributeForm }) {
  return (
    <section class="card" aria-labelledby="create-attribute">
      <h2 id="create-attribute">Create an attribute</h2>
      <form method="post" action="/attributes">
        <Csrf token={p.viewer.csrf} />
        <label for="attr-key">Key</label>
        <input id="attr-key" name="key" type="text" required value={p.form.key ?? ""} />
        <p class="hint">Lower case letters, digits and underscores, e.g. net_weight.</p>
        <label for="attr-label">Label</label>
        <input id="attr-label" name="label" type="text" required value={p.form.label ?? ""} />
        <label for="attr-type">Type</label>
        <select id="attr-type" name="type" data-type-select>
          {ATTRIBUTE_TYPES.map((t) => (
            <option value={t} selected={t === (p.form.type ?? "text")}>
              {t}
            </option>
          ))}
        </select>
        <SettingsFields form={p.form} />
        <p>
          <button type="submit">Create attribute</button>
        </p>
      </form>
    </section>
  );
}
