/** Search and enrich (spec 4.1, 4.2): synchronous, or a job to wait for when it runs asynchronously. */
import type { RequestOptions, Transport } from "../http.js";
import type { Answer, Body, Enrich } from "../types.js";
import { poll, type WaitOptions } from "../wait.js";

const e = encodeURIComponent;

export const search = (t: Transport) => ({
  /** 200 with results, or 202 `processing` when `webhook_url` is given. 5 credits. */
  create: (body: Body<"createSearch">, o?: RequestOptions) =>
    t.json<Answer<"createSearch"> | Answer<"createSearch", 202>>({ method: "POST", path: "/search", body, options: o }),
  get: (id: string, o?: RequestOptions) => t.json<Answer<"getSearch">>({ method: "GET", path: `/search/${e(id)}`, options: o }),
});

export const enrich = (t: Transport) => {
  const r = {
    /** Up to 5 items answer at once; more (or a `webhook_url`) answer 202 `processing`. */
    create: (body: Body<"createEnrichment">, o?: RequestOptions) =>
      t.json<Answer<"createEnrichment"> | Answer<"createEnrichment", 202>>({ method: "POST", path: "/enrich", body, options: o }),
    get: (id: string, o?: RequestOptions) => t.json<Answer<"getEnrichment">>({ method: "GET", path: `/enrich/${e(id)}`, options: o }),
    /** `create`, then polls `GET /enrich/{id}` while it is `processing`: the finished job (check `status` and `error`). */
    async createAndWait(body: Body<"createEnrichment">, o: WaitOptions & RequestOptions = {}): Promise<Enrich> {
      const job = await r.create(body, o);
      if (job.status !== "processing") return job;
      return poll(
        () => r.get(job.id, { signal: o.signal }),
        (j) => j.status !== "processing",
        () => {},
        o,
      );
    },
  };
  return r;
};
