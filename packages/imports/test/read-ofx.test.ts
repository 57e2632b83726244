import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readOfx, describe as describeOfx, ofxDate } from '../src/ofx/read-ofx';
import { ImportReadError } from '../src/statement';
import { machineDecimalToCents, xmlDate } from '../src/xml/machine-values';
import { fixtureBytes, fixtureText, readError } from './xml-fixture';

const OFX1 = fixtureText('ofx1-bai-aoa.ofx');
const OFX2 = fixtureText('ofx2-bfa-usd.ofx');
const CARD = fixtureText('ofx1-card-eur.ofx');

describe('readOfx: OFX 1.x SGML, Windows-1252, bank account in kwanza', () => {
  it('is Windows-1252 on disk (accents are single bytes)', () => {
    const bytes = fixtureBytes('ofx1-bai-aoa.ofx');
    expect(bytes.includes(0xc3)).toBe(true); // "Ã" of COMISSÃO as one byte, never UTF-8's 0xC3 0x83 pair
    expect(OFX1).toContain('COMISSÃO MANUTENÇÃO CONTA');
  });

  const r = readOfx(OFX1);

  it('reads the account, the institution and the balances', () => {
    expect(r.format).toBe('ofx');
    expect(r.kind).toBe('bank');
    expect(r.account).toEqual({ institution: 'BAI', iban: 'AO06004000001234567810123', wallet: null, currency: 'AOA' });
    expect(r.closingBalanceCents).toBe(41234567);
    // OFX states none; closing − the sum would make the balance check agree with itself
    expect(r.openingBalanceCents).toBeNull();
    expect(r.warnings).toEqual([]);
    expect([r.mapping, r.headers, r.layout, r.pages]).toEqual([null, null, null, null]);
  });

  it('names a known bank by its short name, whatever ORG says, and by the IBAN when ORG is missing', () => {
    expect(readOfx(OFX1.replace(/<ORG>[^<\r\n]*/, '<ORG>BANCO ANGOLANO DE INVESTIMENTOS')).account.institution).toBe('BAI');
    expect(readOfx(OFX1.replace(/<ORG>[^<\r\n]*/, '')).account.institution).toBe('BAI');
    // An unknown name: the IBAN's bank code (0040, BAI) when there is one, else the name as written.
    expect(readOfx(OFX1.replace(/<ORG>[^<\r\n]*/, '<ORG>Banco Inventado do Cuito')).account.institution).toBe('BAI');
    expect(readOfx(OFX2.replace('<ORG>BFA</ORG>', '<ORG>Banco Inventado do Cuito</ORG>')).account.institution).toBe('Banco Inventado do Cuito');
  });

  it('reads every transaction exactly, skipping the zero one', () => {
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents, m.description, m.counterparty, m.reference, m.place.line])).toEqual([
      ['2024-03-01', null, 35000000, 'SALARIO MARCO 2024 · TRF RECEBIDA KWANZA COMERCIO LDA', 'SALARIO MARCO 2024', '240301001', 43],
      ['2024-03-02', null, -1250000, 'COMPRA SHOPRITE TALATONA', 'COMPRA SHOPRITE TALATONA', '240302001', 51],
      ['2024-03-03', '2024-03-02', -800000, 'UNITEL SA · Carregamento 923000111', 'UNITEL SA', '240303001', 59],
      ['2024-03-03', null, -35000, 'COMISSÃO MANUTENÇÃO CONTA', 'COMISSÃO MANUTENÇÃO CONTA', '240303002', 68],
      ['2024-03-04', null, -2000000, 'LEVANTAMENTO ATM MAIANGA · Cartão ****4821', 'LEVANTAMENTO ATM MAIANGA', '240304001', 76],
      ['2024-03-05', null, 1500000, 'TRF DE ANA BEATRIZ · Reembolso jantar', 'TRF DE ANA BEATRIZ', '240305001', 84],
      ['2024-03-06', null, -450050, 'FARMÁCIA ESPERANÇA', 'FARMÁCIA ESPERANÇA', '240306001', 92],
      ['2024-03-07', null, -3000000, 'ENDE - ENERGIA · Pagamento referência 123456789', 'ENDE - ENERGIA', '240307001', 99],
      ['2024-03-09', null, -275013, 'CAFÉ & COMPANHIA · Pequeno-almoço', 'CAFÉ & COMPANHIA', '240309001', 115],
      ['2024-03-10', null, -5000000, 'TRF PARA JOÃO MANUEL FERREIRA', 'TRF PARA JOÃO MANUEL', '240310001', 123],
      ['2024-03-12', null, -620000, 'EPAL - ÁGUA · Factura Fevereiro', 'EPAL - ÁGUA', '240312001', 131],
      ['2024-03-15', null, 2500000, 'DEPÓSITO NUMERÁRIO · Balcão Kinaxixi', 'DEPÓSITO NUMERÁRIO', '240315001', 139],
      ['2024-03-18', null, -1575000, 'KERO ZANGO · Compras mensais', 'KERO ZANGO', '240318001', 147],
      ['2024-03-20', null, -120000, 'MULTICAIXA EXPRESS · Pagamento QR', 'MULTICAIXA EXPRESS', '240320001', 155],
      ['2024-03-31', null, 12540, 'JUROS CREDORES', 'JUROS CREDORES', '240331001', 163],
      ['2024-03-31', null, -50000, 'IMPOSTO DE SELO', 'IMPOSTO DE SELO', '240331002', 171],
    ]);
    expect(r.movements.every((m) => m.currency === 'AOA' && m.balanceCents === null && m.role === 'movement')).toBe(true);
  });

  it('names the line of each transaction as it is in the file', () => {
    const lines = OFX1.split(/\r?\n/);
    for (const m of r.movements) expect(lines[(m.place.line ?? 0) - 1]).toBe('<STMTTRN>');
  });
});

