/**
 * The web search query for an item to enrich, from its identifying values. Search engines find a
 * product best by brand + name + a code; descriptions and prices only add noise, so they are left
 * out unless nothing identifying is known.
 */
import type { LlmColumn } from "./columns-schema.js";

/** In query order: who makes it, what it is called, then the codes that pin it down. */
const IDENTIFYING: RegExp[] = [
  /brand|manufacturer|maker|vendor|hersteller|marque|marca/i,
  /^(product_?)?(name|title|bezeichnung|nom|nombre)$|product.?name/i,
  /^model|mpn|part.?number|manufacturer.?(part|number)/i,
  /gtin|ean|upc|isbn|barcode/i,
  /^sku$|article|artikel/i,
];

const MAX_QUERY = 200;

function scalar(v: unknown): string | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v !== "string") return undefined;
  const s = v.trim().replace(/\s+/g, " ");
  return s && s.length <= 120 ? s : undefined;
}

export function searchQuery(known: Record<string, unknown>, columns: LlmColumn[]): string {
  const parts: string[] = [];
  const used = new Set<string>();
  const add = (key: string) => {
    const s = scalar(known[key]);
    if (!s || used.has(key)) return;
    used.add(key);
    const lower = s.toLowerCase();
    if (parts.some((p) => p.toLowerCase().includes(lower))) return;
    // "Acme" then "Acme Drill X200": the longer value already says it, keep one.
    const covered = parts.findIndex((p) => lower.includes(p.toLowerCase()));
    if (covered >= 0) parts[covered] = s;
    else parts.push(s);
  };
  for (const pattern of IDENTIFYING) {
    for (const key of Object.keys(known)) {
      const label = columns.find((c) => c.key === key)?.label ?? "";
      if (pattern.test(key) || pattern.test(label)) add(key);
    }
  }
  // Nothing identifying: the first short text values still say what the item is.
  if (!parts.length) {
    for (const c of columns) if (parts.length < 3 && (c.type === "text" || c.type === "enum")) add(c.key);
  }
  return parts.join(" ").slice(0, MAX_QUERY).trim();
}
