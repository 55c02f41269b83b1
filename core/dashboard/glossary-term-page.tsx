import type { GlossaryTerm } from "../../client/index.js";
import { type TermForm, TermFields } from "./glossary-page.js";
import { Csrf, type Flash, Layout, type Viewer } from "./layout.js";

/** Editing one glossary term: its text, type, translations (replaced as a whole) and category. */
export function GlossaryTermPage(p: { viewer: Viewer; term: GlossaryTerm; form: TermForm; flash?: Flash }) {
  return (
    <Layout title={`Edit ${p.term.term}`} section="glossary" viewer={p.viewer} flash={p.flash}>
      <p>
        <a href="/glossary">All terms</a>
      </p>
      <form class="card" method="post" action={`/glossary/${encodeURIComponent(p.term.id)}`}>
        <Csrf token={p.viewer.csrf} />
        <TermFields form={p.form} />
        <p>
          <button type="submit">Save term</button>
        </p>
      </form>
    </Layout>
  );
}
