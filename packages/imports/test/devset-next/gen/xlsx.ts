// Workbooks written by exceljs, made byte-stable: fixed document dates, and every zip entry's
// DOS time pinned (the zip writer stamps the current time otherwise).
import ExcelJS from 'exceljs';

export const FIXED = new Date(Date.UTC(2026, 11, 8, 9, 0, 0));

export function workbook(creator: string): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = creator;
  wb.lastModifiedBy = creator;
  wb.created = FIXED;
  wb.modified = FIXED;
  return wb;
}

const DOS_TIME = 9 << 11; // 09:00:00
const DOS_DATE = ((2026 - 1980) << 9) | (12 << 5) | 8; // 2026-12-08

/** Pins the modification time of every entry, in the central directory and the local headers. */
export function pinZipTimes(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip');
  const entries = out.readUInt16LE(eocd + 10);
  let p = out.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    if (out.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory');
    out.writeUInt16LE(DOS_TIME, p + 12);
    out.writeUInt16LE(DOS_DATE, p + 14);
    const local = out.readUInt32LE(p + 42);
    if (out.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    out.writeUInt16LE(DOS_TIME, local + 10);
    out.writeUInt16LE(DOS_DATE, local + 12);
    p += 46 + out.readUInt16LE(p + 28) + out.readUInt16LE(p + 30) + out.readUInt16LE(p + 32);
  }
  return out;
}

export async function finish(wb: ExcelJS.Workbook): Promise<Buffer> {
  return pinZipTimes(Buffer.from(await wb.xlsx.writeBuffer()));
}
