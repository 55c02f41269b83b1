import { decode, jsonRecords, kindOf, textRecords, type SourceDocument, type SourceRecord } from "./records.js";

/**
 * A document's records, by kind: JSON/NDJSON objects, spreadsheet rows, HTML product data or
 * tables, PDF text, or plain text (delimited or `key: value`). Structured sources only: the
 * local engine invents nothing; `context` is for engines that can use it (the LLM engine).
 */
export async function documentRecords(doc: SourceDocument, _context?: string): Promise<SourceRecord[]> {
  const head = decode(doc.bytes.subarray(0, 512));
  switch (kindOf(doc, head)) {
    case "json":
    case "ndjson":
      return jsonRecords(decode(doc.bytes));
    case "xlsx":
      return (await import("./xlsx.js")).xlsxRecords(doc.bytes);
    case "pdf":
      return textRecords(await (await import("./pdf.js")).pdfText(doc.bytes));
    case "html":
      return (await import("./html-records.js")).htmlRecords(decode(doc.bytes), doc.url ?? "");
    default: {
      const text = decode(doc.bytes);
      return textRecords(text);
    }
  }
}
