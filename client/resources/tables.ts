/** Extraction tables, their rows, export and publish; `createAndWait()` is the whole extraction. */
import { ExtractionError } from "../errors.js";
import type { RequestOptions, Transport } from "../http.js";
import { list } from "../pagination.js";
import type { Answer, Body, ExportLink, Query, Table } from "../types.js";
import { poll, type WaitOptions } from "../wait.js";
import { enhance } from "./enhance.js";

const e = encodeURIComponent;

export interface TableWaitOptions extends WaitOptions {
  /** Every read of the table while it extracts (`progress` 0..100, `total_rows`). */
  onProgress?: (table: Table) => void;
  /** Answer a table that ended with `error_message` instead of throwing ExtractionError. */
  allowErrors?: boolean;
}

export type ExportFormat = "csv" | "xlsx" | "json";

export const tables = (t: Transport) => {
  const r = {
    /** Starts an extraction; the table answers `processing`. */
    create: (body: Body<"createTable">, o?: RequestOptions) =>
      t.json<Answer<"createTable", 201>>({ method: "POST", path: "/tables", body, options: o }),
    get: (id: string, o?: RequestOptions) => t.json<Answer<"getTable">>({ method: "GET", path: `/tables/${e(id)}`, options: o }),
    list: (query: Query<"listTables"> = {}, o?: RequestOptions) =>
      list((page) => t.json<Answer<"listTables">>({ method: "GET", path: "/tables", query: { ...query, page }, options: o }), query.page),
    delete: (id: string, o?: RequestOptions) => t.json<void>({ method: "DELETE", path: `/tables/${e(id)}`, options: o }),

    /**
     * Polls the table (spec 4.3: "the SDK polls the table until it completes") with growing
     * pauses until `completed`. A table that ended with `error_message` throws ExtractionError
     * (carrying the table and the good rows' count) unless `allowErrors`.
     */
    async wait(id: string, o: TableWaitOptions = {}): Promise<Table> {
      const table = await poll(
        () => r.get(id, { signal: o.signal }),
        (x) => x.status === "completed",
        (x) => o.onProgress?.(x),
        o,
      );
      if (table.error_message && !o.allowErrors) throw new ExtractionError(table);
      return table;
    },
    /** `create` then `wait`: the finished table. */
    async createAndWait(body: Body<"createTable">, o: TableWaitOptions & RequestOptions = {}): Promise<Table> {
      const created = await r.create(body, o);
      o.onProgress?.(created);
      return r.wait(created.id, o);
    },

    rows: {
      list: (tableId: string, query: Query<"listRows"> = {}, o?: RequestOptions) =>
        list(
          (page) =>
            t.json<Answer<"listRows">>({ method: "GET", path: `/tables/${e(tableId)}/rows`, query: { ...query, page }, options: o }),
          query.page,
        ),
      create: (tableId: string, body: Body<"createRows">, o?: RequestOptions) =>
        t.json<Answer<"createRows", 201>>({ method: "POST", path: `/tables/${e(tableId)}/rows`, body, options: o }),
      get: (tableId: string, rowId: string, o?: RequestOptions) =>
        t.json<Answer<"getRow">>({ method: "GET", path: `/tables/${e(tableId)}/rows/${e(rowId)}`, options: o }),
      update: (tableId: string, rowId: string, body: Body<"updateRow">, o?: RequestOptions) =>
        t.json<Answer<"updateRow">>({ method: "PATCH", path: `/tables/${e(tableId)}/rows/${e(rowId)}`, body, options: o }),
      delete: (tableId: string, rowId: string, o?: RequestOptions) =>
        t.json<void>({ method: "DELETE", path: `/tables/${e(tableId)}/rows/${e(rowId)}`, options: o }),
      bulkUpdate: (tableId: string, body: Body<"bulkUpdateRows">, o?: RequestOptions) =>
        t.json<Answer<"bulkUpdateRows">>({ method: "POST", path: `/tables/${e(tableId)}/rows/bulk-update`, body, options: o }),
    },

    /** Writes the export file and answers its presigned download URL (valid 15 minutes, no key needed). */
    async exportLink(id: string, format: ExportFormat = "csv", o?: RequestOptions): Promise<ExportLink> {
      const res = await t.send({ method: "GET", path: `/tables/${e(id)}/export`, query: { format }, redirect: "manual", options: o });
      return (await res.json()) as ExportLink;
    },
    /** The export file itself, as a Response to read (`arrayBuffer()`, `text()`) or stream (`body`). */
    async export(id: string, format: ExportFormat = "csv", o?: RequestOptions): Promise<Response> {
      const { url } = await r.exportLink(id, format, o);
      // Fetched without the API key: the URL is presigned, and storage must not see the key.
      const res = await t.external(url, { signal: o?.signal });
      if (!res.ok) throw new Error(`download of the export failed: HTTP ${res.status}`);
      return res;
    },

    /** Turns rows into catalog products (202 with a publish job for a large table). */
    publish: (id: string, body: Body<"publishTableRows"> = {}, o?: RequestOptions) =>
      t.json<Answer<"publishTableRows"> | Answer<"publishTableRows", 202>>({
        method: "POST",
        path: `/tables/${e(id)}/publish`,
        body,
        options: o,
      }),
    getPublishJob: (id: string, publishId: string, o?: RequestOptions) =>
      t.json<Answer<"getPublishJob">>({ method: "GET", path: `/tables/${e(id)}/publishes/${e(publishId)}`, options: o }),

    enhance: enhance(t),
  };
  return r;
};
