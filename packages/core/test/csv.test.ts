import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CSV_COLUMNS, csvCell, csvFileName, recordsToCsv } from '../src/csv';
import { toCents } from '../src/money';
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

describe('recordsToCsv', () => {
  it('writes the exact bytes: BOM, header, CRLF rows, ISO dates, machine amounts', () => {
    const csv = recordsToCsv([
      record({ kind: 'expense', category: 'Transporte', description: 'Candongueiro, ida e volta', notes: 'disse "caro"' }),
      record({ kind: 'loanGiven', amountCents: toCents(-5), currency: 'USD', party: 'Primo', category: 'Família', date: new Date(0) }),
    ]);
    expect(csv).toBe(
      '\uFEFFDate,Type,Amount,Currency,Party/Category,Description,Notes\r\n'
      + '2024-05-10T12:34:56.789Z,expense,1500.50,AOA,Transporte,"Candongueiro, ida e volta","disse ""caro"""\r\n'
      + '1970-01-01T00:00:00.000Z,loanGiven,-0.05,USD,Primo,,',
    );
    expect(CSV_COLUMNS).toEqual(['Date', 'Type', 'Amount', 'Currency', 'Party/Category', 'Description', 'Notes']);
  });
  it('is just the BOM and header without records', () => {
    expect(recordsToCsv([])).toBe('\uFEFFDate,Type,Amount,Currency,Party/Category,Description,Notes');
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
  it('records survive a round trip too (property)', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: null }), (description, notes, party) => {
      const r = record({ description, notes, party });
      const [header, row] = readCsv(recordsToCsv([r]).slice(1));
      expect(header).toEqual([...CSV_COLUMNS]);
      expect(row).toEqual(['2024-05-10T12:34:56.789Z', 'expense', '1500.50', 'AOA', party ?? '', description, notes]);
    }));
  });
});

describe('csvFileName', () => {
  it('dates the file in the user zone', () => {
    expect(csvFileName(new Date('2024-05-10T12:00:00Z'))).toBe('transactions-2024-05-10.csv');
    expect(csvFileName(new Date('2024-05-31T23:30:00Z'))).toBe('transactions-2024-06-01.csv'); // already June in Luanda
    expect(csvFileName(new Date('2024-05-31T23:30:00Z'), 'UTC')).toBe('transactions-2024-05-31.csv');
  });
});
