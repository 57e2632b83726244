// Random but repeatable movement lists: a template says which kind of line it is, its sign and
// its range; dates rise through the period, several lines may share a day.
import { addDays, type Mov, type Rng } from './common';

export interface Template { w: number; sign: 1 | -1; min: number; max: number; step?: number; text: (r: Rng) => string }

export function series(r: Rng, start: string, days: number, count: number, templates: readonly Template[]): Omit<Mov, 'balance'>[] {
  const offsets = Array.from({ length: count }, () => r.int(0, days - 1)).sort((a, b) => a - b);
  const total = templates.reduce((a, t) => a + t.w, 0);
  return offsets.map((off) => {
    let x = r.next() * total;
    let t = templates[0];
    for (const cand of templates) { x -= cand.w; if (x <= 0) { t = cand; break; } }
    if (t === undefined) throw new Error('no templates');
    return { date: addDays(start, off), cents: t.sign * r.cents(t.min, t.max, t.step ?? 1), description: t.text(r) };
  });
}
