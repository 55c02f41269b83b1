/** Attribute keys and labels for inferred columns (core/schemas/infer.ts). */

const KEY_MAX = 64;
// Bound of a schema's column input (core/schemas/schemas.ts), so a generated schema always saves.
const LABEL_MAX = 200;

const FOLD: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i" };

/** A valid attribute key (`^[a-zA-Z0-9][a-zA-Z0-9_/]*$`, at most 64 characters) for a header. */
export function toKey(header: string, index: number): string {
  const key = header
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (c) => FOLD[c])
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, KEY_MAX)
    .replace(/_+$/, "");
  return key === "" ? `col_${index + 1}` : key;
}

/** Later duplicates get `_2`, `_3`, … (shortened to stay within 64 characters). */
export function uniqueKeys(keys: string[]): string[] {
  const taken = new Set<string>();
  return keys.map((key) => {
    let candidate = key;
    for (let n = 2; taken.has(candidate); n++) {
      const suffix = `_${n}`;
      candidate = key.slice(0, KEY_MAX - suffix.length).replace(/_+$/, "") + suffix;
    }
    taken.add(candidate);
    return candidate;
  });
}

export function toLabel(header: string, key: string): string {
  const label = header.replace(/\s+/g, " ").trim().slice(0, LABEL_MAX).trim();
  return label !== "" ? label : humanize(key);
}

/** `product_list` / `productList` → "Product list". */
export function humanize(name: string): string {
  const words = name
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/[\s_\-.]+/g, " ")
    .trim()
    .toLowerCase()
    .slice(0, 60)
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
