// The lines a kwanza total carries when it includes foreign records (issue 15), pt and en.
import { describe, expect, it } from 'vitest';
import { toCents } from '@kumbu/core/money';
import { RATES_NOTE_TEXTS, conversionLines, ratesLines } from '../src/reply/rates-note';
import { queryReply } from '../src/reply/replies';

const usd = (day: string, micros: number) => ({ currency: 'USD' as const, day, micros, source: 'bna' });
const nbsp = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('rates note', () => {
  it('names one rate with its day, or the span of several, and the fallbacks', () => {
    const one = { ratesUsed: [{ currency: 'USD' as const, rates: [usd('2026-11-25', 912_340_000)], fallbackCount: 0 }], unconverted: [] };
    expect(ratesLines([one], 'pt')).toEqual(['💱 Câmbio BNA de 25/11: 1 USD = 912,34 Kz']);
    expect(ratesLines([one], 'en')).toEqual(['💱 BNA rate of 11/25: 1 USD = 912.34 AOA']);
    const two = { ratesUsed: [{ currency: 'USD' as const, rates: [usd('2026-11-20', 905_500_000)], fallbackCount: 2 }], unconverted: [] };
    expect(nbsp(ratesLines([one, two], 'pt')[0] ?? '')).toBe('💱 Câmbios BNA de 20/11 a 25/11: 1 USD = 905,50 a 912,34 Kz, o de cada dia (2 com o câmbio de um dia anterior)');
  });

  it('says plainly what had no rate, and a reply carries it', () => {
    const note = { ratesUsed: [], unconverted: [{ currency: 'USD' as const, count: 1, cents: toCents(10_000) }] };
    expect(nbsp(conversionLines(note, 'pt')[0] ?? '')).toMatch(/^⚠️ 100,00 ?US\$ sem câmbio: não entram no total\.$/u);
    expect(nbsp(conversionLines(note, 'en')[0] ?? '')).toBe('⚠️ $100.00 with no exchange rate: not in the total.');
    const reply = queryReply({
      type: 'spending', period: 'thisMonth', today: '2026-11-27', parties: [], conversion: note,
      figures: { currency: 'AOA', incomeCents: toCents(0), expenseCents: toCents(500_000), biggest: [] },
    }, 'pt');
    expect(nbsp(reply.text)).toMatch(/^💸 Gastou 5 000,00 Kz este mês\.\n⚠️ 100,00 ?US\$ sem câmbio/u);
  });

  it('has every text in pt and en', () => {
    for (const t of Object.values(RATES_NOTE_TEXTS)) {
      expect(t.pt.length).toBeGreaterThan(0);
      expect(t.en.length).toBeGreaterThan(0);
    }
  });
});
