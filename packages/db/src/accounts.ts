// Queries on users, profiles and subscriptions (the spec's user document, §3).
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { accounts, idempotencyKeys, profiles, recordEvents, subscriptions, users, type ReportPrefs } from './schema';
import type { Database, DbOrTx, PreparedStatement } from './database';
import { eraseAccountTraces } from './erasure';

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

/**
 * getSubscription for the per-call plan check (the plan cache's miss): one prepared statement
 * answering the row as one JSON value, so its plan is made once per connection (issue 19; on
 * PGlite planning a statement costs more than running this one). Same row, same types.
 */
const SUBSCRIPTION: PreparedStatement = {
  name: 'kumbu_subscription',
  types: ['text'],
  text: `select json_build_array(user_id, tier, status, trial, trial_start_date, trial_ends_at, expires_at, created_at, updated_at)::text
    from subscriptions where user_id = $1`,
};

export async function getSubscriptionPrepared(database: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await database.prepared(SUBSCRIPTION, [userId]);
  const json = row?.[0];
  if (json === undefined) return null;
  if (typeof json !== 'string') throw new Error('subscription: no JSON answer');
  const v: unknown = JSON.parse(json);
  if (!Array.isArray(v) || v.length !== 9) throw new Error('subscription: malformed row');
  const [id, tier, status, trial, trialStartDate, trialEndsAt, expiresAt, createdAt, updatedAt] = v as unknown[];
  if (typeof id !== 'string' || typeof tier !== 'string' || typeof status !== 'string' || typeof trial !== 'boolean') throw new Error('subscription: malformed row');
  return {
    userId: id, tier, status, trial, trialStartDate: instantOrNull(trialStartDate), trialEndsAt: instantOrNull(trialEndsAt),
    expiresAt: instantOrNull(expiresAt), createdAt: instant(createdAt), updatedAt: instant(updatedAt),
  };
}

function instant(v: unknown): Date {
  const date = typeof v === 'string' ? new Date(v) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new Error('subscription: bad timestamp');
  return date;
}
function instantOrNull(v: unknown): Date | null {
  return v === null ? null : instant(v);
}

export const TRIAL_DAYS = 7;

/** Every new account starts the 7-day free trial (DECISIONS.md). */
export async function startTrial(db: DbOrTx, userId: string, now: Date, tier = 'standard'): Promise<SubscriptionRow> {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
  return insertSubscriptionOnce(db, { userId, tier, status: 'trial', trial: true, trialStartDate: now, trialEndsAt, expiresAt: trialEndsAt });
}

/** Inserts the account's subscription unless it has one already; either way returns the stored row. */
async function insertSubscriptionOnce(db: DbOrTx, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const existing = await getSubscription(db, values.userId);
  if (!existing) throw new Error('subscription vanished during insert');
  return existing;
}

export async function markEmailVerified(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function deleteUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * Creates or completes a profile (onboarding may run after a sign-up or a phone
 * verification already made one): given fields overwrite, absent ones stay.
 */
export async function upsertProfile(db: DbOrTx, profile: NewProfile): Promise<ProfileRow> {
  const changes: PgUpdateSetSource<typeof profiles> = { language: profile.language, updatedAt: new Date() };
  if (profile.fullName !== null) changes.fullName = profile.fullName;
  if (profile.firstName != null) changes.firstName = profile.firstName;
  if (profile.lastName != null) changes.lastName = profile.lastName;
  if (profile.userName !== null) changes.userName = profile.userName;
  // Only proven numbers reach this column (decision 0016); one already there is never replaced here.
  if (profile.whatsappId !== null) changes.whatsappId = sql`coalesce(${profiles.whatsappId}, excluded.whatsapp_id)`;
  const [row] = await db.insert(profiles).values(profile)
    .onConflictDoUpdate({ target: profiles.userId, set: changes })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** An account that declined the trial: recorded on the free allowance (DECISIONS.md). */
export async function startFreeAllowance(db: DbOrTx, userId: string): Promise<SubscriptionRow> {
  return insertSubscriptionOnce(db, { userId, tier: 'basic', status: 'free', trial: false });
}

export async function updateReportPrefs(db: DbOrTx, userId: string, reportPrefs: ReportPrefs): Promise<ReportPrefs> {
  const [row] = await db.insert(profiles).values({ userId, fullName: null, userName: null, whatsappId: null, language: 'pt', reportPrefs })
    .onConflictDoUpdate({ target: profiles.userId, set: { reportPrefs, updatedAt: new Date() } })
    .returning({ reportPrefs: profiles.reportPrefs });
  if (!row) throw new Error('report prefs update returned no row');
  return row.reportPrefs;
}

/** The stored password hash of the e-mail + password login, if the account has one. */
export async function credentialPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ password: accounts.password }).from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * The better-auth user and its e-mail + password login, written directly so they can share
 * one transaction with the rest of an account (better-auth's own calls use their own
 * connection). Rows are exactly what better-auth's sign-up writes: provider "credential",
 * account id = user id, the password hashed by better-auth's hasher.
 */
export async function insertCredentialUser(db: DbOrTx, user: { id: string; accountId: string; name: string; email: string; passwordHash: string; now: Date }): Promise<void> {
  await db.insert(users).values({ id: user.id, name: user.name, email: user.email, emailVerified: false, createdAt: user.now, updatedAt: user.now });
  await db.insert(accounts).values({
    id: user.accountId, accountId: user.id, providerId: 'credential', userId: user.id, password: user.passwordHash, createdAt: user.now, updatedAt: user.now,
  });
}

/** Switches the sign-in address (after the new one proved it receives mail): verified. */
export async function changeUserEmail(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const rows = await db.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Removes a person: their WhatsApp conversation, dev-outbox copies and pending tokens
 * (erasure.ts), the user row (profile, number claim, subscription, sessions, logins and
 * records go with it by cascade), the change events those records left, and the person's
 * stored idempotent answers. Payments stay, detached (user_id set null), for 7 years
 * (retention.ts). Run it in a transaction.
 */
export async function deleteAccountData(db: DbOrTx, userId: string): Promise<void> {
  await eraseAccountTraces(db, userId);
  await db.delete(users).where(eq(users.id, userId));
  // After the cascade: deleting records fires the change-feed trigger, which writes events.
  await db.delete(recordEvents).where(eq(recordEvents.userId, userId));
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

/** The unique index a failed insert collided with (PostgreSQL 23505), or null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