describe('readOfx: OFX 2.x XML, dollar account', () => {
  const r = readOfx(OFX2);

  it('reads a non-IBAN account number as the wallet, PAYEE/NAME as counterparty, DTAVAIL as value date', () => {
    expect(r.account).toEqual({ institution: 'BFA', iban: null, wallet: '1234567.10.001', currency: 'USD' });
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents, m.description, m.counterparty, m.reference])).toEqual([
      ['2024-04-02', '2024-04-03', 120000, 'Consultoria Palanca Negra Lda · Honorários março <projecto 7>', 'Consultoria Palanca Negra Lda', 'BFA-2024-04-0001'],
      ['2024-04-10', null, -4599, 'NETFLIX.COM', 'NETFLIX.COM', 'BFA-2024-04-0002'],
      ['2024-04-30', null, -500, 'Comissão de manutenção', 'Comissão de manutenção', 'BFA-2024-04-0004'],
    ]);
    expect(r.closingBalanceCents).toBe(314901);
    expect(r.openingBalanceCents).toBeNull();
  });

  it('leaves a transaction in another currency out and says so', () => {
    expect(r.warnings).toEqual([{ code: 'mixed_currencies', place: { line: 50 }, params: { currency: 'EUR' } }]);
  });
});

describe('readOfx: credit card (CCSTMTRS)', () => {
  const r = readOfx(CARD);
  it('reads the card statement: charges negative, the payment positive, the debt as a negative balance', () => {
    expect(r.account).toEqual({ institution: 'Standard Bank Angola', iban: null, wallet: '4321XXXXXXXX9876', currency: 'EUR' });
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents, m.description])).toEqual([
      ['2024-05-04', '2024-05-03', -12040, 'TAP AIR PORTUGAL · Bilhete LAD-LIS'],
      ['2024-05-11', null, -3550, 'Livraria Lello'],
      ['2024-05-25', null, 15000, 'PAGAMENTO CARTÃO'],
    ]);
    expect(r.closingBalanceCents).toBe(-25000);
    expect(r.openingBalanceCents).toBeNull();
  });
});

