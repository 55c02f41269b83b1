import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeText, decodeWeb, detectEncoding } from "../core/extract/encoding.js";
import { encodeAs } from "./legacy-encoding.js";
import { delimitedRows, textRecords } from "../core/extract/records.js";
import { firstRecordEnd, RecordSplitter } from "../core/extract/split.js";

const encoder = new TextEncoder();
const field = fc.string({ unit: fc.constantFrom("a", "b", "é", "€", " ", ",", '"', "\n", "x", "1"), maxLength: 12 });
/** RFC 4180 quoting when a value needs it; values are trimmed because the reader trims. */
const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

describe("splitting a delimited file into byte ranges of whole records", () => {
  it("ranges parsed one by one give exactly the records of the whole file, in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(field, field), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 200 }),
        fc.boolean(),
        fc.boolean(),
        (records, perRange, maxBytes, crlf, chop) => {
          const rows = records.map(([a, b]) => [a.trim(), b.trim()]).filter(([a, b]) => a || b);
          const nl = crlf ? "\r\n" : "\n";
          const text = `name,value${nl}${rows.map((r) => r.map(cell).join(",")).join(nl)}${nl}`;
          const bytes = encoder.encode(text);
          const start = firstRecordEnd(bytes, 0, "delimited", ",")!;
          expect(start).toBe(encoder.encode(`name,value${nl}`).length);
          const splitter = new RecordSplitter({
            format: "delimited",
            delimiter: ",",
            recordsPerRange: perRange,
            maxRangeBytes: maxBytes,
            start,
          });
          const ranges: ReturnType<RecordSplitter["end"]> = [];
          // Feed in odd pieces: a quote pair or CRLF may straddle two network reads.
          const cut = chop ? Math.floor(bytes.length / 3) : bytes.length;
          ranges.push(
            ...splitter.push(bytes.subarray(start, Math.max(start, cut))),
            ...splitter.push(bytes.subarray(Math.max(start, cut))),
          );
          ranges.push(...splitter.end());
          const whole = delimitedRows(text, ",");
          const pieces = ranges.flatMap((r) => {
            const got = delimitedRows(new TextDecoder().decode(bytes.subarray(r.start, r.end)), ",", ["name", "value"]);
            expect(got.length).toBe(r.records);
            return got;
          });
          expect(pieces).toEqual(whole);
          for (const [i, r] of ranges.entries()) expect(r.start).toBe(i ? ranges[i - 1].end : start);
          for (const r of ranges.slice(0, -1)) expect(r.records <= perRange).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("NDJSON splits on line ends and skips blank lines", () => {
    const text = '{"a":1}\n\n{"a":2}\n{"a":3}\n   \n{"a":4}';
    const s = new RecordSplitter({ format: "lines", recordsPerRange: 2, maxRangeBytes: 1e9, start: 0 });
    const ranges = [...s.push(encoder.encode(text)), ...s.end()];
    expect(ranges.map((r) => r.records)).toEqual([2, 2]);
    expect(ranges[1].end).toBe(encoder.encode(text).length);
  });
});

describe("text encodings", () => {
  it("reads UTF-8 with and without a byte-order mark, UTF-16 with one, and Windows-1252", () => {
    const csv = "name;price\nCafé crème;3,50 €\n";
    expect(decodeText(encoder.encode(csv))).toBe(csv);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode(csv)]))).toBe(csv);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, "utf16le")]);
    expect(detectEncoding(utf16)).toBe("utf-16le");
    expect(decodeText(utf16)).toBe(csv);
    // Windows-1252: é is 0xE9 and € is 0x80, neither valid UTF-8 on its own.
    const cp1252 = Buffer.from(csv.replace("€", "\u0000"), "latin1");
    cp1252[cp1252.indexOf(0)] = 0x80;
    expect(detectEncoding(cp1252)).toBe("windows-1252");
    expect(decodeText(cp1252)).toBe(csv);
    expect(textRecords(decodeText(cp1252))).toEqual([{ name: "Café crème", price: "3,50 €" }]);
  });

  it("a UTF-8 character cut by the end of the sample does not make the file Windows-1252", () => {
    const bytes = encoder.encode("prix\n12 €");
    expect(detectEncoding(bytes.subarray(0, bytes.length - 1))).toBe("utf-8");
  });
});

