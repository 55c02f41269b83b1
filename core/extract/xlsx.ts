import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { SourceRecord } from "./records.js";
import { assertInflatesWithin } from "./zip-budget.js";

const cellText = (v: ExcelJS.CellValue): unknown => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object") {
    if ("result" in v) return cellText(v.result as ExcelJS.CellValue); // formula: its cached value
    if ("text" in v && "hyperlink" in v) return v.hyperlink || v.text;
    if ("richText" in v) return v.richText.map((r) => r.text).join("");
    if ("error" in v) return null;
  }
  return v;
};

/**
 * Rows of every sheet of a workbook. A sheet's header is its first row with at least two text
 * cells (title rows above a table are skipped); rows after it become records. Read by exceljs's
 * streaming reader, a row at a time: the loaded workbook model held about 13 times the sheet
 * XML (a 200,000-row sheet of 83 MB: 793 MB peak), the stream holds the shared strings and the
 * records. A sheet stored before its shared strings waits in a temporary file, within the
 * inflation budget checked first. Hyperlink cells give their text.
 */
export async function xlsxRecords(bytes: Uint8Array): Promise<SourceRecord[]> {
  // Over PARSE_BUDGETS.xlsxInflatedBytes the workbook fails before anything inflates it whole.
  await assertInflatesWithin(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: "cache",
    // Styles tell dates from numbers.
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  const records: SourceRecord[] = [];
  for await (const sheet of reader) {
    let header: string[] | undefined;
    for await (const row of sheet) {
      const values = ((row as ExcelJS.Row).values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (!header) {
        const texts = values.filter((v) => typeof v === "string" && v.trim());
        if (texts.length >= 2) header = values.map((v, i) => (typeof v === "string" && v.trim() ? v.trim() : `column_${i + 1}`));
        continue;
      }
      const record: SourceRecord = {};
      header.forEach((h, i) => {
        if (values[i] !== null && values[i] !== undefined && values[i] !== "") record[h] = values[i];
      });
      if (Object.keys(record).length) records.push(record);
    }
  }
  return records;
}