describe('readOfx: unusual but real files', () => {
  it('turns unsigned debits negative when a file writes no sign at all', () => {
    const unsigned = CARD.replace('<TRNAMT>-120.40', '<TRNAMT>120.40').replace('<TRNAMT>-35.5', '<TRNAMT>35.5');
    expect(readOfx(unsigned).movements.map((m) => m.amountCents)).toEqual([-12040, -3550, 15000]);
  });

  it('an empty SGML leaf does not swallow the elements after it', () => {
    const swapped = CARD.replace('<NAME>Livraria Lello\n<MEMO>\n', '<MEMO>\n<NAME>Livraria Lello\n');
    expect(swapped).not.toBe(CARD);
    expect(readOfx(swapped).movements[1]?.description).toBe('Livraria Lello');
  });

  it('never makes up an opening balance, whatever the date of the ledger balance', () => {
    for (const asOf of ['20240531', '20240520']) {
      expect(readOfx(CARD.replace('<DTASOF>20240531', `<DTASOF>${asOf}`)).openingBalanceCents).toBeNull();
    }
  });

  it('assumes kwanza when CURDEF is missing, and says so', () => {
    const r = readOfx(CARD.replace('<CURDEF>EUR\n', ''));
    expect(r.account.currency).toBe('AOA');
    expect(r.warnings.map((w) => w.code)).toEqual(['currency_assumed']);
  });

  it('reads a second statement of another account as skipped', () => {
    const stmt = /<STMTTRNRS>[\s\S]*<\/STMTTRNRS>/.exec(OFX2)?.[0] ?? '';
    const two = OFX2.replace('</BANKMSGSRSV1>', `${stmt.replace('1234567.10.001', '7654321.10.001')}</BANKMSGSRSV1>`);
    const r = readOfx(two);
    expect(r.movements).toHaveLength(3);
    expect(r.warnings.map((w) => w.code)).toEqual(['statements_skipped', 'mixed_currencies']);
  });

  it('merges two statements of the same account', () => {
    const stmt = /<STMTTRNRS>[\s\S]*<\/STMTTRNRS>/.exec(OFX2)?.[0] ?? '';
    const two = OFX2.replace('</BANKMSGSRSV1>', `${stmt.replaceAll('BFA-2024-04', 'BFA-2024-05').replaceAll('202404', '202405')}</BANKMSGSRSV1>`);
    expect(readOfx(two).movements).toHaveLength(6);
  });
});

describe('readOfx: errors', () => {
  it('refuses a currency the app does not keep', () => {
    const e = readError(() => readOfx(OFX2.replace('<CURDEF>USD</CURDEF>', '<CURDEF>ZAR</CURDEF>')));
    expect(e.code).toBe('unsupported_currency');
    expect(e.params).toEqual({ currency: 'ZAR' });
    expect(e.place).toEqual({ line: 17 });
  });

  it('refuses a file without OFX or without a statement', () => {
    expect(readError(() => readOfx('OFXHEADER:100\nDATA:OFXSGML\n')).code).toBe('bad_ofx');
    expect(readError(() => readOfx('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')).code).toBe('bad_ofx');
  });

  it('says which transaction has an unreadable amount or date', () => {
    const amount = readError(() => readOfx(OFX1.replace('<TRNAMT>-12500.00', '<TRNAMT>doze mil')));
    expect([amount.code, amount.place]).toEqual(['bad_row', { line: 51 }]);
    const date = readError(() => readOfx(OFX1.replace('<DTPOSTED>20240302', '<DTPOSTED>20240231')));
    expect([date.code, date.place]).toEqual(['bad_row', { line: 51 }]);
  });

  it('never resolves a DTD or entity (there is nothing to fetch): it reads the text as written', () => {
    const xxe = OFX2.replace('<OFX>', '<!DOCTYPE OFX [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<OFX>').replace('NETFLIX.COM', '&x;');
    expect(readOfx(xxe).movements[1]?.description).toBe('&x;');
  });
});

