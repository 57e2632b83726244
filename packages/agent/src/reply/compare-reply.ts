// "compara outubro com novembro": two periods side by side, oldest first, each figure with
// its change. Pure: the server passes each period's totals.
import { type Cents, type Currency, toCents } from '@kumbu/core/money';
import { type DayRange, type DayString } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { type Reply } from './replies';
import { isWholeMonth } from '../periods';
import { changeNote, formatDayRange, money, monthName, say, spokenDay } from './format';

export interface ComparedSide {
  readonly range: DayRange;
  readonly incomeCents: Cents;
  readonly expenseCents: Cents;
}

export interface ComparisonFacts {
  readonly type: 'balance' | 'spending' | 'income';
  readonly today: DayString;
  readonly currency: Currency;
  /** The category label asked about, when the question named one. */
  readonly category?: string;
  readonly earlier: ComparedSide;
  readonly later: ComparedSide;
}

/** "outubro de 2026", "2025", "ontem", "1–20 de novembro de 2026": a period as a name. */
export function periodName(range: DayRange, today: DayString, lang: Lang): string {
  if (range.start === range.end) return spokenDay(range.start, today, lang);
  const y = range.start.slice(0, 4);
  if (range.start === `${y}-01-01` && range.end === `${y}-12-31`) return y;
  if (isWholeMonth(range)) return monthName(range.start, lang);
  return formatDayRange(range, lang);
}

export function compareReply(c: ComparisonFacts, lang: Lang): Reply {
  const m = (cents: Cents): string => money(cents, c.currency, lang);
  const earlier = periodName(c.earlier.range, c.today, lang);
  const later = periodName(c.later.range, c.today, lang);
  const { earlier: a, later: b } = c;
  const shown = c.type === 'spending' ? a.expenseCents + b.expenseCents
    : c.type === 'income' ? a.incomeCents + b.incomeCents
    : a.incomeCents + b.incomeCents + a.expenseCents + b.expenseCents;
  if (shown === 0) {
    const category = c.category === undefined ? '' : say('compareNoneCategory', lang, { category: c.category });
    return { text: say('compareNone', lang, { earlier, later, category }) };
  }
  const lines = [say('compareTitle', lang, { earlier, later, category: c.category === undefined ? '' : say('compareCategory', lang, { category: c.category }) })];
  if (c.type !== 'spending') lines.push(say('compareIncome', lang, { earlier: m(a.incomeCents), later: m(b.incomeCents), change: changeNote(a.incomeCents, b.incomeCents, lang) }));
  if (c.type !== 'income') lines.push(say('compareExpense', lang, { earlier: m(a.expenseCents), later: m(b.expenseCents), change: changeNote(a.expenseCents, b.expenseCents, lang) }));
  if (c.type === 'balance') {
    lines.push(say('compareNet', lang, { earlier: m(toCents(a.incomeCents - a.expenseCents)), later: m(toCents(b.incomeCents - b.expenseCents)) }));
  } else {
    const [before, after] = c.type === 'spending' ? [a.expenseCents, b.expenseCents] : [a.incomeCents, b.incomeCents];
    const diff = toCents(Math.abs(after - before));
    if (after !== before) {
      const key = c.type === 'spending' ? (after > before ? 'compareSpentMore' : 'compareSpentLess') : (after > before ? 'compareReceivedMore' : 'compareReceivedLess');
      lines.push(say(key, lang, { amount: m(diff) }));
    }
  }
  return { text: lines.join('\n') };
}
