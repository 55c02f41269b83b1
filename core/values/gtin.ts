/**
 * GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN) and GTIN-14: the GS1 mod-10 check digit.
 */

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** True when `digits` is 8, 12, 13 or 14 digits whose last digit is the GS1 check digit. */
export function isValidGtin(digits: string): boolean {
  if (typeof digits !== "string" || !/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length)) return false;
  let sum = 0;
  // Weights 3,1,3,1… from the digit left of the check digit, whatever the length.
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/**
 * The digits of a GTIN written with spaces, dashes or a label (`EAN: 4 006381 333931`,
 * `0-12345-67890-5`) or inside a GS1 Digital Link URL (`https://id.gs1.org/01/04006381333931`),
 * or null when they do not form a valid one. A 12-digit UPC stays 12 digits.
 */
export function normalizeGtin(text: unknown): string | null {
  if (typeof text === "number") return Number.isSafeInteger(text) && text > 0 ? normalizeGtin(String(text)) : null;
  if (typeof text !== "string") return null;
  // A Digital Link carries the GTIN after the `01` application identifier.
  const link = /^https?:\/\/\S*?\/01\/(\d{8,14})(?:[/?#]|$)/i.exec(text.trim());
  const t = link ? link[1] : text.trim();
  if (t.length === 0 || t.length > 64) return null;
  // The digits after an optional label; only spaces, dots and dashes may sit between them.
  const m = /^(?:[\p{L}\s-]*(?:gtin|ean|upc|jan|isbn)[\p{L}\d-]*\s*[:#]?\s*)?([\d][\d\s.-]*[\d])$/iu.exec(t);
  if (!m) return null;
  const digits = m[1].replace(/[\s.-]/g, "");
  if (isValidGtin(digits)) return digits;
  // Spreadsheets drop a UPC's leading zero. (Zeros never change the check sum, so padding other
  // lengths would only make random short numbers pass.)
  return digits.length === 11 && isValidGtin(`0${digits}`) ? `0${digits}` : null;
}

/**
 * Every valid GTIN written as a run of digits in free text, in order. Only the check digit tells a
 * barcode from an order id or phone number, so nothing is padded here.
 */
export function findGtins(text: string): string[] {
  const out: string[] = [];
  for (const m of text.slice(0, 100_000).matchAll(/(?<![\d.,])(\d[\d -]{6,20}\d)(?![\d.,]\d)/g)) {
    const digits = m[1].replace(/\D/g, "");
    if (isValidGtin(digits) && !out.includes(digits)) out.push(digits);
  }
  return out;
}
