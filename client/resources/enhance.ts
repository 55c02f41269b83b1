/** AI on one column across rows (spec 4.6-4.9); `runAndWait()` starts it and waits for the cells. */
import type { RequestOptions, Transport } from "../http.js";
import type { Answer, Body, EnhanceColumnStatus, EnhanceJob } from "../types.js";
import { poll, type WaitOptions } from "../wait.js";

const e = encodeURIComponent;

export interface EnhanceWaitOptions extends WaitOptions {
  /** Every read of the column's counters while cells are pending or processing. */
  onProgress?: (status: EnhanceColumnStatus) => void;
}

const EMPTY: EnhanceColumnStatus = { total: 0, completed: 0, failed: 0, pending: 0, processing: 0, cancelled: 0 };

export const enhance = (t: Transport) => {
  const r = {
    start: (tableId: string, body: Body<"enhanceColumn">, o?: RequestOptions) =>
      t.json<Answer<"enhanceColumn", 202>>({ method: "POST", path: `/tables/${e(tableId)}/enhance`, body, options: o }),
    status: (tableId: string, o?: RequestOptions) =>
      t.json<Answer<"getEnhanceStatus">>({ method: "GET", path: `/tables/${e(tableId)}/enhance/status`, options: o }),
    cancel: (tableId: string, body: Body<"cancelEnhancements"> = {}, o?: RequestOptions) =>
      t.json<Answer<"cancelEnhancements">>({ method: "POST", path: `/tables/${e(tableId)}/enhance/cancel`, body, options: o }),
    traces: (tableId: string, rowId: string, columnKey?: string, o?: RequestOptions) =>
      t.json<Answer<"listRowTraces">>({
        method: "GET",
        path: `/tables/${e(tableId)}/rows/${e(rowId)}/traces`,
        query: { column_key: columnKey },
        options: o,
      }),

    /** Polls the column's counters until no cell of it is pending or processing; answers the final counters. */
    wait: (tableId: string, columnKey: string, o: EnhanceWaitOptions = {}): Promise<EnhanceColumnStatus> =>
      poll(
        async () => (await r.status(tableId, { signal: o.signal })).columns[columnKey] ?? EMPTY,
        (c) => c.pending + c.processing === 0,
        (c) => o.onProgress?.(c),
        o,
      ),

    /**
     * `start`, then `wait`: the job and the column's final counters (`failed` counts cancelled
     * cells too). Cells of the column still running from an earlier request are waited for as well.
     */
    async runAndWait(
      tableId: string,
      body: Body<"enhanceColumn">,
      o: EnhanceWaitOptions & RequestOptions = {},
    ): Promise<{ job: EnhanceJob; status: EnhanceColumnStatus }> {
      const job = await r.start(tableId, body, o);
      return { job, status: await r.wait(tableId, body.column_key, o) };
    },
  };
  return r;
};
