import { describe, it, expect } from 'vitest';
import {
  COLLECTIONS, KINDS_BY_COLLECTION, RECORD_KINDS, RECORD_KIND_LABELS, collectionForKind, kindLabel, normaliseRecord,
  parseRecordKind, readDate,
} from '../src/records';

const base = { id: 'r1', type: 'expense', amount: 1500, date: '2024-05-10T12:00:00.000Z' };

describe('kinds and collections', () => {
  it('parses kinds case-insensitively', () => {
    expect(parseRecordKind('DEBTTAKEN')).toBe('debtTaken');
    expect(parseRecordKind('loanreceivedpayment')).toBe('loanReceivedPayment');
    expect(parseRecordKind(' Income ')).toBe('income');
    expect(parseRecordKind('TRANSFER')).toBe('transfer');
    expect(parseRecordKind('transferencia')).toBeNull();
    expect(parseRecordKind('')).toBeNull();
  });
  it('maps each kind to its collection, and back', () => {
    expect(collectionForKind('income')).toBe('transactions');
    expect(collectionForKind('expense')).toBe('transactions');
    expect(collectionForKind('debtTaken')).toBe('debts');
    expect(collectionForKind('debtPaid')).toBe('debts');
    expect(collectionForKind('loanGiven')).toBe('loansGiven');
    expect(collectionForKind('loanReceivedPayment')).toBe('loansGiven');
    for (const c of COLLECTIONS) for (const k of KINDS_BY_COLLECTION[c]) expect(collectionForKind(k)).toBe(c);
    expect(COLLECTIONS.flatMap((c) => KINDS_BY_COLLECTION[c]).sort()).toEqual([...RECORD_KINDS].sort());
  });
  it('labels kinds in both languages', () => {
    expect(kindLabel('income', 'pt')).toBe('Receita');
    expect(kindLabel('income', 'en')).toBe('Income');
    expect(kindLabel('expense', 'pt')).toBe('Despesa');
    expect(kindLabel('expense', 'en')).toBe('Expense');
    expect(kindLabel('debtTaken', 'pt')).toBe('Dívida contraída');
    expect(kindLabel('debtTaken', 'en')).toBe('Debt taken');
    expect(kindLabel('debtPaid', 'pt')).toBe('Dívida paga');
    expect(kindLabel('debtPaid', 'en')).toBe('Debt paid');
    expect(kindLabel('loanGiven', 'pt')).toBe('Empréstimo concedido');
    expect(kindLabel('loanGiven', 'en')).toBe('Loan given');
    expect(kindLabel('loanReceivedPayment', 'pt')).toBe('Reembolso recebido');
    expect(kindLabel('loanReceivedPayment', 'en')).toBe('Loan repayment received');
    for (const k of RECORD_KINDS) expect(RECORD_KIND_LABELS[k].pt && RECORD_KIND_LABELS[k].en).toBeTruthy();
  });
});

