/**
 * Numbers as written by people: grouped (`1,299.00`, `1.299,00`, `1 299`, `1'299`), with a spaced
 * decimal (`119. 95`), a dash for zero cents (`50,-`), or a bare fraction (`.75`). `scanNumbers`
 * finds the runs of digits and separators; `readNumber` decides which separator is the decimal one.
 */

export type NumberToken = {
  start: number;
  /** End of the digits (exclusive); a trailing `,-` is past it. */
  end: number;
  text: string;
  /** Separators before the first digit (`.75`, `..75`). */
  lead: string;
  groups: string[];
  /** `seps[i]` stands between `groups[i]` and `groups[i + 1]`: `.` `,` or `_` (a space or apostrophe). */
  seps: string[];
  /** The last separator had a space after it (`119. 95`): it is the decimal one. */
  spaced: boolean;
  /** A `,-` / `.–` ending: that character is the decimal separator and the fraction is zero. */
  dash: "." | "," | null;
};

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const GROUP_SPACES = new Set([" ", "\u00a0", "\u202f", "\u2009", "'", "’", "ʼ"]);
const LETTER = /\p{L}/u;

/** Every number-like run in `text`, left to right. */
export function scanNumbers(text: string): NumberToken[] {
  const tokens: NumberToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const startsLead = (c === "." || c === ",") && !(i > 0 && (isDigit(text[i - 1]) || LETTER.test(text[i - 1])));
    if (isDigit(c) || (startsLead && leadLength(text, i) > 0)) {
      const token = readToken(text, i);
      tokens.push(token);
      i = Math.max(token.end, i + 1);
    } else i++;
  }
  return tokens;
}

function leadLength(text: string, i: number): number {
  let j = i;
  while (text[j] === "." || text[j] === ",") j++;
  return isDigit(text[j]) && j - i <= 2 ? j - i : 0;
}

function digitsAt(text: string, i: number): string {
  let j = i;
  while (isDigit(text[j])) j++;
  return text.slice(i, j);
}

function readToken(text: string, start: number): NumberToken {
  const lead = text.slice(start, start + leadLength(text, start));
  let j = start + lead.length;
  const groups = [digitsAt(text, j)];
  j += groups[0].length;
  const seps: string[] = [];
  let spaced = false;
  let dash: "." | "," | null = null;
  let end = j;
  for (;;) {
    const c = text[j];
    if (c === "." || c === ",") {
      if (isDigit(text[j + 1])) {
        seps.push(c);
        groups.push(digitsAt(text, j + 1));
        j += 1 + groups[groups.length - 1].length;
        end = j;
        continue;
      }
      // `119. 95`: a decimal separator, then one space and exactly two digits.
      if (text[j + 1] === " " && /^\d{2}(?![\d]|[.,]\d)/.test(text.slice(j + 2, j + 6))) {
        seps.push(c);
        groups.push(text.slice(j + 2, j + 4));
        spaced = true;
        end = j + 4;
        break;
      }
      const tail = /^ ?[-–—](?![\d])/.exec(text.slice(j + 1, j + 4));
      if (tail) {
        dash = c;
        end = j;
        break;
      }
      break;
    }
    if (c !== undefined && GROUP_SPACES.has(c) && /^\d{3}(?!\d)/.test(text.slice(j + 1, j + 5)) && spaceGroupingFits(groups, seps)) {
      seps.push("_");
      groups.push(text.slice(j + 1, j + 4));
      j += 4;
      end = j;
      continue;
    }
    break;
  }
  return { start, end, text: text.slice(start, end), lead, groups, seps, spaced, dash };
}

// `1 234 567` and `1'234`: only after a 1-3 digit lead and when no `.`/`,` came first.
const spaceGroupingFits = (groups: string[], seps: string[]) => groups[0].length <= 3 && seps.every((s) => s === "_");

export type ReadOptions = {
  /** The decimal separator when known (a column's format, a page's locale). */
  decimal?: "." | "," | null;
  /** `1.299` is 1.299, not 1299 (plain data rather than shop prices). `1,299` stays 1299. */
  dotThreeIsDecimal?: boolean;
  /** The currency has three decimals (KWD, BHD …): `423.923` is 423.923. */
  threeDecimals?: boolean;
};

