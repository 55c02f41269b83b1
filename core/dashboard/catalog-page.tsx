import type { Pagination, Product, ProductTombstone } from "../../client/index.js";
import { PRODUCT_SOURCES, PRODUCT_STATUSES, type ProductSource, type ProductStatus } from "../catalog/entity.js";
import { STATUS_MOVES } from "../catalog/service.js";
import { ActionButton, Csrf, type Flash, Layout, type Viewer } from "./layout.js";
import { schemaHref } from "./schemas-page.js";
import { cellText } from "./table-page.js";
import { Pager, type SchemaChoice, SchemaPicker, StatusBadge } from "./tables-page.js";

/**
 * Products have no fixed name or SKU field: their attributes are the company's own. A list
 * shows the first of the usual keys that holds a value, else the product id.
 */
const NAME_KEYS = ["name", "title", "product_name"];
const SKU_KEYS = ["sku", "gtin", "ean", "mpn"];
const firstOf = (p: Product | ProductTombstone, keys: string[]) => {
  const attributes = "attributes" in p ? p.attributes : {};
  const v = keys.map((k) => attributes[k]).find((x) => x !== null && x !== undefined && x !== "");
  return v === undefined ? undefined : cellText(v);
};
export const productName = (p: Product | ProductTombstone) => firstOf(p, NAME_KEYS) ?? p.id;
export const productSku = (p: Product | ProductTombstone) => firstOf(p, SKU_KEYS) ?? "";
export const productHref = (id: string) => `/catalog/products/${encodeURIComponent(id)}`;
export const time = (iso: string) => <time datetime={iso}>{iso.replace("T", " ").replace("Z", "")}</time>;

/** A GET form's select of one of the API's values, "any" first. */
function ChoiceFilter(p: { id: string; name: string; label: string; values: readonly string[]; selected?: string }) {
  return (
    <>
      <label for={p.id}>{p.label}</label>
      <select id={p.id} name={p.name}>
        <option value="">any</option>
        {p.values.map((v) => (
          <option value={v} selected={v === p.selected}>
            {v}
          </option>
        ))}
      </select>
    </>
  );
}

export function StatusFilter(p: { status?: ProductStatus }) {
  return <ChoiceFilter id="status-filter" name="status" label="Status" values={PRODUCT_STATUSES} selected={p.status} />;
}

/** What the product list is narrowed to: the API's own filters, as a GET form (each view has its address). */
export interface ProductQuery {
  status?: ProductStatus;
  source?: ProductSource;
  search?: string;
}

