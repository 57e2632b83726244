// Fixed-width text statements (src/csv/fixed-width.ts): columns found by position, empty cells
// kept in their column, lines that do not fit read as free text.
import { describe, expect, it } from 'vitest';
import { fixedWidthTable, looksFixedWidth } from '../src/csv/fixed-width';
import { readStatementBytes } from '../src/read-statement';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

const BNI = [
  'BANCO DE NEGÓCIOS INTERNACIONAL',
  'IBAN    : AO06 0052 0000 1122 3344 5566 7',
  'Saldo em 30/09/2026: 250.000,00 Kz',
  '',
  'DATA        DT.VALOR    DESCRITIVO                       DEBITO       CREDITO          SALDO',
  '-------------------------------------------------------------------------------------------',
  '01/10/2026  01/10/2026  PAG UNITEL POS-PAGO            3.500,00                   246.500,00',
  '03/10/2026  03/10/2026  TRF SALARIO ENSA                          890.000,00    1.136.500,00',
  '                        REF 0045 OUTUBRO',
  'DATA        DT.VALOR    DESCRITIVO                       DEBITO       CREDITO          SALDO',
  '06/10/2026  07/10/2026  COMPRA TPA KERO                15.670,30                1.120.829,70',
  '-------------------------------------------------------------------------------------------',
  'SALDO EM 31/10/2026                                                             1.120.829,70',
].join('\r\n');

describe('fixed-width text', () => {
  it('tells fixed-width text from separated files', () => {
    expect(looksFixedWidth(BNI)).toBe(true);
    expect(looksFixedWidth('Data;Descrição;Valor\n01/10/2026;PAG  UNITEL;-3.500,00\n02/10/2026;A  B;-1,00\n')).toBe(false);
    expect(looksFixedWidth('Data,Descrição,Valor\n01/10/2026 08:00,PAG UNITEL,"-3.500,00"\n02/10/2026 09:00,LEV ATM,"-1,00"\n')).toBe(false);
    expect(looksFixedWidth('Data,Descrição,Valor\n01/10/2026 08:00,PAG  UNITEL,-3.500\n02/10/2026 09:00,LEV  ATM,-1.000\n')).toBe(false);
    expect(looksFixedWidth('Data\tDescrição\tValor\n01/10/2026\tPAG   UNITEL\t-3.500,00\n02/10/2026\tA   B\t-1,00\n')).toBe(false);
  });

  it('keeps an empty Débito or Crédito in its column and reads lines outside the columns as free text', () => {
    const rows = fixedWidthTable(BNI).rows.map((r) => r.cells);
    expect(rows[6]).toEqual(['01/10/2026', '01/10/2026', 'PAG UNITEL POS-PAGO', '3.500,00', '', '246.500,00']);
    expect(rows[7]).toEqual(['03/10/2026', '03/10/2026', 'TRF SALARIO ENSA', '', '890.000,00', '1.136.500,00']);
    expect(rows[5]).toEqual([]); // a rule line is blank
    expect(rows[12]).toEqual(['SALDO EM 31/10/2026', '1.120.829,70']);
  });

  it('reads the statement end to end: continued description, repeated header, dated balances', async () => {
    const r = await readStatementBytes(bytes(BNI));
    expect(r.account).toMatchObject({ institution: 'BNI', iban: 'AO06005200001122334455667', currency: 'AOA' });
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([25_000_000, 112_082_970]);
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents, m.description])).toEqual([
      ['2026-10-01', '2026-10-01', -350_000, 'PAG UNITEL POS-PAGO'],
      ['2026-10-03', '2026-10-03', 89_000_000, 'TRF SALARIO ENSA REF 0045 OUTUBRO'],
      ['2026-10-06', '2026-10-07', -1_567_030, 'COMPRA TPA KERO'],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('reads movement lines that start with a sequence number or a date with its month in words', async () => {
    const text = [
      'Banco Sol',
      'Nº    DATA         DESCRIÇÃO             DÉBITO      CRÉDITO',
      '0001  05-OUT-2026  COMPRA TPA            1.500,00',
      '0002  07-OUT-2026  TRF RECEBIDA                    20.000,00',
    ].join('\n');
    expect(looksFixedWidth(text)).toBe(true);
    const r = await readStatementBytes(bytes(text));
    expect(r.account.institution).toBe('Banco Sol');
    expect(r.movements.map((m) => [m.date, m.amountCents, m.description])).toEqual([['2026-10-05', -150_000, 'COMPRA TPA'], ['2026-10-07', 2_000_000, 'TRF RECEBIDA']]);
  });

  it('reads a wallet report in whole kwanzas, with no comma or separator anywhere in the file', async () => {
    const text = [
      'UNITEL MONEY   Telefone: 923 111 222',
      'DATA         DESCRICAO                  VALOR      SALDO',
      '01/10/2026   COMPRA SALDO              -1.500      8.500',
      '02/10/2026   RECEBIDO DE 931222333     20.000     28.500',
    ].join('\n');
    const r = await readStatementBytes(bytes(text));
    expect(r).toMatchObject({ format: 'csv', kind: 'mobile_money', account: { institution: 'Unitel Money', wallet: '+244923111222' } });
    expect(r.movements.map((m) => [m.amountCents, m.balanceCents])).toEqual([[-150_000, 850_000], [2_000_000, 2_850_000]]);
  });

  it('cuts two columns whose contents touch on one line (a long description one space from its amount) between their names', async () => {
    const text = [
      'DATA        DESCRITIVO                   DEBITO     CREDITO        SALDO',
      '01/10/2026  PAG UNITEL                 3.500,00                246.500,00',
      '02/10/2026  COMPRA TPA SUPERMERCADO KERO 500,00                246.000,00',
      '03/10/2026  TRF SALARIO                           890.000,00 1.136.000,00',
    ].join('\n');
    const r = await readStatementBytes(bytes(text));
    expect(r.movements.map((m) => [m.amountCents, m.description])).toEqual([
      [-350_000, 'PAG UNITEL'], [-50_000, 'COMPRA TPA SUPERMERCADO KERO'], [89_000_000, 'TRF SALARIO'],
    ]);
  });

  it('reads single-space gaps, trailing minus signs, and descriptions whose words happen to line up', async () => {
    const text = [
      'DT.MOV     DT.VAL     DESCRIÇÃO                      MONTANTE        SALDO',
      '02-10-2026 02-10-2026 TRF SWIFT P/ UNIV               2.500,00-    10.300,00',
      '02-10-2026 02-10-2026 TRF RECEBIDA TOTAL              7.000,00     17.300,00',
      '05-10-2026 05-10-2026 LEV ATM                            45,00-    17.255,00',
    ].join('\n');
    const r = await readStatementBytes(bytes(text));
    expect(r.movements.map((m) => [m.date, m.amountCents, m.description, m.balanceCents])).toEqual([
      ['2026-10-02', -250_000, 'TRF SWIFT P/ UNIV', 1_030_000],
      ['2026-10-02', 700_000, 'TRF RECEBIDA TOTAL', 1_730_000],
      ['2026-10-05', -4_500, 'LEV ATM', 1_725_500],
    ]);
  });
});
