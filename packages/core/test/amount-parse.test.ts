import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { extractAmount, parseAmount, readNumeral } from '../src/amount-parse';
import { type Currency, CURRENCIES, MAX_CENTS, formatMoney, toCents } from '../src/money';

const KZ = 100; // cêntimos per kwanza

describe('parseAmount: digits and separators', () => {
  it.each([
    ['5000', 5000 * KZ],
    ['5.000', 5000 * KZ], // one dot + 3 digits = thousands
    ['5,000', 5000 * KZ], // one comma + 3 digits = thousands too
    ['5 000', 5000 * KZ],
    ['5\u00A0000', 5000 * KZ],
    ['5.000,50', 500050], // both present: the last one is decimal
    ['5,000.50', 500050],
    ['5,50', 550], // 1–2 digits after a single separator = decimals
    ['5.50', 550],
    ['5,5', 550],
    ['5.5', 550],
    ['1.234.567', 1234567 * KZ], // repeated separator = thousands
    ['1,234,567', 1234567 * KZ],
    ['1.234.567,89', 123456789],
    ['1,234,567.89', 123456789],
    ['1 234 567,89', 123456789],
    ['0.500', 50], // a zero-led group is never thousands
    ['0,05', 5],
    ['  7000  ', 7000 * KZ],
  ])('%j → %d cêntimos', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents, currency: null });
  });

  it.each(['abc', '5..0', '', '   ', '1,2,3,4', '5.5055', '1.23.456', '1,234.567.89', '1.234,567,89', '5 00', '5k5', 'kz', '5 mil e'])(
    'rejects %j', (text) => expect(parseAmount(text)).toBeNull());

  it('tolerates a leading minus (formatted negatives round-trip)', () => {
    expect(parseAmount('-1 234,56 Kz')).toEqual({ cents: -123456, currency: 'AOA' });
    expect(parseAmount('\u2212AOA 1,234.56')).toEqual({ cents: -123456, currency: 'AOA' });
    expect(parseAmount('-$5.00')).toEqual({ cents: -500, currency: 'USD' });
  });

  it('is bounded by MAX_CENTS', () => {
    expect(parseAmount('90071992547409.91')).toEqual({ cents: MAX_CENTS, currency: null });
    expect(parseAmount('90071992547409.92')).toBeNull();
    expect(parseAmount('99999999999999999')).toBeNull();
    expect(parseAmount('1 mil biliões')).toBeNull();
  });
});

describe('parseAmount: currency markers', () => {
  it.each([
    ['5000kz', 'AOA'], ['5000 Kz', 'AOA'], ['5000 KZ', 'AOA'], ['5000 kzs', 'AOA'], ['5000 kwanzas', 'AOA'], ['1 kwanza', 'AOA'], ['mil kwanzas', 'AOA'],
    ['Kz 5.000', 'AOA'], ['Kz5000', 'AOA'], ['AOA 5000', 'AOA'], ['5000 AOA', 'AOA'], ['5000 aoa', 'AOA'],
    ['USD 5000', 'USD'], ['5000 usd', 'USD'], ['$5000', 'USD'], ['5000$', 'USD'], ['US$ 5000', 'USD'], ['us$5000', 'USD'],
    ['5000 dólares', 'USD'], ['5000 dolares', 'USD'], ['1 dólar', 'USD'], ['5000 dollars', 'USD'], ['1 dollar', 'USD'],
    ['EUR 5000', 'EUR'], ['5000 eur', 'EUR'], ['€5000', 'EUR'], ['5000 €', 'EUR'], ['5000 euros', 'EUR'], ['1 euro', 'EUR'],
  ])('%j → %s', (text, currency) => {
    const r = parseAmount(text);
    expect(r?.currency).toBe(currency);
    expect([5000 * KZ, 1000 * KZ, KZ]).toContain(r?.cents);
  });
  it('only codes and symbols go before the number', () => {
    expect(parseAmount('kwanzas 500')).toBeNull();
    expect(parseAmount('dólares 500')).toBeNull();
  });
  it('accepts "de" between a scale word and the currency', () => {
    expect(parseAmount('meio milhão de kwanzas')).toEqual({ cents: 500_000 * KZ, currency: 'AOA' });
    expect(parseAmount('2 milhões de kz')).toEqual({ cents: 2_000_000 * KZ, currency: 'AOA' });
  });
});

