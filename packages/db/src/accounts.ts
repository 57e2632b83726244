// Queries on users, profiles and subscriptions (the spec's user document, §3).
import { eq, sql } from 'drizzle-orm';
import { profiles, subscriptions, users, type ReportPrefs } from './schema';
import type { DbOrTx } from './database';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findProfileByWhatsappId(db: DbOrTx, whatsappId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.whatsappId, whatsappId));
  return row ?? null;
}

export async function findProfileByUserName(db: DbOrTx, userName: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(sql`lower(${profiles.userName})`, userName.trim().toLowerCase()));
  return row ?? null;
}

export async function getProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

export interface NewProfile {
  readonly userId: string;
  readonly fullName: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly userName: string | null;
  readonly whatsappId: string | null;
  readonly language: 'pt' | 'en';
  readonly defaultCurrency?: string;
  readonly reportPrefs?: ReportPrefs;
}

export async function insertProfile(db: DbOrTx, profile: NewProfile): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(profile).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function getSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export const TRIAL_DAYS = 7;

/** Every new account starts the 7-day free trial (DECISIONS.md). */
export async function startTrial(db: DbOrTx, userId: string, now: Date, tier = 'standard'): Promise<SubscriptionRow> {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
  const [row] = await db.insert(subscriptions)
    .values({ userId, tier, status: 'trial', trial: true, trialStartDate: now, trialEndsAt, expiresAt: trialEndsAt })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const existing = await getSubscription(db, userId);
  if (!existing) throw new Error('subscription vanished during insert');
  return existing;
}

export async function markEmailVerified(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
