/**
 * Lenient JSON for `<script type="application/ld+json">`. Shops hand-write these in templates, so
 * real pages carry trailing commas, comments, CDATA and HTML comment wrappers, raw newlines in
 * strings, entity-escaped quotes, several objects one after another, missing commas between
 * properties, unescaped quotes ("17" Monitor") and a template's empty variables (`"price":
 * undefined`). We try strict JSON first and repair only on
 * failure, so valid documents are never touched.
 */
import { cleanText } from "./dom.js";

/** Every JSON value the script holds (an array when objects are concatenated), or []. */
export function parseJsonLd(raw: string): unknown[] {
  const text = raw
    .trim()
    .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, "")
    .replace(/(-->|\/\/\s*\]\]>|\]\]>)\s*$/, "")
    .trim();
  if (!text) return [];
  const strict = tryParse(text);
  if (strict !== undefined) return [strict];
  for (const candidate of [text, text.includes("&quot;") || text.includes("&#34;") ? cleanText(text) : ""]) {
    if (!candidate) continue;
    const values = splitTopLevel(repair(candidate))
      .map(tryParse)
      .filter((v) => v !== undefined);
    if (values.length) return values;
  }
  return [];
}

function tryParse(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

/** Tokens after which a new value needs a comma first. */
const VALUE_END = /["\d}\]el]$/;

/**
 * One pass over the text that tracks whether we are inside a string: drops comments and trailing
 * commas outside strings, escapes control characters and stray quotes inside them, and inserts
 * commas a template forgot between two values.
 */
function repair(src: string): string {
  let out = "";
  let inString = false;
  let lastSignificant = "";
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inString) {
      if (ch === "\\") {
        const next = src[i + 1] ?? "";
        // Invalid escapes like "\'" or "\ " lose the backslash.
        out += /["\\/bfnrtu]/.test(next) ? ch + next : next;
        i++;
      } else if (ch === '"') {
        const rest = src.slice(i + 1).match(/^\s*(.)/)?.[1] ?? "";
        if (rest === "" || /[,:}\]]/.test(rest) || (rest === '"' && /\n/.test(src.slice(i + 1, src.indexOf('"', i + 1))))) {
          inString = false;
          out += ch;
          lastSignificant = ch;
        } else out += '\\"';
      } else if (ch === "\n") out += "\\n";
      else if (ch === "\r") out += "";
      else if (ch === "\t") out += "\\t";
      else if (ch < " ") out += " ";
      else out += ch;
      continue;
    }
    if (ch === "/" && src[i + 1] === "/") {
      const end = src.indexOf("\n", i);
      i = end < 0 ? src.length : end;
      continue;
    }
    if (ch === "/" && src[i + 1] === "*") {
      const end = src.indexOf("*/", i + 2);
      i = end < 0 ? src.length : end + 1;
      continue;
    }
    // A template's empty variable (`"price": undefined`, `NaN`) is no value: null keeps the rest.
    if ((ch === "u" || ch === "N") && /[:,[]$/.test(lastSignificant)) {
      const word = /^(undefined|NaN)\b/.exec(src.slice(i, i + 10))?.[1];
      if (word) {
        out += "null";
        lastSignificant = "l";
        i += word.length - 1;
        continue;
      }
    }
    if (ch === ",") {
      const next = src.slice(i + 1).match(/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(.)/)?.[1];
      if (next === "}" || next === "]" || next === undefined) continue;
    }
    if ((ch === '"' || ch === "{" || ch === "[") && VALUE_END.test(lastSignificant) && !/[,:[{]$/.test(lastSignificant)) {
      // Two values in a row inside an object or array: a missing comma. At depth 0 this joins
      // concatenated documents, which splitTopLevel then separates again.
      out += ",";
    }
    if (ch === '"') inString = true;
    out += ch;
    if (!/\s/.test(ch)) lastSignificant = ch;
  }
  return out;
}

/** "{…}{…}" or "{…},{…}" at the top level: the separate documents. */
function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = -1;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0 && start >= 0) {
        parts.push(s.slice(start, i + 1));
        start = -1;
      }
      if (depth < 0) depth = 0;
    }
  }
  // An unclosed document (truncated template): close its brackets and hope.
  if (depth > 0 && start >= 0) parts.push(closeBrackets(s.slice(start)));
  return parts;
}

function closeBrackets(s: string): string {
  const stack: string[] = [];
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") stack.push("}");
    else if (ch === "[") stack.push("]");
    else if (ch === "}" || ch === "]") stack.pop();
  }
  return (inString ? `${s}"` : s).replace(/,\s*$/, "") + stack.reverse().join("");
}
