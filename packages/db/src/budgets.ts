// Monthly budgets per expense category (the co-pilot's "orçamento de 50 mil para comida").
// One row per user and category key; all queries scoped by user id.
import { and, asc, eq } from 'drizzle-orm';
import { budgets } from './schema';
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

