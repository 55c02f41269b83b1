/**
 * Plans a table's extraction: which units of work (one SQS message each) it takes. A big CSV,
 * TSV or NDJSON upload becomes byte ranges of whole records (split.ts), found in one streaming
 * pass; every other source (text, URLs, XLSX, PDF, HTML, JSON, small files) is one unit read whole.
 */
import { readRange, readStream } from "../blob/client.js";
import { PARSE_BUDGETS } from "../budgets.js";
import { config } from "../config.js";
import { fileKey } from "../files/keys.js";
import { sniffDelimited } from "../extract/delimited.js";
import type { StoredTable } from "../tables/service.js";
import { decodeAs, detectEncoding, isByteSplittable, type Encoding } from "../extract/encoding.js";
import { headerNames, kindOf } from "../extract/records.js";
import { firstRecordEnd, RecordSplitter, type ByteRange } from "../extract/split.js";

/**
 * Files smaller than config().EXTRACT_SPLIT_BYTES are read whole: splitting them would cost more
 * than it saves. A range unit holds at most EXTRACT_UNIT_RECORDS records or MAX_UNIT_BYTES bytes,
 * well inside one Lambda invocation.
 */
const MAX_UNIT_BYTES = PARSE_BUDGETS.rangeBytes;
const HEAD_BYTES = 64 * 1024;

export interface RangeFormat {
  format: "delimited" | "lines";
  delimiter?: string;
  /** Field names from the file's header line (delimited only). */
  header?: string[];
  encoding: Encoding;
}

export type Unit = { kind: "whole"; fileIndex: number } | ({ kind: "range"; fileIndex: number } & ByteRange & RangeFormat);

/** The units of a table, in file order. A table with nothing to split is one whole unit per file. */
export async function planUnits(t: StoredTable): Promise<Unit[]> {
  const { EXTRACT_SPLIT_BYTES, EXTRACT_UNIT_RECORDS } = config();
  const units: Unit[] = [];
  for (const [fileIndex, f] of t.files.entries()) {
    const format = f.fileId && f.size >= EXTRACT_SPLIT_BYTES ? await rangeFormat(fileKey(t.companyId, f.fileId), f.name) : undefined;
    if (!format) {
      units.push({ kind: "whole", fileIndex });
      continue;
    }
    const { start, ...fmt } = format;
    const splitter = new RecordSplitter({ ...fmt, recordsPerRange: EXTRACT_UNIT_RECORDS, maxRangeBytes: MAX_UNIT_BYTES, start });
    for await (const bytes of await readStream(fileKey(t.companyId, f.fileId!), start)) {
      for (const r of splitter.push(bytes)) units.push({ kind: "range", fileIndex, ...r, ...fmt });
    }
    for (const r of splitter.end()) units.push({ kind: "range", fileIndex, ...r, ...fmt });
  }
  return units.length ? units : [{ kind: "whole", fileIndex: -1 }];
}

/** How a stored file can be split, judged from its first 64 KB; undefined when it cannot be. */
async function rangeFormat(key: string, name: string): Promise<(RangeFormat & { start: number }) | undefined> {
  const head = await readRange(key, 0, HEAD_BYTES);
  const encoding = detectEncoding(head);
  if (!isByteSplittable(encoding)) return undefined;
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const text = decodeAs(head, encoding);
  const kind = kindOf({ name, contentType: "" }, text.slice(0, 512));
  const firstLine = text.split(/\r?\n/).find((l) => l.trim()) ?? "";
  if (kind === "ndjson" || (kind === "json" && isJsonObject(firstLine))) return { format: "lines", encoding, start: bom };
  if (kind !== "text" || /^[^,;\t|]{1,80}[:=]/.test(firstLine.trim())) return undefined; // `key: value` blocks are read whole
  const sniffed = sniffDelimited(text, head.length >= HEAD_BYTES);
  if (!sniffed) return undefined;
  const start = firstRecordEnd(head, bom, "delimited", sniffed.delimiter);
  if (start === undefined || start >= head.length) return undefined; // a header longer than 64 KB: read whole
  return { format: "delimited", delimiter: sniffed.delimiter, header: headerNames(sniffed.rows[0]), encoding, start };
}

function isJsonObject(line: string): boolean {
  try {
    const v = JSON.parse(line);
    return typeof v === "object" && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}
