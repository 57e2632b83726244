// Amount and date cells in the shapes real exports write them (tabular/number-cells.ts,
// tabular/date-cells.ts), one shape per case.
import { describe, expect, it } from 'vitest';
import { readAmountCell } from '../src/tabular/number-cells';
import { readDateCell } from '../src/tabular/date-cells';

describe('amount cells', () => {
  it.each([
    ['-Kz1.500', ',', false, -150_000],
    ['Kz63.000', ',', false, 6_300_000],
    ['1.500,00Kz', ',', true, 150_000],
    ['-AOA2.500,50', ',', true, -250_050],
    ['US$20.00', '.', true, 2_000],
    ['USD1,250.75', '.', true, 125_075],
    ['(Kz 1.500,00)', ',', true, -150_000],
  ] as const)('reads %j with the currency run into the digits', (cell, mark, decided, cents) => {
    expect(readAmountCell(cell, mark, decided)).toBe(cents);
  });

  it.each([
    ['12.350,50', ',', 1_235_050],
    ['-1500.00', '.', -150_000],
    ['1.234.567,899', ',', 123_456_790],
    ['9.999.999.999.999,99', ',', 999_999_999_999_999],
    ['99.999.999.999.999,99', ',', null],
    ['0000000000000001,00', ',', 100],
    ['1,234,567.89', ',', null],
  ] as const)('reads the plain cell %j exactly on its digits, to the safe-integer bound', (cell, mark, cents) => {
    expect(readAmountCell(cell, mark)).toBe(cents);
  });

  it('does not take a word that merely contains a currency code for one', () => {
    expect(readAmountCell('Kzs', ',')).toBeNull();
    expect(readAmountCell('KZT1.000', ',')).toBeNull();
    expect(readAmountCell('AOAX500,00', ',')).toBeNull();
  });
});

describe('date cells', () => {
  it.each([
    ['Oct 1, 2026', '2026-10-01'],
    ['Out 5, 2026', '2026-10-05'],
    ['Nov 2, 2026', '2026-11-02'],
    ['Sept. 3rd, 2026', '2026-09-03'],
    ['February 28 2026', '2026-02-28'],
    ['Dez 31, 2026 14:05', '2026-12-31'],
  ])('reads the month name before the day: %j', (cell, iso) => {
    expect(readDateCell(cell, 'dmy')).toBe(iso);
  });

  it.each([
    ['05OUT2026', '2026-10-05'],
    ['05OUT26', '2026-10-05'],
    ['1NOV2026', '2026-11-01'],
  ])('reads day, month and year run together: %j', (cell, iso) => {
    expect(readDateCell(cell, 'dmy')).toBe(iso);
  });

  it('refuses a month name without a day or with an impossible one', () => {
    expect(readDateCell('05XYZ2026', 'dmy')).toBeNull();
    expect(readDateCell('Out 2026', 'dmy')).toBeNull();
    expect(readDateCell('Fev 30, 2026', 'dmy')).toBeNull();
    expect(readDateCell('Pagamento 5, 2026', 'dmy')).toBeNull();
  });
});
