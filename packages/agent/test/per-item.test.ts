import { describe, expect, it } from 'vitest';
import { findAmount } from '../src/message-amount';

const units = (text: string): number | null => {
  const a = findAmount(text);
  return a === null ? null : a.cents / 100;
};

describe('findAmount: a price per item times the items', () => {
  it('multiplies a price "cada"/"each"/"per kg" by the count before it', () => {
    expect(units('comprei 3 sacos de arroz a 15 mil cada')).toBe(45000);
    expect(units('taxi pro mutamba 3 vezes hj, 200 cada')).toBe(600);
    expect(units('sold 15 kg of beans at 1,200 per kg')).toBe(18000);
    expect(units('chapas de zinco 10 a 6 mil cada')).toBe(60000);
    expect(units('nove sacos de carvao a 5 mil cada')).toBe(45000);
  });
  it('multiplies "N coisas a X" and "N coisas de X"', () => {
    expect(units('vendi 30 pães a 50 kz')).toBe(1500);
    expect(units('zungueira carapau 3 montinhos a mil')).toBe(3000);
    expect(units('vendi 5 cartões de recarga de 1000')).toBe(5000);
  });
  it('reads a price per group', () => {
    expect(units('comprei 10 paes, 2 por 100')).toBe(500);
  });
  it('keeps a total that is written, and a single item', () => {
    expect(units('comprei 2 sacos de cimento a 5 mil cada, total 10 mil')).toBe(10000);
    expect(units('comprei 1 kg de carne a 4500')).toBe(4500);
    expect(units('comprei pão a 100 kz')).toBe(100);
    expect(units('comprei 6 ovos a 150 cada e 1 pão a 200')).toBe(200);
  });
});

describe('findAmount: slang, typos and numbers that are not money', () => {
  it('reads "conto" and "paus" as thousands, with what follows', () => {
    expect(units('saldo unitel 1 conto')).toBe(1000);
    expect(units('o kota deu-me um conto pra gasosa')).toBe(1000);
    expect(units('paguei dois contos e quinhentos de taxi')).toBe(2500);
    expect(units('o kota Zeca emprestou-me 10 paus')).toBe(10000);
  });
  it('reads number words typed by ear', () => {
    expect(units('ENDE pre pago vinti mil')).toBe(20000);
    expect(units('vizinho Pedro pagou oitu mil')).toBe(8000);
    expect(units('coloquei sem mil na meta')).toBe(100000);
  });
  it('skips door numbers and reads figures before "mês"', () => {
    expect(units('o Sr. Kanda do 204 pagou 7.500')).toBe(7500);
    expect(units('propina do miudo 18.500 mes de marco')).toBe(18500);
  });
});
