/**
 * Hostile requests for one operation of the OpenAPI document (test/no-5xx.test.ts): path ids,
 * query strings, bodies, content types and headers a careless or malicious client sends. Each
 * request says whether it must be refused (an unknown id, a key that is not the company's, a
 * body that is not JSON where one is required), so the test can also insist on a 4xx for those.
 */
import fc from "fast-check";
import type { Operation } from "./operations.js";

export interface HostileRequest {
  method: string;
  /** Below /api/v1, raw: it may hold escapes no decoder accepts. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  mustRefuse: boolean;
  /** What is hostile about it, for the failure message. */
  what: string[];
}

/** `encodeURIComponent`, which throws on a lone surrogate: then the surrogate's UTF-8 bytes, as a careless client sends them. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replace(/[^\w%-]/g, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, "0")}`);
  }
}

/** Path segments sent as they are: bad or odd escapes, NUL, traversal, huge. */
const RAW_SEGMENTS = [
  "%zz",
  "%",
  "%E0%A4%A",
  "%C3%28",
  "%00",
  "x%00y",
  "%2e%2e%2f%2e%2e",
  "..",
  "%2F",
  "%ED%A0%80",
  "%F0%9F%98%80",
  "%20",
  "x".repeat(5000),
  "null",
  "-1",
  "1e400",
];
const segment = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).map(encode),
  fc.string({ minLength: 1, maxLength: 12 }).map((s) => `tbl_${encode(s)}`),
);

/** Query values sent as they are. */
const RAW_VALUES = [
  "%zz",
  "%",
  "%00",
  "-1",
  "0",
  "1.5",
  "1e400",
  "-1e400",
  "99999999999999999999999",
  "NaN",
  "Infinity",
  "[]",
  "{}",
  "true",
  "",
  "2025-02-30",
  "9999-12-31",
  "0000-00-00",
  "1970-01-01T00:00:00Z",
  "%ED%A0%80",
  "x".repeat(3000),
];
const queryValue = fc.oneof(fc.constantFrom(...RAW_VALUES), fc.string({ unit: "binary", maxLength: 30 }).map(encode));

/** Body texts that are not JSON. */
const MALFORMED = ["", "{", "[1,]", "nul", '{"a":}', "{}garbage", "\u0000", "{'a':1}"];
/** JSON texts JSON.stringify does not make: lone surrogates, NUL, numbers past a double, prototype keys. */
const ODD_JSON = [
  '"\\ud800"',
  '{"name":"\\udc00x","key":"\\ud83d"}',
  '{"name":"a\\u0000b"}',
  "1e400",
  '{"limit":1e400,"page":-1e400,"size":1e-400}',
  '{"max_results":123456789012345678901234567890}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
];
const INVALID_UTF8 = new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "binary", maxLength: 50 }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -0, 5e-324, "\u0000", "a\u0000b", "\ud800", "x".repeat(20_000), [], {}, null, true, [[]]),
);