describe('parseAmount: scale words and abbreviations', () => {
  it.each([
    ['5 mil', 5000], ['5mil', 5000], ['5 Mil', 5000], ['350 mil', 350_000], ['5k', 5000], ['5K', 5000], ['5 k', 5000], ['2.5k', 2500],
    ['2,5 milhões', 2_500_000], ['2,5 milhoes', 2_500_000], ['1 milhão', 1_000_000], ['2.5 million', 2_500_000], ['3 millions', 3_000_000],
    ['1.2M', 1_200_000], ['1,5M', 1_500_000], ['5m', 5_000_000], ['1.2345M', 1_234_500], ['2 M', 2_000_000],
    ['meio milhão', 500_000], ['mil', 1000], ['um milhão', 1_000_000],
    ['1 bi', 1_000_000_000], ['2 bilhões', 2_000_000_000], ['1 bilião', 1_000_000_000_000], ['2,5 biliões', 2_500_000_000_000],
    ['1 billion', 1_000_000_000], ['1bn', 1_000_000_000], ['mil milhões', 1_000_000_000], ['5 mil milhões', 5_000_000_000],
    ['2.500 milhões', 2_500_000_000], ['5 mil e 500', 5500], ['1 milhão e 200 mil', 1_200_000], ['5 thousand', 5000],
    ['2 hundred', 200],
  ])('%j → %d Kz', (text, kz) => {
    expect(parseAmount(text)).toEqual({ cents: kz * KZ, currency: null });
  });
  it('keeps the exact value through the scale (no float drift)', () => {
    expect(parseAmount('2.3 milhões')?.cents).toBe(230_000_000); // 2.3 * 1e6 in floats is 2299999.9999999995
    expect(parseAmount('0,01k')?.cents).toBe(1000);
    expect(parseAmount('1.23456k')?.cents).toBe(123456);
    expect(parseAmount('1.234567k')).toBeNull(); // 1234.567 Kz is not a whole number of cêntimos
  });
  it('refuses abbreviations that do not follow digits', () => {
    expect(parseAmount('k')).toBeNull();
    expect(parseAmount('cinco k')).toBeNull();
    expect(parseAmount('M')).toBeNull();
    expect(parseAmount('milhão')).toBeNull();
  });
});

describe('parseAmount: number words', () => {
  it.each([
    ['cinco mil', 5000], ['vinte e cinco mil', 25_000], ['cento e cinquenta mil', 150_000], ['duzentos e cinquenta', 250],
    ['dois mil e quinhentos', 2500], ['dois mil quinhentos', 2500], ['três milhões e meio', 3_500_000], ['tres milhoes e meio', 3_500_000],
    ['um milhão e meio', 1_500_000], ['cem mil', 100_000], ['mil e quinhentos', 1500], ['quinhentos kz', 500],
    ['dezassete mil', 17_000], ['dezessete', 17], ['duas mil', 2000], ['dois milhões trezentos mil', 2_300_000],
    ['twenty thousand', 20_000], ['five hundred', 500], ['one million two hundred thousand', 1_200_000],
    ['twenty-five', 25], ['one hundred and five', 105], ['a thousand', 1000], ['half a million', 500_000],
    ['two thousand five hundred dollars', 2500],
  ])('%j → %d Kz', (text, kz) => {
    expect(parseAmount(text)?.cents).toBe(kz * KZ);
  });
  it.each(['cinco cinco', 'vinte dez', 'mil mil', 'dois milhões três milhões', 'meio', 'e cinco', 'hundred', 'cento cento'])(
    'rejects %j', (text) => expect(parseAmount(text)).toBeNull());
});

