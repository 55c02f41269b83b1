import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { dynamo, tableName } from "../core/store/client.js";
import { api, newCompany } from "./helpers.js";

/**
 * Rows live in pages of up to 25 (core/tables/row-pages.ts). These tests reach the cases pages
 * add: rows sharing a page edited at once, a row that outgrows its page, removal inside a page.
 */
let co: { id: string; key: string };
let schemaId: string;

beforeAll(async () => {
  co = await newCompany();
  schemaId = (
    await api("/schemas", co.key, {
      method: "POST",
      body: {
        name: "Pages",
        columns: [
          { key: "n", label: "N", type: "number" },
          { key: "a", label: "A", type: "text" },
          { key: "b", label: "B", type: "text" },
        ],
      },
    })
  ).json.id;
});

async function tableWith(rows: Record<string, unknown>[]) {
  const table = (await api("/tables", co.key, { method: "POST", body: { schema_id: schemaId, name: "P", source_text: "n: 1" } })).json;
  const res = await api(`/tables/${table.id}/rows`, co.key, { method: "POST", body: { rows } });
  expect(res.status).toBe(201);
  return { tableId: table.id as string, ids: res.json.data.map((r: { id: string }) => r.id) as string[] };
}

const all = async (tableId: string) => (await api(`/tables/${tableId}/rows?limit=100`, co.key)).json;

async function pageFirsts(tableId: string): Promise<number[]> {
  const res = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :sk)",
      ExpressionAttributeValues: { ":pk": `$pds#companyId_${co.id}#tableId_${tableId}`, ":sk": "$rowpage_1" },
    }),
  );
  return (res.Items ?? []).map((i) => i.first as number);
}

describe("rows stored in pages", () => {
  it("writes 25 rows per page and lists them in order across pages", async () => {
    const { tableId } = await tableWith(Array.from({ length: 60 }, (_, n) => ({ n })));
    expect(await pageFirsts(tableId)).toEqual([0, 25, 50]);
    const third = await api(`/tables/${tableId}/rows?limit=20&page=2`, co.key);
    expect(third.json.data.map((r: { row_index: number }) => r.row_index)).toEqual(Array.from({ length: 20 }, (_, i) => 20 + i));
    expect(third.json.pagination.total).toBe(60);
  });

  it("concurrent edits of different rows of one page all land", async () => {
    const { tableId, ids } = await tableWith(Array.from({ length: 25 }, (_, n) => ({ n })));
    const results = await Promise.all(
      ids.map((id, n) => api(`/tables/${tableId}/rows/${id}`, co.key, { method: "PATCH", body: { data: { a: `edit ${n}` } } })),
    );
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const rows = (await all(tableId)).data;
    expect(rows.map((r: { data: { a: string; n: number } }) => [r.data.n, r.data.a])).toEqual(ids.map((_, n) => [n, `edit ${n}`]));
  });

  it("a row that outgrows its page moves out; every row of the page stays readable, in order", async () => {
    const filler = "x".repeat(11_000);
    const { tableId, ids } = await tableWith(Array.from({ length: 25 }, (_, n) => ({ n, a: filler })));
    expect(await pageFirsts(tableId)).toEqual([0]);
    const big = "y".repeat(200_000);
    // A row in the middle of the page, then the row that opens it.
    for (const n of [7, 0]) {
      const res = await api(`/tables/${tableId}/rows/${ids[n]}`, co.key, { method: "PATCH", body: { data: { b: big } } });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expect(res.json.data.b).toHaveLength(200_000);
    }
    expect((await pageFirsts(tableId)).length).toBeGreaterThan(1);
    for (const n of [0, 1, 6, 7, 8, 24]) {
      const row = (await api(`/tables/${tableId}/rows/${ids[n]}`, co.key)).json;
      expect(row).toMatchObject({ row_index: n, data: { n, a: filler, b: n === 0 || n === 7 ? big : null } });
    }
    const listed = await all(tableId);
    expect(listed.data.map((r: { row_index: number }) => r.row_index)).toEqual(ids.map((_, n) => n));
    expect(listed.pagination.total).toBe(25);
  });

  it("removing a row leaves its page-mates; a removed row is 404 and listing skips it", async () => {
    const { tableId, ids } = await tableWith(Array.from({ length: 5 }, (_, n) => ({ n })));
    expect((await api(`/tables/${tableId}/rows/${ids[2]}`, co.key, { method: "DELETE" })).status).toBe(204);
    expect((await api(`/tables/${tableId}/rows/${ids[2]}`, co.key)).status).toBe(404);
    expect((await api(`/tables/${tableId}/rows/${ids[2]}`, co.key, { method: "DELETE" })).status).toBe(404);
    expect((await api(`/tables/${tableId}/rows/${ids[2]}`, co.key, { method: "PATCH", body: { data: { a: "z" } } })).status).toBe(404);
    const listed = await all(tableId);
    expect(listed.data.map((r: { data: { n: number } }) => r.data.n)).toEqual([0, 1, 3, 4]);
    expect(listed.pagination.total).toBe(4);
    const bulk = await api(`/tables/${tableId}/rows/bulk-update`, co.key, {
      method: "POST",
      body: { row_ids: ids, column_key: "b", value: "all" },
    });
    expect(bulk.json).toEqual({ updated_count: 4, missing_row_ids: [ids[2]] });
  });

  it("list windows cross pages and skip removed rows, for any page and limit", async () => {
    const { tableId, ids } = await tableWith(Array.from({ length: 70 }, (_, n) => ({ n })));
    const removed = new Set([0, 3, 24, 25, 26, 49, 69]);
    for (const n of removed) expect((await api(`/tables/${tableId}/rows/${ids[n]}`, co.key, { method: "DELETE" })).status).toBe(204);
    const alive = ids.map((_, n) => n).filter((n) => !removed.has(n));
    for (const [page, limit] of [
      [1, 1],
      [1, 25],
      [2, 7],
      [3, 20],
      [4, 20],
      [7, 9],
      [63, 1],
      [64, 1],
      [2, 100],
    ]) {
      const res = (await api(`/tables/${tableId}/rows?page=${page}&limit=${limit}`, co.key)).json;
      expect(
        res.data.map((r: { data: { n: number } }) => r.data.n),
        `page ${page} limit ${limit}`,
      ).toEqual(alive.slice((page - 1) * limit, page * limit));
      expect(res.pagination.total).toBe(alive.length);
    }
  });
});
