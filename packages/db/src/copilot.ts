// Small queries for the WhatsApp co-pilot: the user's learned categories, the last record
// made on WhatsApp, and this month's count (the free allowance). All scoped by user id.
import { and, desc, eq, sql } from 'drizzle-orm';
import { budgets, profiles, records } from './schema';
import type { DbOrTx } from './database';
import { netInRangeSql, type RecordRow } from './records';

export async function getCategoryMemory(db: DbOrTx, userId: string): Promise<unknown> {
  const [row] = await db.select({ memory: profiles.categoryMemory }).from(profiles).where(eq(profiles.userId, userId));
  return row?.memory ?? null;
}

export async function setCategoryMemory(db: DbOrTx, userId: string, memory: unknown): Promise<void> {
  await db.update(profiles).set({ categoryMemory: memory, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export async function setProfileLanguage(db: DbOrTx, userId: string, language: string): Promise<void> {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export async function getTrialEndNoticeAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: profiles.trialEndNoticeAt }).from(profiles).where(eq(profiles.userId, userId));
  return row?.at ?? null;
}

export async function setTrialEndNoticeAt(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(profiles).set({ trialEndNoticeAt: at }).where(eq(profiles.userId, userId));
}

/** The user's most recently created record from a given source (WhatsApp undo and corrections). */
export async function lastRecordFromSource(db: DbOrTx, userId: string, source: string): Promise<RecordRow | null> {
  const [row] = await db.select().from(records)
    .where(and(eq(records.userId, userId), eq(records.source, source)))
    .orderBy(desc(records.createdAt), desc(records.id))
    .limit(1);
  return row ?? null;
}

/** How many records the user created in [from, toExclusive) (by creation time, any source). */
export async function countRecordsCreated(db: DbOrTx, userId: string, from: Date, toExclusive: Date): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(records).where(and(
    eq(records.userId, userId),
    sql`${records.createdAt} >= ${from.toISOString()}`,
    sql`${records.createdAt} < ${toExclusive.toISOString()}`,
  ));
  return Number(row?.n ?? 0);
}

/** What a WhatsApp record's reply needs besides the record: the month's net and the category's budget. */
export interface RecordReplyFacts {
  /** income − expense in `currency` over the range (netInRangeSql). */
  readonly netCents: number;
  /** The budget for `category`, when the user has one. */
  readonly budget: { readonly amountCents: number; readonly currency: string } | null;
}

/**
 * Both facts in one round trip (the co-pilot's reply to every recorded expense needs them,
 * and round trips are most of a message's cost). `category` null: no budget is looked up.
 */
export async function recordReplyFacts(
  db: DbOrTx, userId: string, range: { readonly from: Date; readonly toExclusive: Date }, currency: string, category: string | null,
): Promise<RecordReplyFacts> {
  const [row] = await db.select({
    net: netInRangeSql(userId, range.from, range.toExclusive, currency),
    budgetCents: budgets.amountCents,
    budgetCurrency: budgets.currency,
  }).from(sql`(select 1) as one`)
    .leftJoin(budgets, category === null ? sql`false` : and(eq(budgets.userId, userId), eq(budgets.category, category)));
  return {
    netCents: Number(row?.net ?? 0),
    budget: row && row.budgetCents !== null && row.budgetCurrency !== null ? { amountCents: row.budgetCents, currency: row.budgetCurrency } : null,
  };
}
