// The writes on money accounts that need more than one statement to stay true under
// concurrency (issue 15): the per-person account limit, and moving the "default" flag of a
// currency from one account to another. Run them inside the caller's transaction.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { moneyAccounts, users } from './schema';
import type { DbOrTx } from './database';

/**
 * Serialises account changes of one person until the transaction ends, so two requests
 * creating the 50th account at once cannot both pass the limit. `for no key update` does not
 * block the records' foreign-key checks on the user row (they take `key share`).
 */
export async function lockAccountsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Accounts not archived. */
export async function countLiveMoneyAccounts(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(moneyAccounts)
    .where(and(eq(moneyAccounts.userId, userId), sql`${moneyAccounts.archivedAt} is null`));
  return row?.n ?? 0;
}

/**
 * Makes the account the default of its currency: the previous default loses the flag first
 * (one default per person and currency is a unique index, checked per statement). The
 * account must be live (a table check refuses an archived default).
 */
export async function makeDefaultMoneyAccount(tx: DbOrTx, userId: string, id: string, currency: string): Promise<void> {
  await tx.update(moneyAccounts).set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(moneyAccounts.userId, userId), eq(moneyAccounts.currency, currency), eq(moneyAccounts.isDefault, true), ne(moneyAccounts.id, id)));
  await tx.update(moneyAccounts).set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(moneyAccounts.userId, userId), eq(moneyAccounts.id, id)));
}

/** The accounts named, locked against archiving until the transaction ends (a record is being filed on them). */
export async function lockMoneyAccounts(tx: DbOrTx, userId: string, ids: readonly string[]): Promise<(typeof moneyAccounts.$inferSelect)[]> {
  if (ids.length === 0) return [];
  return tx.select().from(moneyAccounts)
    .where(and(eq(moneyAccounts.userId, userId), inArray(moneyAccounts.id, [...ids])))
    .for('share');
}
