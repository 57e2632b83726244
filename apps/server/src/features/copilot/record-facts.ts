// A stored record row as the reply layer describes it.
import { categoryLabel } from '@kumbu/agent/categories';
import { dayOf } from '@kumbu/core/date-range';
import { isCurrency, toCents, DEFAULT_CURRENCY } from '@kumbu/core/money';
import { kindLabel, parseRecordKind } from '@kumbu/core/records';
import type { Lang } from '@kumbu/core/lang';
import type { RecordRow } from '@kumbu/db/records';
import type { RecordFacts } from '@kumbu/agent/reply/replies';

export function recordFacts(row: RecordRow, lang: Lang): RecordFacts | null {
  const kind = parseRecordKind(row.kind);
  if (!kind) return null;
  // A category is stored as its key (older rows: a label); the reply names it in the reply's language ("Groceries").
  const what = (row.category === null ? null : categoryLabel(row.category, lang)) ?? row.party ?? row.description ?? kindLabel(kind, lang);
  return {
    kind, amountCents: toCents(row.amountCents), currency: isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY,
    what, day: dayOf(row.occurredAt),
  };
}
