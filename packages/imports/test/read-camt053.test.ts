import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCamt053 } from '../src/camt/read-camt053';
import { ImportReadError } from '../src/statement';
import { fixtureText, readError } from './xml-fixture';

const V02 = fixtureText('camt053-v02-bai.xml');
const V08 = fixtureText('camt053-v08-bfa.xml');

describe('readCamt053: 001.02', () => {
  const r = readCamt053(V02);

  it('reads the account, the bank (by its short name) and both balances', () => {
    expect(r.format).toBe('camt053');
    expect(r.kind).toBe('bank');
    expect(r.account).toEqual({ institution: 'BAI', iban: 'AO06004000009876543210987', wallet: null, currency: 'AOA' });
    expect(r.openingBalanceCents).toBe(15000000);
    expect(r.closingBalanceCents).toBe(38145050);
    expect([r.mapping, r.headers, r.layout, r.pages]).toEqual([null, null, null, null]);
  });

  it('reads booked entries exactly: reversal flipped, parties by side, several Ustrd joined', () => {
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents, m.description, m.counterparty, m.reference, m.place.line])).toEqual([
      ['2024-03-01', '2024-03-01', 30000000, 'Salário de Março 2024 Ref. colaborador 117 · TRF RECEBIDA', 'Kianda Serviços & Logística Lda', 'BAI240301TRF0001', 30],
      ['2024-03-05', '2024-03-05', -4500000, 'Propina Março', 'Colégio Ngola Kiluanje', 'BAI240305PAG0002', 54],
      ['2024-03-12', '2024-03-11', -2254950, 'COMPRA TPA SHOPRITE MORRO BENTO', null, 'BAI240312TPA0003', 72],
      // DBIT with RvslInd true: the school's debit undone, money back in.
      ['2024-03-15', '2024-03-15', 4500000, 'ESTORNO PAGAMENTO PROPINA', 'Colégio Ngola Kiluanje', 'BAI240315EST0004', 82],
      ['2024-03-18', '2024-03-18', -4500000, 'Propina Março (2.ª tentativa)', 'Colégio Ngola Kiluanje', 'BAI240318PAG0005', 100],
      ['2024-03-31', '2024-03-31', -100000, 'COMISSÃO MANUTENÇÃO', null, 'BAI240331COM0006', 117],
    ]);
    expect(r.movements.every((m) => m.currency === 'AOA' && m.balanceCents === null && m.role === 'movement')).toBe(true);
  });

  it('skips the pending entry with a warning, and the balances add up', () => {
    expect(r.warnings).toEqual([{ code: 'row_skipped_pending', place: { line: 127 }, params: { status: 'PDNG' } }]);
  });

  it('warns when opening + movements ≠ closing', () => {
    const off = readCamt053(V02.replace('381450.50', '381450.51'));
    expect(off.warnings.map((w) => w.code)).toContain('balance_mismatch');
  });
});

describe('readCamt053: 001.08 with a namespace prefix and two accounts', () => {
  const r = readCamt053(V08);

  it('reads Othr/Id as the account number, the BIC as the bank (BFMXAO… is BFA), PRCD as opening', () => {
    expect(r.account).toEqual({ institution: 'BFA', iban: null, wallet: '987654321.10.001', currency: 'USD' });
    expect(r.openingBalanceCents).toBe(-1000);
    expect(r.closingBalanceCents).toBe(247755);
  });

  it('reads Sts/Cd, DtTm and Pty/Nm; ignores NOTPROVIDED', () => {
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents, m.description, m.counterparty, m.reference, m.place.line])).toEqual([
      ['2024-06-14', '2024-06-14', 250000, 'INV 2024-044 Serviços de tradução', 'Sonangol Distribuidora (fictícia)', 'FT24166ABCD1', 15],
      ['2024-06-14', '2024-06-14', -1245, 'Comissão transferência recebida', null, 'FT24166CHG02', 29],
    ]);
  });

  it('reads the first account and says the other was left out; INFO entries are not movements', () => {
    expect(r.warnings).toEqual([
      { code: 'statements_skipped', place: { line: 48 }, params: { count: 1 } },
      { code: 'row_skipped_pending', place: { line: 39 }, params: { status: 'INFO' } },
    ]);
  });
});

