/**
 * Every fixed limit on what one request, file, page or parser may cost, in one place, with its
 * value (docs/extraction.md, "Budgets"). Sizes a deployment tunes (request bodies, presigned
 * uploads, split ranges) are in config.ts; these are properties of the code and the platform
 * (DynamoDB's 400 KB item, a worker's 2 GB), so they are constants.
 */

/**
 * How much of DynamoDB's 400 KB item each kind of item may spend: keys, attribute names and the
 * item's other fields need the rest.
 */
export const ITEM_BUDGETS = {
  /** Any stored input checked by assertFits (an attribute, a schema's columns, a row, source_text). */
  item: 350_000,
  /** A webhook delivery's body (the item holds it until delivered). */
  webhookPayload: 350 * 1024,
  /** A job's request plus its inline result; a bigger result goes to S3. */
  jobInline: 300 * 1024,
  /** A search or enrich request, kept with its job (422 beyond). */
  jobRequest: 200 * 1024,
  /** A page of up to 25 rows; a row that outgrows it moves to its own page. */
  rowPage: 300 * 1024,
  /** A fetched page's visible text and its product records (core/corpus). */
  pageText: 100_000,
  pageRecords: 80_000,
} as const;

/** Every outbound document fetch's budget, by purpose (webhook sends: core/webhooks/send.ts). */
export const FETCH_BUDGETS = {
  /** A table's `file_urls`: a whole catalog file. */
  extraction: { maxBytes: 50 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 },
  /** A page the LLM engine reads for search or enrich. */
  llmPage: { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 },
  /** A page an enrich item links to, read by the local engine. */
  enrichPage: { maxBytes: 3 * 1024 * 1024, timeoutMs: 8_000, maxRedirects: 3 },
} as const;

/** What the parsers of core/extract may read and keep of one document. */
export const PARSE_BUDGETS = {
  /**
   * A record bigger than a stored row may be (ITEM_BUDGETS.item, as `POST /tables/{id}/rows`)
   * is skipped; a delimited record this long is cut out before it is parsed at all.
   */
  recordBytes: ITEM_BUDGETS.item,
  /** A single value longer than this is dropped from its record (the record is kept). */
  cellBytes: 100_000,
  /** A header with more fields than this fails the document. */
  columns: 2_000,
  /**
   * A workbook whose entries inflate to more than this fails as it inflates: exceljs holds about
   * 13 times the sheet XML, so this keeps a worker (2 GB) under about 1.4 GB.
   */
  xlsxInflatedBytes: 100 * 1024 * 1024,
  /** HTML nested deeper than this (elements) is not parsed: the extractors' walks grow with its square. */
  htmlDepth: 2_000,
  /**
   * HTML with more elements than this is not parsed: each costs the extractors some 40 to 70 µs,
   * so this keeps one page within about 2 s of one core. Real product pages have under 10,000.
   */
  htmlElements: 30_000,
  /**
   * A PDF bigger than this is not read: PDF.js rebuilding a damaged file holds about 42 times its
   * size (a 60 MB file of one repeated byte: 2.3 GB, 8.5 s), so this keeps one under about 700 MB.
   */
  pdfBytes: 16 * 1024 * 1024,
  /** A document parsed in one piece must fit one worker's memory (2 GB) with its parser's overhead. */
  wholeDocumentBytes: 100 * 1024 * 1024,
  /** A range of a split CSV/TSV/NDJSON file ends at the first record end past this many bytes. */
  rangeBytes: 8 * 1024 * 1024,
} as const;

/** How many files one request and one table may name. */
export const FILE_BUDGETS = {
  /** Parts of one `POST /files` (413 `too_many_files` beyond). */
  perUpload: 100,
  /** Entries of `file_ids` or `file_urls` of one table (422 beyond). */
  perTable: 20,
} as const;
