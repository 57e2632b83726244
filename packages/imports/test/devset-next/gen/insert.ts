// Places hand-written movements among generated ones, after the last line of the same day or earlier.
import { type Mov } from './common';

type Bare = Omit<Mov, 'balance'>;
export function insertByDate(list: Bare[], extra: readonly Bare[]): Bare[] {
  const out = [...list];
  for (const m of extra) {
    let at = out.length;
    while (at > 0 && (out[at - 1]?.date ?? '') > m.date) at--;
    out.splice(at, 0, m);
  }
  return out;
}

/** Splits a description into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    if (cur === '') cur = word;
    else if (cur.length + 1 + word.length <= width) cur += ` ${word}`;
    else { lines.push(cur); cur = word; }
  }
  if (cur !== '') lines.push(cur);
  return lines;
}
