/**
 * Cuts a big delimited or line-per-record file into byte ranges of whole records, in one
 * streaming pass, so each extraction chunk reads only its own slice (an S3 range GET) and memory
 * stays flat however big the file is. Works on bytes: sound for UTF-8 and single-byte encodings,
 * where `\n`, `"` and the delimiter are one byte each and never part of another character.
 *
 * The quote rules are those of the readers that parse the slices (csv-parse with relax_quotes
 * and trim, and readDelimited in delimited.ts): a quote opens a quoted field only at the
 * start of a field (spaces before it allowed), `""` inside one is a literal quote, and a newline
 * inside one is part of the value, not the end of the record.
 */

export interface ByteRange {
  /** First byte of the range (absolute offset in the file). */
  start: number;
  /** One past the last byte. */
  end: number;
  /** Records in the range (lines with content; blank lines are not records). */
  records: number;
}

export interface SplitOptions {
  /** "delimited": CSV-like with quotes; "lines": one record per line (NDJSON). */
  format: "delimited" | "lines";
  /** The delimiter byte for "delimited" (`,` `;` tab `|`). */
  delimiter?: string;
  /** A range ends after this many records... */
  recordsPerRange: number;
  /** ...or once it holds this many bytes, whichever comes first. */
  maxRangeBytes: number;
  /** Offset of the first data byte (after a byte-order mark and the header line). */
  start: number;
}

const NL = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const SPACE = 0x20;
const TAB = 0x09;

export class RecordSplitter {
  private pos: number;
  private rangeStart: number;
  private rangeRecords = 0;
  private inQuote = false;
  /** A quote inside a quoted field was the last byte seen: `""` (literal) or the closing quote. */
  private quotePending = false;
  private fieldStart = true;
  private lineHasContent = false;
  private readonly delimiter: number;

  constructor(private readonly options: SplitOptions) {
    this.pos = options.start;
    this.rangeStart = options.start;
    this.delimiter = options.format === "delimited" ? (options.delimiter ?? ",").charCodeAt(0) : -1;
  }

  /** Feeds the next bytes of the file (starting at `start`); returns the ranges they completed. */
  push(bytes: Uint8Array): ByteRange[] {
    const out: ByteRange[] = [];
    const lines = this.options.format === "lines";
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (this.quotePending) {
        this.quotePending = false;
        if (b === QUOTE) continue; // `""`: a literal quote, still inside the field
        this.inQuote = false; // that quote closed the field; this byte is read normally below
      }
      if (this.inQuote) {
        if (b === QUOTE) this.quotePending = true;
        continue;
      }
      if (b === NL) {
        if (this.lineHasContent) this.rangeRecords++;
        this.fieldStart = true;
        this.lineHasContent = false;
        const end = this.pos + i + 1;
        if (
          this.rangeRecords >= this.options.recordsPerRange ||
          (this.rangeRecords > 0 && end - this.rangeStart >= this.options.maxRangeBytes)
        ) {
          out.push({ start: this.rangeStart, end, records: this.rangeRecords });
          this.rangeStart = end;
          this.rangeRecords = 0;
        }
      } else if (b === CR) {
        // part of a CRLF line end
      } else if (lines) {
        if (b !== SPACE && b !== TAB) this.lineHasContent = true;
      } else if (b === QUOTE && this.fieldStart) {
        this.inQuote = true;
        this.fieldStart = false;
        this.lineHasContent = true;
      } else if (b === this.delimiter) {
        this.fieldStart = true;
        this.lineHasContent = true;
      } else if (b !== SPACE && b !== TAB) {
        this.fieldStart = false;
        this.lineHasContent = true;
      }
    }
    this.pos += bytes.length;
    return out;
  }

  /** Ends the file: the last range, holding whatever came after the last cut. */
  end(): ByteRange[] {
    if (this.lineHasContent || this.inQuote) this.rangeRecords++;
    this.lineHasContent = false;
    this.inQuote = false;
    if (this.rangeRecords === 0) return [];
    const last = { start: this.rangeStart, end: this.pos, records: this.rangeRecords };
    this.rangeStart = this.pos;
    this.rangeRecords = 0;
    return [last];
  }
}

/**
 * Where the first record ends (the offset just past its newline), scanning `bytes` from `from`
 * with the same quote rules; undefined when the first record does not end within `bytes`.
 */
export function firstRecordEnd(bytes: Uint8Array, from: number, format: SplitOptions["format"], delimiter?: string): number | undefined {
  const probe = new RecordSplitter({ format, delimiter, recordsPerRange: 1, maxRangeBytes: Number.MAX_SAFE_INTEGER, start: from });
  const [first] = probe.push(bytes.subarray(from));
  return first?.end;
}
