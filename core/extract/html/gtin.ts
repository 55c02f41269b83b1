/**
 * GTIN-8/12/13/14 (EAN, UPC, JAN, ISBN-13) validation. The check digit is what separates a
 * barcode from any other long number on a page (order ids, phone numbers, internal SKUs).
 */

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** GS1 mod-10: weights 3,1,3,… from the digit left of the check digit. */
export function gtinCheckDigitValid(digits: string): boolean {
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length)) return false;
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += Number(digits[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/**
 * A valid GTIN from a raw value ("4006381333931", "EAN 4006-381-33393-1", a GS1 Digital Link
 * URL, a number that lost its leading zeros), or undefined.
 */
export function normalizeGtin(raw: unknown, pad = true): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  let s = String(raw).trim();
  if (!s) return undefined;
  const link = /\/01\/(\d{8,14})\b/.exec(s);
  if (link) s = link[1];
  // Only separators may sit between digits; letters mean it is a SKU, not a barcode.
  const stripped = s.replace(/^(?:gtin|ean|upc|jan|isbn)(?:-?\d+)?\s*[:#]?\s*/i, "");
  if (!/^[\d\s.\-]+$/.test(stripped)) return undefined;
  const digits = stripped.replace(/\D/g, "");
  if (gtinCheckDigitValid(digits)) return digits;
  // JSON numbers and spreadsheets drop leading zeros: a UPC-12 stored as 11 digits. Zeros do
  // not change the check sum, so padding only helps lengths that are no GTIN length at all.
  if (!pad || GTIN_LENGTHS.has(digits.length)) return undefined;
  for (const len of [8, 12, 13, 14]) {
    if (digits.length < len && digits.length >= len - 2) {
      const padded = digits.padStart(len, "0");
      if (gtinCheckDigitValid(padded)) return padded;
    }
  }
  return undefined;
}

/** Every valid GTIN-looking run of digits in free text, in order. */
export function findGtins(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\d.,])(\d[\d \-]{6,20}\d)(?![\d.,]\d)/g)) {
    const g = normalizeGtin(m[1], false);
    if (g && !out.includes(g)) out.push(g);
  }
  return out;
}
