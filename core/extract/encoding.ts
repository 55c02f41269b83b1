/**
 * Text encodings of uploaded files. Shops export CSVs from Excel (Windows-1252), from tools that
 * write UTF-16 with a byte-order mark, and as UTF-8 with or without one; we read all of them.
 */
export type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** The encoding of a document, judged from its first bytes (64 KB is plenty). */
export function detectEncoding(head: Uint8Array): Encoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  // UTF-16 without a mark: ASCII text leaves every other byte zero.
  const sample = head.subarray(0, 512);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) i % 2 ? oddZeros++ : evenZeros++;
  if (sample.length >= 8 && oddZeros > sample.length / 4 && evenZeros === 0) return "utf-16le";
  if (sample.length >= 8 && evenZeros > sample.length / 4 && oddZeros === 0) return "utf-16be";
  // Valid UTF-8 (a multi-byte character cut by the end of the sample is still valid).
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - trailingPartial(head))));
    return "utf-8";
  } catch {
    return "windows-1252";
  }
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
