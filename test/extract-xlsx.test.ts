import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { xlsxRecords } from "../core/extract/xlsx.js";

/** Workbooks written by exceljs's two writers: the model writer and the streaming one (sheet before shared strings). */
function fill(book: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter) {
  const products = book.addWorksheet("Products");
  products.addRow(["Spring catalog"]).commit();
  products.addRow([]).commit();
  products.addRow(["Name", "Price", "Added", "Total", null, "Note"]).commit();
  products
    .addRow([
      "Oak table",
      899.5,
      new Date(Date.UTC(2026, 2, 1)),
      { formula: "B4*2", result: 1799 },
      null,
      { richText: [{ text: "solid " }, { text: "oak", font: { bold: true } }] },
    ])
    .commit();
  products.addRow([]).commit();
  products.addRow(["Pine chair", 45, null, { formula: "B6*2", result: 90 }, null, { error: "#N/A" }]).commit();
  const more = book.addWorksheet("More");
  more.addRow(["SKU", "Name"]).commit();
  more.addRow(["A-1", "Lamp"]).commit();
}

const expected = [
  { Name: "Oak table", Price: 899.5, Added: "2026-03-01T00:00:00.000Z", Total: 1799, Note: "solid oak" },
  { Name: "Pine chair", Price: 45, Total: 90 },
  { SKU: "A-1", Name: "Lamp" },
];

describe("xlsxRecords", () => {
  it("reads every sheet from its header row: cached formula results, dates, rich text; empty rows and error cells left out", async () => {
    const book = new ExcelJS.Workbook();
    fill(book);
    expect(await xlsxRecords(new Uint8Array(await book.xlsx.writeBuffer()))).toEqual(expected);
  });

  it("reads a workbook whose sheet is stored before its shared strings, as streaming writers store it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pds-xlsx-"));
    try {
      const filename = join(dir, "streamed.xlsx");
      const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings: true, useStyles: true });
      fill(writer);
      await writer.commit();
      const bytes = readFileSync(filename);
      const names = bytes.toString("latin1");
      expect(names.indexOf("xl/worksheets/sheet1.xml")).toBeLessThan(names.indexOf("xl/sharedStrings.xml"));
      expect(await xlsxRecords(bytes)).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
