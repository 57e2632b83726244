// The account form (issue 15): the IBAN checked inline with core's mod-97 rule, the opening
// balance read the Angolan way (negative for a debt), the bodies sent for create and edit.
import { describe, expect, it } from 'vitest';
import { type AccountDto, parseAccountDto, parseAccountsList, parseSeries } from '../src/features/dashboard/accounts/account-dto';
import {
  emptyAccountForm, formFromAccount, ibanProblem, institutionLabel, readOpeningBalance, toCreateAccountBody, toPatchAccountBody, validateAccountForm,
} from '../src/features/dashboard/accounts/account-form';
import { moneyAccountsEn } from '../src/i18n/sections/money-accounts.en';
import { moneyAccountsPt } from '../src/i18n/sections/money-accounts.pt';

const TODAY = '2026-03-15';
const GOOD = 'AO06004000001234567890167';
const BAD = 'AO06004000001234567890168';

const BAI: AccountDto = {
  id: '0b6c4a52-8e55-4d3c-9c7e-1b2a3c4d5e6f', type: 'bank', name: 'BAI', institution: 'BAI', iban: 'AO06 0040 0000 1234 5678 9016 7', number: null,
  lastDigits: '•••• 0167', currency: 'AOA', openingBalanceCents: 15_000_000 as AccountDto['openingBalanceCents'], openingDate: '2026-01-01',
  isDefault: false, archived: false, balanceCents: 15_000_000 as AccountDto['balanceCents'], kz: null, movements: 0, lastMovementAt: null,
};

describe('IBAN inline check', () => {
  it('waits until the IBAN is long enough, then names the problem', () => {
    expect(ibanProblem('AO06 0040', false)).toBeNull();
    expect(ibanProblem('AO06 0040', true)).toBe('ibanFormat');
    expect(ibanProblem(GOOD, false)).toBeNull();
    expect(ibanProblem('ao06 0040 0000 1234 5678 9016 7', false)).toBeNull();
    expect(ibanProblem(BAD, false)).toBe('ibanChecksum');
    expect(ibanProblem('PT50000201231234567890154', false)).toBe('ibanFormat');
    expect(ibanProblem('', true)).toBeNull();
  });

  it('has a message for every problem in both languages', () => {
    for (const key of Object.keys(moneyAccountsPt.errors) as (keyof typeof moneyAccountsPt.errors)[]) {
      expect(moneyAccountsEn.errors[key]).not.toBe('');
      expect(moneyAccountsEn.errors[key]).not.toBe(moneyAccountsPt.errors[key]);
    }
  });
});

