/**
 * One company's load for bench/load.ts, run in its own process: autocannon cycles through
 * reads (the key's company, a list of tables, a page of rows, an attribute, the credit balance)
 * and writes (a glossary term, a row update), at `rate` requests/s (0: as fast as it goes).
 */
import autocannon from "autocannon";

const { base, key, attributeId, tableId, rate, connections, seconds } = JSON.parse(process.argv[2]);
let n = 0;
const url = new URL(base);
const prefix = url.pathname;
const result = await autocannon({
  url: url.origin,
  connections,
  duration: seconds,
  ...(rate ? { overallRate: rate } : {}),
  headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
  requests: [
    { method: "GET", path: `${prefix}/me` },
    { method: "GET", path: `${prefix}/tables?limit=10` },
    { method: "GET", path: `${prefix}/tables/${tableId}/rows?limit=25` },
    { method: "GET", path: `${prefix}/attributes/${attributeId}` },
    {
      method: "POST",
      path: `${prefix}/glossary`,
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ term: `term ${process.pid} ${n++}`, type: "do_not_translate" }) }),
    },
    { method: "GET", path: `${prefix}/credits/balance` },
  ],
});
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
);
console.log(
  JSON.stringify({
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  }),
);
