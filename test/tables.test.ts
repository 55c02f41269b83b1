import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectSize } from "../core/blob/client.js";
import { setClock } from "../core/clock.js";
import { expireObjects } from "../core/local/expire-objects.js";
import { SchemaEntity } from "../core/schemas/entity.js";
import { startPoller } from "../core/local/poller.js";
import { queueUrl } from "../core/queue/client.js";
import { QUEUES } from "../core/queue/queues.js";
import { handler as extractHandler } from "../functions/extract-worker.js";
import { app, api, expectError, newCompany } from "./helpers.js";
import { encodeAs } from "./legacy-encoding.js";

type Co = Awaited<ReturnType<typeof newCompany>>;
let co: Co;
let other: Co;
let schemaId: string;
let poller: { stop(): Promise<void> };

async function upload(key: string, name: string, body: string | Uint8Array, type: string) {
  const form = new FormData();
  form.append("file", new Blob([body], { type }), name);
  const res = await app.request("/api/v1/files", { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
  return ((await res.json()) as { data: { id: string }[] }).data[0].id;
}

/** Polls the table read, as the SDK does, until processing ends. */
async function waitCompleted(id: string, key = co.key) {
  for (let i = 0; i < 200; i++) {
    const t = await api(`/tables/${id}`, key);
    if (t.json.status === "completed") return t.json;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`table ${id} did not complete`);
}

const allRows = async (id: string) => (await api(`/tables/${id}/rows?limit=100`, co.key)).json.data;

beforeAll(async () => {
  [co, other] = await Promise.all([newCompany(), newCompany()]);
  await api("/attributes", co.key, { method: "POST", body: { key: "sku", label: "SKU", type: "text" } });
  await api("/attributes", co.key, { method: "POST", body: { key: "price", label: "Price", type: "number" } });
  await api("/attributes", co.key, {
    method: "POST",
    body: { key: "color", label: "Color", type: "enum", enum_values: ["Red", "Blue"], allow_custom_values: false },
  });
  schemaId = (
    await api("/schemas", co.key, {
      method: "POST",
      body: {
        name: "Products",
        columns: [
          { attribute_key: "sku" },
          { key: "name", label: "Name", type: "text" },
          { attribute_key: "price" },
          { key: "in_stock", label: "In stock", type: "boolean" },
          { attribute_key: "color" },
        ],
      },
    })
  ).json.id;
  poller = startPoller("extract-worker", queueUrl("extract"), extractHandler, QUEUES.extract);
});

afterAll(async () => {
  await poller.stop();
});

describe("POST /tables", () => {
  it("answers 201 processing with progress 0, then extracts a CSV file into rows", async () => {
    const fileId = await upload(
      co.key,
      "products.csv",
      "SKU;Name;Price;In stock;Colour\nA-1;Oak table;1.299,00 €;yes;red\nA-2;Pine chair;99,50 €;no;BLUE\n",
      "text/csv",
    );
    const res = await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "Catalog", file_ids: [fileId] } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      id: expect.stringMatching(/^tbl_/),
      name: "Catalog",
      schema_id: schemaId,
      status: "processing",
      progress: 0,
      total_rows: 0,
      source_type: "files",
      additional_context: null,
      enhancement_context: null,
      error_message: null,
      files: [{ name: "products.csv", path: `files/${fileId}`, size: expect.any(Number) }],
    });
    const done = await waitCompleted(res.json.id);
    expect(done).toMatchObject({ status: "completed", progress: 100, total_rows: 2, error_message: null });
    const rows = await allRows(res.json.id);
    expect(rows.map((r: { data: unknown }) => r.data)).toEqual([
      { sku: "A-1", name: "Oak table", price: 1299, in_stock: true, color: "Red" },
      { sku: "A-2", name: "Pine chair", price: 99.5, in_stock: false, color: "Blue" },
    ]);
    expect(rows.map((r: { row_index: number }) => r.row_index)).toEqual([0, 1]);
  });

  it("extracts source_text (key: value blocks and JSON)", async () => {
    const kv = await api("/tables", co.key, {
      method: "POST",
      body: { schema_id: schemaId, name: "Text", source_text: "SKU: T-1\nName: Lamp\nPrice: $12.50\n\nSKU: T-2\nName: Desk\nPrice: $240" },
    });
    expect(kv.json.source_type).toBe("text");
    expect(await waitCompleted(kv.json.id)).toMatchObject({ total_rows: 2 });
    expect((await allRows(kv.json.id)).map((r: { data: { price: number } }) => r.data.price)).toEqual([12.5, 240]);

    const json = await api("/tables", co.key, {
      method: "POST",
      body: { schema_id: schemaId, name: "JSON", source_text: JSON.stringify({ products: [{ sku: "J-1", title: "Mug", price: "4.99" }] }) },
    });
    await waitCompleted(json.json.id);
    expect((await allRows(json.json.id))[0].data).toMatchObject({ sku: "J-1", name: "Mug", price: 4.99 });
  });

  it("needs exactly one of file_ids, file_urls and source_text", async () => {
    for (const body of [
      { schema_id: schemaId, name: "none" },
      { schema_id: schemaId, name: "two", source_text: "a", file_urls: ["https://example.com/a.csv"] },
    ]) {
      const e = expectError(await api("/tables", co.key, { method: "POST", body }), 422, "validation_error");
      expect(e.message).toMatch(/exactly one of file_ids, file_urls, source_text/);
    }
  });

  it("takes at most 20 files or URLs, and says so", async () => {
    const urls = Array.from({ length: 21 }, (_, i) => `https://example.com/${i}.csv`);
    const e = expectError(
      await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "many", file_urls: urls } }),
      422,
      "validation_error",
    );
    expect(JSON.stringify(e.details)).toMatch(/file_urls holds at most 20 URLs/);
  });

  it("an unknown schema or file is 422 naming the field; nothing is created", async () => {
    const before = (await api("/tables", co.key)).json.pagination.total;
    const e1 = expectError(
      await api("/tables", co.key, { method: "POST", body: { schema_id: "sch_nope", name: "x", source_text: "a" } }),
      422,
      "validation_error",
    );
    expect(e1.details.errors[0].field).toBe("schema_id");
    const e2 = expectError(
      await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "x", file_ids: ["file_nope"] } }),
      422,
      "validation_error",
    );
    expect(e2.details.errors[0].field).toBe("file_ids.0");
    const theirs = await upload(other.key, "t.csv", "a,b\n1,2\n", "text/csv");
    expectError(
      await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "x", file_ids: [theirs] } }),
      422,
      "validation_error",
    );
    expect((await api("/tables", co.key)).json.pagination.total).toBe(before);
  });

  it("a table from file_urls shows each fetched file's byte size and content type", async () => {
    const csv = "SKU,Name,Price\nU-1,Stool,45\nU-2,Bench,€120\n";
    const server = createServer((req, res) => {
      if (req.url === "/feeds/stock.csv") res.writeHead(200, { "content-type": "text/csv; charset=utf-8" }).end(csv);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const url = `${base}/feeds/stock.csv`;
      const res = await api("/tables", co.key, {
        method: "POST",
        body: { schema_id: schemaId, name: "From URL", file_urls: [url, `${base}/gone.csv`] },
      });
      expect(res.status).toBe(201);
      expect(res.json.files[0]).toMatchObject({ name: "stock.csv", path: url, size: 0 });
      const done = await waitCompleted(res.json.id);
      expect(done.total_rows).toBe(2);
      expect(done.files[0]).toEqual({
        name: "stock.csv",
        path: url,
        size: Buffer.byteLength(csv),
        content_type: "text/csv; charset=utf-8",
      });
      // A URL that failed keeps size 0: nothing was read.
      expect(done.files[1]).toMatchObject({ name: "gone.csv", size: 0, content_type: null });
      expect((await api(`/tables/${res.json.id}`, co.key)).json.files).toEqual(done.files);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it("reads pages in the encoding they declare: Shift_JIS in the response's Content-Type, windows-1251 in a <meta> tag", async () => {
    const japanese =
      "<html><head><title>抹茶 100g</title></head><body><h1>抹茶 100g</h1><p>品番：MC-100</p>" +
      "<p class=price>1,980円</p><p>在庫あり</p><button>カートに入れる</button></body></html>";
    const russian =
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><title>Чайник</title></head>' +
      "<body><h1>Чайник</h1><p>Артикул: KT-7</p><p class=price>2 490 руб.</p><p>Нет в наличии</p></body></html>";
    const server = createServer((req, res) => {
      if (req.url === "/ja") res.writeHead(200, { "content-type": "text/html; charset=Shift_JIS" }).end(encodeAs(japanese, "shift_jis"));
      else if (req.url === "/ru") res.writeHead(200, { "content-type": "text/html" }).end(encodeAs(russian, "windows-1251"));
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const rows = [];
      for (const path of ["/ja", "/ru"]) {
        const res = await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: path, file_urls: [base + path] } });
        expect(res.status).toBe(201);
        await waitCompleted(res.json.id);
        rows.push((await allRows(res.json.id))[0].data);
      }
      // The labels (品番, Артикул) and the currency words (円, руб.) read only in the right encoding.
      expect(rows[0]).toMatchObject({ name: "抹茶 100g", sku: "MC-100", price: 1980 });
      expect(rows[1]).toMatchObject({ name: "Чайник", sku: "KT-7", price: 2490 });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it("a URL that cannot be fetched ends the table with error_message", async () => {
    const res = await api("/tables", co.key, {
      method: "POST",
      body: { schema_id: schemaId, name: "Bad URL", file_urls: ["http://127.0.0.1:9/nothing.csv"] },
    });
    const done = await waitCompleted(res.json.id);
    expect(done.status).toBe("completed");
    expect(done.error_message).toMatch(/could not fetch/);
    expect(done.total_rows).toBe(0);
  });

  it("a URL with a bad percent-escape is accepted and named by its raw last segment", async () => {
    const res = await api("/tables", co.key, {
      method: "POST",
      body: { schema_id: schemaId, name: "Odd URL", file_urls: ["http://127.0.0.1:9/a%zz%20b.csv", "http://127.0.0.1:9/caf%C3%A9.csv"] },
    });
    expect(res.status).toBe(201);
    expect(res.json.files.map((f: { name: string }) => f.name)).toEqual(["a%zz%20b.csv", "café.csv"]);
    expect((await waitCompleted(res.json.id)).error_message).toMatch(/could not fetch/);
  });

  it("a table's files and schema cannot be deleted while it exists", async () => {
    const fileId = await upload(co.key, "keep.csv", "sku,name\nK-1,Keep\n", "text/csv");
    const s = (await api("/schemas", co.key, { method: "POST", body: { name: "Held", columns: [{ attribute_key: "sku" }] } })).json;
    const t = (await api("/tables", co.key, { method: "POST", body: { schema_id: s.id, name: "Holder", file_ids: [fileId] } })).json;
    await waitCompleted(t.id);
    expect(expectError(await api(`/files/${fileId}`, co.key, { method: "DELETE" }), 409, "conflict").code).toBe("file_in_use");
    expect(expectError(await api(`/schemas/${s.id}`, co.key, { method: "DELETE" }), 409, "conflict").code).toBe("schema_in_use");
    expect((await api(`/tables/${t.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expectError(await api(`/tables/${t.id}`, co.key), 404, "not_found");
    expectError(await api(`/tables/${t.id}/rows`, co.key), 404, "not_found");
    expect((await api(`/files/${fileId}`, co.key, { method: "DELETE" })).status).toBe(204);
    expect((await api(`/schemas/${s.id}`, co.key, { method: "DELETE" })).status).toBe(204);
  });
});

describe("DELETE /tables/{id}", () => {
  it("concurrent deletes of one table release its schema once: the schema stays in use by its other table", async () => {
    const s = (await api("/schemas", co.key, { method: "POST", body: { name: "Shared", columns: [{ attribute_key: "sku" }] } })).json;
    const make = async (name: string) =>
      (await api("/tables", co.key, { method: "POST", body: { schema_id: s.id, name, source_text: "sku\nS-1\n" } })).json.id as string;
    const [gone, kept] = [await make("Gone"), await make("Kept")];
    await Promise.all([waitCompleted(gone), waitCompleted(kept)]);
    const statuses = (await Promise.all([1, 2, 3].map(() => api(`/tables/${gone}`, co.key, { method: "DELETE" })))).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 404, 404]);
    expect(expectError(await api(`/schemas/${s.id}`, co.key, { method: "DELETE" }), 409, "conflict").details.references).toBe(1);
    expect((await api(`/tables/${kept}`, co.key, { method: "DELETE" })).status).toBe(204);
    expect((await api(`/schemas/${s.id}`, co.key, { method: "DELETE" })).status).toBe(204);
  });
});

describe("DELETE /tables/{id} with a hold already gone", () => {
  it("still deletes a table whose schema item no longer exists (a count that drifted before holds were transactional)", async () => {
    const s = (await api("/schemas", co.key, { method: "POST", body: { name: "Vanishing", columns: [{ attribute_key: "sku" }] } })).json;
    const t = (await api("/tables", co.key, { method: "POST", body: { schema_id: s.id, name: "Orphan", source_text: "sku\nO-1\n" } })).json;
    await waitCompleted(t.id);
    await SchemaEntity.delete({ companyId: co.id, schemaId: s.id }).go();
    expect((await api(`/tables/${t.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expectError(await api(`/tables/${t.id}`, co.key), 404, "not_found");
  });
});

describe("rows", () => {
  let tableId: string;
  beforeAll(async () => {
    tableId = (
      await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "Rows", source_text: "sku,name\nR-0,Zero\n" } })
    ).json.id;
    await waitCompleted(tableId);
  });

  it("POST rows inserts, coerces and answers rows with ids and indexes", async () => {
    const res = await api(`/tables/${tableId}/rows`, co.key, {
      method: "POST",
      body: {
        rows: [
          { sku: "R-1", price: "1,5", in_stock: "yes" },
          { sku: "R-2", color: "red" },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.inserted_count).toBe(2);
    expect(res.json.data[0]).toMatchObject({
      id: expect.stringMatching(/^row_1_/),
      row_index: 1,
      data: { sku: "R-1", price: 1.5, in_stock: true },
    });
    expect(res.json.data[1].data.color).toBe("Red");
    expect((await api(`/tables/${tableId}`, co.key)).json.total_rows).toBe(3);
  });

  it("any unknown key rejects the whole request with 422 listing the keys", async () => {
    const before = (await api(`/tables/${tableId}`, co.key)).json.total_rows;
    const e = expectError(
      await api(`/tables/${tableId}/rows`, co.key, {
        method: "POST",
        body: { rows: [{ sku: "ok" }, { sku: "x", colour: "red", weight: 1 }] },
      }),
      422,
      "validation_error",
    );
    expect(e.details.unknown_keys).toEqual(["colour", "weight"]);
    expect((await api(`/tables/${tableId}`, co.key)).json.total_rows).toBe(before);
  });

  it("values are checked against column types; more than 1000 rows is 422", async () => {
    const e = expectError(
      await api(`/tables/${tableId}/rows`, co.key, { method: "POST", body: { rows: [{ price: "cheap" }] } }),
      422,
      "validation_error",
    );
    expect(e.details.errors[0].field).toBe("rows.0.price");
    expectError(
      await api(`/tables/${tableId}/rows`, co.key, { method: "POST", body: { rows: [{ color: "Green" }] } }),
      422,
      "validation_error",
    );
    const many = Array.from({ length: 1001 }, () => ({ sku: "x" }));
    expectError(await api(`/tables/${tableId}/rows`, co.key, { method: "POST", body: { rows: many } }), 422, "validation_error");
  });

  it("a row too large to store is 422, and repeated file_ids are 422", async () => {
    const e = expectError(
      await api(`/tables/${tableId}/rows`, co.key, { method: "POST", body: { rows: [{ name: "x".repeat(400_000) }] } }),
      422,
      "validation_error",
    );
    expect(e.code).toBe("item_too_large");
    expectError(
      await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "dup", file_ids: ["file_a", "file_a"] } }),
      422,
      "validation_error",
    );
  });

  it("GET, PATCH and DELETE one row", async () => {
    const row = (await api(`/tables/${tableId}/rows`, co.key, { method: "POST", body: { rows: [{ sku: "P-1", name: "Before" }] } })).json
      .data[0];
    expect((await api(`/tables/${tableId}/rows/${row.id}`, co.key)).json).toEqual(row);
    const patched = await api(`/tables/${tableId}/rows/${row.id}`, co.key, {
      method: "PATCH",
      body: { data: { name: "After", price: 3 } },
    });
    expect(patched.json.data).toMatchObject({ sku: "P-1", name: "After", price: 3 });
    expectError(
      await api(`/tables/${tableId}/rows/${row.id}`, co.key, { method: "PATCH", body: { data: { nope: 1 } } }),
      422,
      "validation_error",
    );
    const total = (await api(`/tables/${tableId}`, co.key)).json.total_rows;
    expect((await api(`/tables/${tableId}/rows/${row.id}`, co.key, { method: "DELETE" })).status).toBe(204);
    expectError(await api(`/tables/${tableId}/rows/${row.id}`, co.key), 404, "not_found");
    expect((await api(`/tables/${tableId}`, co.key)).json.total_rows).toBe(total - 1);
    expectError(await api(`/tables/${tableId}/rows/row_999_deadbeef`, co.key), 404, "not_found");
  });

  it("bulk-update sets one column in many rows and reports ids that are not rows", async () => {
    const rows = (await api(`/tables/${tableId}/rows`, co.key, { method: "POST", body: { rows: [{ sku: "B-1" }, { sku: "B-2" }] } })).json
      .data;
    const res = await api(`/tables/${tableId}/rows/bulk-update`, co.key, {
      method: "POST",
      body: { row_ids: [rows[0].id, rows[1].id, "row_12345_00000000"], column_key: "in_stock", value: true },
    });
    expect(res.json).toEqual({ updated_count: 2, missing_row_ids: ["row_12345_00000000"] });
    for (const r of rows) expect((await api(`/tables/${tableId}/rows/${r.id}`, co.key)).json.data.in_stock).toBe(true);
    const e = expectError(
      await api(`/tables/${tableId}/rows/bulk-update`, co.key, {
        method: "POST",
        body: { row_ids: [rows[0].id], column_key: "nope", value: 1 },
      }),
      422,
      "validation_error",
    );
    expect(e.details.unknown_keys).toEqual(["nope"]);
  });

  it("lists rows by row_index with pagination", async () => {
    const page1 = await api(`/tables/${tableId}/rows?limit=2`, co.key);
    const total = (await api(`/tables/${tableId}`, co.key)).json.total_rows;
    expect(page1.json.pagination).toEqual({ page: 1, limit: 2, total });
    const indexes = page1.json.data.map((r: { row_index: number }) => r.row_index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    const page2 = await api(`/tables/${tableId}/rows?page=2&limit=2`, co.key);
    expect(page2.json.data[0].row_index).toBeGreaterThan(indexes[1]);
  });
});

describe("tenancy and lists", () => {
  it("another company's table is 404 on every path", async () => {
    const theirSchema = (
      await api("/schemas", other.key, { method: "POST", body: { name: "T", columns: [{ key: "a", label: "A", type: "text" }] } })
    ).json.id;
    const t = (await api("/tables", other.key, { method: "POST", body: { schema_id: theirSchema, name: "Theirs", source_text: "a\nx\n" } }))
      .json;
    await waitCompleted(t.id, other.key);
    const row = (await api(`/tables/${t.id}/rows`, other.key)).json.data[0];
    expect(row).toBeTruthy();
    expectError(await api(`/tables/${t.id}`, co.key), 404, "not_found");
    expectError(await api(`/tables/${t.id}/rows`, co.key), 404, "not_found");
    expectError(await api(`/tables/${t.id}/rows/${row.id}`, co.key), 404, "not_found");
    expectError(await api(`/tables/${t.id}/rows/${row.id}`, co.key, { method: "PATCH", body: { data: { a: "y" } } }), 404, "not_found");
    expectError(await api(`/tables/${t.id}/rows`, co.key, { method: "POST", body: { rows: [{ a: "y" }] } }), 404, "not_found");
    expectError(
      await api(`/tables/${t.id}/rows/bulk-update`, co.key, { method: "POST", body: { row_ids: [row.id], column_key: "a", value: "y" } }),
      404,
      "not_found",
    );
    expectError(await api(`/tables/${t.id}`, co.key, { method: "DELETE" }), 404, "not_found");
    expect((await api("/tables?limit=100", co.key)).json.data.some((x: { id: string }) => x.id === t.id)).toBe(false);
    expect((await api(`/tables/${t.id}`, other.key)).json.status).toBe("completed");
  });

  it("GET /tables lists newest first with pagination", async () => {
    const c = await newCompany();
    const s = (await api("/schemas", c.key, { method: "POST", body: { name: "S", columns: [{ key: "a", label: "A", type: "text" }] } }))
      .json.id;
    for (const name of ["one", "two", "three"])
      await api("/tables", c.key, { method: "POST", body: { schema_id: s, name, source_text: "a\n1\n" } });
    const res = await api("/tables?limit=2", c.key);
    expect(res.json.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(res.json.data.map((t: { name: string }) => t.name)).toEqual(["three", "two"]);
  });
});

describe("GET /tables/{id}/export", () => {
  let tableId: string;
  beforeAll(async () => {
    const price = (
      await api("/attributes", co.key, {
        method: "POST",
        body: {
          key: "list_price",
          label: "List price",
          type: "number",
          number_config: { unit: "€", unit_position: "before", format_style: "comma_with_dot_grouping", file_export: "formatted_text" },
        },
      })
    ).json;
    const s = (
      await api("/schemas", co.key, {
        method: "POST",
        body: {
          name: "Export",
          columns: [
            { key: "title", label: "Title", type: "text" },
            { attribute_id: price.id },
            { key: "qty", label: "Qty", type: "number" },
          ],
        },
      })
    ).json.id;
    tableId = (await api("/tables", co.key, { method: "POST", body: { schema_id: s, name: "Export me", source_text: "title\nx\n" } })).json
      .id;
    await waitCompleted(tableId);
    await api(`/tables/${tableId}/rows`, co.key, {
      method: "POST",
      body: {
        rows: [
          { title: 'Oak "Classic", large', list_price: 1299.5, qty: 1200 },
          { title: "Stool", list_price: 45 },
        ],
      },
    });
  });

  /** The export answers 303 with a download link; the file is what the link serves. */
  const download = async (format: string) => {
    const res = await app.request(`/api/v1/tables/${tableId}/export?format=${format}`, { headers: { authorization: `Bearer ${co.key}` } });
    expect(res.status).toBe(303);
    const link = (await res.json()) as { url: string; expires_at: string };
    expect(res.headers.get("location")).toBe(link.url);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(10 * 60_000);
    const file = await fetch(link.url);
    return { status: file.status, headers: file.headers, bytes: new Uint8Array(await file.arrayBuffer()) };
  };

  it("CSV formats number columns per NumberConfig and quotes as RFC 4180", async () => {
    const res = await download("csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Export_me.csv"');
    const lines = new TextDecoder().decode(res.bytes).split("\r\n");
    expect(lines[0]).toBe("title,list_price,qty");
    expect(lines).toContain('"Oak ""Classic"", large","€1.299,5",1200'); // the formatted number holds a comma
    expect(lines).toContain("Stool,€45,");
  });

  it("JSON keeps raw values", async () => {
    const res = await download("json");
    const body = JSON.parse(new TextDecoder().decode(res.bytes));
    expect(body.data).toContainEqual({ title: 'Oak "Classic", large', list_price: 1299.5, qty: 1200 });
  });

  it("XLSX keeps raw numbers numeric and formatted ones as text", async () => {
    const res = await download("xlsx");
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.bytes) as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual(["title", "list_price", "qty"]);
    expect(rows.map((r) => r.slice(1))).toContainEqual(['Oak "Classic", large', "€1.299,5", 1200]);
  });

  it("locally, exports expire after a day as the bucket's lifecycle rule makes them do in AWS", async () => {
    const res = await app.request(`/api/v1/tables/${tableId}/export?format=csv`, { headers: { authorization: `Bearer ${co.key}` } });
    const key = decodeURIComponent(new URL(res.headers.get("location")!).pathname)
      .split("/")
      .slice(2)
      .join("/");
    expect(key).toMatch(new RegExp(`^exports/${co.id}/[a-z0-9]+/Export_me\\.csv$`));
    expect(await objectSize(key)).toBeGreaterThan(0);
    const mine = `exports/${co.id}/`; // only this company's: other files' downloads may be under way
    expect(await expireObjects({ under: mine })).toBe(0);
    setClock(new Date(Date.now() + 86_400_000 + 60_000));
    try {
      expect(await expireObjects({ under: mine })).toBeGreaterThanOrEqual(1);
    } finally {
      setClock(undefined);
    }
    expect(await objectSize(key)).toBeUndefined();
  });

  it("an unknown format is 422; another company's table is 404", async () => {
    expectError(await api(`/tables/${tableId}/export?format=pdf`, co.key), 422, "validation_error");
    expectError(await api(`/tables/${tableId}/export`, other.key), 404, "not_found");
  });
});
