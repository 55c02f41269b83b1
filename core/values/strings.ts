/**
 * String helpers for value coercion and field mapping: accent-folding, safe stringification
 * (input may be anything, including objects whose `toString` throws) and whitespace.
 */

// Letters NFKD does not decompose.
const LETTERS: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  ł: "l",
  Ł: "l",
  đ: "d",
  Đ: "d",
  ı: "i",
  þ: "th",
};

/** Lower case without accents or repeated spaces: `  Červená  Barva` → `cervena barva`. */
export function fold(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßẞæÆœŒøØłŁđĐıþ]/g, (c) => LETTERS[c])
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** `fold` with punctuation gone: `Dark-Blue`, `dark_blue` and `Dark blue` all become `darkblue`. */
export const foldLoose = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, "");

/** A primitive as a string; undefined for objects, arrays, symbols and functions. */
export function scalarString(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : undefined;
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "boolean") return v ? "true" : "false";
  return undefined;
}

/** JSON text of a value, or undefined when it has none (cycles, BigInt, throwing getters). */
export function safeJson(v: unknown): string | undefined {
  try {
    return JSON.stringify(v);
  } catch {
    return undefined;
  }
}

/** Spaces and tabs collapsed, each line trimmed, at most one blank line in a row. */
export function tidyText(s: string): string {
  return s
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[\s\u00a0\u202f\u2009\u200b]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A short, quoted excerpt of a value for error messages. */
export function quote(s: string, max = 60): string {
  const t = s.length > max ? `${s.slice(0, max - 1)}…` : s;
  return JSON.stringify(t);
}