/** The value of a token and its digits as read (`1299.00`), or null when the grouping is impossible (`15.08.2017`). */
export function readNumber(token: NumberToken, options: ReadOptions = {}): { value: number; normalized: string } | null {
  const { groups, seps } = token;
  if (token.lead && seps.length === 0) return finish(["0"], groups[0]);
  const decimalAt = decimalIndex(token, options);
  if (decimalAt === undefined) return null;
  if (decimalAt < 0) return finish(groups, "");
  return finish(groups.slice(0, decimalAt + 1), groups[decimalAt + 1]);
}

function finish(intGroups: string[], fraction: string): { value: number; normalized: string } | null {
  const int = intGroups.join("").replace(/^0+(?=\d)/, "");
  const normalized = fraction ? `${int}.${fraction}` : int;
  const value = Number(normalized);
  return Number.isFinite(value) ? { value, normalized } : null;
}

/** Index into `seps` of the decimal separator; -1 for none; undefined when the grouping is impossible. */
function decimalIndex(token: NumberToken, options: ReadOptions): number | undefined {
  const { groups, seps } = token;
  const last = seps.length - 1;
  if (last < 0) return -1;
  if (token.dash) return -1;
  if (options.decimal) {
    // A known decimal mark settles it, unless the text contradicts it (`1,299.00` with `,`).
    const at = seps.lastIndexOf(options.decimal);
    if (at === last) return at;
    if (at < 0 && groups.slice(1).every((g) => g.length === 3)) return -1;
  }
  if (token.spaced) return last;
  const marks = seps.filter((s) => s !== "_");
  if (marks.length === 0) return -1;
  const lastSep = seps[last];
  if (lastSep === "_") return -1;
  if (new Set(marks).size === 2) {
    // `1,299.00`, `1.299,00`: the last mark is the decimal one and occurs once.
    return marks.indexOf(lastSep) === marks.length - 1 ? last : undefined;
  }
  if (marks.length > 1) {
    // `1.144.000`, `1,00,000` (lakh grouping): all thousands; `15.08.2017` is no amount.
    const after = groups.slice(seps.indexOf(lastSep) + 1);
    return after.every((g) => g.length === 3) || (lastSep === "," && lakh(groups)) ? -1 : undefined;
  }
  // One `.` or `,`, last. After space grouping (`1 298,00`) it is the decimal mark.
  if (seps.length > 1) return last;
  const fraction = groups[1];
  if (fraction.length !== 3) return last;
  // Three digits: `1.299` is a thousand in shop prices, except after a leading 0 or a 4+ digit run.
  if (groups[0] === "0" || groups[0].length > 3 || options.threeDecimals) return last;
  if (lastSep === "." && options.dotThreeIsDecimal) return last;
  return -1;
}

// Indian grouping: `1,00,000` and `12,34,567`: a 3-digit last group, 2-digit groups before it.
function lakh(groups: string[]): boolean {
  return (
    groups.length >= 3 &&
    groups[groups.length - 1].length === 3 &&
    groups.slice(1, -1).every((g) => g.length === 2) &&
    groups[0].length <= 2
  );
}

/**
 * The decimal mark a column's values use, from those that can only be read one way (`12,5`,
 * `1.299,00`, `1,144,000`); undefined when none tells or they disagree. `1,299` alone tells nothing.
 */
export function decimalMark(values: unknown[]): "." | "," | undefined {
  const seen = new Set<"." | ",">();
  for (const v of values) {
    if (typeof v !== "string") continue;
    for (const t of scanNumbers(v.slice(0, 200))) {
      const marks = t.seps.filter((s): s is "." | "," => s !== "_");
      const last = marks[marks.length - 1];
      if (t.dash) seen.add(t.dash);
      else if (!last) continue;
      else if (t.spaced || new Set(marks).size === 2) seen.add(last);
      else if (marks.length > 1) seen.add(last === "." ? "," : ".");
      else if (t.seps.length > 1 || t.groups[t.groups.length - 1].length !== 3 || t.groups[0] === "0") seen.add(last);
    }
  }
  return seen.size === 1 ? [...seen][0] : undefined;
}
