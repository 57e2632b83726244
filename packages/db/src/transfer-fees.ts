// A fee said with a transfer ("levantei 40 mil, taxa de 500") is its own expense, written in the
// same transaction and naming its transfer in fee_of (issue 15, migration 0013). Undo takes
// both back: this finds the one beside a record, if any.
import { and, eq } from 'drizzle-orm';
import { records } from './schema';
import type { DbOrTx } from './database';
import type { RecordRow } from './records';

/** The fee written with a transfer, or the transfer a fee was written with; null when the record stands alone. */
export async function transferFeePartner(db: DbOrTx, userId: string, row: RecordRow): Promise<RecordRow | null> {
  const where = row.feeOf !== null
    ? and(eq(records.userId, userId), eq(records.id, row.feeOf))
    : row.kind === 'transfer' ? and(eq(records.userId, userId), eq(records.feeOf, row.id)) : null;
  if (!where) return null;
  const [partner] = await db.select().from(records).where(where).limit(1);
  return partner ?? null;
}
