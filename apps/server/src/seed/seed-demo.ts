// The demo account: created once, with six months of data, when asked (`kumbu seed --demo`)
// or when `npm start` finds an empty database. Never in production: its password is public.
import { count, eq, sql } from 'drizzle-orm';
import { users } from '@kumbu/db/schema';
import { findUserByEmail } from '@kumbu/db/accounts';
import { insertRecords, type RecordInput } from '@kumbu/db/records';
import { defaultMoneyAccount, insertMoneyAccount, updateMoneyAccount } from '@kumbu/db/money-accounts';
import { fxRates } from '@kumbu/db/schema';
import { rateToDecimal } from '@kumbu/core/fx';
import type { Db } from '@kumbu/db/database';
import type { Auth } from '../auth/auth';
import type { RunMode } from '../config';
import { createAccount } from '../accounts/create-account';
import { DEMO_ACCOUNTS, type DemoAccount, demoRates, demoRecords } from './demo-data';

export const DEMO_LOGIN = { email: 'demo@kumbu.ao', password: 'kumbu-demo-2026' } as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Why the demo account may not be created in this mode, or null when it may. */
export function demoRefusal(mode: RunMode): string | null {
  return mode === 'production'
    ? `The demo account (${DEMO_LOGIN.email}) is never created in production: its password is public. `
      + 'NODE_ENV is production (the default when DATABASE_URL names a PostgreSQL server); give NODE_ENV=development to try Kumbu with it.'
    : null;
}

export interface SeedResult {
  readonly created: boolean;
  readonly records: number;
  /** Set when the mode forbids the demo account (demoRefusal): nothing was written. */
  readonly refused?: string;
}

/** The demo account's creation instant: one day before its oldest record. */
export function demoCreatedAt(oldestRecord: Date): Date {
  return new Date(oldestRecord.getTime() - 24 * 60 * 60 * 1000);
}

/** Creates the demo account unless it exists or the mode forbids it; returns how many records were added. */
export async function seedDemo(db: Db, auth: Auth, now: Date, mode: RunMode): Promise<SeedResult> {
  const refused = demoRefusal(mode);
  if (refused) return { created: false, records: 0, refused };
  if (await findUserByEmail(db, DEMO_LOGIN.email)) return { created: false, records: 0 };
  const { userId } = await createAccount(db, auth, {
    email: DEMO_LOGIN.email, password: DEMO_LOGIN.password, fullName: 'Ana Kiame Domingos',
    userName: 'anakiame', whatsapp: '+244 923 456 789', language: 'pt', verified: true,
  }, now);
  const demo = demoRecords(now);
  // One transaction: the demo appears whole or not at all.
  await db.transaction(async (tx) => {
    const ids = new Map<DemoAccount, string>();
    const cash = await defaultMoneyAccount(tx, userId, 'AOA');
    if (!cash) throw new Error('the demo user has no Carteira');
    ids.set('cash', cash.id);
    const firstDay = demo[0]?.occurredAt.toISOString().slice(0, 10) ?? null;
    await updateMoneyAccount(tx, userId, cash.id, { openingBalanceCents: DEMO_ACCOUNTS.cash.openingBalanceCents, openingDate: firstDay });
    for (const [key, spec] of Object.entries(DEMO_ACCOUNTS) as [DemoAccount, (typeof DEMO_ACCOUNTS)[DemoAccount]][]) {
      if (!('type' in spec)) continue;
      const row = await insertMoneyAccount(tx, userId, { ...spec, openingDate: spec.openingBalanceCents === 0 ? null : firstDay });
      if (!row) throw new Error(`demo account ${spec.name} exists already`);
      ids.set(key, row.id);
    }
    const idOf = (key: DemoAccount): string => {
      const id = ids.get(key);
      if (!id) throw new Error(`no demo account ${key}`);
      return id;
    };
    const records: RecordInput[] = demo.map(({ account, to, ...record }) => ({
      ...record, accountId: idOf(account),
      ...(to ? { transfer: { toAccountId: idOf(to.account), toAmountCents: to.amountCents, rate: to.rate } } : {}),
    }));
    for (let i = 0; i < records.length; i += 500) await insertRecords(tx, userId, records.slice(i, i + 500));
    // Made-up but plausible rates so the demo's dollars show in kwanza; never over a stored rate.
    const rates = demoRates(now).map((r) => ({ currency: r.currency, day: r.day, rate: rateToDecimal(r.micros), source: 'demo' }));
    for (let i = 0; i < rates.length; i += 500) await tx.insert(fxRates).values(rates.slice(i, i + 500)).onConflictDoNothing();
    // Settings' "Conta criada em" matches the history: the account opened the day before its oldest record.
    const oldest = demo[0]?.occurredAt;
    if (oldest) await tx.update(users).set({ createdAt: demoCreatedAt(oldest) }).where(eq(users.id, userId));
  });
  const records = demo;
  // PGlite runs no autovacuum: refresh the planner's statistics after a bulk load.
  await db.execute(sql`analyze records`);
  return { created: true, records: records.length };
}
