// Monthly budgets per expense category (the co-pilot's "orçamento de 50 mil para comida").
// One row per user and category key; all queries scoped by user id.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { budgets, records } from './schema';
import type { DbOrTx } from './database';

export type BudgetRow = typeof budgets.$inferSelect;

/** Sets (or replaces) the user's monthly budget for a category. */
export async function upsertBudget(db: DbOrTx, userId: string, category: string, amountCents: number, currency: string): Promise<BudgetRow> {
  const now = new Date();
  const [row] = await db.insert(budgets)
    .values({ userId, category, amountCents, currency, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [budgets.userId, budgets.category], set: { amountCents, currency, updatedAt: now } })
    .returning();
  if (!row) throw new Error('budget upsert returned no row');
  return row;
}

export async function getBudget(db: DbOrTx, userId: string, category: string): Promise<BudgetRow | null> {
  const [row] = await db.select().from(budgets).where(and(eq(budgets.userId, userId), eq(budgets.category, category)));
  return row ?? null;
}

export async function listBudgets(db: DbOrTx, userId: string): Promise<BudgetRow[]> {
  return db.select().from(budgets).where(eq(budgets.userId, userId)).orderBy(asc(budgets.createdAt), asc(budgets.category));
}


/** Removes the user's budget for a category; the removed row, or null when there was none. */
export async function deleteBudget(db: DbOrTx, userId: string, category: string): Promise<BudgetRow | null> {
  const [row] = await db.delete(budgets).where(and(eq(budgets.userId, userId), eq(budgets.category, category))).returning();
  return row ?? null;
}

export interface CategoryTotalRow { readonly category: string; readonly currency: string; readonly totalCents: number }

/**
 * The user's expenses in [from, toExclusive) summed per stored category text and currency:
 * what budgets are measured against. Summed in SQL, so a month of thousands of records
 * comes back as a few rows; matching a text to a category key is the caller's business.
 */
export async function expenseTotalsByCategory(db: DbOrTx, userId: string, from: Date, toExclusive: Date): Promise<CategoryTotalRow[]> {
  const rows = await db.select({
    category: records.category, currency: records.currency,
    totalCents: sql<string>`sum(${records.amountCents})`,
  }).from(records)
    .where(and(
      eq(records.userId, userId),
      eq(records.kind, 'expense'),
      isNotNull(records.category),
      sql`${records.occurredAt} >= ${from.toISOString()}`,
      sql`${records.occurredAt} < ${toExclusive.toISOString()}`,
    ))
    .groupBy(records.category, records.currency);
  // sum(bigint) is numeric: it arrives as a string; every sum stays within the safe bound.
  return rows.flatMap((r) => (r.category === null ? [] : [{ category: r.category, currency: r.currency, totalCents: Number(r.totalCents) }]));
}
