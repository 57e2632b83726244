// The Accounts view's figures: the stream's `accounts` event applied, the net worth in kwanza
// with its rates, and foreign balances without a rate kept apart (never summed as zero).
import { describe, expect, it } from 'vitest';
import { type AccountDto } from '../src/features/dashboard/accounts/account-dto';
import { applyBalances, netWorth, parseBalancesEvent, ratesUsed } from '../src/features/dashboard/accounts/accounts-state';
import { parseRecordDto } from '../src/features/dashboard/record-dto';

type Cents = AccountDto['balanceCents'];
function account(id: string, extra: Partial<AccountDto> = {}): AccountDto {
  return {
    id, type: 'cash', name: id, institution: null, iban: null, number: null, lastDigits: null, currency: 'AOA',
    openingBalanceCents: 0 as Cents, openingDate: null, isDefault: false, archived: false, balanceCents: 0 as Cents, kz: null,
    movements: 0, lastMovementAt: null, ...extra,
  };
}

const KZ = account('kz', { balanceCents: 5_000_000 as Cents });
const USD = account('usd', { currency: 'USD', balanceCents: 10_000 as Cents, kz: { cents: 9_500_000 as Cents, rateMicros: 950_000_000, rateDay: '2026-03-14', source: 'bna', fallback: false } });
const EUR = account('eur', { currency: 'EUR', balanceCents: 2_000 as Cents });
const OLD = account('old', { archived: true, balanceCents: 99_999 as Cents });

describe('net worth', () => {
  it('sums live accounts in kwanza, leaves archived ones and foreign ones without a rate out, and says which', () => {
    expect(netWorth([KZ, USD, EUR, OLD])).toEqual({ kzCents: 14_500_000, unconverted: [{ currency: 'EUR', cents: 2_000 }] });
    expect(ratesUsed([KZ, USD, EUR, OLD])).toEqual([{ currency: 'USD', kz: USD.kz }]);
  });
});

describe('the stream\'s accounts event', () => {
  it('reads { items: [{ id, balanceCents }] } and refuses anything else', () => {
    expect(parseBalancesEvent('{"items":[{"id":"kz","balanceCents":100}]}')).toEqual([{ id: 'kz', balanceCents: 100 }]);
    expect(parseBalancesEvent('{"items":[{"id":"kz","balanceCents":1.5}]}')).toBeUndefined();
    expect(parseBalancesEvent('nope')).toBeUndefined();
  });

  it('moves balances, the kwanza of a dollar account at the rate it showed, and names unknown accounts', () => {
    const { items, unknown } = applyBalances([KZ, USD], [{ id: 'kz', balanceCents: 1_000_000 as Cents }, { id: 'usd', balanceCents: 20_000 as Cents }, { id: 'new', balanceCents: 1 as Cents }]);
    expect(items.map((a) => a.balanceCents)).toEqual([1_000_000, 20_000]);
    expect(items[1]?.kz?.cents).toBe(19_000_000);
    expect(unknown).toEqual(['new']);
    expect(netWorth(items).kzCents).toBe(20_000_000);
  });
});

describe('records with accounts on the wire', () => {
  const base = { id: 'r', collection: 'transfers', type: 'transfer', amountCents: 10_000, amount: '100.00', currency: 'USD', date: '2026-03-10T08:30:00.000Z' };

  it('reads a transfer\'s accounts, what arrived, its rate and its kwanza equivalent', () => {
    const r = parseRecordDto({ ...base, accountId: 'usd', toAccountId: 'kz', toAmountCents: 9_500_000, toAmount: '95000.00', toCurrency: 'AOA', rate: '950.00',
      kz: { cents: 9_500_000, amount: '95000.00', rate: '950.00', rateDay: '2026-03-10', source: 'transfer', fallback: false } });
    expect(r).toMatchObject({ accountId: 'usd', toAccountId: 'kz', toAmountCents: 9_500_000, toCurrency: 'AOA', rateMicros: 950_000_000, kz: { cents: 9_500_000, rateMicros: 950_000_000 } });
  });

  it('reads a record from a server without accounts as before, and malformed new fields as absent', () => {
    const r = parseRecordDto({ ...base, collection: 'transactions', type: 'expense' });
    expect(r).toBeDefined();
    expect(r?.accountId).toBeUndefined();
    expect(r?.kz).toBeUndefined();
    const odd = parseRecordDto({ ...base, accountId: 7, toAccountId: null, rate: 'x', kz: { cents: 'many' } });
    expect(odd).toBeDefined();
    expect([odd?.accountId, odd?.toAccountId, odd?.rateMicros, odd?.kz]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
