/**
 * Weights and dimensions with units, from schema.org QuantitativeValues (UN/CEFACT unit codes)
 * or printed text ("1,2 kg", "Maße: 30 x 20 x 10 cm").
 */
import { knownUnit, unitKind } from "../../values/measure.js";
import { normSpace } from "./dom.js";

/** A unit code or name (`KGM`, `kg`, `Kilogramm`) as its canonical unit; unknown short codes pass lower-cased. */
function unitFromCode(code: unknown): string | undefined {
  if (typeof code !== "string") return undefined;
  const c = code.trim();
  return knownUnit(c) ?? (/^[a-z]{1,3}$/i.test(c) ? c.toLowerCase() : undefined);
}

const decimal = (s: string) => Number(s.replace(/\s/g, "").replace(",", "."));

/** "1,2 kg" → {value: 1.2, unit: "kg"}; the first number followed by a weight unit. */
export function parseWeight(text: string): { value: number; unit: string; raw: string } | undefined {
  const t = normSpace(text.normalize("NFKC"));
  const m = /(\d+(?:[.,]\d+)?)\s*(kgs?|kilo(?:gram)?s?|grams?|gramm|gr|g|mg|lbs?|pounds?|oz|ounces?|キロ|グラム)(?![a-z])/i.exec(t);
  if (!m) return undefined;
  const value = decimal(m[1]);
  const unit = unitKind(m[2]) === "mass" ? knownUnit(m[2]) : undefined;
  return Number.isFinite(value) && unit ? { value, unit, raw: m[0] } : undefined;
}

/**
 * "30 x 20 x 10 cm", "30×20 cm", "W 30 x H 20 x D 10 cm", "幅16.5×奥行13.5×高さ18cm" as
 * printed, normalized to "30 x 20 x 10 cm". Short axis labels may sit before each number.
 */
export function parseDimensions(text: string): { value: string; raw: string } | undefined {
  const t = normSpace(text.normalize("NFKC"));
  const label = "(?:[A-Za-z]{1,2}\\.?:?\\s*|[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]{1,3}\\s*)?";
  const num = "(\\d+(?:[.,]\\d+)?)";
  const unitRe = '(?:cm|mm|m|in|")?';
  const re = new RegExp(
    `${label}${num}\\s*${unitRe}\\s*[x×*]\\s*${label}${num}\\s*${unitRe}(?:\\s*[x×*]\\s*${label}${num})?\\s*(cm|mm|m|in|inch(?:es)?|")?`,
    "iu",
  );
  const m = re.exec(t);
  if (!m) return undefined;
  const nums = [m[1], m[2], m[3]].filter(Boolean).join(" x ");
  const u = m[4] ?? /(cm|mm|m|in|inch(?:es)?|")\s*$/i.exec(m[0])?.[1];
  const unit = u ? (u === '"' || /^inch/i.test(u) ? "in" : u.toLowerCase()) : "";
  return { value: unit ? `${nums} ${unit}` : nums, raw: m[0].trim() };
}

/** A schema.org QuantitativeValue (or a plain string/number) as number + unit. */
export function quantitative(v: unknown): { value: number; unit?: string; raw: string } | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === "number") return Number.isFinite(v) ? { value: v, raw: String(v) } : undefined;
  if (typeof v === "string") {
    const w = parseWeight(v);
    if (w) return w;
    const m = /(\d+(?:[.,]\d+)?)\s*([a-z]{1,6})?/i.exec(v);
    return m ? { value: decimal(m[1]), unit: m[2] ? unitFromCode(m[2]) : undefined, raw: v.trim() } : undefined;
  }
  if (typeof v === "object" && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    const raw = first(o.value) ?? first(o.name);
    const q = quantitative(typeof raw === "string" || typeof raw === "number" ? raw : undefined);
    if (!q) return undefined;
    const unit = unitFromCode(first(o.unitCode)) ?? unitFromCode(first(o.unitText)) ?? q.unit;
    return { value: q.value, unit, raw: unit ? `${q.raw} ${first(o.unitCode) ?? first(o.unitText)}` : q.raw };
  }
  if (Array.isArray(v)) return quantitative(v[0]);
  return undefined;
}

function first(v: unknown): unknown {
  return Array.isArray(v) ? v[0] : v;
}
