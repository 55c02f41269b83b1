/**
 * `npm run bench:pages -- [dir] [--without-markup | --without-classes]`: precision, recall and F1 of price, SKU and
 * availability (with its in-stock / out-of-stock split) on saved product pages with ground truth,
 * for all shops, the development shops and the held-out shops (bench/product-pages-score.ts).
 * The directory holds `pages/` and `ground-truth.json` (and `errata.json`, corrections scored
 * separately); by default the repository's copy of the
 * development set (test/fixtures/product-pages, 70 pages from 26 shops). `--without-markup`
 * scores the same pages with their structured data removed (withoutMarkup): the engine's own
 * reading of the visible page, as on shops that have no markup; `--without-classes` also replaces
 * every class and id with a meaningless token (withoutClasses), as CSS-in-JS themes print them.
 */
import { FIELDS, heldOut, type PageResult, runDirectory, score, withErrata } from "./product-pages-score.js";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const dir = args[0] ?? new URL("../test/fixtures/product-pages", import.meta.url).pathname;
const results = await runDirectory(dir, {
  withoutMarkup: process.argv.includes("--without-markup"),
  withoutClasses: process.argv.includes("--without-classes"),
});
const corrected = withErrata(dir, results);
const groups: [string, PageResult[]][] = [
  ["all", results],
  ["dev", results.filter((r) => !heldOut(r.shop))],
  ["held-out", results.filter((r) => heldOut(r.shop))],
];
// Scored again against the ground truth's errata (errata.json: each correction with the page's
// evidence), when there are any, so both readings are on record.
if (corrected !== results)
  groups.push(
    ["all, errata applied", corrected],
    ["dev, errata applied", corrected.filter((r) => !heldOut(r.shop))],
    ["held-out, errata applied", corrected.filter((r) => heldOut(r.shop))],
  );
const shops = (rs: PageResult[]) => new Set(rs.map((r) => r.shop)).size;
for (const [name, rs] of groups) {
  console.log(`\n${name}: ${rs.length} pages, ${shops(rs)} shops`);
  console.log("field          P      R      F1     tp  fp  fn");
  for (const field of FIELDS) {
    const s = score(rs, field);
    const f = (n: number) => n.toFixed(3).padStart(6);
    console.log(
      `${field.padEnd(13)}${f(s.precision)} ${f(s.recall)} ${f(s.f1)}  ${String(s.tp).padStart(3)} ${String(s.fp).padStart(3)} ${String(s.fn).padStart(3)}`,
    );
  }
}
console.log(`\nheld-out shops: ${[...new Set(results.filter((r) => heldOut(r.shop)).map((r) => r.shop))].sort().join(", ")}`);
for (const [name, rs] of corrected === results
  ? [["", results] as const]
  : [["", results] as const, [", errata applied", corrected] as const]) {
  console.log(`\nmisses (all pages${name}):`);
  for (const field of ["price", "sku", "availability"] as const) {
    const s = score(rs, field);
    console.log(`- ${field} (${s.misses.length})`);
    for (const m of s.misses) console.log(`  ${m}`);
  }
}
