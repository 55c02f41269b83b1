import { constants, deflateRawSync } from "node:zlib";

/**
 * A workbook whose sheet inflates to `mib` MiB from well under 1 MB: one MiB of rows deflated with
 * a full flush (no reference crosses it) repeated, then an empty final block. `declared` is the
 * size its headers claim (a bomb may lie); the CRC is left 0, since nothing reads that far.
 */
export function zipBomb(mib: number, declared = mib * 1024 * 1024): Buffer {
  const row = '<row><c t="inlineStr"><is><t>Oak table</t></is></c></row>';
  const unit = Buffer.from(row.repeat(Math.ceil((1024 * 1024) / row.length))).subarray(0, 1024 * 1024);
  const block = deflateRawSync(unit, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([...Array.from({ length: mib }, () => block), deflateRawSync(Buffer.alloc(0))]);
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