function bodyFor(keys: string[]) {
  const named = keys.length ? keys : ["name"];
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.dictionary(fc.constantFrom(...named), hostileValue).map((o) => ({ text: JSON.stringify(o), malformed: false })),
    },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => ({ text: JSON.stringify(v), malformed: false })) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED).map((text) => ({ text, malformed: true })) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_JSON).map((text) => ({ text, malformed: false })) },
    // Deep nesting: arrays or objects thousands of levels down, as the body or as a property's value.
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.boolean(), fc.constantFrom(...named, "")).map(([n, arrays, at]) => {
        const deep = arrays ? "[".repeat(n) + "]".repeat(n) : `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
        return { text: at ? `{${JSON.stringify(at)}:${deep}}` : deep, malformed: false };
      }),
    },
    // Huge: a 2 MB value, past the body limit, 100,000 keys, or 500,000 elements.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          () => JSON.stringify({ [named[0]]: "x".repeat(2_000_000) }),
          () => JSON.stringify({ [named[0]]: "x".repeat(7_000_000) }),
          () => `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(",")}}`,
          () => JSON.stringify({ [named[0]]: new Array(500_000).fill(0) }),
        )
        .map((make) => ({ text: make(), malformed: false })),
    },
    { weight: 1, arbitrary: fc.constant({ text: INVALID_UTF8 as string | Uint8Array, malformed: false }) },
  );
}

const CONTENT_TYPES = [
  "application/json",
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/json, text/plain",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/merge-patch+json",
  "",
];

/** Authorization values: the company's key (mostly), and ones that are not a valid key. */
function authorization(key: string) {
  const bad = [
    "",
    "Bearer",
    "Bearer ",
    `Basic ${btoa("a:b")}`,
    `Token ${key}`,
    `Bearer ${key} extra`,
    `Bearer ${key}x`,
    `Bearer ${key.slice(0, -1)}`,
    `Bearer ${"x".repeat(10_000)}`,
    "Bearer pds_%zz",
    "Bearer \u00ff\u00fe",
    "Bearer ,",
    `Bearer ${key},Bearer ${key}`,
  ];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(`Bearer ${key}`, `bearer ${key}`, `Bearer  ${key}`).map((v) => ({ v, bad: false })) },
    { weight: 2, arbitrary: fc.constantFrom(...bad).map((v) => ({ v, bad: true })) },
  );
}

const IDEMPOTENCY_KEYS = [
  "",
  " ",
  "x".repeat(256),
  "x".repeat(10_000),
  "\u00ff\u00fe",
  "a,b",
  "%zz",
  "null",
  "00000000-0000-4000-8000-000000000000",
];

/**
 * Requests for `op`: `ids` gives a real id for each path parameter (a request then reaches the
 * resource); `keys` are the body's property names, so some bodies get past the shape.
 */
export function hostileRequests(op: Operation, ids: Record<string, string>, keys: string[], key: string): fc.Arbitrary<HostileRequest> {
  const params = op.pathParams.map((p) => {
    const real: string[] = Array.isArray(p.schema.enum) ? p.schema.enum : [ids[p.name]].filter(Boolean);
    return fc.oneof(
      { weight: real.length ? 3 : 0, arbitrary: fc.constantFrom(...(real.length ? real : ["x"])).map((v) => ({ v, junk: false })) },
      { weight: 2, arbitrary: segment.map((v) => ({ v, junk: true })) },
    );
  });
  const names = [...op.queryParams.map((q) => q.name), "page", "limit", "x"];
  const query = fc.array(fc.tuple(fc.constantFrom(...names), queryValue), { maxLength: 5 });
  const takesBody = op.method !== "GET" && op.method !== "HEAD";
  const body = takesBody ? fc.option(bodyFor(keys), { freq: 5 }) : fc.constant(null);
  return fc
    .record({
      params: fc.tuple(...params),
      query,
      body,
      contentType: fc.constantFrom(...CONTENT_TYPES),
      auth: authorization(key),
      idempotency: fc.option(fc.constantFrom(...IDEMPOTENCY_KEYS), { freq: 3 }),
    })
    .map(({ params: values, query: q, body: b, contentType, auth, idempotency }) => {
      const what: string[] = [];
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => {
        const p = values[i++];
        if (p.junk) what.push(`path id ${p.v.slice(0, 40)}`);
        return p.junk ? p.v : encodeURIComponent(p.v);
      });
      const qs = q.map(([k, v]) => `${k}=${v}`).join("&");
      if (qs) what.push(`query ${qs.slice(0, 80)}`);
      const headers: Record<string, string> = {};
      if (auth.v) headers.authorization = auth.v;
      if (auth.bad) what.push(`authorization ${auth.v.slice(0, 30) || "(none)"}`);
      if (idempotency !== null) {
        headers["idempotency-key"] = idempotency;
        what.push(`idempotency-key ${idempotency.slice(0, 20)}`);
      }
      if (b && contentType) headers["content-type"] = contentType;
      if (b) what.push(`${contentType || "no content type"}: ${typeof b.text === "string" ? b.text.slice(0, 80) : "invalid UTF-8"}`);
      // Malformed JSON sent as JSON to an operation that reads JSON, or a body past the size limit.
      const jsonSent = /^application\/([\w.-]+\+)?json$/i.test(contentType.split(";")[0].trim());
      const badBody = !!b && ((b.malformed && jsonSent && op.body?.contentType === "application/json") || b.text.length > 6 * 1024 * 1024);
      return {
        method: op.method,
        url: qs ? `${path}?${qs}` : path,
        headers,
        body: b?.text,
        mustRefuse: (auth.bad && !op.public) || values.some((v) => v.junk) || badBody,
        what,
      };
    });
}