describe("web page encodings (decodeWeb)", () => {
  const page = (meta: string, body: string) => `<html><head>${meta}<title>t</title></head><body>${body}</body></html>`;

  it("reads the charset of the response's Content-Type, else of a <meta> tag in the first 1,024 bytes", () => {
    const ru = page("", "<p>Артикул: KT-7</p>");
    expect(decodeWeb(encodeAs(ru, "windows-1251"), "text/html; charset=windows-1251")).toBe(ru);
    expect(decodeWeb(encodeAs(ru, "windows-1251"), 'text/html; charset="CP1251"')).toBe(ru);
    const ja = page('<meta charset="Shift_JIS">', "<p>在庫あり</p>");
    expect(decodeWeb(encodeAs(ja, "shift_jis"), "text/html")).toBe(ja);
    const ko = page('<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">', "<p>품절</p>");
    expect(decodeWeb(encodeAs(ko, "euc-kr"))).toBe(ko);
    // The header wins over the tag, as in browsers.
    const cz = page('<meta charset="windows-1252">', "<p>Není skladem</p>");
    expect(decodeWeb(encodeAs(cz, "windows-1250"), "text/html; charset=windows-1250")).toBe(cz);
    // A tag after the first 1,024 bytes is not looked for.
    const late = page(`<!--${"x".repeat(1100)}--><meta charset="windows-1251">`, "<p>Артикул</p>");
    expect(decodeWeb(encodeAs(late, "windows-1251"))).not.toBe(late);
  });

  it("reads valid UTF-8 as UTF-8 whatever is declared, and an unknown or UTF-16 label as if none were given", () => {
    const fr = page('<meta charset="iso-8859-1">', "<p>Épuisé – 12,50 €</p>");
    expect(decodeWeb(encoder.encode(fr), "text/html; charset=iso-8859-1")).toBe(fr);
    // A page that says UTF-16 came through as bytes of an ASCII-based encoding: the label is passed over.
    expect(decodeWeb(encodeAs(page('<meta charset="utf-16">', "<p>Épuisé</p>"), "windows-1252"))).toContain("Épuisé");
    expect(decodeWeb(encodeAs(page('<meta charset="klingon">', "<p>Épuisé</p>"), "windows-1252"))).toContain("Épuisé");
    // Declared ISO-8859-1 for bytes that are not UTF-8: the declaration is followed.
    expect(decodeWeb(encodeAs(fr, "windows-1252"), "text/html; charset=iso-8859-1")).toBe(fr);
    // The whole page counts, not its first bytes: UTF-8 that starts after 100 KB of ASCII.
    const long = page('<meta charset="iso-8859-1">', `<p>${"x".repeat(100_000)}</p><p>Épuisé</p>`);
    expect(decodeWeb(encoder.encode(long))).toBe(long);
    // Declared UTF-8 that is not: read as detected (Windows-1252), not as replacement characters,
    // also when the text beyond ASCII starts after the first 64 KB.
    const latin = page('<meta charset="utf-8">', "<p>Épuisé</p>");
    expect(decodeWeb(encodeAs(latin, "windows-1252"), "text/html; charset=utf-8")).toBe(latin);
    const lateLatin = page("", `<script>${"x".repeat(70_000)}</script><p>Épuisé</p>`);
    expect(decodeWeb(encodeAs(lateLatin, "windows-1252"), "text/html; charset=utf-8")).toBe(lateLatin);
    // A wrong UTF-8 header gives way to the page's own <meta>.
    const ru = page('<meta charset="windows-1251">', "<p>Артикул</p>");
    expect(decodeWeb(encodeAs(ru, "windows-1251"), "text/html; charset=UTF-8")).toBe(ru);
  });
});
