import { describe, expect, it } from 'vitest';
import { foreignCurrencyName } from '../src/foreign-currency';
import { toParseLine } from '../src/parse-line';
import { understand } from '../src/understand';

const line = (text: string) => toParseLine(understand(text, { today: '2026-11-20' }));

describe('figures in currencies Kumbu keeps no books in', () => {
  it('reads the currency named after the figure, before it, or as a sign glued to it', () => {
    expect(line('bought shoes in Joburg 800 rands')).toMatchObject({ amount: 800, currency: 'ZAR' });
    expect(line('randes 300 de gasolina na fronteira')).toMatchObject({ amount: 300, currency: 'ZAR' });
    expect(line('comprei roupa por R800 em Oshikango')).toMatchObject({ amount: 800, currency: 'ZAR' });
    expect(line('gastei 100 libras em Londres')).toMatchObject({ amount: 100, currency: 'GBP' });
    expect(line('£20 on lunch')).toMatchObject({ amount: 20, currency: 'GBP' });
    expect(line('paguei R$50 no hotel em São Paulo')).toMatchObject({ amount: 50, currency: 'BRL' });
    expect(line('paguei 300 dólares namibianos na fronteira')).toMatchObject({ amount: 300, currency: 'NAD' });
    expect(line('comprei tecido por 200 yuan em Guangzhou')).toMatchObject({ amount: 200, currency: 'CNY' });
    expect(line('quero juntar 500 libras para a viagem')).toMatchObject({ intent: 'goal', amount: 500, currency: 'GBP' });
  });
  it('leaves kwanzas, dollars and euros alone', () => {
    expect(line('gastei 5 mil no candongueiro')).toMatchObject({ amount: 5000, currency: 'AOA' });
    expect(line('paguei 50 dolares')).toMatchObject({ amount: 50, currency: 'USD' });
    expect(line('paguei 40 euros no hotel')).toMatchObject({ amount: 40, currency: 'EUR' });
    expect(line('parei na R1 e gastei 5 mil')).toMatchObject({ amount: 5000, currency: 'AOA' });
    expect(understand('gastei 5 mil no candongueiro', { today: '2026-11-20' }).foreignCurrency).toBeUndefined();
  });
  it('names the currency in the reader\'s language', () => {
    expect(foreignCurrencyName('ZAR', 'pt')).toBe('rand sul-africano');
    expect(foreignCurrencyName('ZAR', 'en')).toBe('South African Rand');
  });
});
