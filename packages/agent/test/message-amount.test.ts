import { describe, expect, it } from 'vitest';
import { findAmount } from '../src/message-amount';

const units = (text: string): number | null => {
  const a = findAmount(text);
  return a === null ? null : a.cents / 100;
};

describe('findAmount: which figure of a message is the money', () => {
  it('skips counts before nouns, one after another', () => {
    expect(units('2 camisas e 1 calça, 27.000')).toBe(27000);
    expect(units('6 cucas e 2 pratos de mufete, 9.000 paus')).toBe(9000);
  });
  it('takes what was really paid after an asking price or the whole bill', () => {
    expect(units('o canalizador pediu 10 mil mas paguei só 8 mil')).toBe(8000);
    expect(units('a conta deu 48 mil mas a minha parte foi 12 mil')).toBe(12000);
    expect(units('the bill was 18k but I only paid 15k')).toBe(15000);
    expect(units('we split the 60k bill 3 ways, I paid 20k')).toBe(20000);
    expect(units('negociei de 80 mil para 65 mil')).toBe(65000);
    expect(units('paguei 10 mil mas ainda faltam 5 mil')).toBe(10000); // a remainder is not the payment
  });
  it('reads the price, not the cash handed over for change', () => {
    expect(units('deu 12.500 no supermercado, dei 15 mil e recebi o troco')).toBe(12500);
    expect(units('groceries came to 23,750, I gave 25k and got change')).toBe(23750);
    expect(units('dei 20 mil, troco 2 mil')).toBe(18000);
    expect(units('pão 1.500, paguei com 2 mil')).toBe(1500);
  });
  it('adds figures joined by plus signs, or takes the total after an equals sign', () => {
    expect(units('paguei 15000 + 5000 de propina')).toBe(20000);
    expect(units('gastei 2 mil + 500 no pão')).toBe(2500);
    expect(units('10 mil + 5 mil = 15 mil de saldo')).toBe(15000);
    expect(units('paid 20 usd + 5 eur')).toBe(20); // different currencies are not added
  });
  it('reads the part, not the whole it belongs to', () => {
    expect(units('brother Tony returned 100,000 of the 250k')).toBe(100000);
    expect(units('dos 150 mil que devo ao chefe já paguei 50 mil')).toBe(50000);
  });
  it('takes the figure a speaker corrected to', () => {
    expect(units('gastei 3 mil não espera foram 3500 no táxi')).toBe(3500);
    expect(units('levei fiado tipo 10 mil não foram 12 mil')).toBe(12000);
    expect(units('vendi tipo 30 mil não 32 mil certinho')).toBe(32000);
    expect(units('gastei 18 mil não 19 mil')).toBe(18000);
  });
  it('ignores phone numbers and sizes', () => {
    expect(units('phone credit 3k for 923 000 111')).toBe(3000);
    expect(units('recarga para o 923456789')).toBeNull();
    expect(units('banner para a loja 2m x 1m, 12.000 kz')).toBe(12000);
  });
});

describe('findAmount: a part of a whole', () => {
  it('takes the currency of the whole it is part of', () => {
    expect(findAmount('Ana paid back 30 of the 80 dollars')).toMatchObject({ cents: 3000, currency: 'USD' });
    expect(findAmount('o Zé devolveu 50 dos 300 euros')).toMatchObject({ cents: 5000, currency: 'EUR' });
  });
});
