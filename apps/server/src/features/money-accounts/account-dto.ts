// The wire form of a money account (docs/money-accounts-api.md) and the person's net worth in
// kwanza. A foreign account's kwanza equivalent uses the latest rate on or before today (and
// says its day); an account with no rate at all is listed under `unconverted`, never summed
// as zero.
import { formatIban, isAccountType, lastDigits, type AccountType } from '@kumbu/core/money-accounts';
import { isForeignCurrency, convertCents, type DayRate, type RateBook, type RatesUsed, type Unconverted, type ForeignCurrency } from '@kumbu/core/fx';
import { centsToDecimal, isCurrency, saturatingCents, toCents, type Currency } from '@kumbu/core/money';
import type { AccountBalanceRow, MoneyAccountRow } from '@kumbu/db/money-accounts';
import { toKzDto, type KzDto } from './rate-book';

export interface AccountDto {
  readonly id: string;
  readonly type: AccountType;
  readonly name: string;
  readonly institution: string | null;
  /** Grouped by four ("AO06 0040 …"), or null. */
  readonly iban: string | null;
  readonly number: string | null;
  /** "•••• 1234" of the number, else of the IBAN. */
  readonly lastDigits: string | null;
  readonly currency: Currency;
  readonly openingBalanceCents: number;
  readonly openingBalance: string;
  readonly openingDate: string | null;
  readonly isDefault: boolean;
  readonly archived: boolean;
  readonly balanceCents: number;
  readonly balance: string;
  /** The balance in kwanza at the latest rate; null for kwanza accounts and when there is no rate. */
  readonly kz: KzDto | null;
  readonly movements: number;
  readonly lastMovementAt: string | null;
}

export interface AccountsTotalDto {
  /** Live accounts only: kwanza balances plus every foreign balance that has a rate. */
  readonly kzCents: number;
  readonly kz: string;
  readonly ratesUsed: RatesUsed[];
  readonly unconverted: Unconverted[];
}

const NO_MOVES: Omit<AccountBalanceRow, 'accountId'> = { balanceCents: 0, movements: 0, lastMovementAt: null };

export function toAccountDto(row: MoneyAccountRow, balance: Omit<AccountBalanceRow, 'accountId'> | undefined, book: RateBook, today: string): AccountDto {
  const b = balance ?? { ...NO_MOVES, balanceCents: row.openingBalanceCents };
  const balanceCents = saturatingCents(b.balanceCents);
  const currency: Currency = isCurrency(row.currency) ? row.currency : 'AOA';
  const found = isForeignCurrency(currency) ? book.find(currency, today) : null;
  return {
    id: row.id,
    type: isAccountType(row.type) ? row.type : 'cash',
    name: row.name,
    institution: row.institution,
    iban: row.iban ? formatIban(row.iban) : null,
    number: row.number,
    lastDigits: lastDigits(row.number ?? row.iban),
    currency,
    openingBalanceCents: row.openingBalanceCents,
    openingBalance: centsToDecimal(toCents(row.openingBalanceCents)),
    openingDate: row.openingDate,
    isDefault: row.isDefault,
    archived: row.archivedAt !== null,
    balanceCents,
    balance: centsToDecimal(balanceCents),
    kz: found ? toKzDto(convertCents(balanceCents, found.rate.micros), found) : null,
    movements: b.movements,
    lastMovementAt: b.lastMovementAt?.toISOString() ?? null,
  };
}

/** Net worth in kwanza over the live accounts given, with the rates it used and what had none. */
export function accountsTotal(accounts: readonly AccountDto[], book: RateBook, today: string): AccountsTotalDto {
  let total = 0n;
  const used = new Map<ForeignCurrency, { rate: DayRate; fallbacks: number }>();
  const missing = new Map<ForeignCurrency, { count: number; cents: bigint }>();
  for (const a of accounts) {
    if (a.archived) continue;
    if (!isForeignCurrency(a.currency)) { total += BigInt(a.balanceCents); continue; }
    const found = book.find(a.currency, today);
    if (found) {
      total += BigInt(convertCents(a.balanceCents, found.rate.micros));
      const fallbacks = (used.get(a.currency)?.fallbacks ?? 0) + (found.fallback ? 1 : 0);
      used.set(a.currency, { rate: found.rate, fallbacks });
    } else {
      const entry = missing.get(a.currency) ?? { count: 0, cents: 0n };
      missing.set(a.currency, { count: entry.count + 1, cents: entry.cents + BigInt(a.balanceCents) });
    }
  }
  const kzCents = saturatingCents(total);
  return {
    kzCents,
    kz: centsToDecimal(kzCents),
    // Every account of a currency is converted at the same (latest) rate.
    ratesUsed: [...used.entries()].map(([currency, u]) => ({
      currency, rates: [u.rate], minMicros: u.rate.micros, maxMicros: u.rate.micros, fallbackCount: u.fallbacks,
    })),
    unconverted: [...missing.entries()].map(([currency, m]) => ({ currency, count: m.count, cents: saturatingCents(m.cents) })),
  };
}
