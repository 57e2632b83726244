// The Accounts view's figures as pure functions: the live `accounts` stream event applied to
// the list (balances, and their kwanza at the rate already shown), the net worth, and which
// rates it used. No React, no network: unit-tested (apps/web/test/accounts-state.test.ts).
import { convertCents, isForeignCurrency, type ForeignCurrency } from '@kumbu/core/fx';
import { type Cents, isCents, saturatingCents } from '@kumbu/core/money';
import { isObject, isString } from '../../../shared/guards';
import { type KzEquivalent } from '../kz-equivalent';
import { type AccountDto, type AccountsTotal, type Unconverted } from './account-dto';

export interface BalanceUpdate {
  readonly id: string;
  readonly balanceCents: Cents;
}

/** The `accounts` event's data: `{ items: [{ id, balanceCents }] }`; undefined when malformed. */
export function parseBalancesEvent(data: string): readonly BalanceUpdate[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
  if (!isObject(value) || !Array.isArray(value.items)) return undefined;
  const out: BalanceUpdate[] = [];
  for (const item of value.items as readonly unknown[]) {
    if (!isObject(item) || !isString(item.id) || !isCents(item.balanceCents)) return undefined;
    out.push({ id: item.id, balanceCents: item.balanceCents });
  }
  return out;
}

/**
 * New balances applied to the accounts: a foreign account's kwanza follows at the rate it
 * already showed (the same rate the server used). `unknown` lists ids not in the list (an
 * account made elsewhere): the caller reloads then.
 */
export function applyBalances(items: readonly AccountDto[], updates: readonly BalanceUpdate[]): { items: AccountDto[]; unknown: string[] } {
  const byId = new Map(updates.map((u) => [u.id, u.balanceCents]));
  const known = new Set(items.map((a) => a.id));
  const next = items.map((a) => {
    const balanceCents = byId.get(a.id);
    if (balanceCents === undefined || balanceCents === a.balanceCents) return a;
    const kz: KzEquivalent | null = a.kz && a.kz.rateMicros !== null ? { ...a.kz, cents: convertCents(balanceCents, a.kz.rateMicros) } : a.kz;
    return { ...a, balanceCents, kz };
  });
  return { items: next, unknown: updates.filter((u) => !known.has(u.id)).map((u) => u.id) };
}

/** The net worth of the live accounts in kwanza, and the foreign balances that had no rate. */
export function netWorth(items: readonly AccountDto[]): AccountsTotal {
  let total = 0n;
  const missing = new Map<ForeignCurrency, bigint>();
  for (const a of items) {
    if (a.archived) continue;
    if (!isForeignCurrency(a.currency)) total += BigInt(a.balanceCents);
    else if (a.kz) total += BigInt(a.kz.cents);
    else missing.set(a.currency, (missing.get(a.currency) ?? 0n) + BigInt(a.balanceCents));
  }
  const unconverted: Unconverted[] = [...missing.entries()].map(([currency, cents]) => ({ currency, cents: saturatingCents(cents) }));
  return { kzCents: saturatingCents(total), unconverted };
}

export interface RateUsed {
  readonly currency: ForeignCurrency;
  readonly kz: KzEquivalent;
}

/** One rate per foreign currency among the live accounts (all of a currency use the same, the latest). */
export function ratesUsed(items: readonly AccountDto[]): RateUsed[] {
  const seen = new Map<ForeignCurrency, KzEquivalent>();
  for (const a of items) {
    if (a.archived || !isForeignCurrency(a.currency) || !a.kz || seen.has(a.currency)) continue;
    seen.set(a.currency, a.kz);
  }
  return [...seen.entries()].map(([currency, kz]) => ({ currency, kz })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Account names by id, archived ones too (old transfers still name them). */
export function accountNames(items: readonly AccountDto[]): ReadonlyMap<string, string> {
  return new Map(items.map((a) => [a.id, a.name]));
}
