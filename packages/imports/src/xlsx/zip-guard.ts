// A zip's size, checked before anything unpacks it: the central directory says what every entry
// will unpack to, so a zip bomb is refused from a few bytes at the end of the file. Because a
// hostile zip can lie in its directory, each deflated entry is then inflated as a stream that
// stops as soon as it passes its declared size (nothing is kept: only counted).
import { ImportReadError } from '../statement';
import { MAX_XLSX_UNCOMPRESSED_BYTES } from '../limits';

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

/** An entry larger than this, unpacking to more than MAX_RATIO times its packed size, is a bomb. */
const LARGE_ENTRY = 1024 * 1024;
const MAX_RATIO = 200;
/** A workbook has tens of parts; thousands of entries is not one. */
const MAX_ENTRIES = 10_000;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const corrupt = (detail: string): ImportReadError => new ImportReadError('corrupt_file', `zip: ${detail}`);

/** The entries of a zip's central directory; corrupt_file when it cannot be found or read. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number): number => { if (at < 0 || at + 2 > bytes.length) throw corrupt('truncated'); return view.getUint16(at, true); };
  const u32 = (at: number): number => { if (at < 0 || at + 4 > bytes.length) throw corrupt('truncated'); return view.getUint32(at, true); };
  const u64 = (at: number): number => { if (at < 0 || at + 8 > bytes.length) throw corrupt('truncated'); return Number(view.getBigUint64(at, true)); };

  // The end record is in the last 22 + 65535 (comment) bytes; search backwards.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) { eocd = i; break; }
  }
  if (eocd < 0) throw corrupt('no end of central directory');
  let count = u16(eocd + 10);
  let cdOffset = u32(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (u32(locator) !== ZIP64_LOCATOR) throw corrupt('zip64 locator missing');
    const z64 = u64(locator + 8);
    if (u32(z64) !== ZIP64_EOCD) throw corrupt('zip64 end record missing');
    count = u64(z64 + 32);
    cdOffset = u64(z64 + 48);
  }
  if (count > MAX_ENTRIES) throw new ImportReadError('too_large', `zip: ${count} entries`);

  const entries: ZipEntry[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) throw corrupt('bad central directory entry');
    const method = u16(at + 10);
    let compressedSize = u32(at + 20);
    let uncompressedSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    let localHeaderOffset = u32(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > bytes.length) throw corrupt('truncated central directory');
    const name = new TextDecoder('utf-8').decode(bytes.subarray(at + 46, nameEnd));
    // Zip64: sizes marked 0xFFFFFFFF are in the extra field 0x0001, in this order.
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      let e = nameEnd;
      while (e + 4 <= nameEnd + extraLength) {
        const id = u16(e);
        const size = u16(e + 2);
        if (id === 0x0001) {
          let f = e + 4;
          if (uncompressedSize === 0xffffffff) { uncompressedSize = u64(f); f += 8; }
          if (compressedSize === 0xffffffff) { compressedSize = u64(f); f += 8; }
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(f);
          break;
        }
        e += 4 + size;
      }
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/**
 * Refuses a zip that would unpack to more than MAX_XLSX_UNCOMPRESSED_BYTES (too_large), whose
 * entries are packed absurdly tight (too_large), or that cannot be read (corrupt_file); else its entries.
 */
export async function checkZipSize(bytes: Uint8Array, max = MAX_XLSX_UNCOMPRESSED_BYTES): Promise<ZipEntry[]> {
  const entries = zipEntries(bytes);
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (!Number.isSafeInteger(total) || total > max) {
      throw new ImportReadError('too_large', `zip unpacks to more than ${max} bytes`, undefined, { max });
    }
    if (e.uncompressedSize > LARGE_ENTRY && e.uncompressedSize > MAX_RATIO * Math.max(1, e.compressedSize)) {
      throw new ImportReadError('too_large', `zip entry ${e.name} packed ${Math.round(e.uncompressedSize / Math.max(1, e.compressedSize))}:1`);
    }
  }
  for (const e of entries) if (e.method === 8) await checkInflatedSize(bytes, e);
  return entries;
}

/** Inflates one deflated entry, counting bytes only, and stops once it passes its declared size. */
async function checkInflatedSize(bytes: Uint8Array, entry: ZipEntry): Promise<void> {
  if (typeof DecompressionStream === 'undefined') return; // the directory check above still holds
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw corrupt(`bad local header for ${entry.name}`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt(`entry ${entry.name} runs past the end`);
  let inflate: DecompressionStream;
  try {
    inflate = new DecompressionStream('deflate-raw');
  } catch {
    return; // a runtime without raw deflate: the directory check above still holds
  }
  const reader = new Blob([bytes.slice(start, end)]).stream().pipeThrough(inflate).getReader();
  let inflated = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      inflated += value.byteLength;
      if (inflated > entry.uncompressedSize) {
        throw new ImportReadError('too_large', `zip entry ${entry.name} unpacks past its declared size`);
      }
    }
  } catch (e) {
    if (e instanceof ImportReadError) throw e;
    throw corrupt(`entry ${entry.name} cannot be inflated`);
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
