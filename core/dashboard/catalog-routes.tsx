import type { Context, Hono } from "hono";
import { EPOCH } from "../../client/index.js";
import { PRODUCT_SOURCES, PRODUCT_STATUSES } from "../catalog/entity.js";
import { AppError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { type EditingValue, ProductPage, type ProductQuery, ProductsPage, productHref } from "./catalog-page.js";
import { ChangesPage } from "./changes-page.js";
import type { Flash } from "./layout.js";
import { doneFlash, html, orRefusal, pageParam, text, type User, type Page } from "./signed-in.js";
import { orStale } from "./stale-write.js";

const PRODUCTS_PER_PAGE = 25;
const CHANGES_PER_PAGE = 20;

/** A source from the filter form; anything else is a clear refusal, not a silently widened list. */
function sourceOf(v: string | undefined) {
  if (!v) return undefined;
  const source = PRODUCT_SOURCES.find((s) => s === v);
  if (!source) throw new AppError("validation_error", `source must be one of ${PRODUCT_SOURCES.join(", ")}`);
  return source;
}

/** A status from a link or form; anything else is a clear refusal, not a silently widened list. */
function statusOf(v: string | undefined) {
  if (!v) return undefined;
  const status = PRODUCT_STATUSES.find((s) => s === v);
  if (!status) throw new AppError("validation_error", `status must be one of ${PRODUCT_STATUSES.join(", ")}`);
  return status;
}

async function productPage(
  c: Context,
  u: User,
  id: string,
  extra: { editing?: EditingValue; flash?: Flash } = {},
  status: 200 | 409 | 422 = 200,
) {
  const product = await u.pds.catalog.products.get(id);
  const schema = await u.pds.schemas.get(product.schema_id);
  // Products hold the schema's attribute-backed columns only (docs/catalog.md).
  const columns = schema.columns.filter((col) => col.kind === "attribute").map(({ key, label }) => ({ key, label }));
  const edit = c.req.query("edit");
  const editing = u.viewer.canWrite ? (extra.editing ?? (edit ? { key: edit } : undefined)) : undefined;
  return html(
    c,
    <ProductPage viewer={u.viewer} product={product} columns={columns} editing={editing} flash={extra.flash ?? doneFlash(c)} />,
    status,
  );
}

async function productsPage(c: Context, u: User, query: ProductQuery, flash?: Flash, status: 200 | 409 | 422 = 200) {
  // A search over the API's limit is its 422, shown as a page.
  const [list, schemas] = await Promise.all([
    u.pds.catalog.products.list({ page: pageParam(c.req.query("page")), limit: PRODUCTS_PER_PAGE, ...query }),
    // The company's own schemas: the built-in one holds no catalog products.
    u.viewer.canWrite ? u.pds.schemas.list({ limit: 100 }).then((l) => l.data) : [],
  ]);
  return html(
    c,
    <ProductsPage
      viewer={u.viewer}
      products={list.data}
      pagination={list.pagination}
      query={query}
      schemas={schemas}
      flash={flash ?? doneFlash(c)}
    />,
    status,
  );
}

/** The catalog: products (list, a product's page with status moves, value edits and delete) and the changes feed. */
export function catalogRoutes(r: Hono<AppEnv>, page: Page) {
  r.get(
    "/catalog",
    page(async (c, u) => {
      const query = {
        status: statusOf(c.req.query("status")),
        source: sourceOf(c.req.query("source")),
        search: c.req.query("search")?.trim() || undefined,
      };
      return productsPage(c, u, query);
    }),
  );

  // A product by hand: an empty draft of the chosen schema, whose values are then set on its page.
  r.post(
    "/catalog/products",
    page(async (c, u) => {
      const schemaId = text(u.form.schema_id);
      return orRefusal(
        [422],
        async () => {
          const product = await u.pds.catalog.products.create({ schema_id: schemaId });
          return c.redirect(`${productHref(product.id)}?done=product-created`, 303);
        },
        (flash, status) => productsPage(c, u, {}, flash, status),
      );
    }),
  );

  r.get(
    "/catalog/changes",
    page(async (c, u) => {
      const query = {
        since: c.req.query("since") || EPOCH,
        status: statusOf(c.req.query("status")),
        cursor: c.req.query("cursor") || undefined,
      };
      // The API checks since and cursor (422 invalid_cursor for one altered or used with other filters).
      const feed = await u.pds.catalog.changes({ ...query, page_size: CHANGES_PER_PAGE });
      const sync = (query.cursor && c.req.query("sync")) || feed.sync_timestamp;
      return html(c, <ChangesPage viewer={u.viewer} query={query} feed={feed} sync={sync} />);
    }),
  );

  r.get(
    "/catalog/products/:id",
    page((c, u) => productPage(c, u, c.req.param("id") ?? "")),
  );

  r.post(
    "/catalog/products/:id/status/:to",
    page(async (c, u) => {
      const id = c.req.param("id") ?? "";
      const to = statusOf(c.req.param("to"));
      // An illegal move is the API's 409 invalid_status_transition, shown on the product's page.
      return orRefusal(
        [409, 422],
        async () => {
          await u.pds.catalog.products.update(id, { status: to });
          return c.redirect(`${productHref(id)}?done=product-moved`, 303);
        },
        (flash, status) => productPage(c, u, id, { flash }, status),
      );
    }),
  );

  r.post(
    "/catalog/products/:id/values",
    page(async (c, u) => {
      const id = c.req.param("id") ?? "";
      const column = text(u.form.column);
      const value = text(u.form.value);
      const expected = text(u.form.expected_updated_at);
      return orStale(
        async () => {
          await u.pds.catalog.products.update(id, {
            attributes: { [column]: value === "" ? null : value },
            ...(expected ? { expected_updated_at: expected } : {}),
          });
          return c.redirect(`${productHref(id)}?done=product-saved`, 303);
        },
        (flash, status) => productPage(c, u, id, { editing: { key: column, value }, flash }, status),
        (flash, status) => productPage(c, u, id, { flash }, status),
      );
    }),
  );

  r.post(
    "/catalog/products/:id/delete",
    page(async (c, u) => {
      await u.pds.catalog.products.delete(c.req.param("id") ?? "");
      return c.redirect("/catalog?done=product-deleted", 303);
    }),
  );
}
