import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readSaft } from '../src/saft/read-saft';
import { ImportReadError } from '../src/statement';
import { fixtureText } from './xml-fixture';

const SAFT = fixtureText('saft-ao-mukanda.xml');

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof ImportReadError) return e.code;
    throw e;
  }
  return undefined;
}

describe('readSaft', () => {
  const r = readSaft(SAFT);

  it('reads the company as the account, without balances', () => {
    expect(r.format).toBe('saft');
    expect(r.kind).toBe('saft');
    expect(r.account).toEqual({ institution: 'Mukanda Consultoria, Lda', iban: null, wallet: '5417000000', currency: 'AOA' });
    expect(r.openingBalanceCents).toBeNull();
    expect(r.closingBalanceCents).toBeNull();
    expect(r.warnings).toEqual([]);
    expect([r.mapping, r.headers, r.layout, r.pages]).toEqual([null, null, null, null]);
  });

  it('makes one movement per valid invoice, sales in and purchases out, credit notes turned around, by date', () => {
    expect(r.movements.map((m) => [m.date, m.amountCents, m.description, m.counterparty, m.reference, m.place.line])).toEqual([
      ['2024-03-04', 57000000, 'FT FT2024/123 · Hotel Baía Azul, SA', 'Hotel Baía Azul, SA', 'FT FT2024/123', 76],
      ['2024-03-06', 1140000, 'FR FR2024/45 · Consumidor final', 'Consumidor final', 'FR FR2024/45', 110],
      ['2024-03-10', -4560000, 'FT 2024/881 · Papelaria Kimbundu, Lda', 'Papelaria Kimbundu, Lda', 'FT 2024/881', 284],
      ['2024-03-12', -11400000, 'NC NC2024/7 · Hotel Baía Azul, SA', 'Hotel Baía Azul, SA', 'NC NC2024/7', 178],
      ['2024-03-15', -2850000, 'FR A/2024/10022 · Unitel, SA (fictícia)', 'Unitel, SA (fictícia)', 'FR A/2024/10022', 297],
      ['2024-03-18', 570000, 'NC 2024/12 · Papelaria Kimbundu, Lda', 'Papelaria Kimbundu, Lda', 'NC 2024/12', 310],
      // GrossTotal 1000000.004 → 1 000 000,00; the document was in dollars, said in the description.
      ['2024-03-20', 100000000, 'FT FT2024/125 · Lusitânia Engenharia & Obras, Lda · USD 1200.00', 'Lusitânia Engenharia & Obras, Lda', 'FT FT2024/125', 212],
      // 85500.005 → 85 500,01: half a cêntimo rounds away from zero.
      ['2024-03-28', 8550001, 'FT FT2024/126 · Escola Primária Sol Nascente', 'Escola Primária Sol Nascente', 'FT FT2024/126', 247],
    ]);
    for (const m of r.movements) {
      expect(m.currency).toBe('AOA');
      expect(m.valueDate).toBeNull();
      expect(m.balanceCents).toBeNull();
      expect(m.role).toBe('movement');
    }
  });

  it('leaves the cancelled invoice out', () => {
    expect(r.movements.some((m) => m.reference === 'FT FT2024/124')).toBe(false);
  });

  it('carries the invoice: number, sale or purchase, party and tax number (none for consumidor final)', () => {
    expect(r.movements.map((m) => m.invoice)).toEqual([
      { number: 'FT FT2024/123', type: 'sale', party: 'Hotel Baía Azul, SA', partyTaxId: '5401111111' },
      { number: 'FR FR2024/45', type: 'sale', party: 'Consumidor final', partyTaxId: null },
      { number: 'FT 2024/881', type: 'purchase', party: 'Papelaria Kimbundu, Lda', partyTaxId: '5403333333' },
      { number: 'NC NC2024/7', type: 'sale', party: 'Hotel Baía Azul, SA', partyTaxId: '5401111111' },
      { number: 'FR A/2024/10022', type: 'purchase', party: 'Unitel, SA (fictícia)', partyTaxId: '5404444444' },
      { number: 'NC 2024/12', type: 'purchase', party: 'Papelaria Kimbundu, Lda', partyTaxId: '5403333333' },
      { number: 'FT FT2024/125', type: 'sale', party: 'Lusitânia Engenharia & Obras, Lda', partyTaxId: 'PT500000000' },
      { number: 'FT FT2024/126', type: 'sale', party: 'Escola Primária Sol Nascente', partyTaxId: '5402222222' },
    ]);
  });

  it('refuses a DTD or entity declaration before parsing (XXE)', () => {
    const xxe = SAFT.replace('<AuditFile', '<!DOCTYPE AuditFile [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<AuditFile');
    expect(codeOf(() => readSaft(xxe))).toBe('bad_xml');
    try {
      readSaft(xxe);
    } catch (e) {
      expect((e as ImportReadError).place).toEqual({ line: 2 });
    }
  });

  it('refuses malformed XML, a file that is not SAF-T and a header in another currency', () => {
    expect(codeOf(() => readSaft(SAFT.replace('</Header>', '')))).toBe('bad_xml');
    expect(codeOf(() => readSaft('<Document><BkToCstmrStmt/></Document>'))).toBe('bad_xml');
    expect(codeOf(() => readSaft(SAFT.replace('<CurrencyCode>AOA</CurrencyCode>\n    <DateCreated>', '<CurrencyCode>BRL</CurrencyCode>\n    <DateCreated>')))).toBe('unsupported_currency');
  });

  it('says which invoice cannot be read', () => {
    const bad = SAFT.replace('<GrossTotal>570000.00</GrossTotal>', '<GrossTotal>quinhentos</GrossTotal>');
    try {
      readSaft(bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ImportReadError);
      expect((e as ImportReadError).code).toBe('bad_row');
      expect((e as ImportReadError).place).toEqual({ line: 76 });
    }
  });

  it('fuzz: arbitrary text and mutated files throw nothing but ImportReadError', () => {
    const onlyReadErrors = (text: string): void => {
      try {
        readSaft(text);
      } catch (e) {
        if (!(e instanceof ImportReadError)) throw e;
      }
    };
    fc.assert(fc.property(fc.string({ maxLength: 300 }), onlyReadErrors), { numRuns: 200 });
    fc.assert(fc.property(fc.nat(SAFT.length), fc.nat(200), fc.string({ maxLength: 20 }), (at, cut, insert) => {
      onlyReadErrors(SAFT.slice(0, at) + insert + SAFT.slice(at + cut));
    }), { numRuns: 200 });
  });
});
