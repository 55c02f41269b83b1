/**
 * `npm run bench:hostile [-- case …]`: the worst file of each kind the parsers meet, read as an
 * extraction reads a source (documentRecords: bytes → records, within the parse budgets), each in
 * a fresh process so its peak RSS is its own. Prints time, peak RSS and what came of it (rows, or
 * the failure that names the limit). Figures before and after the budgets: docs/extraction.md.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { zipBomb } from "../test/support/zip-bomb.js";

type Source = { name: string; contentType: string; bytes: Uint8Array };

/** Written by the parent before the cases run, so a case's peak is the reading alone. */
async function writeHonestWorkbook(filename: string, rows: number): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings: true });
  const sheet = writer.addWorksheet("Products");
  sheet.addRow(["name", "brand", "sku", "price", "color", "size", "description"]).commit();
  for (let i = 0; i < rows; i++) {
    sheet
      .addRow([
        `Product ${i}`,
        `Brand ${i % 50}`,
        `SKU-${i}`,
        10 + (i % 1000) / 10,
        ["red", "blue", "green"][i % 3],
        `${i % 40}`,
        `A fine product ${i}`,
      ])
      .commit();
  }
  await sheet.commit();
  await writer.commit();
}

const text = (s: string) => Buffer.from(s);

/** The worst of each kind, as issue reports met them. */
const CASES: Record<string, () => Promise<Source>> = {
  "csv, one 49 MB line": async () => ({
    name: "one-line.csv",
    contentType: "text/csv",
    bytes: text(`name,price\nOak table,120\n${"x".repeat(49 * 1024 * 1024)},1\nPine chair,45\n`),
  }),
  "xlsx, 300 MiB zip bomb": async () => ({ name: "bomb.xlsx", contentType: "application/octet-stream", bytes: zipBomb(300) }),
  "xlsx, bomb with lying headers": async () => ({ name: "liar.xlsx", contentType: "application/octet-stream", bytes: zipBomb(300, 1000) }),
  "xlsx, 200,000 honest rows (83 MB of XML)": async () => ({
    name: "big.xlsx",
    contentType: "application/octet-stream",
    bytes: readFileSync(process.env.BENCH_WORKBOOK!),
  }),
  "html, 1,000,000 nested divs": async () => ({
    name: "deep.html",
    contentType: "text/html",
    bytes: text(`<html><body>${"<div>".repeat(1_000_000)}Oak table${"</div>".repeat(1_000_000)}</body></html>`),
  }),
  "html, 49 MB listing": async () => ({
    name: "listing.html",
    contentType: "text/html",
    bytes: text(
      `<html><body><table><tr><th>Name</th><th>SKU</th><th>Price</th></tr>${Array.from(
        { length: 450_000 },
        (_, i) => `<tr><td><a href="/p/${i}">Product ${i}</a></td><td>SKU-${i}</td><td><span>${i}.99 EUR</span></td></tr>`,
      ).join("")}</table></body></html>`,
    ),
  }),
  "html, at the element budget": async () => ({
    name: "edge.html",
    contentType: "text/html",
    bytes: text(`<html><body>${`${"<div>".repeat(5)}<span>1.99 EUR</span>${"</div>".repeat(5)}`.repeat(4_900)}</body></html>`),
  }),
  // Distances do not count wrappers of one box (core/extract/html/dom.ts): a product page under
  // wrappers nested to the depth budget, with a price-named element at each of 25,000 places.
  "html, 1,900 wrappers around 25,000 prices": async () => ({
    name: "wrapped.html",
    contentType: "text/html",
    bytes: text(
      `<html><body><h1>Oak table</h1>${"<div>".repeat(1_900)}<section>${'<p class="price">€1.99 In stock</p>'.repeat(25_000)}</section>${"</div>".repeat(1_900)}</body></html>`,
    ),
  }),
  // Nests of boxes each named for a price (or plain inline boxes) to near the depth budget, under
  // the element budget: every box's own reading (its text, its parts) must stop at a few boxes.
  "html, 15 nests of 1,900 price-named boxes": async () => ({
    name: "nested-prices.html",
    contentType: "text/html",
    bytes: text(
      `<html><body><h1>Oak table</h1>${`${'<span class="price">'.repeat(1_900)}€1.99${"</span>".repeat(1_900)}`.repeat(15)}<p>€120.00</p></body></html>`,
    ),
  }),
  "html, 15 nests of 1,900 inline boxes, no heading": async () => ({
    name: "nested-spans.html",
    contentType: "text/html",
    bytes: text(
      `<html><head><title>Oak table</title></head><body>${`${"<span>".repeat(1_900)}x${"</span>".repeat(1_900)}`.repeat(15)}<p>Oak table</p><p>€120.00</p></body></html>`,
    ),
  }),
  // Microdata nested as deep: each offer the value of the one around it, each item a product.
  "html, 15 nests of 1,900 microdata offers": async () => ({
    name: "nested-offers.html",
    contentType: "text/html",
    bytes: text(
      `<html><body><h1>Oak table</h1>${`${'<div itemprop="offers" itemscope itemtype="https://schema.org/Offer">'.repeat(1_900)}<span itemprop="price">1.99</span>${"</div>".repeat(1_900)}`.repeat(15)}<p>€120.00</p></body></html>`,
    ),
  }),
  "html, 15 nests of 1,900 microdata products": async () => ({
    name: "nested-items.html",
    contentType: "text/html",
    bytes: text(
      `<html><body><h1>Oak table</h1>${`${'<div itemscope itemtype="https://schema.org/Product">'.repeat(1_900)}<span itemprop="name">Oak</span>${"</div>".repeat(1_900)}`.repeat(15)}<p>€120.00</p></body></html>`,
    ),
  }),
  "json, 100,000 deep": async () => ({
    name: "deep.json",
    contentType: "application/json",
    bytes: text(`${"[".repeat(100_000)}${"]".repeat(100_000)}`),
  }),
  "pdf, 16 MiB of one byte (at the budget)": async () => ({
    name: "edge.pdf",
    contentType: "application/pdf",
    bytes: Buffer.concat([text("%PDF-1.7\n"), Buffer.alloc(16 * 1024 * 1024 - 9, 7)]),
  }),
  "pdf, 60 MB of one byte": async () => ({
    name: "garbage.pdf",
    contentType: "application/pdf",
    bytes: Buffer.concat([text("%PDF-1.7\n"), Buffer.alloc(60 * 1024 * 1024, 7)]),
  }),
};

