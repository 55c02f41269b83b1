import { cellText, csvLine } from "./export-format.js";
import { eachRow } from "./rows.js";
import { colRef, columnsOf, getStored } from "./service.js";
import type { Column } from "../schemas/schemas.js";

export type ExportFormat = "csv" | "xlsx" | "json";

const TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json",
};

/**
 * A table's rows as a file. The header is the column keys. CSV and XLSX apply each number
 * column's NumberConfig when its `file_export` is `formatted_text`; JSON keeps raw values.
 * CSV and JSON stream page by page; XLSX is built in memory (exceljs writes a zip at the end).
 */
export async function exportTable(companyId: string, tableId: string, format: ExportFormat) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const filename = `${table.name.replace(/[^\w.-]+/g, "_") || "table"}.${format}`;
  const body = format === "xlsx" ? await xlsx(companyId, tableId, table.name, columns) : textStream(companyId, tableId, format, columns);
  return { body, contentType: TYPES[format], filename };
}

function textStream(companyId: string, tableId: string, format: "csv" | "json", columns: Column[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (data: Record<string, unknown>) =>
    format === "csv"
      ? csvLine(columns.map((c) => cellText(data[colRef(c)], c)))
      : JSON.stringify(Object.fromEntries(columns.map((c) => [c.key, data[colRef(c)] ?? null])));
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(format === "csv" ? csvLine(columns.map((c) => c.key)) : '{"data":['));
        let first = true;
        for await (const page of eachRow(companyId, tableId)) {
          const lines = page.map((r) => line(r.data));
          controller.enqueue(encoder.encode(format === "csv" ? lines.join("") : (first ? "" : ",") + lines.join(",")));
          first = false;
        }
        if (format === "json") controller.enqueue(encoder.encode("]}"));
        controller.close();
      } catch (err) {
        controller.error(err); // the client sees a cut-off body rather than a silently short file
      }
    },
  });
}

async function xlsx(companyId: string, tableId: string, name: string, columns: Column[]): Promise<Uint8Array> {
  // Loaded on demand: exceljs is large and only this path needs it.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name.replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "Rows");
  sheet.addRow(columns.map((c) => c.key));
  for await (const page of eachRow(companyId, tableId)) {
    for (const r of page) {
      sheet.addRow(
        columns.map((c) => {
          const v = r.data[colRef(c)];
          // Raw numbers stay numeric cells; formatted ones become the text NumberConfig describes.
          return typeof v === "number" && c.number_config?.file_export !== "formatted_text" ? v : cellText(v, c) || null;
        }),
      );
    }
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
