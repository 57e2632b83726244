// CSV statements end to end through readStatementBytes, on files made for these tests
// (packages/imports/test/fixtures/csv; the hold-out in ./holdout is scored separately).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readStatementBytes } from '../src/read-statement';
import { ImportReadError } from '../src/statement';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`./fixtures/csv/${name}`, import.meta.url)));
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const rows = (r: Awaited<ReturnType<typeof readStatementBytes>>) => r.movements.map((m) => [m.date, m.amountCents, m.description, m.balanceCents]);

describe('CSV statements', () => {
  it('reads a Windows-1252 BAI export with a preamble, Débito/Crédito columns and trailer rows', async () => {
    const r = await readStatementBytes(fixture('bai-debito-credito-cp1252.csv'));
    expect(r.format).toBe('csv');
    expect(r.kind).toBe('bank');
    expect(r.account).toEqual({ institution: 'BAI', iban: 'AO06004000001234567890123', wallet: null, currency: 'AOA' });
    expect(r.openingBalanceCents).toBe(15_000_000);
    expect(r.closingBalanceCents).toBe(42_764_950);
    expect(rows(r)).toEqual([
      ['2024-10-01', 45_000_000, 'SALARIO OUT EMPRESA XYZ', 60_000_000],
      ['2024-10-02', -1_235_050, 'COMPRA TPA KERO GIKA', 58_764_950],
      ['2024-10-03', -4_000_000, 'LEV ATM BAI TALATONA', 54_764_950],
      ['2024-10-03', -4_000_000, 'LEV ATM BAI TALATONA', 50_764_950],
      ['2024-10-05', 2_500_000, 'TRF MCX EXPRESS RECEBIDAS 923456789; ANA', 53_264_950],
      ['2024-10-10', -500_000, 'PAG SERV UNITEL', 52_764_950],
      ['2024-10-15', -10_000_000, 'TRF P/ JOAO MANUEL', 42_764_950],
    ]);
    expect(r.movements[0]?.valueDate).toBe('2024-10-01');
    expect(r.warnings).toEqual([]);
    expect(r.mapping).toMatchObject({ decimalMark: ',', dateOrder: 'dmy', debit: 3, credit: 4, balance: 5 });
  });

  it('reads a UTF-8 (BOM) export in dollars with a signed amount, ISO dates with times and 1,500.00 amounts', async () => {
    const r = await readStatementBytes(fixture('bfa-signed-bom.csv'));
    expect(r.account).toMatchObject({ institution: 'BFA', currency: 'USD', wallet: '123456789' });
    expect(rows(r)).toEqual([
      ['2024-11-01', 150_000, 'Transferência recebida de Paulo', 320_000],
      ['2024-11-03', -4_590, 'Pagamento cartão Shoprite', 315_410],
      ['2024-11-05', -500, 'Comissão manutenção', 314_910],
    ]);
  });

  it('reads a Unitel Money export: the type gives the sign, the fee is its own expense, failed rows are left out', async () => {
    const r = await readStatementBytes(fixture('unitel-money.csv'));
    expect(r.kind).toBe('mobile_money');
    expect(r.account).toMatchObject({ institution: 'Unitel Money', wallet: '+244923111222' });
    expect(r.movements.map((m) => [m.amountCents, m.role, m.description])).toEqual([
      [-500_000, 'movement', 'Transferência para 924000111'],
      [-5_000, 'fee', 'Taxa · Transferência para 924000111'],
      [250_000, 'movement', 'Transferência de 931222333'],
      [-100_000, 'movement', 'Compra de saldo'],
    ]);
    expect(r.warnings).toEqual([{ code: 'row_skipped_failed', place: { line: 6 }, params: { status: 'Falhada' } }]);
  });

  it('reads an English wallet export: "Date & time", an "Account:" number, the type as description when no column describes', async () => {
    const csv = 'Unitel Money - Transaction history\nAccount: 244923111222\n\nTransaction ID,Date & time,Type,Amount,Fee,Balance after,Status\n'
      + 'TX1,02/10/2026 08:00,Receive,"15,000.00","0.00","20,200.00",Successful\nTX2,03/10/2026 09:07,Transfer,"3,000.00","60.00","17,140.00",Successful\n';
    const r = await readStatementBytes(bytes(csv));
    expect(r.kind).toBe('mobile_money');
    expect(r.account).toMatchObject({ institution: 'Unitel Money', wallet: '+244923111222' });
    expect(r.movements.map((m) => [m.date, m.amountCents, m.description, m.reference])).toEqual([
      ['2026-10-02', 1_500_000, 'Receive', 'TX1'],
      ['2026-10-03', -300_000, 'Transfer', 'TX2'],
      ['2026-10-03', -6_000, 'Taxa · Transfer', 'TX2'],
    ]);
  });

  it('takes the sign from the running balance when amounts carry none (newest first)', async () => {
    const r = await readStatementBytes(fixture('unsigned-balance.csv'));
    expect(r.movements.map((m) => m.amountCents)).toEqual([2_000_000, -500_000, 5_000_000, -3_000_000]);
  });

  it('reads a file without a header row from its content', async () => {
    const r = await readStatementBytes(fixture('headerless.csv'));
    expect(r.mapping?.headerRow).toBe(-1);
    expect(rows(r)).toEqual([['2024-09-01', 1_000_000, 'Deposito', 6_000_000], ['2024-09-02', -250_000, 'Compra mercado', 5_750_000]]);
  });

  it('reads tabs, a D/C column, trailing minus and parentheses, month-first US dates', async () => {
    const tsv = 'Date\tDescription\tAmount\tD/C\tBalance\n10/13/2024\tPOS Shoprite\t1,000.00\tD\t9,000.00\n10/14/2024\tDeposit\t500.00\tC\t9,500.00\n';
    const r = await readStatementBytes(bytes(tsv));
    expect(rows(r)).toEqual([['2024-10-13', -100_000, 'POS Shoprite', 900_000], ['2024-10-14', 50_000, 'Deposit', 950_000]]);
    const csv = 'Data;Descrição;Valor\n01/02/2024;A;1.500,00-\n02/02/2024;B;(2.000,00)\n03/02/2024;C;+300,50\n';
    expect((await readStatementBytes(bytes(csv))).movements.map((m) => m.amountCents)).toEqual([-150_000, -200_000, 30_050]);
  });

  it('keeps twins: two equal withdrawals on one day in one file are two movements', async () => {
    const csv = 'Data;Descrição;Débito;Crédito\n03/10/2024;LEV ATM;20.000,00;\n03/10/2024;LEV ATM;20.000,00;\n';
    expect((await readStatementBytes(bytes(csv))).movements).toHaveLength(2);
  });

  it('joins a description continued on the next line and ignores page footers and repeated headers', async () => {
    const csv = [
      'Data;Descrição;Débito;Crédito;Saldo',
      '01/10/2024;TRF P/ MARIA;1.000,00;;9.000,00',
      ';REF 123 RENDA OUTUBRO;;;',
      'Página 1 de 2;;;;',
      ';A transportar;1.000,00;;9.000,00',
      'Data;Descrição;Débito;Crédito;Saldo',
      ';Transporte;1.000,00;;9.000,00',
      '02/10/2024;DEPOSITO;;500,00;9.500,00',
      'Página 2 de 2;;;;',
    ].join('\r\n');
    const r = await readStatementBytes(bytes(csv));
    expect(rows(r)).toEqual([['2024-10-01', -100_000, 'TRF P/ MARIA REF 123 RENDA OUTUBRO', 900_000], ['2024-10-02', 50_000, 'DEPOSITO', 950_000]]);
  });

  it('warns when the running balance or the closing balance does not add up', async () => {
    const csv = 'Saldo inicial: 1.000,00\nData;Descrição;Valor;Saldo\n01/10/2024;A;-100,00;900,00\n02/10/2024;B;-100,00;700,00\nSaldo final: 700,00\n';
    const r = await readStatementBytes(bytes(csv));
    expect(r.openingBalanceCents).toBe(100_000);
    expect(r.closingBalanceCents).toBe(70_000);
    expect(r.warnings.map((w) => w.code)).toEqual(['running_balance_mismatch', 'balance_mismatch']);
  });

  it('reads the balances of a summary box above the table: a row of labels over a row of values', async () => {
    const csv = 'Banco BIC\n\nSaldo Anterior;Total Débitos;Total Créditos;Saldo Actual\n412.300,00;12.500,00;980.000,00;1.379.800,00\n\n'
      + 'Data;Descrição;Débito;Crédito;Saldo\n01-10-2026;COMPRA;12.500,00;;399.800,00\n06-10-2026;ORDENADO;;980.000,00;1.379.800,00\n';
    const r = await readStatementBytes(bytes(csv));
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([41_230_000, 137_980_000]);
    expect(r.warnings).toEqual([]);
    // The same box below the movements: read, and its values' row is not an unreadable movement.
    const below = await readStatementBytes(bytes('Data;Descrição;Débito;Crédito;Saldo\n01-10-2026;COMPRA;12.500,00;;399.800,00\n\n'
      + 'Saldo Anterior;Total Débitos;Total Créditos;Saldo Actual\n412.300,00;12.500,00;0,00;399.800,00\n'));
    expect([below.openingBalanceCents, below.closingBalanceCents]).toEqual([41_230_000, 39_980_000]);
    expect(below.movements).toHaveLength(1);
    expect(below.warnings).toEqual([]);
    // A currency between the sign and the digits, in a sentence: an overdrawn opening.
    const overdrawn = await readStatementBytes(bytes('Saldo inicial: -Kz 1.500,00;;\nSaldo final: Kz2.000,00;;\nData;Descrição;Valor\n01/10/2026;A;3.500,00\n'));
    expect([overdrawn.openingBalanceCents, overdrawn.closingBalanceCents]).toEqual([-150_000, 200_000]);
    // Labels without values below them give nothing (a title row, then the table).
    const bare = await readStatementBytes(bytes('Saldo inicial e final\nData;Descrição;Valor\n01/10/2026;A;-1,00\n'));
    expect([bare.openingBalanceCents, bare.closingBalanceCents]).toEqual([null, null]);
  });

  it('reads both balances written on one line, each label taking the amount after it', async () => {
    const table = 'Data;Descrição;Valor\n01/10/2026;A;-300,00\n';
    const above = await readStatementBytes(bytes(`Saldo anterior: 1.000,00   Saldo actual: 700,00\n${table}`));
    expect([above.openingBalanceCents, above.closingBalanceCents]).toEqual([100_000, 70_000]);
    const cells = await readStatementBytes(bytes(`Saldo Final;700,00;Saldo Inicial;1.000,00\n${table}`));
    expect([cells.openingBalanceCents, cells.closingBalanceCents]).toEqual([100_000, 70_000]);
    const below = await readStatementBytes(bytes(`${table}Saldo Inicial: 1.000,00 | Saldo Final: 700,00\n`));
    expect([below.openingBalanceCents, below.closingBalanceCents]).toEqual([100_000, 70_000]);
    expect(below.warnings).toEqual([]);
  });

  it('reads dated rows that only state the balance as where the statement starts and ends, whichever way it runs', async () => {
    const oldest = 'Data;Descrição;Débito;Crédito;Saldo\n30/09/2026;SALDO;;;1.000,00\n01/10/2026;COMPRA;300,00;;700,00\n31/10/2026;Saldo em 31/10/2026;;;700,00\n';
    const a = await readStatementBytes(bytes(oldest));
    expect([a.openingBalanceCents, a.closingBalanceCents, a.movements.length]).toEqual([100_000, 70_000, 1]);
    expect(a.warnings).toEqual([]);
    const newest = 'Data;Descrição;Débito;Crédito;Saldo\n31/10/2026;SALDO;;;700,00\n02/10/2026;COMPRA;100,00;;700,00\n01/10/2026;COMPRA;200,00;;800,00\n30/09/2026;SALDO;;;1.000,00\n';
    const b = await readStatementBytes(bytes(newest));
    expect([b.openingBalanceCents, b.closingBalanceCents, b.movements.length]).toEqual([100_000, 70_000, 2]);
    // A purchase of airtime ("Compra de saldo") with its amount missing is not a balance.
    const c = await readStatementBytes(bytes('Data;Descrição;Valor;Saldo\n01/10/2026;Saldo compra Unitel;;900,00\n02/10/2026;A;-1,00;899,00\n'));
    expect(c.openingBalanceCents).toBeNull();
  });

  it('places a balance stated on a date by its date: before the movements it opens, on or after them it closes', async () => {
    const csv = 'Saldo em 30/09/2026: 250.000,00 Kz\nData;Descrição;Movimento;Saldo\n01/10/2026;A;-12.500,00;237.500,00\n02/10/2026;B;720.000,00;957.500,00\n'
      + 'Saldo em 02/10/2026;;;957.500,00\n';
    const r = await readStatementBytes(bytes(csv));
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([25_000_000, 95_750_000]);
    expect(r.movements).toHaveLength(2);
    // The date in words, pt or en.
    const named = await readStatementBytes(bytes('Balance as of Sep 30, 2026: 1,000.00\nDate,Description,Amount\n10/01/2026,A,-1.00\n10/13/2026,B,-2.00\nSaldo em 31 de Outubro de 2026\n'));
    expect([named.openingBalanceCents, named.closingBalanceCents]).toEqual([100_000, null]);
    // A dated balance inside the statement's period is neither.
    const mid = await readStatementBytes(bytes('Saldo em 01/10/2026: 5,00\nData;Descrição;Valor\n30/09/2026;A;-1,00\n02/10/2026;B;-1,00\n'));
    expect([mid.openingBalanceCents, mid.closingBalanceCents]).toEqual([null, null]);
  });

  it('reads a header written on two rows, each column name broken over both, and skips it when a page repeats it', async () => {
    const csv = 'BPC;;;;;\nData;Data;Descrição do;Débito;Crédito;Saldo\nMov.;Valor;Movimento;(AOA);(AOA);(AOA)\n'
      + '01/09/2026;01/09/2026;CRÉDITO VENCIMENTO;;210.000,00;268.740,25\nData;Data;Descrição do;Débito;Crédito;Saldo\nMov.;Valor;Movimento;(AOA);(AOA);(AOA)\n'
      + '02/09/2026;03/09/2026;LEVANTAMENTO ATM;20.000,00;;248.740,25\n';
    const r = await readStatementBytes(bytes(csv));
    expect(r.headers).toEqual(['Data Mov.', 'Data Valor', 'Descrição do Movimento', 'Débito (AOA)', 'Crédito (AOA)', 'Saldo (AOA)']);
    expect(r.mapping).toMatchObject({ headerRow: 2, date: 0, valueDate: 1, description: 2, debit: 3, credit: 4, balance: 5 });
    expect(rows(r)).toEqual([['2026-09-01', 21_000_000, 'CRÉDITO VENCIMENTO', 26_874_025], ['2026-09-02', -2_000_000, 'LEVANTAMENTO ATM', 24_874_025]]);
    expect(r.movements[1]?.valueDate).toBe('2026-09-03');
    expect(r.account.institution).toBe('BPC');
    expect(r.warnings).toEqual([]);
    // The remembered mapping (headerRow 2) reads the same two rows again.
    const again = await readStatementBytes(bytes(csv), { mapping: { headerRow: 2 } });
    expect(rows(again)).toEqual(rows(r));
  });

  it('honours an Excel "sep=" first line (after a BOM): its separator, not a row, the lines still counted', async () => {
    const csv = '\ufeffsep=,\r\nData,Descrição,Valor\r\n01/10/2026,"PAG; EPAL; REF 1",-1.00\r\n02/10/2026,Sem valor,abc\r\n03/10/2026,"LEV; ATM",-2.50\r\n';
    const r = await readStatementBytes(bytes(csv));
    expect(r.mapping?.headerRow).toBe(0);
    expect(rows(r)).toEqual([['2026-10-01', -100, 'PAG; EPAL; REF 1', null], ['2026-10-03', -250, 'LEV; ATM', null]]);
    expect(r.warnings).toContainEqual({ code: 'row_skipped_unreadable', place: { line: 4 } });
  });

  it('lets a signed amount column sign its rows: a type column beside it only names the operation', async () => {
    // A wallet's "Carregamento" is a top-up (money in) or airtime bought (money out); the written sign says which.
    const csv = 'Unitel Money\nData;Tipo;Descrição;Montante;Saldo\n01/10/2026;Depósito;Depósito agente;5.000;8.200\n'
      + '02/10/2026;Carregamento;Carregamento Unitel 941 912 000;-2.500;5.700\n03/10/2026;Carregamento;Carregamento de saldo via BAI;1.000;6.700\n'
      + '04/10/2026;Pagamento;Reembolso DSTV;+300;7.000\n';
    const r = await readStatementBytes(bytes(csv));
    expect(r.movements.map((m) => m.amountCents)).toEqual([500_000, -250_000, 100_000, 30_000]);
  });

  it('still signs unsigned amounts by their type column, whatever a trailer writes with a minus', async () => {
    const csv = 'Data;Tipo;Descrição;Montante\n01/10/2026;Débito;Compra;2.500,00\n02/10/2026;Crédito;Salário;100.000,00\nTotal débitos;;;-2.500,00\n';
    const r = await readStatementBytes(bytes(csv));
    expect(r.movements.map((m) => m.amountCents)).toEqual([-250_000, 10_000_000]);
  });

  it('reads a "Movimento" column by what it holds: the signed amount in some exports, the description in others', async () => {
    const amounts = 'Caixa Angola\nIBAN: AO06 0004 7994 7625 3870 6937 7\nMoeda: EUR\n\nData Lançamento;Data Valor;Descritivo;Movimento;Saldo\n'
      + '2026-11-03;2026-11-04;TRF SEPA RECEBIDA;1.500,00 EUR;3.375,40 EUR\n2026-11-03;2026-11-03;COMISSAO TRF;-15,00 EUR;3.360,40 EUR\n';
    const a = await readStatementBytes(bytes(amounts));
    expect(a.account).toMatchObject({ institution: 'Caixa Angola', iban: 'AO06000479947625387069377', currency: 'EUR' });
    expect(rows(a)).toEqual([['2026-11-03', 150_000, 'TRF SEPA RECEBIDA', 337_540], ['2026-11-03', -1_500, 'COMISSAO TRF', 336_040]]);
    expect(a.mapping).toMatchObject({ amount: 3, description: 2 });

    // The only text column holds the amounts: it is the amount, and no column is the description.
    const alone = await readStatementBytes(bytes('Data;Movimento;Saldo\n01/10/2026;-500,00;1.500,00\n02/10/2026;2.000,00;3.500,00\n'));
    expect(alone.movements.map((m) => m.amountCents)).toEqual([-50_000, 200_000]);

    // Signed integers (wallets write no decimals) are amounts; bare integers are document numbers.
    const integers = await readStatementBytes(bytes('Data;Movimento;Saldo\n01/10/2026;-500;1500\n02/10/2026;+2000;3500\n'));
    expect(integers.movements.map((m) => m.amountCents)).toEqual([-50_000, 200_000]);
    await expect(readStatementBytes(bytes('Data;Movimento\n01/10/2026;104233\n02/10/2026;104234\n'))).rejects.toMatchObject({ code: 'no_table' });

    // Text under "Movimento" beside a Valor column: the description, as before.
    const text = await readStatementBytes(bytes('Data;Movimento;Valor;Saldo\n01/10/2026;COMPRA TPA;-500,00;1.500,00\n02/10/2026;SALARIO;2.000,00;3.500,00\n'));
    expect(rows(text)).toEqual([['2026-10-01', -50_000, 'COMPRA TPA', 150_000], ['2026-10-02', 200_000, 'SALARIO', 350_000]]);
  });

  it('refuses what is not a statement, saying why', async () => {
    await expect(readStatementBytes(new Uint8Array())).rejects.toMatchObject({ code: 'empty_file' });
    await expect(readStatementBytes(bytes('olá mundo, isto não é um extrato\n'))).rejects.toMatchObject({ code: 'no_table' });
    await expect(readStatementBytes(bytes('Data;Descrição;Valor\nontem;café;muito\n'))).rejects.toMatchObject({ code: 'no_movements' });
    await expect(readStatementBytes(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).rejects.toMatchObject({ code: 'legacy_xls' });
    await expect(readStatementBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]))).rejects.toMatchObject({ code: 'unknown_format' });
  });

  it('never throws anything but ImportReadError, whatever the bytes (fuzz)', async () => {
    const base = new TextDecoder().decode(fixture('unitel-money.csv'));
    await fc.assert(fc.asyncProperty(
      fc.oneof(
        fc.uint8Array({ maxLength: 400 }),
        fc.string({ maxLength: 400 }).map((s) => bytes(s)),
        fc.tuple(fc.nat(base.length), fc.nat(40), fc.string({ maxLength: 20 })).map(([at, cut, insert]) => bytes(base.slice(0, at) + insert + base.slice(at + cut))),
      ),
      async (input) => {
        try {
          const r = await readStatementBytes(input);
          for (const m of r.movements) {
            expect(Number.isSafeInteger(m.amountCents)).toBe(true);
            expect(m.amountCents).not.toBe(0);
            expect(m.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(ImportReadError);
        }
      },
    ), { numRuns: 300 });
  });
});
