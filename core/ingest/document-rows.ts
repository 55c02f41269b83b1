/**
 * Documents → rows keyed by column key. The local parsers always run first, so a document that
 * carries structured data (CSV, JSON, XLSX, product markup, `key: value` lines) never reaches a
 * model. With an engine that reads prose (the LLM engine), a document whose records map to no row
 * goes to its extractText as readable text: plain text, a PDF's text, an HTML page's visible text.
 * An engine without extractText (the local one) has nothing to add to the parsers.
 */
import { aiEngine } from "../ai/index.js";
import type { AiEngine } from "../ai/engine.js";
import { logger } from "../log.js";
import type { Column } from "../schemas/schemas.js";
import type { Skips } from "../extract/budget.js";
import { documentRecords } from "../extract/documents.js";
import { mapRecords } from "../extract/map-records.js";
import { decodeWeb } from "../extract/encoding.js";
import { decode, kindOf, type SourceDocument, type SourceRecord } from "../extract/records.js";

export interface RowsContext {
  companyId: string;
  /** The table's additional_context: instructions for an engine that reads them. */
  context?: string;
  /** Collects what the parsers' budgets left out. */
  skips?: Skips;
}

export async function documentRows(docs: SourceDocument[], columns: Column[], ctx: RowsContext): Promise<Record<string, unknown>[]> {
  const parsed: SourceRecord[][] = [];
  for (const doc of docs) parsed.push(await documentRecords(doc, ctx.context, ctx.skips));
  const engine = await aiEngine();
  const extractText = engine.extractText?.bind(engine);
  // Nothing reads prose: one field mapping over every document's records.
  if (!extractText) return mapRecords(parsed.flat(), columns);
  // A table read whole has one document (planUnits gives each file its own unit); each is judged
  // on its own here, since "the parsers found nothing in it" is a property of one document.
  const rows: Record<string, unknown>[] = [];
  for (const [i, doc] of docs.entries()) {
    const mapped = mapRecords(parsed[i], columns);
    rows.push(...(mapped.length ? mapped : await modelRows(extractText, doc, columns, ctx)));
  }
  return rows;
}

async function modelRows(
  extractText: NonNullable<AiEngine["extractText"]>,
  doc: SourceDocument,
  columns: Column[],
  ctx: RowsContext,
): Promise<Record<string, unknown>[]> {
  const text = await readableText(doc);
  if (!text.trim()) return [];
  const { rows, usage } = await extractText({ companyId: ctx.companyId, text, columns, context: ctx.context, model: "auto" });
  logger().info("text extracted by the model", { companyId: ctx.companyId, document: doc.name, rows: rows.length, ...usage });
  // Stored as the parsers' rows are: only the values found, no nulls for the rest.
  return rows
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null && v !== undefined)))
    .filter((r) => Object.keys(r).length > 0);
}

/** The text a person would read in the document; JSON and spreadsheets are data, not prose. */
async function readableText(doc: SourceDocument): Promise<string> {
  switch (kindOf(doc, decode(doc.bytes.subarray(0, 512)))) {
    case "text":
      return decode(doc.bytes);
    case "pdf":
      return (await import("../extract/pdf.js")).pdfText(doc.bytes);
    case "html":
      return (await import("../extract/html/page-text.js")).pageText(decodeWeb(doc.bytes, doc.contentType)).text;
    default:
      return "";
  }
}
