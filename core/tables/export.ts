import { PassThrough } from "node:stream";
import { putStream, presignGet } from "../blob/client.js";
import { nowMs } from "../clock.js";
import { randomToken } from "../store/ids.js";
import { EXPORT_LINK_SECONDS, exportKey } from "./export-objects.js";
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
 * A table's rows as a file in the bucket, answered as a short-lived download link: a response
 * through API Gateway and Lambda is capped at 6 MB, a file in S3 is not. The file streams from
 * DynamoDB pages into a multipart upload, so memory stays flat however large the table.
 * The header is the column keys. CSV and XLSX apply each number column's NumberConfig when its
 * `file_export` is `formatted_text`; JSON keeps raw values.
 */
export async function exportTable(companyId: string, tableId: string, format: ExportFormat) {
  const table = await getStored(companyId, tableId);
  const columns = await columnsOf(companyId, table);
  const filename = `${table.name.replace(/[^\w.-]+/g, "_") || "table"}.${format}`;
  const key = exportKey(companyId, randomToken(20), filename);
  const body = format === "xlsx" ? xlsx(companyId, tableId, table.name, columns) : text(companyId, tableId, format, columns);
  // The object carries its own headers: the link then downloads as a named file of the right type.
  await putStream(key, body, { contentType: TYPES[format], contentDisposition: `attachment; filename="${filename}"` });
  const expiresAt = new Date(nowMs() + EXPORT_LINK_SECONDS * 1000).toISOString();
  return { url: await presignGet(key, EXPORT_LINK_SECONDS), expires_at: expiresAt };
}

async function* text(companyId: string, tableId: string, format: "csv" | "json", columns: Column[]): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (data: Record<string, unknown>) =>
    format === "csv"
      ? csvLine(columns.map((c) => cellText(data[colRef(c)], c)))
      : JSON.stringify(Object.fromEntries(columns.map((c) => [c.key, data[colRef(c)] ?? null])));
  yield encoder.encode(format === "csv" ? csvLine(columns.map((c) => c.key)) : '{"data":[');
  let first = true;
  for await (const page of eachRow(companyId, tableId)) {
    const lines = page.map((r) => line(r.data));
    yield encoder.encode(format === "csv" ? lines.join("") : (first ? "" : ",") + lines.join(","));
    first = false;
  }
  if (format === "json") yield encoder.encode("]}");
}

/**
 * exceljs's streaming writer: each row is written out (zipped) once committed, instead of a whole
 * workbook held in memory. No shared strings or styles, which would be kept until the end. The
 * writer does not wait for the upload, so rows read while a part is being sent queue up: memory
 * is bounded by what DynamoDB yields during one part's upload, not by the table.
 */
async function* xlsx(companyId: string, tableId: string, name: string, columns: Column[]): AsyncGenerator<Uint8Array> {
  // Loaded on demand: exceljs is large and only this path needs it.
  const { default: ExcelJS } = await import("exceljs");
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet(name.replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "Rows");
  let stopped = false; // the consumer (the upload) gave up: stop reading the table
  const write = (async () => {
    sheet.addRow(columns.map((c) => c.key)).commit();
    for await (const page of eachRow(companyId, tableId)) {
      if (stopped) return;
      for (const r of page) {
        const cells = columns.map((c) => {
          const v = r.data[colRef(c)];
          // Raw numbers stay numeric cells; formatted ones become the text NumberConfig describes.
          return typeof v === "number" && c.number_config?.file_export !== "formatted_text" ? v : cellText(v, c) || null;
        });
        sheet.addRow(cells).commit();
      }
    }
    sheet.commit();
    await book.commit();
  })();
  // A failed read ends the stream with its error, so the upload is aborted rather than completed short.
  write.catch((err: Error) => out.destroy(err));
  try {
    yield* out;
    await write;
  } finally {
    stopped = true;
    out.destroy();
  }
}
