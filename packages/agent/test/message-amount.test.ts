import { describe, expect, it } from 'vitest';
import { findDate } from '../src/dates';
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

describe('findAmount: document numbers are not money', () => {
  it('skips the number of an invoice, receipt or reference', () => {
    expect(units('paguei a factura 0093 do fornecedor de bebidas, 128.400,00')).toBe(128400);
    expect(units('fatura nº 123 paga, 45.000')).toBe(45000);
    expect(units('recibo 4567 pago 25000')).toBe(25000);
    expect(units('FT 2025/118 liquidada, 300000')).toBe(300000);
    expect(units('invoice #884 paid, 150000')).toBe(150000);
    expect(units('ref. 2231 paguei 12500 na AGT')).toBe(12500);
    expect(units('paid invoice 1023 today 85000')).toBe(85000);
    expect(units('receipt no. 77 for the printer, 42,000 kz')).toBe(42000);
  });
  it('keeps a figure after a document word when it is the money', () => {
    expect(units('paguei o recibo 4500')).toBe(4500); // nothing else is the money
    expect(units('fatura de 20 mil da ENDE')).toBe(20000);
    expect(units('recibo 5 mil')).toBe(5000);
    expect(units('paguei a fatura 12.500')).toBe(12500);
    expect(units('paguei a fatura nº 77')).toBeNull();
  });
});

describe('findAmount: a speaker putting a figure right', () => {
  it('takes the last figure after a correction word', () => {
    expect(units('gastei 5 mil, nao, 6 mil no taxi')).toBe(6000);
    expect(units('comprei 3 mil de pao na padaria, alias 3500')).toBe(3500);
    expect(units('mercado hoje uns 8 ou 9 mil, espera, ya foi 8.700 certo')).toBe(8700);
    expect(units('gastei 5 mil digo 6')).toBe(6000);
    expect(units('paguei 10 mil quer dizer 12 mil')).toBe(12000);
    expect(units('spent 3k on lunch, i mean 4k')).toBe(4000);
    expect(units('taxi 3k sorry, 4k')).toBe(4000);
    expect(units('lunch 5k, no wait, 6k')).toBe(6000);
    expect(units('paid 20k, actually 25k')).toBe(25000);
    expect(units('paguei 20 mil, na verdade 25 mil')).toBe(25000);
  });
  it('keeps the first figure of "X, não Y"', () => {
    expect(units('afinal paguei 9 mil, não 10')).toBe(9000);
    expect(units('corrige: 25 mil, não 250 mil')).toBe(25000);
  });
});

describe('findAmount: change given back', () => {
  it('subtracts the change, said in thousands like the cash', () => {
    expect(units('dei 10 mil no supermecado e recebi 2 de troco')).toBe(8000);
    expect(units('dei 20 mil e o troco foi 5')).toBe(15000);
    expect(units('dei uma nota de 5 mil, troco 500')).toBe(4500);
  });
  it('reads "got X back" after cash handed over as change', () => {
    expect(units('gave the taxi driver 5000 and got 3000 back')).toBe(2000);
    expect(units('dei 10 mil ao taxista e recebi 4 mil de volta')).toBe(6000);
    expect(units('got 20k back from Tony')).toBe(20000); // a repayment, nothing handed over
  });
});

describe('findAmount: figures in brackets and plans', () => {
  it('takes the figure outside brackets that hold a principal and rate', () => {
    expect(units('cupao dos BT (5 milhoes a 14%) - recebi 58.333 kz')).toBe(58333);
    expect(units('juros do deposito (2 milhões a 10%): 200 mil')).toBe(200000);
    expect(units('coupon on the bonds (10M at 12%) - got 100k')).toBe(100000);
    expect(units('invoice paid: 180k (150k design + 30k printing)')).toBe(180000);
    expect(units('paguei a renda (120 mil)')).toBe(120000);
  });
  it('names a saving plan by the sum it reaches', () => {
    expect(units('guardar 50 mil por mes ate juntar 600 mil pro terreno')).toBe(600000);
    expect(units('save 20k a month until I have 500k for a car')).toBe(500000);
    expect(units('poupar 10 mil por semana até chegar aos 200 mil')).toBe(200000);
  });
  it('multiplies a sum given to each of a known number', () => {
    expect(units('mesada dos miudos, 5 mil pra cada um dos 3')).toBe(15000);
    expect(units('gave 2k to each of the 4 kids')).toBe(8000);
    expect(units('dei 2 mil a cada um dos dois sobrinhos')).toBe(4000);
    expect(units('5 mil pra cada um dos miúdos')).toBe(5000); // no count said
  });
  it('doubles a price of each paid for the user and one other', () => {
    expect(units('almoço pra mim e pro colega, 3500 cada')).toBe(7000);
    expect(units('paid lunch for me and my wife, 5k each')).toBe(10000);
    expect(units('bilhetes pra mim e pra Ana 2000 cada')).toBe(4000);
    expect(units('pra mim e o joao e a ana, 3500 cada')).toBe(3500); // more than two: not guessed
    expect(units('jantar eu e a minha esposa, 10 mil cada')).toBe(10000); // each may have paid their own
  });
});


describe('an amount right after a month name is not a day', () => {
  const day = (text: string): string | null => findDate(text, '2026-11-20')?.date ?? null;
  it('leaves the figure to be money', () => {
    expect(day('salarios de outubro 1.800.000 kz pagos')).toBeNull();
    expect(day('renda de março 15 mil')).toBeNull();
    expect(day('propina de setembro 25 mil')).toBeNull();
    expect(day('march 15k for rent')).toBeNull();
    expect(units('salarios de outubro 1.800.000 kz pagos')).toBe(1800000);
    expect(units('propina de setembro 35.000')).toBe(35000);
  });
  it('still reads a day after a month', () => {
    expect(day('outubro 5 paguei 20 mil de luz')).toBe('2026-10-05');
    expect(day('rent march 15, 150k')).toBe('2026-03-15');
  });
});
