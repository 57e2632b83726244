import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CSV_COLUMNS, csvCell, csvFileName, csvTextCell, recordsToCsv } from '../src/csv';
import { toCents } from '../src/money';
import { RateBook, parseRate } from '../src/fx';
import { type FinanceRecord } from '../src/records';

/** A small RFC 4180 reader, written independently of csv.ts, to check what a spreadsheet would see. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; }
    else cell += ch;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

const record = (over: Partial<FinanceRecord>): FinanceRecord => ({
  id: 'x', kind: 'expense', amountCents: toCents(150050), currency: 'AOA', category: null, party: null,
  description: null, notes: null, date: new Date('2024-05-10T12:34:56.789Z'), ...over,
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'], ['', ''], ['a,b', '"a,b"'], ['say "olá"', '"say ""olá"""'], ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'], ['"', '""""'], ['Empréstimo; ok', 'Empréstimo; ok'],
  ])('%j → %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('csvTextCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+2', "'=1+2"], ['+244 923 000 000', "'+244 923 000 000"], ['-5 mil', "'-5 mil"], ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"], ['\rCR', `"'\rCR"`], ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['=a,b', `"'=a,b"`], ['Kero = 5 mil', 'Kero = 5 mil'], ['plain', 'plain'], ['', ''], [' =x', ' =x'],
  ])('%j → %j', (value, cell) => expect(csvTextCell(value)).toBe(cell));
});

describe('recordsToCsv', () => {
  it('writes the exact bytes: BOM, header, CRLF rows, Luanda days, machine amounts, party and category', () => {
    const csv = recordsToCsv([
      record({ kind: 'expense', category: 'Transporte', description: 'Candongueiro, ida e volta', notes: 'disse "caro"' }),
      record({ kind: 'loanGiven', amountCents: toCents(-5), currency: 'USD', party: 'Primo', category: 'Família', date: new Date(0) }),
    ]);
    expect(csv).toBe(
      '\uFEFFDate,Type,Amount,Currency,Party/Category,Category,Description,Notes,Account,To account,To amount,To currency,Amount (Kz)\r\n'
      + '2024-05-10,expense,1500.50,AOA,Transporte,Transporte,"Candongueiro, ida e volta","disse ""caro""",,,,,1500.50\r\n'
      // A dollar record and no rates: Amount (Kz) is empty, never 0.
      + '1970-01-01,loanGiven,-0.05,USD,Primo,Família,,,,,,,',
    );
    expect(CSV_COLUMNS).toEqual([
      'Date', 'Type', 'Amount', 'Currency', 'Party/Category', 'Category', 'Description', 'Notes',
      'Account', 'To account', 'To amount', 'To currency', 'Amount (Kz)',
    ]);
  });
  it('dates a record by its Luanda day: 23:30 UTC is already the next day there', () => {
    const late = record({ date: new Date('2026-11-30T23:30:00Z') });
    expect(recordsToCsv([late]).split('\r\n')[1]?.split(',')[0]).toBe('2026-12-01');
    expect(recordsToCsv([late], { timeZone: 'UTC' }).split('\r\n')[1]?.split(',')[0]).toBe('2026-11-30');
    expect(recordsToCsv([record({ date: new Date('2026-11-30T22:59:59Z') })]).split('\r\n')[1]?.split(',')[0]).toBe('2026-11-30');
  });
  it('labels the category with the given function, in Category and in Party/Category when there is no party', () => {
    const label = (c: string) => (c === 'transport' ? 'Transport' : c);
    const csv = recordsToCsv([record({ category: 'transport' }), record({ kind: 'debtTaken', party: 'Tio Nando', category: 'transport' })], { categoryLabel: label });
    expect(csv.split('\r\n').slice(1).map((r) => r.split(',').slice(4, 6))).toEqual([['Transport', 'Transport'], ['Tio Nando', 'Transport']]);
  });
  it('neutralises formulas in every text column and never touches Amount', () => {
    const csv = recordsToCsv([record({
      amountCents: toCents(-123400), party: '=cmd|\' /C calc\'!A0', category: '+Comida', description: '@SUM(1+1)', notes: '-2+3',
    })]);
    const [, row] = readCsv(csv.slice(1));
    // Amount (Kz) is a number like Amount: "-1234.00" stays as it is.
    expect(row).toEqual(['2024-05-10', 'expense', '-1234.00', 'AOA', "'=cmd|' /C calc'!A0", "'+Comida", "'@SUM(1+1)", "'-2+3", '', '', '', '', '-1234.00']);
  });
  it('is just the BOM and header without records', () => {
    expect(recordsToCsv([])).toBe('\uFEFFDate,Type,Amount,Currency,Party/Category,Category,Description,Notes,Account,To account,To amount,To currency,Amount (Kz)');
  });
  it('names accounts, a transfer\'s to-side, and the kwanza amount at the record\'s Luanda day rate (issue 15)', () => {
    const micros = (t: string) => parseRate(t) ?? 0;
    const rates = new RateBook([
      { currency: 'USD', day: '2026-11-09', micros: micros('900'), source: 'bna' },
      { currency: 'USD', day: '2026-11-10', micros: micros('912.34'), source: 'bna' },
    ]);
    const names = new Map([['cash', 'Carteira'], ['usd', 'Dólares, casa'], ['bai', '=BAI']]);
    const csv = recordsToCsv([
      // 23:30 UTC on the 9th is the 10th in Luanda: that day's rate.
      record({ currency: 'USD', amountCents: toCents(10_000), accountId: 'usd', date: new Date('2026-11-09T23:30:00Z') }),
      record({ currency: 'USD', amountCents: toCents(10_000), accountId: 'usd', date: new Date('2026-11-09T12:00:00Z') }),
      // Before any rate: empty, never 0.
      record({ currency: 'USD', amountCents: toCents(10_000), accountId: 'usd', date: new Date('2026-11-08T12:00:00Z') }),
      // The exchange: 100 USD for 95 000 Kz, whatever the reference rate says.
      record({ kind: 'transfer', currency: 'USD', amountCents: toCents(10_000), accountId: 'usd', transferTo: { accountId: 'cash', amountCents: toCents(9_500_000), currency: 'AOA' } }),
      record({ kind: 'transfer', amountCents: toCents(4_000_000), accountId: 'bai', transferTo: { accountId: 'cash', amountCents: toCents(4_000_000), currency: 'AOA' } }),
    ], { rates, accountName: (id) => names.get(id) ?? '' });
    expect(readCsv(csv.slice(1)).slice(1).map((r) => r.slice(8))).toEqual([
      ['Dólares, casa', '', '', '', '91234.00'],
      ['Dólares, casa', '', '', '', '90000.00'],
      ['Dólares, casa', '', '', '', ''],
      ['Dólares, casa', 'Carteira', '95000.00', 'AOA', '95000.00'],
      ["'=BAI", 'Carteira', '40000.00', 'AOA', '40000.00'],
    ]);
  });
  it('any text survives a round trip through an RFC 4180 reader (property)', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\r', '\n', ' ', 'Kz') }));
    fc.assert(fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (table) => {
      const width = table[0]?.length ?? 1;
      const rows = table.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
      const csv = rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
      expect(readCsv(csv)).toEqual(rows);
    }));
  });
  it('records survive a round trip, text never reads as a formula, amounts stay numbers (property)', () => {
    // Texts biased towards the dangerous first characters, and any amount (negative too).
    const risky = fc.oneof(fc.string(), fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([a, b]) => a + b));
    const formula = /^[=+\-@\t\r]/;
    const neutral = (s: string) => (formula.test(s) ? `'${s}` : s);
    fc.assert(fc.property(
      risky, risky, fc.option(risky, { nil: null }), fc.option(risky, { nil: null }), fc.integer({ min: -9_007_199_254_740, max: 9_007_199_254_740 }),
      (description, notes, party, category, cents) => {
        const r = record({ description, notes, party, category, amountCents: toCents(cents) });
        const [header, row] = readCsv(recordsToCsv([r]).slice(1));
        expect(header).toEqual([...CSV_COLUMNS]);
        const abs = Math.abs(cents);
        const amount = `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(row).toEqual(['2024-05-10', 'expense', amount, 'AOA', neutral(party ?? category ?? ''), neutral(category ?? ''), neutral(description), neutral(notes), '', '', '', '', amount]);
        for (const cell of row?.slice(4, 12) ?? []) expect(formula.test(cell)).toBe(false);
        expect(Number(row?.[2])).toBe(cents / 100);
      },
    ));
  });
});

describe('csvFileName', () => {
  it('names the file after the exported range (spec prefix "transactions")', () => {
    expect(csvFileName({ start: '2026-11-01', end: '2026-11-30' })).toBe('transactions-2026-11-01_2026-11-30.csv');
    expect(csvFileName({ start: '2026-11-30', end: '2026-11-01' })).toBe('transactions-2026-11-01_2026-11-30.csv');
    expect(csvFileName({ start: '2026-11-20', end: '2026-11-20' })).toBe('transactions-2026-11-20.csv');
  });
});
