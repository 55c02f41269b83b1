/**
 * Text encodings of uploaded files. Shops export CSVs from Excel (Windows-1252), from tools that
 * write UTF-16 with a byte-order mark, and as UTF-8 with or without one; we read all of them.
 */
import { isAscii, isUtf8 } from "node:buffer";

export type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** The encoding of a document, judged from its first bytes (64 KB is plenty). */
export function detectEncoding(head: Uint8Array): Encoding {
  const marked = markedEncoding(head);
  if (marked) return marked;
  // Valid UTF-8 (a multi-byte character cut by the end of the sample is still valid).
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - trailingPartial(head))));
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/**
 * The encoding the first bytes mark beyond doubt: a byte-order mark, or UTF-16 without one (ASCII
 * text leaves every other byte zero).
 */
function markedEncoding(head: Uint8Array): Encoding | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  const sample = head.subarray(0, 512);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) i % 2 ? oddZeros++ : evenZeros++;
  if (sample.length >= 8 && oddZeros > sample.length / 4 && evenZeros === 0) return "utf-16le";
  if (sample.length >= 8 && evenZeros > sample.length / 4 && oddZeros === 0) return "utf-16be";
  return undefined;
}

/** How many bytes at the end start a UTF-8 sequence that the sample cut short. */
function trailingPartial(b: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

/** Bytes → text in the given encoding; a byte-order mark is dropped. */
export function decodeAs(bytes: Uint8Array, encoding: Encoding): string {
  return new TextDecoder(encoding).decode(bytes);
}

/** Bytes → text, with the encoding detected from the bytes themselves. */
export const decodeText = (bytes: Uint8Array) => decodeAs(bytes, detectEncoding(bytes.subarray(0, 64 * 1024)));

/** Single-byte-delimited splitting (split.ts) is only sound where `\n`, `"` and delimiters are one byte. */
export const isByteSplittable = (e: Encoding) => e === "utf-8" || e === "windows-1252";

/** A charset named in a Content-Type value or a `<meta>` tag (`text/html; charset="Shift_JIS"`). */
const CHARSET = /charset\s*=\s*["']?\s*([\w.:-]+)/i;
/** `<meta charset=…>` or `<meta http-equiv="Content-Type" content="…; charset=…">`. */
const META = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i;

/** The decoder a charset label names, if the platform knows it (WHATWG labels: `sjis`, `cp1251`, `latin1`, …). */
function decoderFor(label: string | undefined): InstanceType<typeof TextDecoder> | undefined {
  if (!label) return undefined;
  try {
    const decoder = new TextDecoder(label);
    // A page can name UTF-16 only by mistake: its bytes came through an ASCII-compatible sniff.
    return decoder.encoding.startsWith("utf-16") ? new TextDecoder("utf-8") : decoder;
  } catch {
    return undefined;
  }
}

/**
 * The text of a web page or fetched document, in the encoding it says it is in: shops in Russia,
 * Japan, China, Korea and Central Europe still serve windows-1251, Shift_JIS, EUC-JP, GBK, Big5,
 * EUC-KR and ISO-8859-2 pages, whose labels, stock words and currency signs read as Windows-1252
 * are nonsense. As browsers decide it, in order: a byte-order mark; the charset of the response's
 * Content-Type; a `<meta>` charset in the first 1,024 bytes; else the bytes themselves (UTF-8 when
 * valid, Windows-1252 when not). Two differences from browsers, since shops misdeclare more
 * often than bytes fit another encoding by chance: a page whose bytes are all valid UTF-8 and hold
 * a character beyond ASCII is UTF-8 whatever it declares (a CMS writing UTF-8 under an old
 * `charset=iso-8859-1` header), and a UTF-8 declaration its bytes contradict is passed over for
 * the next one, else for Windows-1252.
 */
export function decodeWeb(bytes: Uint8Array, contentType = ""): string {
  const marked = markedEncoding(bytes);
  if (marked) return decodeAs(bytes, marked);
  const ascii = isAscii(bytes);
  if (!ascii && isUtf8(bytes)) return decodeAs(bytes, "utf-8");
  // Past this point a UTF-8 declaration is wrong (or says nothing of ASCII): the next one counts.
  const declared = [CHARSET.exec(contentType)?.[1], META.exec(asAscii(bytes.subarray(0, 1024)))?.[1]]
    .map(decoderFor)
    .find((d) => d !== undefined && d.encoding !== "utf-8");
  if (declared) return declared.decode(bytes);
  return decodeAs(bytes, ascii ? "utf-8" : "windows-1252");
}

/** Bytes as single-byte text, whatever the page's encoding: enough to read its tags and their attributes. */
const asAscii = (bytes: Uint8Array) => new TextDecoder("windows-1252").decode(bytes);
