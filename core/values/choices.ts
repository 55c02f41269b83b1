/**
 * Matching values to a column's choices (`enum_values`, `tags_values`): case-, accent- and
 * punctuation-insensitive, answering the choice as the column spells it.
 */
import { fold, foldLoose } from "./strings.js";

export type Choices = { match(value: string): string | undefined; list: string[] };

export function choices(values: readonly string[] | null | undefined): Choices | undefined {
  const list = (values ?? []).filter((v): v is string => typeof v === "string" && v.trim() !== "");
  if (list.length === 0) return undefined;
  const exact = new Map<string, string>();
  const loose = new Map<string, string>();
  // First spelling wins when two choices fold alike (`Blau`, `blau`).
  for (const v of list) {
    if (!exact.has(fold(v))) exact.set(fold(v), v);
    const key = foldLoose(v);
    if (key && !loose.has(key)) loose.set(key, v);
  }
  return {
    list,
    match(value: string) {
      if (list.includes(value)) return value;
      return exact.get(fold(value)) ?? (foldLoose(value) ? loose.get(foldLoose(value)) : undefined);
    },
  };
}

/** `"a", "b", "c"`, a long list cut short. */
export function listChoices(list: string[]): string {
  const more = list.length > 20 ? `, … (${list.length - 20} more)` : "";
  return (
    list
      .slice(0, 20)
      .map((v) => JSON.stringify(v))
      .join(", ") + more
  );
}
