/** Credits, analytics and the key's own company. */
import type { RequestOptions, Transport } from "../http.js";
import { list } from "../pagination.js";
import type { Answer, Query } from "../types.js";

export const credits = (t: Transport) => ({
  balance: (o?: RequestOptions) => t.json<Answer<"getCreditBalance">>({ method: "GET", path: "/credits/balance", options: o }),
  /** Newest first; every page also carries `total_used` over all matches. */
  usage: (query: Query<"listCreditUsage"> = {}, o?: RequestOptions) =>
    list(
      (page) => t.json<Answer<"listCreditUsage">>({ method: "GET", path: "/credits/usage", query: { ...query, page }, options: o }),
      query.page,
    ),
  stats: (query: Query<"getCreditStats">, o?: RequestOptions) =>
    t.json<Answer<"getCreditStats">>({ method: "GET", path: "/credits/stats", query, options: o }),
});

export const analytics = (t: Transport) => ({
  get: (scope: "catalog" | "extraction", query: Query<"getAnalytics">, o?: RequestOptions) =>
    t.json<Answer<"getAnalytics">>({ method: "GET", path: `/analytics/${scope}`, query, options: o }),
});

export const me = (t: Transport) => (o?: RequestOptions) => t.json<Answer<"getMe">>({ method: "GET", path: "/me", options: o });
