// Issue 18: "fuzzed files never crash a parser". Every fixture and development-set file, of
// every format, cut, spliced and bit-flipped, and random bytes behind each format's opening
// bytes, go through the one entry the server, the CLI and WhatsApp use (readStatementBytes,
// with no mapping and with a random column mapping) and through candidateLayouts: the answer
// is a statement whose every movement could be stored, or an ImportReadError — never another
// error. (Each reader's own fuzz sits beside it: read-csv, read-ofx, read-camt053, read-saft,
// pdf-tables, xlsx-tables; this one is the dispatcher, the mappings and the whole corpus.)
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSupportedDay } from '@kumbu/core/date-range';
import { MAX_AMOUNT_CENTS } from '@kumbu/core/money';
import { candidateLayouts, readStatementBytes } from '../src/read-statement';
import { type ColumnMapping, ImportReadError } from '../src/statement';

const FOLDERS = ['fixtures/csv/', 'fixtures/xlsx/', 'fixtures/xml/', 'fixtures/pdf/', 'devset/'];
// The 20-page PDF is read in its own tests; here it would only slow every run down.
const SLOW = new Set(['long-20-pages.pdf']);
const CORPUS: readonly Uint8Array[] = FOLDERS.flatMap((folder) => {
  const dir = new URL(`./${folder}`, import.meta.url);
  return readdirSync(dir).filter((f) => !f.endsWith('.json') && !SLOW.has(f)).sort().map((f) => new Uint8Array(readFileSync(new URL(f, dir))));
});

const text = (s: string): Uint8Array => new TextEncoder().encode(s);
/** What makes detectFormat send a file to each reader. */
const OPENINGS: readonly Uint8Array[] = [
  new Uint8Array([0x50, 0x4b, 0x03, 0x04]), text('%PDF-1.4\n'), text('OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>'), text('<?xml version="1.0"?>\n<OFX>'),
  text('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>'),
  text('<?xml version="1.0"?><AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:AO_1.01_01"><Header>'),
  new Uint8Array([0xef, 0xbb, 0xbf]), new Uint8Array([0xff, 0xfe]), new Uint8Array([0xfe, 0xff]), text('Data;Descrição;Débito;Crédito;Saldo\n'),
];

const mutated: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constantFrom(...CORPUS),
  // Cut short (a download that stopped).
  fc.tuple(fc.constantFrom(...CORPUS), fc.nat()).map(([base, n]) => base.subarray(0, n % (base.length + 1))),
  // Bytes taken out and others put in.
  fc.tuple(fc.constantFrom(...CORPUS), fc.nat(), fc.nat(300), fc.uint8Array({ maxLength: 60 }))
    .map(([base, at, cut, insert]) => { const i = at % (base.length + 1); return new Uint8Array([...base.subarray(0, i), ...insert, ...base.subarray(i + cut)]); }),
  // Bytes flipped.
  fc.tuple(fc.constantFrom(...CORPUS), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 16 }))
    .map(([base, flips]) => { const bytes = base.slice(); for (const [at, value] of flips) bytes[at % Math.max(1, bytes.length)] = value; return bytes; }),
  // A stretch repeated (rows twice, a tag opened again).
  fc.tuple(fc.constantFrom(...CORPUS), fc.nat(), fc.nat(400), fc.integer({ min: 2, max: 6 }))
    .map(([base, at, length, times]) => {
      const i = at % (base.length + 1);
      const part = base.subarray(i, i + length);
      return new Uint8Array([...base.subarray(0, i), ...Array.from({ length: times }, () => [...part]).flat(), ...base.subarray(i + length)]);
    }),
  // Random bytes behind an opening each reader recognises.
  fc.tuple(fc.constantFrom(...OPENINGS), fc.uint8Array({ maxLength: 1_500 })).map(([opening, rest]) => new Uint8Array([...opening, ...rest])),
  fc.uint8Array({ maxLength: 1_500 }),
);

const column = fc.integer({ min: 0, max: 12 });
/** Mappings the API lets through (import-schemas.ts), pointing anywhere in or past the table. */
const mapping: fc.Arbitrary<Partial<ColumnMapping>> = fc.record({
  headerRow: fc.integer({ min: -1, max: 40 }), date: column, valueDate: fc.option(column), description: fc.integer({ min: -1, max: 12 }),
  amount: fc.option(column), debit: fc.option(column), credit: fc.option(column), balance: fc.option(column), fee: fc.option(column),
  status: fc.option(column), reference: fc.option(column), counterparty: fc.option(column), currency: fc.option(column), direction: fc.option(column),
  dateOrder: fc.constantFrom('dmy' as const, 'ymd' as const, 'mdy' as const), decimalMark: fc.constantFrom(',' as const, '.' as const),
}, { requiredKeys: [] });

/** A real calendar day in the years the rest of Kumbu takes (records, ranges, exports). */
const isDay = (day: string): boolean => isSupportedDay(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A reading whose every movement could be stored as it is, or an ImportReadError. */
async function readsOrRefuses(bytes: Uint8Array, options: { mapping?: Partial<ColumnMapping> }): Promise<'read' | 'refused'> {
  const layouts = await candidateLayouts(bytes);
  expect(layouts.every((l) => typeof l === 'string')).toBe(true);
  try {
    const read = await readStatementBytes(bytes, options);
    for (const m of read.movements) {
      expect(Number.isSafeInteger(m.amountCents) && m.amountCents !== 0 && Math.abs(m.amountCents) <= MAX_AMOUNT_CENTS, JSON.stringify(m)).toBe(true);
      expect(isDay(m.date) && (m.valueDate === null || isDay(m.valueDate)), JSON.stringify(m)).toBe(true);
      expect(m.currency).toMatch(/^[A-Z]{3}$/);
      expect(m.balanceCents === null || Number.isSafeInteger(m.balanceCents)).toBe(true);
    }
    for (const b of [read.openingBalanceCents, read.closingBalanceCents]) expect(b === null || Number.isSafeInteger(b)).toBe(true);
    return 'read';
  } catch (error) {
    if (!(error instanceof ImportReadError)) throw error;
    expect(typeof error.code).toBe('string');
    return 'refused';
  }
}

describe('fuzzed statement files (every format, through readStatementBytes)', { timeout: 120_000 }, () => {
  it('the corpus holds every format', () => {
    expect(CORPUS.length).toBeGreaterThan(50);
  });

  it('mutated files and random bytes: a reading or an ImportReadError, nothing else', async () => {
    const seen = { read: 0, refused: 0 };
    await fc.assert(fc.asyncProperty(mutated, async (bytes) => { seen[await readsOrRefuses(bytes, {})]++; }), { numRuns: 400 });
    // Not vacuous: mutated files still read, random ones are refused.
    expect(seen.read).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(20);
  });

  it('the same with a random column mapping (what the mapping screen may send)', async () => {
    const seen = { read: 0, refused: 0 };
    await fc.assert(fc.asyncProperty(mutated, mapping, async (bytes, m) => { seen[await readsOrRefuses(bytes, { mapping: m })]++; }), { numRuns: 400 });
    expect(seen.read).toBeGreaterThan(5);
    expect(seen.refused).toBeGreaterThan(20);
  });
});
