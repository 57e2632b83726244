// Issue 14 item 5: the co-pilot refuses figures over one trillion kwanza instead of acting on them.
import { describe, expect, it } from 'vitest';
import { exceedsAmountCap } from '../src/amount-cap';
import { understand } from '../src/understand';
import { amountTooLargeReply } from '../src/reply/replies';

const today = '2026-11-20';

describe('exceedsAmountCap', () => {
  it.each([
    'recebi 5000000000000 kz de salário', 'gastei 1000000000000,01 kz em renda', 'orçamento de 2000000000000 kz para comida',
    'quero poupar 3000000000000 kz para uma casa',
  ])('over the cap: %s', (text) => {
    expect(exceedsAmountCap(understand(text, { today, lang: 'pt' }))).toBe(true);
  });
  it.each(['gastei 5 mil no candongueiro', 'recebi 1000000000000 kz', 'quanto gastei este mês?', 'olá'])('within the cap: %s', (text) => {
    expect(exceedsAmountCap(understand(text, { today, lang: 'pt' }))).toBe(false);
  });
  it('the reply names the maximum in each language', () => {
    expect(amountTooLargeReply('pt').text.replace(/[\u00a0\u202f]/g, ' ')).toContain('1 000 000 000 000,00 Kz por registo');
    expect(amountTooLargeReply('en').text.replace(/[\u00a0\u202f]/g, ' ')).toContain('AOA 1,000,000,000,000.00 per record');
  });
});
