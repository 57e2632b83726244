// Long replies are split politely: at a paragraph break if there is one in the second half
// of the window, else a line break, a sentence end, a space — and only as a last resort in
// the middle of a word (never inside a surrogate pair). No part is longer than `limit`; the
// parts joined with the whitespace removed at each cut give back the original text.
import { TEXT_LIMIT } from './whatsapp-sender';

const BOUNDARIES: readonly RegExp[] = [/\n\s*\n/g, /\n/g, /[.!?…:;](?=\s)/g, /\s/g];

export function splitText(text: string, limit = TEXT_LIMIT): string[] {
  if (limit < 2) throw new RangeError('limit must be at least 2');
  const parts: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const cut = cutPoint(rest, limit);
    const part = rest.slice(0, cut).trimEnd();
    rest = rest.slice(cut).trimStart();
    if (part !== '') parts.push(part);
  }
  if (rest.trim() !== '' || parts.length === 0) parts.push(rest);
  return parts;
}

/** Where to cut `text` so the first part is ≤ limit characters. */
function cutPoint(text: string, limit: number): number {
  // A boundary at index i means the part is text.slice(0, end) where end ≤ limit.
  const window = text.slice(0, limit + 1);
  const floor = Math.floor(limit / 2);
  for (const pattern of BOUNDARIES) {
    let best = -1;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(window); m !== null; m = pattern.exec(window)) {
      // Sentence ends keep their punctuation; whitespace boundaries cut before the space.
      const end = pattern.source.startsWith('[') ? m.index + m[0].length : m.index;
      if (end <= limit && end >= floor) best = end;
      if (m[0].length === 0) pattern.lastIndex++;
    }
    if (best > 0) return best;
  }
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}
