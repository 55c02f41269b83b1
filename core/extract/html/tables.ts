/**
 * HTML tables as data: colspan/rowspan expanded into a grid, a header row found (thead, a row
 * of th, else the first row), spec tables with a th column turned into one record, and layout
 * tables (holding other tables, one column, one row, role=presentation) skipped.
 */
import { absUrl, allElements, isElement, loadHtml, textOf, type Element } from "./dom.js";
import type { Table } from "./types.js";

interface GridCell {
  text: string;
  th: boolean;
}

export function extractTables(html: string, pageUrl: string): Table[] {
  try {
    const $ = loadHtml(typeof html === "string" ? html : "");
    const out: Table[] = [];
    for (const table of $("table").toArray().filter(isElement)) {
      const t = tableData(table, typeof pageUrl === "string" ? pageUrl : "");
      if (t) out.push(t);
    }
    return out;
  } catch {
    return [];
  }
}

/** Rows of this table only (not of tables nested inside it), thead first. */
function ownRows(table: Element): { tr: Element; head: boolean }[] {
  const rows: { tr: Element; head: boolean }[] = [];
  const visit = (el: Element, head: boolean) => {
    for (const c of el.children) {
      if (!isElement(c)) continue;
      if (c.name === "tr") rows.push({ tr: c, head });
      else if (c.name === "thead" || c.name === "tbody" || c.name === "tfoot") visit(c, c.name === "thead");
    }
  };
  visit(table, false);
  return rows;
}

function cellValue(cell: Element, base: string): string {
  const text = textOf(cell);
  const els = allElements(cell).slice(1);
  const links = els.filter((e) => e.name === "a" && e.attribs.href);
  // A cell that is nothing but a link holds the link's target.
  if (links.length === 1 && textOf(links[0]) === text) {
    const u = absUrl(links[0].attribs.href, base);
    if (u) return u;
  }
  if (!text) {
    const img = els.find((e) => e.name === "img");
    if (img) return absUrl(img.attribs["data-src"] ?? img.attribs.src, base) ?? "";
  }
  return text;
}

const span = (v: string | undefined) => {
  const n = Number.parseInt(v ?? "1", 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : 1;
};

function tableData(table: Element, base: string): Table | undefined {
  if (table.attribs.role === "presentation" || table.attribs.role === "none") return undefined;
  if (
    allElements(table)
      .slice(1)
      .some((e) => e.name === "table")
  )
    return undefined;
  const rows = ownRows(table);
  const grid: (GridCell | undefined)[][] = [];
  rows.forEach(({ tr }, r) => {
    grid[r] ??= [];
    let col = 0;
    for (const cell of tr.children) {
      if (!isElement(cell) || (cell.name !== "td" && cell.name !== "th")) continue;
      while (grid[r][col]) col++;
      const value: GridCell = { text: cellValue(cell, base), th: cell.name === "th" };
      const rs = span(cell.attribs.rowspan);
      const cs = span(cell.attribs.colspan);
      for (let dr = 0; dr < rs && r + dr < rows.length; dr++) {
        grid[r + dr] ??= [];
        for (let dc = 0; dc < cs; dc++) grid[r + dr][col + dc] = value;
      }
      col += cs;
    }
  });
  const width = Math.max(0, ...grid.map((r) => r.length));
  const cells = grid.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? { text: "", th: false }));
  const nonEmpty = cells.filter((r) => r.some((c) => c.text));
  if (width < 2 || nonEmpty.length < 2) return undefined;

  // Spec table: every row starts with a th and no header row exists → one record.
  const headRows = rows.map((r, i) => (r.head || cells[i].every((c) => c.th || !c.text) ? i : -1)).filter((i) => i >= 0);
  if (!headRows.length && width === 2 && cells.every((r) => r[0].th || !r[0].text)) {
    const pairs = nonEmpty.filter((r) => r[0].text);
    return { headers: uniqueHeaders(pairs.map((r) => r[0].text)), rows: [pairs.map((r) => r[1].text)] };
  }
  const leading = headRows.length && headRows[0] === 0 ? takeLeading(headRows) : [0];
  const headers = uniqueHeaders(
    Array.from({ length: width }, (_, c) => {
      const parts: string[] = [];
      for (const r of leading) if (cells[r][c].text && !parts.includes(cells[r][c].text)) parts.push(cells[r][c].text);
      return parts.join(" ");
    }),
  );
  const body = cells.filter((r, i) => !leading.includes(i) && r.some((c) => c.text)).map((r) => r.map((c) => c.text));
  if (!body.length) return undefined;
  return { headers, rows: body };
}

/** Consecutive header rows from the top (a two-level thead). */
function takeLeading(idx: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < idx.length && idx[i] === i; i++) out.push(i);
  return out;
}

function uniqueHeaders(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n, i) => {
    const base = n || `column_${i + 1}`;
    const k = (seen.get(base) ?? 0) + 1;
    seen.set(base, k);
    return k > 1 ? `${base} ${k}` : base;
  });
}
