// The phone list's days: records grouped by their Luanda day (newest first, as they come),
// each day with its net in kwanza — money in minus money out, a foreign record counted at
// its kwanza equivalent, transfers between own accounts not at all. Pure, unit-tested.
import { type RecordDto } from './record-dto';
import { directionOf } from './records-table';
import { localDay } from './records-state';

export interface RecordDay {
  readonly day: string;
  readonly items: readonly RecordDto[];
  /** In − out, in kwanza cêntimos. */
  readonly netCents: number;
  /** A foreign record without a kwanza equivalent was left out of the net. */
  readonly partial: boolean;
}

/** The record in kwanza cêntimos, or null when it is foreign and has no rate. */
function kwanzaCents(r: RecordDto): number | null {
  if (r.currency === 'AOA') return r.amountCents;
  return r.kz?.cents ?? null;
}

export function groupByDay(items: readonly RecordDto[]): RecordDay[] {
  const days: { day: string; items: RecordDto[]; netCents: number; partial: boolean }[] = [];
  for (const r of items) {
    const day = localDay(r.date);
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, items: [], netCents: 0, partial: false };
      days.push(current);
    }
    current.items.push(r);
    const direction = directionOf(r);
    if (direction === 'move') continue;
    const kz = kwanzaCents(r);
    if (kz === null) current.partial = true;
    else current.netCents += direction === 'in' ? kz : -kz;
  }
  return days;
}
