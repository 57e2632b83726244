// The batch interface's line (`kumbu parse`): one flat JSON object per message, the shape
// the labelled data set uses too.
import { type Currency } from '@kumbu/core/money';
import { type RecordKind } from '@kumbu/core/records';
import { type ForeignCurrency } from './foreign-currency';
import { type Intent } from './intents';
import { type Understanding } from './understanding';

export interface ParseLine {
  intent: Intent;
  kind: RecordKind | null;
  /** Currency units from exact cêntimos: 500050 → 5000.5. */
  amount: number | null;
  /** ISO code: AOA, USD or EUR, or the foreign currency the figure was named in ("ZAR"). */
  currency: Currency | ForeignCurrency;
  category: string | null;
  party: string | null;
  date: string;
  description: string;
  /** Only for a message with several records: every record's line, the first one's fields being the line's own. */
  items?: ParseLine[];
}

/** Cêntimos → a JSON number of currency units; exact, since every cêntimo value ≤ 2^53 / 100 divides cleanly in decimal text. */
export function centsToUnits(cents: number): number {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return Number(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`);
}

export function toParseLine(u: Understanding): ParseLine {
  const line = oneLine(u);
  if (u.items && u.items.length > 1) return { ...line, items: u.items.map(oneLine) };
  // "levantei 40 mil, taxa de 500": the fee is a record of its own (an expense in fees).
  const fee = u.kind === 'transfer' ? u.transfer?.feeCents : undefined;
  if (fee !== undefined) return { ...line, items: [line, { ...line, kind: 'expense', amount: centsToUnits(fee), category: 'fees', party: null }] };
  return line;
}

function oneLine(u: Understanding): ParseLine {
  const isRecord = u.intent === 'record';
  const money = u.kind === 'income' || u.kind === 'expense';
  return {
    intent: u.intent,
    kind: isRecord ? u.kind : null,
    amount: u.amountCents === null ? null : centsToUnits(u.amountCents),
    currency: u.foreignCurrency ?? u.currency,
    // A budget's category is the budget's own ("orçamento de lazer" → leisure); a record's, its category.
    category: (isRecord && money) || u.intent === 'budget' ? u.category : null,
    party: isRecord && !money ? u.party : null,
    date: u.date,
    description: u.description,
  };
}
