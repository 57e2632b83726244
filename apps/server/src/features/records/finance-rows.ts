// Stored rows → core's domain values, in one place: the summary route, the CSV export and the
// co-pilot's answers all read records and debt/loan totals, and must skip the same bad rows.
import { balancesFromTotals, type CurrencyBalances } from '@kumbu/core/balances';
import { isCurrency, saturatingCents, toCents } from '@kumbu/core/money';
import { parseRecordKind, type FinanceRecord } from '@kumbu/core/records';
import type { KindTotalRow, RecordRow } from '@kumbu/db/records';
import type { DayTotalRow } from '@kumbu/db/record-day-totals';
import type { RecordTotal } from '@kumbu/core/aggregates-totals';

/** A stored record as core computes with it; null for a kind or currency core does not know. */
export function toFinanceRecord(row: RecordRow): FinanceRecord | null {
  const kind = parseRecordKind(row.kind);
  if (!kind || !isCurrency(row.currency)) return null;
  const record: FinanceRecord = {
    id: row.id, kind, amountCents: toCents(row.amountCents), currency: row.currency, category: row.category,
    party: row.party, description: row.description, notes: row.notes, date: row.occurredAt, accountId: row.accountId,
  };
  // A transfer's to-side (issue 15), when the row has a complete one.
  if (kind === 'transfer' && row.toAccountId !== null && row.toAmountCents !== null && isCurrency(row.toCurrency)) {
    record.transferTo = { accountId: row.toAccountId, amountCents: toCents(row.toAmountCents), currency: row.toCurrency };
  }
  return record;
}

export function toFinanceRecords(rows: readonly RecordRow[]): FinanceRecord[] {
  return rows.map(toFinanceRecord).filter((r): r is FinanceRecord => r !== null);
}

/**
 * All-time outstanding debts and loans per currency and party, from the database's sums
 * (saturated: rows stored before the amount cap may add up past the safe bound, issue 14).
 */
export function balancesOfTotals(totals: readonly KindTotalRow[]): CurrencyBalances[] {
  return balancesFromTotals(totals.flatMap((t) => {
    const kind = parseRecordKind(t.kind);
    return kind && isCurrency(t.currency) ? [{ kind, party: t.party, currency: t.currency, totalCents: saturatingCents(t.totalCents) }] : [];
  }));
}

/** Stored daily totals as core sums them; a kind or currency core does not know is skipped, as with records. */
export function toRecordTotals(rows: readonly DayTotalRow[]): RecordTotal[] {
  return rows.flatMap((t): RecordTotal[] => {
    const kind = parseRecordKind(t.kind);
    if (!kind || !isCurrency(t.currency)) return [];
    return [{ ...t, kind, currency: t.currency, totalCents: t.totalCents, unitCents: t.unitCents }];
  });
}
