import type { Attribute } from "../../client/index.js";
import { type SettingsForm, SettingsFields } from "./attribute-settings.js";
import { Csrf, type Flash, Layout, type Viewer } from "./layout.js";

export interface AttributeEditForm extends SettingsForm {
  label?: string;
  description?: string;
  new_key?: string;
}

/**
 * One attribute's edit page: label, description and the settings of its type (the type itself
 * never changes), and a rename of its key, which every schema, row and product follows.
 */
export function AttributeEditPage(p: { viewer: Viewer; attribute: Attribute; form: AttributeEditForm; flash?: Flash }) {
  const a = p.attribute;
  const base = `/attributes/${encodeURIComponent(a.id)}`;
  return (
    <Layout title={`Attribute ${a.key}`} section="attributes" viewer={p.viewer} flash={p.flash}>
      <p>
        <a href="/attributes">All attributes</a>
      </p>
      <p>
        {"Type "}
        <strong>{a.type}</strong>
        {a.source_id ? " · managed by a source" : ""}
      </p>
      <section class="card" aria-labelledby="edit-attribute">
        <h2 id="edit-attribute">Edit</h2>
        <form method="post" action={base}>
          <Csrf token={p.viewer.csrf} />
          {/* The revision this form was filled from: a change made meanwhile is refused, not overwritten. */}
          <input type="hidden" name="expected_updated_at" value={a.updated_at} />
          <label for="attr-label">Label</label>
          <input id="attr-label" name="label" type="text" required value={p.form.label ?? ""} />
          <label for="attr-description">Description</label>
          <textarea id="attr-description" name="description" rows={3}>
            {p.form.description ?? ""}
          </textarea>
          <SettingsFields type={a.type} form={p.form} />
          {a.source_id ? (
            <label class="check">
              <input type="checkbox" name="detach" /> Detach from its source (its content becomes yours to edit)
            </label>
          ) : null}
          <p>
            <button type="submit">Save attribute</button>
          </p>
        </form>
      </section>
      <section class="card" aria-labelledby="rename-attribute">
        <h2 id="rename-attribute">Rename</h2>
        <p class="hint">Changes the key everywhere at once: schemas, tables and products refer to the attribute by id.</p>
        <form method="post" action={`${base}/rename`}>
          <Csrf token={p.viewer.csrf} />
          <label for="attr-new-key">New key</label>
          <input id="attr-new-key" name="new_key" type="text" required value={p.form.new_key ?? a.key} />
          <p>
            <button type="submit">Rename</button>
          </p>
        </form>
      </section>
    </Layout>
  );
}
