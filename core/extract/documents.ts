import { PARSE_BUDGETS } from "../budgets.js";
import { fitRecords, fmt, InputError, Skips } from "./budget.js";
import { decodeWeb } from "./encoding.js";
import { decode, jsonRecords, kindOf, textRecords, type SourceDocument, type SourceRecord } from "./records.js";

const KIND_NAMES = { json: "JSON", ndjson: "NDJSON", xlsx: "an XLSX workbook", pdf: "a PDF", html: "HTML", text: "text" } as const;

/**
 * A document's records, by kind: JSON/NDJSON objects, spreadsheet rows, HTML product data or
 * tables, PDF text, or plain text (delimited or `key: value`). Structured sources only: the
 * local engine invents nothing; `context` is for engines that can use it (the LLM engine).
 * What the budgets left out is noted in `skips`. A document a parser cannot read throws
 * InputError naming it: parsing is pure, so a retry would fail the same way.
 */
export async function documentRecords(doc: SourceDocument, _context?: string, skips = new Skips()): Promise<SourceRecord[]> {
  const head = decode(doc.bytes.subarray(0, 512));
  const kind = kindOf(doc, head);
  try {
    switch (kind) {
      case "json":
      case "ndjson":
        return jsonRecords(decode(doc.bytes), skips);
      case "xlsx":
        return fitRecords(await (await import("./xlsx.js")).xlsxRecords(doc.bytes), skips);
      case "pdf":
        if (doc.bytes.length > PARSE_BUDGETS.pdfBytes) {
          throw new InputError(
            `it is a PDF of ${fmt(doc.bytes.length)} bytes; PDFs over ${fmt(PARSE_BUDGETS.pdfBytes)} bytes are not read (split it, or export its table as CSV)`,
          );
        }
        return textRecords(await (await import("./pdf.js")).pdfText(doc.bytes), skips);
      case "html":
        return fitRecords(
          await (await import("./html-records.js")).htmlRecords(decodeWeb(doc.bytes, doc.contentType), doc.url ?? ""),
          skips,
        );
      default:
        return textRecords(decode(doc.bytes), skips);
    }
  } catch (err) {
    const message = (err as Error).message.slice(0, 300);
    throw new InputError(
      err instanceof InputError ? `${doc.name}: ${message}` : `${doc.name} could not be read as ${KIND_NAMES[kind]}: ${message}`,
    );
  }
}
