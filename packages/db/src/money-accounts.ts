// A person's money accounts (issue 15) and their balances. Every function is scoped by the
// user id; the records' account key (account_id, user_id), checked per statement (migration 0019), makes a record on someone else's
// account impossible even if a caller forgot.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { moneyAccounts } from './schema';
import type { DbOrTx } from './database';
import { dateOrNull, num, rawRows, statement } from './raw';

export type MoneyAccountRow = typeof moneyAccounts.$inferSelect;

export interface MoneyAccountInput {
  readonly type: string;
  readonly name: string;
  readonly institution?: string | null;
  readonly iban?: string | null;
  readonly number?: string | null;
  readonly currency: string;
  readonly openingBalanceCents?: number;
  readonly openingDate?: string | null;
}

export interface MoneyAccountPatch {
  readonly name?: string;
  readonly institution?: string | null;
  readonly iban?: string | null;
  readonly number?: string | null;
  readonly openingBalanceCents?: number;
  readonly openingDate?: string | null;
  readonly archived?: boolean;
}

// Cash, then banks, wallets, cards and savings: the order people think of where their money is.
const TYPE_ORDER = sql`case ${moneyAccounts.type} when 'cash' then 0 when 'bank' then 1 when 'mobile' then 2 when 'card' then 3 else 4 end`;

/** Live accounts first (defaults first, then by type and creation), archived ones last when asked for. */
export async function listMoneyAccounts(db: DbOrTx, userId: string, options: { includeArchived?: boolean } = {}): Promise<MoneyAccountRow[]> {
  const where = options.includeArchived
    ? eq(moneyAccounts.userId, userId)
    : and(eq(moneyAccounts.userId, userId), sql`${moneyAccounts.archivedAt} is null`);
  return db.select().from(moneyAccounts).where(where)
    .orderBy(sql`${moneyAccounts.archivedAt} is not null`, desc(moneyAccounts.isDefault), TYPE_ORDER, asc(moneyAccounts.createdAt), asc(moneyAccounts.name));
}

export async function getMoneyAccount(db: DbOrTx, userId: string, id: string): Promise<MoneyAccountRow | null> {
  const [row] = await db.select().from(moneyAccounts).where(and(eq(moneyAccounts.userId, userId), eq(moneyAccounts.id, id)));
  return row ?? null;
}

/** The account records in `currency` go to when they name none (created with the user for AOA). */
export async function defaultMoneyAccount(db: DbOrTx, userId: string, currency: string): Promise<MoneyAccountRow | null> {
  const [row] = await db.select().from(moneyAccounts)
    .where(and(eq(moneyAccounts.userId, userId), eq(moneyAccounts.currency, currency), eq(moneyAccounts.isDefault, true)));
  return row ?? null;
}

/** Inserts an account; null when the person already has one by that name (any case). */
export async function insertMoneyAccount(db: DbOrTx, userId: string, input: MoneyAccountInput): Promise<MoneyAccountRow | null> {
  const [row] = await db.insert(moneyAccounts).values({
    userId, type: input.type, name: input.name, institution: input.institution ?? null, iban: input.iban ?? null,
    number: input.number ?? null, currency: input.currency, openingBalanceCents: input.openingBalanceCents ?? 0,
    openingDate: input.openingDate ?? null,
    // The first account in a currency other than kwanza becomes that currency's default.
    isDefault: sql`not exists (select 1 from ${moneyAccounts} where ${moneyAccounts.userId} = ${userId} and ${moneyAccounts.currency} = ${input.currency} and ${moneyAccounts.isDefault})`,
  }).onConflictDoNothing().returning();
  return row ?? null;
}

export type UpdateAccountResult = { ok: true; row: MoneyAccountRow } | { ok: false; reason: 'not-found' | 'name-taken' | 'default-archive' };

export async function updateMoneyAccount(db: DbOrTx, userId: string, id: string, patch: MoneyAccountPatch): Promise<UpdateAccountResult> {
  const current = await getMoneyAccount(db, userId, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (patch.archived === true && current.isDefault) return { ok: false, reason: 'default-archive' };
  const set: Partial<typeof moneyAccounts.$inferInsert> = { updatedAt: new Date() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.institution !== undefined) set.institution = patch.institution;
  if (patch.iban !== undefined) set.iban = patch.iban;
  if (patch.number !== undefined) set.number = patch.number;
  if (patch.openingBalanceCents !== undefined) set.openingBalanceCents = patch.openingBalanceCents;
  if (patch.openingDate !== undefined) set.openingDate = patch.openingDate;
  if (patch.archived !== undefined) set.archivedAt = patch.archived ? (current.archivedAt ?? new Date()) : null;
  if (patch.name !== undefined && patch.name.toLowerCase() !== current.name.toLowerCase()) {
    const [clash] = await db.select({ id: moneyAccounts.id }).from(moneyAccounts)
      .where(and(eq(moneyAccounts.userId, userId), sql`lower(${moneyAccounts.name}) = lower(${patch.name})`));
    if (clash && clash.id !== id) return { ok: false, reason: 'name-taken' };
  }
  const [row] = await db.update(moneyAccounts).set(set).where(and(eq(moneyAccounts.userId, userId), eq(moneyAccounts.id, id))).returning();
  return row ? { ok: true, row } : { ok: false, reason: 'not-found' };
}

export interface AccountBalanceRow {
  readonly accountId: string;
  /** Opening balance + every movement on or after the opening date (all of them when it has none). */
  readonly balanceCents: number;
  readonly movements: number;
  readonly lastMovementAt: Date | null;
}

// Balances are kept by the records' statement triggers (migration 0013: movements_cents and
// movements_count, on or after the opening date in Luanda time), so reading them costs the
// number of accounts, not of records. The last movement comes from the two covering indexes,
// newest entry first, on either side of a transfer.
const BALANCES = statement('money_account_balances', `
  select a.id, a.opening_balance_cents + a.movements_cents as balance, a.movements_count as movements,
    greatest(
      (select max(r.occurred_at) from records r where r.user_id = a.user_id and r.account_id = a.id),
      (select max(r.occurred_at) from records r where r.user_id = a.user_id and r.to_account_id = a.id and r.kind = 'transfer')
    ) as last_at
  from money_accounts a
  where a.user_id = $1`);

interface BalanceRaw { id: string; balance: unknown; movements: unknown; last_at: unknown }

/** Balances of every account of the person (archived ones too), in each account's currency. */
export async function moneyAccountBalances(db: DbOrTx, userId: string): Promise<AccountBalanceRow[]> {
  const rows = await rawRows<BalanceRaw>(db, BALANCES, [userId]);
  return rows.map((r) => ({
    accountId: r.id,
    balanceCents: num(r.balance),
    movements: num(r.movements),
    lastMovementAt: dateOrNull(r.last_at),
  }));
}
