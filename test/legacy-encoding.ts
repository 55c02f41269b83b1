/**
 * `text` in a legacy encoding, for serving pages the way old shops do: each character's bytes are
 * found by decoding every one- and two-byte sequence with the platform's decoder.
 */
export function encodeAs(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const table = new Map<string, number[]>();
  const tryBytes = (bytes: number[]) => {
    try {
      const ch = decoder.decode(new Uint8Array(bytes));
      if ([...ch].length === 1 && !table.has(ch)) table.set(ch, bytes);
    } catch {
      /* not a character in this encoding */
    }
  };
  for (let a = 0; a < 256; a++) tryBytes([a]);
  for (let a = 0x81; a < 256; a++) for (let b = 0x40; b < 256; b++) tryBytes([a, b]);
  return new Uint8Array(
    [...text].flatMap((ch) => {
      const bytes = table.get(ch);
      if (!bytes) throw new Error(`${ch} has no ${encoding} bytes`);
      return bytes;
    }),
  );
}
