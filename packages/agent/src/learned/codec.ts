// The model file's packing: the non-zero weights as sorted keys (bucket × classes + class),
// delta- and varint-coded, beside their int8 values, both in base64. A learned classifier of
// ~10⁵ weights then fits in a few hundred kB of JSON. Pure TypeScript (no Buffer), so it loads
// wherever the agent runs.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Map<string, number>(Array.from({ length: ALPHABET.length }, (_, i) => [ALPHABET.charAt(i), i]));

export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63] ?? '';
    out += ALPHABET[(n >> 12) & 63] ?? '';
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] ?? '' : '=';
    out += i + 2 < bytes.length ? ALPHABET[n & 63] ?? '' : '=';
  }
  return out;
}

export function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/u, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (const ch of clean) {
    const v = LOOKUP.get(ch);
    if (v === undefined) throw new Error(`invalid base64 character ${JSON.stringify(ch)}`);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** Increasing non-negative integers as LEB128 varints of their gaps. */
export function encodeKeys(keys: readonly number[]): Uint8Array {
  const bytes: number[] = [];
  let last = 0;
  for (const k of keys) {
    let gap = k - last;
    last = k;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap = Math.floor(gap / 0x80);
    }
    bytes.push(gap);
  }
  return Uint8Array.from(bytes);
}

export function decodeKeys(bytes: Uint8Array, count: number): number[] {
  const keys: number[] = [];
  let last = 0;
  let i = 0;
  while (keys.length < count) {
    let gap = 0;
    let mul = 1;
    for (;;) {
      const b = bytes[i++];
      if (b === undefined) throw new Error('truncated key list');
      gap += (b & 0x7f) * mul;
      mul *= 0x80;
      if (b < 0x80) break;
    }
    last += gap;
    keys.push(last);
  }
  return keys;
}
