import type { GlossaryTerm, Pagination } from "../../client/index.js";
import { GLOSSARY_TYPES } from "../glossary/schemas.js";
import { ActionButton, Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { Pager } from "./tables-page.js";

export interface TermForm {
  term?: string;
  type?: string;
  category?: string;
  translations?: string;
}

/**
 * `de=Eiche, fr=chêne` as the API's translations object. A malformed pair is passed on as it is
 * (`german` becomes `german: ""`) so the API refuses it with its message: dropped silently, it
 * would erase a translation when a term is edited, since the map is replaced whole.
 */
export function parseTranslations(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split(/[,\n]/)
      .filter((pair) => pair.trim())
      .map((pair) => {
        const [language, ...value] = pair.split("=");
        return [language.trim(), value.join("=").trim()];
      }),
  );
}

/** The API's translations object as the form's `de=Eiche, fr=chêne`. */
export const translationsText = (translations: Record<string, string>) =>
  Object.entries(translations)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([language, value]) => `${language}=${value}`)
    .join(", ");

/** The company's glossary terms (what enhance and enrich apply with `use_glossary`), with create and delete. */
export function GlossaryPage(p: { viewer: Viewer; terms: GlossaryTerm[]; pagination: Pagination; flash?: Flash; form?: TermForm }) {
  return (
    <Layout title="Glossary" section="glossary" viewer={p.viewer} flash={p.flash}>
      <p class="hint">Terms the AI keeps as written, translates your way, or reads as context, when a request sets use_glossary.</p>
      {p.terms.length ? (
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col">Type</th>
                <th scope="col">Translations</th>
                <th scope="col">Category</th>
                {p.viewer.canWrite ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {p.terms.map((t) => (
                <tr data-term-id={t.id}>
                  <td>{t.term}</td>
                  <td>{t.type}</td>
                  <td>
                    {Object.entries(t.translations)
                      .sort(([a], [b]) => a.localeCompare(b))
                      .map(([language, value]) => `${language}: ${value}`)
                      .join(", ")}
                  </td>
                  <td>{t.category}</td>
                  {p.viewer.canWrite ? (
                    <td>
                      <a href={`/glossary/${encodeURIComponent(t.id)}/edit`} aria-label={`Edit ${t.term}`}>
                        Edit
                      </a>{" "}
                      <ActionButton
                        action={`/glossary/${encodeURIComponent(t.id)}/delete`}
                        csrf={p.viewer.csrf}
                        text="Delete"
                        label={`Delete ${t.term}`}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No glossary terms yet.</p>
      )}
      <Pager pagination={p.pagination} href={(n) => `/glossary?page=${n}`} label="Glossary pages" />
      {p.viewer.canWrite ? <CreateTerm viewer={p.viewer} form={p.form ?? {}} /> : null}
    </Layout>
  );
}

function CreateTerm(p: { viewer: Viewer; form: TermForm }) {
  return (
    <section class="card" aria-labelledby="create-term">
      <h2 id="create-term">Add a term</h2>
      <form method="post" action="/glossary">
        <Csrf token={p.viewer.csrf} />
        <TermFields form={p.form} />
        <p>
          <button type="submit">Add term</button>
        </p>
      </form>
    </section>
  );
}

/** A term's fields, for adding one and for editing one. */
export function TermFields(p: { form: TermForm }) {
  return (
    <>
      <label for="term">Term</label>
      <input id="term" name="term" type="text" required value={p.form.term ?? ""} />
      <label for="term-type">Type</label>
      <select id="term-type" name="type">
        {GLOSSARY_TYPES.map((t) => (
          <option value={t} selected={t === (p.form.type ?? "do_not_translate")}>
            {t}
          </option>
        ))}
      </select>
      <label for="term-translations">Translations</label>
      <input id="term-translations" name="translations" type="text" value={p.form.translations ?? ""} />
      <p class="hint">For specific_translation: language=translation pairs, e.g. de=Eiche, fr=chêne.</p>
      <label for="term-category">Category</label>
      <input id="term-category" name="category" type="text" value={p.form.category ?? ""} />
    </>
  );
}