describe('readCamt053: errors', () => {
  it('refuses a DTD or entity declaration before parsing (XXE, billion laughs)', () => {
    const xxe = V02.replace('<Document', '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document').replace('Propina Março<', '&x;<');
    const e = readError(() => readCamt053(xxe));
    expect(e.code).toBe('bad_xml');
    expect(e.place).toEqual({ line: 2 });
    const laughs = '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><Document>&b;</Document>';
    expect(readError(() => readCamt053(laughs)).code).toBe('bad_xml');
  });

  it('refuses malformed XML with its line', () => {
    const e = readError(() => readCamt053(V02.replace('</Sts>', '</Stst>')));
    expect(e.code).toBe('bad_xml');
    expect(e.place?.line).toBe(34); // the <Sts> line
  });

  it('refuses XML that is not a camt.053 statement', () => {
    expect(readError(() => readCamt053('<AuditFile><Header/></AuditFile>')).code).toBe('bad_xml');
    expect(readError(() => readCamt053('')).code).toBe('bad_xml');
  });

  it('refuses an account currency the app does not keep', () => {
    const e = readError(() => readCamt053(V02.replace('<Ccy>AOA</Ccy>', '<Ccy>GBP</Ccy>')));
    expect(e.code).toBe('unsupported_currency');
    expect(e.params).toEqual({ currency: 'GBP' });
  });

  it('says which entry has an unreadable amount', () => {
    const e = readError(() => readCamt053(V02.replace('<Amt Ccy="AOA">22549.50</Amt>', '<Amt Ccy="AOA">vinte</Amt>')));
    expect([e.code, e.place]).toEqual(['bad_row', { line: 72 }]);
  });
});

describe('readCamt053: fuzz', () => {
  const onlyReadErrors = (text: string): void => {
    try {
      readCamt053(text);
    } catch (e) {
      if (!(e instanceof ImportReadError)) throw e;
    }
  };
  it('arbitrary text throws nothing but ImportReadError', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), onlyReadErrors), { numRuns: 200 });
  });
  it('mutated fixtures throw nothing but ImportReadError', () => {
    for (const base of [V02, V08]) {
      fc.assert(fc.property(fc.nat(base.length), fc.nat(100), fc.string({ maxLength: 20 }), (at, cut, insert) => {
        onlyReadErrors(base.slice(0, at) + insert + base.slice(at + cut));
      }), { numRuns: 150 });
    }
  });
});

describe('readCamt053: a batch booked as one entry', () => {
  const tx = (name: string, amount: string): string => `<TxDtls><Amt Ccy="AOA">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><RltdPties><Cdtr><Pty><Nm>${name}</Nm></Pty></Cdtr></RltdPties><RmtInf><Ustrd>SALARIO OUT/2026</Ustrd></RmtInf></TxDtls>`;
  const doc = (details: string, entryText: string): string => `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
<Acct><Id><IBAN>AO06000400000123456789012</IBAN></Id><Ccy>AOA</Ccy></Acct>
<Ntry><Amt Ccy="AOA">327000.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-10-27</Dt></BookgDt>
<NtryDtls>${details}</NtryDtls>${entryText}</Ntry></Stmt></BkToCstmrStmt></Document>`;

  it('is described by the entry\'s own text, without one party of the several it paid', () => {
    const r = readCamt053(doc(`<Btch><NbOfTxs>2</NbOfTxs></Btch>${tx('JOSE KAMBALA', '185000.00')}${tx('ANA LUTUMBA', '142000.00')}`, '<AddtlNtryInf>LOTE SALARIOS OUT/2026</AddtlNtryInf>'));
    expect(r.movements.map((m) => [m.amountCents, m.description, m.counterparty])).toEqual([[-32_700_000, 'LOTE SALARIOS OUT/2026', null]]);
  });

  it('without an entry text, says the parts\' shared text once', () => {
    const r = readCamt053(doc(`${tx('JOSE KAMBALA', '185000.00')}${tx('ANA LUTUMBA', '142000.00')}`, ''));
    expect(r.movements.map((m) => m.description)).toEqual(['SALARIO OUT/2026']);
  });

  it('keeps one transaction\'s own text first, then the entry\'s', () => {
    const r = readCamt053(doc(tx('JOSE KAMBALA', '327000.00'), '<AddtlNtryInf>TRF SALARIO</AddtlNtryInf>'));
    expect(r.movements.map((m) => [m.description, m.counterparty])).toEqual([['SALARIO OUT/2026 · TRF SALARIO', 'JOSE KAMBALA']]);
  });
});
