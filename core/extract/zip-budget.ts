/**
 * A workbook (a zip) is checked against the inflation budget before exceljs sees it: exceljs
 * inflates every entry and holds the whole workbook, about 13 times the sheet XML in memory, so
 * a 1 MB file whose sheet inflates to 300 MB took a 4 GB peak. First the sizes the central
 * directory declares (free), then the real inflated size of each entry, counted as it streams
 * through zlib off the event loop and stopped at the budget, since a declared size can lie.
 */
import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { PARSE_BUDGETS } from "../budgets.js";
import { fmt, InputError } from "./budget.js";

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries named by the zip's central directory. */
function entries(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new InputError("it is not a zip file (no central directory)");
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const out: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw new InputError("its zip central directory is damaged");
    const nameLength = view.getUint16(at + 28, true);
    out.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString("utf8"),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

const overBudget = (bytes: number, name: string) =>
  new InputError(
    `the workbook inflates to more than ${fmt(PARSE_BUDGETS.xlsxInflatedBytes)} bytes (${bytes === Infinity ? "zip64" : fmt(bytes)} bytes by ${name}); save it as CSV, which is split and has no such limit`,
  );

/** Throws InputError when the zip's entries inflate, or say they inflate, past the budget. */
export async function assertInflatesWithin(bytes: Uint8Array, budget = PARSE_BUDGETS.xlsxInflatedBytes): Promise<void> {
  const list = entries(bytes);
  let declared = 0;
  for (const e of list) {
    declared += e.uncompressedSize === 0xffffffff ? Infinity : e.uncompressedSize;
    if (declared > budget) throw overBudget(declared, e.name);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let inflated = 0;
  for (const e of list) {
    const at = e.localOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw new InputError(`its zip entry ${e.name} is damaged`);
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + e.compressedSize);
    if (e.method === 0) inflated += data.length;
    else if (e.method === 8) {
      const inflater = createInflateRaw();
      const stream = Readable.from([data]).pipe(inflater);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          inflated += chunk.length;
          if (inflated > budget) throw overBudget(inflated, e.name);
        }
      } catch (err) {
        if (err instanceof InputError) throw err;
        throw new InputError(`its zip entry ${e.name} cannot be inflated: ${(err as Error).message}`);
      } finally {
        inflater.destroy();
      }
    } else throw new InputError(`its zip entry ${e.name} uses compression method ${e.method}, which is not read`);
    if (inflated > budget) throw overBudget(inflated, e.name);
  }
}