describe('normaliseRecord', () => {
  it('reads a clean record', () => {
    expect(normaliseRecord({ ...base, category: ' Transporte ', party: 'Candongueiro', description: 'ida', notes: '' })).toEqual({
      id: 'r1', kind: 'expense', amountCents: 150000, currency: 'AOA', category: 'Transporte', party: 'Candongueiro',
      description: 'ida', notes: null, date: new Date('2024-05-10T12:00:00.000Z'),
    });
  });
  it('accepts the amount as a number or a numeric string', () => {
    expect(normaliseRecord({ ...base, amount: 5000.5 })?.amountCents).toBe(500050);
    expect(normaliseRecord({ ...base, amount: '5000.5' })?.amountCents).toBe(500050);
    expect(normaliseRecord({ ...base, amount: ' 1e3 ' })?.amountCents).toBe(100000);
    expect(normaliseRecord({ ...base, amount: '5.000' })?.amountCents).toBe(500); // a machine number, as Number() reads it
    expect(normaliseRecord({ ...base, amount: '5 000,50' })?.amountCents).toBe(500050); // a human one
    expect(normaliseRecord({ ...base, amount: 0.1 + 0.2 })?.amountCents).toBe(30);
    // Legacy floats with more decimals are rounded to the cêntimo, not dropped.
    expect(normaliseRecord({ ...base, amount: 1234.567 })?.amountCents).toBe(123457);
    expect(normaliseRecord({ ...base, amount: '-0.001' })?.amountCents).toBe(0);
  });
  it('ignores records whose amount is non-finite or unreadable', () => {
    for (const amount of [Number.NaN, Infinity, -Infinity, 'abc', '', null, undefined, {}, 'Infinity', '1e400', 1e300]) {
      expect(normaliseRecord({ ...base, amount })).toBeNull();
    }
  });
  it('reads the type case-insensitively, ignores unknown types', () => {
    expect(normaliseRecord({ ...base, type: 'LOANGIVEN' })?.kind).toBe('loanGiven');
    expect(normaliseRecord({ ...base, type: 'gift' })).toBeNull();
    expect(normaliseRecord({ ...base, type: 3 })).toBeNull();
    const { type: _t, ...noType } = base;
    expect(normaliseRecord({ ...noType, kind: 'income' })?.kind).toBe('income');
  });
  it('defaults the currency to AOA and refuses unknown ones', () => {
    expect(normaliseRecord(base)?.currency).toBe('AOA');
    expect(normaliseRecord({ ...base, currency: '' })?.currency).toBe('AOA');
    expect(normaliseRecord({ ...base, currency: 'usd' })?.currency).toBe('USD');
    expect(normaliseRecord({ ...base, currency: 'EUR' })?.currency).toBe('EUR');
    expect(normaliseRecord({ ...base, currency: 'Kz' })?.currency).toBe('AOA');
    expect(normaliseRecord({ ...base, currency: 'GBP' })).toBeNull();
  });
  it('takes the date from date, timestamp, createdAt or created_at, in that order', () => {
    const { date: _d, ...noDate } = base;
    const iso = '2024-01-02T03:04:05.000Z';
    const ms = Date.parse(iso);
    expect(normaliseRecord({ ...noDate, timestamp: ms })?.date.toISOString()).toBe(iso);
    expect(normaliseRecord({ ...noDate, createdAt: iso })?.date.toISOString()).toBe(iso);
    expect(normaliseRecord({ ...noDate, created_at: new Date(ms) })?.date.toISOString()).toBe(iso);
    expect(normaliseRecord({ ...noDate, date: iso, timestamp: 0, createdAt: 0 })?.date.toISOString()).toBe(iso);
    expect(normaliseRecord({ ...noDate, timestamp: iso, createdAt: '2020-01-01' })?.date.toISOString()).toBe(iso);
    // An unreadable earlier field falls through to the next one.
    expect(normaliseRecord({ ...noDate, date: 'not a date', createdAt: iso })?.date.toISOString()).toBe(iso);
    expect(normaliseRecord(noDate)).toBeNull();
  });
  it('reads stored timestamp objects', () => {
    const { date: _d, ...noDate } = base;
    expect(normaliseRecord({ ...noDate, timestamp: { seconds: 1_700_000_000, nanoseconds: 123_456_789 } })?.date.toISOString())
      .toBe('2023-11-14T22:13:20.123Z');
    expect(normaliseRecord({ ...noDate, createdAt: { _seconds: 1_700_000_000, _nanoseconds: 0 } })?.date.toISOString())
      .toBe('2023-11-14T22:13:20.000Z');
    expect(normaliseRecord({ ...noDate, date: { seconds: 1_700_000_000 } })?.date.getTime()).toBe(1_700_000_000_000);
    expect(normaliseRecord({ ...noDate, date: { seconds: '1700000000' } })).toBeNull();
  });
  it('readDate handles every form and refuses junk', () => {
    expect(readDate('1700000000000')?.getTime()).toBe(1_700_000_000_000);
    expect(readDate(new Date(Number.NaN))).toBeNull();
    expect(readDate(Number.NaN)).toBeNull();
    expect(readDate('')).toBeNull();
    expect(readDate(true)).toBeNull();
    expect(readDate(null)).toBeNull();
  });
  it('keeps ids, tolerates missing text fields and refuses non-objects', () => {
    expect(normaliseRecord({ ...base, id: 42 })?.id).toBe('42');
    expect(normaliseRecord({ ...base, id: undefined })?.id).toBe('');
    expect(normaliseRecord({ ...base, category: 5, party: null })).toMatchObject({ category: null, party: null });
    expect(normaliseRecord(null)).toBeNull();
    expect(normaliseRecord('expense')).toBeNull();
    expect(normaliseRecord([])).toBeNull();
  });
});
