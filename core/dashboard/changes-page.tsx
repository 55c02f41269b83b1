import type { CatalogChanges } from "../../client/index.js";
import type { ProductStatus } from "../catalog/entity.js";
import { productHref, productName, productSku, StatusFilter, time } from "./catalog-page.js";
import { Layout, type Viewer } from "./layout.js";
import { StatusBadge } from "./tables-page.js";

export interface ChangesQuery {
  since: string;
  status?: ProductStatus;
  cursor?: string;
  /** The cycle's first page's sync_timestamp, carried along: later pages' are not to be used (spec 4.12). */
  sync?: string;
}

const changesHref = (q: ChangesQuery) => {
  const params = new URLSearchParams({ since: q.since });
  if (q.status) params.set("status", q.status);
  if (q.cursor) params.set("cursor", q.cursor);
  if (q.sync) params.set("sync", q.sync);
  return `/catalog/changes?${params}`;
};

/** One page of the changes feed, oldest first, with the link to the next page (its cursor) and, at the end, to the next cycle. */
export function ChangesPage(p: { viewer: Viewer; query: ChangesQuery; feed: CatalogChanges; sync: string }) {
  const { query, feed } = p;
  return (
    <Layout title="Catalog changes" section="catalog" viewer={p.viewer}>
      <p>
        <a href="/catalog">All products</a>
      </p>
      <form method="get" action="/catalog/changes" class="card">
        <label for="since">Since</label>
        <input id="since" name="since" type="text" value={query.since} />
        <p class="hint">An ISO 8601 time with a zone, e.g. 2026-01-31T09:00:00Z.</p>
        <StatusFilter status={query.status} />
        <p>
          <button type="submit">Show changes</button>
        </p>
      </form>
      {feed.products.length ? (
        <div class="scroll">
          <table>
            <caption class="hint">{`Changes after ${query.since}, oldest first`}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {feed.products.map((x) => (
                <tr data-change-id={x.id}>
                  <td>{time(x.updated_at)}</td>
                  {"deleted" in x ? (
                    <>
                      <td>{x.id}</td>
                      <td />
                      <td>
                        <span class="badge deleted">deleted</span>
                      </td>
                    </>
                  ) : (
                    <>
                      <td>
                        <a href={productHref(x.id)}>{productName(x)}</a>
                      </td>
                      <td>{productSku(x)}</td>
                      <td>
                        <StatusBadge status={x.status} />
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No changes after this time.</p>
      )}
      <nav class="pager" aria-label="Changes pages">
        {query.cursor ? <a href={changesHref({ since: query.since, status: query.status })}>First page</a> : null}
        {feed.next_cursor ? (
          <a href={changesHref({ ...query, cursor: feed.next_cursor, sync: p.sync })}>Next page</a>
        ) : (
          <a href={changesHref({ since: p.sync, status: query.status })}>Changes after this sync</a>
        )}
      </nav>
      <p class="hint">{`Sync timestamp of this cycle: ${p.sync}. A mirror keeps it and asks for the changes after it next time.`}</p>
    </Layout>
  );
}