describe('extractAmount', () => {
  it.each([
    ['gastei 5 mil no candongueiro', '5 mil', 5000, null],
    ['paguei a renda 150.000kz', '150.000kz', 150_000, 'AOA'],
    ['recebi o salário de 350 mil', '350 mil', 350_000, null],
    ['spent 5k on fuel', '5k', 5000, null],
    ['emprestei meio milhão ao primo', 'meio milhão', 500_000, null],
    ['paguei Kz 5.000 de propina', 'Kz 5.000', 5000, 'AOA'],
    ['comprei saldo de 1.500,50 kz', '1.500,50 kz', 1500.5, 'AOA'],
    ['recebi 200 dólares do cliente', '200 dólares', 200, 'USD'],
    ['got paid $1,250.75 today', '$1,250.75', 1250.75, 'USD'],
    ['gastei vinte e cinco mil kwanzas na farmácia', 'vinte e cinco mil kwanzas', 25_000, 'AOA'],
    ['o primo devolveu-me dois mil e quinhentos', 'dois mil e quinhentos', 2500, null],
    ['received one million two hundred thousand from the client', 'one million two hundred thousand', 1_200_000, null],
    ['gastei 5000.', '5000', 5000, null],
    ['paguei 5 mil e 2 mil ao primo', '5 mil', 5000, null],
    ['gastei 5 mil e tal no mercado', '5 mil', 5000, null],
    // A price per unit of time or quantity is still money; "12/03" stays a date.
    ['internet do escritório 45.000 kz/mês', '45.000 kz', 45_000, 'AOA'],
    ['aluguer da máquina 3000/dia', '3000', 3000, null],
  ])('%j → %j', (sentence, text, kz, currency) => {
    const r = extractAmount(sentence);
    expect(r).not.toBeNull();
    expect(r?.text).toBe(text);
    expect(r?.cents).toBe(Math.round(kz * KZ));
    expect(r?.currency).toBe(currency);
    expect(sentence.slice(r?.start, r?.end)).toBe(text);
  });

  it('prefers money-looking amounts over counts, dates, times and units', () => {
    expect(extractAmount('comprei 2 pães por 500 kz')?.text).toBe('500 kz');
    expect(extractAmount('comprei 2 kg de arroz por 3000')?.text).toBe('3000');
    expect(extractAmount('às 10h paguei 2000')?.text).toBe('2000');
    expect(extractAmount('em 2024 gastei 5 mil')?.text).toBe('5 mil');
    expect(extractAmount('no dia 15 paguei 20000')?.text).toBe('20000');
    expect(extractAmount('no dia 12/03 gastei 4.500,00')?.text).toBe('4.500,00');
    expect(extractAmount('desconto de 10% e paguei 900')?.text).toBe('900');
    expect(extractAmount('em 2024-05-03 paguei 700')?.text).toBe('700');
    expect(extractAmount('dois pães e três leites')?.cents).toBe(2 * KZ); // only counts: the first is returned
    expect(extractAmount('convidei 5 mil pessoas e gastei 300 mil')?.text).toBe('300 mil');
    expect(extractAmount('fiquei 1 dia no hotel e paguei 45000')?.text).toBe('45000');
    expect(extractAmount('paguei 5 mil dia 3')?.text).toBe('5 mil');
    expect(extractAmount('corri 5 km e gastei 2 mil')?.text).toBe('2 mil');
  });

  it('does not read a dash as a sign, nor phone numbers as money', () => {
    expect(extractAmount('renda - 5000')).toMatchObject({ cents: 5000 * KZ, text: '5000' });
    expect(extractAmount('o meu número é +244 923 456 789')).toBeNull();
  });

  it('returns null when there is no amount', () => {
    expect(extractAmount('olá, tudo bem?')).toBeNull();
    expect(extractAmount('')).toBeNull();
    expect(extractAmount('paguei a renda')).toBeNull();
    expect(extractAmount('1,2,3,4')).toBeNull();
  });
});

describe('readNumeral', () => {
  it('returns exact decimals', () => {
    expect(readNumeral('1.234,5')).toEqual({ units: 12345n, scale: 1 });
    expect(readNumeral('12')).toEqual({ units: 12n, scale: 0 });
    expect(readNumeral('1,2,3')).toBeNull();
  });
});

describe('format → parse round trip (property)', () => {
  const currency = fc.constantFrom<Currency>(...CURRENCIES);
  const lang = fc.constantFrom('pt' as const, 'en' as const);
  it('parseAmount(formatMoney(c)) gives back the cents and the currency', () => {
    fc.assert(fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), currency, lang, (n, cur, l) => {
      const c = toCents(n);
      expect(parseAmount(formatMoney(c, cur, l))).toEqual({ cents: c, currency: cur });
    }), { numRuns: 2000 });
  });
  it('also for small everyday amounts', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), currency, lang, (n, cur, l) => {
      const c = toCents(n);
      expect(parseAmount(formatMoney(c, cur, l))).toEqual({ cents: c, currency: cur });
    }), { numRuns: 2000 });
  });
  it('extractAmount finds a formatted amount inside a sentence', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), currency, lang, (n, cur, l) => {
      const text = formatMoney(toCents(n), cur, l);
      const r = extractAmount(`paguei ${text} ao primo`);
      expect(r).toMatchObject({ cents: n, currency: cur, text });
    }), { numRuns: 1000 });
  });
});
