/** Delimited text with a header row: an RFC 4180 reader and delimiter sniffing (format 3 in infer.ts). */

const DELIMITERS = ["\t", ";", ",", "|"] as const;

/** RFC 4180 reader; `complete` is false when the text ends inside a row (no final newline, or an open quote). */
function readDelimited(text: string, delimiter: string): { rows: string[][]; complete: boolean } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let started = false; // the field has content or a closed quote
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') (field += '"'), i++;
      else quoted = false;
    } else if (ch === '"' && !started && field.trim() === "") {
      // Spaces before an opening quote are tolerated (`a, "b, c"`); a quote inside a field is literal (`3.5"`).
      quoted = true;
      started = true;
      field = "";
    } else if (ch === delimiter || ch === "\n") {
      row.push(field);
      field = "";
      started = false;
      if (ch === "\n") rows.push(row), (row = []);
    } else {
      field += ch;
      if (ch.trim() !== "") started = true;
    }
  }
  const pending = quoted || field !== "" || row.length > 0;
  if (pending) row.push(field), rows.push(row);
  return { rows, complete: !pending };
}

const isRuleCell = (cell: string) => cell.trim() === "" || /^\s*:?-{3,}:?\s*$/.test(cell);

function looksLikeHeader(cells: string[]): boolean {
  return cells.every((c) => {
    const t = c.trim();
    return t !== "" && t.length <= 40 && t.split(/\s+/).length <= 4 && !/[.!?]$/.test(t) && !/^[\d.,\s]+$/.test(t);
  });
}

/**
 * Parses with each delimiter and keeps the one whose rows agree with the header width (≥ 80 %;
 * ties → wider header). `rows` starts with the header and leaves out blank lines and rules.
 */
export function sniffDelimited(text: string, truncated: boolean): { delimiter: string; rows: string[][] } | undefined {
  let best: { delimiter: string; rows: string[][]; agreement: number } | undefined;
  for (const delimiter of DELIMITERS) {
    if (!text.includes(delimiter)) continue;
    const { rows: all, complete } = readDelimited(text, delimiter);
    if (truncated && !complete && all.length > 1) all.pop(); // a line the cut went through is not a record
    const rows = all.filter((r) => !r.every(isRuleCell)); // blank lines, markdown `|---|---|` rules
    if (rows.length === 0 || rows[0].length < 2) continue;
    const data = rows.slice(1);
    const agreement = data.length ? data.filter((r) => r.length === rows[0].length).length / data.length : 1;
    if (agreement < 0.8 || (data.length === 0 && !looksLikeHeader(rows[0]))) continue;
    if (!best || agreement > best.agreement || (agreement === best.agreement && rows[0].length > best.rows[0].length)) {
      best = { delimiter, rows, agreement };
    }
  }
  return best && { delimiter: best.delimiter, rows: best.rows };
}
