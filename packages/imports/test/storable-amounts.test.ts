// An imported movement becomes a record: it may carry no more than any record may (core's
// MAX_AMOUNT_CENTS, one trillion kwanza, as the API, the co-pilot and the CLI hold), and a
// statement's movements must add up exactly (MAX_CENTS). A file past either is refused with a
// reason and the line — it used to reach the database and fail there, a server error.
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '@kumbu/core/money';
import { readStatementBytes } from '../src/read-statement';
import { importErrorText } from '../src/messages';
import { ImportReadError } from '../src/statement';
import { fixtureText } from './xml-fixture';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const csv = (amounts: readonly string[]): Uint8Array => bytes(['Data;Descrição;Crédito', ...amounts.map((a, i) => `01/10/2024;VENDA ${i};${a}`)].join('\n'));

async function refusal(file: Uint8Array): Promise<ImportReadError> {
  const error = await readStatementBytes(file).then(() => null, (e: unknown) => e);
  if (!(error instanceof ImportReadError)) throw new Error(`expected an ImportReadError, got ${String(error)}`);
  return error;
}

describe('amounts an import may store', () => {
  it('one trillion kwanza is the most a movement may carry; a cêntimo more is refused, with its line', async () => {
    expect((await readStatementBytes(csv(['1.000.000.000.000,00']))).movements[0]?.amountCents).toBe(MAX_AMOUNT_CENTS);
    const error = await refusal(csv(['12,00', '1.000.000.000.000,01']));
    expect([error.code, error.place]).toEqual(['amount_too_large', { line: 3 }]);
    expect(importErrorText(error, 'pt')).toMatch(/máximo/);
    expect(importErrorText(error, 'en')).toMatch(/most Kumbu keeps/);
  });

  it('movements adding up past exact sums are refused (each one within the cap)', async () => {
    expect((await refusal(csv(Array.from({ length: 95 }, () => '1.000.000.000.000,00')))).code).toBe('amount_too_large');
    // 1 100 lines of 90 trillion: overflowed the account's total in the database.
    expect((await refusal(csv(Array.from({ length: 1_100 }, () => '90.000.000.000.000,00')))).code).toBe('amount_too_large');
  });

  it('the same for the XML formats (one check after every reader)', async () => {
    const ofx = fixtureText('ofx1-bai-aoa.ofx').replace('<TRNAMT>350000.00', '<TRNAMT>5000000000000.00');
    expect((await refusal(bytes(ofx))).code).toBe('amount_too_large');
  });
});
