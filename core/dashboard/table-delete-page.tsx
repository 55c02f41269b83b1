import type { Table } from "../../client/index.js";
import { Csrf, Layout, type Viewer } from "./layout.js";

/** The confirm step before a table goes: deleting it takes its rows with it and cannot be undone. */
export function TableDeletePage(p: { viewer: Viewer; table: Table }) {
  const base = `/tables/${encodeURIComponent(p.table.id)}`;
  return (
    <Layout title={`Delete ${p.table.name}?`} section="tables" viewer={p.viewer}>
      <p>{`The table and its ${p.table.total_rows} rows are deleted for good; exports made earlier stay where they were downloaded.`}</p>
      <form method="post" action={`${base}/delete`}>
        <Csrf token={p.viewer.csrf} />
        <button type="submit">Delete table</button> <a href={base}>Keep it</a>
      </form>
    </Layout>
  );
}
