// Savings goals ("meta de 500 mil para um carro até dezembro"): one row per user and name.
// All queries scoped by user id.
import { and, asc, eq, sql } from 'drizzle-orm';
import { goals } from './schema';
import type { DbOrTx } from './database';

export type GoalRow = typeof goals.$inferSelect;

export interface GoalInput { readonly name: string; readonly targetCents: number; readonly currency: string; readonly deadline: string | null }

/** Creates the goal, or updates the target and deadline of the user's goal with that name (what is saved stays). */
export async function upsertGoal(db: DbOrTx, userId: string, input: GoalInput): Promise<GoalRow> {
  const now = new Date();
  const [row] = await db.insert(goals)
    .values({ userId, ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [goals.userId, goals.name], set: { targetCents: input.targetCents, currency: input.currency, deadline: input.deadline, updatedAt: now } })
    .returning();
  if (!row) throw new Error('goal upsert returned no row');
  return row;
}

export async function listGoals(db: DbOrTx, userId: string): Promise<GoalRow[]> {
  return db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt), asc(goals.name));
}

/**
 * Adds to what is saved towards one of the user's goals; null when the goal is not theirs, or
 * when what is saved would pass `maxSavedCents` (the amount cap: beyond it sums stop being exact).
 */
export async function addToGoal(db: DbOrTx, userId: string, goalId: string, amountCents: number, maxSavedCents?: number): Promise<GoalRow | null> {
  const [row] = await db.update(goals)
    .set({ savedCents: sql`${goals.savedCents} + ${amountCents}`, updatedAt: new Date() })
    .where(and(
      eq(goals.userId, userId), eq(goals.id, goalId),
      maxSavedCents === undefined ? undefined : sql`${goals.savedCents} + ${amountCents} <= ${maxSavedCents}`,
    ))
    .returning();
  return row ?? null;
}

/** Removes one of the user's goals; the removed row, or null when it is not theirs (or gone). */
export async function deleteGoal(db: DbOrTx, userId: string, goalId: string): Promise<GoalRow | null> {
  const [row] = await db.delete(goals).where(and(eq(goals.userId, userId), eq(goals.id, goalId))).returning();
  return row ?? null;
}
