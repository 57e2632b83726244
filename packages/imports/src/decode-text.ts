// Bytes → text for CSV, OFX and XML files. Angolan banks' exports come as UTF-8 (with or without
// a byte-order mark), Windows-1252 (Excel's "CSV" on a Portuguese Windows) or UTF-16 (Excel's
// "Unicode text"). The rule: a BOM decides; otherwise UTF-16 when every other byte is zero;
// otherwise UTF-8 if the bytes are valid UTF-8 (a Windows-1252 "ção" never is); else
// Windows-1252, which maps every byte to a character, so decoding never fails.
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
}

export function detectEncoding(bytes: Uint8Array): TextEncodingName {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  if (sample.length >= 4) {
    let evenZeros = 0;
    let oddZeros = 0;
    for (let i = 0; i < sample.length; i++) if (sample[i] === 0) { if (i % 2 === 0) evenZeros++; else oddZeros++; }
    const half = sample.length / 2;
    if (oddZeros > half * 0.6 && evenZeros < half * 0.1) return 'utf-16le';
    if (evenZeros > half * 0.6 && oddZeros < half * 0.1) return 'utf-16be';
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

// Windows-1252's bytes 0x80–0x9F (€ ’ – … and friends). Node 20's TextDecoder('windows-1252')
// decodes them as Latin-1 control characters, so they are mapped here; 0x81, 0x8D, 0x8F, 0x90
// and 0x9D are unassigned and stay as they are.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const part = bytes.subarray(i, i + CHUNK);
    const chars: string[] = new Array<string>(part.length);
    for (let j = 0; j < part.length; j++) {
      const b = part[j] ?? 0;
      chars[j] = b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] ?? '' : String.fromCharCode(b);
    }
    out += chars.join('');
  }
  return out;
}

/** Decodes with the detected encoding; the BOM is not part of the text. */
export function decodeText(bytes: Uint8Array): DecodedText {
  const encoding = detectEncoding(bytes);
  if (encoding === 'windows-1252') return { text: decodeWindows1252(bytes), encoding };
  // TextDecoder drops a leading BOM itself (ignoreBOM defaults to false).
  const text = new TextDecoder(encoding).decode(bytes);
  return { text, encoding };
}