export function ProductsPage(p: {
  viewer: Viewer;
  products: Product[];
  pagination: Pagination;
  query: ProductQuery;
  schemas: SchemaChoice[];
  flash?: Flash;
}) {
  const q = p.query;
  const kept = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => !!e[1])).toString();
  const filter = kept ? `&${kept}` : "";
  const narrowed = [q.status, q.source && `from ${q.source}`, q.search && `matching “${q.search}”`].filter(Boolean).join(", ");
  return (
    <Layout title="Catalog" section="catalog" viewer={p.viewer} flash={p.flash}>
      <p>
        <a href="/catalog/changes">Changes feed</a>
      </p>
      <form method="get" action="/catalog" class="card">
        <StatusFilter status={q.status} />
        <ChoiceFilter id="source-filter" name="source" label="Source" values={PRODUCT_SOURCES} selected={q.source} />
        <label for="search">Search</label>
        <input id="search" name="search" type="search" maxlength={200} value={q.search ?? ""} />
        <p class="hint">Text in the product's id or any of its text values, in any case.</p>
        <p>
          <button type="submit">Filter</button>
        </p>
      </form>
      {p.products.length ? (
        <div class="scroll">
          <table>
            <caption class="hint">{`Products${narrowed ? ` (${narrowed})` : ""}, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Status</th>
                <th scope="col">Source</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {p.products.map((x) => (
                <tr data-product-id={x.id}>
                  <td>
                    <a href={productHref(x.id)}>{productName(x)}</a>
                  </td>
                  <td>{productSku(x)}</td>
                  <td>
                    <StatusBadge status={x.status} />
                  </td>
                  <td>{x.source}</td>
                  <td>{time(x.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>
          {narrowed
            ? q.status && !q.source && !q.search
              ? `No ${q.status} products.`
              : `No products (${narrowed}).`
            : "No products yet: publish a table to the catalog from its page."}
        </p>
      )}
      <Pager pagination={p.pagination} href={(n) => `/catalog?page=${n}${filter}`} label="Product pages" />
      {p.viewer.canWrite ? (
        <section class="card" aria-labelledby="add-product">
          <h2 id="add-product">Add a product</h2>
          {p.schemas.length ? (
            <form method="post" action="/catalog/products">
              <Csrf token={p.viewer.csrf} />
              <SchemaPicker id="new-product-schema" schemas={p.schemas} />
              <p class="hint">A draft product of that schema, with no values yet: set them on its page.</p>
              <p>
                <button type="submit">Add product</button>
              </p>
            </form>
          ) : (
            <p class="hint">
              Products hold a schema's attribute columns: <a href="/schemas">create a schema</a> first.
            </p>
          )}
        </section>
      ) : null}
    </Layout>
  );
}

/** An attribute-backed column of the product's schema: what its values are keyed and labelled by. */
export interface ValueColumn {
  key: string;
  label: string;
}

/** The value being edited: its column, and what was typed when the API refused it. */
export interface EditingValue {
  key: string;
  value?: string;
}

export function ProductPage(p: { viewer: Viewer; product: Product; columns: ValueColumn[]; editing?: EditingValue; flash?: Flash }) {
  const { product } = p;
  const base = productHref(product.id);
  return (
    <Layout title={productName(product)} section="catalog" viewer={p.viewer} flash={p.flash}>
      <p>
        <a href="/catalog">All products</a> · <a href={schemaHref(product.schema_id)}>Its schema</a>
      </p>
      <div class="figures">
        <div>
          Status <strong data-testid="product-status">{product.status}</strong>
        </div>
        <div>
          Version (updated) <strong data-testid="product-version">{time(product.updated_at)}</strong>
        </div>
        <div>
          Source <strong>{product.source}</strong>
        </div>
      </div>
      {p.viewer.canWrite ? (
        <section aria-labelledby="status-moves">
          <h2 id="status-moves">Status</h2>
          {STATUS_MOVES[product.status].map((to) => (
            <>
              <ActionButton action={`${base}/status/${to}`} csrf={p.viewer.csrf} text={`Make ${to}`} />{" "}
            </>
          ))}
        </section>
      ) : null}
      <h2>Values</h2>
      <div class="scroll">
        <table>
          <caption class="hint">By column, in the schema's order; the product id is {product.id}</caption>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {p.columns.map((col) => (
              <tr>
                <th scope="row">
                  {col.label} <code>{col.key}</code>
                </th>
                <td>
                  {p.editing?.key === col.key ? (
                    <EditValue
                      viewer={p.viewer}
                      base={base}
                      product={product}
                      column={col}
                      value={p.editing.value ?? cellText(product.attributes[col.key])}
                    />
                  ) : (
                    <>
                      <span>{cellText(product.attributes[col.key])}</span>
                      {p.viewer.canWrite ? (
                        <>
                          {" "}
                          <a class="hint" href={`${base}?edit=${encodeURIComponent(col.key)}`} aria-label={`Edit ${col.key}`}>
                            edit
                          </a>
                        </>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {p.viewer.canWrite ? (
        <section class="card" aria-labelledby="delete-product">
          <h2 id="delete-product">Delete</h2>
          <p class="hint">The changes feed keeps a deletion entry (a tombstone) for 30 days, so mirrors remove it too.</p>
          <ActionButton action={`${base}/delete`} csrf={p.viewer.csrf} text="Delete product" />
        </section>
      ) : null}
    </Layout>
  );
}

function EditValue(p: { viewer: Viewer; base: string; product: Product; column: ValueColumn; value: string }) {
  const id = `value-${p.column.key}`;
  return (
    <form method="post" action={`${p.base}/values`}>
      <Csrf token={p.viewer.csrf} />
      <input type="hidden" name="column" value={p.column.key} />
      {/* The version the value was edited from: if the product moved on, the API refuses (stale_write). */}
      <input type="hidden" name="expected_updated_at" value={p.product.updated_at} />
      <label for={id}>{`New ${p.column.label}`}</label>
      <input id={id} name="value" type="text" value={p.value} autofocus /> <button type="submit">Save</button> <a href={p.base}>Cancel</a>
      <p class="hint">Empty clears the value.</p>
    </form>
  );
}
