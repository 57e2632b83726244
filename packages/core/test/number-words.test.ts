import { describe, it, expect } from 'vitest';
import { EN_NUMBER_WORDS, PT_NUMBER_WORDS, foldWord, lookupNumberWord, parseNumberWords } from '../src/number-words';

describe('parseNumberWords', () => {
  it.each([
    ['cinco', 5], ['vinte e cinco', 25], ['cento e vinte e três', 123], ['cem', 100], ['mil', 1000], ['um milhão', 1_000_000],
    ['dois mil e quinhentos', 2500], ['novecentos e noventa e nove mil novecentos e noventa e nove', 999_999],
    ['três milhões e meio', 3_500_000], ['meio milhão', 500_000], ['mil milhões', 1_000_000_000], ['um bilião', 1e12],
    ['Vinte E Cinco Mil', 25_000], ['catorze', 14], ['quatorze', 14], ['dezanove', 19], ['dezenove', 19],
  ])('pt %j → %d', (text, value) => expect(parseNumberWords(text, 'pt')).toBe(value));

  it.each([
    ['five', 5], ['twenty-five', 25], ['one hundred and five', 105], ['a hundred', 100], ['a thousand', 1000],
    ['twenty thousand', 20_000], ['five hundred', 500], ['one million two hundred thousand', 1_200_000],
    ['nine hundred ninety nine thousand', 999_000], ['half a million', 500_000], ['two billion', 2e9],
  ])('en %j → %d', (text, value) => expect(parseNumberWords(text, 'en')).toBe(value));

  it('limits the vocabulary to the language asked for', () => {
    expect(parseNumberWords('cinco mil', 'en')).toBeNull();
    expect(parseNumberWords('five thousand', 'pt')).toBeNull();
    expect(parseNumberWords('cinco mil')).toBe(5000);
    expect(parseNumberWords('five thousand')).toBe(5000);
  });

  it.each(['', 'abc', 'cinco cinco', 'e', 'vinte e', 'meio', 'a', 'milhão', '5 mil', 'mil mil', 'é cinco', 'à mil', 'hundred'])(
    'rejects %j', (text) => expect(parseNumberWords(text)).toBeNull());
});

describe('tables', () => {
  it('folds accents and case', () => {
    expect(foldWord('Milhões')).toBe('milhoes');
    expect(lookupNumberWord('TRÊS')?.value).toBe(3n);
    expect(lookupNumberWord('é')).toBeNull();
  });
  it('keys are already folded', () => {
    for (const key of [...Object.keys(PT_NUMBER_WORDS), ...Object.keys(EN_NUMBER_WORDS)]) expect(foldWord(key)).toBe(key);
  });
});
