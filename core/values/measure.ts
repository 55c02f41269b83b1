/**
 * One number from a cell: `12 kg`, `3,5 cm`, `-4.2`, `1e3`, `1.299,00 €`, `$1,299.00`. A column's
 * unit is stripped, and a value in another unit of the same kind is converted (`500 g` into a `kg`
 * column is 0.5); a unit of another kind (`5 cm` into `kg`) is refused.
 */
import { findCurrencies } from "./currencies.js";
import { readNumber, scanNumbers } from "./number.js";
import { quote } from "./strings.js";

export type NumberResult = { ok: true; value: number } | { ok: false; reason: string };

// [kind, factor to the kind's base unit] per canonical unit.
const UNITS: Record<string, [string, number]> = {
  mg: ["mass", 0.001],
  g: ["mass", 1],
  kg: ["mass", 1000],
  t: ["mass", 1e6],
  lb: ["mass", 453.59237],
  oz: ["mass", 28.349523125],
  mm: ["length", 1],
  cm: ["length", 10],
  dm: ["length", 100],
  m: ["length", 1000],
  km: ["length", 1e6],
  in: ["length", 25.4],
  ft: ["length", 304.8],
  yd: ["length", 914.4],
  ml: ["volume", 1],
  cl: ["volume", 10],
  dl: ["volume", 100],
  l: ["volume", 1000],
  "m³": ["volume", 1e6],
  "cm³": ["volume", 1],
  gal: ["volume", 3785.411784],
  "fl oz": ["volume", 29.5735295625],
  "mm²": ["area", 1],
  "cm²": ["area", 100],
  "m²": ["area", 1e6],
  mw: ["power", 0.001],
  w: ["power", 1],
  kw: ["power", 1000],
  mah: ["charge", 1],
  ah: ["charge", 1000],
  v: ["voltage", 1],
  mv: ["voltage", 0.001],
  kv: ["voltage", 1000],
  hz: ["frequency", 1],
  khz: ["frequency", 1e3],
  mhz: ["frequency", 1e6],
  ghz: ["frequency", 1e9],
  wh: ["energy", 1],
  kwh: ["energy", 1000],
  kb: ["data", 1e3],
  mb: ["data", 1e6],
  gb: ["data", 1e9],
  tb: ["data", 1e12],
  ms: ["time", 0.001],
  s: ["time", 1],
  min: ["time", 60],
  h: ["time", 3600],
  "%": ["ratio", 1],
  "‰": ["ratio", 0.1],
  "°c": ["celsius", 1],
  "°f": ["fahrenheit", 1],
};

const ALIASES: Record<string, string> = {
  gram: "g",
  grams: "g",
  gramm: "g",
  gramme: "g",
  grammes: "g",
  gramos: "g",
  gr: "g",
  gramů: "g",
  gramy: "g",
  kilo: "kg",
  kilos: "kg",
  kgs: "kg",
  kilogram: "kg",
  kilograms: "kg",
  kilogramm: "kg",
  kilogramme: "kg",
  kilogramů: "kg",
  kilogramy: "kg",
  milligram: "mg",
  milligrams: "mg",
  tonne: "t",
  tonnes: "t",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  ounce: "oz",
  ounces: "oz",
  millimeter: "mm",
  millimeters: "mm",
  millimetre: "mm",
  millimetres: "mm",
  centimeter: "cm",
  centimeters: "cm",
  centimetre: "cm",
  centimetres: "cm",
  meter: "m",
  meters: "m",
  metre: "m",
  metres: "m",
  metr: "m",
  metry: "m",
  metrů: "m",
  kilometer: "km",
  kilometers: "km",
  inch: "in",
  inches: "in",
  zoll: "in",
  '"': "in",
  "″": "in",
  "''": "in",
  foot: "ft",
  feet: "ft",
  "'": "ft",
  "′": "ft",
  yard: "yd",
  yards: "yd",
  liter: "l",
  liters: "l",
  litre: "l",
  litres: "l",
  litr: "l",
  litry: "l",
  litrů: "l",
  ltr: "l",
  lt: "l",
  ℓ: "l",
  milliliter: "ml",
  milliliters: "ml",
  millilitre: "ml",
  millilitres: "ml",
  m3: "m³",
  cm3: "cm³",
  ccm: "cm³",
  mm2: "mm²",
  cm2: "cm²",
  m2: "m²",
  qm: "m²",
  gallon: "gal",
  gallons: "gal",
  floz: "fl oz",
  watt: "w",
  watts: "w",
  volt: "v",
  volts: "v",
  sec: "s",
  seconds: "s",
  mins: "min",
  minutes: "min",
  hours: "h",
  hr: "h",
  hrs: "h",
  percent: "%",
  prozent: "%",
  procent: "%",
  pct: "%",
  "°": "°c",
  celsius: "°c",
  fahrenheit: "°f",
  キロ: "kg",
  グラム: "g",
  // UN/CEFACT codes, as schema.org QuantitativeValue.unitCode carries them (`KGM`, `CMT`).
  kgm: "kg",
  grm: "g",
  mgm: "mg",
  lbr: "lb",
  onz: "oz",
  tne: "t",
  cmt: "cm",
  mmt: "mm",
  mtr: "m",
  inh: "in",
  fot: "ft",
  mlt: "ml",
};