describe('account form', () => {
  it('reads the opening balance: empty is zero, a minus sign is a debt', () => {
    expect(readOpeningBalance('')).toEqual({ ok: true, cents: 0 });
    expect(readOpeningBalance('150 mil')).toEqual({ ok: true, cents: 15_000_000 });
    expect(readOpeningBalance('-20.000,50')).toEqual({ ok: true, cents: -2_000_050 });
    expect(readOpeningBalance('muito')).toEqual({ ok: false, key: 'balanceInvalid' });
  });

  it('checks the fields each type has', () => {
    expect(validateAccountForm({ ...emptyAccountForm('bank'), name: ' ' }, TODAY)).toEqual({ name: 'nameRequired' });
    expect(validateAccountForm({ ...emptyAccountForm('bank'), name: 'BAI', iban: BAD }, TODAY)).toEqual({ iban: 'ibanChecksum' });
    // A wallet has no IBAN: whatever is left in that field is ignored.
    expect(validateAccountForm({ ...emptyAccountForm('mobile'), name: 'Unitel', iban: BAD }, TODAY)).toEqual({});
    expect(validateAccountForm({ ...emptyAccountForm('mobile'), name: 'Unitel', institution: 'zap' }, TODAY)).toEqual({ institution: 'providerRequired' });
    expect(validateAccountForm({ ...emptyAccountForm('mobile'), name: 'Unitel', number: '923-000' }, TODAY)).toEqual({ number: 'numberInvalid' });
    expect(validateAccountForm({ ...emptyAccountForm('cash'), name: 'Cofre', openingDate: '2026-03-16' }, TODAY)).toEqual({ openingDate: 'dateFuture' });
  });

  it('creates with the type\'s fields only, the IBAN without spaces, decimals as exact strings', () => {
    expect(toCreateAccountBody({ ...emptyAccountForm('bank'), name: ' BAI ', institution: 'BAI', iban: 'ao06 0040 0000 1234 5678 9016 7', openingBalance: '150 mil' }, TODAY)).toEqual({
      type: 'bank', name: 'BAI', currency: 'AOA', institution: 'BAI', iban: GOOD, number: null, openingBalance: '150000.00', openingDate: null,
    });
    expect(toCreateAccountBody({ ...emptyAccountForm('mobile'), name: 'Unitel', number: '923 000 000', iban: GOOD, currency: 'AOA' }, TODAY)).toEqual({
      type: 'mobile', name: 'Unitel', currency: 'AOA', institution: 'unitel-money', iban: null, number: '923 000 000', openingBalance: '0.00', openingDate: null,
    });
    expect(toCreateAccountBody({ ...emptyAccountForm('bank'), name: 'BAI', iban: BAD }, TODAY)).toBeNull();
  });

  it('edits only what changed; the formatted IBAN read back is no change', () => {
    const f = formFromAccount(BAI, 'pt');
    expect(f).toMatchObject({ name: 'BAI', openingBalance: '150000', openingDate: '2026-01-01' });
    expect(toPatchAccountBody(BAI, f, TODAY)).toEqual({});
    expect(toPatchAccountBody(BAI, { ...f, name: 'Conta BAI', openingDate: '' }, TODAY)).toEqual({ name: 'Conta BAI', openingDate: null });
    expect(toPatchAccountBody(BAI, { ...f, iban: '' }, TODAY)).toEqual({ iban: null });
  });

  it('names wallet providers by their names', () => {
    expect(institutionLabel('unitel-money')).toBe('Unitel Money');
    expect(institutionLabel('BFA')).toBe('BFA');
    expect(institutionLabel(null)).toBeNull();
  });
});

describe('accounts on the wire', () => {
  it('reads an account, its kwanza equivalent and the list; refuses a list with a broken account', () => {
    const usd = { ...BAI, id: 'u', type: 'cash', name: 'Dólares', currency: 'USD', balanceCents: 20_000, kz: { cents: 19_000_000, amount: '190000.00', rate: '950.00', rateDay: '2026-03-14', source: 'bna', fallback: true } };
    const parsed = parseAccountDto(usd);
    expect(parsed?.kz).toEqual({ cents: 19_000_000, rateMicros: 950_000_000, rateDay: '2026-03-14', source: 'bna', fallback: true });
    expect(parseAccountDto({ ...usd, kz: null })?.kz).toBeNull();
    expect(parseAccountDto({ ...usd, type: 'crypto' })).toBeUndefined();
    const list = parseAccountsList({ items: [BAI, usd], total: { kzCents: 34_000_000, kz: '340000.00', ratesUsed: [], unconverted: [{ currency: 'EUR', count: 1, cents: 500 }] } });
    expect(list?.items).toHaveLength(2);
    expect(list?.total).toEqual({ kzCents: 34_000_000, unconverted: [{ currency: 'EUR', cents: 500 }] });
    expect(parseAccountsList({ items: [BAI, { id: 'x' }] })).toBeUndefined();
  });

  it('reads the balance series as the server sends it', () => {
    expect(parseSeries({ accountId: 'a', currency: 'AOA', points: [{ day: '2026-03-14', balanceCents: 100 }, { day: '2026-03-15', balanceCents: -50 }] }))
      .toEqual([{ day: '2026-03-14', balanceCents: 100 }, { day: '2026-03-15', balanceCents: -50 }]);
    expect(parseSeries({ points: [{ day: 'ontem', balanceCents: 1 }] })).toBeUndefined();
  });
});
