/**
 * Rows from unstructured text with the extraction parsers: `key: value` blocks, delimited text
 * with a header, or one labelled column. Nothing is guessed from prose; `context` is for engines
 * that can read instructions (the LLM engine).
 */
import type { ExtractTextRequest } from "../engine.js";
import { mapRecords } from "../../extract/map-records.js";
import { textRecords } from "../../extract/records.js";

export function extractRows(req: ExtractTextRequest): Record<string, unknown>[] {
  return mapRecords(textRecords(req.text), req.columns);
}