describe('OFX values', () => {
  it('dates: YYYYMMDD with optional time and zone', () => {
    expect(ofxDate('20240331')).toBe('2024-03-31');
    expect(ofxDate('20240331120000.000[-3:GMT]')).toBe('2024-03-31');
    expect(ofxDate('20240230')).toBeNull();
    expect(ofxDate('2024-03-31')).toBeNull();
  });

  it('dates outside the years Kumbu keeps (1900–2100) are not dates: no record nobody could list', () => {
    expect(ofxDate('21001231')).toBe('2100-12-31');
    expect(ofxDate('19000101')).toBe('1900-01-01');
    expect(ofxDate('21500101')).toBeNull();
    expect(ofxDate('18991231')).toBeNull();
    expect(xmlDate('2150-01-01T10:00:00')).toBeNull();
    const date = readError(() => readOfx(OFX1.replace('<DTPOSTED>20240302', '<DTPOSTED>21500302')));
    expect([date.code, date.place]).toEqual(['bad_row', { line: 51 }]);
  });

  it('amounts: signs, comma marks, grouping, more than two decimals', () => {
    expect(machineDecimalToCents('-50.00')).toBe(-5000);
    expect(machineDecimalToCents('+1234.5')).toBe(123450);
    expect(machineDecimalToCents('1234,56')).toBe(123456);
    expect(machineDecimalToCents('.75')).toBe(75);
    expect(machineDecimalToCents('1,234.56')).toBe(123456);
    expect(machineDecimalToCents('1.234.567,89')).toBe(123456789);
    expect(machineDecimalToCents('-0.005')).toBe(-1);
    expect(machineDecimalToCents('0.004')).toBe(0);
    expect(machineDecimalToCents('12,34,5')).toBeNull();
    expect(machineDecimalToCents('1e5')).toBeNull();
    expect(machineDecimalToCents('')).toBeNull();
    expect(machineDecimalToCents('99999999999999999999')).toBeNull();
  });

  it('description: NAME and MEMO without saying it twice', () => {
    expect(describeOfx('UNITEL SA', 'Carregamento')).toBe('UNITEL SA · Carregamento');
    expect(describeOfx('TRF JOAO', 'TRF JOAO MANUEL')).toBe('TRF JOAO MANUEL');
    expect(describeOfx('COMPRA SHOPRITE TALATONA', 'shoprite')).toBe('COMPRA SHOPRITE TALATONA');
    expect(describeOfx(null, 'Memo só')).toBe('Memo só');
    expect(describeOfx(null, null)).toBeNull();
  });
});

describe('readOfx: fuzz', () => {
  const onlyReadErrors = (text: string): void => {
    try {
      readOfx(text);
    } catch (e) {
      if (!(e instanceof ImportReadError)) throw e;
    }
  };
  it('arbitrary text throws nothing but ImportReadError', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), onlyReadErrors), { numRuns: 200 });
    fc.assert(fc.property(fc.array(fc.constantFrom('<OFX>', '<STMTRS>', '</STMTRS>', '<STMTTRN>', '</STMTTRN>', '<TRNAMT>', '-1.5', '<DTPOSTED>', '20240101', '<CURDEF>', 'AOA', '<!--', '<?', '>', '<', '&#x0;', '&#99999999;'), { maxLength: 40 }), (parts) => {
      onlyReadErrors(parts.join(''));
    }), { numRuns: 200 });
  });
  it('mutated fixtures throw nothing but ImportReadError', () => {
    for (const base of [OFX1, OFX2, CARD]) {
      fc.assert(fc.property(fc.nat(base.length), fc.nat(100), fc.string({ maxLength: 20 }), (at, cut, insert) => {
        onlyReadErrors(base.slice(0, at) + insert + base.slice(at + cut));
      }), { numRuns: 150 });
    }
  });
});
