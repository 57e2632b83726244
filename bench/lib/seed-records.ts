// Seeds a benchmark's person with generated records (records-data.ts) through the same bulk
// insert an import uses, in chunks: what every benchmark over "a busy year" starts with.
import type { DbOrTx } from '@kumbu/db/database';
import { insertRecords, type RecordInput } from '@kumbu/db/records';
import { generateRecords } from './records-data';

/** `count` records for `userId`, spread over [startMs, endMs); how many were inserted. */
export async function seedRecords(db: DbOrTx, userId: string, count: number, startMs: number, endMs: number, chunk = 2_000): Promise<number> {
  let inputs: RecordInput[] = generateRecords(count, startMs, endMs).map((r) => ({
    kind: r.kind, amountCents: r.amountCents, currency: r.currency, category: r.category, party: r.party,
    description: r.description, notes: r.notes, occurredAt: r.date, source: 'import',
  }));
  let seeded = 0;
  for (let i = 0; i < inputs.length; i += chunk) seeded += await insertRecords(db, userId, inputs.slice(i, i + chunk));
  inputs = []; // let the generated rows go before the benchmark measures memory
  return seeded;
}
