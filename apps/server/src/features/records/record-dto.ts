// The wire form of a record (what the dashboard and API clients read). Amounts travel
// both as integer cêntimos (exact, for computing) and as a decimal string (for people
// and spreadsheets); never as a float.
import { centsToDecimal, toCents } from '@kumbu/core/money';
import type { RecordRow } from '@kumbu/db/records';

export interface RecordDto {
  readonly id: string;
  readonly collection: string;
  readonly type: string;
  readonly amountCents: number;
  readonly amount: string;
  readonly currency: string;
  readonly category: string | null;
  readonly party: string | null;
  readonly description: string | null;
  readonly notes: string | null;
  readonly date: string;
  readonly source: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export function toRecordDto(row: RecordRow): RecordDto {
  return {
    id: row.id,
    collection: row.collection,
    type: row.kind,
    amountCents: row.amountCents,
    amount: centsToDecimal(toCents(row.amountCents)),
    currency: row.currency,
    category: row.category,
    party: row.party,
    description: row.description,
    notes: row.notes,
    date: row.occurredAt.toISOString(),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
