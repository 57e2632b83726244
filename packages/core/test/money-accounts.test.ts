// Money accounts' pure rules (issue 15): Angolan IBANs, what lists show of numbers, and the
// account a name in a message points at.
import { describe, expect, it } from 'vitest';
import { type MoneyAccount, checkAngolanIban, findAccountByName, formatIban, lastDigits } from '../src/money-accounts';

describe('Angolan IBAN', () => {
  it('accepts real-shaped AO06 IBANs, typed with or without spaces', () => {
    expect(checkAngolanIban('AO06 0040 0000 1234 5678 9016 7')).toEqual({ ok: true, iban: 'AO06004000001234567890167' });
    expect(checkAngolanIban('ao06000600008411011310149').ok).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and other countries', () => {
    expect(checkAngolanIban('AO06004000001234567890168')).toEqual({ ok: false, reason: 'checksum' });
    expect(checkAngolanIban('AO06004000001234567891067')).toEqual({ ok: false, reason: 'checksum' });
    expect(checkAngolanIban('AO0600400000123456789016')).toEqual({ ok: false, reason: 'format' });
    expect(checkAngolanIban('PT50000201231234567890154')).toEqual({ ok: false, reason: 'format' });
    expect(checkAngolanIban('')).toEqual({ ok: false, reason: 'format' });
  });

  it('prints IBANs in groups and numbers as their last four digits', () => {
    expect(formatIban('AO06004000001234567890167')).toBe('AO06 0040 0000 1234 5678 9016 7');
    expect(lastDigits('AO06004000001234567890167')).toBe('•••• 0167');
    expect(lastDigits('923 456 789')).toBe('•••• 6789');
    expect(lastDigits(null)).toBeNull();
  });
});

describe('findAccountByName', () => {
  const acc = (id: string, name: string, extra: Partial<MoneyAccount> = {}): MoneyAccount => ({
    id, type: 'bank', name, institution: null, currency: 'AOA', isDefault: false, archived: false, ...extra,
  });
  const accounts = [
    acc('c', 'Carteira', { type: 'cash', isDefault: true }),
    acc('b', 'Conta BAI', { institution: 'BAI' }),
    acc('u', 'Unitel', { type: 'mobile', institution: 'unitel-money' }),
    acc('p', 'Poupança', { type: 'savings' }),
    acc('x', 'BFA antigo', { archived: true }),
  ];

  it('finds by exact name, any case and accents, then by words of the name or the provider', () => {
    expect(findAccountByName(accounts, 'carteira')?.id).toBe('c');
    expect(findAccountByName(accounts, 'poupanca')?.id).toBe('p');
    expect(findAccountByName(accounts, 'BAI')?.id).toBe('b');
    expect(findAccountByName(accounts, 'Unitel Money')?.id).toBe('u');
  });

  it('does not pick archived accounts, nor guess between two', () => {
    expect(findAccountByName(accounts, 'BFA antigo')).toBeNull();
    expect(findAccountByName([...accounts, acc('b2', 'BAI empresa')], 'BAI')).toBeNull();
    expect(findAccountByName(accounts, 'BIC')).toBeNull();
  });
});
