import { describe, expect, it } from 'vitest';
import { chatAmount } from '../src/amounts';

const units = (text: string): number | null => {
  const a = chatAmount(text);
  return a === null ? null : a.cents / 100;
};

describe('chatAmount: the money of a chat message', () => {
  it('reads "paus" as thousands of kwanzas', () => {
    expect(units('cisterna de água 8 paus')).toBe(8000);
    expect(units('emprestei 20 pau à Ana')).toBe(20000);
    expect(units('5 mil paus')).toBe(5000); // already a magnitude: left alone
  });
  it('skips a unit price or a rough figure for the total that follows', () => {
    expect(units('20 litros a 300 o litro, total 6000')).toBe(6000);
    expect(units('25 mil cada, 100 mil no total')).toBe(100000);
    expect(units('vendi 12 sacos, cada a 6 mil, total 72 mil')).toBe(72000);
    expect(units('vendi 200 pães a 50 kz, 10 mil')).toBe(10000);
    expect(units('deu 33 mil e pouco, 33.120 certinho')).toBe(33120);
    expect(units('7 mil e tal')).toBe(7000); // nothing better follows
  });
  it('multiplies a count by a price when no total is given', () => {
    expect(units('bilhetes pro concerto, 2 x 10 mil')).toBe(20000);
    expect(units('2 x 8 mil, 16 mil')).toBe(16000);
  });
  it('reads "bucks" as dollars and skips model numbers', () => {
    expect(chatAmount('paid me back the 50 bucks')?.currency).toBe('USD');
    expect(units('how much is an iphone 15 in luanda')).toBeNull();
    expect(units('iphone 11 usado 180 mil')).toBe(180000);
  });
});

describe('chatAmount: English slang and currencies named after the figure', () => {
  it('reads "grand" as thousands, with the currency said apart', () => {
    expect(units('two grand on the new sofa')).toBe(2000);
    expect(chatAmount('5 grand USD for the car')).toMatchObject({ cents: 500000, currency: 'USD' });
  });
  it('reads "in euros" / "em dólares" after a bare figure', () => {
    expect(chatAmount('recebi 300 em dólares')?.currency).toBe('USD');
    expect(chatAmount('paid 40 in euros for the taxi')?.currency).toBe('EUR');
  });
});