function canonicalUnit(unit: string): string {
  const u = unit.trim().toLowerCase().replace(/\.$/, "").replace(/\s+/g, " ");
  return ALIASES[u] ?? u;
}

/** The canonical name of a unit we know (`Kilogramm`, `KGM` → `kg`), else undefined. */
export function knownUnit(unit: string): string | undefined {
  const u = canonicalUnit(unit);
  return UNITS[u] ? u : undefined;
}

/** What a known unit measures (`mass`, `length`, `volume` …), else undefined. */
export function unitKind(unit: string): string | undefined {
  return UNITS[canonicalUnit(unit)]?.[0];
}

const round = (x: number) => Number(x.toPrecision(12));
const PLAIN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
const UNIT_AFTER = /^\s?(fl\.? ?oz|[%‰]|°\s?[CF]?|["″′]|''|'(?!\p{L})|[\p{L}µ][\p{L}\p{N}µ²³]*)/iu;
const RANGE = /^\s*(?:-|–|—|to|bis|až|à|a|do)\s*$/i;
const BY = /^\s*(?:[\p{L}"″]+\.?\s*)??[x×*]\s*$/iu; // `10 x 20`, `10 cm × 20 cm`

/**
 * Reads one number. `decimal` is the column's decimal mark when its format says so; without it a
 * lone `1.299` is 1.299 (data), while with a currency it is 1299 (a shop price).
 */
export function parseNumber(raw: string, options: { unit?: string | null; decimal?: "." | "," | null } = {}): NumberResult {
  const s = raw.trim().replace(/\u2212/g, "-");
  if (s.length > 200) return { ok: false, reason: `${quote(raw)} is too long for a number` };
  if (PLAIN.test(s) && options.decimal !== ",") return withUnit(Number(s), "", options.unit);
  const tokens = scanNumbers(s);
  const first = tokens[0];
  if (!first) return { ok: false, reason: `${quote(raw)} is not a number` };
  const currencies = findCurrencies(s);
  // `X5`, `MX924`: a code, not a quantity (a currency glued on, `EUR12`, is fine).
  if (/\p{L}$/u.test(s.slice(0, first.start)) && !currencies.some((c) => c.end === first.start)) {
    return { ok: false, reason: `${quote(raw)} is not a number` };
  }
  const read = readNumber(first, { decimal: options.decimal ?? null, dotThreeIsDecimal: currencies.length === 0 });
  if (!read) return { ok: false, reason: `${quote(raw)} is not a number` };
  let value = read.value;
  let end = first.end + (first.dash ? (s.slice(first.end).match(/^[.,] ?[-–—]/)?.[0].length ?? 0) : 0);
  const exponent = /^[eE]([-+]?\d{1,3})(?!\d)/.exec(s.slice(end));
  if (exponent && first.seps.every((x) => x === ".") && first.seps.length <= 1) {
    value = Number(`${read.normalized}e${exponent[1]}`);
    end += exponent[0].length;
  }
  const second = tokens.find((t) => t.start >= end);
  const between = second && second.start - end <= 24 ? s.slice(end, second.start) : undefined;
  if (between !== undefined && RANGE.test(between)) return { ok: false, reason: `${quote(raw)} is a range, not one number` };
  if (between !== undefined && BY.test(between)) return { ok: false, reason: `${quote(raw)} holds several numbers` };
  // A minus right before the number, or before a currency sign before it (`-$5`, `$-5`, `- 5 €`).
  let prefix = s.slice(0, first.start);
  for (const c of currencies.filter((c) => c.end <= first.start).reverse()) prefix = prefix.slice(0, c.start) + prefix.slice(c.end);
  if (/(?:^|[\s(:=])-\s*$/.test(prefix)) value = -value;
  if (!Number.isFinite(value)) return { ok: false, reason: `${quote(raw)} is out of range` };
  const after = s.slice(end);
  const isCurrency = currencies.some((c) => c.start >= end && s.slice(end, c.start).trim() === "");
  const unit = isCurrency ? "" : (UNIT_AFTER.exec(after)?.[1] ?? "");
  return withUnit(value, unit, options.unit);
}

function withUnit(value: number, unit: string, columnUnit: string | null | undefined): NumberResult {
  if (!columnUnit || !unit) return { ok: true, value };
  const from = canonicalUnit(unit);
  const to = canonicalUnit(columnUnit);
  if (from === to) return { ok: true, value };
  const a = UNITS[from];
  const b = UNITS[to];
  if (a && b && a[0] === b[0]) return { ok: true, value: round((value * a[1]) / b[1]) };
  // Neither unit is one we know (`12 Stück` in a `pcs` column): nothing to check against.
  if (!a && !b) return { ok: true, value };
  return { ok: false, reason: `unit ${quote(unit.trim())} does not match the column's unit ${quote(columnUnit)}` };
}