const [flag, only] = process.argv.slice(2);
if (flag === "--case") {
  // One case, in this fresh process.
  const source = await CASES[only]();
  const { documentRecords } = await import("../core/extract/documents.js");
  const started = performance.now();
  let outcome: string;
  try {
    const records = await documentRecords({ ...source, url: `https://shop.example/${source.name}` });
    outcome = `${records.length.toLocaleString("en")} rows`;
  } catch (err) {
    outcome = (err as Error).message.slice(0, 110);
  }
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, peakMb: process.resourceUsage().maxRSS / 1024, outcome }));
} else {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(CASES);
  const dir = mkdtempSync(join(tmpdir(), "pds-bench-"));
  const workbook = join(dir, "big.xlsx");
  await writeHonestWorkbook(workbook, 200_000);
  console.log("case                                      time      peak RSS  outcome");
  for (const name of names) {
    const run = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, "--case", name], {
      encoding: "utf8",
      env: { ...process.env, BENCH_WORKBOOK: workbook },
    });
    const line = run.stdout.trim().split("\n").pop() ?? "";
    if (run.status !== 0 || !line.startsWith("{")) {
      console.log(`${name.padEnd(40)}  failed (exit ${run.status}): ${run.stderr.trim().split("\n").pop()}`);
      continue;
    }
    const r = JSON.parse(line) as { ms: number; peakMb: number; outcome: string };
    console.log(`${name.padEnd(40)} ${(r.ms / 1000).toFixed(2).padStart(6)} s ${r.peakMb.toFixed(0).padStart(7)} MB  ${r.outcome}`);
  }
  rmSync(dir, { recursive: true, force: true });
}
