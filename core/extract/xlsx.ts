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
 * cells (title rows above a table are skipped); rows after it become records.
 */
export async function xlsxRecords(bytes: Uint8Array): Promise<SourceRecord[]> {
  // Over PARSE_BUDGETS.xlsxInflatedBytes the workbook fails before exceljs inflates it whole.
  await assertInflatesWithin(bytes);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const records: SourceRecord[] = [];
  for (const sheet of book.worksheets) {
    let header: string[] | undefined;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (!header) {
        const texts = values.filter((v) => typeof v === "string" && v.trim());
        if (texts.length >= 2) header = values.map((v, i) => (typeof v === "string" && v.trim() ? v.trim() : `column_${i + 1}`));
        return;
      }
      const record: SourceRecord = {};
      header.forEach((h, i) => {
        if (values[i] !== null && values[i] !== undefined && values[i] !== "") record[h] = values[i];
      });
      if (Object.keys(record).length) records.push(record);
    });
  }
  return records;
}
